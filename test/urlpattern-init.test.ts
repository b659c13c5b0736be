// URLPatternInit processing (https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit) and
// constructor string parsing (https://urlpattern.spec.whatwg.org/#parse-a-constructor-string):
// src/urlpattern/process-init.ts and constructor-string.ts, on hand-made cases and on the WPT data
// (../shared/wpt/urlpattern/urlpatterntestdata.json): the component strings the standard implies
// for each case's expected_obj, where a component is plain text (no pattern syntax), through the
// encoding callback "compile a component" would run on it.

import {
  canonicalizeHash, canonicalizeHostname, canonicalizeIPv6Hostname, canonicalizeOpaquePathname,
  canonicalizePassword, canonicalizePathname, canonicalizePort, canonicalizeProtocol, canonicalizeSearch,
  canonicalizeUsername,
} from '../src/urlpattern/canonicalize';
import { parseConstructorString } from '../src/urlpattern/constructor-string';
import { isAbsolutePathname, processBaseURLString, processInit } from '../src/urlpattern/process-init';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { escapePatternString } from '../src/urlpattern/escape';
import { COMPONENT_NAMES, type ComponentName, type URLPatternInit } from '../src/urlpattern/types';
import { defaultPort, isSpecialScheme } from '../src/core/schemes';
import { URLPATTERN_ERROR_CODES } from '../src/urlpattern/errors';
import { random } from './helpers/random';
import { readWPT } from './helpers/wpt';
import { failure } from './helpers/urlpattern-failure';

const NULLS = [null, null, null, null, null, null, null, null] as const;
const pattern = (init: URLPatternInit): URLPatternInit => processInit(init, 'pattern', ...NULLS);
const url = (init: URLPatternInit): URLPatternInit => processInit(init, 'url', '', '', '', '', '', '', '', '');

describe('process a URLPatternInit without a base URL', () => {
  test('"pattern": the components as written, a protocol\'s ":", a search\'s "?" and a hash\'s "#" stripped', () => {
    expect(pattern({ protocol: 'HTTPS:', hostname: 'EXAMPLE.com', port: '443', pathname: 'a b', search: '?q', hash: '#h' }))
      .toEqual({ protocol: 'HTTPS', hostname: 'EXAMPLE.com', port: '443', pathname: 'a b', search: 'q', hash: 'h' });
    expect(pattern({})).toEqual({});
    expect(pattern({ protocol: 'a::', search: '??', hash: '##' })).toEqual({ protocol: 'a:', search: '?', hash: '#' });
  });
  test('"url": every component canonicalised by its encoding callback', () => {
    expect(url({ protocol: 'HTTPS:', username: 'a b', password: 'é', hostname: 'EXAMPLE.com', port: '443', pathname: '/a b', search: '?q r', hash: '#h i' }))
      .toEqual({ protocol: 'https', username: 'a%20b', password: '%C3%A9', hostname: 'example.com', port: '', pathname: '/a%20b', search: 'q%20r', hash: 'h%20i' });
  });
  test('"url": the arguments are the starting values; a component absent from the init keeps its argument', () => {
    expect(url({ pathname: '/x' })).toEqual({ protocol: '', username: '', password: '', hostname: '', port: '', pathname: '/x', search: '', hash: '' });
    expect(processInit({ hostname: 'a' }, 'url', 'p', null, null, 'h', null, null, null, 'f')).toEqual({ protocol: 'p', hostname: 'a', hash: 'f' });
  });
  test('"url": a port is canonicalised with the result\'s protocol (its default port is no port)', () => {
    expect(url({ protocol: 'http', port: '80' }).port).toBe('');
    expect(url({ protocol: 'http', port: '443' }).port).toBe('443');
    expect(url({ port: '443' }).port).toBe('443'); // the protocol is '' (the argument): no default port
    expect(url({ protocol: 'foo', port: '080' }).port).toBe('80');
  });
  test('"url": a pathname is opaque only with a protocol that is not special', () => {
    expect(url({ protocol: 'https', pathname: '/a/../b c' }).pathname).toBe('/b%20c');
    expect(url({ pathname: 'a b' }).pathname).toBe('a%20b'); // no protocol ('') counts as special
    expect(url({ protocol: 'data', pathname: 'a b' }).pathname).toBe('a b');
    expect(url({ protocol: 'data', pathname: 'a/../b c' }).pathname).toBe('a/../b c');
    expect(url({ protocol: 'javascript', pathname: 'alert(1) ' }).pathname).toBe('alert(1) ');
  });
  test('"url": what cannot be canonicalised is a TypeError with a code and an offset', () => {
    expect(failure(() => url({ hostname: 'a b' })).code).toBe('invalid-hostname');
    expect(failure(() => url({ protocol: 'http', port: '99999' })).code).toBe('invalid-port');
    expect(failure(() => url({ protocol: '1x' })).code).toBe('invalid-protocol');
    // a pattern is not canonicalised here ("compile a component" does, part by part)
    expect(pattern({ hostname: 'a b', port: '99999', protocol: '1x' })).toEqual({ hostname: 'a b', port: '99999', protocol: '1x' });
  });
});

describe('process a URLPatternInit with a base URL', () => {
  const BASE = 'https://user:pass@example.com:8080/a/b?q=1#frag';
  test('"pattern": a component given is not inherited, nor any more specific one; username and password never', () => {
    expect(pattern({ baseURL: BASE })).toEqual({ protocol: 'https', hostname: 'example.com', port: '8080', pathname: '/a/b', search: 'q=1', hash: 'frag' });
    expect(pattern({ baseURL: BASE, hash: 'x' })).toEqual({ protocol: 'https', hostname: 'example.com', port: '8080', pathname: '/a/b', search: 'q=1', hash: 'x' });
    expect(pattern({ baseURL: BASE, search: 'x' })).toEqual({ protocol: 'https', hostname: 'example.com', port: '8080', pathname: '/a/b', search: 'x' });
    expect(pattern({ baseURL: BASE, pathname: '/x' })).toEqual({ protocol: 'https', hostname: 'example.com', port: '8080', pathname: '/x' });
    expect(pattern({ baseURL: BASE, port: '1' })).toEqual({ protocol: 'https', hostname: 'example.com', port: '1' });
    expect(pattern({ baseURL: BASE, hostname: 'h' })).toEqual({ protocol: 'https', hostname: 'h' });
    expect(pattern({ baseURL: BASE, protocol: 'wss' })).toEqual({ protocol: 'wss' });
    expect(pattern({ baseURL: BASE, username: 'u' })).toEqual({ protocol: 'https', username: 'u', hostname: 'example.com', port: '8080', pathname: '/a/b', search: 'q=1', hash: 'frag' });
  });
  test('"url": username and password inherited too, unless the init gives protocol, hostname, port or (for the password) username', () => {
    expect(url({ baseURL: BASE })).toEqual({ protocol: 'https', username: 'user', password: 'pass', hostname: 'example.com', port: '8080', pathname: '/a/b', search: 'q=1', hash: 'frag' });
    expect(url({ baseURL: BASE, username: 'u' })).toMatchObject({ username: 'u', password: '' });
    expect(url({ baseURL: BASE, password: 'p' })).toMatchObject({ username: 'user', password: 'p' });
    expect(url({ baseURL: BASE, port: '1' })).toMatchObject({ username: '', password: '', port: '1', pathname: '' });
  });
  test('a base URL without query, fragment or port gives empty strings; its default port is no port', () => {
    expect(pattern({ baseURL: 'http://example.com:80' })).toEqual({ protocol: 'http', hostname: 'example.com', port: '', pathname: '/', search: '', hash: '' });
    expect(pattern({ baseURL: 'file:///c:/x' })).toEqual({ protocol: 'file', hostname: '', port: '', pathname: '/c\\:/x', search: '', hash: '' });
    expect(pattern({ baseURL: 'mailto:a@b' })).toEqual({ protocol: 'mailto', hostname: '', port: '', pathname: 'a@b', search: '', hash: '' });
  });
  test('"pattern": what the base gives is escaped as a pattern string; "url": as it is', () => {
    const base = 'https://example.com/a:b*(c)/d+{e}?x=?&y=\\#:z';
    expect(pattern({ baseURL: base })).toMatchObject({ pathname: '/a\\:b\\*\\(c\\)/d\\+%7Be%7D', search: 'x=\\?&y=\\\\', hash: '\\:z' });
    expect(url({ baseURL: base })).toMatchObject({ pathname: '/a:b*(c)/d+%7Be%7D', search: 'x=?&y=\\', hash: ':z' });
    expect(processBaseURLString('a:b', 'pattern')).toBe('a\\:b');
    expect(processBaseURLString('a:b', 'url')).toBe('a:b');
  });
  test('a pathname that is not absolute is resolved against the base\'s path up to its last "/"', () => {
    expect(pattern({ baseURL: 'https://example.com/foo/bar', pathname: 'baz' }).pathname).toBe('/foo/baz');
    expect(pattern({ baseURL: 'https://example.com/foo/', pathname: ':id' }).pathname).toBe('/foo/:id');
    expect(pattern({ baseURL: 'https://example.com', pathname: '' }).pathname).toBe('/');
    expect(pattern({ baseURL: 'https://example.com/a+b/c', pathname: 'd' }).pathname).toBe('/a\\+b/d');
    expect(pattern({ baseURL: 'https://example.com/foo/', pathname: '{/bar}' }).pathname).toBe('{/bar}');
    expect(pattern({ baseURL: 'https://example.com/foo/', pathname: '\\/bar' }).pathname).toBe('\\/bar');
    expect(url({ baseURL: 'https://example.com/foo/', pathname: '\\/bar' }).pathname).toBe('/foo///bar'); // "\" is a "/" in a special URL's path
    expect(url({ baseURL: 'https://example.com/foo/bar', pathname: 'x/../y' }).pathname).toBe('/foo/y');
    // an opaque base path is not a directory: the pathname stays as given
    expect(pattern({ baseURL: 'data:text/plain,x', pathname: 'y' }).pathname).toBe('y');
    expect(url({ baseURL: 'data:text/plain,x', pathname: 'y z ' }).pathname).toBe('y z ');
  });
  test('an invalid base URL is a TypeError with its code, offset and the URL parser\'s reason', () => {
    for (const baseURL of ['', 'relative/path', 'https://exa mple.com', 'http://[::1']) {
      const error = failure(() => pattern({ baseURL, pathname: '/foo' }));
      expect(error.code).toBe('invalid-base-url');
      expect(error.input).toBe(baseURL);
      expect(error.message).toContain(`baseURL ${JSON.stringify(baseURL)}: not a URL`);
    }
    expect(failure(() => url({ baseURL: 'https://exa mple.com' })).offset).toBe(11);
  });
});

describe('is an absolute pathname', () => {
  test.each<[string, boolean, boolean]>([
    ['', false, false], ['/', true, true], ['/x', true, true], ['x', false, false], ['\\/x', true, false],
    ['{/x}', true, false], ['\\', false, false], ['{', false, false], ['{x/}', false, false], [':id', false, false],
  ])('%j: pattern %s, url %s', (input, asPattern, asURL) => {
    expect(isAbsolutePathname(input, 'pattern')).toBe(asPattern);
    expect(isAbsolutePathname(input, 'url')).toBe(asURL);
  });
});

/** The raw component strings a constructor string parses into, as an object without undefined members. */
const parsed = (input: string): URLPatternInit => ({ ...parseConstructorString(input) });

describe('parse a constructor string', () => {
  test.each<[string, URLPatternInit]>([
    ['https://example.com/foo?bar#baz', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/foo', search: 'bar', hash: 'baz' }],
    // later components not given stay wildcards (absent); a hostname without a port means the default port
    ['https://example.com', { protocol: 'https', hostname: 'example.com', port: '' }],
    ['https://example.com/foo', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/foo' }],
    // components skipped over are empty: a special scheme's pathname is "/"
    ['https://example.com?q', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/', search: 'q' }],
    ['https://example.com#h', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/', search: '', hash: 'h' }],
    ['foo://host?q', { protocol: 'foo', hostname: 'host', port: '', pathname: '', search: 'q' }],
    ['https://user\\:pass@host:8080/p', { protocol: 'https', username: 'user', password: 'pass', hostname: 'host', port: '8080', pathname: '/p' }],
    ['https://user:pass@host', { protocol: 'https', username: 'user:pass', hostname: 'host', port: '' }], // ":pass" is a name
    ['https://user@host', { protocol: 'https', username: 'user', hostname: 'host', port: '' }],
    ['https://[::1]:8080/', { protocol: 'https', hostname: '[::1]', port: '8080', pathname: '/' }],
    ['https://*', { protocol: 'https', hostname: '*', port: '' }],
    ['https://*:*', { protocol: 'https', hostname: '*', port: '*' }],
    // a special scheme without "//" still has an authority; another scheme has a path (":" before a
    // code point that cannot start a name is an invalid-char token, a protocol suffix)
    ['https:8080', { protocol: 'https', hostname: '8080', port: '' }],
    ['https:/x', { protocol: 'https', hostname: '', port: '', pathname: '/x' }],
    ['foo:/bar', { protocol: 'foo', hostname: '', port: '', pathname: '/bar' }],
    ['javascript\\:alert(1)', { protocol: 'javascript', hostname: '', port: '', pathname: 'alert(1)' }],
    ['foo:bar', { pathname: 'foo:bar' }], // ":bar" is a name: no protocol
    // a name's ":" is no port prefix, a modifier's "?" no search prefix, "{ ... }" holds no boundary
    ['https://a.c:hmm.example.com:8080', { protocol: 'https', hostname: 'a.c:hmm.example.com', port: '8080' }],
    ['https://example.com/:id?', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/:id?' }],
    ['https://example.com/(.*)?x', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/(.*)?x' }],
    ['https://example.com/*?q', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/*?q' }],
    ['https://example.com/x?q', { protocol: 'https', hostname: 'example.com', port: '', pathname: '/x', search: 'q' }],
    ['http{s}?://example.com', { protocol: 'http{s}?', hostname: 'example.com', port: '' }],
    ['https://ex{a:b}mple.com/{?}x', { protocol: 'https', hostname: 'ex{a:b}mple.com', port: '', pathname: '/{?}x' }],
    ['(https|ftp)://x', { protocol: '(https|ftp)', hostname: 'x', port: '' }],
    // relative constructor strings: from the pathname, the search or the hash
    ['/foo?bar#baz', { pathname: '/foo', search: 'bar', hash: 'baz' }],
    ['foo/bar', { pathname: 'foo/bar' }],
    ['?q', { search: 'q' }],
    ['#h', { hash: 'h' }],
    ['', { pathname: '' }],
    ['{https://}example.com/foo', { pathname: '{https://}example.com/foo' }],
    ['data:foobar', { pathname: 'data:foobar' }], // ":foobar" is a name: no protocol
    // an escaped ":" is a protocol suffix too (escaped-char), and the component string ends before its "\"
    ['https\\://x', { protocol: 'https', hostname: 'x', port: '' }],
  ])('%j', (input, expected) => {
    expect(parsed(input)).toEqual(expected);
  });
});

/** A case of urlpatterntestdata.json, as far as these tests read it. */
interface WPTCase {
  pattern: unknown[];
  expected_obj?: unknown;
  exactly_empty_components?: string[];
}

/** The code points that make a pattern string more than plain text. */
const PATTERN_SYNTAX = /[:*(){}?+\\]/;

/**
 * The pattern string "compile a component" gives a component that is plain text: its encoding
 * callback's result, escaped (https://urlpattern.spec.whatwg.org/#url-pattern-create steps 4-19,
 * with the callbacks create chooses); null when the text or the protocol it depends on is a pattern.
 */
function impliedComponent(strings: Readonly<Record<ComponentName, string>>, name: ComponentName): string | null {
  const value = strings[name];
  if (PATTERN_SYNTAX.test(value)) return null;
  const protocol = strings.protocol;
  const callbacks: Record<ComponentName, () => string | null> = {
    protocol: () => canonicalizeProtocol(value),
    username: () => canonicalizeUsername(value),
    password: () => canonicalizePassword(value),
    hostname: () => value.startsWith('[') ? canonicalizeIPv6Hostname(value) : canonicalizeHostname(value),
    port: () => isSpecialScheme(protocol) && value === String(defaultPort(protocol)) ? '' : canonicalizePort(value),
    pathname: () => {
      if (protocol === '*' || isSpecialScheme(protocol)) return canonicalizePathname(value);
      return PATTERN_SYNTAX.test(protocol) ? null : canonicalizeOpaquePathname(value);
    },
    search: () => canonicalizeSearch(value),
    hash: () => canonicalizeHash(value),
  };
  const canonical = callbacks[name]();
  return canonical === null ? null : escapePatternString(canonical);
}

/** The init of a WPT pattern: a constructor string parsed (with its base URL), or the dictionary given. */
function initOfCase(entry: WPTCase): URLPatternInit {
  const [input, second] = entry.pattern;
  if (typeof input !== 'string') return input as URLPatternInit;
  const init = parseConstructorString(input);
  if (typeof second === 'string') init.baseURL = second;
  return init;
}

describe('WPT urlpatterntestdata.json: the component strings the standard implies', () => {
  const cases = readWPT<WPTCase>('urlpattern/urlpatterntestdata.json')
    .filter((entry) => entry.pattern.length > 0 && typeof entry.expected_obj === 'object' && entry.expected_obj !== null);
  let compared = 0;
  test.each(cases.map((entry, i): [string, WPTCase] => [`#${i} ${JSON.stringify(entry.pattern)}`, entry]))('%s', (_title, entry) => {
    const processed = pattern(initOfCase(entry));
    const strings = Object.fromEntries(COMPONENT_NAMES.map((name) => [name, processed[name] ?? '*'])) as Record<ComponentName, string>;
    const expected = entry.expected_obj as Partial<Record<ComponentName, string>>;
    for (const name of COMPONENT_NAMES) {
      if (entry.exactly_empty_components?.includes(name) === true) {
        expect([name, strings[name]]).toEqual([name, '']);
        compared++;
      }
      const wanted = expected[name];
      if (wanted === undefined) continue;
      const implied = impliedComponent(strings, name);
      if (implied === null) continue;
      expect([name, implied]).toEqual([name, wanted]);
      compared++;
    }
  });
  test('most cases have plain-text components: the comparison above is not vacuous', () => {
    expect(compared).toBeGreaterThan(200); // 252 on the pinned data
  });
});

describe('parse a constructor string on any string', () => {
  const PIECES = [
    'https', 'foo', ':', '/', '//', '\\', '@', '?', '#', '[', ']', '{', '}', '(', ')', '(.*)', '*', '+', ':id', '.',
    'a', '0', '8080', ' ', '%', 'é', '\ud800', '(?', '((', 'x)',
  ];
  test('3,000 seeded strings: an init of strings, or a TypeError with a code of errors.ts (from compiling the protocol)', () => {
    const next = random(2727);
    const seen = { parsed: 0, failed: 0 };
    for (let n = 0; n < 3000; n++) {
      let input = '';
      const length = Math.floor(next() * 12);
      for (let i = 0; i < length; i++) input += PIECES[Math.floor(next() * PIECES.length)];
      let init: URLPatternInit;
      try {
        init = parseConstructorString(input);
      } catch (error) {
        expect(URLPATTERN_ERROR_CODES).toContain((error as { code: string }).code);
        seen.failed++;
        continue;
      }
      seen.parsed++;
      for (const value of Object.values(init)) expect(typeof value).toBe('string');
      // every component string is a piece of the input
      for (const value of Object.values(init) as string[]) {
        if (value !== '' && value !== '/') expect([input, input.includes(value)]).toEqual([input, true]);
      }
    }
    expect(seen.parsed).toBeGreaterThan(2000);
  });
});

// Linear time, measured as test/growth.test.ts measures (its notes say why): the small input is
// timed as a batch of 10 calls against one call of the 10x input, a garbage collection before each
// timed run, two alternating rounds keeping the fastest, and a retry after a pause when the ratio
// is above the bound (a loaded machine only ever slows a run down). Quadratic work grows ~100x.
describe('parse a constructor string in linear time', () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const BOUND = 12;
  /** Milliseconds for `calls` parses of `input`, after a garbage collection. */
  function timed(input: string, calls: number): number {
    gc();
    const start = performance.now();
    for (let i = 0; i < calls; i++) parseConstructorString(input);
    return performance.now() - start;
  }
  /** The growth of the time from n to 10n repetitions (the fastest of two rounds each, floored at 0.5 ms). */
  function growth(make: (n: number) => string, n: number): number {
    const small = make(n);
    const large = make(10 * n);
    timed(small, 3); // warm up
    let bestSmall = Infinity;
    let bestLarge = Infinity;
    for (let round = 0; round < 2; round++) {
      bestSmall = Math.min(bestSmall, timed(small, 10));
      bestLarge = Math.min(bestLarge, timed(large, 1));
    }
    return Math.max(bestLarge, 0.5) / Math.max(bestSmall, 0.5);
  }
  test.each<[string, number, (n: number) => string]>([
    ['a long hostname', 10_000, (n) => 'https://' + 'a.'.repeat(n) + 'com/'],
    ['a long pathname of names', 10_000, (n) => 'https://example.com' + '/:id'.repeat(n)],
    ['no protocol: a relative pathname read twice', 10_000, (n) => '/x'.repeat(n)],
    // the protocol is compiled; V8 refuses a regular expression of some 30,000 code points
    ['a long protocol compiled', 1_500, (n) => 'h'.repeat(n) + '://x'],
    ['nested groups', 10_000, (n) => '{'.repeat(n) + '}'.repeat(n)],
    ['escaped colons and at signs in the authority', 10_000, (n) => 'https://' + 'u\\:@'.repeat(n)],
    ['IPv6 brackets', 10_000, (n) => 'https://' + '['.repeat(n) + ']'.repeat(n) + ':1'],
  ])(`%s: 10x the input takes at most ${BOUND}x the time`, async (_name, n, make) => {
    let ratio = growth(make, n);
    for (let retry = 0; retry < 3 && ratio > BOUND; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      ratio = Math.min(ratio, growth(make, n));
    }
    expect(ratio).toBeLessThanOrEqual(BOUND);
  }, 60_000);
});
