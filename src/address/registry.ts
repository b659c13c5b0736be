// The IANA registries classifyAddress places an address in, as data: every entry of the IPv4 and
// IPv6 Special-Purpose Address Registries (RFC 6890, RFC 8190 and the RFCs each entry cites), and
// the blocks of other IANA registries the special-purpose ones do not hold: IPv4 multicast, and
// the IPv6 Address Space's multicast, deprecated site-local, deprecated IPv4-compatible and
// "Reserved by IETF" blocks. Names, RFCs and "Globally Reachable" are as the registries write
// them, checked against the registries' pages (last updated: IPv4 Special-Purpose 2025-10-09, 25
// records; IPv6 Special-Purpose 2025-10-09, 25 records, the newest 100:0:0:1::/64 of RFC 9780;
// IPv6 Address Space 2025-10-23). A lookup finds the most specific entry holding an address.

import type { AddressBlock, AddressRange, AddressRegistry } from './types';
import { parseStrictIPv4 } from './text';
import { parseIPv6 } from '../host/ipv6';

const V4 = 'iana-ipv4-special-registry';
const V6 = 'iana-ipv6-special-registry';
const V6_SPACE = 'iana-ipv6-address-space';
const V4_MULTICAST = 'iana-multicast-addresses';

/** A row: block, range, name, RFC, registry, Globally Reachable (null: N/A, blank or no such column). */
type Row = readonly [string, AddressRange, string, string, AddressRegistry, boolean | null];

// https://www.iana.org/assignments/iana-ipv4-special-registry/ (the row "192.0.0.170/32,
// 192.0.0.171/32" is two entries here, one per block).
const IPV4_ROWS: readonly Row[] = [
  ['0.0.0.0/8', 'this-network', '"This network"', 'RFC 791, Section 3.2', V4, false],
  ['0.0.0.0/32', 'this-host', '"This host on this network"', 'RFC 1122, Section 3.2.1.3', V4, false],
  ['10.0.0.0/8', 'private-use', 'Private-Use', 'RFC 1918', V4, false],
  ['100.64.0.0/10', 'shared-address-space', 'Shared Address Space', 'RFC 6598', V4, false],
  ['127.0.0.0/8', 'loopback', 'Loopback', 'RFC 1122, Section 3.2.1.3', V4, false],
  ['169.254.0.0/16', 'link-local', 'Link Local', 'RFC 3927', V4, false],
  ['172.16.0.0/12', 'private-use', 'Private-Use', 'RFC 1918', V4, false],
  ['192.0.0.0/24', 'ietf-protocol-assignments', 'IETF Protocol Assignments', 'RFC 6890, Section 2.1', V4, false],
  ['192.0.0.0/29', 'service-continuity', 'IPv4 Service Continuity Prefix', 'RFC 7335', V4, false],
  ['192.0.0.8/32', 'dummy', 'IPv4 dummy address', 'RFC 7600', V4, false],
  ['192.0.0.9/32', 'anycast', 'Port Control Protocol Anycast', 'RFC 7723', V4, true],
  ['192.0.0.10/32', 'anycast', 'Traversal Using Relays around NAT Anycast', 'RFC 8155', V4, true],
  ['192.0.0.170/32', 'nat64-discovery', 'NAT64/DNS64 Discovery', 'RFC 8880, RFC 7050, Section 2.2', V4, false],
  ['192.0.0.171/32', 'nat64-discovery', 'NAT64/DNS64 Discovery', 'RFC 8880, RFC 7050, Section 2.2', V4, false],
  ['192.0.2.0/24', 'documentation', 'Documentation (TEST-NET-1)', 'RFC 5737', V4, false],
  ['192.31.196.0/24', 'as112', 'AS112-v4', 'RFC 7535', V4, true],
  ['192.52.193.0/24', 'amt', 'AMT', 'RFC 7450', V4, true],
  // Terminated 2015-03: the registry leaves its Globally Reachable cell blank.
  ['192.88.99.0/24', '6to4-relay-anycast', 'Deprecated (6to4 Relay Anycast)', 'RFC 7526', V4, null],
  ['192.88.99.2/32', 'anycast', '6a44-relay anycast address', 'RFC 6751', V4, false],
  ['192.168.0.0/16', 'private-use', 'Private-Use', 'RFC 1918', V4, false],
  ['192.175.48.0/24', 'as112', 'Direct Delegation AS112 Service', 'RFC 7534', V4, true],
  ['198.18.0.0/15', 'benchmarking', 'Benchmarking', 'RFC 2544', V4, false],
  ['198.51.100.0/24', 'documentation', 'Documentation (TEST-NET-2)', 'RFC 5737', V4, false],
  ['203.0.113.0/24', 'documentation', 'Documentation (TEST-NET-3)', 'RFC 5737', V4, false],
  ['240.0.0.0/4', 'reserved', 'Reserved', 'RFC 1112, Section 4', V4, false],
  ['255.255.255.255/32', 'limited-broadcast', 'Limited Broadcast', 'RFC 8190, RFC 919, Section 7', V4, false],
  // https://www.iana.org/assignments/multicast-addresses/ (no Globally Reachable column).
  ['224.0.0.0/4', 'multicast', 'Multicast', 'RFC 5771', V4_MULTICAST, null],
];

// https://www.iana.org/assignments/iana-ipv6-special-registry/
const IPV6_SPECIAL_ROWS: readonly Row[] = [
  ['::1/128', 'loopback', 'Loopback Address', 'RFC 4291', V6, false],
  ['::/128', 'unspecified', 'Unspecified Address', 'RFC 4291', V6, false],
  ['::ffff:0:0/96', 'ipv4-mapped', 'IPv4-mapped Address', 'RFC 4291', V6, false],
  ['64:ff9b::/96', 'nat64', 'IPv4-IPv6 Translat.', 'RFC 6052', V6, true],
  ['64:ff9b:1::/48', 'local-use-nat64', 'IPv4-IPv6 Translat.', 'RFC 8215', V6, false],
  ['100::/64', 'discard-only', 'Discard-Only Address Block', 'RFC 6666', V6, false],
  ['100:0:0:1::/64', 'dummy', 'Dummy IPv6 Prefix', 'RFC 9780', V6, false],
  ['2001::/23', 'ietf-protocol-assignments', 'IETF Protocol Assignments', 'RFC 2928', V6, false],
  ['2001::/32', 'teredo', 'TEREDO', 'RFC 4380, RFC 8190', V6, null],
  ['2001:1::1/128', 'anycast', 'Port Control Protocol Anycast', 'RFC 7723', V6, true],
  ['2001:1::2/128', 'anycast', 'Traversal Using Relays around NAT Anycast', 'RFC 8155', V6, true],
  ['2001:1::3/128', 'anycast', 'DNS-SD Service Registration Protocol Anycast', 'RFC 9665', V6, true],
  ['2001:2::/48', 'benchmarking', 'Benchmarking', 'RFC 5180, RFC Errata 1752', V6, false],
  ['2001:3::/32', 'amt', 'AMT', 'RFC 7450', V6, true],
  ['2001:4:112::/48', 'as112', 'AS112-v6', 'RFC 7535', V6, true],
  // Terminated 2014-03: the registry leaves its Globally Reachable cell blank.
  ['2001:10::/28', 'orchid', 'Deprecated (previously ORCHID)', 'RFC 4843', V6, null],
  ['2001:20::/28', 'orchid', 'ORCHIDv2', 'RFC 7343', V6, true],
  ['2001:30::/28', 'drip', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', 'RFC 9374', V6, true],
  ['2001:db8::/32', 'documentation', 'Documentation', 'RFC 3849', V6, false],
  ['2002::/16', '6to4', '6to4', 'RFC 3056', V6, null],
  ['2620:4f:8000::/48', 'as112', 'Direct Delegation AS112 Service', 'RFC 7534', V6, true],
  ['3fff::/20', 'documentation', 'Documentation', 'RFC 9637', V6, false],
  ['5f00::/16', 'segment-routing', 'Segment Routing (SRv6) SIDs', 'RFC 9602', V6, false],
  ['fc00::/7', 'unique-local', 'Unique-Local', 'RFC 4193, RFC 8190', V6, false],
  ['fe80::/10', 'link-local', 'Link-Local Unicast', 'RFC 4291', V6, false],
];

// https://www.iana.org/assignments/ipv6-address-space/ (no Globally Reachable column): what the
// special-purpose registry does not hold. Everything outside 2000::/3 that no other entry covers
// is "Reserved by IETF"; ::/96 and ::ffff:0:0:0/96 are deprecated formats inside ::/8.
const RESERVED = 'Reserved by IETF';
const IPV6_SPACE_ROWS: readonly Row[] = [
  ['::/96', 'ipv4-compatible', 'IPv4-compatible IPv6 address (deprecated)', 'RFC 4291, Section 2.5.5.1', V6_SPACE, null],
  ['::ffff:0:0:0/96', 'ipv4-translated', 'IPv4-translated address (deprecated)', 'RFC 2765, Section 2.1', V6_SPACE, null],
  ['fec0::/10', 'site-local', 'Reserved by IETF (formerly the Site-Local scoped address prefix, deprecated)', 'RFC 3879', V6_SPACE, null],
  ['ff00::/8', 'multicast', 'Multicast', 'RFC 4291, Section 2.7', V6_SPACE, null],
  ['200::/7', 'reserved', `${RESERVED} (formerly the OSI NSAP-mapped prefix set, deprecated)`, 'RFC 4048', V6_SPACE, null],
  ...['::/8', '100::/8', '400::/6', '800::/5', '1000::/4', '4000::/3', '6000::/3', '8000::/3', 'a000::/3', 'c000::/3', 'e000::/4', 'f000::/5', 'f800::/6', 'fe00::/9'].map(
    (block): Row => [block, 'reserved', RESERVED, 'RFC 3513, RFC 4291', V6_SPACE, null],
  ),
];

/** An entry with its prefix in the form the lookups compare. */
interface Prefix {
  readonly entry: AddressBlock;
  readonly length: number;
  /** IPv4: the network as an unsigned 32-bit number; IPv6: 0. */
  readonly network: number;
  /** IPv4: the netmask; IPv6: 0. */
  readonly mask: number;
  /** IPv6: the network's eight pieces; IPv4: null. */
  readonly pieces: Uint16Array | null;
}

/** A row as a frozen AddressBlock. */
function toBlock(row: Row): AddressBlock {
  const [block, range, name, rfc, registry, globallyReachable] = row;
  return Object.freeze({ block, range, name, rfc, registry, globallyReachable });
}

/** The netmask of an IPv4 prefix length. */
function ipv4Mask(length: number): number {
  return length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
}

/** Parses a row's CIDR block into a Prefix. */
function toPrefix(row: Row): Prefix {
  const entry = toBlock(row);
  const slash = entry.block.indexOf('/');
  const length = Number(entry.block.slice(slash + 1));
  const address = entry.block.slice(0, slash);
  if (address.indexOf(':') < 0) {
    const mask = ipv4Mask(length);
    return { entry, length, network: (parseStrictIPv4(address) & mask) >>> 0, mask, pieces: null };
  }
  return { entry, length, network: 0, mask: 0, pieces: parseIPv6(address, 0, undefined) };
}

const IPV4_PREFIXES = IPV4_ROWS.map(toPrefix);
const IPV6_PREFIXES = [...IPV6_SPECIAL_ROWS, ...IPV6_SPACE_ROWS].map(toPrefix);

/** Every entry, IPv4 first, in registry order: the table tests iterate over. */
export const ADDRESS_BLOCKS: readonly AddressBlock[] = Object.freeze([...IPV4_PREFIXES, ...IPV6_PREFIXES].map((prefix) => prefix.entry));

/** Most specific first: the first match of a scan is the most specific entry. */
function bySpecificity(a: Prefix, b: Prefix): number {
  return b.length - a.length;
}

/**
 * Prefixes bucketed by the top 8 bits of an address (the first octet; the high byte of the first
 * piece), each bucket most specific first: a lookup scans only the entries that can hold it.
 */
function buckets(prefixes: readonly Prefix[], top: (prefix: Prefix) => number): readonly (readonly Prefix[])[] {
  const table: Prefix[][] = Array.from({ length: 256 }, () => []);
  for (const prefix of [...prefixes].sort(bySpecificity)) {
    const first = top(prefix);
    const span = prefix.length >= 8 ? 1 : 1 << (8 - prefix.length);
    for (let i = 0; i < span; i++) table[first + i].push(prefix);
  }
  return table;
}

const IPV4_BUCKETS = buckets(IPV4_PREFIXES, (prefix) => prefix.network >>> 24);
const IPV6_BUCKETS = buckets(IPV6_PREFIXES, (prefix) => (prefix.pieces as Uint16Array)[0] >> 8);

/** The most specific IPv4 entry holding `address` (an unsigned 32-bit number), or null. */
export function ipv4Entry(address: number): AddressBlock | null {
  const bucket = IPV4_BUCKETS[address >>> 24];
  for (let i = 0; i < bucket.length; i++) {
    const prefix = bucket[i];
    if (((address & prefix.mask) >>> 0) === prefix.network) return prefix.entry;
  }
  return null;
}

/** Whether the IPv6 address `pieces` starts with `prefix`'s first `prefix.length` bits. */
function ipv6Matches(pieces: Uint16Array, prefix: Prefix): boolean {
  const network = prefix.pieces as Uint16Array;
  const whole = prefix.length >> 4;
  for (let i = 0; i < whole; i++) if (pieces[i] !== network[i]) return false;
  const rest = prefix.length & 15;
  if (rest === 0) return true;
  const mask = (0xffff << (16 - rest)) & 0xffff;
  return (pieces[whole] & mask) === network[whole];
}

/** The most specific IPv6 entry holding the address `pieces`, or null (global unicast). */
export function ipv6Entry(pieces: Uint16Array): AddressBlock | null {
  const bucket = IPV6_BUCKETS[pieces[0] >> 8];
  for (let i = 0; i < bucket.length; i++) {
    if (ipv6Matches(pieces, bucket[i])) return bucket[i].entry;
  }
  return null;
}
