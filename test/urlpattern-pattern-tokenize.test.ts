// The URL Pattern Standard's tokenizer (https://urlpattern.spec.whatwg.org/#tokenizing), both
// policies, the escaping of regexp and pattern strings, and the error codes with their offsets.

import { tokenize, isValidNameCodePoint } from '../src/urlpattern/tokenize';
import { escapePatternString, escapeRegExpString } from '../src/urlpattern/escape';
import { URLPATTERN_ERROR_CODES, patternStringError } from '../src/urlpattern/errors';
import type { Token, TokenizePolicy } from '../src/urlpattern/types';
import { failure } from './helpers/urlpattern-failure';

/** Tokens as [type, index, value] triples, shorter to read. */
function triples(input: string, policy: TokenizePolicy): [string, number, string][] {
  return tokenize(input, policy).map((token: Token): [string, number, string] => [token.type, token.index, token.value]);
}

describe('tokenize: every token type', () => {
  test.each<[string, [string, number, string][]]>([
    ['{', [['open', 0, '{'], ['end', 1, '']]],
    ['}', [['close', 0, '}'], ['end', 1, '']]],
    ['(a|b)', [['regexp', 0, 'a|b'], ['end', 5, '']]],
    [':id', [['name', 0, 'id'], ['end', 3, '']]],
    ['a', [['char', 0, 'a'], ['end', 1, '']]],
    ['\\:', [['escaped-char', 0, ':'], ['end', 2, '']]],
    ['?+', [['other-modifier', 0, '?'], ['other-modifier', 1, '+'], ['end', 2, '']]],
    ['*', [['asterisk', 0, '*'], ['end', 1, '']]],
    ['', [['end', 0, '']]],
  ])('%j', (input, expected) => {
    expect(triples(input, 'strict')).toEqual(expected);
    expect(triples(input, 'lenient')).toEqual(expected);
  });

  test('the standard\'s example "/:foo(bar)?": char, name, regexp, modifier', () => {
    expect(triples('/:foo(bar)?', 'strict')).toEqual([
      ['char', 0, '/'], ['name', 1, 'foo'], ['regexp', 5, 'bar'], ['other-modifier', 10, '?'], ['end', 11, ''],
    ]);
  });

  test('a group, a wildcard and escapes', () => {
    expect(triples('{a:b(\\d+)c}*\\*', 'strict')).toEqual([
      ['open', 0, '{'], ['char', 1, 'a'], ['name', 2, 'b'], ['regexp', 4, '\\d+'], ['char', 9, 'c'], ['close', 10, '}'],
      ['asterisk', 11, '*'], ['escaped-char', 12, '*'], ['end', 14, ''],
    ]);
  });

  test('regexp tokens: nested non-capturing groups, escaped parentheses, a ")" closing the outer group', () => {
    expect(triples('((?:a(?=b))\\))c)', 'strict')).toEqual([['regexp', 0, '(?:a(?=b))\\)'], ['char', 14, 'c'], ['char', 15, ')'], ['end', 16, '']]);
  });

  test('names: identifier code points, astral ones too; a name ends at the first code point that is not one', () => {
    expect(triples(':a$_1-', 'strict')).toEqual([['name', 0, 'a$_1'], ['char', 5, '-'], ['end', 6, '']]);
    expect(triples(':café/', 'strict')).toEqual([['name', 0, 'café'], ['char', 5, '/'], ['end', 6, '']]);
    expect(triples(':\u{1d465}\u200d', 'strict')).toEqual([['name', 0, '\u{1d465}\u200d'], ['end', 4, '']]);
    expect(triples('é\u{1F600}', 'strict')).toEqual([['char', 0, 'é'], ['char', 1, '\u{1F600}'], ['end', 3, '']]);
  });

  test('offsets are UTF-16 offsets', () => {
    expect(triples('\u{1F600}:x', 'strict')).toEqual([['char', 0, '\u{1F600}'], ['name', 2, 'x'], ['end', 4, '']]);
  });
});

describe('tokenize: the lenient policy makes invalid-char tokens and resumes after their first code point', () => {
  test.each<[string, [string, number, string][]]>([
    ['a\\', [['char', 0, 'a'], ['invalid-char', 1, '\\'], ['end', 2, '']]],
    [':', [['invalid-char', 0, ':'], ['end', 1, '']]],
    [':1', [['invalid-char', 0, ':'], ['char', 1, '1'], ['end', 2, '']]],
    ['(', [['invalid-char', 0, '('], ['end', 1, '']]],
    ['()', [['invalid-char', 0, '('], ['char', 1, ')'], ['end', 2, '']]],
    ['(?x)', [['invalid-char', 0, '('], ['other-modifier', 1, '?'], ['char', 2, 'x'], ['char', 3, ')'], ['end', 4, '']]],
    ['(é)', [['invalid-char', 0, '('], ['char', 1, 'é'], ['char', 2, ')'], ['end', 3, '']]],
    ['(\\é)', [['invalid-char', 0, '('], ['escaped-char', 1, 'é'], ['char', 3, ')'], ['end', 4, '']]],
    ['(a\\', [['invalid-char', 0, '('], ['char', 1, 'a'], ['invalid-char', 2, '\\'], ['end', 3, '']]],
    ['(a(b)', [['invalid-char', 0, '('], ['char', 1, 'a'], ['regexp', 2, 'b'], ['end', 5, '']]],
    ['(a(', [['invalid-char', 0, '('], ['char', 1, 'a'], ['invalid-char', 2, '('], ['end', 3, '']]],
    ['(a(?:b)', [['invalid-char', 0, '('], ['char', 1, 'a'], ['invalid-char', 2, '('], ['other-modifier', 3, '?'], ['name', 4, 'b'], ['char', 6, ')'], ['end', 7, '']]],
  ])('%j', (input, expected) => {
    expect(triples(input, 'lenient')).toEqual(expected);
  });
});

describe('tokenize: the strict policy throws a TypeError with a code and the culprit\'s offset', () => {
  test.each<[string, string, number]>([
    ['/a\\', 'escape-at-end', 2],
    ['/:/', 'invalid-name', 1],
    ['/:1', 'invalid-name', 1],
    ['/(é)', 'regexp-non-ASCII', 2],
    ['/(ab\\é)', 'regexp-non-ASCII', 5],
    ['/(a\u{1F600})', 'regexp-non-ASCII', 3],
    ['/(?x)', 'regexp-leading-question-mark', 2],
    ['/(a\\', 'regexp-escape-at-end', 3],
    ['/(a(b))', 'regexp-capturing-group', 3],
    ['/(a(', 'regexp-unclosed', 1],
    ['/(a(?:b)', 'regexp-unclosed', 1],
    ['/()', 'regexp-empty', 1],
  ])('%j: %s at %d', (input, code, offset) => {
    const error = failure(() => tokenize(input, 'strict'));
    expect(error).toMatchObject({ code, offset, input });
    expect(URLPATTERN_ERROR_CODES).toContain(code);
    expect(error.message).toContain(`at offset ${offset}`);
    expect(() => tokenize(input, 'lenient')).not.toThrow();
  });

  test('messages name the culprit', () => {
    expect(failure(() => tokenize('/(é)', 'strict')).message).toBe('URLPattern: pattern string "/(é)": non-ASCII code point "é" in a regexp group at offset 2');
    expect(failure(() => tokenize('/:-', 'strict')).message).toBe('URLPattern: pattern string "/:-": ":" is not followed by a group name ("-" cannot start a JavaScript identifier) at offset 1');
  });
});

describe('tokenize never throws under the lenient policy and covers its input', () => {
  const ALPHABET = ['a', 'é', '\u{1F600}', ':', '(', ')', '?', '\\', '{', '}', '*', '+', '/', '1'];
  test('every string of up to 4 code points of a small alphabet', () => {
    let count = 0;
    const wrong: string[] = []; // one expect at the end: 41,000 strings, a few tokens each
    const visit = (prefix: string, depth: number): void => {
      const tokens = tokenize(prefix, 'lenient');
      count++;
      // Tokens are in order, start where the previous one ended, and the end token is at the length.
      for (let i = 1; i < tokens.length; i++) if (!(tokens[i].index > tokens[i - 1].index)) wrong.push(`${JSON.stringify(prefix)}: token ${i} out of order`);
      const end = tokens[tokens.length - 1];
      if (end.type !== 'end' || end.index !== prefix.length || end.value !== '') wrong.push(`${JSON.stringify(prefix)}: last token ${JSON.stringify(end)}`);
      if (depth === 0) return;
      for (const c of ALPHABET) visit(prefix + c, depth - 1);
    };
    visit('', 4);
    expect(wrong).toEqual([]);
    expect(count).toBe(1 + 14 + 14 ** 2 + 14 ** 3 + 14 ** 4);
  });
});

describe('is a valid name code point: ECMAScript IdentifierStart and IdentifierPart', () => {
  test('ASCII agrees with the Unicode properties', () => {
    for (let c = 0; c < 0x80; c++) {
      const text = String.fromCharCode(c);
      expect(isValidNameCodePoint(c, true)).toBe(/[\p{ID_Start}$_]/u.test(text));
      expect(isValidNameCodePoint(c, false)).toBe(/[\p{ID_Continue}$]/u.test(text));
    }
  });

  test('ZWNJ and ZWJ continue a name but do not start one; digits likewise', () => {
    for (const c of [0x200c, 0x200d, 0x30, 0x0660]) {
      expect(isValidNameCodePoint(c, true)).toBe(false);
      expect(isValidNameCodePoint(c, false)).toBe(true);
    }
    expect(isValidNameCodePoint(0x1d465, true)).toBe(true);
    expect(isValidNameCodePoint(0x1f600, false)).toBe(false);
  });
});

describe('escaping', () => {
  test('escape a regexp string: the standard\'s fifteen code points', () => {
    expect(escapeRegExpString('.+*?^${}()[]|/\\')).toBe('\\.\\+\\*\\?\\^\\$\\{\\}\\(\\)\\[\\]\\|\\/\\\\');
    expect(escapeRegExpString('a-b:c#d&=')).toBe('a-b:c#d&=');
    const specials = new Set('.+*?^${}()[]|/\\');
    for (let c = 0; c < 0x80; c++) {
      const text = String.fromCharCode(c);
      expect(escapeRegExpString(text)).toBe(specials.has(text) ? `\\${text}` : text);
      expect(new RegExp(`^${escapeRegExpString(text)}$`, 'v').test(text)).toBe(true);
    }
  });

  test('escape a pattern string: the standard\'s nine code points', () => {
    expect(escapePatternString('+*?:{}()\\')).toBe('\\+\\*\\?\\:\\{\\}\\(\\)\\\\');
    const specials = new Set('+*?:{}()\\');
    for (let c = 0; c < 0x80; c++) {
      const text = String.fromCharCode(c);
      expect(escapePatternString(text)).toBe(specials.has(text) ? `\\${text}` : text);
    }
  });

  test('an escaped pattern string tokenizes back to its text as char and escaped-char tokens', () => {
    const text = '/a+b*c?d:e{f}g(h)i\\j./';
    const tokens = tokenize(escapePatternString(text), 'strict');
    expect(tokens.slice(0, -1).every((token) => token.type === 'char' || token.type === 'escaped-char')).toBe(true);
    expect(tokens.map((token) => token.value).join('')).toBe(text);
  });

  test('long inputs (written in chunks) agree with a plain replace, lone surrogates and all', () => {
    const text = 'a(b)\u{1F600}\ud800*?.é/'.repeat(3000);
    expect(escapeRegExpString(text)).toBe(text.replace(/[.+*?^${}()[\]|/\\]/g, '\\$&'));
    expect(escapePatternString(text)).toBe(text.replace(/[+*?:{}()\\]/g, '\\$&'));
    expect(escapePatternString('abc'.repeat(10000))).toBe('abc'.repeat(10000));
  });

  test('non-ASCII code points are kept (the standard asserts ASCII; these functions never throw)', () => {
    expect(escapeRegExpString('é(')).toBe('é\\(');
    expect(escapePatternString('é(')).toBe('é\\(');
  });
});

describe('errors', () => {
  test('codes are kebab-case and listed once', () => {
    expect(new Set(URLPATTERN_ERROR_CODES).size).toBe(URLPATTERN_ERROR_CODES.length);
    for (const code of URLPATTERN_ERROR_CODES) expect(code).toMatch(/^[a-z0-9]+(-[a-zA-Z0-9]+)*$/);
  });

  test('patternStringError: a TypeError with code, offset, input, and a message saying where', () => {
    const error = patternStringError('duplicate-name', '/:a/:a', 4, 'duplicate group name "a"');
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ code: 'duplicate-name', offset: 4, input: '/:a/:a' });
    expect(error.message).toBe('URLPattern: pattern string "/:a/:a": duplicate group name "a" at offset 4');
  });
});
