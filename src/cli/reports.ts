// The JSON reports of the commands: what `--json` and batch mode print for one input (batch mode
// adds the line number, the input and the verdict, src/cli/chunk.ts). src/cli/commands.ts makes them.

import type { ValidationError } from '../core/errors';
import type { ComparisonLevel } from '../rfc/normalize';
import type { ResolutionMode } from '../reference/resolve';
import type { ReferenceTree } from '../strict/parse';
import type {
  AddressClassification, DifferenceCause, ReadingParser, SpecialUseDomain, TargetHostKind,
} from '../target-api';
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

/** One parser's reading of the input (TargetReading, its failure as JSON). */
export interface InspectReadingReport {
  parser: ReadingParser;
  ok: boolean;
  failed: 'input' | 'base' | null;
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  effectivePort: number | null;
  path: string | null;
  failure: ErrorJSON | null;
}

/** A difference between the URL Standard's reading and another (ReadingDifference). */
export interface InspectDifferenceReport {
  component: 'userinfo' | 'host' | 'port';
  parser: Exclude<ReadingParser, 'url'>;
  url: string | null;
  other: string | null;
  cause: DifferenceCause;
  message: string;
  offset: number;
  length: number;
}

/**
 * inspect: inspectTarget's result with every key present whether the URL Standard parses the
 * input or not (what it cannot say is null), so that a batch's records have one shape.
 */
export interface InspectReport {
  input: string;
  base?: string;
  /** Whether the URL Standard parses the input (the verdict is then not 'failure'). */
  ok: boolean;
  href: string | null;
  scheme: string | null;
  host: string | null;
  hostKind: TargetHostKind | null;
  /** The effective port: the URL's, or its scheme's default port. */
  port: number | null;
  /** true: not on the public Internet; false: public; null: only DNS can tell (or the input fails). */
  nonPublic: boolean | null;
  address: AddressClassification | null;
  specialUse: SpecialUseDomain | null;
  badPort: boolean | null;
  reasons: string[];
  /** True when two readings that accept the input differ on the host or the effective port. */
  ambiguous: boolean;
  /** The URL Standard's, the RFC 3986 grammar's and RFC 3986 Appendix B's, in that order. */
  readings: InspectReadingReport[];
  differences: InspectDifferenceReport[];
  /** The URL Standard's validation errors: the first --max-errors of them. */
  errors: ErrorJSON[];
  errorCount: number;
  failure: ErrorJSON | null;
}

/** canonicalize: the canonical form in the profile, or the failure that prevents one (canonical null). */
export interface CanonicalizeReport {
  input: string;
  profile: string;
  base?: string;
  canonical: string | null;
  failure: ErrorJSON | null;
}

/** template check: the variables a valid template reads (each once, in order), or the failure naming the RFC 6570 rule. */
export interface TemplateCheckReport {
  input: string;
  valid: boolean;
  variables: string[] | null;
  failure: SyntaxFailure | null;
}

/** template expand: the expansion (RFC 6570 section 3), or why there is none. */
export interface TemplateExpandReport {
  input: string;
  expanded: string | null;
  failure: ErrorJSON | null;
}

export type Report =
  | ParseReport | ParseFailureReport | StrictParseReport | ValidateReport | ResolveReport
  | NormalizeReport | EqualReport | ConvertReport | InspectReport | CanonicalizeReport | TemplateCheckReport | TemplateExpandReport;
