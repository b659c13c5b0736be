// The IDN display policy (docs/display.md): when a domain may be shown in Unicode rather than as
// written (ASCII, Punycode). In the spirit of UTS #39 section 5.2 "Highly Restrictive" and
// Chromium's IDN display policy; decided per whole domain: one refused label keeps every label
// as written.

import { findHiddenOrReordering } from '../core/display';
import { domainToUnicode } from './idna';
import { isASCIIString } from '../core/code-points';

/** Why a label is not shown in Unicode (docs/display.md lists them in the order they are checked). */
export type DisplayRefusal =
  | 'hidden-code-point'
  | 'mixed-digits'
  | 'symbol'
  | 'script-not-recommended'
  | 'mixed-script'
  | 'whole-script-confusable';

/**
 * UAX #31 Table 4 "Recommended Scripts" (Common and Inherited aside): a label may only use these.
 * The order gives each script its bit in a script mask; the first six are the CJK mixes' scripts.
 */
const RECOMMENDED_SCRIPTS: readonly string[] = [
  'Latin', 'Han', 'Hiragana', 'Katakana', 'Bopomofo', 'Hangul',
  'Arabic', 'Armenian', 'Bengali', 'Cyrillic', 'Devanagari', 'Ethiopic', 'Georgian', 'Greek',
  'Gujarati', 'Gurmukhi', 'Hebrew', 'Kannada', 'Khmer', 'Lao', 'Malayalam', 'Myanmar', 'Oriya',
  'Sinhala', 'Tamil', 'Telugu', 'Thaana', 'Thai', 'Tibetan',
];

const LATIN = 1 << 0;
const HAN = 1 << 1;
const HIRAGANA = 1 << 2;
const KATAKANA = 1 << 3;
const BOPOMOFO = 1 << 4;
const HANGUL = 1 << 5;

/** UTS #39 section 5.2 "Highly Restrictive": the script mixes allowed besides a single script. */
const ALLOWED_MIXES: readonly number[] = [
  LATIN | HAN | HIRAGANA | KATAKANA, // Japanese
  LATIN | HAN | BOPOMOFO, // Chinese
  LATIN | HAN | HANGUL, // Korean
];

/**
 * Cyrillic and Greek letters that look like a Latin letter in common fonts (lowercase only: UTS #46
 * maps labels to lowercase). A label of only these (digits, hyphens and marks aside) is a
 * whole-script confusable (UTS #39 section 4). A small hand-picked set, not confusables.txt.
 */
const LATIN_LOOKALIKES: ReadonlyMap<number, string> = new Map([
  [0x0430, 'a'], [0x0441, 'c'], [0x0501, 'd'], [0x0435, 'e'], [0x04bb, 'h'], [0x0456, 'i'],
  [0x0458, 'j'], [0x043a, 'k'], [0x04cf, 'l'], [0x043e, 'o'], [0x0440, 'p'], [0x051b, 'q'],
  [0x0455, 's'], [0x0475, 'v'], [0x051d, 'w'], [0x0445, 'x'], [0x0443, 'y'], [0x04af, 'y'],
  [0x03b1, 'a'], [0x03f2, 'c'], [0x03b9, 'i'], [0x03f3, 'j'], [0x03ba, 'k'], [0x03bf, 'o'],
  [0x03c1, 'p'], [0x03c5, 'u'], [0x03bd, 'v'], [0x03c9, 'w'], [0x03c7, 'x'], [0x03b3, 'y'],
]);

const COMMON = /^\p{Script_Extensions=Common}$/u;
const INHERITED = /^\p{Script_Extensions=Inherited}$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const MARK = /^\p{M}$/u;
const HYPHEN = 0x2d;

/** One \p{Script_Extensions=...} pattern per recommended script, compiled on first use. */
let scriptPatterns: readonly RegExp[] | null = null;

/** UAX #24 Script_Extensions: the recommended scripts of one character, as a mask (0: none). */
function scriptMask(character: string): number {
  scriptPatterns ??= RECOMMENDED_SCRIPTS.map((name) => new RegExp(`^\\p{Script_Extensions=${name}}$`, 'u'));
  let mask = 0;
  scriptPatterns.forEach((pattern, bit) => {
    if (pattern.test(character)) mask |= 1 << bit;
  });
  return mask;
}

/** Unicode section 4.6: Nd digits come in runs of ten, 0 to 9; the code point of cp's zero. */
function digitZero(cp: number): number {
  let start = cp;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return start + Math.floor((cp - start) / 10) * 10;
}

/** UTS #39 section 5.1: a label is covered by one script, or by one of the allowed mixes. */
function isCovered(masks: readonly number[]): boolean {
  if (masks.reduce((shared, mask) => shared & mask, ~0) !== 0) return true;
  return ALLOWED_MIXES.some((mix) => masks.every((mask) => (mask & mix) !== 0));
}

/** UTS #39 section 4: every letter of the label has a Latin look-alike (and there is one). */
function isWholeScriptConfusable(label: string): boolean {
  let letters = 0;
  for (const character of label) {
    if (DECIMAL_DIGIT.test(character) || MARK.test(character) || character === '-') continue;
    if (!LATIN_LOOKALIKES.has(character.codePointAt(0) as number)) return false;
    letters++;
  }
  return letters > 0;
}

/** UTS #39 sections 5.1 and 5.2 (Chromium's checks): why a Unicode label is refused, or null. */
export function labelRefusal(label: string): DisplayRefusal | null {
  if (findHiddenOrReordering(label) >= 0) return 'hidden-code-point';
  const masks: number[] = [];
  let zero = -1;
  for (const character of label) {
    const cp = character.codePointAt(0) as number;
    const digit = DECIMAL_DIGIT.test(character);
    if (digit && zero >= 0 && digitZero(cp) !== zero) return 'mixed-digits';
    if (digit) zero = digitZero(cp);
    if (COMMON.test(character)) {
      if (digit || cp === HYPHEN) continue;
      return 'symbol';
    }
    if (INHERITED.test(character)) continue;
    const mask = scriptMask(character);
    if (mask === 0) return 'script-not-recommended';
    masks.push(mask);
  }
  if (!isCovered(masks)) return 'mixed-script';
  return isWholeScriptConfusable(label) ? 'whole-script-confusable' : null;
}

/** The policy on a whole domain: the first refusal of a non-ASCII label, or null (all pass). */
export function domainRefusal(domain: string): DisplayRefusal | null {
  for (const label of domain.split('.')) {
    if (isASCIIString(label)) continue;
    const refusal = labelRefusal(label);
    if (refusal !== null) return refusal;
  }
  return null;
}

/** URL Standard "domain to Unicode", shown only when the whole domain passes the policy. */
export function displayDomain(host: string): string {
  const unicode = domainToUnicode(host);
  return unicode === host || domainRefusal(unicode) === null ? unicode : host;
}
