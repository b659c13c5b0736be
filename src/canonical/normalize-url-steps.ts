// normalize-url 10's steps on a parsed URL (issue 26, 'normalize-url' profile), in its order, on the
// components of the URL record: protocol, credentials, fragment, path (decoding, duplicate slashes,
// removePath / transformPath, directory index, trailing slash), host (www., trailing dots), query,
// port. Where normalize-url assigns through a URL setter that can change the value (the path), the
// library's setter (whatwg/setters.ts) is run on it, and only when the value changed.

import { URLFailure } from '../core/errors';
import { OptionError } from '../core/arguments';
import { isSpecialScheme } from '../core/schemes';
import { parseHost } from '../host/host';
import type { URLRecord } from '../whatwg/record';
import { setPathname } from '../whatwg/setters';
import { serializeSegments } from '../whatwg/serializer';
import { withoutTextDirective } from './normalize-url-data';
import { FN, matchesFilter, type ReadOptions } from './normalize-url-options';
import { normalizeQuery } from './normalize-url-query';
import {
  canonicalizePercentEscapes, decodeUnreservedPercentEscapes, endsWithProtocolLookalike, escapeTrailingC0ControlOrWhitespace,
  removeDuplicatePathSlashes,
} from './normalize-url-text';

/** The URL's components as normalize-url's steps change them; `path` is the serialized path (the pathname). */
export interface Components {
  scheme: string;
  username: string;
  password: string;
  host: string | null;
  port: number | null;
  /** An opaque path: the URL setters leave it alone; it is rewritten as text at the end. */
  opaque: boolean;
  path: string;
  query: string | null;
  fragment: string | null;
}

/** normalizeUrl's steps between `new URL(urlString)` and reading `href`. */
export function normalizeComponents(url: Components, opts: ReadOptions): void {
  forceProtocol(url, opts);
  credentials(url, opts.stripAuthentication);
  fragment(url, opts);
  if (!url.opaque) normalizePath(url, opts);
  if (url.host !== null && url.host !== '') normalizeHost(url, opts.stripWWW);
  url.query = normalizeQuery(url.query, isSpecialScheme(url.scheme), opts);
  if (url.opaque) url.path = opaquePath(url.path, opts.removeTrailingSlash);
  else if (opts.removeTrailingSlash && url.path !== '/' && url.path.endsWith('/') && !endsWithProtocolLookalike(url.path)) url.path = url.path.slice(0, -1);
  if (opts.removeExplicitPort) url.port = null;
}

/** forceHttp / forceHttps: the protocol setter, which drops a port that is the new scheme's default. */
function forceProtocol(url: Components, opts: ReadOptions): void {
  if (opts.forceHttp && url.scheme === 'https') {
    url.scheme = 'http';
    if (url.port === 80) url.port = null;
  } else if (opts.forceHttps && url.scheme === 'http') {
    url.scheme = 'https';
    if (url.port === 443) url.port = null;
  }
}

/** stripAuthentication, or the userinfo's unreserved escapes decoded and escapes uppercased. */
function credentials(url: Components, strip: boolean): void {
  if (strip) {
    url.username = '';
    url.password = '';
    return;
  }
  if (url.username !== '') url.username = canonicalizePercentEscapes(decodeUnreservedPercentEscapes(url.username));
  if (url.password !== '') url.password = canonicalizePercentEscapes(decodeUnreservedPercentEscapes(url.password));
}

/** stripHash, else stripTextFragment (an empty fragment goes too); escapes uppercased. */
function fragment(url: Components, opts: ReadOptions): void {
  if (opts.stripHash) {
    url.fragment = null;
    return;
  }
  if (opts.stripTextFragment) {
    const kept = withoutTextDirective(url.fragment ?? '');
    url.fragment = kept === '' ? null : kept;
  }
  if (url.fragment !== null && url.fragment !== '') url.fragment = canonicalizePercentEscapes(url.fragment);
}

/** The path steps of normalizeUrl on a path that is a list of segments. */
function normalizePath(url: Components, opts: ReadOptions): void {
  if (url.path !== '') {
    setPath(url, canonicalizePercentEscapes(decodePath(url.path)));
    setPath(url, removeDuplicatePathSlashes(url.path));
  }
  if (opts.removePath) setPath(url, '/');
  else if (opts.transformPath !== null && url.path.startsWith('/')) transformPath(url, opts);
  if (opts.directoryIndex.length > 0) removeDirectoryIndex(url, opts);
}

/** The pathname setter (path start state), run only when the value changed. */
function setPath(url: Components, value: string): void {
  if (value === url.path) return;
  const record: URLRecord = { scheme: url.scheme, username: '', password: '', host: url.host, port: null, path: [], query: null, fragment: null };
  setPathname(record, value);
  url.path = serializeSegments(record.path as string[]);
}

// Escapes decoding must keep: "%" (it starts escapes), tab, LF and CR (a URL parser removes them).
const KEPT_ESCAPES = new Set(['%09', '%0A', '%0D', '%25']);

/** Each segment's escapes decoded as decodeURI does (reserved ones kept), "\" as "%5C"; a malformed segment as it is. */
function decodePath(path: string): string {
  if (path.indexOf('%') === -1 && path.indexOf('\\') === -1) return path;
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.indexOf('%') === -1 && segment.indexOf('\\') === -1) continue;
    try {
      segments[i] = decodeURI(protectEscapes(segment)).split('\\').join('%5C');
    } catch {
      // decodeURI's URIError: a malformed escape or UTF-8 sequence; the segment stays.
    }
  }
  return segments.join('/');
}

/** The escapes of KEPT_ESCAPES written "%25XX", so decoding gives them back. */
function protectEscapes(segment: string): string {
  let out = '';
  let copied = 0;
  for (let at = segment.indexOf('%'); at !== -1; at = segment.indexOf('%', at + 1)) {
    if (!KEPT_ESCAPES.has(segment.slice(at, at + 3).toUpperCase())) continue;
    out += segment.slice(copied, at) + '%25';
    copied = at + 1;
  }
  return copied === 0 ? segment : out + segment.slice(copied);
}

/** transformPath: the function given the non-empty components; its non-empty results make the path. */
function transformPath(url: Components, opts: ReadOptions): void {
  const transform = opts.transformPath as (components: string[]) => unknown;
  const result = transform(url.path.split('/').filter(Boolean));
  if (result !== undefined && result !== null && !Array.isArray(result)) {
    throw new OptionError(FN, 'options.transformPath', 'a function returning an array of strings or undefined', result);
  }
  const kept = ((result ?? []) as unknown[]).filter(Boolean).map(String);
  const trailing = !opts.removeTrailingSlash && url.path.endsWith('/') ? '/' : '';
  const path = kept.length > 0 ? '/' + kept.join('/') + trailing : '/';
  setPath(url, canonicalizePercentEscapes(removeDuplicatePathSlashes(path)));
}

/** removeDirectoryIndex: every last component that matches removed; what is left ends with "/". */
function removeDirectoryIndex(url: Components, opts: ReadOptions): void {
  const components = url.path.split('/').filter(Boolean);
  const length = components.length;
  while (components.length > 0 && matchesFilter(components[components.length - 1], opts.directoryIndex)) components.pop();
  if (components.length < length) setPath(url, components.length > 0 ? '/' + components.join('/') + '/' : '/');
}

/** stripWWW, trailing dots of a special URL's domain, escapes of an opaque host uppercased. */
function normalizeHost(url: Components, stripWWW: boolean): void {
  const host = url.host as string;
  if (stripWWW && isStrippableWWW(host)) url.host = host.slice(4);
  const current = url.host as string;
  if (current.endsWith('.') && isSpecialScheme(url.scheme)) {
    let end = current.length;
    while (end > 0 && current.charCodeAt(end - 1) === 0x2e) end--;
    const trimmed = end === 0 ? '.' : current.slice(0, end);
    if (readsBackAsItself(url.scheme, trimmed)) url.host = trimmed;
  }
  url.host = canonicalizePercentEscapes(url.host as string);
}

/** Digits, lowercase letters and "-". */
function isLabelChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}

/** normalize-url's www. test: "www.", not "www." again, a label of 1-63, ".", then 2-63 of labels and dots. */
function isStrippableWWW(host: string): boolean {
  if (!host.startsWith('www.') || host.startsWith('www.', 4)) return false;
  const dot = host.indexOf('.', 4);
  if (dot === -1 || dot - 4 < 1 || dot - 4 > 63) return false;
  for (let i = 4; i < dot; i++) if (!isLabelChar(host.charCodeAt(i))) return false;
  const rest = host.length - dot - 1;
  if (rest < 2 || rest > 63) return false;
  for (let i = dot + 1; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (!isLabelChar(c) && c !== 0x2e) return false;
  }
  return true;
}

/** Whether the host parser gives `host` back for the scheme (a file host "localhost" becomes ""). */
function readsBackAsItself(scheme: string, host: string): boolean {
  try {
    return parseHost(host, false, 0, undefined) === host && !(scheme === 'file' && host === 'localhost');
  } catch (error) {
    if (error instanceof URLFailure) return false;
    throw error;
  }
}

/** An opaque path rewritten as text: duplicate slashes, trailing slash, escapes uppercased, trailing spaces escaped. */
function opaquePath(path: string, removeTrailingSlash: boolean): string {
  if (path === '') return path;
  const collapsed = removeDuplicatePathSlashes(path);
  const trimmed = removeTrailingSlash && collapsed.endsWith('/') && !endsWithProtocolLookalike(collapsed) ? collapsed.slice(0, -1) : collapsed;
  return escapeTrailingC0ControlOrWhitespace(canonicalizePercentEscapes(trimmed));
}
