// grammar/rfc3986.pegjs through src/strict/parse.ts: every rule family, the PEG changes both ways,
// the section 1.1.2 examples, the component tree and offsets, and an ABNF regex oracle.
import { matchRule, parseReference } from '../src/strict/parse';
import type { StrictRuleName } from '../src/strict/parse';
import { validate } from '../src/validate/validate';
import { abnfMatches } from './helpers/abnf-oracle';
import { random } from './helpers/random';

const matches = (rule: StrictRuleName, input: string): boolean => matchRule(input, { grammar: 'rfc3986', rule }).matched;

/** Asserts the rule accepts every `valid` and rejects every `invalid` string, agreeing with the ABNF oracle. */
function checkRule(rule: StrictRuleName, valid: string[], invalid: string[]): void {
  const oracleRule = rule.replace(/-/g, '_');
  for (const input of valid) {
    expect([input, matches(rule, input)]).toEqual([input, true]);
    expect([input, abnfMatches(oracleRule, input)]).toEqual([input, true]);
  }
  for (const input of invalid) {
    expect([input, matches(rule, input)]).toEqual([input, false]);
    expect([input, abnfMatches(oracleRule, input)]).toEqual([input, false]);
  }
}

describe('RFC 3986 section 1.1.2 examples', () => {
  test.each([
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    'http://www.ietf.org/rfc/rfc2396.txt',
    'ldap://[2001:db8::7]/c=GB?objectClass?one',
    'mailto:John.Doe@example.com',
    'news:comp.infosystems.www.servers.unix',
    'tel:+1-816-555-1212',
    'telnet://192.0.2.16:80/',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
  ])('%s is a URI and a URI-reference', (uri) => {
    expect(matches('URI', uri)).toBe(true);
    expect(matches('URI-reference', uri)).toBe(true);
    expect(matches('absolute-URI', uri)).toBe(true);
    expect(matches('relative-ref', uri)).toBe(false);
  });

  test('the ldap example as a component tree with offsets', () => {
    const { tree } = parseReference('ldap://[2001:db8::7]/c=GB?objectClass?one', { grammar: 'rfc3986' });
    expect(tree).toMatchObject({
      rule: 'URI',
      scheme: { start: 0, end: 4, text: 'ldap' },
      authority: { start: 7, end: 20, userinfo: null, port: null, host: { kind: 'IP-literal', literal: 'IPv6address', start: 7, end: 20, text: '[2001:db8::7]' } },
      path: { kind: 'path-abempty', start: 20, end: 25, text: '/c=GB' },
      query: { start: 26, end: 41, text: 'objectClass?one' },
      fragment: null,
    });
  });
});

describe('IPv6address (section 3.2.2): the nine forms', () => {
  test('every form is valid', () => {
    checkRule('IPv6address', [
      '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', // 6( h16 ":" ) ls32
      '::2:3:4:5:6:7:8', '::2:3:4:5:6:1.2.3.4', // "::" 5( h16 ":" ) ls32
      '1::3:4:5:6:7:8', '::3:4:5:6:7:8', '1::3:4:5:6:1.2.3.4', // [ h16 ] "::" 4( h16 ":" ) ls32
      '1:2::4:5:6:7:8', '2::4:5:6:7:8', '::4:5:6:7:8', // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
      '1:2:3::5:6:7:8', '::5:6:7:8', // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
      '1:2:3:4::6:7:8', '::6:7:8', '1::6:1.2.3.4', // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
      '1:2:3:4:5::7:8', '::7:8', '::1.2.3.4', '1::1.2.3.4', // [ *4( h16 ":" ) h16 ] "::" ls32
      '1:2:3:4:5:6::8', '::8', '1::8', // [ *5( h16 ":" ) h16 ] "::" h16
      '1:2:3:4:5:6:7::', '::', '1::', 'ffff::', // [ *6( h16 ":" ) h16 ] "::"
      'FFFF:abcd:0:00:000:0000:1:2', '2001:db8::7', '::ffff:192.0.2.16',
    ], []);
  });

  test('invalid forms', () => {
    checkRule('IPv6address', [], [
      '', ':', ':::', '1::2::3', '::1::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8::',
      '1:2:3:4:5:6:7::8', '::1:2:3:4:5:6:7:8', '12345::', '::12345', 'g::', '1:2:3:4:5:6:7:1.2.3.4',
      '1:2:3:4:5:1.2.3.4', '::1.2.3.256', '::1.2.3', '::1.2.3.4:5', '::1.2.3.4.5', '::01.2.3.4', '1:2.3.4.5',
      ':1::', '1:', ' ::1', '[::1]',
    ]);
  });

  test('ls32: h16 ":" h16 or IPv4address', () => {
    checkRule('ls32', ['1:2', 'ffff:0', '1.2.3.4', '255.255.255.255'], ['1', '1:', '1:2:3', '1.2.3.4:5', '1:2.3.4.5', '1.2.3']);
  });

  test('h16 is one to four hex digits', () => {
    checkRule('h16', ['0', 'a', 'FFFF', '0db8'], ['', '12345', 'g', ':']);
  });
});

describe('IPv4address and dec-octet (section 3.2.2)', () => {
  test('dec-octet is 0-255 without leading zeros', () => {
    const valid = ['0', '9', '10', '99', '100', '199', '200', '249', '250', '255'];
    checkRule('dec-octet', valid, ['', '256', '260', '300', '01', '00', '001', '1000', 'a']);
    for (let n = 0; n <= 300; n++) expect([n, matches('dec-octet', String(n))]).toEqual([n, n <= 255]);
  });

  test('IPv4address', () => {
    checkRule('IPv4address', ['0.0.0.0', '192.0.2.16', '255.255.255.255'], [
      '1.2.3', '1.2.3.4.5', '1.2.3.256', '01.2.3.4', '1.2.3.04', '1..2.3', '1.2.3.4.', 'a.b.c.d',
    ]);
  });

  test('"01", "256" and longer dotted strings are reg-names in host position', () => {
    checkRule('host', ['1.2.3.4', '01.2.3.4', '1.2.3.256', '1.2.3.4.5', '1.2.3.4a', '256', '01', '1.2.3.4%41'], ['1.2.3.4%4']);
    const kind = (uri: string): string | undefined => parseReference(uri, { grammar: 'rfc3986' }).tree?.authority?.host.kind;
    expect(kind('http://1.2.3.4/')).toBe('IPv4address');
    expect(kind('http://1.2.3.4:80/')).toBe('IPv4address');
    for (const host of ['1.2.3.256', '1.2.3.4.5', '01.2.3.4', '1.2.3.4a', '1.2.3.4%41', '1.2.3', 'example.com', '']) {
      expect([host, kind(`http://${host}/`)]).toEqual([host, 'reg-name']);
    }
    expect(kind('http://[::1]/')).toBe('IP-literal');
  });
});

describe('IP-literal and IPvFuture (section 3.2.2)', () => {
  test('IP-literal', () => {
    checkRule('IP-literal', ['[::1]', '[v1.x]', '[V7.a:b]', '[vF.!$]', '[2001:db8::7]'], [
      '[]', '[::1', '::1]', '[v1]', '[v.x]', '[v1.]', '[v1.x/]', '[1.2.3.4]', '[fe80::1%25eth0]',
    ]);
  });

  test('IPvFuture', () => {
    checkRule('IPvFuture', ['v1.a', 'vAB.x:y', 'v0.~'], ['v1', 'vg.a', 'v1.', 'w1.a', 'v1.a/']);
  });
});

describe('authority, userinfo, port (section 3.2)', () => {
  test('authority forms', () => {
    checkRule('authority', ['', 'h', 'u@h', 'u:p@h:80', ':@:', 'a:b:c@[::1]:', 'h:', '%41@h', '@'], [
      'a@b@c', 'h:8a', 'h:-1', '[::1', 'a b', 'u%4@h', 'h/',
    ]);
  });

  test('ports are digits of any length', () => {
    checkRule('port', ['', '0', '80', '99999999'], ['a', '-1', ' 80', '8 ']);
    const tree = parseReference('http://u:p@h:8080/', { grammar: 'rfc3986' }).tree;
    expect(tree?.authority).toMatchObject({ text: 'u:p@h:8080', userinfo: { text: 'u:p', start: 7 }, port: { text: '8080', start: 13, end: 17 } });
    expect(parseReference('http://h:/', { grammar: 'rfc3986' }).tree?.authority?.port).toMatchObject({ start: 9, end: 9, text: '' });
  });

  test('userinfo', () => {
    checkRule('userinfo', ['', 'user', 'u:p:q', '%41!$'], ['u@', 'u/p', '%G1']);
  });
});

describe('pct-encoded and characters (sections 2.1-2.3)', () => {
  test('pct-encoded', () => {
    checkRule('pct-encoded', ['%41', '%ff', '%Aa', '%00'], ['%', '%4', '%G1', '%4G', '%%41', '41']);
  });

  test('unreserved, reserved, gen-delims, sub-delims', () => {
    checkRule('unreserved', ['a', 'Z', '0', '-', '.', '_', '~'], ['!', '%', ' ', 'é', '']);
    checkRule('sub-delims', [...'!$&\'()*+,;='], ['a', ':', '']);
    checkRule('gen-delims', [...':/?#[]@'], ['!', 'a']);
    for (const c of ':/?#[]@!$&\'()*+,;=') expect(matches('reserved', c)).toBe(true);
    expect(matches('reserved', 'a')).toBe(false);
  });

  test('pchar', () => {
    checkRule('pchar', ['a', ':', '@', '%20', '!'], ['/', '?', '#', '%', ' ', '[']);
  });
});

describe('scheme (section 3.1)', () => {
  test('a letter then letters, digits, "+", "-", "."', () => {
    checkRule('scheme', ['a', 'http', 'svn+ssh', 'x-y.z1'], ['', '1a', '+a', 'a_b', 'a:']);
  });
});

describe('paths (section 3.3)', () => {
  test('path forms', () => {
    checkRule('path-abempty', ['', '/', '//', '/a/b', '/a//b/'], ['a', 'a/b']);
    checkRule('path-absolute', ['/', '/a', '/a//b', '/a:b'], ['', '//', '//a', 'a']);
    checkRule('path-noscheme', ['a', 'a/b:c', './a:b', '@/x'], ['', '/a', 'a:b', ':']);
    checkRule('path-rootless', ['a', 'a:b', ':', 'a/b'], ['', '/a']);
    checkRule('path-empty', [''], ['a', '/']);
    checkRule('segment', ['', 'a:b@c'], ['a/b']);
    checkRule('segment-nz', ['a', ':'], ['']);
    checkRule('segment-nz-nc', ['a', '@'], ['', ':', 'a:b']);
  });

  test('path: every form, whichever alternative comes first', () => {
    checkRule('path', ['', '/', '//', '//a', '/a', 'a', 'a:b', 'a/b:c', ':', '/a//b'], ['%', '?', 'a b', '#']);
  });

  test('a colon in the first segment of a relative reference (path-noscheme)', () => {
    checkRule('relative-ref', ['a', './a:b', 'a/b:c', '?a:b', '#a:b', '//h/a:b'], ['a:b', ':', ':/']);
    expect(parseReference('a:b', { grammar: 'rfc3986' }).tree).toMatchObject({ rule: 'URI', path: { kind: 'path-rootless', text: 'b' } });
    expect(parseReference('./a:b', { grammar: 'rfc3986' }).tree).toMatchObject({ rule: 'relative-ref', path: { kind: 'path-noscheme' } });
    expect(parseReference(':', { grammar: 'rfc3986' }).failure).toMatchObject({ code: 'unexpected-code-point', offset: 0 });
  });

  test('hier-part alternatives and path-abempty after an authority', () => {
    const kind = (uri: string): string | undefined => parseReference(uri, { grammar: 'rfc3986' }).tree?.path.kind;
    expect(kind('s://h')).toBe('path-abempty');
    expect(kind('s://h/a')).toBe('path-abempty');
    expect(kind('s:///a')).toBe('path-abempty');
    expect(kind('s:/a')).toBe('path-absolute');
    expect(kind('s:a')).toBe('path-rootless');
    expect(kind('s:')).toBe('path-empty');
    expect(kind('s:?q')).toBe('path-empty');
    checkRule('hier-part', ['//h', '//h/a', '/a', 'a', '', '//', '////'], ['//h a', '//[', '?']);
    expect(matches('URI', 's://h:1a/')).toBe(false);
  });
});

describe('query and fragment (sections 3.4, 3.5)', () => {
  test('query', () => {
    checkRule('query', ['', 'a=b&c=d', '/?:@', '%20'], ['#', 'a b', '%', '[', 'é']);
    checkRule('fragment', ['', 'a/b?c', '%41'], ['#', 'a#b']);
  });

  test('components and offsets', () => {
    const { tree } = parseReference('s://u@h:1/p?q#f', { grammar: 'rfc3986' });
    expect(tree).toMatchObject({
      scheme: { start: 0, end: 1 }, authority: { start: 4, end: 9 }, path: { start: 9, end: 11 },
      query: { start: 12, end: 13, text: 'q' }, fragment: { start: 14, end: 15, text: 'f' },
    });
    const empty = parseReference('?#', { grammar: 'rfc3986' }).tree;
    expect(empty).toMatchObject({ rule: 'relative-ref', scheme: null, authority: null, query: { text: '' }, fragment: { text: '' } });
    expect(parseReference('', { grammar: 'rfc3986' }).tree).toMatchObject({ rule: 'relative-ref', path: { kind: 'path-empty', start: 0, end: 0 } });
  });
});

describe('start rules', () => {
  test('absolute-URI has no fragment; relative-ref no scheme', () => {
    expect(matches('absolute-URI', 'http://h/?q')).toBe(true);
    expect(matches('absolute-URI', 'http://h/#f')).toBe(false);
    expect(matches('relative-ref', '//h/p?q#f')).toBe(true);
    expect(parseReference('http://h/', { grammar: 'rfc3986', rule: 'absolute-URI' }).tree?.rule).toBe('absolute-URI');
    expect(parseReference('http://h/', { grammar: 'rfc3986', rule: 'relative-ref' }).tree).toBeNull();
  });

  test('peggy spelling and unknown rules', () => {
    expect(matchRule('http://h/', { grammar: 'rfc3986', rule: 'absolute_URI' }).matched).toBe(true);
    expect(matchRule('x', { grammar: 'rfc3986', rule: 'IRI' }).failure).toMatchObject({ code: 'unknown-rule' });
    expect(parseReference('x', { grammar: 'rfc3986', rule: 'IRI' }).failure).toMatchObject({ code: 'unknown-rule' });
  });
});

describe('failure messages', () => {
  const failure = (input: string, rule?: StrictRuleName) => matchRule(input, { grammar: 'rfc3986', rule }).failure;

  test('the expected set and the innermost rule at the offset', () => {
    expect(failure('http://a/b%2G')).toMatchObject({
      code: 'unexpected-code-point', offset: 12, length: 1, rule: 'pct-encoded', expected: ['hex digit'], found: 'G',
      message: 'unexpected-code-point at offset 12: pct-encoded expects hex digit, found "G" (U+0047)',
    });
    expect(failure('http://[::1')).toMatchObject({ code: 'unexpected-end-of-input', offset: 11, length: 0, rule: 'IP-literal' });
    expect(failure('http://[::1')?.expected).toEqual(expect.arrayContaining(['"]"', 'hex digit', '":"']));
    expect(failure('http://[v1.x')).toMatchObject({ offset: 12, rule: 'IP-literal' });
    expect(failure('1.2.3.4x', 'IPv4address')).toMatchObject({ offset: 7, rule: 'IPv4address' });
  });

  test('trailing text names the start rule and the end of input', () => {
    const f = failure('http://a b');
    expect(f).toMatchObject({ offset: 8, rule: 'URI-reference', found: ' ' });
    expect(f?.expected).toEqual(expect.arrayContaining(['unreserved character', 'sub-delims character', '"%"', '"/"', '"?"', '"#"', 'end of input']));
    expect(f?.message).toMatch(/^unexpected-code-point at offset 8: URI-reference expects .* or end of input, found U\+0020$/);
  });

  test('a supplementary code point is found whole', () => {
    expect(failure('a\u{1F600}')).toMatchObject({ offset: 1, length: 2, found: '\u{1F600}' });
  });
});

describe('the PEG accepts exactly the ABNF language (random strings against the regex oracle)', () => {
  const next = random(3986);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const build = (tokens: readonly string[], max: number): string => {
    let s = '';
    const n = Math.floor(next() * max);
    for (let i = 0; i < n; i++) s += pick(tokens);
    return s;
  };

  test('IPv6address, ls32 and IP-literal', () => {
    const tokens = ['1', 'ff', '0db8', 'FFFF', '12345', ':', '::', '.', '1.2.3.4', '256', '0', 'g'];
    for (let i = 0; i < 4000; i++) {
      const s = build(tokens, 12);
      for (const rule of ['IPv6address', 'ls32', 'IPv4address'] as const) {
        expect([rule, s, matches(rule, s)]).toEqual([rule, s, abnfMatches(rule, s)]);
      }
      expect(['IP-literal', s, matches('IP-literal', `[${s}]`)]).toEqual(['IP-literal', s, abnfMatches('IP_literal', `[${s}]`)]);
    }
  });

  test('IPv6address: colon-separated pieces, with "::" anywhere and an IPv4 tail', () => {
    const piece = (): string => pick(['0', '1', 'ab', 'fff', 'FFFF', '0', '1', 'ab', '12345', '1.2.3.4', '255.0.0.256']);
    let accepted = 0;
    for (let i = 0; i < 6000; i++) {
      const count = Math.floor(next() * 10);
      let s = next() < 0.3 ? '::' : '';
      for (let p = 0; p < count; p++) s += piece() + (p < count - 1 ? pick([':', ':', ':', ':', '::']) : '');
      if (next() < 0.2) s += '::';
      const expected = abnfMatches('IPv6address', s);
      expect([s, matches('IPv6address', s)]).toEqual([s, expected]);
      if (expected) accepted++;
    }
    expect(accepted).toBeGreaterThan(300); // both answers well represented
    expect(accepted).toBeLessThan(5700);
  });

  test('hosts, authorities and whole references', () => {
    const tokens = ['a', '1', '25', '6', '.', ':', '//', '/', '?', '#', '@', '[', ']', '::1', 'v1.x', '%41', '%4', '%', '!', ' ', '-', 'é', 'http:', '1.2.3.4'];
    let accepted = 0;
    for (let i = 0; i < 4000; i++) {
      const s = build(tokens, 10);
      for (const rule of ['host', 'authority', 'path', 'URI', 'relative-ref', 'URI-reference', 'absolute-URI'] as const) {
        expect([rule, s, matches(rule, s)]).toEqual([rule, s, abnfMatches(rule.replace(/-/g, '_'), s)]);
      }
      if (abnfMatches('URI_reference', s)) accepted++;
    }
    expect(accepted).toBeGreaterThan(400);
    expect(accepted).toBeLessThan(3600);
  });
});

describe('rule and grammar names: own names only, never a throw', () => {
  const NOT_RULES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'toLocaleString', 'valueOf', 'isPrototypeOf'];

  test.each(NOT_RULES)('rule %s is an unknown-rule failure', (name) => {
    const rule = name as never;
    expect(matchRule('', { grammar: 'rfc3986', rule }).failure?.code).toBe('unknown-rule');
    expect(matchRule('x', { grammar: 'rfc3987', rule }).matched).toBe(false);
    expect(parseReference('x', { grammar: 'rfc3986', rule }).failure?.code).toBe('unknown-rule');
    expect(validate('', { standard: 'rfc3986', rule }).valid).toBe(false);
  });

  test.each([42, null, {}, true])('rule %p is not a name: a TypeError naming the option', (value) => {
    const rule = value as never;
    const error = { name: 'TypeError', option: 'options.rule' };
    expect(() => matchRule('', { grammar: 'rfc3986', rule })).toThrow(expect.objectContaining({ ...error, message: expect.stringMatching(/^matchRule: options\.rule must be a string \(got /) }));
    expect(() => parseReference('x', { grammar: 'rfc3986', rule })).toThrow(expect.objectContaining(error));
    expect(() => validate('', { standard: 'rfc3986', rule })).toThrow(expect.objectContaining(error));
  });

  test('no options: RFC 3986, URI-reference; a grammar that is not a string is a TypeError', () => {
    expect(matchRule('a b', null).failure?.rule).toBe('URI-reference');
    expect(matchRule('../x').matched).toBe(true);
    expect(parseReference('http://h/', undefined).tree?.rule).toBe('URI');
    expect(() => matchRule('x', { grammar: 3986 as never })).toThrow(TypeError);
    expect(() => matchRule('x', 'rfc3986' as never)).toThrow('matchRule: options must be an object (got "rfc3986")');
  });

  test.each(['toString', 'constructor', '__proto__', 'RFC3986', ''])('grammar %j is an unknown-grammar failure', (grammar) => {
    const options = { grammar: grammar as never };
    expect(matchRule('x', options).failure).toEqual(expect.objectContaining({ code: 'unknown-grammar', message: `unknown grammar ${JSON.stringify(grammar)} (rfc3986 or rfc3987)` }));
    expect(parseReference('x', options).failure?.code).toBe('unknown-grammar');
  });
});
