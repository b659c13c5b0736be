// Code point classes, each defined once, here: URL code points (URL Standard section 4.3 "URL
// writing"), ucschar and iprivate (RFC 3987 section 2.2), ASCII tab or newline and ASCII
// whitespace (Infra section 4.6).
// The grammars take the same classes: scripts/generator.js loads this file (so it imports
// nothing) and writes them into grammar/*.pegjs where a rule names them (see scripts/facts.js).

/** Inclusive code point ranges, ascending, disjoint and not adjacent. */
export type CodePointRanges = ReadonlyArray<readonly [number, number]>;

/** Infra "surrogate": U+D800 to U+DFFF. */
export const SURROGATES: CodePointRanges = [[0xd800, 0xdfff]];

/** Infra "noncharacter": U+FDD0 to U+FDEF, and U+xFFFE and U+xFFFF of each of the 17 planes. */
export const NONCHARACTERS: CodePointRanges = codePointRanges('', [
  [0xfdd0, 0xfdef],
  ...Array.from({ length: 17 }, (_, plane): [number, number] => [plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff]),
]);

/** Infra "ASCII alphanumeric". */
const ASCII_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * https://url.spec.whatwg.org/#url-code-points: ASCII alphanumeric, the listed ASCII code points,
 * and U+00A0 to U+10FFFD, excluding surrogates and noncharacters.
 */
export const URL_CODE_POINTS: CodePointRanges = codePointRanges(
  ASCII_ALPHANUMERIC + "!$&'()*+,-./:;=?@_~",
  [[0xa0, 0x10fffd]],
  [...SURROGATES, ...NONCHARACTERS],
);

/** RFC 3987 section 2.2: ucschar, as in its ABNF. */
export const UCSCHAR: CodePointRanges = [
  [0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef],
  [0x10000, 0x1fffd], [0x20000, 0x2fffd], [0x30000, 0x3fffd], [0x40000, 0x4fffd],
  [0x50000, 0x5fffd], [0x60000, 0x6fffd], [0x70000, 0x7fffd], [0x80000, 0x8fffd],
  [0x90000, 0x9fffd], [0xa0000, 0xafffd], [0xb0000, 0xbfffd], [0xc0000, 0xcfffd],
  [0xd0000, 0xdfffd], [0xe1000, 0xefffd],
];

/** RFC 3987 section 2.2: iprivate (allowed in the query only), as in its ABNF. */
export const IPRIVATE: CodePointRanges = [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]];

/** The code points of `chars` and of `ranges`, without those of `except`, as ranges. */
export function codePointRanges(chars: string, ranges: CodePointRanges, except: CodePointRanges = []): CodePointRanges {
  const all: [number, number][] = [...ranges.map(([low, high]): [number, number] => [low, high])];
  for (const c of chars) all.push([c.codePointAt(0) as number, c.codePointAt(0) as number]);
  return subtract(merge(all), merge(except.map(([low, high]): [number, number] => [low, high])));
}

/** Sorted and merged: overlapping or adjacent ranges become one. */
function merge(ranges: [number, number][]): [number, number][] {
  const sorted = ranges.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [low, high] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else out.push([low, high]);
  }
  return out;
}

/** The code points of `ranges` outside `except` (both merged). */
function subtract(ranges: [number, number][], except: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [low, high] of ranges) {
    let from = low;
    for (const [a, b] of except) {
      if (b < from || a > high) continue;
      if (a > from) out.push([from, a - 1]);
      from = b + 1;
    }
    if (from <= high) out.push([from, high]);
  }
  return out;
}

/** Whether `cp` is in one of the ranges (by bisection). */
export function inRanges(cp: number, ranges: CodePointRanges): boolean {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cp > ranges[mid][1]) low = mid + 1;
    else high = mid;
  }
  return low < ranges.length && cp >= ranges[low][0];
}

/** ASCII code unit -> 1 when it is in the ranges. */
function asciiTable(ranges: CodePointRanges): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (inRanges(c, ranges)) table[c] = 1;
  return table;
}

const URL_ASCII: Uint8Array = asciiTable(URL_CODE_POINTS);

/** https://url.spec.whatwg.org/#url-code-points */
export function isURLCodePoint(cp: number): boolean {
  return cp < 0x80 ? URL_ASCII[cp] === 1 : inRanges(cp, URL_CODE_POINTS);
}

/** RFC 3987 section 2.2: ucschar. */
export function isUcschar(cp: number): boolean {
  return inRanges(cp, UCSCHAR);
}

/** RFC 3987 section 2.2: iprivate. */
export function isIprivate(cp: number): boolean {
  return inRanges(cp, IPRIVATE);
}

/**
 * The UTF-16 code units that can start a code point of the ranges: their BMP code points and the
 * high surrogates of their supplementary ones (the units a grammar class of them tests first).
 */
export function leadingUnits(ranges: CodePointRanges): CodePointRanges {
  const units: [number, number][] = [];
  for (const [low, high] of ranges) {
    if (low <= 0xffff) units.push([low, Math.min(high, 0xffff)]);
    if (high > 0xffff) units.push([highSurrogate(Math.max(low, 0x10000)), highSurrogate(high)]);
  }
  return merge(units);
}

/** The high surrogate of a supplementary code point. */
export function highSurrogate(cp: number): number {
  return 0xd800 + ((cp - 0x10000) >> 10);
}

/** Infra "ASCII tab or newline": U+0009 TAB, U+000A LF or U+000D CR. */
export function isASCIITabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

// The same class as regular expressions (one test, one global for replace).
const TAB_OR_NEWLINE = /[\t\n\r]/;
const TAB_OR_NEWLINE_ALL = /[\t\n\r]/g;

/** Whether `text` has an ASCII tab or newline. */
export function hasASCIITabOrNewline(text: string): boolean {
  return TAB_OR_NEWLINE.test(text);
}

/** https://url.spec.whatwg.org/#concept-basic-url-parser step 3: `text` without its ASCII tab or newline. */
export function removeASCIITabOrNewline(text: string): string {
  return TAB_OR_NEWLINE.test(text) ? text.replace(TAB_OR_NEWLINE_ALL, '') : text;
}

/** https://infra.spec.whatwg.org/#ascii-string */
export function isASCIIString(input: string): boolean {
  for (let i = 0; i < input.length; i++) if (input.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** Infra "ASCII whitespace": U+0009 TAB, U+000A LF, U+000C FF, U+000D CR or U+0020 SPACE. */
export function isASCIIWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/** RFC 3986 section 2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (a code unit). */
export function isUnreserved(c: number): boolean {
  const lower = c | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
}
