// The functional API: parseURL, serializeURL, domainToASCII / domainToUnicode.

import type { URLLike, URLObject } from '../core/arguments';
import { countValue, hrefOf, OptionBag, OptionError, readOptions, stringValue, textArgument, toUSVString } from '../core/arguments';
import { requireArguments } from '../core/webidl';
import { URLFailure, ValidationError, withErrors } from '../core/errors';
import { domainToASCII as idnaToASCII, domainToUnicode as idnaToUnicode } from '../host/idna';
import { queryEncoder } from '../encoding/encoding';
import { parseFastURL, parseNormalizedURL } from './fast-path';
import { basicURLParse, parseWithErrors } from './parser';
import { originalOffset, preprocess } from './preprocess';
import { URLRecord } from './record';
import { checkedRecord, recordArgument } from './record-check';
import { serializePath as serializeRecordPath, serializeURL as serializeRecord } from './serializer';
import type { QueryEncoder } from './resolution';

/**
 * A base URL, wherever one is accepted as an option: a string (parsed first), a URL object,
 * url-grammar's or the platform's (its href), or a URL record (used as it is).
 */
export type BaseURL = string | URLObject | URLRecord;

/** Options of parseURL (undefined reads as absent). */
export interface ParseURLOptions {
  /** The base URL: a string (parsed first), a URL object (its href), or an already parsed record. */
  base?: BaseURL | null | undefined;
  /**
   * The encoding override (an Encoding Standard label, default UTF-8) the query of a special,
   * non-ws(s) URL is encoded in (docs/api-extras.md). An unknown label throws a RangeError.
   */
  encoding?: string | undefined;
  /** Keep at most this many errors in `errors` (default: all); `errorCount` still counts them all. */
  maxErrors?: number | undefined;
}

/**
 * What parseURL returns: the record or null; `errors`, the validation errors the URL Standard's
 * basic URL parser meets, in its order (and only those met before a failure); `failure`, the
 * error it fails with. `errors` followed by `failure` is the standard's list of validation errors.
 * A discriminated union: checking `url`, `failure` or `failed` tells the compiler which is set.
 */
export type ParseURLResult = ParseURLSuccess | ParseURLFailure;

/** The fields of every parseURL result. */
interface ParseURLCounts {
  /** Built when first read; at most `maxErrors` of them. */
  readonly errors: ValidationError[];
  /** How many validation errors the parser met (`errors.length` unless capped by `maxErrors`). */
  readonly errorCount: number;
}

/** parseURL's result when the input parses: the record, no failure. */
interface ParseURLSuccess extends ParseURLCounts {
  readonly url: URLRecord;
  readonly failure: null;
  readonly failed: null;
}

/** parseURL's result when the input (or the base string) fails: no record. */
interface ParseURLFailure extends ParseURLCounts {
  readonly url: null;
  readonly failure: ValidationError;
  /** Which input `failure` is about: 'base' when the base URL given as a string failed. */
  readonly failed: 'input' | 'base';
}

/**
 * Parses a string as a URL per the URL Standard; never throws for a string. Lone surrogates are
 * read as the standard's parser reads any code point that is not a URL code point (an
 * invalid-URL-unit), then encoded as U+FFFD. Another value is converted as a USVString (a URL
 * object gives its href). A wrong option type is an OptionError (a TypeError).
 */
export function parseURL(input: URLLike, options?: ParseURLOptions | null): ParseURLResult {
  const bag = readOptions('parseURL', options);
  const label = stringValue('parseURL', 'encoding', bag.encoding);
  const encodeQuery = label === undefined ? null : queryEncoder(label);
  const maxErrors = countValue('parseURL', 'maxErrors', bag.maxErrors, Infinity);
  return parseURLWith('parseURL', input, baseOption('parseURL', bag), encodeQuery, maxErrors);
}

/**
 * parseURL once its options are read (`fn` names the caller in argument errors): `encodeQuery` is
 * the query encoder of an encoding override (null: UTF-8), so a caller without one (validate)
 * does not bring the legacy encoders into a bundle.
 */
export function parseURLWith(fn: string, input: URLLike, given: string | URLRecord | null, encodeQuery: QueryEncoder | null, maxErrors: number): ParseURLResult {
  let base: URLRecord | null;
  let baseHref: string | undefined;
  if (typeof given === 'string') {
    const parsedBase = parseBase(given);
    if (parsedBase instanceof ValidationError) return { url: null, errors: [], errorCount: 0, failure: parsedBase, failed: 'base' };
    base = parsedBase;
    baseHref = given;
  } else {
    base = given;
  }
  const text = textArgument(fn, 1, input);
  const fast = parseNormalizedURL(text);
  if (fast !== null) return { url: fast, errors: [], errorCount: 0, failure: null, failed: null };
  const outcome = parseWithErrors(text, base, encodeQuery, baseHref, maxErrors);
  const log = outcome.log;
  const result = outcome.url !== null
    ? { url: outcome.url, errorCount: log.count, failure: null, failed: null }
    : { url: null, errorCount: log.count, failure: outcome.failure, failed: 'input' as const };
  return withErrors(result, log.count, () => log.errors);
}

/**
 * A base URL option: a string, a URL object (its href), a URL record, or undefined/null (none).
 * Anything else is an OptionError.
 */
export function baseOption(fn: string, bag: OptionBag, name = 'base'): string | URLRecord | null {
  return baseValue(fn, name, bag[name]);
}

/** baseOption on a value already read. */
export function baseValue(fn: string, name: string, value: unknown): string | URLRecord | null {
  return baseArgument(fn, `options.${name}`, value);
}

/**
 * A base URL given as `label` ('options.base', 'argument 2'): a string; a URL object, whose href
 * is read once; a URL record, checked (src/whatwg/record-check.ts: what the URL parser could have
 * produced, else an OptionError naming the field); undefined or null (none).
 */
export function baseArgument(fn: string, label: string, value: unknown): string | URLRecord | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  const href = hrefOf(value);
  if (href !== null) return href;
  if (typeof value === 'object' && 'scheme' in value) return checkedRecord(fn, label, value);
  throw new OptionError(fn, label, 'a string, a URL object or a URL record', value);
}

/**
 * A base URL given as a string, parsed without a base (the one place a base string is parsed).
 * A crawler resolves the references of one page one after another: the record of the last base
 * string is kept and given again. A base record is only ever read (resolution copies what it
 * takes), so sharing it is safe.
 */
export function parseBase(text: string): URLRecord | ValidationError {
  if (text === lastBase.text && lastBase.record !== null) return lastBase.record;
  const parsed = parseFastURL(text) ?? parseOrFailure(toUSVString(text), null);
  if (parsed instanceof ValidationError) return parsed;
  lastBase.text = text;
  lastBase.record = parsed;
  return parsed;
}

/** The last base string parsed, and its record. */
const lastBase: { text: string; record: URLRecord | null } = { text: '', record: null };

/** Parses or returns the failure, with its offset in `input` (internal to the URL class). */
export function parseOrFailure(input: string, base: URLRecord | null): URLRecord | ValidationError {
  const pre = preprocess(input);
  const url = basicURLParse(pre, base, undefined, null);
  return url instanceof URLFailure ? new ValidationError(url.code, originalOffset(pre, url.offset), url.length, input, url.subject) : url;
}

/**
 * https://url.spec.whatwg.org/#concept-url-serializer of a record given by a caller: its fields
 * read once and their types checked (an OptionError naming the field); `excludeFragment` as a
 * Web IDL boolean.
 */
export function serializeURL(url: URLRecord, excludeFragment = false): string {
  return serializeRecord(recordArgument('serializeURL', 'argument 1', url), Boolean(excludeFragment));
}

/** https://url.spec.whatwg.org/#url-path-serializer of a record given by a caller (checked as by serializeURL). */
export function serializePath(url: URLRecord): string {
  return serializeRecordPath(recordArgument('serializePath', 'argument 1', url));
}

/** https://url.spec.whatwg.org/#concept-domain-to-ascii with beStrict false; '' on failure (as Node's url.domainToASCII). */
export function domainToASCII(domain: string): string {
  requireArguments(arguments.length, 1, 'domainToASCII');
  return idnaToASCII(toUSVString(domain, 'domainToASCII argument 1'), false) ?? '';
}

/** https://url.spec.whatwg.org/#concept-domain-to-unicode */
export function domainToUnicode(domain: string): string {
  requireArguments(arguments.length, 1, 'domainToUnicode');
  return idnaToUnicode(toUSVString(domain, 'domainToUnicode argument 1'));
}
