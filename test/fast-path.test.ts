// The fast path (grammar/normalized.pegjs) must agree with the general pipeline on every input
// it accepts: same record, no validation error, and the input is its own href.
import type { ValidationError } from '../src/core/errors';
import { parseNormalizedURL } from '../src/whatwg/fast-path';
import { isNormalDomain } from '../src/host/host';
import { hasACELabel, isStrictASCIIDomain } from '../src/host/idna';
import { endsInANumber } from '../src/host/ipv4';
import { parseWithErrors } from '../src/whatwg/parser';
import { URLRecord } from '../src/whatwg/record';
import { serializeURL } from '../src/whatwg/serializer';
import { URL, parseURL } from '../src';
import { random } from './helpers/random';
import { readDataText } from './helpers/test-data';
import { readWPT } from './helpers/wpt';


interface GeneralResult {
  record: URLRecord | null;
  errors: ValidationError[];
}

function general(input: string): GeneralResult {
  const outcome = parseWithErrors(input, null);
  return { record: outcome.url, errors: outcome.failure === null ? outcome.log.errors : [...outcome.log.errors, outcome.failure] };
}

/** Checks one input; returns whether the fast path took it. */
function agrees(input: string): boolean {
  const fast = parseNormalizedURL(input);
  if (fast === null) return false;
  const slow = general(input);
  expect({ input, record: fast }).toEqual({ input, record: slow.record });
  expect({ input, errors: slow.errors }).toEqual({ input, errors: [] });
  expect(serializeURL(fast)).toBe(input);
  return true;
}

describe('takes normalised URLs', () => {
  test.each([
    'https://example.com/',
    'http://example.com/a/b.html?q=1&r=%20#top',
    'https://en.wikipedia.org/wiki/Extreme_Programming',
    'https://a.com:8443/x',
    'http://a.com:0/',
    'ws://a.com/chat',
    'wss://a.com/',
    'ftp://ftp.a.org/pub/',
    'file:///etc/passwd',
    'file://server/share/x.txt',
    'https://a.com//double//slashes/',
    'https://a.com/a.b/..c/.d/c../%2e%2ex',
    'https://a.com/?',
    'https://a.com/#',
    "https://a.com/it's#it's",
    'https://a-b.c-d.com/~user/',
  ])('%s', (input) => {
    expect(agrees(input)).toBe(true);
  });
});

describe('leaves everything else to the general path', () => {
  test.each([
    ['uppercase scheme', 'HTTPS://a.com/'],
    ['uppercase host', 'https://A.com/'],
    ['no path', 'https://a.com'],
    ['default port', 'https://a.com:443/'],
    ['port with leading zero', 'https://a.com:08/'],
    ['port out of range', 'https://a.com:65536/'],
    ['credentials', 'https://u@a.com/'],
    ['IPv4 host', 'https://1.2.3.4/'],
    ['host ending in a number', 'https://a.0x1/'],
    ['ACE label', 'https://xn--a.com/'],
    ['trailing dot', 'https://a.com./'],
    ['underscore', 'https://a_b.com/'],
    ['localhost file host', 'file://localhost/x'],
    ['file drive letter', 'file:///C:/x'],
    ['single dot', 'https://a.com/./x'],
    ['double dot', 'https://a.com/a/..'],
    ['encoded dots', 'https://a.com/%2E%2e/x'],
    ['encoded dot before query', 'https://a.com/a/%2e?x'],
    ['invalid escape', 'https://a.com/a%zz'],
    ['space', 'https://a.com/a b'],
    ['quote in query', "https://a.com/?'"],
    ['backslash', 'https://a.com\\x'],
    ['pipe', 'https://a.com/a|b'],
    ['non-ASCII', 'https://a.com/é'],
    ['leading space', ' https://a.com/'],
    ['tab', 'https://a.com/\t'],
    ['non-special scheme', 'sc://a.com/'],
  ])('%s: %s', (_name, input) => {
    expect(parseNormalizedURL(input)).toBeNull();
    const record = general(input).record;
    expect(URL.parse(input)?.href ?? null).toBe(record === null ? null : serializeURL(record));
  });
});

describe('agrees with the general pipeline', () => {
  test('on every urltestdata.json input', () => {
    const cases = readWPT<{ input: string }>('urltestdata.json');
    const taken = cases.filter((c) => agrees(c.input)).length;
    expect(taken).toBeGreaterThan(20);
  });

  test.each(['kasztp.txt', 'node_files.txt'])('on the corpus %s', (file) => {
    const lines = readDataText('corpus', file).split('\n');
    let taken = 0;
    for (const line of lines) if (agrees(line)) taken++;
    expect(taken).toBeGreaterThan(lines.length / 2);
  });

  test('on random URL-like strings', () => {
    const pieces = ['https://', 'http://', 'file://', 'ws://', 'a', 'B', '0', '1', '9', '.', '..', '/', '%2e', '%2E',
      '%', '%4', '%41', '?', '#', ':', '@', "'", '-', 'xn--', 'localhost', '443', '80', '_', '~', '|', '\\', ' ', 'é',
      '0x', 'C:', '\t', '[', ']'];
    const next = random(2026);
    let taken = 0;
    for (let i = 0; i < 20000; i++) {
      let input = pieces[Math.floor(next() * 4)] + (next() < 0.5 ? 'a.com/' : '');
      const length = 1 + Math.floor(next() * 12);
      for (let j = 0; j < length; j++) input += pieces[Math.floor(next() * pieces.length)];
      if (agrees(input)) taken++;
    }
    expect(taken).toBeGreaterThan(500);
  });
});

test('isNormalDomain is strict ToASCII without ACE labels, not ending in a number', () => {
  const pieces = ['a', 'z', '0', '9', '-', '--', '.', 'xn--', 'x', '0x', 'f', 'a'.repeat(63)];
  const next = random(46);
  for (let i = 0; i < 20000; i++) {
    let domain = '';
    const length = Math.floor(next() * 10);
    for (let j = 0; j < length; j++) domain += pieces[Math.floor(next() * pieces.length)];
    const expected = isStrictASCIIDomain(domain) && !hasACELabel(domain) && !endsInANumber(domain);
    expect({ domain, normal: isNormalDomain(domain) }).toEqual({ domain, normal: expected });
  }
  expect(isNormalDomain('a'.repeat(63) + '.com')).toBe(true);
  expect(isNormalDomain('a'.repeat(64) + '.com')).toBe(false);
  expect(isNormalDomain(('a'.repeat(9) + '.').repeat(25) + 'com')).toBe(true);
  expect(isNormalDomain(('a'.repeat(9) + '.').repeat(25) + 'comm')).toBe(false);
});

describe('API', () => {
  test('URL and parseURL use it with a base too', () => {
    expect(new URL('https://a.com/x', 'https://b.com/y').href).toBe('https://a.com/x');
    expect(parseURL('https://a.com/x', { base: 'file:///' })).toEqual({
      url: parseNormalizedURL('https://a.com/x'),
      errors: [],
      errorCount: 0,
      failure: null,
      failed: null,
    });
  });

  test('URL.parse returns working URL objects on both paths', () => {
    const fast = URL.parse('https://a.com/x?y#z');
    const slow = URL.parse('HTTPS://A.com:443/./x');
    expect([fast?.href, fast?.pathname, fast?.search, fast?.hash]).toEqual(['https://a.com/x?y#z', '/x', '?y', '#z']);
    expect([slow?.href, slow?.host, slow?.port]).toEqual(['https://a.com/x', 'a.com', '']);
    expect(slow).toBeInstanceOf(URL);
    expect(URL.parse('nope')).toBeNull();
  });

  test('an invalid base still fails', () => {
    expect(() => new URL('https://a.com/', 'no scheme')).toThrow(TypeError);
    expect(parseURL('https://a.com/', { base: 'no scheme' }).url).toBeNull();
  });
});
