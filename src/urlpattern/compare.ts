// URLPattern.compareComponent: an order of URL patterns by how specific one component is. An
// extension, not (yet) in the URL Pattern Standard: proposed in whatwg/urlpattern#61 ("natural
// ordering"), shipped by Chromium, tested by WPT's tentative urlpattern-compare-test-data.json.
// Described here from those facts:
// - two components compare by their part lists, part by part from the first; the first pair of
//   parts that differs decides;
// - parts compare by type (fixed text is the most specific, then a regexp group, then a segment
//   wildcard, then a full wildcard), then by modifier (none, then one-or-more, then optional,
//   then zero-or-more), then by prefix, value and suffix as strings (code point order); names
//   never count (`/:a` and `/:b` are equal);
// - when one list ends first, the next part of the longer one is compared with an empty
//   fixed-text part (so `/foo` is less than `/foo/bar` and more than `/foo/*`).
// The more specific pattern compares greater: sorting in descending order puts it first.

import type { URLPatternComponents } from './create';
import type { Component, ComponentName, Part, PartModifier, PartType } from './types';

/** The result of a comparison: less, equal or greater. */
export type Comparison = -1 | 0 | 1;

/** A URL pattern's components, as the URLPattern class keeps them (create.ts). */
export type PatternComponents = URLPatternComponents;

/** Part types from the least specific to the most. */
const TYPE_RANK: Readonly<Record<PartType, number>> = {
  'full-wildcard': 0, 'segment-wildcard': 1, regexp: 2, 'fixed-text': 3,
};

/** Modifiers from the least restrictive to the most. */
const MODIFIER_RANK: Readonly<Record<PartModifier, number>> = {
  'zero-or-more': 0, optional: 1, 'one-or-more': 2, none: 3,
};

/** What a part list that has ended compares as: an empty fixed-text part without modifier. */
const END_PART: Part = { type: 'fixed-text', value: '', modifier: 'none', name: '', prefix: '', suffix: '' };

/** Two numbers' order. */
function compareNumbers(left: number, right: number): Comparison {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** Two strings' order by code points (not UTF-16 code units). */
export function compareCodePoints(left: string, right: string): Comparison {
  if (left === right) return 0;
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const a = left.codePointAt(i) as number;
    const b = right.codePointAt(j) as number;
    if (a !== b) return a < b ? -1 : 1;
    i += a > 0xffff ? 2 : 1;
    j += b > 0xffff ? 2 : 1;
  }
  return compareNumbers(left.length - i, right.length - j);
}

/** Two parts' order: type, modifier, prefix, value, suffix (whatwg/urlpattern#61, Chromium's compareComponent). */
export function comparePart(left: Part, right: Part): Comparison {
  return compareNumbers(TYPE_RANK[left.type], TYPE_RANK[right.type])
    || compareNumbers(MODIFIER_RANK[left.modifier], MODIFIER_RANK[right.modifier])
    || compareCodePoints(left.prefix, right.prefix)
    || compareCodePoints(left.value, right.value)
    || compareCodePoints(left.suffix, right.suffix);
}

/** Two part lists' order: the first differing pair of parts, an ended list read as an empty fixed-text part. */
export function comparePartLists(left: readonly Part[], right: readonly Part[]): Comparison {
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index++) {
    const order = comparePart(left[index], right[index]);
    if (order !== 0) return order;
  }
  if (left.length === right.length) return 0;
  return comparePart(left[shared] ?? END_PART, right[shared] ?? END_PART);
}

/** Two compiled components' order (the extension's compare a component). */
export function compareComponents(left: Component, right: Component): Comparison {
  return comparePartLists(left.partList, right.partList);
}

/** URLPattern.compareComponent(component, left, right) on two patterns' components. */
export function compareComponent(name: ComponentName, left: PatternComponents, right: PatternComponents): Comparison {
  return compareComponents(left[name], right[name]);
}
