// The kept fast path (grammar/normalized.pegjs kept_web_url, read through its regular expression
// by src/whatwg/as-kept.ts) must give exactly what the typed fast path gives, and so the general
// pipeline's record (test/fast-typed.test.ts), on every input it takes; it takes web URLs whose
// every part is kept as written, and leaves the rest.
import { parseKeptURL } from '../src/whatwg/as-kept';
import { parseTypedURL } from '../src/whatwg/fast-path';
import { differentialCases, randomURLs } from './helpers/url-inputs';
import { readDataText } from './helpers/test-data';

/** Checks one input; returns whether the kept path took it. */
function agrees(input: string): boolean {
  const kept = parseKeptURL(input);
  if (kept === null) return false;
  expect({ input, kept }).toEqual({ input, kept: parseTypedURL(input) });
  return true;
}

describe('takes web URLs kept as written', () => {
  test.each([
    ['a path', 'https://a.com/x/y', 'https://a.com/x/y'],
    ['a query and a fragment', 'http://a.com/x?q=1&r#f', 'http://a.com/x?q=1&r#f'],
    ['an empty query and fragment', 'wss://a.com/?#', 'wss://a.com/?#'],
    ['a port', 'http://a.com:8080/x', 'http://a.com:8080/x'],
    ['a default port, dropped', 'http://a.com:80/x', 'http://a.com/x'],
    ['an empty port', 'ftp://a.com:/x', 'ftp://a.com/x'],
    ['a port with leading zeros', 'ws://a.com:0081/x', 'ws://a.com:81/x'],
    ['percent signs, valid or not', 'https://a.com/%41%zz?%', 'https://a.com/%41%zz?%'],
    ['an "xn--" label (as the host parser keeps it)', 'https://xn--a.com/', 'https://xn--a.com/'],
    ['a host ending in a label that is no number', 'https://a.0x1g/', 'https://a.0x1g/'],
  ])('%s: %s', (_name, input, href) => {
    expect(agrees(input)).toBe(true);
    expect(parseKeptURL(input)?.href).toBe(href);
  });
});

describe('leaves the rest to the typed path', () => {
  test.each([
    ['an upper-case scheme', 'HTTPS://a.com/x'],
    ['an upper-case host', 'https://A.com/x'],
    ['no path', 'https://a.com'],
    ['a file URL', 'file://h/x'],
    ['a non-special scheme', 'sc://a.com/x'],
    ['a host ending in a number', 'https://a.1/x'],
    ['a host ending in a hexadecimal number and a dot', 'https://a.0x1f./x'],
    ['a port out of range', 'https://a.com:65536/x'],
    ['a dot segment', 'https://a.com/a/../b'],
    ['a "%2e" segment', 'https://a.com/a/%2E/b'],
    ['a backslash', 'https://a.com\\x'],
    ['a space in the query', 'https://a.com/x?a b'],
    ['a surrounding space', ' https://a.com/x'],
    ['a tab inside', 'https://a.com/a\tb'],
    ['credentials', 'https://u@a.com/x'],
    ['more slashes', 'https:///a.com/x'],
  ])('%s: %s', (_name, input) => {
    expect(parseKeptURL(input)).toBeNull();
  });

  test('and inputs longer than 4,096 code units', () => {
    const path = '/a'.repeat(2100);
    expect(parseKeptURL(`http://h${path.slice(0, 4096 - 8)}`)).not.toBeNull();
    expect(parseKeptURL(`http://h${path}`)).toBeNull();
  });
});

describe('agrees with the typed path', () => {
  test.each(['kasztp.txt', 'node_files.txt'])('on the corpus %s (its file URLs as https: ones)', (file) => {
    const lines = readDataText('corpus', file).split('\n').filter((line) => line !== '');
    let taken = 0;
    for (const line of lines.slice(0, 5000)) if (agrees(line.replace(/^file:/, 'https:'))) taken++;
    expect(taken).toBeGreaterThan(4000);
  });

  test('on 20,000 differential cases', () => {
    let taken = 0;
    for (const { input } of differentialCases(15, 20000)) if (agrees(input)) taken++;
    expect(taken).toBeGreaterThan(1000);
  });

  test('on random web URLs', () => {
    const pieces = ['a', 'b', '0', '9', '.', '..', '/', '%2e', '%2E', '%', '%41', '?', '#', ':', '@', '-', 'x', '0x', '80', '443', '65535', '65536', ' ', 'é', 'A'];
    const starts = ['https://', 'http://', 'ws://', 'wss://', 'ftp://', 'file://', 'sc://', 'Http://'];
    let taken = 0;
    for (const input of randomURLs(2028, 20000, starts, pieces)) if (agrees(input)) taken++;
    expect(taken).toBeGreaterThan(400);
  });
});
