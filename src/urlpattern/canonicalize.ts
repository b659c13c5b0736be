// The URL Pattern Standard's encoding callbacks (https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks)
// on the library's own URL parser: the standard runs the basic URL parser with a state override on a
// dummy URL; here each state override is the URL grammar's start rule for that state
// (src/model/url-grammar.ts, as the URL setters of src/whatwg/setters.ts use them) followed by that
// state's steps, which, unlike a setter, report the failure: a TypeError (src/urlpattern/errors.ts)
// with a code and the offset in the value.

import { EncodeSet, findInEncodeSet, utf8PercentEncodeString } from '../core/characters';
import { removeASCIITabOrNewline } from '../core/code-points';
import { URLFailure, ValidationError } from '../core/errors';
import { quote, quoteCodePoint } from '../core/messages';
import { defaultPort } from '../core/schemes';
import { parseHost } from '../host/host';
import { parseFragmentText, parseHostPortText, parsePortText, parseQueryText } from '../model/url-grammar';
import { parseOrFailure } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { context, encodeFragment, encodeQuery } from '../whatwg/resolution';
import { hasDotSegment } from '../whatwg/path';
import { serializePath } from '../whatwg/serializer';
import { setPassword, setPathname, setUsername } from '../whatwg/setters';
import { type URLPatternErrorCode, urlPatternError } from './errors';

/** https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url: "https://dummy.invalid/" parsed. */
function createDummyURL(): URLRecord {
  // Its record is the same every time: parsed once, copied for each callback (which modifies it).
  dummyRecord ??= parseOrFailure(DUMMY_INPUT, null) as URLRecord;
  return { ...dummyRecord, path: (dummyRecord.path as string[]).slice() };
}

const DUMMY_INPUT = 'https://dummy.invalid/';
let dummyRecord: URLRecord | null = null;

/** The TypeError of a value a callback cannot canonicalise. */
function failure(component: string, value: string, code: URLPatternErrorCode, offset: number, why: string): TypeError {
  return urlPatternError(code, value, offset, `${component} ${quote(value)}: ${why} at offset ${offset}`);
}

/** The offset in `value` of the code point at `offset` in `value` without its ASCII tabs and newlines. */
function offsetInValue(value: string, offset: number): number {
  let kept = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (kept === offset) return i;
    kept++;
  }
  return value.length;
}

/** What a URLFailure of the URL Standard says, as the URL class's TypeErrors say it. */
function describeFailure(error: URLFailure, text: string): string {
  return new ValidationError(error.code, error.offset, error.length, text, error.subject).message;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol */
export function canonicalizeProtocol(value: string): string {
  if (value === '') return value;
  const parsed = parseOrFailure(value + '://dummy.invalid/', null);
  if (parsed instanceof ValidationError) {
    const offset = Math.min(parsed.offset, value.length);
    throw failure('protocol', value, 'invalid-protocol', offset, `not a URL scheme (${parsed.message})`);
  }
  return parsed.scheme;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-username */
export function canonicalizeUsername(value: string): string {
  if (value === '') return value;
  const dummyURL = createDummyURL();
  setUsername(dummyURL, value);
  return dummyURL.username;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-password */
export function canonicalizePassword(value: string): string {
  if (value === '') return value;
  const dummyURL = createDummyURL();
  setPassword(dummyURL, value);
  return dummyURL.password;
}

/**
 * https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname: the hostname state as state override
 * (https://url.spec.whatwg.org/#hostname-state) on the dummy URL, whose scheme is special and not
 * "file": the host ends at "/", "\", "?" or "#" (what follows is left out), ":" outside brackets fails.
 */
export function canonicalizeHostname(value: string): string {
  if (value === '') return value;
  const text = removeASCIITabOrNewline(value);
  const parsed = parseHostPortText(text, 'web');
  const buffer = parsed.host;
  if (buffer === '') {
    throw failure('hostname', value, 'invalid-hostname', offsetInValue(value, 0), 'a special URL\'s host cannot be empty');
  }
  if (parsed.port !== null) {
    const colon = offsetInValue(value, parsed.portOffset - 1);
    throw failure('hostname', value, 'invalid-hostname', colon, 'a hostname cannot have a ":" outside brackets');
  }
  return hostOrThrow(value, text, buffer, parsed.hostOffset);
}

/** https://url.spec.whatwg.org/#concept-host-parser with the dummy URL (special): the serialized host. */
function hostOrThrow(value: string, text: string, buffer: string, bufferOffset: number): string {
  try {
    return parseHost(buffer, false, bufferOffset, undefined);
  } catch (error) {
    if (!(error instanceof URLFailure)) throw error;
    const why = `not a valid host (${describeFailure(error, text)})`;
    throw failure('hostname', value, 'invalid-hostname', offsetInValue(value, error.offset), why);
  }
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname */
export function canonicalizeIPv6Hostname(value: string): string {
  let result = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!isIPv6HostnameUnit(c)) {
      const why = `${quoteCodePoint(value.codePointAt(i) as number)} is not a hex digit, "[", "]" or ":"`;
      throw failure('IPv6 hostname', value, 'invalid-ipv6-hostname', i, why);
    }
    result += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : value[i];
  }
  return result;
}

/** An ASCII hex digit, "[", "]" or ":". */
function isIPv6HostnameUnit(c: number): boolean {
  return (c >= 0x30 && c <= 0x3a) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) || c === 0x5b || c === 0x5d;
}

/**
 * https://urlpattern.spec.whatwg.org/#canonicalize-a-port: the port state as state override
 * (https://url.spec.whatwg.org/#port-state) on the dummy URL, with the protocol as its scheme:
 * the leading digits are the port (what follows is left out), none fails. Without a protocol the
 * scheme is the empty string, as whatwg/urlpattern#286 (June 2026, after ../shared/specs' March
 * text) amends the step and WPT tests: with the dummy URL's "https", the "443" of a pattern
 * "*443" would be https's default port and be dropped (whatwg/urlpattern#285).
 */
export function canonicalizePort(value: string, protocol?: string): string {
  if (value === '') return value;
  const scheme = protocol ?? '';
  const text = removeASCIITabOrNewline(value);
  const digits = parsePortText(text);
  if (digits === '') {
    const why = text === '' ? 'no port digits' : `${quoteCodePoint(text.codePointAt(0) as number)} is not an ASCII digit`;
    throw failure('port', value, 'invalid-port', offsetInValue(value, 0), why);
  }
  const port = Number(digits);
  if (port > 65535) {
    throw failure('port', value, 'invalid-port', offsetInValue(value, 0), `${quote(digits)} is greater than 65535`);
  }
  return port === defaultPort(scheme) ? '' : String(port);
}

/**
 * https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname: the path start state as state
 * override on the dummy URL (the pathname setter's steps); "/-" before a value without a leading
 * "/" keeps the parser from adding one and from reading a leading "." as a dot segment.
 */
export function canonicalizePathname(value: string): string {
  if (value === '' || isCanonicalPathname(value)) return value;
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  const modifiedValue = (leadingSlash ? '' : '/-') + value;
  const dummyURL = createDummyURL();
  dummyURL.path = [];
  setPathname(dummyURL, modifiedValue);
  const result = serializePath(dummyURL);
  return leadingSlash ? result : result.slice(2);
}

/**
 * Whether the path state would keep `value` as it is: it starts with "/", and has nothing to
 * percent-encode (the path percent-encode set holds tabs, newlines, "?" and "#"), no "\\" (a
 * special URL's separator) and no dot segment (a router's inputs are mostly such paths).
 */
function isCanonicalPathname(value: string): boolean {
  return value.charCodeAt(0) === 0x2f && findInEncodeSet(value, EncodeSet.Path) === -1
    && value.indexOf('\\') === -1 && !hasDotSegment(value);
}

/**
 * https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname: the opaque path state as
 * state override (https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state): the path ends at
 * the first "?" or "#"; C0 control percent-encode set; a space right before "?" or "#" is "%20".
 */
export function canonicalizeOpaquePathname(value: string): string {
  if (value === '') return value;
  const text = removeASCIITabOrNewline(value);
  const end = firstQueryOrFragment(text);
  const spaceBefore = end < text.length && end > 0 && text.charCodeAt(end - 1) === 0x20;
  const path = spaceBefore ? text.slice(0, end - 1) : text.slice(0, end);
  return utf8PercentEncodeString(path, EncodeSet.C0Control) + (spaceBefore ? '%20' : '');
}

/** The index of the first "?" or "#" in `text`, or its length. */
function firstQueryOrFragment(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3f || c === 0x23) return i;
  }
  return text.length;
}

/**
 * https://urlpattern.spec.whatwg.org/#canonicalize-a-search: the query state as state override on
 * the dummy URL (special: the special-query percent-encode set; "#" is part of the value).
 */
export function canonicalizeSearch(value: string): string {
  if (value === '') return value;
  const dummyURL = createDummyURL();
  const text = removeASCIITabOrNewline(value);
  return encodeQuery(parseQueryText(text), context(dummyURL.scheme, text, null));
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hash: the fragment state as state override. */
export function canonicalizeHash(value: string): string {
  if (value === '') return value;
  return encodeFragment(parseFragmentText(removeASCIITabOrNewline(value)));
}
