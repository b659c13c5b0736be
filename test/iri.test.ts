// IRI <-> URI (RFC 3987 section 3) and toDisplayString.
import { URL, iriToURI, isIprivate, isUcschar, normalize, toDisplayString, uriToIRI } from '../src';
import { random } from './helpers/random';
import { Next, pick } from './helpers/references';

describe('ucschar and iprivate (RFC 3987 section 2.2)', () => {
  test.each([
    [0x9f, false], [0xa0, true], [0xd7ff, true], [0xd800, false], [0xe000, false], [0xf8ff, false], [0xf900, true],
    [0xfdcf, true], [0xfdd0, false], [0xfdef, false], [0xfdf0, true], [0xffef, true], [0xfff0, false], [0xfffd, false],
    [0x10000, true], [0x1fffd, true], [0x1fffe, false], [0xe0fff, false], [0xe1000, true], [0xefffd, true], [0xf0000, false],
  ])('ucschar U+%s', (cp, expected) => {
    expect(isUcschar(cp)).toBe(expected);
  });

  test.each([
    [0xdfff, false], [0xe000, true], [0xf8ff, true], [0xf900, false], [0xeffff, false], [0xf0000, true], [0xffffd, true],
    [0xffffe, false], [0x100000, true], [0x10fffd, true], [0x10fffe, false],
  ])('iprivate U+%s', (cp, expected) => {
    expect(isIprivate(cp)).toBe(expected);
  });
});

describe('iriToURI (RFC 3987 section 3.1)', () => {
  test('the examples of section 3.1', () => {
    expect(iriToURI('http://www.example.org/red%09ros\u00e9#red')).toBe('http://www.example.org/red%09ros%C3%A9#red');
    expect(iriToURI('http://example.com/\u{10300}\u{10301}\u{10302}')).toBe('http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82');
    expect(iriToURI('http://r\u00e9sum\u00e9.example.org')).toBe('http://r%C3%A9sum%C3%A9.example.org');
    expect(iriToURI('http://r\u00e9sum\u00e9.example.org', { idna: true })).toBe('http://xn--rsum-bpad.example.org');
  });

  test('every non-ASCII code point is encoded, in every component', () => {
    expect(iriToURI('sc://\u00fc:\u00fc@\u00fc/\u00fc?\u00fc\uE000#\u00fc')).toBe('sc://%C3%BC:%C3%BC@%C3%BC/%C3%BC?%C3%BC%EE%80%80#%C3%BC');
    expect(iriToURI('x:\u202e\ufffe')).toBe('x:%E2%80%AE%EF%BF%BE');
    expect(iriToURI('x:a\uD800b')).toBe('x:a%EF%BF%BDb');
  });

  test('"%", "#", "[" and "]" are never converted; a URI maps to itself', () => {
    const uri = 'http://[::1]:80/a%2Fb%zz?c=%25#d%23';
    expect(iriToURI(uri)).toBe(uri);
  });

  test('US-ASCII not allowed in URIs is encoded unless encodeUnsafeASCII is false', () => {
    expect(iriToURI('x:a b<>"{}|\\^`\u0001\u007f')).toBe('x:a%20b%3C%3E%22%7B%7D%7C%5C%5E%60%01%7F');
    expect(iriToURI('x:a b|\u00e9', { encodeUnsafeASCII: false })).toBe('x:a b|%C3%A9');
  });

  test('idna converts only a non-ASCII reg-name, and falls back to encoding when ToASCII fails', () => {
    expect(iriToURI('http://B\u00fccher.example/\u00fc', { idna: true })).toBe('http://xn--bcher-kva.example/%C3%BC');
    expect(iriToURI('http://B%C3%BCcher.example/', { idna: true })).toBe('http://xn--bcher-kva.example/');
    expect(iriToURI('http://Example.COM/\u00fc', { idna: true })).toBe('http://Example.COM/%C3%BC');
    expect(iriToURI('http://a_\u00fc.example/', { idna: true })).toBe('http://a_%C3%BC.example/');
    expect(iriToURI('//u@/\u00fc', { idna: true })).toBe('//u@/%C3%BC');
  });
});

describe('uriToIRI (RFC 3987 section 3.2)', () => {
  test('the examples of section 3.2.1', () => {
    expect(uriToIRI('http://www.example.org/D%C3%BCrst')).toBe('http://www.example.org/D\u00fcrst');
    expect(uriToIRI('http://www.example.org/D%FCrst')).toBe('http://www.example.org/D%FCrst');
    expect(uriToIRI('http://xn--99zt52a.example.org/%e2%80%ae')).toBe('http://xn--99zt52a.example.org/%e2%80%ae');
    expect(uriToIRI('http://www.example.org/r%E9sum%E9.html')).toBe('http://www.example.org/r%E9sum%E9.html');
  });

  test('unreserved ASCII is decoded; "%25", reserved and disallowed ASCII are not', () => {
    expect(uriToIRI('x:%41%7a%2D%2E%5F%7E')).toBe('x:Az-._~');
    const kept = '%25%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%20%22%3C%3E%5C%5E%60%7B%7C%7D%00%7F';
    expect(uriToIRI('x:' + kept)).toBe('x:' + kept);
  });

  test('invalid UTF-8 stays encoded: stray continuation, overlong, surrogate, above U+10FFFF, truncated', () => {
    for (const bad of ['%80', '%C0%AF', '%E0%80%AF', '%ED%A0%80', '%F4%90%80%80', '%F5%80%80%80', '%C3', '%E2%82']) {
      expect(uriToIRI('x:a' + bad + 'b')).toBe('x:a' + bad + 'b');
    }
    expect(uriToIRI('x:%C3%C3%BC%BC')).toBe('x:%C3\u00fc%BC');
  });

  test('bidi formatting characters (section 4.1) stay encoded, and so do other hidden ones (test/display.test.ts)', () => {
    for (const bidi of ['%E2%80%8E', '%E2%80%8F', '%E2%80%AA', '%E2%80%AB', '%E2%80%AC', '%E2%80%AD', '%E2%80%AE']) {
      expect(uriToIRI('x:' + bidi)).toBe('x:' + bidi);
    }
    expect(uriToIRI('x:%E2%80%8D')).toBe('x:%E2%80%8D');
  });

  test('only ucschar is decoded, and iprivate only in the query', () => {
    expect(uriToIRI('x:%C2%85%EF%BF%BD%EF%BF%BE%EF%B7%90')).toBe('x:%C2%85%EF%BF%BD%EF%BF%BE%EF%B7%90');
    expect(uriToIRI('x:%C2%A0%F0%90%8C%80')).toBe('x:%C2%A0\u{10300}');
    expect(uriToIRI('sc://%EE%80%80/%EE%80%80?%EE%80%80%F3%B0%80%80#%EE%80%80')).toBe('sc://%EE%80%80/%EE%80%80?\uE000\u{F0000}#%EE%80%80');
  });

  test('the host is decoded like the rest (reg-name allows ucschar); punycode is left alone', () => {
    expect(uriToIRI('http://r%C3%A9sum%C3%A9.example.org/')).toBe('http://r\u00e9sum\u00e9.example.org/');
    expect(uriToIRI('http://xn--rsum-bpad.example.org/')).toBe('http://xn--rsum-bpad.example.org/');
  });

  test('never throws (nor do iriToURI and toDisplayString); without a parse, iprivate is decoded nowhere', () => {
    expect(uriToIRI('//u@/%EE%80%80?%EE%80%80%C3%BC')).toBe('//u@/%EE%80%80?%EE%80%80\u00fc');
    const next = random(3987);
    const pieces = ['%', '%C3', '%BC', '%E2%80%AE', '%EE%80%80', '%zz', '?', '#', '//', '@', ':', 'a', '\uD800', '%F4%8F%BF%BF'];
    for (let i = 0; i < 3000; i++) {
      let input = '';
      for (let j = Math.floor(next() * 10); j > 0; j--) input += pick(next, pieces);
      expect(() => uriToIRI(input)).not.toThrow();
      expect(() => toDisplayString(input)).not.toThrow();
      expect(() => iriToURI(input, { idna: true })).not.toThrow();
    }
  });
});

const UNRESERVED = 'abcXYZ019-._~';
const RESERVED = ":/?#[]@!$&'()*+,;=";
const CODE_POINTS = [0xe9, 0xfc, 0x3b1, 0x5d0, 0x7d0d, 0x10300, 0x1f600, 0xe000, 0xf0000, 0x202e, 0x200e, 0x85, 0xfffd, 0xfdd0, 0xad];

function utf8Escapes(cp: number): string {
  return [...new TextEncoder().encode(String.fromCodePoint(cp))].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
}

function randomPiece(next: Next, allowed: string): string {
  const r = next();
  if (r < 0.35) return pick(next, [...UNRESERVED]);
  if (r < 0.5) return pick(next, [...allowed]);
  if (r < 0.8) return utf8Escapes(pick(next, CODE_POINTS));
  if (r < 0.9) return pick(next, ['%25', '%2F', '%3F', '%23', '%20', '%C3', '%80', '%ED%A0%80', '%C0%AF']);
  return '%' + pick(next, [...'0123456789abcdef']) + pick(next, [...'0123456789ABCDEF']);
}

function randomText(next: Next, allowed: string, max: number): string {
  let text = '';
  for (let i = Math.floor(next() * max); i > 0; i--) text += randomPiece(next, allowed);
  return text;
}

/** A random URI: every component with unreserved, allowed reserved and random escapes. */
function randomURI(next: Next): string {
  const host = randomText(next, "!$&'()*+,;=", 4) || 'h';
  const path = Array.from({ length: Math.floor(next() * 4) }, () => randomText(next, ":@!$&'()*+,;=", 4)).join('/');
  let uri = pick(next, ['http', 'sc', 'urn']) + ':';
  if (next() < 0.7) uri += '//' + (next() < 0.3 ? randomText(next, ':', 3) + '@' : '') + host + (next() < 0.3 ? ':8080' : '') + '/';
  uri += path;
  if (next() < 0.6) uri += '?' + randomText(next, RESERVED.replace('#', '').replace('[', '').replace(']', ''), 6);
  if (next() < 0.4) uri += '#' + randomText(next, '/?:@', 5);
  return uri;
}

describe('round trip: iriToURI(uriToIRI(u)) === u for normalised URIs (seeded)', () => {
  test('syntax-normalised URIs (uppercase hex, unreserved decoded)', () => {
    const next = random(20250101);
    let decoded = 0;
    for (let i = 0; i < 3000; i++) {
      const u = normalize(randomURI(next), { level: 'simple', case: true, percentEncoding: true });
      if (u === null) continue;
      const iri = uriToIRI(u);
      if (iri !== u) decoded++;
      expect(iriToURI(iri)).toBe(u);
    }
    expect(decoded).toBeGreaterThan(1500);
  });

  test('uriToIRI is idempotent and iriToURI is the identity on URIs', () => {
    const next = random(7);
    for (let i = 0; i < 1000; i++) {
      const u = randomURI(next);
      expect(iriToURI(u)).toBe(u);
      expect(uriToIRI(uriToIRI(u))).toBe(uriToIRI(u));
    }
  });
});

test('megabyte inputs', () => {
  const escapes = '%C3%BC'.repeat(1 << 16);
  expect(uriToIRI('http://h/' + escapes + '?' + escapes)).toBe('http://h/' + '\u00fc'.repeat(1 << 16) + '?' + '\u00fc'.repeat(1 << 16));
  expect(iriToURI('http://h/' + '\u00fc'.repeat(1 << 17)).length).toBe(9 + 6 * (1 << 17));
});

describe('toDisplayString', () => {
  test('Unicode host, decoded path, query and fragment where safe', () => {
    expect(toDisplayString('http://xn--99zt52a.example.org/%E2%80%AE/D%C3%BCrst?q=%C3%A9%EE%80%80#%C3%A9%EE%80%80'))
      .toBe('http://\u7d0d\u8c46.example.org/%E2%80%AE/D\u00fcrst?q=\u00e9\uE000#\u00e9%EE%80%80');
    expect(toDisplayString(new URL('https://u%C3%A9:p@XN--BCHER-KVA.example:8080/%2F%25'))).toBe('https://u\u00e9:p@b\u00fccher.example:8080/%2F%25');
    expect(toDisplayString('sc://%C3%A9/x')).toBe('sc://\u00e9/x');
    expect(toDisplayString('sc:/.//x')).toBe('sc:/.//x');
    expect(toDisplayString('http://[::1]/')).toBe('http://[::1]/');
    expect(toDisplayString('not a url %C3%A9')).toBe('not a url \u00e9');
  });

  test('new URL(toDisplayString(u)).href === u.href for syntax-normalised WHATWG hrefs (seeded)', () => {
    const next = random(1234);
    const hosts = ['xn--bcher-kva.example', 'xn--99zt52a.example.org', 'example.com', '127.0.0.1', '[::1]'];
    let checked = 0;
    for (let i = 0; i < 1500; i++) {
      const scheme = pick(next, ['http', 'https', 'sc', 'file']);
      const host = scheme === 'file' ? '' : pick(next, hosts);
      const raw = `${scheme}://${host}/${randomText(next, ':@', 5)}?${randomText(next, '/?:@', 5)}#${randomText(next, '/?', 4)}`;
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        continue;
      }
      // Only hrefs already syntax-normalised: uppercase hex, no escaped unreserved characters.
      const href = normalize(url.href, { level: 'simple', case: true, percentEncoding: true }) === url.href ? url.href : null;
      if (href === null) continue;
      checked++;
      expect(new URL(toDisplayString(url)).href).toBe(href);
    }
    expect(checked).toBeGreaterThan(300);
  });
});
