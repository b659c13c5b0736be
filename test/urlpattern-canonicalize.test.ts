// The URL Pattern Standard's encoding callbacks (https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks)
// of src/urlpattern/canonicalize.ts: each on its edge cases, then against the standard's steps run
// literally on whatwg-url 17.3.0 (basicURLParse with its `url` and `stateOverride` options, the
// reference implementation of the URL Standard's state overrides) on seeded random values.

import {
  canonicalizeHash, canonicalizeHostname, canonicalizeIPv6Hostname, canonicalizeOpaquePathname,
  canonicalizePassword, canonicalizePathname, canonicalizePort, canonicalizeProtocol, canonicalizeSearch,
  canonicalizeUsername,
} from '../src/urlpattern/canonicalize';
import { URLPATTERN_ERROR_CODES } from '../src/urlpattern/errors';
import { random } from './helpers/random';
import { failure } from './helpers/urlpattern-failure';
import type { WhatwgRecord } from './helpers/urlpattern-reading';

/** whatwg-url's URL record and state machine, as the tests read them. */
type ReferenceRecord = WhatwgRecord;
interface StateMachine {
  basicURLParse(input: string, options?: { url?: ReferenceRecord; stateOverride?: string }): ReferenceRecord | null;
  serializeHost(host: unknown): string;
  serializePath(url: ReferenceRecord): string;
  setTheUsername(url: ReferenceRecord, value: string): void;
  setThePassword(url: ReferenceRecord, value: string): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const whatwg = require('whatwg-url/lib/url-state-machine') as StateMachine;

// The standard's callbacks, step by step, on whatwg-url: null where the standard throws.
const dummy = (): ReferenceRecord => whatwg.basicURLParse('https://dummy.invalid/') as ReferenceRecord;
type Callback = (value: string) => string | null;
const REFERENCE: Readonly<Record<string, Callback>> = {
  protocol: (value) => value === '' ? value : whatwg.basicURLParse(value + '://dummy.invalid/')?.scheme ?? null,
  username: (value) => {
    if (value === '') return value;
    const url = dummy();
    whatwg.setTheUsername(url, value);
    return url.username;
  },
  password: (value) => {
    if (value === '') return value;
    const url = dummy();
    whatwg.setThePassword(url, value);
    return url.password;
  },
  hostname: (value) => {
    if (value === '') return value;
    const url = dummy();
    if (whatwg.basicURLParse(value, { url, stateOverride: 'hostname' }) === null) return null;
    return url.host === null ? '' : whatwg.serializeHost(url.host);
  },
  port: (value) => referencePort(value, undefined),
  pathname: (value) => {
    if (value === '') return value;
    const leadingSlash = value[0] === '/';
    const url = dummy();
    url.path = [];
    whatwg.basicURLParse((leadingSlash ? '' : '/-') + value, { url, stateOverride: 'path start' });
    const result = whatwg.serializePath(url);
    return leadingSlash ? result : result.slice(2);
  },
  opaquePathname: (value) => {
    if (value === '') return value;
    const url = dummy();
    url.path = '';
    if (whatwg.basicURLParse(value, { url, stateOverride: 'opaque path' }) === null) return null;
    return whatwg.serializePath(url);
  },
  search: (value) => {
    if (value === '') return value;
    const url = dummy();
    url.query = '';
    whatwg.basicURLParse(value, { url, stateOverride: 'query' });
    return url.query;
  },
  hash: (value) => {
    if (value === '') return value;
    const url = dummy();
    url.fragment = '';
    whatwg.basicURLParse(value, { url, stateOverride: 'fragment' });
    return url.fragment;
  },
};

function referencePort(value: string, protocol: string | undefined): string | null {
  if (value === '') return value;
  const url = dummy();
  // whatwg/urlpattern#286: without a protocol the dummy URL's scheme is the empty string
  url.scheme = protocol ?? '';
  if (whatwg.basicURLParse(value, { url, stateOverride: 'port' }) === null) return null;
  return url.port === null ? '' : String(url.port);
}

const CALLBACKS: Readonly<Record<string, (value: string) => string>> = {
  protocol: canonicalizeProtocol, username: canonicalizeUsername, password: canonicalizePassword,
  hostname: canonicalizeHostname, port: (value) => canonicalizePort(value), pathname: canonicalizePathname,
  opaquePathname: canonicalizeOpaquePathname, search: canonicalizeSearch, hash: canonicalizeHash,
};

/** A callback's answer, or null when it throws (a TypeError with a code of errors.ts and an offset in the value). */
function outcome(callback: (value: string) => string, value: string): string | null {
  try {
    return callback(value);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    const { code, offset, input } = error as TypeError & { code: string; offset: number; input: string };
    expect(URLPATTERN_ERROR_CODES).toContain(code);
    expect(input).toBe(value);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThanOrEqual(value.length);
    return null;
  }
}

describe('canonicalize a protocol', () => {
  test.each([
    ['', ''], ['http', 'http'], ['HTTPS', 'https'], ['git+ssh', 'git+ssh'], ['a-b.c', 'a-b.c'],
    ['  http', 'http'], // the basic URL parser strips leading spaces (no url given)
    ['ht\ttp', 'http'], // and removes tabs and newlines
  ])('%j -> %j', (value, expected) => {
    expect(canonicalizeProtocol(value)).toBe(expected);
  });
  test.each([['1http', 0], ['ht tp', 0], ['http:', 5], ['é', 0], ['*', 0]])('%j throws invalid-protocol', (value, offset) => {
    const error = failure(() => canonicalizeProtocol(value));
    expect(error.code).toBe('invalid-protocol');
    expect(error.offset).toBe(offset);
    expect(error.message).toContain(`protocol ${JSON.stringify(value)}`);
  });
});

describe('canonicalize a username and a password: the userinfo percent-encode set', () => {
  test.each([
    ['', ''], ['user', 'user'], ['a b', 'a%20b'], ['a:b@c', 'a%3Ab%40c'], ['é', '%C3%A9'], ['%41', '%41'], ['a/b', 'a%2Fb'],
  ])('%j -> %j', (value, expected) => {
    expect(canonicalizeUsername(value)).toBe(expected);
    expect(canonicalizePassword(value)).toBe(expected);
  });
});

describe('canonicalize a hostname: the hostname state override on https://dummy.invalid/', () => {
  test.each([
    ['', ''], ['example.com', 'example.com'], ['EXAMPLE.com', 'example.com'], ['🚲.com', 'xn--h78h.com'],
    ['0x7f.1', '127.0.0.1'], ['[::1]', '[::1]'], ['[0:0::1]', '[::1]'],
    // the host ends at "/", "\", "?" or "#": what follows is left out, not an error
    ['example.com/path', 'example.com'], ['a\\b', 'a'], ['a?b', 'a'], ['a#b', 'a'],
    ['ex\tample.com', 'example.com'],
  ])('%j -> %j', (value, expected) => {
    expect(canonicalizeHostname(value)).toBe(expected);
  });
  test.each([
    // ":" outside brackets: failure with the hostname state override (the hostname setter leaves the URL as it was)
    ['a:80', 1, 'a hostname cannot have a ":"'],
    [':80', 0, 'cannot be empty'], ['/a', 0, 'cannot be empty'], ['a b', 1, 'forbidden domain code point U+0020'],
    ['[::1', 4, 'IPv6'], ['a%00b', 0, 'not a valid host'], ['1.2.3.999', 6, 'IPv4'],
  ])('%j throws invalid-hostname at %d', (value, offset, why) => {
    const error = failure(() => canonicalizeHostname(value));
    expect(error.code).toBe('invalid-hostname');
    expect(error.offset).toBe(offset);
    expect(error.message).toContain(why);
  });
});

describe('canonicalize an IPv6 hostname', () => {
  test.each([['', ''], ['[::1]', '[::1]'], ['[::AB:cD]', '[::ab:cd]'], ['::', '::'], ['[[]]', '[[]]']])('%j -> %j', (value, expected) => {
    expect(canonicalizeIPv6Hostname(value)).toBe(expected);
  });
  test.each([['[::g]', 3], ['[:: 1]', 3], ['x', 0], ['[::1]%', 5], ['[🚲]', 1]])('%j throws invalid-ipv6-hostname at %d', (value, offset) => {
    const error = failure(() => canonicalizeIPv6Hostname(value));
    expect(error.code).toBe('invalid-ipv6-hostname');
    expect(error.offset).toBe(offset);
  });
});

describe('canonicalize a port, with and without a protocol', () => {
  test.each<[string, string | undefined, string]>([
    ['', undefined, ''], ['8080', undefined, '8080'], ['08080', undefined, '8080'],
    // without a protocol no port is a default port (whatwg/urlpattern#286; the March 2026 text's
    // dummy URL "https" made "443" '' and the fixed "443" of the pattern "*443" vanish)
    ['443', undefined, '443'], ['80', undefined, '80'], ['80', 'http', ''], ['443', 'http', '443'], ['21', 'ftp', ''],
    ['80', '', '80'], // a protocol given as '' is a scheme without a default port
    // the port setter refuses a file URL's port; the port state override (the standard's text) does not
    ['80', 'file', '80'], ['80', 'foo', '80'],
    ['8080x', undefined, '8080'], ['80/path', 'http', ''], // the leading digits are the port
    ['8\t0', undefined, '80'], ['65535', undefined, '65535'], ['0', undefined, '0'],
  ])('%j (protocol %j) -> %j', (value, protocol, expected) => {
    expect(canonicalizePort(value, protocol)).toBe(expected);
  });
  test.each([['x80', 0], ['-1', 0], ['65536', 0], ['99999999999999999999', 0], [' 80', 0], ['\t:', 1]])('%j throws invalid-port at %d', (value, offset) => {
    const error = failure(() => canonicalizePort(value));
    expect(error.code).toBe('invalid-port');
    expect(error.offset).toBe(offset);
  });
});

describe('canonicalize a pathname: the path start state override, "/-" for a value without a leading "/"', () => {
  test.each([
    ['', ''], ['/', '/'], ['/foo/bar', '/foo/bar'], ['foo', 'foo'], ['/a b', '/a%20b'], ['é', '%C3%A9'],
    ['/./a/../b', '/b'], ['.', '.'], ['..', '..'], ['./x', './x'], // not a dot segment when not leading: "/-" before it
    ['/a?b#c', '/a%3Fb%23c'], // with a state override "?" and "#" are path code points
    ['a\\b', 'a/b'], ['%2e', '%2e'], ['/%2e/', '/'],
  ])('%j -> %j', (value, expected) => {
    expect(canonicalizePathname(value)).toBe(expected);
  });
});

describe('canonicalize an opaque pathname: the opaque path state override', () => {
  test.each([
    ['', ''], ['foo', 'foo'], ['a b', 'a b'], ['a b ', 'a b '], ['a ?q', 'a%20'], ['a #f', 'a%20'],
    ['a?b', 'a'], ['a#b', 'a'], ['/x/y', '/x/y'], ['é', '%C3%A9'], ['\u0001', '%01'], ['a\nb', 'ab'],
  ])('%j -> %j', (value, expected) => {
    expect(canonicalizeOpaquePathname(value)).toBe(expected);
  });
});

describe('canonicalize a search and a hash', () => {
  test.each([
    ['', '', ''], ['q=1', 'q=1', 'q=1'], ['a b', 'a%20b', 'a%20b'], ["'", '%27', "'"], ['#', '%23', '#'],
    // the search and hash setters drop a leading "?" / "#"; the query and fragment state overrides do not
    ['?x', '?x', '?x'], ['#x', '%23x', '#x'], ['<>"`', '%3C%3E%22`', '%3C%3E%22%60'], ['é', '%C3%A9', '%C3%A9'],
  ])('%j -> search %j, hash %j', (value, search, hash) => {
    expect(canonicalizeSearch(value)).toBe(search);
    expect(canonicalizeHash(value)).toBe(hash);
  });
});

describe('the callbacks against the standard\'s steps on whatwg-url', () => {
  const PIECES = [
    'a', 'Z', '0', '9', '8', '0x', '.', '..', '/', '\\', ':', '@', '?', '#', '[', ']', ' ', '\t', '\n', '%', '%2e', '%41',
    '-', '+', '~', '*', '(', ')', '{', '}', '<', '>', '"', "'", '`', '^', '|', '\u0000', '\u007f', 'é', 'ß', '🚲',
    '\ud800', 'xn--', 'http', 'file', '::1', '127.0.0.1', '65536', '443', '.com', 'ＡＢ', '\u00ad',
  ];
  const next = random(27);
  const values = Array.from({ length: 3000 }, () => {
    let value = '';
    const length = Math.floor(next() * 7);
    for (let i = 0; i < length; i++) value += PIECES[Math.floor(next() * PIECES.length)];
    return value;
  });
  test.each(Object.keys(CALLBACKS))('%s: same value or same failure on 3,000 seeded values', (name) => {
    const differences = values.filter((value) => outcome(CALLBACKS[name], value) !== REFERENCE[name](value));
    expect(differences.slice(0, 5).map((value) => [value, outcome(CALLBACKS[name], value), REFERENCE[name](value)])).toEqual([]);
  });
  test('port with each special scheme, "" and a non-special one', () => {
    for (const protocol of ['http', 'https', 'ws', 'wss', 'ftp', 'file', '', 'foo']) {
      for (const value of ['80', '443', '21', '0443', '8080', '80x', 'x', '65536']) {
        expect([protocol, value, outcome((v) => canonicalizePort(v, protocol), value)])
          .toEqual([protocol, value, referencePort(value, protocol)]);
      }
    }
  });
});

describe('linear time', () => {
  test('a value of 200,000 code points is canonicalised in well under a second by every callback', () => {
    const long = 'a'.repeat(200_000);
    for (const name of Object.keys(CALLBACKS)) {
      const start = performance.now();
      outcome(CALLBACKS[name], long);
      outcome(CALLBACKS[name], '/' + long.replace(/a/g, 'é/'));
      expect([name, performance.now() - start < 2000]).toEqual([name, true]);
    }
    expect(canonicalizeIPv6Hostname(':'.repeat(200_000))).toHaveLength(200_000);
  });
});
