// Public suffix and registrable domain (URL Standard section 3.2, seed 004 section 3.2).
import { parseURL } from '../src/whatwg/api';
import { publicSuffix, registrableDomain } from '../src/psl/public-suffix';
import type { URLRecord } from '../src/whatwg/record';

/** Seed 004 section 3.2's example table, verbatim: host input, public suffix, registrable domain. */
const SEED_TABLE: [string, string | null, string | null][] = [
  ['com', 'com', null],
  ['example.com', 'com', 'example.com'],
  ['www.example.com', 'com', 'example.com'],
  ['sub.www.example.com', 'com', 'example.com'],
  ['EXAMPLE.COM', 'com', 'example.com'],
  ['example.com.', 'com.', 'example.com.'],
  ['github.io', 'github.io', null],
  ['whatwg.github.io', 'github.io', 'whatwg.github.io'],
  ['إختبار', 'xn--kgbechtv', null],
  ['example.إختبار', 'xn--kgbechtv', 'example.xn--kgbechtv'],
  ['sub.example.إختبار', 'xn--kgbechtv', 'example.xn--kgbechtv'],
  ['[2001:0db8:85a3:0000:0000:8a2e:0370:7334]', null, null],
];

const record = (href: string): URLRecord => parseURL(href).url as URLRecord;

describe('the seed example table', () => {
  test.each(SEED_TABLE)('%s', (host, suffix, registrable) => {
    expect(publicSuffix(host)).toBe(suffix);
    expect(registrableDomain(host)).toBe(registrable);
  });
});

describe('Public Suffix List rules', () => {
  test.each([
    ['example.co.uk', 'co.uk', 'example.co.uk'],
    ['co.uk', 'co.uk', null],
    ['a.b.ck', 'b.ck', 'a.b.ck'], // wildcard rule *.ck
    ['b.ck', 'b.ck', null],
    ['www.ck', 'ck', 'www.ck'], // exception rule !www.ck
    ['x.www.ck', 'ck', 'www.ck'],
    ['x.city.kawasaki.jp', 'kawasaki.jp', 'city.kawasaki.jp'], // !city.kawasaki.jp beats *.kawasaki.jp
    ['x.other.kawasaki.jp', 'other.kawasaki.jp', 'x.other.kawasaki.jp'],
    ['example.unlisted-tld', 'unlisted-tld', 'example.unlisted-tld'], // the implicit "*" rule
    ['unlisted-tld', 'unlisted-tld', null],
    ['www.example.com.', 'com.', 'example.com.'],
    ['com.', 'com.', null],
    ['_dmarc.mail_1.example.com', 'com', 'example.com'], // "_" is fine in a URL domain
  ])('%s', (host, suffix, registrable) => {
    expect(publicSuffix(host)).toBe(suffix);
    expect(registrableDomain(host)).toBe(registrable);
  });
});

describe('hosts that are not domains', () => {
  test.each([
    ['an IPv4 address', '192.168.0.1'],
    ['an IPv4 address in hex', '0x7f.1'],
    ['an IPv6 address', '[::1]'],
    ['the empty host', ''],
    ['a host the host parser rejects', 'a b.com'],
    ['an unclosed IPv6 address', '[::1'],
    ['an IPv4-looking host out of range', '1.2.3.256'],
  ])('%s: %j', (_kind, host) => {
    expect(publicSuffix(host)).toBeNull();
    expect(registrableDomain(host)).toBeNull();
  });

  test('strings go through the host parser first', () => {
    expect(publicSuffix('%65xample.CO.uk')).toBe('co.uk');
    expect(registrableDomain('Bücher.example.com')).toBe('example.com');
    expect(registrableDomain('bücher.de')).toBe('xn--bcher-kva.de');
    expect(registrableDomain('EXAMPLE.com\u3002')).toBe('example.com.'); // U+3002 maps to "."
  });
});

describe('URL records', () => {
  test('the host of a special URL', () => {
    expect(publicSuffix(record('https://www.example.com/'))).toBe('com');
    expect(registrableDomain(record('https://www.example.com/'))).toBe('example.com');
    expect(registrableDomain(record('file://host.example.org/x'))).toBe('example.org');
    expect(registrableDomain(record('wss://a.b.github.io./'))).toBe('b.github.io.');
  });

  test('IP addresses, opaque, empty and missing hosts are null', () => {
    for (const href of ['http://1.2.3.4/', 'http://[::1]/', 'sc://www.example.com/', 'sc://[::1]/', 'file:///etc', 'mailto:a@example.com']) {
      expect([href, publicSuffix(record(href)), registrableDomain(record(href))]).toEqual([href, null, null]);
    }
  });
});
