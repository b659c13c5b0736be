// application/x-www-form-urlencoded (URL Standard section 5): the parser, the string parser and
// the serializer. Percent-coding and the encode set are those of src/core/characters.ts.

import { EncodeSet, percentDecodeBytes, percentDecodeString, utf8DecodeWithoutBOM, utf8PercentEncodeString } from '../core/characters';
import { OptionError, stringArgument, toUSVString } from '../core/arguments';
import { getOutputEncoding, percentEncodeAfterEncoding } from '../encoding/encoding';

/** A name-value tuple of the format. */
export type FormTuple = [name: string, value: string];

const AMPERSAND = 0x26;
const EQUALS = 0x3d;

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser for bytes, and
 * https://url.spec.whatwg.org/#concept-urlencoded-string-parser for strings (lone surrogates
 * become U+FFFD first; another value is converted as a USVString). No leading "?" is removed.
 */
export function parseFormURLEncoded(input: string | Uint8Array): FormTuple[] {
  if (typeof input === 'string') return parseString(input);
  if (input instanceof Uint8Array) return parseBytes(input);
  return parseString(stringArgument('parseFormURLEncoded', 1, input));
}

// The string parser. Splitting the string equals splitting its UTF-8 bytes: "&", "=" and "+"
// never occur inside a multi-byte sequence.
function parseString(input: string): FormTuple[] {
  const text = toUSVString(input);
  const output: FormTuple[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = text.length;
    if (end > start) output.push(parseStringSequence(text.slice(start, end)));
    start = end + 1;
  }
  return output;
}

function parseStringSequence(sequence: string): FormTuple {
  const equals = sequence.indexOf('=');
  if (equals === -1) return [decodeString(sequence), ''];
  return [decodeString(sequence.slice(0, equals)), decodeString(sequence.slice(equals + 1))];
}

/** Parser steps 3.4-3.5 on a string: "+" to space, percent-decode, UTF-8 decode without BOM. */
function decodeString(text: string): string {
  return percentDecodeString(text.indexOf('+') === -1 ? text : text.replaceAll('+', ' '));
}

// The parser proper, on bytes. Percent-decoding must come before UTF-8 decoding: "%A9" can
// complete a sequence started by a raw byte.
function parseBytes(input: Uint8Array): FormTuple[] {
  const output: FormTuple[] = [];
  let start = 0;
  while (start <= input.length) {
    let end = input.indexOf(AMPERSAND, start);
    if (end === -1) end = input.length;
    if (end > start) output.push(parseByteSequence(input.subarray(start, end)));
    start = end + 1;
  }
  return output;
}

function parseByteSequence(bytes: Uint8Array): FormTuple {
  const equals = bytes.indexOf(EQUALS);
  if (equals === -1) return [decodeBytes(bytes), ''];
  return [decodeBytes(bytes.subarray(0, equals)), decodeBytes(bytes.subarray(equals + 1))];
}

/** Parser steps 3.4-3.5 on bytes: 0x2B to 0x20, percent-decode, UTF-8 decode without BOM. */
function decodeBytes(bytes: Uint8Array): string {
  return utf8DecodeWithoutBOM(percentDecodeBytes(bytes, true));
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer: "name=value" pairs joined by "&",
 * each side percent-encoded after encoding in `encoding` (a label, default UTF-8) with the
 * application/x-www-form-urlencoded percent-encode set, space as "+".
 */
export function serializeFormURLEncoded(tuples: Iterable<readonly [string, string]>, encoding = 'UTF-8'): string {
  const name = getOutputEncoding(encoding);
  const pairs = pairsArgument('serializeFormURLEncoded', tuples);
  if (name === 'UTF-8') return serializeUTF8FormURLEncoded(pairs);
  return serializeWith(pairs, (text) => percentEncodeAfterEncoding(name, text, EncodeSet.FormURLEncoded));
}

/**
 * The pairs of an iterable argument, each name and value converted as a USVString; anything else
 * (not iterable, a string, a pair that is not an object) is an OptionError.
 */
function pairsArgument(fn: string, tuples: unknown): Array<readonly [string, string]> {
  const iterable = typeof tuples === 'object' && tuples !== null && typeof (tuples as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';
  if (!iterable) throw new OptionError(fn, 'argument 1', 'an iterable of [name, value] pairs', tuples);
  const pairs: Array<readonly [string, string]> = [];
  for (const tuple of tuples as Iterable<unknown>) {
    const where = `argument 1, pair ${pairs.length + 1}`;
    if (typeof tuple !== 'object' || tuple === null) throw new OptionError(fn, where, 'a [name, value] pair', tuple);
    const pair = tuple as ArrayLike<unknown>;
    pairs.push([stringArgument(fn, 1, pair[0]), stringArgument(fn, 1, pair[1])]);
  }
  return pairs;
}

/** serializeFormURLEncoded in UTF-8 (URLSearchParams): no legacy encoder is loaded for it. */
export function serializeUTF8FormURLEncoded(tuples: Iterable<readonly [string, string]>): string {
  return serializeWith(tuples, encodeUTF8FormComponent);
}

function encodeUTF8FormComponent(text: string): string {
  return utf8PercentEncodeString(text, EncodeSet.FormURLEncoded, true);
}

function serializeWith(tuples: Iterable<readonly [string, string]>, encode: (text: string) => string): string {
  let output = '';
  for (const tuple of tuples) {
    if (output !== '') output += '&';
    output += encode(String(tuple[0])) + '=' + encode(String(tuple[1]));
  }
  return output;
}
