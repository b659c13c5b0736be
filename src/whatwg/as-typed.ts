// The typed fast path (grammar/normalized.pegjs typed_url): a special URL as people type it,
// split into its parts by the rule's regular expression (CAPTURE_PATTERNS, one capture group per
// labelled part), then normalised as the URL Standard's basic URL parser does (host parser, port
// state, path state, percent-encoding of the query and fragment). A host the grammar matched as
// kept, and a path, query or fragment whose kept start is all of it (nothing after it), is taken
// as is; an input whose parts are all kept is its own href.

import { CAPTURE_PATTERNS } from '../../generated/normalized';
import { EncodeSet, encodeSpecialPathFrom, findInEncodeSet, utf8PercentEncodeFrom } from '../core/characters';
import { toUSVString } from '../core/arguments';
import { URLFailure } from '../core/errors';
import { defaultPort, specialSchemeOf } from '../core/schemes';
import { readHost } from '../host/host';
import { endsInANumber } from '../host/ipv4';
import type { URLRecord } from './record';
import { appendSegment, hasDotSegment, isWindowsDriveLetter, resolveDotSegments } from './path';
import { serializeSegments } from './serializer';

// String methods called through `call`, each declared here: core/characters.ts says why.
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;
const SLICE: (this: string, start?: number, end?: number) => string = String.prototype.slice;
const INDEX_OF: (this: string, search: string, from?: number) => number = String.prototype.indexOf;

/**
 * What the typed fast path gives: the parts of the URL record, its path serialized (split into
 * segments only when typedRecord makes the record: new URL(s).href never needs them), and its href.
 */
export interface TypedURL {
  readonly scheme: string;
  readonly host: string;
  readonly port: number | null;
  /** https://url.spec.whatwg.org/#url-path-serializer of the path. */
  readonly pathname: string;
  /** The path's segments when the path state needed them (dot segments, a drive letter); else null: those of `pathname`. */
  readonly segments: string[] | null;
  readonly query: string | null;
  readonly fragment: string | null;
  /** The serialization (https://url.spec.whatwg.org/#concept-url-serializer): the input itself when nothing changed. */
  readonly href: string;
}

/** A TypedURL while typedTail fills it in. */
type MutableTypedURL = { -readonly [K in keyof TypedURL]: TypedURL[K] };

/** The URL record of a typed parse (a new one each time, sharing nothing mutable with `typed`). */
export function typedRecord(typed: TypedURL): URLRecord {
  const path = typed.segments === null ? splitSegments(typed.pathname) : typed.segments.slice();
  return { scheme: typed.scheme, username: '', password: '', host: typed.host, port: typed.port, path, query: typed.query, fragment: typed.fragment };
}

/** Group numbers of the labelled parts (a file URL has no port). */
interface TypedGroups {
  readonly scheme: number;
  /** A web URL's slashes (a file URL's are two, not captured). */
  readonly slashes?: number;
  readonly keptHost: number;
  readonly host: number;
  readonly port?: number;
  readonly keptPath: number;
  readonly pathRest: number;
  readonly path: number;
  readonly keptQuery: number;
  readonly queryRest: number;
  readonly keptFragment: number;
  readonly fragmentRest: number;
}

/** The group numbers in one object shape for both patterns (one shape: the reads stay monomorphic). */
function groupsOf(groups: TypedGroups): TypedGroups {
  return {
    scheme: groups.scheme, slashes: groups.slashes, keptHost: groups.keptHost, host: groups.host, port: groups.port,
    keptPath: groups.keptPath, pathRest: groups.pathRest, path: groups.path, keptQuery: groups.keptQuery,
    queryRest: groups.queryRest, keptFragment: groups.keptFragment, fragmentRest: groups.fragmentRest,
  };
}

const WEB_URL: RegExp = CAPTURE_PATTERNS.typed_web_url.pattern;
const WEB_GROUPS = groupsOf(CAPTURE_PATTERNS.typed_web_url.groups);
const FILE_URL: RegExp = CAPTURE_PATTERNS.typed_file_url.pattern;
const FILE_GROUPS = groupsOf(CAPTURE_PATTERNS.typed_file_url.groups);

/**
 * Longer inputs take the general pipeline, whose time is linear in the input whatever it is: the
 * patterns' time is linear too (test/typed-pattern.test.ts measures it), but a regular expression
 * engine keeps a backtracking stack per repetition, which millions of segments would overflow.
 */
export const TYPED_MAX_LENGTH = 4096;

const ZERO = 0x30;
const SLASH = 0x2f;

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser (no base, no state override) on `text`
 * (already without leading or trailing C0 control or space) when it is a special URL of the
 * typed_url shape; null otherwise, or where the host parser or the port state fails (the general
 * path then parses it and reports the failure).
 */
export function parseTypedText(text: string): TypedURL | null {
  if (text.length > TYPED_MAX_LENGTH) return null;
  let match: RegExpExecArray | null = null;
  let groups = FILE_GROUPS;
  if ((CHAR_CODE_AT.call(text, 0) | 0x20) === 0x66) match = FILE_URL.exec(text); // "f" or "F"
  if (match === null) {
    match = WEB_URL.exec(text);
    if (match === null) return null;
    groups = WEB_GROUPS;
  }
  const schemeText = match[groups.scheme];
  const scheme = specialSchemeOf(schemeText);
  if (scheme === null || (scheme === 'file') !== (groups === FILE_GROUPS)) return null;
  return typedURL(text, match, groups, scheme);
}

/** The parts and href of a match of a typed_url pattern. */
function typedURL(text: string, match: RegExpExecArray, groups: TypedGroups, scheme: string): TypedURL | null {
  const file = groups === FILE_GROUPS;
  const keptHost = match[groups.keptHost];
  const hostText = keptHost ?? match[groups.host];
  const host = keptHost !== undefined && !endsInANumber(keptHost) ? (file && keptHost === 'localhost' ? '' : keptHost) : typedHost(hostText, file);
  if (host === null) return null;
  const portText = groups.port === undefined ? undefined : match[groups.port];
  const port = portText === undefined ? null : typedPort(scheme, portText);
  if (port === undefined) return null;
  const schemeText = match[groups.scheme];
  // A web URL's slashes as captured; a file URL's pattern has two, looked at here (one capture fewer).
  const slashes = groups.slashes === undefined ? undefined : match[groups.slashes];
  const slashesKept = slashes === undefined ? isSlashSlash(text, schemeText.length + 1) : slashes === '//';
  // The text before the path as written; the href has the normalised scheme and authority instead.
  const head = schemeText.length + 1 + (slashes === undefined ? 2 : slashes.length) + hostText.length + (portText === undefined ? 0 : 1 + portText.length);
  const headKept = schemeText === scheme && slashesKept && host === hostText && isPortAsWritten(port, portText);
  const keptPath = match[groups.keptPath];
  const keptQuery = match[groups.keptQuery];
  const keptFragment = match[groups.keptFragment];
  const tailKept = keptPath !== undefined && match[groups.pathRest] === '' && (keptQuery === undefined || match[groups.queryRest] === '') &&
    (keptFragment === undefined || match[groups.fragmentRest] === '');
  if (!tailKept) return typedTail(text, match, groups, { scheme, host, port, pathname: '', segments: null, query: null, fragment: null, href: text }, head, headKept);
  // The path, query and fragment kept as written (the common case: no part to look at again).
  const typed = { scheme, host, port, pathname: keptPath, segments: null, query: keptQuery ?? null, fragment: keptFragment ?? null, href: text };
  if (!headKept) typed.href = hrefOf(typed, SLICE.call(text, head));
  return typed;
}

/** Whether the two slashes at `start` in `text` are both "/" (the serializer's "//"). */
function isSlashSlash(text: string, start: number): boolean {
  return CHAR_CODE_AT.call(text, start) === SLASH && CHAR_CODE_AT.call(text, start + 1) === SLASH;
}

/** The parts of a typed URL whose path, query or fragment is not all kept (`typed` has the others; `head`: where its path starts). */
function typedTail(text: string, match: RegExpExecArray, groups: TypedGroups, typed: MutableTypedURL, head: number, headKept: boolean): TypedURL {
  const file = groups === FILE_GROUPS;
  const keptPath = match[groups.keptPath];
  const pathRest = keptPath === undefined ? match[groups.path] : match[groups.pathRest];
  const pathKept = keptPath !== undefined && pathRest === '';
  const writtenPath = keptPath === undefined ? pathRest : pathKept ? keptPath : partAt(text, head, keptPath, pathRest);
  const path = pathKept ? keptPath : typedPath(writtenPath, file, writtenPath.length - pathRest.length, pathRest);
  typed.pathname = typeof path === 'string' ? path : serializeSegments(path);
  typed.segments = typeof path === 'string' ? null : path;
  let end = head + writtenPath.length; // where the path, then the query, ends
  const keptQuery = match[groups.keptQuery];
  const queryRest = match[groups.queryRest];
  const queryKept = keptQuery === undefined || queryRest === '';
  const writtenQuery = queryKept ? keptQuery : partAt(text, end + 1, keptQuery, queryRest);
  typed.query = writtenQuery === undefined ? null : queryKept ? writtenQuery : encodeRest(writtenQuery, queryRest, EncodeSet.SpecialQuery);
  if (writtenQuery !== undefined) end += 1 + writtenQuery.length;
  const keptFragment = match[groups.keptFragment];
  const fragmentRest = match[groups.fragmentRest];
  const fragmentKept = keptFragment === undefined || fragmentRest === '';
  const writtenFragment = fragmentKept ? keptFragment : partAt(text, end + 1, keptFragment, fragmentRest);
  typed.fragment = writtenFragment === undefined ? null : fragmentKept ? writtenFragment : encodeRest(writtenFragment, fragmentRest, EncodeSet.Fragment);
  // As written from the path on: the path kept, and nothing in the query or fragment encoded.
  const tailKept = pathKept && (queryKept || writtenQuery === typed.query) && (fragmentKept || writtenFragment === typed.fragment);
  if (tailKept && headKept) return typed;
  typed.href = hrefOf(typed, tailKept ? SLICE.call(text, head) : null);
  return typed;
}

/** The part of `text` at `start` made of its kept start and the rest after it (one slice of `text`, not the two joined). */
function partAt(text: string, start: number, kept: string, rest: string): string {
  return SLICE.call(text, start, start + kept.length + rest.length);
}

/**
 * https://url.spec.whatwg.org/#string-utf-8-percent-encode of a query or fragment as written
 * whose kept start has nothing to encode: only `rest`, its end after that start, is searched.
 */
function encodeRest(written: string, rest: string, set: EncodeSet): string {
  const first = findInEncodeSet(rest, set);
  return first === -1 ? written : utf8PercentEncodeFrom(written, written.length - rest.length + first, set);
}

/** Whether the port state keeps the digits as written: none, or no leading zero, not empty and not the default. */
export function isPortAsWritten(port: number | null, digits: string | undefined): boolean {
  return digits === undefined || (port !== null && (digits.length === 1 || CHAR_CODE_AT.call(digits, 0) !== ZERO));
}

/**
 * https://url.spec.whatwg.org/#concept-url-serializer of the parts (always a host, no
 * credentials), with `tail`, the path, query and fragment as written, when they were kept.
 */
export function hrefOf(typed: TypedURL, tail: string | null = null): string {
  const authority = typed.scheme + '://' + typed.host + (typed.port === null ? '' : ':' + typed.port);
  if (tail !== null) return authority + tail;
  let href = authority + typed.pathname;
  if (typed.query !== null) href += '?' + typed.query;
  if (typed.fragment !== null) href += '#' + typed.fragment;
  return href;
}

/** https://url.spec.whatwg.org/#port-state: the port of digits as written ('' or the default: null), or undefined when out of range. */
export function typedPort(scheme: string, digits: string): number | null | undefined {
  if (digits === '') return null;
  // The port state's own steps: a digit at a time, out of range as soon as it passes 65535 (a
  // loop over a few digits costs less than Number's conversion of a string).
  let value = 0;
  for (let i = 0; i < digits.length; i++) {
    value = value * 10 + CHAR_CODE_AT.call(digits, i) - ZERO;
    if (value > 65535) return undefined;
  }
  return value === defaultPort(scheme) ? null : value;
}

/**
 * https://url.spec.whatwg.org/#host-state (and file host state): the serialized host of `text`,
 * "" for a file URL's "localhost" or empty host, or null where the host parser fails.
 */
function typedHost(text: string, file: boolean): string | null {
  if (file && text === '') return '';
  let host: string | URLFailure;
  try {
    host = readHost(toUSVString(text), false, 0, undefined); // an ASCII domain it only lowercases: one scan
  } catch (error) {
    if (error instanceof URLFailure) return null; // the IPv4 and IPv6 parsers throw theirs
    throw error;
  }
  if (host instanceof URLFailure) return null;
  return file && host === 'localhost' ? '' : host;
}

/** The segments of a kept path ("/" then a segment, one or more times). */
function splitSegments(path: string): string[] {
  const segments: string[] = [];
  let start = 1;
  for (let end = INDEX_OF.call(path, '/', start); end !== -1; end = INDEX_OF.call(path, '/', start)) {
    segments.push(SLICE.call(path, start, end));
    start = end + 1;
  }
  segments.push(SLICE.call(path, start));
  return segments;
}

/** `path` with each "\\" written "/" (`backslash`: the first one, or -1), one native search per "\\" (nothing else to encode). */
function withSlashes(path: string, backslash: number): string {
  if (backslash === -1) return path;
  let output = '';
  let start = 0;
  do {
    output += SLICE.call(path, start, backslash) + '/';
    start = backslash + 1;
    backslash = INDEX_OF.call(path, '\\', start);
  } while (backslash !== -1);
  return output + SLICE.call(path, start);
}

/** Whether the first segment of a path as written (after a "/" or "\\", ended by one or the end) is a Windows drive letter. */
function startsWithWrittenDriveLetter(text: string): boolean {
  const after = CHAR_CODE_AT.call(text, 3);
  return (text.length === 3 || after === 0x2f || after === 0x5c) && isWindowsDriveLetter(SLICE.call(text, 1, 3));
}

/**
 * https://url.spec.whatwg.org/#path-start-state and path state of a special URL, on the path as
 * written (each segment after a "/" or "\\"; an empty path is one empty segment): the serialized
 * path, percent-encoded, when the path state keeps every segment; else the segments, after dot
 * segments and a drive letter. `text` starts with `kept` code units the rule matched as kept
 * (nothing to encode, no "\\": not searched again), then `rest`.
 */
function typedPath(text: string, file: boolean, kept: number, rest: string): string | string[] {
  if (text === '') return '/';
  // "/" and "\\" are not in the path percent-encode set, and encoding makes no dot segment nor
  // unmakes one: the path is encoded with its backslashes written "/" in one pass (only
  // backslashes: each found by a native search), and its dot segments looked for as written (one
  // flat string, not the encoded one, made of pieces). Nothing to change: the rule's kept start
  // stopped at a dot segment (or a "[", "]" or "|"), which resolveDotSegments looks for.
  // The kept start (`kept` code units; `rest` is the path after it) has nothing to encode and no "\\".
  const firstInRest = findInEncodeSet(rest, EncodeSet.Path);
  const first = firstInRest === -1 ? -1 : kept + firstInRest;
  const backslash = INDEX_OF.call(text, '\\', kept);
  const encoded = first === -1 ? withSlashes(text, backslash) : encodeSpecialPathFrom(text, backslash === -1 || first < backslash ? first : backslash);
  if ((first !== -1 || backslash !== -1) && !hasDotSegment(text, true) && !(file && startsWithWrittenDriveLetter(text))) return encoded;
  // resolveDotSegments declines where a drive letter would come first: the segments then.
  const resolved = resolveDotSegments(encoded, file);
  if (resolved !== null) return resolved;
  const path: string[] = [];
  const segments = splitSegments(encoded);
  const last = segments.length - 1;
  for (let i = 0; i <= last; i++) appendSegment(path, segments[i], i === last, file);
  return path;
}
