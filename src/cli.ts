#!/usr/bin/env node
// The command-line interface: `url-grammar <command> [options]`.
// Commands are entries of COMMANDS; each declares its options (parsed strictly with
// node:util parseArgs) and returns an exit status. Adding a command (resolve, validate,
// normalize, batch mode, ...) means adding one entry.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import type { ValidationError } from './errors';
import { URL, parseURL } from './index';

/** Exit statuses. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Where the CLI writes; a parameter so commands can also be run in-process. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** An option of a command: how parseArgs reads it, and its line in the help. */
interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** Placeholder of a string option's value in the help, e.g. "<url>". */
  readonly valueName?: string;
  readonly description: string;
}

type OptionValue = string | boolean | Array<string | boolean> | undefined;
type OptionValues = { readonly [name: string]: OptionValue };

interface Command {
  /** Arguments after the command name, for the usage line, e.g. "<url> [--base <url>]". */
  readonly synopsis: string;
  readonly summary: string;
  readonly options: { readonly [name: string]: OptionSpec };
  run(positionals: readonly string[], options: OptionValues, output: Output): number;
}

/** Thrown for a malformed command line; reported with the usage, exit status 2. */
class UsageError extends Error {
  override readonly name = 'UsageError';
}

const HELP_OPTION: OptionSpec = { type: 'boolean', short: 'h', description: 'Show this help' };

// --- parse -------------------------------------------------------------------------------

/** The JSON `parse` prints for a URL that parses. */
interface ParseReport {
  input: string;
  base?: string;
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
  errors: ValidationError[];
}

/** The JSON `parse` prints for a URL that fails to parse. */
interface ParseFailureReport {
  input: string;
  base?: string;
  failure: ValidationError;
}

const parseCommand: Command = {
  synopsis: '<url> [--base <url>]',
  summary: 'Parse a URL and print its components and validation errors as JSON',
  options: {
    base: { type: 'string', valueName: '<url>', description: 'Base URL to resolve <url> against' },
  },
  run(positionals, options, output) {
    const [input, ...extra] = positionals;
    if (input === undefined) throw new UsageError('missing <url>');
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
    const base = stringOption(options, 'base');
    const report = parseReport(input, base);
    output.out(`${JSON.stringify(report, null, 2)}\n`);
    return 'failure' in report ? EXIT.failure : EXIT.ok;
  },
};

function parseReport(input: string, base: string | undefined): ParseReport | ParseFailureReport {
  const head = base === undefined ? { input } : { input, base };
  const result = parseURL(input, base === undefined ? {} : { base });
  if (result.url === null) {
    if (result.failure === null) throw new Error('parseURL returned neither a URL nor a failure');
    return { ...head, failure: copyError(result.failure) };
  }
  // The getters are the public API's; parseURL supplies the validation errors.
  const url = new URL(input, base);
  return {
    ...head,
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    errors: result.errors.map(copyError),
  };
}

/** A plain copy with the keys in a fixed order, for stable JSON. */
function copyError(error: ValidationError): ValidationError {
  return { code: error.code, offset: error.offset, message: error.message };
}

// --- command table and dispatch ----------------------------------------------------------

const COMMANDS: ReadonlyMap<string, Command> = new Map<string, Command>([['parse', parseCommand]]);

/** Runs the CLI on `argv` (the arguments after the script) and returns the exit status. */
export function main(argv: readonly string[], output: Output): number {
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h') {
    output.out(mainHelp());
    return EXIT.ok;
  }
  if (first === '--version') {
    output.out(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (first === undefined) return usageError(output, 'missing <command>', mainHelp());
  const command = COMMANDS.get(first);
  if (command === undefined) {
    const what = first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`;
    return usageError(output, what, mainHelp());
  }
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: parseArgsOptions({ ...command.options, help: HELP_OPTION }),
      allowPositionals: true,
      strict: true,
    });
    if (values['help'] === true) {
      output.out(commandHelp(first, command));
      return EXIT.ok;
    }
    return command.run(positionals, values, output);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      return usageError(output, error.message, commandHelp(first, command));
    }
    throw error;
  }
}

function usageError(output: Output, message: string, help: string): number {
  output.err(`url-grammar: ${message}\n\n${help}`);
  return EXIT.usage;
}

/** parseArgs reports bad command lines with TypeErrors whose code starts with ERR_PARSE_ARGS_. */
function isParseArgsError(error: unknown): error is TypeError {
  if (!(error instanceof TypeError)) return false;
  const code: unknown = (error as TypeError & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

function parseArgsOptions(specs: { readonly [name: string]: OptionSpec }): {
  [name: string]: { type: 'string' | 'boolean'; short?: string };
} {
  const options: { [name: string]: { type: 'string' | 'boolean'; short?: string } } = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = spec.short === undefined ? { type: spec.type } : { type: spec.type, short: spec.short };
  }
  return options;
}

function stringOption(options: OptionValues, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

// --- help --------------------------------------------------------------------------------

const EXIT_HELP = 'Exit status: 0 success, 1 the URL failed to parse, 2 usage error.\n';

function mainHelp(): string {
  const commands = [...COMMANDS].map(([name, command]): [string, string] => [`${name} ${command.synopsis}`, command.summary]);
  const options: Array<[string, string]> = [
    ['-h, --help', 'Show this help (or a command\'s: url-grammar <command> --help)'],
    ['--version', 'Print the version'],
  ];
  return [
    'Usage: url-grammar <command> [options]',
    '',
    'Commands:',
    ...columns(commands),
    '',
    'Options:',
    ...columns(options),
    '',
    EXIT_HELP,
  ].join('\n');
}

function commandHelp(name: string, command: Command): string {
  const options = Object.entries({ ...command.options, help: HELP_OPTION }).map(([option, spec]): [string, string] => {
    const flag = `${spec.short === undefined ? '' : `-${spec.short}, `}--${option}`;
    return [spec.valueName === undefined ? flag : `${flag} ${spec.valueName}`, spec.description];
  });
  return [`Usage: url-grammar ${name} ${command.synopsis}`, '', command.summary, '', 'Options:', ...columns(options), '', EXIT_HELP].join('\n');
}

function columns(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}   ${right}`);
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

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
