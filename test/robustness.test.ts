// Bad and huge input: parseURL never throws, URL throws only TypeError, megabyte inputs finish
// (linear work, no stack overflow). No timing assertions.
import { URL, parseURL } from '../src';
import { random } from './helpers/random';

const MB = 1 << 20;

const HUGE: ReadonlyArray<readonly [string, string]> = [
  ['many path segments', 'http://h/' + 'a/'.repeat(MB / 2)],
  ['one long segment', 'http://h/' + 'a'.repeat(MB)],
  ['long query', 'http://h/?' + 'a'.repeat(MB)],
  ['long host', 'http://' + 'a'.repeat(MB) + '/'],
  ['many host labels', 'http://' + 'a.'.repeat(MB / 2) + '/'],
  ['many @', 'http://' + '@'.repeat(MB) + 'h/'],
  ['many credentials', 'http://' + 'a@'.repeat(MB / 2) + 'h/'],
  ['many [', 'http://' + '['.repeat(MB) + '/'],
  ['many :', 'sc://' + ':'.repeat(MB)],
  ['many invalid escapes', 'http://h/' + '%zz'.repeat(MB / 3)],
  ['many ..', 'http://h/' + '../'.repeat(MB / 3)],
  ['many backslashes', 'http:' + '\\'.repeat(MB)],
  ['many slashes', 'http:' + '/'.repeat(MB) + 'h'],
  ['long opaque path', 'sc:' + 'x'.repeat(MB)],
  ['long IPv6', 'http://[' + '1:'.repeat(MB / 2) + ']/'],
  ['long IPv4', 'http://' + '1.'.repeat(MB / 2) + '/'],
  ['non-ASCII path', 'http://h/' + 'é'.repeat(MB)],
  ['non-ASCII host', 'http://' + 'é'.repeat(MB / 4) + '/'],
  ['tabs', 'http://h/' + '\t'.repeat(MB)],
  ['surrounding spaces', ' '.repeat(MB) + 'http://h/' + ' '.repeat(MB)],
  ['file slashes', 'file:' + '/'.repeat(MB) + 'C:/x'],
  ['file drive letters', 'file:///' + 'C:/'.repeat(MB / 3)],
  ['long scheme', 'a'.repeat(MB) + ':x'],
];

describe('megabyte inputs', () => {
  test.each(HUGE)('%s', (_name, input) => {
    const result = parseURL(input);
    expect(result.url !== null || result.failure !== null).toBe(true);
    if (result.failure !== null) {
      expect(typeof result.failure.code).toBe('string');
      expect(result.failure.offset).toBeGreaterThanOrEqual(0);
      expect(result.failure.offset).toBeLessThanOrEqual(input.length);
    }
  });
});


const PIECES = ['http:', 'file:', 'sc:', '//', '/', '\\', '?', '#', '@', ':', '[', ']', '::', '.', '..', '%', '%2e', '%zz', 'a', 'Z', '0', '1.2.3.4', '0x1', ' ', '\t', '\u0000', 'é', '\uD800', 'xn--', 'C|', 'C:', '|', '<', '^', 'ß', '\u200D', '\uFF0E'];

describe('random inputs', () => {
  const next = random(20261121);
  const inputs: string[] = [];
  for (let i = 0; i < 3000; i++) {
    let s = '';
    const n = Math.floor(next() * 12);
    for (let j = 0; j < n; j++) s += PIECES[Math.floor(next() * PIECES.length)];
    inputs.push(s);
  }

  test('parseURL never throws, with or without a base', () => {
    for (const input of inputs) {
      expect(() => parseURL(input)).not.toThrow();
      expect(() => parseURL(input, { base: 'http://example.com/a/b' })).not.toThrow();
      expect(() => parseURL(input, { base: 'file:///C:/a' })).not.toThrow();
      expect(() => parseURL(input, { base: 'sc://h/p' })).not.toThrow();
    }
  });

  test('URL throws only TypeError with a code and an offset, and successes are idempotent', () => {
    for (const input of inputs) {
      let url: URL | null = null;
      try {
        url = new URL(input, 'http://example.com/a/b');
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        expect(typeof (error as { code?: unknown }).code).toBe('string');
        expect(typeof (error as { offset?: unknown }).offset).toBe('number');
      }
      if (url !== null) expect(new URL(url.href).href).toBe(url.href);
    }
  });
});
