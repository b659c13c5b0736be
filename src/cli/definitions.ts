// The commands of the command line: their operands, options (declared for node:util parseArgs
// and for the help) and how the option values become CommandOptions, with the checks that make a
// malformed command line a usage error (exit status 2). src/cli/main.ts dispatches to them.

import { getOutputEncoding, matchRule, parseReference } from '../index';
import type { ComparisonLevel, ResolutionMode, ValidationStandard } from '../index';
import { CANONICAL_PROFILES } from '../canonical-api';
import { DEFAULT_LINE_TIMEOUT_MS, DEFAULT_MAX_LINE_BYTES } from './batch';
import type { BatchIO } from './batch';
import { PROFILE_SPEC, configureCanonical, profileOptionSpecs } from './canonicalize';
import { DEFAULT_MAX_ERRORS, MAX_ERRORS_LIMIT, checkBase } from './commands';
import type { CommandName, CommandOptions, ParseStandard } from './commands';
import { runDedupe } from './dedupe';
import type { DedupeSettings } from './dedupe';
import { configureTemplateExpand } from './template';
import type { CommandHelp } from './help';
import { UsageError, booleanOption, choiceOption, integerOption, stringOption } from './options';
import type { OptionSpec, OptionSpecs, OptionValues } from './options';

export interface Command extends CommandHelp {
  readonly name: CommandName;
  /** Names of the operands, in order, e.g. ['<reference>', '<base>']. */
  readonly operands: readonly string[];
  /** Single mode prints the JSON report even without --json. */
  readonly alwaysJSON: boolean;
  /** Reads the command's own options; throws UsageError. */
  configure(values: OptionValues): CommandOptions;
  /** A command that reads its input its own way (dedupe) instead of single and batch mode; throws UsageError. */
  readonly stream?: (options: CommandOptions, values: OptionValues, positionals: readonly string[]) => StreamRun;
}

/** The run of a command with a stream of its own, on the process's streams: resolves to the exit status. */
export type StreamRun = (io: BatchIO) => Promise<number>;

// --- the commands --------------------------------------------------------------------------

const PARSE_STANDARDS: readonly ParseStandard[] = ['whatwg', 'rfc3986', 'rfc3987'];
const VALIDATE_STANDARDS: readonly ValidationStandard[] = ['whatwg', 'rfc3986', 'rfc3987', 'web-address'];
const MODES: readonly ResolutionMode[] = ['whatwg', 'rfc3986', 'rfc3986-nonstrict'];
const LEVELS: readonly ComparisonLevel[] = ['simple', 'syntax', 'scheme', 'whatwg'];

const BASE: OptionSpec = { type: 'string', valueName: '<url>', description: 'Base URL to resolve <url> against (WHATWG only)' };
const JSON_OPTION: OptionSpec = { type: 'boolean', description: 'Print the result as JSON' };
const LEVEL: OptionSpec = { type: 'string', valueName: '<level>', description: `Comparison ladder rung: ${LEVELS.join(', ')} (default scheme)` };
const BASE_CANONICAL: OptionSpec = { type: 'string', valueName: '<url>', description: 'Base URL to resolve each URL against first (as new URL(url, base) does)' };
const MAX_ERRORS: OptionSpec = { type: 'string', valueName: '<n>', description: `List at most <n> errors per URL, 0 to ${MAX_ERRORS_LIMIT} (default ${DEFAULT_MAX_ERRORS}); errorCount counts them all` };

export const COMMAND_LIST: readonly Command[] = [
  {
    name: 'parse',
    operands: ['<url>'],
    synopsis: '<url> [--standard whatwg|rfc3986|rfc3987] [--base <url>] [--encoding <label>] [--rule <rule>] [--max-errors <n>]',
    summary: 'Parse a URL and print its components as JSON: the URL record, its getters and validation errors (whatwg), or the parse tree with offsets (rfc3986, rfc3987)',
    options: {
      base: BASE,
      standard: { type: 'string', valueName: '<standard>', description: `${PARSE_STANDARDS.join(', ')} (default whatwg)` },
      encoding: { type: 'string', valueName: '<label>', description: 'Encoding the query is percent-encoded in, e.g. windows-1252 (whatwg only; default UTF-8)' },
      rule: { type: 'string', valueName: '<rule>', description: 'Start rule (rfc3986/rfc3987 only): URI-reference, URI, absolute-URI, relative-ref or their IRI forms' },
      'max-errors': MAX_ERRORS,
      json: { type: 'boolean', description: 'Print the result as JSON (what parse always does)' },
    },
    alwaysJSON: true,
    configure: (values) => configureParse(values),
  },
  {
    name: 'resolve',
    operands: ['<reference>', '<base>'],
    synopsis: '<reference> <base> [--mode whatwg|rfc3986|rfc3986-nonstrict]',
    summary: 'Resolve a reference against a base URL and print the result',
    options: {
      mode: { type: 'string', valueName: '<mode>', description: `${MODES.join(', ')} (default whatwg)` },
      json: JSON_OPTION,
    },
    alwaysJSON: false,
    configure: (values) => ({ mode: choiceOption(values, 'mode', MODES) }),
  },
  {
    name: 'validate',
    operands: ['<url>'],
    synopsis: '<url> [--standard whatwg|rfc3986|rfc3987|web-address] [--base <url>] [--rule <rule>] [--schemes] [--document-encoding <label>] [--max-errors <n>]',
    summary: 'Check a URL against a standard; print "valid", or each error with a caret under it',
    options: {
      standard: { type: 'string', valueName: '<standard>', description: `${VALIDATE_STANDARDS.join(', ')} (default whatwg)` },
      base: BASE,
      rule: { type: 'string', valueName: '<rule>', description: 'ABNF rule the whole input must match (rfc3986/rfc3987 only; default URI-reference, IRI-reference)' },
      schemes: { type: 'boolean', description: "Also the grammar of the URI's scheme, where grammar/schemes/ has one: mailto, urn, data, file, ws, http... (rfc3986/rfc3987 only)" },
      'document-encoding': { type: 'string', valueName: '<label>', description: "Encoding of the address's document (web-address only), e.g. UTF-8" },
      'max-errors': MAX_ERRORS,
      json: JSON_OPTION,
    },
    alwaysJSON: false,
    configure: (values) => configureValidate(values),
  },
  {
    name: 'normalize',
    operands: ['<uri>'],
    synopsis: '<uri> [--level simple|syntax|scheme|whatwg]',
    summary: 'Normalise a URI (RFC 3986 section 6.2, or the WHATWG href) and print it',
    options: { level: LEVEL, json: JSON_OPTION },
    alwaysJSON: false,
    configure: (values) => ({ level: choiceOption(values, 'level', LEVELS) }),
  },
  {
    name: 'equal',
    operands: ['<a>', '<b>'],
    synopsis: '<a> <b> [--level simple|syntax|scheme|whatwg] [--ignore-fragment]',
    summary: 'Compare two URIs after normalisation; print "equal" (exit 0) or "different" (exit 1)',
    options: {
      level: LEVEL,
      'ignore-fragment': { type: 'boolean', description: 'Compare without the fragments' },
      json: JSON_OPTION,
    },
    alwaysJSON: false,
    configure: (values) => ({ level: choiceOption(values, 'level', LEVELS), ignoreFragment: booleanOption(values, 'ignore-fragment') }),
  },
  {
    name: 'to-iri',
    operands: ['<uri>'],
    synopsis: '<uri>',
    summary: 'Convert a URI to an IRI (RFC 3987 section 3.2) and print it',
    options: { json: JSON_OPTION },
    alwaysJSON: false,
    configure: () => ({}),
  },
  {
    name: 'to-uri',
    operands: ['<iri>'],
    synopsis: '<iri> [--idna]',
    summary: 'Map an IRI to a URI (RFC 3987 section 3.1) and print it',
    options: {
      idna: { type: 'boolean', description: 'Convert a non-ASCII host with IDNA ToASCII instead of percent-encoding it' },
      json: JSON_OPTION,
    },
    alwaysJSON: false,
    configure: (values) => ({ idna: booleanOption(values, 'idna') }),
  },
  {
    name: 'inspect',
    operands: ['<url>'],
    synopsis: '<url> [--base <url>] [--max-errors <n>]',
    summary:
      'Say where a URL connects, read as the URL Standard reads it (browsers, Node, fetch): its host and kind, the effective port, ' +
      "an IP address's special-purpose registry entry, public, non-public or unknown (DNS decides), the Fetch Standard's bad ports, " +
      "the reasons, and how the RFC 3986 grammar and RFC 3986 Appendix B's expression read it. The verdict (batch mode) is " +
      'public, non-public, unknown or failure; the exit status is 0 whenever the URL parses, public or not',
    options: {
      base: { type: 'string', valueName: '<url>', description: 'Base URL to resolve <url> against (in each of the three readings)' },
      'max-errors': MAX_ERRORS,
      json: JSON_OPTION,
    },
    alwaysJSON: false,
    configure: (values) => ({ ...withBase(values, 'whatwg'), ...maxErrorsOption(values) }),
  },
  {
    name: 'canonicalize',
    operands: ['<url>'],
    synopsis: '<url> --profile <profile> [--base <url>] [--json] [profile options]',
    summary:
      `Print the canonical form of a URL that crawlers, archives or blocklists compare URLs by (url-grammar/canonical): profile ${CANONICAL_PROFILES.join(', ')}; ` +
      "each profile's options are flags (a boolean --flag or --no-flag, a list flag repeated, a value /source/flags a regular expression). " +
      'A URL with no canonical form is exit status 1, the failure on stderr',
    options: { profile: PROFILE_SPEC, base: BASE_CANONICAL, json: JSON_OPTION },
    profileOptions: profileOptionSpecs(),
    alwaysJSON: false,
    configure: configureCanonical,
  },
  {
    name: 'dedupe',
    operands: [],
    synopsis: '--profile <profile> --input <file> [--base <url>] [--counts] [--json] [profile options]',
    summary:
      'Print the first line of each distinct canonical form (the profiles and options of canonicalize), in input order, as soon as it is read; ' +
      'lines with no canonical form are reported on stderr (--json: as records on stdout) and make exit status 1, empty lines are skipped. ' +
      'It keeps the canonical forms, not the lines: memory grows with the number of distinct forms only. Runs in one thread (no --jobs)',
    options: {
      profile: PROFILE_SPEC,
      base: BASE_CANONICAL,
      counts: { type: 'boolean', description: 'At the end, instead of the first lines as they come: each first line with how many lines shared its form, "count<TAB>line"' },
      json: { type: 'boolean', description: 'JSON lines on stdout: {line, input, canonical, failure} per first line and per failure (--counts: {line, input, canonical, count})' },
    },
    profileOptions: profileOptionSpecs(),
    alwaysJSON: false,
    configure: (values) => ({ ...configureCanonical(values), counts: booleanOption(values, 'counts') }),
    stream: dedupeStream,
  },
  {
    name: 'template check',
    operands: ['<template>'],
    synopsis: '<template> [--json]',
    summary:
      'Check an RFC 6570 URI Template (url-grammar/template); print "valid", or the ABNF rule that fails with a caret under the offset. ' +
      '--json lists the variables a valid template reads',
    options: { json: JSON_OPTION },
    alwaysJSON: false,
    configure: () => ({}),
  },
  {
    name: 'template expand',
    operands: ['<template>'],
    synopsis: '<template> [--vars <json> | --vars-file <file>] [--json]',
    summary:
      'Expand an RFC 6570 URI Template (section 3) with the variables of --vars (or --vars-file) and print the URI reference; a template that does not parse, ' +
      'or a prefix modifier on a list or an associative array, is exit status 1, the failure on stderr',
    options: {
      vars: {
        type: 'string',
        valueName: '<json>',
        description: 'The variables, a JSON object: strings, numbers, booleans, lists and objects of them; null leaves a variable undefined (default {})',
      },
      'vars-file': { type: 'string', valueName: '<file>', description: 'The variables as --vars gives them, read from <file> (UTF-8)' },
      json: JSON_OPTION,
    },
    alwaysJSON: false,
    configure: configureTemplateExpand,
  },
];

export const COMMANDS: ReadonlyMap<string, Command> = new Map(COMMAND_LIST.map((command) => [command.name, command]));

/** Options of every command for batch mode. */
export const BATCH_OPTIONS: OptionSpecs = {
  input: { type: 'string', short: 'i', valueName: '<file>', description: 'Read the URLs from <file>, one per line ("-": stdin)' },
  jobs: { type: 'string', short: 'j', valueName: '<n>', description: 'Spread the work over <n> worker threads (default 1)' },
  quiet: { type: 'boolean', short: 'q', description: 'No summary and no progress bar on stderr' },
  'max-line-bytes': {
    type: 'string',
    valueName: '<n>',
    description: `Longer lines (line end aside) are not read but reported as errors (default ${DEFAULT_MAX_LINE_BYTES})`,
  },
  'line-timeout': {
    type: 'string',
    valueName: '<s>',
    description: `With --jobs: a worker thread stuck on one line for <s> seconds is stopped, the line reported (default ${DEFAULT_LINE_TIMEOUT_MS / 1000}; 0: no limit)`,
  },
};

export const HELP_OPTION: OptionSpecs = { help: { type: 'boolean', short: 'h', description: 'Show this help' } };

/** dedupe: --input is required, the lines come from it only, in one thread. */
function dedupeStream(options: CommandOptions, values: OptionValues, positionals: readonly string[]): StreamRun {
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}': dedupe reads its lines from --input <file> ("-": standard input)`);
  const input = stringOption(values, 'input');
  if (input === undefined) throw new UsageError('missing --input <file> ("-": standard input)');
  for (const name of ['jobs', 'line-timeout']) {
    if (values[name] !== undefined) throw new UsageError(`--${name}: dedupe runs in one thread (the first line of a form depends on every line before it)`);
  }
  const settings: DedupeSettings = {
    input,
    maxLineBytes: integerOption(values, 'max-line-bytes', 1, 512 * 1024 * 1024) ?? DEFAULT_MAX_LINE_BYTES,
    quiet: booleanOption(values, 'quiet'),
    json: booleanOption(values, 'json'),
    counts: options.counts === true,
  };
  return (io) => runDedupe(options, settings, io);
}

/** parse: --base and --encoding with whatwg, --rule (a rule with a tree) with the RFCs. */
function configureParse(values: OptionValues): CommandOptions {
  const standard = choiceOption(values, 'standard', PARSE_STANDARDS) ?? 'whatwg';
  const options = { ...withBase(values, standard), standard };
  const encoding = onlyWith(values, 'encoding', standard === 'whatwg', '--standard whatwg');
  if (encoding !== undefined) checkEncodingLabel('encoding', encoding);
  const rule = onlyWith(values, 'rule', standard !== 'whatwg', '--standard rfc3986 or rfc3987');
  if (rule !== undefined && standard !== 'whatwg') {
    const failure = parseReference('', { grammar: standard, rule: rule as never }).failure;
    if (failure?.code === 'unknown-rule') throw new UsageError(`--rule: ${failure.message}`);
  }
  return { ...options, ...(encoding === undefined ? {} : { encoding }), ...(rule === undefined ? {} : { rule }), ...maxErrorsOption(values) };
}

/** validate: --base with whatwg, --rule and --schemes with the RFCs, --document-encoding with web-address. */
function configureValidate(values: OptionValues): CommandOptions {
  const standard = choiceOption(values, 'standard', VALIDATE_STANDARDS) ?? 'whatwg';
  const options = { ...withBase(values, standard), standard };
  const strict = standard === 'rfc3986' || standard === 'rfc3987';
  const rule = onlyWith(values, 'rule', strict, '--standard rfc3986 or rfc3987');
  if (rule !== undefined && strict) {
    const failure = matchRule('', { grammar: standard, rule: rule as never }).failure;
    if (failure?.code === 'unknown-rule') throw new UsageError(`--rule: ${failure.message}`);
  }
  const documentEncoding = onlyWith(values, 'document-encoding', standard === 'web-address', '--standard web-address');
  if (documentEncoding !== undefined) checkEncodingLabel('document-encoding', documentEncoding);
  const schemes = booleanOption(values, 'schemes');
  if (schemes === true && !strict) throw new UsageError('--schemes needs --standard rfc3986 or rfc3987');
  return {
    ...options, ...(rule === undefined ? {} : { rule }), ...(documentEncoding === undefined ? {} : { documentEncoding }), ...maxErrorsOption(values),
    ...(schemes === true ? { schemes } : {}),
  };
}

/** --max-errors of parse, validate and inspect (any standard: the RFC ones list no errors, so it never cuts). */
function maxErrorsOption(values: OptionValues): { maxErrors?: number } {
  const maxErrors = integerOption(values, 'max-errors', 0, MAX_ERRORS_LIMIT);
  return maxErrors === undefined ? {} : { maxErrors };
}

/** A string option that only makes sense with some standard. */
function onlyWith(values: OptionValues, name: string, allowed: boolean, needs: string): string | undefined {
  const value = stringOption(values, name);
  if (value !== undefined && !allowed) throw new UsageError(`--${name} needs ${needs}`);
  return value;
}

/** An Encoding Standard label (https://encoding.spec.whatwg.org/#names-and-labels). */
function checkEncodingLabel(name: string, label: string): void {
  try {
    getOutputEncoding(label);
  } catch {
    throw new UsageError(`--${name}: ${JSON.stringify(label)} is not an encoding label of the Encoding Standard`);
  }
}

/** --base: WHATWG only, and it must be a URL. */
function withBase(values: OptionValues, standard: ValidationStandard): { base?: string } {
  const base = stringOption(values, 'base');
  if (base === undefined) return {};
  if (standard !== 'whatwg') throw new UsageError('--base needs --standard whatwg');
  const why = checkBase(base);
  if (why !== null) throw new UsageError(`--base is not a URL: ${why}`);
  return { base };
}
