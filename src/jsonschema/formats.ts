// The JSON Schema formats the plugin decides (draft 2020-12 validation, section 7.3), each by a
// grammar of the library: RFC 3986 and RFC 3987 reference rules, RFC 6570 templates, and RFC
// 3986's IPv4address / IPv6address (the dotted-quad of RFC 2673 and the text of RFC 4291 section
// 2.2 that section 7.3.4 names: no leading zeros, no zone, no brackets).

import { OptionError, oneOf, textArgument } from '../core/arguments';
import { ruleFailure, ruleMatches } from '../strict/parse';
import type { StrictGrammar } from '../strict/parse';
import type { SyntaxFailure } from '../strict/syntax-failure';
import { parseTemplate } from '../template/parse';
import type { AjvStringFormat, URLFormat } from './types';

/** The formats, in the order of draft 2020-12 section 7.3. */
export const URL_FORMATS: readonly URLFormat[] = ['ipv4', 'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template'];

/** Why a string is not in a format, or null when it is; and whether it is (no failure made). */
export interface FormatCheck {
  readonly failure: (text: string) => SyntaxFailure | null;
  readonly accepts: (text: string) => boolean;
}

/** A rule of a strict grammar as a format check. */
function strictRule(grammar: StrictGrammar, rule: string): FormatCheck {
  return { failure: (text) => ruleFailure(text, grammar, rule), accepts: (text) => ruleMatches(text, grammar, rule) };
}

/** RFC 6570 section 2: the template parses (its failure as plain data, as the strict rules give it). */
function templateFailure(text: string): SyntaxFailure | null {
  const failure = parseTemplate(text).failure;
  return failure === null ? null : failure.toJSON();
}

const CHECKS: Readonly<Record<URLFormat, FormatCheck>> = {
  // Section 7.3.4: RFC 2673 section 3.2 dotted-quad, RFC 3986's IPv4address.
  'ipv4': strictRule('rfc3986', 'IPv4address'),
  // Section 7.3.4: RFC 4291 section 2.2, RFC 3986's IPv6address (no zone identifier).
  'ipv6': strictRule('rfc3986', 'IPv6address'),
  // Section 7.3.5: RFC 3986 URI and URI-reference, RFC 3987 IRI and IRI-reference.
  'uri': strictRule('rfc3986', 'URI'),
  'uri-reference': strictRule('rfc3986', 'URI-reference'),
  'iri': strictRule('rfc3987', 'IRI'),
  'iri-reference': strictRule('rfc3987', 'IRI-reference'),
  // Section 7.3.6: RFC 6570.
  'uri-template': { failure: templateFailure, accepts: (text) => parseTemplate(text).failure === null },
};

/** Whether `name` is one of the plugin's formats (own properties only). */
export function isURLFormat(name: unknown): name is URLFormat {
  return typeof name === 'string' && Object.hasOwn(CHECKS, name);
}

/**
 * Why `value` is not in `format` (the grammar's failure: code, rule, offset, length, expected,
 * found, message), or null when it is. Never throws for a string; an unknown format is an OptionError.
 */
export function formatFailure(format: URLFormat, value: string): SyntaxFailure | null {
  if (!isURLFormat(format)) throw new OptionError('formatFailure', 'argument 1', oneOf(URL_FORMATS), format);
  return CHECKS[format].failure(textArgument('formatFailure', 2, value));
}

/** The check of one of the plugin's formats (its name already checked). */
export function formatCheck(format: URLFormat): FormatCheck {
  return CHECKS[format];
}

/** The format definitions handed to Ajv's addFormat, one object per format (the keyword recognises them). */
const DEFINITIONS: ReadonlyMap<URLFormat, AjvStringFormat> = new Map(URL_FORMATS.map((format) => {
  return [format, { type: 'string', validate: CHECKS[format].accepts }];
}));

/** The definition of `format` that addURLFormats hands to Ajv. */
export function formatDefinition(format: URLFormat): AjvStringFormat {
  return DEFINITIONS.get(format) as AjvStringFormat;
}

/** The format a definition object stands for, when it is one of the plugin's. */
export function formatOfDefinition(definition: unknown): URLFormat | undefined {
  for (const [format, known] of DEFINITIONS) if (known === definition) return format;
  return undefined;
}
