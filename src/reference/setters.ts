// What the URLReference setters (src/reference/reference.ts) store, one function per component. A value,
// already a USVString (lone surrogates are U+FFFD), is UTF-8 percent-encoded with the URL
// Standard's percent-encode set for its component (section 1.3), or rejected with a typed error
// where no encoding keeps it one valid component (a host, a port). "%" is always kept, so escapes
// already in a value pass through. What a setter stores is ASCII without C0 controls, space or
// DEL: the URL parser's preprocessing (which strips them at the ends and removes every tab and
// newline) leaves an href built by the setters as it is, and no CR LF reaches a header.

import { EncodeSet, utf8PercentEncodeString } from '../core/characters';
import type { ValidationErrorCode } from '../core/errors';
import { isForbiddenDomainCodePoint } from '../host/idna';
import { quoteCodePoint } from '../core/messages';
import type { ParserMode } from '../core/schemes';
import { URLTypeError, urlTypeError } from '../whatwg/url';

/** Error codes of URLReference: the URL Standard's, and 'invalid-scheme' for the scheme setter. */
export type ReferenceErrorCode = ValidationErrorCode | 'invalid-scheme';

/** The TypeError URLReference throws: `code`, `offset` and `input`, and "code at offset N: why". */
export function referenceError(code: ReferenceErrorCode, offset: number, input: string, why: string): URLTypeError {
  return urlTypeError('Invalid URL reference', input, code, offset, `${code} at offset ${offset}: ${why}`);
}

/** URL Standard "userinfo percent-encode set": ":", "@", "/", "\", "?" and "#" would end the value. */
export function encodeUserinfo(value: string): string {
  return utf8PercentEncodeString(value, EncodeSet.Userinfo);
}

/**
 * URL Standard "path percent-encode set" ("?" and "#" would end the path). In web and file modes
 * "\" is a path separator, written "/" so that printing sees a leading "//" (URL Specification
 * "Normalise for Printing") and the path never reads back as an authority.
 */
export function encodePath(value: string, mode: ParserMode): string {
  const path = mode === 'generic' ? value : value.replace(/\\/g, '/');
  return utf8PercentEncodeString(path, EncodeSet.Path);
}

/** URL Standard "query percent-encode set" ("#" would end the query); "special-query" in web and file modes. */
export function encodeQuery(value: string, mode: ParserMode): string {
  return utf8PercentEncodeString(value, mode === 'generic' ? EncodeSet.Query : EncodeSet.SpecialQuery);
}

/** URL Standard "fragment percent-encode set". */
export function encodeFragment(value: string): string {
  return utf8PercentEncodeString(value, EncodeSet.Fragment);
}

/**
 * A host as the hostname setter stores it (RFC 3986 section 3.2.2: an IP-literal "[...]" or a
 * reg-name): a forbidden domain code point other than "%" (URL Standard section 3.5: C0 controls,
 * space, DEL, and "#/:<>?@[\]^|") is a host-invalid-code-point, but for an IP-literal that is the
 * whole host (its brackets, and ":" inside); non-ASCII is UTF-8 percent-encoded (C0 control
 * percent-encode set, as the opaque-host parser does; the domain parser decodes it again).
 */
export function hostValue(value: string): string {
  const bad = forbiddenHostOffset(value);
  if (bad !== -1) throw referenceError('host-invalid-code-point', bad, value, hostProblem(value.charCodeAt(bad)));
  return utf8PercentEncodeString(value, EncodeSet.C0Control);
}

/** The offset of the first code unit a host may not hold (see hostValue), or -1. */
function forbiddenHostOffset(value: string): number {
  // RFC 3986 section 3.2.2: IP-literal = "[" ... "]", and then the host ends.
  const close = value.charCodeAt(0) === 0x5b ? value.indexOf(']') : -1;
  if (close === -1) return forbiddenOffset(value, 0, value.length, false);
  const inside = forbiddenOffset(value, 1, close, true);
  if (inside !== -1) return inside;
  return close + 1 < value.length ? close + 1 : -1;
}

/** URL Standard "forbidden domain code point": the first but "%" in value[from, to) (and ":" in an IP-literal), or -1. */
function forbiddenOffset(value: string, from: number, to: number, literal: boolean): number {
  for (let i = from; i < to; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x25 || (literal && c === 0x3a) || !isForbiddenDomainCodePoint(c)) continue;
    return i;
  }
  return -1;
}

/** Why code unit `c` cannot be in a host (URL Standard "forbidden domain code point"). */
function hostProblem(c: number): string {
  const found = quoteCodePoint(c);
  if (!isForbiddenDomainCodePoint(c)) return `${found} follows an IP-literal "[...]", which is the whole host`;
  if (c === 0x3a) return `${found} outside "[...]" would start a port (set the port with the port setter)`;
  if (c === 0x5b || c === 0x5d) return `${found} is only allowed around an IP-literal "[...]"`;
  return `${found} is a forbidden domain code point (percent-encoding it would not make a valid host)`;
}

/** RFC 3986 section 3.2.3: port = *DIGIT, kept as written; anything else is port-invalid. */
export function portValue(value: string): string {
  const bad = value.search(/[^0-9]/);
  if (bad === -1) return value;
  const found = quoteCodePoint(value.codePointAt(bad) as number);
  throw referenceError('port-invalid', bad, value, `${found} in the port (a port is ASCII digits only)`);
}
