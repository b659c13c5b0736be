// The query of the 'normalize-url' profile (issue 26), as normalize-url 10 rewrites it: the
// parameters read as application/x-www-form-urlencoded (URL Standard section 5.1), filtered by key,
// sorted by key, and written back in one pass with the spelling normalize-url's round trip gives
// (URLSearchParams serialisation, decodeURIComponent except the escapes it protects, then the query
// setter's percent-encode set). Escapes of reserved characters are kept as written, through a
// temporary token, as normalize-url keeps them.

import { parseFormURLEncoded, serializeUTF8FormURLEncoded, type FormTuple } from '../whatwg/form-urlencoded';
import { matchesFilter, type ReadOptions } from './normalize-url-options';
import { canonicalizePercentEscapes, escapeAt, hexEscape } from './normalize-url-text';

const TOKEN_BASE = '__normalize_url_encoded_reserved__';
// normalize-url's encoded reserved characters: ":/?#[]@!$&'()*+,;=".
const RESERVED = new Uint8Array(128);
for (const c of ':/?#[]@!$&\'()*+,;=') RESERVED[c.charCodeAt(0)] = 1;
// Escapes the round trip keeps: "%", "&", "+", "#", "?", tab, LF, CR (decodeURIComponent skips them).
const PROTECTED = new Uint8Array(128);
for (const c of '%&+#?\t\n\r') PROTECTED[c.charCodeAt(0)] = 1;

/** The query normalize-url writes for `query` (null: none), of a special URL's or another's. */
export function normalizeQuery(query: string | null, special: boolean, options: ReadOptions): string | null {
  if (query === null || query === '') return null;
  const prefix = hasEncodedReserved(query) ? tokenPrefix(query) : null;
  const tuples = parseFormURLEncoded(prefix === null ? query : tokenize(query, prefix));
  const kept = filterTuples(tuples, prefix, options);
  if (kept.length === 0) return null;
  if (options.sortQueryParameters && kept.length > 1) sortTuples(kept, prefix);
  // Each pair as normalize-url writes the query and then rewrites it parameter by parameter (tokens,
  // "&", "=" and "+" never straddle a pair, so pair by pair is the same).
  const bare: BareKeys = { mode: options.emptyQueryValue, query, keys: null };
  let search = '';
  for (let i = 0; i < kept.length; i++) {
    let key = writeComponent(kept[i][0], special);
    let value = writeComponent(kept[i][1], special);
    if (prefix !== null) {
      key = untokenize(key, prefix);
      value = untokenize(value, prefix);
    }
    search += (i === 0 ? '' : '&') + writePair(plusAsSpace(key), value, bare);
  }
  return canonicalizePercentEscapes(search);
}

/** emptyQueryValue's input: the mode, the query as parsed, and (for "preserve") its keys written without "=", once read. */
interface BareKeys {
  readonly mode: ReadOptions['emptyQueryValue'];
  readonly query: string;
  keys: Set<string> | null;
}

/** normalize-url's emptyQueryValue step on one written pair. */
function writePair(key: string, value: string, bare: BareKeys): string {
  if (value !== '') return key + '=' + value;
  if (key === '') return '=';
  if (bare.mode === 'always') return key + '=';
  if (bare.mode === 'never') return key;
  bare.keys ??= bareKeys(bare.query);
  return bare.keys.has(decodeQueryKey(key)) ? key : key + '=';
}

/** Whether the query has an escape of a reserved character. */
function hasEncodedReserved(query: string): boolean {
  for (let at = query.indexOf('%'); at !== -1; at = query.indexOf('%', at + 1)) {
    const value = escapeAt(query, at);
    if (value >= 0 && value < 128 && RESERVED[value] === 1) return true;
  }
  return false;
}

/** The token prefix normalize-url picks: the lowest index no "__…__<index>__" of the query or its decoding uses. */
function tokenPrefix(query: string): string {
  const search = '?' + query;
  let decoded: string;
  try {
    decoded = decodeURIComponent(search);
  } catch {
    decoded = serializeUTF8FormURLEncoded(parseFormURLEncoded(query));
  }
  const used = new Set<number>();
  usedTokenIndexes(search, used);
  usedTokenIndexes(decoded, used);
  let index = 0;
  while (used.has(index)) index++;
  return TOKEN_BASE + String(index) + '__';
}

/** The token indexes written in `text` ("__normalize_url_encoded_reserved__<digits>" before "__"), small ones only. */
function usedTokenIndexes(text: string, used: Set<number>): void {
  for (let at = text.indexOf(TOKEN_BASE); at !== -1; at = text.indexOf(TOKEN_BASE, at + 1)) {
    let end = at + TOKEN_BASE.length;
    const digits = end;
    while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
    if (end === digits || !text.startsWith('__', end)) continue;
    let first = digits;
    while (first < end - 1 && text.charCodeAt(first) === 0x30) first++;
    if (end - first <= 9) used.add(Number(text.slice(first, end)));
    at = end - 1;
  }
}

/** The query with each escape of a reserved character written as prefix + its uppercase hex. */
function tokenize(query: string, prefix: string): string {
  let out = '';
  let copied = 0;
  for (let at = query.indexOf('%'); at !== -1; at = query.indexOf('%', at + 1)) {
    const value = escapeAt(query, at);
    if (value < 0 || value >= 128 || RESERVED[value] !== 1) continue;
    out += query.slice(copied, at) + prefix + hexEscape(value).slice(1);
    copied = at + 3;
    at += 2;
  }
  return out + query.slice(copied);
}

/** Each prefix + two uppercase hex digits in `text` as the escape "%XX". */
function untokenize(text: string, prefix: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf(prefix); at !== -1; at = text.indexOf(prefix, at + 1)) {
    const hex = at + prefix.length;
    if (!isUpperHex(text.charCodeAt(hex)) || !isUpperHex(text.charCodeAt(hex + 1))) continue;
    out += text.slice(copied, at) + '%' + text.slice(hex, hex + 2);
    copied = hex + 2;
    at = hex + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** 0-9 or A-F. */
function isUpperHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46);
}

/** A key as the filters and the sort see it: its tokens decoded to the characters they stand for. */
function keyOf(name: string, prefix: string | null): string {
  if (prefix === null || name.indexOf(prefix) === -1) return name;
  let out = '';
  let copied = 0;
  for (let at = name.indexOf(prefix); at !== -1; at = name.indexOf(prefix, at + 1)) {
    const hex = at + prefix.length;
    if (!isUpperHex(name.charCodeAt(hex)) || !isUpperHex(name.charCodeAt(hex + 1))) continue;
    out += name.slice(copied, at) + String.fromCharCode(parseInt(name.slice(hex, hex + 2), 16));
    copied = hex + 2;
    at = hex + 1;
  }
  return out + name.slice(copied);
}

/** keepQueryParameters, else removeQueryParameters (null: remove all). */
function filterTuples(tuples: FormTuple[], prefix: string | null, options: ReadOptions): FormTuple[] {
  const keep = options.keepQuery;
  const remove = options.removeQuery;
  if (keep === null && remove === null) return [];
  if (keep === null && remove !== null && remove.length === 0) return tuples;
  const kept: FormTuple[] = [];
  for (const tuple of tuples) {
    const key = keyOf(tuple[0], prefix);
    if (keep !== null ? matchesFilter(key, keep) : !matchesFilter(key, remove as readonly (RegExp | string)[])) kept.push(tuple);
  }
  return kept;
}

/** A stable sort by key in code unit order (Array.prototype.sort is stable). */
function sortTuples(tuples: FormTuple[], prefix: string | null): void {
  if (prefix === null) {
    tuples.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return;
  }
  const keyed = tuples.map((tuple) => ({ key: keyOf(tuple[0], prefix), tuple }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (let i = 0; i < keyed.length; i++) tuples[i] = keyed[i].tuple;
}

/**
 * A name or value as normalize-url's round trip writes it: a space as "+"; "%", "&", "+", "#",
 * "?", tab, LF and CR escaped; then the query percent-encode set (special-query for a special URL).
 */
function writeComponent(text: string, special: boolean): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      const end = nonASCIIEnd(text, i);
      out += text.slice(copied, i) + encodeURIComponent(text.slice(i, end));
      copied = end;
      i = end - 1;
      continue;
    }
    const write = c === 0x20 ? '+' : PROTECTED[c] === 1 || inQuerySet(c, special) ? hexEscape(c) : null;
    if (write === null) continue;
    out += text.slice(copied, i) + write;
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** The end of the run of non-ASCII code units at `i`. */
function nonASCIIEnd(text: string, i: number): number {
  let end = i;
  while (end < text.length && text.charCodeAt(end) >= 0x80) end++;
  return end;
}

/** https://url.spec.whatwg.org/#query-percent-encode-set (and the special-query one): the ASCII part. */
function inQuerySet(c: number, special: boolean): boolean {
  return c < 0x21 || c === 0x7f || c === 0x22 || c === 0x23 || c === 0x3c || c === 0x3e || (special && c === 0x27);
}

/** "+" (a space in a query) as "%20", in a key. */
function plusAsSpace(key: string): string {
  return key.indexOf('+') === -1 ? key : key.split('+').join('%20');
}

/** The keys the input wrote without "=", decoded. */
function bareKeys(query: string): Set<string> {
  const keys = new Set<string>();
  for (const part of query.split('&')) if (part !== '' && part.indexOf('=') === -1) keys.add(decodeQueryKey(part));
  return keys;
}

/** normalize-url's decodeQueryKey: decodeURIComponent with "+" as a space, or the form parser's key when malformed. */
function decodeQueryKey(value: string): string {
  try {
    return decodeURIComponent(plusAsSpace(value));
  } catch {
    const text = value.charCodeAt(0) === 0x3f ? value.slice(1) : value;
    const tuples = parseFormURLEncoded(text + '=');
    return tuples.length === 0 ? '' : tuples[0][0];
  }
}
