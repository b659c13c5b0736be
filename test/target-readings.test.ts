// readTarget (src/target/readings.ts): one string read by the URL Standard, the RFC 3986 grammar
// and RFC 3986 Appendix B's expression; whether the readings are ambiguous and why they differ
// (src/target/causes.ts). The examples by hand; then against the real parsers: whatwg-url
// 17.3 on every WPT urltestdata input and a seeded fuzz, parseReference's tree on the same inputs.
import { failureCause } from '../src/target/failure-cause';
import { hostKey } from '../src/target/host-key';
import { readTarget } from '../src/target/readings';
import type { DifferenceCause, TargetReading, TargetReadings } from '../src/target/types';
import { parseReference } from '../src/strict/parse';
import { toUSVString } from '../src/core/arguments';
import { parseURL } from '../src/whatwg/api';
import { random } from './helpers/random';
import { readWPT } from './helpers/wpt';

interface Reference {
  URL: new (url: string, base?: string) => { host: string };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('whatwg-url') as Reference;

/** host:effective port of each reading, '-' for a reading that fails. */
function targets(result: TargetReadings): string[] {
  return result.readings.map((r) => (r.ok ? `${r.host ?? '(none)'}:${r.effectivePort ?? '(none)'}` : '-'));
}

/** The causes of the differences, as "parser component cause". */
function causes(result: TargetReadings): string[] {
  return result.differences.map((d) => `${d.parser} ${d.component} ${d.cause}`);
}

interface Example {
  readonly input: string;
  readonly base?: string;
  /** host:port of url, rfc3986, appendix-b ('-': fails). */
  readonly targets: readonly [string, string, string];
  readonly ambiguous: boolean;
  readonly causes: readonly string[];
  /** The culprit the first difference quotes, when there is one. */
  readonly culprit?: string;
}

const EXAMPLES: readonly Example[] = [
  { input: 'http://a@b@c/', targets: ['c:80', '-', 'b@c:80'], ambiguous: true, causes: ['appendix-b userinfo userinfo-at', 'appendix-b host userinfo-at'], culprit: 'a@b@' },
  { input: 'http:\\\\evil.com\\@good.com/', targets: ['evil.com:80', '-', '(none):80'], ambiguous: true, causes: ['appendix-b host backslash'], culprit: '\\' },
  { input: 'http://evil.com\\@good.com/', targets: ['evil.com:80', '-', 'good.com:80'], ambiguous: true, causes: ['appendix-b userinfo backslash', 'appendix-b host backslash'], culprit: '\\' },
  { input: 'http://good.com#@evil.com/', targets: ['good.com:80', 'good.com:80', 'good.com:80'], ambiguous: false, causes: [] },
  { input: 'http://0x7f.1/', targets: ['127.0.0.1:80', '0x7f.1:80', '0x7f.1:80'], ambiguous: true, causes: ['rfc3986 host ipv4-forms', 'appendix-b host ipv4-forms'], culprit: '0x7f.1' },
  { input: 'http://127.0.0.1%09.good.com/', targets: ['-', '127.0.0.1%09.good.com:80', '127.0.0.1%09.good.com:80'], ambiguous: false, causes: [] },
  { input: 'https://①②⑦.0.0.1/', targets: ['127.0.0.1:443', '-', '①②⑦.0.0.1:443'], ambiguous: true, causes: ['appendix-b host idna'], culprit: '①' },
  { input: 'http://[::ffff:127.0.0.1]/', targets: ['[::ffff:7f00:1]:80', '[::ffff:127.0.0.1]:80', '[::ffff:127.0.0.1]:80'], ambiguous: false, causes: [] },
  { input: '//evil.com', base: 'https://good.com/', targets: ['evil.com:443', 'evil.com:443', 'evil.com:443'], ambiguous: false, causes: [] },
  { input: '/\\evil.com', base: 'https://good.com/', targets: ['evil.com:443', '-', 'good.com:443'], ambiguous: true, causes: ['appendix-b host backslash'], culprit: '\\' },
  { input: 'http://ev\til.com/', targets: ['evil.com:80', '-', 'ev\til.com:80'], ambiguous: true, causes: ['appendix-b host tab-or-newline'], culprit: '\t' },
  { input: 'http://evil.com\n/', targets: ['evil.com:80', '-', 'evil.com\n:80'], ambiguous: true, causes: ['appendix-b host tab-or-newline'], culprit: '\n' },
  { input: 'http:///evil.com', targets: ['evil.com:80', ':80', ':80'], ambiguous: true, causes: ['rfc3986 host slashes', 'appendix-b host slashes'], culprit: '///' },
  { input: 'http:evil.com', targets: ['evil.com:80', '(none):80', '(none):80'], ambiguous: true, causes: ['rfc3986 host authority-required', 'appendix-b host authority-required'], culprit: 'evil.com' },
  { input: 'https:example.org', base: 'https://example.com/', targets: ['example.com:443', '(none):443', '(none):443'], ambiguous: true, causes: ['rfc3986 host base-scheme', 'appendix-b host base-scheme'], culprit: 'https:' },
  { input: 'http://EXAMPLE.com/', targets: ['example.com:80', 'EXAMPLE.com:80', 'EXAMPLE.com:80'], ambiguous: false, causes: [] },
  { input: 'http://ex%61mple.COM/', targets: ['example.com:80', 'ex%61mple.COM:80', 'ex%61mple.COM:80'], ambiguous: false, causes: [] },
  { input: 'http://a:80/', targets: ['a:80', 'a:80', 'a:80'], ambiguous: false, causes: [] },
  { input: 'http://a/', targets: ['a:80', 'a:80', 'a:80'], ambiguous: false, causes: [] },
  { input: 'http://a:0080/', targets: ['a:80', 'a:80', 'a:80'], ambiguous: false, causes: [] },
  { input: 'file://localhost/etc/passwd', targets: [':(none)', 'localhost:(none)', 'localhost:(none)'], ambiguous: true, causes: ['rfc3986 host file-localhost', 'appendix-b host file-localhost'], culprit: 'localhost' },
  { input: ' http://a/', targets: ['a:80', '-', 'a:(none)'], ambiguous: true, causes: ['appendix-b port c0-control-or-space'], culprit: ' ' },
  { input: 'http://a%C3%A9.com/', targets: ['xn--a-bga.com:80', 'a%C3%A9.com:80', 'a%C3%A9.com:80'], ambiguous: true, causes: ['rfc3986 host percent-encoded-host', 'appendix-b host percent-encoded-host'], culprit: '%C3' },
  { input: 'http://0x7f%2e1/', targets: ['127.0.0.1:80', '0x7f%2e1:80', '0x7f%2e1:80'], ambiguous: true, causes: ['rfc3986 host ipv4-forms', 'appendix-b host ipv4-forms'] },
  { input: 'http://127.1/', targets: ['127.0.0.1:80', '127.1:80', '127.1:80'], ambiguous: true, causes: ['rfc3986 host ipv4-forms', 'appendix-b host ipv4-forms'] },
  { input: 'http://[0:0::1]:8080/', targets: ['[::1]:8080', '[0:0::1]:8080', '[0:0::1]:8080'], ambiguous: false, causes: [] },
  { input: 'http://ÉXAMPLE.com/', targets: ['xn--xample-9ua.com:80', '-', 'ÉXAMPLE.com:80'], ambiguous: true, causes: ['appendix-b host idna'], culprit: 'É' },
  { input: 'http://u:p@a:81/', targets: ['a:81', 'a:81', 'a:81'], ambiguous: false, causes: [] },
  { input: '//C|/x', base: 'file:///tmp/', targets: [':(none)', '-', 'C|:(none)'], ambiguous: true, causes: ['appendix-b host windows-drive-letter'], culprit: 'C|' },
  { input: '10.0.0.7:8080/a', base: 'file:///tmp/', targets: [':(none)', '-', '(none):(none)'], ambiguous: false, causes: [] },
  { input: '10.0.0.7:8080/a', base: 'http://good.com/', targets: ['good.com:80', '-', '(none):(none)'], ambiguous: true, causes: ['appendix-b host scheme-syntax', 'appendix-b port scheme-syntax'], culprit: '10.0.0.7:' },
  { input: 'http::@c:29', base: 'http://good.com/', targets: ['good.com:80', '(none):80', '(none):80'], ambiguous: true, causes: ['rfc3986 host base-scheme', 'appendix-b host base-scheme'], culprit: 'http:' },
  { input: 'file:/etc/passwd', targets: [':(none)', '(none):(none)', '(none):(none)'], ambiguous: false, causes: [] },
  { input: 'http://a:@b/', targets: ['b:80', 'b:80', 'b:80'], ambiguous: false, causes: [] },
  { input: 'foo://a@b@c/', targets: ['c:(none)', '-', 'b@c:(none)'], ambiguous: true, causes: ['appendix-b userinfo userinfo-at', 'appendix-b host userinfo-at'], culprit: 'a@b@' },
  { input: 'http:\\\\\\evil.com/', targets: ['evil.com:80', '-', '(none):80'], ambiguous: true, causes: ['appendix-b host slashes'], culprit: '\\\\\\' },
  { input: 'http:\t//evil.com/', targets: ['evil.com:80', '-', '(none):80'], ambiguous: true, causes: ['appendix-b host tab-or-newline'], culprit: '\t' },
  { input: 'foo://ü/', targets: ['%C3%BC:(none)', '-', 'ü:(none)'], ambiguous: true, causes: ['appendix-b host non-ascii'], culprit: 'ü' },
];

describe('readTarget on the examples of issue 25', () => {
  test.each(EXAMPLES.map((e) => [JSON.stringify(e.input) + (e.base === undefined ? '' : ` against ${e.base}`), e] as const))('%s', (_, example) => {
    const result = readTarget(example.input, example.base ?? null);
    expect(result.readings.map((r) => r.parser)).toEqual(['url', 'rfc3986', 'appendix-b']);
    expect(targets(result)).toEqual(example.targets);
    expect(result.ambiguous).toBe(example.ambiguous);
    expect(causes(result)).toEqual(example.causes);
    for (const d of result.differences) {
      expect(d.cause).not.toBe('other');
      expect(d.message.length).toBeGreaterThan(40);
      if (d.offset >= 0) expect(example.input.slice(d.offset, d.offset + d.length)).not.toBe('');
    }
    if (example.culprit !== undefined) {
      const first = result.differences[0];
      expect(example.input.slice(first.offset, first.offset + first.length)).toBe(example.culprit);
    }
  });

  test('the culprit of each difference is quoted in its message', () => {
    const result = readTarget('http://0x7f.1/', null);
    expect(result.differences[0].message).toBe(
      'The RFC 3986 grammar reads the host as "0x7f.1", the URL Standard as "127.0.0.1", because the URL Standard reads "0x7f.1" as the IPv4 address 127.0.0.1: it accepts octal and hexadecimal parts, fewer than four parts, and serializes the address as dotted-decimal',
    );
  });
});

describe('readTarget: the readings', () => {
  test('the URL Standard reading gives the serialized components', () => {
    const [url] = readTarget('HTTP://u:p@EXAMPLE.com:8080/a/../b?q#f', null).readings;
    expect(url).toEqual<TargetReading>({ parser: 'url', ok: true, failed: null, scheme: 'http', userinfo: 'u:p', host: 'example.com', port: '8080', effectivePort: 8080, path: '/b', failure: null });
  });

  test('the RFC 3986 reading gives the components as written, resolved by section 5.2', () => {
    const [, rfc] = readTarget('../x/./y?q', 'http://u@Host:81/a/b/c').readings;
    expect(rfc).toMatchObject({ ok: true, scheme: 'http', userinfo: 'u', host: 'Host', port: '81', effectivePort: 81, path: '/a/x/y' });
    const [, alone] = readTarget('//h:1/p', null).readings;
    expect(alone).toMatchObject({ ok: true, scheme: null, host: 'h', port: '1', effectivePort: 1, path: '/p' });
  });

  test('the Appendix B reading splits the authority at the first "@", the "]" of an IP literal, the last ":"', () => {
    const split = (input: string): [string | null, string | null, string | null] => {
      const r = readTarget(input, null).readings[2];
      return [r.userinfo, r.host, r.port];
    };
    expect(split('http://a:b@c@d:1:2/')).toEqual(['a:b', 'c@d:1', '2']);
    expect(split('http://[::1]:8/')).toEqual([null, '[::1]', '8']);
    expect(split('http://[::1]x:8/')).toEqual([null, '[::1]x:8', null]);
    expect(split('http://h:/')).toEqual([null, 'h', '']);
    expect(readTarget('http://h:/', null).readings[2].effectivePort).toBe(80);
    expect(readTarget('http://h:99999/', null).readings[2].effectivePort).toBeNull();
    expect(readTarget('x\n#\ny', null).readings[2]).toMatchObject({ ok: true, path: 'x\n' });
  });

  test('an invalid base makes every reading fail with a failure about the base', () => {
    const result = readTarget('http://a/', 'not a base');
    for (const reading of result.readings) {
      expect(reading).toMatchObject({ ok: false, failed: 'base', host: null });
      expect(reading.failure?.message).toMatch(/^The base URL "not a base" is invalid: /);
    }
    expect(result.ambiguous).toBe(false);
    expect(result.differences).toEqual([]);
  });

  test('a base the RFC 3986 grammar rejects fails that reading only when the reference is relative', () => {
    const relative = readTarget('x', 'http://a/b c');
    expect(relative.readings.map((r) => r.failed)).toEqual([null, 'base', null]);
    expect(relative.readings[1].failure?.code).toBe('unexpected-code-point');
    expect(readTarget('http://b/', 'http://a/b c').readings[1].ok).toBe(true);
  });

  test('a base URL record is read as its serialization', () => {
    const base = parseURL('https://good.com/dir/').url;
    if (base === null) throw new Error('base');
    expect(targets(readTarget('/\\evil.com', base))).toEqual(['evil.com:443', '-', 'good.com:443']);
  });
});

describe('failureCause: why the URL Standard rejects what another reading accepts', () => {
  test.each([
    ['http://127.0.0.1%09.good.com/', 'percent-encoded-host', ['rfc3986', 'appendix-b'], '127.0.0.1%09.good.com'],
    ['http://example.255/', 'ends-in-a-number', ['rfc3986', 'appendix-b'], 'example'],
    ['http://1.2.3.4.5/', 'ends-in-a-number', ['rfc3986', 'appendix-b'], '5'],
    ['http://[v1.fe80]/', 'ipvfuture', ['rfc3986', 'appendix-b'], 'v'],
    ['http://[fe80::a%25eth0]/', 'zone-id', ['appendix-b'], '%'],
    ['http://[1::2::3]/', 'ipv6-forms', ['appendix-b'], ':'],
    ['http:///', 'slashes', ['rfc3986', 'appendix-b'], ''],
    ['http://a:99999/', 'port', ['rfc3986', 'appendix-b'], '99999'],
    ['http://a<b/', 'idna', ['appendix-b'], '<'],
    ['http://a\u00ADb@/', 'authority-required', ['appendix-b'], '/'],
  ])('%s: %s', (input, cause, accepting, culprit) => {
    const found = failureCause(input, readTarget(input, null));
    expect(found).toMatchObject({ cause, accepting });
    if (found === null) return;
    expect(input.slice(found.offset, found.offset + found.length)).toBe(culprit);
    expect(found.message).toMatch(/^(The RFC 3986 grammar|RFC 3986 Appendix B's regular expression)( and .+)? accepts? the input, but under the URL Standard ./);
  });

  test('none when the URL Standard accepts the input, its base fails, or the input is a relative reference without a base', () => {
    expect(failureCause('http://a/', readTarget('http://a/', null))).toBeNull();
    expect(failureCause('x', readTarget('x', 'not a base'))).toBeNull();
    expect(failureCause('http://a b/', readTarget('http://a b/', null))).toMatchObject({ accepting: ['appendix-b'] });
    expect(failureCause('\\', readTarget('\\', null))).toBeNull();
    expect(failureCause('?q', readTarget('?q', 'sc:opaque'))).toBeNull();
  });
});

// The WPT inputs: the URL Standard reading against whatwg-url's URL, the RFC 3986 one against parseReference.
interface WPTCase { readonly input: string; readonly base: string | null }
const WPT = readWPT<WPTCase>('urltestdata.json');

/** whatwg-url's host (host:port as URL.host writes it), or null when it throws. */
function referenceHost(input: string, base: string | null): string | null {
  try {
    return base === null ? new reference.URL(input).host : new reference.URL(input, base).host;
  } catch {
    return null;
  }
}

/** The url reading's host:port as URL.host writes it (no default port), or null when it fails. */
function urlHost(reading: TargetReading): string | null {
  if (!reading.ok) return null;
  return (reading.host ?? '') + (reading.port === null ? '' : `:${reading.port}`);
}

describe('readTarget against the real parsers', () => {
  test(`the url reading on every WPT urltestdata input (${WPT.length}) equals whatwg-url's URL host`, () => {
    const mismatches: string[] = [];
    for (const c of WPT) {
      const result = readTarget(c.input, c.base);
      if (urlHost(result.readings[0]) !== referenceHost(c.input, c.base)) mismatches.push(JSON.stringify(c));
    }
    expect(mismatches).toEqual([]);
  });

  test("the rfc3986 reading without a base equals parseReference's tree, or its failure", () => {
    let parsed = 0;
    for (const c of WPT) {
      expect(rfcAgainstTree(c.input)).toBeNull();
      if (parseReference(c.input).tree !== null) parsed++;
    }
    expect(parsed).toBeGreaterThan(200);
  });

  test('no difference between accepting readings of the WPT inputs falls back to "other"', () => {
    const counts = new Map<DifferenceCause, number>();
    for (const c of WPT) {
      for (const d of readTarget(c.input, c.base).differences) counts.set(d.cause, (counts.get(d.cause) ?? 0) + 1);
    }
    expect(counts.get('other')).toBeUndefined();
    expect(counts.size).toBeGreaterThan(5);
  });
});

// A seeded fuzz: strings mixing URL delimiters, backslashes, "@", "%", digits, Unicode digits, tabs.
const PIECES = [
  'http:', 'https:', 'file:', 'foo:', 'ws:', '//', '/', '\\', '\\\\', '@', ':', '?', '#', '[', ']', '%', '%2e', '%41', '%09', '%zz',
  '.', '0x7f', '0', '1', '127', '255', '80', '8080', '65536', 'a', 'B', 'evil.com', 'good.com', 'localhost', '①', '１', '。', '\uFF0E',
  '\t', '\n', ' ', '\u0000', 'é', '::', 'ffff', '\uD800', 'xn--', '-', '%C3%A9', '%EF%BC%91',
];
const BASES = [null, 'https://good.com/dir/page', 'http://a/b?c', 'file:///C:/x', 'foo://h/p', 'sc:opaque'];

function fuzzInputs(seed: number, count: number): { input: string; base: string | null }[] {
  const next = random(seed);
  const cases: { input: string; base: string | null }[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * 10);
    let input = '';
    for (let k = 0; k < length; k++) input += PIECES[Math.floor(next() * PIECES.length)];
    cases.push({ input, base: BASES[Math.floor(next() * BASES.length)] });
  }
  return cases;
}

/** Where the rfc3986 reading (no base) and parseReference disagree: components or failure; null when they agree. */
function rfcAgainstTree(input: string): string | null {
  const rfc = readTarget(input, null).readings[1];
  // Every reading reads the input as a USVString (lone surrogates as U+FFFD), as the URL Standard does.
  const parsed = parseReference(toUSVString(input));
  if (parsed.tree === null) {
    const same = !rfc.ok && rfc.failure?.code === parsed.failure.code && rfc.failure.offset === parsed.failure.offset && rfc.failure.message === parsed.failure.message;
    return same ? null : `${JSON.stringify(input)}: ${JSON.stringify(rfc.failure)} vs ${JSON.stringify(parsed.failure)}`;
  }
  const { scheme, authority, path, query, fragment } = parsed.tree;
  const tree = [scheme?.text ?? null, authority?.userinfo?.text ?? null, authority?.host.text ?? null, authority?.port?.text ?? null, path.text, query?.text ?? null, fragment?.text ?? null];
  // Path, query and fragment of a reading without a base are the reference's (section 5.2.2 only removes dot segments of an absolute one).
  const reading = [rfc.scheme, rfc.userinfo, rfc.host, rfc.port];
  const same = rfc.ok && JSON.stringify(reading) === JSON.stringify(tree.slice(0, 4));
  return same ? null : `${JSON.stringify(input)}: ${JSON.stringify(reading)} vs ${JSON.stringify(tree)}`;
}

describe('readTarget: a seeded fuzz', () => {
  test("the rfc3986 reading equals parseReference's tree or failure on 4,000 strings", () => {
    const mismatches = fuzzInputs(26, 4000).map((c) => rfcAgainstTree(c.input)).filter((m) => m !== null);
    expect(mismatches).toEqual([]);
  });


  test('never throws, its url reading agrees with whatwg-url, and every difference has a cause, on 4,000 strings', () => {
    const mismatches: string[] = [];
    for (const c of fuzzInputs(25, 4000)) {
      const result = readTarget(c.input, c.base);
      expect(result.readings).toHaveLength(3);
      if (urlHost(result.readings[0]) !== referenceHost(c.input, c.base)) mismatches.push(JSON.stringify(c));
      for (const d of result.differences) {
        if (d.cause === 'other' || !d.message.includes(' because ')) mismatches.push(`${JSON.stringify(c)}: ${d.message}`);
      }
      // A difference on the host or port between accepting readings is what makes them ambiguous.
      const [url, rfc, splitter] = result.readings;
      const hostOrPort = result.differences.some((d) => d.component !== 'userinfo');
      const others = rfc.ok && splitter.ok && (rfc.effectivePort !== splitter.effectivePort || hostKey(rfc.host) !== hostKey(splitter.host));
      if (url.ok && result.ambiguous !== (hostOrPort || others)) mismatches.push(`${JSON.stringify(c)}: ambiguous ${result.ambiguous}`);
    }
    expect(mismatches).toEqual([]);
  });
});
