#!/usr/bin/env node
// The command-line interface: `url-grammar <command> [options] <operands>`.
// Commands are entries of COMMANDS: each declares its operands and options (parsed strictly
// with node:util parseArgs) and turns the option values into CommandOptions. Evaluation is in
// src/cli/commands.ts, batch mode ("-" or --input in place of a URL) in src/cli/batch.ts.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { getOutputEncoding, matchRule, parseReference } from '../index';
import { DEFAULT_MAX_LINE_BYTES, InputError, runBatch } from './batch';
import type { BatchIO, BatchSettings } from './batch';
import type { BatchSpec } from './chunk';
import { DEFAULT_MAX_ERRORS, MAX_ERRORS_LIMIT, arity, checkBase, prepare } from './commands';
import type { CommandName, CommandOptions, ParseStandard } from './commands';
import { commandHelp, mainHelp } from './help';
import type { CommandHelp } from './help';
import {
  UsageError, booleanOption, choiceOption, explainParseArgsError, integerOption, isParseArgsError, parseArgsOptions, stringOption,
} from './options';
import type { OptionSpec, OptionSpecs, OptionValues } from './options';
import type { ComparisonLevel, ResolutionMode, ValidationStandard } from '../index';

/** Exit statuses: 3 when the output could not be written (it is incomplete). */
export const EXIT = { ok: 0, failure: 1, usage: 2, output: 3 } as const;

/** Where the CLI writes; a parameter so commands can also be run in-process. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** The streams of batch mode; the process's when absent. */
  streams?: () => BatchIO;
}

interface Command extends CommandHelp {
  readonly name: CommandName;
  /** Names of the operands, in order, e.g. ['<reference>', '<base>']. */
  readonly operands: readonly string[];
  /** Single mode prints the JSON report even without --json. */
  readonly alwaysJSON: boolean;
  /** Reads the command's own options; throws UsageError. */
  configure(values: OptionValues): CommandOptions;
}

// --- the commands --------------------------------------------------------------------------

const PARSE_STANDARDS: readonly ParseStandard[] = ['whatwg', 'rfc3986', 'rfc3987'];
const VALIDATE_STANDARDS: readonly ValidationStandard[] = ['whatwg', 'rfc3986', 'rfc3987', 'web-address'];
const MODES: readonly ResolutionMode[] = ['whatwg', 'rfc3986', 'rfc3986-nonstrict'];
const LEVELS: readonly ComparisonLevel[] = ['simple', 'syntax', 'scheme', 'whatwg'];

const BASE: OptionSpec = { type: 'string', valueName: '<url>', description: 'Base URL to resolve <url> against (WHATWG only)' };
const JSON_OPTION: OptionSpec = { type: 'boolean', description: 'Print the result as JSON' };
const LEVEL: OptionSpec = { type: 'string', valueName: '<level>', description: `Comparison ladder rung: ${LEVELS.join(', ')} (default scheme)` };
const MAX_ERRORS: OptionSpec = { type: 'string', valueName: '<n>', description: `List at most <n> errors per URL, 0 to ${MAX_ERRORS_LIMIT} (default ${DEFAULT_MAX_ERRORS}); errorCount counts them all` };

const COMMAND_LIST: readonly Command[] = [
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
];

const COMMANDS: ReadonlyMap<string, Command> = new Map(COMMAND_LIST.map((command) => [command.name, command]));

/** Options of every command for batch mode. */
const BATCH_OPTIONS: OptionSpecs = {
  input: { type: 'string', short: 'i', valueName: '<file>', description: 'Read the URLs from <file>, one per line ("-": stdin)' },
  jobs: { type: 'string', short: 'j', valueName: '<n>', description: 'Spread the work over <n> worker threads (default 1)' },
  quiet: { type: 'boolean', short: 'q', description: 'No summary and no progress bar on stderr' },
  'max-line-bytes': {
    type: 'string',
    valueName: '<n>',
    description: `Longer lines are not read but reported as errors (default ${DEFAULT_MAX_LINE_BYTES})`,
  },
};

const HELP_OPTION: OptionSpecs = { help: { type: 'boolean', short: 'h', description: 'Show this help' } };

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

/** --max-errors of parse and validate (any standard: the RFC ones list no errors, so it never cuts). */
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

// --- dispatch ------------------------------------------------------------------------------

/** What the command line asks for: one evaluation, or a batch. */
type Invocation =
  | { readonly kind: 'single'; readonly options: CommandOptions; readonly operands: string[]; readonly json: boolean }
  | { readonly kind: 'batch'; readonly spec: BatchSpec; readonly settings: BatchSettings };

/** Runs the CLI on `argv` (the arguments after the script) and resolves to the exit status. */
export async function main(argv: readonly string[], output: Output): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h') {
    output.out(mainHelp(COMMAND_LIST));
    return EXIT.ok;
  }
  if (first === '--version') {
    output.out(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (first === undefined) return usageError(output, 'missing <command>', 'url-grammar --help');
  const command = COMMANDS.get(first);
  if (command === undefined) {
    const what = first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`;
    return usageError(output, what, 'url-grammar --help');
  }
  const specs: OptionSpecs = { ...command.options, ...BATCH_OPTIONS, ...HELP_OPTION };
  let invocation: Invocation;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: parseArgsOptions(specs),
      allowPositionals: true,
      strict: true,
    });
    if (values['help'] === true) {
      output.out(commandHelp(command, BATCH_OPTIONS, HELP_OPTION));
      return EXIT.ok;
    }
    invocation = interpret(command, positionals, values);
  } catch (error) {
    const help = `url-grammar ${command.name} --help`;
    if (error instanceof UsageError) return usageError(output, error.message, help);
    if (isParseArgsError(error)) return usageError(output, explainParseArgsError(rest, specs), help);
    throw error;
  }
  if (invocation.kind === 'single') return runSingle(command.name, invocation, output);
  return runBatchInvocation(invocation.spec, invocation.settings, output);
}

function interpret(command: Command, positionals: readonly string[], values: OptionValues): Invocation {
  const options = command.configure(values);
  const input = stringOption(values, 'input');
  const operands = batchOperands(command, positionals, input);
  if (operands === null) {
    for (const name of ['jobs', 'quiet', 'max-line-bytes']) {
      if (values[name] !== undefined) throw new UsageError(`--${name} is for batch mode ("-" or --input <file> in place of a URL)`);
    }
    return { kind: 'single', options, operands: [...positionals], json: command.alwaysJSON || booleanOption(values, 'json') };
  }
  const settings: BatchSettings = {
    input: input ?? '-',
    jobs: integerOption(values, 'jobs', 1, 64) ?? 1,
    quiet: booleanOption(values, 'quiet'),
    maxLineBytes: integerOption(values, 'max-line-bytes', 1, 512 * 1024 * 1024) ?? DEFAULT_MAX_LINE_BYTES,
  };
  return { kind: 'batch', spec: { command: command.name, options, operands }, settings };
}

/**
 * Checks the number of operands. Returns null for single mode; in batch mode, the operands
 * with null where each line goes: the operand "-", or the first one with --input.
 */
function batchOperands(command: Command, positionals: readonly string[], input: string | undefined): Array<string | null> | null {
  const expected = arity(command.name) - (input === undefined ? 0 : 1);
  if (positionals.length < expected) throw new UsageError(`missing ${command.operands[positionals.length + arity(command.name) - expected]}`);
  if (positionals.length > expected) throw new UsageError(`unexpected argument '${positionals[expected]}'`);
  const dashes = positionals.filter((operand) => operand === '-').length;
  if (input !== undefined) {
    if (dashes > 0) throw new UsageError('"-" and --input both say where the lines go: give one');
    return [null, ...positionals];
  }
  if (dashes > 1) throw new UsageError('only one operand can be "-"');
  return dashes === 0 ? null : positionals.map((operand) => (operand === '-' ? null : operand));
}

function runSingle(name: CommandName, invocation: { options: CommandOptions; operands: string[]; json: boolean }, output: Output): number {
  const outcome = prepare(name, invocation.options)(invocation.operands);
  if (invocation.json) {
    output.out(`${JSON.stringify(outcome.report, null, 2)}\n`);
  } else {
    const text = outcome.text();
    if (text.out !== '') output.out(text.out);
    if (text.err !== '') output.err(text.err);
  }
  return outcome.success ? EXIT.ok : EXIT.failure;
}

async function runBatchInvocation(spec: BatchSpec, settings: BatchSettings, output: Output): Promise<number> {
  try {
    return await runBatch(spec, settings, output.streams?.() ?? processStreams());
  } catch (error) {
    if (error instanceof InputError) {
      output.err(`url-grammar: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

/** A usage error is one line: what is wrong, and where the usage is. */
function usageError(output: Output, message: string, help: string): number {
  output.err(`url-grammar: ${message} (see ${help})\n`);
  return EXIT.usage;
}

/** The version in the package.json of this package (found upwards from this file, in src/ or dist/). */
function packageVersion(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (isRecord(pkg) && pkg['name'] === 'url-grammar' && typeof pkg['version'] === 'string') return pkg['version'];
    }
    if (path.dirname(dir) === dir) throw new Error('package.json of url-grammar not found');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function processStreams(): BatchIO {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stderrIsTTY: process.stderr.isTTY === true,
    columns: process.stderr.columns ?? 80,
  };
}

/**
 * EPIPE (`url-grammar ... | head`: the reader has gone) ends the output quietly. Any other write
 * error (a full disk, `> /dev/full`) is one line on stderr and exit status 3: the output is cut.
 */
function handleWriteErrors(stream: NodeJS.WriteStream, name: string): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return;
    try {
      fs.writeSync(2, `url-grammar: cannot write to ${name}: ${error.code ?? error.message}; the output is incomplete\n`);
    } finally {
      process.exit(EXIT.output);
    }
  });
}

if (require.main === module) {
  handleWriteErrors(process.stdout, 'standard output');
  handleWriteErrors(process.stderr, 'standard error');
  main(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    streams: processStreams,
  }).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      process.stderr.write(`url-grammar: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exitCode = EXIT.failure;
    },
  );
}
