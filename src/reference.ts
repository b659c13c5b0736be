// Relative references as values: URLReference (a reference read with the URL grammar, without a
// base) and classify (RFC 3986 section 4.2; draft-abarth-url section 4).
//
// A URLReference is always exactly what the grammar reads from its href: every change prints the
// components (printing.ts) and reads them back. A reference without a scheme is read in generic
// mode ("\" is data), until it is rebased: then it is read in the mode of its base, as the WHATWG
// parser reads a reference in the mode of its base.

import { toUSVString } from './arguments';
import { percentEncodeByte } from './characters';
import { ErrorLog, URLFailure, ValidationErrorCode } from './errors';
import { parseReferenceText } from './grammar';
import { Order, ParsedReference, order } from './model';
import { normalizeReference } from './normalize';
import { goto } from './operations';
import { originalOffset, preprocess } from './preprocess';
import { ReferenceParts, composeReference, printPath, printReference, referenceParts } from './printing';
import { ParserMode, modeOfScheme } from './schemes';
import { URL, URLTypeError, urlTypeError } from './url';

/** The kinds of reference (RFC 3986 section 4.2 names in brackets). */
export type ReferenceKind =
  | 'absolute' // has a scheme (URI)
  | 'scheme-relative' // "//" authority (network-path reference)
  | 'path-absolute' // "/" path (absolute-path reference)
  | 'path-relative' // path (relative-path reference)
  | 'query-only' // "?" query
  | 'fragment-only' // "#" fragment (same-document reference)
  | 'empty'; // "" (same-document reference)

/** Error codes of URLReference: the URL Standard's, and 'invalid-scheme' for the scheme setter. */
export type ReferenceErrorCode = ValidationErrorCode | 'invalid-scheme';

/** Characters that would end each component, percent-encoded by the setters. */
const DELIMITERS = { username: ':@/?#', password: '@/?#', host: '@/?#', path: '?#', query: '#' } as const;

/** A reference (URL or relative reference) read with the URL grammar; see docs/references.md. */
export class URLReference {
  /** The components: what the grammar reads from `href`. */
  #ref: ParsedReference;
  /** The mode a reference without a scheme is read in: generic, or its base's after rebase. */
  #mode: ParserMode = 'generic';

  /** Reads `input` (preprocessed as the URL Standard does); throws a URLTypeError on failure. */
  constructor(input: string) {
    const pre = preprocess(toUSVString(input));
    try {
      this.#ref = parseReferenceText(pre.text, 'generic');
    } catch (error) {
      if (error instanceof URLFailure) throw failureError(error, input, (offset) => originalOffset(pre, offset));
      throw error;
    }
  }

  /** Like the constructor, but null on failure. */
  static parse(input: string): URLReference | null {
    try {
      return new URLReference(input);
    } catch (error) {
      if (error instanceof TypeError) return null;
      throw error;
    }
  }

  // A reference holding exactly what the grammar reads from the printed `model`.
  static #fromModel(model: ParsedReference, mode: ParserMode): URLReference {
    const reference = new URLReference('');
    reference.#mode = mode;
    reference.#ref = read(printReference(model), mode);
    return reference;
  }

  get scheme(): string | null {
    return this.#ref.scheme;
  }

  set scheme(value: string | null) {
    if (value !== null && !isScheme(value)) throw referenceError('invalid-scheme', 0, value, `not a scheme: "${value}"`);
    this.#update((parts) => {
      parts.scheme = value;
    });
  }

  get username(): string | null {
    return this.#ref.authority?.username ?? null;
  }

  set username(value: string | null) {
    this.#update((parts) => {
      const auth = value === null ? parts.authority : this.#hostedAuthority(parts, value);
      if (auth === null) return;
      auth.username = value === null ? null : this.#encode(value, DELIMITERS.username);
      if (value === null) auth.password = null;
    });
  }

  get password(): string | null {
    return this.#ref.authority?.password ?? null;
  }

  set password(value: string | null) {
    this.#update((parts) => {
      const auth = value === null ? parts.authority : this.#hostedAuthority(parts, value);
      if (auth === null) return;
      auth.password = value === null ? null : this.#encode(value, DELIMITERS.password);
      if (value !== null && auth.username === null) auth.username = '';
    });
  }

  get hostname(): string | null {
    return this.#ref.authority?.host ?? null;
  }

  set hostname(value: string | null) {
    this.#update((parts) => {
      if (value === null) {
        parts.authority = null;
        return;
      }
      const auth = parts.authority ?? { username: null, password: null, host: '', port: null };
      if (value === '' && (auth.username !== null || auth.port !== null)) throw referenceError('host-missing', 0, value);
      auth.host = this.#encode(value, value.startsWith('[') ? DELIMITERS.host : DELIMITERS.host + ':');
      parts.authority = auth;
    });
  }

  get port(): string | null {
    return this.#ref.authority?.port ?? null;
  }

  set port(value: string | null) {
    if (value !== null && !/^[0-9]*$/.test(value)) throw referenceError('port-invalid', 0, value, `not a port: "${value}"`);
    this.#update((parts) => {
      const auth = value === null ? parts.authority : this.#hostedAuthority(parts, value);
      if (auth !== null) auth.port = value;
    });
  }

  /** The path (drive, root, dirs and file) as written; '' when empty. A path is never absent. */
  get pathname(): string {
    return printPath(this.#ref);
  }

  set pathname(value: string) {
    this.#update((parts) => {
      parts.path = this.#encode(value, DELIMITERS.path, true);
    });
  }

  get query(): string | null {
    return this.#ref.query;
  }

  set query(value: string | null) {
    this.#update((parts) => {
      parts.query = value === null ? null : this.#encode(value, DELIMITERS.query, true);
    });
  }

  get fragment(): string | null {
    return this.#ref.fragment;
  }

  set fragment(value: string | null) {
    this.#update((parts) => {
      parts.fragment = value;
    });
  }

  /** classify: what kind of reference this is. */
  get kind(): ReferenceKind {
    return kindOf(this.#ref);
  }

  /** The printed reference (URL Specification "Printing"); reads back as the same reference. */
  get href(): string {
    return printReference(this.#ref);
  }

  /** URL Specification "Rebase" (goto without force): this reference onto `base`; may stay relative. */
  rebase(base: URLReference | string): URLReference {
    const baseRef = typeof base === 'string' ? new URLReference(base) : base;
    const mode = baseRef.#readingMode();
    return URLReference.#fromModel(goto(baseRef.#ref, read(this.href, mode)), mode);
  }

  /** URL Specification "Equivalences and Normalisation" (normalize.ts normalizeReference). */
  normalize(): URLReference {
    return URLReference.#fromModel(normalizeReference(this.#ref), this.#mode);
  }

  /** WHATWG resolution: `new URL(this.href, base)`; throws the URL class's URLTypeError. */
  resolve(base?: string | URL | URLReference): URL {
    return new URL(this.href, base instanceof URLReference ? base.href : base);
  }

  toString(): string {
    return this.href;
  }

  toJSON(): string {
    return this.href;
  }

  /** URL Specification "Selecting a parser mode": by the scheme, else the fallback mode. */
  #readingMode(): ParserMode {
    const scheme = this.#ref.scheme;
    return scheme === null ? this.#mode : modeOfScheme(scheme.toLowerCase());
  }

  // "\" also ends the authority's components in web and file modes (in a path it is a "/").
  #encode(value: string, delimiters: string, inPath = false): string {
    const set = inPath || this.#readingMode() === 'generic' ? delimiters : delimiters + '\\';
    let output = '';
    for (const c of value) output += set.includes(c) ? percentEncodeByte(c.charCodeAt(0)) : c;
    return output;
  }

  // The authority a userinfo or port goes into: it must have a host (URL Specification "Authority").
  #hostedAuthority(parts: ReferenceParts, value: string): NonNullable<ReferenceParts['authority']> {
    if (parts.authority === null || parts.authority.host === '') throw referenceError('host-missing', 0, value);
    return parts.authority;
  }

  // Prints the changed components and reads them back (the path-root constraint is kept).
  #update(change: (parts: ReferenceParts) => void): void {
    const parts = referenceParts(this.#ref);
    if (parts.authority !== null) parts.authority = { ...parts.authority };
    change(parts);
    if (parts.authority !== null && parts.path !== '' && !startsWithRoot(parts.path, this.#readingMode())) parts.path = '/' + parts.path;
    const text = composeReference(parts);
    try {
      this.#ref = parseReferenceText(text, this.#mode);
    } catch (error) {
      if (error instanceof URLFailure) throw failureError(error, text);
      throw error;
    }
  }
}

/** Whether a path starts with a path-root ("\" is one in web and file modes). */
function startsWithRoot(path: string, mode: ParserMode): boolean {
  return path[0] === '/' || (mode !== 'generic' && path[0] === '\\');
}

/** Reads printed text; it always parses (it was printed from a parse), so failure is a bug. */
function read(text: string, mode: ParserMode): ParsedReference {
  try {
    return parseReferenceText(text, mode);
  } catch (error) {
    if (error instanceof URLFailure) throw failureError(error, text);
    throw error;
  }
}

// The grammar's scheme rule is the judge: `value:` must read as that scheme and nothing else.
function isScheme(value: string): boolean {
  try {
    const ref = parseReferenceText(value + ':', 'generic', true);
    return ref.scheme === value && printReference(ref) === value + ':';
  } catch (error) {
    if (error instanceof URLFailure) return false;
    throw error;
  }
}

/** RFC 3986 section 4.2 and draft-abarth-url section 4: the kind is the order of the first component. */
function kindOf(ref: ParsedReference): ReferenceKind {
  switch (order(ref)) {
    case Order.Scheme:
      return 'absolute';
    case Order.Authority:
      return 'scheme-relative';
    case Order.Drive:
    case Order.PathRoot:
      return 'path-absolute';
    case Order.Dir:
    case Order.File:
      return 'path-relative';
    case Order.Query:
      return 'query-only';
    default:
      return ref.fragment !== null ? 'fragment-only' : 'empty';
  }
}

/**
 * RFC 3986 section 4.2: the kind of a reference, read as URLReference reads it. Never throws: a
 * reference whose authority the grammar rejects is still classified (by its leading "//").
 */
export function classify(reference: string | URLReference): ReferenceKind {
  if (reference instanceof URLReference) return reference.kind;
  const text = preprocess(toUSVString(reference)).text;
  try {
    return kindOf(parseReferenceText(text, 'generic'));
  } catch (error) {
    if (!(error instanceof URLFailure)) throw error;
    // Only an authority can fail, and it follows either a scheme or a leading "//".
    return text.startsWith('//') ? 'scheme-relative' : 'absolute';
  }
}

/** A TypeError with a code, an offset and the input, as the URL class throws. */
/** The TypeError of a grammar failure on `source` (offsets mapped by `toInput` when preprocessed). */
function failureError(failure: URLFailure, source: string, toInput?: (offset: number) => number): URLTypeError {
  const error = new ErrorLog(source, toInput).failure(failure);
  return urlTypeError('Invalid URL reference', source, error.code, error.offset, error.message);
}

function referenceError(code: ReferenceErrorCode, offset: number, input: string, message?: string): URLTypeError {
  return urlTypeError('Invalid URL reference', input, code, offset, message ?? `${code} at offset ${offset}`);
}
