// UTS #46 (src/host/uts46.ts, uts46-data.ts, punycode.ts) against tr46, whose data the tables are
// generated from and which implements the same processing: the tables at every code point, the
// class regexes at every code point, and the processing on seeded random domains.
import { classesOf, mappingOf, statusOf, DEVIATION, DISALLOWED, IGNORED, MAPPED, VALID } from '../src/host/uts46-data';
import { toASCII, toUnicode, type UTS46Options } from '../src/host/uts46';
import { decode, encode } from '../src/host/punycode';
import * as classes from '../generated/uts46-tables';
import { URL, domainToASCII, UNICODE_VERSION } from '../src/index';
import { random } from './helpers/random';

/* eslint-disable @typescript-eslint/no-require-imports */
const tr46 = require('tr46') as {
  toASCII(domain: string, options: Record<string, boolean>): string | null;
  toUnicode(domain: string, options: Record<string, boolean>): { domain: string; error: boolean };
};
const tr46Table = require('tr46/lib/mappingTable.json') as Array<[number | [number, number], number, string?]>;
const tr46Status = (require('tr46/lib/statusMapping.js') as { STATUS_MAPPING: Record<string, number> }).STATUS_MAPPING;
const regexes = require('tr46/lib/regexes.js') as Record<string, RegExp>;
const punycode = require('punycode/') as { encode(s: string): string; decode(s: string): string };
const whatwgURL = require('whatwg-url') as { parseURL(input: string): { host: string | null } | null };
const tr46Package = require('tr46/package.json') as { version: string; unicodeVersion: string };
/* eslint-enable @typescript-eslint/no-require-imports */

const STATUS_BY_TR46: Record<number, number> = {
  [tr46Status.mapped]: MAPPED,
  [tr46Status.valid]: VALID,
  [tr46Status.disallowed]: DISALLOWED,
  [tr46Status.deviation]: DEVIATION,
  [tr46Status.ignored]: IGNORED,
};

describe('the generated tables', () => {
  test('every code point has tr46\'s status and mapping', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const [range, status, mapping] of tr46Table) {
      const [first, last] = Array.isArray(range) ? range : [range, range];
      for (let c = first; c <= last; c++, checked++) {
        if (statusOf(c) !== STATUS_BY_TR46[status]) wrong.push(`U+${c.toString(16)} status`);
        if (mapping !== undefined && mappingOf(c) !== mapping) wrong.push(`U+${c.toString(16)} mapping`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toBe(0x110000);
  });

  test('ASCII is valid but for A-Z, mapped to a-z (what map() in src/host/uts46.ts reads without the table)', () => {
    for (let c = 0; c < 0x80; c++) {
      const upper = c >= 0x41 && c <= 0x5a;
      expect({ c, status: statusOf(c) }).toEqual({ c, status: upper ? MAPPED : VALID });
      if (upper) expect(mappingOf(c)).toBe(String.fromCharCode(c + 0x20));
    }
  });

  test('every code point is in the classes tr46\'s regexes put it in', () => {
    const R = '\u05D0'; // Bidi_Class R, Joining_Type U
    const D = '\u0628'; // ARABIC LETTER BEH: Joining_Type D, Bidi_Class AL
    // validZWNJ's T*: a letter that is also L or D would pass a behavioural test of it anyway.
    const JOINING_T = new RegExp((regexes.validZWNJ.source.match(/\[(?:\\.|[^\]\\])*\]/g) as string[])[1], 'u');
    // Each class, as a test on one code point through the regex that uses it.
    const membership: Array<[number, (ch: string) => boolean]> = [
      [classes.MARK, (ch) => regexes.combiningMarks.test(ch)],
      [classes.VIRAMA, (ch) => regexes.combiningClassVirama.test(ch)],
      [classes.JOINING_LEFT, (ch) => regexes.validZWNJ.test(ch + '\u200C' + D)],
      [classes.JOINING_TRANSPARENT, (ch) => JOINING_T.test(ch)],
      [classes.JOINING_RIGHT, (ch) => regexes.validZWNJ.test(D + '\u200C' + ch)],
      [classes.BIDI_DOMAIN, (ch) => regexes.bidiDomain.test(ch)],
      [classes.BIDI_LTR_START, (ch) => regexes.bidiS1LTR.test(ch)],
      [classes.BIDI_RTL_START, (ch) => regexes.bidiS1RTL.test(ch)],
      [classes.BIDI_RTL_ALLOWED, (ch) => regexes.bidiS2.test(ch)],
      [classes.BIDI_RTL_END, (ch) => regexes.bidiS3.test(ch)],
      [classes.BIDI_NSM, (ch) => regexes.bidiS3.test(R + ch) && !regexes.bidiS3.test(ch)],
      [classes.BIDI_EN, (ch) => regexes.bidiS4EN.test(ch)],
      [classes.BIDI_AN, (ch) => regexes.bidiS4AN.test(ch)],
      [classes.BIDI_LTR_ALLOWED, (ch) => regexes.bidiS5.test(ch)],
      [classes.BIDI_LTR_END, (ch) => regexes.bidiS6.test(ch)],
    ];
    const wrong: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      const ch = String.fromCodePoint(c);
      const bits = classesOf(c);
      for (const [bit, test] of membership) {
        if (((bits & bit) !== 0) !== test(ch)) wrong.push(`U+${c.toString(16)} bit ${bit}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('the Unicode version', () => {
  test('is the one tr46 implements, exported as UNICODE_VERSION', () => {
    expect(UNICODE_VERSION).toBe(tr46Package.unicodeVersion);
    expect(UNICODE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(UNICODE_VERSION.split('.')[0])).toBeGreaterThanOrEqual(18);
  });

  test('code points Unicode 18 assigns are mapped as whatwg-url 17.3 (tr46 7) maps them', () => {
    // U+209D LATIN SUBSCRIPT SMALL LETTER W maps to "w"; U+1D6A6 maps to "ss" (both new in 18.0).
    expect(statusOf(0x209d)).toBe(MAPPED);
    expect(mappingOf(0x209d)).toBe('w');
    expect(new URL('http://\u209D/').href).toBe('http://w/');
    expect(whatwgURL.parseURL('http://\u209D/')?.host).toBe('w');
    expect(domainToASCII('\u{1D6A6}.example')).toBe('ss.example');
    expect(tr46.toASCII('\u{1D6A6}.example', { transitionalProcessing: false })).toBe('ss.example');
  });
});

describe('Punycode (RFC 3492)', () => {
  // Short labels take the textbook loop, long ones (over 64 code points) the tree.
  const POOLS: Array<[number, number]> = [[0x61, 0x7a], [0x30, 0x39], [0x2d, 0x2d], [0xe0, 0x17f], [0x3b1, 0x3c9], [0x4e00, 0x4e40], [0x10000, 0x10ffff], [0xd800, 0xdfff]];
  function randomText(next: () => number, length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) {
      const [low, high] = POOLS[Math.floor(next() * POOLS.length)];
      text += String.fromCodePoint(low + Math.floor(next() * (high - low + 1)));
    }
    return text;
  }
  function orNull<T>(f: () => T): T | null {
    try {
      return f();
    } catch {
      return null;
    }
  }

  test('encodes as punycode.js does, short and long, and decodes back', () => {
    const next = random(3492);
    for (let i = 0; i < 4000; i++) {
      const text = randomText(next, i % 4 === 0 ? 65 + Math.floor(next() * 200) : 1 + Math.floor(next() * 20));
      const expected = orNull(() => punycode.encode(text));
      expect({ text, encoded: encode(text) }).toEqual({ text, encoded: expected });
      if (expected !== null) expect({ expected, decoded: decode(expected) }).toEqual({ expected, decoded: orNull(() => punycode.decode(expected)) });
    }
  });

  test('decodes any ASCII as punycode.js does, failures included', () => {
    const next = random(6492);
    const digits = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789--_.!é';
    let decoded = 0;
    for (let i = 0; i < 20000; i++) {
      let input = '';
      const length = 1 + Math.floor(next() * 16);
      for (let j = 0; j < length; j++) input += digits[Math.floor(next() * digits.length)];
      const expected = orNull(() => punycode.decode(input));
      if (expected !== null) decoded++;
      expect({ input, decoded: decode(input) }).toEqual({ input, decoded: expected });
    }
    expect(decoded).toBeGreaterThan(2000);
  });

  test('overflow is a failure, not a wrong answer', () => {
    expect(decode('zzzzzzzzzzzzzzz')).toBeNull();
    // (0x10FFFF - 0x80) * 2101 passes 2^31 - 1.
    for (const text of ['a'.repeat(2100) + '\u{10FFFF}', 'a'.repeat(2100) + '\u{10FFFF}'.repeat(70)]) {
      expect(encode(text)).toBeNull();
      expect(() => punycode.encode(text)).toThrow(/Overflow/);
    }
  });
});

describe('UTS #46 processing', () => {
  const options = (strict: boolean): UTS46Options => ({ checkHyphens: strict, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: strict, verifyDNSLength: strict });
  const tr46Options = (strict: boolean): Record<string, boolean> => ({ ...options(strict), transitionalProcessing: false, ignoreInvalidPunycode: false });
  // Pieces that reach every step: case, mapping, ignoring, NFC, dots of other scripts, Punycode
  // labels (valid, invalid, ASCII-only), hyphens, marks, joiners after viramas and between
  // joining letters, right-to-left letters and digits, disallowed and astral code points.
  const PIECES = [
    'a', 'B', '0', '-', '--', '_', '.', 'xn--', 'XN--', 'xn--caf-dma', 'xn--mnchen-3ya', 'xn--a', 'xn--ls8h', 'xn--zca', 'xn--abc-',
    'é', 'E\u0301', 'ß', 'ẞ', 'ς', 'Σ', 'Ĳ', 'ǅ', 'д', '日本', 'か', '\u3099', '한', '\u1100\u1161',
    '\u3002', '\uFF0E', '\uFF41', '\u00AD', '\u200B', '\uFE0F', '\u0301', '\u0483',
    '\u094D', '\u0915', '\u200C', '\u200D', '\u0628', '\u064E', '\u0644', '\u0627',
    'א', '\u05BF', '\u0661', '\u06F1', '1', '\u{1F600}', '\u{10FFFF}', '\uD800', '\u2024', '\u0000', ' ', '%',
  ];

  test('ToASCII and ToUnicode equal tr46 on 10,000 random domains, strict and not', () => {
    const next = random(46);
    let converted = 0;
    const differences: unknown[] = [];
    for (let i = 0; i < 10000; i++) {
      let domain = '';
      const length = 1 + Math.floor(next() * 8);
      for (let j = 0; j < length; j++) domain += PIECES[Math.floor(next() * PIECES.length)];
      for (const strict of [false, true]) {
        const ascii = tr46.toASCII(domain, tr46Options(strict));
        const unicode = tr46.toUnicode(domain, tr46Options(strict));
        const ours = { ascii: toASCII(domain, options(strict)), unicode: toUnicode(domain, options(strict)) };
        if (ours.ascii !== ascii || ours.unicode !== (unicode.error ? null : unicode.domain)) differences.push({ domain, strict, ours, ascii, unicode });
        if (ascii !== null) converted++;
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(converted).toBeGreaterThan(4000);
  });

  test('CheckJoiners judges each ZERO WIDTH NON-JOINER by its own neighbours, where tr46 does not', () => {
    // RFC 5892 Appendix A.1 (UTS #46 section 4.1 criterion 8): a U+200C not after a virama needs
    // (L|D) T* before it and T* (R|D) after it. In BEH VIRAMA ZWNJ BEH ZWNJ "1", the second ZWNJ
    // is followed by "1" (Joining_Type U); tr46 (so whatwg-url, and Node) lets the first ZWNJ's
    // context stand in for it.
    const label = '\u0628\u094D\u200C\u0628\u200C1';
    expect(toASCII(label, options(false))).toBeNull();
    expect(tr46.toASCII(label, tr46Options(false))).toBe('xn--1-0mca333a472bba');
    expect(toASCII('\u0628\u094D\u200C\u0628\u200C\u0628', options(false))).toBe('xn--ngbaa233a472bba');
    expect(toASCII('\u0628\u200C1', options(false))).toBeNull();
    // So the URL parser fails on that host, where whatwg-url parses it.
    expect(() => new URL(`http://${label}/`)).toThrow(TypeError);
    expect(whatwgURL.parseURL(`http://${label}/`)?.host).toBe('xn--1-0mca333a472bba');
  });
});
