// WHATWG resolution (URL Specification "Reference Resolution": order, upto, rebase, force, and
// "WHATWG Resolution"), producing a normalised, percent-encoded URL record.

import { EncodeSet, utf8PercentEncodeString } from './characters';
import { percentEncodeQuery } from './encoding';
import { SlashesAfter, reportAuthoritySlashes, reportFileSchemeSlashes } from './authority-slashes';
import { ErrorLog, dropReports, meetErrorsAt, shiftErrors } from './error-log';
import { URLFailure } from './errors';
import { parseHost } from './host';
import { Order, ParsedAuthority, ParsedReference, isEmptyAuthority, order } from './model';
import { parseAuthorityText } from './grammar';
import { appendSegment, isNormalizedWindowsDriveLetter, shortenPath } from './path';
import { URLRecord, hasOpaquePath } from './record';
import { defaultPort, isSpecialScheme } from './schemes';

/** What the components of a reference are resolved and encoded with. */
export interface Context {
  readonly scheme: string;
  readonly special: boolean;
  readonly isFile: boolean;
  readonly text: string;
  readonly errors: ErrorLog;
  /** The encoding override: an output encoding name, 'UTF-8' by default. */
  readonly encoding: string;
}

/** WHATWG-resolution of a parsed reference onto an optional base record. */
export function resolveReference(ref: ParsedReference, base: URLRecord | null, text: string, errors: ErrorLog, encoding = 'UTF-8'): URLRecord {
  let scheme = ref.scheme === null ? null : ref.scheme.toLowerCase();
  const schemeEnd = ref.scheme === null ? 0 : ref.scheme.length + 1;
  const forced = scheme !== null ? isSpecialScheme(scheme) : base !== null && isSpecialScheme(base.scheme);
  // Legacy resolution: a special reference's scheme equal to the base's is dropped.
  if (forced && scheme !== null && base !== null && base.scheme === scheme) {
    scheme = null;
    ref.scheme = null;
    if (scheme !== 'file') reportAuthoritySlashes(errors, text, schemeEnd, SlashesAfter.SameSchemeAsBase);
  }
  if (scheme !== null) {
    const ctx = context(scheme, text, errors, encoding);
    if (ctx.isFile) reportFileSchemeSlashes(errors, text, schemeEnd);
    else if (ctx.special) reportAuthoritySlashes(errors, text, schemeEnd, SlashesAfter.Scheme);
    if (ctx.special) forceAuthority(ref, ctx);
    return absoluteRecord(ref, ctx);
  }
  if (base === null) throw new URLFailure('missing-scheme-non-relative-URL', 0);
  if (hasOpaquePath(base) && !isFragmentOnly(ref)) throw new URLFailure('missing-scheme-non-relative-URL', 0);
  const ctx = context(base.scheme, text, errors, encoding);
  if (ctx.special && !ctx.isFile && schemeEnd === 0) reportAuthoritySlashes(errors, text, 0, SlashesAfter.Nothing);
  if (ref.authority !== null && ctx.special) forceAuthority(ref, ctx);
  return rebase(ref, base, ctx);
}

export function context(scheme: string, text: string, errors: ErrorLog, encoding: string): Context {
  return { scheme, special: isSpecialScheme(scheme), isFile: scheme === 'file', text, errors, encoding };
}

function isFragmentOnly(ref: ParsedReference): boolean {
  return order(ref) === Order.Fragment && ref.fragment !== null;
}

// URL Specification "Forcing a Web URL": an absent or empty authority is taken from the first
// non-empty path segment. (Forcing a File URL needs no authority from the path.)
function forceAuthority(ref: ParsedReference, ctx: Context): void {
  if (ctx.isFile || (ref.authority !== null && !isEmptyAuthority(ref.authority))) return;
  let offset = ref.pathStart + (ref.root ? 1 : 0);
  const segments = ref.file === null ? ref.dirs : [...ref.dirs, ref.file];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment !== '') {
      ref.authority = shiftedAuthority(parseForcedAuthority(segment, offset, ctx.errors), offset);
      ref.root = true;
      if (i < ref.dirs.length) ref.dirs = ref.dirs.slice(i + 1);
      else {
        ref.dirs = [];
        ref.file = null;
      }
      return;
    }
    offset += segment.length + 1;
  }
  throw new URLFailure('host-missing', ref.pathEnd); // met after the last slash
}

// The segment is read again as an authority: its errors as a path segment no longer apply.
function parseForcedAuthority(segment: string, offset: number, errors: ErrorLog): ParsedAuthority {
  dropReports(errors, offset, offset + segment.length);
  const before = errors === undefined ? 0 : errors.length;
  try {
    return parseAuthorityText(segment, 'web', errors);
  } catch (error) {
    if (error instanceof URLFailure) throw new URLFailure(error.code, error.offset + offset);
    throw error;
  } finally {
    shiftErrors(errors, before, offset);
  }
}

function shiftedAuthority(auth: ParsedAuthority, offset: number): ParsedAuthority {
  auth.usernameOffset += offset;
  auth.hostOffset += offset;
  if (auth.portOffset >= 0) auth.portOffset += offset;
  return auth;
}

/** A reference with a scheme: the URL itself (strict resolution), normalised. */
function absoluteRecord(ref: ParsedReference, ctx: Context): URLRecord {
  const url = emptyRecord(ctx.scheme);
  if (ref.authority !== null) setAuthority(url, ref.authority, ctx);
  else if (ctx.isFile) url.host = '';
  if (!ctx.special && ref.authority === null && !ref.root) {
    url.path = opaquePath(ref, ctx);
  } else {
    url.path = [];
    appendPath(url.path, ref, ctx);
  }
  setQueryAndFragment(url, ref, ctx);
  return url;
}

/** rebase (URL Specification "Rebase"): the reference onto (base upto ord reference). */
function rebase(ref: ParsedReference, base: URLRecord, ctx: Context): URLRecord {
  const ord = order(ref);
  const url = emptyRecord(base.scheme);
  if (ord === Order.Authority) setAuthority(url, ref.authority as ParsedAuthority, ctx);
  else copyAuthority(url, base);
  if (ord >= Order.Query) {
    url.path = hasOpaquePath(base) ? base.path : base.path.slice();
    url.query = ord === Order.Query ? encodeQuery(ref.query as string, ctx) : base.query;
    url.fragment = ref.fragment === null ? null : encodeFragment(ref.fragment);
    return url;
  }
  const path: string[] = [];
  if (ord === Order.PathRoot && ctx.isFile && !hasOpaquePath(base) && isNormalizedWindowsDriveLetter(base.path[0] ?? '')) {
    path.push(base.path[0]); // URL Standard "file slash state": keep the base's drive letter
  } else if (ord >= Order.Dir && !hasOpaquePath(base)) {
    path.push(...base.path);
    shortenPath(path, ctx.isFile);
  }
  appendPath(path, ref, ctx);
  url.path = path;
  setQueryAndFragment(url, ref, ctx);
  return url;
}

function emptyRecord(scheme: string): URLRecord {
  return { scheme, username: '', password: '', host: null, port: null, path: [], query: null, fragment: null };
}

function copyAuthority(url: URLRecord, base: URLRecord): void {
  url.username = base.username;
  url.password = base.password;
  url.host = base.host;
  url.port = base.port;
}

// Authority normalisation: empty password and username are absent; the host is parsed (file
// hosts "localhost" become empty); default ports are removed.
function setAuthority(url: URLRecord, auth: ParsedAuthority, ctx: Context): void {
  if (auth.username !== null) url.username = utf8PercentEncodeString(auth.username, EncodeSet.Userinfo);
  if (auth.password !== null) url.password = utf8PercentEncodeString(auth.password, EncodeSet.Userinfo);
  const before = ctx.errors === undefined ? 0 : ctx.errors.length;
  let host = auth.host === '' ? '' : parseHost(auth.host, !ctx.special, auth.hostOffset, ctx.errors);
  // Met where the host ends: before the code point there is read again (path start state).
  meetErrorsAt(ctx.errors, before, auth.hostOffset + auth.host.length - 0.5);
  if (ctx.isFile && host === 'localhost') host = '';
  url.host = host;
  if (auth.port !== null && auth.port !== '') {
    const port = Number(auth.port);
    if (port > 65535) throw new URLFailure('port-out-of-range', auth.portOffset);
    url.port = port === defaultPort(ctx.scheme) ? null : port;
  }
}

/** Appends the drive, root, dirs and file of the reference to a path list (path state). */
export function appendPath(path: string[], ref: ParsedReference, ctx: Context): void {
  if (ref.drive !== null) path.push(ref.drive[0] + ':');
  const forcedRoot = ctx.special && !(ctx.isFile && ref.drive !== null);
  if (!(ref.root || ref.dirs.length > 0 || ref.file !== null || forcedRoot)) return;
  for (const dir of ref.dirs) appendSegment(path, encodeSegment(dir), false, ctx.isFile);
  appendSegment(path, encodeSegment(ref.file ?? ''), true, ctx.isFile);
}

function encodeSegment(segment: string): string {
  return utf8PercentEncodeString(segment, EncodeSet.Path);
}

// URL Standard "opaque path state": C0 control percent-encode set; a space right before
// the query or fragment becomes "%20".
function opaquePath(ref: ParsedReference, ctx: Context): string {
  let raw = ctx.text.slice(ref.pathStart, ref.pathEnd);
  let tail = '';
  if (raw.endsWith(' ') && (ref.query !== null || ref.fragment !== null)) {
    raw = raw.slice(0, -1);
    tail = '%20';
  }
  return utf8PercentEncodeString(raw, EncodeSet.C0Control) + tail;
}

function setQueryAndFragment(url: URLRecord, ref: ParsedReference, ctx: Context): void {
  url.query = ref.query === null ? null : encodeQuery(ref.query, ctx);
  url.fragment = ref.fragment === null ? null : encodeFragment(ref.fragment);
}

// URL Standard "query state": percent-encode after encoding, with the encoding override if any.
export function encodeQuery(query: string, ctx: Context): string {
  if (ctx.encoding !== 'UTF-8') return percentEncodeQuery(query, ctx.encoding, ctx.scheme);
  return utf8PercentEncodeString(query, ctx.special ? EncodeSet.SpecialQuery : EncodeSet.Query);
}

export function encodeFragment(fragment: string): string {
  return utf8PercentEncodeString(fragment, EncodeSet.Fragment);
}
