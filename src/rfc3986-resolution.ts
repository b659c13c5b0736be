// Reference resolution by mode: RFC 3986 section 5.2 (strict and non-strict) on the component
// model, and WHATWG resolution through the basic URL parser. RFC 3986 resolution reads every
// reference and base in generic mode (no "\" separators, no special-scheme behaviour), removes
// dot segments exactly as section 5.2.4 says (no %2e forms), and processes no host and changes no
// percent-encoding.

import { parseURL } from './api';
import { ErrorLog, URLFailure, ValidationError } from './errors';
import { parseReferenceText } from './grammar';
import { Order, ParsedReference, order } from './model';
import { ReferenceResult, legacyResolve, strictResolve, withoutBaseScheme } from './operations';
import { composeReference, printPath } from './printing';
import { serializeURL } from './serializer';

/** 'whatwg': `new URL(reference, base)`; 'rfc3986': RFC 3986 5.2.2 strict; 'rfc3986-nonstrict': non-strict. */
export type ResolutionMode = 'whatwg' | 'rfc3986' | 'rfc3986-nonstrict';

/** Options of resolve. */
export interface ResolveOptions {
  /** Default 'whatwg'. */
  mode?: ResolutionMode;
}

/** Which input a failure is about. */
export type FailedInput = 'reference' | 'base';

/**
 * What resolve returns, in the shape of parseURL's result: the resolved string or null; `errors`,
 * the URL Standard's validation errors of the reference ('whatwg' mode; [] otherwise); `failure`,
 * the error resolution fails with, its offset in the input named by `failed`.
 */
export type ResolveResult =
  | { readonly href: string; readonly errors: ValidationError[]; readonly failure: null; readonly failed: null }
  | { readonly href: null; readonly errors: ValidationError[]; readonly failure: ValidationError; readonly failed: FailedInput };

/**
 * Resolves `reference` against `base` (optional when the reference has a scheme). Never throws:
 * failures are values, as in parseURL.
 */
export function resolve(reference: string, base?: string | null, options: ResolveOptions = {}): ResolveResult {
  const mode = options.mode ?? 'whatwg';
  if (mode === 'whatwg') return resolveWHATWG(reference, base ?? null);
  return resolveRFC3986(reference, base ?? null, mode === 'rfc3986');
}

// URL Specification "WHATWG Resolution", as the basic URL parser does it (with normalisation).
function resolveWHATWG(reference: string, base: string | null): ResolveResult {
  let baseRecord = null;
  if (base !== null) {
    const parsedBase = parseURL(base);
    if (parsedBase.url === null) return failed(parsedBase.failure as ValidationError, 'base');
    baseRecord = parsedBase.url;
  }
  const result = parseURL(reference, { base: baseRecord });
  if (result.url === null) return failed(result.failure as ValidationError, 'reference', '', result.errors);
  return resolved(serializeURL(result.url), result.errors);
}

// RFC 3986 section 5.2.2 "Transform References", then section 5.3 "Component Recomposition".
function resolveRFC3986(reference: string, base: string | null, strict: boolean): ResolveResult {
  const ref = parseGeneric(reference);
  if (ref instanceof URLFailure) return failed(ref, 'reference', reference);
  let baseRef: ParsedReference | null = null;
  if (base !== null) {
    const parsed = parseGeneric(base);
    if (parsed instanceof URLFailure) return failed(parsed, 'base', base);
    baseRef = parsed;
  }
  // Section 5.1: a base URI is absolute. One without a scheme is what fails (unless unused).
  if (baseRef !== null && baseRef.scheme === null && ref.scheme === null) {
    return failed(new URLFailure('missing-scheme-non-relative-URL', 0, 'base-not-absolute', (base as string).length), 'base', base as string);
  }
  const result = rfc3986Transform(ref, baseRef, strict);
  return result.failure === null ? resolved(recompose(result.reference)) : failed(result.failure, 'reference');
}

/**
 * RFC 3986 section 5.2.2 on the model: strict (or legacy) resolution, then remove_dot_segments on
 * every path the reference contributes to. A reference with an empty path and no scheme or
 * authority (order query or fragment) keeps the base path as it is.
 */
export function rfc3986Transform(ref: ParsedReference, base: ParsedReference | null, strict: boolean): ReferenceResult {
  const effective = strict ? ref : withoutBaseScheme(ref, base);
  const result = strict ? strictResolve(ref, base) : legacyResolve(ref, base);
  if (result.failure !== null || order(effective) > Order.File) return result;
  return { reference: withPath(result.reference, removeDotSegments(printPath(result.reference))), failure: null };
}

/**
 * RFC 3986 section 5.2.4 "Remove Dot Segments", the two-buffer algorithm step by step. The output
 * buffer is kept as the list of moved segments (each "/x" or, first only, "x"), so step 2C's
 * "remove the last segment and its preceding /" is a pop. Linear in the length of the path.
 */
export function removeDotSegments(path: string): string {
  const output: string[] = [];
  const length = path.length;
  let i = 0;
  while (i < length) {
    if (path.startsWith('../', i)) i += 3; // 2A
    else if (path.startsWith('./', i)) i += 2; // 2A
    else if (path.startsWith('/./', i)) i += 2; // 2B: "/./" -> "/"
    else if (i + 2 === length && path.startsWith('/.', i)) {
      output.push('/'); // 2B: "/." at the end -> "/", then 2E moves it
      break;
    } else if (path.startsWith('/../', i)) {
      i += 3; // 2C: "/../" -> "/"
      output.pop();
    } else if (i + 3 === length && path.startsWith('/..', i)) {
      output.pop(); // 2C: "/.." at the end -> "/", then 2E moves it
      output.push('/');
      break;
    } else if (isOnlyDots(path, i)) break; // 2D
    else i = moveFirstSegment(path, i, output); // 2E
  }
  return output.join('');
}

// 2D: the input buffer consists only of "." or "..".
function isOnlyDots(path: string, i: number): boolean {
  const rest = path.length - i;
  return (rest === 1 && path[i] === '.') || (rest === 2 && path.startsWith('..', i));
}

// 2E: move the first segment, with its initial "/" if any, up to the next "/" or the end.
function moveFirstSegment(path: string, i: number, output: string[]): number {
  let end = path.indexOf('/', i + 1);
  if (end < 0) end = path.length;
  output.push(path.slice(i, end));
  return end;
}

/** A copy of ref with its path replaced by the generic-mode reading of `path`. */
function withPath(ref: ParsedReference, path: string): ParsedReference {
  const root = path.charCodeAt(0) === 0x2f;
  const segments = (root ? path.slice(1) : path).split('/');
  const last = segments.pop() as string;
  return { ...ref, drive: null, root, dirs: segments, file: last === '' ? null : last, pathStart: -1, pathEnd: -1 };
}

/** RFC 3986 section 5.3 "Component Recomposition" (with "Normalise for Printing", printing.ts). */
function recompose(ref: ParsedReference): string {
  return composeReference({
    scheme: ref.scheme,
    authority: ref.authority,
    path: printPath(ref),
    query: ref.query,
    fragment: ref.fragment,
  });
}

/** Reads a reference in generic mode, whatever its scheme (RFC 3986). */
export function parseGeneric(text: string): ParsedReference | URLFailure {
  try {
    return parseReferenceText(text, 'generic', true);
  } catch (error) {
    if (error instanceof URLFailure) return error;
    throw error;
  }
}

/** The successful result value. */
function resolved(href: string, errors: ValidationError[] = []): ResolveResult {
  return { href, errors, failure: null, failed: null };
}

/** The failed result value, saying which input failed (`source`: that input, for the message). */
function failed(failure: ValidationError | URLFailure, input: FailedInput, source = '', errors: ValidationError[] = []): ResolveResult {
  if (failure instanceof ValidationError) return { href: null, errors, failure, failed: input };
  return { href: null, errors, failure: new ErrorLog(source).failure(failure), failed: input };
}
