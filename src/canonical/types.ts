// What a canonicalisation profile returns (issue 26, docs to come with canonicalize): the
// canonical string, or why there is none, as a value (the pattern of normalizeWithDiagnosis).

import type { Diagnostic } from '../core/errors';

/** A profile's result: the canonical form, or the failure that prevents one. */
export type CanonicalResult =
  | { readonly canonical: string; readonly failure: null }
  | { readonly canonical: null; readonly failure: Diagnostic };
