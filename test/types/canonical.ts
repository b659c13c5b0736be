// The url-grammar/canonical entry point (docs/canonical.md), as a consumer reads it under each
// module setting (node10 finds the subpath through package.json `typesVersions`): the options are
// those of the profile named, and the result is a discriminated union.

import { CANONICAL_PROFILES, canonicalize, canonicalizeWithDiagnosis } from 'url-grammar/canonical';
import type { CanonicalProfile, CanonicalResult, CanonicalizeOptions } from 'url-grammar/canonical';

const profiles: readonly CanonicalProfile[] = CANONICAL_PROFILES;
const form: string | null = canonicalize('http://www.example.com/', { profile: 'surt', withScheme: true, base: null });
const options: CanonicalizeOptions = { profile: 'w3lib', keepFragments: true, base: 'https://example.com/' };
const result: CanonicalResult = canonicalizeWithDiagnosis('/a#b', options);
if (result.canonical === null) {
  const offset: number = result.failure.offset;
  void offset;
} else {
  const text: string = result.canonical;
  void text;
}
// @ts-expect-error: an option of another profile
canonicalize('http://a/', { profile: 'surt', keepFragments: true });
// @ts-expect-error: the profile is required
canonicalize('http://a/', {});
// @ts-expect-error: not a profile
canonicalize('http://a/', { profile: 'rfc3986' });
void [profiles, form];
