// Special-use domain names (RFC 6761 section 3 and the registry it creates, IANA "Special-Use
// Domain Names"): the names a host can be, or be under, that the public DNS never answers for a
// public address. Only the ones that decide where a connection goes are listed; example.com,
// example.net and example.org are special-use too but resolve to public addresses, so they are
// ordinary domains here.

import type { SpecialUseDomain } from './types';

/** A special-use domain name and what a connection to a name under it reaches. */
export interface SpecialUseEntry {
  readonly domain: SpecialUseDomain;
  /** Where a connection to such a name goes, and why, for reasons: "loopback, as ...". */
  readonly reaches: string;
}

/** One entry (frozen: the same objects are handed to every caller). */
function entry(name: string, rfc: string, reaches: string): SpecialUseEntry {
  return Object.freeze({ domain: Object.freeze({ name, rfc, nonPublic: true }), reaches });
}

/**
 * The names, each with its document. Every one is non-public: none resolves to a public address
 * through the public DNS.
 */
export const SPECIAL_USE_DOMAINS: readonly SpecialUseEntry[] = Object.freeze([
  // RFC 6761 section 6.3; Fetch Standard "resolve an origin" step 2 answers ::1 and 127.0.0.1 for
  // a host whose public suffix is "localhost", without DNS, as browsers do.
  entry('localhost', 'RFC 6761, Section 6.3', 'loopback, as the Fetch Standard and browsers resolve it to ::1 and 127.0.0.1 without asking DNS'),
  entry('local', 'RFC 6762', 'the local link, as only Multicast DNS on the local network answers it'),
  entry('home.arpa', 'RFC 8375', 'a home network, as only the home network\'s own resolver answers it'),
  entry('internal', 'ICANN reservation of .internal (2024)', 'a private network, as the name is reserved for private use and never delegated in the public DNS'),
  entry('test', 'RFC 6761, Section 6.2', 'no public address, as the name is reserved for testing and never delegated in the public DNS'),
  entry('invalid', 'RFC 6761, Section 6.4', 'nothing, as the name is reserved to be invalid and never resolves'),
  entry('example', 'RFC 6761, Section 6.5', 'no public address, as the name is reserved for documentation and never delegated in the public DNS'),
  entry('onion', 'RFC 7686', 'a Tor onion service and never a public address, as the DNS must not resolve it'),
  entry('alt', 'RFC 9476', 'no address the DNS gives, as the name is reserved for namespaces outside the DNS'),
]);

/**
 * The special-use domain name `host` is or is under, compared label-wise on the serialized host
 * (ASCII, lowercase); a trailing dot (the root label: "localhost.") counts. Null for any other host.
 */
export function specialUseDomain(host: string): SpecialUseEntry | null {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  for (const candidate of SPECIAL_USE_DOMAINS) {
    const suffix = candidate.domain.name;
    if (name === suffix) return candidate;
    if (name.length > suffix.length && name.endsWith(suffix) && name.charCodeAt(name.length - suffix.length - 1) === 0x2e) return candidate;
  }
  return null;
}
