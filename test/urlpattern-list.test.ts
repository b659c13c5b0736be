// URLPatternList (issue 27 "The pattern set"): the same answers as a loop over URLPattern.exec
// (every match, its result, the order of specificity) on every WPT pattern with every WPT input, on
// 1,000 GitHub-like routes with generated requests, and on the differential's generated patterns;
// the path keys and the trie they index; construction errors naming the pattern's index; a build
// time that grows linearly with the number of patterns.
import * as fs from 'node:fs';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { componentsOf, URLPattern } from '../src/urlpattern/urlpattern';
import { URLPatternList, type URLPatternListMatch } from '../src/urlpattern/list';
import { compareSpecificity, SPECIFICITY_ORDER } from '../src/urlpattern/list-order';
import { pathKeyOf, WILDCARD } from '../src/urlpattern/list-shape';
import { SegmentTrie } from '../src/urlpattern/list-trie';
import { COMPONENT_NAMES, type Part, type URLPatternInput, type URLPatternResult } from '../src/urlpattern/types';
import { dataFile } from './helpers/test-data';
import { routePathnames, routePatterns, routeRequests } from './helpers/route-set';
import { patternCases } from './helpers/urlpattern-gen';

type Construct = new (...args: unknown[]) => URLPattern;
interface WPTCase { pattern: unknown[]; inputs?: unknown[]; expected_obj?: unknown }
const WPT = JSON.parse(fs.readFileSync(dataFile('wpt', 'urlpattern/urlpatterntestdata.json'), 'utf8')) as WPTCase[];

/** What a loop over the patterns answers: each match's index and exec() result, most specific first; 'error' when exec throws. */
function loop(patterns: readonly URLPattern[], args: readonly unknown[]): { index: number; result: URLPatternResult }[] | 'error' {
  const matches: { index: number; result: URLPatternResult }[] = [];
  try {
    patterns.forEach((pattern, index) => {
      const result = (pattern.exec as (...a: unknown[]) => URLPatternResult | null).apply(pattern, args as unknown[]);
      if (result !== null) matches.push({ index, result });
    });
  } catch (error) {
    if (error instanceof TypeError) return 'error';
    throw error;
  }
  return matches.sort((a, b) => compareSpecificity(componentsOf(patterns[a.index]), componentsOf(patterns[b.index])) || a.index - b.index);
}

/** The list's answers to `args`, in the loop's form, checked against first() and test(). */
function listed(list: URLPatternList, args: readonly unknown[], patterns?: readonly URLPattern[]): ReturnType<typeof loop> {
  const call = <T>(member: 'match' | 'first' | 'test'): T => (list[member] as (...a: unknown[]) => T).apply(list, args as unknown[]);
  let matches: URLPatternListMatch[];
  try {
    matches = call<URLPatternListMatch[]>('match');
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    expect(() => call('first')).toThrow(TypeError);
    expect(() => call('test')).toThrow(TypeError);
    return 'error';
  }
  if (patterns !== undefined) for (const match of matches) expect(match.pattern).toBe(patterns[match.index]);
  expect(call<URLPatternListMatch | null>('first')).toEqual(matches[0] ?? null);
  expect(call<boolean>('test')).toBe(matches.length > 0);
  return matches.map(({ index, result }) => ({ index, result }));
}

/** Builds URLPattern objects from (pattern, baseURL, ignoreCase) cases, keeping those that construct. */
function constructed(cases: readonly { args: unknown[] }[]): URLPattern[] {
  const patterns: URLPattern[] = [];
  for (const { args } of cases) {
    try {
      patterns.push(new (URLPattern as unknown as Construct)(...args));
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return patterns;
}

const part = (type: Part['type'], value: string, extra: Partial<Part> = {}): Part => ({
  type, value, modifier: 'none', name: type === 'fixed-text' ? '' : 'g', prefix: '', suffix: '', ...extra,
});

describe('path keys (list-shape.ts)', () => {
  test('fixed text and whole-segment wildcards give a closed key with the segment of each group', () => {
    const parts = [part('fixed-text', '/repos'), part('segment-wildcard', '', { prefix: '/', name: 'owner' }),
      part('segment-wildcard', '', { prefix: '/', name: 'repo' }), part('fixed-text', '/issues')];
    expect(pathKeyOf(parts, true)).toEqual({ segments: ['', 'repos', WILDCARD, WILDCARD, 'issues'], open: false, captures: [2, 3] });
  });

  test('a wildcard sharing its segment with fixed text is a wildcard segment without captures', () => {
    const parts = [part('fixed-text', '/files'), part('segment-wildcard', '', { prefix: '/', name: 'name' }), part('fixed-text', '.json')];
    expect(pathKeyOf(parts, true)).toEqual({ segments: ['', 'files', WILDCARD], open: false, captures: null });
  });

  test('a modifier, a regexp or a full wildcard ends the key; the segment it starts in is dropped unless "/" or the end follows', () => {
    const optional = [part('fixed-text', '/a/b'), part('segment-wildcard', '', { prefix: '/', modifier: 'optional' })];
    expect(pathKeyOf(optional, true)).toEqual({ segments: ['', 'a', 'b'], open: true, captures: null });
    const optionalThenText = [...optional, part('fixed-text', '/c')];
    expect(pathKeyOf(optionalThenText, true)).toEqual({ segments: ['', 'a', 'b'], open: true, captures: null });
    const optionalThenName = [...optional, part('segment-wildcard', '', { name: 'x' })];
    expect(pathKeyOf(optionalThenName, true)).toEqual({ segments: ['', 'a'], open: true, captures: null });
    const repeated = [part('fixed-text', '/a'), part('segment-wildcard', '', { prefix: '/', modifier: 'one-or-more' })];
    expect(pathKeyOf(repeated, true)).toEqual({ segments: ['', 'a'], open: true, captures: null });
    const regexp = [part('fixed-text', '/a/'), part('regexp', '\\d+')];
    expect(pathKeyOf(regexp, true)).toEqual({ segments: ['', 'a'], open: true, captures: null });
    const glued = [part('fixed-text', '/files'), part('full-wildcard', '.*', { name: '0' })];
    expect(pathKeyOf(glued, true)).toEqual({ segments: [''], open: true, captures: null });
    expect(pathKeyOf([part('full-wildcard', '.*')], true)).toEqual({ segments: [], open: true, captures: null });
  });

  test('without the "/" delimiter (an opaque pathname) a segment wildcard ends the key', () => {
    const parts = [part('fixed-text', 'a/b/'), part('segment-wildcard', '', { name: 'x' })];
    expect(pathKeyOf(parts, false)).toEqual({ segments: ['a', 'b'], open: true, captures: null });
    expect(pathKeyOf(parts, true).open).toBe(false);
  });
});

describe('the segment trie (list-trie.ts)', () => {
  const trie = new SegmentTrie();
  trie.insert({ segments: ['', 'a', WILDCARD], open: false, captures: null }, 0);
  trie.insert({ segments: ['', 'a', 'b'], open: false, captures: null }, 1);
  trie.insert({ segments: ['', 'a'], open: true, captures: null }, 2);
  trie.insert({ segments: [], open: true, captures: null }, 3);
  const collect = (path: string): number[] => {
    const out: number[] = [];
    trie.collect(path, out);
    return out.sort();
  };

  test('closed keys end where the input ends, open keys take any rest', () => {
    expect(trie.size).toBe(4);
    expect(collect('/a/b')).toEqual([0, 1, 2, 3]);
    expect(collect('/a/c')).toEqual([0, 2, 3]);
    expect(collect('/a')).toEqual([2, 3]);
    expect(collect('/a/b/c')).toEqual([2, 3]);
    expect(collect('/b')).toEqual([3]);
  });
});

describe('patterns the trie cannot key (list-fixed.ts)', () => {
  test('found by a fixed hostname, search or hash; the others tried on every input', () => {
    const inputs: URLPatternInput[] = [
      { hostname: 'a.example' }, { hostname: 'b.example', pathname: '*' }, { search: 'q=1' }, { hash: 'top', pathname: '(.*)' },
      { hostname: '*.example' }, { pathname: ':all(.*)', hostname: 'a.example' }, 'https://a.example/*', {},
    ];
    const patterns = inputs.map((input) => new URLPattern(input));
    const list = new URLPatternList(inputs);
    const requests = ['https://a.example/x?q=1#top', 'https://b.example/', 'https://c.example/?q=2#top', 'http://a.example:8080/?q=1'];
    for (const request of requests) {
      const expected = loop(patterns, [request]);
      expect([request, listed(list, [request])]).toEqual([request, expected]);
      expect(expected === 'error' ? 0 : expected.length).toBeGreaterThan(1);
    }
  });
});

describe('the order of specificity (list-order.ts)', () => {
  test('the pathname decides first, then the hostname; ties keep the order of insertion', () => {
    expect(SPECIFICITY_ORDER).toEqual(['pathname', 'hostname', 'protocol', 'port', 'search', 'hash', 'username', 'password']);
    expect([...SPECIFICITY_ORDER].sort()).toEqual([...COMPONENT_NAMES].sort());
    const list = new URLPatternList([
      { pathname: '/repos/*' }, { pathname: '/repos/:owner/:repo' }, { pathname: '/repos/octo/:repo' },
      { pathname: '/repos/octo/hello' }, { hostname: 'api.example.com', pathname: '/repos/:a/:b' },
      { pathname: '/repos/:x/:y' },
    ]);
    const order = list.match('https://api.example.com/repos/octo/hello').map((match) => match.index);
    expect(order).toEqual([3, 2, 4, 1, 5, 0]);
    expect(list.match('https://api.example.com/repos/octo/hello')[2].result.pathname.groups).toEqual({ a: 'octo', b: 'hello' });
  });
});

describe('the same answers as a loop over URLPattern.exec', () => {
  test('every WPT pattern against every WPT input, in one list', () => {
    const patterns = constructed(WPT.map((entry) => ({ args: entry.pattern })));
    expect(patterns.length).toBeGreaterThan(250);
    const list = new URLPatternList(patterns);
    expect(list.size).toBe(patterns.length);
    let matched = 0;
    for (const entry of WPT) {
      const args = entry.inputs ?? [];
      const expected = loop(patterns, args);
      expect([JSON.stringify(args), listed(list, args, patterns)]).toEqual([JSON.stringify(args), expected]);
      if (expected !== 'error') matched += expected.length;
    }
    expect(matched).toBeGreaterThan(WPT.length);
  });

  test('each WPT pattern given as its input, a list of one made with the pattern\'s base URL and ignoreCase', () => {
    for (const entry of WPT) {
      if (entry.expected_obj === 'error') continue;
      const [input, second, third] = entry.pattern as [URLPatternInput, unknown, unknown];
      const baseURL = typeof second === 'string' ? second : undefined;
      const options = (typeof second === 'object' && second !== null ? second : third) as { ignoreCase?: boolean } | undefined;
      const list = new URLPatternList([input], { baseURL, ignoreCase: options?.ignoreCase });
      const pattern = new (URLPattern as unknown as Construct)(...entry.pattern);
      const args = entry.inputs ?? [];
      expect([JSON.stringify(entry.pattern), listed(list, args)])
        .toEqual([JSON.stringify(entry.pattern), loop([pattern], args)]);
    }
  });

  test('1,000 GitHub-like routes against 600 generated requests', () => {
    const inputs = routePatterns(27, 1000);
    expect(new Set(inputs.map((input) => JSON.stringify(input))).size).toBe(1000);
    const patterns = inputs.map((input) => new URLPattern(input));
    const list = new URLPatternList(inputs);
    const requests = routeRequests(27, routePathnames(27, 1000), 600);
    let matched = 0;
    for (const request of requests) {
      const expected = loop(patterns, [request]);
      expect([request, listed(list, [request], undefined)]).toEqual([request, expected]);
      if (expected !== 'error') matched += expected.length > 0 ? 1 : 0;
    }
    expect(matched).toBeGreaterThan(300);
    expect(matched).toBeLessThan(600);
  });

  test('the differential\'s generated patterns (seeded) against all their inputs, in one list', () => {
    const cases = patternCases(2027, 300, 3);
    const patterns = constructed(cases.map((c) => ({
      args: c.baseURL === undefined ? [c.pattern, { ignoreCase: c.ignoreCase }] : [c.pattern, c.baseURL, { ignoreCase: c.ignoreCase }],
    })));
    expect(patterns.length).toBeGreaterThan(250);
    const list = new URLPatternList(patterns);
    let matched = 0;
    for (const { inputs } of cases) {
      for (const { input, baseURL } of inputs) {
        const args = baseURL === undefined ? [input] : [input, baseURL];
        const expected = loop(patterns, args);
        expect([JSON.stringify(args), listed(list, args, patterns)]).toEqual([JSON.stringify(args), expected]);
        if (expected !== 'error') matched += expected.length;
      }
    }
    expect(matched).toBeGreaterThan(200);
  });

  test('case-insensitive routes: the folded trie, and an input whose pathname is not ASCII', () => {
    const list = new URLPatternList([{ pathname: '/Repos/:owner' }, { pathname: '/repos/:owner/*' }, { pathname: '/k' }], { ignoreCase: true });
    const patterns = [{ pathname: '/Repos/:owner' }, { pathname: '/repos/:owner/*' }, { pathname: '/k' }]
      .map((input) => new URLPattern(input, { ignoreCase: true }));
    const requests: unknown[][] = ['https://x/rEpOs/Octo', 'https://x/repos/%C3%A4/b', 'https://x/K', 'https://x/repos/', 'https://x/\u212a']
      .map((request) => [request]);
    requests.push([{ pathname: '/\u212a' }], [{ pathname: '/REPOS/\u017f' }]);
    for (const args of requests) expect([args, listed(list, args)]).toEqual([args, loop(patterns, args)]);
  });
});

describe('inputs and errors', () => {
  const list = new URLPatternList(['https://example.com/a/:b', { pathname: '/a/*' }]);

  test('an input that is no URL matches nothing; an init with a base URL is a TypeError, as for exec', () => {
    expect(list.match('not a URL')).toEqual([]);
    expect(list.first('not a URL')).toBeNull();
    expect(list.test('/a/b', 'https://example.com')).toBe(true);
    expect(() => list.match({ pathname: '/a/b' }, 'https://example.com')).toThrow(TypeError);
    expect(list.match({ pathname: '/a/b' }).map((match) => match.index)).toEqual([1]);
  });

  test('a URL object is read as exec reads it (as a URLPatternInit, by its getters)', () => {
    const patterns = ['https://example.com/a/:b', { pathname: '/a/*' }].map((input) => new URLPattern(input));
    const url = new globalThis.URL('https://example.com/a/b?q#h');
    expect(listed(list, [url])).toEqual(loop(patterns, [url]));
    expect(list.match(url).map((match) => match.index)).toEqual([0, 1]);
  });

  test('a pattern that throws makes the constructor throw its TypeError, naming the pattern\'s index', () => {
    let caught: unknown = null;
    let original: unknown = null;
    try { new URLPattern({ pathname: '/:a/:a' }); } catch (error) { original = error; }
    try { new URLPatternList([{ pathname: '/ok' }, 'https://example.com/*', { pathname: '/:a/:a' }]); } catch (error) { caught = error; }
    const error = caught as TypeError & { code: string; offset: number; input: string; cause: unknown };
    const expected = original as TypeError & { code: string; offset: number; input: string };
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^URLPatternList: pattern 2: /);
    expect(error.message).toContain(expected.message.replace(/^URLPattern: /, ''));
    expect([error.code, error.offset, error.input]).toEqual([expected.code, expected.offset, expected.input]);
    expect((error.cause as TypeError).message).toBe(expected.message);
  });

  test('every WPT pattern that throws, at index 1 of a list', () => {
    for (const entry of WPT.filter((c) => c.expected_obj === 'error')) {
      const [input, second, third] = entry.pattern as [URLPatternInput, unknown, unknown];
      const baseURL = typeof second === 'string' ? second : undefined;
      const options = (typeof second === 'object' && second !== null ? second : third) as { ignoreCase?: boolean } | undefined;
      if (typeof input === 'object' && baseURL !== undefined) continue; // the list gives an init no base URL
      expect(() => new URLPatternList([{ pathname: '/' }, input], { baseURL, ignoreCase: options?.ignoreCase }))
        .toThrow(/^URLPatternList: pattern 1: /);
    }
  });

  test('arguments: not iterable, options not an object', () => {
    expect(() => new URLPatternList(5 as unknown as string[])).toThrow(TypeError);
    expect(() => new URLPatternList([], 'x' as unknown as object)).toThrow(TypeError);
    expect(new URLPatternList([]).match('https://example.com/')).toEqual([]);
    expect(new URLPatternList(new Set(['https://a.test/*'])).size).toBe(1);
  });
});

describe('linear time: the build in the number of patterns, a match in the input', () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;

  /** The fastest of three builds of a list from prebuilt patterns, in ms (each after a garbage collection). */
  function buildTime(patterns: readonly URLPattern[]): number {
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      gc();
      const start = process.hrtime.bigint();
      new URLPatternList(patterns);
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
    }
    return best;
  }

  /** The fastest of three calls of `run`, in ms (at least 1: constant work is not growth). */
  function fastest(run: () => unknown): number {
    let best = Infinity;
    for (let attempt = 0; attempt < 3; attempt++) {
      gc();
      const start = process.hrtime.bigint();
      run();
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
    }
    return Math.max(best, 1);
  }

  test('a match grows linearly with the input: 10x the pathname (one long segment, many segments) takes at most 15x the time', () => {
    const list = new URLPatternList(routePatterns(7, 1000));
    const shapes: Record<string, (size: number) => string> = {
      'one long segment': (size) => `https://api.github.com/repos/${'a'.repeat(size)}/b/issues`,
      'many segments': (size) => `https://api.github.com/repos${'/a'.repeat(size / 2)}`,
      'many empty segments': (size) => `https://api.github.com/repos/x/y/contents${'/'.repeat(size)}`,
    };
    for (const [shape, make] of Object.entries(shapes)) {
      const small = make(100_000);
      const large = make(1_000_000);
      list.match(small);
      // The small input is timed as a batch of ten calls (as much input as the large one: the same garbage collections).
      const batch = (): void => { for (let call = 0; call < 10; call++) list.match(small); };
      let ratio = Infinity;
      for (let attempt = 0; attempt < 4 && ratio > 15; attempt++) {
        ratio = Math.min(ratio, (10 * fastest(() => list.match(large))) / fastest(batch));
      }
      expect({ shape, ratio: ratio < 15 ? 'under 15x' : ratio }).toEqual({ shape, ratio: 'under 15x' });
    }
  });

  test('8x the routes take at most 20x the time (a quadratic build would take ~64x)', () => {
    const many = routePatterns(7, 4000).map((input) => new URLPattern(input));
    const few = many.slice(0, 500);
    buildTime(few);
    let ratio = Infinity;
    for (let attempt = 0; attempt < 3 && ratio > 20; attempt++) ratio = Math.min(ratio, buildTime(many) / Math.max(buildTime(few), 0.5));
    expect(ratio).toBeLessThan(20);
  });
});
