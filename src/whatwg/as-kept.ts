// The kept fast path (grammar/normalized.pegjs kept_web_url): a web URL whose every part the
// basic URL parser keeps as written, split by the rule's regular expression. Its parts are the
// URL record's as they stand, so nothing is normalised: only what the rule does not say is
// checked here (a special scheme, a host that is no number, a port in range, no dot segment).
// URLPattern reads request URLs this way first (a request's URL is most often one).

import { CAPTURE_PATTERNS } from '../../generated/normalized';
import { specialSchemeOf } from '../core/schemes';
import { endsInANumber } from '../host/ipv4';
import { type TypedURL, TYPED_MAX_LENGTH, hrefOf, isPortAsWritten, typedPort } from './as-typed';
import { hasDotSegment } from './path';

const KEPT_URL: RegExp = CAPTURE_PATTERNS.kept_web_url.pattern;
const GROUPS = CAPTURE_PATTERNS.kept_web_url.groups;

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser (no base, no state override) on `input`
 * when it is a web URL kept as written: its parts and href, the same as parseTypedURL's; null
 * otherwise (take the typed path, then the general one).
 */
export function parseKeptURL(input: string): TypedURL | null {
  if (input.length > TYPED_MAX_LENGTH) return null; // the general path takes longer inputs (as-typed.ts)
  const match = KEPT_URL.exec(input);
  if (match === null) return null;
  // https://url.spec.whatwg.org/#scheme-state: a special scheme (its name as held, no hashing of the
  // capture); a file URL has no port and another host state.
  const scheme = specialSchemeOf(match[GROUPS.scheme]);
  if (scheme === null || scheme === 'file') return null;
  const host = match[GROUPS.host];
  // https://url.spec.whatwg.org/#concept-host-parser step 9: a host that ends in a number is an IPv4 address.
  if (endsInANumber(host)) return null;
  const digits = match[GROUPS.port];
  const port = digits === undefined ? null : typedPort(scheme, digits);
  if (port === undefined) return null; // out of range: a failure, which the general path reports
  // https://url.spec.whatwg.org/#path-state: a dot segment is resolved, not kept.
  const pathname = match[GROUPS.path];
  if (hasDotSegment(pathname)) return null;
  const query = match[GROUPS.query];
  const fragment = match[GROUPS.fragment];
  const typed = { scheme, host, port, pathname, segments: null, query: query ?? null, fragment: fragment ?? null, href: input };
  // The port state drops a default port and leading zeros: the href then has the port as serialized.
  if (!isPortAsWritten(port, digits)) typed.href = hrefOf(typed, input.slice(scheme.length + 3 + host.length + 1 + (digits as string).length));
  return typed;
}
