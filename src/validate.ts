// Validation of a string against one of four standards (docs/validation.md):
//   'rfc3986'     RFC 3986 Appendix A: a match of URI-reference (or another rule)
//   'rfc3987'     RFC 3987 section 2.2: a match of IRI-reference (or another rule)
//   'whatwg'      URL Standard section 4.3 "valid URL string": the URL parser succeeds without
//                 validation errors
//   'web-address' the HTML 5 drafts' "valid Web address" (seeds 000 and 003; src/web-address.ts)

import { parseURL } from './api';
import type { ValidationError, ValidationErrorCode } from './errors';
import type { URLRecord } from './record';
import { matchRule } from './strict';
import type { StrictGrammar, StrictRuleName } from './strict';
import type { SyntaxFailure, SyntaxFailureCode } from './syntax-failure';
import { checkWebAddress } from './web-address';

/** The standards `validate` knows. */
export type ValidationStandard = 'rfc3986' | 'rfc3987' | 'whatwg' | 'web-address';

/**
 * Issue codes: the URL Standard's validation errors ('whatwg'), strict grammar failures
 * ('rfc3986', 'rfc3987', 'web-address'), a non-ASCII query of a Web address, an unusable base
 * URL, and an unknown standard.
 */
export type ValidationIssueCode = ValidationErrorCode | SyntaxFailureCode | 'query-non-ASCII' | 'invalid-base' | 'unknown-standard';

/** One reason the input is not valid: a code, a message and the UTF-16 span it concerns. */
export interface ValidationIssue {
  readonly code: ValidationIssueCode;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: ValidationIssue[];
}

export interface ValidateOptions {
  standard: ValidationStandard;
  /** 'whatwg' only: the base URL relative references are parsed against. */
  base?: string | URLRecord | null;
  /** 'rfc3986' / 'rfc3987' only: the start rule, ABNF spelling ('absolute-URI') or peggy's ('absolute_URI'). */
  rule?: StrictRuleName;
  /** 'web-address' only: the character encoding of the address's document, e.g. 'UTF-8' or 'windows-1252'. */
  documentEncoding?: string;
}

/** Validates `input` against `options.standard`; never throws. */
export function validate(input: string, options: ValidateOptions): ValidationResult {
  const text = String(input);
  const standard = options?.standard;
  switch (standard) {
    case 'rfc3986':
    case 'rfc3987':
      return validateStrict(text, standard, options.rule);
    case 'whatwg':
      return validateWhatwg(text, options.base ?? null);
    case 'web-address':
      return validateWebAddress(text, options.documentEncoding);
    default:
      return result([{ code: 'unknown-standard', message: `unknown standard ${JSON.stringify(String(standard))}`, offset: 0, length: 0 }]);
  }
}

function result(errors: ValidationIssue[]): ValidationResult {
  return { valid: errors.length === 0, errors };
}

function syntaxIssue(failure: SyntaxFailure): ValidationIssue {
  return { code: failure.code, message: failure.message, offset: failure.offset, length: failure.length };
}

/** RFC 3986 Appendix A / RFC 3987 section 2.2: the whole input matches the start rule. */
function validateStrict(input: string, grammar: StrictGrammar, rule: StrictRuleName | undefined): ValidationResult {
  const match = matchRule(input, { grammar, rule });
  return result(match.failure === null ? [] : [syntaxIssue(match.failure)]);
}

/** Length in UTF-16 units of the code point at `offset` (0 at the end). */
function codePointLength(input: string, offset: number): number {
  const codePoint = input.codePointAt(offset);
  if (codePoint === undefined) return 0;
  return codePoint > 0xffff ? 2 : 1;
}

/** URL Standard section 4.3 "valid URL string" is made of URL units: a lone surrogate is none. */
function loneSurrogates(input: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = input.charCodeAt(i + 1);
    if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    const message = `invalid-URL-unit at offset ${i}: lone surrogate U+${unit.toString(16).toUpperCase()}`;
    issues.push({ code: 'invalid-URL-unit', message, offset: i, length: 1 });
  }
  return issues;
}

function whatwgIssue(input: string, error: ValidationError): ValidationIssue {
  return { code: error.code, message: error.message, offset: error.offset, length: codePointLength(input, error.offset) };
}

/** URL Standard section 4.3: valid iff the basic URL parser succeeds and reports no validation error. */
function validateWhatwg(input: string, base: string | URLRecord | null): ValidationResult {
  let baseRecord: URLRecord | null = null;
  if (typeof base === 'string') {
    const parsedBase = parseURL(base);
    if (parsedBase.url === null) {
      const message = `the base URL is not a URL: ${parsedBase.failure?.message ?? 'failure'}`;
      return result([{ code: 'invalid-base', message, offset: 0, length: 0 }]);
    }
    baseRecord = parsedBase.url;
  } else if (base !== null) {
    baseRecord = base;
  }
  const parsed = parseURL(input, { base: baseRecord });
  const errors = [...parsed.errors];
  const failure = parsed.failure;
  if (failure !== null && !errors.some((e) => e.code === failure.code && e.offset === failure.offset)) errors.push(failure);
  const issues = [...loneSurrogates(input), ...errors.map((e) => whatwgIssue(input, e))];
  return result(issues.sort((a, b) => a.offset - b.offset));
}

/** The text, quoted, cut to 20 code units. */
function preview(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}...` : text);
}

/** Seed 000 section 1 / seed 003 "valid URL": see src/web-address.ts. */
function validateWebAddress(input: string, documentEncoding: string | undefined): ValidationResult {
  const checked = checkWebAddress(input, documentEncoding);
  if (checked.failure !== null) return result([syntaxIssue(checked.failure)]);
  const encoding = documentEncoding === undefined ? 'an unknown encoding' : JSON.stringify(documentEncoding);
  return result(checked.nonASCII.map((run) => ({
    code: 'query-non-ASCII',
    message: `unescaped non-ASCII ${preview(run.text)} in the query at offset ${run.offset}, in a document of ${encoding} (not UTF-8 or UTF-16)`,
    offset: run.offset,
    length: run.length,
  })));
}
