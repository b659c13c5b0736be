// resolve() in its three modes: RFC 3986 section 5.4 examples verbatim (strict and non-strict),
// remove_dot_segments (section 5.2.4), and WHATWG mode against the URL class and WPT data.
import { URL, removeDotSegments, resolve } from '../src';
import { random } from './helpers/random';
import { pick, randomReferenceText } from './helpers/references';
import { caseTitle, readWPT } from './helpers/wpt';

const BASE = 'http://a/b/c/d;p?q';

// RFC 3986 section 5.4.1, verbatim.
const NORMAL: ReadonlyArray<readonly [string, string]> = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];

// RFC 3986 section 5.4.2, verbatim (without "http:g", which differs by mode).
const ABNORMAL: ReadonlyArray<readonly [string, string]> = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
];

describe.each(['rfc3986', 'rfc3986-nonstrict'] as const)('RFC 3986 section 5.4 examples, mode %s', (mode) => {
  test.each([...NORMAL, ...ABNORMAL])('%s', (reference, expected) => {
    expect(resolve(reference, BASE, { mode })).toEqual({ href: expected, errors: [], failure: null, failed: null });
  });
});

test('"http:g": "http:g" for strict parsers, "http://a/b/c/g" for backward compatibility', () => {
  expect(resolve('http:g', BASE, { mode: 'rfc3986' }).href).toBe('http:g');
  expect(resolve('http:g', BASE, { mode: 'rfc3986-nonstrict' }).href).toBe('http://a/b/c/g');
  expect(resolve('HTTP:g', BASE, { mode: 'rfc3986-nonstrict' }).href).toBe('http://a/b/c/g');
  expect(resolve('https:g', BASE, { mode: 'rfc3986-nonstrict' }).href).toBe('https:g');
});

describe('remove_dot_segments (RFC 3986 section 5.2.4)', () => {
  test('the two traced examples', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6');
  });

  test.each([
    ['', ''], ['.', ''], ['..', ''], ['./', ''], ['../', ''], ['/.', '/'], ['/..', '/'], ['/./', '/'], ['/../', '/'],
    ['a/..', '/'], ['a/../b', '/b'], ['../a', 'a'], ['.//a', '/a'], ['/a/./b/', '/a/b/'], ['/a/b/..', '/a/'],
    ['//a/../b', '//b'], ['/a//../b', '/a/b'], ['a/./b', 'a/b'], ['...', '...'], ['/.../x', '/.../x'],
  ])('%s -> %s', (input, output) => {
    expect(removeDotSegments(input)).toBe(output);
  });

  test('no %2e handling: percent-encoded dots are plain segments', () => {
    expect(removeDotSegments('/a/%2e%2e/b/%2E/c')).toBe('/a/%2e%2e/b/%2E/c');
  });

  test('linear on a megabyte path', () => {
    const path = '/a'.repeat(1 << 18) + '/..'.repeat(1 << 17);
    expect(removeDotSegments(path).length).toBe(2 * ((1 << 18) - (1 << 17)) + 1);
  });
});

describe('RFC 3986 mode changes nothing but the path', () => {
  test('no host processing, no case changes, no percent-encoding changes', () => {
    const base = 'HTTP://Us%65r@EXAMPLE.com:080/%7e/a%2Fb/c';
    expect(resolve('', base, { mode: 'rfc3986' }).href).toBe(base);
    expect(resolve('d é?%41#%zz', base, { mode: 'rfc3986' }).href).toBe('HTTP://Us%65r@EXAMPLE.com:080/%7e/a%2Fb/d é?%41#%zz');
    expect(resolve('\\x\\..\\y', 'http://h/a/b', { mode: 'rfc3986' }).href).toBe('http://h/a/\\x\\..\\y');
  });

  test('a path that would read as an authority is printed with "/." in front', () => {
    expect(resolve('/..//g', 'x:/a', { mode: 'rfc3986' }).href).toBe('x:/.//g');
    expect(resolve('x:/..//g', null, { mode: 'rfc3986' }).href).toBe('x:/.//g');
  });

  test('a reference with a scheme needs no base', () => {
    expect(resolve('mailto:a/../b', null, { mode: 'rfc3986' }).href).toBe('mailto:/b');
  });
});

describe('failures are values', () => {
  test('a base without a scheme is what fails (section 5.1: a base URI is absolute)', () => {
    for (const mode of ['rfc3986', 'rfc3986-nonstrict'] as const) {
      const result = resolve('g', 'a/b', { mode });
      expect(result.href).toBeNull();
      expect(result.failed).toBe('base');
      expect(result.failure?.toJSON()).toEqual({
        code: 'missing-scheme-non-relative-URL', offset: 0, length: 3,
        message: 'missing-scheme-non-relative-URL at offset 0: the base "a/b" has no scheme (RFC 3986 section 5.1: a base URI is absolute)',
      });
    }
    expect(resolve('x:g', 'a/b', { mode: 'rfc3986' }).href).toBe('x:g');
  });

  test('no scheme and no base: the reference fails', () => {
    const result = resolve('g', null, { mode: 'rfc3986' });
    expect(result.failed).toBe('reference');
    expect(result.failure?.message).toBe('missing-scheme-non-relative-URL at offset 0: the input has no scheme and there is no base URL to resolve it against');
  });

  test('the URL grammar rejects an empty host with userinfo or port, in reference or base', () => {
    expect(resolve('//u@/x', BASE, { mode: 'rfc3986' })).toMatchObject({ href: null, failed: 'reference', failure: { code: 'host-missing', offset: 4 } });
    expect(resolve('g', 'http://:80/', { mode: 'rfc3986' })).toMatchObject({ href: null, failed: 'base', failure: { code: 'host-missing' } });
    expect(resolve('g', 'http://h:x/', { mode: 'rfc3986' })).toMatchObject({ failed: 'base', failure: { code: 'port-invalid', offset: 9 } });
  });

  test('whatwg mode: the failure of the base or of the reference', () => {
    expect(resolve('x', 'nope')).toMatchObject({ href: null, failed: 'base', failure: { code: 'missing-scheme-non-relative-URL' } });
    expect(resolve('http://h:99999/', BASE)).toMatchObject({ href: null, failed: 'reference', failure: { code: 'port-out-of-range' } });
    const withErrors = resolve('\\\\h\\a b', BASE);
    expect(withErrors.href).toBe('http://h/a%20b');
    expect(withErrors.errors.map((e) => `${e.code}@${e.offset}`)).toEqual(['invalid-reverse-solidus@0', 'invalid-reverse-solidus@1', 'invalid-reverse-solidus@3', 'invalid-URL-unit@5']);
  });
});

const urlHref = (reference: string, base?: string): string | null => {
  try {
    return new URL(reference, base).href;
  } catch {
    return null;
  }
};

describe('whatwg mode equals new URL(reference, base).href', () => {
  test('the RFC 3986 examples (where WHATWG differs: "//g" gets a path, "http:g" is legacy)', () => {
    for (const [reference] of [...NORMAL, ...ABNORMAL, ['http:g']]) {
      expect(resolve(reference, BASE).href).toBe(urlHref(reference, BASE));
    }
    expect(resolve('//g', BASE).href).toBe('http://g/');
  });

  test('seeded random references against several bases', () => {
    const next = random(3986);
    const bases = ['http://a/b/c/d;p?q', 'file:///C:/x/y', 'sc://h/p/q', 'sc:opaque', 'HTTPS://u:p@H:443/a/'];
    for (let i = 0; i < 2000; i++) {
      const reference = randomReferenceText(next);
      const base = pick(next, bases);
      expect(resolve(reference, base).href).toBe(urlHref(reference, base));
    }
  });

  interface URLTestCase {
    input: string;
    base: string | null;
    href?: string;
    failure?: boolean;
  }
  const cases = readWPT<URLTestCase>('urltestdata.json').filter((c) => c.base !== null);
  test.each(cases.map((c, i) => [caseTitle(i, c.input, c.base), c] as const))('WPT %s', (_title, c) => {
    const result = resolve(c.input, c.base);
    expect(result.href).toBe(c.failure === true ? null : c.href);
    expect(result.href).toBe(urlHref(c.input, c.base ?? undefined));
  });
});
