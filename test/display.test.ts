// The display policy (docs/display.md): hidden and reordering code points stay encoded in uriToIRI
// and toDisplayString (src/core/display.ts); IDN labels show in Unicode only when the whole domain
// passes the confusable check (src/host/confusable.ts); argument and option handling of src/rfc/iri.ts.
import { URL, iriToURI, toDisplayString, uriToIRI } from '../src';
import { OptionError } from '../src/core/arguments';
import { domainRefusal, labelRefusal } from '../src/host/confusable';
import { findHiddenOrReordering, isHiddenOrReordering } from '../src/core/display';
import { domainToUnicode } from '../src/host/idna';
import { random } from './helpers/random';
import { pick } from './helpers/references';

/** The UTF-8 escapes of one code point, lowercase hex (so "kept as written" is visible). */
function escapesOf(cp: number): string {
  return [...new TextEncoder().encode(String.fromCodePoint(cp))].map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
}

const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, '0');

// One or more per class: bidi controls and isolates, Cf, Zl/Zp, Zs, noncharacters, Cc (C1),
// variation selectors, Hangul fillers, U+034F, tags, U+2800.
const HIDDEN = [
  0x061c, 0x200e, 0x200f, 0x202a, 0x202e, 0x2066, 0x2069, 0x200b, 0x200c, 0x200d, 0x2060, 0x2064, 0xfeff, 0x00ad,
  0x180e, 0xfff9, 0xfffb, 0xe0001, 0xe0041, 0xe007f, 0x2028, 0x2029, 0x00a0, 0x1680, 0x2000, 0x200a, 0x202f,
  0x205f, 0x3000, 0xfdd0, 0xfdef, 0xfffe, 0xffff, 0x1fffe, 0x10ffff, 0x0085, 0x0080, 0x009f, 0xfe00, 0xfe0f,
  0xe0100, 0xe01ef, 0x180b, 0x115f, 0x1160, 0x3164, 0xffa0, 0x034f, 0x2800,
];

// Letters, marks and symbols that are not hidden: still decoded.
const SHOWN = [0xe9, 0xfc, 0x4e2d, 0x0436, 0x05d0, 0x0628, 0x0301, 0x3042, 0xac00, 0x1f600, 0x10300, 0x2022, 0x00b7];

describe('hidden or reordering code points (src/core/display.ts)', () => {
  test.each(HIDDEN.map((cp) => [hex(cp), cp]))('U+%s stays encoded as written in every component', (_, cp) => {
    const e = escapesOf(cp);
    const uri = `sc://${e}:${e}@h${e}/a${e}b?${e}#${e}`;
    expect(uriToIRI(uri)).toBe(uri);
    expect(toDisplayString(uri)).toBe(uri);
    expect(toDisplayString(`https://${e}@example.com/${e}?${e}#${e}`)).toBe(`https://${e}@example.com/${e}?${e}#${e}`);
    expect(isHiddenOrReordering(cp)).toBe(true);
  });

  test.each(SHOWN.map((cp) => [hex(cp), cp]))('U+%s is still decoded', (_, cp) => {
    const c = String.fromCodePoint(cp);
    const e = escapesOf(cp);
    expect(uriToIRI(`x:/a${e}b?${e}#${e}`)).toBe(`x:/a${c}b?${c}#${c}`);
    expect(toDisplayString(`https://example.com/a${e}b?${e}#${e}`)).toBe(`https://example.com/a${c}b?${c}#${c}`);
    expect(isHiddenOrReordering(cp)).toBe(false);
  });

  test('whole ranges: bidi, zero widths, spaces, tags, selectors, noncharacters, C1', () => {
    const ranges: Array<[number, number]> = [
      [0x2000, 0x200f], [0x2028, 0x202f], [0x205f, 0x206f], [0x2066, 0x2069], [0xfe00, 0xfe0f], [0xfff9, 0xfffb],
      [0xe0000, 0xe007f], [0xe0100, 0xe01ef], [0xfdd0, 0xfdef], [0x0000, 0x001f], [0x007f, 0x00a0],
    ];
    let count = 0;
    for (const [low, high] of ranges) {
      for (let cp = low; cp <= high; cp++, count++) expect([hex(cp), isHiddenOrReordering(cp)]).toEqual([hex(cp), true]);
    }
    for (let plane = 0; plane <= 0x10; plane++) {
      expect(isHiddenOrReordering(plane * 0x10000 + 0xfffe)).toBe(true);
      expect(isHiddenOrReordering(plane * 0x10000 + 0xffff)).toBe(true);
    }
    expect(count).toBeGreaterThan(500);
    expect(isHiddenOrReordering(0x20)).toBe(false);
    expect(findHiddenOrReordering('ab\u{e0041}c')).toBe(2);
    expect(findHiddenOrReordering('a\u{10300}\u200bc')).toBe(3);
    expect(findHiddenOrReordering('abc')).toBe(-1);
  });

  test('no decoded output contains a hidden code point, for any code point (seeded)', () => {
    const next = random(12);
    for (let i = 0; i < 4000; i++) {
      let cp = Math.floor(next() * 0x110000);
      if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfeff;
      const uri = `http://example.com/${escapesOf(cp)}?${escapesOf(cp)}#${escapesOf(cp)}`;
      expect(findHiddenOrReordering(uriToIRI(uri))).toBe(-1);
      expect(findHiddenOrReordering(toDisplayString(uri))).toBe(-1);
    }
  });
});

describe('IDN display policy (src/host/confusable.ts)', () => {
  test.each([
    ['xn--mnchen-3ya.de', 'münchen.de'], // Latin
    ['xn--o9jd6d392o34z.jp', '東京みなと.jp'], // Han + Hiragana (Japanese)
    ['xn--zckzah.jp', 'テスト.jp'], // Katakana
    ['xn--5ek909fn7f.tw', '中国ㄅ.tw'], // Han + Bopomofo (Chinese)
    ['xn--a-vr4fs7l.kr', '서울a.kr'], // Hangul + Latin (Korean)
    ['xn--e1afmkfd.xn--p1ai', 'пример.рф'], // Cyrillic, not all look-alikes
    ['xn--hxaj8bf.gr', 'παρά.gr'], // Greek, not all look-alikes
    ['xn--99zt52a.example.org', '納豆.example.org'],
  ])('http://%s/ shows in Unicode', (ascii, unicode) => {
    expect(toDisplayString(`http://${ascii}/`)).toBe(`http://${unicode}/`);
  });

  test.each([
    ['xn--80ak6aa92e.com', 'whole-script-confusable'], // аррӏе, Cyrillic
    ['xn--0xaaf.com', 'whole-script-confusable'], // ορο, Greek
    ['xn--pypal-4ve.com', 'mixed-script'], // p + Cyrillic а + ypal
    ['xn--mple-43d3a6i.com', 'mixed-script'], // Cyrillic ехаmple
    ['xn--a-zlb.com', 'mixed-script'], // a + Greek α
    ['xn--zckzah7478joztb.jp', 'mixed-script'], // Hangul + Katakana
    ['xn--11b2ezcs70k.in', 'hidden-code-point'], // Devanagari with ZWNJ after the virama
    ['xn--xy-10y.com', 'hidden-code-point'], // x U+2800 y
    ['xn--1-tud0w.in', 'mixed-digits'], // Devanagari digit and ASCII digit
    ['xn--n3h.com', 'symbol'], // snowman
    ['xn--ls8h.la', 'symbol'], // emoji
    ['xn--58dc.com', 'script-not-recommended'], // Cherokee
  ])('http://%s/ stays Punycode (%s)', (ascii, refusal) => {
    expect(toDisplayString(`http://${ascii}/`)).toBe(`http://${ascii}/`);
    expect(toDisplayString(new URL(`https://${ascii}/`))).toBe(`https://${ascii}/`);
    expect(domainRefusal(domainToUnicode(ascii))).toBe(refusal);
  });

  test('decided per whole host: one refused label keeps every label in ASCII', () => {
    expect(toDisplayString('http://xn--mnchen-3ya.xn--80ak6aa92e.com/')).toBe('http://xn--mnchen-3ya.xn--80ak6aa92e.com/');
    expect(toDisplayString('http://xn--80ak6aa92e.xn--mnchen-3ya.de/%C3%A9')).toBe('http://xn--80ak6aa92e.xn--mnchen-3ya.de/\u00e9');
    expect(toDisplayString('http://xn--mnchen-3ya.xn--e1afmkfd.xn--p1ai/')).toBe('http://münchen.пример.рф/');
    expect(toDisplayString('http://a_b.xn--mnchen-3ya.de./')).toBe('http://a_b.münchen.de./');
  });

  test('labelRefusal: each rule on Unicode labels', () => {
    expect(labelRefusal('东京')).toBeNull();
    expect(labelRefusal('abc中文')).toBeNull(); // Latin + Han is in every CJK mix
    expect(labelRefusal('한국어')).toBeNull();
    expect(labelRefusal('ㄅ한')).toBe('mixed-script'); // Bopomofo + Hangul: no allowed mix
    expect(labelRefusal('aб')).toBe('mixed-script');
    expect(labelRefusal('abc\u0661')).toBe('mixed-script'); // Arabic-Indic digit with Latin
    expect(labelRefusal('\u0628\u0661\u06f1')).toBe('mixed-digits'); // Arabic-Indic and Extended Arabic-Indic one
    expect(labelRefusal('\u0915\u0967\u0968')).toBeNull(); // Devanagari digits alone
    expect(labelRefusal('асе-123')).toBe('whole-script-confusable');
    expect(labelRefusal('ԁоg')).toBe('mixed-script');
    expect(labelRefusal('москва')).toBeNull();
    expect(labelRefusal('a\u200db')).toBe('hidden-code-point');
    expect(labelRefusal('a!b')).toBe('symbol');
    expect(labelRefusal('\ud800')).toBe('script-not-recommended');
    expect(labelRefusal('123')).toBeNull();
  });

  test('percent-encoded reg-names (uriToIRI, opaque hosts) follow the same policy', () => {
    const apple = '%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com';
    expect(uriToIRI(`http://${apple}/%C3%A9`)).toBe(`http://${apple}/\u00e9`);
    expect(toDisplayString(`sc://${apple}/%C3%A9`)).toBe(`sc://${apple}/\u00e9`);
    expect(uriToIRI('http://u%C3%A9@%D0%BC%D0%B8%D1%80.com/')).toBe('http://u\u00e9@\u043c\u0438\u0440.com/');
    expect(toDisplayString('sc://p%C3%A0yp%D0%B0l.com/')).toBe('sc://p%C3%A0yp%D0%B0l.com/');
    expect(uriToIRI('http://[::1]/%C3%A9?%C3%A9')).toBe('http://[::1]/\u00e9?\u00e9');
  });
});

describe('arguments and options (src/core/arguments.ts)', () => {
  test("url-grammar's URL and the platform's URL are both accepted", () => {
    const href = 'https://xn--mnchen-3ya.de/%C3%A9?%E2%80%AE#%C3%BC';
    const shown = 'https://münchen.de/\u00e9?%E2%80%AE#\u00fc';
    expect(toDisplayString(new URL(href))).toBe(shown);
    expect(toDisplayString(new globalThis.URL(href))).toBe(shown);
    expect(toDisplayString({ href })).toBe(shown);
    expect(toDisplayString(new globalThis.URL('https://xn--80ak6aa92e.com/'))).toBe('https://xn--80ak6aa92e.com/');
  });

  test('other values are converted as USVStrings', () => {
    expect(iriToURI(42 as unknown as string)).toBe('42');
    expect(uriToIRI(42 as unknown as string)).toBe('42');
    expect(toDisplayString(42 as unknown as string)).toBe('42');
    expect(iriToURI(null as unknown as string)).toBe('null');
    expect(uriToIRI('x:a\ud800b%C3%A9')).toBe('x:a\ufffdb\u00e9');
    expect(toDisplayString({ record: 1, toString: () => 'http://xn--mnchen-3ya.de/' } as unknown as string)).toBe('http://münchen.de/');
    expect(() => uriToIRI(Symbol('x') as unknown as string)).toThrow(OptionError);
  });

  test('iriToURI options: read with readOptions and booleanOption', () => {
    expect(iriToURI('http://b\u00fccher.example/', null)).toBe('http://b%C3%BCcher.example/');
    expect(iriToURI('http://b\u00fccher.example/', { idna: true, encodeUnsafeASCII: false })).toBe('http://xn--bcher-kva.example/');
    const bad: Array<[unknown, string]> = [[{ idna: 'yes' }, 'options.idna'], [{ encodeUnsafeASCII: 1 }, 'options.encodeUnsafeASCII'], ['idna', 'options']];
    for (const [options, name] of bad) {
      let thrown: unknown = null;
      try {
        iriToURI('x:\u00e9', options as never);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      expect(thrown).toBeInstanceOf(OptionError);
      expect((thrown as OptionError).option).toBe(name);
      expect((thrown as OptionError).message).toContain(name);
    }
  });

  test('never throws for a string: hostile pieces (seeded)', () => {
    const next = random(39);
    const pieces = ['%E2%80%8B', '%E2%81%A6', '%C2%A0', '%F3%A0%81%81', 'xn--80ak6aa92e', 'xn--', 'xn--zz', '.', '%D0%B0', 'http://', 'sc://', '@', '/', '?', '#', '\u200b', '\ud800', '%'];
    for (let i = 0; i < 2000; i++) {
      let input = '';
      for (let j = Math.floor(next() * 8); j > 0; j--) input += pick(next, pieces);
      expect(() => uriToIRI(input)).not.toThrow();
      expect(() => toDisplayString(input)).not.toThrow();
      expect(() => iriToURI(input, { idna: true })).not.toThrow();
    }
  });
});
