// classifyAddress: the IANA special-purpose registries at every entry's edges, canonical text,
// the IPv4 address an IPv6 address carries, the strict text form and its refusals, linear time.
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { classifyAddress } from '../src/address/classify';
import { ADDRESS_BLOCKS } from '../src/address/registry';
import type { AddressBlock, AddressClassification, AddressRange } from '../src/address/types';
import { OptionError } from '../src/core/arguments';

const F = '-'; // shorthand in the tables below: no entry (global unicast)

/** A block as numbers: family, network, prefix length, bit width. */
interface Span {
  readonly family: 'ipv4' | 'ipv6';
  readonly first: bigint;
  readonly last: bigint;
  readonly bits: number;
}

/** An address's text as a number (IPv6 written out in full, the test's own parse). */
function toNumber(text: string): bigint {
  if (!text.includes(':')) return text.split('.').reduce((n, part) => n * 256n + BigInt(part), 0n);
  const [head, tail] = text.split('::');
  const groups = (s: string | undefined): string[] => (s === undefined || s === '' ? [] : s.split(':'));
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((n, group) => n * 0x10000n + BigInt(`0x${group}`), 0n);
}

function spanOf(block: string): Span {
  const [address, length] = block.split('/');
  const bits = address.includes(':') ? 128 : 32;
  const first = toNumber(address);
  const size = 1n << BigInt(bits - Number(length));
  return { family: bits === 32 ? 'ipv4' : 'ipv6', first, last: first + size - 1n, bits };
}

/** A number as address text: dotted decimal, or IPv6 as eight full groups (not canonical on purpose). */
function toText(family: 'ipv4' | 'ipv6', n: bigint): string {
  const parts: string[] = [];
  const count = family === 'ipv4' ? 4 : 8;
  for (let i = count - 1; i >= 0; i--) {
    const part = family === 'ipv4' ? (n >> BigInt(8 * i)) & 0xffn : (n >> BigInt(16 * i)) & 0xffffn;
    parts.push(family === 'ipv4' ? part.toString() : part.toString(16).padStart(4, '0'));
  }
  return parts.join(family === 'ipv4' ? '.' : ':');
}

const SPANS = new Map<AddressBlock, Span>(ADDRESS_BLOCKS.map((entry) => [entry, spanOf(entry.block)]));

/** The oracle: the entry with the longest prefix holding n, by brute force over the table. */
function mostSpecific(family: 'ipv4' | 'ipv6', n: bigint): AddressBlock | null {
  let best: AddressBlock | null = null;
  let bestSize = 0n;
  for (const [entry, span] of SPANS) {
    if (span.family !== family || n < span.first || n > span.last) continue;
    const size = span.last - span.first;
    if (best === null || size < bestSize) {
      best = entry;
      bestSize = size;
    }
  }
  return best;
}

function classify(text: string): AddressClassification {
  return classifyAddress(text);
}

describe('the registry table', () => {
  test('every block is a network address with its host bits zero, and no two entries of one size overlap', () => {
    for (const [entry, span] of SPANS) {
      const size = span.last - span.first + 1n;
      expect({ block: entry.block, aligned: span.first % size === 0n }).toEqual({ block: entry.block, aligned: true });
    }
    const seen = new Map<string, AddressBlock>();
    for (const [entry, span] of SPANS) {
      const key = `${span.family} ${span.first} ${span.last}`;
      expect(seen.get(key)?.block).toBeUndefined();
      seen.set(key, entry);
    }
  });

  test('the IANA special-purpose registries have 25 records each (IPv4: the 192.0.0.170/32, 192.0.0.171/32 row is two entries)', () => {
    expect(ADDRESS_BLOCKS.filter((e) => e.registry === 'iana-ipv4-special-registry')).toHaveLength(26);
    expect(ADDRESS_BLOCKS.filter((e) => e.registry === 'iana-ipv6-special-registry')).toHaveLength(25);
  });
});

// Facts from the registries, written by hand so that the table itself is checked:
// [address, block of the most specific entry (F: none), range, Globally Reachable].
const FACTS: readonly [string, string, AddressRange, boolean | null][] = [
  ['0.0.0.0', '0.0.0.0/32', 'this-host', false],
  ['0.0.0.1', '0.0.0.0/8', 'this-network', false],
  ['0.255.255.255', '0.0.0.0/8', 'this-network', false],
  ['1.0.0.0', F, 'global-unicast', true],
  ['9.255.255.255', F, 'global-unicast', true],
  ['10.0.0.0', '10.0.0.0/8', 'private-use', false],
  ['10.255.255.255', '10.0.0.0/8', 'private-use', false],
  ['11.0.0.0', F, 'global-unicast', true],
  ['100.63.255.255', F, 'global-unicast', true],
  ['100.64.0.0', '100.64.0.0/10', 'shared-address-space', false],
  ['100.127.255.255', '100.64.0.0/10', 'shared-address-space', false],
  ['100.128.0.0', F, 'global-unicast', true],
  ['126.255.255.255', F, 'global-unicast', true],
  ['127.0.0.0', '127.0.0.0/8', 'loopback', false],
  ['127.255.255.255', '127.0.0.0/8', 'loopback', false],
  ['128.0.0.0', F, 'global-unicast', true],
  ['169.253.255.255', F, 'global-unicast', true],
  ['169.254.0.0', '169.254.0.0/16', 'link-local', false],
  ['169.254.255.255', '169.254.0.0/16', 'link-local', false],
  ['169.255.0.0', F, 'global-unicast', true],
  ['172.15.255.255', F, 'global-unicast', true],
  ['172.16.0.0', '172.16.0.0/12', 'private-use', false],
  ['172.31.255.255', '172.16.0.0/12', 'private-use', false],
  ['172.32.0.0', F, 'global-unicast', true],
  ['191.255.255.255', F, 'global-unicast', true],
  ['192.0.0.0', '192.0.0.0/29', 'service-continuity', false],
  ['192.0.0.7', '192.0.0.0/29', 'service-continuity', false],
  ['192.0.0.8', '192.0.0.8/32', 'dummy', false],
  ['192.0.0.9', '192.0.0.9/32', 'anycast', true],
  ['192.0.0.10', '192.0.0.10/32', 'anycast', true],
  ['192.0.0.11', '192.0.0.0/24', 'ietf-protocol-assignments', false],
  ['192.0.0.169', '192.0.0.0/24', 'ietf-protocol-assignments', false],
  ['192.0.0.170', '192.0.0.170/32', 'nat64-discovery', false],
  ['192.0.0.171', '192.0.0.171/32', 'nat64-discovery', false],
  ['192.0.0.172', '192.0.0.0/24', 'ietf-protocol-assignments', false],
  ['192.0.0.255', '192.0.0.0/24', 'ietf-protocol-assignments', false],
  ['192.0.1.0', F, 'global-unicast', true],
  ['192.0.2.0', '192.0.2.0/24', 'documentation', false],
  ['192.0.2.255', '192.0.2.0/24', 'documentation', false],
  ['192.0.3.0', F, 'global-unicast', true],
  ['192.31.195.255', F, 'global-unicast', true],
  ['192.31.196.0', '192.31.196.0/24', 'as112', true],
  ['192.31.196.255', '192.31.196.0/24', 'as112', true],
  ['192.31.197.0', F, 'global-unicast', true],
  ['192.52.193.0', '192.52.193.0/24', 'amt', true],
  ['192.52.193.255', '192.52.193.0/24', 'amt', true],
  ['192.88.98.255', F, 'global-unicast', true],
  ['192.88.99.0', '192.88.99.0/24', '6to4-relay-anycast', null],
  ['192.88.99.1', '192.88.99.0/24', '6to4-relay-anycast', null],
  ['192.88.99.2', '192.88.99.2/32', 'anycast', false],
  ['192.88.99.3', '192.88.99.0/24', '6to4-relay-anycast', null],
  ['192.88.99.255', '192.88.99.0/24', '6to4-relay-anycast', null],
  ['192.88.100.0', F, 'global-unicast', true],
  ['192.167.255.255', F, 'global-unicast', true],
  ['192.168.0.0', '192.168.0.0/16', 'private-use', false],
  ['192.168.255.255', '192.168.0.0/16', 'private-use', false],
  ['192.169.0.0', F, 'global-unicast', true],
  ['192.175.48.0', '192.175.48.0/24', 'as112', true],
  ['192.175.48.255', '192.175.48.0/24', 'as112', true],
  ['198.17.255.255', F, 'global-unicast', true],
  ['198.18.0.0', '198.18.0.0/15', 'benchmarking', false],
  ['198.19.255.255', '198.18.0.0/15', 'benchmarking', false],
  ['198.20.0.0', F, 'global-unicast', true],
  ['198.51.100.0', '198.51.100.0/24', 'documentation', false],
  ['198.51.100.255', '198.51.100.0/24', 'documentation', false],
  ['203.0.113.0', '203.0.113.0/24', 'documentation', false],
  ['203.0.113.255', '203.0.113.0/24', 'documentation', false],
  ['223.255.255.255', F, 'global-unicast', true],
  ['224.0.0.0', '224.0.0.0/4', 'multicast', null],
  ['239.255.255.255', '224.0.0.0/4', 'multicast', null],
  ['240.0.0.0', '240.0.0.0/4', 'reserved', false],
  ['255.255.255.254', '240.0.0.0/4', 'reserved', false],
  ['255.255.255.255', '255.255.255.255/32', 'limited-broadcast', false],
  ['::', '::/128', 'unspecified', false],
  ['::1', '::1/128', 'loopback', false],
  ['::2', '::/96', 'ipv4-compatible', null],
  ['::ffff:ffff', '::/96', 'ipv4-compatible', null],
  ['::1:0:0', '::/8', 'reserved', null],
  ['::fffe:ffff:ffff', '::/8', 'reserved', null],
  ['::ffff:0:0', '::ffff:0:0/96', 'ipv4-mapped', false],
  ['::ffff:ffff:ffff', '::ffff:0:0/96', 'ipv4-mapped', false],
  ['::1:0:0:0', '::/8', 'reserved', null],
  ['::ffff:0:0:0', '::ffff:0:0:0/96', 'ipv4-translated', null],
  ['::ffff:0:ffff:ffff', '::ffff:0:0:0/96', 'ipv4-translated', null],
  ['64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff', '::/8', 'reserved', null],
  ['64:ff9b::', '64:ff9b::/96', 'nat64', true],
  ['64:ff9b::ffff:ffff', '64:ff9b::/96', 'nat64', true],
  ['64:ff9b::1:0:0', '::/8', 'reserved', null],
  ['64:ff9b:1::', '64:ff9b:1::/48', 'local-use-nat64', false],
  ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', '64:ff9b:1::/48', 'local-use-nat64', false],
  ['64:ff9b:2::', '::/8', 'reserved', null],
  ['ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::/8', 'reserved', null],
  ['100::', '100::/64', 'discard-only', false],
  ['100::ffff:ffff:ffff:ffff', '100::/64', 'discard-only', false],
  ['100:0:0:1::', '100:0:0:1::/64', 'dummy', false],
  ['100:0:0:1:ffff:ffff:ffff:ffff', '100:0:0:1::/64', 'dummy', false],
  ['100:0:0:2::', '100::/8', 'reserved', null],
  ['200::', '200::/7', 'reserved', null],
  ['3ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '200::/7', 'reserved', null],
  ['400::', '400::/6', 'reserved', null],
  ['800::', '800::/5', 'reserved', null],
  ['1000::', '1000::/4', 'reserved', null],
  ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '1000::/4', 'reserved', null],
  ['2000::', F, 'global-unicast', true],
  ['2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff', F, 'global-unicast', true],
  ['2001::', '2001::/32', 'teredo', null],
  ['2001:0:ffff:ffff:ffff:ffff:ffff:ffff', '2001::/32', 'teredo', null],
  ['2001:1::', '2001::/23', 'ietf-protocol-assignments', false],
  ['2001:1::1', '2001:1::1/128', 'anycast', true],
  ['2001:1::2', '2001:1::2/128', 'anycast', true],
  ['2001:1::3', '2001:1::3/128', 'anycast', true],
  ['2001:1::4', '2001::/23', 'ietf-protocol-assignments', false],
  ['2001:2::', '2001:2::/48', 'benchmarking', false],
  ['2001:2:0:ffff:ffff:ffff:ffff:ffff', '2001:2::/48', 'benchmarking', false],
  ['2001:2:1::', '2001::/23', 'ietf-protocol-assignments', false],
  ['2001:3::', '2001:3::/32', 'amt', true],
  ['2001:3:ffff:ffff:ffff:ffff:ffff:ffff', '2001:3::/32', 'amt', true],
  ['2001:4:112::', '2001:4:112::/48', 'as112', true],
  ['2001:4:112:ffff:ffff:ffff:ffff:ffff', '2001:4:112::/48', 'as112', true],
  ['2001:4:113::', '2001::/23', 'ietf-protocol-assignments', false],
  ['2001:10::', '2001:10::/28', 'orchid', null],
  ['2001:1f:ffff:ffff:ffff:ffff:ffff:ffff', '2001:10::/28', 'orchid', null],
  ['2001:20::', '2001:20::/28', 'orchid', true],
  ['2001:2f:ffff:ffff:ffff:ffff:ffff:ffff', '2001:20::/28', 'orchid', true],
  ['2001:30::', '2001:30::/28', 'drip', true],
  ['2001:3f:ffff:ffff:ffff:ffff:ffff:ffff', '2001:30::/28', 'drip', true],
  ['2001:40::', '2001::/23', 'ietf-protocol-assignments', false],
  ['2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', '2001::/23', 'ietf-protocol-assignments', false],
  ['2001:200::', F, 'global-unicast', true],
  ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', F, 'global-unicast', true],
  ['2001:db8::', '2001:db8::/32', 'documentation', false],
  ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', '2001:db8::/32', 'documentation', false],
  ['2001:db9::', F, 'global-unicast', true],
  ['2002::', '2002::/16', '6to4', null],
  ['2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '2002::/16', '6to4', null],
  ['2003::', F, 'global-unicast', true],
  ['2620:4f:7fff:ffff:ffff:ffff:ffff:ffff', F, 'global-unicast', true],
  ['2620:4f:8000::', '2620:4f:8000::/48', 'as112', true],
  ['2620:4f:8000:ffff:ffff:ffff:ffff:ffff', '2620:4f:8000::/48', 'as112', true],
  ['2620:4f:8001::', F, 'global-unicast', true],
  ['3ffe::', F, 'global-unicast', true],
  ['3fff::', '3fff::/20', 'documentation', false],
  ['3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', '3fff::/20', 'documentation', false],
  ['3fff:1000::', F, 'global-unicast', true],
  ['3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', F, 'global-unicast', true],
  ['4000::', '4000::/3', 'reserved', null],
  ['5eff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '4000::/3', 'reserved', null],
  ['5f00::', '5f00::/16', 'segment-routing', false],
  ['5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '5f00::/16', 'segment-routing', false],
  ['5f01::', '4000::/3', 'reserved', null],
  ['6000::', '6000::/3', 'reserved', null],
  ['8000::', '8000::/3', 'reserved', null],
  ['a000::', 'a000::/3', 'reserved', null],
  ['c000::', 'c000::/3', 'reserved', null],
  ['e000::', 'e000::/4', 'reserved', null],
  ['f000::', 'f000::/5', 'reserved', null],
  ['f800::', 'f800::/6', 'reserved', null],
  ['fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'f800::/6', 'reserved', null],
  ['fc00::', 'fc00::/7', 'unique-local', false],
  ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fc00::/7', 'unique-local', false],
  ['fe00::', 'fe00::/9', 'reserved', null],
  ['fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe00::/9', 'reserved', null],
  ['fe80::', 'fe80::/10', 'link-local', false],
  ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe80::/10', 'link-local', false],
  ['fec0::', 'fec0::/10', 'site-local', null],
  ['feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fec0::/10', 'site-local', null],
  ['ff00::', 'ff00::/8', 'multicast', null],
  ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ff00::/8', 'multicast', null],
];

describe('registry facts, by hand', () => {
  test.each(FACTS)('%s is in %s (%s), globally reachable: %s', (address, block, range, reachable) => {
    const result = classify(address);
    expect(result.entry?.block ?? F).toBe(block);
    expect(result.range).toBe(range);
    expect(result.entry === null ? true : result.entry.globallyReachable).toBe(reachable);
    if (result.embedded === null) expect(result.nonPublic).toBe(reachable !== true);
  });

  test('every entry of the table is named by a fact', () => {
    const named = new Set(FACTS.map(([, block]) => block));
    expect(ADDRESS_BLOCKS.map((e) => e.block).filter((block) => !named.has(block))).toEqual([]);
  });
});

describe('every entry at its edges', () => {
  const rows = ADDRESS_BLOCKS.map((entry) => [entry.block, entry] as const);

  test.each(rows)('%s: first and last address, and the addresses just outside', (_block, entry) => {
    const span = SPANS.get(entry) as Span;
    const max = (1n << BigInt(span.bits)) - 1n;
    for (const n of [span.first, span.last]) {
      const found = classify(toText(span.family, n)).entry as AddressBlock;
      // The entry itself, or one nested in it (0.0.0.0/32 at the start of 0.0.0.0/8).
      expect(found).toBe(mostSpecific(span.family, n));
      const inner = SPANS.get(found) as Span;
      expect(inner.first >= span.first && inner.last <= span.last).toBe(true);
    }
    for (const n of [span.first - 1n, span.last + 1n]) {
      if (n < 0n || n > max) continue;
      const result = classify(toText(span.family, n));
      // Outside: the enclosing entry, an adjacent one, or global unicast, never this one.
      expect(result.entry).toBe(mostSpecific(span.family, n));
      expect(result.entry).not.toBe(entry);
      expect(result.range).toBe(result.entry === null ? 'global-unicast' : result.entry.range);
    }
  });
});

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
    expect(classify(input).address).toBe(canonical);
  });

  test('a zone is kept apart from the address, as given', () => {
    expect(classify('fe80::1%eth0')).toMatchObject({ address: 'fe80::1', zone: 'eth0', range: 'link-local', nonPublic: true });
    expect(classify('FE80::0001%25')).toMatchObject({ address: 'fe80::1', zone: '25' });
    expect(classify('ff02::1%en0.1_a~b-c')).toMatchObject({ zone: 'en0.1_a~b-c', range: 'multicast' });
    expect(classify('::1').zone).toBeNull();
    expect(classify('127.0.0.1')).toMatchObject({ family: 'ipv4', zone: null, embedded: null });
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
    const result = classify(address);
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
    expect(classify('64:ff9b:1::a00:1')).toMatchObject({ range: 'local-use-nat64', embedded: null, nonPublic: true });
    expect(classify('64:ff9b:1::808:808')).toMatchObject({ range: 'local-use-nat64', embedded: null, nonPublic: true });
    expect(classify('::ffff:0:808:808')).toMatchObject({ range: 'ipv4-translated', embedded: null, nonPublic: true });
    expect(classify('::')).toMatchObject({ range: 'unspecified', embedded: null, nonPublic: true });
    expect(classify('::1')).toMatchObject({ range: 'loopback', embedded: null, nonPublic: true });
    expect(classify('2606:4700::1111')).toMatchObject({ range: 'global-unicast', entry: null, embedded: null, nonPublic: false });
  });
});

describe('reasons', () => {
  test('name the address, the block, its name, its RFC and its reachability', () => {
    expect(classify('127.0.0.1').reason).toBe('127.0.0.1 is in 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3), not globally reachable');
    expect(classify('::ffff:7f00:1').reason).toBe(
      '::ffff:7f00:1 is an IPv4-mapped address (::ffff:0:0/96, RFC 4291) carrying 127.0.0.1, which is in 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3), not globally reachable',
    );
    expect(classify('192.0.0.9').reason).toBe('192.0.0.9 is in 192.0.0.9/32, Port Control Protocol Anycast (RFC 7723), globally reachable');
    expect(classify('2002::1').reason).toMatch(/^2002::1 is a 6to4 address \(2002::\/16, RFC 3056\) carrying 0\.0\.0\.0, which is in 0\.0\.0\.0\/32/);
    expect(classify('2001::1').reason).toContain('2001::/32, RFC 4380, RFC 8190');
    expect(classify('8.8.8.8').reason).toBe('8.8.8.8 is global unicast, in no entry of the IANA IPv4 Special-Purpose Address Registry (RFC 6890): globally reachable');
    expect(classify('192.88.99.1').reason).toContain('N/A');
    expect(classify('fec0::1').reason).toContain('RFC 3879');
  });

  test('are generated for every entry from its data', () => {
    for (const entry of ADDRESS_BLOCKS) {
      const span = SPANS.get(entry) as Span;
      const result = classify(toText(span.family, span.last));
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
    expect(classify(`${longest}%${'z'.repeat(64)}`)).toMatchObject({ address: '::ffff:ffff:ffff', zone: 'z'.repeat(64) });
    expect(refusal(`${longest}%${'z'.repeat(65)}`).message).toMatch(/is 111 characters long/);
  });

  test('accepts every RFC 3986 IPv6address shape', () => {
    const pieces = ['1', '2', '3', '4', '5', '6', '7', '8'];
    for (let before = 0; before <= 7; before++) {
      for (let after = 0; before + after <= 7; after++) {
        const text = `${pieces.slice(0, before).join(':')}::${pieces.slice(8 - after).join(':')}`;
        expect(classify(text).family).toBe('ipv6');
        if (before + after <= 5) expect(classify(`${text}${after > 0 ? ':' : ''}1.2.3.4`).family).toBe('ipv6');
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
