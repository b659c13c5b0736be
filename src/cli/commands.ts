// The subcommands as functions of their operands: each adapter calls the library and returns an
// Outcome — the JSON report (what `--json` and batch mode print), the verdict, the error codes
// (for the batch summary) and the text single mode prints. No I/O here: single mode (src/cli/main.ts),
// batch mode (src/cli/batch.ts) and the worker threads (src/cli/worker.ts) share these.

import { ValidationError } from '../core/errors';
import { iriToURI, uriToIRI } from '../rfc/iri';
import { equivalent, normalize, normalizeWithDiagnosis } from '../rfc/normalize';
import type { ComparisonLevel } from '../rfc/normalize';
import { resolve } from '../reference/resolve';
import type { ResolutionMode } from '../reference/resolve';
import { parseReference } from '../strict/parse';
import type { ReferenceRuleName, StrictRuleName } from '../strict/parse';
import { validate } from '../validate/validate';
import type { ValidationIssue, ValidationResult, ValidationStandard } from '../validate/validate';
import { parseBase, parseURL } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { URL } from '../whatwg/url';
import { prepareCanonicalize } from './canonicalize';
import { caretLines, groupDigits } from './format';
import { prepareInspect } from './inspect';
import { prepareTemplateCheck, prepareTemplateExpand } from './template';
import type { TemplateVariables } from './template';
import type { InvalidUTF8 } from './utf8';
import type {
  ConvertReport, EqualReport, ErrorJSON, NormalizeReport, ParseFailureReport, ParseReport, RecordReport, Report, ResolveReport,
  StrictParseReport, ValidateReport,
} from './reports';

export type {
  CanonicalizeReport, ConvertReport, EqualReport, ErrorJSON, InspectReport, NormalizeReport, ParseFailureReport, ParseReport, RecordReport, Report,
  ResolveReport, StrictParseReport, TemplateCheckReport, TemplateExpandReport, ValidateReport,
} from './reports';

/** The commands that run on URLs (single or batch). */
export type CommandName = 'parse' | 'resolve' | 'validate' | 'normalize' | 'equal' | 'to-iri' | 'to-uri' | 'inspect' | 'canonicalize' | 'dedupe'
  | 'template check' | 'template expand';

/** The standards `parse` knows: WHATWG gives the URL record, the RFCs their parse tree. */
export type ParseStandard = 'whatwg' | 'rfc3986' | 'rfc3987';

/** The checked options of a command. Plain data: batch mode sends them to worker threads. */
export interface CommandOptions {
  readonly base?: string;
  readonly standard?: ValidationStandard;
  readonly mode?: ResolutionMode;
  readonly level?: ComparisonLevel;
  readonly ignoreFragment?: boolean;
  readonly idna?: boolean;
  /** parse (RFC standards): the start rule; validate (RFC standards): the rule to match. */
  readonly rule?: string;
  /** parse (whatwg): the encoding override of the query. */
  readonly encoding?: string;
  /** validate (RFC standards): also the grammar of the input's scheme. */
  readonly schemes?: boolean;
  /** validate (web-address): the encoding of the address's document. */
  readonly documentEncoding?: string;
  /** parse, validate and inspect: keep at most this many errors per input (default DEFAULT_MAX_ERRORS). */
  readonly maxErrors?: number;
  /** canonicalize and dedupe: the profile, one of CANONICAL_PROFILES. */
  readonly profile?: string;
  /** canonicalize and dedupe: the profile's options given (a pattern as its text: "/^utm_/i"). */
  readonly profileOptions?: ProfileOptionValues;
  /** dedupe: print each first line with its count at the end. */
  readonly counts?: boolean;
  /** template expand: the variables (--vars, a JSON object). */
  readonly vars?: TemplateVariables;
}

/** The profile options of canonicalize, by their name in the library. */
export type ProfileOptionValues = { readonly [name: string]: boolean | string | readonly string[] };

/** Errors kept per input unless --max-errors says otherwise: a hostile line can hold millions. */
export const DEFAULT_MAX_ERRORS = 100;

/** The largest --max-errors: every error of an ordinary URL, and still a bounded record. */
export const MAX_ERRORS_LIMIT = 1_000_000;

/**
 * How one input came out: 'error' is a line batch mode could not evaluate. inspect's verdicts
 * are where the URL connects: 'public', 'non-public', 'unknown' (only DNS can tell), or 'failure'.
 */
export type Verdict = 'ok' | 'failure' | 'valid' | 'invalid' | 'equal' | 'different' | 'public' | 'non-public' | 'unknown' | 'error';

/** What single mode prints without --json. */
export interface Rendered {
  readonly out: string;
  readonly err: string;
}

export interface Outcome {
  readonly verdict: Verdict;
  /** Exit status 0 (true) or 1 (false). */
  readonly success: boolean;
  readonly report: Report;
  /** The codes of the errors in the report, for the batch summary. */
  readonly codes: readonly string[];
  /** The text for single mode (computed only when asked). */
  readonly text: () => Rendered;
}

/**
 * Evaluates the command on its operands (in the order of the command's synopsis). `inputIssue`:
 * the batch line was not UTF-8 and was decoded with replacement (validate counts it as an error).
 */
export type Evaluate = (operands: readonly string[], inputIssue?: InvalidUTF8 | null) => Outcome;

interface Adapter {
  /** How many operands the command takes. */
  readonly arity: number;
  /** Fixes the options once for many inputs (a base URL is parsed once). */
  prepare(options: CommandOptions): Evaluate;
}

/** The default level of normalize and equal (the library's). */
const DEFAULT_LEVEL: ComparisonLevel = 'scheme';

// --- parse ---------------------------------------------------------------------------------

function prepareParse(options: CommandOptions): Evaluate {
  const standard = options.standard ?? 'whatwg';
  if (standard === 'rfc3986' || standard === 'rfc3987') return ([input]) => parseStrict(input, standard, options.rule);
  const base = options.base === undefined ? null : baseRecord(options.base);
  return ([input]) => parseWhatwg(input, options, base);
}

/** The record of a base URL already checked by the command line (main.ts checkBase). */
function baseRecord(base: string): URLRecord {
  const parsed = parseBase(base);
  if (parsed instanceof ValidationError) throw new Error(`the base URL does not parse: ${parsed.message}`);
  return parsed;
}

/** The --base option: null when it is a URL, else the reason it is not. */
export function checkBase(base: string): string | null {
  const parsed = parseBase(base);
  return parsed instanceof ValidationError ? parsed.message : null;
}

function parseWhatwg(input: string, options: CommandOptions, base: URLRecord | null): Outcome {
  const head = {
    input,
    ...(options.base === undefined ? {} : { base: options.base }),
    ...(options.encoding === undefined ? {} : { encoding: options.encoding }),
  };
  const result = parseURL(input, { base, encoding: options.encoding, maxErrors: maxErrors(options) });
  if (result.url === null) {
    if (result.failure === null) throw new Error('parseURL returned neither a URL nor a failure');
    const failure = copyError(result.failure);
    const report: ParseFailureReport = { ...head, failure };
    return outcome('failure', false, report, [failure.code], () => json(report));
  }
  const url = URL.fromRecord(result.url);
  const errors = result.errors.map(copyError);
  const report: ParseReport = {
    ...head,
    href: url.href, origin: url.origin, protocol: url.protocol,
    username: url.username, password: url.password,
    host: url.host, hostname: url.hostname, port: url.port,
    pathname: url.pathname, search: url.search, hash: url.hash,
    record: recordReport(result.url),
    errors,
    errorCount: result.errorCount,
  };
  return outcome('ok', true, report, errors.map((error) => error.code), () => json(report));
}

function recordReport(record: URLRecord): RecordReport {
  const { scheme, username, password, host, port, query, fragment } = record;
  const path = typeof record.path === 'string' ? record.path : [...record.path];
  return { scheme, username, password, host, port, path, query, fragment };
}

function parseStrict(input: string, standard: 'rfc3986' | 'rfc3987', rule: string | undefined): Outcome {
  const result = parseReference(input, { grammar: standard, rule: rule as ReferenceRuleName | undefined });
  const head = rule === undefined ? { input, standard } : { input, standard, rule };
  if (result.failure !== null) {
    const report: StrictParseReport = { ...head, failure: result.failure };
    return outcome('failure', false, report, [result.failure.code], () => json(report));
  }
  const report: StrictParseReport = { ...head, tree: result.tree };
  return outcome('ok', true, report, [], () => json(report));
}

function copyError(error: { toJSON(): ErrorJSON }): ErrorJSON {
  return error.toJSON();
}

/** The cap the library applies, so a line's errors take bounded memory. */
function maxErrors(options: CommandOptions): number {
  return options.maxErrors ?? DEFAULT_MAX_ERRORS;
}

// --- validate ------------------------------------------------------------------------------

function prepareValidate(options: CommandOptions): Evaluate {
  const standard = options.standard ?? 'whatwg';
  const base = options.base === undefined ? null : baseRecord(options.base);
  const given = {
    ...(options.base === undefined ? {} : { base: options.base }),
    ...(options.rule === undefined ? {} : { rule: options.rule }),
    ...(options.documentEncoding === undefined ? {} : { documentEncoding: options.documentEncoding }),
    ...(options.schemes === true ? { schemes: true } : {}),
  };
  const settings = {
    standard, base, rule: options.rule as StrictRuleName | undefined, documentEncoding: options.documentEncoding, maxErrors: maxErrors(options),
    schemes: options.schemes === true,
  };
  return ([input], inputIssue = null) => {
    const result = validate(input, settings);
    const { errors, errorCount } = inputIssue === null ? result : withInputIssue(result, inputIssue, settings.maxErrors);
    const valid = result.valid && inputIssue === null;
    const failure = result.failure;
    const report: ValidateReport = { input, standard, ...given, valid, errors, errorCount, failure };
    const codes = problems(report).map((issue) => issue.code);
    return outcome(valid ? 'valid' : 'invalid', valid, report, codes, () => validateText(report));
  };
}

/**
 * Bytes that are not UTF-8 make a string that is not a valid URL string of any standard (they
 * were replaced by U+FFFD): an error, the first of the list since decoding comes before parsing.
 */
function withInputIssue(result: ValidationResult, issue: InvalidUTF8, cap: number): Pick<ValidateReport, 'errors' | 'errorCount'> {
  return { errors: [issue, ...result.errors].slice(0, cap), errorCount: result.errorCount + 1 };
}

function validateText(report: ValidateReport): Rendered {
  if (report.valid) return { out: 'valid\n', err: '' };
  const count = report.errorCount;
  const parts = count === 0 ? [] : [`${groupDigits(count)} error${count === 1 ? '' : 's'}`];
  if (report.failure !== null) parts.push(count === 0 ? 'does not parse' : 'then does not parse');
  const lines = [`invalid (${report.standard}): ${parts.join(', ')}\n`];
  for (const issue of report.errors) lines.push(issueText(report.input, issue));
  const untold = count - report.errors.length;
  // A cut list says how much it leaves out, before the failure that ends the parse.
  if (untold > 0) lines.push(`\u2026 and ${groupDigits(untold)} more error${untold === 1 ? '' : 's'} (--max-errors)\n`);
  if (report.failure !== null) lines.push(issueText(report.input, report.failure));
  return { out: lines.join(''), err: '' };
}

/** The message of an issue, then the input with a caret under it. */
function issueText(input: string, issue: ValidationIssue | InvalidUTF8): string {
  return `${issue.message}\n${caretLines(input, issue.offset, issue.length)}`;
}

/** The errors, then the failure: every problem in the order the parser met them. */
function problems(report: ValidateReport): Array<ValidationIssue | InvalidUTF8> {
  return report.failure === null ? report.errors : [...report.errors, report.failure];
}

// --- resolve -------------------------------------------------------------------------------

function prepareResolve(options: CommandOptions): Evaluate {
  const mode = options.mode ?? 'whatwg';
  return ([reference, base]) => {
    const result = resolve(reference, base, { mode });
    if (result.failure === null) {
      const report: ResolveReport = { reference, base, mode, href: result.href };
      return outcome('ok', true, report, [], () => ({ out: `${result.href}\n`, err: '' }));
    }
    const failure = copyError(result.failure);
    const report: ResolveReport = { reference, base, mode, failure, failed: result.failed };
    const failed = result.failed === 'base' ? base : reference;
    const text = (): Rendered => ({
      out: '',
      err: `url-grammar: cannot resolve: the ${result.failed} fails: ${failure.message}\n${caretLines(failed, failure.offset, failure.length)}`,
    });
    return outcome('failure', false, report, [failure.code], text);
  };
}

// --- normalize, equal, to-iri, to-uri ------------------------------------------------------

function prepareNormalize(options: CommandOptions): Evaluate {
  const level = options.level ?? DEFAULT_LEVEL;
  return ([input]) => {
    const { normalized, failure } = normalizeWithDiagnosis(input, { level });
    if (normalized !== null) {
      const report: NormalizeReport = { input, level, normalized };
      return outcome('ok', true, report, [], () => ({ out: `${normalized}\n`, err: '' }));
    }
    const problem = copyError(failure);
    const report: NormalizeReport = { input, level, normalized: null, failure: problem };
    const text = (): Rendered => ({
      out: '',
      err: `url-grammar: cannot normalize: ${problem.message}\n${caretLines(input, problem.offset, problem.length)}`,
    });
    return outcome('failure', false, report, [problem.code], text);
  };
}

function prepareEqual(options: CommandOptions): Evaluate {
  const level = options.level ?? DEFAULT_LEVEL;
  const ignoreFragment = options.ignoreFragment === true;
  return ([a, b]) => {
    const equal = equivalent(a, b, { level, ignoreFragment });
    const report: EqualReport = { a, b, level, ignoreFragment, equal, normalized: [normalize(a, { level }), normalize(b, { level })] };
    const verdict = equal ? 'equal' : 'different';
    return outcome(verdict, equal, report, [], () => ({ out: `${verdict}\n`, err: '' }));
  };
}

function prepareToIRI(): Evaluate {
  return ([input]) => {
    const iri = uriToIRI(input);
    const report: ConvertReport = { input, iri };
    return outcome('ok', true, report, [], () => ({ out: `${iri}\n`, err: '' }));
  };
}

function prepareToURI(options: CommandOptions): Evaluate {
  const idna = options.idna === true;
  return ([input]) => {
    const uri = iriToURI(input, { idna });
    const report: ConvertReport = { input, uri };
    return outcome('ok', true, report, [], () => ({ out: `${uri}\n`, err: '' }));
  };
}

// --- table ---------------------------------------------------------------------------------

const ADAPTERS: Readonly<Record<CommandName, Adapter>> = {
  parse: { arity: 1, prepare: prepareParse },
  resolve: { arity: 2, prepare: prepareResolve },
  validate: { arity: 1, prepare: prepareValidate },
  normalize: { arity: 1, prepare: prepareNormalize },
  equal: { arity: 2, prepare: prepareEqual },
  'to-iri': { arity: 1, prepare: prepareToIRI },
  'to-uri': { arity: 1, prepare: prepareToURI },
  inspect: { arity: 1, prepare: (options) => prepareInspect(options, maxErrors(options)) },
  canonicalize: { arity: 1, prepare: prepareCanonicalize },
  dedupe: { arity: 1, prepare: prepareCanonicalize }, // each line as canonicalize reads it (src/cli/dedupe.ts)
  'template check': { arity: 1, prepare: prepareTemplateCheck },
  'template expand': { arity: 1, prepare: prepareTemplateExpand },
};

/** The number of operands of a command. */
export function arity(command: CommandName): number {
  return ADAPTERS[command].arity;
}

/** The evaluation function of a command with fixed options. */
export function prepare(command: CommandName, options: CommandOptions): Evaluate {
  return ADAPTERS[command].prepare(options);
}

function outcome(verdict: Verdict, success: boolean, report: Report, codes: readonly string[], text: () => Rendered): Outcome {
  return { verdict, success, report, codes, text };
}

function json(report: Report): Rendered {
  return { out: `${JSON.stringify(report, null, 2)}\n`, err: '' };
}
