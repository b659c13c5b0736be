// The values classifyAddress returns (docs/security.md): an IP address's family, canonical text,
// and the entry of the IANA special-purpose address registries it falls in.

/** An address family. */
export type AddressFamily = 'ipv4' | 'ipv6';

/** The IANA registry an entry comes from. */
export type AddressRegistry =
  | 'iana-ipv4-special-registry'
  | 'iana-ipv6-special-registry'
  | 'iana-ipv4-address-space'
  | 'iana-ipv6-address-space'
  | 'iana-multicast-addresses'
  | 'iana-ipv6-multicast-addresses';

/**
 * A short, stable name of an address range, for code to switch on (the registry's own name is
 * `AddressBlock.name`). 'global-unicast' is every address no entry covers.
 */
export type AddressRange =
  | 'this-network'
  | 'this-host'
  | 'unspecified'
  | 'loopback'
  | 'private-use'
  | 'shared-address-space'
  | 'link-local'
  | 'multicast'
  | 'limited-broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'ietf-protocol-assignments'
  | 'service-continuity'
  | 'dummy'
  | 'anycast'
  | 'nat64-discovery'
  | 'as112'
  | 'amt'
  | 'orchid'
  | 'drip'
  | 'segment-routing'
  | 'reserved'
  | '6to4-relay-anycast'
  | '6to4'
  | 'teredo'
  | 'nat64'
  | 'local-use-nat64'
  | 'discard-only'
  | 'unique-local'
  | 'site-local'
  | 'ipv4-mapped'
  | 'ipv4-compatible'
  | 'ipv4-translated'
  | 'global-unicast';

/** An entry of an IANA registry: a block of addresses with a special purpose. */
export interface AddressBlock {
  /** The block in CIDR notation, as the registry writes it: '127.0.0.0/8', 'fc00::/7'. */
  readonly block: string;
  /** The short name of the range (several entries may share one: three blocks are 'private-use'). */
  readonly range: AddressRange;
  /** The entry's name, as the registry writes it: 'Loopback', 'Private-Use'. */
  readonly name: string;
  /** The documents the registry cites for it: 'RFC 1122, Section 3.2.1.3'. */
  readonly rfc: string;
  /** The registry the entry is from. */
  readonly registry: AddressRegistry;
  /** The registry's "Globally Reachable" column: true, false, or null where it says N/A (or has no such column). */
  readonly globallyReachable: boolean | null;
}

/** What classifyAddress returns. */
export interface AddressClassification {
  /** The address in canonical text: dotted decimal, or IPv6 as the URL Standard serializes it (RFC 5952 compression, lowercase hex, no brackets), zone excluded. */
  readonly address: string;
  readonly family: AddressFamily;
  /** The RFC 4007 zone of an IPv6 address given with one ('eth0' for 'fe80::1%eth0'), else null. */
  readonly zone: string | null;
  /** The most specific registry entry the address falls in; null for a global unicast address. */
  readonly entry: AddressBlock | null;
  /** `entry.range`, or 'global-unicast' when entry is null. */
  readonly range: AddressRange;
  /**
   * The IPv4 address an IPv6 address carries, classified: IPv4-mapped and IPv4-compatible (the
   * address a connection uses), NAT64's well-known prefix 64:ff9b::/96 (RFC 6052), 6to4 (RFC 3056)
   * and Teredo (the client address, RFC 4380). Null for IPv4 and for other IPv6 addresses (the
   * local-use prefix 64:ff9b:1::/48 has an operator-chosen layout: it is non-public as a whole).
   */
  readonly embedded: AddressClassification | null;
  /**
   * Whether a connection to the address can reach something other than the public Internet:
   * true when the entry is not globally reachable (false or N/A), false for global unicast and
   * globally reachable entries; for an address carrying an IPv4 address (`embedded`), the IPv4
   * address decides (`embedded.nonPublic`), whatever the IPv6 entry says.
   */
  readonly nonPublic: boolean;
  /** One sentence that says why, naming the block, its registry name and RFC: "127.0.0.1 is in 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3), not globally reachable". */
  readonly reason: string;
}
