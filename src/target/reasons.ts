// inspectTarget's reasons (docs/security.md): one sentence per finding, built from the data that
// decides it (the address classification's reason, the special-use domain entry, the Fetch
// Standard's bad port list, the readings' differences), quoting the host as the input wrote it
// and naming the form it used.

import type { AddressClassification } from '../address/types';
import { asciiLowercase } from '../core/characters';
import type { Diagnostic } from '../core/errors';
import { domainForm, ipv4Form, ipv6Form, quote } from './host-form';
import type { SpecialUseEntry } from './special-use';
import type { ReadingDifference, TargetHostKind } from './types';
import type { HostError, WrittenHost } from './url-parse';

/** What the host reasons are made from. */
export interface HostFacts {
  readonly scheme: string;
  /** The serialized host, null for a URL without one. */
  readonly host: string | null;
  readonly hostKind: TargetHostKind | null;
  /** The host as the input wrote it, null when it comes from the base URL or there is none. */
  readonly written: WrittenHost | null;
  readonly hostErrors: readonly HostError[];
  readonly address: AddressClassification | null;
  readonly specialUse: SpecialUseEntry | null;
}

/** "`0x7f.1` is the IPv4 address 127.0.0.1, written in hexadecimal with two parts: ..." */
export function hostReason(facts: HostFacts): string {
  const { host, hostKind, written } = facts;
  if (host === null || hostKind === null) return `The URL has no host (scheme ${facts.scheme}): it names no network endpoint by itself, so only what handles the scheme can say where it leads`;
  if (hostKind === 'empty') return emptyHostReason(facts.scheme, written);
  if (hostKind === 'opaque') return opaqueHostReason(facts.scheme, host, written, facts.address, facts.specialUse);
  const subject = written === null ? `The host ${host}, which comes from the base URL,` : quote(written.text);
  if (hostKind === 'ipv4' || hostKind === 'ipv6') return addressReason(subject, facts, facts.address as AddressClassification);
  return domainReason(subject, facts, host);
}

/** URL Standard "file host state": an empty host (or "localhost", which it empties) is the local machine. */
function emptyHostReason(scheme: string, written: WrittenHost | null): string {
  if (scheme !== 'file') return `The URL has an empty host (scheme ${scheme}): it names no network endpoint by itself`;
  const local = 'names a file on the local machine, not on the public Internet';
  if (written === null || written.read === '') return `The empty host of a file: URL ${local}`;
  return `${quote(written.text)} in a file: URL is the empty host (URL Standard "file host state"): it ${local}`;
}

/** URL Standard "opaque-host parser": a non-special URL's host is neither a domain nor an address. */
function opaqueHostReason(scheme: string, host: string, written: WrittenHost | null, address: AddressClassification | null, special: SpecialUseEntry | null): string {
  const subject = written === null ? `The host ${host}` : quote(written.text);
  if (special !== null) {
    const { name, rfc } = special.domain;
    return `${subject} is an opaque host (the scheme ${scheme} is not special) naming ${specialUseRelation(host, name, rfc)}: a client of ${scheme}: that resolves it reaches ${special.reaches}`;
  }
  if (address !== null) {
    const form = host === address.address ? `written as the IPv4 address ${address.address}` : `which reads as the IPv4 address ${address.address} (as inet_aton and glibc's getaddrinfo read it)`;
    return `${subject} is an opaque host (the scheme ${scheme} is not special) ${form}: the URL Standard does not parse it, but a client of ${scheme}: that resolves it connects to that address: ${classificationReason(address)}`;
  }
  return `${subject} is an opaque host (the scheme ${scheme} is not special): the URL Standard does not parse it as a domain or an IP address, so where it connects is up to what handles the scheme; classify the address it connects to with classifyAddress`;
}

/** An IP address host: the form written, then the classification's reason. */
function addressReason(subject: string, facts: HostFacts, address: AddressClassification): string {
  const family = facts.hostKind === 'ipv4' ? 'IPv4' : 'IPv6';
  const form = facts.written === null ? [] : facts.hostKind === 'ipv4' ? ipv4Form(facts.written, facts.hostErrors) : ipv6Form(facts.written, address.address);
  const written = form.length === 0 ? '' : `, written ${form.join(', ')}`;
  return `${subject} is the ${family} address ${address.address}${written}: ${classificationReason(address)}`;
}

/** The classification's reason, and for an address carrying an IPv4 address, that address's (unless it says it already). */
function classificationReason(address: AddressClassification): string {
  const embedded = address.embedded;
  if (embedded === null || address.reason.includes(embedded.address)) return address.reason;
  return `${address.reason}; it carries the IPv4 address ${embedded.address}: ${embedded.reason}`;
}

/** A domain: the special-use name it is or is under, or the advice to classify what DNS answers. */
function domainReason(subject: string, facts: HostFacts, host: string): string {
  const form = facts.written === null ? [] : domainForm(facts.written, facts.hostErrors, host);
  const written = form.length === 0 ? '' : `, written ${form.join(', ')}`;
  const special = facts.specialUse;
  if (special === null) {
    const named = facts.written === null || form.length > 0 ? `${subject} is the domain ${host}` : `${subject} is a domain`;
    return `${named}${written}: only DNS can tell where it connects; classify each address it resolves to at connect time with classifyAddress`;
  }
  const { name, rfc } = special.domain;
  const relation = specialUseRelation(host, name, rfc);
  const named = form.length > 0 || facts.written === null ? `${subject} is the domain ${host}${written}; it is ${relation}` : `${subject} is ${relation}`;
  return `${named}: it reaches ${special.reaches}`;
}

/** "the special-use domain name localhost (RFC 6761, ...)", or "a domain under" it. */
function specialUseRelation(host: string, name: string, rfc: string): string {
  const lowered = asciiLowercase(host);
  const exact = lowered === name || lowered === `${name}.`;
  return exact ? `the special-use domain name ${name} (${rfc})` : `a domain under the special-use domain name ${name} (${rfc})`;
}

/** Fetch Standard "port blocking". */
export function badPortReason(scheme: string, port: number): string {
  return `Port ${port} is on the Fetch Standard's bad port list: fetch refuses to connect to it for a URL with the scheme ${scheme}`;
}

/** Each difference between the readings, in its own words. */
export function differenceReasons(differences: readonly ReadingDifference[]): string[] {
  return differences.map((d) => d.message);
}

/** The URL Standard rejects the input (or the base URL): there is no URL, nothing connects. */
export function failureReason(failure: Diagnostic, failed: 'input' | 'base'): string {
  const what = failed === 'base' ? 'the base URL' : 'the input';
  return `The URL Standard rejects ${what}, so nothing connects: ${failure.message}`;
}
