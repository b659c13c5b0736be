// The generated URL grammar (generated/url.ts, from grammar/url.pegjs) and its start rules.

import { parse as parseGrammar } from '../generated/url';
import type { ParsedAuthority, ParsedReference } from './model';
import type { ParserMode } from './schemes';

/**
 * Runs the URL grammar on preprocessed text. The mode is the fallback for references without a
 * scheme; with `fixedMode` it applies whatever the scheme (e.g. generic mode for RFC 3986).
 */
export function parseReferenceText(text: string, mode: ParserMode, fixedMode = false): ParsedReference {
  return parseGrammar(text, { mode, fixedMode }) as ParsedReference;
}

/** Reads a path segment as an authority (used by "force" for web URLs). */
export function parseAuthorityText(text: string, mode: ParserMode): ParsedAuthority {
  return parseGrammar(text, { mode, startRule: 'authority_only' }) as ParsedAuthority;
}
