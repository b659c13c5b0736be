// parseDataURL, the Fetch Standard's data: URL processor: WPT fetch/data-urls/resources
// data-urls.json and base64.json (each base64 case as `data:;base64,<input>`), cases of our own,
// and a differential test against jsdom's data-urls package.
import { OptionError, URL, parseDataURL } from '../src';
import type { DataURLResult } from '../src';
import { forgivingBase64Decode } from '../src/core/base64';
import { random } from './helpers/random';
import { caseTitle, readWPT } from './helpers/wpt';

/** [input, the serialized MIME type or null for failure, the body bytes]. */
type DataURLCase = [string, string | null, number[]?];
/** [input, the decoded bytes or null for failure]. */
type Base64Case = [string, number[] | null];

/** A result as plain data, so that a mismatch shows bytes. */
function plain(result: DataURLResult | null): { mimeType: string; body: number[] } | null {
  return result === null ? null : { mimeType: result.mimeType, body: Array.from(result.body) };
}

describe('WPT data-urls.json', () => {
  const cases = readWPT<DataURLCase>('data-urls.json').map((c, i) => [caseTitle(i, c[0]), c] as const);

  test('has its 78 cases', () => {
    expect(cases.length).toBe(78);
  });

  test.each(cases)('%s', (_title, [input, mimeType, body]) => {
    expect(plain(parseDataURL(input))).toEqual(mimeType === null ? null : { mimeType, body });
  });
});

describe('WPT base64.json, as data:;base64,<input>', () => {
  const cases = readWPT<Base64Case>('base64.json').map((c, i) => [caseTitle(i, c[0]), c] as const);

  test('has its 80 cases', () => {
    expect(cases.length).toBe(80);
  });

  test.each(cases)('%s', (_title, [input, bytes]) => {
    const result = parseDataURL(`data:;base64,${input}`);
    expect(result === null ? null : Array.from(result.body)).toEqual(bytes);
    if (result !== null) expect(result.mimeType).toBe('text/plain;charset=US-ASCII');
  });
});

describe('parseDataURL', () => {
  test('a data: URL object reads as its href; another value as String() gives it; a symbol is an OptionError', () => {
    expect(plain(parseDataURL(new URL('data:text/plain,a%20b') as unknown as string))).toEqual({ mimeType: 'text/plain', body: [97, 32, 98] });
    expect(parseDataURL(42 as unknown as string)).toBeNull();
    expect(parseDataURL(undefined as unknown as string)).toBeNull();
    expect(parseDataURL({ toString: () => 'data:,x' } as unknown as string)?.body).toEqual(new Uint8Array([120]));
    expect(() => parseDataURL(Symbol('data:,x') as unknown as string)).toThrow(OptionError);
  });

  test.each([
    ['not a URL', 'not a URL'],
    ['an empty string', ''],
    ['a relative reference', ',x'],
    ['an http: URL', 'https://example.com/,x'],
    ['a blob: URL', 'blob:https://example.com/,x'],
    ['a scheme that starts with data', 'datas:,x'],
    ['no comma', 'data:text/plain;base64'],
    ['a comma in the fragment only', 'data:text/plain#,x'],
    ['invalid base64', 'data:;base64,a'],
  ])('null for %s', (_name, input) => {
    expect(parseDataURL(input)).toBeNull();
  });

  test('never throws on a string: lone surrogates, controls, huge input', () => {
    expect(plain(parseDataURL('data:,\uD800'))).toEqual({ mimeType: 'text/plain;charset=US-ASCII', body: [0xef, 0xbf, 0xbd] });
    expect(parseDataURL('data:\uDC00;base64,\uD800')).toBeNull();
    expect(plain(parseDataURL('data:\u0000,\u0000x'))).toEqual({ mimeType: 'text/plain;charset=US-ASCII', body: [0, 120] });
    const big = parseDataURL(`data:;base64,${'QUJD'.repeat(1 << 18)}`);
    expect(big?.body.length).toBe(3 << 18);
    expect(big?.body.subarray(-3)).toEqual(new Uint8Array([65, 66, 67]));
  });

  test('the scheme is case-insensitive and leading/trailing spaces go, as in any URL', () => {
    expect(plain(parseDataURL('  DATA:text/HTML,x  '))).toEqual({ mimeType: 'text/html', body: [120] });
  });

  test('the fragment is not part of the body, nor of a base64 body', () => {
    expect(plain(parseDataURL('data:,a#b'))).toEqual({ mimeType: 'text/plain;charset=US-ASCII', body: [97] });
    expect(plain(parseDataURL('data:;base64,YQ==#YQ'))).toEqual({ mimeType: 'text/plain;charset=US-ASCII', body: [97] });
    expect(plain(parseDataURL('data:,a?b#c'))?.body).toEqual([97, 63, 98]);
  });

  test.each([
    ['upper case', 'data:;BASE64,YQ', 'text/plain;charset=US-ASCII'],
    ['mixed case', 'data:text/plain;BaSe64,YQ', 'text/plain'],
    ['spaces between ";" and "base64"', 'data:text/plain;   base64,YQ', 'text/plain'],
    // Step 6 strips the spaces before the comma before step 11 looks for "base64".
    ['spaces around "base64"', 'data:; base64 ,YQ', 'text/plain;charset=US-ASCII'],
    // The URL parser removes a tab before the processor sees it.
    ['a tab, which the URL parser removes', 'data:text/plain;\tbase64,YQ', 'text/plain'],
    // Only the last ";base64" is the flag; the one before is a parameter without a value, dropped.
    ['twice', 'data:;base64;base64,YQ', 'text/plain'],
  ])(';base64 %s is base64', (_name, input, mimeType) => {
    expect(plain(parseDataURL(input))).toEqual({ mimeType, body: [97] });
  });

  test.each([
    ['a space inside it', 'data:text/plain;base 64,YQ', 'text/plain'],
    ['no ";" before it', 'data:text/plain base64,YQ', 'text/plain;charset=US-ASCII'],
    ['a percent-encoded space before it', 'data:text/plain;%20base64,YQ', 'text/plain'],
    ['something after it', 'data:text/plain;base64x,YQ', 'text/plain'],
    ['a value', 'data:text/plain;base64=1,YQ', 'text/plain;base64=1'],
    ['a look-alike non-ASCII letter (U+017F, long s)', 'data:text/plain;baſe64,YQ', 'text/plain'],
  ])(';base64 with %s is not base64', (_name, input, mimeType) => {
    expect(plain(parseDataURL(input))).toEqual({ mimeType, body: [0x59, 0x51] });
  });

  test('the body is percent-decoded before base64 decoding', () => {
    expect(plain(parseDataURL('data:;base64,Y%51%3D%3D'))?.body).toEqual([97]);
    expect(plain(parseDataURL('data:;base64,Y%0CQ'))?.body).toEqual([97]); // a form feed is ASCII whitespace
  });
});

describe('forgivingBase64Decode', () => {
  test('agrees with Buffer on random bytes, with ASCII whitespace anywhere', () => {
    const next = random(64);
    for (const length of [0, 1, 2, 3, 4, 5, 100, 1000, 65_537]) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(next() * 256));
      const encoded = Buffer.from(bytes).toString('base64');
      expect(forgivingBase64Decode(encoded)).toEqual(bytes);
      expect(forgivingBase64Decode(encoded.replace(/=+$/, ''))).toEqual(bytes);
      expect(forgivingBase64Decode(encoded.replace(/(.{7})/g, '$1 \t\n\f\r'))).toEqual(bytes);
    }
  });

  test('a surrogate pair (2 code units, 1 code point) fails as the standard says', () => {
    expect(forgivingBase64Decode('\u{10000}\u{10000}')).toBeNull();
    expect(forgivingBase64Decode('ab\u{10000}')).toBeNull();
  });
});

describe('differential: jsdom data-urls 7 (whatwg-url 16, whatwg-mimetype)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const jsdomParse = require('data-urls') as (input: string) => { mimeType: { toString(): string }; body: Uint8Array } | null;

  const PREFIXES = ['data:', 'DATA:', ' data:', 'data://h/', 'data:/', 'data:\t'];
  const MIME_PARTS = [
    '', 'text/plain', 'text/html', ' text/plain ', 'TEXT/Plain', 'a', '/', ';', ';charset=utf-8', ';Charset="x\\"y"', ';base64',
    '; base64', ';BaSe64', ' ', '\t', '\f', '%20', '"', ';a=b', '=', 'é', '\u{1F600}', '\uD800', '#',
  ];
  const BODY_PARTS = ['', 'YQ', 'YQ==', '=', ' ', '%', '%2', '%41', '%zz', 'é', '#f', '?q', '\uD800', 'abcd', 'a b', '%20', '+/', '-_', ','];

  function generate(seed: number, count: number): string[] {
    const next = random(seed);
    const pick = (parts: readonly string[]): string => parts[Math.floor(next() * parts.length)];
    const some = (parts: readonly string[]): string => Array.from({ length: Math.floor(next() * 4) }, () => pick(parts)).join('');
    return Array.from({ length: count }, () => pick(PREFIXES) + some(MIME_PARTS) + (next() < 0.9 ? ',' : '') + some(BODY_PARTS));
  }

  test('2,000 generated inputs: the same MIME type and body, or both null', () => {
    const differences: unknown[] = [];
    for (const input of generate(2024, 2000)) {
      const theirs = jsdomParse(input);
      const expected = theirs === null ? null : { mimeType: theirs.mimeType.toString(), body: Array.from(theirs.body) };
      const actual = plain(parseDataURL(input));
      if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push({ input, actual, expected });
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});
