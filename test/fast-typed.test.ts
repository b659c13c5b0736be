// The fast path for special URLs as typed (grammar/normalized.pegjs typed_url, read through its
// regular expression and normalised by src/whatwg/as-typed.ts) must give exactly the general
// pipeline's record, and that record's serialization as its href, on every input it takes,
// whatever the base: the URL constructor tries it before looking at the base.
import { parseTypedURL } from '../src/whatwg/fast-path';
import { parseWithErrors } from '../src/whatwg/parser';
import type { URLRecord } from '../src/whatwg/record';
import { serializePath, serializeURL } from '../src/whatwg/serializer';
import { typedRecord } from '../src/whatwg/as-typed';
import { URL } from '../src';
import { differentialCases, randomURLs } from './helpers/url-inputs';
import { readDataText } from './helpers/test-data';


function general(input: string, base: URLRecord | null = null): URLRecord | null {
  return parseWithErrors(input, base).url;
}

/** Checks one input against one base; returns whether the typed path took it. */
function agrees(input: string, base: URLRecord | null = null): boolean {
  const typed = parseTypedURL(input);
  if (typed === null) return false;
  const record = general(input, base);
  expect({ input, base, record: typedRecord(typed), href: typed.href, pathname: typed.pathname }).toEqual({
    input, base, record, href: record === null ? null : serializeURL(record), pathname: record === null ? null : serializePath(record),
  });
  return true;
}

describe('takes special URLs as people type them', () => {
  test.each([
    ['upper-case scheme', 'HTTPS://a.com/x', 'https://a.com/x'],
    ['upper-case host', 'https://WWW.Example.COM/', 'https://www.example.com/'],
    ['no path', 'https://a.com', 'https://a.com/'],
    ['no path before the query', 'https://a.com?q#f', 'https://a.com/?q#f'],
    ['default port', 'http://a.com:80/x', 'http://a.com/x'],
    ['empty port', 'http://a.com:/x', 'http://a.com/x'],
    ['port with leading zeros', 'http://a.com:0081/x', 'http://a.com:81/x'],
    ['dot segments', 'https://a.com/a/./b/../c/%2E%2e/d', 'https://a.com/a/d'],
    ['final double dot', 'https://a.com/a/b/..', 'https://a.com/a/'],
    ['spaces', 'https://a.com/my file.html?q=a b#x y', 'https://a.com/my%20file.html?q=a%20b#x%20y'],
    ['quote in a special query', "https://a.com/?it's", 'https://a.com/?it%27s'],
    ['non-ASCII path and query', 'https://a.com/café?q=日本', 'https://a.com/caf%C3%A9?q=%E6%97%A5%E6%9C%AC'],
    ['non-ASCII host', 'https://café.example/', 'https://xn--caf-dma.example/'],
    ['percent-encoded host', 'https://ex%41mple.com/', 'https://example.com/'],
    ['IPv4 host', 'http://0x7f.1/', 'http://127.0.0.1/'],
    ['ACE label, kept as written', 'https://XN--a.com/', 'https://xn--a.com/'],
    ['backslashes', 'https:\\\\a.com\\x\\y', 'https://a.com/x/y'],
    ['more slashes', 'https:////a.com/x', 'https://a.com/x'],
    ['invalid escape', 'https://a.com/a%zz', 'https://a.com/a%zz'],
    ['lone surrogate', 'https://a.com/\uD800', 'https://a.com/%EF%BF%BD'],
    ['surrounding spaces', '  https://a.com/x \n', 'https://a.com/x'],
    ['file URL', 'FILE://Host/C|/x/../y', 'file://host/C:/y'],
    ['file localhost', 'file://localhost/x', 'file:///x'],
    ['file backslashes', 'file:\\\\\\x', 'file:///x'],
  ])('%s: %s', (_name, input, href) => {
    expect(agrees(input)).toBe(true);
    expect(new URL(input).href).toBe(href);
    expect(new URL(input, 'https://b.org/p').href).toBe(href);
  });
});

test('leaves inputs longer than 4,096 code units to the general path', () => {
  const path = '/a'.repeat(2100);
  expect(parseTypedURL(`http://h${path.slice(0, 4096 - 8)}`)).not.toBeNull();
  expect(parseTypedURL(`http://h${path}`)).toBeNull();
  // Millions of segments overflowed a regular expression engine's backtracking stack.
  expect(new URL(`http://h${'/a'.repeat(5_000_000)}\tx`).pathname.length).toBe(10_000_001);
});

describe('leaves everything else to the general path', () => {
  test.each([
    ['credentials', 'https://u:p@a.com/'],
    ['IPv6 host', 'https://[::1]/'],
    ['one slash (relative to a same-scheme base)', 'https:/a.com/'],
    ['no slash', 'https:a.com'],
    ['file URL with one slash', 'file:/x'],
    ['file URL with three slashes and a drive letter host', 'file://C:/x'],
    ['tab inside', 'https://a.com/a\tb'],
    ['non-special scheme', 'sc://a.com/'],
    ['empty host', 'https:///'],
    ['port out of range', 'https://a.com:65536/'],
    ['port with a letter', 'https://a.com:8a/'],
    ['forbidden host code point', 'https://a<b.com/'],
    ['forbidden code point once percent-decoded', 'https://a%00b.com/'],
    ['invalid IDNA', 'https://a\u200Db.com/'],
  ])('%s: %s', (_name, input) => {
    expect(parseTypedURL(input)).toBeNull();
  });
});

describe('agrees with the general pipeline', () => {
  test('on 20,000 differential cases, each against its base', () => {
    let taken = 0;
    for (const { input, base } of differentialCases(14, 20000)) {
      const baseRecord = base === null ? null : general(base);
      if (base !== null && baseRecord === null) continue;
      if (agrees(input, baseRecord)) taken++;
    }
    expect(taken).toBeGreaterThan(2000);
  });

  test.each(['kasztp.txt', 'node_files.txt'])('on the corpus %s, as is and in upper case', (file) => {
    const lines = readDataText('corpus', file).split('\n').filter((line) => line !== '');
    let taken = 0;
    for (const line of lines.slice(0, 5000)) {
      if (agrees(line)) taken++;
      agrees(line.toUpperCase());
    }
    expect(taken).toBeGreaterThan(4000);
  });

  test('on random special URLs as typed', () => {
    const pieces = ['a', 'B', '0', '9', '.', '..', '/', '\\', '%2e', '%2E', '%', '%4', '%41', '?', '#', ':', '@', "'", '-',
      'xn--', 'localhost', '80', '443', ' ', 'é', '日', '\uD800', '0x', 'C:', 'c|', '\t', '[', '^', '`', '{', '"', '<'];
    const starts = ['https://', 'HTTP://', 'http:\\\\', 'ws:///', 'File://', 'file:\\/', 'ftp://', ' wss://'];
    let taken = 0;
    for (const input of randomURLs(2027, 20000, starts, pieces)) if (agrees(input)) taken++;
    expect(taken).toBeGreaterThan(5000);
  });
});

describe("a URL object's getters read the typed parts as they would the record", () => {
  const GETTERS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
  /** The getters of a fresh URL object (typed parts only, when the fast path took it), then of one whose record is made. */
  function readBoth(input: string): { fresh: string[]; recorded: string[] } {
    const fresh = new URL(input);
    const recorded = new URL(input);
    expect(recorded.record).not.toBeNull(); // makes the record
    return { fresh: GETTERS.map((name) => fresh[name]), recorded: GETTERS.map((name) => recorded[name]) };
  }

  test.each([
    'https://a.com', 'HTTP://A.com:80/x/../y?q=a b#f g', 'https://a.com:8080/p?#', 'file://localhost/C|/x', 'ws://h/?',
    'https://café.example/é?é#é', 'https:\\\\a.com\\x\\.\\y',
  ])('%s', (input) => {
    expect(parseTypedURL(input)).not.toBeNull();
    const { fresh, recorded } = readBoth(input);
    expect(fresh).toEqual(recorded);
  });

  test('URL.parse gives what the constructor gives, with and without a base', () => {
    const cases: [string, ...string[]][] = [['https://a.com/x?y#z'], ['HTTP://A.com:80/./p', 'https://b.org/'], ['../q', 'https://b.org/a/b/c'], ['x']];
    for (const args of cases) {
      const parsed = URL.parse(...args);
      let constructed: URL | null;
      try {
        constructed = new URL(...args);
      } catch {
        constructed = null;
      }
      const getters = (url: URL | null): string[] | null => (url === null ? null : GETTERS.map((name) => url[name]));
      expect([URL.canParse(...args), getters(parsed)]).toEqual([constructed !== null, getters(constructed)]);
    }
  });

  test.each(['kasztp.txt', 'node_files.txt'])('on the corpus %s', (file) => {
    const lines = readDataText('corpus', file).split('\n').filter((line) => line !== '' && parseTypedURL(line) !== null);
    const differing = lines.slice(0, 3000).filter((line) => {
      const { fresh, recorded } = readBoth(line);
      return fresh.join('\n') !== recorded.join('\n');
    });
    expect(differing).toEqual([]);
  });
});
