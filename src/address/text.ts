// The strict text form of an IP address, as DNS and getaddrinfo return it: RFC 3986 section 3.2.2
// `IPv4address` (dotted decimal, four parts, no leading zeros) and `IPv6address` (RFC 4291
// section 2.2), optionally followed by an RFC 4007 section 11 zone. None of the forms the URL
// Standard or inet_aton also read (hexadecimal, octal, fewer parts, brackets) is accepted: an
// address that two readers could read differently is refused, not guessed at.

import { OptionError } from '../core/arguments';
import { hexValue } from '../core/characters';
import { parseIPv6 } from '../host/ipv6';

const FN = 'classifyAddress';
const DOT = 0x2e;
const COLON = 0x3a;
const PERCENT = 0x25;
const ZERO = 0x30;
const NINE = 0x39;

/** What the strict form is, as every error message states it. */
const STRICT_FORM =
  'an IP address in the text form DNS returns: dotted-decimal IPv4 (four decimal numbers 0-255, no leading zeros) ' +
  'or RFC 4291 IPv6 text (no brackets), optionally with a %zone';

/**
 * The longest text read: the longest IPv6 text (45 characters, RFC 4291 with a dotted-quad tail)
 * and a zone of at most 64 (interface names are at most 15 bytes on Linux, BSD and macOS, zone
 * indexes are numbers). Longer input is refused before it is scanned: constant time.
 */
const MAX_ZONE = 64;
const MAX_TEXT = 45 + 1 + MAX_ZONE;

/** What to do instead, for a form a URL parser reads but DNS never returns. */
const ADVICE = 'parse the URL first (inspectTarget) or pass the address DNS returned';

/** An address read in the strict text form. */
export type ParsedAddress =
  | { readonly family: 'ipv4'; readonly ipv4: number; readonly ipv6: null; readonly zone: null }
  | { readonly family: 'ipv6'; readonly ipv4: 0; readonly ipv6: Uint16Array; readonly zone: string | null };

/** A culprit as a message quotes it: in quotes, cut to 40 code units. */
function quote(text: string): string {
  return `'${text.length > 40 ? `${text.slice(0, 40)}...` : text}'`;
}

/** The OptionError for `address`, saying what is wrong with it (`problem`). */
function refuse(address: string, problem: string): OptionError {
  return new OptionError(FN, 'argument 1', `${STRICT_FORM}; ${quote(address)} ${problem}`, address);
}

/** Whether `c` is an ASCII digit. */
function isDigit(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

/**
 * RFC 3986 `dec-octet` over text[start, end): "0"-"255" without leading zeros. Returns the value
 * or -1.
 */
function decOctet(text: string, start: number, end: number): number {
  const length = end - start;
  if (length < 1 || length > 3) return -1;
  if (length > 1 && text.charCodeAt(start) === ZERO) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return -1;
    value = value * 10 + (c - ZERO);
  }
  return value <= 255 ? value : -1;
}

/**
 * RFC 3986 `IPv4address` over text[start, end): four dec-octets joined by dots. Returns the
 * address as an unsigned 32-bit number, or -1.
 */
export function parseStrictIPv4(text: string, start = 0, end: number = text.length): number {
  let value = 0;
  let partStart = start;
  for (let part = 0; part < 4; part++) {
    let partEnd = partStart;
    while (partEnd < end && partEnd - partStart < 4 && text.charCodeAt(partEnd) !== DOT) partEnd++;
    const octet = decOctet(text, partStart, partEnd);
    if (octet < 0) return -1;
    value = value * 256 + octet;
    if (part < 3) {
      if (partEnd >= end || text.charCodeAt(partEnd) !== DOT) return -1;
      partStart = partEnd + 1;
    } else if (partEnd !== end) {
      return -1;
    }
  }
  return value;
}

/**
 * RFC 3986 `IPv6address` (the text forms of RFC 4291 section 2.2) over text[0, end): h16 pieces
 * of one to four hex digits, at most one "::" standing for at least one zero piece, a dotted-
 * decimal IPv4 address allowed as the last two pieces. Returns null when it matches, else what is
 * wrong, as a message phrase.
 */
function ipv6Problem(text: string, end: number): string | null {
  let pieces = 0;
  let compressed = false;
  let i = 0;
  if (text.charCodeAt(0) === COLON) {
    if (text.charCodeAt(1) !== COLON) return 'begins with a single colon';
    compressed = true;
    i = 2;
  }
  while (i < end) {
    const start = i;
    while (i < end && i - start < 5 && hexValue(text.charCodeAt(i)) >= 0) i++;
    if (i < end && text.charCodeAt(i) === DOT) {
      if (parseStrictIPv4(text, start, end) < 0) return 'ends in an IPv4 address that is not four dotted-decimal numbers 0-255 without leading zeros';
      pieces += 2;
      break;
    }
    if (i - start > 4) return 'has a piece of more than four hexadecimal digits';
    if (i === start) return i < end && text.charCodeAt(i) === COLON ? 'has ":" three times in a row' : `has the character ${quote(text.charAt(i))}, which IPv6 text does not use`;
    pieces++;
    if (pieces > 8) return 'has more than eight pieces';
    if (i === end) break;
    if (text.charCodeAt(i) !== COLON) return `has the character ${quote(text.charAt(i))}, which IPv6 text does not use`;
    i++;
    if (i < end && text.charCodeAt(i) === COLON) {
      if (compressed) return 'has "::" more than once';
      compressed = true;
      i++;
    } else if (i === end) {
      return 'ends in a single colon';
    }
  }
  if (pieces > 8 || (compressed && pieces > 7)) return `has more than eight pieces${compressed ? ' ("::" stands for at least one)' : ''}`;
  if (!compressed && pieces < 8) return 'has fewer than eight pieces and no "::"';
  return null;
}

/** RFC 4007 section 11 zone: non-empty; RFC 3986 unreserved characters (interface names and numbers). */
function zoneProblem(zone: string): string | null {
  if (zone === '') return 'has an empty zone after "%"';
  for (let i = 0; i < zone.length; i++) {
    const c = zone.charCodeAt(i);
    const unreserved = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || isDigit(c) || c === 0x2d || c === DOT || c === 0x5f || c === 0x7e;
    if (!unreserved) return `has the character ${quote(zone.charAt(i))} in its zone, which holds only letters, digits, "-", ".", "_" and "~"`;
  }
  return null;
}

/** Parses `address` as IPv6 text with an optional zone; throws the OptionError that says why not. */
function parseIPv6Text(address: string): ParsedAddress {
  const percent = address.indexOf('%');
  const end = percent < 0 ? address.length : percent;
  const problem = ipv6Problem(address, end) ?? (percent < 0 ? null : zoneProblem(address.slice(percent + 1)));
  if (problem !== null) throw refuse(address, `is not RFC 4291 IPv6 text: it ${problem}`);
  const pieces = parseIPv6(address, 0, undefined, 0, end);
  return { family: 'ipv6', ipv4: 0, ipv6: pieces, zone: percent < 0 ? null : address.slice(percent + 1) };
}

/** Whether every code unit of `text` is one of the URL Standard's IPv4 number characters: hex digits, "x", ".". */
function isNumberLike(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (hexValue(c) < 0 && (c | 0x20) !== 0x78 && c !== DOT) return false;
  }
  return true;
}

/** Why `address`, which has no colon and is not strict IPv4, is refused. */
function ipv4Problem(address: string): string {
  if (address === '') return 'is empty';
  const trimmed = address.trim();
  if (trimmed !== address && trimmed !== '') return 'has white space around it';
  if (!isNumberLike(address) || !isDigit(address.charCodeAt(0))) {
    return 'is not an IP address: a domain name is resolved first (DNS), and each address it returns is classified';
  }
  if (address.charCodeAt(address.length - 1) === DOT) return `is not dotted-decimal IPv4: it ends in a dot, which the URL Standard drops; ${ADVICE}`;
  const parts = address.split('.');
  const forms: string[] = [];
  if (/0x/i.test(address)) forms.push('a hexadecimal part');
  if (parts.some((part) => part.length > 1 && part.charCodeAt(0) === ZERO && (part.charCodeAt(1) | 0x20) !== 0x78)) forms.push('a part with a leading zero (octal)');
  if (parts.length < 4) forms.push('fewer than four parts (a short form)');
  if (forms.length > 0) return `is not dotted-decimal IPv4: it has ${forms.join(' and ')}, which the URL Standard and inet_aton read; ${ADVICE}`;
  if (parts.some((part) => part === '')) return 'is not dotted-decimal IPv4: it has an empty part';
  if (parts.length > 4) return 'is not dotted-decimal IPv4: it has more than four parts';
  if (!parts.every((part) => /^[0-9]+$/.test(part))) return 'is not dotted-decimal IPv4: it has a part that is not a decimal number';
  return 'is not dotted-decimal IPv4: it has a part above 255';
}

/**
 * Reads `address` (classifyAddress's argument) in the strict text form. Anything else, a value
 * that is not a string included, is an OptionError that says what the strict form is and why the
 * argument is not in it. Linear in the length of `address`.
 */
export function parseAddressText(address: unknown): ParsedAddress {
  if (typeof address !== 'string') throw new OptionError(FN, 'argument 1', `a string: ${STRICT_FORM}`, address);
  if (address.length > MAX_TEXT) {
    throw refuse(address, `is ${address.length} characters long: IP address text has at most 45, and a zone at most ${MAX_ZONE}`);
  }
  const ipv4 = parseStrictIPv4(address);
  if (ipv4 >= 0) return { family: 'ipv4', ipv4, ipv6: null, zone: null };
  if (address.charCodeAt(0) === 0x5b) {
    throw refuse(address, `is in brackets, as a URL writes an IPv6 host: pass the address without them; ${ADVICE}`);
  }
  if (address.indexOf(':') >= 0) return parseIPv6Text(address);
  if (address.charCodeAt(address.length - 1) === PERCENT || address.indexOf('%') >= 0) {
    throw refuse(address, 'is not an IP address: only IPv6 addresses have a %zone');
  }
  throw refuse(address, ipv4Problem(address));
}
