// The 'normalize-url' profile (src/canonical/normalize-url.ts) against normalize-url 10 itself
// (the devDependency, run here on Node's URL): (a) normalize-url's own test cases
// (test/data-vectors/normalize-url.json), (b) the corpora and generated messy URLs with seeded random
// option sets, without and with a base (the crawl pipeline: normalizeUrl(new URL(link, page).href)).
// A difference is accepted only when normalize-url run on whatwg-url's URL (the URL Standard's
// reference implementation) gives the profile's result: then Node 20's URL parser (ada 2.9) is what
// differs from the URL Standard, not the profile; the kinds met are listed below with an example each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL as NodeURL } from 'node:url';
import normalizeUrl from 'normalize-url';
import { canonicalizeNormalizeUrl, type NormalizeUrlOptions } from '../src/canonical/normalize-url';
import { OptionError } from '../src/core/arguments';
import { random } from './helpers/random';
import { corpusLines } from './helpers/test-data';
import { differentialCases } from './helpers/url-inputs';

/** whatwg-url's URL and URLSearchParams (the package ships no types: the part used here). */
interface WhatwgURL {
  URL: new (input: string, base?: string) => { href: string };
  URLSearchParams: unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const whatwg = require('whatwg-url') as WhatwgURL;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildRelativeReferences } = require('../scripts/bench/relative.js') as { buildRelativeReferences: (lines: string[]) => { refs: string[]; bases: string[] } };

type Options = Parameters<typeof normalizeUrl>[1];

/** normalizeUrl on Node's URL: its result, or null where it throws. */
function oracle(input: string, options: NormalizeUrlOptions): string | null {
  try {
    return normalizeUrl(input, options as Options);
  } catch {
    return null;
  }
}

/** normalizeUrl with the globals URL and URLSearchParams swapped for whatwg-url's (the URL Standard's). */
function standardOracle(input: string, options: NormalizeUrlOptions): string | null {
  const scope = globalThis as unknown as { URL: unknown; URLSearchParams: unknown };
  const saved = [scope.URL, scope.URLSearchParams];
  scope.URL = whatwg.URL;
  scope.URLSearchParams = whatwg.URLSearchParams;
  try {
    return normalizeUrl(input, options as Options);
  } catch {
    return null;
  } finally {
    [scope.URL, scope.URLSearchParams] = saved;
  }
}

/** href of new URL(input, base) by a URL class, or null. */
function hrefBy(Url: new (input: string, base?: string) => { href: string }, input: string, base: string): string | null {
  try {
    return new Url(input, base).href;
  } catch {
    return null;
  }
}

/** The profile: its canonical form, or null for a failure. */
function profile(input: string, options: NormalizeUrlOptions): string | null {
  return canonicalizeNormalizeUrl(input, options).canonical;
}

/** Comparison counts, and the differences that are not Node's URL's. */
interface Tally { compared: number; nodeURL: number; unexplained: string[] }

/** Compares one input (with `base`, the pipeline) and counts it. */
function compare(tally: Tally, input: string, base: string | null, options: NormalizeUrlOptions): void {
  tally.compared++;
  const ours = base === null ? profile(input, options) : profile(input, { ...options, base });
  const node = base === null ? oracle(input, options) : nullable(hrefBy(NodeURL, input, base), (href) => oracle(href, options));
  if (ours === node) return;
  const standard = base === null ? standardOracle(input, options) : nullable(hrefBy(whatwg.URL, input, base), (href) => standardOracle(href, options));
  if (ours === standard) tally.nodeURL++;
  else tally.unexplained.push(JSON.stringify({ input, base, options, node, standard, ours }));
}

/** URL_DIFF_REPORT=1 prints each run's counts. */
function report(what: string, tally: Tally): void {
  if (process.env.URL_DIFF_REPORT === '1') process.stdout.write(`${what}: ${tally.compared} compared, ${tally.nodeURL} differences from Node's URL\n`);
}

/** f(value), or null for null. */
function nullable(value: string | null, f: (value: string) => string | null): string | null {
  return value === null ? null : f(value);
}

/** A seeded random option set: each option given or not, with values of every kind (RegExps, functions). */
function randomOptions(next: () => number): NormalizeUrlOptions {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const options: Record<string, unknown> = {};
  for (const name of ['normalizeProtocol', 'stripAuthentication', 'stripHash', 'stripProtocol', 'stripTextFragment', 'stripWWW',
    'removeTrailingSlash', 'removeSingleSlash', 'removeExplicitPort', 'sortQueryParameters', 'removePath']) {
    if (next() < 0.3) options[name] = next() < (name === 'removePath' ? 0.2 : 0.5);
  }
  const force = next();
  if (force < 0.15) options.forceHttp = true;
  else if (force < 0.3) options.forceHttps = true;
  if (next() < 0.2) options.defaultProtocol = pick(['https', 'http:', 'ftp', ' HTTPS:: ']);
  if (next() < 0.3) options.removeQueryParameters = pick<unknown>([true, false, ['ref', /^utm_/i, 'q'], [/^[a-c]/g], ['a:b', /%/]]);
  if (next() < 0.15) options.keepQueryParameters = pick<unknown>([[], ['id', /^p/], ['q'], [/^[a-m]/y]]);
  if (next() < 0.3) options.removeDirectoryIndex = pick<unknown>([true, false, ['index.html', /^default\.\w+$/i], []]);
  if (next() < 0.3) options.emptyQueryValue = pick(['preserve', 'always', 'never']);
  if (next() < 0.1) options.transformPath = pick([(c: string[]) => c.slice(0, 2), (c: string[]) => [...c, 'index.php'], () => undefined]);
  if (next() < 0.15) options.customProtocols = pick([['sindre'], ['ftp', 'mailto'], ['ws', 'sc']]);
  return options as NormalizeUrlOptions;
}

// Vectors: RegExps written {"$regexp": source, "flags": flags}.
interface Vector { input: string; options: Record<string, unknown>; expected?: string; throws?: true }
const vectors = JSON.parse(readFileSync(join(__dirname, 'data-vectors', 'normalize-url.json'), 'utf8')) as { commit: string; version: string; cases: Vector[] };

/** A vector's options with RegExps revived. */
function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$regexp === 'string') return new RegExp(record.$regexp, record.flags as string);
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, revive(inner)]));
  }
  return value;
}

// Option values of a wrong type: normalize-url ignores or drops them, the profile refuses them (an OptionError).
const WRONG_TYPES = [
  { input: 'sindre://www.sorhus.com', options: { customProtocols: ['sindre', 123] } },
  { input: 'sindre://www.sorhus.com', options: { customProtocols: 'sindre' } },
];

/** One of WRONG_TYPES. */
function isWrongType(c: Vector): boolean {
  return WRONG_TYPES.some((w) => w.input === c.input && JSON.stringify(w.options) === JSON.stringify(c.options));
}

describe('(a) normalize-url\'s own test cases', () => {
  it('has the cases of its test.js (9.0.0, the newest the mirror holds; v10.0.0 is not in it)', () => {
    expect(vectors.version).toBe('9.0.0');
    expect(vectors.cases.length).toBe(400);
    expect(vectors.cases.filter((c) => c.throws === true)).toHaveLength(5);
  });
  it('gives normalize-url 10\'s result on every case but the wrong option types', () => {
    const differences: string[] = [];
    for (const c of vectors.cases) {
      const options = revive(c.options) as NormalizeUrlOptions;
      if (isWrongType(c)) continue;
      let ours: string | null;
      try {
        ours = profile(c.input, options);
      } catch (error) {
        expect(error).toBeInstanceOf(OptionError);
        ours = null;
      }
      if (ours !== oracle(c.input, options)) differences.push(c.input);
    }
    expect(differences).toEqual([]);
  });
  it('refuses option values of a wrong type that normalize-url ignores', () => {
    for (const w of WRONG_TYPES) {
      expect(oracle(w.input, w.options as NormalizeUrlOptions)).not.toBeNull();
      expect(() => canonicalizeNormalizeUrl(w.input, w.options as NormalizeUrlOptions)).toThrow(OptionError);
    }
  });
  it('meets 9.0.0\'s expectations except the 4 that normalize-url 10 changed, where it gives 10\'s result', () => {
    const typed = vectors.cases.filter((c) => c.expected !== undefined && !isWrongType(c));
    const changed = typed.filter((c) => profile(c.input, revive(c.options) as NormalizeUrlOptions) !== c.expected);
    expect(changed.map((c) => c.input)).toEqual([
      'http://sindresorhus.com/a://sindresorhus.com//foo',
      'data:;foo=;bar,',
      'https://example.com/index.php?/path/',
    ]);
    expect(vectors.cases.filter((c) => c.throws === true && c.input === 'data:')).toHaveLength(1);
    expect(profile('data:', {})).toBe(oracle('data:', {}));
  });
});

// Each kind of difference met, Node 20's URL against the URL Standard: normalizeUrl's result on
// Node's URL, and on whatwg-url's, which the profile gives. A Node release that follows the
// standard makes the first expectation fail.
const NODE_URL_DIFFERENCES: { why: string; input: string; base: string | null; node: string | null; standard: string | null }[] = [
  {
    why: '"^" in a path: the URL Standard\'s path percent-encode set has it (whatwg/url 2025), Node 20 keeps it',
    input: 'https://example.com/a^b', base: null, node: 'https://example.com/a^b', standard: 'https://example.com/a%5Eb',
  },
  {
    why: 'a reference other than a fragment against a base with an opaque path fails in the URL Standard; Node 20 resolves it',
    input: '?a=b#x', base: 'data:text/plain,x', node: 'data:,x?a=b#x', standard: null,
  },
  {
    why: 'a space ending an opaque path before a fragment is percent-encoded in the URL Standard; Node 20 keeps it',
    input: 'urn:x #f', base: 'http://example.com/', node: 'urn:x #f', standard: 'urn:x%20#f',
  },
  {
    why: '"/./.." in a non-special URL leaves the path "/" in the URL Standard (the empty segment appended after ".."); Node 20 leaves it empty',
    input: 'sc://h/./..?q', base: 'http://example.com/', node: 'sc://h?q', standard: 'sc://h/?q',
  },
  {
    why: 'the URL Standard\'s domain to ASCII (UTS 46 with CheckHyphens false) accepts the label "xn--"; Node 20 refuses it',
    input: 'https://xn--/', base: null, node: null, standard: 'https://xn--',
  },
];

describe('(b) corpora and messy URLs, random options, with and without a base', () => {
  it.each(NODE_URL_DIFFERENCES.map((d) => [d.why, d] as const))('Node 20\'s URL, not the profile: %s', (_why, d) => {
    const node = d.base === null ? oracle(d.input, {}) : nullable(hrefBy(NodeURL, d.input, d.base), (href) => oracle(href, {}));
    const standard = d.base === null ? standardOracle(d.input, {}) : nullable(hrefBy(whatwg.URL, d.input, d.base), (href) => standardOracle(href, {}));
    expect([node, standard]).toEqual([d.node, d.standard]);
    expect(d.base === null ? profile(d.input, {}) : profile(d.input, { base: d.base })).toBe(d.standard);
  });

  it('agrees with normalize-url 10 on the corpora (every other line; half with random options, a fifth without their scheme)', () => {
    const next = random(0x26_0001);
    const tally: Tally = { compared: 0, nodeURL: 0, unexplained: [] };
    for (const name of ['kasztp.txt', 'node_files.txt']) {
      corpusLines(name).forEach((line, i) => {
        if (i % 2 === 1) return;
        // A fifth without their scheme: "//host/…" or "host/…", which get the default protocol.
        const variant = i % 10;
        const input = variant === 4 || variant === 8 ? line.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//, variant === 4 ? '//' : '') : line;
        compare(tally, input, null, i % 4 === 0 ? {} : randomOptions(next));
      });
    }
    report('corpora', tally);
    expect(tally.unexplained).toEqual([]);
    expect(tally.compared).toBeGreaterThan(45_000);
    expect(tally.nodeURL).toBeLessThan(tally.compared / 1000);
  });

  it('agrees with normalize-url 10 after new URL(link, page) on the relative workload\'s (page, link) pairs', () => {
    const next = random(0x26_0002);
    const { refs, bases } = buildRelativeReferences(corpusLines('kasztp.txt'));
    const tally: Tally = { compared: 0, nodeURL: 0, unexplained: [] };
    for (let i = 0; i < refs.length; i += 2) compare(tally, refs[i], bases[i], i % 4 === 0 ? {} : randomOptions(next));
    report('relative workload pairs', tally);
    expect(tally.unexplained).toEqual([]);
    expect(tally.compared).toBeGreaterThan(20_000);
    expect(tally.nodeURL).toBe(0);
  });

  it('agrees with normalize-url 10 on generated messy URLs, or differs only where Node\'s URL differs from the URL Standard', () => {
    const next = random(0x26_0003);
    const tally: Tally = { compared: 0, nodeURL: 0, unexplained: [] };
    differentialCases(0x26_0004, 16_000).forEach((c, i) => compare(tally, c.input, c.base, i % 2 === 0 ? {} : randomOptions(next)));
    report('messy', tally);
    expect(tally.unexplained).toEqual([]);
    expect(tally.compared).toBe(16_000);
    // About 2.5% of these inputs are ones where Node 20's URL is not the URL Standard's.
    expect(tally.nodeURL).toBeGreaterThan(0);
    expect(tally.nodeURL).toBeLessThan(tally.compared / 20);
  });
});
