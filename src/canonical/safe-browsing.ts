// The 'safe-browsing' profile (issue 26): Google Safe Browsing URL canonicalisation, as the API's
// documentation describes it ("URLs and Hashing", Canonicalization: Update API v4, and v5's
// additions for IPv6 hosts), on the library's own reading of a URL into components (the URL
// grammar's model, model/read.ts readModel, in the web parser mode) and its host parsers (IPv4 and
// IPv6 in host/, IDNA in host/idna.ts). Not the URL Standard's basic URL parser: Safe Browsing
// keeps hosts it rejects ("host%23.com", "%20leadingspace.com") and decodes every escape.
//
// What is a failure (a Diagnostic, the URL Standard's code where one fits):
// - what the URL grammar cannot read at all (its own failure, e.g. an unclosed IPv6 bracket);
// - no authority ("mailto:x@y", "http:/path") or a host that is empty once its dots are removed
//   ("http:///x", "http://.../"): 'host-missing'. Safe Browsing hashes host-suffix expressions,
//   so a URL without a host has none.

import { OptionError, readOptions } from '../core/arguments';
import { ErrorLog, URLFailure, type Diagnostic } from '../core/errors';
import { isSpecialScheme } from '../core/schemes';
import { domainToASCII } from '../host/idna';
import { endsInANumber, parseIPv4, serializeIPv4 } from '../host/ipv4';
import { parseIPv6, serializeIPv6 } from '../host/ipv6';
import { readModel } from '../model/read';
import { originalOffset, preprocess } from '../whatwg/preprocess';
import { schemeEnd } from '../core/schemes';
import { byteString, escapeOnce, unescapeRepeatedly } from './bytes';
import type { CanonicalResult } from './types';

/** Options of canonicalizeSafeBrowsing. */
export interface SafeBrowsingOptions {
  /** The scheme given to an input without one (default 'http', as Safe Browsing clients do). */
  defaultScheme?: 'http' | 'https' | undefined;
}

/** A canonical URL taken apart: what the suffix/prefix expressions are made of. */
export interface SafeBrowsingParts {
  /** The scheme, lowercase. */
  readonly scheme: string;
  /** The canonical host: a name, dotted-decimal IPv4, or bracketed IPv6. */
  readonly host: string;
  /** True when the host is an IP address (then only the exact host is looked up). */
  readonly ip: boolean;
  /** The canonical path, starting with "/". */
  readonly path: string;
  /** The canonical query without "?", or null when the URL has none. */
  readonly query: string | null;
}

/** The parts, or the failure that prevents a canonical form. */
export type SafeBrowsingPartsResult =
  | { readonly parts: SafeBrowsingParts; readonly failure: null }
  | { readonly parts: null; readonly failure: Diagnostic };

// Option errors name the public function and the profile (this module is reached through canonicalize).
const FN = "canonicalize (profile 'safe-browsing')";
const SCHEMES: readonly string[] = ['http', 'https'];
const UTF8 = new TextEncoder();
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const DOT = 0x2e;
const SLASH = 0x2f;
// IPv6 prefixes of addresses that carry an IPv4 address in their last 32 bits (v5 host step 4):
// IPv4-mapped ::ffff:0:0/96 (RFC 4291 section 2.5.5.2) and NAT64's well-known 64:ff9b::/96 (RFC 6052).
const IPV4_CARRYING: readonly (readonly number[])[] = [[0, 0, 0, 0, 0, 0xffff], [0x64, 0xff9b, 0, 0, 0, 0]];

/** Safe Browsing "Canonicalization": the canonical URL of `input`, or why there is none. */
export function canonicalizeSafeBrowsing(input: string, options?: SafeBrowsingOptions): CanonicalResult {
  const result = safeBrowsingParts(input, options, FN);
  if (result.failure !== null) return { canonical: null, failure: result.failure };
  const { scheme, host, path, query } = result.parts;
  return { canonical: scheme + '://' + host + path + (query === null ? '' : '?' + query), failure: null };
}

/** The canonical URL's scheme, host, path and query (safe-browsing-expressions.ts builds on them); `fn` names the caller in option errors. */
export function safeBrowsingParts(input: string, options: SafeBrowsingOptions | undefined, fn: string): SafeBrowsingPartsResult {
  const defaultScheme = defaultSchemeOption(fn, options);
  // Step 1: tab, CR and LF removed (and, as clients do, surrounding spaces and controls).
  const pre = preprocess(String(input));
  const prefix = schemePrefix(pre.text, defaultScheme);
  const text = prefix + pre.text;
  const log = new ErrorLog(String(input), (offset) => originalOffset(pre, Math.max(0, offset - prefix.length)));
  const read = readModel(text, { mode: 'web' });
  if (read instanceof URLFailure) return failed(log.failure(read));
  const authority = read.authority;
  if (authority === null) return failed(log.failure(new URLFailure('host-missing', read.scheme === null ? 0 : read.scheme.length + 1)));
  const host = canonicalHost(authority.host);
  if (host.text === '') return failed(log.failure(new URLFailure('host-missing', authority.hostOffset, undefined, authority.host.length)));
  // Step 2 (the fragment) is left out by taking the components before it.
  const scheme = (read.scheme ?? defaultScheme).toLowerCase();
  const parts: SafeBrowsingParts = {
    scheme,
    host: host.text,
    ip: host.ip,
    path: canonicalPath(text.slice(read.pathStart, read.pathEnd), isSpecialScheme(scheme)),
    query: read.query === null || isPlain(read.query) ? read.query : escapeOnce(unescapeRepeatedly(read.query)),
  };
  return { parts, failure: null };
}

function failed(failure: Diagnostic): SafeBrowsingPartsResult {
  return { parts: null, failure };
}

/** The defaultScheme option: 'http' (default) or 'https'; anything else is an OptionError. */
function defaultSchemeOption(fn: string, options: SafeBrowsingOptions | undefined): string {
  const value = readOptions(fn, options).defaultScheme;
  if (value === undefined) return 'http';
  if (typeof value === 'string' && SCHEMES.includes(value)) return value;
  throw new OptionError(fn, 'options.defaultScheme', 'one of "http", "https"', value);
}

/**
 * What goes before an input to give it a scheme: nothing when it has one ("scheme:", RFC 3986
 * section 3.1), "scheme:" before "//host", "scheme://" otherwise. "host:port" ("localhost:8080/")
 * is a host with a port, not a scheme.
 */
function schemePrefix(text: string, scheme: string): string {
  const colon = schemeEnd(text);
  if (colon > 0 && !isPort(text, colon + 1)) return '';
  return text.startsWith('//') ? scheme + ':' : scheme + '://';
}

/** True when text[at...] is one or more digits up to "/", "\", "?", "#" or the end: a port. */
function isPort(text: string, at: number): boolean {
  let i = at;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  if (i === at) return false;
  const c = text.charCodeAt(i);
  return i === text.length || c === SLASH || c === 0x5c || c === 0x3f || c === 0x23;
}

/**
 * True when unescaping and escaping leave `text` as it is: printable ASCII without "%" or "#"
 * (most URLs' components, which then skip the byte steps).
 */
function isPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f || c === 0x25 || c === 0x23) return false;
  }
  return true;
}

/** The hostname steps: unescape, IDNA, dots, IPv4 and IPv6 forms, lowercase, escape. */
function canonicalHost(raw: string): { text: string; ip: boolean } {
  if (isPlain(raw) && raw.charCodeAt(0) !== 0x5b && raw.charCodeAt(0) !== DOT && raw.charCodeAt(raw.length - 1) !== DOT && !raw.includes('..')) {
    const host = raw.toLowerCase();
    const ipv4 = ipv4Host(host);
    return ipv4 === null ? { text: host, ip: false } : { text: ipv4, ip: true };
  }
  const unescaped = unescapeRepeatedly(raw);
  if (unescaped[0] === 0x5b) {
    const ipv6 = bracketedIPv6(byteString(unescaped));
    if (ipv6 !== null) return { text: ipv6, ip: true };
  }
  const host = collapseDots(toASCII(unescaped));
  const ipv4 = ipv4Host(byteString(host));
  if (ipv4 !== null) return { text: ipv4, ip: true };
  return { text: escapeOnce(host, true), ip: false };
}

/** "Convert an IDN to its ASCII Punycode form": a host of non-ASCII UTF-8 through UTS #46 ToASCII; as it is when that fails. */
function toASCII(host: Uint8Array): Uint8Array {
  if (host.every((byte) => byte < 0x80)) return host;
  let unicode: string;
  try {
    unicode = STRICT_UTF8.decode(host);
  } catch {
    return host;
  }
  const ascii = domainToASCII(unicode, false);
  return ascii === null ? host : UTF8.encode(ascii);
}

/** Host steps 1 and 2: leading and trailing dots removed, consecutive dots made one (in place). */
function collapseDots(host: Uint8Array): Uint8Array {
  let n = 0;
  for (let i = 0; i < host.length; i++) {
    if (host[i] === DOT && (n === 0 || host[n - 1] === DOT)) continue;
    host[n++] = host[i];
  }
  if (n > 0 && host[n - 1] === DOT) n--;
  return host.subarray(0, n);
}

/** Host step 3: an IPv4 address in any form (octal, hex, fewer than four parts) as dotted decimal; else null. */
function ipv4Host(host: string): string | null {
  if (!endsInANumber(host)) return null;
  try {
    return serializeIPv4(parseIPv4(host, 0, undefined));
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
}

/** v5 host step 4: a bracketed IPv6 address compressed ("[2001:db8::1]"), or dotted IPv4 when it carries one; else null. */
function bracketedIPv6(host: string): string | null {
  if (host.charCodeAt(0) !== 0x5b || host.charCodeAt(host.length - 1) !== 0x5d) return null;
  let address: Uint16Array;
  try {
    address = parseIPv6(host, 0, undefined, 1, host.length - 1);
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
  if (IPV4_CARRYING.some((prefix) => prefix.every((piece, i) => address[i] === piece))) {
    return serializeIPv4(((address[6] << 16) | address[7]) >>> 0);
  }
  return '[' + serializeIPv6(address) + ']';
}

/** The path steps and escaping; a plain path without empty or dot segments is already canonical. */
function canonicalPath(raw: string, special: boolean): string {
  if (raw.charCodeAt(0) === SLASH && isPlain(raw) && isNormalPath(raw, special)) return raw;
  return escapeOnce(normalizePath(unescapeRepeatedly(raw), special));
}

/** True when `path` (starting with "/") has no empty segment but the last, no "." or ".." segment, and no backslash in a special URL. */
function isNormalPath(path: string, special: boolean): boolean {
  let start = 1;
  for (let i = 1; i <= path.length; i++) {
    const c = i < path.length ? path.charCodeAt(i) : SLASH;
    if (special && c === 0x5c) return false;
    if (c !== SLASH) continue;
    const length = i - start;
    if (length === 0 && i < path.length) return false;
    if ((length === 1 || length === 2) && path.charCodeAt(start) === DOT && (length === 1 || path.charCodeAt(start + 1) === DOT)) return false;
    start = i + 1;
  }
  return true;
}

/**
 * Path steps: "/./" and "/../" resolved, consecutive slashes made one ("/" for an empty path), on
 * the unescaped bytes; a backslash is a slash too in a special URL (as the URL grammar reads it).
 */
function normalizePath(path: Uint8Array, special: boolean): Uint8Array {
  const out = new Uint8Array(path.length + 1);
  const starts = new Int32Array(path.length + 1); // where each kept segment's "/" is in out
  let depth = 0;
  let n = 0;
  let trailing = false;
  for (let start = 0; start <= path.length;) {
    let end = start;
    while (end < path.length && !isSeparator(path[end], special)) end++;
    const length = end - start;
    const dots = length <= 2 && path[start] === DOT && (length === 1 || path[start + 1] === DOT) ? length : 0;
    trailing = length === 0 || dots > 0;
    if (dots === 2 && depth > 0) n = starts[--depth];
    if (!trailing) {
      starts[depth++] = n;
      out[n++] = SLASH;
      out.set(path.subarray(start, end), n);
      n += length;
    }
    start = end + 1;
  }
  if (depth === 0) return Uint8Array.of(SLASH);
  if (trailing) out[n++] = SLASH;
  return out.subarray(0, n);
}

function isSeparator(byte: number, special: boolean): boolean {
  return byte === SLASH || (special && byte === 0x5c);
}
