// Linear time on pattern strings (issue 27: "a pattern string itself of any length parses in linear
// time"): each function of the pattern-string modules on each adversarial shape, at about 100 KB and
// about 1 MB; the time may grow at most about 12x (BOUND; a quadratic function grows about 100x).
// Times under 0.1 ms (100 KB) and 1 ms (1 MB) count as those floors: constant work is not growth.
// Measured as test/growth.test.ts does: warm-up, a collection before each timed run, the small size
// timed as a batch of 20 calls on 20 distinct inputs (their results kept alive to the batch's end),
// the fastest run of each size over alternating rounds, retries after a pause. Growth, not time.
// A function over a part list of 500,000 parts that grows more than BOUND is compared with a plain
// loop over the same parts (PART_LOOP), which grew 12-27x here: it may grow 1.25x as fast.
// compileComponent is these plus RegExpCreate, the engine's; at 1 MB most shapes pass V8's limit of
// 65535 capture groups ("Too many captures"), so it would time the engine's refusal.
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { tokenize, tokenizeToTable } from '../src/urlpattern/tokenize';
import { parsePatternString } from '../src/urlpattern/parse';
import { generateRegExpAndNameList } from '../src/urlpattern/regexp';
import { generatePatternString } from '../src/urlpattern/pattern-string';
import { DEFAULT_OPTIONS, PATHNAME_OPTIONS } from '../src/urlpattern/compile';
import type { Part } from '../src/urlpattern/types';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (options?: { type: 'major' | 'minor' }) => void;

const SMALL = 100_000;
const LARGE = 1_000_000;
/**
 * About 12x: V8's own linear string operations on this data read 11-14x from 100 KB to 1 MB on a
 * loaded machine (a 1 MB string no longer fits the caches: escaping one fixed-text part of 1 MB, a
 * single String.prototype.replace, measured 13.6x), so 13 is the bound; a quadratic function reads ~100x.
 */
const BOUND = 13;
/** Calls of the small input timed together: twice as much input as one large call. */
const BATCH = (2 * LARGE) / SMALL;
const ROUNDS = 3;
const RETRIES = 4;
const RETRY_PAUSE_MS = 3000;
const SMALL_FLOOR_MS = 0.1;
const LARGE_FLOOR_MS = 1;

const identity = (value: string): string => value;

/** `unit` repeated to about `size` code units. */
function repeat(unit: string, size: number): string {
  return unit.repeat(Math.max(1, Math.round(size / unit.length)));
}

/** Distinct names: "/:n0/:n1/...". */
function names(size: number): string {
  let text = '';
  for (let i = 0; text.length < size; i++) text += `/:n${i}`;
  return text;
}

/** Pattern string shapes, each at about `size` code units. */
const SHAPES: Readonly<Record<string, (size: number) => string>> = {
  'fixed text': (size) => repeat('/abc', size),
  'escaped characters': (size) => repeat('\\*', size),
  'braced fixed text': (size) => repeat('{a}', size),
  'distinct names': names,
  'one long name': (size) => `:${repeat('a', size)}`,
  'regexp groups': (size) => repeat('/(\\d+)', size),
  'wildcards with prefixes': (size) => repeat('/*', size),
  'optional groups': (size) => repeat('{/x(a)}?', size),
  'one nested regexp': (size) => `(${'(?:'.repeat(size / 4)}a${')'.repeat(size / 4)})`,
  'unclosed regexp (error at the end)': (size) => `/(a${repeat('(?:b)', size)}`,
  'unclosed group (error at the end)': (size) => `{${repeat('a', size)}`,
  'non-ASCII after a long regexp (error)': (size) => `(${repeat('a', size)}é)`,
  'many "(?" after "(" (lenient restarts)': (size) => `(x${repeat('(?a', size)}`,
};

/** The value of fn, or the TypeError it throws (an invalid shape is measured too). */
function orTypeError(fn: () => unknown): unknown {
  try {
    return fn();
  } catch (error) {
    if (error instanceof TypeError) return error;
    throw error;
  }
}

/** The part list of a pattern string (an invalid one: none), for the functions that take one. */
function parts(input: string): Part[] {
  const list = orTypeError(() => parsePatternString(input, PATHNAME_OPTIONS, identity));
  return Array.isArray(list) ? list : [];
}

/** A function measured: its argument made from the input once (untimed), then the timed call. */
interface Measured {
  readonly prepare: (input: string) => unknown;
  readonly run: (argument: unknown) => unknown;
  /** A linear loop over the same arguments, measured when the function grows more than BOUND. */
  readonly reference?: Measured;
}

/**
 * A plain linear loop over a part list: a string per part, joined. On 500,000 parts it grew 12-27x
 * from 100 KB to 1 MB here (memory, not algorithm: the parts and the strings leave the caches).
 */
const PART_LOOP: Measured = {
  prepare: parts,
  run: (list) => (list as Part[]).map((part) => part.prefix + part.value + part.name).join(''),
};

/** A function over a part list passes when it grows at most this much faster than PART_LOOP. */
const REFERENCE_MARGIN = 1.25;

const asString = (input: string): unknown => input;

const FUNCTIONS: Readonly<Record<string, Measured>> = {
  // The tokenizer as the parser runs it (tokenize() then makes an object per token).
  'tokenize strict': { prepare: asString, run: (input) => orTypeError(() => tokenizeToTable(input as string, 'strict')) },
  'tokenize lenient': { prepare: asString, run: (input) => tokenizeToTable(input as string, 'lenient') },
  parsePatternString: { prepare: asString, run: (input) => orTypeError(() => parsePatternString(input as string, PATHNAME_OPTIONS, identity)) },
  generateRegExpAndNameList: { prepare: parts, run: (list) => generateRegExpAndNameList(list as Part[], PATHNAME_OPTIONS), reference: PART_LOOP },
  generatePatternString: { prepare: parts, run: (list) => generatePatternString(list as Part[], PATHNAME_OPTIONS), reference: PART_LOOP },
};

/**
 * Milliseconds for one call on each argument, after a full collection. The small batch gets
 * BATCH distinct arguments, each new to the caches as the one large argument is (the same one
 * 20 times would be read from the caches 19 times); the results are kept until the batch ends, as
 * one large call keeps its part list until it returns.
 */
function timeCalls(fn: Measured, argumentList: readonly unknown[]): number {
  gc({ type: 'major' });
  const kept: unknown[] = new Array(argumentList.length);
  const start = process.hrtime.bigint();
  for (let i = 0; i < argumentList.length; i++) kept[i] = fn.run(argumentList[i]);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  kept.length = 0;
  return ms;
}

interface Growth {
  readonly smallMs: number;
  readonly largeMs: number;
  readonly ratio: number;
}

/** Adds ROUNDS alternating rounds at each size; each size keeps its fastest time so far. */
function measure(fn: Measured, small: readonly unknown[], large: readonly unknown[], best: Growth): Growth {
  let { smallMs, largeMs } = best;
  for (let round = 0; round < ROUNDS; round++) {
    smallMs = Math.min(smallMs, timeCalls(fn, small) / small.length);
    largeMs = Math.min(largeMs, timeCalls(fn, large));
  }
  return { smallMs, largeMs, ratio: Math.max(largeMs, LARGE_FLOOR_MS) / Math.max(smallMs, SMALL_FLOOR_MS) };
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Warm-up, a measurement, and up to RETRIES more after a pause while above the bound. Another
 * process only ever makes a run slower, so each size keeps its fastest run over all of them.
 */
/** The growth of fn, and of its reference on the same arguments when fn grows more than BOUND. */
function growth(fn: Measured, shape: (size: number) => string): { fn: Growth; reference: Growth | null } {
  // A new string per argument: String.prototype.repeat makes one each time.
  const small = Array.from({ length: BATCH }, () => fn.prepare(shape(SMALL)));
  const large = [fn.prepare(shape(LARGE))];
  const measured = growthOn(fn, small, large);
  if (measured.ratio <= BOUND || fn.reference === undefined) return { fn: measured, reference: null };
  return { fn: measured, reference: growthOn(fn.reference, small, large) };
}

/** Warm-up, a measurement, and up to RETRIES more after a pause while above the bound. */
function growthOn(fn: Measured, small: readonly unknown[], large: readonly unknown[]): Growth {
  for (const argument of small.slice(0, 3)) fn.run(argument);
  fn.run(large[0]);
  let best = measure(fn, small, large, { smallMs: Infinity, largeMs: Infinity, ratio: Infinity });
  for (let attempt = 0; attempt < RETRIES && best.ratio > BOUND; attempt++) {
    pause(RETRY_PAUSE_MS);
    best = measure(fn, small, large, best);
  }
  return best;
}

const cases = Object.keys(FUNCTIONS).flatMap((fn) => Object.keys(SHAPES).map((shape): [string, string] => [fn, shape]));

describe(`pattern strings: time from ${SMALL / 1000} KB to ${LARGE / 1000} KB grows at most ${BOUND}x`, () => {
  test('the shapes are what they say: valid ones parse, the errors are TypeErrors', () => {
    expect(parsePatternString(SHAPES['distinct names'](100), PATHNAME_OPTIONS, identity).length).toBeGreaterThan(10);
    expect(parsePatternString(SHAPES['one nested regexp'](100), DEFAULT_OPTIONS, identity)).toHaveLength(1);
    for (const shape of ['unclosed regexp (error at the end)', 'unclosed group (error at the end)', 'non-ASCII after a long regexp (error)']) {
      expect(() => parsePatternString(SHAPES[shape](100), PATHNAME_OPTIONS, identity)).toThrow(TypeError);
    }
    expect(tokenize(SHAPES['many "(?" after "(" (lenient restarts)'](100), 'lenient')[0].type).toBe('invalid-char');
  });

  test.each(cases)('%s on %s', (fn, shape) => {
    const { fn: result, reference } = growth(FUNCTIONS[fn], SHAPES[shape]);
    if (process.env.URL_GROWTH_REPORT === '1') {
      const against = reference === null ? '' : ` (a plain loop over the parts: ${reference.ratio.toFixed(1)}x)`;
      console.log(`${fn} on ${shape}: ${result.smallMs.toFixed(3)} ms, ${result.largeMs.toFixed(2)} ms, ${result.ratio.toFixed(1)}x${against}`);
    }
    const bound = reference === null ? BOUND : Math.max(BOUND, reference.ratio * REFERENCE_MARGIN);
    expect(result.ratio).toBeLessThanOrEqual(bound);
  }, 120_000);
});
