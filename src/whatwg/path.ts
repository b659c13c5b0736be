// Path segments (URL Standard "path state" and "shorten a path"; URL Specification
// "Path Segment Normalisation"): dot segments, including their %2e forms, and the
// (platform-independent) Windows drive letter quirks of file URLs.

const DOT = 0x2e;
const SLASH = 0x2f;

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
      return (segment.charCodeAt(0) === DOT && isPercent2e(segment, 1)) || (isPercent2e(segment, 0) && segment.charCodeAt(3) === DOT);
    case 6:
      return isPercent2e(segment, 0) && isPercent2e(segment, 3);
    default:
      return false;
  }
}

/** Whether "%2e", ASCII case-insensitively, is at `at` (compared in place: no lowercased copy). */
function isPercent2e(segment: string, at: number): boolean {
  return segment.charCodeAt(at) === 0x25 && segment.charCodeAt(at + 1) === 0x32 && (segment.charCodeAt(at + 2) | 0x20) === 0x65;
}

/** https://url.spec.whatwg.org/#windows-drive-letter */
export function isWindowsDriveLetter(segment: string): boolean {
  if (segment.length !== 2) return false;
  const first = segment.charCodeAt(0) | 0x20;
  const second = segment.charCodeAt(1);
  return first >= 0x61 && first <= 0x7a && (second === 0x3a || second === 0x7c);
}

/** https://url.spec.whatwg.org/#normalized-windows-drive-letter */
export function isNormalizedWindowsDriveLetter(segment: string): boolean {
  return isWindowsDriveLetter(segment) && segment.charCodeAt(1) === 0x3a;
}

/**
 * Whether a serialized path ("/" then a segment, one or more times) has a single- or double-dot
 * segment: a "/" then "." or "%2e" (any case) once or twice, then a "/" or the end; one native
 * search (a loop over the code units, or a substring search per prefix, costs several times
 * more). With `backslashes`, a special URL's path as written: "\\" separates segments too.
 */
export function hasDotSegment(path: string, backslashes = false): boolean {
  return (backslashes ? WRITTEN_DOT_SEGMENT : DOT_SEGMENT).test(path);
}

const DOT_SEGMENT = /\/(?:\.|%2[eE]){1,2}(?=\/|$)/;
const WRITTEN_DOT_SEGMENT = /[/\\](?:\.|%2[eE]){1,2}(?=[/\\]|$)/;

/**
 * https://url.spec.whatwg.org/#path-state on a serialized path ("/" then a segment, one or more
 * times), each segment appended as appendSegment does: the serialized path that is left, made of
 * slices of `path` (one per run of segments kept side by side), without a list of segments. Null
 * where a file URL's path would start with a Windows drive letter (appendSegment's quirk).
 */
export function resolveDotSegments(path: string, isFile: boolean): string | null {
  // Start and end of each segment kept (the empty one a final dot segment leaves: start, start),
  // in a buffer reused by every call (a path of n code units has at most n + 1 segments).
  const kept = keptBuffer(2 * path.length + 2);
  let count = 0;
  for (let start = 1; ; ) {
    const slash = path.indexOf('/', start);
    const last = slash === -1;
    const end = last ? path.length : slash;
    const first = path.charCodeAt(start);
    // Only a segment starting with "." or "%" and at most 6 code units long can be a dot segment.
    const segment = (first === DOT || first === 0x25) && end - start <= 6 ? path.slice(start, end) : null;
    if (segment !== null && isDoubleDot(segment)) {
      count = count > 2 ? count - 2 : 0; // shorten (no drive letter can be kept first: see below)
      if (last) count = keep(kept, count, start, start);
    } else if (segment !== null && isSingleDot(segment)) {
      if (last) count = keep(kept, count, start, start);
    } else if (isFile && count === 0 && end - start === 2 && isWindowsDriveLetter(path.slice(start, end))) {
      return null;
    } else {
      count = keep(kept, count, start, end);
    }
    if (last) break;
    start = end + 1;
  }
  return keptSegments(path, kept, count);
}

/** The serialized path of the kept segments: a slice of `path` per run of segments kept side by side. */
function keptSegments(path: string, kept: Int32Array, count: number): string {
  let output = '';
  for (let i = 0; i < count; ) {
    const from = kept[i] - 1; // with its "/"
    let to = kept[i + 1];
    for (i += 2; i < count && kept[i] === to + 1; i += 2) to = kept[i + 1];
    output += path.slice(from, to);
  }
  return output;
}

/** Records a kept segment in `kept` at `count`; returns the new count. */
function keep(kept: Int32Array, count: number, start: number, end: number): number {
  kept[count] = start;
  kept[count + 1] = end;
  return count + 2;
}

/** resolveDotSegments' buffer for paths up to 4,095 code units; a longer path gets its own, not kept. */
const KEPT_SCRATCH = new Int32Array(8192);

function keptBuffer(size: number): Int32Array {
  return size <= KEPT_SCRATCH.length ? KEPT_SCRATCH : new Int32Array(size);
}

/** Whether the first segment of a serialized path is a Windows drive letter (the file path state rewrites it). */
export function startsWithWindowsDriveLetter(path: string): boolean {
  return (path.length === 3 || path.charCodeAt(3) === SLASH) && isWindowsDriveLetter(path.slice(1, 3));
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
  const first = segment.charCodeAt(0);
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
