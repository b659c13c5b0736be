// Printing a component-model reference (URL Specification "Printing": "Normalise for Printing"
// and "Printing URLs"; RFC 3986 section 5.3 "Component Recomposition"). Component values are
// printed as they are: nothing is percent-encoded or decoded here.

import { schemeEnd } from '../core/schemes';
import type { ParsedAuthority, ParsedReference } from './model';

/** The authority fields that are printed (offsets are not needed). */
export type AuthorityParts = Pick<ParsedAuthority, 'username' | 'password' | 'host' | 'port'>;

/** A reference as five strings (RFC 3986 section 5.3): null is absent, '' is empty. */
export interface ReferenceParts {
  scheme: string | null;
  authority: AuthorityParts | null;
  /** The path as written: drive, path-root, dirs and file with their sigils. */
  path: string;
  query: string | null;
  fragment: string | null;
}

const SLASH = 0x2f;

/** URL Specification "Printing URLs": an Authority to an Authority-string. */
export function printAuthority(auth: AuthorityParts): string {
  let output = '';
  if (auth.username !== null) {
    output += auth.username;
    if (auth.password !== null) output += ':' + auth.password;
    output += '@';
  }
  output += auth.host;
  if (auth.port !== null) output += ':' + auth.port;
  return output;
}

/** URL Specification "URL Model" sigils: drive "/x", path-root "/", dir "name/", file "name". */
export function printPath(ref: ParsedReference): string {
  let output = ref.drive === null ? '' : '/' + ref.drive;
  // The path-root constraint (URL Specification "URL Model"): a path after an authority or a
  // drive always starts with "/".
  const hasSegments = ref.dirs.length > 0 || ref.file !== null;
  if (ref.root || (hasSegments && (ref.authority !== null || ref.drive !== null))) output += '/';
  // One join: a string per dir would make a rope of a million pieces for a million dirs.
  if (ref.dirs.length > 0) output += ref.dirs.join('/') + '/';
  if (ref.file !== null) output += ref.file;
  return output;
}

/** The five strings of a component-model reference. */
export function referenceParts(ref: ParsedReference): ReferenceParts {
  let path = printPath(ref);
  // URL Specification "Normalise for Printing", first rule, for a path without path-root whose
  // first dir is empty (only operations produce one): insert (dir .) before it.
  if (ref.drive === null && ref.authority === null && !ref.root && ref.dirs.length > 0 && ref.dirs[0] === '') {
    path = './' + path;
  }
  return { scheme: ref.scheme, authority: ref.authority, path, query: ref.query, fragment: ref.fragment };
}

/** URL Specification "Printing URLs", after "Normalise for Printing". */
export function printReference(ref: ParsedReference): string {
  return composeReference(referenceParts(ref));
}

/**
 * RFC 3986 section 5.3 recomposition, with the URL Specification's "Normalise for Printing" so
 * that the result reads back as the same components: a path that would read as an authority
 * gets "/." in front, and a first segment that would read as a scheme gets "./" in front (RFC 3986
 * section 4.2; the URL Specification percent-encodes the ":" instead, which changes the value).
 */
export function composeReference(parts: ReferenceParts): string {
  let output = parts.scheme === null ? '' : parts.scheme + ':';
  if (parts.authority !== null) output += '//' + printAuthority(parts.authority);
  output += printablePath(parts);
  if (parts.query !== null) output += '?' + parts.query;
  if (parts.fragment !== null) output += '#' + parts.fragment;
  return output;
}

// URL Specification "Normalise for Printing", on the path string.
function printablePath(parts: ReferenceParts): string {
  const path = parts.path;
  if (parts.authority !== null) return path;
  if (path.charCodeAt(0) === SLASH && path.charCodeAt(1) === SLASH) return '/.' + path;
  if (parts.scheme === null && startsWithSchemeLike(path)) return './' + path;
  return path;
}

/** URL Specification "Normalise for Printing": value :: alpha (alpha | digit | + | - | .)* ":" any*. */
export function startsWithSchemeLike(value: string): boolean {
  return schemeEnd(value) !== -1;
}
