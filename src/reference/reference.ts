// Relative references as values: URLReference (a reference read with the URL grammar, without a
// base) and classify (RFC 3986 section 4.2; draft-abarth-url section 4).
//
// A URLReference is always exactly what the grammar reads from its href: every change prints the
// components (printing.ts) and reads them back. A reference without a scheme is read in generic
// mode ("\" is data), until it is rebased: then it is read in the mode of its base, as the WHATWG
// parser reads a reference in the mode of its base.
//
// Setters are safe by default (reference-setters.ts): a value is read as a USVString, then
// percent-encoded for its component or rejected with a typed error, so what a setter stores is
// ASCII without controls or spaces, and the href reads back as the same components.

import { OptionError, stringArgument, toUSVString } from '../core/arguments';
import type { URLObject } from '../core/arguments';
import { ErrorLog, URLFailure } from '../core/errors';
import { readModel } from '../model/read';
import { quote } from '../core/messages';
import { Order, ParsedReference, order } from '../model/model';
import { normalizeReference } from '../rfc/normalize';
import { goto } from '../model/operations';
import { originalOffset, preprocess } from '../whatwg/preprocess';
import { ReferenceParts, composeReference, printPath, printReference, referenceParts } from '../model/printing';
import { encodeFragment, encodePath, encodeQuery, encodeUserinfo, hostValue, portValue, referenceError } from './setters';
import { ParserMode, modeOfScheme } from '../core/schemes';
import { URL, URLTypeError, urlTypeError } from '../whatwg/url';
import { INSPECT, inspectFields } from '../core/inspect';

export type { ReferenceErrorCode } from './setters';

/** The kinds of reference (RFC 3986 section 4.2 names in brackets). */
export type ReferenceKind =
  | 'absolute' // has a scheme (URI)
  | 'scheme-relative' // "//" authority (network-path reference)
  | 'path-absolute' // "/" path (absolute-path reference)
  | 'path-relative' // path (relative-path reference)
  | 'query-only' // "?" query
  | 'fragment-only' // "#" fragment (same-document reference)
  | 'empty'; // "" (same-document reference)

/**
 * What the constructor and the setters accept: any of these is read as Web IDL reads a USVString
 * (src/core/arguments.ts stringArgument: a number as String() prints it, a URL object as its href).
 */
export type ReferenceInput = string | number | URLObject | URLReference;

/** A reference (URL or relative reference) read with the URL grammar; see docs/references.md. */
export class URLReference {
  /** The components: what the grammar reads from `href`. */
  #ref: ParsedReference;
  /** The mode a reference without a scheme is read in: generic, or its base's after rebase. */
  #mode: ParserMode = 'generic';

  /** Reads `input` (preprocessed as the URL Standard does); throws a URLTypeError on failure. */
  constructor(input: ReferenceInput) {
    const text = stringArgument('URLReference', 1, input);
    const pre = preprocess(text);
    const read = readModel(pre.text);
    if (read instanceof URLFailure) throw failureError(read, text, (offset) => originalOffset(pre, offset));
    this.#ref = read;
  }

  /** Like the constructor, but null on failure. */
  static parse(input: ReferenceInput): URLReference | null {
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

  /** RFC 3986 section 3.1: a scheme or invalid-scheme; also invalid-scheme when its mode would re-read the rest. */
  set scheme(value: ReferenceInput | null | undefined) {
    const scheme = optionalArgument('scheme', value);
    if (scheme !== null && !isScheme(scheme)) throw referenceError('invalid-scheme', 0, scheme, `${quote(scheme)} is not a scheme`);
    const text = this.#compose((parts) => {
      parts.scheme = scheme;
    });
    const mode = scheme === null ? this.#mode : modeOfScheme(scheme.toLowerCase());
    const ref = readsAlike(text, this.#readingMode(), mode);
    if (ref === null) {
      const why = `the rest of ${quote(this.href)} would read differently in ${mode} mode`;
      throw referenceError('invalid-scheme', 0, scheme ?? '', why);
    }
    this.#ref = ref;
  }

  get username(): string | null {
    return this.#ref.authority?.username ?? null;
  }

  /** URL Standard userinfo percent-encode set; null removes the userinfo. */
  set username(value: ReferenceInput | null | undefined) {
    const username = optionalArgument('username', value);
    this.#update((parts) => {
      const auth = username === null ? parts.authority : this.#credentialsAuthority(parts, username);
      if (auth === null) return;
      auth.username = username === null ? null : encodeUserinfo(username);
      if (username === null) auth.password = null;
    });
  }

  get password(): string | null {
    return this.#ref.authority?.password ?? null;
  }

  /** URL Standard userinfo percent-encode set; null removes the password. */
  set password(value: ReferenceInput | null | undefined) {
    const password = optionalArgument('password', value);
    this.#update((parts) => {
      const auth = password === null ? parts.authority : this.#credentialsAuthority(parts, password);
      if (auth === null) return;
      auth.password = password === null ? null : encodeUserinfo(password);
      if (password !== null && auth.username === null) auth.username = '';
    });
  }

  get hostname(): string | null {
    return this.#ref.authority?.host ?? null;
  }

  /** RFC 3986 section 3.2.2 (reference-setters.ts hostValue); null removes the authority. */
  set hostname(value: ReferenceInput | null | undefined) {
    const given = optionalArgument('hostname', value);
    const host = given === null ? null : hostValue(given);
    this.#update((parts) => {
      if (host === null) {
        parts.authority = null;
        return;
      }
      const auth = parts.authority ?? { username: null, password: null, host: '', port: null };
      if (host === '' && (auth.username !== null || auth.port !== null)) throw hostMissing(host);
      auth.host = host;
      parts.authority = auth;
    });
  }

  get port(): string | null {
    return this.#ref.authority?.port ?? null;
  }

  /** RFC 3986 section 3.2.3: digits as written, or port-invalid; null removes the port. */
  set port(value: ReferenceInput | null | undefined) {
    const given = optionalArgument('port', value);
    const port = given === null ? null : portValue(given);
    this.#update((parts) => {
      if (port === null) {
        if (parts.authority !== null) parts.authority.port = null;
        return;
      }
      if (this.#readingMode() === 'file') throw referenceError('port-invalid', 0, port, 'a file URL cannot have a port');
      this.#hostedAuthority(parts, port).port = port;
    });
  }

  /** The path (drive, root, dirs and file) as written; '' when empty. A path is never absent. */
  get pathname(): string {
    return printPath(this.#ref);
  }

  /** URL Standard path percent-encode set (reference-setters.ts encodePath). */
  set pathname(value: ReferenceInput) {
    const path = stringArgument('URLReference pathname setter', 1, value);
    this.#update((parts) => {
      parts.path = encodePath(path, this.#readingMode());
    });
  }

  get query(): string | null {
    return this.#ref.query;
  }

  /** URL Standard query (or special-query) percent-encode set; null removes the query. */
  set query(value: ReferenceInput | null | undefined) {
    const query = optionalArgument('query', value);
    this.#update((parts) => {
      parts.query = query === null ? null : encodeQuery(query, this.#readingMode());
    });
  }

  get fragment(): string | null {
    return this.#ref.fragment;
  }

  /** URL Standard fragment percent-encode set; null removes the fragment. */
  set fragment(value: ReferenceInput | null | undefined) {
    const fragment = optionalArgument('fragment', value);
    this.#update((parts) => {
      parts.fragment = fragment === null ? null : encodeFragment(fragment);
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

  /**
   * URL Specification "Rebase" (goto without force): this reference onto `base`; may stay relative.
   * A base that is not a URLReference is read as the constructor reads it; a missing one (undefined)
   * is an OptionError.
   */
  rebase(base: URLReference | ReferenceInput): URLReference {
    if (base === undefined) throw new OptionError('URLReference.rebase', 'argument 1', 'a URLReference or a string', base);
    const baseRef = base instanceof URLReference ? base : new URLReference(base);
    const mode = baseRef.#readingMode();
    return URLReference.#fromModel(goto(baseRef.#ref, read(this.href, mode)), mode);
  }

  /** URL Specification "Equivalences and Normalisation" (normalize.ts normalizeReference). */
  normalize(): URLReference {
    return URLReference.#fromModel(normalizeReference(this.#ref), this.#mode);
  }

  /** WHATWG resolution: `new URL(this.href, base)`; throws the URL class's URLTypeError. */
  resolve(base?: string | URLObject | URLReference): URL {
    return new URL(this.href, base instanceof URLReference ? base.href : base);
  }

  toString(): string {
    return this.href;
  }

  toJSON(): string {
    return this.href;
  }

  /** What console.log and util.inspect show in Node: the href, the kind and the components (as for URL). */
  [INSPECT](depth: number, options: object, inspect: unknown): unknown {
    if (typeof depth === 'number' && depth < 0) return this;
    const fields = {
      href: this.href, kind: this.kind, scheme: this.scheme, username: this.username, password: this.password,
      hostname: this.hostname, port: this.port, pathname: this.pathname, query: this.query, fragment: this.fragment,
    };
    return inspectFields(URLReference, fields, options, inspect);
  }

  /** URL Specification "Selecting a parser mode": by the scheme, else the fallback mode. */
  #readingMode(): ParserMode {
    const scheme = this.#ref.scheme;
    return scheme === null ? this.#mode : modeOfScheme(scheme.toLowerCase());
  }

  // URL Standard "cannot have a username/password/port": a file URL has no credentials.
  #credentialsAuthority(parts: ReferenceParts, value: string): NonNullable<ReferenceParts['authority']> {
    if (this.#readingMode() === 'file') {
      throw referenceError('invalid-credentials', 0, value, 'a file URL cannot have credentials (a user name or a password)');
    }
    return this.#hostedAuthority(parts, value);
  }

  // The authority a userinfo or port goes into: it must have a host (URL Specification "Authority").
  #hostedAuthority(parts: ReferenceParts, value: string): NonNullable<ReferenceParts['authority']> {
    if (parts.authority === null || parts.authority.host === '') throw hostMissing(value);
    return parts.authority;
  }

  // Prints the changed components and reads them back; a failure leaves the reference unchanged.
  #update(change: (parts: ReferenceParts) => void): void {
    this.#ref = read(this.#compose(change), this.#mode);
  }

  // RFC 3986 section 5.3 recomposition of the changed components, keeping the path-root constraint
  // (a path after an authority starts with "/"; a setter's path in web and file modes has no "\").
  #compose(change: (parts: ReferenceParts) => void): string {
    const parts = referenceParts(this.#ref);
    if (parts.authority !== null) parts.authority = { ...parts.authority };
    change(parts);
    if (parts.authority !== null && parts.path !== '' && parts.path[0] !== '/') parts.path = '/' + parts.path;
    return composeReference(parts);
  }
}

/** Web IDL nullable USVString: null and undefined are absent, anything else goes through stringArgument. */
function optionalArgument(setter: string, value: ReferenceInput | null | undefined): string | null {
  return value === null || value === undefined ? null : stringArgument(`URLReference ${setter} setter`, 1, value);
}

/** URL Specification "Authority": credentials or a port need a host. */
function hostMissing(input: string): URLTypeError {
  return referenceError('host-missing', 0, input, 'credentials or a port need a non-empty host');
}

/**
 * URL Specification "Selecting a parser mode": `text` read in `mode` (its new scheme's), or null
 * when that fails or reads other components than `previous` mode (the one it was printed in) does.
 */
function readsAlike(text: string, previous: ParserMode, mode: ParserMode): ParsedReference | null {
  const ref = readModel(text, { mode, fixedMode: true });
  if (ref instanceof URLFailure || mode === previous) return ref instanceof URLFailure ? null : ref;
  const before = readModel(text, { mode: previous, fixedMode: true });
  if (before instanceof URLFailure) return null;
  const shown = visibleComponents(before);
  return visibleComponents(ref).every((component, i) => component === shown[i]) ? ref : null;
}

/** What the getters show but the scheme: userinfo, host, port, path, query and fragment. */
function visibleComponents(ref: ParsedReference): (string | null)[] {
  const auth = ref.authority;
  return [auth?.username ?? null, auth?.password ?? null, auth?.host ?? null, auth?.port ?? null, printPath(ref), ref.query, ref.fragment];
}

/** Reads printed text; it always parses (it was printed from a parse), so failure is a bug. */
function read(text: string, mode: ParserMode): ParsedReference {
  const ref = readModel(text, { mode });
  if (ref instanceof URLFailure) throw failureError(ref, text);
  return ref;
}

// The grammar's scheme rule is the judge: `value:` must read as that scheme and nothing else.
function isScheme(value: string): boolean {
  const ref = readModel(value + ':', { mode: 'generic', fixedMode: true });
  return !(ref instanceof URLFailure) && ref.scheme === value && printReference(ref) === value + ':';
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
  const ref = readModel(text);
  if (!(ref instanceof URLFailure)) return kindOf(ref);
  // Only an authority can fail, and it follows either a scheme or a leading "//".
  return text.startsWith('//') ? 'scheme-relative' : 'absolute';
}

/** The TypeError of a grammar failure on `source` (offsets mapped by `toInput` when preprocessed). */
function failureError(failure: URLFailure, source: string, toInput?: (offset: number) => number): URLTypeError {
  const error = new ErrorLog(source, toInput).failure(failure);
  return urlTypeError('Invalid URL reference', source, error.code, error.offset, error.message);
}
