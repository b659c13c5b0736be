// classifyAddress and the IANA registry table: hand-written facts from the registries (so the table
// itself is checked), and every entry at its first and last address and just outside them.
import { classifyAddress } from '../src/address/classify';
import { ADDRESS_BLOCKS } from '../src/address/registry';
import type { AddressBlock, AddressRange } from '../src/address/types';
import { SPANS, type Span, mostSpecific, toText } from './helpers/address-blocks';

const F = '-'; // shorthand in the tables below: no entry (global unicast)

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
    const result = classifyAddress(address);
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
      const found = classifyAddress(toText(span.family, n)).entry as AddressBlock;
      // The entry itself, or one nested in it (0.0.0.0/32 at the start of 0.0.0.0/8).
      expect(found).toBe(mostSpecific(span.family, n));
      const inner = SPANS.get(found) as Span;
      expect(inner.first >= span.first && inner.last <= span.last).toBe(true);
    }
    for (const n of [span.first - 1n, span.last + 1n]) {
      if (n < 0n || n > max) continue;
      const result = classifyAddress(toText(span.family, n));
      // Outside: the enclosing entry, an adjacent one, or global unicast, never this one.
      expect(result.entry).toBe(mostSpecific(span.family, n));
      expect(result.entry).not.toBe(entry);
      expect(result.range).toBe(result.entry === null ? 'global-unicast' : result.entry.range);
    }
  });
});
