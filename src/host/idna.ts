// IDNA (URL Standard section 3.3 "IDNA"): the domain parser ("domain to ASCII") and domain to
// Unicode, on top of UTS #46 (src/host/uts46.ts). Also the forbidden host/domain code points
// (section 3.2 "Host miscellaneous"), which the domain parser needs.

import { isASCIIString } from '../core/code-points';
import { type UTS46Options, toASCII as uts46ToASCII, toUnicode as uts46ToUnicode } from './uts46';

/** The "domain to ASCII" UTS #46 flags (https://url.spec.whatwg.org/#concept-domain-to-ascii). */
function toASCIIOptions(beStrict: boolean): UTS46Options {
  return { checkHyphens: beStrict, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: beStrict, verifyDNSLength: beStrict };
}

const STRICT: UTS46Options = toASCIIOptions(true);
const RELAXED: UTS46Options = toASCIIOptions(false);

const DOT = 0x2e;
const HYPHEN = 0x2d;
const FORBIDDEN_HOST = 1;
const FORBIDDEN_DOMAIN = 2;

/** ASCII code unit -> FORBIDDEN_HOST | FORBIDDEN_DOMAIN flags. */
const FORBIDDEN: Uint8Array = buildForbiddenTable();

function buildForbiddenTable(): Uint8Array {
  const table = new Uint8Array(128);
  // https://url.spec.whatwg.org/#forbidden-host-code-point
  for (const c of '\u0000\t\n\r #/:<>?@[\\]^|') table[c.charCodeAt(0)] = FORBIDDEN_HOST | FORBIDDEN_DOMAIN;
  // https://url.spec.whatwg.org/#forbidden-domain-code-point: those, C0 controls, %, DEL
  for (let c = 0; c < 0x20; c++) table[c] |= FORBIDDEN_DOMAIN;
  table[0x25] |= FORBIDDEN_DOMAIN;
  table[0x7f] |= FORBIDDEN_DOMAIN;
  return table;
}

// https://url.spec.whatwg.org/#forbidden-host-code-point
export function isForbiddenHostCodePoint(c: number): boolean {
  return c < 0x80 && (FORBIDDEN[c] & FORBIDDEN_HOST) !== 0;
}

// https://url.spec.whatwg.org/#forbidden-domain-code-point
export function isForbiddenDomainCodePoint(c: number): boolean {
  return c < 0x80 && (FORBIDDEN[c] & FORBIDDEN_DOMAIN) !== 0;
}

/** Index of the first forbidden domain code point in `input`, or -1. */
export function findForbiddenDomainCodePoint(input: string): number {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && (FORBIDDEN[c] & FORBIDDEN_DOMAIN) !== 0) return i;
  }
  return -1;
}


/** https://url.spec.whatwg.org/#concept-domain-to-ascii "domain parser ToASCII": UTS #46 ToASCII. */
export function unicodeToASCII(domain: string, beStrict: boolean): string | null {
  if (beStrict) return uts46ToASCII(domain, STRICT);
  return labelwiseToASCII(domain) ?? uts46ToASCII(domain, RELAXED);
}

/**
 * Whether UTS #46 processing of a label made of this code unit gives the label's part of the
 * domain's result whatever the other labels hold: ASCII, or a letter of Latin-1 and Latin
 * Extended-A/B, Greek, Cyrillic, kana, CJK or Hangul. None of them is right-to-left (a Bidi domain
 * makes CheckBidi apply to every label), maps to or contains U+002E (.) or "xn--" (which would
 * break or decode the label), and mapping and NFC never join code points across a U+002E.
 */
function isLabelwiseCodeUnit(c: number): boolean {
  if (c < 0x80) return true;
  if (c < 0x0370) return c >= 0x00c0 && c <= 0x024f;
  if (c < 0x0530) return true; // Greek, Cyrillic and Cyrillic Supplement
  if (c < 0x3040) return false;
  if (c <= 0x30ff) return true; // Hiragana, Katakana
  if (c < 0x3400) return false;
  if (c <= 0x4dbf || (c >= 0x4e00 && c <= 0x9fff)) return true; // CJK Unified Ideographs and Extension A
  return c >= 0xac00 && c <= 0xd7a3; // Hangul syllables
}

/** Non-ASCII labels already converted (UTS #46 ToASCII is a function of the label here). */
const LABELS = new Map<string, string>();
const MAX_LABELS = 1024;
/** Longer labels are not kept (DNS labels have at most 63 octets): the memo stays small. */
const MAX_KEPT_LENGTH = 63;

/**
 * UTS #46 ToASCII (beStrict false) label by label, each non-ASCII label converted once and kept:
 * a crawler meets the same internationalised labels (top-level domains, site names) again and
 * again. Null where that is not known to equal the whole domain's processing (a code unit
 * outside isLabelwiseCodeUnit, an "xn--" label, a label that fails): then UTS #46 takes the domain.
 */
function labelwiseToASCII(domain: string): string | null {
  const length = domain.length;
  for (let i = 0; i < length; i++) if (!isLabelwiseCodeUnit(domain.charCodeAt(i))) return null;
  if (hasACELabel(domain)) return null;
  let result = '';
  let start = 0;
  for (let i = 0; i <= length; i++) {
    if (i < length && domain.charCodeAt(i) !== DOT) continue;
    const label = labelToASCII(domain.slice(start, i));
    if (label === null) return null;
    result += start === 0 ? label : '.' + label;
    start = i + 1;
  }
  return result;
}

function labelToASCII(label: string): string | null {
  if (isASCIIString(label)) return label.toLowerCase();
  const known = LABELS.get(label);
  if (known !== undefined) return known;
  const ascii = uts46ToASCII(label, RELAXED);
  if (ascii === null || ascii.includes('.')) return null;
  if (label.length > MAX_KEPT_LENGTH) return ascii;
  if (LABELS.size >= MAX_LABELS) LABELS.clear();
  LABELS.set(label, ascii);
  return ascii;
}

/** Whether `c` is an ASCII letter, digit or U+002D (-): what UseSTD3ASCIIRules allows in ASCII. */
function isSTD3ASCII(c: number): boolean {
  const lower = c | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === HYPHEN;
}

/** Whether the label domain[start, end) passes CheckHyphens and VerifyDnsLength's label rule. */
export function isStrictASCIILabel(domain: string, start: number, end: number): boolean {
  const length = end - start;
  if (length === 0 || length > 63) return false;
  if (domain.charCodeAt(start) === HYPHEN || domain.charCodeAt(end - 1) === HYPHEN) return false;
  return !(length >= 4 && domain.charCodeAt(start + 2) === HYPHEN && domain.charCodeAt(start + 3) === HYPHEN);
}

/**
 * The strict UTS #46 ToASCII succeeds on an ASCII `domain` without "xn--" labels (mapping only
 * lowercases; NFC, Bidi and ContextJ cannot fail): the same answer as UTS #46 processing, sooner.
 */
export function isStrictASCIIDomain(domain: string): boolean {
  const length = domain.length;
  if (length === 0 || length > 253) return false;
  let labelStart = 0;
  for (let i = 0; i < length; i++) {
    const c = domain.charCodeAt(i);
    if (c === DOT) {
      if (!isStrictASCIILabel(domain, labelStart, i)) return false;
      labelStart = i + 1;
    } else if (!isSTD3ASCII(c)) {
      return false;
    }
  }
  return isStrictASCIILabel(domain, labelStart, length);
}

/** Steps 1-2 of the domain parser: whether the strict UTS #46 ToASCII succeeds on `domain`. */
export function isStrictlyValidDomain(domain: string): boolean {
  return isASCIIString(domain) && !hasACELabel(domain) ? isStrictASCIIDomain(domain) : unicodeToASCII(domain, true) !== null;
}

/**
 * https://url.spec.whatwg.org/#concept-domain-to-ascii (the "domain parser") without its
 * validation error (the host parser reports it, with its reason). Returns the ASCII domain or null
 * for failure. An ASCII domain is, when beStrict is false, just lowercased (the standard does so
 * regardless of UTS #46's outcome, for web compatibility); that equals the UTS #46 result
 * whenever no label starts with "xn--".
 */
export function domainToASCII(domain: string, beStrict: boolean): string | null {
  if (beStrict) return unicodeToASCII(domain, true);
  const result = isASCIIString(domain) ? domain.toLowerCase() : unicodeToASCII(domain, false);
  if (result === null || result.length === 0) return null;
  if (findForbiddenDomainCodePoint(result) !== -1) return null;
  return result;
}

const PROBE: UTS46Options = { ...RELAXED, checkBidi: false, checkJoiners: false };
const PROBE_STD3: UTS46Options = { ...PROBE, useSTD3ASCIIRules: true };

/** Whether one code point passes ToASCII on its own (after "a", so a combining mark may follow). */
export function probeToASCII(codePoint: string, std3: boolean): string | null {
  return uts46ToASCII('a' + codePoint, std3 ? PROBE_STD3 : PROBE);
}

/** Whether some label of the ASCII `domain` starts with "xn--", ASCII case-insensitively. */
export function hasACELabel(domain: string): boolean {
  for (let i = 0; i + 4 <= domain.length; i++) {
    if (
      (i === 0 || domain.charCodeAt(i - 1) === DOT) &&
      (domain.charCodeAt(i) | 0x20) === 0x78 &&
      (domain.charCodeAt(i + 1) | 0x20) === 0x6e &&
      domain.charCodeAt(i + 2) === 0x2d &&
      domain.charCodeAt(i + 3) === 0x2d
    ) {
      return true;
    }
  }
  return false;
}

/**
 * https://url.spec.whatwg.org/#concept-domain-to-unicode
 * On a UTS #46 error the domain is returned as is (the host parser has already reported it).
 * ASCII domains without "xn--" labels skip UTS #46 processing.
 */
export function domainToUnicode(domain: string): string {
  if (isASCIIString(domain) && !hasACELabel(domain)) return domain.toLowerCase();
  return uts46ToUnicode(domain, RELAXED) ?? domain;
}
