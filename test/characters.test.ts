import { EncodeSet, hexValue, inEncodeSet, percentDecodeString, utf8PercentEncodeString } from '../src/core/characters';

describe('percent-encode sets (URL Standard 1.3)', () => {
  const members = (set: EncodeSet): string => {
    let out = '';
    for (let c = 0x20; c < 0x7f; c++) if (inEncodeSet(c, set)) out += String.fromCharCode(c);
    return out;
  };

  test('printable ASCII members of each set', () => {
    expect(members(EncodeSet.C0Control)).toBe('');
    expect(members(EncodeSet.Fragment)).toBe(' "<>`');
    expect(members(EncodeSet.Query)).toBe(' "#<>');
    expect(members(EncodeSet.SpecialQuery)).toBe(' "#\'<>');
    expect(members(EncodeSet.Path)).toBe(' "#<>?^`{}');
    expect(members(EncodeSet.Userinfo)).toBe(' "#/:;<=>?@[\\]^`{|}');
    expect(members(EncodeSet.Component)).toBe(' "#$%&+,/:;<=>?@[\\]^`{|}');
    expect(members(EncodeSet.FormURLEncoded)).toBe(' !"#$%&\'()+,/:;<=>?@[\\]^`{|}~');
  });

  test('C0 controls, DEL and non-ASCII are in every set', () => {
    for (const set of [EncodeSet.C0Control, EncodeSet.Fragment, EncodeSet.Path, EncodeSet.FormURLEncoded]) {
      expect(inEncodeSet(0x00, set)).toBe(true);
      expect(inEncodeSet(0x1f, set)).toBe(true);
      expect(inEncodeSet(0x7f, set)).toBe(true);
      expect(inEncodeSet(0xe9, set)).toBe(true);
    }
  });
});

describe('UTF-8 percent-encode', () => {
  test('returns the input itself when nothing needs encoding', () => {
    const s = 'abc/def';
    expect(utf8PercentEncodeString(s, EncodeSet.Path)).toBe(s);
  });

  test('encodes 1- to 4-byte sequences with uppercase hex', () => {
    expect(utf8PercentEncodeString('a b', EncodeSet.Path)).toBe('a%20b');
    expect(utf8PercentEncodeString('é', EncodeSet.C0Control)).toBe('%C3%A9');
    expect(utf8PercentEncodeString('€', EncodeSet.C0Control)).toBe('%E2%82%AC');
    expect(utf8PercentEncodeString('😀', EncodeSet.C0Control)).toBe('%F0%9F%98%80');
  });

  test('lone surrogates become U+FFFD', () => {
    expect(utf8PercentEncodeString('\uD800x\uDC00', EncodeSet.C0Control)).toBe('%EF%BF%BDx%EF%BF%BD');
  });

  test('space as plus for form encoding', () => {
    expect(utf8PercentEncodeString('a b+c', EncodeSet.FormURLEncoded, true)).toBe('a+b%2Bc');
  });
});

describe('percent-decode', () => {
  test('decodes valid escapes and leaves invalid ones', () => {
    expect(percentDecodeString('%41%zz%4')).toBe('A%zz%4');
    expect(percentDecodeString('%C3%A9')).toBe('é');
    expect(percentDecodeString('%FF')).toBe('\uFFFD');
  });

  test('hexValue', () => {
    expect(hexValue('a'.charCodeAt(0))).toBe(10);
    expect(hexValue('F'.charCodeAt(0))).toBe(15);
    expect(hexValue('9'.charCodeAt(0))).toBe(9);
    expect(hexValue('g'.charCodeAt(0))).toBe(-1);
  });
});
