// The JSON reports of the commands: what `--json` and batch mode print for one input (batch mode
// adds the line number, the input and the verdict, src/cli/chunk.ts). src/cli/commands.ts makes them.

import type { ValidationError } from '../core/errors';
import type { ComparisonLevel } from '../rfc/normalize';
import type { ResolutionMode } from '../reference/resolve';
import type { ReferenceTree } from '../strict/parse';
import type { SyntaxFailure } from '../strict/syntax-failure';
import type { ValidationIssue, ValidationStandard } from '../validate/validate';
import type { URLRecord } from '../whatwg/record';
import type { InvalidUTF8 } from './utf8';

/** A problem as records show it: the diagnostic model's fields (RFC failures add rule, expected, found). */
export type ErrorJSON = Omit<ReturnType<ValidationError['toJSON']>, 'code'> & { code: string; rule?: string; expected?: readonly string[]; found?: string | null };

/** A URL record as JSON (URL Standard section 4.1). */
export type RecordReport = URLRecord;

export interface ParseReport {
  input: string;
  base?: string;
  encoding?: string;
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  record: RecordReport;
  /** The first errors, at most --max-errors of them. */
  errors: ErrorJSON[];
  /** How many errors the parser met: more than errors.length when the list is cut. */
  errorCount: number;
}

export interface ParseFailureReport {
  input: string;
  base?: string;
  encoding?: string;
  failure: ErrorJSON;
}

export interface StrictParseReport {
  input: string;
  standard: 'rfc3986' | 'rfc3987';
  rule?: string;
  tree?: ReferenceTree;
  failure?: SyntaxFailure;
}

export interface ValidateReport {
  input: string;
  standard: ValidationStandard;
  base?: string;
  rule?: string;
  documentEncoding?: string;
  /** Present (true) when the scheme's own grammar was applied too. */
  schemes?: boolean;
  valid: boolean;
  /** The first errors, at most --max-errors of them; a batch line that is not UTF-8 starts with invalid-UTF-8. */
  errors: Array<ValidationIssue | InvalidUTF8>;
  /** How many errors were found (the failure aside): more than errors.length when the list is cut. */
  errorCount: number;
  failure: ValidationIssue | null;
}

export interface ResolveReport {
  reference: string;
  base: string;
  mode: ResolutionMode;
  href?: string;
  failure?: ErrorJSON;
  /** Which operand the failure is about. */
  failed?: 'reference' | 'base';
}

export interface NormalizeReport {
  input: string;
  level: ComparisonLevel;
  /** null when the input is not a URI reference at an RFC level (see `failure`). */
  normalized: string | null;
  failure?: ErrorJSON;
}

export interface EqualReport {
  a: string;
  b: string;
  level: ComparisonLevel;
  ignoreFragment: boolean;
  equal: boolean;
  normalized: [string | null, string | null];
}

export interface ConvertReport {
  input: string;
  iri?: string;
  uri?: string;
}

export type Report =
  | ParseReport | ParseFailureReport | StrictParseReport | ValidateReport | ResolveReport
  | NormalizeReport | EqualReport | ConvertReport;
