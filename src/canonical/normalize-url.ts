// The 'normalize-url' profile (issue 26): the behaviour of normalize-url 10's normalizeUrl(input,
// options), every option with its default, on the URL Standard's parse (whatwg/api.ts) run once:
// normalize-url's steps are done on the parsed components (its URL setters by the library's own,
// whatwg/setters.ts, where a setter can change what it is given). With `base`, the result is
// normalizeUrl(new URL(input, base).href) without serialising and parsing the href again.
// Differences from normalize-url itself are listed in test/canonical-normalize-url-differential.test.ts.

import { readOptions, toUSVString } from '../core/arguments';
import { removeASCIITabOrNewline } from '../core/code-points';
import type { Diagnostic } from '../core/errors';
import { baseOption, parseURLWith } from '../whatwg/api';
import type { TypedURL } from '../whatwg/as-typed';
import { parseTypedURL, resolveTyped } from '../whatwg/fast-path';
import type { URLRecord } from '../whatwg/record';
import { serializeURL } from '../whatwg/serializer';
import { normalizeDataURL } from './normalize-url-data';
import { FN, readNormalizeUrlOptions, type NormalizeUrlOptions, type ReadOptions } from './normalize-url-options';
import { normalizeComponents, type Components } from './normalize-url-steps';
import { schemeEnd } from '../core/schemes';
import { isC0ControlOrWhitespace, leadingEnd, trailingStart } from './normalize-url-text';
import type { CanonicalResult } from './types';

export type { NormalizeUrlOptions, NormalizeUrlFilter } from './normalize-url-options';

// normalize-url's built-in protocols: never passed through as custom ones, never given a default protocol.
const SUPPORTED = new Set(['http:', 'https:', 'file:']);

/** How the URL was read: its components, and what normalize-url's later steps look back at. */
interface Reading {
  readonly url: Components;
  /** The input started with "//" (normalizeProtocol: false writes it back). */
  readonly relativeProtocol: boolean;
  /** The path as written ended with "/" (or "\", which counts when the parsed path ends with "/"). */
  readonly slash: boolean;
  readonly backslash: boolean;
}

/**
 * normalize-url 10's normalizeUrl(input, options): the normalised URL, or the failure where
 * normalizeUrl throws on the URL (an invalid URL, a relative one); a wrong option (forceHttp with
 * forceHttps, a defaultProtocol that is not a protocol, a value of the wrong type) is an OptionError.
 * Never throws on a string otherwise (transformPath's own exceptions aside).
 */
export function canonicalizeNormalizeUrl(input: string, options?: NormalizeUrlOptions): CanonicalResult {
  const opts = readNormalizeUrlOptions(options);
  const base = baseOption(FN, readOptions(FN, options));
  const text = typeof input === 'string' ? input : String(input);
  const read = base === null ? readText(text, opts) : readResolved(text, base, opts);
  if (typeof read === 'string') return { canonical: read, failure: null };
  if (!('url' in read)) return read;
  return { canonical: normalizeRead(read, opts), failure: null };
}

/** A result already final (a string), a failure, or the parsed URL to normalise. */
type Read = string | { canonical: null; failure: Diagnostic } | Reading;

/** normalizeUrl's steps before `new URL`: trim, data URLs, custom protocols, the default protocol. */
function readText(input: string, opts: ReadOptions): Read {
  const start = leadingEnd(input, isC0ControlOrWhitespace);
  const core = input.slice(start, trailingStart(input, isC0ControlOrWhitespace, start));
  const text = removeASCIITabOrNewline(core);
  if (text.length >= 5 && text.slice(0, 5).toLowerCase() === 'data:') return normalizeDataURL(text, opts.stripHash, opts.stripTextFragment);
  if (text.startsWith('//')) return parseRead(opts.defaultProtocol, core, text, start, true);
  const colon = schemeEnd(text);
  if (colon === -1) {
    // A path ("/x", "./x", "../x") gets no protocol, and new URL fails on it.
    return parseRead(isRelativePath(text) ? '' : opts.defaultProtocol + '//', core, text, start, false);
  }
  const protocol = text.slice(0, colon + 1).toLowerCase();
  const portLike = !SUPPORTED.has(protocol) && startsWithPort(text, colon + 1);
  const parsed = parseRead('', core, text, start, false);
  if (!('url' in parsed)) return portLike ? parseRead(opts.defaultProtocol + '//', core, text, start, false) : parsed;
  const hasAuthority = text.startsWith('//', colon + 1);
  const custom = customProtocol(protocol, hasAuthority, text, opts.customProtocols);
  if (custom !== null && !opts.customProtocols.has(custom)) return text;
  if (custom === null && portLike) return parseRead(opts.defaultProtocol + '//', core, text, start, false);
  return parsed;
}

/** new URL(prefix + text): the reading, or the failure with its offset in the input as given. */
function parseRead(prefix: string, core: string, text: string, start: number, relativeProtocol: boolean): Reading | { canonical: null; failure: Diagnostic } {
  const typed = parseTypedURL(prefix + core);
  let url: Components;
  if (typed !== null) url = typedComponents(typed);
  else {
    const parsed = parseURLWith(FN, prefix + core, null, null, 0);
    if (parsed.url === null) return { canonical: null, failure: inputFailure(parsed.failure, prefix.length, start) };
    url = recordComponents(parsed.url);
  }
  const written = prefix + text;
  const pathEnd = pathEndOf(written);
  const last = written.charCodeAt(pathEnd - 1);
  return { url, relativeProtocol, slash: last === 0x2f, backslash: last === 0x5c };
}

/** The end of the path as written: the first "?" or "#", or the end. */
function pathEndOf(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3f || c === 0x23) return i;
  }
  return text.length;
}

/** A failure of the prefixed, trimmed text, about the input as given. */
function inputFailure(failure: Diagnostic, prefixLength: number, start: number): Diagnostic {
  if (prefixLength === 0 && start === 0) return failure;
  const offset = failure.offset < prefixLength ? start : failure.offset - prefixLength + start;
  // The message starts "<code> at offset <n>: " (core/messages.ts); the rest names the culprit.
  const lead = `${failure.code} at offset ${failure.offset}: `;
  const message = failure.message.startsWith(lead) ? `${failure.code} at offset ${offset}: ${failure.message.slice(lead.length)}` : failure.message;
  return { code: failure.code, offset, length: failure.length, message };
}

/** normalize-url's relative URL: dots, then "/". */
function isRelativePath(text: string): boolean {
  let i = 0;
  while (text.charCodeAt(i) === 0x2e) i++;
  return text.charCodeAt(i) === 0x2f;
}

/** Digits, then "/", "?", "#" or the end, at `at`: "host:port", not "scheme:". */
function startsWithPort(text: string, at: number): boolean {
  let i = at;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  if (i === at) return false;
  const c = text.charCodeAt(i);
  return i === text.length || c === 0x2f || c === 0x3f || c === 0x23;
}

/** normalize-url's getCustomProtocol: the protocol passed through (or opted into), or null. */
function customProtocol(protocol: string, hasAuthority: boolean, text: string, custom: ReadonlySet<string>): string | null {
  if (custom.has(protocol)) return protocol;
  if (protocol === 'localhost:' && !hasAuthority && startsWithPort(text, protocol.length)) return null;
  if (!SUPPORTED.has(protocol) && (hasAuthority || protocol.indexOf('.') === -1)) return protocol;
  return null;
}

/** With a base: new URL(input, base) read as normalizeUrl reads its href: the typed fast path first, as the URL class takes it. */
function readResolved(input: string, base: string | URLRecord, opts: ReadOptions): Read {
  // new URL(input, base) converts the input to a USVString before it removes tabs and newlines.
  const text = toUSVString(input);
  if (typeof base === 'string') {
    const typedBase = typedBaseOf(base);
    const typed = parseTypedURL(text) ?? (typedBase === null ? null : resolveTyped(text, typedBase));
    if (typed !== null) return readTyped(typed, opts);
  }
  const parsed = parseURLWith(FN, text, base, null, 0);
  if (parsed.url === null) return { canonical: null, failure: parsed.failure };
  return readRecord(parsed.url, opts);
}

/** The last base string the typed fast path read, and its parts (a crawler resolves a page's links one after another). */
const lastBase: { text: string; typed: TypedURL | null } = { text: '', typed: null };

/** The typed parts of a base string, or null (the general path then parses it). */
function typedBaseOf(text: string): TypedURL | null {
  if (text !== lastBase.text) {
    lastBase.typed = parseTypedURL(text);
    lastBase.text = text;
  }
  return lastBase.typed;
}

/** A special URL without credentials, as typed: ws:, wss: and ftp: pass through as custom protocols unless opted into. */
function readTyped(typed: TypedURL, opts: ReadOptions): Read {
  const protocol = typed.scheme + ':';
  const custom = customProtocol(protocol, true, typed.href, opts.customProtocols);
  if (custom !== null && !opts.customProtocols.has(custom)) return typed.href;
  const slash = typed.pathname.charCodeAt(typed.pathname.length - 1) === 0x2f;
  return { url: typedComponents(typed), relativeProtocol: false, slash, backslash: false };
}

/** A resolved record, read as normalizeUrl reads its href. */
function readRecord(record: URLRecord, opts: ReadOptions): Read {
  if (record.scheme === 'data') return normalizeDataURL(serializeURL(record), opts.stripHash, opts.stripTextFragment);
  const protocol = record.scheme + ':';
  // Without a host, the href is "scheme:" and the path: a path of digits reads as "host:port".
  const href = record.host === null ? serializeURL(record) : '';
  const portLike = record.host === null && !SUPPORTED.has(protocol) && startsWithPort(href, protocol.length);
  const custom = customProtocol(protocol, record.host !== null, href, opts.customProtocols);
  if (custom !== null && !opts.customProtocols.has(custom)) return href === '' ? serializeURL(record) : href;
  if (custom === null && portLike) return parseRead(opts.defaultProtocol + '//', href, href, 0, false);
  const url = recordComponents(record);
  const slash = url.path === '' ? record.host === '' : url.path.charCodeAt(url.path.length - 1) === 0x2f;
  return { url, relativeProtocol: false, slash, backslash: false };
}

/** The components of a record, its path serialized. */
function recordComponents(record: URLRecord): Components {
  return {
    scheme: record.scheme,
    username: record.username,
    password: record.password,
    host: record.host,
    port: record.port,
    opaque: typeof record.path === 'string',
    path: pathOf(record),
    query: record.query,
    fragment: record.fragment,
  };
}

/** The components of a typed parse (no credentials, a list path). */
function typedComponents(typed: TypedURL): Components {
  return {
    scheme: typed.scheme,
    username: '',
    password: '',
    host: typed.host,
    port: typed.port,
    opaque: false,
    path: typed.pathname,
    query: typed.query,
    fragment: typed.fragment,
  };
}

/** The serialized path of a record. */
function pathOf(record: URLRecord): string {
  const path = record.path;
  if (typeof path === 'string') return path;
  let out = '';
  for (let i = 0; i < path.length; i++) out += '/' + path[i];
  return out;
}

/** normalizeUrl's steps after `new URL`, on the components, then its steps on the href. */
function normalizeRead(read: Reading, opts: ReadOptions): string {
  const url = read.url;
  normalizeComponents(url, opts);
  const hasHost = url.host !== null && url.host !== '';
  const slash = read.slash || (read.backslash && url.path.endsWith('/'));
  let href = url.opaque && url.path !== '' ? url.scheme + ':' + url.path + tail(url) : serialize(url);
  // The "/" of a root path goes, unless removeSingleSlash is false and the input wrote it.
  if (hasHost && url.path === '/' && url.query === null && url.fragment === null && (!slash || opts.removeSingleSlash)) href = href.slice(0, -1);
  if (hasHost && read.relativeProtocol && !opts.normalizeProtocol) href = href.slice(url.scheme.length + 1);
  if (opts.stripProtocol) href = withoutWebProtocol(href);
  return href;
}

/** The query and the fragment as the href's getters give them (an empty one dropped). */
function tail(url: Components): string {
  return (url.query === null || url.query === '' ? '' : '?' + url.query) + (url.fragment === null || url.fragment === '' ? '' : '#' + url.fragment);
}

/** https://url.spec.whatwg.org/#concept-url-serializer on the components. */
function serialize(url: Components): string {
  let out = url.scheme + ':';
  if (url.host !== null) {
    out += '//';
    if (url.username !== '' || url.password !== '') out += url.username + (url.password === '' ? '' : ':' + url.password) + '@';
    out += url.host + (url.port === null ? '' : ':' + String(url.port));
  } else if (!url.opaque && url.path.startsWith('//')) {
    out += '/.';
  }
  out += url.path;
  if (url.query !== null) out += '?' + url.query;
  if (url.fragment !== null) out += '#' + url.fragment;
  return out;
}

/** stripProtocol: a leading "http://", "https://" or "//" removed. */
function withoutWebProtocol(href: string): string {
  if (href.startsWith('http://')) return href.slice(7);
  if (href.startsWith('https://')) return href.slice(8);
  return href.startsWith('//') ? href.slice(2) : href;
}
