// URLSearchParams (URL Standard section 6.2) and its hooks for the URL class.
import { parseURL } from '../src/whatwg/api';
import { serializeURL } from '../src/whatwg/serializer';
import type { URLRecord } from '../src/whatwg/record';
import { URLSearchParams, newQueryObject, resetQueryObject } from '../src/whatwg/search-params';
import { random } from './helpers/random';

/** whatwg-url's URLSearchParams (the package ships no types: the part used here). */
type ReferenceParams = Iterable<[string, string]> & { sort(): void; toString(): string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ReferenceURLSearchParams = (require('whatwg-url') as { URLSearchParams: new (init: string) => ReferenceParams })
  .URLSearchParams;

const pairs = (params: URLSearchParams): [string, string][] => [...params];

describe('constructor', () => {
  test('strings: one leading "?" is dropped, then the string is parsed', () => {
    expect(pairs(new URLSearchParams())).toEqual([]);
    expect(pairs(new URLSearchParams(''))).toEqual([]);
    expect(pairs(new URLSearchParams(undefined))).toEqual([]);
    expect(pairs(new URLSearchParams('?a=b+c&d'))).toEqual([['a', 'b c'], ['d', '']]);
    expect(pairs(new URLSearchParams('??a=b'))).toEqual([['?a', 'b']]);
    expect(pairs(new URLSearchParams('%3Fa=%2B'))).toEqual([['?a', '+']]);
  });

  test('other primitives are converted to strings', () => {
    expect(pairs(new URLSearchParams(null as unknown as string))).toEqual([['null', '']]);
    expect(pairs(new URLSearchParams(12 as unknown as string))).toEqual([['12', '']]);
    expect(() => new URLSearchParams(Symbol('s') as unknown as string)).toThrow(TypeError);
  });

  test('sequences of pairs, including other iterables and URLSearchParams', () => {
    expect(pairs(new URLSearchParams([['a', 'b'], ['a', 'c']]))).toEqual([['a', 'b'], ['a', 'c']]);
    expect(pairs(new URLSearchParams(new Map([['x', '1']])))).toEqual([['x', '1']]);
    expect(pairs(new URLSearchParams([new Set(['k', 'v'])]))).toEqual([['k', 'v']]);
    function* generate(): Generator<string[]> {
      yield ['g', '1'];
    }
    expect(pairs(new URLSearchParams(generate()))).toEqual([['g', '1']]);
    const original = new URLSearchParams('a=1&b=2');
    const copy = new URLSearchParams(original);
    copy.append('c', '3');
    expect([original.toString(), copy.toString()]).toEqual(['a=1&b=2', 'a=1&b=2&c=3']);
  });

  test('a pair that is not exactly two items long is a TypeError', () => {
    expect(() => new URLSearchParams([['a']])).toThrow(TypeError);
    expect(() => new URLSearchParams([['a', 'b', 'c']])).toThrow(TypeError);
    expect(() => new URLSearchParams([[]])).toThrow(TypeError);
  });

  test('a pair that is not an iterable object is a TypeError', () => {
    expect(() => new URLSearchParams([1] as unknown as string[][])).toThrow(TypeError);
    expect(() => new URLSearchParams(['ab'] as unknown as string[][])).toThrow(TypeError);
    expect(() => new URLSearchParams(new String('a=b') as unknown as string)).toThrow(TypeError);
    expect(() => new URLSearchParams([{}] as unknown as string[][])).toThrow(TypeError);
    expect(() => new URLSearchParams({ [Symbol.iterator]: 1 } as unknown as string[][])).toThrow(TypeError);
  });

  test('records: own enumerable string keys, in property order', () => {
    expect(pairs(new URLSearchParams({ key: '730d67' }))).toEqual([['key', '730d67']]);
    expect(pairs(new URLSearchParams({ b: '1', 2: 'two', 1: 'one' }))).toEqual([['1', 'one'], ['2', 'two'], ['b', '1']]);
    const record = Object.create({ inherited: 'x' }) as Record<string, string>;
    Object.defineProperty(record, 'hidden', { value: 'h', enumerable: false });
    Object.defineProperty(record, Symbol('hidden'), { value: 's', enumerable: false });
    record.own = 'o';
    expect(pairs(new URLSearchParams(record))).toEqual([['own', 'o']]);
    expect(pairs(new URLSearchParams({ n: 1, t: true } as unknown as Record<string, string>))).toEqual([['n', '1'], ['t', 'true']]);
    expect(() => new URLSearchParams({ [Symbol('s')]: 'v' } as unknown as Record<string, string>)).toThrow(TypeError);
  });

  test('__proto__, constructor and other Object.prototype names are ordinary keys', () => {
    const record = JSON.parse('{"__proto__":"p","constructor":"c","hasOwnProperty":"h"}') as Record<string, string>;
    const params = new URLSearchParams(record);
    expect(pairs(params)).toEqual([['__proto__', 'p'], ['constructor', 'c'], ['hasOwnProperty', 'h']]);
    expect(params.get('__proto__')).toBe('p');
    expect(params.get('toString')).toBeNull();
    expect(new URLSearchParams('__proto__=1').has('__proto__')).toBe(true);
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'p')).toBe(false);
  });

  test('record keys that become equal as USVStrings keep the first position and the last value', () => {
    expect(pairs(new URLSearchParams({ '\uD800': 'a', x: 'b', '\uFFFD': 'c' }))).toEqual([['\uFFFD', 'c'], ['x', 'b']]);
  });
});

describe('methods', () => {
  test('append, get, getAll, has, size', () => {
    const params = new URLSearchParams('a=1');
    params.append('a', '2');
    params.append('b', '');
    expect([params.get('a'), params.get('b'), params.get('c')]).toEqual(['1', '', null]);
    expect(params.getAll('a')).toEqual(['1', '2']);
    expect(params.getAll('c')).toEqual([]);
    expect([params.has('a'), params.has('c'), params.has('a', '2'), params.has('a', '3')]).toEqual([true, false, true, false]);
    expect(params.has('a', undefined)).toBe(true);
    expect(params.size).toBe(3);
  });

  test('delete removes every tuple with the name, or with the name and value', () => {
    const params = new URLSearchParams('a=1&b=2&a=3&a=1');
    params.delete('a', '1');
    expect(params.toString()).toBe('b=2&a=3');
    params.delete('a', undefined);
    expect(params.toString()).toBe('b=2');
    params.delete('b');
    expect([params.toString(), params.size]).toEqual(['', 0]);
  });

  test('set replaces the first tuple with the name and removes the others', () => {
    const params = new URLSearchParams('a=1&b=2&a=3&c=4&a=5');
    params.set('a', 'x');
    expect(params.toString()).toBe('a=x&b=2&c=4');
    params.set('d', 'y');
    expect(params.toString()).toBe('a=x&b=2&c=4&d=y');
  });

  test('sort is stable and compares names by UTF-16 code units', () => {
    const params = new URLSearchParams('z=b&a=b&z=a&a=a');
    params.sort();
    expect(pairs(params)).toEqual([['a', 'b'], ['a', 'a'], ['z', 'b'], ['z', 'a']]);
    const units = new URLSearchParams('\uFFFD=x&\uFFFC&\uFFFD=a&ﬃ&🌈');
    units.sort(); // U+1F308 is D83C DF08, before U+FB03 and U+FFFC
    expect(units.getAll('\uFFFD')).toEqual(['x', 'a']);
    expect([...units.keys()]).toEqual(['🌈', 'ﬃ', '\uFFFC', '\uFFFD', '\uFFFD']);
  });

  test('names and values are USVStrings: lone surrogates become U+FFFD', () => {
    const params = new URLSearchParams();
    params.append('\uD800', '\uDC00');
    expect(params.get('\uFFFD')).toBe('\uFFFD');
    expect(params.get('\uD800')).toBe('\uFFFD');
    expect(params.toString()).toBe('%EF%BF%BD=%EF%BF%BD');
    params.set('a', 1 as unknown as string);
    expect(params.get('a')).toBe('1');
    expect(() => params.append(Symbol('s') as unknown as string, 'v')).toThrow(TypeError);
  });

  test('missing required arguments and wrong receivers are TypeErrors', () => {
    const params = new URLSearchParams() as unknown as Record<string, (...args: unknown[]) => unknown>;
    expect(() => params.append('a')).toThrow(TypeError);
    expect(() => params.set('a')).toThrow(TypeError);
    expect(() => params.get()).toThrow(TypeError);
    expect(() => params.delete()).toThrow(TypeError);
    expect(() => URLSearchParams.prototype.get.call({}, 'a')).toThrow(TypeError);
    expect(() => Reflect.get(URLSearchParams.prototype, 'size', {})).toThrow(TypeError);
  });

  test('toString serializes with the form-urlencoded set', () => {
    const params = new URLSearchParams([['a b', "~!'()*"], ['é', '+&=']]);
    expect(params.toString()).toBe('a+b=%7E%21%27%28%29*&%C3%A9=%2B%26%3D');
    expect(String(params)).toBe(params.toString());
    expect(`${new URLSearchParams({ key: '730d67' })}`).toBe('key=730d67');
  });
});

describe('iteration', () => {
  test('keys, values, entries and [Symbol.iterator] (entries itself)', () => {
    const params = new URLSearchParams('a=1&b=2');
    expect([...params.keys()]).toEqual(['a', 'b']);
    expect([...params.values()]).toEqual(['1', '2']);
    expect([...params.entries()]).toEqual([['a', '1'], ['b', '2']]);
    expect(URLSearchParams.prototype[Symbol.iterator]).toBe(URLSearchParams.prototype.entries);
  });

  test('iterators see changes made after their creation', () => {
    const params = new URLSearchParams('a=1&b=2&c=3');
    const iterator = params.keys();
    expect(iterator.next()).toEqual({ value: 'a', done: false });
    params.delete('a'); // b moves to index 0, so the cursor at 1 skips it
    expect(iterator.next()).toEqual({ value: 'c', done: false });
    params.append('d', '4');
    expect(iterator.next()).toEqual({ value: 'd', done: false });
    expect(iterator.next()).toEqual({ value: undefined, done: true });
    params.append('e', '5'); // a finished iterator resumes, as Web IDL's index-based iterators do
    expect(iterator.next()).toEqual({ value: 'e', done: false });
  });

  test('iterators are iterable, inherit %IteratorPrototype% and have a class string', () => {
    const iterator = new URLSearchParams('a=1').entries();
    const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([].values())) as object;
    expect(iterator[Symbol.iterator]()).toBe(iterator);
    expect(Object.getPrototypeOf(Object.getPrototypeOf(iterator))).toBe(iteratorPrototype);
    expect(Object.prototype.toString.call(iterator)).toBe('[object URLSearchParams Iterator]');
    expect(Object.prototype.toString.call(new URLSearchParams())).toBe('[object URLSearchParams]');
  });

  test('forEach passes (value, name, params) with thisArg, over the live list', () => {
    const params = new URLSearchParams('a=1&b=2');
    const seen: unknown[][] = [];
    const self = {};
    params.forEach(function (this: unknown, value, name, target) {
      seen.push([value, name, target === params, this === self]);
      if (name === 'a') params.append('c', '3');
    }, self);
    expect(seen).toEqual([['1', 'a', true, true], ['2', 'b', true, true], ['3', 'c', true, true]]);
    expect(() => params.forEach(42 as unknown as () => void)).toThrow(TypeError);
  });
});

describe('hooks for the URL class', () => {
  /** A URL record with a query object attached, as the URL class will do it. */
  function attached(href: string): { record: URLRecord; params: URLSearchParams; updates: (string | null)[] } {
    const record = parseURL(href).url as URLRecord;
    const updates: (string | null)[] = [];
    const params = newQueryObject(record.query, (query) => {
      updates.push(query);
      record.query = query;
    });
    return { record, params, updates };
  }

  test('the list is parsed from the URL query, without dropping a "?"', () => {
    expect(pairs(attached('http://h/??a=b').params)).toEqual([['?a', 'b']]);
    expect(pairs(attached('http://h/').params)).toEqual([]);
  });

  test('every change runs the update steps with the serialization, or null when empty', () => {
    const { record, params, updates } = attached('https://example.com/?a=b ~');
    params.sort();
    expect(serializeURL(record)).toBe('https://example.com/?a=b+%7E');
    params.append('c', 'd');
    params.set('c', 'e');
    params.delete('c', 'e');
    params.delete('a');
    expect(updates).toEqual(['a=b+%7E', 'a=b+%7E&c=d', 'a=b+%7E&c=e', 'a=b+%7E', null]);
    expect(serializeURL(record)).toBe('https://example.com/');
  });

  test('the standard examples', () => {
    const { record, params } = attached('https://example.org/?q=🏳️‍🌈&key=e1f7bc78');
    params.sort();
    expect(record.query).toBe('key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88');
    const tilde = attached('https://example.com/?a=~&b=%7E');
    expect([tilde.params.get('a'), tilde.params.get('b'), tilde.record.query]).toEqual(['~', '~', 'a=~&b=%7E']);
  });

  test('resetQueryObject replaces the list without running the update steps', () => {
    const { params, updates } = attached('http://h/?a=1');
    const iterator = params.keys();
    resetQueryObject(params, 'x=1&y=2');
    expect(pairs(params)).toEqual([['x', '1'], ['y', '2']]);
    expect(iterator.next()).toEqual({ value: 'x', done: false }); // live iterators follow the new list
    resetQueryObject(params, null);
    expect(params.size).toBe(0);
    expect(updates).toEqual([]);
  });

  test('a free-standing URLSearchParams has no update steps', () => {
    expect(() => new URLSearchParams('a=1').sort()).not.toThrow();
  });
});

// whatwg-url, the reference implementation (Node 20's own URLSearchParams mis-decodes some mixes).
describe('agrees with whatwg-url (random strings)', () => {
  test('parse, sort and serialize', () => {
    const next = random(7);
    const alphabet = ['a', 'b', '=', '&', '+', '%', '%2', '%41', '%E9', '%C3%A9', ' ', '?', 'é', '😀', '\uD800', '~', '*', '#'];
    for (let round = 0; round < 500; round++) {
      const input = Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const ours = new URLSearchParams(input);
      const reference = new ReferenceURLSearchParams(input);
      expect([pairs(ours), ours.toString()]).toEqual([[...reference], reference.toString()]);
      ours.sort();
      reference.sort();
      expect(ours.toString()).toBe(reference.toString());
    }
  });
});
