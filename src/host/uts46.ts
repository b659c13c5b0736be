// UTS #46 (Unicode IDNA Compatibility Processing) section 4: Processing, with section 4.1's
// validity criteria, and ToASCII (4.2) and ToUnicode (4.3), nontransitional (Transitional_Processing
// and IgnoreInvalidPunycode false, as the URL Standard uses them). Data: src/host/uts46-data.ts.
import {
  BIDI_AN, BIDI_DOMAIN, BIDI_EN, BIDI_LTR_ALLOWED, BIDI_LTR_END, BIDI_LTR_START, BIDI_NSM, BIDI_RTL_ALLOWED, BIDI_RTL_END,
  BIDI_RTL_START, JOINING_LEFT, JOINING_RIGHT, JOINING_TRANSPARENT, MARK, VIRAMA,
} from '../../generated/uts46-tables';
import { isASCIIString } from '../core/code-points';
import { decode, encode } from './punycode';
import { DEVIATION, IGNORED, MAPPED, VALID, classesOf, mappingOf, statusOf } from './uts46-data';

/** The UTS #46 flags the URL Standard sets (section 4, "Processing"). */
export interface UTS46Options {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  verifyDNSLength: boolean;
}

const HYPHEN = 0x2d;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const ACE_PREFIX = 'xn--';

function codePointsOf(text: string): number[] {
  const codePoints: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const codePoint = text.codePointAt(i) as number;
    if (codePoint >= 0x10000) i++;
    codePoints.push(codePoint);
  }
  return codePoints;
}

/** Section 4 step 1, Map: each code point by its status (disallowed ones are kept for step 4). */
function map(domain: string): string {
  let result = '';
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c < 0x80) {
      result += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c | 0x20) : domain[i];
      continue;
    }
    const codePoint = domain.codePointAt(i) as number;
    if (codePoint >= 0x10000) i++;
    const status = statusOf(codePoint);
    if (status === IGNORED) continue;
    result += status === MAPPED ? mappingOf(codePoint) : String.fromCodePoint(codePoint);
  }
  return result;
}

/**
 * Section 4 steps 1-4: the labels (converted from Punycode where they start with "xn--"), or
 * null where a step or a label's validity criteria (section 4.1) fail.
 */
function processing(domain: string, options: UTS46Options): string[] | null {
  const mapped = map(domain);
  const labels = (isASCIIString(mapped) ? mapped : mapped.normalize('NFC')).split('.');
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (!label.startsWith(ACE_PREFIX)) continue;
    // Step 4.1: a label that starts with "xn--" is Punycode: decoded, it must be non-ASCII.
    if (!isASCIIString(label)) return null;
    const decoded = decode(label.slice(ACE_PREFIX.length));
    if (decoded === null || decoded === '' || isASCIIString(decoded)) return null;
    labels[i] = decoded;
  }
  const bidi = options.checkBidi && labels.some(hasBidiDomainCodePoint);
  for (const label of labels) if (!isValidLabel(label, options, bidi)) return null;
  return labels;
}

/** RFC 5893 section 1.4: a Bidi domain name has a label with an R, AL or AN code point. */
function hasBidiDomainCodePoint(label: string): boolean {
  for (const ch of label) if ((classesOf(ch.codePointAt(0) as number) & BIDI_DOMAIN) !== 0) return true;
  return false;
}

/** Section 4.1: validity criteria, for a non-empty label (an empty one has nothing to check). */
function isValidLabel(label: string, options: UTS46Options, bidi: boolean): boolean {
  if (label.length === 0) return true;
  // 1. NFC (an ASCII label is).
  if (!isASCIIString(label) && label.normalize('NFC') !== label) return false;
  const codePoints = codePointsOf(label);
  // 2-3. CheckHyphens: no "--" in the third and fourth positions, no "-" first or last;
  // 4. otherwise no "xn--" prefix.
  if (options.checkHyphens) {
    if (codePoints[2] === HYPHEN && codePoints[3] === HYPHEN) return false;
    if (label.charCodeAt(0) === HYPHEN || label.charCodeAt(label.length - 1) === HYPHEN) return false;
  } else if (label.startsWith(ACE_PREFIX)) {
    return false;
  }
  // 5. No U+002E (.) (a decoded label may hold one).
  if (label.includes('.')) return false;
  // 6. The first code point is not a combining mark.
  if ((classesOf(codePoints[0]) & MARK) !== 0) return false;
  // 7. Each code point valid or deviation; with UseSTD3ASCIIRules, ASCII ones a-z, 0-9 or "-".
  for (const c of codePoints) {
    const status = statusOf(c);
    if (status !== VALID && status !== DEVIATION) return false;
    if (options.useSTD3ASCIIRules && c < 0x80 && !isSTD3ASCII(c)) return false;
  }
  // 8. CheckJoiners: RFC 5892 Appendix A.1 and A.2.
  if (options.checkJoiners && !satisfiesContextJ(codePoints)) return false;
  // 9. CheckBidi in a Bidi domain name: RFC 5893 section 2.
  return !bidi || satisfiesBidiRule(codePoints);
}

/** UseSTD3ASCIIRules for ASCII: a lowercase letter, a digit or U+002D (-). */
function isSTD3ASCII(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === HYPHEN;
}

/**
 * RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER: after a virama, or between (L|D) T* and T* (R|D)
 * joining types) and A.2 (ZERO WIDTH JOINER: after a virama).
 */
function satisfiesContextJ(codePoints: readonly number[]): boolean {
  for (let i = 0; i < codePoints.length; i++) {
    const c = codePoints[i];
    if (c !== ZWNJ && c !== ZWJ) continue;
    if (i > 0 && (classesOf(codePoints[i - 1]) & VIRAMA) !== 0) continue;
    if (c === ZWJ || !joinsAround(codePoints, i)) return false;
  }
  return true;
}

function joinsAround(codePoints: readonly number[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (classesOf(codePoints[before]) & JOINING_TRANSPARENT) !== 0) before--;
  if (before < 0 || (classesOf(codePoints[before]) & JOINING_LEFT) === 0) return false;
  let after = at + 1;
  while (after < codePoints.length && (classesOf(codePoints[after]) & JOINING_TRANSPARENT) !== 0) after++;
  return after < codePoints.length && (classesOf(codePoints[after]) & JOINING_RIGHT) !== 0;
}

/** RFC 5893 section 2, "The Bidi Rule", rules 1-6. */
function satisfiesBidiRule(codePoints: readonly number[]): boolean {
  const first = classesOf(codePoints[0]);
  const rtl = (first & BIDI_RTL_START) !== 0;
  if (!rtl && (first & BIDI_LTR_START) === 0) return false;
  const allowed = rtl ? BIDI_RTL_ALLOWED : BIDI_LTR_ALLOWED;
  let digits = 0;
  for (const c of codePoints) {
    const classes = classesOf(c);
    if ((classes & allowed) === 0) return false;
    digits |= classes & (BIDI_EN | BIDI_AN);
  }
  // Rule 4: a right-to-left label does not mix European and Arabic-Indic digits.
  if (rtl && digits === (BIDI_EN | BIDI_AN)) return false;
  // Rules 3 and 6: the last code point that is not NSM is of the right class.
  let last = codePoints.length - 1;
  while (last > 0 && (classesOf(codePoints[last]) & BIDI_NSM) !== 0) last--;
  return (classesOf(codePoints[last]) & (rtl ? BIDI_RTL_END : BIDI_LTR_END)) !== 0;
}

/** Section 4.2 ToASCII: the ASCII domain, or null for failure. */
export function toASCII(domain: string, options: UTS46Options): string | null {
  const labels = processing(domain, options);
  if (labels === null || (options.verifyDNSLength && !mayHaveDNSLengths(labels))) return null;
  for (let i = 0; i < labels.length; i++) {
    if (isASCIIString(labels[i])) continue;
    const encoded = encode(labels[i]);
    if (encoded === null) return null;
    labels[i] = ACE_PREFIX + encoded;
  }
  const result = labels.join('.');
  if (options.verifyDNSLength && !hasDNSLengths(result, labels)) return null;
  return result;
}

/** Section 4.2 step 4 VerifyDnsLength: 1 to 253 code points, each label 1 to 63. */
function hasDNSLengths(domain: string, labels: readonly string[]): boolean {
  return domain.length > 0 && domain.length <= 253 && labels.every((label) => label.length > 0 && label.length <= 63);
}

/**
 * Whether the labels may pass VerifyDnsLength once converted, decided before converting them: a
 * non-ASCII label becomes "xn--" and at least one character per code point (RFC 3492 section
 * 6.3), so a long label fails without the cost of encoding it.
 */
function mayHaveDNSLengths(labels: readonly string[]): boolean {
  let total = labels.length - 1;
  for (const label of labels) {
    const least = isASCIIString(label) ? label.length : ACE_PREFIX.length + codePointCount(label);
    if (least > 63) return false;
    total += least;
  }
  return total <= 253;
}

function codePointCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 === text.length || (text.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) count++;
  }
  return count;
}

/** Section 4.3 ToUnicode: the Unicode domain, or null where processing records an error. */
export function toUnicode(domain: string, options: UTS46Options): string | null {
  const labels = processing(domain, options);
  return labels === null ? null : labels.join('.');
}
