// The URLPattern class as Web IDL binds it (overloads, argument conversion, brand checks, the
// prototype's members) and the match shortcuts of src/urlpattern/match.ts (a lone wildcard,
// fixed text, the kept and typed fast paths' reading of the input) against the component's own
// regular expression. WPT's cases are test/urlpattern-wpt.test.ts.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { URLPattern, URLPatternList } from '../src/urlpattern-api';
import { URLPATTERN_ERROR_CODES } from '../src/urlpattern/errors';
import { componentsOf } from '../src/urlpattern/urlpattern';
import { DEFAULT_OPTIONS } from '../src/urlpattern/options';
import { generatePatternString } from '../src/urlpattern/pattern-string';
import { readPathname, readValues } from '../src/urlpattern/match';
import { COMPONENT_NAMES, PATHNAME, type Part, type URLPatternResult } from '../src/urlpattern/types';
import { readDataText } from './helpers/test-data';
import { POLYFILL_BUGS } from './helpers/urlpattern-polyfill-bugs';

const Pattern = URLPattern as unknown as new (...args: unknown[]) => URLPattern;

describe('constructor overloads (Web IDL overload resolution)', () => {
  test('no argument: every component a wildcard', () => {
    const pattern = new URLPattern();
    expect(COMPONENT_NAMES.map((name) => pattern[name])).toEqual(Array(8).fill('*'));
  });

  test('a string and a second string: the base URL', () => {
    expect(new URLPattern('/a/:b', 'https://example.com/x').hostname).toBe('example.com');
  });

  test('a string and an object: the options (ignoreCase)', () => {
    const pattern = new URLPattern('https://example.com/A', { ignoreCase: true });
    expect(pattern.test('https://example.com/a')).toBe(true);
    expect(new URLPattern('https://example.com/A').test('https://example.com/a')).toBe(false);
  });

  test('undefined and null as the second argument select the options overload', () => {
    expect(new Pattern('https://a.example/', undefined).pathname).toBe('/');
    expect(new Pattern('https://a.example/', null).pathname).toBe('/');
  });

  test('a number as the second argument is a base URL string', () => {
    expect(() => new Pattern('/a', 42)).toThrow(TypeError);
  });

  test('three arguments: input, base URL, options', () => {
    const pattern = new Pattern('/A', 'https://example.com', { ignoreCase: true });
    expect(pattern.test('https://example.com/a')).toBe(true);
  });

  test('a relative pattern string without a base: a TypeError with a code', () => {
    expect(() => new URLPattern('/a')).toThrow(expect.objectContaining({ code: 'relative-without-base', offset: 0 }));
  });

  test('a URLPatternInit beside a base URL: a TypeError with a code', () => {
    expect(() => new Pattern({ pathname: '/a' }, 'https://example.com')).toThrow(expect.objectContaining({ code: 'init-with-base-url' }));
  });

  test('a component whose regular expression the engine refuses as too large: a TypeError, not a SyntaxError later', () => {
    for (const init of [{ protocol: 'h'.repeat(40_000) }, { pathname: `/${'a'.repeat(40_000)}` }]) {
      expect(() => new URLPattern(init)).toThrow(expect.objectContaining({ name: 'TypeError', code: 'invalid-regexp', offset: 0 }));
    }
  });

  test('an options argument that is not an object: an OptionError naming the argument', () => {
    expect(() => new Pattern('https://a.example/', 'https://b.example', 'x')).toThrow(expect.objectContaining({ code: 'invalid-option', option: 'argument 3' }));
  });
});

describe('argument conversion', () => {
  test('init members are read in lexicographic order and converted to strings', () => {
    const read: string[] = [];
    const init = new Proxy({ pathname: '/a', protocol: 'https' }, {
      get(target, key): unknown {
        read.push(String(key));
        return (target as Record<string | symbol, unknown>)[key];
      },
    });
    new Pattern(init);
    expect(read).toEqual(['baseURL', 'hash', 'hostname', 'password', 'pathname', 'port', 'protocol', 'search', 'username']);
  });

  test('a Symbol input is a TypeError; a number is converted to a string', () => {
    expect(() => new Pattern(Symbol('x'))).toThrow(TypeError);
    expect(new Pattern({ port: 8080 as unknown as string }).port).toBe('8080');
  });

  test('lone surrogates become U+FFFD (USVString)', () => {
    expect(new URLPattern({ pathname: '/\uD800' }).pathname).toBe('/%EF%BF%BD');
  });

  test('test() and exec() default their input to {} and convert the base URL', () => {
    const pattern = new URLPattern({});
    expect(pattern.test()).toBe(true);
    expect(pattern.exec()?.pathname).toEqual({ input: '', groups: { 0: '' } });
    expect(pattern.test('/x', 'https://example.com')).toBe(true);
    expect(pattern.exec('/x', 'https://example.com')?.inputs).toEqual(['/x', 'https://example.com']);
  });

  test('an input that is no URL, or an invalid base, does not match; an init with a base URL argument throws', () => {
    const pattern = new URLPattern({});
    expect(pattern.exec('not a url')).toBeNull();
    expect(pattern.test('/x', 'not a base')).toBe(false);
    expect(() => (pattern.test as (...args: unknown[]) => boolean)({ pathname: '/x' }, 'https://example.com')).toThrow(TypeError);
  });
});

describe('the last input read is kept', () => {
  test('the same string against another base, or another string, is read again', () => {
    const pattern = new URLPattern({ hostname: ':host.example' });
    expect(pattern.exec('/a', 'https://x.example/')?.hostname.groups).toEqual({ host: 'x' });
    expect(pattern.exec('/a', 'https://y.example/')?.hostname.groups).toEqual({ host: 'y' });
    expect(pattern.exec('https://z.example/a')?.hostname.groups).toEqual({ host: 'z' });
    expect(pattern.exec('/a')).toBeNull();
    expect(pattern.exec('/a', 'https://x.example/')?.hostname.input).toBe('x.example');
  });

  test('the pathname read alone (a path-only pattern\'s test) is the one read with the rest, for any string, read twice or not', () => {
    const lines = readDataText('corpus', 'kasztp.txt').split('\n').slice(0, 2000);
    const inputs = [...lines, ...lines.map((line) => line.toUpperCase()), 'https://a.com:443/x', 'https://a.1/x', 'https://a.com/./x', '/x', 'not a URL'];
    for (const input of inputs) {
      for (const base of [undefined, 'https://b.org/p/q']) {
        const values = readValues(input, base);
        const expected = values === null ? null : values[PATHNAME];
        expect([input, base, readPathname(input, base), readPathname(input, base)]).toEqual([input, base, expected, expected]);
      }
    }
    const pattern = new URLPattern({ pathname: '/repos/:owner/:repo' });
    expect([pattern.test('https://h/repos/a/b'), pattern.test('https://h/repos/a/b'), pattern.test('https://h/repos/a')]).toEqual([true, true, false]);
    expect([pattern.test('/repos/a/b', 'https://h'), pattern.test('/repos/a/b', 'not a base'), pattern.test('HTTPS://h/repos/./a/b')]).toEqual([true, false, true]);
  });

  test('many patterns looped over one request give each its own result', () => {
    const url = 'https://api.github.com/repos/whatwg/url/issues/1';
    const patterns = ['/repos/:owner/:repo/issues/:n', '/repos/:owner/*', '/users/*'].map((pathname) => new URLPattern({ pathname }));
    expect(patterns.map((p) => p.exec(url)?.pathname.groups ?? null)).toEqual([
      { owner: 'whatwg', repo: 'url', n: '1' }, { owner: 'whatwg', 0: 'url/issues/1' }, null,
    ]);
  });
});

  test('each result is made of fresh ordinary objects (the wildcard groups copied from one template are never shared)', () => {
    const pattern = new URLPattern({ pathname: '/repos/:owner/*' });
    const url = 'https://api.github.com/repos/whatwg/url';
    const [first, second] = [pattern.exec(url), pattern.exec(url)] as URLPatternResult[];
    expect(first).toEqual(second);
    for (const name of ['protocol', 'hostname', 'search', 'pathname'] as const) {
      const groups = first[name].groups;
      expect(groups).not.toBe(second[name].groups);
      expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(groups, '0')).toEqual({ value: groups[0], writable: true, enumerable: true, configurable: true });
    }
    first.protocol.groups[0] = 'changed';
    delete first.search.groups[0];
    expect([pattern.exec(url)?.protocol.groups, pattern.exec(url)?.search.groups, second.protocol.groups]).toEqual([{ 0: 'https' }, { 0: '' }, { 0: 'https' }]);
    expect(JSON.stringify(pattern.exec(url)?.hostname)).toBe('{"input":"api.github.com","groups":{"0":"api.github.com"}}');
  });

describe('the interface object', () => {
  test('members are enumerable on the prototype, in the IDL order', () => {
    const names: string[] = [];
    for (const name in URLPattern.prototype) names.push(name);
    expect(names).toEqual(['test', 'exec', 'protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash', 'hasRegExpGroups', 'generate']);
    expect(Object.keys(URLPattern)).toEqual(['compareComponent']);
    expect(Object.prototype.toString.call(new URLPattern())).toBe('[object URLPattern]');
  });

  test('a getter or method called on another object is an illegal invocation', () => {
    const getter = Object.getOwnPropertyDescriptor(URLPattern.prototype, 'pathname')?.get as () => string;
    expect(() => getter.call({})).toThrow(/URLPattern.pathname getter called on an object, which is not a URLPattern object/);
    expect(() => URLPattern.prototype.test.call({}, 'https://a/')).toThrow(/URLPattern.test called on an object/);
    expect(() => URLPattern.prototype.exec.call(null, 'https://a/')).toThrow(TypeError);
  });

  test('the extensions: compareComponent and generate', () => {
    const a = new URLPattern({ pathname: '/a/:b' });
    const b = new URLPattern({ pathname: '/a/b' });
    expect(URLPattern.compareComponent('pathname', a, b)).toBe(-1);
    expect(URLPattern.compareComponent('pathname', b, a)).toBe(1);
    expect(a.generate('pathname', { b: 'x y' })).toBe('/a/x%20y');
    expect(() => (URLPattern.compareComponent as (...args: unknown[]) => number)('pathname', a, {})).toThrow(/argument 3 is not a URLPattern object/);
    expect(() => (URLPattern.compareComponent as (...args: unknown[]) => number)('path', a, b)).toThrow(expect.objectContaining({ code: 'invalid-component' }));
    expect(() => (a.generate as (...args: unknown[]) => string)('pathname')).toThrow(/needs 2 arguments/);
    expect(() => URLPattern.prototype.generate.call({}, 'pathname', {})).toThrow(/URLPattern.generate called on an object/);
  });

  test('hasRegExpGroups', () => {
    expect(new URLPattern({ pathname: '/:id(\\d+)' }).hasRegExpGroups).toBe(true);
    expect(new URLPattern({ pathname: '/:id' }).hasRegExpGroups).toBe(false);
  });
});

describe('the match shortcuts give what the regular expressions give', () => {
  const PATTERNS = [
    {}, { pathname: '/a/b' }, { pathname: '/A/B' }, { hostname: '*' }, { pathname: '*' }, { search: ':q*' },
    { pathname: '/:x(.*)' }, { hash: '' }, { protocol: 'https', hostname: 'example.com' },
    // whole segments, each fixed or one named group (match-segments.ts)
    { pathname: '/repos/:owner/:repo' }, { pathname: '/:a' }, { pathname: '/a/:b/b' }, { pathname: '/:a/:b' },
    { protocol: 'mailto', pathname: '/:a' }, { pathname: '/a/{:b}' }, { pathname: '/a/:b-:c' },
    { pathname: '/:__proto__/:constructor' }, { pathname: '/code-security/configurations/:id/repositories' },
  ];
  const INPUTS: unknown[] = [
    'https://example.com/a/b?x#y', 'https://example.com/A/B', 'http://u:p@example.com:8080/a/b', 'file:///a/b',
    'https://example.com/a\nb', { pathname: '/a\u2028b' }, { search: 'x\ry' }, { hash: '\n' }, 'mailto:x@y',
    { pathname: '/a/b', hostname: 'EXAMPLE.com' },
    'https://h/repos/whatwg/url', 'https://h/repos/whatwg/url/', 'https://h/repos//url', 'https://h/repos/whatwg',
    'https://h/repos/a/b/c', 'https://h/x', 'https://h/', 'https://h/a/b/b', 'https://h/a//b', 'https://h/a/x-y',
    'https://h/code-security/configurations/7/repositories', 'https://h/code-security/configurations/7/repositoriez',
    { pathname: '/a/%2F/b' }, { pathname: 'a/b' }, { pathname: '/A/b' },
    // read by the kept fast path (as-kept.ts), or left by it to the typed one
    'https://h:443/repos/a/b?q#f', 'http://h:0080/a/b', 'https://h:/a/b', 'https://h.1/a/b', 'HTTPS://h/a/b', 'https://h/a/./b',
  ];

  /** exec as the standard writes it: every component's regular expression. */
  function byRegExp(pattern: URLPattern, input: unknown): unknown {
    const result = (pattern.exec as (input: unknown) => ReturnType<URLPattern['exec']>)(input);
    if (result === null) return null;
    const components = componentsOf(pattern);
    const out: Record<string, unknown> = {};
    for (const name of COMPONENT_NAMES) {
      const value = result[name].input;
      const exec = components[name].regularExpression.exec(value);
      if (exec === null) return 'regexp does not match';
      // Object.fromEntries defines each group as CreateDataProperty does ("__proto__" an own property).
      const groups = Object.fromEntries(components[name].groupNameList.map((group, index) => [group, exec[index + 1]]));
      out[name] = { input: value, groups };
    }
    return out;
  }

  test.each(PATTERNS.map((init) => [JSON.stringify(init), init] as const))('%s', (_title, init) => {
    for (const ignoreCase of [false, true]) {
      const pattern = new URLPattern(init, { ignoreCase });
      for (const input of INPUTS) {
        const result = (pattern.exec as (input: unknown) => ReturnType<URLPattern['exec']>)(input);
        const expected = byRegExp(pattern, input);
        expect([input, (pattern.test as (input: unknown) => boolean)(input)]).toEqual([input, result !== null]);
        if (result === null) {
          // No shortcut refuses what the regular expressions accept: some component's refuses it too.
          const values = readValues(input as Parameters<typeof readValues>[0], undefined);
          const components = componentsOf(pattern);
          const accepted = values !== null && COMPONENT_NAMES.every((name, index) => components[name].regularExpression.test(values[index]));
          expect([input, expected, accepted]).toEqual([input, null, false]);
          continue;
        }
        const { inputs: _inputs, ...components } = result;
        expect([input, components]).toEqual([input, expected]);
      }
    }
  });
});

describe('where the standard\'s text decides against the implementations', () => {
  // https://urlpattern.spec.whatwg.org/#generate-a-pattern-string: a group needs "{" "}" when the
  // previous part is fixed text whose "value's last code point is options's prefix code point".
  // Fixed text an encoding callback emptied (a port "443" read on the dummy URL's https, before
  // whatwg/urlpattern#286) has no last code point, so "*" stays "*"; comparing the empty string's
  // last character, "", with the default options' prefix code point, "", would write "{*}".
  test('an empty fixed-text part before a wildcard does not make it a group', () => {
    const parts: Part[] = [
      { type: 'fixed-text', value: '', modifier: 'none', name: '', prefix: '', suffix: '' },
      { type: 'full-wildcard', value: '', modifier: 'none', name: '0', prefix: '', suffix: '' },
    ];
    expect(generatePatternString(parts, DEFAULT_OPTIONS)).toBe('*');
  });

  // https://urlpattern.spec.whatwg.org/#create-a-component-match-result step 4: groups is a
  // record<USVString, ...>, converted to an object with CreateDataProperty, so a group named
  // "__proto__" is an own property; an assignment would set the prototype instead and lose it.
  test.each([
    ['a pathname of whole segments', { pathname: '/:__proto__/x' }, 'https://h/a/x', 'pathname', 'a'],
    ['a regular expression', { pathname: '/:__proto__(a+)' }, 'https://h/aa', 'pathname', 'aa'],
    ['a named full wildcard', { hostname: ':__proto__(.*)' }, 'https://h/', 'hostname', 'h'],
  ] as const)('a group named "__proto__" is an own property of groups: %s', (_what, init, url, component, value) => {
    const pattern = new URLPattern(init);
    const fromList = new URLPatternList([pattern]).match(url)[0]?.result;
    for (const result of [pattern.exec(url), fromList]) {
      const groups = result?.[component].groups;
      expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(groups, '__proto__')).toEqual({ value, writable: true, enumerable: true, configurable: true });
      expect(Object.keys(groups ?? {})).toEqual(['__proto__']);
    }
  });
});

describe('docs/urlpattern.md', () => {
  test('its table of polyfill bugs lists those test/helpers/urlpattern-polyfill-bugs.ts records, in order', () => {
    const text = fs.readFileSync(path.join(__dirname, '..', 'docs', 'urlpattern.md'), 'utf8');
    const section = text.slice(text.indexOf('| polyfill bug |'), text.indexOf('## Speed and size'));
    const names = [...section.matchAll(/^\| `([\w-]+)` \| /gm)].map((match) => match[1]);
    expect(names).toEqual(POLYFILL_BUGS.map((bug) => bug.name));
  });

  test('its table of error codes lists every code of src/urlpattern/errors.ts, in order', () => {
    const text = fs.readFileSync(path.join(__dirname, '..', 'docs', 'urlpattern.md'), 'utf8');
    const section = text.slice(text.indexOf('| code |'), text.indexOf('## How it is built'));
    const codes = [...section.matchAll(/^\| `([\w-]+)` \| /gm)].map((match) => match[1]);
    expect(codes).toEqual([...URLPATTERN_ERROR_CODES]);
  });
});
