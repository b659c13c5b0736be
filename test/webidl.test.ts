// URL and URLSearchParams as Web IDL binds them (issue 24 section 2), compared with whatwg-url
// 17.3, whose classes webidl2js generates from the URL Standard's IDL: the property descriptors of
// both interfaces (prototype, statics, the iterator prototype), the IDL's key order, argument
// conversion (ToString: a Symbol is a TypeError; USVString; the order arguments are converted
// in), missing arguments, the brand check of every member, and the conversion of the
// URLSearchParams constructor's union argument (sequence via the iterator, record via own
// enumerable keys, else a string).

import { domainToASCII as nodeDomainToASCII, domainToUnicode as nodeDomainToUnicode } from 'node:url';
import { inspect } from 'node:util';
import { URL, URLSearchParams, domainToASCII, domainToUnicode } from '../src';

/** The two classes of an implementation (whatwg-url ships no types: read as ours). */
interface Implementation {
  readonly URL: typeof URL;
  readonly URLSearchParams: typeof URLSearchParams;
}

const ours: Implementation = { URL, URLSearchParams };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('whatwg-url') as Implementation;
const IMPLEMENTATIONS: ReadonlyArray<[string, Implementation]> = [['url-grammar', ours], ['whatwg-url', reference]];

/** What a property is, as compared: its kind, attributes, and each function's name and length. */
type Shape = Record<string, unknown>;

function functionShape(fn: unknown): unknown {
  if (typeof fn !== 'function') return fn;
  return { name: fn.name, length: fn.length, constructor: isConstructor(fn as (...args: never[]) => unknown) };
}

/** Whether `fn` can be called with new (Web IDL operations, getters and setters cannot). */
function isConstructor(fn: (...args: never[]) => unknown): boolean {
  try {
    Reflect.construct(String, [], fn);
    return true;
  } catch {
    return false;
  }
}

function shape(descriptor: PropertyDescriptor | undefined): Shape | undefined {
  if (descriptor === undefined) return undefined;
  const { enumerable, configurable } = descriptor;
  if (!('value' in descriptor)) {
    return { kind: 'accessor', enumerable, configurable, get: functionShape(descriptor.get), set: functionShape(descriptor.set) };
  }
  const value: unknown = descriptor.value;
  const shown = typeof value === 'object' && value !== null ? 'an object' : functionShape(value);
  return { kind: 'data', enumerable, configurable, writable: descriptor.writable, value: shown };
}

/** The URL objects' util.inspect hook (Node's own URL has one; whatwg-url has none). */
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/**
 * url-grammar's own members, left out of the comparison: `URL.fromRecord` and the `record` getter
 * (a URL object for a URL record, and back: docs/api-extras.md), and the util.inspect hook that
 * makes console.log show what Node's own classes show (the components of a URL, the pairs of a
 * URLSearchParams, the items an iterator has yet to give). None is enumerable, so `for in` lists
 * the IDL's members alone.
 */
const EXTENSIONS: ReadonlySet<PropertyKey> = new Set<PropertyKey>(['fromRecord', 'record', INSPECT]);

function iteratorPrototype(implementation: Implementation): object {
  return Object.getPrototypeOf(new implementation.URLSearchParams('a=b').entries()) as object;
}

/** The objects whose own properties Web IDL defines, in each implementation. */
const OBJECTS: ReadonlyArray<[string, (implementation: Implementation) => object]> = [
  ['URL', (i) => i.URL],
  ['URL.prototype', (i) => i.URL.prototype],
  ['URLSearchParams', (i) => i.URLSearchParams],
  ['URLSearchParams.prototype', (i) => i.URLSearchParams.prototype],
  ['URLSearchParams Iterator prototype', iteratorPrototype],
];

/** Every own property of whatwg-url's objects, as [object, key]. */
const PROPERTIES: Array<[string, PropertyKey]> = OBJECTS.flatMap(([label, get]) =>
  Reflect.ownKeys(get(reference)).map((key): [string, PropertyKey] => [label, key]));

describe('property descriptors, compared with whatwg-url 17.3', () => {
  test.each(PROPERTIES.map(([label, key]) => [label, String(key), key] as const))('%s %s', (label, _shown, key) => {
    const get = OBJECTS.find(([name]) => name === label)?.[1] as (implementation: Implementation) => object;
    const expected = shape(Reflect.getOwnPropertyDescriptor(get(reference), key));
    expect(shape(Reflect.getOwnPropertyDescriptor(get(ours), key))).toEqual(expected);
  });

  test.each(OBJECTS.map(([label]) => [label]))('%s has no other own property but url-grammar\'s extensions', (label) => {
    const get = OBJECTS.find(([name]) => name === label)?.[1] as (implementation: Implementation) => object;
    const keys = (object: object): string[] => Reflect.ownKeys(object).filter((key) => !EXTENSIONS.has(key)).map(String).sort();
    expect(keys(get(ours))).toEqual(keys(get(reference)));
  });

  test('the extensions are not enumerable', () => {
    expect(Object.getOwnPropertyDescriptor(URL, 'fromRecord')?.enumerable).toBe(false);
    expect(Object.getOwnPropertyDescriptor(URL.prototype, 'record')?.enumerable).toBe(false);
    expect(Object.getOwnPropertyDescriptor(URL.prototype, INSPECT)?.enumerable).toBe(false);
    expect(Object.getOwnPropertyDescriptor(URLSearchParams.prototype, INSPECT)?.enumerable).toBe(false);
  });
});

// https://url.spec.whatwg.org/#url-class and #interface-urlsearchparams, in the order of
// https://webidl.spec.whatwg.org/#interface-prototype-object: the regular attributes, the regular
// operations, then the iteration methods (#define-the-iteration-methods: entries, keys, values,
// forEach), each in declaration order. Web IDL gives the stringifier's toString no place
// (#js-stringifier): URL's comes first, as in Node's own URL (whose test-whatwg-url-custom-properties
// asserts that `for in` order), URLSearchParams' last, as in Node's. whatwg-url's generator puts
// operations before attributes (toJSON, href, toString, origin, ...): with it, the set is compared.
const URL_MEMBERS = [
  'toString', 'href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname',
  'search', 'searchParams', 'hash', 'toJSON',
];
const PARAMS_MEMBERS = [
  'size', 'append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'entries', 'keys', 'values', 'forEach', 'toString',
];

describe('enumerable members, in the IDL order', () => {
  test('for in over a URL lists its attributes and operations', () => {
    const keys: string[] = [];
    for (const key in new URL('http://a/')) keys.push(key);
    expect(keys).toEqual(URL_MEMBERS);
    expect(Object.keys(URL.prototype)).toEqual(URL_MEMBERS);
    expect([...Object.keys(reference.URL.prototype)].sort()).toEqual([...URL_MEMBERS].sort());
  });

  test('for in over a URLSearchParams lists its attribute, operations and iteration methods', () => {
    const keys: string[] = [];
    for (const key in new URLSearchParams('a=b')) keys.push(key);
    expect(keys).toEqual(PARAMS_MEMBERS);
    expect([...Object.keys(reference.URLSearchParams.prototype)].sort()).toEqual([...PARAMS_MEMBERS].sort());
  });

  test('the static operations of URL, and the iterator\'s next', () => {
    expect(Object.keys(URL)).toEqual(['parse', 'canParse']);
    expect(Object.keys(iteratorPrototype(ours))).toEqual(['next']);
  });
});

describe('interface objects', () => {
  test.each(IMPLEMENTATIONS)('%s: lengths, names, class strings, @@iterator', (_name, { URL: U, URLSearchParams: P }) => {
    expect([U.length, U.name, P.length, P.name]).toEqual([1, 'URL', 0, 'URLSearchParams']);
    expect(Object.prototype.toString.call(new U('http://a/'))).toBe('[object URL]');
    expect(Object.prototype.toString.call(new P())).toBe('[object URLSearchParams]');
    const params = new P('a=b');
    for (const iterator of [params.entries(), params.keys(), params.values(), params[Symbol.iterator]()]) {
      expect(Object.prototype.toString.call(iterator)).toBe('[object URLSearchParams Iterator]');
      expect(Object.getPrototypeOf(iterator)).toBe(Object.getPrototypeOf(params.entries()));
    }
    expect(P.prototype[Symbol.iterator]).toBe(P.prototype.entries);
    expect(U.prototype.constructor).toBe(U);
  });

  test('the iterator prototype inherits %IteratorPrototype%', () => {
    const iteratorPrototypeObject = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
    expect(Object.getPrototypeOf(iteratorPrototype(ours))).toBe(iteratorPrototypeObject);
    const iterator = new URLSearchParams('a=1&b=2').keys();
    expect(iterator[Symbol.iterator]()).toBe(iterator);
    expect([...iterator]).toEqual(['a', 'b']);
  });
});

/** What a call did: its result, or the class of what it threw. */
function outcome(run: () => unknown): string {
  try {
    const result = run();
    return `returned ${typeof result === 'object' && result !== null ? String(result) : JSON.stringify(result)}`;
  } catch (error) {
    return `threw ${(error as Error).name}`;
  }
}

/** The same call on both implementations: the same outcome; returns ours. */
function bothAgree(run: (implementation: Implementation) => unknown): string {
  const result = outcome(() => run(ours));
  expect(result).toBe(outcome(() => run(reference)));
  return result;
}

/** The settable attributes of URL. */
const SETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
const SAMPLE = 'http://user:pw@example.com:8080/p/q?a=1#f';

type Writable = Record<string, unknown>;

describe('Web IDL ToString: a Symbol is a TypeError', () => {
  test.each(SETTERS)('the %s setter', (attribute) => {
    const result = bothAgree((i) => {
      const url = new i.URL(SAMPLE);
      try {
        (url as unknown as Writable)[attribute] = Symbol('x');
      } finally {
        expect(url.href).toBe(SAMPLE);
      }
    });
    expect(result).toBe('threw TypeError');
  });

  const calls: ReadonlyArray<[string, (i: Implementation) => unknown]> = [
    ['new URL(symbol)', (i) => new i.URL(Symbol() as never)],
    ['new URL(string, symbol)', (i) => new i.URL('http://a/', Symbol() as never)],
    ['URL.parse(symbol)', (i) => i.URL.parse(Symbol() as never)],
    ['URL.parse(string, symbol)', (i) => i.URL.parse('x', Symbol() as never)],
    ['URL.canParse(symbol)', (i) => i.URL.canParse(Symbol() as never)],
    ['URL.canParse(string, symbol)', (i) => i.URL.canParse('http://a/', Symbol() as never)],
    ['new URLSearchParams(symbol)', (i) => new i.URLSearchParams(Symbol() as never)],
    ['new URLSearchParams({ [symbol]: value })', (i) => new i.URLSearchParams({ [Symbol('k')]: 'v' } as never)],
    ['new URLSearchParams({ name: symbol })', (i) => new i.URLSearchParams({ n: Symbol() } as never)],
    ['new URLSearchParams([[symbol, value]])', (i) => new i.URLSearchParams([[Symbol(), 'v']] as never)],
    ['new URLSearchParams([[name, symbol]])', (i) => new i.URLSearchParams([['n', Symbol()]] as never)],
    ['append(symbol, value)', (i) => new i.URLSearchParams().append(Symbol() as never, 'v')],
    ['append(name, symbol)', (i) => new i.URLSearchParams().append('n', Symbol() as never)],
    ['delete(symbol)', (i) => new i.URLSearchParams('n=v').delete(Symbol() as never)],
    ['delete(name, symbol)', (i) => new i.URLSearchParams('n=v').delete('n', Symbol() as never)],
    ['get(symbol)', (i) => new i.URLSearchParams('n=v').get(Symbol() as never)],
    ['getAll(symbol)', (i) => new i.URLSearchParams('n=v').getAll(Symbol() as never)],
    ['has(symbol)', (i) => new i.URLSearchParams('n=v').has(Symbol() as never)],
    ['has(name, symbol)', (i) => new i.URLSearchParams('n=v').has('n', Symbol() as never)],
    ['set(symbol, value)', (i) => new i.URLSearchParams().set(Symbol() as never, 'v')],
    ['set(name, symbol)', (i) => new i.URLSearchParams().set('n', Symbol() as never)],
  ];
  test.each(calls)('%s', (_label, run) => {
    expect(bothAgree(run)).toBe('threw TypeError');
  });

  test('messages name the member and the argument', () => {
    expect(() => URL.canParse(Symbol() as never)).toThrow('URL.canParse argument 1: a Symbol cannot be converted to a string');
    expect(() => new URL('http://a/', Symbol() as never)).toThrow('new URL argument 2: a Symbol');
    expect(() => { new URL(SAMPLE).pathname = Symbol() as never; }).toThrow('URL.pathname setter: a Symbol');
    expect(() => new URLSearchParams().append('n', Symbol() as never)).toThrow('URLSearchParams.append argument 2: a Symbol');
  });

  test('domainToASCII and domainToUnicode convert alike', () => {
    expect(() => domainToASCII(Symbol() as never)).toThrow(TypeError);
    expect(() => domainToUnicode(Symbol() as never)).toThrow(TypeError);
    expect(domainToASCII({ toString: () => 'EXAMPLE.com' } as never)).toBe('example.com');
    // As Node's url.domainToASCII and url.domainToUnicode: a missing argument is a TypeError.
    expect(() => (domainToASCII as () => string)()).toThrow('domainToASCII needs 1 argument, but none was given');
    expect(() => (domainToUnicode as () => string)()).toThrow('domainToUnicode needs 1 argument, but none was given');
    // (Node's errors come from another realm than jest's: compared by name.)
    const node = { domainToASCII: nodeDomainToASCII as () => string, domainToUnicode: nodeDomainToUnicode as () => string };
    expect(outcome(() => node.domainToASCII())).toBe('threw TypeError');
    expect(outcome(() => node.domainToUnicode())).toBe('threw TypeError');
  });
});

/** An object whose string conversion records its name in `log` (and gives `text`). */
function logged(log: string[], name: string, text: string): object {
  return { toString: (): string => (log.push(name), text), valueOf: (): string => (log.push(`${name}.valueOf`), 'wrong') };
}

/** params[method](name, value) with logged arguments; the method's result and the list after it. */
function withPair(params: URLSearchParams, method: 'append' | 'set' | 'has' | 'delete', log: string[]): string {
  const result = invoke(params, method, logged(log, 'name', 'n'), logged(log, 'value', 'v'));
  return `${String(result)} ${params.toString()}`;
}

describe('Web IDL conversion: ToString with hint string, arguments in order, USVString', () => {
  const runs: ReadonlyArray<[string, (i: Implementation, log: string[]) => unknown]> = [
    ['new URL', (i, log) => new i.URL(logged(log, 'url', 'b') as never, logged(log, 'base', 'http://a/') as never).href],
    ['URL.parse', (i, log) => i.URL.parse(logged(log, 'url', 'b') as never, logged(log, 'base', 'http://a/') as never)?.href],
    ['URL.canParse', (i, log) => i.URL.canParse(logged(log, 'url', 'b') as never, logged(log, 'base', 'http://a/') as never)],
    ['append', (i, log) => withPair(new i.URLSearchParams(), 'append', log)],
    ['set', (i, log) => withPair(new i.URLSearchParams('n=w'), 'set', log)],
    ['has', (i, log) => withPair(new i.URLSearchParams('n=v'), 'has', log)],
    ['delete', (i, log) => withPair(new i.URLSearchParams('n=v&n=w'), 'delete', log)],
    ['a pair', (i, log) => new i.URLSearchParams([[logged(log, 'name', 'n'), logged(log, 'value', 'v')]] as never).toString()],
    ['the search setter', (i, log) => { const u = new i.URL(SAMPLE); u.search = logged(log, 'value', '?x') as never; return u.href; }],
  ];
  test.each(runs)('%s: the same result and conversions as whatwg-url', (_label, run) => {
    const logs: string[][] = [[], []];
    bothAgree((i) => run(i, logs[i === ours ? 0 : 1]));
    expect(logs[0]).toEqual(logs[1]);
    expect(logs[0].some((entry) => entry.endsWith('valueOf'))).toBe(false);
  });

  const nonHref = SETTERS.filter((name) => name !== 'href');
  test.each(nonHref)('the %s setter: lone surrogates and objects as whatwg-url reads them', (attribute) => {
    for (const value of ['\uD800x', 'a\uDC00', { toString: (): string => 'z9' }, 42, null, undefined]) {
      const hrefs = IMPLEMENTATIONS.map(([, i]) => {
        const url = new i.URL(SAMPLE);
        (url as unknown as Writable)[attribute] = value;
        return url.href;
      });
      expect(hrefs[0]).toBe(hrefs[1]);
    }
  });
});

/** Calls `self[name](...args)`, whatever the declared parameters. */
function invoke(self: object, name: string, ...args: unknown[]): unknown {
  return Reflect.apply(Reflect.get(self, name) as (...a: unknown[]) => unknown, self, args);
}

describe('missing required arguments are a TypeError', () => {
  const P = (i: Implementation): URLSearchParams => new i.URLSearchParams('a=b');
  const missing: ReadonlyArray<[string, (i: Implementation) => unknown, string]> = [
    ['new URL()', (i) => new (i.URL as unknown as new () => URL)(), 'new URL needs 1 argument, but none was given'],
    ['URL.parse()', (i) => (i.URL.parse as () => unknown)(), 'URL.parse needs 1 argument, but none was given'],
    ['URL.canParse()', (i) => (i.URL.canParse as () => unknown)(), 'URL.canParse needs 1 argument, but none was given'],
    ['append()', (i) => invoke(P(i), 'append'), 'URLSearchParams.append needs 2 arguments, but none was given'],
    ['append(name)', (i) => invoke(P(i), 'append', 'a'), 'URLSearchParams.append needs 2 arguments, but only 1 was given'],
    ['delete()', (i) => invoke(P(i), 'delete'), 'URLSearchParams.delete needs 1 argument, but none was given'],
    ['get()', (i) => invoke(P(i), 'get'), 'URLSearchParams.get needs 1 argument'],
    ['getAll()', (i) => invoke(P(i), 'getAll'), 'URLSearchParams.getAll needs 1 argument'],
    ['has()', (i) => invoke(P(i), 'has'), 'URLSearchParams.has needs 1 argument'],
    ['set()', (i) => invoke(P(i), 'set'), 'URLSearchParams.set needs 2 arguments'],
    ['set(name)', (i) => invoke(P(i), 'set', 'a'), 'URLSearchParams.set needs 2 arguments, but only 1 was given'],
    ['forEach()', (i) => invoke(P(i), 'forEach'), 'URLSearchParams.forEach needs 1 argument'],
  ];
  test.each(missing)('%s', (_label, run, message) => {
    expect(bothAgree(run)).toBe('threw TypeError');
    expect(() => run(ours)).toThrow(message);
  });

  const optional: ReadonlyArray<[string, (i: Implementation) => unknown]> = [
    ['new URL(url, undefined)', (i) => new i.URL('http://a/', undefined).href],
    ['URL.parse(url, undefined)', (i) => i.URL.parse('http://a/', undefined)?.href],
    ['URL.canParse(url, undefined)', (i) => i.URL.canParse('http://a/', undefined)],
    ['new URLSearchParams()', (i) => new i.URLSearchParams().toString()],
    ['new URLSearchParams(undefined)', (i) => new i.URLSearchParams(undefined).toString()],
    ['has(name, undefined)', (i) => P(i).has('a', undefined)],
    ['delete(name, undefined)', (i) => { const p = P(i); p.delete('a', undefined); return p.toString(); }],
    ['sort()', (i) => { const p = P(i); p.sort(); return p.toString(); }],
    ['keys()', (i) => [...P(i).keys()].join()],
    ['values()', (i) => [...P(i).values()].join()],
    ['entries()', (i) => [...P(i).entries()].join()],
    ['toString()', (i) => P(i).toString()],
    ['forEach(callback) with no thisArg', (i) => {
      const seen: string[] = [];
      P(i).forEach(function (this: unknown, v, n) { seen.push(`${n}${v}${String(this)}`); });
      return seen.join();
    }],
    ['forEach(not a function)', (i) => P(i).forEach(1 as never)],
  ];
  test.each(optional)('%s: as whatwg-url', (_label, run) => {
    bothAgree(run);
  });
});

/** Values that are not instances of either class. */
const RECEIVERS: readonly Made[] = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['an object', () => ({})],
  ['an array', () => []],
  ['a string', () => 'http://a/?a=b'],
  ['a number', () => 1],
  ['the prototype', (i) => i.URL.prototype],
  ['an object inheriting the prototype', (i) => Object.create(i.URL.prototype)],
  ['the other class\'s instance', (i) => new i.URLSearchParams('a=b')],
  ['the other implementation\'s instance', (i) => new (i === ours ? reference : ours).URL('http://a/')],
];

/** A member called on a receiver, in an implementation. */
type MemberCall = (i: Implementation, self: unknown) => unknown;
/** A value made for an implementation, with a name. */
type Made = [string, (i: Implementation) => unknown];

/** Each accessor part and operation of a prototype, as [member, call on a receiver]. */
function members(prototypeOf: (i: Implementation) => object, names: readonly string[]): Array<[string, MemberCall]> {
  const calls: Array<[string, MemberCall]> = [];
  for (const name of names) {
    const descriptor = (i: Implementation): PropertyDescriptor =>
      Reflect.getOwnPropertyDescriptor(prototypeOf(i), name) as PropertyDescriptor;
    const example = descriptor(ours);
    if (example.get !== undefined) calls.push([`${name} getter`, (i, self) => descriptor(i).get?.call(self)]);
    if (example.set !== undefined) calls.push([`${name} setter`, (i, self) => descriptor(i).set?.call(self, 'x')]);
    if (typeof example.value === 'function') {
      calls.push([name, (i, self) => Reflect.apply(descriptor(i).value as (...a: string[]) => unknown, self, ['a', 'b'])]);
    }
  }
  return calls;
}

/** Receivers for URLSearchParams members: as RECEIVERS, with the classes' places swapped. */
const PARAMS_RECEIVERS: readonly Made[] = RECEIVERS.map(([label, make]): Made => {
  if (label === 'the prototype') return [label, (i) => i.URLSearchParams.prototype];
  if (label === 'an object inheriting the prototype') return [label, (i) => Object.create(i.URLSearchParams.prototype)];
  if (label === 'the other class\'s instance') return [label, (i) => new i.URL('http://a/?a=b')];
  if (label === 'the other implementation\'s instance') return [label, (i) => new (i === ours ? reference : ours).URLSearchParams('a=b')];
  return [label, make];
});

/** A brand check case: the member, the receiver, the call. */
type BrandCase = [string, string, (i: Implementation) => unknown];

/** Each member's call on each receiver. */
function brandCases(interfaceName: string, calls: Array<[string, MemberCall]>, receivers: readonly Made[]): BrandCase[] {
  return calls.flatMap(([member, call]) =>
    receivers.map(([label, make]): BrandCase => [`${interfaceName} ${member}`, label, (i) => call(i, make(i))]));
}

/** The iterators' next, called on `self`. */
function next(i: Implementation, self: unknown): unknown {
  return (iteratorPrototype(i) as { next(): unknown }).next.call(self);
}

const BRAND_CASES: BrandCase[] = [
  ...brandCases('URL', members((i) => i.URL.prototype, URL_MEMBERS), RECEIVERS),
  ...brandCases('URLSearchParams', members((i) => i.URLSearchParams.prototype, PARAMS_MEMBERS), PARAMS_RECEIVERS),
  ...brandCases('URLSearchParams Iterator', [['next', next]], PARAMS_RECEIVERS),
  ['URLSearchParams Iterator next', 'the other implementation\'s iterator', (i) =>
    next(i, new (i === ours ? reference : ours).URLSearchParams('a=b').entries())],
];

describe('brand checks: a member called on anything but an instance is a TypeError', () => {
  test.each(BRAND_CASES)('%s on %s', (_member, _receiver, run) => {
    expect(bothAgree(run)).toBe('threw TypeError');
  });

  test('the examples of the issue, and what the messages say', () => {
    expect(() => URL.prototype.toString.call([])).toThrow('URL.toString called on an array, which is not a URL object');
    expect(() => URL.prototype.toJSON.call({})).toThrow('URL.toJSON called on an object, which is not a URL object');
    const href = Object.getOwnPropertyDescriptor(URL.prototype, 'href') as PropertyDescriptor;
    expect(() => href.get?.call(Object.create(URL.prototype))).toThrow('URL.href getter called on an object');
    expect(() => URLSearchParams.prototype.entries.call(undefined)).toThrow('URLSearchParams.entries called on undefined');
    expect(() => next(ours, {})).toThrow('URLSearchParams Iterator.next called on an object');
  });

  test('the brand is checked before the arguments', () => {
    expect(() => (URLSearchParams.prototype.append as () => void).call({})).toThrow('URLSearchParams.append called on an object');
    const search = Object.getOwnPropertyDescriptor(URL.prototype, 'search') as PropertyDescriptor;
    expect(() => search.set?.call({}, Symbol())).toThrow('URL.search setter called on an object');
  });

  test('url-grammar\'s record getter checks too; the instances still work', () => {
    const record = Object.getOwnPropertyDescriptor(URL.prototype, 'record') as PropertyDescriptor;
    expect(() => record.get?.call({})).toThrow(TypeError);
    const url = new URL('http://a/b?c=d#e');
    expect([String(url), JSON.stringify({ url }), url.searchParams.get('c'), url.origin])
      .toEqual(['http://a/b?c=d#e', '{"url":"http://a/b?c=d#e"}', 'd', 'http://a']);
  });
});

/** A function (an object for Web IDL) that iterates over `items`. */
function iterableFunction(items: unknown[]): object {
  return Object.assign((): void => undefined, { [Symbol.iterator]: () => items[Symbol.iterator]() });
}

/** Iterables and records for the URLSearchParams constructor, made for an implementation. */
const INITS: ReadonlyArray<[string, (i: Implementation, log: string[]) => unknown]> = [
  ['a string', () => 'a=1&b=2'],
  ['a string with ?', () => '?a=1'],
  ['a string with ??', () => '??a=1'],
  ['null', () => null],
  ['a number', () => 12.5],
  ['pairs', () => [['a', '1'], ['b', '2']]],
  ['no pairs', () => []],
  ['a pair of three', () => [['a', '1', '2']]],
  ['a pair of one', () => [['a']]],
  ['a string as a pair', () => ['ab']],
  ['a number as a pair', () => [1]],
  ['null as a pair', () => [null]],
  ['a String object (an iterable of strings)', () => new String('ab')],
  ['a Map', () => new Map([['a', '1'], ['b', '2']])],
  ['a Set of pairs made of Sets', () => new Set([new Set(['a', 'b'])])],
  ['a generator of pairs', () => (function* pairs(): Generator<string[]> { yield ['x', 'y']; yield ['z', 'w']; })()],
  ['a URLSearchParams', (i) => new i.URLSearchParams('a=1&a=2')],
  ['a record', () => ({ a: '1', b: '2' })],
  ['a record with integer keys', () => ({ z: 'c', 2: 'b', 1: 'a' })],
  ['a record with lone surrogates', () => ({ '\uD800': 'a', '\uFFFD': 'b', c: '\uDC00' })],
  ['an empty record', () => ({})],
  ['inherited keys', () => Object.create({ inherited: 'x' })],
  ['a non-enumerable key', () => Object.defineProperty({ a: '1' }, 'hidden', { value: '2', enumerable: false })],
  ['a non-enumerable symbol key', () => Object.defineProperty({ a: '1' }, Symbol('s'), { value: '2', enumerable: false })],
  ['an array-like without an iterator', () => ({ 0: 'a', length: 1 })],
  ['a function with properties', () => Object.assign(function f(): void { /* a record */ }, { x: 'y' })],
  ['a null @@iterator', () => ({ [Symbol.iterator]: null, a: 'b' })],
  ['a record proxy (trap order)', (_i, log) => new Proxy({ a: '1', b: '2' }, {
    ownKeys: (target): Array<string | symbol> => (log.push('ownKeys'), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key): PropertyDescriptor | undefined =>
      (log.push(`descriptor ${String(key)}`), Reflect.getOwnPropertyDescriptor(target, key)),
    get: (target, key): unknown => (log.push(`get ${String(key)}`), Reflect.get(target, key)),
  })],
  ['an iterator read by the protocol', (_i, log) => ({
    [Symbol.iterator](): object {
      let n = 0;
      return {
        get next(): () => object {
          log.push('next read');
          return () => (n++ < 2 ? { done: 0, value: [`k${n}`, 'v'] } : { done: 'yes' });
        },
      };
    },
  })],
  ['an iterator result that is not an object', () => ({ [Symbol.iterator]: () => ({ next: () => 1 }) })],
  ['an iterator that is not an object', () => ({ [Symbol.iterator]: () => 1 })],
  ['an inner iterable without next', () => [{ [Symbol.iterator]: () => ({}) }]],
  ['an inner @@iterator that is not a function', () => [{ [Symbol.iterator]: 42 }]],
  ['iterable functions of iterable functions', () => iterableFunction([['k', 'v'], ['k2', 'v2']].map(iterableFunction))],
  ['a value whose toString throws', () => ({ a: { toString: (): never => { throw new Error('caller'); } } })],
  ['a pair whose value\'s toString throws', () => [['a', { toString: (): never => { throw new Error('caller'); } }]]],
];

describe('new URLSearchParams(init): the union conversion, as whatwg-url', () => {
  test.each(INITS)('%s', (_label, make) => {
    const logs: string[][] = [[], []];
    bothAgree((i) => new i.URLSearchParams(make(i, logs[i === ours ? 0 : 1]) as never).toString());
    expect(logs[0]).toEqual(logs[1]);
  });

  test('errors name the argument and the pair', () => {
    expect(() => new URLSearchParams([['a', 'b'], ['c']]))
      .toThrow('new URLSearchParams argument 1, pair 2: a pair must have 2 items, not 1');
    expect(() => new URLSearchParams(['ab'] as never)).toThrow('pair 1: a pair must be an iterable [name, value], not string');
    expect(() => new URLSearchParams({ [Symbol('k')]: 'v' } as never)).toThrow('new URLSearchParams argument 1, a key: a Symbol');
  });
});

describe('util.inspect of the iterators (url-grammar\'s hook, not in the IDL)', () => {
  const inits = ['', 'a=1&b=2', Array.from({ length: 8 }, (_, n) => `key${n}=value number ${n}`).join('&')];
  const kinds = ['keys', 'values', 'entries'] as const;
  test.each(inits.flatMap((init) => kinds.map((kind) => [init, kind] as const)))('%j %s: as Node\'s own', (init, kind) => {
    const mine = new URLSearchParams(init)[kind]();
    const node = new globalThis.URLSearchParams(init)[kind]();
    mine.next();
    node.next();
    for (const options of [{}, { depth: 0 }, { breakLength: 20 }, { colors: true }]) {
      expect(inspect(mine, options)).toBe(inspect(node, options));
      expect(inspect({ iterator: mine }, options)).toBe(inspect({ iterator: node }, options));
    }
  });
});

test('a subclass\'s instances pass the brand checks, as with whatwg-url', () => {
  for (const [, i] of IMPLEMENTATIONS) {
    class MyURL extends i.URL {}
    class MyParams extends i.URLSearchParams {}
    const url = new MyURL('b?x=1', 'http://a/');
    const params = new MyParams('y=2');
    expect([url.href, String(url), url.searchParams.get('x'), params.get('y'), [...params.keys()].join()])
      .toEqual(['http://a/b?x=1', 'http://a/b?x=1', '1', '2', 'y']);
    expect(Object.prototype.toString.call(url)).toBe('[object URL]');
  }
});

test('a URL object given as a base is read through its own record, not a subclass\'s record getter', () => {
  class Lying extends URL {
    override get record(): never {
      throw new Error('not asked');
    }
  }
  const base = new Lying('https://a.com/dir/page');
  expect(new URL('x', base).href).toBe('https://a.com/dir/x');
  expect(URL.parse('../y', base)?.href).toBe('https://a.com/y');
  expect(URL.canParse('?q', base)).toBe(true);
});

test('for in over a URL lists what it lists over Node\'s own URL', () => {
  const keys = (url: object): string[] => {
    const found: string[] = [];
    for (const key in url) found.push(key);
    return found;
  };
  expect(keys(new URL('http://a/'))).toEqual(keys(new globalThis.URL('http://a/')));
});
