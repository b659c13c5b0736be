// URLPatternInit processing (https://urlpattern.spec.whatwg.org/#canon-processing-for-init): the
// components of a URLPatternInit, with what its baseURL supplies, as pattern strings ("pattern": the
// base's components escaped, the init's as written) or canonical component strings ("url": the
// encoding callbacks of canonicalize.ts). The base URL is parsed by the library's URL parser.

import { isSpecialScheme } from '../core/schemes';
import { ValidationError } from '../core/errors';
import { quote } from '../core/messages';
import { parseBase } from '../whatwg/api';
import { type URLRecord, hasOpaquePath } from '../whatwg/record';
import { serializePath } from '../whatwg/serializer';
import {
  canonicalizeHash, canonicalizeHostname, canonicalizeOpaquePathname, canonicalizePassword,
  canonicalizePathname, canonicalizePort, canonicalizeProtocol, canonicalizeSearch, canonicalizeUsername,
} from './canonicalize';
import { urlPatternError } from './errors';
import { escapePatternString } from './escape';
import type { URLPatternInit } from './types';

/** What the processed components are: pattern strings, or the components of a URL to match. */
export type InitType = 'pattern' | 'url';

/** The eight components of a URLPatternInit (not its baseURL). */
type InitComponents = Omit<URLPatternInit, 'baseURL'>;

/** https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit */
export function processInit(
  init: URLPatternInit, type: InitType,
  protocol: string | null, username: string | null, password: string | null, hostname: string | null,
  port: string | null, pathname: string | null, search: string | null, hash: string | null,
): URLPatternInit {
  const result: InitComponents = {};
  // Steps 2-9: the components given as arguments, where not null (one named store each: a hot path of matching).
  if (protocol !== null) result.protocol = protocol;
  if (username !== null) result.username = username;
  if (password !== null) result.password = password;
  if (hostname !== null) result.hostname = hostname;
  if (port !== null) result.port = port;
  if (pathname !== null) result.pathname = pathname;
  if (search !== null) result.search = search;
  if (hash !== null) result.hash = hash;
  let baseURL: URLRecord | null = null;
  if (init.baseURL !== undefined) {
    baseURL = parseBaseURL(init.baseURL);
    inheritFromBase(result, init, baseURL, type);
  }
  if (init.protocol !== undefined) result.protocol = processProtocolForInit(init.protocol, type);
  if (init.username !== undefined) result.username = processUsernameForInit(init.username, type);
  if (init.password !== undefined) result.password = processPasswordForInit(init.password, type);
  if (init.hostname !== undefined) result.hostname = processHostnameForInit(init.hostname, type);
  const resultProtocolString = result.protocol ?? '';
  if (init.port !== undefined) result.port = processPortForInit(init.port, resultProtocolString, type);
  if (init.pathname !== undefined) {
    const pathname = relativeToBase(init.pathname, baseURL, type);
    result.pathname = processPathnameForInit(pathname, resultProtocolString, type);
  }
  if (init.search !== undefined) result.search = processSearchForInit(init.search, type);
  if (init.hash !== undefined) result.hash = processHashForInit(init.hash, type);
  return result;
}

/** process a URLPatternInit step 11.1-2: the basic URL parser on the init's baseURL, or a TypeError. */
function parseBaseURL(text: string): URLRecord {
  const parsed = parseBase(text);
  if (!(parsed instanceof ValidationError)) return parsed;
  throw urlPatternError('invalid-base-url', text, parsed.offset,
    `baseURL ${quote(text)}: not a URL (${parsed.message}) at offset ${parsed.offset}`);
}

/**
 * process a URLPatternInit step 11.3-10: each component of the base URL that is less specific than
 * every component the init gives (protocol, hostname, port, pathname, search, hash; username and
 * password come after port, and only for a URL to match).
 */
function inheritFromBase(result: InitComponents, init: URLPatternInit, baseURL: URLRecord, type: InitType): void {
  const has = (...names: (keyof InitComponents)[]): boolean => names.some((name) => init[name] !== undefined);
  if (!has('protocol')) result.protocol = processBaseURLString(baseURL.scheme, type);
  if (type !== 'pattern' && !has('protocol', 'hostname', 'port', 'username')) {
    result.username = processBaseURLString(baseURL.username, type);
  }
  if (type !== 'pattern' && !has('protocol', 'hostname', 'port', 'username', 'password')) {
    result.password = processBaseURLString(baseURL.password, type);
  }
  if (!has('protocol', 'hostname')) result.hostname = processBaseURLString(baseURL.host ?? '', type);
  if (!has('protocol', 'hostname', 'port')) result.port = baseURL.port === null ? '' : String(baseURL.port);
  if (!has('protocol', 'hostname', 'port', 'pathname')) {
    result.pathname = processBaseURLString(serializePath(baseURL), type);
  }
  if (!has('protocol', 'hostname', 'port', 'pathname', 'search')) {
    result.search = processBaseURLString(baseURL.query ?? '', type);
  }
  if (!has('protocol', 'hostname', 'port', 'pathname', 'search', 'hash')) {
    result.hash = processBaseURLString(baseURL.fragment ?? '', type);
  }
}

/**
 * process a URLPatternInit step 17.2: a pathname that is not absolute, resolved against the base
 * URL's path (up to its last "/") when the base has a path that is not opaque.
 */
function relativeToBase(pathname: string, baseURL: URLRecord | null, type: InitType): string {
  if (baseURL === null || hasOpaquePath(baseURL) || isAbsolutePathname(pathname, type)) return pathname;
  const baseURLPath = processBaseURLString(serializePath(baseURL), type);
  const slashIndex = baseURLPath.lastIndexOf('/');
  return slashIndex === -1 ? pathname : baseURLPath.slice(0, slashIndex + 1) + pathname;
}

/** https://urlpattern.spec.whatwg.org/#process-a-base-url-string */
export function processBaseURLString(input: string, type: InitType): string {
  return type === 'pattern' ? escapePatternString(input) : input;
}

/** https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname */
export function isAbsolutePathname(input: string, type: InitType): boolean {
  if (input === '') return false;
  if (input[0] === '/') return true;
  if (type === 'url') return false;
  if (input.length < 2) return false;
  return (input[0] === '\\' || input[0] === '{') && input[1] === '/';
}

/** https://urlpattern.spec.whatwg.org/#process-protocol-for-init */
export function processProtocolForInit(value: string, type: InitType): string {
  const strippedValue = value.endsWith(':') ? value.slice(0, -1) : value;
  return type === 'pattern' ? strippedValue : canonicalizeProtocol(strippedValue);
}

/** https://urlpattern.spec.whatwg.org/#process-username-for-init */
export function processUsernameForInit(value: string, type: InitType): string {
  return type === 'pattern' ? value : canonicalizeUsername(value);
}

/** https://urlpattern.spec.whatwg.org/#process-password-for-init */
export function processPasswordForInit(value: string, type: InitType): string {
  return type === 'pattern' ? value : canonicalizePassword(value);
}

/** https://urlpattern.spec.whatwg.org/#process-hostname-for-init */
export function processHostnameForInit(value: string, type: InitType): string {
  return type === 'pattern' ? value : canonicalizeHostname(value);
}

/** https://urlpattern.spec.whatwg.org/#process-port-for-init */
export function processPortForInit(portValue: string, protocolValue: string, type: InitType): string {
  return type === 'pattern' ? portValue : canonicalizePort(portValue, protocolValue);
}

/**
 * https://urlpattern.spec.whatwg.org/#process-pathname-for-init: no protocol ('') counts as a
 * special scheme, the most common pathname canonicalization.
 */
export function processPathnameForInit(pathnameValue: string, protocolValue: string, type: InitType): string {
  if (type === 'pattern') return pathnameValue;
  if (protocolValue === '' || isSpecialScheme(protocolValue)) return canonicalizePathname(pathnameValue);
  return canonicalizeOpaquePathname(pathnameValue);
}

/** https://urlpattern.spec.whatwg.org/#process-search-for-init */
export function processSearchForInit(value: string, type: InitType): string {
  const strippedValue = value.startsWith('?') ? value.slice(1) : value;
  return type === 'pattern' ? strippedValue : canonicalizeSearch(strippedValue);
}

/** https://urlpattern.spec.whatwg.org/#process-hash-for-init */
export function processHashForInit(value: string, type: InitType): string {
  const strippedValue = value.startsWith('#') ? value.slice(1) : value;
  return type === 'pattern' ? strippedValue : canonicalizeHash(strippedValue);
}
