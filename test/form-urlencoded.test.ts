// application/x-www-form-urlencoded parsing and serializing (URL Standard section 5), UTF-8.
// Legacy encodings of the serializer are tested in test/encoding.test.ts.
import { toUSVString } from '../src/core/arguments';
import { FormTuple, parseFormURLEncoded, serializeFormURLEncoded } from '../src/whatwg/form-urlencoded';
import { random } from './helpers/random';

const bytes = (...parts: (string | number)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'number' ? [part] : [...new TextEncoder().encode(part)])));

describe('parseFormURLEncoded (string parser)', () => {
  test.each<[string, FormTuple[]]>([
    ['', []],
    ['&', []],
    ['&&a=b&&', [['a', 'b']]],
    ['a=b&c=d', [['a', 'b'], ['c', 'd']]],
    ['a', [['a', '']]],
    ['a=', [['a', '']]],
    ['=b', [['', 'b']]],
    ['=', [['', '']]],
    ['a=b=c', [['a', 'b=c']]],
    ['a==', [['a', '=']]],
    ['a=b&a=c', [['a', 'b'], ['a', 'c']]],
    ['?a=b', [['?a', 'b']]],
    ['a+b=c+d', [['a b', 'c d']]],
    ['a%2Bb=%2B', [['a+b', '+']]],
    ['%26=%3D', [['&', '=']]],
    ['%41%4a%4A', [['AJJ', '']]],
    ['%zz=%', [['%zz', '%']]],
    ['%4=%%41', [['%4', '%A']]],
    ['%C3%A9=é', [['é', 'é']]],
    ['%FF=%C3', [['\uFFFD', '\uFFFD']]],
    ['%EF%BB%BFa=1', [['\uFEFFa', '1']]],
    ['%00=%0A', [['\0', '\n']]],
    ['__proto__=1&constructor=2', [['__proto__', '1'], ['constructor', '2']]],
  ])('%j', (input, expected) => {
    expect(parseFormURLEncoded(input)).toEqual(expected);
  });

  test('lone surrogates become U+FFFD before parsing', () => {
    expect(parseFormURLEncoded('\uD800=\uDC00x')).toEqual([['\uFFFD', '\uFFFDx']]);
    expect(parseFormURLEncoded('%F0%9F%98%80=\uD83D\uDE00')).toEqual([['😀', '😀']]);
  });
});

describe('parseFormURLEncoded (bytes)', () => {
  test('splits on 0x26 and the first 0x3D, 0x2B is a space', () => {
    expect(parseFormURLEncoded(bytes('a=b+c&&d&=e=f'))).toEqual([['a', 'b c'], ['d', ''], ['', 'e=f']]);
    expect(parseFormURLEncoded(new Uint8Array(0))).toEqual([]);
  });

  test('percent-decodes before UTF-8 decoding', () => {
    // 0xC3 then "%A9": one UTF-8 sequence once percent-decoded.
    expect(parseFormURLEncoded(bytes(0xc3, '%A9=', 0xe2, '%82%AC'))).toEqual([['é', '€']]);
  });

  test('invalid UTF-8 becomes U+FFFD, a BOM is kept', () => {
    expect(parseFormURLEncoded(bytes(0xff, '=', 0xc3))).toEqual([['\uFFFD', '\uFFFD']]);
    expect(parseFormURLEncoded(bytes(0xef, 0xbb, 0xbf, 'a=1'))).toEqual([['\uFEFFa', '1']]);
  });

  test('a subarray view is parsed from its own offset', () => {
    const all = bytes('xx&a=b');
    expect(parseFormURLEncoded(all.subarray(3))).toEqual([['a', 'b']]);
  });

  test('other inputs are read as a USVString, as every string argument (a symbol is a TypeError)', () => {
    expect(parseFormURLEncoded(42 as unknown as string)).toEqual([['42', '']]);
    expect(parseFormURLEncoded(new URL('http://h/?a=b') as unknown as string)).toEqual([['http://h/?a', 'b']]);
    expect(() => parseFormURLEncoded(Symbol('x') as unknown as string)).toThrow(TypeError);
  });
});

describe('serializeFormURLEncoded (UTF-8)', () => {
  test.each<[[string, string][], string]>([
    [[], ''],
    [[['', '']], '='],
    [[['', ''], ['', '']], '=&='],
    [[['a', 'b'], ['c', 'd']], 'a=b&c=d'],
    [[['a b', 'c+d']], 'a+b=c%2Bd'],
    [[['*-._', 'AZaz09']], '*-._=AZaz09'],
    [[["!'()~", '"#$%&,/:;<=>?@[\\]^`{|}']], "%21%27%28%29%7E=%22%23%24%25%26%2C%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D"],
    [[['é', '😀']], '%C3%A9=%F0%9F%98%80'],
    [[['\0\n\x7f', '\uD800']], '%00%0A%7F=%EF%BF%BD'],
  ])('%j', (tuples, expected) => {
    expect(serializeFormURLEncoded(tuples)).toBe(expected);
  });

  test('accepts any iterable of pairs', () => {
    expect(serializeFormURLEncoded(new Map([['a', '1'], ['b', '2']]))).toBe('a=1&b=2');
  });

  test('parsing the serialization gives the tuples back (random strings)', () => {
    const next = random(42);
    const alphabet = ['a', ' ', '+', '%', '&', '=', '?', '#', 'é', '€', '😀', '\uD800', '\0', '~', '*'];
    const text = (): string => Array.from({ length: Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const tuples: FormTuple[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => [text(), text()]);
      const wellFormed = tuples.map(([name, value]): FormTuple => [toUSVString(name), toUSVString(value)]);
      expect(parseFormURLEncoded(serializeFormURLEncoded(tuples))).toEqual(wellFormed);
    }
  });
});
