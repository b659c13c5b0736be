// The fast path for normalised URLs (as ada's for already-normalised URLs): grammar/normalized.pegjs
// recognises special URLs that are their own href and parse without validation error; a match is
// the URL record. Everything else goes through the general pipeline (src/whatwg/parser.ts).

import { parse as parseNormalized } from '../../generated/normalized';
import type { URLRecord } from './record';

/** Parser options, shared by every call (no allocation per parse). */
const OPTIONS = Object.freeze({});

/** The URL record of `input` when it is a normalised special URL; null otherwise (take the general path). */
export function parseNormalizedURL(input: string): URLRecord | null {
  return parseNormalized(input, OPTIONS);
}
