// Scheme-specific syntax: a URI read by the grammar of its scheme (grammar/schemes/*.pegjs, listed
// by generated/schemes/index.ts), as a component tree with offsets, or the rule-level failure.

import { SCHEME_GRAMMARS } from '../../generated/schemes/index';
import type { URLLike } from '../core/arguments';
import { textArgument } from '../core/arguments';
import { schemeEnd } from '../core/schemes';
import { newRuleContext, syntaxFailure } from '../strict/syntax-failure';
import type { RuleContext, SyntaxFailure } from '../strict/syntax-failure';
import { withText } from './component';
import type { SchemeComponent, SchemeGrammar } from './component';

/**
 * parseScheme's result: the scheme (lowercase; null when the input has none), the grammar that
 * read it (null when no grammar defines the scheme), and its component tree or its failure.
 */
export type ParseSchemeResult =
  | { readonly scheme: string; readonly grammar: string; readonly tree: SchemeComponent; readonly failure: null }
  | { readonly scheme: string; readonly grammar: string; readonly tree: null; readonly failure: SyntaxFailure }
  | { readonly scheme: string | null; readonly grammar: null; readonly tree: null; readonly failure: null };

/** RFC 3986 section 3.1: the scheme a URI starts with, lowercase, or null. */
export function schemeOf(input: string): string | null {
  const end = schemeEnd(input);
  return end === -1 ? null : input.slice(0, end).toLowerCase();
}

let bySchemeTable: Map<string, SchemeGrammar> | undefined;

/** The grammar of each scheme, made on first use (the CommonJS build loads the grammars then: scripts/build.js). */
function byScheme(): Map<string, SchemeGrammar> {
  if (bySchemeTable === undefined) {
    bySchemeTable = new Map();
    for (const grammar of SCHEME_GRAMMARS) for (const scheme of grammar.schemes) bySchemeTable.set(scheme, grammar);
  }
  return bySchemeTable;
}

/** The grammar defining `scheme` (lowercase), if any. */
export function grammarOfScheme(scheme: string): SchemeGrammar | undefined {
  return byScheme().get(scheme);
}

/** The schemes that have a grammar, sorted. */
export function schemesWithGrammars(): string[] {
  return [...byScheme().keys()].sort();
}

/**
 * The URI `input` read by the grammar of its scheme, if one defines it. Only the scheme's
 * grammar is applied: `validate(input, { schemes: true })` also applies the generic one.
 * Never throws for a string.
 */
export function parseScheme(input: URLLike): ParseSchemeResult {
  const text = textArgument('parseScheme', 1, input);
  const scheme = schemeOf(text);
  const grammar = scheme === null ? undefined : grammarOfScheme(scheme);
  if (scheme === null || grammar === undefined) return { scheme, grammar: null, tree: null, failure: null };
  const read = parseWithGrammar(text, grammar);
  return read.tree === null ? { scheme, grammar: grammar.name, tree: null, failure: read.failure } : { scheme, grammar: grammar.name, tree: read.tree, failure: null };
}

/**
 * `input` read by `grammar`: its tree, or its failure naming the rule (a second parse finds the
 * rule). `zoneIds`: RFC 6874 zone identifiers in the RFC 3986 host rules the grammar imports.
 */
export function parseWithGrammar(input: string, grammar: SchemeGrammar, zoneIds = false): { tree: SchemeComponent; failure: null } | { tree: null; failure: SyntaxFailure } {
  try {
    return { tree: withText(input, grammar.parse(input, { zoneIds })), failure: null };
  } catch (error) {
    if (!(error instanceof grammar.SyntaxError)) throw error;
    const context: RuleContext = newRuleContext();
    try {
      grammar.parse(input, { ruleContext: context, zoneIds });
    } catch {
      // the same failure, now with its rule
    }
    return { tree: null, failure: syntaxFailure(input, error, context, grammar.startRule.replace(/_/g, '-')) };
  }
}
