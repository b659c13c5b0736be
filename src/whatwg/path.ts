// Path segments (URL Standard "path state" and "shorten a path"; URL Specification
// "Path Segment Normalisation"): dot segments, including their %2e forms, and the
// (platform-independent) Windows drive letter quirks of file URLs.

// String methods called through `call`, each declared here: core/characters.ts says why.
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;
const SLICE: (this: string, start?: number, end?: number) => string = String.prototype.slice;
const INDEX_OF: (this: string, search: string, from?: number) => number = String.prototype.indexOf;

const DOT = 0x2e;
const SLASH = 0x2f;
const BACKSLASH = 0x5c;

/** https://url.spec.whatwg.org/#single-dot-path-segment */
export function isSingleDot(segment: string): boolean {
  return segment === '.' || (segment.length === 3 && isPercent2e(segment, 0));
}

/** https://url.spec.whatwg.org/#double-dot-path-segment */
export function isDoubleDot(segment: string): boolean {
  switch (segment.length) {
    case 2:
      return segment === '..';
    case 4:
      return (CHAR_CODE_AT.call(segment, 0) === DOT && isPercent2e(segment, 1)) || (isPercent2e(segment, 0) && CHAR_CODE_AT.call(segment, 3) === DOT);
    case 6:
      return isPercent2e(segment, 0) && isPercent2e(segment, 3);
    default:
      return false;
  }
}

/** Whether "%2e", ASCII case-insensitively, is at `at` (compared in place: no lowercased copy). */
function isPercent2e(segment: string, at: number): boolean {
  return CHAR_CODE_AT.call(segment, at) === 0x25 && CHAR_CODE_AT.call(segment, at + 1) === 0x32 && (CHAR_CODE_AT.call(segment, at + 2) | 0x20) === 0x65;
}

/** https://url.spec.whatwg.org/#windows-drive-letter */
export function isWindowsDriveLetter(segment: string): boolean {
  if (segment.length !== 2) return false;
  const first = CHAR_CODE_AT.call(segment, 0) | 0x20;
  const second = CHAR_CODE_AT.call(segment, 1);
  return first >= 0x61 && first <= 0x7a && (second === 0x3a || second === 0x7c);
}

/** https://url.spec.whatwg.org/#normalized-windows-drive-letter */
export function isNormalizedWindowsDriveLetter(segment: string): boolean {
  return isWindowsDriveLetter(segment) && CHAR_CODE_AT.call(segment, 1) === 0x3a;
}

/** What dotSegmentKind tells apart. */
const enum DotSegment {
  None,
  Single,
  Double,
}

/**
 * https://url.spec.whatwg.org/#single-dot-path-segment and #double-dot-path-segment for the
 * segment path[start, end), compared in place (no slice).
 */
function dotSegmentKind(path: string, start: number, end: number): DotSegment {
  const first = CHAR_CODE_AT.call(path, start);
  switch (end - start) {
    case 1:
      return first === DOT ? DotSegment.Single : DotSegment.None;
    case 2:
      return first === DOT && CHAR_CODE_AT.call(path, start + 1) === DOT ? DotSegment.Double : DotSegment.None;
    case 3:
      return isPercent2e(path, start) ? DotSegment.Single : DotSegment.None;
    case 4:
      return (first === DOT && isPercent2e(path, start + 1)) || (isPercent2e(path, start) && CHAR_CODE_AT.call(path, start + 3) === DOT)
        ? DotSegment.Double
        : DotSegment.None;
    case 6:
      return isPercent2e(path, start) && isPercent2e(path, start + 3) ? DotSegment.Double : DotSegment.None;
    default:
      return DotSegment.None;
  }
}

/** The end of the segment at `start` (a separator or the end), looked for over 7 code units at most (a longer one is no dot segment). */
function segmentEnd(path: string, start: number, backslashes: boolean): number {
  const limit = Math.min(path.length, start + 7);
  let end = start + 1;
  for (; end < limit; end++) {
    const c = CHAR_CODE_AT.call(path, end);
    if (c === SLASH || (backslashes && c === BACKSLASH)) break;
  }
  return end;
}

/**
 * The index of the separator before the first dot segment after `from` that starts with `first`
 * ("." or "%"), or -1: a native search for `first`, then a look at the code unit before it and at
 * the segment (a regular expression costs more on the short paths of URLs). Called again from
 * where the last one ended, the searches cover the path once.
 */
function nextDotSegment(path: string, first: string, from: number, backslashes: boolean): number {
  for (let i = INDEX_OF.call(path, first, from + 1); i !== -1; i = INDEX_OF.call(path, first, i + 1)) {
    const before = CHAR_CODE_AT.call(path, i - 1);
    if (before !== SLASH && !(backslashes && before === BACKSLASH)) continue;
    if (dotSegmentKind(path, i, segmentEnd(path, i, backslashes)) !== DotSegment.None) return i - 1;
  }
  return -1;
}

/**
 * Whether a serialized path ("/" then a segment, one or more times) has a single- or double-dot
 * segment (one after a "/" only: a relative path's first segment is not looked at). With
 * `backslashes`, a special URL's path as written: "\\" separates segments too.
 */
export function hasDotSegment(path: string, backslashes = false): boolean {
  return nextDotSegment(path, '.', 0, backslashes) !== -1 || (INDEX_OF.call(path, '%') !== -1 && nextDotSegment(path, '%', 0, backslashes) !== -1);
}

/**
 * https://url.spec.whatwg.org/#path-state on a serialized path ("/" then a segment, one or more
 * times), each segment appended as appendSegment does: the serialized path that is left, made of
 * slices of `path` (one per run of segments kept side by side), without a list of segments. Null
 * where a file URL's path would start with a Windows drive letter (appendSegment's quirk). The
 * dot segments are found by native searches; the runs of segments between them are kept whole.
 */
export function resolveDotSegments(path: string, isFile: boolean): string | null {
  // Start ("/") and end of each run kept, in a buffer reused by every call (at most one run
  // before each dot segment and one after the last: fewer than the path's code units + 2).
  const length = path.length;
  const runs = runBuffer(length + 2);
  let count = 0;
  let next = 0; // where the segments not yet kept start (at a "/")
  // The next dot segment starting with "." and with "%" (each searched for again once passed).
  let dot = nextDotSegment(path, '.', 0, false);
  let percent = INDEX_OF.call(path, '%') === -1 ? -1 : nextDotSegment(path, '%', 0, false);
  while (dot !== -1 || percent !== -1) {
    const at = percent === -1 || (dot !== -1 && dot < percent) ? dot : percent; // the "/" before it
    if (at > next) {
      if (isFile && count === 0 && startsWithWindowsDriveLetter(path, next)) return null;
      count = keepRun(runs, count, next, at);
    }
    const end = segmentEnd(path, at + 1, false);
    if (dotSegmentKind(path, at + 1, end) === DotSegment.Double) count = shortenRuns(path, runs, count);
    next = end;
    if (next === length) count = keepRun(runs, count, at, at + 1); // a final dot segment leaves an empty one
    if (at === dot) dot = nextDotSegment(path, '.', next, false);
    else percent = nextDotSegment(path, '%', next, false);
  }
  if (next < length) {
    if (isFile && count === 0 && startsWithWindowsDriveLetter(path, next)) return null;
    count = keepRun(runs, count, next, length);
  }
  let output = '';
  for (let i = 0; i < count; i += 2) output += SLICE.call(path, runs[i], runs[i + 1]);
  return output;
}

/** Records the run of segments path[from, to) in `runs` at `count`; returns the new count. */
function keepRun(runs: Int32Array, count: number, from: number, to: number): number {
  runs[count] = from;
  runs[count + 1] = to;
  return count + 2;
}

/**
 * https://url.spec.whatwg.org/#shorten-a-url-path on the runs kept: the last segment of the last
 * run removed (the run with it when it was its only one); returns the new count.
 */
function shortenRuns(path: string, runs: Int32Array, count: number): number {
  if (count === 0) return 0;
  const from = runs[count - 2];
  const cut = lastSlashBefore(path, runs[count - 1]);
  if (cut <= from) return count - 2;
  runs[count - 1] = cut;
  return count;
}

/**
 * The index of the last "/" before `end` in `path`, or -1: a loop back over one segment (the
 * native lastIndexOf is a call into the runtime, several times slower on a short segment).
 */
export function lastSlashBefore(path: string, end: number): number {
  let i = end - 1;
  while (i >= 0 && CHAR_CODE_AT.call(path, i) !== SLASH) i--;
  return i;
}

/** resolveDotSegments' buffer for paths up to 8,190 code units; a longer path gets its own, not kept. */
const RUN_SCRATCH = new Int32Array(8192);

function runBuffer(size: number): Int32Array {
  return size <= RUN_SCRATCH.length ? RUN_SCRATCH : new Int32Array(size);
}

/**
 * Whether the first segment of a serialized path (or of its segments from the "/" at `at`) is a
 * Windows drive letter (the file path state rewrites it).
 */
export function startsWithWindowsDriveLetter(path: string, at = 0): boolean {
  return (path.length === at + 3 || CHAR_CODE_AT.call(path, at + 3) === SLASH) && isWindowsDriveLetter(SLICE.call(path, at + 1, at + 3));
}

/** https://url.spec.whatwg.org/#shorten-a-url-path */
export function shortenPath(path: string[], isFile: boolean): void {
  if (isFile && path.length === 1 && isNormalizedWindowsDriveLetter(path[0])) return;
  path.pop();
}

/**
 * Appends one (already percent-encoded) segment the way the path state does;
 * `last` is true for the final segment, which is not followed by a separator.
 */
export function appendSegment(path: string[], segment: string, last: boolean, isFile: boolean): void {
  // Only a segment starting with "." or "%" can be a dot segment (tested first: most are not).
  const first = CHAR_CODE_AT.call(segment, 0);
  const dotLike = first === DOT || first === 0x25;
  if (dotLike && isDoubleDot(segment)) {
    shortenPath(path, isFile);
    if (last) path.push('');
  } else if (dotLike && isSingleDot(segment)) {
    if (last) path.push('');
  } else if (isFile && path.length === 0 && isWindowsDriveLetter(segment)) {
    path.push(segment[0] + ':');
  } else {
    path.push(segment);
  }
}
