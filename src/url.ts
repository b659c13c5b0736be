// The URL class (URL Standard section 6.1 "URL class"), read-only attributes for now.

import { toUSVString, parseOrThrow } from './api';
import { URLFailure } from './errors';
import type { URLRecord } from './record';
import { serializeOrigin, serializePath, serializeURL } from './serializer';

/** A TypeError that also says why and where parsing failed. */
export interface URLTypeError extends TypeError {
  code: string;
  offset: number;
  input: string;
}

function typeError(prefix: string, input: string, failure: URLFailure): URLTypeError {
  const error = new TypeError(`${prefix}: ${failure.message}`) as URLTypeError;
  error.code = failure.code;
  error.offset = failure.offset;
  error.input = input;
  return error;
}

function parseBase(base: string | URL | undefined): URLRecord | null {
  if (base === undefined) return null;
  if (base instanceof URL) return base.record;
  const text = toUSVString(base);
  try {
    return parseOrThrow(text, null);
  } catch (error) {
    if (error instanceof URLFailure) throw typeError('Invalid base URL', text, error);
    throw error;
  }
}

function parseRecord(url: string, base: string | URL | undefined): URLRecord {
  const baseRecord = parseBase(base);
  const text = toUSVString(url);
  try {
    return parseOrThrow(text, baseRecord);
  } catch (error) {
    if (error instanceof URLFailure) throw typeError('Invalid URL', text, error);
    throw error;
  }
}

function tryParseRecord(url: string, base: string | URL | undefined): URLRecord | null {
  try {
    return parseRecord(url, base);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

function parseForOrigin(input: string): URLRecord | null {
  return tryParseRecord(input, undefined);
}

/** https://url.spec.whatwg.org/#url-class */
export class URL {
  #url: URLRecord;

  constructor(url: string, base?: string | URL) {
    this.#url = parseRecord(url, base);
  }

  /** https://url.spec.whatwg.org/#dom-url-parse */
  static parse(url: string, base?: string | URL): URL | null {
    const record = tryParseRecord(url, base);
    return record === null ? null : URL.fromRecord(record);
  }

  /** https://url.spec.whatwg.org/#dom-url-canparse */
  static canParse(url: string, base?: string | URL): boolean {
    return tryParseRecord(url, base) !== null;
  }

  /** Wraps an existing URL record (not copied). */
  static fromRecord(record: URLRecord): URL {
    const url = Object.create(URL.prototype) as URL;
    url.#url = record;
    return url;
  }

  /** The underlying URL record. */
  get record(): URLRecord {
    return this.#url;
  }

  get href(): string {
    return serializeURL(this.#url);
  }

  get origin(): string {
    return serializeOrigin(this.#url, parseForOrigin);
  }

  get protocol(): string {
    return this.#url.scheme + ':';
  }

  get username(): string {
    return this.#url.username;
  }

  get password(): string {
    return this.#url.password;
  }

  get host(): string {
    const url = this.#url;
    if (url.host === null) return '';
    return url.port === null ? url.host : url.host + ':' + url.port;
  }

  get hostname(): string {
    return this.#url.host ?? '';
  }

  get port(): string {
    return this.#url.port === null ? '' : String(this.#url.port);
  }

  get pathname(): string {
    return serializePath(this.#url);
  }

  get search(): string {
    const query = this.#url.query;
    return query === null || query === '' ? '' : '?' + query;
  }

  get hash(): string {
    const fragment = this.#url.fragment;
    return fragment === null || fragment === '' ? '' : '#' + fragment;
  }

  toString(): string {
    return this.href;
  }

  toJSON(): string {
    return this.href;
  }
}
