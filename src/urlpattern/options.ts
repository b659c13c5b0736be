// The standard's three options structs (https://urlpattern.spec.whatwg.org/#default-options,
// #hostname-options, #pathname-options) and the wildcard regexps they determine.

import type { PatternOptions } from './types';
import { escapeRegExpString } from './escape';

/** https://urlpattern.spec.whatwg.org/#default-options */
export const DEFAULT_OPTIONS: PatternOptions = Object.freeze({ delimiterCodePoint: '', prefixCodePoint: '', ignoreCase: false });

/** https://urlpattern.spec.whatwg.org/#hostname-options */
export const HOSTNAME_OPTIONS: PatternOptions = Object.freeze({ delimiterCodePoint: '.', prefixCodePoint: '', ignoreCase: false });

/** https://urlpattern.spec.whatwg.org/#pathname-options */
export const PATHNAME_OPTIONS: PatternOptions = Object.freeze({ delimiterCodePoint: '/', prefixCodePoint: '/', ignoreCase: false });

/** https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value */
export const FULL_WILDCARD_REGEXP_VALUE = '.*';

/** https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp ("[^]+?" with no delimiter). */
export function generateSegmentWildcardRegexp(options: PatternOptions): string {
  return `[^${escapeRegExpString(options.delimiterCodePoint)}]+?`;
}

/**
 * Whether a component was compiled with "/" as its delimiter (the pathname options: its
 * protocol component matches a special scheme), so that a segment wildcard stops at "/".
 */
export function isSlashDelimited(component: { readonly options: PatternOptions }): boolean {
  return component.options.delimiterCodePoint === '/';
}
