// The facts the grammars share with the code (scripts/facts.js): what the generator writes into a
// grammar matches the TypeScript definition on every code point, and a wrong use fails generation.
import * as path from 'node:path';
import * as peggy from 'peggy';
import { isIprivate, isUcschar, isURLCodePoint } from '../src/core/code-points';
import { SPECIAL_SCHEMES } from '../src/core/schemes';
import { EncodeSet, inEncodeSet } from '../src/core/characters';
import { START_RULES as URL_START_RULES, isStartRule as isURLStartRule } from '../generated/url';
import { isStartRule as isRFC3986StartRule } from '../generated/rfc3986';

type InjectFacts = (text: string, names: readonly string[], grammar: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { injectFacts } = require('../scripts/facts') as { injectFacts: InjectFacts };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { generateParser, GRAMMARS } = require('../scripts/generator') as {
  generateParser: (grammarPath: string) => string;
  GRAMMARS: Record<string, { startRules: Record<string, string> | 'all' }>;
};

/** A parser of `expression` (with facts written in) that returns whether the whole input matches. */
function matcher(expression: string, facts: readonly string[]): (input: string) => boolean {
  const grammar = injectFacts(`start\n  = ${expression} !. { return true; }\n  / .* { return false; }\n`, facts, 'test');
  const parser = peggy.generate(grammar);
  return (input: string): boolean => parser.parse(input) as boolean;
}

/** Every code point, as a string (a lone surrogate as itself). */
function* codePoints(): Generator<[number, string]> {
  for (let cp = 0; cp <= 0x10ffff; cp++) yield [cp, String.fromCodePoint(cp)];
}

describe('injected code point classes equal the TypeScript predicates', () => {
  test('URL code point: every code unit (surrogates are no members)', () => {
    const isMember = matcher('[<<URL code point>>]', ['URL code point']);
    const wrong: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const expected = unit < 0xd800 || unit > 0xdfff ? isURLCodePoint(unit) : false;
      if (isMember(String.fromCharCode(unit)) !== expected) wrong.push(unit);
    }
    expect(wrong).toEqual([]);
  });

  test('ASCII URL code point: the ASCII URL code points', () => {
    const isMember = matcher('[<<ASCII URL code point>>]', ['ASCII URL code point']);
    const wrong: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) if (isMember(String.fromCharCode(unit)) !== (unit < 0x80 && isURLCodePoint(unit))) wrong.push(unit);
    expect(wrong).toEqual([]);
  });

  test.each([
    ['path', EncodeSet.Path],
    ['special-query', EncodeSet.SpecialQuery],
    ['fragment', EncodeSet.Fragment],
  ])('ASCII URL code point outside the %s percent-encode set', (name, set) => {
    const fact = `ASCII URL code point outside the ${name} percent-encode set`;
    const isMember = matcher(`[<<${fact}>>]`, [fact]);
    const wrong: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const expected = unit < 0x80 && isURLCodePoint(unit) && !inEncodeSet(unit, set);
      if (isMember(String.fromCharCode(unit)) !== expected) wrong.push(unit);
    }
    expect(wrong).toEqual([]);
  });

  test('except removes exactly the listed members', () => {
    const isMember = matcher('[<<URL code point except "/", "?">>]', ['URL code point']);
    for (let unit = 0; unit < 0x80; unit++) {
      const c = String.fromCharCode(unit);
      expect([c, isMember(c)]).toEqual([c, isURLCodePoint(unit) && c !== '/' && c !== '?']);
    }
  });

  test.each([
    ['ucschar', isUcschar],
    ['iprivate', isIprivate],
  ])('%s: every code point U+0000 to U+10FFFF', (name, predicate) => {
    const isMember = matcher(`<<${name}>>`, [name]);
    const wrong: number[] = [];
    for (const [cp, text] of codePoints()) if (isMember(text) !== predicate(cp)) wrong.push(cp);
    expect(wrong).toEqual([]);
    // A surrogate pair in the wrong order is no code point.
    expect(isMember('\uDC00\uD800')).toBe(false);
  });

  test('special scheme: the special schemes, longest first', () => {
    const grammar = injectFacts('start = <<special scheme except "file">>\n', ['special scheme'], 'test');
    const literals = /start = (.*)/.exec(grammar)?.[1].split(' / ').map((literal) => JSON.parse(literal) as string);
    expect(new Set(literals)).toEqual(new Set([...SPECIAL_SCHEMES.keys()].filter((s) => s !== 'file')));
    literals?.forEach((s, i) => expect(literals.slice(i + 1).some((later) => later.startsWith(s))).toBe(false));
  });
});

describe('a wrong use of a fact fails generation', () => {
  const inject = (text: string, names: readonly string[] = ['URL code point']) => () => injectFacts(text, names, 'test');

  test('an unknown fact', () => {
    expect(inject('a = [<<URL codepoint>>]')).toThrow(/unknown fact "URL codepoint"/);
  });

  test('a fact the settings do not list', () => {
    expect(inject('a = <<ucschar>>')).toThrow(/not listed/);
  });

  test('a listed fact the grammar does not use', () => {
    expect(inject('a = [<<URL code point>>]', ['URL code point', 'ucschar'])).toThrow(/never uses: ucschar/);
  });

  test('an unknown fact in the settings', () => {
    expect(inject('a = "x"', ['URL code points'])).toThrow(/unknown fact "URL code points"/);
  });

  test('a class fact outside a class, an expression fact inside one', () => {
    expect(inject('a = <<URL code point>>')).toThrow(/must be written \[<<name>>\]/);
    expect(inject('a = [<<ucschar>>]', ['ucschar'])).toThrow(/must be written <<name>>/);
  });

  test('an exception that is no member, or not a JSON string', () => {
    expect(inject('a = [<<URL code point except "%">>]')).toThrow(/"%" is not one member/);
    expect(inject('a = [<<URL code point except />>]')).toThrow(/JSON strings/);
    expect(inject('a = <<special scheme except "gopher">>', ['special scheme'])).toThrow(/"gopher" is not in/);
  });

  test('comment lines are left as written', () => {
    expect(injectFacts('// [<<no such fact>>]\na = "x"\n', [], 'test')).toBe('// [<<no such fact>>]\na = "x"\n');
  });

  test('a grammar without settings', () => {
    expect(() => generateParser(path.join(__dirname, 'no-such-grammar.pegjs'))).toThrow(/no settings for grammar\/no-such-grammar.pegjs/);
  });
});

describe('start rules are declared once (scripts/generator.js) and generated', () => {
  test('generated/url.ts START_RULES are the settings', () => {
    expect([...URL_START_RULES]).toEqual(Object.keys(GRAMMARS.url.startRules));
  });

  test('isStartRule knows the rules, and no name of Object.prototype', () => {
    expect(isURLStartRule('authority_only')).toBe(true);
    expect(isURLStartRule('segment')).toBe(false);
    expect(isRFC3986StartRule('URI_reference')).toBe(true);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(isRFC3986StartRule(name)).toBe(false);
  });
});
