// The 'surt' profile (issue 26) against internetarchive/surt's own test cases (test/data-vectors/surt.json),
// its options and fuzz strings (its linear time: test/growth.test.ts).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { surt, type SurtOptions } from '../src/canonical/surt';
import { OptionError } from '../src/core/arguments';

interface Case { input: string; options: SurtOptions; expected: string }
const DATA = JSON.parse(readFileSync(path.join(__dirname, 'data-vectors', 'surt.json'), 'utf8')) as { cases: Case[] };

/**
 * Cases where the URL Standard's parse differs from surt's own regex split, with the reason;
 * the value is what this profile gives.
 */
const ACCEPTED: Record<string, string> = {};

const key = (c: Case): string => c.input + ' ' + JSON.stringify(c.options);

describe('surt: internetarchive/surt test cases', () => {
  test('the data holds the extracted cases', () => {
    expect(DATA.cases.length).toBe(50);
  });
  test.each(DATA.cases.filter((c) => !(key(c) in ACCEPTED)).map((c) => [key(c), c] as const))('%s', (_name, c) => {
    expect(surt(c.input, c.options)).toEqual({ canonical: c.expected, failure: null });
  });
  test('accepted differences are each named and still differ as listed', () => {
    for (const c of DATA.cases.filter((d) => key(d) in ACCEPTED)) {
      expect(surt(c.input, c.options).canonical).not.toBe(c.expected);
    }
  });
});

describe('surt: steps and options', () => {
  test('scheme and trailing comma', () => {
    expect(surt('http://www.Example.com/A/', { withScheme: true, trailingComma: true }).canonical).toBe('http://(com,example,)/a');
  });
  test('userinfo, fragment and default port dropped; other ports kept', () => {
    expect(surt('https://user:pw@example.com:443/x#frag').canonical).toBe('com,example)/x');
    expect(surt('http://example.com:8080/x').canonical).toBe('com,example:8080)/x');
  });
  test('www edge cases', () => {
    expect(surt('http://www2.example.com/').canonical).toBe('com,example)/');
    expect(surt('http://www2example.com/').canonical).toBe('com,www2example)/');
    expect(surt('http://www2.www2foo.com/').canonical).toBe('com,www2foo)/');
    expect(surt('http://www.example.com/', { hostMassage: false }).canonical).toBe('com,example,www)/');
  });
  test('session ids in the query and the path', () => {
    const id = '0123456789abcdefghijklemopqrstuv';
    expect(surt(`http://a.com/x?one=two&jsessionid=${id}&x=y`).canonical).toBe('com,a)/x?one=two&x=y');
    expect(surt(`http://a.com/x?jsessionid=${id}0`).canonical).toBe(`com,a)/x?jsessionid=${id}0`);
    expect(surt('http://a.com/x?CFID=1169580&CFTOKEN=48630702&dt=1').canonical).toBe('com,a)/x?dt=1');
    expect(surt('http://a.com/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx').canonical).toBe('com,a)/mileg.aspx');
  });
  test('query sorted, lowercased unless told not to', () => {
    expect(surt('http://a.com/?b=B&a=A&a').canonical).toBe('com,a)/?a&a=a&b=b');
    expect(surt('http://a.com/?b=B&a=A', { queryLowercase: false }).canonical).toBe('com,a)/?a=A&b=B');
  });
  test('percent-decoding repeated, then one escape', () => {
    expect(surt('http://host/%2525252525252525').canonical).toBe('host)/%25');
    expect(surt('http://host/%25%32%35%25%32%35').canonical).toBe('host)/%25%25');
    expect(surt('http://host/asdf%25%32%35asd').canonical).toBe('host)/asdf%25asd');
  });
  test('IPv4 forms become dotted decimal first', () => {
    expect(surt('http://3279880203/blah').canonical).toBe('11,0,127,195)/blah');
  });
  test('a URL that does not parse is a failure value', () => {
    const result = surt('http://exa mple.com/');
    expect(result.canonical).toBeNull();
    expect(result.failure?.code).toBeDefined();
  });
  test('a wrong option is an OptionError', () => {
    expect(() => surt('http://a.com/', { withScheme: 'yes' as unknown as boolean })).toThrow(OptionError);
  });
});

describe('surt: robustness', () => {
  test('never throws on fuzz strings', () => {
    let seed = 26;
    const rand = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
    const alphabet = 'aw.w3:/?#&=%25()@[]\\ \t\u00e9\ud800\u0000jsessionid=cfid&cftoken=.aspx';
    for (let i = 0; i < 3000; i++) {
      let s = rand(2) ? 'http://' : '';
      const len = rand(40);
      for (let j = 0; j < len; j++) s += alphabet[rand(alphabet.length)];
      const result = surt(s);
      expect(result.canonical === null ? result.failure : result.canonical).not.toBeNull();
    }
  });
});

describe('surt: the session-id cases of test_stripQuerySessionID and test_stripPathSessionID, in a URL', () => {
  const id = '0123456789abcdefghijklemopqrstuv';
  test.each([
    [`?jsessionid=${id}`, ''],
    [`?jsessionid=${id}0`, `?jsessionid=${id}0`],
    [`?jsessionid=${id}&x=y`, '?x=y'],
    [`?one=two&jsessionid=${id}&x=y`, '?one=two&x=y'],
    [`?one=two&jsessionid=${id}`, '?&one=two'],
    ['?aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVWX&x=y', '?x=y'],
    [`?phpsessid=${id}&x=y`, '?x=y'],
    [`?one=two&phpsessid=${id}`, '?&one=two'],
    ['?sid=9682993c8daa2c5497996114facdc805&x=y', '?x=y'],
    [`?sid=9682993c8daa2c5497996114facdc805&jsessionid=${id}`, ''],
    ['?CFID=12412453&CFTOKEN=15501799&dt=19_08_2006_22_39_28', '?dt=19_08_2006_22_39_28'],
    ['?CFID=14475712&CFTOKEN=2D89F5AF-3048-2957-DA4EE4B6B13661AB&r=468710288378&m=forgotten', '?m=forgotten&r=468710288378'],
    ['?CFID=16603925&CFTOKEN=2AE13EEE-3048-85B0-56CEDAAB0ACA44B8', ''],
  ])('http://a.com/x%s', (query, expected) => {
    expect(surt('http://a.com/x' + query).canonical).toBe('com,a)/x' + expected);
  });
  test('path ids', () => {
    expect(surt('http://a.com/(4hqa0555fwsecu455xqckv45)/mileg.aspx').canonical).toBe('com,a)/mileg.aspx');
    expect(surt('http://a.com/(a(4hqa0555fwsecu455xqckv45)S(4hqa0555fwsecu455xqckv45)f(4hqa0555fwsecu455xqckv45))/mileg.aspx?page=x').canonical).toBe('com,a)/mileg.aspx?page=x');
    expect(surt('http://a.com/photos/36050182@N05/').canonical).toBe('com,a)/photos/36050182@n05');
  });
});
