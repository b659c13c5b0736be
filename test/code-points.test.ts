// The code point classes of src/core/code-points.ts against their definitions, written out here
// independently (URL Standard "URL code points", RFC 3987 section 2.2, Infra).
import {
  IPRIVATE, NONCHARACTERS, UCSCHAR, URL_CODE_POINTS, codePointRanges, hasASCIITabOrNewline, inRanges, isASCIITabOrNewline,
  isURLCodePoint, leadingUnits, removeASCIITabOrNewline,
} from '../src/core/code-points';

/** The URL Standard's wording, as arithmetic. */
function expectedURLCodePoint(cp: number): boolean {
  if (cp < 0x80) return /[0-9A-Za-z!$&'()*+,\-./:;=?@_~]/.test(String.fromCharCode(cp));
  if (cp < 0xa0 || cp > 0x10fffd) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false;
  return (cp & 0xfffe) !== 0xfffe;
}

describe('code point classes', () => {
  test('isURLCodePoint on every code point', () => {
    const wrong: number[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) if (isURLCodePoint(cp) !== expectedURLCodePoint(cp)) wrong.push(cp);
    expect(wrong).toEqual([]);
    expect(isURLCodePoint(0x110000)).toBe(false);
  });

  test('ranges are ascending, disjoint and not adjacent', () => {
    for (const ranges of [URL_CODE_POINTS, UCSCHAR, IPRIVATE, NONCHARACTERS]) {
      ranges.forEach(([low, high], i) => {
        expect(low).toBeLessThanOrEqual(high);
        if (i > 0) expect(low).toBeGreaterThan(ranges[i - 1][1] + 1);
      });
    }
  });

  test('codePointRanges merges and subtracts', () => {
    expect(codePointRanges('ba', [[0x63, 0x66]], [[0x64, 0x64]])).toEqual([[0x61, 0x63], [0x65, 0x66]]);
    expect(codePointRanges('', [[0, 10], [5, 20]], [[0, 0], [20, 30]])).toEqual([[1, 19]]);
    expect(inRanges(0x10, [])).toBe(false);
  });

  test('leadingUnits: BMP code points and the high surrogates of the others', () => {
    expect(leadingUnits(IPRIVATE)).toEqual([[0xdb80, 0xdbff], [0xe000, 0xf8ff]]);
    expect(leadingUnits([[0x10000, 0x103ff]])).toEqual([[0xd800, 0xd800]]);
  });

  test('ASCII tab or newline', () => {
    for (let c = 0; c < 0x80; c++) expect([c, isASCIITabOrNewline(c)]).toEqual([c, c === 9 || c === 10 || c === 13]);
    expect(hasASCIITabOrNewline('a\rb')).toBe(true);
    expect(hasASCIITabOrNewline('a\u000bb')).toBe(false);
    expect(removeASCIITabOrNewline('\ta\nb\r\n')).toBe('ab');
    const text = 'no tab';
    expect(removeASCIITabOrNewline(text)).toBe(text);
  });
});
