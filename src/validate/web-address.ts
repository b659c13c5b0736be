// "Valid Web address" of the HTML 5 drafts: seed 000 ("Web addresses in HTML 5", editor's
// draft of 17 March 2009, section 1 "Terminology") and seed 003 (HTML5 W3C "URLs", "valid URL").
//
// A Web address is valid if at least one of these holds (seed 000; seed 003 lists the last three):
//   1. it is a valid URI reference (RFC 3986 URI-reference);
//   2. it is a valid IRI reference (RFC 3987 IRI-reference) and has no query component;
//   3. it is a valid IRI reference and its query contains no unescaped non-ASCII characters;
//   4. it is a valid IRI reference and its Document's character encoding is UTF-8 or UTF-16.
// Every valid URI reference is a valid IRI reference whose query is ASCII (RFC 3987 section 2.2
// extends each RFC 3986 rule), so 1 implies 3 and one IRI-reference parse decides all four.

import { parseReference } from '../strict/parse';
import type { SyntaxFailure } from '../strict/syntax-failure';

/** A non-ASCII code point run in the query, which makes the address invalid (conditions 3 and 4 fail). */
export interface QueryNonASCII {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

export type WebAddressResult =
  | { valid: true; failure: null; nonASCII: [] }
  | { valid: false; failure: SyntaxFailure; nonASCII: [] }
  | { valid: false; failure: null; nonASCII: QueryNonASCII[] };

// Encoding labels of UTF-8 and UTF-16 (WHATWG Encoding Standard labels), ASCII case-insensitive.
const UNICODE_ENCODINGS = new Set([
  'utf-8', 'utf8', 'unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'x-unicode20utf8',
  'utf-16', 'utf-16le', 'utf-16be', 'utf16', 'unicode', 'unicodefeff', 'unicodefffe', 'csunicode', 'ucs-2', 'iso-10646-ucs-2',
]);

/** Seed 000 condition 4 / seed 003 condition 3: "the character encoding ... is UTF-8 or UTF-16". */
export function isUnicodeEncoding(label: string | undefined): boolean {
  return label !== undefined && UNICODE_ENCODINGS.has(label.trim().toLowerCase());
}

/** Seed 000 condition 3: the runs of unescaped non-ASCII code points in the query text. */
function nonASCIIRuns(input: string, start: number, end: number): QueryNonASCII[] {
  const runs: QueryNonASCII[] = [];
  let i = start;
  while (i < end) {
    if (input.charCodeAt(i) < 0x80) {
      i++;
      continue;
    }
    const from = i;
    while (i < end && input.charCodeAt(i) >= 0x80) i++;
    runs.push({ offset: from, length: i - from, text: input.slice(from, i) });
  }
  return runs;
}

/** Seed 000 section 1 / seed 003: whether `input` is a valid Web address in a document of that encoding. */
export function checkWebAddress(input: string, documentEncoding?: string): WebAddressResult {
  const parsed = parseReference(input, { grammar: 'rfc3987', rule: 'IRI-reference' });
  if (parsed.failure !== null) return { valid: false, failure: parsed.failure, nonASCII: [] };
  const query = parsed.tree.query;
  if (query === null || isUnicodeEncoding(documentEncoding)) return { valid: true, failure: null, nonASCII: [] };
  const runs = nonASCIIRuns(input, query.start, query.end);
  if (runs.length === 0) return { valid: true, failure: null, nonASCII: [] };
  return { valid: false, failure: null, nonASCII: runs };
}
