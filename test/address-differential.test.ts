// classifyAddress against ipaddr.js 2.5.0's `ipaddr.parse(a).range()` on 120,000 seeded random
// addresses: a third uniform over each family, the rest at the edges of and inside randomly chosen
// entries of our registry table and of ipaddr's own ranges. ipaddr's range names are compared with
// ours through MAPPING (the same block under ipaddr's name); every other outcome must be a listed
// difference of ACCEPTED, with the registry entries that decide it, and every listed difference
// must be observed. ADDRESS_DIFFERENTIAL_REPORT=1 prints the counts.
import ipaddr from 'ipaddr.js';
import { classifyAddress } from '../src/address/classify';
import { ADDRESS_BLOCKS } from '../src/address/registry';
import { random } from './helpers/random';

type Family = 'ipv4' | 'ipv6';

/** Our entry's block (or 'global-unicast') -> ipaddr's name for the same block. */
const MAPPING: Readonly<Record<string, string>> = {
  'global-unicast': 'unicast',
  '0.0.0.0/8': 'unspecified',
  '10.0.0.0/8': 'private',
  '172.16.0.0/12': 'private',
  '192.168.0.0/16': 'private',
  '100.64.0.0/10': 'carrierGradeNat',
  '127.0.0.0/8': 'loopback',
  '169.254.0.0/16': 'linkLocal',
  '224.0.0.0/4': 'multicast',
  '240.0.0.0/4': 'reserved',
  '255.255.255.255/32': 'broadcast',
  '192.31.196.0/24': 'as112',
  '192.175.48.0/24': 'as112',
  '192.52.193.0/24': 'amt',
  '::/128': 'unspecified',
  '::1/128': 'loopback',
  'fe80::/10': 'linkLocal',
  'ff00::/8': 'multicast',
  'fc00::/7': 'uniqueLocal',
  '::ffff:0:0/96': 'ipv4Mapped',
  'fec0::/10': 'deprecatedSiteLocal',
  '100::/64': 'discard',
  '::ffff:0:0:0/96': 'rfc6145',
  '64:ff9b::/96': 'rfc6052',
  '64:ff9b:1::/48': 'rfc6052',
  '2002::/16': '6to4',
  '2001::/32': 'teredo',
  '2001:2::/48': 'benchmarking',
  '2001:3::/32': 'amt',
  '2001:4:112::/48': 'as112v6',
  '2620:4f:8000::/48': 'as112v6',
  '2001:10::/28': 'deprecatedOrchid',
  '2001:20::/28': 'orchid2',
  '2001:30::/28': 'droneRemoteIdProtocolEntityTags',
  '5f00::/16': 'segmentRouting',
};

/** A difference we accept: the registry entries that decide it, and why. */
interface Accepted {
  readonly entries: readonly string[];
  readonly why: string;
}

/** Keyed by "our range | ipaddr's range". */
const ACCEPTED: Readonly<Record<string, Accepted>> = {
  'this-host | unspecified': {
    entries: ['0.0.0.0/32'],
    why: 'the IPv4 registry has "This host on this network" 0.0.0.0/32 inside "This network" 0.0.0.0/8; ipaddr names the whole /8 unspecified',
  },
  'ietf-protocol-assignments | reserved': {
    entries: ['192.0.0.0/24', '2001::/23'],
    why: 'IETF Protocol Assignments in both registries; ipaddr lists both blocks under reserved',
  },
  'service-continuity | reserved': { entries: ['192.0.0.0/29'], why: 'IPv4 Service Continuity Prefix (RFC 7335) inside 192.0.0.0/24, which ipaddr calls reserved' },
  'dummy | reserved': { entries: ['192.0.0.8/32'], why: 'IPv4 dummy address (RFC 7600) inside 192.0.0.0/24, which ipaddr calls reserved' },
  'anycast | reserved': {
    entries: ['192.0.0.9/32', '192.0.0.10/32', '192.88.99.2/32', '2001:1::1/128', '2001:1::2/128', '2001:1::3/128'],
    why: 'the anycast entries (PCP, TURN, 6a44, DNS-SD SRP) lie in blocks ipaddr calls reserved (192.0.0.0/24, 192.88.99.0/24, 2001::/23); the registries mark all but 6a44 globally reachable',
  },
  'nat64-discovery | reserved': { entries: ['192.0.0.170/32', '192.0.0.171/32'], why: 'NAT64/DNS64 Discovery (RFC 8880) inside 192.0.0.0/24, which ipaddr calls reserved' },
  'documentation | reserved': {
    entries: ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20'],
    why: 'Documentation (RFC 5737, RFC 3849, RFC 9637): ipaddr names these reserved',
  },
  'benchmarking | reserved': { entries: ['198.18.0.0/15'], why: 'IPv4 Benchmarking (RFC 2544): ipaddr names it reserved (its IPv6 benchmarking agrees)' },
  '6to4-relay-anycast | reserved': {
    entries: ['192.88.99.0/24'],
    why: 'Deprecated (6to4 Relay Anycast), RFC 7526, terminated 2015-03: ipaddr names it reserved',
  },
  'ipv4-compatible | unicast': {
    entries: ['::/96'],
    why: 'IPv4-compatible addresses (RFC 4291 section 2.5.5.1, deprecated) are classified by the IPv4 address they carry; ipaddr has no such range',
  },
  'reserved | unicast': {
    entries: ['::/8', '100::/8', '200::/7', '400::/6', '800::/5', '1000::/4', '4000::/3', '6000::/3', '8000::/3', 'a000::/3', 'c000::/3', 'e000::/4', 'f000::/5', 'f800::/6', 'fe00::/9'],
    why: 'the IPv6 Address Space registry reserves everything outside 2000::/3 and the listed blocks ("Reserved by IETF"); ipaddr calls it unicast',
  },
  'dummy | unicast': { entries: ['100:0:0:1::/64'], why: 'Dummy IPv6 Prefix (RFC 9780, 2025-04) is newer than ipaddr 2.5.0' },
};

/** A range to draw from: family, first address, size, as BigInt. */
interface Target {
  readonly family: Family;
  readonly first: bigint;
  readonly last: bigint;
}

function toNumber(address: ipaddr.IPv4 | ipaddr.IPv6): bigint {
  return address.toByteArray().reduce((n, byte) => n * 256n + BigInt(byte), 0n);
}

function targetOf(text: string, length: number): Target {
  const address = ipaddr.parse(text);
  const family: Family = address.kind() === 'ipv4' ? 'ipv4' : 'ipv6';
  const bits = family === 'ipv4' ? 32 : 128;
  const first = toNumber(address);
  return { family, first, last: first + (1n << BigInt(bits - length)) - 1n };
}

/** Our entries and ipaddr's ranges, as targets. */
function targets(): Target[] {
  const ours = ADDRESS_BLOCKS.map((entry) => {
    const [text, length] = entry.block.split('/');
    return targetOf(text, Number(length));
  });
  const theirs: Target[] = [];
  // SpecialRanges is on the prototypes, outside ipaddr's type declarations.
  const prototypes = [ipaddr.IPv4.prototype, ipaddr.IPv6.prototype] as unknown as { SpecialRanges: Record<string, unknown[]> }[];
  for (const ranges of prototypes.map((prototype) => prototype.SpecialRanges)) {
    for (const value of Object.values(ranges)) {
      const list = (Array.isArray(value[0]) ? value : [value]) as [ipaddr.IPv4 | ipaddr.IPv6, number][];
      for (const [address, length] of list) theirs.push(targetOf(address.toString(), length));
    }
  }
  return [...ours, ...theirs];
}

/** A number as address text; IPv6 written out in full, in random case. */
function toText(family: Family, n: bigint, upper: boolean): string {
  if (family === 'ipv4') return [24n, 16n, 8n, 0n].map((shift) => ((n >> shift) & 0xffn).toString()).join('.');
  const groups: string[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(((n >> shift) & 0xffffn).toString(16));
  const text = groups.join(':');
  return upper ? text.toUpperCase() : text;
}

/** A random number of `bits` bits. */
function randomBits(next: () => number, bits: number): bigint {
  let n = 0n;
  for (let i = 0; i < bits; i += 16) n = (n << 16n) | BigInt(Math.floor(next() * 0x10000));
  return n >> BigInt(Math.ceil(bits / 16) * 16 - bits);
}

const TOTAL = 120_000;

/** The seeded sample: a third uniform (half per family), the rest at and inside targets. */
function sample(): { family: Family; text: string }[] {
  const next = random(0x5eed25);
  const list = targets();
  const out: { family: Family; text: string }[] = [];
  for (let i = 0; i < TOTAL; i++) {
    const upper = next() < 0.2;
    if (i < TOTAL / 3) {
      const family: Family = i % 2 === 0 ? 'ipv4' : 'ipv6';
      out.push({ family, text: toText(family, randomBits(next, family === 'ipv4' ? 32 : 128), upper) });
      continue;
    }
    const target = list[Math.floor(next() * list.length)];
    const max = (1n << (target.family === 'ipv4' ? 32n : 128n)) - 1n;
    const size = target.last - target.first + 1n;
    const pick = Math.floor(next() * 5);
    let n = [target.first, target.last, target.first - 1n, target.last + 1n][pick] ?? target.first + (randomBits(next, 128) % size);
    if (n < 0n || n > max) n = target.first;
    out.push({ family: target.family, text: toText(target.family, n, upper) });
  }
  return out;
}

describe('classifyAddress against ipaddr.js 2.5.0 range()', () => {
  test(`${TOTAL} seeded random addresses: every difference is an accepted one, and every accepted one is seen`, () => {
    const counts = new Map<string, number>();
    const unlisted = new Map<string, string>();
    let agreeing = 0;
    const perFamily = { ipv4: 0, ipv6: 0 };
    const hitEntries = new Set<string>();
    for (const { family, text } of sample()) {
      perFamily[family]++;
      const ours = classifyAddress(text);
      const theirs = ipaddr.parse(text).range();
      const block = ours.entry?.block ?? 'global-unicast';
      hitEntries.add(block);
      if (MAPPING[block] === theirs) {
        agreeing++;
        continue;
      }
      const key = `${ours.range} | ${theirs}`;
      const accepted = ACCEPTED[key];
      if (accepted === undefined || !accepted.entries.includes(block)) {
        if (!unlisted.has(`${key} (${block})`)) unlisted.set(`${key} (${block})`, text);
        continue;
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (process.env.ADDRESS_DIFFERENTIAL_REPORT === '1') {
      const rows = Object.keys(ACCEPTED).map((key) => `  ${key.padEnd(40)} ${String(counts.get(key) ?? 0).padStart(7)}`);
      console.log([`total ${TOTAL} (IPv4 ${perFamily.ipv4}, IPv6 ${perFamily.ipv6}), agreeing ${agreeing}`, ...rows].join('\n'));
    }
    expect(Object.fromEntries(unlisted)).toEqual({});
    expect(Object.keys(ACCEPTED).filter((key) => !counts.has(key))).toEqual([]);
    expect(agreeing + [...counts.values()].reduce((a, b) => a + b, 0)).toBe(TOTAL);
    // Drawn to hit every entry of the table (global unicast too).
    expect(ADDRESS_BLOCKS.map((entry) => entry.block).filter((b) => !hitEntries.has(b))).toEqual([]);
    expect(hitEntries.has('global-unicast')).toBe(true);
  });

  test('the canonical text agrees with ipaddr.js for every family of form', () => {
    const next = random(42);
    for (let i = 0; i < 2000; i++) {
      const family: Family = i % 2 === 0 ? 'ipv4' : 'ipv6';
      let n = randomBits(next, family === 'ipv4' ? 32 : 128);
      if (family === 'ipv6') n &= ~(0xffffn << BigInt(16 * Math.floor(next() * 8))); // zero runs to compress
      const text = toText(family, n, false);
      expect(classifyAddress(text).address).toBe(ipaddr.parse(text).toString());
    }
  });
});
