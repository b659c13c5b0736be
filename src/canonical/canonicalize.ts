// canonicalize (issue 26, docs/canonical.md): one entry for the canonical forms crawlers, archives
// and blocklists use, each a profile module of this folder, all on the URL Standard's parse.

import type { URLLike } from '../core/arguments';
import { OptionError, oneOf, readOptions, textArgument } from '../core/arguments';
import { baseOption, parseURLWith, serializeURL, type BaseURL } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { canonicalizeNormalizeUrl, type NormalizeUrlOptions } from './normalize-url';
import { canonicalizeSafeBrowsing, type SafeBrowsingOptions } from './safe-browsing';
import { surt, type SurtOptions } from './surt';
import type { CanonicalResult } from './types';
import { canonicalizeW3lib, type W3libOptions } from './w3lib';

/** The profiles canonicalize knows, each a community's canonical form. */
export const CANONICAL_PROFILES = Object.freeze(['normalize-url', 'surt', 'safe-browsing', 'w3lib'] as const);

/** A profile name: which community's canonical form. */
export type CanonicalProfile = (typeof CANONICAL_PROFILES)[number];

/** The option every profile takes: a base URL the input is resolved against first. */
export interface CanonicalBaseOption {
  /** Resolve the input against this URL first (as `new URL(input, base)`); a failing base is the failure. */
  base?: BaseURL | null | undefined;
}

/** The options of canonicalize: a profile, and that profile's own options. */
export type CanonicalizeOptions =
  | ({ profile: 'normalize-url' } & NormalizeUrlOptions)
  | ({ profile: 'surt' } & SurtOptions & CanonicalBaseOption)
  | ({ profile: 'safe-browsing' } & SafeBrowsingOptions & CanonicalBaseOption)
  | ({ profile: 'w3lib' } & W3libOptions & CanonicalBaseOption);

type Profile = (input: string, options: CanonicalizeOptions) => CanonicalResult;

// Each profile reads its own options from the same object and ignores the others.
const PROFILES: Readonly<Record<CanonicalProfile, Profile>> = {
  'normalize-url': (input, options) => canonicalizeNormalizeUrl(input, options as NormalizeUrlOptions),
  surt: (input, options) => surt(input, options as SurtOptions),
  'safe-browsing': (input, options) => canonicalizeSafeBrowsing(input, options as SafeBrowsingOptions),
  w3lib: (input, options) => canonicalizeW3lib(input, options as W3libOptions),
};

// The profiles that resolve against `base` themselves, on the one parse they make (the crawl pipeline).
const RESOLVING: ReadonlySet<CanonicalProfile> = new Set<CanonicalProfile>(['normalize-url']);

/**
 * The canonical form of `input` in the profile `options.profile`, or null when there is none
 * (canonicalizeWithDiagnosis says why). Never throws for a string; a missing or unknown profile,
 * or a wrong option, is an OptionError (a TypeError).
 */
export function canonicalize(input: URLLike, options: CanonicalizeOptions): string | null {
  return canonicalizeAs('canonicalize', input, options).canonical;
}

/** canonicalize, with the failure (a Diagnostic: the parse failure, or the profile's) when there is no canonical form. */
export function canonicalizeWithDiagnosis(input: URLLike, options: CanonicalizeOptions): CanonicalResult {
  return canonicalizeAs('canonicalizeWithDiagnosis', input, options);
}

/** Reads the arguments of `fn`, resolves against the base when there is one, and runs the profile. */
function canonicalizeAs(fn: string, input: URLLike, options: CanonicalizeOptions): CanonicalResult {
  const text = textArgument(fn, 1, input);
  const bag = readOptions(fn, options);
  const profile = profileOf(fn, bag.profile);
  if (RESOLVING.has(profile)) return PROFILES[profile](text, options);
  const base = baseOption(fn, bag);
  if (base === null) return PROFILES[profile](text, options);
  const resolved = resolve(fn, text, base);
  return typeof resolved === 'string' ? PROFILES[profile](resolved, options) : resolved;
}

/** The profile option: required, one of CANONICAL_PROFILES. */
function profileOf(fn: string, value: unknown): CanonicalProfile {
  if (typeof value === 'string' && (CANONICAL_PROFILES as readonly string[]).includes(value)) return value as CanonicalProfile;
  throw new OptionError(fn, 'options.profile', oneOf(CANONICAL_PROFILES), value);
}

/** URL Standard basic URL parser with a base: the href of the resolved URL, or the failure. */
function resolve(fn: string, input: string, base: string | URLRecord): string | CanonicalResult {
  const parsed = parseURLWith(fn, input, base, null, 0);
  return parsed.url === null ? { canonical: null, failure: parsed.failure } : serializeURL(parsed.url);
}
