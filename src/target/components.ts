// The components of a reference as the RFC 3986 grammar and RFC 3986 Appendix B's expression read
// them (strings, as written), their resolution against a base by RFC 3986 section 5.2 (the code of
// src/rfc/resolution.ts on the component model), and the effective port of a reading.

import { asciiLowercase } from '../core/characters';
import { defaultPort } from '../core/schemes';
import type { ParsedAuthority, ParsedReference } from '../model/model';
import { pathOf } from '../model/model';
import { printPath } from '../model/printing';
import { rfc3986Transform } from '../rfc/resolution';

/** Where the authority (after "//") is in the input: UTF-16 offsets, end exclusive. */
export interface AuthoritySpan {
  readonly start: number;
  readonly end: number;
}

/** A reference's components as one parser read them (RFC 3986 section 3), as written. */
export interface Components {
  readonly scheme: string | null;
  readonly userinfo: string | null;
  /** The host ('' for an empty one), null when there is no authority. */
  readonly host: string | null;
  /** The port as written ('' for "host:"), null when there is no ":". */
  readonly port: string | null;
  readonly path: string;
  readonly query: string | null;
  readonly fragment: string | null;
  /** The authority's place in the input; null when there is none or it comes from the base. */
  readonly span: AuthoritySpan | null;
}

// RFC 3986 section 5.2.2 (strict), then 5.2.4 on the path: the reference's authority is kept
// (with its place in the input) when it has a scheme or an authority, else the base's is taken.
export function resolveComponents(ref: Components, base: Components | null): Components {
  if (ref.scheme === null && (base === null || base.scheme === null)) return ref;
  // Section 5.2.2 with a scheme: T is R, its path without dot segments (none to remove: R itself).
  if (ref.scheme !== null && !DOT_SEGMENT.test(ref.path)) return ref;
  const result = rfc3986Transform(modelOf(ref), base === null ? null : modelOf(base), true);
  if (result.failure !== null) return ref;
  const own = ref.scheme !== null || ref.host !== null;
  return componentsOf(result.reference, own ? ref.span : null);
}

/** A "." or ".." segment of a path (RFC 3986 section 5.2.4 removes them). */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** The components as the model holds them: the whole userinfo as the username (resolution copies it). */
function modelOf(parts: Components): ParsedReference {
  return {
    scheme: parts.scheme,
    authority: parts.host === null ? null : authorityOf(parts),
    drive: null,
    driveOffset: -1,
    ...pathOf(parts.path),
    pathStart: -1,
    pathEnd: -1,
    query: parts.query,
    fragment: parts.fragment,
  };
}

/** The authority of `parts` (which has a host) in the model. */
function authorityOf(parts: Components): ParsedAuthority {
  return {
    username: parts.userinfo,
    usernameOffset: -1,
    password: null,
    host: parts.host ?? '',
    hostOffset: -1,
    port: parts.port,
    portOffset: -1,
    serializedHost: null,
  };
}

/** The model's reference as components (RFC 3986 section 5.3's strings). */
function componentsOf(ref: ParsedReference, span: AuthoritySpan | null): Components {
  const authority = ref.authority;
  const userinfo = authority === null || authority.username === null ? null : authority.password === null ? authority.username : `${authority.username}:${authority.password}`;
  return {
    scheme: ref.scheme,
    userinfo,
    host: authority === null ? null : authority.host,
    port: authority === null ? null : authority.port,
    path: printPath(ref),
    query: ref.query,
    fragment: ref.fragment,
    span: authority === null ? null : span,
  };
}

/**
 * The effective port of a reading: the port as a decimal number when it is all ASCII digits and
 * within 0..65535; the scheme's default port (URL Standard "default port", one table for every
 * reading, so that only real differences show) when it is empty or absent; otherwise null.
 */
export function effectivePort(scheme: string | null, port: string | null): number | null {
  if (port !== null && port !== '') {
    if (!/^[0-9]+$/.test(port)) return null;
    const value = Number(port);
    return value <= 65535 ? value : null;
  }
  return scheme === null ? null : defaultPort(asciiLowercase(scheme));
}
