// grammar/rfc3987.pegjs (with the RFC 3986 rules it shares) through src/strict/parse.ts: the "i" rules,
// ucschar and iprivate as surrogate pairs, lone surrogates, and the ABNF regex oracle.
import { matchRule, parseReference } from '../src/strict/parse';
import type { StrictRuleName } from '../src/strict/parse';
import { abnfMatches } from './helpers/abnf-oracle';
import { random } from './helpers/random';

const matches = (rule: StrictRuleName, input: string): boolean => matchRule(input, { grammar: 'rfc3987', rule }).matched;

// The oracle names its rules as RFC 3986 does; the IRI rule of the same shape.
const ORACLE: Readonly<Record<string, string>> = {
  'IRI-reference': 'URI_reference', IRI: 'URI', 'absolute-IRI': 'absolute_URI', 'irelative-ref': 'relative_ref',
  ihost: 'host', iauthority: 'authority', ipath: 'path', iquery: 'query', ifragment: 'fragment', ucschar: 'ucschar', iprivate: 'iprivate',
};

function checkRule(rule: StrictRuleName, valid: string[], invalid: string[]): void {
  for (const input of valid) {
    expect([input, matches(rule, input)]).toEqual([input, true]);
    if (ORACLE[rule]) expect([input, abnfMatches(ORACLE[rule], input, true)]).toEqual([input, true]);
  }
  for (const input of invalid) {
    expect([input, matches(rule, input)]).toEqual([input, false]);
    if (ORACLE[rule]) expect([input, abnfMatches(ORACLE[rule], input, true)]).toEqual([input, false]);
  }
}

const cp = (codePoint: number): string => String.fromCodePoint(codePoint);

describe('ucschar and iprivate (section 2.2)', () => {
  const UCSCHAR: [number, number][] = [[0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef], [0xe1000, 0xefffd]];
  for (let plane = 1; plane <= 13; plane++) UCSCHAR.push([plane * 0x10000, plane * 0x10000 + 0xfffd]);
  const IPRIVATE: [number, number][] = [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]];
  const inRanges = (c: number, ranges: [number, number][]): boolean => ranges.some(([a, b]) => c >= a && c <= b);

  test('every range boundary, and xFFFE / xFFFF of every plane', () => {
    const points = new Set<number>();
    for (const [a, b] of [...UCSCHAR, ...IPRIVATE]) for (const c of [a - 1, a, a + 1, b - 1, b, b + 1]) points.add(c);
    for (let plane = 0; plane <= 16; plane++) for (const low of [0xfffd, 0xfffe, 0xffff]) points.add(plane * 0x10000 + low);
    for (const c of [0x7f, 0x9f, 0xe0fff, 0xe0000, 0x1f600, 0x20000, 0x10ffff]) points.add(c);
    for (const c of points) {
      if (c < 0 || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) continue;
      expect([c.toString(16), matches('ucschar', cp(c))]).toEqual([c.toString(16), inRanges(c, UCSCHAR)]);
      expect([c.toString(16), matches('iprivate', cp(c))]).toEqual([c.toString(16), inRanges(c, IPRIVATE)]);
    }
  });

  test('every high surrogate with the first and last low surrogates (each 1024-block)', () => {
    for (let high = 0xd800; high <= 0xdbff; high++) {
      for (const low of [0xdc00, 0xdffd, 0xdffe, 0xdfff]) {
        const c = 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);
        const s = String.fromCharCode(high, low);
        expect([c.toString(16), matches('ucschar', s)]).toEqual([c.toString(16), inRanges(c, UCSCHAR)]);
        expect([c.toString(16), matches('iprivate', s)]).toEqual([c.toString(16), inRanges(c, IPRIVATE)]);
      }
    }
  });

  test('the Basic Multilingual Plane, sampled', () => {
    for (let c = 0; c <= 0xffff; c += 7) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      expect([c.toString(16), matches('ucschar', cp(c))]).toEqual([c.toString(16), inRanges(c, UCSCHAR)]);
    }
  });

  test('lone surrogates match nothing', () => {
    for (const s of ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD800a', '\uDC00\uD800', '\uD83D']) {
      expect(matches('ucschar', s)).toBe(false);
      expect(matches('iprivate', s)).toBe(false);
      expect(matches('IRI-reference', `http://h/${s}`)).toBe(false);
      expect(matches('IRI-reference', `http://h/?${s}`)).toBe(false);
    }
    expect(matchRule('http://h/\uD800x', { grammar: 'rfc3987' }).failure).toMatchObject({
      code: 'unexpected-code-point', offset: 9, length: 1, found: '\uD800', expected: ['low surrogate'],
      message: 'unexpected-code-point at offset 9: lone surrogate U+D800 in ipath-abempty (a high surrogate needs a low surrogate after it)',
    });
    expect(matchRule('http://h/\uDC00', { grammar: 'rfc3987' }).failure).toMatchObject({ offset: 9, length: 1, found: '\uDC00' });
    expect(matchRule('a\uD800', { grammar: 'rfc3986' }).failure).toMatchObject({ offset: 1, length: 1, found: '\uD800' });
  });
});

describe('IRI references (section 2.2)', () => {
  test('RFC 3987 examples and non-ASCII components', () => {
    checkRule('IRI', [
      'http://r\u00E9sum\u00E9.example.org',
      'http://www.example.org/red%09ros\u00E9#red',
      'http://example.com/\u{10300}\u{10301}\u{10302}',
      'http://www.example.org/r\u00E9sum\u00E9.html',
      'http://u\u00E9@h\u00E9:8/p\u00E9?q\u00E9#f\u00E9',
      'urn:\u6F22\u5B57',
    ], ['http://h/ \u00E9', 'http://h/\u00AD\u0000', '\u00E9:b', 'http://h/\uFFFE', 'http://h/\u{1FFFF}']);
  });

  test('iprivate is allowed in the query only', () => {
    checkRule('IRI-reference', ['http://h/?\uE000', 'http://h/?\u{F0000}', 'http://h/?\u{10FFFD}', '?\uF8FF'], [
      'http://h/\uE000', 'http://h/#\uE000', 'http://\uE000/', 'http://h/?\u{FFFFE}', 'http://h/?\u{10FFFE}', '\uE000',
    ]);
  });

  test('ihost: IP-literal, IPv4address or ireg-name', () => {
    const kind = (iri: string): string | undefined => parseReference(iri, { grammar: 'rfc3987' }).tree?.authority?.host.kind;
    expect(kind('http://1.2.3.4/')).toBe('IPv4address');
    expect(kind('http://1.2.3.4\u00E9/')).toBe('ireg-name');
    expect(kind('http://1.2.3.256/')).toBe('ireg-name');
    expect(kind('http://[::1]/')).toBe('IP-literal');
    expect(kind('http://b\u00FCcher.example/')).toBe('ireg-name');
    checkRule('ihost', ['1.2.3.4', '1.2.3.4\u00E9', '[v1.\u0041]', '\u00E9'], ['[v1.\u00E9]', '[::\u00E9]', 'a b', '\uE000']);
  });

  test('ipath forms and a colon in the first segment', () => {
    checkRule('ipath', ['', '/\u00E9', '//\u00E9', '\u00E9', '\u00E9:b', '\u00E9/b:c'], ['\u00E9 ', '%']);
    checkRule('irelative-ref', ['\u00E9', './\u00E9:b', '?\u00E9', '#\u00E9'], ['\u00E9:b', 'a:\u00E9']);
    const tree = parseReference('\u00E9/x?\u00E9#\u00E9', { grammar: 'rfc3987' }).tree;
    expect(tree).toMatchObject({ rule: 'irelative-ref', path: { kind: 'ipath-noscheme', start: 0, end: 3 }, query: { start: 4, end: 5 }, fragment: { start: 6, end: 7 } });
    expect(parseReference('s:\u{10000}', { grammar: 'rfc3987' }).tree).toMatchObject({ rule: 'IRI', path: { kind: 'ipath-rootless', start: 2, end: 4 } });
  });

  test('the RFC 3986 rules are shared, unchanged', () => {
    expect(matches('IPv6address', '1::1.2.3.4')).toBe(true);
    expect(matches('dec-octet', '256')).toBe(false);
    expect(matches('pct-encoded', '%C3%A9')).toBe(false);
    expect(matches('scheme', '\u00E9')).toBe(false);
    expect(matches('absolute-IRI', 'http://h/?q')).toBe(true);
    expect(matches('absolute-IRI', 'http://h/#f')).toBe(false);
    expect(matchRule('x', { grammar: 'rfc3987', rule: 'URI' }).failure?.code).toBe('unknown-rule');
  });

  test('failure messages name IRI rules', () => {
    expect(matchRule('http://h\u00E9/%zz', { grammar: 'rfc3987' }).failure).toMatchObject({
      offset: 11, rule: 'pct-encoded', message: 'unexpected-code-point at offset 11: pct-encoded expects hex digit, found "z" (U+007A)',
    });
    const f = matchRule('http://h/\u{1FFFE}', { grammar: 'rfc3987' }).failure;
    expect(f).toMatchObject({ offset: 9, length: 2, found: '\u{1FFFE}', message: 'unexpected-code-point at offset 9: "\u{1FFFE}" (U+1FFFE) is not allowed in ipath-abempty' });
    expect(matchRule('\u{1F600}', { grammar: 'rfc3987', rule: 'iprivate' }).failure).toMatchObject({ offset: 0, length: 2, rule: 'iprivate' });
    expect(matchRule('http://h/\u00E9 ', { grammar: 'rfc3987' }).failure?.expected).toEqual(expect.arrayContaining(['ucschar', 'unreserved character']));
    expect(matchRule('\u00E9:b', { grammar: 'rfc3987' }).failure).toMatchObject({ offset: 1, rule: 'IRI-reference' });
  });
});

describe('the PEG accepts exactly the ABNF language (random strings against the regex oracle)', () => {
  test('IRI references with non-ASCII, private-use and supplementary characters', () => {
    const next = random(3987);
    const tokens = ['a', '1', '.', ':', '//', '/', '?', '#', '@', '[', ']', '::1', '%41', '%', '\u00E9', '\uE000', '\u{10000}',
      '\u{1FFFE}', '\u{F0000}', '\uFFFE', '\uD800', '\uDC00', ' ', 's:', '1.2.3.4', '\u00A0'];
    for (let i = 0; i < 4000; i++) {
      let s = '';
      const n = Math.floor(next() * 10);
      for (let t = 0; t < n; t++) s += tokens[Math.floor(next() * tokens.length)];
      for (const rule of ['IRI-reference', 'IRI', 'irelative-ref', 'ihost', 'ipath', 'iquery'] as const) {
        expect([rule, s, matches(rule, s)]).toEqual([rule, s, abnfMatches(ORACLE[rule], s, true)]);
      }
    }
  });
});
