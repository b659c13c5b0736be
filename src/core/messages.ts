// Messages of the URL Standard's validation errors: one sentence that says why, naming the
// culprit. Built when a message is read (src/core/errors.ts), from the input and the error's subject.

import { NONCHARACTERS, inRanges } from './code-points';
import { HEX, percentDecodeString } from './characters';
import type { ValidationErrorCode } from './errors';

/** "U+0020", four hex digits at least. */
export function codePointName(codePoint: number): string {
  return `U+${upperHex(codePoint, 4)}`;
}

/**
 * A non-negative integer in upper-case hexadecimal, at least `width` digits. (V8 with ICU
 * upper-cases through its runtime, `toString(16).toUpperCase()` about 1 µs: a failure's message
 * is built where a URL fails, in URL.canParse too.)
 */
export function upperHex(value: number, width: number): string {
  let hex = '';
  let rest = value;
  do {
    hex = HEX[rest % 16] + hex;
    rest = Math.floor(rest / 16);
  } while (rest > 0 || hex.length < width);
  return hex;
}

/** A code point quoted with its name: '" " (U+0020)'; controls and invisible ones by name only. */
export function quoteCodePoint(codePoint: number): string {
  const name = codePointName(codePoint);
  const visible = codePoint > 0x20 && codePoint !== 0x7f && !(codePoint >= 0x80 && codePoint < 0xa0) && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return visible ? `${JSON.stringify(String.fromCodePoint(codePoint))} (${name})` : name;
}

/** The text quoted, cut to 40 code units; invisible code points (controls, format characters) named after it. */
export function quote(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}...` : text;
  const invisible = [...new Set(Array.from(shown).filter((c) => INVISIBLE.test(c)))].slice(0, 4);
  const names = invisible.length === 0 ? '' : ` (with ${invisible.map((c) => codePointName(c.codePointAt(0) as number)).join(', ')})`;
  return `${JSON.stringify(shown)}${names}`;
}

/** Code points a reader cannot see in a quote: controls, format characters, unpaired surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

function isSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdfff;
}

/** What is wrong with the code unit(s) at `offset` for invalid-URL-unit. */
function describeUnit(source: string, offset: number, subject: string | undefined): string {
  const unit = source.charCodeAt(offset);
  if (subject === 'leading') return `leading C0 control or space ${quoteCodePoint(unit)} is removed`;
  if (subject === 'trailing') return `trailing C0 control or space ${quoteCodePoint(unit)} is removed`;
  if (subject === 'tab-or-newline') return `ASCII tab or newline ${codePointName(unit)} is removed`;
  if (unit === 0x25) return `"%" is not followed by two hex digits (write "%25" for a literal "%")`;
  if (Number.isNaN(unit)) return 'end of input';
  const codePoint = source.codePointAt(offset) as number;
  if (isSurrogate(codePoint)) return `lone surrogate ${codePointName(codePoint)} is not a URL code point`;
  const kind = inRanges(codePoint, NONCHARACTERS) ? 'noncharacter ' : '';
  return `${kind}${quoteCodePoint(codePoint)} is not a URL code point (percent-encode it)`;
}

/** The why of each code, without the "code at offset N: " prefix. */
function why(code: ValidationErrorCode, offset: number, length: number, source: string, subject: string | undefined): string {
  const at = source.charCodeAt(offset);
  const found = Number.isNaN(at) ? 'the end of the input' : quoteCodePoint(source.codePointAt(offset) as number);
  switch (code) {
    case 'invalid-URL-unit':
      return describeUnit(source, offset, subject);
    case 'special-scheme-missing-following-solidus':
      return subject === 'ignored'
        ? `${found} after the scheme's "//" is ignored (a special URL's authority follows exactly "//")`
        : `"//" should follow ${subject === undefined ? 'the scheme' : JSON.stringify(subject + ':')}, found ${found}`;
    case 'invalid-reverse-solidus':
      return '"\\" is read as a path separator "/" in a special URL (write "/")';
    case 'invalid-credentials':
      return '"@" ends credentials (user name and password), which a valid URL does not contain';
    case 'host-missing':
      if (subject === 'no-segment') return 'a special URL needs a host, and no path segment can provide one';
      return subject === 'credentials-or-port'
        ? `credentials or a port without a host, found ${found}`
        : `a special URL needs a host, found ${found}`;
    case 'missing-scheme-non-relative-URL':
      return subject === undefined
        ? 'the input has no scheme and there is no base URL to resolve it against'
        : `the input has no scheme and the base URL ${quote(subject)} has an opaque path (only a "#fragment" can be relative to it)`;
    case 'port-out-of-range':
      return `port ${subject ?? ''} is greater than 65535`;
    case 'port-invalid':
      if (subject === 'file') return 'a file URL cannot have a port';
      return `${found} in the port (a port is ASCII digits only)`;
    case 'file-invalid-Windows-drive-letter':
      return `drive letter ${quote(source.slice(offset, offset + 2))} in a relative reference against a file: base replaces the base's path`;
    case 'file-invalid-Windows-drive-letter-host':
      return `drive letter ${quote(source.slice(offset, offset + 2))} where the host should be (write "file:///${source.slice(offset, offset + 2)}")`;
    case 'domain-percent-encoded':
      return `percent-encoded byte ${quote(source.slice(offset, offset + 3))} in the host ${subject === undefined ? '' : quote(subject)} (write the code point itself)`;
    case 'domain-to-ASCII':
      return subject ?? 'the domain fails UTS #46 ToASCII';
    case 'IPv4-non-ASCII-input':
      return describeNonASCIIInput(source.slice(offset, offset + length), subject);
    case 'host-invalid-code-point':
      return `forbidden host code point ${found} in the opaque host${subject === undefined ? '' : ` ${quote(subject)}`}`;
    default:
      return describeAddressError(code, found, subject);
  }
}

/**
 * IPv4-non-ASCII-input: `culprit` is the host's first non-ASCII code point as written (itself, or
 * its percent-encoded UTF-8 bytes), `address` the ASCII domain it maps to, which ends in a number.
 */
function describeNonASCIIInput(culprit: string, address: string | undefined): string {
  const decoded = percentDecodeString(culprit);
  const codePoint = decoded.codePointAt(0);
  const named = codePoint === undefined ? 'code point' : INVISIBLE.test(String.fromCodePoint(codePoint)) ? codePointName(codePoint) : quoteCodePoint(codePoint);
  const written = culprit.startsWith('%') ? ` (written ${quote(culprit)})` : '';
  const to = address === undefined ? 'a domain ending in a number' : quote(address);
  return `non-ASCII ${named}${written} in a host that maps to ${to}, read as an IPv4 address (write the address in ASCII digits)`;
}

/** IPv4 and IPv6 address errors. */
function describeAddressError(code: ValidationErrorCode, found: string, subject: string | undefined): string {
  const part = subject === undefined ? '' : ` ${quote(subject)}`;
  switch (code) {
    case 'IPv4-empty-part':
      return `the IPv4 address${part} ends in an empty part (a trailing ".")`;
    case 'IPv4-too-many-parts':
      return `the IPv4 address${part} has more than four parts`;
    case 'IPv4-non-numeric-part':
      return `the host ends in a number, so it is read as an IPv4 address, but part${part} is not a number`;
    case 'IPv4-non-decimal-part':
      return `IPv4 part${part} is hexadecimal or octal (a valid IPv4 address is decimal)`;
    case 'IPv4-out-of-range-part':
      return `IPv4 part${part} is out of range (greater than 255, or too large for the bytes it fills)`;
    case 'IPv4-too-few-parts':
      return `the IPv4 address${part} has fewer than four parts`;
    case 'IPv6-unclosed':
      return `the IPv6 address${part} has no closing "]"`;
    case 'IPv6-invalid-compression':
      return `the IPv6 address starts with a single ":" (compression is "::")`;
    case 'IPv6-too-many-pieces':
      return `the IPv6 address has more than eight pieces, found ${found}`;
    case 'IPv6-multiple-compression':
      return 'the IPv6 address has a second "::"';
    case 'IPv6-invalid-code-point':
      return `${found} in the IPv6 address (expected a hex digit, ":" or an IPv4 address)`;
    case 'IPv6-too-few-pieces':
      return 'the IPv6 address has fewer than eight pieces and no "::"';
    case 'IPv6-piece-leading-zero':
      return `IPv6 piece${part} has a leading zero`;
    case 'IPv4-in-IPv6-too-many-pieces':
      return 'an IPv4 address in the IPv6 address comes after more than six pieces';
    case 'IPv4-in-IPv6-invalid-code-point':
      return `${found} in the IPv4 address inside the IPv6 address`;
    case 'IPv4-in-IPv6-out-of-range-part':
      return 'a part of the IPv4 address inside the IPv6 address is greater than 255';
    case 'IPv4-in-IPv6-too-few-parts':
      return 'the IPv4 address inside the IPv6 address has fewer than four parts';
    default:
      return code;
  }
}

/** "code at offset N: why". */
export function describeValidationError(code: ValidationErrorCode, offset: number, length: number, source: string, subject: string | undefined): string {
  return `${code} at offset ${offset}: ${why(code, offset, length, source, subject)}`;
}
