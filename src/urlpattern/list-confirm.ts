// How the pattern set confirms one component of a candidate and makes its groups, as
// https://urlpattern.spec.whatwg.org/#url-pattern-match does with RegExpBuiltinExec and
// #create-a-component-match-result, with the same outcome: for the shapes below the answer is
// read from the part list (a lone full wildcard, fixed text only, whole path segments), any other
// component runs its regular expression.

import type { Component, URLPatternComponentResult } from './types';

/** A component's groups (https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult). */
export type Groups = URLPatternComponentResult['groups'];

/** A component's check: its groups when the value matches (null when not), and the test alone. */
export interface ComponentMatcher {
  readonly groups: (value: string) => Groups | null;
  readonly test: (value: string) => boolean;
}

/** Whether a string has a code point `.` does not match under the `v` flag (an ECMAScript LineTerminator). */
function hasLineTerminator(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit === 0x0a || unit === 0x0d || unit === 0x2028 || unit === 0x2029) return true;
  }
  return false;
}

/** https://urlpattern.spec.whatwg.org/#create-a-component-match-result from an exec result. */
function execGroups(names: readonly string[], exec: RegExpExecArray): Groups {
  const groups: Groups = {};
  for (let index = 0; index < names.length; index++) groups[names[index]] = exec[index + 1];
  return groups;
}

/** The general check: the component's regular expression. */
function regexpMatcher(component: Component): ComponentMatcher {
  const { regularExpression, groupNameList } = component;
  return {
    groups: (value) => {
      const exec = regularExpression.exec(value);
      return exec === null ? null : execGroups(groupNameList, exec);
    },
    test: (value) => regularExpression.test(value),
  };
}

/** Whether the part list is "*" alone: `^(.*)$`, one group, the whole value. */
function isLoneFullWildcard(component: Component): boolean {
  const parts = component.partList;
  return parts.length === 1 && parts[0].type === 'full-wildcard' && parts[0].modifier === 'none'
    && parts[0].prefix === '' && parts[0].suffix === '';
}

/** The text of a part list of fixed text only, without modifiers (`^text$`); null otherwise. */
export function fixedTextOf(component: Component): string | null {
  let text = '';
  for (const part of component.partList) {
    if (part.type !== 'fixed-text' || part.modifier !== 'none') return null;
    text += part.value;
  }
  return text;
}

/** The check of one component: read from its part list when its shape allows, its regular expression otherwise. */
export function componentMatcher(component: Component): ComponentMatcher {
  if (isLoneFullWildcard(component)) {
    const name = component.groupNameList[0];
    // `*` names its group "0": an object literal makes that record fastest.
    const group = name === '0' ? (value: string): Groups => ({ 0: value }) : (value: string): Groups => ({ [name]: value });
    return {
      groups: (value) => (hasLineTerminator(value) ? null : group(value)),
      test: (value) => !hasLineTerminator(value),
    };
  }
  const text = component.regularExpression.ignoreCase ? null : fixedTextOf(component);
  if (text !== null) return { groups: (value) => (value === text ? {} : null), test: (value) => value === text };
  return regexpMatcher(component);
}

/**
 * The groups of a pathname whose closed path key captures whole segments (list-shape.ts
 * PathKey.captures), for an input whose segments the trie has matched against the key's fixed
 * segments: each group is its segment, which must not be empty (`[^\/]+?` between "/"s or the ends).
 */
export function segmentGroups(names: readonly string[], captures: readonly number[], segments: readonly string[]): Groups | null {
  const groups: Groups = {};
  for (let index = 0; index < names.length; index++) {
    const segment = segments[captures[index]];
    if (segment === '') return null;
    groups[names[index]] = segment;
  }
  return groups;
}
