// What a scheme grammar (grammar/schemes/*.pegjs) returns: a tree of components, each named by
// its ABNF rule, with UTF-16 offsets into the input; and the grammar itself, as
// generated/schemes/index.ts lists it.

import { percentDecodeString } from '../core/characters';
import type { RuleContext } from '../strict/syntax-failure';
import type { PeggySyntaxError } from '../../generated/rfc3986';

/** A component as the grammar's actions build it (the text is added from the input after). */
export interface RawSchemeComponent {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly value?: string;
  readonly components: readonly RawSchemeComponent[];
}

/** A scheme-specific component: its ABNF rule name, its span and text, its parts. */
export interface SchemeComponent {
  /** The ABNF rule that matched, e.g. 'addr-spec', 'NID', 'mediatype'. */
  readonly name: string;
  /** UTF-16 offsets into the input, end exclusive. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** The decoded value, where the scheme's RFC defines one (e.g. a mailto address, percent-decoded). */
  readonly value?: string;
  readonly components: readonly SchemeComponent[];
}

/** A generated scheme grammar (one file of grammar/schemes/). */
export interface SchemeGrammar {
  /** The grammar's file name, without ".pegjs". */
  readonly name: string;
  /** The schemes it defines, lowercase. */
  readonly schemes: readonly string[];
  /** Names of components compared case-insensitively (scheme-based normalisation). */
  readonly caseInsensitive: readonly string[];
  /** Whether percent-encodings are never decoded for equivalence (e.g. RFC 8141 section 3.1). */
  readonly keepEscapes: boolean;
  /** The one component equivalence compares (e.g. a URN's assigned-name), or null for the whole URI. */
  readonly compared: string | null;
  /** Its start rule (the first rule of the file). */
  readonly startRule: string;
  readonly parse: (input: string, options?: { ruleContext?: RuleContext; zoneIds?: boolean }) => RawSchemeComponent;
  /** The class of the syntax errors `parse` throws. */
  readonly SyntaxError: new (...args: never[]) => PeggySyntaxError;
}

/**
 * For the grammars' actions: a component named `name` over `at` (peggy's range()), with the
 * components given (null and undefined ones, from optional parts, are left out).
 */
export function part(
  name: string,
  at: { start: number; end: number },
  components: ReadonlyArray<RawSchemeComponent | readonly RawSchemeComponent[] | null | undefined> = [],
  value?: string,
): RawSchemeComponent {
  const parts: RawSchemeComponent[] = [];
  for (const component of components) {
    if (component === null || component === undefined) continue;
    // A loop, not push(...list): a list of many components would overflow the stack.
    if (Array.isArray(component)) for (const item of component as readonly RawSchemeComponent[]) parts.push(item);
    else parts.push(component as RawSchemeComponent);
  }
  return value === undefined ? { name, start: at.start, end: at.end, components: parts } : { name, start: at.start, end: at.end, value, components: parts };
}

/** For the grammars' actions: percent-decoded text, as UTF-8 (invalid sequences as U+FFFD). */
export function decoded(text: string): string {
  return percentDecodeString(text);
}

/** The component tree with each component's text from `input`. */
export function withText(input: string, raw: RawSchemeComponent): SchemeComponent {
  const components = raw.components.map((component) => withText(input, component));
  const text = input.slice(raw.start, raw.end);
  return raw.value === undefined ? { name: raw.name, start: raw.start, end: raw.end, text, components } : { name: raw.name, start: raw.start, end: raw.end, text, value: raw.value, components };
}
