// Validation of a string against one of four standards (docs/validation.md):
//   'rfc3986'     RFC 3986 Appendix A: a match of URI-reference (or another rule)
//   'rfc3987'     RFC 3987 section 2.2: a match of IRI-reference (or another rule)
//   'whatwg'      URL Standard section 4.3 "valid URL string": the URL parser succeeds without
//                 validation errors
//   'web-address' the HTML 5 drafts' "valid Web address" (seeds 000 and 003; src/validate/web-address.ts)

import { baseValue, parseURLWith } from '../whatwg/api';
import type { BaseURL } from '../whatwg/api';
import type { URLLike } from '../core/arguments';
import { booleanValue, countValue, enumValue, readOptions, stringValue, textArgument } from '../core/arguments';
import { withErrors } from '../core/errors';
import type { Diagnosis, Diagnostic, ValidationErrorCode } from '../core/errors';
import type { URLRecord } from '../whatwg/record';
import { ruleFailure } from '../strict/parse';
import type { StrictGrammar, StrictRuleName } from '../strict/parse';
import type { SyntaxFailure, SyntaxFailureCode } from '../strict/syntax-failure';
import { checkWebAddress } from './web-address';
import { grammarOfScheme, parseWithGrammar, schemeOf } from '../schemes/parse-scheme';
import { EncodeSet, utf8PercentEncodeString } from '../core/characters';

/** The standards `validate` knows. */
export type ValidationStandard = 'rfc3986' | 'rfc3987' | 'whatwg' | 'web-address';

/**
 * Issue codes: the URL Standard's validation errors ('whatwg'), strict grammar failures
 * ('rfc3986', 'rfc3987', 'web-address'), a non-ASCII query of a Web address, an unusable base
 * URL.
 */
export type ValidationIssueCode = ValidationErrorCode | SyntaxFailureCode | 'query-non-ASCII' | 'invalid-base';

/**
 * One reason the input is not valid, in the diagnostic model every validator shares
 * (src/core/errors.ts `Diagnostic`): a code, the UTF-16 span it concerns, a message saying why, and
 * for a strict grammar's failure the rule, what it expected and what it found.
 */
export interface ValidationIssue extends Diagnostic {
  readonly code: ValidationIssueCode;
}

/**
 * `errors`: problems that do not stop the parse, in the order met; `failure`: the one that stops
 * it (then nothing after it is checked), or null. Valid iff both are empty. A discriminated
 * union on `valid`: a valid input has no failure and no error; an invalid one has a failure, or
 * errors, or both (`errors` may be cut by `maxErrors`: `errorCount` counts them all).
 */
export type ValidationResult = ValidInput | InvalidInput;

/** validate's result for a valid input. */
interface ValidInput extends Diagnosis<ValidationIssue> {
  readonly valid: true;
  readonly errorCount: 0;
  readonly failure: null;
}

/** validate's result for an invalid input: `failure` null when only `errors` make it invalid. */
interface InvalidInput extends Diagnosis<ValidationIssue> {
  readonly valid: false;
  /** How many errors were found (`errors.length` unless capped by `maxErrors`). */
  readonly errorCount: number;
}

/** The standards, as options and messages list them. */
const STANDARDS: readonly ValidationStandard[] = ['whatwg', 'rfc3986', 'rfc3987', 'web-address'];

/** Options of validate (undefined reads as absent). */
export interface ValidateOptions {
  /** Default 'whatwg' (as the CLI). */
  standard?: ValidationStandard | undefined;
  /** 'whatwg' only: the base URL relative references are parsed against (a string, a URL object or a URL record). */
  base?: BaseURL | null | undefined;
  /** 'rfc3986' / 'rfc3987' only: the start rule, ABNF spelling ('absolute-URI') or peggy's ('absolute_URI'). */
  rule?: StrictRuleName | undefined;
  /**
   * 'rfc3986' / 'rfc3987' only: also the grammar of the input's scheme (grammar/schemes/, e.g.
   * mailto, urn, data, file, ws, http), where one defines it; its failure names the scheme's rule.
   * Default false.
   */
  schemes?: boolean | undefined;
  /** 'rfc3986' / 'rfc3987' only: accept IPv6 zone identifiers (RFC 6874, "[fe80::1%25eth0]"). Default false. */
  zoneIds?: boolean | undefined;
  /** 'web-address' only: the character encoding of the address's document, e.g. 'UTF-8' or 'windows-1252'. */
  documentEncoding?: string | undefined;
  /** 'whatwg' and 'web-address': keep at most this many errors in `errors` (default: all); `errorCount` counts them all. */
  maxErrors?: number | undefined;
}

/**
 * Validates `input` against `options.standard` (default 'whatwg'); never throws for a string
 * (another value is converted as a USVString; a URL object gives its href). A wrong option type
 * or an unknown standard is an OptionError (a TypeError naming the option and the allowed values).
 */
export function validate(input: URLLike, options?: ValidateOptions | null): ValidationResult {
  const bag: Readonly<ValidateOptions> = readOptions('validate', options);
  // Each option read by name at one site (validate is called per URL, in loops).
  const standard = enumValue('validate', 'standard', bag.standard, STANDARDS, 'whatwg');
  const rule = stringValue('validate', 'rule', bag.rule) as StrictRuleName | undefined;
  const base = baseValue('validate', 'base', bag.base);
  const documentEncoding = stringValue('validate', 'documentEncoding', bag.documentEncoding);
  const schemes = booleanValue('validate', 'schemes', bag.schemes, false);
  const zoneIds = booleanValue('validate', 'zoneIds', bag.zoneIds, false);
  const maxErrors = countValue('validate', 'maxErrors', bag.maxErrors, Infinity);
  const text = textArgument('validate', 1, input);
  switch (standard) {
    case 'rfc3986':
    case 'rfc3987':
      return validateStrict(text, standard, rule, schemes, zoneIds);
    case 'whatwg':
      return validateWhatwg(text, base, maxErrors);
    case 'web-address':
      return validateWebAddress(text, documentEncoding, maxErrors);
  }
}

function result(errors: ValidationIssue[], failure: ValidationIssue | null, errorCount = errors.length): ValidationResult {
  if (errorCount === 0 && failure === null) return { valid: true, errors, errorCount, failure };
  return { valid: false, errors, errorCount, failure };
}

/** A strict grammar failure as an issue (plain data: the same fields). */
function syntaxIssue(failure: SyntaxFailure): ValidationIssue {
  const { code, offset, length, message, rule, expected, found } = failure;
  return { code, offset, length, message, rule, expected, found };
}

/**
 * RFC 3986 Appendix A / RFC 3987 section 2.2: the whole input matches the start rule; with
 * `schemes`, then the grammar of its scheme too (seed 000: "the restrictions specific to its scheme").
 */
function validateStrict(input: string, grammar: StrictGrammar, rule: StrictRuleName | undefined, schemes: boolean, zoneIds: boolean): ValidationResult {
  const failure = ruleFailure(input, grammar, rule, zoneIds);
  if (failure !== null) return result([], syntaxIssue(failure));
  const scheme = schemes ? schemeOf(input) : null;
  const schemeGrammar = scheme === null ? undefined : grammarOfScheme(scheme);
  if (schemeGrammar === undefined) return result([], null);
  // Scheme grammars are written on URIs: an IRI is read as the URI it maps to (RFC 3987 section
  // 3.1: its non-ASCII code points percent-encoded as UTF-8), a failure located in the IRI.
  // (The encoder returns the input itself when nothing needs encoding, as in any URI.)
  const uri = utf8PercentEncodeString(input, EncodeSet.C0Control);
  const read = parseWithGrammar(uri, schemeGrammar, zoneIds);
  if (read.failure === null) return result([], null);
  return result([], syntaxIssue(uri === input ? read.failure : inIRI(read.failure, input)));
}

/** A failure in the URI an IRI maps to, located in the IRI (at the code point whose escapes it meets). */
function inIRI(failure: SyntaxFailure, iri: string): SyntaxFailure {
  let uriOffset = 0;
  let offset = 0;
  while (offset < iri.length) {
    const codePoint = iri.codePointAt(offset) as number;
    const units = codePoint > 0xffff ? 2 : 1;
    const escaped = codePoint < 0x80 ? 1 : 3 * (codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);
    if (uriOffset + escaped > failure.offset) break;
    uriOffset += escaped;
    offset += units;
  }
  if (offset === failure.offset && uriOffset === failure.offset) return failure;
  const found = iri.codePointAt(offset);
  const length = found === undefined ? 0 : found > 0xffff ? 2 : 1;
  const message = failure.message.replace(/ at offset \d+:/, ` at offset ${offset} (${failure.offset} in the URI the IRI maps to):`);
  return { ...failure, offset, length, found: found === undefined ? null : String.fromCodePoint(found), message };
}

/** URL Standard section 4.3: valid iff the basic URL parser succeeds and reports no validation error. */
function validateWhatwg(input: string, base: string | URLRecord | null, maxErrors: number): ValidationResult {
  const parsed = parseURLWith('validate', input, base, null, maxErrors);
  if (parsed.failed === 'base') {
    const message = `the base URL is not a URL: ${parsed.failure?.message ?? 'failure'}`;
    return result([], { code: 'invalid-base', message, offset: 0, length: 0 });
  }
  const failure = parsed.failure === null ? null : parsed.failure.toJSON();
  const errorCount = parsed.errorCount;
  const verdict = errorCount === 0 && failure === null
    ? { valid: true as const, errorCount: 0 as const, failure: null }
    : { valid: false as const, errorCount, failure };
  return withErrors(verdict, errorCount, () => parsed.errors.map((e): ValidationIssue => e.toJSON()));
}

/** The text, quoted, cut to 20 code units. */
function preview(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}...` : text);
}

/** Seed 000 section 1 / seed 003 "valid URL": see src/validate/web-address.ts. */
function validateWebAddress(input: string, documentEncoding: string | undefined, maxErrors: number): ValidationResult {
  const checked = checkWebAddress(input, documentEncoding);
  if (checked.failure !== null) return result([], syntaxIssue(checked.failure));
  const encoding = documentEncoding === undefined ? 'an unknown encoding' : JSON.stringify(documentEncoding);
  return result(checked.nonASCII.slice(0, maxErrors).map((run) => ({
    code: 'query-non-ASCII',
    message: `query-non-ASCII at offset ${run.offset}: unescaped non-ASCII ${preview(run.text)} in the query, in a document of ${encoding} (not UTF-8 or UTF-16)`,
    offset: run.offset,
    length: run.length,
  })), null, checked.nonASCII.length);
}
