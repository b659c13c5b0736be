// Reference resolution by mode: RFC 3986 section 5.2 (strict and non-strict) on the component
// model, and WHATWG resolution through the basic URL parser. In the RFC 3986 modes the reference
// must match URI-reference and the base absolute-URI (RFC 3986 sections 4.1, 4.3 and 5.1; with
// grammar 'rfc3987', IRI-reference and absolute-IRI), read by the strict grammars of
// src/strict/parse.ts: anything else fails with the grammar's failure, the one `validate` reports. Then
// dot segments are removed exactly as section 5.2.4 says (no %2e forms); no host is processed and
// no percent-encoding changed.

import { enumOption, readOptions, stringArgument } from '../core/arguments';
import { parseURL } from '../whatwg/api';
import { URLFailure, ValidationError, withErrors } from '../core/errors';
import type { Diagnostic } from '../core/errors';
import { parseReferenceText } from '../model/url-grammar';
import { Order, ParsedAuthority, ParsedReference, order } from '../model/model';
import { ReferenceResult, URLLike, legacyResolve, strictResolve, withoutBaseScheme } from '../model/operations';
import { composeReference, printPath } from '../model/printing';
import { serializeURL } from '../whatwg/serializer';
import { parseReference } from '../strict/parse';
import type { AuthorityComponent, ReferenceRuleName, ReferenceTree, StrictGrammar } from '../strict/parse';
import type { SyntaxFailure, SyntaxFailureCode } from '../strict/syntax-failure';

/** 'whatwg': `new URL(reference, base)`; 'rfc3986': RFC 3986 5.2.2 strict; 'rfc3986-nonstrict': non-strict. */
export type ResolutionMode = 'whatwg' | 'rfc3986' | 'rfc3986-nonstrict';

const MODES: readonly ResolutionMode[] = ['whatwg', 'rfc3986', 'rfc3986-nonstrict'];

/** The strict grammars the RFC modes read with: RFC 3986 (URIs), RFC 3987 (IRIs). */
export const RFC_GRAMMARS: readonly StrictGrammar[] = ['rfc3986', 'rfc3987'];

/** Options of resolve. */
export interface ResolveOptions {
  /** Default 'whatwg'. */
  mode?: ResolutionMode;
  /** RFC modes only: the grammar reference and base must match. Default 'rfc3986'. */
  grammar?: StrictGrammar;
}

/** Which input a failure is about. */
export type FailedInput = 'reference' | 'base';

/**
 * A failure of the strict RFC 3986 / RFC 3987 grammar (src/strict/parse.ts `SyntaxFailure`: the same
 * code, offset, length, message, rule, expected and found as `validate` reports), as a value
 * with `toJSON` like ValidationError.
 */
export class RuleFailure implements SyntaxFailure, Diagnostic {
  readonly code: SyntaxFailureCode;
  readonly offset: number;
  readonly length: number;
  readonly rule: string;
  readonly expected: readonly string[];
  readonly found: string | null;
  readonly message: string;

  constructor(failure: SyntaxFailure) {
    this.code = failure.code;
    this.offset = failure.offset;
    this.length = failure.length;
    this.rule = failure.rule;
    this.expected = failure.expected;
    this.found = failure.found;
    this.message = failure.message;
  }

  toJSON(): SyntaxFailure {
    const { code, offset, length, rule, expected, found, message } = this;
    return { code, offset, length, rule, expected, found, message };
  }
}

/** What resolution fails with: a URL Standard validation error, or an RFC grammar failure. */
export type ResolveFailure = ValidationError | RuleFailure;

/**
 * What resolve returns, in the shape of parseURL's result: the resolved string or null; `errors`,
 * the URL Standard's validation errors of the reference ('whatwg' mode; [] otherwise); `failure`,
 * the error resolution fails with, its offset in the input named by `failed`.
 */
export type ResolveResult =
  | { readonly href: string; readonly errors: ValidationError[]; readonly failure: null; readonly failed: null }
  | { readonly href: null; readonly errors: ValidationError[]; readonly failure: ResolveFailure; readonly failed: FailedInput };

/**
 * Resolves `reference` against `base` (optional when the reference has a scheme). Arguments are
 * read by referenceArgument (a URL object gives its href); a wrong option is an OptionError (a
 * TypeError). Otherwise never throws: failures are values, as in parseURL.
 */
export function resolve(reference: URLLike, base?: URLLike | null, options?: ResolveOptions | null): ResolveResult {
  const text = referenceArgument('resolve', 1, reference);
  const baseText = base === undefined || base === null ? null : referenceArgument('resolve', 2, base);
  const bag = readOptions('resolve', options);
  const mode = enumOption('resolve', bag, 'mode', MODES, 'whatwg');
  const grammar = enumOption('resolve', bag, 'grammar', RFC_GRAMMARS, 'rfc3986');
  if (mode === 'whatwg') return resolveWHATWG(text, baseText);
  return resolveRFC3986(text, baseText, mode === 'rfc3986', grammar);
}

/**
 * A reference argument, read as the validators read theirs (src/validate/validate.ts): a string as given,
 * so a lone surrogate is the grammar's failure (the URL parser has its own rule for it); any other
 * value converted as a USVString (a URL object gives its href; a symbol is an OptionError).
 */
export function referenceArgument(fn: string, position: number, value: unknown): string {
  return typeof value === 'string' ? value : stringArgument(fn, position, value);
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
  const errors = (): ValidationError[] => result.errors;
  if (result.url === null) return withErrors({ href: null, failure: result.failure as ValidationError, failed: 'reference' as const }, result.errorCount, errors);
  return withErrors({ href: serializeURL(result.url), failure: null, failed: null }, result.errorCount, errors);
}

// RFC 3986 section 5.2.2 "Transform References", then section 5.3 "Component Recomposition".
function resolveRFC3986(reference: string, base: string | null, strict: boolean, grammar: StrictGrammar): ResolveResult {
  const ref = readRFCReference(reference, grammar);
  if (ref instanceof RuleFailure) return failed(ref, 'reference');
  let baseRef: ParsedReference | null = null;
  if (base !== null) {
    // Section 5.1: a base URI is absolute (section 4.3), whether or not the reference uses it.
    const parsed = readRFCReference(base, grammar, true);
    if (parsed instanceof RuleFailure) return failed(parsed, 'base');
    baseRef = parsed;
  }
  const result = rfc3986Transform(ref, baseRef, strict);
  return result.failure === null ? resolved(recompose(result.reference)) : failed(result.failure, 'reference');
}

/**
 * RFC 3986 sections 4.1 and 4.3 (RFC 3987 section 2.2): reads `input` with the strict grammar as
 * a URI-reference, or as an absolute-URI when `absolute` (IRI-reference / absolute-IRI), into the
 * component model; the grammar's failure otherwise (src/strict/parse.ts, as `validate` reports it).
 */
export function readRFCReference(input: string, grammar: StrictGrammar, absolute = false): ParsedReference | RuleFailure {
  const uri = grammar === 'rfc3986';
  const rule: ReferenceRuleName = absolute ? (uri ? 'absolute-URI' : 'absolute-IRI') : uri ? 'URI-reference' : 'IRI-reference';
  const parsed = parseReference(input, { grammar, rule });
  return parsed.failure === null ? modelOf(parsed.tree) : new RuleFailure(parsed.failure);
}

// RFC 3986 section 3: the five components of the tree as the model's (a generic reference: no drive).
function modelOf(tree: ReferenceTree): ParsedReference {
  return {
    scheme: tree.scheme === null ? null : tree.scheme.text,
    authority: tree.authority === null ? null : authorityOf(tree.authority),
    drive: null,
    driveOffset: -1,
    ...pathOf(tree.path.text),
    pathStart: tree.path.start,
    pathEnd: tree.path.end,
    query: tree.query === null ? null : tree.query.text,
    fragment: tree.fragment === null ? null : tree.fragment.text,
  };
}

// RFC 3986 section 3.2: userinfo (user ":" password at the first ":", section 3.2.1), host, port.
function authorityOf(authority: AuthorityComponent): ParsedAuthority {
  const userinfo = authority.userinfo;
  const colon = userinfo === null ? -1 : userinfo.text.indexOf(':');
  return {
    username: userinfo === null ? null : colon < 0 ? userinfo.text : userinfo.text.slice(0, colon),
    usernameOffset: userinfo === null ? authority.start : userinfo.start,
    password: userinfo === null || colon < 0 ? null : userinfo.text.slice(colon + 1),
    host: authority.host.text,
    hostOffset: authority.host.start,
    port: authority.port === null ? null : authority.port.text,
    portOffset: authority.port === null ? -1 : authority.port.start,
    serializedHost: null,
  };
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
  return { reference: withPath(result.reference, removeDots(printPath(result.reference))), failure: null };
}

/**
 * RFC 3986 section 5.2.4 "Remove Dot Segments", the two-buffer algorithm step by step. The output
 * buffer is kept as the list of moved segments (each "/x" or, first only, "x"), so step 2C's
 * "remove the last segment and its preceding /" is a pop. Linear in the length of the path.
 */
export function removeDotSegments(path: string): string {
  return removeDots(stringArgument('removeDotSegments', 1, path));
}

// RFC 3986 section 5.2.4, steps 2A to 2E, on a string. Every segment the output buffer receives
// is a piece of the path (the "/" of 2B and 2C is the one at i), so the buffer is a stack of
// [start, end) offsets in one typed array: no string or array slot per segment until the result.
function removeDots(path: string): string {
  const output = new SegmentStack(path);
  const length = path.length;
  let i = 0;
  while (i < length) {
    if (path.startsWith('../', i)) i += 3; // 2A
    else if (path.startsWith('./', i)) i += 2; // 2A
    else if (path.startsWith('/./', i)) i += 2; // 2B: "/./" -> "/"
    else if (i + 2 === length && path.startsWith('/.', i)) {
      output.push(i, i + 1); // 2B: "/." at the end -> "/", then 2E moves it
      break;
    } else if (path.startsWith('/../', i)) {
      i += 3; // 2C: "/../" -> "/"
      output.pop();
    } else if (i + 3 === length && path.startsWith('/..', i)) {
      output.pop(); // 2C: "/.." at the end -> "/", then 2E moves it
      output.push(i, i + 1);
      break;
    } else if (isOnlyDots(path, i)) break; // 2D
    else i = moveFirstSegment(path, i, output); // 2E
  }
  return output.join();
}

// 2D: the input buffer consists only of "." or "..".
function isOnlyDots(path: string, i: number): boolean {
  const rest = path.length - i;
  return (rest === 1 && path[i] === '.') || (rest === 2 && path.startsWith('..', i));
}

// 2E: move the first segment, with its initial "/" if any, up to the next "/" or the end.
function moveFirstSegment(path: string, i: number, output: SegmentStack): number {
  let end = path.indexOf('/', i + 1);
  if (end < 0) end = path.length;
  output.push(i, end);
  return end;
}

/** The output buffer of removeDots: segments as [start, end) offsets in the path. */
class SegmentStack {
  readonly #path: string;
  readonly #offsets: Int32Array;
  #size = 0;

  constructor(path: string) {
    this.#path = path;
    // Each segment but the first starts at a "/", and one more "/" can be pushed at the end.
    let slashes = 0;
    for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) slashes++;
    this.#offsets = new Int32Array(2 * (slashes + 2));
  }

  push(start: number, end: number): void {
    this.#offsets[this.#size++] = start;
    this.#offsets[this.#size++] = end;
  }

  pop(): void {
    if (this.#size > 0) this.#size -= 2;
  }

  /** The segments concatenated; adjacent ones as one slice of the path. */
  join(): string {
    const offsets = this.#offsets;
    const parts: string[] = [];
    for (let k = 0; k < this.#size; ) {
      const start = offsets[k];
      let end = offsets[k + 1];
      for (k += 2; k < this.#size && offsets[k] === end; k += 2) end = offsets[k + 1];
      parts.push(this.#path.slice(start, end));
    }
    return parts.join('');
  }
}

/** A copy of ref with its path replaced by the generic-mode reading of `path`. */
function withPath(ref: ParsedReference, path: string): ParsedReference {
  return { ...ref, drive: null, ...pathOf(path), pathStart: -1, pathEnd: -1 };
}

// URL Specification "URL Model": a generic path as path-root, dirs and file (the last segment, if not empty).
function pathOf(path: string): Pick<ParsedReference, 'root' | 'dirs' | 'file'> {
  const root = path.charCodeAt(0) === 0x2f;
  const dirs = (root ? path.slice(1) : path).split('/');
  const last = dirs.pop() as string;
  return { root, dirs, file: last === '' ? null : last };
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

/** Reads a reference with the URL grammar in generic mode, whatever its scheme (used by src/rfc/iri.ts). */
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

/** The failed result value, saying which input failed. */
function failed(failure: ResolveFailure, input: FailedInput, errors: ValidationError[] = []): ResolveResult {
  return { href: null, errors, failure, failed: input };
}
