// The URL Pattern Standard's reading of a match input, computed with whatwg-url (the URL
// Standard's reference implementation) and its state overrides: the eight component strings that
// https://urlpattern.spec.whatwg.org/#url-pattern-match matches against, from a URL string
// (parsed, its components as the URL record has them) or from a URLPatternInit (processed with
// type "url": https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit and the canonicalize
// algorithms). The differential uses it to tell which implementation reads an input as the
// standard does when url-grammar and urlpattern-polyfill disagree.
import { COMPONENT_NAMES } from '../../src/urlpattern/types';
import type { ComponentName, URLPatternInit, URLPatternInput } from '../../src/urlpattern/types';

/** whatwg-url's URL record and the functions used here (the package ships no types). */
export interface WhatwgRecord {
  scheme: string;
  username: string;
  password: string;
  host: unknown;
  port: number | null;
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}
interface WhatwgURL {
  parseURL(input: string, options?: { baseURL?: WhatwgRecord | null }): WhatwgRecord | null;
  basicURLParse(input: string, options: { url: WhatwgRecord; stateOverride: string }): WhatwgRecord | null | 'failure' | undefined;
  serializePath(url: WhatwgRecord): string;
  serializeHost(host: unknown): string;
  setTheUsername(url: WhatwgRecord, value: string): void;
  setThePassword(url: WhatwgRecord, value: string): void;
  hasAnOpaquePath(url: WhatwgRecord): boolean;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const whatwg = require('whatwg-url') as WhatwgURL;

export type Reading = Record<ComponentName, string>;

const SPECIAL = new Set(['ftp', 'file', 'http', 'https', 'ws', 'wss']);

class Failure extends Error {}

/** https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url */
function dummy(): WhatwgRecord {
  return whatwg.parseURL('https://dummy.invalid/') as WhatwgRecord;
}

/** A URL record's components as the match algorithm takes them. */
function recordReading(url: WhatwgRecord): Reading {
  return {
    protocol: url.scheme, username: url.username, password: url.password,
    hostname: url.host === null ? '' : whatwg.serializeHost(url.host),
    port: url.port === null ? '' : String(url.port), pathname: whatwg.serializePath(url),
    search: url.query ?? '', hash: url.fragment ?? '',
  };
}

/** Runs whatwg-url's basic URL parser with a state override on `url`; a failure throws. */
function override(value: string, url: WhatwgRecord, stateOverride: string): WhatwgRecord {
  const result = whatwg.basicURLParse(value, { url, stateOverride });
  if (result === null || result === 'failure') throw new Failure(stateOverride);
  return url;
}

/** The canonicalize algorithms of https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks, for type "url". */
const CANONICALIZE: Record<ComponentName, (value: string, protocol: string) => string> = {
  protocol: (v) => {
    if (v === '') return v;
    const url = whatwg.parseURL(`${v}://dummy.invalid/`);
    if (url === null) throw new Failure('protocol');
    return url.scheme;
  },
  username: (v) => {
    const url = dummy();
    whatwg.setTheUsername(url, v);
    return v === '' ? v : url.username;
  },
  password: (v) => {
    const url = dummy();
    whatwg.setThePassword(url, v);
    return v === '' ? v : url.password;
  },
  hostname: (v) => {
    if (v === '') return v;
    const url = override(v, dummy(), 'hostname');
    return url.host === null ? '' : whatwg.serializeHost(url.host);
  },
  port: (v, protocol) => {
    if (v === '') return v;
    const url = dummy();
    url.scheme = protocol;
    override(v, url, 'port');
    return url.port === null ? '' : String(url.port);
  },
  pathname: (v, protocol) => {
    if (v === '') return v;
    if (SPECIAL.has(protocol) || protocol === '') {
      const leadingSlash = v.startsWith('/');
      const url = dummy();
      url.path = [];
      override(`${leadingSlash ? '' : '/-'}${v}`, url, 'path start');
      const path = whatwg.serializePath(url);
      return leadingSlash ? path : path.slice(2);
    }
    const url = dummy();
    url.path = '';
    return whatwg.serializePath(override(v, url, 'opaque path'));
  },
  search: (v) => {
    const value = v.startsWith('?') ? v.slice(1) : v;
    if (value === '') return value;
    const url = dummy();
    url.query = '';
    return override(value, url, 'query').query ?? '';
  },
  hash: (v) => {
    const value = v.startsWith('#') ? v.slice(1) : v;
    if (value === '') return value;
    const url = dummy();
    url.fragment = '';
    return override(value, url, 'fragment').fragment ?? '';
  },
};

/** The components an init inherits from its baseURL (https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit, type "url"). */
function inherited(init: URLPatternInit, base: WhatwgRecord): Partial<Reading> {
  const absent = (...names: ComponentName[]): boolean => names.every((n) => init[n] === undefined);
  const from = recordReading(base);
  const result: Partial<Reading> = {};
  if (absent('protocol')) result.protocol = from.protocol;
  if (absent('protocol', 'hostname', 'port', 'username')) result.username = from.username;
  if (absent('protocol', 'hostname', 'port', 'username', 'password')) result.password = from.password;
  if (absent('protocol', 'hostname')) result.hostname = from.hostname;
  if (absent('protocol', 'hostname', 'port')) result.port = from.port;
  if (absent('protocol', 'hostname', 'port', 'pathname')) result.pathname = from.pathname;
  if (absent('protocol', 'hostname', 'port', 'pathname', 'search')) result.search = from.search;
  if (absent('protocol', 'hostname', 'port', 'pathname', 'search', 'hash')) result.hash = from.hash;
  return result;
}

/** https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname with type "url". */
function isAbsolutePathname(value: string): boolean {
  return value.startsWith('/');
}

function initReading(init: URLPatternInit): Reading {
  const result: Reading = { protocol: '', username: '', password: '', hostname: '', port: '', pathname: '', search: '', hash: '' };
  let base: WhatwgRecord | null = null;
  if (init.baseURL !== undefined) {
    base = whatwg.parseURL(init.baseURL);
    if (base === null) throw new Failure('baseURL');
    Object.assign(result, inherited(init, base));
  }
  for (const name of COMPONENT_NAMES) {
    let value = init[name];
    if (value === undefined) continue;
    if (name === 'pathname' && base !== null && !whatwg.hasAnOpaquePath(base) && !isAbsolutePathname(value)) {
      const path = whatwg.serializePath(base);
      value = path.slice(0, path.lastIndexOf('/') + 1) + value;
    }
    result[name] = CANONICALIZE[name](value, result.protocol);
  }
  return result;
}

/**
 * The component strings the standard matches for (input, baseURL), or 'null' when exec returns
 * null, or 'TypeError' when it throws; as text.
 */
export function standardReading(input: URLPatternInput, baseURL?: string): string {
  if (typeof input !== 'string' && baseURL !== undefined) return 'TypeError';
  try {
    if (typeof input !== 'string') return readingText(initReading(input));
    const base = baseURL === undefined ? null : whatwg.parseURL(baseURL);
    if (baseURL !== undefined && base === null) return 'null';
    const url = whatwg.parseURL(input, { baseURL: base });
    return url === null ? 'null' : readingText(recordReading(url));
  } catch (error) {
    if (error instanceof Failure) return 'null';
    throw error;
  }
}

export function readingText(reading: Reading): string {
  return COMPONENT_NAMES.map((name) => `${name}:${JSON.stringify(reading[name])}`).join(' ');
}

/** An implementation's reading: what a pattern of wildcards only ({}) reports as the component inputs. */
export function implementationReading(exec: (input: URLPatternInput, baseURL?: string) => unknown, input: URLPatternInput, baseURL?: string): string {
  let result: unknown;
  try {
    result = baseURL === undefined ? exec(input) : exec(input, baseURL);
  } catch {
    return 'TypeError';
  }
  if (result === null || typeof result !== 'object') return 'null';
  const record = result as Record<ComponentName, { input: string }>;
  return COMPONENT_NAMES.map((name) => `${name}:${JSON.stringify(record[name].input)}`).join(' ');
}
