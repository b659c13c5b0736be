// The last base string's record is kept (src/whatwg/api.ts parseBase): resolving
// against a kept base must give what parsing the base afresh gives, whatever was done to earlier
// results.
import { URL, parseURL } from '../src';

describe('a base string parsed once', () => {
  test('a URL made from a kept base does not share its path with the base', () => {
    const base = 'https://example.com/a/b/c?x#y';
    const first = new URL('d', base);
    first.pathname = '/changed';
    first.search = '?other';
    const second = new URL('d', base);
    expect(second.href).toBe('https://example.com/a/b/d');
    expect(new URL('?q', base).href).toBe('https://example.com/a/b/c?q');
    expect(parseURL('#f', { base }).url?.path).toEqual(['a', 'b', 'c']);
  });

  test('an opaque-path base and a failing base', () => {
    expect(new URL('#f', 'mailto:a@b').href).toBe('mailto:a@b#f');
    expect(new URL('#g', 'mailto:a@b').href).toBe('mailto:a@b#g');
    expect(() => new URL('x', 'not a url')).toThrow('Invalid base URL');
    expect(() => new URL('x', 'not a url')).toThrow('Invalid base URL');
    expect(parseURL('x', { base: 'not a url' }).failed).toBe('base');
  });

  test('more distinct bases than are kept: every result is still right', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 200; i++) expect(new URL('p', `http://h${i}.example/d/`).href).toBe(`http://h${i}.example/d/p`);
    }
  });

  test('a long base is not kept, and still resolves', () => {
    const base = `http://a/${'x/'.repeat(3000)}`;
    expect(new URL('y', base).href).toBe(`${base}y`);
  });
});
