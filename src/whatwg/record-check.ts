// URL records a caller hands in (URL.fromRecord, a `base` option, publicSuffix and
// registrableDomain) are accepted only when the URL parser could have produced them: a record is
// read field by field, once, into a copy; each field is checked for what the URL Standard allows it
// to hold (section 4.1 "URL representation"), and the copy is serialized and parsed again: the
// standard's serializer and parser are idempotent on the records the parser produces (section 4.5
// "URL serializing"), so a record is accepted exactly when that gives it back. Otherwise an
// OptionError names the field and its value.
//
// The check costs a parse of the record's serialization. A record accepted once is remembered (a
// WeakMap from the caller's object to the accepted copy): given again with the same field values,
// as a crawler gives one base record for every link of a page, it costs a comparison of its fields.

import { OptionError } from '../core/arguments';
import { EncodeSet, findInEncodeSet } from '../core/characters';
import { URLFailure } from '../core/errors';
import { defaultPort, isSpecialScheme } from '../core/schemes';
import { parseHost } from '../host/host';
import { parseNormalizedURL } from './fast-path';
import { basicURLParse } from './parser';
import { preprocess } from './preprocess';
import { URLRecord } from './record';
import { serializeURL } from './serializer';

/** The fields of a URL record, in the order they are checked and serialized. */
const FIELDS = ['scheme', 'username', 'password', 'host', 'port', 'path', 'query', 'fragment'] as const;
type Field = (typeof FIELDS)[number];

/** Why a record is refused: the field (with its index in the path list), what it should be, its value. */
interface Problem {
  readonly field: string;
  readonly wanted: string;
  readonly got: unknown;
}

/** A problem with field `field` of `url`, whose value is shown. */
function problem(url: URLRecord, field: Field, wanted: string): Problem {
  return { field, wanted, got: url[field] };
}

/** Caller's record object -> the copy accepted for it (never handed out to be changed). */
const ACCEPTED = new WeakMap<object, URLRecord>();

/**
 * A record given by a caller (`fn` names the function, `label` the argument or option: 'argument
 * 1', 'options.base'), checked: the library's own copy, to be only read (copyRecord to keep one
 * that changes). Throws an OptionError naming the field when the URL parser could not have made it.
 */
export function checkedRecord(fn: string, label: string, value: unknown): URLRecord {
  if (typeof value !== 'object' || value === null) throw new OptionError(fn, label, 'a URL record', value);
  const given = readRecord(fn, label, value);
  const known = ACCEPTED.get(value);
  if (known !== undefined && sameRecord(given, known)) return known;
  const found = fieldProblem(given) ?? reparseProblem(given);
  if (found !== null) throw new OptionError(fn, found.field === '' ? label : `${label}.${found.field}`, found.wanted, found.got);
  ACCEPTED.set(value, given);
  return given;
}

/**
 * A record given by a caller to a function that only reads it (serializeURL): each field read once
 * into a copy and its type checked (an OptionError naming the field), not its value.
 */
export function recordArgument(fn: string, label: string, value: unknown): URLRecord {
  if (typeof value !== 'object' || value === null) throw new OptionError(fn, label, 'a URL record', value);
  return readRecord(fn, label, value);
}

/** A copy of a record that can be changed without changing `record` (its path list copied). */
export function copyRecord(record: URLRecord): URLRecord {
  return { ...record, path: typeof record.path === 'string' ? record.path : record.path.slice() };
}

/** Reads each field of `value` once (a getter is not asked twice) into a new record, checking its type. */
function readRecord(fn: string, label: string, value: object): URLRecord {
  const source = value as Partial<Record<Field, unknown>>;
  const text = (field: Field): string => {
    const read = source[field];
    if (typeof read !== 'string') throw new OptionError(fn, `${label}.${field}`, 'a string', read);
    return read;
  };
  const nullable = (field: Field): string | null => {
    const read = source[field];
    if (read !== null && typeof read !== 'string') throw new OptionError(fn, `${label}.${field}`, 'a string or null', read);
    return read;
  };
  const scheme = text('scheme');
  const username = text('username');
  const password = text('password');
  const host = nullable('host');
  const port = source.port;
  if (port !== null && !isPortNumber(port)) throw new OptionError(fn, `${label}.port`, 'null or an integer from 0 to 65535', port);
  const path = readPath(fn, label, source.path);
  return { scheme, username, password, host, port, path, query: nullable('query'), fragment: nullable('fragment') };
}

function isPortNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 65535;
}

/** A record's path: a string (an opaque path) or an array of strings, copied element by element. */
function readPath(fn: string, label: string, path: unknown): string | string[] {
  if (typeof path === 'string') return path;
  if (!Array.isArray(path)) throw new OptionError(fn, `${label}.path`, 'an array of strings or a string', path);
  const length = path.length;
  const copy: string[] = new Array<string>(length);
  for (let i = 0; i < length; i++) {
    const segment: unknown = path[i];
    if (typeof segment !== 'string') throw new OptionError(fn, `${label}.path[${i}]`, 'a string', segment);
    copy[i] = segment;
  }
  return copy;
}

/** Whether two records hold the same field values. */
function sameRecord(a: URLRecord, b: URLRecord): boolean {
  return a.scheme === b.scheme && a.username === b.username && a.password === b.password && a.host === b.host
    && a.port === b.port && a.query === b.query && a.fragment === b.fragment && samePath(a.path, b.path);
}

function samePath(a: string | string[], b: string | string[]): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The first field whose value the URL parser never produces (URL Standard 4.1), or null. */
function fieldProblem(url: URLRecord): Problem | null {
  if (!/^[a-z][a-z0-9+.-]*$/.test(url.scheme)) return problem(url, 'scheme', 'an ASCII lowercase scheme ([a-z][a-z0-9+.-]*)');
  return hostProblem(url) ?? credentialsProblem(url) ?? portProblem(url) ?? pathProblem(url) ?? queryProblem(url);
}

// URL Standard 4.1: a special URL other than file has a non-empty host, a file URL a host (maybe
// empty); a host is what the host parser returns for itself (isOpaque for a non-special URL).
function hostProblem(url: URLRecord): Problem | null {
  const special = isSpecialScheme(url.scheme);
  const host = url.host;
  if (host === null || host === '') {
    if (!special || (url.scheme === 'file' && host === '')) return null;
    return problem(url, 'host', url.scheme === 'file' ? 'a string (a file URL has a host, maybe empty)' : 'a non-empty host (a special URL has one)');
  }
  let parsed: string;
  try {
    parsed = parseHost(host, !special, 0, undefined);
  } catch (error) {
    if (!(error instanceof URLFailure)) throw error;
    return problem(url, 'host', `a serialized host (the host parser fails: ${error.code} at offset ${error.offset})`);
  }
  return parsed === host ? null : problem(url, 'host', `a serialized host (the host parser gives ${JSON.stringify(parsed)})`);
}

/** https://url.spec.whatwg.org/#cannot-have-a-username-password-port */
function cannotHaveCredentialsOrPort(url: URLRecord): boolean {
  return url.host === null || url.host === '' || url.scheme === 'file';
}

// Userinfo: empty without a host, else UTF-8 percent-encoded with the userinfo percent-encode set.
function credentialsProblem(url: URLRecord): Problem | null {
  for (const field of ['username', 'password'] as const) {
    const value = url[field];
    if (value === '') continue;
    if (cannotHaveCredentialsOrPort(url)) return problem(url, field, "'' (a URL without a host, or a file URL, has no credentials)");
    if (findInEncodeSet(value, EncodeSet.Userinfo) !== -1) return problem(url, field, 'percent-encoded (userinfo percent-encode set)');
  }
  return null;
}

// A port: null without a host, never the scheme's default port (the parser removes it).
function portProblem(url: URLRecord): Problem | null {
  if (url.port === null) return null;
  if (cannotHaveCredentialsOrPort(url)) return problem(url, 'port', 'null (a URL without a host, or a file URL, has no port)');
  if (url.port === defaultPort(url.scheme)) return problem(url, 'port', `null for the default port of ${url.scheme}`);
  return null;
}

// A path: opaque (a string) only for a non-special URL without a host; its code points as the
// parser encodes them (C0 control set for an opaque path, path set for a segment), without the
// delimiters that would end it.
function pathProblem(url: URLRecord): Problem | null {
  const path = url.path;
  const special = isSpecialScheme(url.scheme);
  if (typeof path === 'string') {
    if (special || url.host !== null) return problem(url, 'path', 'an array of segments (only a non-special URL without a host has an opaque path)');
    return findInEncodeSet(path, EncodeSet.C0Control) === -1 && !/[?#]/.test(path) ? null : problem(url, 'path', 'an opaque path percent-encoded, without "?" or "#"');
  }
  const separators = special ? /[/\\]/ : /\//;
  for (let i = 0; i < path.length; i++) {
    if (findInEncodeSet(path[i], EncodeSet.Path) !== -1 || separators.test(path[i])) {
      const wanted = `a segment percent-encoded (path percent-encode set), without "/"${special ? ' or "\\"' : ''}`;
      return { field: `path[${i}]`, wanted, got: path[i] };
    }
  }
  return null;
}

// Query and fragment: percent-encoded with their encode sets (special-query for a special URL).
function queryProblem(url: URLRecord): Problem | null {
  const querySet = isSpecialScheme(url.scheme) ? EncodeSet.SpecialQuery : EncodeSet.Query;
  if (url.query !== null && findInEncodeSet(url.query, querySet) !== -1) return problem(url, 'query', 'percent-encoded (query percent-encode set)');
  if (url.fragment !== null && findInEncodeSet(url.fragment, EncodeSet.Fragment) !== -1) {
    return problem(url, 'fragment', 'percent-encoded (fragment percent-encode set)');
  }
  return null;
}

// URL Standard 4.5: what the parser makes of the record's serialization must be the record itself;
// the first field that differs is the culprit.
function reparseProblem(url: URLRecord): Problem | null {
  const href = serializeURL(url);
  const reparsed = parseNormalizedURL(href) ?? basicURLParse(preprocess(href), null, undefined, null);
  if (reparsed instanceof URLFailure) {
    return { field: '', wanted: `a record whose serialization parses (it fails: ${reparsed.code} at offset ${reparsed.offset})`, got: href };
  }
  for (const field of FIELDS) {
    const same = field === 'path' ? samePath(url.path, reparsed.path) : url[field] === reparsed[field];
    if (!same) return problem(url, field, `what the URL parser reads back from the serialization (${describeField(reparsed[field])})`);
  }
  return null;
}

/** A field's value as a message shows it (a long path by its length). */
function describeField(value: URLRecord[Field]): string {
  if (Array.isArray(value)) return value.length > 4 ? `a path of ${value.length} segments` : JSON.stringify(value);
  return JSON.stringify(value);
}
