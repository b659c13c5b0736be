// IRIs and URIs (RFC 3987 section 3): mapping an IRI to a URI (3.1), converting a URI to an IRI
// (3.2), and a display form of a URL. The IRI character classes ucschar and iprivate (RFC 3987
// section 2.2) are defined here; what stays encoded for display (section 4.1 and more) is in
// src/core/display.ts, and when a host shows in Unicode in src/host/confusable.ts (docs/display.md).

import { parseURL } from '../whatwg/api';
import { booleanValue, hrefOf, numberArgument, readOptions, stringArgument } from '../core/arguments';
import { TextBuilder, addUTF8PercentEncoded, hexValue, percentDecodeString, percentEncodeByte } from '../core/characters';
import { displayDomain, domainRefusal } from '../host/confusable';
import { isHiddenOrReordering } from '../core/display';
import { isIprivate as inIprivate, isUcschar as inUcschar } from '../core/code-points';
import { URLFailure } from '../core/errors';
import { unicodeToASCII } from '../host/idna';
import { isASCIIString } from '../core/code-points';
import { isUnreserved } from '../core/code-points';
import { URLRecord, hasOpaquePath } from '../whatwg/record';
import { readModel } from '../model/read';
import { isSpecialScheme } from '../core/schemes';
import { serializePath } from '../whatwg/serializer';
import { URL } from '../whatwg/url';

// RFC 3987 section 2.2: ucschar and iprivate are defined in src/core/code-points.ts (shared with
// grammar/rfc3987.pegjs).
/** RFC 3987 section 2.2 ucschar: whether code point `cp` (another value: converted as a number) is one. */
export function isUcschar(cp: number): boolean {
  return inUcschar(numberArgument('isUcschar', 1, cp));
}

/** RFC 3987 section 2.2 iprivate: whether code point `cp` (another value: converted as a number) is one. */
export function isIprivate(cp: number): boolean {
  return inIprivate(numberArgument('isIprivate', 1, cp));
}

/** RFC 3987 section 3.1 (the optional part): US-ASCII not allowed in URIs, plus C0 controls and DEL. */
const UNSAFE_ASCII: Uint8Array = buildUnsafeASCII();

/** ASCII code unit -> 1 when iriToURI's encodeUnsafeASCII encodes it. */
function buildUnsafeASCII(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 0x20; c++) table[c] = 1;
  for (const c of ' "<>\\^`{|}\u007f') table[c.charCodeAt(0)] = 1;
  return table;
}

/** RFC 3987 sections 2.2, 4.1 and 6.1: whether a decoded non-ASCII code point is shown there. */
function isAllowedInIRI(cp: number, inQuery: boolean): boolean {
  if (isHiddenOrReordering(cp)) return false;
  return inUcschar(cp) || (inQuery && inIprivate(cp));
}

/** Options of iriToURI. */
export interface IRIToURIOptions {
  /** RFC 3987 3.1: convert a non-ASCII reg-name with IDNA ToASCII (UseSTD3ASCIIRules). Default false. */
  idna?: boolean | undefined;
  /** RFC 3987 3.1: also percent-encode space, < > " { } | \ ^ ` (and C0 controls, DEL). Default true. */
  encodeUnsafeASCII?: boolean | undefined;
}

/**
 * RFC 3987 section 3.1: maps an IRI (or IRI reference) to a URI: every non-ASCII code point is
 * percent-encoded as UTF-8 with uppercase hex (a lone surrogate as U+FFFD). "%", "#", "[" and "]"
 * are never converted. With `idna`, a reg-name with non-ASCII is converted with ToASCII first;
 * if that fails, the host is percent-encoded like the rest. Another value is converted as a
 * USVString; a wrong option type is an OptionError (a TypeError). Never throws otherwise.
 */
export function iriToURI(iri: string, options?: IRIToURIOptions | null): string {
  const text = stringArgument('iriToURI', 1, iri);
  const bag = readOptions('iriToURI', options);
  const idna = booleanValue('iriToURI', 'idna', bag.idna, false);
  const encodeUnsafe = booleanValue('iriToURI', 'encodeUnsafeASCII', bag.encodeUnsafeASCII, true);
  return percentEncodeIRI(idna ? hostToASCII(text) : text, encodeUnsafe);
}

// RFC 3987 3.1, the ireg-name conversion with ToASCII (RFC 3490 via UTS #46, src/host/idna.ts).
function hostToASCII(iri: string): string {
  const ref = readModel(iri, { mode: 'generic', fixedMode: true });
  if (ref instanceof URLFailure || ref.authority === null) return iri;
  const { host, hostOffset } = ref.authority;
  const decoded = percentDecodeString(host);
  if (host.startsWith('[') || isASCIIString(decoded)) return iri;
  const ascii = unicodeToASCII(decoded, true);
  if (ascii === null) return iri;
  return iri.slice(0, hostOffset) + ascii + iri.slice(hostOffset + host.length);
}

// RFC 3987 3.1 step 2: UTF-8, then %HH for each octet (steps 2.1 and 2.2; a lone surrogate as U+FFFD).
function percentEncodeIRI(text: string, encodeUnsafe: boolean): string {
  let i = 0;
  while (i < text.length && !needsEncoding(text.charCodeAt(i), encodeUnsafe)) i++;
  if (i === text.length) return text;
  const output = new TextBuilder();
  let start = 0;
  for (; i < text.length; i++) {
    if (!needsEncoding(text.charCodeAt(i), encodeUnsafe)) continue;
    if (start < i) output.add(text.slice(start, i));
    const cp = text.codePointAt(i) as number;
    if (cp < 0x80) output.add(percentEncodeByte(cp));
    else addUTF8PercentEncoded(output, cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp);
    if (cp > 0xffff) i++;
    start = i + 1;
  }
  if (start < text.length) output.add(text.slice(start));
  return output.toString();
}

/** Whether percentEncodeIRI encodes code unit `c`: non-ASCII, and (if asked) unsafe ASCII. */
function needsEncoding(c: number, encodeUnsafe: boolean): boolean {
  return c >= 0x80 || (encodeUnsafe && UNSAFE_ASCII[c] === 1);
}

/**
 * RFC 3987 section 3.2: converts a URI to an IRI. Decodes percent-encoded unreserved ASCII and
 * strictly valid UTF-8 sequences whose character is ucschar (or iprivate in the query), except
 * those that hide or reorder text (src/core/display.ts). "%25", reserved characters, ASCII not allowed
 * in URIs and invalid UTF-8 stay encoded, as written; so does a reg-name whose decoded form fails
 * the IDN display policy (src/host/confusable.ts). Another value is converted as a USVString. Never
 * throws for a string; when the URL grammar rejects the input's authority the host and query are
 * not located: iprivate is decoded nowhere and the host is decoded like the rest.
 */
export function uriToIRI(uri: string): string {
  const text = stringArgument('uriToIRI', 1, uri);
  const ref = readModel(text, { mode: 'generic', fixedMode: true });
  if (ref instanceof URLFailure) return decodeForIRI(text, false);
  let output = '';
  let start = 0;
  if (ref.authority !== null && !ref.authority.host.startsWith('[')) {
    const { host, hostOffset } = ref.authority;
    output = decodeForIRI(text.slice(0, hostOffset), false) + decodeRegName(host);
    start = hostOffset + host.length;
  }
  if (ref.query === null) return output + decodeForIRI(text.slice(start), false);
  const queryStart = ref.pathEnd + 1;
  const queryEnd = queryStart + ref.query.length;
  output += decodeForIRI(text.slice(start, queryStart), false) + decodeForIRI(ref.query, true);
  return output + decodeForIRI(text.slice(queryEnd), false);
}

/** RFC 3987 section 3.2 on a reg-name, kept as written when its decoded form fails the IDN policy. */
function decodeRegName(host: string): string {
  const decoded = decodeForIRI(host, false);
  return decoded === host || domainRefusal(decoded) === null ? decoded : host;
}

/**
 * RFC 3987 section 3.2 steps 2 to 5 on one piece of a URI. Escapes kept as written stay in the
 * slices of `text` between decoded characters.
 */
export function decodeForIRI(text: string, inQuery: boolean): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  const output = new TextBuilder();
  let start = 0; // text[start, i) is kept as written
  while (i >= 0) {
    const byte = escapedByte(text, i);
    if (byte < 0) {
      i = text.indexOf('%', i + 1);
      continue;
    }
    let decoded: string | null = null;
    let n = 1; // escapes read
    if (byte < 0x80) {
      if (isUnreserved(byte)) decoded = String.fromCharCode(byte);
    } else {
      const length = utf8SequenceLength(text, i);
      const cp = length === 0 ? -1 : decodeUTF8(text, i, length);
      if (cp >= 0 && isAllowedInIRI(cp, inQuery)) decoded = String.fromCodePoint(cp);
      n = length === 0 ? 1 : length;
    }
    const end = i + 3 * n;
    if (decoded !== null) {
      if (start < i) output.add(text.slice(start, i));
      output.add(decoded);
      start = end;
    }
    i = text.indexOf('%', end);
  }
  if (start === 0) return text;
  if (start < text.length) output.add(text.slice(start));
  return output.toString();
}

/** The byte of the percent-encoded byte ("%" and two hex digits) at `at`, or -1. */
function escapedByte(text: string, at: number): number {
  if (at + 2 >= text.length || text.charCodeAt(at) !== 0x25) return -1;
  const hi = hexValue(text.charCodeAt(at + 1));
  const lo = hexValue(text.charCodeAt(at + 2));
  return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
}

/** Length of the strictly well-formed UTF-8 sequence of escapes at `at` (Unicode Table 3-7), or 0. */
function utf8SequenceLength(text: string, at: number): number {
  const lead = escapedByte(text, at);
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    else if (lead === 0xed) high = 0x9f; // no surrogates
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    else if (lead === 0xf4) high = 0x8f; // nothing above U+10FFFF
  } else return 0;
  const second = escapedByte(text, at + 3);
  if (second < low || second > high) return 0;
  for (let m = 2; m < length; m++) {
    const next = escapedByte(text, at + 3 * m);
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return length;
}

/** RFC 3629: the code point of a well-formed UTF-8 sequence of `length` escapes at `at`. */
function decodeUTF8(text: string, at: number, length: number): number {
  let cp = escapedByte(text, at) & (0xff >> (length + 1));
  for (let m = 1; m < length; m++) cp = (cp << 6) | (escapedByte(text, at + 3 * m) & 0x3f);
  return cp;
}

/**
 * A human-readable form of a URL (RFC 3987 section 3.2 applied per component): for special
 * schemes the host in Unicode (URL Standard "domain to Unicode") when it passes the IDN display
 * policy (src/host/confusable.ts), else as the URL has it; the other components decoded as uriToIRI
 * does. Takes a string, url-grammar's URL (its record), or the platform's or any object with a
 * string href (its href); another value is converted as a USVString. A string that does not
 * parse as a URL is converted with uriToIRI. Never throws for a string or a URL.
 */
export function toDisplayString(url: string | URL | { readonly href: string }): string {
  const record = recordOf(url);
  if (record !== null) return displayRecord(record);
  const text = hrefOf(url) ?? stringArgument('toDisplayString', 1, url);
  const parsed = parseURL(text);
  return parsed.url === null ? uriToIRI(text) : displayRecord(parsed.url);
}

/**
 * The record of url-grammar's URL object, or null for anything else (src/whatwg/url.ts): another
 * object with a `record` field is read by its href, as any URL object, not trusted as a record.
 */
function recordOf(url: unknown): URLRecord | null {
  return url instanceof URL ? url.record : null;
}

/** URL Standard "URL serializing", each component shown as RFC 3987 section 3.2 allows. */
function displayRecord(record: URLRecord): string {
  let output = record.scheme + ':';
  if (record.host !== null) output += '//' + displayAuthority(record);
  else if (!hasOpaquePath(record) && record.path.length > 1 && record.path[0] === '') output += '/.';
  output += decodeForIRI(serializePath(record), false);
  if (record.query !== null) output += '?' + decodeForIRI(record.query, true);
  if (record.fragment !== null) output += '#' + decodeForIRI(record.fragment, false);
  return output;
}

/** URL Standard "URL serializing" of the authority, with a Unicode domain and decoded userinfo. */
function displayAuthority(record: URLRecord): string {
  let output = '';
  if (record.username !== '' || record.password !== '') {
    output += decodeForIRI(record.username, false);
    if (record.password !== '') output += ':' + decodeForIRI(record.password, false);
    output += '@';
  }
  const host = record.host as string;
  const domain = isSpecialScheme(record.scheme) && !host.startsWith('[');
  output += domain ? displayDomain(host) : decodeRegName(host);
  if (record.port !== null) output += ':' + record.port;
  return output;
}
