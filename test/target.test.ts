// inspectTarget (src/target/inspect.ts): where a URL connects as the URL Standard reads it. The
// published bypasses of IP-classification libraries, written as URLs, each with the address the
// URL Standard's host parser makes of it, its IANA classification and the reason naming the form;
// special-use domain names; the Fetch Standard's bad ports; hosts of every kind; failures.
//
// Sources of the bypass strings (facts, quoted as test vectors):
// - ip, CVE-2023-42282 (GHSA-78xj-cgh5-2h22): "0x7F.1";
// - ip, CVE-2024-29415 (indutny/node-ip#150, #158): "127.1", "127.0.1", "127.00.0x1",
//   "127.0.0x0.1", "01200034567", "012.1.2.3", "fe80::0001", "000:0:0000::01", "::fFFf:127.0.0.1";
// - ip, indutny/node-ip#162: "017700000001";
// - private-ip, frenchbread/private-ip#14: "127.000.000.1", "2130706433", "0x7f000001";
// - ipaddr.js, whitequark/ipaddr.js#132: "14.048.2.7" (read as 14.4.2.7; the URL Standard fails);
// - ipaddr.js, whitequark/ipaddr.js#213: "::ffff:0177.0.0.1" (an octal part in the embedded
//   IPv4 address; the URL Standard fails).

import { inspectTarget } from '../src/target-api';
import type { TargetFailure, TargetInspection, TargetResult } from '../src/target-api';
import { OptionError } from '../src/core/arguments';
import { URL, parseURL } from '../src/index';
import { BAD_PORTS } from '../src/target/bad-port';
import { SPECIAL_USE_DOMAINS } from '../src/target/special-use';
import { corpusLines } from './helpers/test-data';

function inspect(input: string, base?: string): TargetInspection {
  const result = inspectTarget(input, base === undefined ? undefined : { base });
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to parse: ${result.failure.message}`);
  return result;
}

function failure(input: string, base?: string): TargetFailure {
  const result: TargetResult = inspectTarget(input, base === undefined ? undefined : { base });
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to fail, got ${result.href}`);
  return result;
}

/** A bypass: the host as written, and what the URL Standard and the registries make of it. */
interface Bypass {
  readonly host: string;
  readonly href: string;
  readonly hostKind: 'ipv4' | 'ipv6';
  readonly address: string;
  readonly range: string;
  /** The IPv4 address an IPv6 address carries, and its range. */
  readonly embedded?: readonly [string, string];
  /** Phrases naming the form, each in the reason. */
  readonly form: readonly string[];
}

const BYPASSES: readonly Bypass[] = [
  // ip: CVE-2023-42282 and CVE-2024-29415; ip#162.
  { host: '0x7F.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in hexadecimal with two parts', 'in mixed case'] },
  { host: '0x7f.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in hexadecimal with two parts'] },
  { host: '127.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in decimal with two parts'] },
  { host: '127.0.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in decimal with three parts'] },
  { host: '127.00.0x1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in mixed hexadecimal and octal with three parts'] },
  { host: '127.0.0x0.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in hexadecimal with four parts'] },
  { host: '01200034567', href: 'http://10.0.57.119/', hostKind: 'ipv4', address: '10.0.57.119', range: 'private-use', form: ['written in octal with one part'] },
  { host: '012.1.2.3', href: 'http://10.1.2.3/', hostKind: 'ipv4', address: '10.1.2.3', range: 'private-use', form: ['written in octal with four parts'] },
  { host: '017700000001', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in octal with one part'] },
  { host: '[fe80::0001]', href: 'http://[fe80::1]/', hostKind: 'ipv6', address: 'fe80::1', range: 'link-local', form: ['in a form other than the canonical one of RFC 5952 (fe80::1)'] },
  { host: '[000:0:0000::01]', href: 'http://[::1]/', hostKind: 'ipv6', address: '::1', range: 'loopback', form: ['in a form other than the canonical one of RFC 5952 (::1)'] },
  { host: '[::fFFf:127.0.0.1]', href: 'http://[::ffff:7f00:1]/', hostKind: 'ipv6', address: '::ffff:7f00:1', range: 'ipv4-mapped', embedded: ['127.0.0.1', 'loopback'], form: ['with its last 32 bits as an IPv4 address in dotted decimal', 'in mixed case'] },
  // private-ip#14.
  { host: '127.000.000.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in octal with four parts'] },
  { host: '2130706433', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in decimal with one part'] },
  { host: '0x7f000001', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['written in hexadecimal with one part'] },
  // Short forms of "this host", the unspecified and loopback IPv6 addresses.
  { host: '0', href: 'http://0.0.0.0/', hostKind: 'ipv4', address: '0.0.0.0', range: 'this-host', form: ['written in decimal with one part'] },
  { host: '0.0.0.0', href: 'http://0.0.0.0/', hostKind: 'ipv4', address: '0.0.0.0', range: 'this-host', form: [] },
  { host: '[::]', href: 'http://[::]/', hostKind: 'ipv6', address: '::', range: 'unspecified', form: [] },
  { host: '[::1]', href: 'http://[::1]/', hostKind: 'ipv6', address: '::1', range: 'loopback', form: [] },
  // IPv6 addresses carrying a private IPv4 address: mapped, compatible, NAT64, 6to4.
  { host: '[::ffff:127.0.0.1]', href: 'http://[::ffff:7f00:1]/', hostKind: 'ipv6', address: '::ffff:7f00:1', range: 'ipv4-mapped', embedded: ['127.0.0.1', 'loopback'], form: ['with its last 32 bits as an IPv4 address in dotted decimal'] },
  { host: '[::ffff:7f00:1]', href: 'http://[::ffff:7f00:1]/', hostKind: 'ipv6', address: '::ffff:7f00:1', range: 'ipv4-mapped', embedded: ['127.0.0.1', 'loopback'], form: [] },
  { host: '[::127.0.0.1]', href: 'http://[::7f00:1]/', hostKind: 'ipv6', address: '::7f00:1', range: 'ipv4-compatible', embedded: ['127.0.0.1', 'loopback'], form: ['with its last 32 bits as an IPv4 address in dotted decimal'] },
  { host: '[64:ff9b::7f00:1]', href: 'http://[64:ff9b::7f00:1]/', hostKind: 'ipv6', address: '64:ff9b::7f00:1', range: 'nat64', embedded: ['127.0.0.1', 'loopback'], form: [] },
  { host: '[2002:c0a8:101::1]', href: 'http://[2002:c0a8:101::1]/', hostKind: 'ipv6', address: '2002:c0a8:101::1', range: '6to4', embedded: ['192.168.1.1', 'private-use'], form: [] },
  // IDNA: digits and full stops that UTS #46 maps to ASCII.
  { host: '①②⑦.0.0.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['with non-ASCII characters that IDNA (UTS #46) maps to `127.0.0.1`', '(① U+2460, ② U+2461, ⑦ U+2466 from Enclosed Alphanumerics)', 'in dotted decimal'] },
  { host: '127。0。0。1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['maps to `127.0.0.1`', '(。 U+3002 from CJK Symbols and Punctuation)'] },
  { host: '１２７.０.０.１', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['maps to `127.0.0.1`', '(１ U+FF11, ２ U+FF12, ７ U+FF17, ０ U+FF10 from Halfwidth and Fullwidth Forms)'] },
  { host: '0x7f.０.０.１', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['maps to `0x7f.0.0.1`', 'in hexadecimal with four parts'] },
  // Trailing dots, percent-encoding, case.
  { host: '127.0.0.1.', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['in dotted decimal, with a trailing dot'] },
  { host: '0x7f.1.', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['in hexadecimal with two parts, with a trailing dot'] },
  { host: '%31%32%37.0.0.1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['percent-encoded (decoded: `127.0.0.1`)'] },
  { host: '0X7F.0X0.0X0.0X1', href: 'http://127.0.0.1/', hostKind: 'ipv4', address: '127.0.0.1', range: 'loopback', form: ['in hexadecimal with four parts', 'in uppercase'] },
  { host: '192.168.0x1.1', href: 'http://192.168.1.1/', hostKind: 'ipv4', address: '192.168.1.1', range: 'private-use', form: ['in hexadecimal with four parts'] },
  { host: '0xa9.254.169.254', href: 'http://169.254.169.254/', hostKind: 'ipv4', address: '169.254.169.254', range: 'link-local', form: ['in hexadecimal with four parts'] },
];

/** `text` quoted as reasons quote it. */
const quoted = (text: string): string => `\`${text}\``;

describe('published bypasses, as URLs: the address the URL Standard connects to, classified, and the form named', () => {
  test.each(BYPASSES.map((b) => [b.host, b]))('http://%s/', (_, bypass) => {
    const result = inspect(`http://${bypass.host}/`);
    expect(result.href).toBe(bypass.href);
    expect(result.hostKind).toBe(bypass.hostKind);
    expect(result.host).toBe(bypass.hostKind === 'ipv6' ? `[${bypass.address}]` : bypass.address);
    expect(result.port).toBe(80);
    const address = result.address;
    expect(address).not.toBeNull();
    expect(address?.address).toBe(bypass.address);
    expect(address?.range).toBe(bypass.range);
    expect(result.nonPublic).toBe(true);
    expect(result.nonPublic).toBe(address?.nonPublic);
    if (bypass.embedded !== undefined) {
      expect([address?.embedded?.address, address?.embedded?.range]).toEqual(bypass.embedded);
    }
    const reason = result.reasons[0];
    expect(reason.startsWith(`${quoted(bypass.host)} is the ${bypass.hostKind === 'ipv4' ? 'IPv4' : 'IPv6'} address ${bypass.address}`)).toBe(true);
    for (const phrase of bypass.form) expect(reason).toContain(phrase);
    if (bypass.form.length === 0 && bypass.hostKind === 'ipv4') expect(reason).toContain('written in dotted decimal');
    // The classification's own sentence, and the carried address's.
    expect(reason).toContain(address?.reason);
    if (bypass.embedded !== undefined) expect(reason).toContain(bypass.embedded[0]);
  });

  test('every bypass is also seen with a port, credentials, a path and in https, ws and ftp URLs', () => {
    for (const bypass of BYPASSES) {
      for (const url of [`https://user:pass@${bypass.host}:8443/a?b#c`, `ws://${bypass.host}/`, `ftp://${bypass.host}/`]) {
        const result = inspect(url);
        expect(result.address?.range).toBe(bypass.range);
        expect(result.nonPublic).toBe(true);
        expect(result.reasons[0].startsWith(quoted(bypass.host))).toBe(true);
      }
    }
  });

  test.each([
    // ipaddr.js#132: "048" is not an octal number: ipaddr.js read 14.4.2.7, the URL Standard fails.
    ['http://14.048.2.7/', 'IPv4-non-numeric-part'],
    // ipaddr.js#213: an IPv4 part with a leading zero inside an IPv6 address.
    ['http://[::ffff:0177.0.0.1]/', 'IPv4-in-IPv6-invalid-code-point'],
    // The example: %09 decodes to a tab, a forbidden domain code point.
    ['http://127.0.0.1%09.good.com/', 'domain-to-ASCII'],
    ['http://0x100000000/', 'IPv4-out-of-range-part'],
    ['http://1.2.3.4.5/', 'IPv4-too-many-parts'],
    ['http://[fe80::1%25eth0]/', 'IPv6-invalid-code-point'],
  ])('%s: the URL Standard fails (%s), nothing connects', (input, code) => {
    const result = failure(input);
    expect(result.failure.code).toBe(code);
    expect(result.reasons[0]).toBe(`The URL Standard rejects the input, so nothing connects: ${result.failure.message}`);
  });
});

describe('special-use domain names', () => {
  test.each([
    ['localhost', 'localhost', true],
    ['localhost.', 'localhost', true],
    ['LOCALHOST', 'localhost', true],
    ['LocalHost.', 'localhost', true],
    ['foo.localhost', 'localhost', false],
    ['a.b.localhost.', 'localhost', false],
    ['printer.local', 'local', false],
    ['home.arpa', 'home.arpa', true],
    ['router.home.arpa', 'home.arpa', false],
    ['db.internal', 'internal', false],
    ['internal', 'internal', true],
    ['site.test', 'test', false],
    ['nothing.invalid', 'invalid', false],
    ['example', 'example', true],
    ['www.example', 'example', false],
    ['duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion', 'onion', false],
    ['name.alt', 'alt', false],
  ])('%s: %s', (host, name, exact) => {
    const result = inspect(`http://${host}:8080/`);
    const entry = SPECIAL_USE_DOMAINS.find((e) => e.domain.name === name);
    expect(result.hostKind).toBe('domain');
    expect(result.host).toBe(host.toLowerCase());
    expect(result.address).toBeNull();
    expect(result.specialUse).toEqual(entry?.domain);
    expect(result.nonPublic).toBe(true);
    const reason = result.reasons[0];
    expect(reason).toContain(`${exact ? 'the special-use domain name' : 'a domain under the special-use domain name'} ${name} (${entry?.domain.rfc})`);
    expect(reason).toContain(`it reaches ${entry?.reaches}`);
    expect(reason.startsWith(quoted(host))).toBe(true);
  });

  test('the form is named: case and a trailing dot', () => {
    expect(inspect('http://LOCALHOST./').reasons[0]).toBe(
      '`LOCALHOST.` is the domain localhost., written in uppercase, with a trailing dot; it is the special-use domain name localhost (RFC 6761, Section 6.3): '
      + `it reaches ${SPECIAL_USE_DOMAINS[0].reaches}`,
    );
    expect(inspect('http://localhost./').reasons[0]).toContain('`localhost.` is the domain localhost., written with a trailing dot; it is the special-use domain name localhost');
    expect(inspect('http://foo.localhost/').reasons[0]).toBe(`\`foo.localhost\` is a domain under the special-use domain name localhost (RFC 6761, Section 6.3): it reaches ${SPECIAL_USE_DOMAINS[0].reaches}`);
  });

  test('every entry cites its document and is non-public', () => {
    expect(SPECIAL_USE_DOMAINS.map((e) => e.domain.name)).toEqual(['localhost', 'local', 'home.arpa', 'internal', 'test', 'invalid', 'example', 'onion', 'alt']);
    for (const { domain } of SPECIAL_USE_DOMAINS) {
      expect(domain.rfc).toMatch(/^(RFC \d+(, Section [\d.]+)?|ICANN reservation of \.internal \(2024\))$/);
      expect(domain.nonPublic).toBe(true);
    }
  });

  test.each([
    'example.com', 'example.net', 'example.org', 'localhost.com', 'notlocalhost', 'localhostx', 'home.arpa.net', 'arpa',
    'local.example.com', 'test.com', 'onion.to', 'x.localhost.evil.com', 'localhost..',
  ])('%s is an ordinary domain: only DNS can tell', (host) => {
    const result = inspect(`https://${host}/`);
    expect(result.hostKind).toBe('domain');
    expect(result.specialUse).toBeNull();
    expect(result.nonPublic).toBeNull();
    expect(result.reasons[0]).toContain('only DNS can tell where it connects; classify each address it resolves to at connect time with classifyAddress');
  });
});

describe('public addresses and plain domains', () => {
  test.each([
    ['http://8.8.8.8/', '8.8.8.8', 'ipv4'],
    ['http://1.1.1.1:8080/', '1.1.1.1', 'ipv4'],
    ['http://[2606:4700::1111]/', '2606:4700::1111', 'ipv6'],
    ['http://[2001:4860:4860::8888]/', '2001:4860:4860::8888', 'ipv6'],
  ])('%s is public', (input, address, kind) => {
    const result = inspect(input);
    expect(result.hostKind).toBe(kind);
    expect(result.address?.address).toBe(address);
    expect(result.address?.range).toBe('global-unicast');
    expect(result.nonPublic).toBe(false);
    expect(result.reasons[0]).toContain(result.address?.reason);
  });

  test('a domain: null, with the advice to classify what DNS answers', () => {
    const result = inspect('https://example.com/path');
    expect(result).toMatchObject({ href: 'https://example.com/path', scheme: 'https', host: 'example.com', hostKind: 'domain', port: 443, address: null, specialUse: null, nonPublic: null, badPort: false });
    expect(result.reasons[0]).toBe('`example.com` is a domain: only DNS can tell where it connects; classify each address it resolves to at connect time with classifyAddress');
    expect(inspect('http://EXAMPLE.com/').reasons[0]).toBe('`EXAMPLE.com` is the domain example.com, written in mixed case: only DNS can tell where it connects; classify each address it resolves to at connect time with classifyAddress');
    expect(inspect('http://bücher.de/').reasons[0]).toContain('is the domain xn--bcher-kva.de, written with non-ASCII characters that IDNA (UTS #46) maps to `xn--bcher-kva.de` (ü U+00FC from Latin-1 Supplement): only DNS can tell');
  });

  test('the first six distinct non-ASCII code points are named, by block', () => {
    expect(inspect('http://ａｂｃｄｅｆｇｈ.com/').reasons[0]).toBe(
      '`ａｂｃｄｅｆｇｈ.com` is the domain abcdefgh.com, written with non-ASCII characters that IDNA (UTS #46) maps to `abcdefgh.com` '
      + '(ａ U+FF41, ｂ U+FF42, ｃ U+FF43, ｄ U+FF44, ｅ U+FF45, ｆ U+FF46 from Halfwidth and Fullwidth Forms; and others): '
      + 'only DNS can tell where it connects; classify each address it resolves to at connect time with classifyAddress',
    );
    const localhost = inspect('http://ⓛocalhost\u3002/');
    expect(localhost.specialUse?.name).toBe('localhost');
    expect(localhost.reasons[0]).toContain('(ⓛ U+24DB from Enclosed Alphanumerics; 。 U+3002 from CJK Symbols and Punctuation)');
  });

  test('a host written with a tab or newline is quoted as written', () => {
    const result = inspect('http://12\t7.0.0.\n1/');
    expect(result.host).toBe('127.0.0.1');
    expect(result.reasons[0]).toContain('`12\\u00097.0.0.\\u000a1` is the IPv4 address 127.0.0.1, written in dotted decimal, with tab or newline characters, which the URL Standard removes');
  });

  test('a long host is quoted up to 100 code units', () => {
    const result = inspect(`http://${'a'.repeat(300)}.com/`);
    expect(result.reasons[0].startsWith(`\`${'a'.repeat(100)}...\` is a domain`)).toBe(true);
  });
});

describe('ports', () => {
  test.each([
    ['http://h/', 80], ['https://h/', 443], ['ws://h/', 80], ['wss://h/', 443], ['ftp://h/', 21], ['http://h:8080/', 8080],
    ['https://h:443/', 443], ['http://h:0/', 0], ['file:///x', null], ['foo://h/', null], ['foo://h:9/', 9], ['mailto:a@b', null],
  ])('%s: effective port %s', (input, port) => {
    expect(inspect(input).port).toBe(port);
  });

  test('the Fetch Standard bad ports, for HTTP(S) URLs and WebSocket URLs (fetched as HTTP(S))', () => {
    for (const port of BAD_PORTS) {
      for (const scheme of ['http', 'https', 'ws', 'wss']) {
        const result = inspect(`${scheme}://example.com:${port}/`);
        expect(result.badPort).toBe(true);
        expect(result.reasons).toContain(`Port ${port} is on the Fetch Standard's bad port list: fetch refuses to connect to it for a URL with the scheme ${scheme}`);
      }
      expect(inspect(`foo://example.com:${port}/`).badPort).toBe(false);
    }
    expect(BAD_PORTS.size).toBe(83);
    for (const port of [25, 6000, 10080, 0]) expect(BAD_PORTS.has(port)).toBe(true);
    for (const input of ['http://h:80/', 'http://h:8080/', 'https://h/', 'ftp://h:25/', 'ws://h:8025/', 'http://h:2525/']) {
      expect(inspect(input).badPort).toBe(false);
    }
  });
});

describe('hosts of every kind', () => {
  test('an opaque host (non-special URL): null, unless it reads as an IPv4 address', () => {
    const named = inspect('ssh://git@build.corp.example.com:22/repo');
    expect(named).toMatchObject({ scheme: 'ssh', hostKind: 'opaque', port: 22, address: null, specialUse: null, nonPublic: null, badPort: false });
    expect(named.reasons[0]).toBe('`build.corp.example.com` is an opaque host (the scheme ssh is not special): the URL Standard does not parse it as a domain or an IP address, so where it connects is up to what handles the scheme; classify the address it connects to with classifyAddress');
    const address = inspect('ssh://git@127.0.0.1:22/repo');
    expect(address).toMatchObject({ scheme: 'ssh', host: '127.0.0.1', hostKind: 'opaque', port: 22, address: { range: 'loopback' }, nonPublic: true });
    expect(address.reasons[0]).toBe('`127.0.0.1` is an opaque host (the scheme ssh is not special) written as the IPv4 address 127.0.0.1: the URL Standard does not parse it, but a client of ssh: that resolves it connects to that address: 127.0.0.1 is in 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3), not globally reachable');
    expect(inspect('redis://8.8.8.8:6379').nonPublic).toBe(false);
    // Node's dns.lookup (glibc's getaddrinfo, inet_aton) reads these as 127.0.0.1.
    const hex = inspect('redis://0x7f.1/');
    expect(hex).toMatchObject({ host: '0x7f.1', hostKind: 'opaque', address: { address: '127.0.0.1', range: 'loopback' }, nonPublic: true });
    expect(hex.reasons[0]).toMatch(/^`0x7f\.1` is an opaque host \(the scheme redis is not special\) which reads as the IPv4 address 127\.0\.0\.1 \(as inet_aton/);
    expect(inspect('redis://2130706433/').address?.address).toBe('127.0.0.1');
    expect(inspect('redis://cache.example:6379/').address).toBeNull();
    expect(inspect('redis://1.2.3.4.5/').address).toBeNull();
    // A special-use name, compared ASCII case-insensitively.
    const local = inspect('redis://Cache.LocalHost:6379/');
    expect(local).toMatchObject({ host: 'Cache.LocalHost', hostKind: 'opaque', address: null, specialUse: { name: 'localhost' }, nonPublic: true });
    expect(local.reasons[0]).toBe('`Cache.LocalHost` is an opaque host (the scheme redis is not special) naming a domain under the special-use domain name localhost (RFC 6761, Section 6.3): a client of redis: that resolves it reaches loopback, as the Fetch Standard and browsers resolve it to ::1 and 127.0.0.1 without asking DNS');
    expect(inspect('ssh://db.internal/').nonPublic).toBe(true);
    expect(inspect('ssh://LOCALHOST./').specialUse?.name).toBe('localhost');
    expect(inspect('ssh://localhost.example.com/').specialUse).toBeNull();
    expect(inspect('foo://[::1]/').hostKind).toBe('ipv6');
    expect(inspect('foo://[::1]/').nonPublic).toBe(true);
  });

  test('file: URLs: an empty host is the local machine', () => {
    const empty = inspect('file:///etc/passwd');
    expect(empty).toMatchObject({ host: '', hostKind: 'empty', port: null, address: null, nonPublic: true });
    expect(empty.reasons[0]).toBe('The empty host of a file: URL names a file on the local machine, not on the public Internet');
    const localhost = inspect('file://LOCALHOST/etc/passwd');
    expect(localhost).toMatchObject({ href: 'file:///etc/passwd', host: '', hostKind: 'empty', nonPublic: true });
    expect(localhost.reasons[0]).toBe('`LOCALHOST` in a file: URL is the empty host (URL Standard "file host state"): it names a file on the local machine, not on the public Internet');
    expect(inspect('file://server/share').hostKind).toBe('domain');
    expect(inspect('file://server/share').nonPublic).toBeNull();
    expect(inspect('file://127.1/x').address?.range).toBe('loopback');
  });

  test.each(['data:text/plain,hello', 'mailto:someone@example.com', 'javascript:alert(1)', 'urn:isbn:0451450523', 'foo:/path'])('%s has no host', (input) => {
    const result = inspect(input);
    expect(result).toMatchObject({ host: null, hostKind: null, address: null, specialUse: null, nonPublic: null, badPort: false });
    expect(result.reasons[0]).toMatch(/^The URL has no host \(scheme [a-z]+\): it names no network endpoint by itself/);
  });

  test('an empty host of a non-special URL: null', () => {
    const result = inspect('foo:///x');
    expect(result).toMatchObject({ host: '', hostKind: 'empty', nonPublic: null });
    expect(result.reasons[0]).toBe('The URL has an empty host (scheme foo): it names no network endpoint by itself');
  });
});

describe('against a base URL', () => {
  test('scheme-relative and backslash references take the host from the input', () => {
    const slashes = inspect('//127.1/x', 'https://example.com/a/b');
    expect(slashes).toMatchObject({ href: 'https://127.0.0.1/x', hostKind: 'ipv4', nonPublic: true });
    expect(slashes.reasons[0]).toContain('`127.1` is the IPv4 address 127.0.0.1, written in decimal with two parts');
    const backslash = inspect('/\\localhost/x', 'http://example.com/');
    expect(backslash).toMatchObject({ href: 'http://localhost/x', specialUse: SPECIAL_USE_DOMAINS[0].domain, nonPublic: true });
  });

  test('a path-relative reference takes the host from the base', () => {
    const result = inspect('../x', 'http://0x7f.1/a/b');
    expect(result).toMatchObject({ href: 'http://127.0.0.1/x', host: '127.0.0.1', nonPublic: true });
    expect(result.reasons[0].startsWith('The host 127.0.0.1, which comes from the base URL, is the IPv4 address 127.0.0.1: ')).toBe(true);
    const domain = inspect('?q', 'http://example.com/');
    expect(domain.reasons[0].startsWith('The host example.com, which comes from the base URL, is the domain example.com: only DNS can tell')).toBe(true);
  });

  test('a base given as a URL object or a record', () => {
    expect(inspect('x', new URL('http://10.1/').href).host).toBe('10.0.0.1');
    expect((inspectTarget('x', { base: new URL('http://10.1/') }) as TargetInspection).address?.range).toBe('private-use');
    const record = parseURL('http://[::1]/').url;
    expect(record).not.toBeNull();
    if (record !== null) expect((inspectTarget('x', { base: record }) as TargetInspection).host).toBe('[::1]');
  });

  test('without a base, a relative reference fails; a base that fails is the failure', () => {
    expect(failure('//evil.com').failure.code).toBe('missing-scheme-non-relative-URL');
    const base = failure('x', 'not a url');
    expect(base.failure.code).toBe('missing-scheme-non-relative-URL');
    expect(base.reasons[0]).toBe(`The URL Standard rejects the base URL, so nothing connects: ${base.failure.message}`);
  });
});

describe('errors, readings and arguments', () => {
  test.each([
    'http://0x7f.1/', 'http:\\\\evil.com\\@good.com/', 'http://a@b@c/', ' http://①②⑦.0.0.1/ ', 'http://[::1]:99999/', 'https://ex\tample.com/%zz',
  ])('%s: the validation errors are parseURL\'s', (input) => {
    const expected = parseURL(input);
    const result = inspectTarget(input);
    const ours = result.ok ? result.errors : [];
    expect(ours.map((e) => [e.code, e.offset, e.length, e.message])).toEqual(expected.errors.map((e) => [e.code, e.offset, e.length, e.message]));
    if (!result.ok) expect(result.failure).toEqual(expected.failure);
  });

  test.each([
    'http://a@b@c/', 'http:\\\\evil.com\\@good.com/', 'http://evil.com\\@good.com/', 'http://good.com#@evil.com/', 'http://0x7f.1/',
    'https://①②⑦.0.0.1/', 'http://[::ffff:127.0.0.1]/', 'http://example.com/',
  ])('%s: one reason per difference between the readings', (input) => {
    const result = inspect(input);
    expect(result.readings.map((r) => r.parser)).toEqual(['url', 'rfc3986', 'appendix-b']);
    expect(result.reasons.slice(1)).toEqual(result.differences.map((d) => d.message));
  });

  test('a failure has the readings too', () => {
    const result = failure('http://14.048.2.7/');
    expect(result.readings.map((r) => r.parser)).toEqual(['url', 'rfc3986', 'appendix-b']);
    expect(result.readings[0].ok).toBe(false);
  });

  test('arguments: a URL object is its href; wrong options are OptionErrors', () => {
    expect((inspectTarget(new URL('http://0x7f.1/')) as TargetInspection).address?.range).toBe('loopback');
    expect(() => inspectTarget('http://h/', 'x' as never)).toThrow(OptionError);
    expect(() => inspectTarget('http://h/', { base: 42 as never })).toThrow(OptionError);
    expect(() => inspectTarget('http://h/', { base: 42 as never })).toThrow('inspectTarget: options.base must be');
    expect(inspectTarget('http://h/', null).ok).toBe(true);
    expect(inspectTarget('http://h/', { base: undefined }).ok).toBe(true);
  });

  test('the input is read as a USVString, as new URL and fetch read it', () => {
    // A surrogate pair split by a newline: two lone surrogates (U+FFFD each), not an emoji once the newline is removed.
    const split = failure('http://examp\ud83d\n\ude00le.org/');
    expect(split.failure.code).toBe('domain-to-ASCII');
    expect(inspect('http://h/\ud800').href).toBe('http://h/%EF%BF%BD');
  });

  test('lone surrogates and controls never throw', () => {
    for (const input of ['http://\ud800/', 'http://a\udc00b.com/', '\u0000', '', 'http://[', 'http://%/', 'http://\u00ad/', 'http://xn--/']) {
      expect(() => inspectTarget(input)).not.toThrow();
    }
  });
});

describe('the fast path (a normalised special URL, parsed as parseURL first parses it)', () => {
  // A leading space is stripped by the URL Standard but keeps an input off the fast path: the
  // general path's answers about the host are the fast path's.
  const lines = corpusLines('kasztp.txt').slice(0, 3000);
  const forms = ['http://127.0.0.1:8080/x', 'https://[::1]/', 'http://localhost/', 'https://a.internal/', 'file:///etc/passwd', 'http://10.0.0.1/', 'https://[2002:c0a8:101::1]/'];

  test.each([['3,000 corpus lines', lines], ['IP and special-use hosts', forms]] as const)('%s: host, kind, port, address, special use, nonPublic and the host reason as the general path gives them', (_name, inputs) => {
    const mismatches: string[] = [];
    let fast = 0;
    for (const input of inputs) {
      const a = inspectTarget(input);
      const b = inspectTarget(` ${input}`);
      if (!a.ok || !b.ok) {
        if (a.ok !== b.ok) mismatches.push(input);
        continue;
      }
      if (parseURL(input).errors.length === 0) fast++;
      const facts = (t: TargetInspection): unknown[] => [t.href, t.host, t.hostKind, t.port, t.address?.reason, t.specialUse?.name, t.nonPublic, t.reasons[0]];
      if (JSON.stringify(facts(a)) !== JSON.stringify(facts(b))) mismatches.push(`${input}: ${JSON.stringify(facts(a))} vs ${JSON.stringify(facts(b))}`);
    }
    expect(mismatches).toEqual([]);
    expect(fast).toBeGreaterThan(inputs.length / 2);
  });
});
