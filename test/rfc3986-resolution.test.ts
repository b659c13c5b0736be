// resolve() in its three modes: RFC 3986 section 5.4 examples verbatim (strict and non-strict),
// remove_dot_segments (section 5.2.4), and WHATWG mode against the URL class and WPT data.
import { URL, removeDotSegments, resolve, validate } from '../src';
import type { ResolveOptions } from '../src';
import type { Diagnostic } from '../src/core/errors';
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
    expect(resolve('d%C3%a9?%41#%7a', base, { mode: 'rfc3986' }).href).toBe('HTTP://Us%65r@EXAMPLE.com:080/%7e/a%2Fb/d%C3%a9?%41#%7a');
    expect(resolve('dé?é', base, { mode: 'rfc3986', grammar: 'rfc3987' }).href).toBe('HTTP://Us%65r@EXAMPLE.com:080/%7e/a%2Fb/dé?é');
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
  test('a base that is not an absolute-URI is what fails (sections 5.1 and 4.3), even when unused', () => {
    for (const mode of ['rfc3986', 'rfc3986-nonstrict'] as const) {
      for (const base of ['a/b', 'http://a/b#f', '', '//h/p']) {
        const result = resolve('g', base, { mode });
        expect(result).toMatchObject({ href: null, failed: 'base' });
        expect(result.failure?.toJSON()).toEqual(validate(base, { standard: 'rfc3986', rule: 'absolute-URI' }).failure);
      }
      expect(resolve('x:g', 'a/b', { mode }).failed).toBe('base');
    }
    expect(resolve('g', 'a/b', { mode: 'rfc3986' }).failure?.toJSON()).toEqual({
      code: 'unexpected-code-point', offset: 1, length: 1, rule: 'absolute-URI', expected: ['scheme character', '":"'], found: '/',
      message: 'unexpected-code-point at offset 1: absolute-URI expects scheme character or ":", found "/" (U+002F)',
    });
  });

  test('no scheme and no base: the reference fails', () => {
    const result = resolve('g', null, { mode: 'rfc3986' });
    expect(result.failed).toBe('reference');
    expect(result.failure?.message).toBe('missing-scheme-non-relative-URL at offset 0: the input has no scheme and there is no base URL to resolve it against');
  });

  test('an empty host with userinfo or a port is RFC 3986 (the URL grammar rejects it, the RFC modes do not)', () => {
    expect(resolve('//u@/x', BASE, { mode: 'rfc3986' }).href).toBe('http://u@/x');
    expect(resolve('g', 'http://:80/', { mode: 'rfc3986' }).href).toBe('http://:80/g');
    expect(resolve('../g', 'sc://u:p@:/a/b', { mode: 'rfc3986-nonstrict' }).href).toBe('sc://u:p@:/g');
  });

  test('a port that is not digits is a grammar failure of reference or base', () => {
    const reference = resolve('//h:x/', BASE, { mode: 'rfc3986' });
    expect(reference).toMatchObject({ href: null, failed: 'reference', failure: { code: 'unexpected-code-point', offset: 5, rule: 'authority' } });
    const base = resolve('g', 'http://h:x/', { mode: 'rfc3986' });
    expect(base).toMatchObject({ href: null, failed: 'base', failure: { code: 'unexpected-code-point', offset: 10, rule: 'authority' } });
  });

  test('whatwg mode: the failure of the base or of the reference', () => {
    expect(resolve('x', 'nope')).toMatchObject({ href: null, failed: 'base', failure: { code: 'missing-scheme-non-relative-URL' } });
    expect(resolve('http://h:99999/', BASE)).toMatchObject({ href: null, failed: 'reference', failure: { code: 'port-out-of-range' } });
    const withErrors = resolve('\\\\h\\a b', BASE);
    expect(withErrors.href).toBe('http://h/a%20b');
    expect(withErrors.errors.map((e) => `${e.code}@${e.offset}`)).toEqual(['invalid-reverse-solidus@0', 'invalid-reverse-solidus@1', 'invalid-reverse-solidus@3', 'invalid-URL-unit@5']);
  });
});

// Issue 12: input that is not a URI reference fails in the RFC modes, exactly where and as
// validate(s, { standard: 'rfc3986' }) fails; the whatwg mode still reads it as a browser does.
const HOSTILE = [
  'a\u0001b', '\u0000', 'a b', ' g', 'g\t', 'a\nb', 'http://[::not-valid]/', '//[::not-valid]', '%zz', 'g%2',
  '\\\\evil.com\\x', '\\x\\..\\y', 'é', '<g>', 'g|h', 'http://h:x/', 'ht tp://h/', 'a\uD800', '\uDC00x',
];
const GOOD = 'http://good.com/a/b';

describe('input that is not a URI reference (RFC modes never guess)', () => {
  describe.each(['rfc3986', 'rfc3986-nonstrict'] as const)('mode %s', (mode) => {
    test.each(HOSTILE.map((s) => [JSON.stringify(s), s]))('reference %s fails as validate does', (_title, reference) => {
      const result = resolve(reference, GOOD, { mode });
      const expected = validate(reference, { standard: 'rfc3986' }).failure;
      expect(expected).not.toBeNull();
      expect(result).toMatchObject({ href: null, errors: [], failed: 'reference' });
      const { code, offset, length, message } = expected as Diagnostic;
      expect(result.failure).toMatchObject({ code, offset, length, message });
      expect(result.failure?.toJSON()).toEqual(expected);
    });

    test.each(HOSTILE.map((s) => [JSON.stringify(s), s]))('base %s fails as validate (absolute-URI) does', (_title, base) => {
      const result = resolve('g', base, { mode });
      expect(result).toMatchObject({ href: null, failed: 'base' });
      expect(result.failure?.toJSON()).toEqual(validate(base, { standard: 'rfc3986', rule: 'absolute-URI' }).failure);
    });
  });

  test('"\\\\evil.com\\x": a failure in the RFC modes, evil.com in whatwg mode (as a browser)', () => {
    expect(resolve('\\\\evil.com\\x', GOOD).href).toBe('http://evil.com/x');
    expect(resolve('\\\\evil.com\\x', GOOD, { mode: 'rfc3986' }).failure?.toJSON()).toMatchObject({ code: 'unexpected-code-point', offset: 0, length: 1, found: '\\' });
  });

  test("grammar 'rfc3987': IRI-reference and absolute-IRI, failing as validate(s, { standard: 'rfc3987' })", () => {
    expect(resolve('é/../f', 'http://h/ü/x', { mode: 'rfc3986', grammar: 'rfc3987' }).href).toBe('http://h/ü/f');
    for (const reference of ['a b', '%zz', '\\\\evil.com\\x', '\u0080', '\ufffe', 'a\uD800']) {
      const result = resolve(reference, GOOD, { mode: 'rfc3986', grammar: 'rfc3987' });
      expect(result.failed).toBe('reference');
      expect(result.failure?.toJSON()).toEqual(validate(reference, { standard: 'rfc3987' }).failure);
    }
    const base = resolve('g', 'http://h/#ü', { mode: 'rfc3986', grammar: 'rfc3987' });
    expect(base.failure?.toJSON()).toEqual(validate('http://h/#ü', { standard: 'rfc3987', rule: 'absolute-IRI' }).failure);
  });

  test('seeded: resolve fails iff validate fails, and what it returns is a URI', () => {
    const next = random(12);
    const ALPHABET = ['a', '/', '?', '#', '%', '%2e', '%zz', '..', '.', '@', ':', '[', ']', '\\', ' ', '\t', 'é', 'http:', '//'];
    const bases = [GOOD, 'x:', 'sc://u@:/p?q', 'mailto:a@b'];
    let valid = 0;
    for (let i = 0; i < 3000; i++) {
      let reference = '';
      for (let n = Math.floor(next() * 7); n > 0; n--) reference += pick(next, ALPHABET);
      const mode = next() < 0.5 ? 'rfc3986' : 'rfc3986-nonstrict';
      const result = resolve(reference, pick(next, bases), { mode });
      const check = validate(reference, { standard: 'rfc3986' });
      expect([reference, result.failure === null]).toEqual([reference, check.valid]);
      if (result.href === null) expect(result.failure.toJSON()).toEqual(check.failure);
      else expect([result.href, validate(result.href, { standard: 'rfc3986', rule: 'URI' }).valid]).toEqual([result.href, true]);
      if (check.valid) valid++;
    }
    expect(valid).toBeGreaterThan(300);
    expect(valid).toBeLessThan(2700);
  });
});

describe('arguments and options (Web IDL conversion, OptionError)', () => {
  test('numbers and URL objects (url-grammar\'s and the platform\'s) are read as strings', () => {
    for (const mode of ['whatwg', 'rfc3986', 'rfc3986-nonstrict'] as const) {
      expect(resolve(42 as unknown as string, GOOD, { mode }).href).toBe('http://good.com/a/42');
      expect(resolve(new URL('http://x/y'), GOOD, { mode }).href).toBe('http://x/y');
      expect(resolve(new globalThis.URL('http://x/y'), GOOD, { mode }).href).toBe('http://x/y');
      expect(resolve('../c', new URL(GOOD), { mode }).href).toBe('http://good.com/c');
      expect(resolve('../c', new globalThis.URL(GOOD), { mode }).href).toBe('http://good.com/c');
    }
    expect(removeDotSegments(1.5 as unknown as string)).toBe('1.5');
  });

  test('a base may be null or undefined; options may be null or undefined', () => {
    expect(resolve('x:/a/../b', null, { mode: 'rfc3986' }).href).toBe('x:/b');
    expect(resolve('x:/a/../b', undefined, { mode: 'rfc3986' }).href).toBe('x:/b');
    expect(resolve('../c', GOOD, null).href).toBe('http://good.com/c');
    expect(resolve('HTTP://H', undefined, undefined).href).toBe('http://h/');
  });

  test('an unknown mode or grammar, or options that are no object, is a TypeError naming the option', () => {
    const optionError = (f: () => unknown): { name: string; code: string; option: string; message: string } => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        return error as { name: string; code: string; option: string; message: string };
      }
      throw new Error('no error');
    };
    const mode = optionError(() => resolve('g', GOOD, { mode: 'rfc1808' as 'rfc3986' }));
    expect(mode).toMatchObject({ name: 'TypeError', code: 'invalid-option', option: 'options.mode' });
    expect(mode.message).toBe('resolve: options.mode must be one of "whatwg", "rfc3986", "rfc3986-nonstrict" (got "rfc1808")');
    expect(optionError(() => resolve('g', GOOD, { mode: 'rfc3986', grammar: 'rfc3988' as 'rfc3987' })).option).toBe('options.grammar');
    expect(optionError(() => resolve('g', GOOD, 'rfc3986' as ResolveOptions)).option).toBe('options');
    expect(optionError(() => resolve(Symbol('g') as unknown as string, GOOD)).option).toBe('argument 1');
    expect(optionError(() => resolve('g', Symbol('b') as unknown as string)).option).toBe('argument 2');
    expect(optionError(() => removeDotSegments(Symbol('p') as unknown as string)).option).toBe('argument 1');
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
