// Scheme-based normalisation (RFC 3986 section 6.2.3) from the scheme grammars' directives: the
// components named "// @case-insensitive" (e.g. RFC 8141's NID, RFC 6068's domain) have their
// ASCII letters lowercased; "// @keep-escapes" keeps percent-encodings undecoded (RFC 8141 section
// 3.1); "// @compared" names the one component equivalence compares (a URN's assigned-name).

import { lowercaseOutsideEscapes } from '../core/characters';
import type { SchemeComponent } from './component';
import { grammarOfScheme, parseWithGrammar, schemeOf } from './parse-scheme';

/** Whether the grammar of `uri`'s scheme keeps percent-encodings undecoded ("// @keep-escapes"). */
export function keepsEscapes(uri: string): boolean {
  const scheme = schemeOf(uri);
  return scheme !== null && grammarOfScheme(scheme)?.keepEscapes === true;
}

/**
 * What equivalence compares of a normalised `uri`: the text of the component its grammar names
 * "// @compared" (the URI itself when none, or when the grammar does not match).
 */
export function comparedPart(uri: string): string {
  const scheme = schemeOf(uri);
  const grammar = scheme === null ? undefined : grammarOfScheme(scheme);
  if (grammar === undefined || grammar.compared === null) return uri;
  const { tree } = parseWithGrammar(uri, grammar);
  const compared = tree === null ? undefined : findComponent(tree, grammar.compared);
  return compared === undefined ? uri : compared.text;
}

function findComponent(tree: SchemeComponent, name: string): SchemeComponent | undefined {
  if (tree.name === name) return tree;
  for (const component of tree.components) {
    const found = findComponent(component, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * `uri` with the case-insensitive components of its scheme's grammar lowercased (outside
 * percent-escapes); as it is when no grammar defines its scheme or the grammar does not match.
 */
export function foldSchemeCase(uri: string): string {
  const scheme = schemeOf(uri);
  const grammar = scheme === null ? undefined : grammarOfScheme(scheme);
  if (grammar === undefined || grammar.caseInsensitive.length === 0) return uri;
  const { tree } = parseWithGrammar(uri, grammar);
  if (tree === null) return uri;
  const spans = caseInsensitiveSpans(tree, new Set(grammar.caseInsensitive));
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += uri.slice(at, span.start) + lowercaseOutsideEscapes(span.text);
    at = span.end;
  }
  return out + uri.slice(at);
}

/** The outermost components named in `names`, in input order. */
function caseInsensitiveSpans(tree: SchemeComponent, names: ReadonlySet<string>): SchemeComponent[] {
  if (names.has(tree.name)) return [tree];
  return tree.components.flatMap((component) => caseInsensitiveSpans(component, names));
}
