// The URL class (URL Standard section 6.1 "URL class"): getters here, setter steps in
// src/whatwg/setters.ts, the query object in src/whatwg/search-params.ts (created on first use).

import { toDOMString, toUSVString } from '../core/arguments';
import type { URLObject } from '../core/arguments';
import { bindInterface, illegalInvocation, requireArguments } from '../core/webidl';
import { parseBase, parseOrFailure } from './api';
import { checkedRecord, copyRecord } from './record-check';
import { ValidationError, urlTypeError, type URLTypeError } from '../core/errors';
import { parseFastURL, parseTypedURL, resolveNormalized, resolveTyped } from './fast-path';
import { type TypedURL, typedRecord } from './as-typed';
import type { URLRecord } from './record';
import { URLSearchParams, newQueryObject, resetQueryObject } from './search-params';
import {
  setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setSearch, setUsername,
} from './setters';
import { serializeOrigin, serializePath, serializeSpecialOrigin, serializeURL } from './serializer';
import { INSPECT, inspectFields } from '../core/inspect';

// The TypeError that says why and where (core/errors.ts), as this module's callers import it.
export { urlTypeError, type URLTypeError } from '../core/errors';

function typeError(prefix: string, input: string, failure: ValidationError): URLTypeError {
  return urlTypeError(prefix, input, failure.code, failure.offset, failure.message);
}

/** The base argument converted (Web IDL: optional USVString; a URL object is taken as its record, which its href would give). */
function convertBase(base: unknown, where: string): URL | string | undefined {
  return base === undefined || isURL(base) ? (base as URL | undefined) : toDOMString(base, where);
}

/** What the URL parser gives for the converted arguments: the typed fast path's parts, or the record. */
type Parsed = TypedURL | URLRecord;

/** A failure of the URL parser: the input's, or the base's (the TypeError then says "Invalid base URL"). */
class Failure {
  constructor(readonly prefix: string, readonly input: string, readonly error: ValidationError) {}

  toTypeError(): URLTypeError {
    return typeError(this.prefix, this.input, this.error);
  }
}

/** Whether the parser's result is the typed fast path's parts (a record has a path, never an href). */
function isTyped(parsed: Parsed): parsed is TypedURL {
  return (parsed as TypedURL).href !== undefined;
}

/**
 * A base string's parts when the typed fast path reads it (a crawler resolves the references of
 * one page one after another: the last one is kept). Only read: resolveTyped and typedRecord copy.
 */
function typedBase(text: string): TypedURL | null {
  if (text !== lastTypedBase.text) {
    lastTypedBase.typed = parseTypedURL(text);
    lastTypedBase.text = text;
  }
  return lastTypedBase.typed;
}

const lastTypedBase: { text: string; typed: TypedURL | null } = { text: '', typed: null };

/** A base string parsed (https://url.spec.whatwg.org/#api-url-parser step 1): typed parts, a record, or its failure. */
function parseBaseText(text: string): Parsed | Failure {
  const typed = typedBase(text);
  if (typed !== null) return typed;
  const parsed = parseBase(text);
  return parsed instanceof ValidationError ? new Failure('Invalid base URL', toUSVString(text), parsed) : parsed;
}

/**
 * https://url.spec.whatwg.org/#api-url-parser on converted arguments, for the constructor,
 * URL.parse and URL.canParse alike. A failure is a value (no exception made for URL.canParse).
 */
function parseArguments(text: string, base: URL | string | undefined): Parsed | Failure {
  const baseParsed = base === undefined ? null : typeof base === 'string' ? parseBaseText(base) : recordOf(base);
  return baseParsed instanceof Failure ? baseParsed : parseAgainst(text, baseParsed);
}

/**
 * https://url.spec.whatwg.org/#api-url-parser step 2 against a parsed base: the typed fast path
 * first (a special URL as typed, whatever the base; a simple reference against a typed base),
 * then a simple reference against a base record, then the general pipeline.
 */
function parseAgainst(text: string, base: Parsed | null): Parsed | Failure {
  const baseTyped = base !== null && isTyped(base) ? base : null;
  const typed = parseTypedURL(text) ?? (baseTyped === null ? null : resolveTyped(text, baseTyped));
  if (typed !== null) return typed;
  const baseRecord = baseTyped !== null ? typedRecord(baseTyped) : base as URLRecord | null;
  return (baseRecord === null ? null : resolveNormalized(text, baseRecord)) ?? parseGeneral(text, baseRecord);
}

// The general pipeline, for input the fast paths did not take.
function parseGeneral(input: string, base: URLRecord | null): URLRecord | Failure {
  const text = toUSVString(input);
  const result = parseOrFailure(text, base);
  return result instanceof ValidationError ? new Failure('Invalid URL', text, result) : result;
}

// The fast path, then the general pipeline (the href setter: no base).
function parseRecord(input: string): URLRecord {
  const parsed = parseFastURL(input) ?? parseGeneral(input, null);
  if (parsed instanceof Failure) throw parsed.toTypeError();
  return parsed;
}

/** https://url.spec.whatwg.org/#api-url-parser for the library's own callers (URLPattern, origins): the record, or null when the input or base fails. */
export function parseOrNull(text: string, base: URLRecord | string | null): URLRecord | null {
  const baseParsed = typeof base === 'string' ? parseBaseText(base) : base;
  if (baseParsed instanceof Failure) return null;
  const parsed = parseAgainst(text, baseParsed);
  return parsed instanceof Failure ? null : isTyped(parsed) ? typedRecord(parsed) : parsed;
}

function parseForOrigin(input: string): URLRecord | null {
  return parseOrNull(input, null);
}

/** What adopt hands to the constructor (private fields need the constructor). */
let adopted: Parsed | null = null;

/** A URL object holding `parsed` as its own (parts or a record the library made: not checked). */
function adopt(parsed: Parsed): URL {
  adopted = parsed;
  return new URL('');
}

/** Whether a value is a URL object, one with the class's private fields (set in its static block). */
let isURL: (value: unknown) => boolean;

/** A URL object's record (its private field: a subclass's `record` getter is not asked; set in the static block). */
let recordOf: (url: URL) => URLRecord;

/** https://webidl.spec.whatwg.org/#dfn-create-operation-function step 2 (and attributes'): `this` must be a URL object. */
function checkURL(self: unknown, member: string): void {
  if (!isURL(self)) throw illegalInvocation(member, 'URL', self);
}

/** https://url.spec.whatwg.org/#url-class */
export class URL {
  /** The URL record; null while only the typed fast path's parts are known (see #record). */
  #url: URLRecord | null;
  /** The typed fast path's parts, until a getter or setter needs the record (new URL(s).href never does). */
  #typed: TypedURL | null = null;
  /** The serialization, once known (a normalised input is its own href); null after a change. */
  #href: string | null;
  /**
   * https://url.spec.whatwg.org/#concept-url-query-object, created on first use (no cost per
   * construction). Until then: undefined (parse the record's query) or the search setter's input.
   */
  #query: URLSearchParams | string | undefined;

  static {
    isURL = (value): boolean => typeof value === 'object' && value !== null && #url in value;
    recordOf = (url): URLRecord => url.#record();
  }

  /** https://url.spec.whatwg.org/#dom-url-url: the arguments converted in Web IDL order (url, then base). */
  constructor(url: string | URLObject, base: string | URLObject | undefined = undefined) {
    let parsed = adopted;
    adopted = null;
    if (parsed === null) {
      requireArguments(arguments.length, 1, 'new URL');
      const text = toDOMString(url, 'new URL argument 1');
      const result = parseArguments(text, convertBase(base, 'new URL argument 2'));
      if (result instanceof Failure) throw result.toTypeError();
      parsed = result;
    }
    if (isTyped(parsed)) {
      this.#url = null;
      this.#typed = parsed;
      this.#href = parsed.href;
    } else {
      this.#url = parsed;
      this.#href = null;
    }
  }

  /** The URL record, made from the typed fast path's parts on first use. */
  #record(): URLRecord {
    if (this.#url !== null) return this.#url;
    const record = typedRecord(this.#typed as TypedURL);
    this.#url = record;
    this.#typed = null;
    return record;
  }

  /**
   * The scheme, host, port, query and fragment, read without making the record: the typed fast
   * path's parts while they are all there is (its getters need no path segments split).
   */
  #parts(): Pick<URLRecord, 'scheme' | 'host' | 'port' | 'query' | 'fragment'> {
    return this.#typed ?? this.#record();
  }

  /** https://url.spec.whatwg.org/#dom-url-parse */
  static parse(url: string | URLObject, base: string | URLObject | undefined = undefined): URL | null {
    requireArguments(arguments.length, 1, 'URL.parse');
    const text = toDOMString(url, 'URL.parse argument 1');
    const parsed = parseArguments(text, convertBase(base, 'URL.parse argument 2'));
    return parsed instanceof Failure ? null : adopt(parsed);
  }

  /** https://url.spec.whatwg.org/#dom-url-canparse (a Symbol or a missing argument throws: Web IDL converts first) */
  static canParse(url: string | URLObject, base: string | URLObject | undefined = undefined): boolean {
    requireArguments(arguments.length, 1, 'URL.canParse');
    const text = toDOMString(url, 'URL.canParse argument 1');
    return !(parseArguments(text, convertBase(base, 'URL.canParse argument 2')) instanceof Failure);
  }

  /**
   * A URL object for a URL record: a copy of it, once checked (src/whatwg/record-check.ts: what
   * the URL parser could have produced, else an OptionError naming the field).
   */
  static fromRecord(record: URLRecord): URL {
    return adopt(copyRecord(checkedRecord('URL.fromRecord', 'argument 1', record)));
  }

  /** The underlying URL record (not a copy: treat it as read-only). */
  get record(): URLRecord {
    checkURL(this, 'URL.record getter');
    return this.#record();
  }

  /** https://url.spec.whatwg.org/#dom-url-href (getter; also toString, the stringifier) */
  get href(): string {
    checkURL(this, 'URL.href getter');
    return this.#serialize();
  }

  /** The href, serialized on first read after a change. */
  #serialize(): string {
    return (this.#href ??= serializeURL(this.#record()));
  }

  /** https://url.spec.whatwg.org/#dom-url-href (setter): throws a TypeError on failure. */
  set href(value: string) {
    checkURL(this, 'URL.href setter');
    const url = parseRecord(toDOMString(value, 'URL.href setter'));
    this.#url = url;
    this.#typed = null;
    this.#href = null;
    if (this.#query instanceof URLSearchParams) resetQueryObject(this.#query, url.query);
    else this.#query = undefined;
  }

  /**
   * https://webidl.spec.whatwg.org/#dfn-attribute-setter: checks `self`, converts the value to a
   * USVString, runs a setter of src/whatwg/setters.ts on the record and drops the cached href.
   */
  static #apply(self: URL, setter: (url: URLRecord, value: string) => void, value: unknown, member: string): void {
    checkURL(self, member);
    setter(self.#record(), toUSVString(value, member));
    self.#href = null;
  }

  get origin(): string {
    checkURL(this, 'URL.origin getter');
    return this.#typed !== null ? serializeSpecialOrigin(this.#typed) : serializeOrigin(this.#record(), parseForOrigin);
  }

  get protocol(): string {
    checkURL(this, 'URL.protocol getter');
    return this.#parts().scheme + ':';
  }

  /** https://url.spec.whatwg.org/#dom-url-protocol (setter: src/whatwg/setters.ts) */
  set protocol(value: string) {
    URL.#apply(this, setProtocol, value, 'URL.protocol setter');
  }

  get username(): string {
    checkURL(this, 'URL.username getter');
    return this.#typed !== null ? '' : this.#record().username;
  }

  /** https://url.spec.whatwg.org/#dom-url-username (setter: src/whatwg/setters.ts) */
  set username(value: string) {
    URL.#apply(this, setUsername, value, 'URL.username setter');
  }

  get password(): string {
    checkURL(this, 'URL.password getter');
    return this.#typed !== null ? '' : this.#record().password;
  }

  /** https://url.spec.whatwg.org/#dom-url-password (setter: src/whatwg/setters.ts) */
  set password(value: string) {
    URL.#apply(this, setPassword, value, 'URL.password setter');
  }

  get host(): string {
    checkURL(this, 'URL.host getter');
    const url = this.#parts();
    if (url.host === null) return '';
    return url.port === null ? url.host : url.host + ':' + url.port;
  }

  /** https://url.spec.whatwg.org/#dom-url-host (setter: src/whatwg/setters.ts) */
  set host(value: string) {
    URL.#apply(this, setHost, value, 'URL.host setter');
  }

  get hostname(): string {
    checkURL(this, 'URL.hostname getter');
    return this.#parts().host ?? '';
  }

  /** https://url.spec.whatwg.org/#dom-url-hostname (setter: src/whatwg/setters.ts) */
  set hostname(value: string) {
    URL.#apply(this, setHostname, value, 'URL.hostname setter');
  }

  get port(): string {
    checkURL(this, 'URL.port getter');
    const port = this.#parts().port;
    return port === null ? '' : String(port);
  }

  /** https://url.spec.whatwg.org/#dom-url-port (setter: src/whatwg/setters.ts) */
  set port(value: string) {
    URL.#apply(this, setPort, value, 'URL.port setter');
  }

  get pathname(): string {
    checkURL(this, 'URL.pathname getter');
    return this.#typed !== null ? this.#typed.pathname : serializePath(this.#record());
  }

  /** https://url.spec.whatwg.org/#dom-url-pathname (setter: src/whatwg/setters.ts) */
  set pathname(value: string) {
    URL.#apply(this, setPathname, value, 'URL.pathname setter');
  }

  get search(): string {
    checkURL(this, 'URL.search getter');
    const query = this.#parts().query;
    return query === null || query === '' ? '' : '?' + query;
  }

  /** https://url.spec.whatwg.org/#dom-url-search (setter): the query object is parsed from the raw input. */
  set search(value: string) {
    checkURL(this, 'URL.search setter');
    const input = setSearch(this.#record(), toUSVString(value, 'URL.search setter'));
    this.#href = null;
    if (this.#query instanceof URLSearchParams) resetQueryObject(this.#query, input);
    else this.#query = input ?? undefined;
  }

  /** https://url.spec.whatwg.org/#dom-url-searchparams ([SameObject]) */
  get searchParams(): URLSearchParams {
    checkURL(this, 'URL.searchParams getter');
    if (this.#query instanceof URLSearchParams) return this.#query;
    const update = (query: string | null): void => {
      this.#record().query = query;
      this.#href = null;
    };
    return (this.#query = newQueryObject(this.#query ?? this.#record().query, update));
  }

  get hash(): string {
    checkURL(this, 'URL.hash getter');
    const fragment = this.#parts().fragment;
    return fragment === null || fragment === '' ? '' : '#' + fragment;
  }

  /** https://url.spec.whatwg.org/#dom-url-hash (setter: src/whatwg/setters.ts) */
  set hash(value: string) {
    URL.#apply(this, setHash, value, 'URL.hash setter');
  }

  /** https://url.spec.whatwg.org/#dom-url-tojson */
  toJSON(): string {
    checkURL(this, 'URL.toJSON');
    return this.#serialize();
  }

  /** https://url.spec.whatwg.org/#URL-stringification-behavior (the href getter's steps) */
  toString(): string {
    checkURL(this, 'URL.toString');
    return this.#serialize();
  }

  /** What console.log and util.inspect show in Node: the getters, as for Node's own URL. */
  [INSPECT](depth: number, options: object, inspect: unknown): unknown {
    if (typeof depth === 'number' && depth < 0) return this;
    const fields = {
      href: this.href, origin: this.origin, protocol: this.protocol, username: this.username, password: this.password,
      host: this.host, hostname: this.hostname, port: this.port, pathname: this.pathname, search: this.search,
      searchParams: this.searchParams, hash: this.hash,
    };
    return inspectFields(URL, fields, options, inspect);
  }

  declare readonly [Symbol.toStringTag]: string;
}

// https://url.spec.whatwg.org/#url-class IDL as Web IDL defines it on the prototype (enumerable:
// `for in` lists them): the attributes, then the operations (#interface-prototype-object), each
// in declaration order. Web IDL gives the stringifier's toString no place (#js-stringifier):
// first, as in Node's own URL. url-grammar's own members (record, fromRecord, the util.inspect
// hook) stay non-enumerable.
bindInterface(URL, 'URL', [
  'toString', 'href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname',
  'search', 'searchParams', 'hash', 'toJSON',
], ['parse', 'canParse']);
