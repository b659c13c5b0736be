// The URL class (URL Standard section 6.1 "URL class"): getters here, setter steps in
// src/whatwg/setters.ts, the query object in src/whatwg/search-params.ts (created on first use).

import { toUSVString } from '../core/arguments';
import { parseBase, parseOrFailure } from './api';
import { checkedRecord, copyRecord } from './record-check';
import { ValidationError } from '../core/errors';
import { parseFastURL, parseTypedURL, resolveNormalized, resolveTyped } from './fast-path';
import { type TypedURL, typedRecord } from './as-typed';
import type { URLRecord } from './record';
import { URLSearchParams, newQueryObject, resetQueryObject } from './search-params';
import {
  setHash, setHost, setHostname, setPassword, setPathname, setPort, setProtocol, setSearch, setUsername,
} from './setters';
import { serializeOrigin, serializePath, serializeURL } from './serializer';
import { INSPECT, inspectFields } from './inspect';

/** A TypeError that also says why and where parsing failed. */
export interface URLTypeError extends TypeError {
  code: string;
  offset: number;
  input: string;
}

/** A TypeError saying why (`code`, `message`) and where (`offset` in `input`) a parse failed. */
export function urlTypeError(prefix: string, input: string, code: string, offset: number, message: string): URLTypeError {
  const error = new TypeError(`${prefix}: ${message}`) as URLTypeError;
  error.code = code;
  error.offset = offset;
  error.input = input;
  return error;
}

function typeError(prefix: string, input: string, failure: ValidationError): URLTypeError {
  return urlTypeError(prefix, input, failure.code, failure.offset, failure.message);
}

function baseRecord(base: string | URL | undefined): URLRecord | null {
  if (base === undefined) return null;
  if (base instanceof URL) return base.record;
  return baseTextRecord(String(base));
}

/** The record of a base given as a string; throws the TypeError of an invalid base URL. */
function baseTextRecord(text: string): URLRecord {
  const parsed = parseBase(text);
  if (parsed instanceof ValidationError) throw typeError('Invalid base URL', toUSVString(text), parsed);
  return parsed;
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

// The fast paths first (a special URL as typed, whatever the base; a simple reference against a
// base, which declines any input with a scheme), then the general pipeline.
function parseRecord(input: string, base: URLRecord | null): URLRecord {
  return parseFastURL(input) ?? parseReference(input, base);
}

// What the typed fast path declined: a simple reference against the base, or the general pipeline.
function parseReference(input: string, base: URLRecord | null): URLRecord {
  return (base === null ? null : resolveNormalized(input, base)) ?? parseGeneral(input, base);
}

// The general pipeline, for input the fast path did not take.
function parseGeneral(input: string, base: URLRecord | null): URLRecord {
  const text = toUSVString(input);
  const result = parseOrFailure(text, base);
  if (result instanceof ValidationError) throw typeError('Invalid URL', text, result);
  return result;
}

function tryParseRecord(url: string, base: string | URL | undefined): URLRecord | null {
  try {
    return parseRecord(String(url), baseRecord(base));
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

function parseForOrigin(input: string): URLRecord | null {
  return tryParseRecord(input, undefined);
}

/** A record handed to the constructor by adopt (private fields need the constructor). */
let adopted: URLRecord | null = null;

/** A URL object holding `record` as its own (a record the library made: not checked). */
function adopt(record: URLRecord): URL {
  adopted = record;
  return new URL('');
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

  constructor(url: string, base?: string | URL) {
    if (adopted !== null) {
      this.#url = adopted;
      this.#href = null;
      adopted = null;
      return;
    }
    const text = String(url);
    const baseText = base === undefined || base instanceof URL ? undefined : String(base);
    const parsedBase = baseText === undefined ? null : typedBase(baseText);
    // A base string the typed fast path does not read is parsed first: it may be invalid.
    const baseURL = baseText === undefined ? baseRecord(base) : parsedBase === null ? baseTextRecord(baseText) : null;
    const typed = parseTypedURL(text) ?? (parsedBase === null ? null : resolveTyped(text, parsedBase));
    if (typed !== null) {
      this.#url = null;
      this.#typed = typed;
      this.#href = typed.href;
    } else {
      this.#url = parseReference(text, baseURL ?? (parsedBase === null ? null : typedRecord(parsedBase)));
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

  /** https://url.spec.whatwg.org/#dom-url-parse */
  static parse(url: string, base?: string | URL): URL | null {
    const record = tryParseRecord(url, base);
    return record === null ? null : adopt(record);
  }

  /** https://url.spec.whatwg.org/#dom-url-canparse */
  static canParse(url: string, base?: string | URL): boolean {
    return tryParseRecord(url, base) !== null;
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
    return this.#record();
  }

  get href(): string {
    return (this.#href ??= serializeURL(this.#record()));
  }

  /** https://url.spec.whatwg.org/#dom-url-href (setter): throws a TypeError on failure. */
  set href(value: string) {
    const url = parseRecord(String(value), null);
    this.#url = url;
    this.#typed = null;
    this.#href = null;
    if (this.#query instanceof URLSearchParams) resetQueryObject(this.#query, url.query);
    else this.#query = undefined;
  }

  /** Runs a setter of src/whatwg/setters.ts on the record (value as a USVString) and drops the cached href. */
  #set(setter: (url: URLRecord, value: string) => void, value: string): void {
    setter(this.#record(), toUSVString(value));
    this.#href = null;
  }

  get origin(): string {
    return serializeOrigin(this.#record(), parseForOrigin);
  }

  get protocol(): string {
    return this.#record().scheme + ':';
  }

  /** https://url.spec.whatwg.org/#dom-url-protocol (setter: src/whatwg/setters.ts) */
  set protocol(value: string) {
    this.#set(setProtocol, value);
  }

  get username(): string {
    return this.#record().username;
  }

  /** https://url.spec.whatwg.org/#dom-url-username (setter: src/whatwg/setters.ts) */
  set username(value: string) {
    this.#set(setUsername, value);
  }

  get password(): string {
    return this.#record().password;
  }

  /** https://url.spec.whatwg.org/#dom-url-password (setter: src/whatwg/setters.ts) */
  set password(value: string) {
    this.#set(setPassword, value);
  }

  get host(): string {
    const url = this.#record();
    if (url.host === null) return '';
    return url.port === null ? url.host : url.host + ':' + url.port;
  }

  /** https://url.spec.whatwg.org/#dom-url-host (setter: src/whatwg/setters.ts) */
  set host(value: string) {
    this.#set(setHost, value);
  }

  get hostname(): string {
    return this.#record().host ?? '';
  }

  /** https://url.spec.whatwg.org/#dom-url-hostname (setter: src/whatwg/setters.ts) */
  set hostname(value: string) {
    this.#set(setHostname, value);
  }

  get port(): string {
    return this.#record().port === null ? '' : String(this.#record().port);
  }

  /** https://url.spec.whatwg.org/#dom-url-port (setter: src/whatwg/setters.ts) */
  set port(value: string) {
    this.#set(setPort, value);
  }

  get pathname(): string {
    return serializePath(this.#record());
  }

  /** https://url.spec.whatwg.org/#dom-url-pathname (setter: src/whatwg/setters.ts) */
  set pathname(value: string) {
    this.#set(setPathname, value);
  }

  get search(): string {
    const query = this.#record().query;
    return query === null || query === '' ? '' : '?' + query;
  }

  /** https://url.spec.whatwg.org/#dom-url-search (setter): the query object is parsed from the raw input. */
  set search(value: string) {
    const input = setSearch(this.#record(), toUSVString(value));
    this.#href = null;
    if (this.#query instanceof URLSearchParams) resetQueryObject(this.#query, input);
    else this.#query = input ?? undefined;
  }

  /** https://url.spec.whatwg.org/#dom-url-searchparams ([SameObject]) */
  get searchParams(): URLSearchParams {
    if (this.#query instanceof URLSearchParams) return this.#query;
    const update = (query: string | null): void => {
      this.#record().query = query;
      this.#href = null;
    };
    return (this.#query = newQueryObject(this.#query ?? this.#record().query, update));
  }

  get hash(): string {
    const fragment = this.#record().fragment;
    return fragment === null || fragment === '' ? '' : '#' + fragment;
  }

  /** https://url.spec.whatwg.org/#dom-url-hash (setter: src/whatwg/setters.ts) */
  set hash(value: string) {
    this.#set(setHash, value);
  }

  toString(): string {
    return this.href;
  }

  toJSON(): string {
    return this.href;
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

// https://webidl.spec.whatwg.org/#dfn-class-string: Object.prototype.toString gives "[object URL]".
Object.defineProperty(URL.prototype, Symbol.toStringTag, { value: 'URL', configurable: true });
