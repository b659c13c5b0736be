// src/validate/validate.ts: the four standards, issue codes, messages and offsets, robustness on random
// and megabyte inputs (no timing assertions: they must finish, with the right answer).
import { parseURL } from '../src/whatwg/api';
import { validate } from '../src/validate/validate';
import type { ValidateOptions, ValidationStandard } from '../src/validate/validate';
import { random } from './helpers/random';

const MB = 1 << 20;
const valid = (input: string, options: ValidateOptions): boolean => validate(input, options).valid;

describe("'rfc3986' and 'rfc3987'", () => {
  test('URI-reference by default; a failure with its rule, what was expected and what was found', () => {
    expect(validate('http://example.com/a?b#c', { standard: 'rfc3986' })).toEqual({ valid: true, errors: [], errorCount: 0, failure: null });
    expect(validate('../a', { standard: 'rfc3986' }).valid).toBe(true);
    expect(validate('http://a/b%2G', { standard: 'rfc3986' })).toEqual({
      valid: false,
      errors: [],
      errorCount: 0,
      failure: {
        code: 'unexpected-code-point', message: 'unexpected-code-point at offset 12: pct-encoded expects hex digit, found "G" (U+0047)', offset: 12, length: 1,
        rule: 'pct-encoded', expected: ['hex digit'], found: 'G',
      },
    });
    expect(validate('http://[::1', { standard: 'rfc3986' }).failure).toEqual(
      expect.objectContaining({ code: 'unexpected-end-of-input', offset: 11, length: 0, found: null, message: 'unexpected-end-of-input at offset 11: IP-literal expects hex digit, ":", digit, "." or "]", found the end of the input' }),
    );
  });

  test('start rules, in ABNF or peggy spelling', () => {
    expect(valid('http://h/#f', { standard: 'rfc3986', rule: 'absolute-URI' })).toBe(false);
    expect(valid('http://h/?q', { standard: 'rfc3986', rule: 'absolute_URI' })).toBe(true);
    expect(valid('//h/p', { standard: 'rfc3986', rule: 'URI' })).toBe(false);
    expect(valid('//h/p', { standard: 'rfc3986', rule: 'relative-ref' })).toBe(true);
    expect(valid('1.2.3.4', { standard: 'rfc3986', rule: 'IPv4address' })).toBe(true);
    expect(valid('01.2.3.4', { standard: 'rfc3986', rule: 'IPv4address' })).toBe(false);
    expect(valid('http://h/\u00E9', { standard: 'rfc3987', rule: 'IRI' })).toBe(true);
    expect(valid('//h/\u00E9', { standard: 'rfc3987', rule: 'irelative-ref' })).toBe(true);
    expect(valid('http://h/\u00E9#f', { standard: 'rfc3987', rule: 'absolute-IRI' })).toBe(false);
    expect(validate('x', { standard: 'rfc3986', rule: 'IRI' }).failure).toEqual(expect.objectContaining({ code: 'unknown-rule' }));
  });

  test('IRIs are valid RFC 3987 but not RFC 3986', () => {
    const iri = 'http://r\u00E9sum\u00E9.example/\u{10000}?\uE000';
    expect(valid(iri, { standard: 'rfc3987' })).toBe(true);
    expect(validate(iri, { standard: 'rfc3986' }).failure).toEqual(expect.objectContaining({ code: 'unexpected-code-point', offset: 8, length: 1 }));
    expect(validate('http://h/\u{1FFFE}', { standard: 'rfc3987' }).failure).toEqual(expect.objectContaining({ offset: 9, length: 2 }));
  });
});

describe("'whatwg': the URL Standard's valid URL string", () => {
  test('valid URLs, also against a base', () => {
    expect(validate('https://example.com/a?b#c', { standard: 'whatwg' })).toEqual({ valid: true, errors: [], errorCount: 0, failure: null });
    expect(valid('../x', { standard: 'whatwg', base: 'http://h/a/b' })).toBe(true);
    const base = parseURL('http://h/a/b').url;
    expect(valid('?q', { standard: 'whatwg', base })).toBe(true);
  });

  test('the failure, with its code, span and message', () => {
    expect(validate('https://h:99999/', { standard: 'whatwg' })).toEqual({
      valid: false,
      errors: [],
      errorCount: 0,
      failure: { code: 'port-out-of-range', message: 'port-out-of-range at offset 10: port 99999 is greater than 65535', offset: 10, length: 5 },
    });
    expect(validate('nope', { standard: 'whatwg' }).failure).toEqual(expect.objectContaining({ code: 'missing-scheme-non-relative-URL', offset: 0 }));
    expect(validate('http://[::1/', { standard: 'whatwg' }).failure).toEqual(expect.objectContaining({ code: 'IPv6-unclosed', offset: 11 }));
    expect(validate('../x', { standard: 'whatwg' }).valid).toBe(false);
  });

  test("exactly parseURL's errors and failure, in the parser's order", () => {
    for (const input of ['http://a b/', 'http:\\\\h\\a', 'http://u:p@h/', 'https://h:99999/', ' http://h/ ', 'http://h/a b', 'HTTP://H/', 'ht\ttp://h/\n']) {
      const { errors, failure } = parseURL(input);
      const result = validate(input, { standard: 'whatwg' });
      expect(result.errors).toEqual(errors.map((e) => e.toJSON()));
      expect(result.failure).toEqual(failure === null ? null : failure.toJSON());
      expect(result.valid).toBe(errors.length === 0 && failure === null);
    }
  });

  test('one order for both: a tab inside the scheme and a trailing newline', () => {
    const input = 'ht\ttp://h/a b\n';
    const offsets = (list: readonly { offset: number }[]): number[] => list.map((e) => e.offset);
    expect(offsets(validate(input, { standard: 'whatwg' }).errors)).toEqual([13, 2, 11]);
    expect(offsets(parseURL(input).errors)).toEqual([13, 2, 11]);
  });

  test('lone surrogates are not URL units', () => {
    expect(validate('http://h/\uD800', { standard: 'whatwg' }).errors).toEqual([expect.objectContaining({ code: 'invalid-URL-unit', offset: 9, length: 1 })]);
    expect(validate('http://h/\u{1FFFE}', { standard: 'whatwg' }).errors).toEqual([expect.objectContaining({ code: 'invalid-URL-unit', offset: 9, length: 2 })]);
    expect(valid('http://h/\u{1F600}', { standard: 'whatwg' })).toBe(true);
  });

  test('an invalid base', () => {
    expect(validate('x', { standard: 'whatwg', base: 'not a url' })).toEqual({
      valid: false,
      errors: [],
      errorCount: 0,
      failure: {
        code: 'invalid-base', offset: 0, length: 0,
        message: 'the base URL is not a URL: missing-scheme-non-relative-URL at offset 0: the input has no scheme and there is no base URL to resolve it against',
      },
    });
  });
});

describe("'web-address': seed 000 / seed 003 valid Web address", () => {
  test('a valid URI reference, or an IRI reference without a non-ASCII query', () => {
    for (const input of ['http://example.com/', '', '../a', 'http://r\u00E9sum\u00E9.example/\u00E9#\u00E9', 'http://h/?q=%C3%A9', 'http://h/?q']) {
      expect([input, valid(input, { standard: 'web-address' })]).toEqual([input, true]);
    }
  });

  test('a non-ASCII query needs a UTF-8 or UTF-16 document', () => {
    const input = 'http://h/?q=\u00E9\u00E9&r=\u{10000}';
    expect(validate(input, { standard: 'web-address' }).errors).toEqual([
      expect.objectContaining({ code: 'query-non-ASCII', offset: 12, length: 2 }),
      expect.objectContaining({ code: 'query-non-ASCII', offset: 17, length: 2 }),
    ]);
    expect(validate(input, { standard: 'web-address', documentEncoding: 'windows-1252' }).errors[0].message)
      .toBe('query-non-ASCII at offset 12: unescaped non-ASCII "\u00E9\u00E9" in the query, in a document of "windows-1252" (not UTF-8 or UTF-16)');
    for (const encoding of ['UTF-8', 'utf8', 'UTF-16', 'utf-16le', 'UTF-16BE', ' utf-8 ']) {
      expect([encoding, valid(input, { standard: 'web-address', documentEncoding: encoding })]).toEqual([encoding, true]);
    }
    expect(valid('http://h/?\uE000', { standard: 'web-address', documentEncoding: 'ISO-8859-1' })).toBe(false);
    expect(valid('http://h/?\uE000', { standard: 'web-address', documentEncoding: 'utf-8' })).toBe(true);
  });

  test('not an IRI reference: the RFC 3987 failure', () => {
    expect(validate('http://a b/', { standard: 'web-address', documentEncoding: 'utf-8' }).failure).toEqual(
      expect.objectContaining({ code: 'unexpected-code-point', offset: 8, rule: 'IRI-reference', found: ' ' }),
    );
    expect(valid('http://h/\uE000', { standard: 'web-address', documentEncoding: 'utf-8' })).toBe(false);
  });
});

describe('robustness', () => {
  const STANDARDS: ValidationStandard[] = ['rfc3986', 'rfc3987', 'whatwg', 'web-address'];

  test('never throws: random code units, and bad options', () => {
    const next = random(1234);
    const units = [0x41, 0x3a, 0x2f, 0x5b, 0x5d, 0x25, 0x40, 0x3f, 0x23, 0x20, 0x00, 0xe9, 0xd800, 0xdc00, 0xe000, 0xfffe, 0x5c, 0x2e];
    for (let i = 0; i < 1500; i++) {
      let s = '';
      const n = Math.floor(next() * 16);
      for (let j = 0; j < n; j++) s += String.fromCharCode(units[Math.floor(next() * units.length)]);
      for (const standard of STANDARDS) {
        const result = validate(s, { standard });
        expect(result.valid).toBe(result.errors.length === 0 && result.failure === null);
        for (const e of [...result.errors, ...(result.failure === null ? [] : [result.failure])]) expect(e.offset + e.length).toBeLessThanOrEqual(s.length);
      }
    }
    expect(() => validate('x', { standard: 'nope' as ValidationStandard })).toThrow(TypeError);
  });

  test('megabyte inputs complete with the right answer', () => {
    const cases: [string, ValidationStandard, boolean][] = [
      ['http://h/' + 'a/'.repeat(MB / 2), 'rfc3986', true],
      ['http://h/' + 'a'.repeat(MB) + ' ', 'rfc3986', false],
      ['http://h/?' + '%41'.repeat(MB / 3), 'rfc3986', true],
      ['http://' + '1'.repeat(MB) + '/', 'rfc3986', true],
      ['http://' + '1.'.repeat(MB / 2) + '/', 'rfc3986', true],
      ['http://[' + '::'.repeat(MB / 2) + ']/', 'rfc3986', false],
      ['http://[' + '1:'.repeat(MB / 2) + ']/', 'rfc3986', false],
      ['http://' + 'a:'.repeat(MB / 2) + '@h/', 'rfc3986', true],
      ['s:' + ':'.repeat(MB), 'rfc3986', true],
      ['a'.repeat(MB) + ':', 'rfc3986', true],
      ['1'.repeat(MB) + ':', 'rfc3986', false],
      ['http://h/' + '\u00E9'.repeat(MB), 'rfc3987', true],
      ['http://h/?' + '\u{10000}'.repeat(MB / 2), 'rfc3987', true],
      ['http://h/?' + '\u00E9'.repeat(MB), 'web-address', false],
      ['http://h/' + 'a/'.repeat(MB / 2), 'whatwg', true],
    ];
    for (const [input, standard, expected] of cases) {
      const result = validate(input, { standard });
      expect([input.slice(0, 12), standard, result.valid]).toEqual([input.slice(0, 12), standard, expected]);
    }
    expect(validate('http://h/' + 'a'.repeat(MB) + ' ', { standard: 'rfc3986' }).failure).toMatchObject({ offset: MB + 9, length: 1 });
  });
});

describe('maxErrors: errors kept, all counted', () => {
  test.each([0, 1, 2, 3, 100])('maxErrors %i on an input with three errors, and on one with a thousand', (maxErrors) => {
    const three = validate('http://h/\u0001\u0002\u0003x', { maxErrors });
    expect([three.valid, three.errorCount, three.errors.length]).toEqual([false, 3, Math.min(3, maxErrors)]);
    const many = validate(`http://h/${'\u0001'.repeat(1000)}x`, { maxErrors });
    expect([many.valid, many.errorCount, many.errors.length]).toEqual([false, 1000, Math.min(1000, maxErrors)]);
    expect(many.errors.map((e) => e.offset)).toEqual(Array.from({ length: Math.min(1000, maxErrors) }, (_, i) => 9 + i));
  });

  test('the web-address issues too', () => {
    const result = validate('http://h/?\u00e9a\u00e9', { standard: 'web-address', maxErrors: 1 });
    expect([result.valid, result.errorCount, result.errors.length]).toEqual([false, 2, 1]);
  });
});

