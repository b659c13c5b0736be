// Converting a part list to a regular expression and its group names
// (https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions), as the
// standard generates them.

import type { Part, PartModifier, PatternOptions } from './types';
import { escapeRegExpString } from './escape';
import { FULL_WILDCARD_REGEXP_VALUE, generateSegmentWildcardRegexp } from './options';

/** A regular expression's source and the names of its capturing groups, in order. */
export interface RegExpAndNameList {
  readonly source: string;
  readonly names: string[];
}

/** https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list */
export function generateRegExpAndNameList(parts: readonly Part[], options: PatternOptions): RegExpAndNameList {
  // Pieces joined once: `result +=` per part keeps a rope node per part alive until the end.
  const result: string[] = ['^'];
  const names: string[] = [];
  const segmentWildcard = segmentWildcardRegExpSource(options);
  for (const part of parts) {
    if (part.type === 'fixed-text') {
      result.push(fixedTextSource(part));
      continue;
    }
    names.push(part.name);
    let regexpValue = part.value;
    if (part.type === 'segment-wildcard') regexpValue = segmentWildcard;
    else if (part.type === 'full-wildcard') regexpValue = FULL_WILDCARD_REGEXP_VALUE;
    result.push(groupSource(part, regexpValue));
  }
  result.push('$');
  return { source: result.join(''), names };
}

/**
 * The segment wildcard regexp as it goes into the regular expression. With no delimiter the
 * standard's is "[^]+?", which Node 20's `v` flag mis-reads (`/^([^]+?)$/v.test('foo')` is false):
 * "[\s\S]+?" matches the same code points everywhere. Pattern strings keep the standard's text.
 */
function segmentWildcardRegExpSource(options: PatternOptions): string {
  return options.delimiterCodePoint === '' ? '[\\s\\S]+?' : generateSegmentWildcardRegexp(options);
}

/** The fixed-text step: the escaped value, in a non-capturing group when it has a modifier. */
function fixedTextSource(part: Part): string {
  const escaped = escapeRegExpString(part.value);
  if (part.modifier === 'none') return escaped;
  return `(?:${escaped})${convertAModifierToAString(part.modifier)}`;
}

/** The steps for a group part (regexp, segment or full wildcard) whose regexp is regexpValue. */
function groupSource(part: Part, regexpValue: string): string {
  const modifier = convertAModifierToAString(part.modifier);
  const repeating = part.modifier === 'zero-or-more' || part.modifier === 'one-or-more';
  if (part.prefix === '' && part.suffix === '') {
    if (repeating && part.type !== 'regexp') return repeatedWildcardSource(part, regexpValue);
    // `(<regexp value>)<modifier>` or, repeating, `((?:<regexp value>)<modifier>)`
    return repeating ? `((?:${regexpValue})${modifier})` : `(${regexpValue})${modifier}`;
  }
  const prefix = escapeRegExpString(part.prefix);
  const suffix = escapeRegExpString(part.suffix);
  // `(?:<prefix>(<regexp value>)<suffix>)<modifier>`
  if (!repeating) return `(?:${prefix}(${regexpValue})${suffix})${modifier}`;
  // `(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?`
  const repeated = `(?:${prefix}((?:${regexpValue})(?:${suffix}${prefix}(?:${regexpValue}))*)${suffix})`;
  return part.modifier === 'zero-or-more' ? `${repeated}?` : repeated;
}

/**
 * A repeated wildcard without prefix or suffix. The standard's `((?:[^/]+?)+)` (and `*`, and
 * `((?:.*)+)`) nests two quantifiers over one class: V8 backtracks through every way of cutting the
 * text into iterations when what follows fails (`{:a}+b` against 24 "a" took 155 ms, doubling with
 * each one more). `([^/]+)`, `([^/]*)` and `(.*)` match the same strings, and a backtracking
 * matcher tries the group's end positions in the same order (longest first; the nested form only
 * repeats positions already tried), so every match and capture is the same, in linear time.
 */
function repeatedWildcardSource(part: Part, regexpValue: string): string {
  if (part.type === 'full-wildcard') return `(${FULL_WILDCARD_REGEXP_VALUE})`;
  // The segment wildcard is "<class>+?": the class, repeated greedily.
  const characterClass = regexpValue.slice(0, -2);
  return `(${characterClass}${convertAModifierToAString(part.modifier)})`;
}

/** https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string */
export function convertAModifierToAString(modifier: PartModifier): string {
  if (modifier === 'zero-or-more') return '*';
  if (modifier === 'optional') return '?';
  if (modifier === 'one-or-more') return '+';
  return '';
}
