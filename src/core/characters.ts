// Characters and percent-coding (URL Standard section 1.3 "Percent-encoded bytes";
// URL Specification "Percent Coding" and "Component Characters").
// Encode sets are bit flags in one table over ASCII, computed once and shared by
// parsing and serialising. Every code point above U+007E is in every encode set.

// String methods called as `CHAR_CODE_AT.call(text, index)` where a hot function reads strings
// of many kinds. V8 looks `text.charCodeAt` up on the string's map: a function that sees
// sequential, sliced, concatenated and internalized strings, one-byte and two-byte, as the URL
// parser's do on messy input, makes that lookup megamorphic, and TurboFan then calls a generic
// load and a checked call at each use. Called through `call` on these function objects, the
// method is known at every use and TurboFan inlines it (messy input: about 10% faster). Each
// module that reads strings this way declares its own constants, not imported ones: the
// CommonJS build reads an imported constant from the exporting module's `exports` object at
// each use, a property TurboFan cannot fold to the function (the build first sets it to
// undefined), and the calls are then slower than the lookups they replace.

/** String.prototype.charCodeAt: `CHAR_CODE_AT.call(text, index)`. */
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;

/** String.prototype.slice: `SLICE.call(text, start, end)`. */
const SLICE: (this: string, start?: number, end?: number) => string = String.prototype.slice;

/** String.prototype.indexOf: `INDEX_OF.call(text, search, from)`. */
const INDEX_OF: (this: string, search: string, from?: number) => number = String.prototype.indexOf;

/** The WHATWG percent-encode sets, as bit flags. */
export const enum EncodeSet {
  C0Control = 1,
  Fragment = 2,
  Query = 4,
  SpecialQuery = 8,
  Path = 16,
  Userinfo = 32,
  Component = 64,
  FormURLEncoded = 128,
}

/** ASCII code unit -> the encode sets that contain it. */
const ENCODE_TABLE: Uint8Array = buildEncodeTable();

function buildEncodeTable(): Uint8Array {
  const table = new Uint8Array(128);
  const add = (flag: number, chars: string): void => {
    for (const c of chars) table[c.charCodeAt(0)] |= flag;
  };
  // Each set is its parent set plus the listed characters (URL Standard section 1.3).
  const all = 0xff;
  for (let c = 0; c < 0x20; c++) table[c] |= all; // C0 controls
  table[0x7f] |= all; // > U+007E
  const fragment = EncodeSet.Fragment | EncodeSet.Path | EncodeSet.Userinfo | EncodeSet.Component | EncodeSet.FormURLEncoded;
  add(fragment, ' "<>`');
  add(EncodeSet.Query | EncodeSet.SpecialQuery, ' "#<>');
  add(EncodeSet.SpecialQuery, "'");
  const path = EncodeSet.Path | EncodeSet.Userinfo | EncodeSet.Component | EncodeSet.FormURLEncoded;
  add(path, ' "#<>?^`{}');
  const userinfo = EncodeSet.Userinfo | EncodeSet.Component | EncodeSet.FormURLEncoded;
  add(userinfo, '/:;=@[\\]^|');
  add(EncodeSet.Component | EncodeSet.FormURLEncoded, '$%&+,');
  add(EncodeSet.FormURLEncoded, "!'()~");
  return table;
}

/** Whether code unit `c` is in encode set `set` (non-ASCII code units always are). */
export function inEncodeSet(c: number, set: EncodeSet): boolean {
  return c >= 0x80 || (ENCODE_TABLE[c] & set) !== 0;
}

/** The hexadecimal digits, uppercase (percent-encoding's, and messages' code point names). */
export const HEX = '0123456789ABCDEF';

/** "%XX" for each byte, built once: encoding a long input allocates no string per byte. */
const PERCENT_ENCODED: readonly string[] = Array.from({ length: 256 }, (_, byte) => '%' + HEX[byte >> 4] + HEX[byte & 15]);

/** "%XX" for a byte, uppercase hex (URL Standard: percent-encode a byte). */
export function percentEncodeByte(byte: number): string {
  return PERCENT_ENCODED[byte];
}

/** Pieces a TextBuilder joins at a time. */
const PIECES_PER_CHUNK = 1024;

/**
 * A string made of many pieces, joined a thousand at a time: a long result never keeps a million
 * small strings alive at once (which costs the garbage collector more than linear time), nor
 * becomes a rope of a million concatenations.
 */
export class TextBuilder {
  readonly #pieces: string[] = [];
  #count = 0;
  #chunks: string[] | null = null;

  add(piece: string): void {
    this.#pieces[this.#count++] = piece;
    if (this.#count === PIECES_PER_CHUNK) {
      (this.#chunks ??= []).push(this.#pieces.join(''));
      this.#count = 0;
    }
  }

  toString(): string {
    this.#pieces.length = this.#count;
    const last = this.#pieces.join('');
    if (this.#chunks === null) return last;
    this.#chunks.push(last);
    return this.#chunks.join('');
  }
}

/**
 * A pattern that finds the code units of encode set `set` (every non-ASCII one included), built
 * from ENCODE_TABLE: a native scan, a few times faster per code unit than a loop over them.
 */
function encodeSetPattern(set: EncodeSet): RegExp {
  let members = '';
  for (let c = 0; c < 0x80; c++) if ((ENCODE_TABLE[c] & set) !== 0) members += `\\u${c.toString(16).padStart(4, '0')}`;
  return new RegExp(`[${members}\\u0080-\\uffff]`);
}

/** encodeSetPattern of each set, built on first use. */
const ENCODE_SET_PATTERNS = new Map<EncodeSet, RegExp>();

/** Inputs at least this long are searched with encodeSetPattern (shorter ones: the loop costs less than the call). */
const SEARCHED_INPUT = 24;

/** Index of the first code unit of `input` in encode set `set`, or -1. */
export function findInEncodeSet(input: string, set: EncodeSet): number {
  const length = input.length;
  if (length >= SEARCHED_INPUT) {
    let pattern = ENCODE_SET_PATTERNS.get(set);
    if (pattern === undefined) ENCODE_SET_PATTERNS.set(set, (pattern = encodeSetPattern(set)));
    return input.search(pattern);
  }
  for (let i = 0; i < length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c >= 0x80 || (ENCODE_TABLE[c] & set) !== 0) return i;
  }
  return -1;
}

/** https://url.spec.whatwg.org/#string-utf-8-percent-encode (lone surrogates become U+FFFD). */
export function utf8PercentEncodeString(input: string, set: EncodeSet, spaceAsPlus = false): string {
  // Fast path: nothing to encode, return the input itself.
  const first = findInEncodeSet(input, set);
  return first === -1 ? input : utf8PercentEncodeFrom(input, first, set, spaceAsPlus);
}

/** utf8PercentEncodeString where the first code unit to encode is known: input[i] (findInEncodeSet). */
export function utf8PercentEncodeFrom(input: string, i: number, set: EncodeSet, spaceAsPlus = false): string {
  if (input.length <= SHORT_INPUT) return encodeShort(input, i, set, spaceAsPlus, NONE);
  return encodeLong(input, i, set, spaceAsPlus, NONE);
}

/**
 * https://url.spec.whatwg.org/#path-state for a special URL's path as written, in one pass: each
 * code unit of the path percent-encode set UTF-8 percent-encoded and each "\\" written "/" (the
 * separator the path state reads it as); `i` is the first such code unit.
 */
export function encodeSpecialPathFrom(input: string, i: number): string {
  if (input.length <= SHORT_INPUT) return encodeShort(input, i, EncodeSet.Path, false, BACKSLASH);
  return encodeLong(input, i, EncodeSet.Path, false, BACKSLASH);
}

const BACKSLASH = 0x5c;
/** No code unit (`slash` of encodeShort and encodeLong when none is written "/"). */
const NONE = -1;

/** utf8PercentEncodeFrom on a long input, with the code unit `slash` (or NONE) written "/": pieces joined by a TextBuilder. */
function encodeLong(input: string, i: number, set: EncodeSet, spaceAsPlus: boolean, slash: number): string {
  const length = input.length;
  const output = new TextBuilder();
  let start = 0;
  for (; i < length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c < 0x80 && (ENCODE_TABLE[c] & set) === 0 && c !== slash) continue;
    if (start < i) output.add(SLICE.call(input, start, i));
    if (c < 0x80) {
      output.add(c === slash ? '/' : spaceAsPlus && c === 0x20 ? '+' : PERCENT_ENCODED[c]);
      start = i + 1;
      continue;
    }
    const cp = scalarValueAt(input, i);
    if (cp > 0xffff) i++;
    addUTF8PercentEncoded(output, cp);
    start = i + 1;
  }
  if (start < length) output.add(SLICE.call(input, start));
  return output.toString();
}

/** Inputs up to this length are encoded by string concatenation (cheaper than a TextBuilder for a few pieces). */
const SHORT_INPUT = 256;

/**
 * utf8PercentEncodeFrom from `i` (the first code unit to change) on a short input, with the code
 * unit `slash` (or NONE) written "/": each run of code units
 * kept is sliced once, then its encoded successor appended.
 */
function encodeShort(input: string, i: number, set: EncodeSet, spaceAsPlus: boolean, slash: number): string {
  const length = input.length;
  let output = '';
  let start = 0;
  for (; i < length; i++) {
    const c = CHAR_CODE_AT.call(input, i);
    if (c < 0x80) {
      if ((ENCODE_TABLE[c] & set) === 0 && c !== slash) continue;
      output += SLICE.call(input, start, i) + (c === slash ? '/' : spaceAsPlus && c === 0x20 ? '+' : PERCENT_ENCODED[c]);
      start = i + 1;
      continue;
    }
    const cp = scalarValueAt(input, i);
    output += SLICE.call(input, start, i) + utf8PercentEncoded(cp);
    if (cp > 0xffff) i++;
    start = i + 1;
  }
  return start === length ? output : output + SLICE.call(input, start);
}

/** The code point at `i` (a surrogate pair read as one), a lone surrogate as U+FFFD (USVString conversion). */
function scalarValueAt(input: string, i: number): number {
  const c = CHAR_CODE_AT.call(input, i);
  if (c < 0xd800 || c > 0xdfff) return c;
  const d = CHAR_CODE_AT.call(input, i + 1);
  return c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00) : 0xfffd;
}

/** The percent-encoded UTF-8 bytes of one non-ASCII code point. */
function utf8PercentEncoded(cp: number): string {
  if (cp < 0x800) return PERCENT_ENCODED[0xc0 | (cp >> 6)] + PERCENT_ENCODED[0x80 | (cp & 0x3f)];
  if (cp < 0x10000) {
    return PERCENT_ENCODED[0xe0 | (cp >> 12)] + PERCENT_ENCODED[0x80 | ((cp >> 6) & 0x3f)] + PERCENT_ENCODED[0x80 | (cp & 0x3f)];
  }
  return PERCENT_ENCODED[0xf0 | (cp >> 18)] + PERCENT_ENCODED[0x80 | ((cp >> 12) & 0x3f)] +
    PERCENT_ENCODED[0x80 | ((cp >> 6) & 0x3f)] + PERCENT_ENCODED[0x80 | (cp & 0x3f)];
}

/** Appends the percent-encoded UTF-8 bytes of one non-ASCII code point, one shared "%XX" each. */
export function addUTF8PercentEncoded(output: TextBuilder, cp: number): void {
  output.add(utf8PercentEncoded(cp));
}

/** Value of an ASCII hex digit code unit, or -1. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** https://url.spec.whatwg.org/#percent-decode over the UTF-8 encoding of `input`. */
export function percentDecodeToBytes(input: string): Uint8Array {
  return percentDecodeBytes(new TextEncoder().encode(input));
}

/**
 * https://url.spec.whatwg.org/#percent-decode on bytes; with `plusAsSpace`, a literal 0x2B (+)
 * becomes 0x20 first (application/x-www-form-urlencoded parser).
 */
export function percentDecodeBytes(bytes: Uint8Array, plusAsSpace = false): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x25 && i + 2 < bytes.length) {
      const hi = hexValue(bytes[i + 1]);
      const lo = hexValue(bytes[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out[n++] = (hi << 4) | lo;
        i += 2;
        continue;
      }
    }
    out[n++] = plusAsSpace && b === 0x2b ? 0x20 : b;
  }
  return out.subarray(0, n);
}

const UTF8_DECODER = new TextDecoder('utf-8', { ignoreBOM: true });

/** https://encoding.spec.whatwg.org/#utf-8-decode-without-bom (replacement on invalid sequences). */
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  return UTF8_DECODER.decode(bytes);
}

/** Percent-decodes, then UTF-8 decodes without BOM (replacement on invalid sequences). */
export function percentDecodeString(input: string): string {
  if (INDEX_OF.call(input, '%') === -1) return input;
  return UTF8_DECODER.decode(percentDecodeToBytes(input));
}

/**
 * RFC 3986 6.2.2.1: ASCII letters lowercased, except the two characters after each "%" (the hex
 * digits of escapes, which that section uppercases). Runs between escapes are lowercased whole.
 */
export function lowercaseOutsideEscapes(text: string): string {
  let i = INDEX_OF.call(text, '%');
  if (i < 0) return asciiLowercase(text);
  const output = new TextBuilder();
  let start = 0;
  for (; i >= 0 && i + 2 < text.length; i = INDEX_OF.call(text, '%', start)) {
    output.add(asciiLowercase(SLICE.call(text, start, i)));
    output.add(SLICE.call(text, i, i + 3));
    start = i + 3;
  }
  output.add(asciiLowercase(SLICE.call(text, start)));
  return output.toString();
}

/** Infra "ASCII lowercase": ASCII letters lowercased, other code points as they are. */
export function asciiLowercase(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()) : text;
}
