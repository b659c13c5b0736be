// URLPattern.prototype.generate(component, groups): the string of one component made from its
// part list with the groups' values filled in. An extension, not (yet) in the URL Pattern
// Standard: the proposal for whatwg/urlpattern#73 ("generate() method of URLPattern", Chrome
// Loading team; WPT's urlpattern-generate-test-data.json), described here from its text:
// - fixed text is copied (it is already canonical: compiling encoded it);
// - a named group without a custom regexp (a segment wildcard) takes its value from `groups`,
//   encoded by the component's encoding callback, as compiling encodes fixed text, between the
//   group's prefix and suffix; a missing value is a TypeError, values for no group are ignored;
// - full wildcards, regexp groups and modifiers (?, *, +) are out of the proposal's scope:
//   a TypeError.
// Beyond the proposal's text, so that the string is one the component matches: an encoded value
// must be what the segment wildcard matches (not empty, no delimiter code point: no "/" in a
// pathname group, no "." in a hostname group), the whole result must be canonical (the encoding
// callback keeps it as it is: "/a/.." or "/a/%2e" is refused, a URL would not keep it) and it is
// tested with the component's regular expression.

import { quote } from '../core/messages';
import type { URLPatternComponents } from './create';
import { urlPatternError } from './errors';
import { isValidNameCodePoint } from './tokenize';
import type { Component, ComponentName, EncodingCallback, Part } from './types';

/** How a component's values are encoded: its encoding callback and its delimiter code point ('' for none). */
export interface ComponentEncoding {
  readonly encode: EncodingCallback;
  readonly delimiterCodePoint: string;
}

/** The encoding callback and delimiter a component was compiled with (https://urlpattern.spec.whatwg.org/#url-pattern-create). */
export function encodingOf(components: URLPatternComponents, name: ComponentName): ComponentEncoding {
  const component = components[name];
  return { encode: component.encodingCallback, delimiterCodePoint: component.options.delimiterCodePoint };
}

/** A part as a pattern string shows it, for messages: `:id`, `*`, `(\d+)`, `{foo}?`. */
function describePart(part: Part): string {
  const modifier = { none: '', optional: '?', 'zero-or-more': '*', 'one-or-more': '+' }[part.modifier];
  switch (part.type) {
    case 'fixed-text': return `{${part.value}}${modifier}`;
    case 'full-wildcard': return `*${modifier}`;
    case 'regexp': return `${part.name === '' ? '' : `:${part.name}`}(${part.value})${modifier}`;
    case 'segment-wildcard': return `:${part.name}${modifier}`;
  }
}

/** The TypeError of a part generate cannot fill (a modifier, a full wildcard, a regexp group). */
function unsupportedPart(component: Component, name: ComponentName, part: Part): TypeError {
  const pattern = component.patternString;
  const where = `${name} pattern ${quote(pattern)}`;
  if (part.modifier !== 'none') {
    return urlPatternError('generate-modifier', pattern, 0,
      `generate: ${where}: the part ${quote(describePart(part))} has a modifier; only parts without "?", "*" or "+" can be generated`);
  }
  if (part.type === 'full-wildcard') {
    return urlPatternError('generate-wildcard', pattern, 0,
      `generate: ${where}: the wildcard ${quote(describePart(part))} has no single value to generate`);
  }
  return urlPatternError('generate-regexp-group', pattern, 0,
    `generate: ${where}: the regexp group ${quote(describePart(part))} is not supported; only named groups without a regexp can be generated`);
}

/**
 * A hostname group's value that the hostname callback, seeing it alone, reads as an IPv4 address
 * ("1" becomes "0.0.0.1"): a label of letters and digits, which is a label of a domain (as in
 * "1.example.com") and which domain to ASCII only lowercases. Whether the whole hostname is
 * canonical is checked on the result (checkResult).
 */
function isNumericLabel(name: ComponentName, value: string, encoded: string, delimiter: string): boolean {
  return name === 'hostname' && encoded.includes(delimiter) && /^[0-9A-Za-z]+$/.test(value);
}

/** The encoding callback's result on a group's value, or the TypeError of a value it rejects. */
function encodeValue(name: ComponentName, group: string, value: string, encoding: ComponentEncoding): string {
  try {
    const encoded = encoding.encode(value);
    return isNumericLabel(name, value, encoded, encoding.delimiterCodePoint) ? value.toLowerCase() : encoded;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const offset = (error as TypeError & { offset?: number }).offset ?? 0;
    throw urlPatternError('generate-invalid-value', value, offset,
      `generate: the value ${quote(value)} of group "${group}" is not a valid ${name} (${error.message})`);
  }
}

/** The value of a named group encoded as the component encodes fixed text, checked against the segment rule. */
function encodeGroupValue(name: ComponentName, group: string, value: string, encoding: ComponentEncoding): string {
  const encoded = encodeValue(name, group, value, encoding);
  if (encoded === '') {
    throw urlPatternError('generate-invalid-value', value, 0,
      `generate: the value ${quote(value)} of group "${group}" is empty as a ${name}; a named group matches one code point at least`);
  }
  const delimiter = encoding.delimiterCodePoint;
  if (delimiter !== '' && encoded.includes(delimiter)) {
    const at = value.indexOf(delimiter);
    throw urlPatternError('generate-invalid-value', value, Math.max(at, 0),
      `generate: the value ${quote(value)} of group "${group}" holds the ${name} delimiter "${delimiter}"${at < 0 ? '' : ` at offset ${at}`}; a named group matches none`);
  }
  return encoded;
}

/** The offset of the group `:name` in a pattern string (a ":" not escaped, no name code point after the name), or 0. */
export function groupOffset(pattern: string, group: string): number {
  const token = `:${group}`;
  for (let at = pattern.indexOf(token); at >= 0; at = pattern.indexOf(token, at + 1)) {
    const next = pattern.codePointAt(at + token.length);
    const ended = next === undefined || !isValidNameCodePoint(next, false);
    if (ended && pattern[at - 1] !== '\\') return at;
  }
  return 0;
}

/** A named group's value from `groups`, or the TypeError of a missing one (at the group in the pattern string). */
function groupValue(component: Component, name: ComponentName, group: string, groups: ReadonlyMap<string, string>): string {
  const value = groups.get(group);
  if (value !== undefined) return value;
  throw urlPatternError('generate-missing-group', component.patternString, groupOffset(component.patternString, group),
    `generate: ${name} pattern ${quote(component.patternString)} has the group "${group}" and groups gives no value for it`);
}

/**
 * The string of `component` (named `name`, encoded as `encoding` says) with `groups`' values for
 * its named groups (the proposal for whatwg/urlpattern#73). Throws a TypeError with a code
 * (errors.ts: generate-*) for a part it cannot fill, a missing group or a value the group cannot match.
 */
export function generateComponent(
  component: Component, name: ComponentName, encoding: ComponentEncoding, groups: ReadonlyMap<string, string>,
): string {
  let result = '';
  for (const part of component.partList) {
    if (part.modifier !== 'none' || part.type === 'full-wildcard' || part.type === 'regexp') {
      throw unsupportedPart(component, name, part);
    }
    if (part.type === 'fixed-text') {
      result += part.value;
      continue;
    }
    const value = groupValue(component, name, part.name, groups);
    result += part.prefix + encodeGroupValue(name, part.name, value, encoding) + part.suffix;
  }
  checkResult(component, name, encoding, result);
  return result;
}

/** The encoding callback's result on the whole string made, or null where it throws. */
function encodedWhole(encoding: ComponentEncoding, result: string): string | null {
  try {
    return encoding.encode(result);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * The string made must be canonical (the encoding callback keeps it: a pathname with a "." or
 * ".." segment, or a hostname that reads as an IPv4 address in another form, is not what a URL
 * would have) and must match the component's regular expression.
 */
function checkResult(component: Component, name: ComponentName, encoding: ComponentEncoding, result: string): void {
  const whole = encodedWhole(encoding, result);
  if (whole !== result) {
    const becomes = whole === null ? 'is not a valid one' : `would be ${quote(whole)} in a URL`;
    throw urlPatternError('generate-not-canonical', result, 0,
      `generate: the ${name} ${quote(result)} made from the groups is not canonical: it ${becomes}`);
  }
  if (!component.regularExpression.test(result)) {
    throw urlPatternError('generate-mismatch', result, 0,
      `generate: the ${name} ${quote(result)} made from the groups does not match its pattern ${quote(component.patternString)}`);
  }
}

/** URLPattern.prototype.generate(component, groups) on a pattern's components. */
export function generate(components: URLPatternComponents, name: ComponentName, groups: ReadonlyMap<string, string>): string {
  return generateComponent(components[name], name, encodingOf(components, name), groups);
}
