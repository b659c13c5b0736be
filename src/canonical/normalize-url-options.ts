// The options of the 'normalize-url' profile (issue 26): normalize-url 10's options, with its
// defaults, read once per call with core/arguments.ts. normalize-url reads them by truthiness and
// ignores values of other types; here a value of the wrong type is an OptionError (a TypeError).

import { OptionBag, OptionError, booleanOption, enumOption, readOptions } from '../core/arguments';
import type { BaseURL } from '../whatwg/api';
import { isSchemeCodePoint } from '../core/schemes';
import { isAlpha } from './bytes';

/** A query-parameter or path-component filter: a string matches itself, a RegExp what it tests true on. */
export type NormalizeUrlFilter = RegExp | string;

/** Options of canonicalizeNormalizeUrl: normalize-url 10's, named and defaulted as it does, and a base. */
export interface NormalizeUrlOptions {
  /** The protocol a URL without one gets, "http" or "https" usually; a trailing ":" is accepted (default "http"). */
  defaultProtocol?: string | undefined;
  /** Protocols normalised besides http, https, file and data; any other is passed through as written. */
  customProtocols?: readonly string[] | undefined;
  /** Give a protocol-relative URL ("//host") the default protocol (default true). */
  normalizeProtocol?: boolean | undefined;
  /** https: URLs to http: (default false). */
  forceHttp?: boolean | undefined;
  /** http: URLs to https: (default false; with forceHttp, an OptionError). */
  forceHttps?: boolean | undefined;
  /** Remove the username and password (default true). */
  stripAuthentication?: boolean | undefined;
  /** Remove the fragment (default false). */
  stripHash?: boolean | undefined;
  /** Remove "http:", "https:" and "//" from the result (default false). */
  stripProtocol?: boolean | undefined;
  /** Remove a text fragment directive (":~:text=…") from the fragment (default true). */
  stripTextFragment?: boolean | undefined;
  /** Remove a leading "www." from a host of two labels or more after it (default true). */
  stripWWW?: boolean | undefined;
  /** Query parameters removed by key (default [/^utm_\w+/i]); true removes all, false none. */
  removeQueryParameters?: readonly NormalizeUrlFilter[] | boolean | undefined;
  /** Only the query parameters kept whose key matches (overrides removeQueryParameters). */
  keepQueryParameters?: readonly NormalizeUrlFilter[] | undefined;
  /** Remove a trailing "/" of the path (default true). */
  removeTrailingSlash?: boolean | undefined;
  /** Remove the sole "/" of a root path (default true). */
  removeSingleSlash?: boolean | undefined;
  /** Remove last path components that match (true: /^index\.[a-z]+$/; default false). */
  removeDirectoryIndex?: readonly NormalizeUrlFilter[] | boolean | undefined;
  /** Remove any port (default false; a default port is always removed). */
  removeExplicitPort?: boolean | undefined;
  /** Sort the query parameters by key, in code unit order, stably (default true). */
  sortQueryParameters?: boolean | undefined;
  /** How an empty value is written: as in the input ("preserve", the default), always "key=", never. */
  emptyQueryValue?: 'preserve' | 'always' | 'never' | undefined;
  /** Remove the whole path (default false). */
  removePath?: boolean | undefined;
  /** A function given the non-empty path components, returning the new ones (default false: none). */
  transformPath?: ((components: string[]) => readonly string[] | undefined) | false | undefined;
  /** Resolve the input against this URL first, as normalizeUrl(new URL(input, base).href). */
  base?: BaseURL | null | undefined;
}

/** The options as the profile uses them: booleans, filters with no global or sticky flag, null for none. */
export interface ReadOptions {
  readonly defaultProtocol: string;
  readonly customProtocols: ReadonlySet<string>;
  readonly normalizeProtocol: boolean;
  readonly forceHttp: boolean;
  readonly forceHttps: boolean;
  readonly stripAuthentication: boolean;
  readonly stripHash: boolean;
  readonly stripProtocol: boolean;
  readonly stripTextFragment: boolean;
  readonly stripWWW: boolean;
  /** null: every parameter is removed (removeQueryParameters true or keepQueryParameters []). */
  readonly removeQuery: readonly NormalizeUrlFilter[] | null;
  readonly keepQuery: readonly NormalizeUrlFilter[] | null;
  readonly removeTrailingSlash: boolean;
  readonly removeSingleSlash: boolean;
  readonly directoryIndex: readonly NormalizeUrlFilter[];
  readonly removeExplicitPort: boolean;
  readonly sortQueryParameters: boolean;
  readonly emptyQueryValue: 'preserve' | 'always' | 'never';
  readonly removePath: boolean;
  readonly transformPath: ((components: string[]) => unknown) | null;
}

// Option errors name the public function and the profile (this module is reached through canonicalize).
export const FN = "canonicalize (profile 'normalize-url')";
const UTM: readonly NormalizeUrlFilter[] = [/^utm_\w+/i];
const INDEX: readonly NormalizeUrlFilter[] = [/^index\.[a-z]+$/];
const NO_FILTERS: readonly NormalizeUrlFilter[] = [];
const NO_PROTOCOLS: ReadonlySet<string> = new Set();
const EMPTY_QUERY_VALUES = ['preserve', 'always', 'never'] as const;

/** The options with normalize-url 10's defaults; a wrong type, or forceHttp with forceHttps, is an OptionError. */
export function readNormalizeUrlOptions(options: NormalizeUrlOptions | undefined): ReadOptions {
  const bag = readOptions(FN, options);
  if (onlyBase(bag)) return (defaults ??= readBag(bag));
  return readBag(bag);
}

/** The defaults, read once (a crawler passes only a base, call after call). */
let defaults: ReadOptions | undefined;

/** True when no option but `base` (and canonicalize's `profile`) is given. */
function onlyBase(bag: OptionBag): boolean {
  for (const key in bag) if (key !== 'base' && key !== 'profile' && bag[key] !== undefined) return false;
  return true;
}

/** Each option of the bag. */
function readBag(bag: OptionBag): ReadOptions {
  const read: ReadOptions = {
    defaultProtocol: defaultProtocolOption(bag.defaultProtocol),
    customProtocols: customProtocolsOption(bag.customProtocols),
    normalizeProtocol: booleanOption(FN, bag, 'normalizeProtocol', true),
    forceHttp: booleanOption(FN, bag, 'forceHttp', false),
    forceHttps: booleanOption(FN, bag, 'forceHttps', false),
    stripAuthentication: booleanOption(FN, bag, 'stripAuthentication', true),
    stripHash: booleanOption(FN, bag, 'stripHash', false),
    stripProtocol: booleanOption(FN, bag, 'stripProtocol', false),
    stripTextFragment: booleanOption(FN, bag, 'stripTextFragment', true),
    stripWWW: booleanOption(FN, bag, 'stripWWW', true),
    removeQuery: removeQueryOption(bag.removeQueryParameters),
    keepQuery: bag.keepQueryParameters === undefined ? null : filtersOption('keepQueryParameters', bag.keepQueryParameters),
    removeTrailingSlash: booleanOption(FN, bag, 'removeTrailingSlash', true),
    removeSingleSlash: booleanOption(FN, bag, 'removeSingleSlash', true),
    directoryIndex: directoryIndexOption(bag.removeDirectoryIndex),
    removeExplicitPort: booleanOption(FN, bag, 'removeExplicitPort', false),
    sortQueryParameters: booleanOption(FN, bag, 'sortQueryParameters', true),
    emptyQueryValue: enumOption(FN, bag, 'emptyQueryValue', EMPTY_QUERY_VALUES, 'preserve'),
    removePath: booleanOption(FN, bag, 'removePath', false),
    transformPath: transformPathOption(bag),
  };
  // normalize-url throws this one before looking at the URL.
  if (read.forceHttp && read.forceHttps) throw new OptionError(FN, 'options.forceHttps', 'false when forceHttp is true (they cannot be used together)', true);
  return read;
}

/** normalize-url's protocol option: trimmed, lowercased, trailing ":"s dropped, then a scheme plus ":", or null. */
export function protocolOf(value: string): string | null {
  let text = value.trim().toLowerCase();
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3a) end--;
  text = text.slice(0, end);
  if (text === '' || !isAlpha(text.charCodeAt(0))) return null;
  for (let i = 1; i < text.length; i++) if (!isSchemeCodePoint(text.charCodeAt(i))) return null;
  return text + ':';
}

/** defaultProtocol: a protocol (default "http:"); anything else an OptionError, as normalize-url's TypeError. */
function defaultProtocolOption(value: unknown): string {
  if (value === undefined) return 'http:';
  const protocol = typeof value === 'string' ? protocolOf(value) : null;
  if (protocol === null) throw new OptionError(FN, 'options.defaultProtocol', 'a protocol like "https"', value);
  return protocol;
}

/** customProtocols: an array of strings; one that is not a protocol matches nothing and is dropped, as normalize-url drops it. */
function customProtocolsOption(value: unknown): ReadonlySet<string> {
  if (value === undefined) return NO_PROTOCOLS;
  if (!Array.isArray(value)) throw new OptionError(FN, 'options.customProtocols', 'an array of protocol names', value);
  const set = new Set<string>();
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'string') throw new OptionError(FN, 'options.customProtocols', 'an array of strings', entry);
    const protocol = protocolOf(entry);
    if (protocol !== null) set.add(protocol);
  }
  return set;
}

/** removeQueryParameters: an array of filters (default the utm_ one), true (null: remove all) or false (none). */
function removeQueryOption(value: unknown): readonly NormalizeUrlFilter[] | null {
  if (value === undefined) return UTM;
  if (value === true) return null;
  if (value === false) return NO_FILTERS;
  return filtersOption('removeQueryParameters', value, 'an array of strings and RegExps, or true or false');
}

/** removeDirectoryIndex: true (the index.* filter), false, or an array of filters. */
function directoryIndexOption(value: unknown): readonly NormalizeUrlFilter[] {
  if (value === undefined || value === false) return NO_FILTERS;
  if (value === true) return INDEX;
  return filtersOption('removeDirectoryIndex', value, 'an array of strings and RegExps, or true or false');
}

/** An array of strings and RegExps; a RegExp with a global or sticky flag is copied without it, as normalize-url tests it. */
function filtersOption(name: string, value: unknown, expected = 'an array of strings and RegExps'): readonly NormalizeUrlFilter[] {
  if (!Array.isArray(value)) throw new OptionError(FN, `options.${name}`, expected, value);
  const filters: NormalizeUrlFilter[] = [];
  for (const filter of value as unknown[]) {
    if (typeof filter === 'string') filters.push(filter);
    else if (filter instanceof RegExp) filters.push(filter.global || filter.sticky ? new RegExp(filter.source, filter.flags.replace(/[gy]/g, '')) : filter);
    else throw new OptionError(FN, `options.${name}`, 'an array of strings and RegExps', filter);
  }
  return filters;
}

/** transformPath: a function, or false / undefined for none. */
function transformPathOption(bag: OptionBag): ((components: string[]) => unknown) | null {
  const value = bag.transformPath;
  if (value === undefined || value === false) return null;
  if (typeof value === 'function') return value as (components: string[]) => unknown;
  throw new OptionError(FN, 'options.transformPath', 'a function or false', value);
}

/** normalize-url's testParameter: whether a filter matches `name` (a string by equality). */
export function matchesFilter(name: string, filters: readonly NormalizeUrlFilter[]): boolean {
  for (const filter of filters) {
    if (typeof filter === 'string' ? filter === name : filter.test(name)) return true;
  }
  return false;
}
