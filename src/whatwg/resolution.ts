// WHATWG resolution (URL Specification "Reference Resolution": order, upto, rebase, force, and
// "WHATWG Resolution"), producing a normalised, percent-encoded URL record.

import { EncodeSet, utf8PercentEncodeString } from '../core/characters';
import { Order, ParsedAuthority, ParsedReference, order } from '../model/model';
import { appendSegment, isNormalizedWindowsDriveLetter, shortenPath } from './path';
import { URLRecord, hasOpaquePath } from './record';
import { defaultPort, isSpecialScheme } from '../core/schemes';

/** What the components of a reference are resolved and encoded with. */
export interface Context {
  readonly scheme: string;
  readonly special: boolean;
  readonly isFile: boolean;
  readonly text: string;
  /** The query encoder of an encoding override other than UTF-8 (src/encoding/encoding.ts queryEncoder); null for UTF-8. */
  readonly encodeQuery: QueryEncoder | null;
}

/**
 * Percent-encodes a URL's query after encoding it with an encoding override (URL Standard "query
 * state"): passed in by whoever accepts an encoding, so that a URL that only uses UTF-8 never
 * loads the legacy encoders.
 */
export type QueryEncoder = (query: string, scheme: string) => string;

/**
 * WHATWG-resolution of a reference read by the URL Standard's parser (src/model/url-grammar.ts
 * parseWhatwgText) onto an optional base record. The grammar has already decided everything that
 * can fail or raise a validation error (the scheme equal to the base's is dropped, the authority
 * of a special URL is forced, hosts are parsed, ports checked), so this step cannot fail.
 */
export function resolveReference(ref: ParsedReference, base: URLRecord | null, text: string, encodeQuery: QueryEncoder | null = null): URLRecord {
  if (ref.scheme !== null) return absoluteRecord(ref, context(ref.scheme.toLowerCase(), text, encodeQuery));
  const from = base as URLRecord; // the grammar fails without a base
  return rebase(ref, from, context(from.scheme, text, encodeQuery));
}

export function context(scheme: string, text: string, encodeQuery: QueryEncoder | null): Context {
  return { scheme, special: isSpecialScheme(scheme), isFile: scheme === 'file', text, encodeQuery };
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
  let path: string[] = [];
  if (ord === Order.PathRoot && ctx.isFile && !hasOpaquePath(base) && isNormalizedWindowsDriveLetter(base.path[0] ?? '')) {
    path.push(base.path[0]); // URL Standard "file slash state": keep the base's drive letter
  } else if (ord >= Order.Dir && !hasOpaquePath(base)) {
    path = (base.path as string[]).slice(); // a copy, not push(...path): a long base's segments would overflow the stack
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

// Authority normalisation: empty password and username are absent; the host is the one the
// grammar parsed (file hosts "localhost" are empty); default ports are removed.
function setAuthority(url: URLRecord, auth: ParsedAuthority, ctx: Context): void {
  if (auth.username !== null) url.username = utf8PercentEncodeString(auth.username, EncodeSet.Userinfo);
  if (auth.password !== null) url.password = utf8PercentEncodeString(auth.password, EncodeSet.Userinfo);
  url.host = auth.serializedHost ?? '';
  if (auth.port !== null && auth.port !== '') {
    const port = Number(auth.port); // at most 65535: the grammar checked it
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
  if (ctx.encodeQuery !== null) return ctx.encodeQuery(query, ctx.scheme);
  return utf8PercentEncodeString(query, ctx.special ? EncodeSet.SpecialQuery : EncodeSet.Query);
}

export function encodeFragment(fragment: string): string {
  return utf8PercentEncodeString(fragment, EncodeSet.Fragment);
}
