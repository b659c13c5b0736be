// Scheme-based normalisation (RFC 3986 section 6.2.3) from the scheme grammars: the components a
// grammar names in its "// @case-insensitive" directive (e.g. RFC 8141's NID, RFC 6068's domain)
// compare case-insensitively, so their ASCII letters are lowercased.

import { lowercaseOutsideEscapes } from '../core/characters';
import type { SchemeComponent } from './component';
import { grammarOfScheme, parseWithGrammar, schemeOf } from './parse-scheme';

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
