// RFC 6570 URI templates (src/template/): the uritemplate-test project's cases
// (uri-templates/uritemplate-test, Apache-2.0, pinned in test/test-data.lock.json: ../shared/uritemplate/
// or what `npm run fetch-test-data` downloads) and the failures' codes and offsets (linear growth:
// test/template-growth.test.ts).
import { parseTemplate } from '../src/template/parse';
import { expandTemplate } from '../src/template/expand';
import type { TemplateValue } from '../src/template/types';
import { readDataText } from './helpers/test-data';

type Expected = string | string[] | false;
interface Group {
  readonly level?: number;
  readonly variables: Record<string, TemplateValue>;
  readonly testcases: [string, Expected][];
}

const read = (file: string): Record<string, Group> => JSON.parse(readDataText('uritemplate', file)) as Record<string, Group>;

/** [file, group, template, expected, variables] for every case of a file. */
function cases(file: string): [string, string, string, Expected, Record<string, TemplateValue>][] {
  return Object.entries(read(file)).flatMap(([group, { variables, testcases }]) => testcases.map(([template, expected]): [string, string, string, Expected, Record<string, TemplateValue>] => [file, group, template, expected, variables]));
}

const ALL = ['spec-examples.json', 'spec-examples-by-section.json', 'negative-tests.json'].flatMap(cases);

/** The expansion, or the thrown error. */
function attempt(template: string, variables: Record<string, TemplateValue>): string | Error {
  try {
    return expandTemplate(template, variables);
  } catch (error) {
    return error as Error;
  }
}

describe('uritemplate-test', () => {
  test('the files hold the cases counted (64 + 117 + 36)', () => {
    expect(['spec-examples.json', 'spec-examples-by-section.json', 'negative-tests.json'].map((f) => cases(f).length)).toEqual([64, 117, 36]);
  });

  test.each(ALL)('%s %s: %s', (_file, _group, template, expected, variables) => {
    const result = attempt(template, variables);
    if (expected === false) {
      expect(result).toBeInstanceOf(TypeError);
      expect(typeof (result as Error & { code?: unknown }).code).toBe('string');
      expect(typeof (result as Error & { offset?: unknown }).offset).toBe('number');
      return;
    }
    const acceptable = Array.isArray(expected) ? expected : [expected];
    expect(acceptable).toContain(result);
    // The same through a parsed template.
    const parsed = parseTemplate(template);
    expect(parsed.failure).toBeNull();
    expect(expandTemplate(parsed.template!, variables)).toBe(result);
  });
});

describe('parseTemplate', () => {
  test('literals and expressions with operators, modifiers and offsets', () => {
    expect(parseTemplate('a{+x,y:3,z*}b%20')).toEqual({
      template: {
        source: 'a{+x,y:3,z*}b%20',
        parts: [
          { type: 'literal', text: 'a', offset: 0, length: 1 },
          {
            type: 'expression', operator: '+', offset: 1, length: 11, variables: [
              { name: 'x', prefix: null, explode: false, offset: 3, length: 1 },
              { name: 'y', prefix: 3, explode: false, offset: 5, length: 3 },
              { name: 'z', prefix: null, explode: true, offset: 9, length: 2 },
            ],
          },
          { type: 'literal', text: 'b%20', offset: 12, length: 4 },
        ],
      },
      failure: null,
    });
  });

  test.each([
    // [template, code, offset, rule]
    ['{/id*', 'unexpected-end-of-input', 5, 'expression'],
    ['/id*}', 'unexpected-code-point', 4, 'URI-Template'],
    ['{hello:2*}', 'unexpected-code-point', 8, 'expression'],
    ['{with space}', 'unexpected-code-point', 5, 'expression'],
    ['{ leading_space}', 'unexpected-code-point', 1, 'expression'],
    ['{=path}', 'unexpected-code-point', 1, 'operator'],
    ['{|var*}', 'unexpected-code-point', 1, 'operator'],
    ['{$var}', 'unexpected-code-point', 1, 'expression'],
    ['{var:0}', 'unexpected-code-point', 5, 'max-length'],
    ['{var:01}', 'unexpected-code-point', 5, 'max-length'],
    ['{var:10000}', 'unexpected-code-point', 9, 'expression'],
    ['{var:}', 'unexpected-code-point', 5, 'max-length'],
    ['{x.}', 'unexpected-code-point', 3, 'varchar'],
    ['{x..y}', 'unexpected-code-point', 3, 'varchar'],
    ['{%2x}', 'unexpected-code-point', 3, 'pct-encoded'],
    ['%zz', 'unexpected-code-point', 1, 'pct-encoded'],
    ['a b', 'unexpected-code-point', 1, 'URI-Template'],
    ['x\ud800y', 'unexpected-code-point', 1, 'URI-Template'],
  ])('%j fails: %s at %d in %s', (template, code, offset, rule) => {
    const { template: parsed, failure } = parseTemplate(template);
    expect(parsed).toBeNull();
    expect(failure).toMatchObject({ code, offset, rule });
    expect(failure!.message).toContain(`offset ${offset}`);
  });

  test('expandTemplate throws the parse failure as a TypeError with its code and offset', () => {
    expect(() => expandTemplate('{var:10000}', {})).toThrow(expect.objectContaining({ name: 'TypeError', code: 'unexpected-code-point', offset: 9, input: '{var:10000}' }));
    expect(() => expandTemplate('{+keys:1}', { keys: { a: '1' } })).toThrow(expect.objectContaining({ code: 'prefix-on-composite', offset: 2 }));
  });

  test('non-ASCII, supplementary and private-use literals are allowed, and percent-encoded on expansion', () => {
    expect(parseTemplate('\u00e9\u{1f600}\ue000').failure).toBeNull();
    expect(expandTemplate('\u00e9/{x}', { x: 'y' })).toBe('%C3%A9/y');
  });
});

describe('expandTemplate', () => {
  test('prefix counts code points, never splits a surrogate pair or a pct-encoded triplet under +', () => {
    expect(expandTemplate('{x:2}', { x: '\u{1f600}ab' })).toBe('%F0%9F%98%80a');
    expect(expandTemplate('{+x:2}', { x: '%C3a%20' })).toBe('%C3a');
    expect(expandTemplate('{x:2}', { x: '%C3a' })).toBe('%25C');
  });

  test('undefined values: null, undefined, empty lists, objects of only undefined members', () => {
    const variables = { a: null, b: undefined, c: [], d: {}, e: { k: null } };
    expect(expandTemplate('{?a,b,c,d,e,f}', variables)).toBe('');
    expect(expandTemplate('X{;a,c,z}', { ...variables, z: '' })).toBe('X;z');
  });

  test('numbers and booleans are written as strings; lone surrogates as U+FFFD', () => {
    expect(expandTemplate('{?n,t}', { n: 5, t: true })).toBe('?n=5&t=true');
    expect(expandTemplate('{x}', { x: 'a\ud800' })).toBe('a%EF%BF%BD');
  });

  test('a wrong variables argument is an OptionError', () => {
    for (const bad of [null, 'x', [1], { x: { y: { z: 1 } } }, { x: [[1]] }, { x: () => 1 }]) {
      expect(() => expandTemplate('{x}', bad as never)).toThrow(expect.objectContaining({ name: 'TypeError', code: 'invalid-option' }));
    }
  });

  test('never throws anything but a TypeError on any string', () => {
    let seed = 1;
    const random = (n: number): number => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const alphabet = ['{', '}', ',', ':', '*', '.', '%', '2', '0', 'a', '+', '#', '/', ';', '?', '&', '=', ' ', '\ud800', '\u00e9'];
    for (let i = 0; i < 2000; i++) {
      const template = Array.from({ length: random(12) }, () => alphabet[random(alphabet.length)]).join('');
      const result = attempt(template, { a: 'x', aa: ['1', '2'] });
      if (result instanceof Error) expect(result).toBeInstanceOf(TypeError);
      expect(() => parseTemplate(template)).not.toThrow();
    }
  });
});
