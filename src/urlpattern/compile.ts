// Compiling a component (https://urlpattern.spec.whatwg.org/#compile-a-component): the pattern
// string parsed, its regular expression built (flags "v", or "vi" to ignore case) and the pattern
// string regenerated. An invalid regular expression is a TypeError pointing at the regexp group.

import type { Component, EncodingCallback, Part, PatternOptions } from './types';
import { parsePatternString } from './parse';
import { generateRegExpAndNameList } from './regexp';
import { generatePatternString } from './pattern-string';
import { patternStringError } from './errors';
import { asPropertyName } from './groups';
import { tokenize } from './tokenize';
import { FULL_WILDCARD_REGEXP_VALUE, generateSegmentWildcardRegexp } from './options';

export { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS } from './options';

/** https://urlpattern.spec.whatwg.org/#compile-a-component */
export function compileComponent(input: string, encode: EncodingCallback, options: PatternOptions): Component {
  const partList = parsePatternString(input, options, encode);
  const { source, names } = generateRegExpAndNameList(partList, options);
  const flags = options.ignoreCase ? 'vi' : 'v';
  let regularExpression: RegExp;
  try {
    regularExpression = new RegExp(source, flags);
    // V8 compiles a regular expression when first run, and only then refuses one too large
    // ("Regular expression too large"): run it once here, so that the pattern is what fails.
    regularExpression.test('');
  } catch (error) {
    throw invalidRegExp(input, partList, options, error);
  }
  return Object.freeze({
    patternString: generatePatternString(partList, options),
    regularExpression,
    // Not frozen, unlike the rest: V8 (Node 20) reads a frozen array's elements through a generic
    // load, and every match reads these names (exec() 3 to 6% slower frozen).
    groupNameList: names.map(asPropertyName),
    hasRegExpGroups: partList.some((part) => part.type === 'regexp'),
    partList: Object.freeze(partList),
    encodingCallback: encode,
    options,
  });
}

/** The TypeError of RegExpCreate's SyntaxError, at the first regexp group that is invalid alone. */
function invalidRegExp(input: string, partList: readonly Part[], options: PatternOptions, error: unknown): TypeError {
  const reason = error instanceof Error ? error.message : String(error);
  const flags = options.ignoreCase ? 'vi' : 'v';
  const groups = partList.filter((part) => part.type === 'regexp');
  const culprit = groups.findIndex((part) => !compiles(`(${part.value})`, flags));
  const offsets = regexpGroupOffsets(input, options);
  if (culprit >= 0 && culprit < offsets.length) {
    const what = `regexp group "(${groups[culprit].value})" is not a valid regular expression (${reason})`;
    return patternStringError('invalid-regexp', input, offsets[culprit], what);
  }
  if (offsets.length === 0) {
    return patternStringError('invalid-regexp', input, 0, `the regular expression it makes is refused by the JavaScript engine (${reason})`);
  }
  return patternStringError('invalid-regexp', input, offsets[0], `the regexp groups do not make a valid regular expression (${reason})`);
}

/** Whether RegExpCreate accepts source with flags. */
function compiles(source: string, flags: string): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

/**
 * The offsets of the regexp tokens that became regexp parts, in order: each regexp token makes one
 * part, a regexp part unless its value is a wildcard's (add a part).
 */
function regexpGroupOffsets(input: string, options: PatternOptions): number[] {
  const segmentWildcard = generateSegmentWildcardRegexp(options);
  return tokenize(input, 'strict')
    .filter((token) => token.type === 'regexp' && token.value !== segmentWildcard && token.value !== FULL_WILDCARD_REGEXP_VALUE)
    .map((token) => token.index);
}
