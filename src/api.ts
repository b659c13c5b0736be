// The functional API: parseURL, serializeURL, domainToASCII / domainToUnicode.

import { URLFailure, ValidationError } from './errors';
import { domainToASCII as idnaToASCII, domainToUnicode as idnaToUnicode } from './idna';
import { getOutputEncoding } from './encoding';
import { parseNormalizedURL } from './fast-path';
import { basicURLParse } from './parser';
import type { URLRecord } from './record';

/** Options of parseURL. */
export interface ParseURLOptions {
  /** The base URL: a string (parsed first), or an already parsed record. */
  base?: string | URLRecord | null;
  /**
   * The encoding override (an Encoding Standard label, default UTF-8) the query of a special,
   * non-ws(s) URL is encoded in (docs/api-extras.md). An unknown label throws a RangeError.
   */
  encoding?: string;
}

/** What parseURL returns: the record or null, the validation errors, and the failure if any. */
export interface ParseURLResult {
  url: URLRecord | null;
  errors: ValidationError[];
  failure: ValidationError | null;
}

/** Converts to a USVString: lone surrogates become U+FFFD (Web IDL). */
export function toUSVString(value: unknown): string {
  const text = String(value);
  return (text as string & { toWellFormed(): string }).toWellFormed();
}

/** Parses a string as a URL per the URL Standard; never throws. */
export function parseURL(input: string, options: ParseURLOptions = {}): ParseURLResult {
  const errors: ValidationError[] = [];
  const encoding = options.encoding === undefined ? 'UTF-8' : getOutputEncoding(options.encoding);
  let base: URLRecord | null = null;
  if (typeof options.base === 'string') {
    const parsedBase = parseURL(options.base);
    if (parsedBase.url === null) return { url: null, errors, failure: parsedBase.failure };
    base = parsedBase.url;
  } else if (options.base != null) {
    base = options.base;
  }
  const fast = typeof input === 'string' ? parseNormalizedURL(input) : null;
  if (fast !== null) return { url: fast, errors, failure: null };
  try {
    return { url: basicURLParse(toUSVString(input), base, errors, encoding), errors, failure: null };
  } catch (error) {
    if (!(error instanceof URLFailure)) throw error;
    const failure = { code: error.code, offset: error.offset, message: error.message };
    return { url: null, errors, failure };
  }
}

/** Parses or throws the URLFailure (internal to the URL class). */
export function parseOrThrow(input: string, base: URLRecord | null): URLRecord {
  return basicURLParse(input, base, undefined);
}

/** https://url.spec.whatwg.org/#concept-domain-to-ascii with beStrict false; '' on failure (as Node's url.domainToASCII). */
export function domainToASCII(domain: string): string {
  return idnaToASCII(toUSVString(domain), false) ?? '';
}

/** https://url.spec.whatwg.org/#concept-domain-to-unicode */
export function domainToUnicode(domain: string): string {
  return idnaToUnicode(toUSVString(domain));
}
