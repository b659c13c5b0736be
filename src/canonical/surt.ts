// The 'surt' profile (issue 26): the Sort-friendly URI Reordering Transform as internetarchive/surt
// computes it with its default canonicaliser (GoogleURLCanonicalizer, then IAURLCanonicalizer, then
// handyurl's SURT serialisation), step by step on the URL Standard's parse (whatwg/api.ts parseURL).
// The differences that come from the parse itself are listed in test/canonical-surt.test.ts.

import { booleanValue, readOptions as readOptionBag } from '../core/arguments';
import { parseURL } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { schemeEnd } from '../core/schemes';
import { escapeOnce, isAlpha, unescapeRepeatedly } from './bytes';
import type { CanonicalResult } from './types';

/** Options of surt, named after surt.surt's keyword arguments. */
export interface SurtOptions {
  /** with_scheme (default false): write "scheme://(" before the reversed host. */
  withScheme?: boolean | undefined;
  /** trailing_comma (default false): a "," after the last host label. */
  trailingComma?: boolean | undefined;
  /** host_massage (default true): strip a leading "www." or "www<digits>." label. */
  hostMassage?: boolean | undefined;
  /** reverse_ipaddr (default true): reverse the labels of a dotted IPv4 host too. */
  reverseIpaddr?: boolean | undefined;
  /** query_lowercase (default true): lowercase the query. */
  queryLowercase?: boolean | undefined;
}

// Option errors name the public function and the profile (this module is reached through canonicalize).
const FN = "canonicalize (profile 'surt')";
// surt's URLRegexTransformer query session ids: a name, then a value of these characters and length.
const QUERY_SESSION_IDS: readonly { name: string; value: number; letters: boolean }[] = [
  { name: 'jsessionid=', value: 32, letters: false },
  { name: 'phpsessid=', value: 32, letters: false },
  { name: 'sid=', value: 32, letters: false },
];
// surt's URLRegexTransformer path session-id patterns (ASP.NET cookieless ids), over the path alone.
const PATH_SESSION_IDS: readonly RegExp[] = [
  /^(.*\/)(\((?:[a-z]\([0-9a-z]{24}\))+\)\/)([^?]+\.aspx)$/i,
  /^(.*\/)(\([0-9a-z]{24}\)\/)([^?]+\.aspx)$/i,
];

/** surt.surt: the SURT form of `input`, or the parse failure. */
export function surt(input: string, options?: SurtOptions): CanonicalResult {
  const opts = readOptions(options);
  const text = String(input);
  if (text === '') return { canonical: '-', failure: null };
  if (text.startsWith('filedesc')) return { canonical: text, failure: null };
  const parsed = parseURL(withDefaultScheme(text.trim()));
  if (parsed.url === null) return { canonical: null, failure: parsed.failure };
  return { canonical: serialize(parsed.url, opts), failure: null };
}

type Options = Required<{ [K in keyof SurtOptions]: boolean }>;

/** The options with their defaults (core/arguments.ts, as every function reads them); a non-boolean is an OptionError. */
function readOptions(options: SurtOptions | undefined): Options {
  const bag = readOptionBag(FN, options);
  return {
    withScheme: booleanValue(FN, 'withScheme', bag.withScheme, false),
    trailingComma: booleanValue(FN, 'trailingComma', bag.trailingComma, false),
    hostMassage: booleanValue(FN, 'hostMassage', bag.hostMassage, true),
    reverseIpaddr: booleanValue(FN, 'reverseIpaddr', bag.reverseIpaddr, true),
    queryLowercase: booleanValue(FN, 'queryLowercase', bag.queryLowercase, true),
  };
}

/** handyurl.addDefaultSchemeIfNeeded: "http://" before an input without a scheme. */
function withDefaultScheme(text: string): string {
  return schemeEnd(text) > 0 ? text : 'http://' + text;
}

/** handyurl.geturl_bytes with surt=True: the SURT string of the canonicalised record. */
function serialize(url: URLRecord, opts: Options): string {
  const host = url.host === null || url.host === '' ? '' : canonicalHost(url, opts);
  const query = canonicalQuery(url.query, opts);
  const tail = (query === null ? '' : '?' + query);
  if (host === '') return url.scheme + ':' + rawPath(url) + tail;
  const port = url.port === null || isSurtDefaultPort(url.scheme, url.port) ? '' : ':' + String(url.port);
  const head = opts.withScheme ? url.scheme + '://(' : '';
  const path = canonicalPath(url);
  return head + host + port + (opts.trailingComma ? ',' : '') + ')' + (path === '' && query !== null ? '/' : path) + tail;
}

/** IAURLCanonicalizer.getDefaultPort: only 80 (http) and 443 (https) are stripped. */
function isSurtDefaultPort(scheme: string, port: number): boolean {
  return (scheme === 'http' && port === 80) || (scheme === 'https' && port === 443);
}

/** A path written as the record holds it (a URL without a host: dns:, mailto:, warcinfo:). */
function rawPath(url: URLRecord): string {
  const path = url.path;
  return typeof path === 'string' ? path : path.map((s) => '/' + s).join('');
}

/** Google host steps, IAURLCanonicalizer host_lowercase and host_massage, then hostToSURT. */
function canonicalHost(url: URLRecord, opts: Options): string {
  let host = escapeOnce(unescapeRepeatedly(url.host ?? '')).toLowerCase();
  if (opts.hostMassage) host = massageHost(host);
  if (!opts.reverseIpaddr && isDottedQuad(host)) return host;
  return host.split('.').reverse().join(',');
}

/** IAURLCanonicalizer.massageHost: a leading "www." or "www<digits>." label removed. */
function massageHost(host: string): string {
  if (!host.startsWith('www')) return host;
  let i = 3;
  while (i < host.length && host.charCodeAt(i) >= 0x30 && host.charCodeAt(i) <= 0x39) i++;
  return host.charCodeAt(i) === 0x2e ? host.slice(i + 1) : host;
}

/** hostToSURT's IP test: four dot-separated runs of 1 to 3 digits. */
function isDottedQuad(host: string): boolean {
  const parts = host.split('.');
  return parts.length === 4 && parts.every((p) => p.length >= 1 && p.length <= 3 && [...p].every((c) => c >= '0' && c <= '9'));
}

/** Google normalizePath, minimal escaping, then IA path_lowercase, session ids and trailing slash. */
function canonicalPath(url: URLRecord): string {
  const path0 = url.path;
  const segments = typeof path0 === 'string' ? [path0] : path0;
  let path = escapeOnce(unescapeRepeatedly(joinNonEmpty(segments))).toLowerCase();
  path = stripPathSessionId(path);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** GoogleURLCanonicalizer.normalizePath: empty segments dropped, except a trailing one ("/"). */
function joinNonEmpty(segments: readonly string[]): string {
  const kept = segments.filter((segment, i) => segment !== '' || i === segments.length - 1);
  return kept.length === 0 ? '/' : '/' + kept.join('/');
}

/** URLRegexTransformer.stripPathSessionID: an ASP.NET cookieless session id before an .aspx path. */
function stripPathSessionId(path: string): string {
  for (const pattern of PATH_SESSION_IDS) {
    // Matched up to the last ".aspx" only (the rest is the pattern's ".*"): no backtracking over the tail.
    const last = path.lastIndexOf('.aspx');
    if (last < 0) return path;
    const m = pattern.exec(path.slice(0, last + 5));
    if (m) path = (m[1] ?? '') + (m[3] ?? '') + path.slice(last + 5);
  }
  return path;
}

/** Google minimalEscape of the query, then IA session ids, lowercase, alphaReorderQuery, empty dropped. */
function canonicalQuery(query: string | null, opts: Options): string | null {
  if (query === null || query === '') return null;
  let q = stripQuerySessionId(escapeOnce(unescapeRepeatedly(query)));
  if (opts.queryLowercase) q = q.toLowerCase();
  q = alphaReorderQuery(q);
  return q === '' ? null : q;
}

/** URLRegexTransformer.stripQuerySessionID: each pattern's last match removed with the "&" after it. */
function stripQuerySessionId(query: string): string {
  for (const id of QUERY_SESSION_IDS) query = stripLast(query, id.name, (q, at) => fixedValueEnd(q, at, id.value, isAlnum));
  query = stripLast(query, 'aspsessionid', (q, at) => aspSessionEnd(q, at));
  return stripLast(query, 'cfid=', cfidEnd(query));
}

/** Removes the last occurrence of `name` (ASCII case-insensitive) whose value `end` accepts. */
function stripLast(query: string, name: string, end: (query: string, at: number) => number): string {
  const lower = query.toLowerCase();
  for (let at = lower.lastIndexOf(name); at >= 0; at = at === 0 ? -1 : lower.lastIndexOf(name, at - 1)) {
    const stop = end(lower, at + name.length);
    if (stop < 0) continue;
    return query.slice(0, at) + (stop < query.length ? query.slice(stop + 1) : '');
  }
  return query;
}

/** Where a value of exactly `length` characters of `accept` ends, if "&" or the end follows it; else -1. */
function fixedValueEnd(q: string, at: number, length: number, accept: (c: number) => boolean): number {
  for (let i = at; i < at + length; i++) if (i >= q.length || !accept(q.charCodeAt(i))) return -1;
  return at + length === q.length || q.charCodeAt(at + length) === 0x26 ? at + length : -1;
}

/** "aspsessionid" + 8 letters + "=" + 24 letters, then "&" or the end. */
function aspSessionEnd(q: string, at: number): number {
  for (let i = at; i < at + 8; i++) if (!isAlpha(q.charCodeAt(i))) return -1;
  return q.charCodeAt(at + 8) === 0x3d ? fixedValueEnd(q, at + 9, 24, isAlpha) : -1;
}

/** "cfid=" + a value + "&cftoken=" + a value (no "&" in either), then "&" or the end; next-"&" table built once. */
function cfidEnd(query: string): (q: string, at: number) => number {
  const nextAmp = new Int32Array(query.length + 1);
  nextAmp[query.length] = query.length;
  for (let i = query.length - 1; i >= 0; i--) nextAmp[i] = query.charCodeAt(i) === 0x26 ? i : (nextAmp[i + 1] ?? query.length);
  return (q, at) => {
    const amp = nextAmp[at] ?? q.length;
    if (amp === at || amp >= q.length || !q.startsWith('cftoken=', amp + 1)) return -1;
    const token = amp + 9;
    const stop = nextAmp[token] ?? q.length;
    return stop === token ? -1 : stop;
  };
}

function isAlnum(c: number): boolean {
  return isAlpha(c) || (c >= 0x30 && c <= 0x39);
}

/** IAURLCanonicalizer.alphaReorderQuery: pairs sorted by name then value, "name" before "name=". */
function alphaReorderQuery(query: string): string {
  if (query.length <= 1) return query;
  const pairs = query.split('&').map((arg) => {
    const eq = arg.indexOf('=');
    return eq < 0 ? { name: arg, value: null } : { name: arg.slice(0, eq), value: arg.slice(eq + 1) };
  });
  pairs.sort((a, b) => compare(a.name, b.name) || compareValue(a.value, b.value));
  return pairs.map((p) => (p.value === null ? p.name : p.name + '=' + p.value)).join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A tuple without a value sorts before one with a value (Python tuple order). */
function compareValue(a: string | null, b: string | null): number {
  if (a === null) return b === null ? 0 : -1;
  return b === null ? 1 : compare(a, b);
}
