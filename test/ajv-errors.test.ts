// url-grammar/ajv's positioned errors (src/jsonschema/keyword.ts, docs/jsonschema.md): the grammar's
// failure in the error's message and params, Ajv's paths kept, the formats other plugins add checked
// as Ajv's own keyword checks them, Ajv's options obeyed; formatFailure and the option errors.
import Ajv2020 from 'ajv/dist/2020';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { URL_FORMATS, addURLFormats, formatFailure } from '../src/ajv-api';
import type { AjvInstance, URLFormat } from '../src/ajv-api';
import { validate } from '../src/validate/validate';

const newAjv = (options: object = {}): Ajv2020 => new Ajv2020({ logger: false, ...options });

const SCHEMA = {
  type: 'object',
  properties: {
    homepage: { type: 'string', format: 'uri' },
    links: { type: 'array', items: { type: 'string', format: 'uri-reference' } },
    created: { type: 'string', format: 'date-time' },
    api: { type: 'string', format: 'uri-template' },
  },
};

describe('positionedErrors: the grammar says why and where', () => {
  const ajv = addURLFormats(addFormats(newAjv({ allErrors: true })), { positionedErrors: true });
  const check = ajv.compile(SCHEMA);

  test('a non-numeric port: the failure validate reports (offset 22, in authority, as the PEG reads it)', () => {
    expect(check({ homepage: 'http://example.com:abc/path' })).toBe(false);
    const failure = validate('http://example.com:abc/path', { standard: 'rfc3986', rule: 'URI' }).failure!;
    expect(check.errors).toEqual([{
      instancePath: '/homepage', schemaPath: '#/properties/homepage/format', keyword: 'format',
      message: `uri: ${failure.message}`,
      params: { format: 'uri', code: 'unexpected-code-point', rule: 'authority', offset: 22, length: 1, expected: failure.expected, found: '/' },
    }]);
    expect(check.errors![0].message).toBe('uri: unexpected-code-point at offset 22: authority expects unreserved character, "%", sub-delims character, ":" or "@", found "/" (U+002F)');
  });

  test('every failing value of an array is reported with its index', () => {
    expect(check({ links: ['ok', '1:b', '/[::1]'] })).toBe(false);
    const where = (text: string): unknown[] => {
      const failure = validate(text, { standard: 'rfc3986' }).failure!;
      return [failure.rule, failure.offset];
    };
    expect(check.errors!.map((e) => [e.instancePath, e.params.rule, e.params.offset])).toEqual([['/links/1', ...where('1:b')], ['/links/2', ...where('/[::1]')]]);
  });

  test('uri-template: the RFC 6570 rule', () => {
    expect(check({ api: '/repos/{owner' })).toBe(false);
    expect(check.errors![0].params).toMatchObject({ format: 'uri-template', code: 'unexpected-end-of-input', offset: 13, found: null });
  });

  test("another plugin's format (ajv-formats' date-time) keeps Ajv's error", () => {
    expect(check({ created: '2024-01-01T00:00:00Z' })).toBe(true);
    expect(check({ created: 'yesterday' })).toBe(false);
    expect(check.errors).toEqual([{
      instancePath: '/created', schemaPath: '#/properties/created/format', keyword: 'format', message: 'must match format "date-time"', params: { format: 'date-time' },
    }]);
  });

  test('valid data has no errors; non-string data is not checked by a string format', () => {
    expect(check({ homepage: 'https://example.com/', links: ['a', '../b', '//h/p?q#f'], api: '/repos/{owner}{?page}' })).toBe(true);
    expect(check.errors).toBeNull();
    expect(ajv.compile({ format: 'uri' })(42)).toBe(true);
  });
});

describe('positionedErrors: the formats Ajv knows, as its own keyword checks them', () => {
  test('a RegExp, a function, a number format, and true', () => {
    const ajv = addURLFormats(newAjv(), { positionedErrors: true });
    ajv.addFormat('lower', /^[a-z]+$/);
    ajv.addFormat('even', { type: 'number', validate: (n: number) => n % 2 === 0 });
    ajv.addFormat('short', (s: string) => s.length < 4);
    ajv.addFormat('anything', true);
    const pairs: [string, unknown, boolean][] = [
      ['lower', 'abc', true], ['lower', 'aBc', false], ['lower', 3, true],
      ['even', 4, true], ['even', 3, false], ['even', 'x', true],
      ['short', 'abc', true], ['short', 'abcd', false], ['anything', 'x y', true],
    ];
    expect(pairs.map(([format, data]) => ajv.compile({ format })(data))).toEqual(pairs.map(([, , valid]) => valid));
  });

  test('an unknown format is a compile error, as in Ajv; with strictSchema false it is ignored', () => {
    expect(() => addURLFormats(newAjv(), { positionedErrors: true }).compile({ format: 'nope' })).toThrow('unknown format "nope" ignored in schema at path "#"');
    expect(() => newAjv().compile({ format: 'nope' })).toThrow('unknown format "nope" ignored in schema at path "#"');
    expect(addURLFormats(newAjv({ strictSchema: false }), { positionedErrors: true }).compile({ format: 'nope' })('x')).toBe(true);
  });

  test('validateFormats false checks no format', () => {
    expect(addURLFormats(newAjv({ validateFormats: false }), { positionedErrors: true }).compile({ format: 'uri' })('not a uri')).toBe(true);
  });

  test('an asynchronous format is refused when the schema is compiled', () => {
    const ajv = addURLFormats(newAjv(), { positionedErrors: true });
    ajv.addFormat('later', { async: true, validate: async () => true });
    expect(() => ajv.compile({ $async: true, format: 'later' })).toThrow('format "later" is asynchronous');
  });

  test('ajv-formats added after the plugin takes uri back (the last addFormat wins, as in Ajv)', () => {
    const ajv = addFormats(addURLFormats(newAjv(), { positionedErrors: true }), { mode: 'full' });
    const check = ajv.compile({ format: 'uri' });
    expect(check('http://example.com:abc/path')).toBe(true);
    expect(addURLFormats(ajv).compile({ format: 'uri' })('http://example.com:abc/path')).toBe(false);
  });
});

describe('without positionedErrors: Ajv\'s own keyword', () => {
  test('the verdict is the grammar\'s, the error Ajv\'s', () => {
    const check = addURLFormats(newAjv()).compile({ format: 'iri' });
    expect(check('http://例え.テスト/パス')).toBe(true);
    expect(check('http://例え.テスト/パ ス')).toBe(false);
    expect(check.errors![0]).toMatchObject({ keyword: 'format', message: 'must match format "iri"', params: { format: 'iri' } });
  });

  test('Ajv (draft-07) as well as Ajv2020; the formats option adds only those listed', () => {
    const ajv = addURLFormats(new Ajv({ logger: false }), { formats: ['ipv6'] });
    expect(ajv.compile({ format: 'ipv6' })('::1')).toBe(true);
    expect(() => ajv.compile({ format: 'ipv4' })).toThrow('unknown format "ipv4"');
  });
});

describe('formatFailure and the arguments', () => {
  test('the failure of each format, null for a valid string', () => {
    const valid: Record<URLFormat, string> = {
      'ipv4': '192.0.2.1', 'ipv6': '2001:db8::1', 'uri': 'urn:isbn:0451450523', 'uri-reference': '../a?b#c',
      'iri': 'http://ex.com/ü', 'iri-reference': 'ü', 'uri-template': '{/path*}',
    };
    for (const format of URL_FORMATS) {
      expect(formatFailure(format, valid[format])).toBeNull();
      expect(formatFailure(format, `${valid[format]} `)).toMatchObject({ offset: valid[format].length, found: ' ' });
    }
  });

  test('never throws on a string: lone surrogates, controls, long inputs', () => {
    const inputs = ['\uD800', 'a\uDC00b', '\u0000', '{', '}', '%', '[', 'http://[', '\u{1F600}', 'x'.repeat(100_000), `${'{a}'.repeat(30_000)}{`];
    for (const format of URL_FORMATS) for (const input of inputs) expect(() => formatFailure(format, input)).not.toThrow();
  });

  test('wrong arguments are OptionErrors naming the argument', () => {
    expect(() => formatFailure('url' as URLFormat, 'x')).toThrow('formatFailure: argument 1 must be one of');
    expect(() => addURLFormats({} as AjvInstance)).toThrow('addURLFormats: argument 1 must be an Ajv 8 instance');
    expect(() => addURLFormats(newAjv(), { formats: ['url' as URLFormat] })).toThrow('addURLFormats: options.formats must be an array of');
    expect(() => addURLFormats(newAjv(), { positionedErrors: 'yes' as unknown as boolean })).toThrow('addURLFormats: options.positionedErrors must be true or false');
  });
});
