// normalize and equivalent: the RFC 3986 section 6.2 comparison ladder, and its relation to
// WHATWG href equality.
import { URL, equivalent, normalize, parseURL, validate } from '../src';
import { normalizeWithDiagnosis } from '../src/rfc/normalize';
import type { NormalizeOptions } from '../src/rfc/normalize';
import { random } from './helpers/random';
import { Next, pick, randomReferenceText } from './helpers/references';

describe('RFC 3986 section 6.2.2 syntax-based normalisation', () => {
  const a = 'example://a/b/c/%7Bfoo%7D';
  const b = 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d';

  test('the two URIs of section 6.2.2 are equivalent from level syntax on, not as strings', () => {
    expect(equivalent(a, b, { level: 'simple' })).toBe(false);
    expect(equivalent(a, b, { level: 'syntax' })).toBe(true);
    expect(equivalent(a, b)).toBe(true);
    expect(normalize(b, { level: 'syntax' })).toBe(a);
  });

  test('6.2.2.1 case: scheme and host lowercase, hex digits uppercase, nothing else', () => {
    const only = { level: 'simple', case: true } as const;
    expect(normalize('HTTP://User@EXAMPLE.com/A/%7e%2f?Q%3a#F%aa', only)).toBe('http://User@example.com/A/%7E%2F?Q%3A#F%AA');
    expect(normalize('sc://H%c3%A9X/', only)).toBe('sc://h%C3%A9x/');
    expect(normalize('x://ÉA/', { ...only, grammar: 'rfc3987' })).toBe('x://Éa/');
    expect(normalize('x://ÉA/', only)).toBeNull();
  });

  test('6.2.2.2 percent-encoding: only unreserved characters are decoded', () => {
    const only = { level: 'simple', percentEncoding: true } as const;
    expect(normalize('http://h/%41%7a%30%2D%2e%5F%7E/%2f%25%20%3a%c3%a9', only)).toBe('http://h/Az0-._~/%2f%25%20%3a%c3%a9');
    expect(normalize('http://%41%62.com/?%61#%62', only)).toBe('http://Ab.com/?a#b');
    expect(normalize('%zz%4', only)).toBeNull();
  });

  test('6.2.2.3 path segments: remove_dot_segments on URIs and absolute paths, not relative paths', () => {
    const only = { level: 'simple', pathSegments: true } as const;
    expect(normalize('http://h/a/./b/../c?x/../y#z/./w', only)).toBe('http://h/a/c?x/../y#z/./w');
    expect(normalize('/a/../../b', only)).toBe('/b');
    expect(normalize('../a/./b', only)).toBe('../a/./b');
    expect(normalize('x:/..//g', only)).toBe('x:/.//g');
    expect(normalize('http://h/%2e%2e/a', only)).toBe('http://h/%2e%2e/a');
    expect(normalize('http://h/%2e%2e/a', { level: 'syntax' })).toBe('http://h/a');
  });
});

describe('RFC 3986 section 6.2.3 scheme-based normalisation', () => {
  const four = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'];

  test('the four equivalent URIs of section 6.2.3, with the second as normal form', () => {
    for (const uri of four) expect(normalize(uri)).toBe('http://example.com/');
    expect(equivalent(four[0], four[3], { level: 'syntax' })).toBe(false);
  });

  test('delimiters of empty components are kept (query, fragment, userinfo)', () => {
    expect(equivalent('http://example.com/?', four[1])).toBe(false);
    expect(equivalent('http://example.com/#', four[1])).toBe(false);
    expect(equivalent('http://@example.com/', four[1])).toBe(false);
  });

  test('default ports come from the special schemes; file "localhost" is the empty host', () => {
    expect(normalize('HTTPS://h:443')).toBe('https://h/');
    expect(normalize('ws://h:80/x')).toBe('ws://h/x');
    expect(normalize('wss://h:80/x')).toBe('wss://h:80/x');
    expect(normalize('ftp://h:021')).toBe('ftp://h/');
    expect(normalize('sc://h:80')).toBe('sc://h:80');
    expect(normalize('sc://h:')).toBe('sc://h');
    expect(normalize('file://LOCALHOST/x')).toBe('file:///x');
    expect(normalize('file://h')).toBe('file://h/');
  });
});

describe('fragments (RFC 3986 section 6.1)', () => {
  test('compared unless ignoreFragment', () => {
    expect(equivalent('http://h/a#x', 'http://h/a#y')).toBe(false);
    expect(equivalent('http://h/a#x', 'HTTP://h/a', { ignoreFragment: true })).toBe(true);
    expect(equivalent('http://h/a#x', 'http://H/a', { level: 'whatwg', ignoreFragment: true })).toBe(true);
    expect(equivalent('//u@/#x', '//u@/', { ignoreFragment: true })).toBe(true);
  });
});

const href = (input: string): string | null => {
  try {
    return new URL(input).href;
  } catch {
    return null;
  }
};

describe('WHATWG href equality', () => {
  test("level 'whatwg' is href equality", () => {
    const pairs: Array<[string, string]> = [
      ['HTTP://EXAMPLE.com/a/./b/../c', 'http://example.com/a/c'],
      ['http://h/%7e', 'http://h/~'],
      ['http://h/a b', 'http://h/a%20b'],
      ['http://h:80', 'http://h/'],
      ['http://xn--bcher-kva.example', 'http://Bücher.example/'],
      ['http://0x7f.1/', 'http://127.0.0.1/'],
      ['sc://H/', 'sc://h/'],
    ];
    for (const [a, b] of pairs) expect(equivalent(a, b, { level: 'whatwg' })).toBe(href(a) === href(b));
    expect(normalize('not a url', { level: 'whatwg' })).toBeNull();
  });

  test("level 'scheme' and href equality differ in both directions on other URLs", () => {
    // RFC-equivalent, different hrefs: percent-encoding and hex case, opaque host case, userinfo.
    for (const [a, b] of [['http://h/%7e', 'http://h/~'], ['http://h/%c3%a9', 'http://h/%C3%A9'], ['sc://H/', 'sc://h/']]) {
      expect([equivalent(a, b), href(a) === href(b)]).toEqual([true, false]);
    }
    // Same href, not RFC-equivalent: empty userinfo, forcing, IPv4 forms; backslashes, non-ASCII and
    // spaces are not URIs at all (equivalent to nothing at the RFC levels).
    for (const [a, b] of [['http://@h/', 'http://h/'], ['http:h', 'http://h/'], ['http:\\\\h\\a', 'http://h/a'],
      ['http://0x7f.1/', 'http://127.0.0.1/'], ['http://Bücher.example/', 'http://xn--bcher-kva.example/'], ['http://h/a b', 'http://h/a%20b']]) {
      expect([equivalent(a, b), href(a) === href(b)]).toEqual([false, true]);
    }
  });

  // The documented claim: on absolute URIs with a special scheme and a host, in RFC 3986 syntax,
  // without userinfo, percent-escapes, IP addresses, non-ASCII or ports with leading zeros,
  // level 'scheme' equivalence is exactly WHATWG href equality.
  test("the claim: level 'scheme' = href equality on plain special-scheme URIs (seeded pairs)", () => {
    const next = random(6203);
    const pool = Array.from({ length: 150 }, () => plainSpecialURI(next));
    const hrefs = pool.map(href);
    let equalPairs = 0;
    for (let i = 0; i < pool.length; i++) {
      for (let j = i + 1; j < pool.length; j++) {
        const same = hrefs[i] === hrefs[j];
        if (same && pool[i] !== pool[j]) equalPairs++;
        expect(equivalent(pool[i], pool[j], { level: 'scheme' })).toBe(same);
      }
    }
    expect(equalPairs).toBeGreaterThan(100);
  });
});

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443', ws: '80', wss: '443', ftp: '21', file: '' };

function randomCase(next: Next, text: string): string {
  return [...text].map((c) => (next() < 0.5 ? c.toUpperCase() : c)).join('');
}

function plainSpecialURI(next: Next): string {
  const scheme = pick(next, ['http', 'wss', 'ftp', 'file']);
  const host = pick(next, scheme === 'file' ? ['h', 'localhost'] : ['h', 'a.b']);
  const port = scheme === 'file' ? '' : pick(next, ['', '', ':', ':' + DEFAULT_PORTS[scheme], ':8080']);
  const segments = Array.from({ length: Math.floor(next() * 4) }, () => pick(next, ['a', '.', '..', '', 'a', '.']));
  const path = segments.length === 0 && next() < 0.5 ? '' : '/' + segments.join('/');
  const query = pick(next, ['', '', '', '?', '?q']);
  const fragment = pick(next, ['', '', '', '#', '#f']);
  return randomCase(next, scheme) + '://' + randomCase(next, host) + port + path + query + fragment;
}

describe('robustness', () => {
  const next = random(99);
  const pieces = ['//', '/', '\\', '?', '#', '@', ':', '[', ']', 'a', 'Z', '1', '%', '%2e', '%7E', '%zz', ' ', '.', '..', 'é', '\uD800', 'http:', 'file:'];
  const inputs = Array.from({ length: 2000 }, () => {
    let s = '';
    for (let j = Math.floor(next() * 10); j > 0; j--) s += pick(next, pieces);
    return s;
  });

  test('never throws; idempotent at every level where it succeeds', () => {
    for (const level of ['simple', 'syntax', 'scheme', 'whatwg'] as const) {
      for (const input of inputs) {
        const once = normalize(input, { level });
        if (level === 'whatwg') expect(once === null).toBe(parseURL(input).url === null);
        if (once !== null) expect(normalize(once, { level })).toBe(once);
        expect(() => equivalent(input, once ?? input, { level, ignoreFragment: true })).not.toThrow();
      }
    }
  });

  test("level 'simple' changes nothing in a URI reference", () => {
    const more = Array.from({ length: 1000 }, () => randomReferenceText(next));
    for (const input of [...inputs, ...more]) {
      const valid = validate(input, { standard: 'rfc3986' }).valid;
      expect([input, normalize(input, { level: 'simple' })]).toEqual([input, valid ? input : null]);
    }
  });

  test('an empty host with userinfo or a port (RFC 3986, not the URL grammar) is normalised in full', () => {
    expect(normalize('HTTP://u@:80/%7e%3a')).toBe('http://u@/~%3A');
    expect(normalize('SC://:/A/./%62')).toBe('sc:///A/b');
  });

  test('megabyte inputs', () => {
    const big = 'http://h/' + 'a/./../'.repeat(1 << 16) + '%7e'.repeat(1 << 16);
    expect(normalize(big)).toBe('http://h/' + '~'.repeat(1 << 16));
  });
});

// Issue 12: at the RFC levels, input that is not a URI-reference has no normal form (null), fails
// as validate(s, { standard: 'rfc3986' }) fails, and is equivalent to nothing.
const HOSTILE = ['a\u0001b', 'a b', 'g\t', 'http://[::not-valid]/', '%zz', '\\\\evil.com\\x', 'é', 'http://h:x/', 'HTTP://H/a b', 'a\uD800'];
const RFC_LEVELS = ['simple', 'syntax', 'scheme'] as const;

describe('input that is not a URI reference (RFC levels never guess)', () => {
  test.each(HOSTILE.map((s) => [JSON.stringify(s), s]))('%s: null, the failure of validate, equivalent to nothing', (_title, input) => {
    const expected = validate(input, { standard: 'rfc3986' }).failure;
    expect(expected).not.toBeNull();
    for (const level of RFC_LEVELS) {
      expect(normalize(input, { level })).toBeNull();
      const result = normalizeWithDiagnosis(input, { level });
      expect(result.normalized).toBeNull();
      const { code, offset, length, message } = expected as NonNullable<typeof expected>;
      expect(result.failure).toMatchObject({ code, offset, length, message });
      expect(result.failure?.toJSON()).toEqual(expected);
      expect(equivalent(input, input, { level })).toBe(false);
      expect(equivalent(input, 'http://h/', { level })).toBe(false);
      expect(equivalent('http://h/', input, { level })).toBe(false);
    }
  });

  test("level 'whatwg': the href, or null with the URL parser's failure (no guess either)", () => {
    expect(normalize('\\\\evil.com\\x', { level: 'whatwg' })).toBeNull();
    expect(normalize('http:\\\\evil.com\\x', { level: 'whatwg' })).toBe('http://evil.com/x');
    expect(normalizeWithDiagnosis('a b', { level: 'whatwg' })).toEqual({ normalized: null, failure: parseURL('a b').failure });
    expect(equivalent('a b', 'a b', { level: 'whatwg' })).toBe(false);
  });

  test("grammar 'rfc3987' reads IRI-references, failing as validate(s, { standard: 'rfc3987' })", () => {
    expect(normalize('HTTP://ÉX.com:80/a/../%7e/é', { grammar: 'rfc3987' })).toBe('http://Éx.com/~/é');
    expect(equivalent('http://h/é', 'HTTP://H/./é', { grammar: 'rfc3987' })).toBe(true);
    for (const input of ['a b', '%zz', '\u0080', 'a\uD800']) {
      expect(normalizeWithDiagnosis(input, { grammar: 'rfc3987' }).failure?.toJSON()).toEqual(validate(input, { standard: 'rfc3987' }).failure);
    }
  });

  test('seeded: normalize fails iff validate fails; on success idempotent, a URI reference, equivalent to the input', () => {
    const next = random(1212);
    const ALPHABET = ['a', '/', '?', '#', '%', '%2e', '%zz', '..', '.', '@', ':', '[', ']', '\\', ' ', '\t', 'é', 'http:', '//'];
    let valid = 0;
    for (let i = 0; i < 3000; i++) {
      let input = '';
      for (let n = Math.floor(next() * 7); n > 0; n--) input += pick(next, ALPHABET);
      const level = pick(next, RFC_LEVELS);
      const check = validate(input, { standard: 'rfc3986' });
      const result = normalizeWithDiagnosis(input, { level });
      expect([input, result.normalized !== null]).toEqual([input, check.valid]);
      if (result.normalized === null) {
        expect(result.failure.toJSON()).toEqual(check.failure);
        continue;
      }
      valid++;
      expect([input, normalize(result.normalized, { level })]).toEqual([input, result.normalized]);
      expect([input, validate(result.normalized, { standard: 'rfc3986' }).valid]).toEqual([input, true]);
      expect([input, equivalent(input, result.normalized, { level })]).toEqual([input, true]);
    }
    expect(valid).toBeGreaterThan(300);
    expect(valid).toBeLessThan(2700);
  });
});

describe('arguments and options (Web IDL conversion, OptionError)', () => {
  const thrown = (f: () => unknown): { name: string; code: string; option: string; message: string } => {
    try {
      f();
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      return error as { name: string; code: string; option: string; message: string };
    }
    throw new Error('no error');
  };

  test('numbers and URL objects (url-grammar\'s and the platform\'s) are read as strings', () => {
    expect(normalize(42 as unknown as string)).toBe('42');
    expect(normalize(new URL('HTTP://H:80/a/./b'))).toBe('http://h/a/b');
    expect(normalize(new globalThis.URL('HTTP://H:80/a/./b'), { level: 'whatwg' })).toBe('http://h/a/b');
    expect(normalizeWithDiagnosis(new URL('http://h/%7e')).normalized).toBe('http://h/~');
    expect(equivalent(new URL('http://h/'), new globalThis.URL('http://H:80'))).toBe(true);
    expect(equivalent(1 as unknown as string, '1')).toBe(true);
  });

  test('null or undefined options are the defaults', () => {
    expect(normalize('HTTP://H:80', null)).toBe('http://h/');
    expect(normalizeWithDiagnosis('HTTP://H:80', undefined).normalized).toBe('http://h/');
    expect(equivalent('http://h', 'http://h:80/', null)).toBe(true);
  });

  test('an unknown level or grammar is a TypeError naming the option and the allowed values', () => {
    const level = thrown(() => normalize('http://h/', { level: 'full' as 'scheme' }));
    expect(level).toMatchObject({ name: 'TypeError', code: 'invalid-option', option: 'options.level' });
    expect(level.message).toBe('normalize: options.level must be one of "simple", "syntax", "scheme", "whatwg" (got "full")');
    expect(thrown(() => equivalent('a', 'a', { level: 'URI' as 'scheme' })).message).toMatch(/^equivalent: options\.level /);
    expect(thrown(() => normalizeWithDiagnosis('a', { grammar: 'rfc1738' as 'rfc3986' })).option).toBe('options.grammar');
  });

  test('a boolean option of another type is a TypeError', () => {
    for (const name of ['case', 'percentEncoding', 'pathSegments', 'schemeBased'] as const) {
      const options = { [name]: 'yes' } as unknown as NormalizeOptions;
      expect(thrown(() => normalize('http://h/', options)).message).toBe(`normalize: options.${name} must be true or false (got "yes")`);
    }
    expect(thrown(() => equivalent('a', 'a', { ignoreFragment: 1 as unknown as boolean })).option).toBe('options.ignoreFragment');
    expect(thrown(() => normalize('a', 'syntax' as NormalizeOptions)).option).toBe('options');
    expect(thrown(() => equivalent('a', Symbol('b') as unknown as string)).option).toBe('argument 2');
  });
});
