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

/** The kept_web_url match of `input`, or null (longer inputs take the general path: as-typed.ts). */
function matchKept(input: string): RegExpExecArray | null {
  return input.length > TYPED_MAX_LENGTH ? null : KEPT_URL.exec(input);
}

/**
 * The special scheme of a kept_web_url match when the parser keeps every part as written (what
 * the rule does not say, checked); else null.
 */
function keptScheme(match: RegExpExecArray): string | null {
  // https://url.spec.whatwg.org/#scheme-state: a special scheme (its name as held, no hashing of the
  // capture); a file URL has no port and another host state.
  const scheme = specialSchemeOf(match[GROUPS.scheme]);
  if (scheme === null || scheme === 'file') return null;
  // https://url.spec.whatwg.org/#concept-host-parser step 9: a host that ends in a number is an IPv4 address.
  if (endsInANumber(match[GROUPS.host])) return null;
  // https://url.spec.whatwg.org/#port-state: a port out of range is a failure, which the general path reports.
  const digits = match[GROUPS.port];
  if (digits !== undefined && typedPort(scheme, digits) === undefined) return null;
  // https://url.spec.whatwg.org/#path-state: a dot segment is resolved, not kept.
  return hasDotSegment(match[GROUPS.path]) ? null : scheme;
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser (no base, no state override) on `input`
 * when it is a web URL kept as written: its parts and href, the same as parseTypedURL's; null
 * otherwise (take the typed path, then the general one).
 */
export function parseKeptURL(input: string): TypedURL | null {
  const match = matchKept(input);
  const scheme = match === null ? null : keptScheme(match);
  if (match === null || scheme === null) return null;
  const host = match[GROUPS.host];
  const digits = match[GROUPS.port];
  const port = digits === undefined ? null : (typedPort(scheme, digits) as number | null);
  const query = match[GROUPS.query];
  const fragment = match[GROUPS.fragment];
  const typed = { scheme, host, port, pathname: match[GROUPS.path], segments: null, query: query ?? null, fragment: fragment ?? null, href: input };
  // The port state drops a default port and leading zeros: the href then has the port as serialized.
  if (!isPortAsWritten(port, digits)) typed.href = hrefOf(typed, input.slice(scheme.length + 3 + host.length + 1 + (digits as string).length));
  return typed;
}

/** parseKeptURL's pathname alone (https://url.spec.whatwg.org/#url-path-serializer), no other part made; null where it gives null. */
export function parseKeptPathname(input: string): string | null {
  const match = matchKept(input);
  return match !== null && keptScheme(match) !== null ? match[GROUPS.path] : null;
}
