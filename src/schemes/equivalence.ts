// Scheme-based normalisation (RFC 3986 section 6.2.3) from the scheme grammars' directives: the
// components named "// @case-insensitive" (e.g. RFC 8141's NID, RFC 6068's domain) have their
// ASCII letters lowercased; "// @keep-escapes" keeps percent-encodings undecoded (RFC 8141 section
// 3.1); "// @compared" names the one component equivalence compares (a URN's assigned-name).

import { lowercaseOutsideEscapes } from '../core/characters';
import type { SchemeComponent, SchemeGrammar } from './component';
import { grammarOfScheme, parseWithGrammar, schemeOf } from './parse-scheme';

/** The grammar of `uri`'s scheme, if one defines it. */
function grammarOf(uri: string): SchemeGrammar | undefined {
  const scheme = schemeOf(uri);
  return scheme === null ? undefined : grammarOfScheme(scheme);
}

/** Whether the grammar of `uri`'s scheme keeps percent-encodings undecoded ("// @keep-escapes"). */
export function keepsEscapes(uri: string): boolean {
  return grammarOf(uri)?.keepEscapes === true;
}

/**
 * The scheme's own normal form of a normalised `uri` (one parse with its grammar): the
 * case-insensitive components lowercased outside percent-escapes and, `forComparison`, only the
 * component its grammar names "// @compared". `uri` as it is when no grammar defines its scheme
 * or the grammar does not match.
 */
export function schemeNormalForm(uri: string, forComparison: boolean): string {
  const grammar = grammarOf(uri);
  const compared = forComparison ? (grammar?.compared ?? null) : null;
  if (grammar === undefined || (grammar.caseInsensitive.length === 0 && compared === null)) return uri;
  const { tree } = parseWithGrammar(uri, grammar);
  if (tree === null) return uri;
  let out = '';
  let at = 0;
  for (const span of spansNamed(tree, new Set(grammar.caseInsensitive))) {
    out += uri.slice(at, span.start) + lowercaseOutsideEscapes(span.text);
    at = span.end;
  }
  out += uri.slice(at);
  // ASCII lowercasing keeps every offset, so the compared component is at its place in `out`.
  const [part] = compared === null ? [] : spansNamed(tree, new Set([compared]));
  return part === undefined ? out : out.slice(part.start, part.end);
}

/** The outermost components named in `names`, in input order. */
function spansNamed(tree: SchemeComponent, names: ReadonlySet<string>): SchemeComponent[] {
  if (names.has(tree.name)) return [tree];
  return tree.components.flatMap((component) => spansNamed(component, names));
}

/** `uri` with the case-insensitive components of its scheme's grammar lowercased (schemeNormalForm, whole). */
export function foldSchemeCase(uri: string): string {
  return schemeNormalForm(uri, false);
}
