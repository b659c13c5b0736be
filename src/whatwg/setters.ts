// The URL class setters (URL Standard section 6.1 "URL class", https://url.spec.whatwg.org/#urlutils-members).
// A setter runs the basic URL parser on its value with a state override: here, a start rule of
// grammar/url.pegjs for that component (src/model/url-grammar.ts), then that state's steps on the URL
// record, which is modified in place. A value the state override rejects leaves the record as
// it was (or, for host:port, as far as the parser got). The href setter is the constructor's
// parse (src/whatwg/url.ts); username and password need no parser.

import { EncodeSet, utf8PercentEncodeString } from '../core/characters';
import { URLFailure } from '../core/errors';
import { parseFragmentText, parseHostPortText, parsePathText, parsePortText, parseQueryText, parseSchemeText } from '../model/url-grammar';
import { parseHost } from '../host/host';
import type { ParsedAuthority } from '../model/model';
import { URLRecord, hasOpaquePath } from './record';
import { appendPath, context, encodeFragment, encodeQuery } from './resolution';
import { defaultPort, isSpecialScheme, modeOfScheme } from '../core/schemes';
import { removeASCIITabOrNewline } from '../core/code-points';

/** https://url.spec.whatwg.org/#concept-basic-url-parser steps 2-3 (step 1 is skipped when url is given). */
function removeTabAndNewline(value: string): string {
  return removeASCIITabOrNewline(value);
}

/** https://url.spec.whatwg.org/#include-credentials */
function includesCredentials(url: URLRecord): boolean {
  return url.username !== '' || url.password !== '';
}

/** https://url.spec.whatwg.org/#cannot-have-a-username-password-port */
function cannotHaveUsernamePasswordPort(url: URLRecord): boolean {
  return url.host === null || url.host === '' || url.scheme === 'file';
}

/** https://url.spec.whatwg.org/#concept-host-parser with url is not special; null on failure. */
function tryParseHost(url: URLRecord, buffer: string): string | null {
  try {
    return parseHost(buffer, !isSpecialScheme(url.scheme), 0, undefined);
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
}

/** https://url.spec.whatwg.org/#dom-url-protocol (scheme start state as state override, on value + ":") */
export function setProtocol(url: URLRecord, value: string): void {
  const scheme = parseSchemeText(removeTabAndNewline(value + ':'));
  if (scheme === null) return;
  const buffer = scheme.toLowerCase();
  if (!canChangeScheme(url, buffer)) return;
  url.scheme = buffer;
  if (url.port !== null && url.port === defaultPort(buffer)) url.port = null;
}

/** https://url.spec.whatwg.org/#scheme-state step 2.1 (state override): the scheme changes a setter may not make. */
function canChangeScheme(url: URLRecord, buffer: string): boolean {
  if (isSpecialScheme(url.scheme) !== isSpecialScheme(buffer)) return false;
  if (buffer === 'file' && (includesCredentials(url) || url.port !== null)) return false;
  return !(url.scheme === 'file' && url.host === '');
}

/** https://url.spec.whatwg.org/#dom-url-username (set the username: no parser, no tab removal) */
export function setUsername(url: URLRecord, value: string): void {
  if (cannotHaveUsernamePasswordPort(url)) return;
  url.username = utf8PercentEncodeString(value, EncodeSet.Userinfo);
}

/** https://url.spec.whatwg.org/#dom-url-password (set the password: no parser, no tab removal) */
export function setPassword(url: URLRecord, value: string): void {
  if (cannotHaveUsernamePasswordPort(url)) return;
  url.password = utf8PercentEncodeString(value, EncodeSet.Userinfo);
}

/** https://url.spec.whatwg.org/#dom-url-host (host state as state override) */
export function setHost(url: URLRecord, value: string): void {
  if (hasOpaquePath(url)) return;
  setHostState(url, parseHostPortText(removeTabAndNewline(value), modeOfScheme(url.scheme)), false);
}

/** https://url.spec.whatwg.org/#dom-url-hostname (hostname state as state override) */
export function setHostname(url: URLRecord, value: string): void {
  if (hasOpaquePath(url)) return;
  setHostState(url, parseHostPortText(removeTabAndNewline(value), modeOfScheme(url.scheme)), true);
}

/** https://url.spec.whatwg.org/#host-state with a state override (host, or hostname when hostnameOnly). */
function setHostState(url: URLRecord, parsed: ParsedAuthority, hostnameOnly: boolean): void {
  if (url.scheme === 'file') {
    setFileHost(url, parsed.host);
    return;
  }
  const buffer = parsed.host;
  if (parsed.port !== null) {
    // Step 2: ":" outside brackets. The host is set before the port state can fail.
    if (buffer === '' || hostnameOnly) return;
    const host = tryParseHost(url, buffer);
    if (host === null) return;
    url.host = host;
    setPortState(url, parsed.port);
    return;
  }
  // Step 3: the end of the host.
  if (buffer === '' && (isSpecialScheme(url.scheme) || includesCredentials(url) || url.port !== null)) return;
  const host = tryParseHost(url, buffer);
  if (host !== null) url.host = host;
}

/** https://url.spec.whatwg.org/#file-host-state with a state override. */
function setFileHost(url: URLRecord, buffer: string): void {
  if (buffer === '') {
    url.host = '';
    return;
  }
  const host = tryParseHost(url, buffer);
  if (host === null) return;
  url.host = host === 'localhost' ? '' : host;
}

/** https://url.spec.whatwg.org/#dom-url-port (port state as state override) */
export function setPort(url: URLRecord, value: string): void {
  if (cannotHaveUsernamePasswordPort(url)) return;
  if (value === '') {
    url.port = null;
    return;
  }
  setPortState(url, parsePortText(removeTabAndNewline(value)));
}

/** https://url.spec.whatwg.org/#port-state with a state override, given the leading digits. */
function setPortState(url: URLRecord, digits: string): void {
  if (digits === '') return;
  const port = Number(digits);
  if (port > 65535) return;
  url.port = port === defaultPort(url.scheme) ? null : port;
}

/** https://url.spec.whatwg.org/#dom-url-pathname (path start state as state override) */
export function setPathname(url: URLRecord, value: string): void {
  if (hasOpaquePath(url)) return;
  const text = removeTabAndNewline(value);
  const ref = parsePathText(text, modeOfScheme(url.scheme));
  // Path start state, last step: without a host, even the empty value is a (empty) segment.
  if (url.host === null) ref.root = true;
  const path: string[] = [];
  appendPath(path, ref, context(url.scheme, text, null));
  url.path = path;
}

/**
 * https://url.spec.whatwg.org/#dom-url-search (query state as state override). Returns what the
 * query object's list is to be parsed from: the value without its "?", or null when emptied.
 */
export function setSearch(url: URLRecord, value: string): string | null {
  if (value === '') {
    url.query = null;
    return null;
  }
  const input = value.charCodeAt(0) === 0x3f ? value.slice(1) : value;
  const query = parseQueryText(removeTabAndNewline(input));
  url.query = encodeQuery(query, context(url.scheme, input, null));
  return input;
}

/** https://url.spec.whatwg.org/#dom-url-hash (fragment state as state override) */
export function setHash(url: URLRecord, value: string): void {
  if (value === '') {
    url.fragment = null;
    return;
  }
  const input = value.charCodeAt(0) === 0x23 ? value.slice(1) : value;
  url.fragment = encodeFragment(parseFragmentText(removeTabAndNewline(input)));
}
