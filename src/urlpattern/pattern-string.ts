// Converting a part list back to a pattern string
// (https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings): the normalised
// pattern the URLPattern getters return. Parsing the result gives the same part list.

import type { Part, PatternOptions } from './types';
import { escapePatternString } from './escape';
import { FULL_WILDCARD_REGEXP_VALUE, generateSegmentWildcardRegexp } from './options';
import { convertAModifierToAString } from './regexp';
import { isValidNameCodePoint } from './tokenize';

/** https://urlpattern.spec.whatwg.org/#generate-a-pattern-string */
export function generatePatternString(parts: readonly Part[], options: PatternOptions): string {
  // Pieces joined once: `result +=` per part keeps a rope node per part alive until the end.
  const result: string[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const previousPart = index > 0 ? parts[index - 1] : null;
    const nextPart = index < parts.length - 1 ? parts[index + 1] : null;
    result.push(part.type === 'fixed-text' ? fixedTextString(part) : groupString(part, previousPart, nextPart, options));
  }
  return result.join('');
}

/** The fixed-text step: the escaped value, in "{...}" when it has a modifier. */
function fixedTextString(part: Part): string {
  const escaped = escapePatternString(part.value);
  if (part.modifier === 'none') return escaped;
  return `{${escaped}}${convertAModifierToAString(part.modifier)}`;
}

/** The steps for a group part: "{", prefix, ":name", "(regexp)" or "*", suffix, "}", modifier. */
function groupString(part: Part, previousPart: Part | null, nextPart: Part | null, options: PatternOptions): string {
  const customName = !isASCIIDigitAt(part.name);
  const needsGrouping = needsGroupingOf(part, previousPart, nextPart, customName, options);
  let result = needsGrouping ? '{' : '';
  result += escapePatternString(part.prefix);
  if (customName) result += `:${part.name}`;
  if (part.type === 'regexp') {
    result += `(${part.value})`;
  } else if (part.type === 'segment-wildcard' && !customName) {
    result += `(${generateSegmentWildcardRegexp(options)})`;
  } else if (part.type === 'full-wildcard') {
    result += fullWildcardString(part, previousPart, customName, needsGrouping);
  }
  if (part.type === 'segment-wildcard' && customName && part.suffix !== '' && startsWithNameCodePoint(part.suffix)) {
    // The suffix would otherwise continue the name.
    result += '\\';
  }
  result += escapePatternString(part.suffix);
  if (needsGrouping) result += '}';
  return result + convertAModifierToAString(part.modifier);
}

/** The needs grouping of generate a pattern string: "{...}" keeps the part apart from its neighbours. */
function needsGroupingOf(part: Part, previousPart: Part | null, nextPart: Part | null, customName: boolean, options: PatternOptions): boolean {
  if (part.suffix !== '' || (part.prefix !== '' && part.prefix !== options.prefixCodePoint)) return true;
  if (
    customName && part.type === 'segment-wildcard' && part.modifier === 'none'
    && nextPart !== null && nextPart.prefix === '' && nextPart.suffix === ''
  ) {
    // A following name code point would continue the name; a following numeric group, read as ":name(...)".
    if (nextPart.type === 'fixed-text') {
      if (startsWithNameCodePoint(nextPart.value)) return true;
    } else if (isASCIIDigitAt(nextPart.name)) {
      return true;
    }
  }
  // An empty value has no last code point (fixed text an encoding callback emptied: a default port).
  return part.prefix === '' && previousPart !== null && previousPart.type === 'fixed-text'
    && previousPart.value !== '' && lastCodePoint(previousPart.value) === options.prefixCodePoint;
}

/** The full-wildcard step: "*" where it cannot be read as a modifier, else "(.*)". */
function fullWildcardString(part: Part, previousPart: Part | null, customName: boolean, needsGrouping: boolean): string {
  const asterisk = !customName && (
    previousPart === null || previousPart.type === 'fixed-text' || previousPart.modifier !== 'none'
    || needsGrouping || part.prefix !== ''
  );
  return asterisk ? '*' : `(${FULL_WILDCARD_REGEXP_VALUE})`;
}

/** Whether a part name is numeric (its first code unit an ASCII digit). */
function isASCIIDigitAt(name: string): boolean {
  const unit = name.charCodeAt(0);
  return unit >= 0x30 && unit <= 0x39;
}

/** Is a valid name code point, not first, given the text's first code point. */
function startsWithNameCodePoint(text: string): boolean {
  return text !== '' && isValidNameCodePoint(text.codePointAt(0) as number, false);
}

/** The last code point of text ('' when empty). */
function lastCodePoint(text: string): string {
  if (text === '') return '';
  const last = text.charCodeAt(text.length - 1);
  const width = last >= 0xdc00 && last <= 0xdfff && text.length > 1 ? 2 : 1;
  return text.slice(text.length - width);
}
