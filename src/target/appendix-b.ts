// RFC 3986 Appendix B "Parsing a URI Reference with a Regular Expression", and the authority split
// hand-written splitters do after it (the expression stops at the authority). It matches every
// string: this reading never fails.

import type { Components } from './components';

// Appendix B's expression as the RFC writes it; with the "s" flag so that "." in the fragment
// group also takes line terminators, as "every string" needs. One start position and no nested
// quantifiers: linear in the input.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/** The five groups of Appendix B ($2, $4, $5, $7, $9), with the authority split as splitters do. */
export function splitAppendixB(text: string): Components {
  const match: readonly (string | undefined)[] = APPENDIX_B.exec(text) ?? []; // never null: it matches every string
  const scheme = match[2] ?? null;
  const path = match[5] ?? '';
  const query = match[7] ?? null;
  const fragment = match[9] ?? null;
  const authority = match[4] ?? null;
  if (authority === null) return { scheme, userinfo: null, host: null, port: null, path, query, fragment, span: null };
  const start = (match[1]?.length ?? 0) + 2;
  const { userinfo, host, port } = splitAuthority(authority);
  // One object literal of a fixed shape (an object spread here cost ten times the expression).
  return { scheme, userinfo, host, port, path, query, fragment, span: { start, end: start + authority.length } };
}

/**
 * The authority as hand-written splitters split it (RFC 3986 section 3.2's order, no grammar):
 * the userinfo ends at the FIRST "@" (splitters search for it from the start); then an IP literal
 * "[...]" ends at its "]", and a ":" right after it starts the port (other text after the "]"
 * stays in the host); any other host ends at the LAST ":", the port after it.
 */
export function splitAuthority(authority: string): Pick<Components, 'userinfo' | 'host' | 'port'> {
  const at = authority.indexOf('@');
  const userinfo = at < 0 ? null : authority.slice(0, at);
  const hostport = authority.slice(at + 1);
  const close = hostport.charCodeAt(0) === 0x5b ? hostport.indexOf(']') : -1;
  if (close > 0) {
    const rest = hostport.slice(close + 1);
    if (rest === '') return { userinfo, host: hostport, port: null };
    if (rest.charCodeAt(0) === 0x3a) return { userinfo, host: hostport.slice(0, close + 1), port: rest.slice(1) };
    return { userinfo, host: hostport, port: null };
  }
  const colon = hostport.lastIndexOf(':');
  if (colon < 0) return { userinfo, host: hostport, port: null };
  return { userinfo, host: hostport.slice(0, colon), port: hostport.slice(colon + 1) };
}
