// RFC 6570 templates in linear time (src/template/): parseTemplate and expandTemplate on templates
// and values of 50,000 and 500,000 characters, ten times the input at most ~12 times the time.
import { parseTemplate } from '../src/template/parse';
import { expandTemplate } from '../src/template/expand';
import { growthRatio } from './helpers/growth';

const ratio = (make: (n: number) => string, use: (input: string) => unknown): number => growthRatio(make, use, 12);

describe('growth', () => {
  const vars = { x: 'a b', list: ['1', '2'], keys: { k: 'v' } };
  test.each([
    ['literals', (n: number) => 'a/'.repeat(n / 2), (t: string) => expandTemplate(t, vars)],
    ['expressions', (n: number) => '{+x}{?list*}{keys}'.repeat(n / 18), (t: string) => expandTemplate(t, vars)],
    ['one long variable list', (n: number) => `{${'x,'.repeat(n / 2)}x}`, (t: string) => expandTemplate(t, vars)],
    ['a long varname', (n: number) => `{${'a.'.repeat(n / 2)}a}`, (t: string) => parseTemplate(t)],
    ['failing at the end after dotted names', (n: number) => `{${'a.'.repeat(n / 2)}`, (t: string) => parseTemplate(t)],
  ])('%s: 10x the input takes at most ~12x the time', (_name, make, use) => {
    expect(ratio(make, use)).toBeLessThanOrEqual(12);
  }, 120_000);

  test('a long value: 10x the value takes at most ~12x the time', () => {
    const expand = (value: string) => expandTemplate('{x}{+x:9999}{?x}', { x: value });
    expect(ratio((n) => 'é%20 a'.repeat(n / 6), expand)).toBeLessThanOrEqual(12);
  }, 120_000);
});
