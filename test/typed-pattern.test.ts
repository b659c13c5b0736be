// The typed fast path reads grammar/normalized.pegjs typed_web_url and typed_file_url (and the
// kept one kept_web_url) through their regular expressions (scripts/regex.js captureRegex,
// exported as CAPTURE_PATTERNS): each
// must match exactly what a parser generated from the same rule matches, and typed_url (file
// first for "f" or "F", then web) what the two do in that order. Checked on the corpora, their
// upper-case and mutated forms, the differential inputs, random strings over the code points
// that delimit the parts, and hostile shapes (which must also take linear time: see growth.test.ts).
import * as path from 'node:path';
import * as peggy from 'peggy';
import { CAPTURE_PATTERNS } from '../generated/normalized';
import { random } from './helpers/random';
import { readDataText } from './helpers/test-data';
import { differentialCases } from './helpers/url-inputs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { grammarOf } = require('../scripts/generator') as { grammarOf: (grammarPath: string) => { text: string } };


type TypedRule = 'typed_url' | 'typed_web_url' | 'typed_file_url' | 'kept_web_url';

// The grammar's parser of the typed rules (the shipped parser leaves them out: the fast path only
// reads their patterns), from the text scripts/generate.js compiles (facts written in).
const TYPED_PARSER = peggy.generate(grammarOf(path.resolve(__dirname, '../grammar/normalized.pegjs')).text, {
  allowedStartRules: ['typed_url', 'typed_web_url', 'typed_file_url', 'kept_web_url'],
});

function pegMatches(rule: TypedRule, input: string): boolean {
  try {
    TYPED_PARSER.parse(input, { startRule: rule });
    return true;
  } catch (error) {
    if (error instanceof TYPED_PARSER.SyntaxError) return false;
    throw error;
  }
}

function patternMatches(rule: TypedRule, input: string): boolean {
  if (rule === 'kept_web_url') return CAPTURE_PATTERNS.kept_web_url.pattern.test(input);
  const file = CAPTURE_PATTERNS.typed_file_url.pattern.test(input);
  const web = CAPTURE_PATTERNS.typed_web_url.pattern.test(input);
  if (rule === 'typed_file_url') return file;
  if (rule === 'typed_web_url') return web;
  return ((input.charCodeAt(0) | 0x20) === 0x66 && file) || web;
}

function disagreements(inputs: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const rule of ['typed_url', 'typed_web_url', 'typed_file_url', 'kept_web_url'] as const) {
    for (const input of inputs) if (patternMatches(rule, input) !== pegMatches(rule, input)) wrong.push(`${rule} ${JSON.stringify(input)}`);
  }
  return wrong;
}

/** The time of both patterns on `large` over that on `small`, the better of five tries (each long enough to measure). */
function growthRatio(small: string, large: string): number {
  const time = (input: string, runs: number): number => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) {
      CAPTURE_PATTERNS.typed_web_url.pattern.exec(input);
      CAPTURE_PATTERNS.typed_file_url.pattern.exec(input);
      CAPTURE_PATTERNS.kept_web_url.pattern.exec(input);
    }
    return Number(process.hrtime.bigint() - start);
  };
  let best = Infinity;
  for (let attempt = 0; attempt < 5 && best > 12; attempt++) {
    time(small, 200);
    time(large, 20);
    best = Math.min(best, time(large, 200) / time(small, 200));
  }
  return best;
}

function corpus(file: string): string[] {
  return readDataText('corpus', file).split('\n').filter((line) => line !== '');
}

describe('the typed_url and kept_web_url patterns match what the grammar matches', () => {
  test.each(['kasztp.txt', 'node_files.txt'])('on the corpus %s, as is, upper-cased and with backslashes', (file) => {
    const lines = corpus(file).slice(0, 4000);
    const inputs = lines.flatMap((line) => [line, line.toUpperCase(), line.replace(/\//g, '\\'), `${line} x`]);
    expect(disagreements(inputs)).toEqual([]);
    expect(inputs.filter((input) => patternMatches('typed_url', input)).length).toBeGreaterThan(inputs.length / 2);
  });

  test('on 10,000 differential inputs', () => {
    const inputs = [...differentialCases(31, 10000)].map(({ input }) => input);
    expect(disagreements(inputs)).toEqual([]);
  });

  test('on random strings over the delimiting code points', () => {
    const next = random(4099);
    const alphabet = ['a', 'Z', '0', '9', '-', '.', '..', '/', '\\', ':', '?', '#', '@', '[', ']', '%', '%2e', '%2E', '|', ' ', '\t', '\n', 'é', '\uD800', "'", '`', '^', 'localhost'];
    const starts = ['http://', 'HTTP:\\\\', 'file://', 'FILE:/\\', 'file:', 'ws:/', 'x://', ''];
    const inputs: string[] = [];
    for (let i = 0; i < 20000; i++) {
      let text = starts[Math.floor(next() * starts.length)];
      for (let k = Math.floor(next() * 14); k > 0; k--) text += alphabet[Math.floor(next() * alphabet.length)];
      inputs.push(text);
    }
    expect(disagreements(inputs)).toEqual([]);
  });

  test('on hostile shapes', () => {
    const inputs = [
      `http://${'a'.repeat(5000)}`, `http://${'a.'.repeat(5000)}\t`, `http://a${'/b'.repeat(5000)}\t`, `http://a${'/.'.repeat(5000)}x`,
      `file://${'a'.repeat(5000)}:`, `http://a/${'%'.repeat(5000)}`, `http://a?${'?'.repeat(5000)}#${'#'.repeat(5000)}`,
      `http:${'/'.repeat(5000)}a`, `http://a:${'1'.repeat(5000)}x`,
    ];
    expect(disagreements(inputs)).toEqual([]);
  });

  test('take time linear in the input on hostile shapes, up to the longest input they are given', () => {
    // parseTypedText gives the patterns inputs of up to 4,096 code units: 400 and 4,000 here.
    const shapes: ((n: number) => string)[] = [
      (n) => `http://h${'/a'.repeat(n / 2)}\tx`, (n) => `file://h${'/a'.repeat(n / 2)}\tx`, (n) => `http://h${'/.'.repeat(n / 2)} `,
      (n) => `http://${'a'.repeat(n)} `, (n) => `http://h/?${'a'.repeat(n)}#${'b'.repeat(n)} `, (n) => `http:${'\\'.repeat(n)}`,
      (n) => `http://h${':'.repeat(n)}`, (n) => `http://h/${'%'.repeat(n)}\t`, (n) => `HTTP://${'a.'.repeat(n / 2)}/${'é'.repeat(n)}`,
    ];
    for (const shape of shapes) {
      const ratio = growthRatio(shape(400), shape(4000));
      expect({ input: shape(8).slice(0, 24), ratio: ratio <= 12 }).toEqual({ input: shape(8).slice(0, 24), ratio: true });
    }
  });

  test('capture groups name each part', () => {
    const web = CAPTURE_PATTERNS.typed_web_url;
    const match = web.pattern.exec('HTTP:\\\\Ex.com:080/a b?c d#e');
    expect(match).not.toBeNull();
    const parts = Object.fromEntries(Object.entries(web.groups).map(([label, group]) => [label, (match as RegExpExecArray)[group]]));
    expect(parts).toEqual({
      scheme: 'HTTP', slashes: '\\\\', keptHost: undefined, host: 'Ex.com', port: '080', keptPath: '/a', pathRest: ' b', path: undefined,
      keptQuery: 'c', queryRest: ' d', keptFragment: 'e', fragmentRest: '',
    });
    const kept = web.pattern.exec('https://ex.com/a/b?c#d') as RegExpExecArray;
    expect([kept[web.groups.keptHost], kept[web.groups.keptPath], kept[web.groups.keptQuery], kept[web.groups.keptFragment]]).toEqual(['ex.com', '/a/b', 'c', 'd']);
    const dots = web.pattern.exec('http://ex.com/a/../b%2e/.%2E?c') as RegExpExecArray;
    expect([dots[web.groups.keptPath], dots[web.groups.pathRest], dots[web.groups.path]]).toEqual(['/a', '/../b%2e/.%2E', undefined]);
    // A file URL's two slashes are no capture (as-typed.ts looks at them in the input).
    const file = CAPTURE_PATTERNS.typed_file_url;
    expect(Object.keys(file.groups)).not.toContain('slashes');
    const written = file.pattern.exec('FILE:\\\\Host\\a') as RegExpExecArray;
    expect([written[file.groups.scheme], written[file.groups.host], written[file.groups.path]]).toEqual(['FILE', 'Host', '\\a']);
  });
});
