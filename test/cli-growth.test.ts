// The CLI's text formatting is linear in its input: issue 24 section 9 found the digit grouping of
// the summary counts quadratic (a lookahead regular expression, 390 ms at 16,000 digits). As in
// test/growth.test.ts, the test checks growth, not time: the fastest of a few runs at n and at 4n
// digits, whose ratio a linear function keeps near 4 and a quadratic one takes to 16; a pair over
// the bound is measured again after a pause (another process's burst), and keeps its lowest ratio.

import { groupDigitText, groupDigits } from '../src/cli/format';

const SMALL = 16_000;
const LARGE = 4 * SMALL;
/** A linear function grows 4x; the bound leaves room for a loaded machine, a quadratic one grows 16x. */
const BOUND = 9;
const RUNS = 5;
const RETRIES = 3;
const RETRY_PAUSE_MS = 2000;
/** Calls timed together, so that a run is long enough to measure. */
const CALLS = 200;
/** Floor of a run's time: constant work is not growth. */
const FLOOR_MS = 0.5;

/** The fastest of RUNS runs of CALLS calls on `text`, in milliseconds. */
function fastest(text: string): number {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    for (let call = 0; call < CALLS; call++) groupDigitText(text);
    best = Math.min(best, performance.now() - start);
  }
  return Math.max(best, FLOOR_MS);
}

function growth(small: string, large: string): number {
  fastest(small); // warm-up: the JIT compiles the loop first
  return fastest(large) / fastest(small);
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('groupDigits', () => {
  test.each([
    [0, '0'], [7, '7'], [999, '999'], [1000, '1,000'], [-1000, '-1,000'], [-999, '-999'], [123456, '123,456'],
    [1234567, '1,234,567'], [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'], [1e21, '1e+21'], [NaN, 'NaN'],
  ])('groupDigits(%d) is %s', (count, text) => {
    expect(groupDigits(count)).toBe(text);
  });

  test('a bigint of thousands of digits: groups of three from the right, as Intl does', () => {
    const big = 10n ** 4000n + 12345n;
    const grouped = groupDigits(big);
    expect(grouped).toBe(new Intl.NumberFormat('en-US').format(big));
    expect(grouped.replace(/,/g, '')).toBe(String(big));
  });

  test(`time grows linearly: ${SMALL} and ${LARGE} digits`, async () => {
    const small = '9'.repeat(SMALL);
    const large = '9'.repeat(LARGE);
    let ratio = growth(small, large);
    for (let retry = 0; retry < RETRIES && ratio > BOUND; retry++) {
      await pause(RETRY_PAUSE_MS);
      ratio = Math.min(ratio, growth(small, large));
    }
    expect(ratio).toBeLessThan(BOUND);
  }, 120_000);
});
