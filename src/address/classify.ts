// classifyAddress (docs/security.md): an IP address as DNS returns it -> its canonical text, family
// and the entry of the IANA special-purpose registries it falls in (RFC 6890), with the IPv4
// address an IPv6 address carries (RFC 4291 section 2.5.5, RFC 6052, RFC 3056, RFC 4380) deciding
// whether a connection to it stays off the public Internet.

import { serializeIPv4 } from '../host/ipv4';
import { serializeIPv6 } from '../host/ipv6';
import { ipv4Entry, ipv6Entry } from './registry';
import { parseAddressText } from './text';
import type { AddressBlock, AddressClassification, AddressRange } from './types';

/** How an IPv6 range carries an IPv4 address: the reason's words for it, and where the address is. */
interface Embedding {
  /** "an IPv4-mapped address", as the reason calls the IPv6 address. */
  readonly called: string;
  /** "carrying", or how the reason names the carried address's role. */
  readonly carrying: string;
  /** The IPv4 address, as an unsigned 32-bit number, from the eight pieces. */
  readonly extract: (pieces: Uint16Array) => number;
}

/** The last 32 bits (RFC 4291 section 2.5.5; RFC 6052 section 2.2 for a /96 prefix). */
function last32(pieces: Uint16Array): number {
  return pieces[6] * 0x10000 + pieces[7];
}

// The ranges whose addresses carry an IPv4 address (types.ts `embedded`).
const EMBEDDINGS: Partial<Record<AddressRange, Embedding>> = {
  'ipv4-mapped': { called: 'an IPv4-mapped address', carrying: 'carrying', extract: last32 },
  'ipv4-compatible': { called: 'an IPv4-compatible address (deprecated)', carrying: 'carrying', extract: last32 },
  nat64: { called: 'a NAT64 address', carrying: 'translating to', extract: last32 },
  // RFC 3056 section 2: 2002:V4ADDR::/48, the IPv4 address in bits 16-47.
  '6to4': { called: 'a 6to4 address', carrying: 'carrying', extract: (pieces) => pieces[1] * 0x10000 + pieces[2] },
  // RFC 4380 section 4: the client's IPv4 address is the last 32 bits, every bit inverted.
  teredo: { called: 'a Teredo address', carrying: 'with the client address', extract: (pieces) => (last32(pieces) ^ 0xffffffff) >>> 0 },
};

const REGISTRY_TITLES: Record<AddressBlock['registry'], string> = {
  'iana-ipv4-special-registry': 'the IANA IPv4 Special-Purpose Address Registry',
  'iana-ipv6-special-registry': 'the IANA IPv6 Special-Purpose Address Registry',
  'iana-ipv4-address-space': 'the IANA IPv4 Address Space Registry',
  'iana-ipv6-address-space': 'the IANA IPv6 Address Space registry',
  'iana-multicast-addresses': 'the IANA IPv4 Multicast Address Space Registry',
  'iana-ipv6-multicast-addresses': 'the IANA IPv6 Multicast Address Space Registry',
};

/** The registry's "Globally Reachable" value, in words. */
function reachability(entry: AddressBlock): string {
  if (entry.globallyReachable === true) return 'globally reachable';
  if (entry.globallyReachable === false) return 'not globally reachable';
  const special = entry.registry === 'iana-ipv4-special-registry' || entry.registry === 'iana-ipv6-special-registry';
  return special
    ? 'which the registry does not mark globally reachable (N/A, or blank for a terminated entry), so not public'
    : `with no "Globally Reachable" value in ${REGISTRY_TITLES[entry.registry]}, so not public`;
}

/** The reason's predicate for an entry, or for global unicast. */
function placement(entry: AddressBlock | null, family: 'ipv4' | 'ipv6'): string {
  if (entry === null) {
    const registry = family === 'ipv4' ? REGISTRY_TITLES['iana-ipv4-special-registry'] : REGISTRY_TITLES['iana-ipv6-special-registry'];
    const space = family === 'ipv4' ? '' : ' in 2000::/3 (RFC 4291)';
    return `is global unicast${space}, in no entry of ${registry} (RFC 6890): globally reachable`;
  }
  return `is in ${entry.block}, ${entry.name} (${entry.rfc}), ${reachability(entry)}`;
}

/** Whether the registry entry says a connection can leave the public Internet (types.ts `nonPublic`). */
function entryNonPublic(entry: AddressBlock | null): boolean {
  return entry !== null && entry.globallyReachable !== true;
}

/** The classification of an IPv4 address (an unsigned 32-bit number). */
function classifyIPv4(value: number): AddressClassification {
  const address = serializeIPv4(value);
  const entry = ipv4Entry(value);
  return {
    address,
    family: 'ipv4',
    zone: null,
    entry,
    range: entry === null ? 'global-unicast' : entry.range,
    embedded: null,
    nonPublic: entryNonPublic(entry),
    reason: `${address} ${placement(entry, 'ipv4')}`,
  };
}

/** The classification of an IPv6 address (eight pieces) with its zone. */
function classifyIPv6(pieces: Uint16Array, zone: string | null): AddressClassification {
  const address = serializeIPv6(pieces);
  const entry = ipv6Entry(pieces);
  const embedding = entry === null ? undefined : EMBEDDINGS[entry.range];
  const embedded = embedding === undefined ? null : classifyIPv4(embedding.extract(pieces));
  const reason =
    embedding === undefined || entry === null || embedded === null
      ? `${address} ${placement(entry, 'ipv6')}`
      : `${address} is ${embedding.called} (${entry.block}, ${entry.rfc}) ${embedding.carrying} ${embedded.address}, which ${placement(embedded.entry, 'ipv4')}`;
  return {
    address,
    family: 'ipv6',
    zone,
    entry,
    range: entry === null ? 'global-unicast' : entry.range,
    embedded,
    nonPublic: embedded === null ? entryNonPublic(entry) : embedded.nonPublic,
    reason,
  };
}

/**
 * Classifies an IP address given in the strict text form DNS returns (dotted-decimal IPv4, RFC 4291
 * IPv6 text with an optional RFC 4007 zone): its canonical text, family, the most specific entry of
 * the IANA special-purpose registries holding it, the IPv4 address it carries, whether a connection
 * to it can reach something off the public Internet, and why. Anything else is an OptionError.
 */
export function classifyAddress(address: string): AddressClassification {
  const parsed = parseAddressText(address);
  return parsed.family === 'ipv4' ? classifyIPv4(parsed.ipv4) : classifyIPv6(parsed.ipv6, parsed.zone);
}
