// Encoding override (URL Standard section 1.3 "percent-encode after encoding", and the basic URL
// parser's query state; Encoding Standard "get an output encoding"). UTF-8 is done by
// src/core/characters.ts; the legacy encoders (and the label table) come from @exodus/bytes.

import { EncodeSet, inEncodeSet, utf8PercentEncodeString } from '../core/characters';
import { isSpecialScheme } from '../core/schemes';
import { stringArgument } from '../core/arguments';

// @exodus/bytes is ESM-only: CommonJS can load it since Node 20.19 (require of an ES module; its engines).
// encoding.js registers the legacy multi-byte encoders that whatwg.js encodes with. The CommonJS
// build loads both on first use (scripts/build.js LAZY_IN_COMMONJS), the ES modules import them.
import { labelToName, normalizeEncoding } from '@exodus/bytes/encoding.js';
import { percentEncodeAfterEncoding as encodeAfterEncoding } from '@exodus/bytes/whatwg.js';

const UTF8 = 'UTF-8';

/** Encodings whose output encoding is UTF-8 (Encoding Standard "get an output encoding"). */
const OUTPUT_AS_UTF8 = new Set(['utf-8', 'utf-16be', 'utf-16le', 'replacement']);

/** An unknown encoding label: a RangeError, as TextDecoder throws, with a code and the label. */
export class EncodingLabelError extends RangeError {
  readonly code = 'unknown-encoding';
  readonly label: string;
  constructor(label: string) {
    super(`The encoding label ${JSON.stringify(label.length > 40 ? label.slice(0, 40) + '...' : label)} is not supported`);
    this.name = 'RangeError';
    this.label = label;
  }
}

/**
 * https://encoding.spec.whatwg.org/#get-an-output-encoding of the encoding labelled `label`
 * (https://encoding.spec.whatwg.org/#concept-encoding-get; another value: as a USVString): its
 * name, e.g. "Shift_JIS"; "UTF-8" for UTF-8, UTF-16BE/LE and replacement. Throws an
 * EncodingLabelError (a RangeError, as TextDecoder) for an unknown label.
 */
export function getOutputEncoding(label: string): string {
  if (label === UTF8 || label === 'utf-8' || label === 'utf8') return UTF8;
  const text = stringArgument('getOutputEncoding', 1, label);
  const encoding = normalizeEncoding(text);
  if (encoding === null) throw new EncodingLabelError(text);
  if (OUTPUT_AS_UTF8.has(encoding)) return UTF8;
  return labelToName(encoding) as string;
}

/** Encode set -> the ASCII characters U+0020 to U+007E in it, in increasing order. */
const SET_CHARACTERS = new Map<EncodeSet, string>();

// The library always encodes C0 controls, U+007F and non-ASCII bytes, as every encode set does;
// the rest of the set is passed as its printable ASCII characters, read from the one table.
function printableCharacters(set: EncodeSet): string {
  let characters = SET_CHARACTERS.get(set);
  if (characters === undefined) {
    characters = '';
    for (let c = 0x20; c < 0x7f; c++) if (inEncodeSet(c, set)) characters += String.fromCharCode(c);
    SET_CHARACTERS.set(set, characters);
  }
  return characters;
}

/**
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding: encodes `input` in `encoding`
 * (a label), percent-encodes the bytes in `set`, and writes a code point the encoding cannot
 * represent as "%26%23" + its decimal value + "%3B" ("&#N;"). Space becomes "+" exactly when `set`
 * is the application/x-www-form-urlencoded percent-encode set. Lone surrogates count as U+FFFD.
 */
export function percentEncodeAfterEncoding(encoding: string, input: string, set: EncodeSet): string {
  const spaceAsPlus = set === EncodeSet.FormURLEncoded;
  const name = getOutputEncoding(encoding);
  if (name === UTF8) return utf8PercentEncodeString(input, set, spaceAsPlus);
  return encodeAfterEncoding(name, input, printableCharacters(set), spaceAsPlus);
}

/**
 * The query encoder of the encoding labelled `label` (src/whatwg/resolution.ts QueryEncoder): null
 * when its output encoding is UTF-8 (the URL parser's own encoding). Throws a RangeError for an
 * unknown label.
 */
export function queryEncoder(label: string): ((query: string, scheme: string) => string) | null {
  const encoding = getOutputEncoding(label);
  return encoding === UTF8 ? null : (query, scheme) => encodeQuery(query, encoding, scheme);
}

/**
 * https://url.spec.whatwg.org/#query-state (its encoding steps): percent-encodes a query of a URL
 * with scheme `scheme` after encoding it in `encoding` (a label). Non-special URLs and ws/wss
 * always use UTF-8, hence the scheme rather than a boolean. Each argument is read as a USVString
 * (a Symbol is an OptionError), whatever the encoding.
 */
export function percentEncodeQuery(query: string, encoding: string, scheme: string): string {
  const fn = 'percentEncodeQuery';
  return encodeQuery(stringArgument(fn, 1, query), stringArgument(fn, 2, encoding), stringArgument(fn, 3, scheme));
}

/** https://url.spec.whatwg.org/#query-state (its encoding steps) on arguments already converted. */
function encodeQuery(query: string, encoding: string, scheme: string): string {
  const special = isSpecialScheme(scheme);
  const set = special ? EncodeSet.SpecialQuery : EncodeSet.Query;
  if (!special || scheme === 'ws' || scheme === 'wss') return utf8PercentEncodeString(query, set);
  return percentEncodeAfterEncoding(encoding, query, set);
}
