// The functional API: parseURL, serializeURL, domainToASCII / domainToUnicode.

import { toUSVString } from './arguments';
import { URLFailure, ValidationError } from './errors';
import { domainToASCII as idnaToASCII, domainToUnicode as idnaToUnicode } from './idna';
import { getOutputEncoding } from './encoding';
import { parseNormalizedURL } from './fast-path';
import { basicURLParse, parseWithErrors } from './parser';
import { originalOffset, preprocess } from './preprocess';
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

/**
 * What parseURL returns: the record or null; `errors`, the validation errors the URL Standard's
 * basic URL parser meets, in its order (and only those met before a failure); `failure`, the
 * error it fails with. `errors` followed by `failure` is the standard's list of validation errors.
 */
export interface ParseURLResult {
  url: URLRecord | null;
  errors: ValidationError[];
  failure: ValidationError | null;
  /** Which input `failure` is about: 'base' when the base URL given as a string failed; null without a failure. */
  failed: 'input' | 'base' | null;
}

/**
 * Parses a string as a URL per the URL Standard; never throws for a string. Lone surrogates are
 * read as the standard's parser reads any code point that is not a URL code point (an
 * invalid-URL-unit), then encoded as U+FFFD.
 */
export function parseURL(input: string, options: ParseURLOptions = {}): ParseURLResult {
  const encoding = options.encoding === undefined ? 'UTF-8' : getOutputEncoding(options.encoding);
  let base: URLRecord | null = null;
  let baseHref: string | undefined;
  if (typeof options.base === 'string') {
    const parsedBase = parseURL(options.base);
    if (parsedBase.url === null) return { url: null, errors: [], failure: parsedBase.failure, failed: 'base' };
    base = parsedBase.url;
    baseHref = options.base;
  } else if (options.base != null) {
    base = options.base;
  }
  const text = String(input);
  const fast = parseNormalizedURL(text);
  if (fast !== null) return { url: fast, errors: [], failure: null, failed: null };
  const outcome = parseWithErrors(text, base, encoding, baseHref);
  return { url: outcome.url, errors: outcome.log.errors, failure: outcome.failure, failed: outcome.failure === null ? null : 'input' };
}

/** Parses or returns the failure, with its offset in `input` (internal to the URL class). */
export function parseOrFailure(input: string, base: URLRecord | null): URLRecord | ValidationError {
  const pre = preprocess(input);
  try {
    return basicURLParse(pre, base, undefined, 'UTF-8');
  } catch (error) {
    if (!(error instanceof URLFailure)) throw error;
    return new ValidationError(error.code, originalOffset(pre, error.offset), error.length, input, error.subject);
  }
}

/** https://url.spec.whatwg.org/#concept-domain-to-ascii with beStrict false; '' on failure (as Node's url.domainToASCII). */
export function domainToASCII(domain: string): string {
  return idnaToASCII(toUSVString(domain), false) ?? '';
}

/** https://url.spec.whatwg.org/#concept-domain-to-unicode */
export function domainToUnicode(domain: string): string {
  return idnaToUnicode(toUSVString(domain));
}
