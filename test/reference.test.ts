// URLReference (relative references as values) and classify.
import { URL, URLReference, classify } from '../src';
import { random } from './helpers/random';
import { pick, randomReferenceText } from './helpers/references';

const codeOf = (action: () => unknown): unknown => {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as { code?: unknown }).code;
  }
  return 'no error';
};

describe('reading a reference without a base', () => {
  test('../a/b?c#d', () => {
    const ref = new URLReference('../a/b?c#d');
    expect([ref.scheme, ref.username, ref.password, ref.hostname, ref.port]).toEqual([null, null, null, null, null]);
    expect([ref.pathname, ref.query, ref.fragment, ref.kind, ref.href]).toEqual(['../a/b', 'c', 'd', 'path-relative', '../a/b?c#d']);
  });

  test('null is absent, "" is empty', () => {
    const full = new URLReference('//@h:?#');
    expect([full.username, full.password, full.hostname, full.port, full.query, full.fragment]).toEqual(['', null, 'h', '', '', '']);
    const bare = new URLReference('//h');
    expect([bare.username, bare.port, bare.query, bare.fragment, bare.pathname]).toEqual([null, null, null, null, '']);
    expect(new URLReference('//u:@h').password).toBe('');
    expect(new URLReference('//').hostname).toBe('');
  });

  test('preprocessed as the URL Standard does; "\\" is data until a base says otherwise', () => {
    expect(new URLReference('  a\tb/\nc  ').href).toBe('ab/c');
    expect(new URLReference('a\\b').pathname).toBe('a\\b');
    expect(new URLReference('http:\\\\h\\a').href).toBe('http://h/a');
  });

  test('failures throw a TypeError with code and offset in the input', () => {
    expect(() => new URLReference(' //u@/x')).toThrow(TypeError);
    expect(codeOf(() => new URLReference(' //u@/x'))).toBe('host-missing');
    try {
      new URLReference(' //u@/x');
    } catch (error) {
      expect((error as { offset: number }).offset).toBe(5);
    }
    expect(URLReference.parse('//h:x')).toBeNull();
    expect(URLReference.parse('x')?.href).toBe('x');
  });

  test('after removed tabs, the offset and the message both speak of the input as given', () => {
    expect(() => new URLReference('//\t\tu@:80/x')).toThrow(
      'Invalid URL reference: host-missing at offset 6: credentials or a port without a host, found ":" (U+003A)',
    );
  });
});

describe('setters', () => {
  test('scheme: set, remove, validated by the grammar', () => {
    const ref = new URLReference('a:b/c');
    ref.scheme = null;
    expect(ref.href).toBe('b/c');
    const colon = new URLReference('x:a:b');
    colon.scheme = null;
    expect(colon.href).toBe('./a:b');
    expect(colon.pathname).toBe('./a:b');
    colon.scheme = 'sc';
    expect(colon.href).toBe('sc:./a:b');
    expect(codeOf(() => (colon.scheme = '1x'))).toBe('invalid-scheme');
    expect(codeOf(() => (colon.scheme = 'a/b'))).toBe('invalid-scheme');
    expect(codeOf(() => (colon.scheme = ''))).toBe('invalid-scheme');
  });

  test('hostname creates, changes and removes the authority', () => {
    const ref = new URLReference('a/b?q');
    ref.hostname = 'h';
    expect(ref.href).toBe('//h/a/b?q');
    expect(codeOf(() => (ref.hostname = 'x/y?z#w@v:1'))).toBe('host-invalid-code-point');
    expect(ref.href).toBe('//h/a/b?q');
    ref.hostname = '[::1]';
    expect(ref.href).toBe('//[::1]/a/b?q');
    ref.hostname = null;
    expect(ref.href).toBe('/a/b?q');
  });

  test('userinfo and port need a host', () => {
    const ref = new URLReference('//h/p');
    ref.username = 'u:s@r';
    ref.password = 'p@ss:w';
    ref.port = '8080';
    expect(ref.href).toBe('//u%3As%40r:p%40ss%3Aw@h:8080/p');
    expect([ref.username, ref.password, ref.port]).toEqual(['u%3As%40r', 'p%40ss%3Aw', '8080']);
    ref.port = '';
    expect(ref.href).toBe('//u%3As%40r:p%40ss%3Aw@h:/p');
    ref.username = null;
    ref.port = null;
    expect(ref.href).toBe('//h/p');
    ref.password = '';
    expect(ref.href).toBe('//:@h/p');
    expect(codeOf(() => (ref.port = '8x'))).toBe('port-invalid');
    expect(codeOf(() => (ref.hostname = ''))).toBe('host-missing');
    const noHost = new URLReference('a');
    expect(codeOf(() => (noHost.username = 'u'))).toBe('host-missing');
    expect(codeOf(() => (noHost.port = '1'))).toBe('host-missing');
    expect(new URLReference('//').hostname).toBe('');
    expect(codeOf(() => (new URLReference('//').password = 'p'))).toBe('host-missing');
  });

  test('pathname keeps the path-root constraint and prints what reads back', () => {
    const ref = new URLReference('//h?q');
    ref.pathname = 'a?b#c';
    expect(ref.href).toBe('//h/a%3Fb%23c?q');
    const bare = new URLReference('?q');
    bare.pathname = '//x';
    expect(bare.href).toBe('/.//x?q');
    bare.pathname = 'c:d';
    expect(bare.href).toBe('./c:d?q');
    bare.pathname = '';
    expect(bare.href).toBe('?q');
  });

  test('query and fragment', () => {
    const ref = new URLReference('a');
    ref.query = 'x#y';
    ref.fragment = '#z';
    expect(ref.href).toBe('a?x%23y##z');
    ref.query = '';
    expect(ref.href).toBe('a?##z');
    ref.query = null;
    ref.fragment = null;
    expect(ref.href).toBe('a');
  });

  test('"\\" is encoded in userinfo, rejected in a host, and in web mode separates path segments', () => {
    const ref = new URLReference('http://h/');
    ref.username = 'a\\b';
    expect(ref.username).toBe('a%5Cb');
    expect(codeOf(() => (ref.hostname = 'a\\b'))).toBe('host-invalid-code-point');
    ref.pathname = '/x\\y';
    expect(ref.pathname).toBe('/x/y');
  });
});

describe('href round-trips', () => {
  const next = random(4242);
  const inputs = Array.from({ length: 1500 }, () => randomReferenceText(next));

  test('new URLReference(r.href) has the same href and components', () => {
    for (const input of inputs) {
      const ref = new URLReference(input);
      const again = new URLReference(ref.href);
      expect(again.href).toBe(ref.href);
      expect([again.scheme, again.username, again.password, again.hostname, again.port, again.pathname, again.query, again.fragment]).toEqual([
        ref.scheme, ref.username, ref.password, ref.hostname, ref.port, ref.pathname, ref.query, ref.fragment,
      ]);
    }
  });

  test('toString and toJSON are href', () => {
    const ref = new URLReference('../a?b');
    expect(String(ref)).toBe('../a?b');
    expect(JSON.stringify({ ref })).toBe('{"ref":"../a?b"}');
  });
});

describe('resolve and rebase', () => {
  const next = random(1738);
  const bases = ['http://a/b/c/d;p?q', 'file:///C:/x/y', 'sc://h/p/q', 'HTTPS://u:p@H:443/a/', 'ws://h/a\\b/c'];
  const href = (input: string, base?: string): string | null => {
    try {
      return new URL(input, base).href;
    } catch {
      return null;
    }
  };

  test('resolve(base) equals new URL(input, base) (seeded)', () => {
    for (let i = 0; i < 1500; i++) {
      const input = randomReferenceText(next) + pick(next, ['', '\\x', ' ', '\t']);
      const base = pick(next, [...bases, 'sc:opaque']);
      const ref = URLReference.parse(input);
      if (ref === null) continue;
      let resolved: string | null;
      try {
        resolved = ref.resolve(base).href;
      } catch {
        resolved = null;
      }
      expect(resolved).toBe(href(input, base));
    }
  });

  test('resolve takes a string, a URL or a URLReference; without a base the reference needs a scheme', () => {
    const ref = new URLReference('../x');
    expect(ref.resolve(new URL('http://h/a/b/c')).href).toBe('http://h/a/x');
    expect(ref.resolve(new URLReference('http://h/a/b/c')).href).toBe('http://h/a/x');
    expect(new URLReference('HTTP://H').resolve().href).toBe('http://h/');
    expect(codeOf(() => ref.resolve())).toBe('missing-scheme-non-relative-URL');
  });

  test('rebase is goto without forcing: the result may still be relative', () => {
    expect(new URLReference('../a/b?c#d').rebase('http://h/x/y/z').href).toBe('http://h/x/y/../a/b?c#d');
    expect(new URLReference('c?d').rebase('a/b').href).toBe('a/c?d');
    expect(new URLReference('#f').rebase(new URLReference('?q#g')).href).toBe('?q#f');
    expect(new URLReference('g').rebase('//h').href).toBe('//h/g');
    expect(new URLReference('http:g').rebase('http://a/b').href).toBe('http:g');
  });

  test('a reference is read in the mode of the base it is rebased onto', () => {
    expect(new URLReference('a\\b').rebase('http://h/x').href).toBe('http://h/a/b');
    expect(new URLReference('a\\b').rebase('sc://h/x').href).toBe('sc://h/a\\b');
    expect(new URLReference('C|/y').rebase('file:///D:/x').href).toBe('file:///C|/y');
  });

  test('rebasing a scheme-less reference, then resolving, is resolving (bases with a host)', () => {
    for (let i = 0; i < 1500; i++) {
      const input = randomReferenceText(next);
      const ref = URLReference.parse(input);
      if (ref === null || ref.scheme !== null) continue;
      const base = pick(next, bases);
      let viaRebase: string | null;
      try {
        viaRebase = ref.rebase(base).resolve().href;
      } catch {
        viaRebase = null;
      }
      expect(viaRebase).toBe(href(input, base));
    }
  });
});

describe('normalize (URL Specification "Equivalences and Normalisation")', () => {
  test.each([
    ['HTTP://u:@h:80/a/./b/../c', 'http://u@h/a/c'],
    ['http://:@h:/a/%2e%2E/b', 'http://h/b'],
    ['file://localhost/x/..', 'file:///'],
    ['file:C|/x/../y', 'file:/C:/y'],
    ['/../a/./b/c/..', '/a/b/'],
    ['../a/../../b', '../../b'],
    ['a/..', './'],
    ['./a:b', './a:b'],
    ['.//a', './/a'],
    ['sc:a/../b', 'sc:a/../b'],
    ['sc://h:80/x', 'sc://h:80/x'],
    ['ws://h:80?q', 'ws://h?q'],
  ])('%s -> %s', (input, expected) => {
    expect(new URLReference(input).normalize().href).toBe(expected);
  });
});

describe('classify (RFC 3986 section 4.2, draft-abarth-url section 4)', () => {
  test.each([
    ['http://a/b', 'absolute'],
    ['mailto:x', 'absolute'],
    ['//g', 'scheme-relative'],
    ['//', 'scheme-relative'],
    ['/g', 'path-absolute'],
    ['/', 'path-absolute'],
    ['g', 'path-relative'],
    ['./g:h', 'path-relative'],
    ['..', 'path-relative'],
    ['?y', 'query-only'],
    ['?y#s', 'query-only'],
    ['#s', 'fragment-only'],
    ['#', 'fragment-only'],
    ['', 'empty'],
    ['  ', 'empty'],
    ['\\\\h\\x', 'path-relative'],
  ])('%s is %s', (input, kind) => {
    expect(classify(input)).toBe(kind);
    expect(new URLReference(input).kind).toBe(kind);
  });

  test('a reference whose authority the grammar rejects is still classified', () => {
    expect(classify('//u@')).toBe('scheme-relative');
    expect(classify('//h:port')).toBe('scheme-relative');
    expect(classify('sc://:1')).toBe('absolute');
    expect(classify('http:\\\\u@')).toBe('absolute');
  });

  test('megabyte inputs', () => {
    expect(classify('a/'.repeat(1 << 19))).toBe('path-relative');
    expect(classify('//' + '@'.repeat(1 << 20))).toBe('scheme-relative');
    expect(new URLReference('../'.repeat(1 << 18) + 'x').normalize().href.length).toBe(3 * (1 << 18) + 1);
  });

  test('classify(URLReference) is its kind', () => {
    expect(classify(new URLReference('?q'))).toBe('query-only');
  });

  test('never throws (seeded)', () => {
    const next = random(77);
    const pieces = ['//', '/', '\\', '?', '#', '@', ':', '[', ']', 'a', '1', '%', ' ', '\t', 'é', '\uD800', 'C|', 'http:'];
    for (let i = 0; i < 3000; i++) {
      let input = '';
      for (let j = Math.floor(next() * 8); j > 0; j--) input += pick(next, pieces);
      expect(() => classify(input)).not.toThrow();
    }
  });
});
