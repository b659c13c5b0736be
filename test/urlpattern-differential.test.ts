// Differential test against urlpattern-polyfill 10.1.0 (the URLPattern most Node 20/22 users
// have): on seeded generated patterns (every component, named groups, modifiers, regexp groups,
// wildcards, { } groups, base URLs, IPv6 and IDN hosts, percent-encoding, ignoreCase) with inputs
// drawn to match them and mutations that do not (test/helpers/urlpattern-gen.ts), and on patterns
// made from corpus URLs, url-grammar's URLPattern and the polyfill agree on construction (success
// or TypeError), every component getter, hasRegExpGroups, test() and exec() (inputs and groups).
// The differences that remain are the polyfill's bugs against the standard: each is recognised
// by a predicate, and asserted on an example with the step of the standard that decides it
// (test/helpers/urlpattern-polyfill-bugs.ts), so that an upstream fix shows.
import { URLPattern } from '../src/urlpattern-api';
import { corpusLines } from './helpers/test-data';
import { corpusPatternCases, patternCases } from './helpers/urlpattern-gen';
import type { PatternCase } from './helpers/urlpattern-gen';
import { compareCase, construct, patternText, showOutcome } from './helpers/urlpattern-compare';
import { constructionBug, inputBug, POLYFILL_BUGS, readers } from './helpers/urlpattern-polyfill-bugs';
import type { Implementations } from './helpers/urlpattern-polyfill-bugs';
import type { Outcome, PatternClass, PatternLike } from './helpers/urlpattern-compare';
import { COMPONENT_NAMES } from '../src/urlpattern/types';

type Compare = (component: string, left: PatternLike, right: PatternLike) => number;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Polyfill = (require('urlpattern-polyfill/urlpattern') as { URLPattern: PatternClass }).URLPattern;
const Ours = URLPattern as unknown as PatternClass;

// The normal run; URLPATTERN_DIFF_SEED and URLPATTERN_DIFF_COUNT run other or larger samples on demand.
const SEED = Number(process.env.URLPATTERN_DIFF_SEED ?? 27);
const PATTERNS = Number(process.env.URLPATTERN_DIFF_COUNT ?? 2800);
const INPUTS_EACH = 9;
const CORPUS_PATTERNS = 1000; // half from each corpus, three inputs each

const IMPLEMENTATIONS: Implementations = { ours: Ours, theirs: Polyfill };

/**
 * Runs the differential on cases: the pairs, how many matched, the known bugs met (by name: how
 * many outcomes), the unexplained differences. An input outcome of a pattern the two construct
 * differently (a known bug) counts under that bug.
 */
function run(cases: readonly PatternCase[]): { pairs: number; matched: number; bugs: Map<string, number>; unexplained: Outcome[] } {
  let pairs = 0;
  let matched = 0;
  const bugs = new Map<string, number>();
  const unexplained: Outcome[] = [];
  const read = readers(IMPLEMENTATIONS);
  for (const c of cases) {
    const result = compareCase(Ours, Polyfill, c);
    pairs += result.pairs;
    matched += result.matched;
    let patternBug: string | null = null;
    for (const d of result.differences) {
      const bug: string | null = d.input === null ? constructionBug(d, IMPLEMENTATIONS) : inputBug(d, read) ?? patternBug;
      if (d.input === null) patternBug = bug;
      if (bug === null) unexplained.push(d);
      else bugs.set(bug, (bugs.get(bug) ?? 0) + 1);
    }
  }
  return { pairs, matched, bugs, unexplained };
}

describe('the known urlpattern-polyfill 10.1.0 bugs, each on an example', () => {
  test.each(POLYFILL_BUGS.map((bug) => [bug.name, bug] as const))('%s', (_, bug) => {
    expect(bug.standard).toMatch(/^https:\/\/urlpattern\.spec\.whatwg\.org\/#[a-z-]+/);
    expect({ ours: bug.example.observe(Ours), theirs: bug.example.observe(Polyfill) })
      .toEqual({ ours: bug.example.ours, theirs: bug.example.theirs });
  });
});

describe(`urlpattern-polyfill 10.1.0 on generated patterns (seed ${SEED})`, () => {
  const cases = patternCases(SEED, PATTERNS, INPUTS_EACH);
  const result = run(cases);

  test('at least 20,000 pattern/input pairs run on both, a quarter or more of them matching', () => {
    expect(result.pairs).toBeGreaterThanOrEqual(20000);
    expect(result.matched).toBeGreaterThan(result.pairs / 4);
  });

  test('the same construction, getters, test() and exec() on every pair, but for the known polyfill bugs', () => {
    const shown = result.unexplained.slice(0, 10).map(showOutcome).join('\n');
    expect([result.unexplained.length, shown]).toEqual([0, '']);
  });

  test('the differences met are known polyfill bugs, most of them', () => {
    const known = POLYFILL_BUGS.map((b) => b.name);
    for (const name of result.bugs.keys()) expect(known).toContain(name);
    expect(result.bugs.size).toBeGreaterThanOrEqual(known.length - 3);
  });
});

describe('URLPattern.compareComponent against urlpattern-polyfill 10.1.0 (an extension: whatwg/urlpattern#61)', () => {
  // Adjacent generated patterns that both construct alike, compared component by component. An
  // empty component pattern is left out: the polyfill compares it as a full wildcard, url-grammar
  // as an empty fixed text (neither the standard nor WPT's tentative data decides).
  const polyfillCompare = (Polyfill as unknown as { compareComponent: Compare }).compareComponent;
  const patterns = patternCases(SEED, 1500, 0).flatMap((c) => {
    const ours = construct(Ours, c);
    const theirs = construct(Polyfill, c);
    return 'text' in ours || 'text' in theirs || patternText(ours) !== patternText(theirs) ? [] : [{ ours, theirs }];
  });

  test('the same order of every non-empty component of 1,000 or more pattern pairs', () => {
    expect(patterns.length).toBeGreaterThan(1000);
    const differences: string[] = [];
    let compared = 0;
    for (let i = 0; i + 1 < patterns.length; i++) {
      const [left, right] = [patterns[i], patterns[i + 1]];
      for (const name of COMPONENT_NAMES) {
        const texts = [left.ours, right.ours].map((p) => (p as unknown as Record<string, string>)[name]);
        if (texts.includes('')) continue;
        compared++;
        const ours = URLPattern.compareComponent(name, left.ours as unknown as URLPattern, right.ours as unknown as URLPattern);
        const theirs = polyfillCompare(name, left.theirs, right.theirs);
        if (ours !== theirs) differences.push(`${name} ${JSON.stringify(texts)}: url-grammar ${ours}, polyfill ${theirs}`);
      }
    }
    expect(compared).toBeGreaterThan(7000);
    expect(differences.slice(0, 10)).toEqual([]);
  });
});

describe('urlpattern-polyfill 10.1.0 on patterns made from corpus URLs', () => {
  const cases = ['kasztp.txt', 'node_files.txt'].flatMap((name) => corpusPatternCases(SEED, corpusLines(name), CORPUS_PATTERNS / 2));
  const result = run(cases);

  test('about 3,000 pairs run on both, a quarter or more of them matching', () => {
    expect(result.pairs).toBeGreaterThanOrEqual(2700);
    expect(result.matched).toBeGreaterThan(result.pairs / 4);
  });

  test('the same outcomes, but for the known polyfill bugs', () => {
    const shown = result.unexplained.slice(0, 10).map(showOutcome).join('\n');
    expect([result.unexplained.length, shown]).toEqual([0, '']);
  });
});
