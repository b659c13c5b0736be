// The fast path's post-parse pass (grammar/normalized.pegjs typed_url): the parts of a special
// URL as people type it, normalised as the URL Standard's basic URL parser does (host parser,
// port state, path state, percent-encoding of the query and fragment). Each part comes as the
// grammar matched it, so it holds no tab or newline, no credentials and no IPv6 address.

import { EncodeSet, utf8PercentEncodeString } from '../core/characters';
import { toUSVString } from '../core/arguments';
import { URLFailure } from '../core/errors';
import { defaultPort } from '../core/schemes';
import { isNormalDomain, parseHost } from '../host/host';
import { appendSegment } from './path';

/** ASCII letters, digits, "-" and ".": a domain that may only need lowercasing. */
const CASED_DOMAIN = /^[A-Za-z0-9.-]+$/;

/**
 * https://url.spec.whatwg.org/#host-state (and file host state): the serialized host of `text`,
 * "" for a file URL's "localhost", or null where the host parser fails (the general path then
 * reports the failure).
 */
export function typedHost(text: string, file: boolean): string | null {
  const host = lowercasedDomain(text) ?? parsedHost(text);
  return file && host === 'localhost' ? '' : host;
}

/** A domain that lowercasing makes normal (grammar/normalized.pegjs domain), or null. */
function lowercasedDomain(text: string): string | null {
  if (!CASED_DOMAIN.test(text)) return null;
  const lower = text.toLowerCase();
  return isNormalDomain(lower) ? lower : null;
}

function parsedHost(text: string): string | null {
  try {
    return parseHost(toUSVString(text), false, 0, undefined);
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
}

/** https://url.spec.whatwg.org/#port-state: whether digits as written (or none) make a port in range; else the parser fails. */
export function isPortInRange(digits: string | null): boolean {
  return digits === null || Number(digits) <= 65535;
}

/** https://url.spec.whatwg.org/#port-state: digits in range, '' for none, the default as null. */
export function typedPort(scheme: string, digits: string | null): number | null {
  if (digits === null || digits === '') return null;
  const port = Number(digits);
  return port === defaultPort(scheme) ? null : port;
}

/** https://url.spec.whatwg.org/#path-state: each segment percent-encoded, then appended (dot segments, drive letters). */
export function typedPath(segments: readonly string[], file: boolean): string[] {
  const path: string[] = [];
  const last = segments.length - 1;
  for (let i = 0; i <= last; i++) {
    const segment = utf8PercentEncodeString(segments[i], EncodeSet.Path);
    // Only a segment starting with "." or "%" can be a dot segment, and only a file URL's first one a drive letter.
    const first = segment.charCodeAt(0);
    if (first !== 0x2e && first !== 0x25 && !(file && path.length === 0)) path.push(segment);
    else appendSegment(path, segment, i === last, file);
  }
  return path;
}

/** https://url.spec.whatwg.org/#query-state of a special URL, UTF-8. */
export function typedQuery(query: string | null): string | null {
  return query === null ? null : utf8PercentEncodeString(query, EncodeSet.SpecialQuery);
}

/** https://url.spec.whatwg.org/#fragment-state */
export function typedFragment(fragment: string | null): string | null {
  return fragment === null ? null : utf8PercentEncodeString(fragment, EncodeSet.Fragment);
}
