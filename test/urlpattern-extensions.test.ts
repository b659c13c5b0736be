// The extensions not (yet) in the URL Pattern Standard: compareComponent (WPT's tentative
// urlpattern-compare-test-data.json, whatwg/urlpattern#61) and generate (the proposal for
// whatwg/urlpattern#73, urlpattern-generate-test-data.json): every case of both files, then the
// order's properties, a differential against urlpattern-polyfill 10.1.0's compareComponent on
// seeded generated patterns, generate's edge cases and error codes, and its round trip through exec.

import * as fs from 'node:fs';
import { URLPattern } from '../src/urlpattern-api';
import { compareCodePoints, compareComponent, compareComponents, comparePartLists } from '../src/urlpattern/compare';
import { URLPATTERN_ERROR_CODES } from '../src/urlpattern/errors';
import { toComponentName, toGroupValues } from '../src/urlpattern/extension-arguments';
import { encodingOf, generate, generateComponent, groupOffset } from '../src/urlpattern/generate';
import { COMPONENT_NAMES, type Component, type ComponentName, type URLPatternInput } from '../src/urlpattern/types';
import { componentsOf } from '../src/urlpattern/urlpattern';
import { dataFile } from './helpers/test-data';
import { patternCases } from './helpers/urlpattern-gen';
import { random } from './helpers/random';

interface CompareCase {
  readonly component: string;
  readonly left: URLPatternInput;
  readonly right: URLPatternInput;
  readonly expected: -1 | 0 | 1;
}

interface GenerateCase {
  readonly pattern: URLPatternInput;
  readonly component: string;
  readonly groups: Record<string, string>;
  readonly expected: string | null;
}

const COMPARE_CASES = JSON.parse(fs.readFileSync(dataFile('wpt', 'urlpattern/urlpattern-compare-test-data.json'), 'utf8')) as CompareCase[];
const GENERATE_CASES = JSON.parse(fs.readFileSync(dataFile('wpt', 'urlpattern/urlpattern-generate-test-data.json'), 'utf8')) as GenerateCase[];

/** A pattern's components (what the URLPattern class keeps). */
function components(input: URLPatternInput, baseURL?: string): ReturnType<typeof componentsOf> {
  return componentsOf(baseURL === undefined ? new URLPattern(input) : new URLPattern(input, baseURL));
}

/** The class with its extensions' arguments typed loosely, to pass what a script may pass. */
const Extended = URLPattern as unknown as {
  compareComponent(component: unknown, left: URLPattern, right: URLPattern): number;
};
type Generate = (component: unknown, groups: unknown) => string;

/** URLPattern.compareComponent(component, left, right) on two new patterns. */
function compare(component: unknown, left: URLPatternInput, right: URLPatternInput): number {
  return Extended.compareComponent(component, new URLPattern(left), new URLPattern(right));
}

/** new URLPattern(pattern).generate(component, groups). */
function generated(pattern: URLPatternInput, component: unknown, groups: unknown, baseURL?: string): string {
  const instance = baseURL === undefined ? new URLPattern(pattern) : new URLPattern(pattern, baseURL);
  return (instance.generate as Generate).call(instance, component, groups);
}

/** The code of the TypeError a call throws (fails if it does not throw one). */
function codeOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as TypeError & { code: string }).code;
  }
  throw new Error('expected a TypeError');
}

/** The TypeError a call throws. */
function errorOf(call: () => unknown): TypeError & { code: string; offset: number; input: string } {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return error as TypeError & { code: string; offset: number; input: string };
  }
  throw new Error('expected a TypeError');
}

describe('compareComponent: WPT urlpattern-compare-test-data.json (tentative)', () => {
  it('has its 25 cases', () => {
    expect(COMPARE_CASES).toHaveLength(25);
  });

  it.each(COMPARE_CASES.map((c, i) => [i, c] as const))('case %i', (_i, c) => {
    expect(compare(c.component, c.left, c.right)).toBe(c.expected);
    // WPT's harness also checks the reverse order and each pattern against itself.
    expect(compare(c.component, c.right, c.left)).toBe(-c.expected || 0);
    expect(compare(c.component, c.left, c.left)).toBe(0);
    expect(compare(c.component, c.right, c.right)).toBe(0);
  });
});

describe('compareComponent: the order', () => {
  it('ranks part types: fixed text > regexp > segment wildcard > full wildcard', () => {
    const order = ['/x', '/(\\d+)', '/:id', '/*'];
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        expect(compare('pathname', { pathname: order[i] }, { pathname: order[j] })).toBe(Math.sign(j - i));
      }
    }
  });

  it('ranks modifiers: none > one-or-more > optional > zero-or-more', () => {
    const order = ['/:id', '/:id+', '/:id?', '/:id*'];
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        expect(compare('pathname', { pathname: order[i] }, { pathname: order[j] })).toBe(Math.sign(j - i));
      }
    }
  });

  it('compares an ended part list as an empty fixed-text part', () => {
    // `/foo` is less than a longer fixed path and more than the same path followed by a group.
    expect(compare('pathname', { pathname: '/foo' }, { pathname: '/foo/bar' })).toBe(-1);
    expect(compare('pathname', { pathname: '/foo' }, { pathname: '/foo/:id' })).toBe(1);
    expect(compare('pathname', { pathname: '/foo' }, { pathname: '/foo*' })).toBe(1);
    // The empty pattern (no parts) against the wildcard (one full-wildcard part).
    expect(compare('search', { search: '' }, { search: '*' })).toBe(1);
    expect(compare('search', { search: '' }, { search: 'a' })).toBe(-1);
    expect(compare('search', { search: '' }, { search: '' })).toBe(0);
  });

  it('ignores group names, compares prefix before value before suffix', () => {
    expect(compare('pathname', { pathname: '/:a/:b' }, { pathname: '/:x/:y' })).toBe(0);
    expect(compare('pathname', { pathname: '/:a(\\d+)' }, { pathname: '/:b(\\d+)' })).toBe(0);
    // The prefix decides before the value: "/" < "-" is false, "-" (U+002D) < "/" (U+002F).
    expect(compare('pathname', { pathname: '{-(b)}' }, { pathname: '{/(a)}' })).toBe(-1);
    expect(compare('pathname', { pathname: '{/(a)x}' }, { pathname: '{/(a)y}' })).toBe(-1);
  });

  it('sorts routes from the most specific to the least', () => {
    const routes = ['/users/*', '/users/:id', '/users/:id/posts', '/users/me', '/users/:id(\\d+)', '/users/:id?'];
    const sorted = [...routes].sort((a, b) => compare('pathname', { pathname: b }, { pathname: a }));
    expect(sorted).toEqual(['/users/me', '/users/:id(\\d+)', '/users/:id/posts', '/users/:id', '/users/:id?', '/users/*']);
  });

  it('orders code points, not UTF-16 code units', () => {
    expect(compareCodePoints('\uffff', '\u{1f600}')).toBe(-1);
    expect(compareCodePoints('\u{1f600}', '\uffff')).toBe(1);
    expect(compareCodePoints('a', 'ab')).toBe(-1);
    expect(compareCodePoints('ab', 'a')).toBe(1);
    expect(compareCodePoints('', '')).toBe(0);
  });

  it('is antisymmetric and transitive on generated patterns', () => {
    const patterns = patternCases(61, 150, 0).flatMap((c) => {
      try {
        return [c.baseURL === undefined ? componentsOf(new URLPattern(c.pattern, { ignoreCase: c.ignoreCase }))
          : componentsOf(new URLPattern(c.pattern, c.baseURL, { ignoreCase: c.ignoreCase }))];
      } catch {
        return [];
      }
    });
    expect(patterns.length).toBeGreaterThan(100);
    for (const name of COMPONENT_NAMES) {
      const list = patterns.map((p) => p[name]);
      for (let i = 0; i < list.length; i++) {
        for (let j = i; j < Math.min(list.length, i + 12); j++) {
          expect(compareComponents(list[j], list[i])).toBe(-compareComponents(list[i], list[j]) || 0);
        }
      }
      // Sorted, every adjacent pair (and so every pair) is in order.
      const sorted = [...list].sort(compareComponents);
      for (let i = 1; i < sorted.length; i++) expect(compareComponents(sorted[i - 1], sorted[i])).toBeLessThanOrEqual(0);
      expect(comparePartLists(sorted[0].partList, sorted[sorted.length - 1].partList)).toBeLessThanOrEqual(0);
    }
  });
});

// urlpattern-polyfill 10.1.0 implements compareComponent (Chromium's). Its one difference: it
// takes a component whose pattern string is empty as the wildcard "*" (Chromium keeps a "*"
// component as an empty one and compares that to a full wildcard; the polyfill tests the
// pattern string instead), so "" and "*" compare equal there.
interface PolyfillPattern { readonly [name: string]: unknown }
interface PolyfillClass {
  new (input: URLPatternInput, baseOrOptions?: string | { ignoreCase?: boolean }, options?: { ignoreCase?: boolean }): PolyfillPattern;
  compareComponent(component: string, left: PolyfillPattern, right: PolyfillPattern): number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Polyfill = (require('urlpattern-polyfill/urlpattern') as { URLPattern: PolyfillClass }).URLPattern;

describe('compareComponent against urlpattern-polyfill 10.1.0', () => {
  it('agrees on the WPT cases', () => {
    for (const c of COMPARE_CASES) {
      expect(Polyfill.compareComponent(c.component, new Polyfill(c.left), new Polyfill(c.right))).toBe(c.expected);
    }
  });

  it('agrees on every component of seeded generated pattern pairs, except the empty pattern string', () => {
    const built = patternCases(73, 400, 0).flatMap((c) => {
      try {
        const options = { ignoreCase: c.ignoreCase };
        const ours = c.baseURL === undefined ? new URLPattern(c.pattern, options) : new URLPattern(c.pattern, c.baseURL, options);
        const theirs = c.baseURL === undefined ? new Polyfill(c.pattern, options) : new Polyfill(c.pattern, c.baseURL, options);
        return [{ ours: componentsOf(ours), theirs }];
      } catch {
        return [];
      }
    });
    expect(built.length).toBeGreaterThan(300);
    let compared = 0;
    let emptyPatterns = 0;
    let builtDifferently = 0;
    const differences: string[] = [];
    for (let i = 0; i + 1 < built.length; i++) {
      for (const step of [1, 7, 31]) {
        const left = built[i];
        const right = built[(i + step) % built.length];
        for (const name of COMPONENT_NAMES) {
          if (left.ours[name].patternString === '' || right.ours[name].patternString === '') {
            emptyPatterns++;
            continue;
          }
          // A pattern the two build differently is the constructor differential's business.
          if (left.ours[name].patternString !== left.theirs[name] || right.ours[name].patternString !== right.theirs[name]) {
            builtDifferently++;
            continue;
          }
          compared++;
          const ours = compareComponent(name, left.ours, right.ours);
          const theirs = Polyfill.compareComponent(name, left.theirs, right.theirs);
          if (ours !== theirs) differences.push(`${name}: ${left.ours[name].patternString} vs ${right.ours[name].patternString}: ${ours} / ${theirs}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(5000);
    expect(emptyPatterns).toBeGreaterThan(0);
    expect(builtDifferently).toBeLessThan(compared / 10);
  });

  it('agrees on seeded pathname patterns made of few pieces (long shared starts, every part kind)', () => {
    const pieces = ['/api', '/users', '/:id', '/:name', '/*', '*', '/(\\d+)', '/:id(\\d+)', '{/:x}?', '/:rest+', '/:rest*',
      '{/v1}?', '.json', '{.:ext}?', '/-', ':a', '(x)', '{/x}+', '/\\*', '/%20'];
    const r = random(61);
    const draw = (): string => Array.from({ length: 1 + Math.floor(r() * 4) }, () => pieces[Math.floor(r() * pieces.length)]).join('');
    const patterns: { ours: ReturnType<typeof componentsOf>; theirs: PolyfillPattern }[] = [];
    while (patterns.length < 300) {
      const pathname = draw();
      try {
        patterns.push({ ours: componentsOf(new URLPattern({ pathname })), theirs: new Polyfill({ pathname }) });
      } catch {
        // a duplicate group name: both refuse it (the constructor differential checks that)
      }
    }
    const differences: string[] = [];
    let decidedAfterFirstPart = 0;
    for (const left of patterns) {
      for (const right of patterns.slice(0, 100)) {
        const ours = compareComponent('pathname', left.ours, right.ours);
        if (ours !== Polyfill.compareComponent('pathname', left.theirs, right.theirs)) {
          differences.push(`${left.ours.pathname.patternString} vs ${right.ours.pathname.patternString}`);
        }
        if (comparePartLists(left.ours.pathname.partList.slice(0, 1), right.ours.pathname.partList.slice(0, 1)) === 0 && ours !== 0) {
          decidedAfterFirstPart++;
        }
      }
    }
    expect(differences).toEqual([]);
    expect(decidedAfterFirstPart).toBeGreaterThan(1000);
  });

  it('differs on an empty pattern string, which the polyfill compares as "*"', () => {
    expect(compare('search', { search: '' }, { search: '*' })).toBe(1);
    expect(Polyfill.compareComponent('search', new Polyfill({ search: '' }), new Polyfill({ search: '*' }))).toBe(0);
  });
});

describe('generate: urlpattern-generate-test-data.json (the #73 proposal)', () => {
  it('has its 19 cases', () => {
    expect(GENERATE_CASES).toHaveLength(19);
  });

  it.each(GENERATE_CASES.map((c, i) => [i, c] as const))('case %i', (_i, c) => {
    if (c.expected === null) {
      expect(codeOf(() => generated(c.pattern, c.component, c.groups))).toMatch(/^(invalid-component|generate-)/);
    } else {
      expect(generated(c.pattern, c.component, c.groups)).toBe(c.expected);
    }
  });

  it('refuses each failing case for its own reason', () => {
    const codes = GENERATE_CASES.filter((c) => c.expected === null).map((c) => codeOf(() => generated(c.pattern, c.component, c.groups)));
    expect(codes).toEqual([
      'invalid-component', // "invalid"
      'generate-missing-group', // /:foo without foo
      'generate-invalid-value', // foo = "bar/baz": a "/" in a pathname group
      'generate-wildcard', // *
      'generate-modifier', 'generate-modifier', 'generate-modifier', // /{foo}+ /{foo}? /{foo}*
      'generate-regexp-group', // /(regexp)
      'generate-missing-group', // /([^\/]+?) is the segment wildcard: an unnamed group "0" without a value
      'generate-regexp-group', // port ([^\:]+?): not the port's segment wildcard ([^]+?)
    ]);
  });
});

describe('generate: the proposal\'s examples and edge cases', () => {
  it('generates the proposal\'s examples', () => {
    expect(generated({ protocol: 'https' }, 'protocol', {})).toBe('https');
    expect(generated({ pathname: '/user/:id' }, 'pathname', { id: '123' })).toBe('/user/123');
    expect(generated({ pathname: '/product/:category/:id' }, 'pathname', { category: 'electronics', id: '456' }))
      .toBe('/product/electronics/456');
    expect(generated('https://:subdomain.example.com/', 'hostname', { subdomain: 'store' })).toBe('store.example.com');
    expect(generated({ pathname: '/user/:id' }, 'pathname', { id: '123', more: 'input' })).toBe('/user/123');
    expect(codeOf(() => generated({ pathname: '/user/:id' }, 'pathname', {}))).toBe('generate-missing-group');
    // The proposal's wildcard example, { protocol: '/*' }, fails in the constructor already ("/" is
    // no scheme code point); a wildcard that compiles fails in generate.
    expect(codeOf(() => new URLPattern({ protocol: '/*' }))).toBe('invalid-protocol');
    expect(codeOf(() => generated({ protocol: 'http*' }, 'protocol', {}))).toBe('generate-wildcard');
  });

  it('encodes values with the component\'s encoding callback', () => {
    expect(generated({ pathname: '/:a' }, 'pathname', { a: 'x?y#z%' })).toBe('/x%3Fy%23z%');
    expect(generated({ search: 'q=:q' }, 'search', { q: 'a b' })).toBe('q=a%20b');
    expect(generated({ hash: ':h' }, 'hash', { h: 'a b' })).toBe('a%20b');
    expect(generated({ hostname: ':h.example.com' }, 'hostname', { h: 'MÜNCHEN' })).toBe('xn--mnchen-3ya.example.com');
    expect(generated({ port: ':p' }, 'port', { p: '8080' })).toBe('8080');
    expect(generated({ username: ':u' }, 'username', { u: 'a@b' })).toBe('a%40b');
    expect(generated({ protocol: ':p' }, 'protocol', { p: 'HTTPS' })).toBe('https');
    expect(generated({ hostname: '[:h]' }, 'hostname', { h: 'AB' })).toBe('[ab]');
    // A label of digits alone would read as an IPv4 address ("0.0.0.1"): it stays a label.
    expect(generated({ hostname: ':shard.example.com' }, 'hostname', { shard: '1' })).toBe('1.example.com');
    expect(generated({ hostname: 'api.:v' }, 'hostname', { v: 'V2' })).toBe('api.v2');
    expect(codeOf(() => generated({ hostname: 'api.:v' }, 'hostname', { v: '2' }))).toBe('generate-not-canonical');
    // An opaque pathname (a non-special protocol) keeps a space: the C0 control percent-encode set.
    expect(generated({ protocol: 'data', pathname: 'text/:type' }, 'pathname', { type: 'a b' })).toBe('text/a b');
  });

  it('refuses a value the group cannot match', () => {
    const dot = errorOf(() => generated({ hostname: ':h.example.com' }, 'hostname', { h: 'a.b' }));
    expect([dot.code, dot.input, dot.offset]).toEqual(['generate-invalid-value', 'a.b', 1]);
    expect(dot.message).toContain('"."');
    // A dot segment ("." or "..", "%2e" included) is not what a URL keeps as a path segment.
    const dots = errorOf(() => generated({ pathname: '/a/:b/c' }, 'pathname', { b: '..' }));
    expect([dots.code, dots.input]).toEqual(['generate-not-canonical', '/a/../c']);
    expect(dots.message).toContain('would be "/c" in a URL');
    for (const b of ['.', '%2e', '.%2E', '%2e%2e']) {
      expect(codeOf(() => generated({ pathname: '/a/:b' }, 'pathname', { b }))).toBe('generate-not-canonical');
    }
    // Not a dot segment when the group is a part of one: "/file.." is a file name.
    expect(generated({ pathname: '/file.:ext' }, 'pathname', { ext: '.' })).toBe('/file..');
    // Nor where no URL reads dot segments: an opaque path.
    expect(generated({ protocol: 'foo', pathname: 'a/:b' }, 'pathname', { b: '..' })).toBe('a/..');
    // A hostname made of groups that reads as an IPv4 address in another form.
    const ipv4 = { hostname: ':a.:b.:c.:d' };
    expect(codeOf(() => generated(ipv4, 'hostname', { a: '0x7f', b: '0', c: '0', d: '1' }))).toBe('generate-not-canonical');
    expect(generated(ipv4, 'hostname', { a: '127', b: '0', c: '0', d: '1' })).toBe('127.0.0.1');
    expect(codeOf(() => generated({ pathname: '/:a' }, 'pathname', { a: '' }))).toBe('generate-invalid-value');
    const port = errorOf(() => generated({ port: ':p' }, 'port', { p: 'http' }));
    expect([port.code, port.input]).toEqual(['generate-invalid-value', 'http']);
    expect(codeOf(() => generated({ port: ':p' }, 'port', { p: '70000' }))).toBe('generate-invalid-value');
    expect(codeOf(() => generated({ protocol: ':p' }, 'protocol', { p: 'a b' }))).toBe('generate-invalid-value');
    expect(codeOf(() => generated({ hostname: ':h' }, 'hostname', { h: 'a b' }))).toBe('generate-invalid-value');
  });

  it('names the group and the pattern in its messages', () => {
    const missing = errorOf(() => generated({ pathname: '/users/:id' }, 'pathname', { ID: '1' }));
    expect(missing.message).toBe('URLPattern: generate: pathname pattern "/users/:id" has the group "id" and groups gives no value for it');
    expect([missing.input, missing.offset]).toEqual(['/users/:id', 7]);
    expect(errorOf(() => generated({ pathname: '/:ab/:a' }, 'pathname', { ab: 'x' })).offset).toBe(5);
    expect(errorOf(() => generated({ pathname: '/\\:a/:a' }, 'pathname', {})).offset).toBe(5);
    // An unnamed group has a number for its name and no ":" in the pattern string.
    expect(errorOf(() => generated({ pathname: '/([^\\/]+?)' }, 'pathname', {})).offset).toBe(0);
    const modifier = errorOf(() => generated({ pathname: '/users/:id?' }, 'pathname', { id: '1' }));
    expect(modifier.message).toContain('":id?"');
    const regexp = errorOf(() => generated({ pathname: '/users/:id(\\d+)' }, 'pathname', { id: '1' }));
    expect(regexp.message).toContain('":id(\\\\d+)"');
  });

  it('finds a group in its pattern string', () => {
    expect(groupOffset('/:a/:ab', 'ab')).toBe(4);
    expect(groupOffset('/:ab/:a', 'a')).toBe(5);
    expect(groupOffset('/:ab', 'a')).toBe(0);
    expect(groupOffset('{:a}-:a\u00e9', 'a')).toBe(1);
    expect(groupOffset('/\\:é/:é', 'é')).toBe(5);
  });

  it('converts groups as Web IDL converts a record<USVString, USVString>', () => {
    expect(generated({ pathname: '/:id' }, 'pathname', { id: 42 })).toBe('/42');
    expect(generated({ pathname: '/:id' }, 'pathname', { id: '\ud800' })).toBe('/%EF%BF%BD');
    // Only own enumerable properties: not inherited ones, not Object.prototype's.
    expect(codeOf(() => generated({ pathname: '/:id' }, 'pathname', Object.create({ id: 'x' })))).toBe('generate-missing-group');
    expect(codeOf(() => generated({ pathname: '/:constructor' }, 'pathname', {}))).toBe('generate-missing-group');
    const hidden = Object.defineProperty({}, 'id', { value: 'x', enumerable: false });
    expect(codeOf(() => generated({ pathname: '/:id' }, 'pathname', hidden))).toBe('generate-missing-group');
    expect(generated({ pathname: '/:constructor' }, 'pathname', { constructor: 'c' })).toBe('/c');
    expect(() => generated({ pathname: '/:id' }, 'pathname', { [Symbol('id')]: 'x' })).toThrow(TypeError);
    expect(() => generated({ pathname: '/:id' }, 'pathname', { id: Symbol('x') })).toThrow(TypeError);
    for (const notObject of [undefined, null, 'id=1', 1]) {
      expect(() => generated({ pathname: '/:id' }, 'pathname', notObject)).toThrow(TypeError);
    }
    // A getter runs once, in key order.
    const read: string[] = [];
    const groups = { get a(): string { read.push('a'); return 'x'; }, get b(): string { read.push('b'); return 'y'; } };
    expect(generated({ pathname: '/:b/:a' }, 'pathname', groups)).toBe('/y/x');
    expect(read).toEqual(['a', 'b']);
  });

  it('converts the component as Web IDL converts an enum', () => {
    expect(generated({ pathname: '/x' }, { toString: () => 'pathname' }, {})).toBe('/x');
    for (const wrong of ['Pathname', 'path', '', 'baseURL']) {
      const error = errorOf(() => generated({ pathname: '/x' }, wrong, {}));
      expect([error.code, error.input]).toEqual(['invalid-component', wrong]);
    }
    expect(() => toComponentName(Symbol('pathname'), 'argument 1')).toThrow(TypeError);
    expect(toComponentName('hash', 'argument 1')).toBe('hash');
    expect(toGroupValues({ b: 1, a: '2' }, 'argument 2')).toEqual(new Map([['b', '1'], ['a', '2']]));
    expect(codeOf(() => compare('invalid', { pathname: '/a' }, { pathname: '/b' }))).toBe('invalid-component');
  });

  it('converts the arguments in order, as Web IDL does', () => {
    const a = new URLPattern({ pathname: '/a' });
    // The component before the patterns and before the groups.
    expect(codeOf(() => Extended.compareComponent('bad', {} as URLPattern, {} as URLPattern))).toBe('invalid-component');
    expect(codeOf(() => (a.generate as Generate).call(a, 'bad', null))).toBe('invalid-component');
    // Then each argument: the left pattern before the right one, the groups before any generating.
    expect(() => Extended.compareComponent('pathname', {} as URLPattern, a)).toThrow(/argument 2/);
    const order: string[] = [];
    const component = { toString: (): string => { order.push('component'); return 'pathname'; } };
    const groups = { get x(): string { order.push('groups'); return 'x'; } };
    expect(codeOf(() => (a.generate as Generate).call(new URLPattern({ pathname: '/:id' }), component, groups))).toBe('generate-missing-group');
    expect(order).toEqual(['component', 'groups']);
  });

  it('uses the component\'s own encoding callback and delimiter', () => {
    const special = components('https://example.com/:a');
    const opaque = components('foo:/:a');
    expect(encodingOf(special, 'pathname').delimiterCodePoint).toBe('/');
    expect(encodingOf(opaque, 'pathname').delimiterCodePoint).toBe('');
    expect(generate(opaque, 'pathname', new Map([['a', 'b/c d']]))).toBe('/b/c d');
    expect(codeOf(() => generate(special, 'pathname', new Map([['a', 'b/c']])))).toBe('generate-invalid-value');
    expect(encodingOf(components({ hostname: '[:a]' }), 'hostname').encode('AB:CD')).toBe('ab:cd');
  });

  it('tests the result against the component\'s regular expression', () => {
    // A component whose part list and regular expression disagree (never made by compiling).
    const base = components({ pathname: '/:a' }).pathname;
    const broken: Component = { ...base, regularExpression: /^\/only$/u };
    const error = errorOf(() => generateComponent(broken, 'pathname', { encode: (v) => v, delimiterCodePoint: '/' }, new Map([['a', 'x']])));
    expect([error.code, error.input]).toEqual(['generate-mismatch', '/x']);
  });

  it('gives back the encoded values through exec (round trip) on seeded values', () => {
    const r = random(73);
    const pool = ['a', 'Z', '0', ' ', '?', '#', '%', '%2F', 'é', '\u{1f345}', '.', '-', '~', '@', ':', '[', '"', '\\', '{', '\t'];
    const draw = (): string => Array.from({ length: 1 + Math.floor(r() * 5) }, () => pool[Math.floor(r() * pool.length)]).join('');
    const pattern = new URLPattern({ pathname: '/api/:version/users/:id/:tab' });
    let generatedCount = 0;
    for (let i = 0; i < 400; i++) {
      const values = { version: draw(), id: draw(), tab: draw() };
      let path: string;
      try {
        path = generate(componentsOf(pattern), 'pathname', new Map(Object.entries(values)));
      } catch (error) {
        expect(URLPATTERN_ERROR_CODES).toContain((error as { code: string }).code);
        continue;
      }
      generatedCount++;
      const groups = pattern.exec({ pathname: path })?.pathname.groups;
      const encode = encodingOf(componentsOf(pattern), 'pathname').encode;
      expect(groups).toEqual({ version: encode(values.version), id: encode(values.id), tab: encode(values.tab) });
      // And the path is what a URL with it as pathname serialises to.
      expect(new globalThis.URL(`https://h${path}`).pathname).toBe(path);
    }
    expect(generatedCount).toBeGreaterThan(200);
  });

  it('gives back exec\'s input from exec\'s groups on every WPT pattern and input it can generate', () => {
    interface WPTCase { pattern: unknown[]; inputs?: unknown[] }
    const cases = JSON.parse(fs.readFileSync(dataFile('wpt', 'urlpattern/urlpatterntestdata.json'), 'utf8')) as WPTCase[];
    const Pattern = URLPattern as unknown as new (...args: unknown[]) => URLPattern;
    let checked = 0;
    for (const c of cases) {
      let pattern: URLPattern;
      let result: ReturnType<URLPattern['exec']>;
      try {
        pattern = new Pattern(...c.pattern);
        result = pattern.exec(...((c.inputs ?? []) as Parameters<URLPattern['exec']>));
      } catch {
        continue;
      }
      if (result === null) continue;
      const parts = componentsOf(pattern);
      for (const name of COMPONENT_NAMES) {
        const component = parts[name];
        const fillable = component.partList.every((part) => part.modifier === 'none'
          && (part.type === 'fixed-text' || part.type === 'segment-wildcard'));
        if (!fillable || component.regularExpression.ignoreCase) continue;
        const groups = new Map(Object.entries(result[name].groups).map(([k, v]) => [k, v ?? '']));
        expect(generate(parts, name, groups)).toBe(result[name].input);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('takes time linear in the values\' length', () => {
    const pattern = componentsOf(new URLPattern({ pathname: '/:a/:b', search: ':q' }));
    const time = (n: number): number => {
      const groups = new Map([['a', 'é?'.repeat(n)], ['b', 'x'.repeat(n)], ['q', 'a b'.repeat(n)]]);
      const start = process.hrtime.bigint();
      for (let i = 0; i < 5; i++) {
        expect(generate(pattern, 'pathname', groups).length).toBe(2 + 10 * n); // "é?" is "%C3%A9%3F"
        generate(pattern, 'search', groups);
      }
      return Number(process.hrtime.bigint() - start);
    };
    time(2000); // warm up
    const small = Math.max(time(4000), 1);
    const large = time(64000);
    // 16 times the input: well under the 256 times of a quadratic cost, even on a loaded machine.
    expect(large / small).toBeLessThan(64);
  });

  it('never throws anything but a TypeError with a code, on any component and value', () => {
    const r = random(2773);
    const names: readonly ComponentName[] = COMPONENT_NAMES;
    const pattern = componentsOf(new URLPattern({
      protocol: ':p', username: ':u', password: ':w', hostname: ':h', port: ':o', pathname: '/:a', search: ':s', hash: ':f',
    }));
    const units = ['a', '/', '.', ':', '@', '[', ']', '%', ' ', '\0', '\u00ff', '\ud800', '\u{1f600}', '0', '9', '\n', '#', '?'];
    for (let i = 0; i < 600; i++) {
      const value = Array.from({ length: Math.floor(r() * 6) }, () => units[Math.floor(r() * units.length)]).join('');
      for (const name of names) {
        const group = pattern[name].groupNameList[0];
        try {
          const result = generate(pattern, name, new Map([[group, value]]));
          expect(pattern[name].regularExpression.test(result)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          expect(URLPATTERN_ERROR_CODES).toContain((error as { code: string }).code);
        }
      }
    }
  });
});
