// When two readings name the same host: RFC 3986 section 6.2.2 syntax-based normalisation of the
// host as each parser wrote it, and IPv6 literals compared by value, so that only real differences
// make a URL ambiguous.

import { URLFailure } from '../core/errors';
import { parseIPv6, serializeIPv6 } from '../host/ipv6';
import { normalizeEscapes } from '../rfc/normalize';
import { asciiLowercase } from '../core/characters';

/**
 * The host as compared: ASCII-lowercased (section 6.2.2.1), percent-escapes of unreserved
 * characters decoded (6.2.2.2; the URL Standard's hosts have none but opaque ones), and an IPv6
 * literal as the URL Standard serializes its address ("[::ffff:127.0.0.1]" and "[::ffff:7f00:1]"
 * are one host). The empty host and no host compare equal (null): a file: URL without an
 * authority and one with an empty host both name the local machine (RFC 8089 section 2; the URL
 * Standard gives every file: URL a host, empty when none is written).
 */
export function hostKey(host: string | null): string | null {
  if (host === null || host === '') return null;
  const lowered = asciiLowercase(normalizeEscapes(host, false, true));
  if (lowered.length < 2 || lowered.charCodeAt(0) !== 0x5b || lowered.charCodeAt(lowered.length - 1) !== 0x5d) return lowered;
  return ipv6Key(lowered) ?? lowered;
}

// https://url.spec.whatwg.org/#concept-ipv6-parser between the brackets, then the serializer; null
// when the text is not an IPv6 address (an IPvFuture or a zone identifier stays as written).
function ipv6Key(literal: string): string | null {
  try {
    return `[${serializeIPv6(parseIPv6(literal, 0, undefined, 1, literal.length - 1))}]`;
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
}
