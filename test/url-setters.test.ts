// The URL class setters beyond WPT setters_tests.json: the cached href, the href setter's
// failure, USVString conversion, and url.searchParams kept live in both directions.
import { URL, URLSearchParams } from '../src';
import type { URLTypeError } from '../src';

describe('setters drop the cached href', () => {
  // A normalised input takes the fast path, which caches the input as href.
  const cases: [keyof URL & string, string, string][] = [
    ['protocol', 'wss', 'wss://example.com/a?b#c'],
    ['username', 'u', 'https://u@example.com/a?b#c'],
    ['password', 'p', 'https://:p@example.com/a?b#c'],
    ['host', 'example.org:8080', 'https://example.org:8080/a?b#c'],
    ['hostname', 'example.org', 'https://example.org/a?b#c'],
    ['port', '8443', 'https://example.com:8443/a?b#c'],
    ['pathname', '/x/../y', 'https://example.com/y?b#c'],
    ['search', 'q=1', 'https://example.com/a?q=1#c'],
    ['hash', 'top', 'https://example.com/a?b#top'],
    ['href', 'http://other.example/', 'http://other.example/'],
  ];
  test.each(cases)('%s = %j', (setter, value, href) => {
    const url = new URL('https://example.com/a?b#c');
    expect(url.href).toBe('https://example.com/a?b#c');
    (url as unknown as Record<string, string>)[setter] = value;
    expect(url.href).toBe(href);
    expect(String(url)).toBe(href);
    expect(url.toJSON()).toBe(href);
  });
});

describe('href setter', () => {
  test('throws a TypeError with the failure and leaves the URL as it was', () => {
    const url = new URL('https://example.com/a');
    let thrown: unknown;
    try {
      url.href = 'http://example.com:99999/';
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as URLTypeError).code).toBe('port-out-of-range');
    expect(url.href).toBe('https://example.com/a');
  });

  test('parses without a base', () => {
    const url = new URL('https://example.com/a/b');
    expect(() => {
      url.href = '../c';
    }).toThrow(TypeError);
  });
});

describe('values are converted to USVString', () => {
  test('a lone surrogate becomes U+FFFD', () => {
    const url = new URL('https://example.com/');
    url.pathname = '/a\uD800b';
    url.search = 'q=\uDC00';
    url.hash = '\uD800';
    expect(url.href).toBe('https://example.com/a%EF%BF%BDb?q=%EF%BF%BD#%EF%BF%BD');
    expect(url.searchParams.get('q')).toBe('\uFFFD');
  });

  test('non-strings are stringified', () => {
    const url = new URL('https://example.com/');
    (url as unknown as Record<string, unknown>).port = 8080;
    expect(url.port).toBe('8080');
  });
});

describe('searchParams', () => {
  test('is the same object every time ([SameObject]) and a URLSearchParams', () => {
    const url = new URL('https://example.com/?a=1');
    expect(url.searchParams).toBe(url.searchParams);
    expect(url.searchParams).toBeInstanceOf(URLSearchParams);
    url.search = 'b=2';
    url.href = 'https://example.org/?c=3';
    expect(url.searchParams).toBe(url.searchParams);
  });

  test('is parsed from the query', () => {
    const url = new URL('https://example.com/?a=1&b=x+y&c=%26&a=2');
    expect([...url.searchParams]).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', '&'],
      ['a', '2'],
    ]);
    expect(new URL('https://example.com/').searchParams.size).toBe(0);
    expect(new URL('https://example.com/?').searchParams.size).toBe(0);
  });

  test('mutations update search and href', () => {
    const url = new URL('https://example.com/path?a=1#frag');
    expect(url.href).toBe('https://example.com/path?a=1#frag');
    url.searchParams.append('b', 'x y');
    expect(url.search).toBe('?a=1&b=x+y');
    expect(url.href).toBe('https://example.com/path?a=1&b=x+y#frag');
    url.searchParams.set('a', '&=');
    expect(url.href).toBe('https://example.com/path?a=%26%3D&b=x+y#frag');
    url.searchParams.sort();
    url.searchParams.delete('b');
    expect(url.href).toBe('https://example.com/path?a=%26%3D#frag');
  });

  test('an emptied list removes the query', () => {
    const url = new URL('https://example.com/?a=1#f');
    url.searchParams.delete('a');
    expect(url.search).toBe('');
    expect(url.href).toBe('https://example.com/#f');
    expect(url.record.query).toBeNull();
  });

  test('an empty query and an emptied list: no "?" left', () => {
    const url = new URL('https://example.com/?');
    url.searchParams.sort();
    expect(url.href).toBe('https://example.com/');
  });

  test('setting search refreshes it', () => {
    const url = new URL('https://example.com/?a=1');
    const params = url.searchParams;
    url.search = '?b=2&c=3';
    expect([...params]).toEqual([
      ['b', '2'],
      ['c', '3'],
    ]);
    url.search = '';
    expect(params.size).toBe(0);
    expect(url.href).toBe('https://example.com/');
  });

  test('setting href refreshes it', () => {
    const url = new URL('https://example.com/?a=1');
    const params = url.searchParams;
    url.href = 'http://example.org/?z=26';
    expect([...params]).toEqual([['z', '26']]);
    url.href = 'http://example.org/';
    expect(params.size).toBe(0);
    // Mutations now go to the new URL record.
    params.append('n', '1');
    expect(url.href).toBe('http://example.org/?n=1');
  });

  test('is parsed from the search setter\'s raw input, before and after first use', () => {
    // The query state drops tabs and newlines; the list is parsed from the value as given.
    const early = new URL('https://example.com/');
    early.search = '?a=b\tc';
    expect(early.search).toBe('?a=bc');
    expect(early.searchParams.get('a')).toBe('b\tc');
    const late = new URL('https://example.com/');
    const params = late.searchParams;
    late.search = '?a=b\tc';
    expect(params.get('a')).toBe('b\tc');
    expect(late.search).toBe('?a=bc');
  });

  test('setters before first use: the latest wins', () => {
    const url = new URL('https://example.com/?a=1');
    url.search = 'b=2';
    url.href = 'https://example.com/?c=3';
    expect([...url.searchParams]).toEqual([['c', '3']]);
    const cleared = new URL('https://example.com/?a=1');
    cleared.search = '';
    expect(cleared.searchParams.size).toBe(0);
  });

  test('other setters leave it alone', () => {
    const url = new URL('https://example.com/p?a=1');
    const params = url.searchParams;
    url.pathname = '/q';
    url.hash = 'h';
    url.host = 'example.org';
    expect([...params]).toEqual([['a', '1']]);
    params.append('b', '2');
    expect(url.href).toBe('https://example.org/q?a=1&b=2#h');
  });

  test('works for URL.parse and non-special URLs', () => {
    const url = URL.parse('sc://host/p?x=1') as URL;
    url.searchParams.append('y', "'");
    expect(url.href).toBe("sc://host/p?x=1&y=%27");
    const opaque = new URL('sc:space ?q=1');
    opaque.searchParams.delete('q');
    expect(opaque.href).toBe('sc:space%20');
  });

  test('__proto__-like keys are ordinary names', () => {
    const url = new URL('https://example.com/?__proto__=1&constructor=2&toString=3&hasOwnProperty=4');
    const params = url.searchParams;
    expect(params.get('__proto__')).toBe('1');
    expect(params.get('constructor')).toBe('2');
    expect(params.get('toString')).toBe('3');
    expect(params.has('hasOwnProperty')).toBe(true);
    expect(params.has('valueOf')).toBe(false);
    expect(params.get('prototype')).toBeNull();
    params.append('__proto__', 'polluted');
    params.set('constructor', 'x');
    expect(url.search).toBe('?__proto__=1&constructor=x&toString=3&hasOwnProperty=4&__proto__=polluted');
    expect(params.getAll('__proto__')).toEqual(['1', 'polluted']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    const entries = Object.fromEntries(params);
    expect(Object.prototype.hasOwnProperty.call(entries, '__proto__')).toBe(true);
    url.search = '__proto__[x]=1';
    expect(params.get('__proto__[x]')).toBe('1');
  });
});

describe('setters and the query object agree with each other', () => {
  test('search = "?" keeps an empty query, and the list is empty', () => {
    const url = new URL('https://example.com/?a=1');
    url.search = '?';
    expect(url.href).toBe('https://example.com/?');
    expect(url.searchParams.size).toBe(0);
  });

  test('"#" in the search value is part of the query', () => {
    const url = new URL('https://example.com/');
    url.search = 'a=#b';
    expect(url.href).toBe('https://example.com/?a=%23b');
    expect(url.searchParams.get('a')).toBe('#b');
  });
});
