// The whole-input patterns of the strict grammars' reference rules (scripts/regex.js, exported as
// RULE_PATTERNS by generated/rfc3986-patterns.ts and generated/rfc3987-patterns.ts) accept exactly what the PEG
// parsers accept, but for IP-literals, which they leave out (scripts/generator.js
// patternsLeaveOut): an input with "[" is never matched, the parser answers it. Checked on the
// corpora, the WPT inputs, mutated URLs, random strings over the characters that matter and
// hostile shapes. validate answers "valid" from a pattern match alone, so a pattern must never
// accept what its rule rejects.
import * as peggy from 'peggy';
import * as rfc3986 from '../generated/rfc3986';
import * as rfc3987 from '../generated/rfc3987';
import { RULE_PATTERNS as RFC3986_PATTERNS } from '../generated/rfc3986-patterns';
import { RULE_PATTERNS as RFC3987_PATTERNS } from '../generated/rfc3987-patterns';
import { matchRule, validate } from '../src';
import { ruleFailure, ruleMatches } from '../src/strict/parse';
import { random } from './helpers/random';
import { readDataText } from './helpers/test-data';
import { differentialCases } from './helpers/url-inputs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ruleRegex } = require('../scripts/regex') as { ruleRegex: (ast: unknown, rule: string, grammar: string, leftOut?: string[]) => string };


/** Whether the PEG parser of `grammar` matches the whole input from `rule`. */
function pegMatches(grammar: 'rfc3986' | 'rfc3987', rule: string, input: string): boolean {
  const parse = (grammar === 'rfc3986' ? rfc3986.parse : rfc3987.parse) as (text: string, options: { startRule: string }) => unknown;
  try {
    parse(input, { startRule: rule });
    return true;
  } catch {
    return false;
  }
}

const PATTERNS: readonly ['rfc3986' | 'rfc3987', string, RegExp][] = [
  ...Object.entries(RFC3986_PATTERNS).map(([rule, pattern]): ['rfc3986', string, RegExp] => ['rfc3986', rule, pattern]),
  ...Object.entries(RFC3987_PATTERNS).map(([rule, pattern]): ['rfc3987', string, RegExp] => ['rfc3987', rule, pattern]),
];

/** The inputs on which a pattern and its parser disagree (on an input with an IP-literal's "[", the pattern must not match). */
function disagreements(inputs: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const [grammar, rule, pattern] of PATTERNS) {
    for (const input of inputs) {
      const expected = input.includes('[') ? false : pegMatches(grammar, rule, input);
      if (pattern.test(input) !== expected) wrong.push(`${grammar} ${rule} ${JSON.stringify(input)}`);
    }
  }
  return wrong;
}

/** Random strings over the code points that decide URI syntax, `count` of them, up to `length` long. */
function randomStrings(seed: number, count: number, length: number): string[] {
  const next = random(seed);
  const alphabet = [...'aZ09-._~!$&\'()*+,;=:@/?#[]%vV', 'f', 'F', '.', ':', '%2', '%', 'é', '\u{E000}', '\u{10000}', '\uFFFE', '\uD800', ' ', '\\'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const size = Math.floor(next() * length);
    let text = next() < 0.5 ? '' : ['http://', '//', '/', 'a:', '[', 'http://['][Math.floor(next() * 6)];
    for (let k = 0; k < size; k++) text += alphabet[Math.floor(next() * alphabet.length)];
    out.push(text);
  }
  return out;
}

describe('RULE_PATTERNS agree with the PEG parsers', () => {
  test.each(['kasztp.txt', 'node_files.txt'])('on every URL of the corpus %s', (file) => {
    const lines = readDataText('corpus', file).split('\n');
    expect(disagreements(lines)).toEqual([]);
  });

  test('on the WPT inputs and 20,000 mutated URLs (seed 14)', () => {
    const inputs = differentialCases(14, 20000).map((c) => c.input);
    expect(disagreements(inputs)).toEqual([]);
  });

  test('on 30,000 random strings over the characters of URI syntax (seed 15)', () => {
    expect(disagreements(randomStrings(15, 30000, 24))).toEqual([]);
  });

  test('on IPv6 and IPvFuture literals, valid and not', () => {
    const hosts = ['::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1::8', '1:2:3:4:5:6:1.2.3.4',
      '::1.2.3.4', '1::1.2.3.4', '1:2:3:4:5:6:7:8:9', '1:::2', '12345::', '::256.1.1.1', '::1.2.3', 'v1.x', 'vF.a:b', 'v.x', 'v1.', '1:2:3:4:5:6:7'];
    const inputs = hosts.flatMap((host) => [`http://[${host}]/`, `//[${host}]`, `//u@[${host}]:80`]);
    expect(disagreements(inputs)).toEqual([]);
  });

  test('on hostile shapes at the length where the patterns stop being tried', () => {
    const shapes = ['%', '@', ':', '[', '/', '%2', 'a:', '//', '::', '@:', '1.'].flatMap((unit) => {
      const run = unit.repeat(Math.ceil(4090 / unit.length)).slice(0, 4090);
      return [run, `http://${run}`, `//${run}x%`, `a:${run}#`, `http://[${run}]`];
    });
    expect(disagreements(shapes)).toEqual([]);
  });
});

describe('validate and matchRule answer from a pattern match as from the parser', () => {
  test('valid inputs are valid with no errors; invalid ones keep the rule-level failure', () => {
    expect(validate('http://a.com/%41?q#f', { standard: 'rfc3986' })).toEqual({ valid: true, errors: [], errorCount: 0, failure: null });
    expect(matchRule('http://a.com/', { grammar: 'rfc3986', rule: 'URI' })).toEqual({ matched: true, failure: null });
    const failure = validate('http://a.com/%zz', { standard: 'rfc3986' }).failure;
    expect([failure?.code, failure?.offset, failure?.rule]).toEqual(['unexpected-code-point', 14, 'pct-encoded']);
    expect(validate('http://a.com/é', { standard: 'rfc3987', rule: 'IRI' }).valid).toBe(true);
    expect(validate('#f', { standard: 'rfc3986', rule: 'URI' }).valid).toBe(false);
  });

  test('a pattern is tried under either name of a rule, and an input past the limit goes to the parser', () => {
    const long = `http://a/${'b'.repeat(5000)}`;
    expect(validate(long, { standard: 'rfc3986', rule: 'absolute_URI' }).valid).toBe(true);
    expect(validate(`${long}%`, { standard: 'rfc3986', rule: 'absolute-URI' }).failure?.offset).toBe(long.length + 1);
  });

  test('an IP-literal, left out of the patterns, is answered by the parser', () => {
    expect(RFC3986_PATTERNS.URI_reference.test('http://[::1]/')).toBe(false);
    expect(validate('http://[::1]:80/a', { standard: 'rfc3986' })).toEqual({ valid: true, errors: [], errorCount: 0, failure: null });
    expect(validate('//[v1.x]', { standard: 'rfc3987' }).valid).toBe(true);
    const failure = validate('http://[::1/', { standard: 'rfc3986' }).failure;
    expect([failure?.code, failure?.offset]).toEqual(['unexpected-code-point', 11]);
    expect(validate('http://1.2.3.4:8/', { standard: 'rfc3986' }).valid).toBe(true);
  });

  test('ruleMatches (no failure made) says what ruleFailure says, IP-literals and inputs past the limit included', () => {
    const inputs = [
      ...differentialCases(16, 2000).map((c) => c.input), 'http://[::1]/', 'http://[::1/', '//[v1.x]', 'http://1.2.3.4:8/',
      `http://a/${'b'.repeat(5000)}`, `http://a/${'b'.repeat(5000)}%`, `http://[${'1:'.repeat(3000)}]/`,
    ];
    const rules = [['rfc3986', 'URI'], ['rfc3986', 'URI-reference'], ['rfc3987', 'IRI'], ['rfc3987', 'IRI-reference'], ['rfc3986', 'IPv6address'], ['rfc3986', undefined]] as const;
    const wrong = rules.flatMap(([grammar, rule]) => inputs.filter((input) => ruleMatches(input, grammar, rule) !== (ruleFailure(input, grammar, rule) === null)));
    expect(wrong).toEqual([]);
    expect(inputs.filter((input) => ruleMatches(input, 'rfc3986', 'URI')).length).toBeGreaterThan(500);
  });
});

describe('scripts/regex.js refuses what it cannot translate', () => {
  const translate = (text: string): string => ruleRegex(peggy.parser.parse(text, { reservedWords: peggy.RESERVED_WORDS }), 'start', 'test');

  test('a recursive rule, a semantic predicate, a non-constant bound', () => {
    expect(() => translate('start = "(" start ")" / "x"')).toThrow('regex: rule start of grammar/test.pegjs is recursive');
    expect(() => translate('start = &{ return true; } "x"')).toThrow('regex: a semantic_and cannot be translated (grammar/test.pegjs)');
    expect(() => translate('start = n:"1" "x"|n|')).toThrow('regex: a max bound that is not a constant cannot be translated (grammar/test.pegjs)');
  });

  test('a rule left out matches nothing: its alternative goes, a sequence with it fails', () => {
    const grammar = peggy.parser.parse('start = (a "!" / b) "."\na = "x"\nb = "y"', { reservedWords: peggy.RESERVED_WORDS });
    expect(ruleRegex(grammar, 'start', 'test', ['a'])).toBe('^(?:y\\.)$');
    expect(() => ruleRegex(grammar, 'start', 'test', ['c'])).toThrow('regex: no rule c in grammar/test.pegjs to leave out');
  });

  test('classes, literals and repetitions as regex syntax', () => {
    expect(translate('start = "a"i [b-c]i "/" x|2..3| x|..4| x|5|\nx = "."')).toBe('^(?:[aA][b-cBC]\\/\\.{2,3}\\.{0,4}\\.{5})$');
    expect(translate('start = ("a" / [bc] / "de")*')).toBe('^(?:(?:[abc]|de)*)$');
  });

  test('an optional part ending in one code unit is guarded by a lookahead, except inside a repetition', () => {
    expect(translate('start = (u "@")? "h"\nu = ([a-z] / "%" [0-9])*')).toBe('^(?:(?:(?=[a-z%0-9]*@)(?:(?:[a-z]|%[0-9])*@))?h)$');
    expect(translate('start = ((u "@")? "h")*\nu = [a-z]*')).toBe('^(?:(?:(?:[a-z]*@)?h)*)$');
    expect(translate('start = (. "@")? "h"')).toBe('^(?:(?:[^]@)?h)$');
  });
});
