// Public suffix and registrable domain of a host (URL Standard section 3.2 "Host miscellaneous"),
// on the Public Suffix List as compiled into tldts (ICANN and private sections, wildcard and
// exception rules, and the implicit "*" rule for unlisted top-level domains).

import { parseURL } from '../whatwg/api';
import { hrefOf, stringArgument } from '../core/arguments';
import { URLFailure } from '../core/errors';
import { parseHost } from '../host/host';
import { endsInANumber } from '../host/ipv4';
import type { URLRecord } from '../whatwg/record';
import { checkedRecord } from '../whatwg/record-check';
import { isSpecialScheme } from '../core/schemes';

// tldts holds the list (large): the CommonJS build loads it on first use (scripts/build.js
// LAZY_IN_COMMONJS), the ES modules import it (a bundle without publicSuffix leaves it out).
import { parse as parseWithList } from 'tldts';

/** tldts options: the input is already a parsed domain, and both sections of the list apply. */
const PSL_OPTIONS: Parameters<typeof parseWithList>[1] = {
  allowIcannDomains: true,
  allowPrivateDomains: true,
  detectIp: false,
  extractHostname: false,
  mixedInputs: false,
  validateHostname: false,
};

/** The Public Suffix List algorithm on a domain. */
function runPublicSuffixList(domain: string): { publicSuffix: string | null; domain: string | null } {
  return parseWithList(domain, PSL_OPTIONS);
}

/** A serialized host that is a domain: not empty, not IPv6 "[...]", not IPv4 (a domain never ends in a number). */
function isDomain(host: string): boolean {
  return host !== '' && !host.startsWith('[') && !endsInANumber(host);
}

/**
 * The domain `input` stands for, or null. A URL record (checked) or URL object (url-grammar's or the
 * platform's) gives its host. A string (another value: as a USVString) is run through the host parser (isOpaque
 * false), so "EXAMPLE.COM" is "example.com" and a failure is null; a URL record's host is a domain
 * only when its scheme is special (otherwise it is opaque, IPv6 or empty).
 */
function domainOf(fn: string, input: unknown): string | null {
  const record = recordOf(fn, input);
  if (record !== undefined) {
    if (record === null || record.host === null || !isSpecialScheme(record.scheme)) return null;
    return isDomain(record.host) ? record.host : null;
  }
  const text = stringArgument(fn, 1, input);
  if (text === '') return null;
  try {
    const host = parseHost(text, false, 0, undefined);
    return isDomain(host) ? host : null;
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
}

/**
 * The record of a URL object (its href, read once, parsed: null when it fails) or of a URL record
 * (checked: src/whatwg/record-check.ts); undefined for another value.
 */
function recordOf(fn: string, input: unknown): URLRecord | null | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const href = hrefOf(input);
  if (href !== null) return parseURL(href).url;
  return 'scheme' in input ? checkedRecord(fn, 'argument 1', input) : undefined;
}

function trailingDotOf(domain: string): string {
  return domain.endsWith('.') ? '.' : '';
}

/**
 * https://url.spec.whatwg.org/#host-public-suffix: the part of the domain on the Public Suffix
 * List, ASCII, keeping a trailing dot; null when the host is not a domain.
 */
export function publicSuffix(host: string | URLRecord | { readonly href: string }): string | null {
  const domain = domainOf('publicSuffix', host);
  return domain === null ? null : suffixOfDomain(domain);
}

function suffixOfDomain(domain: string): string | null {
  const suffix = runPublicSuffixList(domain).publicSuffix;
  // An empty suffix only comes from a domain without a label ("."): the list says nothing.
  if (suffix === null || suffix === '') return null;
  return suffix + trailingDotOf(domain);
}

/**
 * https://url.spec.whatwg.org/#host-registrable-domain: the public suffix and the label before it,
 * keeping a trailing dot; null when the host is not a domain or is itself a public suffix.
 */
export function registrableDomain(host: string | URLRecord | { readonly href: string }): string | null {
  const domain = domainOf('registrableDomain', host);
  if (domain === null) return null;
  const suffix = suffixOfDomain(domain);
  if (suffix === null || suffix === domain) return null;
  const registrable = runPublicSuffixList(domain).domain;
  if (registrable === null || registrable === '') return null;
  return registrable + trailingDotOf(domain);
}
