// Encoding override: WPT percent-encoding.json through parseURL, "percent-encode after encoding"
// (URL Standard section 1.3 and its examples), labels, and the form serializer's encoding.
import { EncodeSet } from '../src/core/characters';
import { getOutputEncoding, percentEncodeAfterEncoding, percentEncodeQuery } from '../src/encoding/encoding';
import { serializeFormURLEncoded } from '../src/whatwg/form-urlencoded';
import { parseURL } from '../src/whatwg/api';
import type { URLRecord } from '../src/whatwg/record';
import { caseTitle, readWPT } from './helpers/wpt';

// @exodus/bytes is ESM-only: Node's require loads it (require(esm)), jest's module loader cannot
// run it, so jest is handed the modules Node's own require returns.
jest.mock('@exodus/bytes/encoding.js', () => nodeRequire('@exodus/bytes/encoding.js'));
jest.mock('@exodus/bytes/whatwg.js', () => nodeRequire('@exodus/bytes/whatwg.js'));

function nodeRequire(id: string): unknown {
  return process.getBuiltinModule('node:module').createRequire(__filename)(id);
}

/** A case of percent-encoding.json: output maps an encoding label to the expected query. */
interface PercentEncodingCase {
  input: string;
  output: Record<string, string>;
}

function parse(input: string, encoding?: string, base?: string): URLRecord {
  const result = parseURL(input, { base, encoding });
  if (result.url === null) throw new Error(`failed to parse ${input}: ${result.failure?.message}`);
  return result.url;
}

describe('WPT percent-encoding.json', () => {
  const cases = readWPT<PercentEncodingCase>('percent-encoding.json').flatMap((c, i) =>
    Object.keys(c.output).map((encoding): [string, PercentEncodingCase, string] => [
      `${caseTitle(i, c.input)} ${encoding}`,
      c,
      encoding,
    ]),
  );

  test('the file has cases', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  // As the WPT test: <a href="https://doesnotmatter.invalid/?input#input"> in a document of that encoding.
  test.each(cases)('%s', (_title, c, encoding) => {
    const href = `https://doesnotmatter.invalid/?${c.input}#${c.input}`;
    const url = parse(href, encoding);
    expect(url.query).toBe(c.output[encoding]);
    expect(url.fragment).toBe(c.output['utf-8']); // the fragment is always UTF-8
    expect(url.path).toEqual(parse(href).path); // and so is the path
  });
});

describe('percent-encode after encoding (URL Standard section 1.3 examples)', () => {
  test.each([
    ['Shift_JIS', ' ', '%20'],
    ['Shift_JIS', '≡', '%81%DF'],
    ['Shift_JIS', '‽', '%26%238253%3B'],
    ['ISO-2022-JP', '¥', '%1B(J\\%1B(B'],
  ])('%s %j with the special-query set', (encoding, input, output) => {
    expect(percentEncodeAfterEncoding(encoding, input, EncodeSet.SpecialQuery)).toBe(output);
  });

  test.each([
    ['≡', '%E2%89%A1'],
    ['‽', '%E2%80%BD'],
    ['Say what‽', 'Say%20what%E2%80%BD'],
  ])('UTF-8 %j with the userinfo set', (input, output) => {
    expect(percentEncodeAfterEncoding('UTF-8', input, EncodeSet.Userinfo)).toBe(output);
  });

  // Seed 004's table shows "\\" unencoded here, but its userinfo set contains U+005C.
  test('ISO-2022-JP "¥" with the userinfo set encodes the "\\" byte', () => {
    expect(percentEncodeAfterEncoding('ISO-2022-JP', '¥', EncodeSet.Userinfo)).toBe('%1B(J%5C%1B(B');
  });

  test('the form-urlencoded set writes space as "+" and encodes "+" and "%"', () => {
    const input = '1+1 ≡ 2%20‽';
    expect(percentEncodeAfterEncoding('Shift_JIS', input, EncodeSet.FormURLEncoded)).toBe(
      '1%2B1+%81%DF+2%2520%26%238253%3B',
    );
    expect(percentEncodeAfterEncoding('UTF-8', input, EncodeSet.FormURLEncoded)).toBe(
      '1%2B1+%E2%89%A1+2%2520%E2%80%BD',
    );
  });

  test('lone surrogates are U+FFFD: unmappable, except in gb18030', () => {
    expect(percentEncodeAfterEncoding('Shift_JIS', 'a\uD800b', EncodeSet.SpecialQuery)).toBe('a%26%2365533%3Bb');
    expect(percentEncodeAfterEncoding('windows-1252', '\uDC00', EncodeSet.SpecialQuery)).toBe('%26%2365533%3B');
    expect(percentEncodeAfterEncoding('gb18030', '\uD800', EncodeSet.SpecialQuery)).toBe('%841%A47');
    expect(percentEncodeAfterEncoding('UTF-8', '\uD800', EncodeSet.SpecialQuery)).toBe('%EF%BF%BD');
  });
});

describe('parseURL with an encoding override', () => {
  test.each([
    ['windows-1252', 'é€', '%E9%80'],
    ['windows-1252', 'Ω', '%26%23937%3B'],
    ['windows-1252', '日', '%26%2326085%3B'],
    ['ISO-8859-2', 'ł', '%B3'],
    ['ISO-8859-2', 'é¢', '%E9%26%23162%3B'],
    ['Shift_JIS', '日本', '%93%FA%96{'],
    ['EUC-JP', '日本', '%C6%FC%CB%DC'],
    ['ISO-2022-JP', '日本', '%1B$BF|K\\%1B(B'],
    ['ISO-2022-JP', '日本‽日', '%1B$BF|K\\%1B(B%26%238253%3B%1B$BF|%1B(B'],
    ['EUC-KR', '한국', '%C7%D1%B1%B9'],
    ['EUC-KR', '€', '%A2%E6'],
    ['GBK', '中文', '%D6%D0%CE%C4'],
    ['GBK', '€', '%80'],
    ['GBK', '😀', '%26%23128512%3B'],
    ['gb18030', '€', '%A2%E3'],
    ['gb18030', '😀', '%949%FC6'],
    ['Big5', '中文', '%A4%A4%A4%E5'],
    ['Big5', '한', '%26%2354620%3B'],
    ['x-user-defined', '\uF7A9a', '%A9a'],
  ])('%s: ?%s', (encoding, query, expected) => {
    expect(parse(`http://example.com/?${query}`, encoding).query).toBe(expected);
  });

  test('labels are resolved: latin1, sjis, csshiftjis, gb2312 and padding', () => {
    expect(parse('http://h/?é', 'latin1').query).toBe('%E9');
    expect(parse('http://h/?日本', 'sjis').query).toBe('%93%FA%96{');
    expect(parse('http://h/?日本', 'CSShiftJIS').query).toBe('%93%FA%96{');
    expect(parse('http://h/?中文', ' gb2312\n').query).toBe('%D6%D0%CE%C4');
  });

  test('UTF-16BE, UTF-16LE and replacement encode as UTF-8 (get an output encoding)', () => {
    for (const label of ['utf-16', 'UTF-16LE', 'utf-16be', 'iso-2022-kr', 'replacement']) {
      expect(parse('http://h/?é', label).query).toBe('%C3%A9');
    }
  });

  test('only the query of a special, non-ws(s) URL is encoded; path and fragment stay UTF-8', () => {
    const url = parse('http://h/é?é#é', 'windows-1252');
    expect([url.path, url.query, url.fragment]).toEqual([['%C3%A9'], '%E9', '%C3%A9']);
    expect(parse('file:///p?é', 'windows-1252').query).toBe('%E9');
    expect(parse('ftp://h/?é', 'windows-1252').query).toBe('%E9');
    expect(parse('ws://h/?é', 'windows-1252').query).toBe('%C3%A9');
    expect(parse('wss://h/?é', 'windows-1252').query).toBe('%C3%A9');
    expect(parse('sc://h/?é', 'windows-1252').query).toBe('%C3%A9');
    expect(parse('mailto:x?é', 'windows-1252').query).toBe('%C3%A9');
  });

  test('relative references use the base URL scheme', () => {
    expect(parse('?é', 'windows-1252', 'http://h/p').query).toBe('%E9');
    expect(parse('x?é', 'windows-1252', 'sc://h/p').query).toBe('%C3%A9');
    expect(parse('#f', 'windows-1252', 'http://h/p?é').query).toBe('%C3%A9'); // the base's query is kept
  });

  test('the special-query percent-encode set applies to the encoded bytes', () => {
    expect(parse(`http://h/?a b'"<>é%41`, 'windows-1252').query).toBe('a%20b%27%22%3C%3E%E9%41');
    expect(parse(`sc://h/?a b'"<>é`, 'windows-1252').query).toBe("a%20b'%22%3C%3E%C3%A9");
    expect(parse('http://h/?&%23937;', 'windows-1252').query).toBe('&%23937;'); // "%" is not encoded
  });

  test('normalised URLs (ASCII queries) are the same in every encoding', () => {
    expect(parse('https://example.com/a?b=c&d', 'Shift_JIS').query).toBe('b=c&d');
  });

  test('an unknown label throws a RangeError; UTF-8 is the default', () => {
    expect(() => parseURL('http://h/?é', { encoding: 'bogus' })).toThrow(RangeError);
    expect(() => parseURL('http://h/', { encoding: 'utf-7' })).toThrow(RangeError);
    expect(parse('http://h/?é').query).toBe('%C3%A9');
    expect(parse('http://h/?é', 'utf8').query).toBe('%C3%A9');
  });
});

describe('getOutputEncoding', () => {
  test.each([
    ['utf-8', 'UTF-8'],
    ['unicode-1-1-utf-8', 'UTF-8'],
    ['UTF-16LE', 'UTF-8'],
    ['csiso2022kr', 'UTF-8'],
    ['ascii', 'windows-1252'],
    ['ISO-8859-1', 'windows-1252'],
    ['iso-8859-9', 'windows-1254'],
    ['l2', 'ISO-8859-2'],
    ['x-sjis', 'Shift_JIS'],
    ['euc-jp', 'EUC-JP'],
    ['csiso2022jp', 'ISO-2022-JP'],
    ['korean', 'EUC-KR'],
    ['gb2312', 'GBK'],
    ['GB18030', 'gb18030'],
    ['big5-hkscs', 'Big5'],
    ['\t koi8-r \n', 'KOI8-R'],
    ['x-user-defined', 'x-user-defined'],
  ])('%j -> %s', (label, name) => {
    expect(getOutputEncoding(label)).toBe(name);
  });

  test.each(['', 'bogus', 'utf-7', 'utf-32', 'latin-1', 'shift-jis\u00a0'])('%j is not a label', (label) => {
    expect(() => getOutputEncoding(label)).toThrow(RangeError);
  });
});

describe('percentEncodeQuery', () => {
  test('special, ws(s) and non-special schemes', () => {
    expect(percentEncodeQuery("é '", 'windows-1252', 'https')).toBe('%E9%20%27');
    expect(percentEncodeQuery("é '", 'windows-1252', 'wss')).toBe("%C3%A9%20%27");
    expect(percentEncodeQuery("é '", 'windows-1252', 'sc')).toBe("%C3%A9%20'");
  });
});

describe('serializeFormURLEncoded with an encoding', () => {
  test('Shift_JIS, with unmappable code points as "&#N;"', () => {
    const tuples: [string, string][] = [['名前', '≡ ‽'], ['a b', '1+1']];
    expect(serializeFormURLEncoded(tuples, 'Shift_JIS')).toBe('%96%BC%91O=%81%DF+%26%238253%3B&a+b=1%2B1');
  });

  test('windows-1252 and the UTF-8 output encodings', () => {
    expect(serializeFormURLEncoded([['é', '€~']], 'windows-1252')).toBe('%E9=%80%7E');
    expect(serializeFormURLEncoded([['é', '€~']], 'utf-16le')).toBe('%C3%A9=%E2%82%AC%7E');
    expect(() => serializeFormURLEncoded([['a', 'b']], 'bogus')).toThrow(RangeError);
  });
});
