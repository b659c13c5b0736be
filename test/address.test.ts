// classifyAddress: canonical text, the IPv4 address an IPv6 address carries, reasons, the strict
// text form and its refusals, linear time (the registry at every entry's edges:
// test/address-registry.test.ts).
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { classifyAddress } from '../src/address/classify';
import { ADDRESS_BLOCKS } from '../src/address/registry';
import type { AddressBlock } from '../src/address/types';
import { OptionError } from '../src/core/arguments';
import { SPANS, type Span, toText } from './helpers/address-blocks';


describe('canonical text', () => {
  test.each([
    ['0:0:0:0:0:ffff:7f00:1', '::ffff:7f00:1'],
    ['::FFFF:127.0.0.1', '::ffff:7f00:1'],
    ['::ffff:7F00:0001', '::ffff:7f00:1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
    ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['255.255.255.255', '255.255.255.255'],
    ['0.0.0.0', '0.0.0.0'],
  ])('%s is %s', (input, canonical) => {
    expect(classifyAddress(input).address).toBe(canonical);
  });

  test('a zone is kept apart from the address, as given', () => {
    expect(classifyAddress('fe80::1%eth0')).toMatchObject({ address: 'fe80::1', zone: 'eth0', range: 'link-local', nonPublic: true });
    expect(classifyAddress('FE80::0001%25')).toMatchObject({ address: 'fe80::1', zone: '25' });
    expect(classifyAddress('ff02::1%en0.1_a~b-c')).toMatchObject({ zone: 'en0.1_a~b-c', range: 'multicast' });
    expect(classifyAddress('::1').zone).toBeNull();
    expect(classifyAddress('127.0.0.1')).toMatchObject({ family: 'ipv4', zone: null, embedded: null });
  });
});

describe('an IPv6 address carrying an IPv4 address', () => {
  test.each([
    // [address, range, carried IPv4, its range, nonPublic]
    ['::ffff:127.0.0.1', 'ipv4-mapped', '127.0.0.1', 'loopback', true],
    ['::ffff:7f00:1', 'ipv4-mapped', '127.0.0.1', 'loopback', true],
    ['::ffff:8.8.8.8', 'ipv4-mapped', '8.8.8.8', 'global-unicast', false],
    ['::ffff:0.0.0.0', 'ipv4-mapped', '0.0.0.0', 'this-host', true],
    ['::127.0.0.1', 'ipv4-compatible', '127.0.0.1', 'loopback', true],
    ['::a00:1', 'ipv4-compatible', '10.0.0.1', 'private-use', true],
    ['::8.8.8.8', 'ipv4-compatible', '8.8.8.8', 'global-unicast', false],
    ['64:ff9b::7f00:1', 'nat64', '127.0.0.1', 'loopback', true],
    ['64:ff9b::169.254.169.254', 'nat64', '169.254.169.254', 'link-local', true],
    ['64:ff9b::808:808', 'nat64', '8.8.8.8', 'global-unicast', false],
    ['2002:c0a8:101::', '6to4', '192.168.1.1', 'private-use', true],
    ['2002:7f00:1:ffff::1', '6to4', '127.0.0.1', 'loopback', true],
    ['2002:808:808::', '6to4', '8.8.8.8', 'global-unicast', false],
    // RFC 4380 section 4's example: server 65.54.227.120, client 192.0.2.45 (obfuscated 3fff:fdd2).
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo', '192.0.2.45', 'documentation', true],
    ['2001::f7f7:f7f7', 'teredo', '8.8.8.8', 'global-unicast', false],
    ['2001::80ff:fffe', 'teredo', '127.0.0.1', 'loopback', true],
  ])('%s is %s carrying %s (%s): nonPublic %s', (address, range, carried, carriedRange, nonPublic) => {
    const result = classifyAddress(address);
    expect(result.range).toBe(range);
    expect(result.embedded).not.toBeNull();
    expect(result.embedded?.address).toBe(carried);
    expect(result.embedded?.range).toBe(carriedRange);
    expect(result.embedded?.family).toBe('ipv4');
    expect(result.nonPublic).toBe(nonPublic);
    expect(result.nonPublic).toBe(result.embedded?.nonPublic);
    expect(result.reason).toContain(carried);
    expect(result.reason).toContain((result.entry as AddressBlock).block);
  });

  test('the local-use NAT64 prefix, the translated format and the rest carry nothing', () => {
    expect(classifyAddress('64:ff9b:1::a00:1')).toMatchObject({ range: 'local-use-nat64', embedded: null, nonPublic: true });
    expect(classifyAddress('64:ff9b:1::808:808')).toMatchObject({ range: 'local-use-nat64', embedded: null, nonPublic: true });
    expect(classifyAddress('::ffff:0:808:808')).toMatchObject({ range: 'ipv4-translated', embedded: null, nonPublic: true });
    expect(classifyAddress('::')).toMatchObject({ range: 'unspecified', embedded: null, nonPublic: true });
    expect(classifyAddress('::1')).toMatchObject({ range: 'loopback', embedded: null, nonPublic: true });
    expect(classifyAddress('2606:4700::1111')).toMatchObject({ range: 'global-unicast', entry: null, embedded: null, nonPublic: false });
  });
});

describe('reasons', () => {
  test('name the address, the block, its name, its RFC and its reachability', () => {
    expect(classifyAddress('127.0.0.1').reason).toBe('127.0.0.1 is in 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3), not globally reachable');
    expect(classifyAddress('::ffff:7f00:1').reason).toBe(
      '::ffff:7f00:1 is an IPv4-mapped address (::ffff:0:0/96, RFC 4291) carrying 127.0.0.1, which is in 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3), not globally reachable',
    );
    expect(classifyAddress('192.0.0.9').reason).toBe('192.0.0.9 is in 192.0.0.9/32, Port Control Protocol Anycast (RFC 7723), globally reachable');
    expect(classifyAddress('2002::1').reason).toMatch(/^2002::1 is a 6to4 address \(2002::\/16, RFC 3056\) carrying 0\.0\.0\.0, which is in 0\.0\.0\.0\/32/);
    expect(classifyAddress('2001::1').reason).toContain('2001::/32, RFC 4380, RFC 8190');
    expect(classifyAddress('8.8.8.8').reason).toBe('8.8.8.8 is global unicast, in no entry of the IANA IPv4 Special-Purpose Address Registry (RFC 6890): globally reachable');
    expect(classifyAddress('192.88.99.1').reason).toContain('N/A');
    expect(classifyAddress('fec0::1').reason).toContain('RFC 3879');
    expect(classifyAddress('ff02::1').reason).toBe(
      'ff02::1 is in ff00::/8, Multicast (RFC 4291, Section 2.7), with no "Globally Reachable" value in the IANA IPv6 Address Space registry, so not public',
    );
    expect(classifyAddress('224.0.0.1').reason).toContain('the IANA IPv4 Multicast Address Space Registry');
  });

  test('are generated for every entry from its data', () => {
    for (const entry of ADDRESS_BLOCKS) {
      const span = SPANS.get(entry) as Span;
      const result = classifyAddress(toText(span.family, span.last));
      if (result.entry !== entry) continue;
      expect(result.reason).toContain(entry.block);
      if (result.embedded === null) expect(result.reason).toContain(entry.name);
      expect(result.reason).toContain(entry.rfc);
    }
  });
});

/** The OptionError classifyAddress throws for `value`. */
function refusal(value: unknown): OptionError {
  try {
    classifyAddress(value as string);
  } catch (error) {
    expect(error).toBeInstanceOf(OptionError);
    expect(error).toBeInstanceOf(TypeError);
    return error as OptionError;
  }
  throw new Error(`classifyAddress accepted ${String(value)}`);
}

describe('the strict text form', () => {
  test.each([
    ['0x7f.1', /'0x7f\.1' is not dotted-decimal IPv4: it has a hexadecimal part and fewer than four parts .*inspectTarget/],
    ['0x7f.0.0.1', /hexadecimal part,/],
    ['017700000001', /leading zero \(octal\) and fewer than four parts/],
    ['0177.0.0.1', /leading zero \(octal\),/],
    ['2130706433', /fewer than four parts/],
    ['127.1', /'127\.1' is not dotted-decimal IPv4: it has fewer than four parts/],
    ['0', /fewer than four parts/],
    ['127.0.0.01', /leading zero/],
    ['127.0.0.1.', /ends in a dot/],
    ['1.2.3.256', /part above 255/],
    ['1.2.3.4.5', /more than four parts/],
    ['1..2.3', /empty part/],
    ['[::1]', /'\[::1\]' is in brackets/],
    ['[127.0.0.1]', /in brackets/],
    [' 127.0.0.1', /white space/],
    ['127.0.0.1\n', /white space/],
    ['', /'' is empty/],
    ['localhost', /'localhost' is not an IP address/],
    ['example.com', /not an IP address/],
    ['１２７.0.0.1', /not an IP address/],
    ['1.2.3.4%eth0', /only IPv6 addresses have a %zone/],
    ['::ffff:1.2.3', /'::ffff:1\.2\.3' is not RFC 4291 IPv6 text: it ends in an IPv4 address/],
    ['::ffff:127.0.0.01', /ends in an IPv4 address/],
    ['1:2:3:4:5:6:7:8:9', /more than eight pieces/],
    ['1:2:3:4::5:6:7:8', /more than eight pieces \("::" stands for at least one\)/],
    ['1:2:3:4:5:6:7:1.2.3.4', /more than eight pieces/],
    ['1:2:3:4:5:6:7', /fewer than eight pieces/],
    ['1::2::3', /"::" more than once/],
    [':::', /three times/],
    [':1::', /begins with a single colon/],
    ['1::2:', /ends in a single colon/],
    ['12345::', /more than four hexadecimal digits/],
    ['::g', /character 'g'/],
    ['fe80::1%', /empty zone/],
    ['fe80::1%eth 0', /in its zone/],
    ['fe80::1%eth0%1', /in its zone/],
    ['1.2.3.4:80', /character '\.'|not RFC 4291/],
  ])('%j is refused', (input, message) => {
    const error = refusal(input);
    expect(error.message).toMatch(/^classifyAddress: argument 1 must be an IP address in the text form DNS returns: dotted-decimal IPv4/);
    expect(error.message).toMatch(message);
    expect(error.option).toBe('argument 1');
    expect(error.code).toBe('invalid-option');
  });

  test.each([[undefined], [null], [2130706433], [{ toString: () => '127.0.0.1' }], [Symbol('x')], [['127.0.0.1']]])(
    'a value that is not a string is refused: %p',
    (value) => {
      expect(refusal(value).message).toMatch(/^classifyAddress: argument 1 must be a string: an IP address/);
    },
  );

  test('a long culprit is quoted cut short; text longer than any address (45) with a zone (64) is refused unread', () => {
    const error = refusal('a'.repeat(10_000));
    expect(error.message.length).toBeLessThan(600);
    expect(error.message).toMatch(/is 10000 characters long/);
    const longest = '0000:0000:0000:0000:0000:ffff:255.255.255.255';
    expect(longest).toHaveLength(45);
    expect(classifyAddress(`${longest}%${'z'.repeat(64)}`)).toMatchObject({ address: '::ffff:ffff:ffff', zone: 'z'.repeat(64) });
    expect(refusal(`${longest}%${'z'.repeat(65)}`).message).toMatch(/is 111 characters long/);
  });

  test('accepts every RFC 3986 IPv6address shape', () => {
    const pieces = ['1', '2', '3', '4', '5', '6', '7', '8'];
    for (let before = 0; before <= 7; before++) {
      for (let after = 0; before + after <= 7; after++) {
        const text = `${pieces.slice(0, before).join(':')}::${pieces.slice(8 - after).join(':')}`;
        expect(classifyAddress(text).family).toBe('ipv6');
        if (before + after <= 5) expect(classifyAddress(`${text}${after > 0 ? ':' : ''}1.2.3.4`).family).toBe('ipv6');
      }
    }
  });
});

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Fastest milliseconds per call of classifyAddress over `count` calls, the error included. */
function timePerCall(input: string, count: number): number {
  let best = Infinity;
  for (let round = 0; round < 2; round++) {
    gc();
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) {
      try {
        classifyAddress(input);
      } catch {
        // refused, as expected for most shapes
      }
    }
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6 / count);
  }
  return best;
}

// As test/growth.test.ts: time from 100 KB to 1 MB grows at most 12x (quadratic would be ~100x);
// times under 0.1 ms / 1 ms count as those floors. Growth is asserted, not time.
describe('linear time on long input', () => {
  const shapes: Record<string, (n: number) => string> = {
    'digits': (n) => '1'.repeat(n),
    'colons': (n) => '1:'.repeat(n / 2),
    'long zone': (n) => `fe80::1%${'a'.repeat(n)}`,
    'brackets': (n) => `[${'1:'.repeat(n / 2)}]`,
  };
  test.each(Object.keys(shapes))('%s', (shape) => {
    const small = shapes[shape](100_000);
    const large = shapes[shape](1_000_000);
    timePerCall(small, 3);
    let ratio = Infinity;
    for (let attempt = 0; attempt < 4 && ratio > 12; attempt++) {
      // A retry waits for another process's burst of work to pass (see test/growth.test.ts).
      if (attempt > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
      const smallMs = Math.max(timePerCall(small, 5), 0.1);
      const largeMs = Math.max(timePerCall(large, 1), 1);
      ratio = Math.min(ratio, largeMs / smallMs);
    }
    expect(ratio).toBeLessThanOrEqual(12);
  });
});
