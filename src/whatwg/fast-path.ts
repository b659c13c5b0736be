// The fast paths, read from grammar/normalized.pegjs: special URLs of the common shape as people
// type them, normalised or not (its typed rules, as generated regular expressions; the parts are
// normalised by src/whatwg/as-typed.ts), normalised URLs without validation error (parseURL), and
// simple references against a special base. Everything else goes through the general pipeline
// (src/whatwg/parser.ts).

import { parse as parseNormalized } from '../../generated/normalized';
import { isSpecialScheme } from '../core/schemes';
import { startsWithSchemeLike } from '../model/printing';
import {
  hasDotSegment, isDoubleDot, isSingleDot, isWindowsDriveLetter, lastSlashBefore, resolveDotSegments, startsWithWindowsDriveLetter,
} from './path';
import { serializePath } from './serializer';
import { stripControlOrSpace } from './preprocess';
import type { URLRecord } from './record';
import { type TypedURL, hrefOf, parseTypedText, typedRecord } from './as-typed';

// String methods called through `call`, each declared here: core/characters.ts says why.
const CHAR_CODE_AT: (this: string, index: number) => number = String.prototype.charCodeAt;
const SLICE: (this: string, start?: number, end?: number) => string = String.prototype.slice;
const INDEX_OF: (this: string, search: string, from?: number) => number = String.prototype.indexOf;

/** Parser options, shared by every call (no allocation per parse). */
const OPTIONS = Object.freeze({});

/**
 * The record of `input` when it is a normalised special URL the fast path takes (the URL
 * Standard parses it without validation error and its href is the input itself); null otherwise.
 */
export function parseNormalizedURL(input: string): URLRecord | null {
  const first = CHAR_CODE_AT.call(input, 0);
  if (first < 0x61 || first > 0x7a) return null; // no lowercase scheme: no parse ("/x", "?q", "#f", "../x")
  return parseNormalized(input, OPTIONS);
}

/**
 * The parts and href of `input` when it is a special URL as typed that the fast path takes
 * (grammar/normalized.pegjs typed_url, read by src/whatwg/as-typed.ts), normalised or not; null
 * otherwise (take the general path). An input starting or ending with a C0 control or space is
 * stripped first (basic URL parser step 1; the rule matches no tab or newline, step 3's).
 */
export function parseTypedURL(input: string): TypedURL | null {
  const length = input.length;
  if (length === 0) return null;
  // Only stripped: an ASCII tab or newline left inside is one the typed_url rule does not match.
  const text = CHAR_CODE_AT.call(input, 0) > 0x20 && CHAR_CODE_AT.call(input, length - 1) > 0x20 ? input : stripControlOrSpace(input);
  if (((CHAR_CODE_AT.call(text, 0) | 0x20) - 0x61) >>> 0 > 25) return null; // no scheme: no match ("/x", "?q", "#f", "../x")
  return parseTypedText(text);
}

/** The fast path: the record of a special URL as typed (normalised or not); null: take the general path. */
export function parseFastURL(input: string): URLRecord | null {
  const typed = parseTypedURL(input);
  return typed === null ? null : typedRecord(typed);
}

/** What a simple reference gives its URL (grammar/normalized.pegjs *_reference rules): `query` undefined keeps the base's. */
export interface ReferenceTail {
  readonly path: string[] | null;
  readonly query: string | null | undefined;
  readonly fragment: string | null;
}

/**
 * The fast path for a simple reference against a special URL without credentials (a crawler's
 * `page.html`, `../x`, `/p?q`, `?q`, `#f`, `//host/p`), on the base's record: resolveTyped on its
 * parts, the record of the result.
 */
export function resolveNormalized(reference: string, base: URLRecord): URLRecord | null {
  if (!isSpecialScheme(base.scheme) || base.username !== '' || base.password !== '' || base.host === null || typeof base.path === 'string') return null;
  const typed = resolveTyped(reference, { scheme: base.scheme, host: base.host, port: base.port, pathname: serializePath(base), query: base.query });
  return typed === null ? null : typedRecord(typed);
}

// RFC 3986 section 5.2.2 for a reference without authority: "#", "?", absolute or relative path.
function referenceTail(reference: string, first: number, file: boolean): ReferenceTail | null {
  if (first === 0x23) return parseNormalized(reference, FRAGMENT_REFERENCE);
  if (first === 0x3f) return parseNormalized(reference, QUERY_REFERENCE);
  const absolute = first === 0x2f;
  if (!absolute && startsWithSchemeLike(reference)) return null; // URL Standard "scheme state"
  const rule = file ? (absolute ? FILE_ABSOLUTE_PATH_REFERENCE : FILE_RELATIVE_PATH_REFERENCE) : absolute ? ABSOLUTE_PATH_REFERENCE : RELATIVE_PATH_REFERENCE;
  return parseNormalized(reference, rule);
}

/** What resolveTyped reads of a base: the parts of a special URL without credentials, its path serialized. */
export type TypedBase = Pick<TypedURL, 'scheme' | 'host' | 'port' | 'pathname' | 'query'>;

/**
 * The fast path for a simple reference against a special URL without credentials (a crawler's
 * `page.html`, `../x`, `/p?q`, `?q`, `#f`, `//host/p`), on serialized paths: the reference is
 * resolved as RFC 3986 section 5.2 does (its path merged with the base's directory, then
 * remove_dot_segments: whatwg/path.ts resolveDotSegments), and what it gives is the answer exactly
 * when grammar/normalized.pegjs reads the reference as normalised. Then nothing in it needed the
 * URL Standard's care (no tab, newline, space, control, backslash, "%2e" segment, code point to
 * encode, scheme; a file URL's segments hold no ":" or "|") and the two resolutions agree
 * (test/fast-relative.test.ts checks it on the WPT pairs, the corpus and mutated references).
 * Gives the parts and href of the result; null: take the general path.
 */
export function resolveTyped(reference: string, base: TypedBase): TypedURL | null {
  if (reference === '') return null;
  const file = base.scheme === 'file';
  // A drive letter first: "shorten a path" keeps it, which merging with the directory would not.
  // (An empty path, possible only in a record made by hand, has no directory to merge with.)
  if ((file && startsWithWindowsDriveLetter(base.pathname)) || base.pathname === '') return null;
  const first = CHAR_CODE_AT.call(reference, 0);
  if (first === 0x2f && CHAR_CODE_AT.call(reference, 1) === 0x2f) return parseTypedURL(`${base.scheme}:${reference}`); // network-path
  const tail = referenceTail(reference, first, file);
  if (tail === null) return null;
  let pathname = base.pathname;
  if (tail.path !== null) {
    // RFC 3986 section 5.2.2: the reference's path (before its query and fragment), merged with the base's directory.
    const path = SLICE.call(reference, 0, reference.length - partLength(tail.query) - partLength(tail.fragment));
    const resolved = mergePath(pathname, path, first === 0x2f, file);
    if (resolved === null) return null;
    pathname = resolved;
  }
  const query = tail.query === undefined ? base.query : tail.query;
  const typed = { scheme: base.scheme, host: base.host, port: base.port, pathname, segments: null, query, fragment: tail.fragment, href: '' };
  typed.href = hrefOf(typed);
  return typed;
}

/**
 * RFC 3986 section 5.2.2 then remove_dot_segments: `path` (absolute or relative) merged with the
 * serialized path of the base, which has no dot segment (nor, for a file URL, a drive letter
 * first). The dot segments that start a relative path shorten the base's directory in place (no
 * list of segments, no concatenation to scan again); the rest is appended when it has none, else
 * the merged path goes to resolveDotSegments. Null where a file URL's path would start with a
 * Windows drive letter (the general path rewrites it).
 */
function mergePath(basePath: string, path: string, absolute: boolean, file: boolean): string | null {
  if (absolute) {
    if (hasDotSegment(path)) return resolveDotSegments(path, file);
    return file && startsWithWindowsDriveLetter(path) ? null : path;
  }
  let directory = lastSlashBefore(basePath, basePath.length) + 1; // the end of the base's directory, with its "/"
  let start = 0;
  for (;;) {
    const first = CHAR_CODE_AT.call(path, start);
    if (first !== 0x2e && first !== 0x25) break; // only "." or "%" starts a dot segment
    const slash = INDEX_OF.call(path, '/', start);
    const end = slash === -1 ? path.length : slash;
    if (end - start > 6) break;
    const segment = SLICE.call(path, start, end);
    if (isDoubleDot(segment)) {
      if (directory > 1) directory = lastSlashBefore(basePath, directory - 1) + 1; // shorten
    } else if (!isSingleDot(segment)) break;
    if (slash === -1) return SLICE.call(basePath, 0, directory); // a final dot segment leaves an empty one
    start = end + 1;
  }
  // The first segment left is no dot segment: those after a "/" are what hasDotSegment looks at.
  const rest = start === 0 ? path : SLICE.call(path, start);
  const merged = SLICE.call(basePath, 0, directory) + rest;
  if (hasDotSegment(rest)) return resolveDotSegments(merged, file);
  return file && directory === 1 && startsWithDriveLetterSegment(rest) ? null : merged;
}

/** Whether a relative path's first segment is a Windows drive letter. */
function startsWithDriveLetterSegment(path: string): boolean {
  return (path.length === 2 || CHAR_CODE_AT.call(path, 2) === 0x2f) && isWindowsDriveLetter(SLICE.call(path, 0, 2));
}

/** The length of a query or fragment in a reference, with its "?" or "#" (0: absent). */
function partLength(part: string | null | undefined): number {
  return part === null || part === undefined ? 0 : part.length + 1;
}

const ABSOLUTE_PATH_REFERENCE = Object.freeze({ startRule: 'absolute_path_reference' as const });
const RELATIVE_PATH_REFERENCE = Object.freeze({ startRule: 'relative_path_reference' as const });
const FILE_ABSOLUTE_PATH_REFERENCE = Object.freeze({ startRule: 'file_absolute_path_reference' as const });
const FILE_RELATIVE_PATH_REFERENCE = Object.freeze({ startRule: 'file_relative_path_reference' as const });
const QUERY_REFERENCE = Object.freeze({ startRule: 'query_reference' as const });
const FRAGMENT_REFERENCE = Object.freeze({ startRule: 'fragment_reference' as const });
