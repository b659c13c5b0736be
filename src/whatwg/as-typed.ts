// The fast path's post-parse pass (grammar/normalized.pegjs typed_url): the parts of a special
// URL as people type it, normalised as the URL Standard's basic URL parser does (host parser,
// port state, path state, percent-encoding of the query and fragment). Each part comes as the
// grammar matched it, so it holds no tab or newline, no credentials and no IPv6 address.

import { EncodeSet, utf8PercentEncodeString } from '../core/characters';
import { toUSVString } from '../core/arguments';
import { URLFailure } from '../core/errors';
import { defaultPort } from '../core/schemes';
import { parseHost } from '../host/host';
import { appendSegment } from './path';

/**
 * https://url.spec.whatwg.org/#host-state (and file host state): the serialized host of `text`,
 * "" for a file URL's "localhost", or null where the host parser fails (the general path then
 * reports the failure).
 */
export function typedHost(text: string, file: boolean): string | null {
  let host: string;
  try {
    host = parseHost(toUSVString(text), false, 0, undefined); // an ASCII domain is only lowercased there
  } catch (error) {
    if (error instanceof URLFailure) return null;
    throw error;
  }
  return file && host === 'localhost' ? '' : host;
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
  for (let i = 0; i <= last; i++) appendSegment(path, utf8PercentEncodeString(segments[i], EncodeSet.Path), i === last, file);
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
