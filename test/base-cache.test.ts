// The last base string's record is kept (src/whatwg/api.ts parseBase), and the URL class keeps
// the last base string's typed parts (src/whatwg/url.ts typedBase): resolving against a kept base
// must give what parsing the base afresh gives, whatever was done to earlier results.
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

  test('a kept typed base (drive letter kept as a segment list) is not changed by a result', () => {
    const base = 'file:///C|/a/b';
    const first = new URL('x', base); // resolveTyped declines (drive letter first): the record way
    first.pathname = '/changed';
    expect(new URL('x', base).href).toBe('file:///C:/a/x');
    expect(new URL('?q', base).href).toBe('file:///C:/a/b?q');
    const typed = new URL('../y', 'HTTP://Example.COM/a/b/c');
    typed.pathname = '/z';
    expect(new URL('../y', 'HTTP://Example.COM/a/b/c').href).toBe('http://example.com/a/y');
  });

  test('the arguments are converted in WebIDL order: url, then base', () => {
    const order: string[] = [];
    const url = { toString: (): string => (order.push('url'), 'x') };
    const base = { toString: (): string => (order.push('base'), 'https://a.example/d/') };
    expect(new URL(url as unknown as string, base as unknown as string).href).toBe('https://a.example/d/x');
    expect(order).toEqual(['url', 'base']);
  });

  test('a failing base fails even when the input needs none', () => {
    expect(() => new URL('https://a.example/', 'not a url')).toThrow('Invalid base URL');
    expect(() => new URL('HTTPS://A.example/', 'not a url')).toThrow('Invalid base URL');
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
