// inspectTarget on seeded random input (issue 25 "Tests"): URLs built from pieces that reach the
// host parser's every form (IPv4 in every radix and number of parts, IPv6 with embedded IPv4,
// IDNA-mapped digits and dots, percent-encoding, trailing dots, special-use names), delimiters
// that split authorities differently, and bases. inspectTarget never throws, it accepts exactly
// what whatwg-url 17.3's `new URL(input, base)` accepts, and then agrees with it on href, host and
// port. Then its time grows linearly with the input (as test/growth.test.ts measures).
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { inspectTarget } from '../src/target-api';
import type { TargetResult } from '../src/target-api';
import { random } from './helpers/random';
import { mutate } from './helpers/url-inputs';

/** The part of whatwg-url's API used here (the package ships no types). */
interface ReferenceURL { readonly href: string; readonly hostname: string; readonly port: string; readonly protocol: string }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('whatwg-url') as { URL: new (url: string, base?: string) => ReferenceURL };

const SEED = Number(process.env.TARGET_FUZZ_SEED ?? 25);
const COUNT = Number(process.env.TARGET_FUZZ_COUNT ?? 3000);

const SCHEMES = ['http', 'https', 'HTTP', 'ws', 'wss', 'ftp', 'file', 'ssh', 'foo', 'data', 'mailto', 'javascript'];
const SLASHES = ['//', '//', '//', '', '/', '\\\\', '/\\', '\\/', '///', '\t//', '/\n/'];
const USERINFO = ['', '', '', 'u@', 'u:p@', 'a@b@', 'good.com@', 'evil.com\\@', ':@', '%40@', '@'];
const IPV4 = [
  '127.0.0.1', '0x7f.1', '0X7F.1', '017700000001', '2130706433', '127.1', '127.0.1', '127.00.0x1', '127.0.0x0.1', '012.1.2.3',
  '127.000.000.1', '0x7f000001', '0', '0.0.0.0', '0x', '00', '10.0.0.1.', '192.168.1.1', '169.254.169.254', '100.64.0.1',
  '8.8.8.8', '255.255.255.255', '4294967295', '4294967296', '1.2.3.4.5', '14.048.2.7', '0x100.1', '1.256', '1.2.65536',
  '224.0.0.1', '198.18.0.1', '192.0.2.1', '0xffffffff', '0x7f.0x0.0x0.0x1', '09', '1..2', '1.2.3.4..',
];
const IPV6 = [
  '[::1]', '[::]', '[0:0::1]', '[000:0:0000::01]', '[fe80::0001]', '[::ffff:127.0.0.1]', '[::fFFf:127.0.0.1]', '[::ffff:7f00:1]',
  '[::127.0.0.1]', '[64:ff9b::7f00:1]', '[64:ff9b::127.0.0.1]', '[64:ff9b:1::1]', '[2002:c0a8:101::1]', '[2001::1]',
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', '[fc00::1]', '[fd12:3456::1]', '[fec0::1]', '[ff02::1]', '[100::1]', '[2001:db8::1]',
  '[2606:4700::1111]', '[::ffff:0177.0.0.1]', '[::ffff:1.2.3]', '[fe80::1%25eth0]', '[1:2:3:4:5:6:7:8]', '[::1', '[v1.x]',
];
const UNICODE = [
  '①②⑦.0.0.1', '127。0。0。1', '１２７.０.０.１', '127．0．0．1', '𝟏𝟐𝟕.0.0.1', '127\u00ad.0.0.1', '0x７f.1', '%EF%BC%91.2.3.4',
  '%31%32%37.0.0.1', '1\u200b27.0.0.1', '127.0.0.1\u3002', '⑩.0.0.1', 'ⅼocalhost', 'ｌｏｃａｌｈｏｓｔ', 'bücher.de', 'xn--bcher-kva.de',
  // Lone surrogates, one split by a newline that preprocessing removes (new URL sees U+FFFD twice).
  'a\ud800.com', 'exa\ud83d\n\ude00mple.com', '\udc00',
];
const DOMAINS = [
  'localhost', 'LOCALHOST', 'localhost.', 'foo.localhost', 'a.local', 'home.arpa', 'x.home.arpa', 'db.internal', 'x.test',
  'x.invalid', 'example', 'example.com', 'x.onion', 'x.alt', 'evil.com', 'good.com', 'a.b.c', 'localhost.com', '', 'a b', 'a%zz',
];
const PORTS = ['', '', '', ':', ':80', ':443', ':25', ':0', ':6000', ':8080', ':65535', ':65536', ':1:2', ':x'];
const TAILS = ['', '', '/', '/a/b', '?q', '#f', '/@evil.com', '#@evil.com/', '\\@good.com/', '/..', '?@x#@y'];
const RELATIVE = ['//evil.com', '/\\evil.com', '\\\\evil.com', '//127.1/', '../x', '?q', '#f', '', 'x', '//[::1]:25/', '///x', '//①②⑦.0.0.1'];
const BASES: readonly (string | undefined)[] = [
  undefined, undefined, undefined, 'http://example.com/a/b', 'https://0x7f.1/dir/', 'file:///C:/x', 'foo://h/p', 'about:blank',
  'ws://[::1]:8080/', 'not a url',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

/** A case: an input built from the pieces (sometimes mutated), and a base or none. */
function generated(next: () => number): { input: string; base: string | undefined } {
  const hosts = [IPV4, IPV6, UNICODE, DOMAINS][Math.floor(next() * 4)];
  const absolute = pick(next, SCHEMES) + ':' + pick(next, SLASHES) + pick(next, USERINFO) + pick(next, hosts) + pick(next, PORTS) + pick(next, TAILS);
  const text = next() < 0.8 ? absolute : pick(next, RELATIVE);
  const input = next() < 0.25 ? mutate(next, text, 1 + Math.floor(next() * 3)) : text;
  return { input, base: pick(next, BASES) };
}

/** whatwg-url's reading: the URL, or null when `new URL(input, base)` throws. */
function referenceURL(input: string, base: string | undefined): ReferenceURL | null {
  try {
    return new reference.URL(input, base);
  } catch {
    return null;
  }
}

/** The effective port of whatwg-url's URL: its port, or the scheme's default. */
function effectivePort(url: ReferenceURL): number | null {
  if (url.port !== '') return Number(url.port);
  const defaults: Record<string, number> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443, 'ftp:': 21 };
  return defaults[url.protocol] ?? null;
}

describe(`inspectTarget on ${COUNT} generated inputs (seed ${SEED})`, () => {
  const next = random(SEED);
  const cases = Array.from({ length: COUNT }, () => generated(next));

  test('never throws; accepts what whatwg-url accepts; agrees on href, host and port', () => {
    const differences: string[] = [];
    let accepted = 0;
    let classified = 0;
    for (const { input, base } of cases) {
      let result: TargetResult;
      try {
        result = inspectTarget(input, { base });
      } catch (error) {
        differences.push(`${JSON.stringify(input)} ${base}: threw ${String(error)}`);
        continue;
      }
      const theirs = referenceURL(input, base);
      if (!result.ok || theirs === null) {
        if (result.ok !== (theirs !== null)) differences.push(`${JSON.stringify(input)} ${base}: ok ${result.ok}, whatwg-url ${theirs?.href ?? 'throws'}`);
        if (!result.ok && result.reasons.length === 0) differences.push(`${JSON.stringify(input)}: a failure without a reason`);
        continue;
      }
      accepted++;
      if (result.address !== null) classified++;
      const ours = [result.href, result.host ?? '', result.port];
      const expected = [theirs.href, theirs.hostname, effectivePort(theirs)];
      if (JSON.stringify(ours) !== JSON.stringify(expected)) differences.push(`${JSON.stringify(input)} ${base}: ${JSON.stringify(ours)} vs ${JSON.stringify(expected)}`);
      if (result.reasons.length === 0 || result.reasons.some((r) => typeof r !== 'string' || r === '')) differences.push(`${JSON.stringify(input)}: empty reasons`);
      if (result.address !== null && result.nonPublic !== result.address.nonPublic) differences.push(`${JSON.stringify(input)}: nonPublic is not the address's`);
    }
    expect(differences).toEqual([]);
    // The sample reaches both outcomes and the address classification often.
    expect(accepted).toBeGreaterThan(COUNT / 3);
    expect(COUNT - accepted).toBeGreaterThan(COUNT / 10);
    expect(classified).toBeGreaterThan(COUNT / 6);
  });
});

// Linear time: as test/growth.test.ts, but smaller (inspectTarget runs three parsers per call):
// each shape at about 30 KB and 300 KB, the fastest of alternating rounds after a collection;
// the time may grow at most 12x for 10x the input, with retries after a pause on a loaded machine.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (options?: { type: 'major' | 'minor' }) => void;

const SMALL = 30_000;
const LARGE = 300_000;
const BOUND = 12;

function times(unit: string, size: number): string {
  return unit.repeat(Math.max(1, Math.round(size / unit.length)));
}

const SHAPES: Record<string, (n: number) => string> = {
  'many labels ending in a number': (n) => 'http://' + times('1.', n) + '1/',
  'long IPv4 number': (n) => 'http://0x' + times('0', n) + '7f000001/',
  'fullwidth digits': (n) => 'http://' + times('\uFF11', n) + '/',
  'many @': (n) => 'http://' + times('@', n) + 'h/',
  'tab in host': (n) => 'http://' + times('1\t', n) + '/',
  'long IPv6': (n) => 'http://[' + times('1:', n) + ']/',
  'percent-encoded host': (n) => 'http://' + times('%31', n) + '.localhost/',
  'long path and query': (n) => 'http://0x7f.1/' + times('a/', n / 2) + '?' + times('b', n / 2),
  'many backslashes': (n) => 'http:' + times('\\', n) + 'evil.com',
};

/** Milliseconds for `count` calls after a collection. */
function timeCalls(input: string, count: number, full: boolean): number {
  gc({ type: full ? 'major' : 'minor' });
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) inspectTarget(input);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Blocks this thread for `ms` milliseconds without using the CPU. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The ratio of the large input's time to the small one's (floors: 0.1 ms and 1 ms), lowest of a few tries. */
function ratio(shape: string): number {
  const small = SHAPES[shape](SMALL);
  const large = SHAPES[shape](LARGE);
  for (let i = 0; i < 3; i++) inspectTarget(small);
  inspectTarget(large);
  let best = Infinity;
  for (let attempt = 0; attempt < 4 && best > BOUND; attempt++) {
    if (attempt > 0) pause(2000);
    let smallMs = Infinity;
    let largeMs = Infinity;
    for (let round = 0; round < 2; round++) {
      smallMs = Math.min(smallMs, timeCalls(small, 10, false) / 10);
      largeMs = Math.min(largeMs, timeCalls(large, 1, true));
    }
    best = Math.min(best, Math.max(largeMs, 1) / Math.max(smallMs, 0.1));
  }
  return best;
}

describe(`inspectTarget's time grows at most ${BOUND}x from 30 KB to 300 KB`, () => {
  test.each(Object.keys(SHAPES))('%s', (shape) => {
    const growth = ratio(shape);
    if (process.env.URL_GROWTH_REPORT === '1') console.log(`${shape}: ${growth.toFixed(1)}x`);
    expect(growth).toBeLessThanOrEqual(BOUND);
  }, 60_000);
});
