// inspectTarget (docs/security.md): where a URL connects, read as the URL Standard reads it (what
// browsers, Node's URL, undici and fetch connect to): its host and kind, the effective port, the
// classification of an IP address host, the special-use domain name a domain is under, whether the
// target is public, the Fetch Standard's bad ports, and the readings of other parsers.

import { classifyAddress } from '../address/classify';
import { asciiLowercase } from '../core/characters';
import { endsInANumber, parseIPv4, serializeIPv4 } from '../host/ipv4';
import type { AddressClassification } from '../address/types';
import { readOptions, stringArgument } from '../core/arguments';
import type { URLLike } from '../core/arguments';
import type { Diagnostic } from '../core/errors';
import { defaultPort, isSpecialScheme } from '../core/schemes';
import { baseOption } from '../whatwg/api';
import type { BaseURL } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { serializeURL } from '../whatwg/serializer';
import { isBlockedPort } from './bad-port';
import { failureCause } from './failure-cause';
import { readingsOf } from './readings';
import { badPortReason, differenceReasons, failureReason, hostReason } from './reasons';
import { specialUseDomain } from './special-use';
import type { SpecialUseEntry } from './special-use';
import type { TargetFailure, TargetHostKind, TargetInspection, TargetReadings, TargetResult } from './types';
import { parseTarget } from './url-parse';
import type { TargetParse } from './url-parse';

/** Options of inspectTarget (undefined reads as absent). */
export interface InspectTargetOptions {
  /** The base URL the input is resolved against: a string (parsed first), a URL object (its href), or a URL record. */
  base?: BaseURL | null | undefined;
}

/**
 * Reads `input` as the URL Standard does (against `options.base`) and says where it connects and
 * why. Never throws for a string: when the URL Standard rejects the input (or the base string),
 * the result has `ok: false`, the failure and a reason. The input is converted as a USVString, as
 * the URL constructor and fetch convert it (a lone surrogate becomes U+FFFD, which no host
 * accepts); a wrong option is an OptionError (a TypeError).
 */
export function inspectTarget(input: URLLike, options?: InspectTargetOptions | null): TargetResult {
  const bag = readOptions('inspectTarget', options);
  const base = baseOption('inspectTarget', bag);
  const text = stringArgument('inspectTarget', 1, input);
  const parse = parseTarget(text, base);
  const readings = readingsOf(text, base, parse.result);
  const result = parse.result;
  if (result.url === null) return failed(text, result.failure, result.failed, readings);
  return inspected(parse, result.url, readings);
}

/** The URL Standard rejects the input (or the base string): nothing connects; and why other readings accept it. */
function failed(text: string, failure: Diagnostic, which: 'input' | 'base', readings: TargetReadings): TargetFailure {
  const reasons = [failureReason(failure, which)];
  const cause = failureCause(text, readings);
  if (cause !== null) reasons.push(cause.message);
  return { ok: false, failure, reasons, readings: readings.readings, ambiguous: readings.ambiguous, differences: readings.differences };
}

/** The record's host, port and address, classified, with the reasons. */
function inspected(parse: TargetParse, url: URLRecord, readings: TargetReadings): TargetInspection {
  const host = url.host;
  const hostKind = host === null ? null : hostKindOf(url.scheme, host);
  const address = addressOf(host, hostKind);
  const special = specialUseOf(host, hostKind, address);
  const badPort = isBlockedPort(url.scheme, url.port);
  const reasons = [hostReason({ scheme: url.scheme, host, hostKind, written: parse.written, hostErrors: parse.hostErrors, address, specialUse: special })];
  if (badPort) reasons.push(badPortReason(url.scheme, url.port as number));
  reasons.push(...differenceReasons(readings.differences));
  const inspection: Omit<TargetInspection, 'errors'> = {
    ok: true,
    href: serializeURL(url),
    scheme: url.scheme,
    host,
    hostKind,
    port: url.port ?? defaultPort(url.scheme),
    address,
    specialUse: special === null ? null : special.domain,
    nonPublic: nonPublicOf(url.scheme, hostKind, address, special),
    reasons,
    badPort,
    readings: readings.readings,
    ambiguous: readings.ambiguous,
    differences: readings.differences,
  };
  // parseURL's errors as it holds them (core/errors.ts withErrors): a plain property for a few, a
  // getter for more, so that a megabyte of errors is built only when read.
  const errors = Object.getOwnPropertyDescriptor(parse.result, 'errors') as PropertyDescriptor;
  return Object.defineProperty(inspection, 'errors', errors) as TargetInspection;
}

/** Four decimal numbers joined by dots: how the URL Standard serializes an IPv4 address (section 3.6). */
const SERIALIZED_IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * The kind of a serialized host (URL Standard section 3.1 "Host representation"): an IPv6 address
 * in brackets; for a special URL, an IPv4 address (the host parser returned one: only it
 * serializes as dotted decimal) or a domain; for any other URL, an opaque host; '' is empty.
 */
export function hostKindOf(scheme: string, host: string): TargetHostKind {
  if (host === '') return 'empty';
  if (host.charCodeAt(0) === 0x5b) return 'ipv6';
  if (!isSpecialScheme(scheme)) return 'opaque';
  return SERIALIZED_IPV4.test(host) ? 'ipv4' : 'domain';
}

/**
 * classifyAddress of an IP address host (an IPv6 address without its brackets), and of an opaque
 * host that reads as an IPv4 address (opaqueIPv4): the URL Standard leaves it opaque, but the
 * client of the scheme (ssh:, redis:, ...) connects to that address.
 */
function addressOf(host: string | null, kind: TargetHostKind | null): AddressClassification | null {
  if (kind === 'ipv4') return classifyAddress(host as string);
  if (kind === 'ipv6') return classifyAddress((host as string).slice(1, -1));
  if (kind !== 'opaque') return null;
  const ipv4 = opaqueIPv4(host as string);
  return ipv4 === null ? null : classifyAddress(ipv4);
}

/**
 * The special-use domain name a domain host is or is under; for an opaque host that is not an
 * address, the one it names ASCII-lowercased (`redis://LocalHost/`: a client resolving it asks
 * for the name, and resolvers compare names ASCII case-insensitively, RFC 4343).
 */
function specialUseOf(host: string | null, kind: TargetHostKind | null, address: AddressClassification | null): SpecialUseEntry | null {
  if (kind === 'domain') return specialUseDomain(host as string);
  if (kind === 'opaque' && address === null) return specialUseDomain(asciiLowercase(host as string));
  return null;
}

/**
 * The dotted-decimal address an opaque host reads as, else null: the URL Standard's IPv4 parser
 * (section 3.5) reads hexadecimal, octal and short forms as inet_aton(3) does, and so does the
 * getaddrinfo(3) of glibc that Node's dns.lookup calls (`0x7f.1`, `127.1` and `2130706433` all
 * resolve to 127.0.0.1), so a client of the scheme that resolves the host connects there.
 */
export function opaqueIPv4(host: string): string | null {
  if (!endsInANumber(host)) return null;
  try {
    return serializeIPv4(parseIPv4(host, 0, undefined));
  } catch {
    return null; // not an IPv4 address in any form: a name
  }
}

/**
 * Whether the target is off the public Internet: an address says so itself, a special-use domain
 * by its entry, an empty file: host is the local machine; any other domain or host: null (only DNS,
 * or what handles the scheme, can tell).
 */
function nonPublicOf(scheme: string, kind: TargetHostKind | null, address: AddressClassification | null, special: SpecialUseEntry | null): boolean | null {
  if (address !== null) return address.nonPublic;
  if (special !== null) return special.domain.nonPublic;
  if (kind === 'empty' && scheme === 'file') return true;
  return null;
}
