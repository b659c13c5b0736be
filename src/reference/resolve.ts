// resolve(reference, base, { mode }): reference resolution by the standard the caller names.
// 'whatwg' is the URL Standard's basic URL parser with a base (src/whatwg/); 'rfc3986' and
// 'rfc3986-nonstrict' are RFC 3986 section 5.2.2, strict and non-strict (src/rfc/resolution.ts).

import { enumValue, readOptions, textArgument } from '../core/arguments';
import type { URLLike } from '../core/arguments';
import { ValidationError, withErrors } from '../core/errors';
import { resolveRFC3986 } from '../rfc/resolution';
import type { ResolveResult } from '../rfc/resolution';
import type { StrictGrammar } from '../strict/parse';
import { STRICT_GRAMMARS } from '../strict/rule-failure';
import { baseArgument, parseURLWith } from '../whatwg/api';
import type { BaseURL } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { serializeURL } from '../whatwg/serializer';

export type { FailedInput, ResolveFailure, ResolveResult } from '../rfc/resolution';

/** 'whatwg': `new URL(reference, base)`; 'rfc3986': RFC 3986 5.2.2 strict; 'rfc3986-nonstrict': non-strict. */
export type ResolutionMode = 'whatwg' | 'rfc3986' | 'rfc3986-nonstrict';

const MODES: readonly ResolutionMode[] = ['whatwg', 'rfc3986', 'rfc3986-nonstrict'];

/** Options of resolve. */
export interface ResolveOptions {
  /** Default 'whatwg'. */
  mode?: ResolutionMode | undefined;
  /** RFC modes only: the grammar reference and base must match. Default 'rfc3986'. */
  grammar?: StrictGrammar | undefined;
}

/**
 * Resolves `reference` against `base` (optional when the reference has a scheme). Strings are read
 * as given (a lone surrogate is the grammar's failure), other values as USVStrings; `base` as
 * parseURL reads its base option: a URL object gives its href (read once), a URL record is checked
 * (else an OptionError naming the field). A wrong option is an OptionError (a TypeError).
 * Otherwise never throws: failures are values, as in parseURL.
 */
export function resolve(reference: URLLike, base?: BaseURL | null, options?: ResolveOptions | null): ResolveResult {
  const text = textArgument('resolve', 1, reference);
  const baseGiven = baseOf(base);
  const bag = readOptions('resolve', options);
  const mode = enumValue('resolve', 'mode', bag.mode, MODES, 'whatwg');
  const grammar = enumValue('resolve', 'grammar', bag.grammar, STRICT_GRAMMARS, 'rfc3986');
  if (mode === 'whatwg') return resolveWHATWG(text, baseGiven);
  const baseText = baseGiven === null || typeof baseGiven === 'string' ? baseGiven : serializeURL(baseGiven);
  return resolveRFC3986(text, baseText, mode === 'rfc3986', grammar);
}

/** The base argument: read as parseURL's base option (src/whatwg/api.ts baseArgument) when an object, else as text. */
function baseOf(base: unknown): string | URLRecord | null {
  if (base === undefined || base === null) return null;
  if (typeof base === 'object') return baseArgument('resolve', 'argument 2', base);
  return textArgument('resolve', 2, base);
}

// URL Specification "WHATWG Resolution", as the basic URL parser does it (with normalisation).
function resolveWHATWG(reference: string, base: string | URLRecord | null): ResolveResult {
  const result = parseURLWith('resolve', reference, base, null, Infinity);
  const errors = (): ValidationError[] => result.errors;
  if (result.url !== null) return withErrors({ href: serializeURL(result.url), failure: null, failed: null }, result.errorCount, errors);
  const failure = result.failure;
  if (result.failed === 'base') return { href: null, errors: [], failure, failed: 'base' };
  return withErrors({ href: null, failure, failed: 'reference' as const }, result.errorCount, errors);
}
