// Operations on the component model (URL Specification "Reference Resolution"): upto, goto,
// force, and strict / legacy / WHATWG resolution; the laws of rebase as property tests.
import { URL } from '../src';
import {
  ORDER, Order, ParsedReference, emptyReference, force, goto, legacyResolve, normalizeReference, order,
  printReference, readReference, strictResolve, upto, whatwgResolve,
} from '../src/model-api';
import type { ReadReferenceOptions } from '../src/model-api';
import { random } from './helpers/random';
import { Next, components, pick, randomModel, randomReferenceText } from './helpers/references';

/** Reads a reference; generic mode unless told, with fixedMode for RFC 3986 behaviour. */
function read(text: string, mode: 'generic' | 'web' | 'file' = 'generic', fixedMode = false): ParsedReference {
  const result = readReference(text, { mode, fixedMode });
  if (result.failure !== null) throw new Error(`test input does not parse: ${text}`);
  return result.reference;
}

const print = (ref: ParsedReference): string => printReference(ref);
const BASE = read('http://a/b/c/d;p?q#f');

describe('order (URL Specification "The Order of an URL")', () => {
  test.each([
    ['http://a/b', ORDER.scheme],
    ['//a/b', ORDER.authority],
    ['/b', ORDER.pathRoot],
    ['b/c', ORDER.dir],
    ['c', ORDER.file],
    ['?q', ORDER.query],
    ['#f', ORDER.fragment],
    ['', ORDER.fragment],
  ])('%s', (text, expected) => {
    expect(order(read(text))).toBe(expected);
  });

  test('a drive comes between authority and path-root (file mode)', () => {
    expect(order(read('C|/x', 'file'))).toBe(ORDER.drive);
  });
});

describe('upto (URL Specification "Order Prefix")', () => {
  test.each([
    ['scheme', ''],
    ['authority', 'http:'],
    ['pathRoot', 'http://a'],
    ['dir', 'http://a/b/c/'],
    ['file', 'http://a/b/c/'],
    ['query', 'http://a/b/c/d;p'],
    ['fragment', 'http://a/b/c/d;p?q'],
  ] as const)('base upto %s', (name, expected) => {
    expect(print(upto(BASE, ORDER[name]))).toBe(expected);
  });

  test('does not modify its input', () => {
    const before = components(BASE);
    upto(BASE, ORDER.dir).dirs.push('x');
    expect(components(BASE)).toEqual(before);
  });
});

describe('goto (URL Specification "Rebase": ref onto base)', () => {
  test.each([
    ['g:h', 'g:h'],
    ['g', 'http://a/b/c/g'],
    ['./g', 'http://a/b/c/./g'],
    ['../g', 'http://a/b/c/../g'],
    ['/g', 'http://a/g'],
    ['//g', 'http://g'],
    ['?y', 'http://a/b/c/d;p?y'],
    ['#s', 'http://a/b/c/d;p?q#s'],
    ['', 'http://a/b/c/d;p?q'],
  ])('%s onto the base (no dot removal, no forcing)', (ref, expected) => {
    expect(print(goto(BASE, read(ref)))).toBe(expected);
  });

  test('adds the path-root the path-root constraint needs', () => {
    expect(print(goto(read('//host'), read('foo/bar')))).toBe('//host/foo/bar');
    expect(goto(read('//host'), read('foo/bar')).root).toBe(true);
  });

  test('the result may stay relative', () => {
    expect(print(goto(read('a/b'), read('c?d')))).toBe('a/c?d');
    expect(print(goto(read('../x/'), read('y')))).toBe('../x/y');
  });

  test('a file base keeps its drive for a path-absolute reference', () => {
    expect(print(goto(read('file:///C:/a/b', 'file'), read('/x', 'file')))).toBe('file:///C:/x');
  });
});

describe('laws of goto (URL Specification "Rebase Properties"), seeded', () => {
  const next = random(20240611);
  const fromText = (n: Next): ParsedReference => read(randomReferenceText(n), 'generic', true);
  const FILE_PIECES = ['C|/a', '/C:/b/', '//h/D:/x', '///E|', 'file:C|', 'file:///F:/g?q', '?q', '#f', 'x/y', '../z', '', '/p', '//h'];
  const fromFileText = (n: Next): ParsedReference => read(pick(n, FILE_PIECES) + pick(n, ['', '#s']), 'file');
  const generators: Array<[string, (n: Next) => ParsedReference]> = [
    ['parsed references', fromText],
    ['model values', randomModel],
    ['file-mode references with drives', fromFileText],
  ];
  const ε = emptyReference();

  describe.each(generators)('%s', (_name, generate) => {
    const triples = Array.from({ length: 600 }, () => [generate(next), generate(next), generate(next)] as const);

    test('associative: (u1 goto u2) goto u3 = u1 goto (u2 goto u3)', () => {
      for (const [u1, u2, u3] of triples) {
        expect(components(goto(goto(u1, u2), u3))).toEqual(components(goto(u1, goto(u2, u3))));
      }
    });

    test('ε goto u = u', () => {
      for (const [u] of triples) expect(components(goto(ε, u))).toEqual(components(u));
    });

    test('u goto ε = u when u has no fragment, and u without its fragment otherwise', () => {
      for (const [u] of triples) {
        expect(components(goto(u, ε))).toEqual(components(u.fragment === null ? u : { ...u, fragment: null }));
      }
    });

    test('ord (u1 goto u2) is the lesser of ord u1 and ord u2', () => {
      for (const [u1, u2] of triples) expect(order(goto(u1, u2))).toBe(Math.min(order(u1), order(u2)) as Order);
    });
  });
});

describe('force (URL Specification "Forcing")', () => {
  const forced = (text: string, mode: 'web' | 'file' = 'web'): string => {
    const result = force(read(text, mode));
    return result.failure === null ? print(result.reference) : `failure:${result.failure.code}@${result.failure.offset}`;
  };

  test('a web URL takes its authority from the first non-empty segment', () => {
    expect(forced('http:foo/bar')).toBe('http://foo/bar');
    expect(forced('http:/foo/bar')).toBe('http://foo/bar');
    expect(forced('http:///foo/bar')).toBe('http://foo/bar');
    expect(forced('http:////u@foo:8/bar')).toBe('http://u@foo:8/bar');
  });

  test('a web URL always gets a path-root', () => {
    expect(forced('http://h')).toBe('http://h/');
    expect(forced('http://h?q')).toBe('http://h/?q');
  });

  test('a web URL without a host fails', () => {
    expect(forced('http:')).toBe('failure:host-missing@5');
    expect(forced('http:///')).toBe('failure:host-missing@7');
    expect(forced('http:/:80/x')).toBe('failure:host-missing@6');
  });

  test('a file URL gets the empty authority and a path-root unless it has a drive', () => {
    expect(forced('file:x', 'file')).toBe('file:///x');
    expect(forced('file:C|/x', 'file')).toBe('file:///C|/x');
    expect(forced('file:C|', 'file')).toBe('file:///C|');
    expect(forced('file://h', 'file')).toBe('file://h/');
  });

  test('a file URL with userinfo or a port fails (read in generic mode to have one)', () => {
    expect(force(read('file://u@h/', 'generic', true)).failure?.code).toBe('invalid-credentials');
    expect(force(read('file://h:1/', 'generic', true)).failure?.code).toBe('port-invalid');
  });

  test('other references are not forced', () => {
    expect(forced('sc:x')).toBe('sc:x');
    expect(forced('x')).toBe('x');
  });
});

describe('strict, legacy and WHATWG resolution on the model', () => {
  test('whatwgResolve returns a failure, never throws, when forcing takes a host from a segment with "\\"', () => {
    for (const ref of ['\\x', 'a\\b', '/\\x', '\\\\h\\p']) {
      for (const base of ['http:', 'ws:', 'http:/']) {
        const result = whatwgResolve(read(ref), read(base));
        expect([ref, base, result.failure?.code]).toEqual([ref, base, 'host-invalid-code-point']);
      }
    }
    const ok = whatwgResolve(read('a?b'), read('http:'));
    expect(ok.failure === null && print(ok.reference)).toBe('http://a/?b');
  });

  test('strict resolution needs a scheme on one side', () => {
    expect(strictResolve(read('x'), read('y')).failure?.code).toBe('missing-scheme-non-relative-URL');
    expect(strictResolve(read('x'), null).failure?.code).toBe('missing-scheme-non-relative-URL');
    const own = strictResolve(read('sc:x'), null);
    expect(own.failure === null && print(own.reference)).toBe('sc:x');
  });

  test('legacy resolution drops a scheme equal to the base scheme, case-insensitively', () => {
    const strict = strictResolve(read('http:g'), BASE);
    const legacy = legacyResolve(read('HTTP:g'), BASE);
    expect(strict.failure === null && print(strict.reference)).toBe('http:g');
    expect(legacy.failure === null && print(legacy.reference)).toBe('http://a/b/c/g');
  });

  // With URL Specification normalisation, WHATWG resolution on the model prints what the URL
  // class prints, for ASCII references that need no percent-encoding or host processing.
  const whatwg = (ref: string, base: string, mode: 'web' | 'file' | 'generic'): string => {
    const baseRef = read(base, mode);
    const result = whatwgResolve(read(ref, mode), baseRef);
    return result.failure === null ? print(normalizeReference(result.reference)) : 'failure';
  };
  const href = (ref: string, base: string): string => {
    try {
      return new URL(ref, base).href;
    } catch {
      return 'failure';
    }
  };

  test.each([
    ['g:h'], ['g'], ['./g'], ['g/'], ['/g'], ['//g'], ['?y'], ['g?y'], ['#s'], ['g#s'], [''], ['.'], ['..'],
    ['../..'], ['../../../g'], ['/./g'], ['/../g'], ['g.'], ['..g'], ['./g/.'], ['g/../h'], ['g;x=1/../y'],
    ['http:g'], ['https:g'], ['http:/g'], ['%2e%2e/g'], ['g/%2E'],
  ])('%s against http://a/b/c/d;p?q', (ref) => {
    expect(whatwg(ref, 'http://a/b/c/d;p?q', 'web')).toBe(href(ref, 'http://a/b/c/d;p?q'));
  });

  test.each([
    ['x', 'sc://h/a/b'], ['../x', 'sc:/a/b'], ['//k', 'sc:/a/b'], ['#x', 'sc:opaque'], ['?x', 'sc:opaque'],
    ['x', 'sc:opaque'], ['', 'sc:opaque'], ['/x', 'file:///C:/a/b'], ['D|/x', 'file:///C:/a/b'], ['..', 'file:///C:/a'],
    ['x', 'file:///C:'], ['file:x', 'file:///a/b'], ['file://localhost/x', 'http://h/'],
  ])('%s against %s', (ref, base) => {
    const mode = base.startsWith('file:') ? 'file' : 'generic';
    expect(whatwg(ref, base, mode)).toBe(href(ref, base));
  });
});

describe('readReference', () => {
  test('returns the grammar failure as a value', () => {
    const result = readReference('//u@/x');
    expect(result.reference).toBeNull();
    expect(result.failure?.toJSON()).toEqual({
      code: 'host-missing', offset: 4, length: 1,
      message: 'host-missing at offset 4: credentials or a port without a host, found "/" (U+002F)',
    });
  });

  test('numbers and URL objects are read as strings; null options are the defaults', () => {
    expect(readReference(42 as unknown as string).reference?.file).toBe('42');
    expect(readReference(new URL('http://h/a/b')).reference?.dirs).toEqual(['a']);
    expect(readReference(new globalThis.URL('http://h/a/b'), null).reference?.file).toBe('b');
    expect(readReference('http:\\\\h\\a', undefined).reference?.authority?.host).toBe('h');
  });

  test('an unknown mode or a fixedMode that is not a boolean is a TypeError naming the option', () => {
    const thrown = (f: () => unknown): { code: string; option: string; message: string } => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        return error as { code: string; option: string; message: string };
      }
      throw new Error('no error');
    };
    const mode = thrown(() => readReference('x', { mode: 'rfc3986' as 'generic' }));
    expect(mode).toMatchObject({ code: 'invalid-option', option: 'options.mode' });
    expect(mode.message).toBe('readReference: options.mode must be one of "generic", "web", "file" (got "rfc3986")');
    expect(thrown(() => readReference('x', { fixedMode: 'yes' as unknown as boolean })).option).toBe('options.fixedMode');
    expect(thrown(() => readReference('x', 'web' as ReadReferenceOptions)).option).toBe('options');
    expect(thrown(() => readReference(Symbol('x') as unknown as string)).option).toBe('argument 1');
  });

  test('fixedMode reads a special URL in generic mode', () => {
    expect(read('http:\\\\h\\a', 'generic', true).authority).toBeNull();
    expect(readReference('http:\\\\h\\a').reference?.authority?.host).toBe('h');
  });
});
