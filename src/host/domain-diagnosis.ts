// Why a domain fails UTS #46 ToASCII (URL Standard section 3.3 "domain to ASCII"), for the message
// of a domain-to-ASCII validation error: the culprit's position in the domain and a reason.
// Checked in the order a reader would fix them: a forbidden or disallowed code point, a rule a
// valid domain breaks (STD3: letters, digits and "-" only; hyphens), an invalid Punycode label,
// the Bidi or ContextJ rule, then lengths and empty labels.

import { quoteCodePoint, quote } from '../core/messages';
import { hasACELabel, isForbiddenDomainCodePoint, unicodeToASCII, probeToASCII } from './idna';
import { isASCIIString } from '../core/code-points';

/** Where in the domain the problem is (UTF-16 index and length) and what it is. */
export interface DomainProblem {
  readonly index: number;
  readonly length: number;
  readonly reason: string;
}

const DOT = 0x2e;
const HYPHEN = 0x2d;

function isSTD3ASCII(c: number): boolean {
  const lower = c | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === HYPHEN || c === DOT;
}

/** probeToASCII's verdict per code point, for one domain (a long domain repeats its code points). */
type ProbeCache = Map<number, boolean>;

function passesProbe(cp: number, std3: boolean, cache: ProbeCache): boolean {
  let passes = cache.get(cp);
  if (passes === undefined) {
    passes = probeToASCII(String.fromCodePoint(cp), std3) !== null;
    cache.set(cp, passes);
  }
  return passes;
}

/** A code point the parser never accepts, or one that only STD3 rules reject. */
function codePointProblem(domain: string): DomainProblem | null {
  // Made at the first non-ASCII code point (most failing domains have none).
  let relaxed: ProbeCache | null = null;
  let std3: ProbeCache | null = null;
  for (let i = 0; i < domain.length; ) {
    const cp = domain.codePointAt(i) as number;
    const size = cp > 0xffff ? 2 : 1;
    if (isForbiddenDomainCodePoint(cp)) {
      return { index: i, length: size, reason: `forbidden domain code point ${quoteCodePoint(cp)}` };
    }
    if (cp < 0x80 && !isSTD3ASCII(cp)) {
      const reason = `${quoteCodePoint(cp)} is not allowed by the STD3 rules (letters, digits and "-"): the parser accepts it, but the URL string is not valid`;
      return { index: i, length: size, reason };
    }
    if (cp >= 0x80 && !passesProbe(cp, false, (relaxed ??= new Map()))) {
      return { index: i, length: size, reason: `${quoteCodePoint(cp)} is disallowed by UTS #46` };
    }
    if (cp >= 0x80 && !passesProbe(cp, true, (std3 ??= new Map()))) {
      return { index: i, length: size, reason: `${quoteCodePoint(cp)} maps to a code point the STD3 rules do not allow: the parser accepts it, but the URL string is not valid` };
    }
    i += size;
  }
  return null;
}

/** CheckHyphens: no "-" at the start or end of a label, none in both positions 3 and 4. */
function hyphenProblem(domain: string, start: number, end: number): DomainProblem | null {
  const label = quote(domain.slice(start, end));
  if (domain.charCodeAt(start) === HYPHEN) return { index: start, length: 1, reason: `label ${label} starts with "-"` };
  if (domain.charCodeAt(end - 1) === HYPHEN) return { index: end - 1, length: 1, reason: `label ${label} ends with "-"` };
  const ace = (domain.charCodeAt(start) | 0x20) === 0x78 && (domain.charCodeAt(start + 1) | 0x20) === 0x6e;
  if (!ace && end - start >= 4 && domain.charCodeAt(start + 2) === HYPHEN && domain.charCodeAt(start + 3) === HYPHEN) {
    return { index: start + 2, length: 2, reason: `label ${label} has "--" in positions 3 and 4` };
  }
  return null;
}

/**
 * UTS #46 ToASCII without the strict checks. ASCII without "xn--" labels is only lowercased
 * (as in src/host/idna.ts domainToASCII), so a domain of many ASCII labels costs no UTS #46 processing.
 */
function relaxedToASCII(text: string): string | null {
  return isASCIIString(text) && !hasACELabel(text) ? text.toLowerCase() : unicodeToASCII(text, false);
}

/** A label that fails on its own: Punycode, Bidi, ContextJ, hyphens, length, emptiness. */
function labelProblem(domain: string, start: number, end: number, last: boolean): DomainProblem | null {
  const text = domain.slice(start, end);
  if (start === end) {
    return last
      ? { index: start - 1, length: 1, reason: 'the domain ends in "." (an empty root label is not allowed in a valid domain)' }
      : { index: start, length: 1, reason: 'empty label (two dots in a row, or a leading dot)' };
  }
  const ascii = relaxedToASCII(text);
  if (ascii === null) {
    const lower = text.toLowerCase();
    if (lower.startsWith('xn--')) return { index: start, length: end - start, reason: `invalid Punycode label ${quote(text)}` };
    return { index: start, length: end - start, reason: `label ${quote(text)} breaks the Bidi or ContextJ rule of UTS #46 (or starts with a combining mark)` };
  }
  const hyphens = hyphenProblem(domain, start, end);
  if (hyphens !== null) return hyphens;
  if (ascii.length > 63) return { index: start, length: end - start, reason: `label is ${ascii.length} long in ASCII (at most 63)` };
  return null;
}

/** Why `domain` fails the strict UTS #46 ToASCII (or the relaxed one, which it then also fails). */
export function diagnoseDomain(domain: string): DomainProblem {
  if (domain.length === 0) return { index: 0, length: 0, reason: 'the host is empty' };
  const codePoint = codePointProblem(domain);
  if (codePoint !== null) return codePoint;
  for (let start = 0, end = 0; end <= domain.length; end++) {
    if (end < domain.length && domain.charCodeAt(end) !== DOT) continue;
    // The last label, when not the first, may be the empty root label.
    const problem = labelProblem(domain, start, end, end === domain.length && start > 0);
    if (problem !== null) return problem;
    start = end + 1;
  }
  const ascii = relaxedToASCII(domain);
  if (ascii !== null && ascii.length > 253) return { index: 0, length: domain.length, reason: `the domain is ${ascii.length} long in ASCII (at most 253)` };
  if (ascii === '') return { index: 0, length: domain.length, reason: `${quote(domain)} maps to the empty string` };
  return { index: 0, length: domain.length, reason: `${quote(domain)} fails UTS #46 ToASCII` };
}
