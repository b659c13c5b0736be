// URLReference setters are safe by default (issue 12): what a setter stores is percent-encoded or
// rejected with a typed error, so href never carries raw controls, spaces or non-ASCII, and it
// reads back as the same components.
import { URL, URLReference } from '../src';
import { toUSVString } from '../src/core/arguments';
import { percentDecodeString } from '../src/core/characters';
import { random } from './helpers/random';
import { pick } from './helpers/references';

// The property test's seed and number of sequences (URL_SETTER_SEED, URL_SETTER_COUNT).
const SEED = Number(process.env.URL_SETTER_SEED ?? 20240612);
const COUNT = Number(process.env.URL_SETTER_COUNT ?? 4000);

type Setter = 'scheme' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'query' | 'fragment';
type Components = Record<Setter, string | null>;

const SETTERS: readonly Setter[] = ['scheme', 'username', 'password', 'hostname', 'port', 'pathname', 'query', 'fragment'];

/** The error codes each setter documents (docs/references.md). */
const ERRORS: Record<Setter, readonly string[]> = {
  scheme: ['invalid-scheme'],
  username: ['host-missing', 'invalid-credentials'],
  password: ['host-missing', 'invalid-credentials'],
  hostname: ['host-invalid-code-point', 'host-missing'],
  port: ['port-invalid', 'host-missing'],
  pathname: [],
  query: [],
  fragment: [],
};

/** The other components a setter may change (path-root and printing rules, userinfo needing a host). */
const MAY_CHANGE: Record<Setter, readonly Setter[]> = {
  scheme: ['pathname'],
  username: ['password'],
  password: ['username'],
  hostname: ['username', 'password', 'port', 'pathname'],
  port: [],
  pathname: [],
  query: [],
  fragment: [],
};

const components = (ref: URLReference): Components => ({
  scheme: ref.scheme, username: ref.username, password: ref.password, hostname: ref.hostname,
  port: ref.port, pathname: ref.pathname, query: ref.query, fragment: ref.fragment,
});

function set(ref: URLReference, setter: Setter, value: string | null): void {
  if (setter === 'pathname') ref.pathname = value ?? '';
  else ref[setter] = value;
}

/** The error code a setter threw (it must be a TypeError), or null when it did not throw. */
function thrownCode(action: () => void): string | null {
  try {
    action();
    return null;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return String((error as TypeError & { code?: unknown }).code);
  }
}

const codeOf = (action: () => void): string => thrownCode(action) ?? 'no error';

describe('regressions: what a setter puts into href', () => {
  test('a CR LF in the query is %0D%0A (no response splitting through a Location header)', () => {
    const ref = new URLReference('http://h/p');
    ref.query = 'x\r\nSet-Cookie: a=b';
    expect(ref.href).toBe('http://h/p?x%0D%0ASet-Cookie:%20a=b');
    expect(ref.href).not.toMatch(/[\r\n]/);
    expect(new URLReference(ref.href).href).toBe(ref.href);
  });

  test('NUL, TAB, LF, CR, space and DEL are encoded in every component that takes them', () => {
    const ref = new URLReference('//h/');
    ref.username = 'a\0b';
    ref.password = '\t';
    ref.pathname = '/\n x\x7f';
    ref.query = '\r';
    ref.fragment = ' \0';
    expect(ref.href).toBe('//a%00b:%09@h/%0A%20x%7F?%0D#%20%00');
  });

  test('a lone surrogate becomes U+FFFD, percent-encoded: %EF%BF%BD', () => {
    const ref = new URLReference('sc://h/');
    ref.pathname = '/\uD800';
    ref.query = '\uDC00';
    ref.fragment = 'a\uD800b';
    ref.username = '\uDBFF';
    expect(ref.href).toBe('sc://%EF%BF%BD@h/%EF%BF%BD?%EF%BF%BD#a%EF%BF%BDb');
  });

  test('non-ASCII is UTF-8 percent-encoded, "%" is kept', () => {
    const ref = new URLReference('http://h/');
    ref.hostname = 'bücher.de';
    ref.pathname = '/é/%41/%zz';
    ref.query = "😀'";
    expect(ref.href).toBe("http://b%C3%BCcher.de/%C3%A9/%41/%zz?%F0%9F%98%80%27");
    const generic = new URLReference('sc:x');
    generic.query = "'";
    expect(generic.query).toBe("'");
  });

  test('"#" in a query, "?" and "#" in a path, delimiters in userinfo', () => {
    const ref = new URLReference('//h');
    ref.query = 'a#b';
    ref.pathname = 'p?q#r';
    ref.username = 'u:@/?#\\';
    ref.password = 'p:@';
    expect(ref.href).toBe('//u%3A%40%2F%3F%23%5C:p%3A%40@h/p%3Fq%23r?a%23b');
    expect([ref.username, ref.password, ref.pathname, ref.query]).toEqual(['u%3A%40%2F%3F%23%5C', 'p%3A%40', '/p%3Fq%23r', 'a%23b']);
  });

  test('a path starting with "//" never becomes an authority', () => {
    const query = new URLReference('?q');
    query.pathname = '//evil.example/x';
    expect(query.href).toBe('/.//evil.example/x?q');
    expect(query.hostname).toBeNull();
    const opaque = new URLReference('mailto:x');
    opaque.pathname = '//evil.example';
    expect(opaque.href).toBe('mailto:/.//evil.example');
    expect(new URLReference(opaque.href).hostname).toBeNull();
    // In web mode "\" is a separator: "\\x" is "//x", and is printed so.
    const web = new URLReference('http:/a');
    web.pathname = '\\\\evil.example';
    expect(web.href).toBe('http:/.//evil.example');
    expect(web.hostname).toBeNull();
    const authority = new URLReference('//h/a');
    authority.hostname = null;
    authority.pathname = '//x';
    expect(authority.href).toBe('/.//x');
  });

  test('a first segment with ":" in a reference without scheme gets "./" (RFC 3986 section 4.2)', () => {
    const ref = new URLReference('a/b');
    ref.pathname = 'javascript:alert(1)';
    expect(ref.href).toBe('./javascript:alert(1)');
    expect([ref.scheme, ref.kind]).toEqual([null, 'path-relative']);
    const again = new URLReference(ref.href);
    expect([again.scheme, again.pathname]).toEqual([null, './javascript:alert(1)']);
    const schemed = new URLReference('x:a:b');
    schemed.scheme = null;
    expect(schemed.href).toBe('./a:b');
  });
});

describe('regressions: what a setter rejects, with which error', () => {
  test('a host with a forbidden domain code point (but "%") is host-invalid-code-point, at its offset', () => {
    const ref = new URLReference('//h/p');
    const cases: [string, number][] = [
      ['a/b', 1], ['a?', 1], ['#', 0], ['u@h', 1], ['h:80', 1], ['a b', 1], ['a\0', 1], ['a\tb', 1], ['x\r\n', 1], ['a\\b', 1],
      ['a\x7f', 1], ['a\x01', 1], ['<', 0], ['a|b', 1], ['^', 0], ['a[b', 1], ['[::1]:80', 5], ['[a]b]', 3], ['[a b]', 2], ['[', 0],
      ['[::1]x', 5],
    ];
    for (const [host, offset] of cases) {
      let thrown: unknown = null;
      try {
        ref.hostname = host;
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      expect(thrown).toMatchObject({ code: 'host-invalid-code-point', offset, input: host });
    }
    expect(ref.href).toBe('//h/p');
    expect(() => (ref.hostname = 'h:80')).toThrow('host-invalid-code-point at offset 1: ":" (U+003A) outside "[...]" would start a port');
  });

  test('IP-literals, "%" and non-ASCII are hosts', () => {
    const ref = new URLReference('//h/p');
    ref.hostname = '[v1.a:b]';
    expect(ref.href).toBe('//[v1.a:b]/p');
    ref.hostname = '[::1]';
    ref.port = '80';
    expect(ref.href).toBe('//[::1]:80/p');
    ref.hostname = 'a%2Fb';
    expect(ref.hostname).toBe('a%2Fb');
    ref.hostname = '\uD800';
    expect(ref.hostname).toBe('%EF%BF%BD');
  });

  test('a port is digits (port-invalid at the first other code unit); credentials and a port need a host', () => {
    const ref = new URLReference('//h/p');
    expect(codeOf(() => (ref.port = '80\r\n'))).toBe('port-invalid');
    expect(() => (ref.port = '8x')).toThrow('port-invalid at offset 1: "x" (U+0078) in the port');
    expect(() => (ref.port = ' 8')).toThrow('port-invalid at offset 0: U+0020 in the port');
    expect(codeOf(() => (new URLReference('a').port = '1'))).toBe('host-missing');
    expect(codeOf(() => (new URLReference('//').username = 'u'))).toBe('host-missing');
    expect(ref.href).toBe('//h/p');
  });

  test('a file URL has no credentials (invalid-credentials) and no port (port-invalid)', () => {
    const ref = new URLReference('file://h/x');
    expect(codeOf(() => (ref.username = 'u'))).toBe('invalid-credentials');
    expect(codeOf(() => (ref.password = 'p'))).toBe('invalid-credentials');
    expect(codeOf(() => (ref.port = '1'))).toBe('port-invalid');
    ref.username = null;
    ref.port = null;
    expect(ref.href).toBe('file://h/x');
    ref.hostname = 'other';
    expect(ref.href).toBe('file://other/x');
  });

  test('a scheme whose parser mode would read the rest differently is invalid-scheme', () => {
    const credentials = new URLReference('//u@h:1/x');
    expect(codeOf(() => (credentials.scheme = 'file'))).toBe('invalid-scheme');
    expect(credentials.href).toBe('//u@h:1/x');
    credentials.scheme = 'http';
    expect(credentials.href).toBe('http://u@h:1/x');
    const backslash = new URLReference('sc://h/a\\b');
    expect(codeOf(() => (backslash.scheme = 'https'))).toBe('invalid-scheme');
    const fileHost = new URLReference('file://u@h/');
    expect(fileHost.hostname).toBe('u@h');
    expect(codeOf(() => (fileHost.scheme = 'sc'))).toBe('invalid-scheme');
    expect(codeOf(() => (fileHost.scheme = 'a\r\nb'))).toBe('invalid-scheme');
    const plain = new URLReference('//h/a?q');
    plain.scheme = 'file';
    expect(plain.href).toBe('file://h/a?q');
  });
});

describe('argument conversion (src/core/arguments.ts stringArgument)', () => {
  test('numbers, URL objects (url-grammar and platform) and URLReferences are read as strings', () => {
    const ref = new URLReference(new URL('http://h/a'));
    expect(ref.href).toBe('http://h/a');
    expect(new URLReference(new globalThis.URL('http://h/b?c')).href).toBe('http://h/b?c');
    expect(new URLReference(new URLReference('x?y')).href).toBe('x?y');
    expect(new URLReference(42).href).toBe('42');
    ref.port = 8080;
    ref.pathname = 7;
    ref.query = new globalThis.URL('http://q/?a#b');
    ref.fragment = new URL('http://f/');
    expect(ref.href).toBe('http://h:8080/7?http://q/?a%23b#http://f/');
    expect(URLReference.parse(new URL('sc:x'))?.href).toBe('sc:x');
  });

  test('undefined removes like null; a symbol is an OptionError', () => {
    const ref = new URLReference('//u@h/p?q#f');
    ref.query = undefined;
    ref.username = undefined;
    expect(ref.href).toBe('//h/p#f');
    expect(codeOf(() => (ref.fragment = Symbol('x') as unknown as string))).toBe('invalid-option');
    expect(codeOf(() => new URLReference(Symbol('x') as unknown as string))).toBe('invalid-option');
  });
});

describe('property: for any value and any setter, it throws its error or href reads back (seeded)', () => {
  const PIECES = ['a', 'Z9', '-._~', '%', '%41', '%zz', '#', '?', '/', '//', '\\', '@', ':', '[', ']', '[::1]', ' ', '\t', '\n',
    '\r', '\r\n', '\0', '\x01', '\x1f', '\x7f', 'é', '\u00a0', '\uD800', '\uDC00', '😀', '.', '..', 'C:', 'C|', 'x:y', '"', '<>',
    '`', '{}', '^', '|', "'", '80', 'http', '+', '=&;'];
  const FAVOURITES: Record<Setter, readonly string[]> = {
    scheme: ['http', 'HTTPS', 'ws', 'file', 'sc', 'mailto', 'a+b.c-d'],
    username: ['u', ''],
    password: ['p', ''],
    hostname: ['h', 'example.com', '[::1]', 'bücher.de', '', 'a%41'],
    port: ['80', '', '0443'],
    pathname: ['/a/b', 'a', '', '//x', '\\\\x', '/\\x', '.', '../x'],
    query: ['a=1', ''],
    fragment: ['f', ''],
  };
  const STARTS = ['http://u:p@h:8080/a/b?q#f', 'https://h', 'HTTP://H/a\\b', 'ws://h/?q', 'sc://h/p?q#f', 'sc:/p', 'sc:/.//x',
    'http:/a', 'ws:x', 'mailto:x', 'mailto:a@b?subject=x', 'urn:isbn:0451450523', 'file:///C:/x/y', 'file://h/share/x', 'file:/x', 'file:C|/x',
    '//h/p', '//u@h:1/p', '//', '/a/b', 'a/b', '../x?y', './a:b', '?q', '#f', '', '/.//x'];
  const SPECIAL = ['http', 'https', 'ws', 'wss', 'ftp', 'file'];

  /** A starting reference and whether it reads as a special (web or file) URL when it has no scheme. */
  function start(next: () => number): { ref: URLReference; webFallback: boolean } {
    if (next() < 0.1) {
      // Rebased onto a web base, then its scheme removed: a reference without scheme in web mode.
      const ref = new URLReference(pick(next, ['a\\b?q', '//h/x', ''])).rebase('http://base/d/');
      ref.scheme = null;
      return { ref, webFallback: true };
    }
    return { ref: new URLReference(pick(next, STARTS)), webFallback: false };
  }

  function randomValue(next: () => number, setter: Setter): string | null {
    if (setter !== 'pathname' && next() < 0.08) return null;
    // Most random schemes and ports are rejected: favour valid ones more, so both outcomes are common.
    if (next() < (setter === 'scheme' || setter === 'port' ? 0.6 : 0.35)) return pick(next, FAVOURITES[setter]);
    let value = '';
    for (let n = Math.floor(next() * 6); n > 0; n--) value += pick(next, PIECES);
    return value;
  }

  /** What the decoded getter may be, given the value (printing adds "/", "./" or "/." to a path). */
  function readsAsValue(ref: URLReference, setter: Setter, value: string, special: boolean): boolean {
    const given = toUSVString(value);
    const shown = ref[setter] ?? '';
    if (setter === 'scheme' || setter === 'port') return shown === given;
    if (given.includes('%')) return true;
    const decoded = percentDecodeString(shown);
    if (setter !== 'pathname') return decoded === given;
    const path = special ? given.replace(/\\/g, '/') : given;
    return ['', '/', './', '/.'].some((prefix) => decoded === prefix + path);
  }

  /** Checks one successful set; returns what is wrong, or null. */
  function problem(ref: URLReference, setter: Setter, value: string | null, before: Components, special: boolean): string | null {
    const href = ref.href;
    if (!/^[\x21-\x7e]*$/.test(href)) return `href ${JSON.stringify(href)} has a control, space or non-ASCII`;
    const again = new URLReference(href);
    if (again.href !== href) return `re-read href ${JSON.stringify(again.href)}`;
    const after = components(ref);
    if (JSON.stringify(components(again)) !== JSON.stringify(after)) return `re-read components ${JSON.stringify(components(again))}`;
    for (const other of SETTERS) {
      if (other !== setter && !MAY_CHANGE[setter].includes(other) && after[other] !== before[other]) return `${other} changed to ${after[other]}`;
    }
    if (value !== null && !readsAsValue(ref, setter, value, special)) return `${setter} reads ${JSON.stringify(after[setter])}`;
    if (value === null && after[setter] !== null) return `${setter} is not removed`;
    set(ref, setter, after[setter]);
    return ref.href === href ? null : `setting the getter's value again gives ${JSON.stringify(ref.href)}`;
  }

  test(`${COUNT} sequences of up to three sets over every setter and starting reference`, () => {
    const next = random(SEED);
    const done: Record<string, number> = {};
    for (let i = 0; i < COUNT; i++) {
      const { ref, webFallback } = start(next);
      for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
        const setter = pick(next, SETTERS);
        const value = randomValue(next, setter);
        const before = components(ref);
        const href = ref.href;
        const label = `${JSON.stringify(href)}.${setter} = ${JSON.stringify(value)}`;
        const code = thrownCode(() => set(ref, setter, value));
        if (code !== null) {
          if (!ERRORS[setter].includes(code)) throw new Error(`${label}: undocumented error ${code}`);
          if (ref.href !== href) throw new Error(`${label}: threw ${code} but changed href to ${ref.href}`);
          done[`${setter} threw`] = (done[`${setter} threw`] ?? 0) + 1;
          continue;
        }
        const special = ref.scheme === null ? webFallback : SPECIAL.includes(ref.scheme.toLowerCase());
        const wrong = problem(ref, setter, value, before, special);
        if (wrong !== null) throw new Error(`${label}: ${wrong}`);
        done[setter] = (done[setter] ?? 0) + 1;
      }
    }
    // Every setter succeeded often, and those that reject did reject: the property is not vacuous.
    for (const setter of SETTERS) expect(done[setter]).toBeGreaterThan(COUNT / 30);
    for (const setter of ['scheme', 'username', 'hostname', 'port']) expect(done[`${setter} threw`]).toBeGreaterThan(COUNT / 80);
  });
});
