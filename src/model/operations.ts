// Operations on the component model (URL Specification "Reference Resolution"): order-prefix
// (upto), rebase (goto), force, and the three resolutions built from them (strict = RFC 3986
// strict, legacy = RFC 3986 non-strict, WHATWG). No normalisation and no percent-coding happens
// here (URL Specification: that is "Equivalences and Normalisation").
//
// Results are new values (inputs are never modified). Offsets in a result refer to the text a
// component was read from; a path assembled from two references has pathStart = pathEnd = -1.

import { URLFailure, ValidationError, ValidationErrorCode, validationError } from '../core/errors';
import { parseAuthorityText } from './url-grammar';
import { Order, ParsedAuthority, ParsedReference, isEmptyAuthority, order } from './model';
import { isBaseScheme, isSpecialScheme } from '../core/schemes';

/** A reference, or the failure of the operation (or the reading) that should have produced it. */
export type ReferenceResult<Failure = ValidationError> =
  | { readonly reference: ParsedReference; readonly failure: null }
  | { readonly reference: null; readonly failure: Failure };

/** The component types by name (URL Specification "Order and Prefix"), as values for upto. */
export const ORDER: Readonly<Record<'scheme' | 'authority' | 'drive' | 'pathRoot' | 'dir' | 'file' | 'query' | 'fragment', Order>> = {
  scheme: Order.Scheme,
  authority: Order.Authority,
  drive: Order.Drive,
  pathRoot: Order.PathRoot,
  dir: Order.Dir,
  file: Order.File,
  query: Order.Query,
  fragment: Order.Fragment,
};

/** The empty reference ε (no components). */
export function emptyReference(): ParsedReference {
  return {
    scheme: null,
    authority: null,
    drive: null,
    driveOffset: -1,
    root: false,
    dirs: [],
    file: null,
    pathStart: -1,
    pathEnd: -1,
    query: null,
    fragment: null,
  };
}

/** A deep copy (the authority and the dirs are not shared). */
export function copyReference(ref: ParsedReference): ParsedReference {
  return { ...ref, authority: ref.authority === null ? null : { ...ref.authority }, dirs: ref.dirs.slice() };
}

/** URL Specification "Order Prefix": the components of type < order, and the dirs if dir <= order. */
export function upto(url: ParsedReference, ord: Order): ParsedReference {
  const out = emptyReference();
  if (ord > Order.Scheme) out.scheme = url.scheme;
  if (ord > Order.Authority && url.authority !== null) out.authority = { ...url.authority };
  if (ord > Order.Drive) {
    out.drive = url.drive;
    out.driveOffset = url.driveOffset;
  }
  if (ord > Order.PathRoot) out.root = url.root;
  if (ord >= Order.Dir) out.dirs = url.dirs.slice();
  if (ord > Order.File) {
    out.file = url.file;
    out.pathStart = url.pathStart;
    out.pathEnd = url.pathEnd;
  }
  if (ord > Order.Query) out.query = url.query;
  return out;
}

/**
 * URL Specification "Rebase": `ref onto base`, written here `goto(base, ref)`: the shortest URL with
 * (base upto ord ref) as a prefix and ref as a postfix. Adds a path-root where the path-root
 * constraint needs one.
 */
export function goto(base: ParsedReference, ref: ParsedReference): ParsedReference {
  const ord = order(ref);
  const out = upto(base, ord);
  if (ref.scheme !== null) out.scheme = ref.scheme;
  if (ref.authority !== null) out.authority = { ...ref.authority };
  if (ref.drive !== null) {
    out.drive = ref.drive;
    out.driveOffset = ref.driveOffset;
  }
  if (ref.root) out.root = true;
  if (ref.dirs.length > 0) out.dirs = out.dirs.length === 0 ? ref.dirs.slice() : out.dirs.concat(ref.dirs);
  if (ref.file !== null) out.file = ref.file;
  if (ord <= Order.File) setPathOffsets(out, base, ref, ord);
  if (ref.query !== null) out.query = ref.query;
  if (ref.fragment !== null) out.fragment = ref.fragment;
  const hasSegments = out.dirs.length > 0 || out.file !== null;
  if (hasSegments && (out.authority !== null || out.drive !== null)) out.root = true;
  return out;
}

// The path comes from ref alone when base contributes neither drive nor dirs.
function setPathOffsets(out: ParsedReference, base: ParsedReference, ref: ParsedReference, ord: Order): void {
  const fromRefOnly = ord <= Order.Drive || (ord === Order.PathRoot && base.drive === null) || !hasPath(base);
  out.pathStart = fromRefOnly ? ref.pathStart : -1;
  out.pathEnd = fromRefOnly ? ref.pathEnd : -1;
}

/** Whether ref has any path component (drive, path-root, dir or file). */
function hasPath(ref: ParsedReference): boolean {
  return ref.drive !== null || ref.root || ref.dirs.length > 0 || ref.file !== null;
}

/**
 * URL Specification "Forcing": a web-URL or file-URL gets an authority and a path-root. Other
 * references are returned unchanged (the URL Specification forces only those two kinds).
 */
export function force(url: ParsedReference): ReferenceResult {
  const scheme = url.scheme === null ? null : url.scheme.toLowerCase();
  if (scheme === 'file') return forceFile(url);
  if (scheme !== null && isSpecialScheme(scheme)) return forceWeb(url);
  return success(copyReference(url));
}

/** URL Specification "Forcing a File URL". */
function forceFile(url: ParsedReference): ReferenceResult {
  const out = copyReference(url);
  if (out.authority === null) out.authority = emptyAuthority(Math.max(out.pathStart, 0));
  else if (out.authority.username !== null) return failure('invalid-credentials', out.authority.usernameOffset);
  else if (out.authority.port !== null) return failure('port-invalid', out.authority.portOffset, 'file');
  if (out.drive === null) out.root = true;
  return success(out);
}

/** URL Specification "Forcing a Web URL": an empty authority is taken from the first non-empty segment. */
function forceWeb(url: ParsedReference): ReferenceResult {
  const out = copyReference(url);
  out.root = true;
  if (out.authority !== null && !isEmptyAuthority(out.authority)) return success(out);
  const segments = out.file === null ? out.dirs : out.dirs.concat(out.file);
  let offset = Math.max(url.pathStart, 0) + (url.root ? 1 : 0);
  const index = segments.findIndex((segment) => segment !== '');
  if (index < 0) return failure('host-missing', out.authority !== null ? out.authority.hostOffset : Math.max(url.pathEnd, 0), 'no-segment');
  for (let i = 0; i < index; i++) offset += segments[i].length + 1;
  let authority: ParsedAuthority;
  try {
    authority = parseAuthorityText(segments[index], 'web');
  } catch (error) {
    if (error instanceof URLFailure) return failure(error.code, error.offset + offset);
    throw error;
  }
  out.authority = shiftAuthority(authority, offset);
  if (index < out.dirs.length) out.dirs = out.dirs.slice(index + 1);
  else {
    out.dirs = [];
    out.file = null;
  }
  return success(out);
}

/**
 * URL Specification "Strict Resolution": `url onto base` when url or base has a scheme; fails
 * otherwise. RFC 3986 section 5.2.2 with strict = true, before remove_dot_segments.
 */
export function strictResolve(url: ParsedReference, base: ParsedReference | null): ReferenceResult {
  if (url.scheme !== null) return success(copyReference(url));
  if (base !== null && base.scheme !== null) return success(goto(base, url));
  return failure('missing-scheme-non-relative-URL', 0);
}

/**
 * URL Specification "Legacy Resolution" (RFC 3986 section 5.2.2, non-strict): a scheme equal to
 * the base's, ASCII case-insensitively, is removed first.
 */
export function legacyResolve(url: ParsedReference, base: ParsedReference | null): ReferenceResult {
  return strictResolve(withoutBaseScheme(url, base), base);
}

/** The reference legacy resolution actually rebases: url without a scheme equal to base's. */
export function withoutBaseScheme(url: ParsedReference, base: ParsedReference | null): ParsedReference {
  if (url.scheme === null || base === null || !isBaseScheme(url.scheme, base.scheme)) return url;
  return { ...url, scheme: null };
}

/** URL Specification "WHATWG Resolution" (on the model: no host parsing, no normalisation). */
export function whatwgResolve(url: ParsedReference, base: ParsedReference | null): ReferenceResult {
  const scheme = url.scheme === null ? null : url.scheme.toLowerCase();
  const baseScheme = base === null || base.scheme === null ? null : base.scheme.toLowerCase();
  if ((scheme !== null && isSpecialScheme(scheme)) || (scheme === null && baseScheme !== null && isSpecialScheme(baseScheme))) {
    const resolved = legacyResolve(url, base);
    return resolved.failure === null ? force(resolved.reference) : resolved;
  }
  const first = order(url);
  if (first === Order.Scheme || (first === Order.Fragment && url.fragment !== null)) return strictResolve(url, base);
  if (base !== null && (base.authority !== null || base.root)) return strictResolve(url, base);
  return failure('missing-scheme-non-relative-URL', 0);
}

/** URL Specification "Forcing a File URL": (authority ε). */
function emptyAuthority(at: number): ParsedAuthority {
  return { username: null, usernameOffset: at, password: null, host: '', hostOffset: at, port: null, portOffset: -1, serializedHost: null };
}

/** An authority read from a segment, with offsets moved to the segment's place in the text. */
function shiftAuthority(auth: ParsedAuthority, offset: number): ParsedAuthority {
  return {
    ...auth,
    usernameOffset: auth.usernameOffset + offset,
    hostOffset: auth.hostOffset + offset,
    portOffset: auth.portOffset >= 0 ? auth.portOffset + offset : -1,
  };
}

/** The successful result value. */
function success(reference: ParsedReference): ReferenceResult {
  return { reference, failure: null };
}

/** The failed result value (errors are values with a code, an offset and a message). */
function failure(code: ValidationErrorCode, offset: number, subject?: string): ReferenceResult {
  return { reference: null, failure: validationError(code, Math.max(offset, 0), subject) };
}
