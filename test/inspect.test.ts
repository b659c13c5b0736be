// console.log of a URL or URLSearchParams shows what Node's own classes show, through the
// registered util.inspect symbol (src/core/inspect.ts imports nothing from node:util), and
// Object.prototype.toString names the class.
import { inspect } from 'node:util';
import { URL, URLSearchParams } from '../src';

const INPUTS = ['https://a.com/p?x=1&y=%20#h', 'http://u:p@[::1]:8080/', 'file:///C:/x', 'blob:https://a.com/id', 'sc:opaque?q', 'https://xn--caf-dma.example/'];

describe('util.inspect', () => {
  test.each(INPUTS)('of URL %s is that of Node\'s URL', (input) => {
    const ours = new URL(input);
    const node = new globalThis.URL(input);
    expect(inspect(ours)).toBe(inspect(node));
    expect(inspect([ours], { breakLength: 40 })).toBe(inspect([node], { breakLength: 40 }));
    expect(inspect({ a: { b: ours } }, { depth: 0 })).toBe(inspect({ a: { b: node } }, { depth: 0 }));
    expect(inspect(ours, { depth: -1 })).toBe('URL {}');
  });

  test.each(['', 'a=1', 'a=1&b=%20&a=3', Array.from({ length: 8 }, (_, i) => `key${i}=value number ${i}`).join('&')])(
    'of URLSearchParams %j is that of Node\'s URLSearchParams',
    (init) => {
      expect(inspect(new URLSearchParams(init))).toBe(inspect(new globalThis.URLSearchParams(init)));
      expect(inspect({ p: new URLSearchParams(init) })).toBe(inspect({ p: new globalThis.URLSearchParams(init) }));
    },
  );
});

test('Object.prototype.toString gives [object URL] and [object URLSearchParams]', () => {
  const url = new URL('https://a.com/');
  expect(Object.prototype.toString.call(url)).toBe('[object URL]');
  expect(Object.prototype.toString.call(url.searchParams)).toBe('[object URLSearchParams]');
  expect(String(url)).toBe('https://a.com/');
});
