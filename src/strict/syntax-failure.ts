// Failures of the strict RFC 3986 / RFC 3987 grammars as values: what peggy expected at the
// furthest offset it reached, in words, and the rule it was parsing there (the rule context
// kept by the hooks scripts/generator.js adds to those grammars).

import type { Expectation, PeggySyntaxError } from '../../generated/rfc3986';
import { codePointName, quoteCodePoint, upperHex } from '../core/messages';
import { IPRIVATE, UCSCHAR, leadingUnits } from '../core/code-points';

/** Why a strict parse failed: a code point the grammar does not allow there, an early end, or an unknown rule name. */
export type SyntaxFailureCode = 'unexpected-code-point' | 'unexpected-end-of-input' | 'unknown-rule' | 'unknown-grammar';

/** A strict grammar failure: where, what was expected there (in words), and in which rule. */
export interface SyntaxFailure {
  readonly code: SyntaxFailureCode;
  /** UTF-16 offset of the first code point the grammar could not take. */
  readonly offset: number;
  /** Length of that code point in UTF-16 units (2 for a surrogate pair), 0 at the end. */
  readonly length: number;
  /** ABNF name of the innermost rule containing every expectation at `offset`. */
  readonly rule: string;
  /** What would have been accepted at `offset`, e.g. "hex digit", '"]"', "end of input" (empty for a disallowed supplementary code point). */
  readonly expected: readonly string[];
  /** The code point found at `offset`, or null at the end of the input. */
  readonly found: string | null;
  readonly message: string;
}

/** The state the generated hooks fill in (scripts/generator.js, ruleContextPlugin). */
export interface RuleContext {
  stack: string[];
  offset: number;
  count: number;
  depth: number;
  low: number;
  rule: string | null;
}

/** A fresh rule context for one parse. */
export function newRuleContext(): RuleContext {
  return { stack: [], offset: -1, count: 0, depth: 0, low: 0, rule: null };
}

// Names of the grammars' character classes (RFC 3986 sections 2.1-2.3, RFC 5234 B.1).
const CLASS_NAMES: Readonly<Record<string, string>> = {
  '[A-Za-z]': 'letter',
  '[0-9]': 'digit',
  '[0-9A-Fa-f]': 'hex digit',
  '[1-9]': 'digit 1-9',
  '[0-4]': 'digit 0-4',
  '[0-5]': 'digit 0-5',
  '[A-Za-z0-9+\\-.]': 'scheme character',
  '[A-Za-z0-9\\-._~]': 'unreserved character',
  "[!$&'()*+,;=]": 'sub-delims character',
  '[:/?#[\\]@]': 'gen-delims character',
};

/** The class as written in the grammar: "[A-Za-z]", with code units above "~" as \uXXXX. */
function classSource(parts: readonly (string | readonly unknown[])[]): string {
  const unit = (c: unknown): string => {
    const text = String(c);
    const code = text.charCodeAt(0);
    if (code > 0x7e) return `\\u${upperHex(code, 4)}`;
    return text === '-' || text === ']' || text === '\\' ? `\\${text}` : text;
  };
  return `[${parts.map((p) => (Array.isArray(p) ? `${unit(p[0])}-${unit(p[1])}` : unit(p))).join('')}]`;
}

/** Every range of the class lies in one of `ranges` (code units, inclusive). */
function within(parts: readonly (string | readonly unknown[])[], ranges: readonly (readonly [number, number])[]): boolean {
  return parts.every((p) => {
    const from = String(Array.isArray(p) ? p[0] : p).charCodeAt(0);
    const to = String(Array.isArray(p) ? p[1] : p).charCodeAt(0);
    return ranges.some(([low, high]) => from >= low && to <= high);
  });
}

// RFC 3987 section 2.2: the code units that start a ucschar or an iprivate (supplementary code
// points by their high surrogate), as the grammar's classes test them.
const LOW_SURROGATES: readonly (readonly [number, number])[] = [[0xdc00, 0xdfff]];
const IPRIVATE_UNITS = leadingUnits(IPRIVATE);
const UCSCHAR_UNITS = leadingUnits(UCSCHAR);

/** RFC 3986 / 3987 name of a character class expectation. */
function describeClass(parts: readonly (string | readonly unknown[])[]): string {
  const source = classSource(parts);
  const name = CLASS_NAMES[source];
  if (name !== undefined) return name;
  if (within(parts, LOW_SURROGATES)) return 'low surrogate';
  if (within(parts, IPRIVATE_UNITS)) return 'iprivate character';
  if (within(parts, UCSCHAR_UNITS)) return 'ucschar';
  return source;
}

/** Expectations in words, by expectation (the generated parsers' expectations are module constants). */
const DESCRIPTIONS = new WeakMap<Expectation, string>();

/** One expectation in words. */
export function describeExpectation(expectation: Expectation): string {
  let words = DESCRIPTIONS.get(expectation);
  if (words === undefined) {
    words = expectationWords(expectation);
    DESCRIPTIONS.set(expectation, words);
  }
  return words;
}

function expectationWords(expectation: Expectation): string {
  switch (expectation.type) {
    case 'literal':
      return JSON.stringify(expectation.text);
    case 'class':
      return describeClass(expectation.parts);
    case 'end':
      return 'end of input';
    case 'any':
      return 'any character';
    default:
      return expectation.description;
  }
}

/** "a", "a or b", "a, b or c". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The rule to name: the context's, unless the end of input was expected (outside every rule). */
function failingRule(error: PeggySyntaxError, context: RuleContext, startRule: string): string {
  const offset = error.location.start.offset;
  const outside = error.expected.some((e) => e.type === 'end');
  if (outside || context.offset !== offset || context.rule === null) return startRule;
  return context.rule;
}

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * RFC 3987 section 2.2 matches supplementary code points as surrogate pairs, so a failure just
 * after a high surrogate is about the code point it starts: a lone surrogate, or a pair the
 * rule does not allow (e.g. U+1FFFE). Reported at that code point; null otherwise.
 */
function surrogateFailure(input: string, offset: number, rule: string): SyntaxFailure | null {
  const high = input.charCodeAt(offset - 1);
  if (offset === 0 || !isHigh(high)) return null;
  const lone = !isLow(input.charCodeAt(offset));
  const codePoint = input.codePointAt(offset - 1) as number;
  const name = codePointName(codePoint);
  const base = { code: 'unexpected-code-point', offset: offset - 1, rule, found: String.fromCodePoint(codePoint) } as const;
  const at = `unexpected-code-point at offset ${offset - 1}`;
  if (lone) {
    const message = `${at}: lone surrogate ${name} in ${rule} (a high surrogate needs a low surrogate after it)`;
    return { ...base, length: 1, expected: ['low surrogate'], message };
  }
  return { ...base, length: 2, expected: [], message: `${at}: ${quoteCodePoint(codePoint)} is not allowed in ${rule}` };
}

/** The SyntaxFailure of a peggy failure on `input`, with the rule context of the same parse. */
export function syntaxFailure(input: string, error: PeggySyntaxError, context: RuleContext, startRule: string): SyntaxFailure {
  const offset = error.location.start.offset;
  const rule = failingRule(error, context, startRule);
  const expected = [...new Set(error.expected.map(describeExpectation))];
  if (expected.length === 1 && expected[0] === 'low surrogate') {
    const failure = surrogateFailure(input, offset, rule);
    if (failure !== null) return failure;
  }
  const codePoint = input.codePointAt(offset);
  const found = codePoint === undefined ? null : String.fromCodePoint(codePoint);
  const foundText = found === null ? 'the end of the input' : quoteCodePoint(codePoint as number);
  const code = found === null ? 'unexpected-end-of-input' : 'unexpected-code-point';
  return {
    code,
    offset,
    length: found === null ? 0 : found.length,
    rule,
    expected,
    found,
    message: `${code} at offset ${offset}: ${rule} expects ${listWords(expected)}, found ${foundText}`,
  };
}

/** The failure for a rule name the grammar does not have. */
export function unknownRuleFailure(rule: string, grammar: string): SyntaxFailure {
  return {
    code: 'unknown-rule',
    offset: 0,
    length: 0,
    rule,
    expected: [],
    found: null,
    message: `${grammar} has no rule ${JSON.stringify(rule)}`,
  };
}

/** The failure for a grammar name that is not 'rfc3986' or 'rfc3987'. */
export function unknownGrammarFailure(grammar: unknown): SyntaxFailure {
  return {
    code: 'unknown-grammar',
    offset: 0,
    length: 0,
    rule: '',
    expected: [],
    found: null,
    message: `unknown grammar ${JSON.stringify(String(grammar))} (rfc3986 or rfc3987)`,
  };
}
