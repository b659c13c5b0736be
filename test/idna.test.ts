import {
  domainToASCII,
  domainToUnicode,
  findForbiddenDomainCodePoint,
  hasACELabel,
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
  isStrictASCIIDomain,
  isStrictlyValidDomain,
  unicodeToASCII,
} from '../src/host/idna';
import { isASCIIString } from '../src/core/code-points';
import { random } from './helpers/random';

/** tr46's ToUnicode, for comparisons (tr46 has no type declarations). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tr46 = require('tr46') as {
  toUnicode(domain: string, options: Record<string, boolean>): { domain: string; error: boolean };
};

/** The domain parser with beStrict false, always through tr46 (no ASCII fast path). */
function domainToASCIIViaTr46(domain: string): string | null {
  const result = unicodeToASCII(domain, false);
  if (result === null || result === '' || findForbiddenDomainCodePoint(result) !== -1) return null;
  return result;
}


/** Random ASCII domains: labels of letters, digits, hyphens, dots and any other ASCII. */
function randomASCIIDomains(count: number, seed: number): string[] {
  const next = random(seed);
  const common = 'abcXYZ019-.-.';
  const domains: string[] = [];
  for (let n = 0; n < count; n++) {
    let domain = '';
    const length = Math.floor(next() * 12);
    for (let i = 0; i < length; i++) {
      const any = String.fromCharCode(Math.floor(next() * 128));
      domain += next() < 0.85 ? common[Math.floor(next() * common.length)] : any;
    }
    domains.push(domain);
  }
  return domains;
}

const ASCII_DOMAINS: readonly string[] = [
  'example.com',
  'EXAMPLE.COM',
  'ExAmPlE.CoM.',
  'a',
  'A',
  '.',
  '..',
  'a..b',
  '-x',
  'x-',
  'ab--c',
  'a_b',
  'a b',
  'a\u0001b',
  'a\u007fb',
  'a%b',
  'exa#mple',
  'user@host',
  'x01234567890123456789012345678901234567890123456789012345678901x',
  '1.2.3.4',
  '0x7F.1',
  'xn',
  'xn-',
  'xn-a',
  'axn--a',
  'a.bxn--c',
  ...randomASCIIDomains(3000, 1),
];

describe('domain parser (domain to ASCII), beStrict false', () => {
  test.each([
    ['example.com', 'example.com'],
    ['EXAMPLE.COM', 'example.com'],
    ['Faß.de', 'xn--fa-hia.de'],
    ['☕.example', 'xn--53h.example'],
    ['xn--zca', 'xn--zca'],
    ['XN--ZCA', 'xn--zca'],
    ['xn--a', 'xn--a'], // ASCII: lowercased regardless of UTS #46 (web compatibility)
    ['xn--8i7caa', 'xn--8i7caa'],
    ['XN--A.com', 'xn--a.com'],
    ['a\u00ADb', 'ab'],
    ['ab--c.ß', 'ab--c.xn--zca'],
    ['１２７.０.０.１', '127.0.0.1'],
    ['<\u0338', 'xn--gdh'],
  ])('%j -> %j', (input, expected) => {
    expect(domainToASCII(input, false)).toBe(expected);
  });

  test.each([
    [''],
    ['\u00AD'], // empty after mapping
    ['a b'],
    ['exa#mple.org'],
    ['a%b'],
    ['\u001f.example'],
    ['a\u007f'],
    ['xn--a.ß'], // not ASCII: UTS #46 validates the xn-- label too
    ['\u200D.example'],
    ['يa'],
    ['\uFFFD.com'],
    ['www.lookout.net\u2A74'], // maps to "::="
    ['a\uD800b'],
  ])('%j -> failure', (input) => {
    expect(domainToASCII(input, false)).toBeNull();
  });

  test('a domain the strict ToASCII fails on is still parsed when beStrict is false', () => {
    expect(domainToASCII('a_b.example', false)).toBe('a_b.example');
    expect(isStrictlyValidDomain('a_b.example')).toBe(false);
    expect(domainToASCII('Example.com', false)).toBe('example.com');
    expect(isStrictlyValidDomain('Example.com')).toBe(true);
  });

  test('the ASCII fast path equals the UTS #46 path when no label starts with "xn--"', () => {
    let compared = 0;
    let failures = 0;
    for (const domain of ASCII_DOMAINS) {
      expect(isASCIIString(domain)).toBe(true);
      if (hasACELabel(domain)) continue;
      const expected = domainToASCIIViaTr46(domain);
      expect([domain, domainToASCII(domain, false)]).toEqual([domain, expected]);
      compared++;
      if (expected === null) failures++;
    }
    expect(compared).toBeGreaterThan(2000);
    expect(failures).toBeGreaterThan(100); // both outcomes are exercised
  });

  test('with an "xn--" label the standard keeps the ASCII input where UTS #46 fails', () => {
    expect(domainToASCIIViaTr46('xn--a')).toBeNull();
    expect(domainToASCII('xn--a', false)).toBe('xn--a');
    expect(domainToASCII('xn--zca', false)).toBe(domainToASCIIViaTr46('xn--zca'));
  });
});

describe('domain parser, beStrict true', () => {
  test.each([
    ['example.com', 'example.com'],
    ['EXAMPLE.com', 'example.com'],
    ['ß.de', 'xn--zca.de'],
    ['xn--zca', 'xn--zca'],
  ])('%j -> %j', (input, expected) => {
    expect(domainToASCII(input, true)).toBe(expected);
  });

  test.each([
    ['ab--c'],
    ['-x'],
    ['x-'],
    ['a_b'],
    ['a b'],
    ['xn--a'],
    ['example.com.'], // empty root label: UTS #46 A4_2 with VerifyDnsLength
    ['a..b'],
    [''],
    ['x01234567890123456789012345678901234567890123456789012345678901xx'],
    [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`],
  ])('%j -> failure', (input) => {
    expect(domainToASCII(input, true)).toBeNull();
    expect(isStrictlyValidDomain(input)).toBe(false);
  });

  test('length limits', () => {
    expect(domainToASCII('a'.repeat(63), true)).toBe('a'.repeat(63));
    expect(domainToASCII('a'.repeat(64), true)).toBeNull();
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(long.length).toBe(253);
    expect(domainToASCII(long, true)).toBe(long);
  });
});

describe('strict ToASCII check for ASCII domains', () => {
  const edgeCases = [
    'a'.repeat(63),
    'a'.repeat(64),
    `${'a'.repeat(63)}.b`,
    `b.${'a'.repeat(64)}`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.`,
    'ab--',
    'ab--c',
    'abc--',
    'a--b',
    'ab-',
    '-',
    '--',
    'a-b',
    'A-B.C',
    'ab-.c',
    'a.-b',
    'a.b.',
    'a.b..',
    '.a',
  ];

  test('equals tr46 strict ToASCII success when no label starts with "xn--"', () => {
    let valid = 0;
    for (const domain of [...ASCII_DOMAINS, ...edgeCases]) {
      if (hasACELabel(domain)) continue;
      const expected = unicodeToASCII(domain, true) !== null;
      expect([domain, isStrictASCIIDomain(domain)]).toEqual([domain, expected]);
      if (expected) valid++;
    }
    expect(valid).toBeGreaterThan(100);
  });

  test('isStrictlyValidDomain uses tr46 for "xn--" labels and non-ASCII', () => {
    const report = (domain: string): number => (isStrictlyValidDomain(domain) ? 0 : 1);
    expect(report('xn--zca.com')).toBe(0);
    expect(report('xn--a.com')).toBe(1);
    expect(report('ß.com')).toBe(0);
    expect(report('ß_.com')).toBe(1);
    expect(report('example.com')).toBe(0);
    expect(report('example.com.')).toBe(1);
  });
});

describe('domain to Unicode', () => {
  test.each([
    ['example.com', 'example.com'],
    ['xn--zca.com', 'ß.com'],
    ['xn--fa-hia.de', 'faß.de'],
    ['XN--ZCA', 'ß'],
    ['xn--53h.example', '☕.example'],
    ['xn--a', 'xn--a'], // error: returned as is
    ['xn--8i7caa', 'xn--8i7caa'], // decodes to "ｗｗｗ" (mapped): error, returned as is
    ['a.xn--zca.', 'a.ß.'],
  ])('%j -> %j', (input, expected) => {
    expect(domainToUnicode(input)).toBe(expected);
  });


  test('the ASCII fast path equals tr46 ToUnicode', () => {
    const options = {
      checkHyphens: false,
      checkBidi: true,
      checkJoiners: true,
      useSTD3ASCIIRules: false,
      transitionalProcessing: false,
      ignoreInvalidPunycode: false,
    };
    for (const domain of ASCII_DOMAINS) {
      if (hasACELabel(domain)) continue;
      const expected = tr46.toUnicode(domain, options);
      expect([domain, domainToUnicode(domain)]).toEqual([domain, expected.error ? domain : expected.domain]);
    }
  });
});

describe('code point classes', () => {
  const FORBIDDEN_HOST = '\u0000\t\n\r #/:<>?@[\\]^|';

  test('forbidden host code points', () => {
    for (let c = 0; c < 0x100; c++) {
      expect([c, isForbiddenHostCodePoint(c)]).toEqual([c, FORBIDDEN_HOST.includes(String.fromCharCode(c))]);
    }
    expect(isForbiddenHostCodePoint(0x10000)).toBe(false);
  });

  test('forbidden domain code points', () => {
    for (let c = 0; c < 0x100; c++) {
      const expected = FORBIDDEN_HOST.includes(String.fromCharCode(c)) || c < 0x20 || c === 0x25 || c === 0x7f;
      expect([c, isForbiddenDomainCodePoint(c)]).toEqual([c, expected]);
    }
  });

  test('findForbiddenDomainCodePoint', () => {
    expect(findForbiddenDomainCodePoint('example.com')).toBe(-1);
    expect(findForbiddenDomainCodePoint('exa%mple')).toBe(3);
    expect(findForbiddenDomainCodePoint('ab\u007f')).toBe(2);
  });

  test.each([
    ['xn--zca', true],
    ['XN--zca', true],
    ['a.Xn--zca', true],
    ['a.xn--', true],
    ['axn--zca', false],
    ['xn-zca', false],
    ['xn', false],
    ['', false],
  ])('hasACELabel(%j) = %s', (input, expected) => {
    expect(hasACELabel(input)).toBe(expected);
  });
});

describe('UTS #46 ToASCII label by label (beStrict false)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tr46ToASCII = (require('tr46') as { toASCII(domain: string, options: Record<string, boolean>): string | null }).toASCII;
  const RELAXED = {
    checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
    transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false,
  };
  // Letters it converts label by label, ASCII, and code points that make it hand the whole domain
  // to tr46: right-to-left letters and digits, dots other than U+002E, joiners, combining marks,
  // full-width "xn--", a spacing mark that maps to a space.
  const PIECES = [
    'é', 'Ü', 'ß', 'İ', 'Ĳ', 'ς', 'Σ', 'д', 'Д', '\u0483', 'か', '\u3099', '\u309B', '日本', '한', 'ǅ',
    'a', 'B', '0', '-', '_', '%', 'xn--', 'XN--', 'xn--caf-dma', '.', '.',
    '\u3002', '\uFF0E', '\u2024', 'א', 'ب', '\u0661', '\u200D', '\u200C', '\u00AD', '\u0301', 'ｘｎ－－', '\uD800', '\u{1F600}',
  ];

  test('equals tr46 on the whole domain, converted or memoised', () => {
    const next = random(4646);
    for (let i = 0; i < 20000; i++) {
      let domain = '';
      const length = 1 + Math.floor(next() * 8);
      for (let j = 0; j < length; j++) domain += PIECES[Math.floor(next() * PIECES.length)];
      const expected = tr46ToASCII(domain, RELAXED);
      expect({ domain, first: unicodeToASCII(domain, false) }).toEqual({ domain, first: expected });
      expect({ domain, again: unicodeToASCII(domain, false) }).toEqual({ domain, again: expected });
    }
  });

  test('a label in a right-to-left domain is checked with the whole domain', () => {
    // "1a" alone is a valid label; in a Bidi domain its leading digit breaks the Bidi rule.
    expect(unicodeToASCII('1a.é', false)).toBe('1a.xn--9ca');
    expect(unicodeToASCII('1a.א', false)).toBe(tr46ToASCII('1a.א', RELAXED));
    expect(unicodeToASCII('1a.xn--4db', false)).toBe(tr46ToASCII('1a.xn--4db', RELAXED));
  });
});
