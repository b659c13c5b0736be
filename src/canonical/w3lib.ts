// The 'w3lib' profile (issue 26): Scrapy's w3lib.url.canonicalize_url, step by step, on the URL
// Standard's parse (whatwg/api.ts parseURL). The steps and their w3lib names are in docs/canonical.md;
// the differences that come from the parse itself are listed in test/canonical-w3lib.test.ts.

import { booleanValue, OptionError, readOptions } from '../core/arguments';
import { hexValue } from '../core/characters';
import { getOutputEncoding } from '../encoding/encoding';
import { parseURL } from '../whatwg/api';
import { hasOpaquePath, type URLRecord } from '../whatwg/record';
import { serializePath } from '../whatwg/serializer';
import { byteString } from './bytes';
import type { CanonicalResult } from './types';

/** Options of canonicalizeW3lib, named after canonicalize_url's keyword arguments. */
export interface W3libOptions {
  /** keep_blank_values (default true): keep query pairs with an empty or missing value. */
  keepBlankValues?: boolean | undefined;
  /** keep_fragments (default false): keep the fragment. */
  keepFragments?: boolean | undefined;
  /** encoding (default UTF-8): the encoding of the query; UTF-8 when it cannot encode the query. */
  encoding?: string | undefined;
}

// Option errors name the public function and the profile (this module is reached through canonicalize).
const FN = "canonicalize (profile 'w3lib')";
const HEX = '0123456789ABCDEF';
// RFC 3986 unreserved characters: what quote_plus leaves as they are.
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
// w3lib _PATH_SAFE_CHARS: RFC 3986 reserved and unreserved, "|" and "%", without "#".
const PATH_SAFE = byteSet(UNRESERVED + ':/?[]@!$&\'()*+,;=|%');
const QUERY_SAFE = byteSet(UNRESERVED);

/** The set of bytes of the ASCII characters of `chars`. */
function byteSet(chars: string): Uint8Array {
  const set = new Uint8Array(256);
  for (let i = 0; i < chars.length; i++) set[chars.charCodeAt(i)] = 1;
  return set;
}

/** w3lib.url.canonicalize_url: the canonical form of `input`, or the parse failure. */
export function canonicalizeW3lib(input: string, options?: W3libOptions): CanonicalResult {
  const bag = readOptions(FN, options);
  const keepBlank = booleanValue(FN, 'keepBlankValues', bag.keepBlankValues, true);
  const keepFragments = booleanValue(FN, 'keepFragments', bag.keepFragments, false);
  const encoding = encodingOption(options?.encoding);
  const record = safeSplit(String(input), encoding);
  if ('failure' in record) return { canonical: null, failure: record.failure };
  const query = record.query === null || record.query === '' ? '' : canonicalQuery(record.query, keepBlank);
  const fragment = keepFragments && record.fragment !== null && record.fragment !== '' ? '#' + record.fragment : '';
  const canonical = record.scheme + ':' + authority(record) + canonicalPath(record) + (query === '' ? '' : '?' + query) + fragment;
  return { canonical, failure: null };
}

/** The encoding option as an output encoding name (UTF-8 when absent); an unknown label is an OptionError. */
function encodingOption(value: unknown): string {
  if (value === undefined) return 'UTF-8';
  if (typeof value !== 'string') throw new OptionError(FN, 'options.encoding', 'an encoding label', value);
  try {
    return getOutputEncoding(value);
  } catch {
    throw new OptionError(FN, 'options.encoding', 'an Encoding Standard label', value);
  }
}

/** w3lib _safe_url_split: parse with the query in `encoding`, or in UTF-8 when it cannot encode it. */
function safeSplit(input: string, encoding: string): URLRecord | { failure: NonNullable<ReturnType<typeof parseURL>['failure']> } {
  const utf8 = parseURL(input);
  if (utf8.url === null) return { failure: utf8.failure };
  if (encoding === 'UTF-8' || utf8.url.query === null) return utf8.url;
  const encoded = parseURL(input, { encoding });
  if (encoded.url === null || encoded.url.query === null) return utf8.url;
  // An unencodable code point is written as "&#N;" ("%26%23"): w3lib falls back to UTF-8 then.
  return countOf(encoded.url.query, '%26%23') > countOf(utf8.url.query, '%26%23') ? utf8.url : encoded.url;
}

/** How many times `needle` occurs in `text`. */
function countOf(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** w3lib netloc: userinfo as parsed, host lowercased (an opaque host too; IDNA by the parse), an empty port dropped. */
function authority(record: URLRecord): string {
  if (record.host === null) return '';
  const userinfo = record.username === '' && record.password === ''
    ? '' : record.username + (record.password === '' ? '' : ':' + record.password) + '@';
  return '//' + userinfo + record.host.toLowerCase() + (record.port === null ? '' : ':' + String(record.port));
}

/** canonicalize_url step 2: _unquotepath then _quote with _PATH_SAFE_CHARS ("/" when empty). */
function canonicalPath(record: URLRecord): string {
  const path = hasOpaquePath(record) ? record.path : serializePath(record);
  if (path === '') return record.host === null ? '' : '/';
  return quoteBytes(unquotePath(path), PATH_SAFE, false);
}

// The parse leaves every component ASCII (non-ASCII is percent-encoded), so a "byte string" here is
// a string of code units 0-255, one per byte: its order under < is the order of the bytes.

/** w3lib _unquotepath: percent-decodes every escape except "%2F" and "%3F" (written uppercase). */
function unquotePath(path: string): string {
  const out = new Uint8Array(path.length);
  let n = 0;
  for (let i = 0; i < path.length; i++) {
    const value = escapeAt(path, i);
    if (value < 0) { out[n++] = path.charCodeAt(i) & 0xff; continue; }
    if (value === 0x2f || value === 0x3f) {
      out[n++] = 0x25; out[n++] = HEX.charCodeAt(value >> 4); out[n++] = HEX.charCodeAt(value & 15);
    } else {
      out[n++] = value;
    }
    i += 2;
  }
  return byteString(out, n);
}

/** The byte a "%XX" escape at `i` stands for, or -1. */
function escapeAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x25 || i + 2 >= text.length) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hexValue(text.charCodeAt(i + 2));
  return hi >= 0 && lo >= 0 ? (hi << 4) | lo : -1;
}

/** w3lib _quote / quote_plus: bytes outside `safe` as uppercase "%XX" (a space as "+" with `plus`). */
function quoteBytes(bytes: string, safe: Uint8Array, plus: boolean): string {
  const out = new Uint8Array(bytes.length * 3);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i) & 0xff;
    if (safe[b] === 1) out[n++] = b;
    else if (plus && b === 0x20) out[n++] = 0x2b;
    else { out[n++] = 0x25; out[n++] = HEX.charCodeAt(b >> 4); out[n++] = HEX.charCodeAt(b & 15); }
  }
  return byteString(out, n);
}

/** canonicalize_url step 1: _parse_qsl, sort by key then value, _urlencode. */
function canonicalQuery(query: string, keepBlank: boolean): string {
  const pairs = parseQsl(query, keepBlank);
  if (pairs.length > 1) pairs.sort(comparePairs);
  return pairs.map(([key, value]) => quoteBytes(key, QUERY_SAFE, true) + '=' + quoteBytes(value, QUERY_SAFE, true)).join('&');
}

/** w3lib _parse_qsl: "&"-separated fields, empty ones skipped, each split at its first "=", unquote_plus'd. */
function parseQsl(query: string, keepBlank: boolean): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const field of query.split('&')) {
    if (field === '') continue;
    const eq = field.indexOf('=');
    const value = eq === -1 ? '' : field.slice(eq + 1);
    if (!keepBlank && value === '') continue;
    pairs.push([unquotePlus(eq === -1 ? field : field.slice(0, eq)), unquotePlus(value)]);
  }
  return pairs;
}

/** urllib unquote_plus, to a byte string: "+" as a space, then every "%XX" escape decoded. */
function unquotePlus(text: string): string {
  if (text.indexOf('%') === -1 && text.indexOf('+') === -1) return text;
  const out = new Uint8Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const value = escapeAt(text, i);
    if (value >= 0) { out[n++] = value; i += 2; } else out[n++] = text.charCodeAt(i) === 0x2b ? 0x20 : text.charCodeAt(i) & 0xff;
  }
  return byteString(out, n);
}

/** Python's tuple order on (key, value) byte strings. */
function comparePairs(a: [string, string], b: [string, string]): number {
  return compareBytes(a[0], b[0]) || compareBytes(a[1], b[1]);
}

/** The order of two byte strings. */
function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
