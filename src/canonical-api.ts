// url-grammar/canonical: the canonical forms crawlers, archives and blocklists compare URLs by
// (docs/canonical.md): canonicalize with a profile ('normalize-url', 'surt', 'safe-browsing',
// 'w3lib'), on url-grammar's own parse, and the expressions a Safe Browsing lookup hashes.
// A separate entry point: a page that only parses URLs does not load the profiles.
// Only re-exports: the modules the names come from are not part of the API.

export { CANONICAL_PROFILES, canonicalize, canonicalizeWithDiagnosis } from './canonical/canonicalize';
export type { CanonicalBaseOption, CanonicalizeOptions, CanonicalProfile } from './canonical/canonicalize';
export type { SurtOptions } from './canonical/surt';
export { safeBrowsingExpressions } from './canonical/safe-browsing-expressions';
export type { SafeBrowsingExpression, SafeBrowsingExpressionsResult } from './canonical/safe-browsing-expressions';
export type { SafeBrowsingOptions } from './canonical/safe-browsing';
export type { NormalizeUrlFilter, NormalizeUrlOptions } from './canonical/normalize-url';
export type { CanonicalResult } from './canonical/types';
export type { W3libOptions } from './canonical/w3lib';
