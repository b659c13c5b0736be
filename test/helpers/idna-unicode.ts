// WPT's IdnaTestV2.json is made from the IdnaTestV2.txt of one Unicode version, which the file does
// not name; the UTS #46 tables follow tr46 (UNICODE_VERSION, 18.0.0 with tr46 7). A case the data
// expects to fail with "V7" (UTS #46 section 4.1 criterion 7: a disallowed code point) only because
// a code point was unassigned in the data's version, and that the tables' version assigns, is
// judged by the reference of the tables' version (whatwg-url 17.3 on tr46 7) instead. Not a skip
// list: the rule is re-derived for each case, so it picks no case once WPT's data catches up.
import { DISALLOWED, statusOf } from '../../src/host/uts46-data';
import { decode } from '../../src/host/punycode';

/* eslint-disable @typescript-eslint/no-require-imports */
const whatwgURL = require('whatwg-url') as { parseURL(input: string): { host: string | null } | null };
/* eslint-enable @typescript-eslint/no-require-imports */

export interface IdnaCase {
  input: string;
  output: string | null;
  comment?: string;
}

/** The code points of `input` and of its Punycode labels once decoded (what criterion 7 tests). */
function codePointsToCheck(input: string): string {
  const decoded = input
    .split(/[.\u3002\uFF0E\uFF61]/u)
    .filter((label) => /^xn--/i.test(label))
    .map((label) => decode(label.slice(4).toLowerCase()) ?? '');
  return input + decoded.join('');
}

/** Whether no code point of the case is disallowed in the tables' Unicode version. */
function nothingDisallowed(input: string): boolean {
  for (const ch of codePointsToCheck(input)) {
    if (statusOf(ch.codePointAt(0) ?? 0) === DISALLOWED) return false;
  }
  return true;
}

/**
 * The host a case expects under the tables' Unicode version: WPT's output, unless the case is a
 * "V7" failure none of whose code points the tables disallow any more, where the reference's host
 * (whatwg-url 17.3, tr46 7) is expected.
 */
export function expectedHost(c: IdnaCase): string | null {
  if (c.output !== null || !/\bV7\b/.test(c.comment ?? '') || !nothingDisallowed(c.input)) return c.output;
  return whatwgURL.parseURL(`https://${c.input}/x`)?.host ?? null;
}

/** Whether the case's expectation comes from the reference rather than WPT's data. */
export function isNewlyAssigned(c: IdnaCase): boolean {
  return expectedHost(c) !== c.output;
}
