// The generated URL grammar (generated/url.ts, from grammar/url.pegjs) and its start rules.
// The start rules and what each returns are declared once, in scripts/generator.js (GRAMMARS.url),
// and generated as the typed `parse` used here: a rule it does not have is a type error.

import { PeggySyntaxError, parse as parseGrammar } from '../../generated/url';
import { URLFailure } from '../core/errors';
import type { ErrorSink } from '../core/errors';
import type { ParsedAuthority, ParsedReference } from './model';
import type { ParserMode } from '../core/schemes';

/** The options the URL grammar's actions read (grammar/url.pegjs, its opening comment). */
export interface URLGrammarOptions {
  /** The parser mode of a reference without a scheme (of every reference with `fixedMode`). */
  readonly mode?: ParserMode;
  /** Whether `mode` applies whatever the scheme (RFC 3986 resolution reads in generic mode). */
  readonly fixedMode?: boolean;
  /** Read as the URL Standard's basic URL parser: report validation errors, parse hosts, fail where it fails. */
  readonly whatwg?: boolean;
  /** Where validation errors go (`whatwg` only). */
  readonly errors?: ErrorSink;
  /** The base URL's scheme (`whatwg` only), or null without a base. */
  readonly baseScheme?: string | null;
  /** Whether the base URL's path is opaque (`whatwg` only). */
  readonly baseOpaque?: boolean;
  /** The base's href, named in a missing-scheme-non-relative-URL message. */
  readonly baseHref?: string;
  /** Set by the grammar (`whatwg` only) to the first failure it refuses the input with, without an exception (grammar/url.pegjs refuse). */
  refusal?: URLFailure;
}

/**
 * Runs the URL grammar on preprocessed text. The mode is the fallback for references without a
 * scheme; with `fixedMode` it applies whatever the scheme (e.g. generic mode for RFC 3986).
 * Validation errors the grammar meets go to `errors` when given (offsets in `text`).
 */
export function parseReferenceText(text: string, mode: ParserMode, fixedMode = false): ParsedReference {
  const ref = parseGrammar(text, { mode, fixedMode });
  // Only the URL Standard's reading refuses (the predicates that do are behind options.whatwg).
  if (ref === null) throw new Error('url grammar: a refusal outside the URL Standard reading');
  return ref;
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
 * and a failure is returned where the grammar refuses the input (no scheme and no base, a host
 * the host parser's own steps refuse, a bad port: no exception), else thrown as URLFailure.
 */
export function parseWhatwgText(text: string, mode: ParserMode, base: BaseContext | null, errors: ErrorSink): ParsedReference | URLFailure {
  const options: URLGrammarOptions = {
    mode, whatwg: true, errors, baseScheme: base === null ? null : base.scheme, baseOpaque: base !== null && base.opaque, baseHref: base?.href,
    refusal: undefined,
  };
  const ref = parseGrammar(text, options);
  // A refusal stands whatever the rules around it matched afterwards (the parse may even succeed).
  if (options.refusal !== undefined) return options.refusal;
  if (ref === null) throw new Error('url grammar: a parse returned null without a refusal');
  return ref;
}

/** Reads a path segment as an authority (used by "force" for web URLs). */
export function parseAuthorityText(text: string, mode: ParserMode): ParsedAuthority {
  try {
    return parseGrammar(text, { mode, startRule: 'authority_only' });
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
  return parseGrammar(text, { startRule: 'scheme_only' });
}

/** host and hostname setters (host / hostname / file host state override): host, ":" and port digits. */
export function parseHostPortText(text: string, mode: ParserMode): ParsedAuthority {
  return parseGrammar(text, { mode, startRule: 'host_port_only' });
}

/** port setter (port state override): the leading ASCII digits ('' when there are none). */
export function parsePortText(text: string): string {
  return parseGrammar(text, { startRule: 'port_only' });
}

/** pathname setter (path start state override): path-root, dirs and file, "?" and "#" included. */
export function parsePathText(text: string, mode: ParserMode): ParsedReference {
  return parseGrammar(text, { mode, startRule: 'path_only' });
}

/** search setter (query state override): the query, "#" included. */
export function parseQueryText(text: string): string {
  return parseGrammar(text, { startRule: 'query_only' });
}

/** hash setter (fragment state override): the fragment. */
export function parseFragmentText(text: string): string {
  return parseGrammar(text, { startRule: 'fragment_only' });
}
