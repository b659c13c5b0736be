// The pattern set's order of specificity, defined once: compareComponent (compare.ts, the
// extension of whatwg/urlpattern#61) on the components in SPECIFICITY_ORDER, the first that
// differs deciding, the more specific first; patterns equal in every component keep their order
// of insertion. compareComponent is a lexicographic order of part lists, hence a total preorder:
// ranking the patterns once, when the set is built, orders any subset as sorting that subset would.

import { compareComponent, type PatternComponents } from './compare';
import type { ComponentName } from './types';

/**
 * The components in the order they decide specificity. The pathname first, as routers rank
 * routes (`/repos/:owner` before `/repos/*`, whatever the host); then the hostname, which tells
 * sites apart (`api.example.com` before `*.example.com`); then the protocol and port, which narrow
 * a site; then the search and hash, which refine a resource; the credentials last, as patterns
 * rarely constrain them.
 */
export const SPECIFICITY_ORDER: readonly ComponentName[] = [
  'pathname', 'hostname', 'protocol', 'port', 'search', 'hash', 'username', 'password',
];

/** Two patterns' order: negative when `left` is more specific (comes first), positive when `right` is. */
export function compareSpecificity(left: PatternComponents, right: PatternComponents): number {
  for (const name of SPECIFICITY_ORDER) {
    const order = compareComponent(name, left, right);
    if (order !== 0) return -order;
  }
  return 0;
}

/** Each pattern's rank (0 = the most specific), ties by index: ranks[index]. */
export function specificityRanks(patterns: readonly PatternComponents[]): Int32Array {
  const order = patterns.map((_, index) => index);
  order.sort((left, right) => compareSpecificity(patterns[left], patterns[right]) || left - right);
  const ranks = new Int32Array(patterns.length);
  order.forEach((index, rank) => { ranks[index] = rank; });
  return ranks;
}
