// url-grammar/canonical: the canonical forms crawlers, archives and blocklists compare URLs by
// (docs/canonical.md): canonicalize with a profile ('surt', 'w3lib', …), on the URL Standard's parse.
// A separate entry point: a page that only parses URLs does not load the profiles.
// Only re-exports: the modules the names come from are not part of the API.

export { CANONICAL_PROFILES, canonicalize, canonicalizeWithDiagnosis } from './canonical/canonicalize';
export type { CanonicalBaseOption, CanonicalizeOptions, CanonicalProfile } from './canonical/canonicalize';
export type { SurtOptions } from './canonical/surt';
export type { CanonicalResult } from './canonical/types';
export type { W3libOptions } from './canonical/w3lib';
