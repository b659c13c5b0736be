// The options of each canonicalisation profile (issue 26, url-grammar/canonical) as data: the
// option's name in the library (camelCase) and its kind, from which the command line derives its
// flags (kebab case), their parsing and their help. Defined here because the library has no
// run-time list of its profiles' options, only their types (SurtOptions, W3libOptions,
// NormalizeUrlOptions, SafeBrowsingOptions), against which each table is checked: a key missing
// or extra is a type error. It could move next to the profile modules.

import type { CanonicalProfile, NormalizeUrlOptions, SafeBrowsingOptions, SurtOptions, W3libOptions } from '../canonical-api';

/**
 * How a flag reads an option:
 * - boolean: `--flag` (true) or `--no-flag` (false);
 * - string: `--flag <value>`;
 * - strings: `--flag <value>`, repeatable, a list of strings;
 * - patterns: `--flag <value>`, repeatable, a list where a value written /source/flags is a RegExp;
 * - patterns-or-boolean: patterns, or the value `true` or `false` alone, or `--no-flag` (false).
 */
export type ProfileOptionKind = 'boolean' | 'string' | 'strings' | 'patterns' | 'patterns-or-boolean';

export interface ProfileOption {
  readonly kind: ProfileOptionKind;
  /** The help's line (without the profile's name, which the help adds). */
  readonly description: string;
}

type OptionTable<Options> = { readonly [Name in keyof Required<Options>]: ProfileOption };

const SURT: OptionTable<SurtOptions> = {
  withScheme: { kind: 'boolean', description: 'write "scheme://(" before the reversed host (default off)' },
  trailingComma: { kind: 'boolean', description: 'a "," after the last host label (default off)' },
  hostMassage: { kind: 'boolean', description: 'strip a leading "www." or "www<digits>." label (default on)' },
  reverseIpaddr: { kind: 'boolean', description: 'reverse the labels of a dotted IPv4 host too (default on)' },
  queryLowercase: { kind: 'boolean', description: 'lowercase the query (default on)' },
};

const W3LIB: OptionTable<W3libOptions> = {
  keepBlankValues: { kind: 'boolean', description: 'keep query pairs with an empty or missing value (default on)' },
  keepFragments: { kind: 'boolean', description: 'keep the fragment (default off)' },
  encoding: { kind: 'string', description: 'Encoding Standard label of the query\'s encoding (default UTF-8)' },
};

// normalize-url 10's options, but transformPath (a function: not a command-line value) and base (--base).
const NORMALIZE_URL: OptionTable<Omit<NormalizeUrlOptions, 'transformPath' | 'base'>> = {
  defaultProtocol: { kind: 'string', description: 'protocol of an input without one (default http)' },
  customProtocols: { kind: 'strings', description: 'a protocol to normalise as http(s) is, without its ":" (repeatable)' },
  normalizeProtocol: { kind: 'boolean', description: 'prepend the default protocol to "//" URLs (default on)' },
  forceHttp: { kind: 'boolean', description: 'https: becomes http: (default off)' },
  forceHttps: { kind: 'boolean', description: 'http: becomes https: (default off)' },
  stripAuthentication: { kind: 'boolean', description: 'remove the user name and password (default on)' },
  stripHash: { kind: 'boolean', description: 'remove the fragment (default off)' },
  stripProtocol: { kind: 'boolean', description: 'remove the protocol (default off)' },
  stripTextFragment: { kind: 'boolean', description: 'remove a text fragment "#:~:text=" (default on)' },
  stripWWW: { kind: 'boolean', description: 'remove a leading "www." (default on)' },
  removeQueryParameters: { kind: 'patterns-or-boolean', description: 'query parameter to remove: a name or /regexp/flags (repeatable; default /^utm_\\w+/i; true: all)' },
  keepQueryParameters: { kind: 'patterns', description: 'query parameter to keep, all others removed: a name or /regexp/flags (repeatable)' },
  removeTrailingSlash: { kind: 'boolean', description: 'remove a trailing "/" of the path (default on)' },
  removeSingleSlash: { kind: 'boolean', description: 'remove a path that is "/" alone (default on)' },
  removeDirectoryIndex: { kind: 'patterns-or-boolean', description: 'last path segment to remove: a name or /regexp/flags (repeatable; true: /^index\\.[a-z]+$/)' },
  removeExplicitPort: { kind: 'boolean', description: 'remove any explicit port (default off)' },
  sortQueryParameters: { kind: 'boolean', description: 'sort the query parameters by name (default on)' },
  emptyQueryValue: { kind: 'string', description: 'a parameter with an empty value: preserve, always or never "=" (default preserve)' },
  removePath: { kind: 'boolean', description: 'remove the whole path (default off)' },
};

const SAFE_BROWSING: OptionTable<SafeBrowsingOptions> = {
  defaultScheme: { kind: 'string', description: 'scheme of an input without one: http or https (default http)' },
};

/** The options of one profile, by their name in the library. */
export type ProfileOptionTable = { readonly [name: string]: ProfileOption };

/**
 * The options of each profile, by profile name (each profile of CANONICAL_PROFILES must have its
 * entry: the type says so).
 */
export const PROFILE_OPTIONS: { readonly [P in CanonicalProfile]: ProfileOptionTable } & { readonly [profile: string]: ProfileOptionTable } = {
  surt: SURT,
  w3lib: W3LIB,
  'normalize-url': NORMALIZE_URL,
  'safe-browsing': SAFE_BROWSING,
};

/** An option's flag: its name in kebab case ("stripWWW" is "strip-www", "keepBlankValues" "keep-blank-values"). */
export function optionFlag(name: string): string {
  let flag = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    const upper = c >= 'A' && c <= 'Z';
    const afterLower = i > 0 && !(name[i - 1] >= 'A' && name[i - 1] <= 'Z');
    flag += upper ? (afterLower ? '-' : '') + c.toLowerCase() : c;
  }
  return flag;
}

/** The options of `profile` (none when the table has no entry for it). */
export function profileOptions(profile: string): ProfileOptionTable {
  return Object.prototype.hasOwnProperty.call(PROFILE_OPTIONS, profile) ? PROFILE_OPTIONS[profile] : {};
}
