// src/core/messages.ts: how messages name code points.
import { codePointName, quoteCodePoint, upperHex } from '../src/core/messages';

describe('code point names', () => {
  test('upperHex gives what toString(16).toUpperCase() gives, padded to the width', () => {
    const values = [0, 1, 9, 10, 15, 16, 0xff, 0x100, 0xfff, 0x1000, 0xabcd, 0xd800, 0xffff, 0x10000, 0x1f600, 0x10ffff, 2 ** 31, 2 ** 32 + 5];
    for (let value = 0; value < 0x1100; value += 7) values.push(value);
    for (const value of values) {
      for (const width of [0, 1, 4, 6]) {
        expect([value, width, upperHex(value, width)]).toEqual([value, width, value.toString(16).toUpperCase().padStart(width, '0')]);
      }
    }
  });

  test('U+ and four hex digits at least; visible code points quoted before their name', () => {
    expect(codePointName(0x20)).toBe('U+0020');
    expect(codePointName(0x1f600)).toBe('U+1F600');
    expect(quoteCodePoint(0x20)).toBe('U+0020');
    expect(quoteCodePoint(0xe9)).toBe('"\u00e9" (U+00E9)');
    expect(quoteCodePoint(0x7f)).toBe('U+007F');
  });
});
