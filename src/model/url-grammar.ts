// The generated URL grammar (generated/url.ts, from grammar/url.pegjs) and its start rules.

import { PeggySyntaxError, parse as parseGrammar } from '../../generated/url';
import { URLFailure } from '../core/errors';
import type { ErrorSink } from '../core/errors';
import type { ParsedAuthority, ParsedReference } from './model';
import type { ParserMode } from '../core/schemes';

/**
 * Runs the URL grammar on preprocessed text. The mode is the fallback for references without a
 * scheme; with `fixedMode` it applies whatever the scheme (e.g. generic mode for RFC 3986).
 * Validation errors the grammar meets go to `errors` when given (offsets in `text`).
 */
export function parseReferenceText(text: string, mode: ParserMode, fixedMode = false): ParsedReference {
  return parseGrammar(text, { mode, fixedMode }) as ParsedReference;
}

/** The base URL as the URL Standard's parser needs it: its scheme, and whether its path is opaque. */
export interface BaseContext {
  readonly scheme: string;
  readonly opaque: boolean;
  /** The base's href, named in a missing-scheme-non-relative-URL message. */
  readonly href: string;
}

/**
 * Reads preprocessed text as the URL Standard's basic URL parser does (grammar/url.pegjs,
 * `options.whatwg`): validation errors are reported to `errors` as they are met, hosts are parsed,
 * and a failure throws URLFailure where the standard fails.
 */
export function parseWhatwgText(text: string, mode: ParserMode, base: BaseContext | null, errors: ErrorSink): ParsedReference {
  const options = { mode, whatwg: true, errors, baseScheme: base === null ? null : base.scheme, baseOpaque: base !== null && base.opaque, baseHref: base?.href };
  return parseGrammar(text, options) as ParsedReference;
}

/** Reads a path segment as an authority (used by "force" for web URLs). */
export function parseAuthorityText(text: string, mode: ParserMode): ParsedAuthority {
  try {
    return parseGrammar(text, { mode, startRule: 'authority_only' }) as ParsedAuthority;
  } catch (error) {
    // What ends an authority ("/", "\" in web mode, "?", "#") cannot be in the segment's host.
    if (error instanceof PeggySyntaxError) throw new URLFailure('host-invalid-code-point', error.location.start.offset);
    throw error;
  }
}

// Start rules of the URL setters (src/whatwg/setters.ts): each reads a setter's value, tab and newline
// already removed, as the basic URL parser does with that setter's state override.

/** protocol setter (scheme start state override): the scheme before the first ":", or null. */
export function parseSchemeText(text: string): string | null {
  return parseGrammar(text, { startRule: 'scheme_only' }) as string | null;
}

/** host and hostname setters (host / hostname / file host state override): host, ":" and port digits. */
export function parseHostPortText(text: string, mode: ParserMode): ParsedAuthority {
  return parseGrammar(text, { mode, startRule: 'host_port_only' }) as ParsedAuthority;
}

/** port setter (port state override): the leading ASCII digits ('' when there are none). */
export function parsePortText(text: string): string {
  return parseGrammar(text, { startRule: 'port_only' }) as string;
}

/** pathname setter (path start state override): path-root, dirs and file, "?" and "#" included. */
export function parsePathText(text: string, mode: ParserMode): ParsedReference {
  return parseGrammar(text, { mode, startRule: 'path_only' }) as ParsedReference;
}

/** search setter (query state override): the query, "#" included. */
export function parseQueryText(text: string): string {
  return parseGrammar(text, { startRule: 'query_only' }) as string;
}

/** hash setter (fragment state override): the fragment. */
export function parseFragmentText(text: string): string {
  return parseGrammar(text, { startRule: 'fragment_only' }) as string;
}
