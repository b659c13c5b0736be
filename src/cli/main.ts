#!/usr/bin/env node
// The command-line interface: `url-grammar <command> [options] <operands>`.
// Commands are entries of COMMANDS (src/cli/definitions.ts): each declares its operands and
// options (parsed strictly with node:util parseArgs) and turns the option values into
// CommandOptions. Evaluation is in src/cli/commands.ts, batch mode ("-" or --input in place of a
// URL) in src/cli/batch.ts, the exit statuses in src/cli/exit.ts.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_LINE_TIMEOUT_MS, DEFAULT_MAX_LINE_BYTES, InputError, runBatch } from './batch';
import type { BatchIO, BatchSettings } from './batch';
import type { BatchSpec } from './chunk';
import { arity, prepare } from './commands';
import type { CommandName, CommandOptions } from './commands';
import { BATCH_OPTIONS, COMMANDS, COMMAND_LIST, HELP_OPTION } from './definitions';
import type { Command, StreamRun } from './definitions';
import { EXIT } from './exit';
import { commandHelp, mainHelp, shortUsage } from './help';
import {
  UsageError, booleanOption, explainParseArgsError, integerOption, isParseArgsError, parseArgsOptions, secondsOption, stringOption,
} from './options';
import type { OptionSpecs, OptionValues } from './options';

export { EXIT } from './exit';

/** Where the CLI writes; a parameter so commands can also be run in-process. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** The streams of batch mode; the process's when absent. */
  streams?: () => BatchIO;
}

// --- dispatch ------------------------------------------------------------------------------

/** What the command line asks for: one evaluation, or a batch. */
type Invocation =
  | { readonly kind: 'single'; readonly options: CommandOptions; readonly operands: string[]; readonly json: boolean }
  | { readonly kind: 'batch'; readonly spec: BatchSpec; readonly settings: BatchSettings }
  | { readonly kind: 'stream'; readonly run: StreamRun };

/** Runs the CLI on `argv` (the arguments after the script) and resolves to the exit status. */
export async function main(argv: readonly string[], output: Output): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    // No arguments: the short usage, as a usage error (stderr, exit status 2), as most tools do.
    output.err(shortUsage(COMMAND_LIST));
    return EXIT.usage;
  }
  if (first === '--help' || first === '-h') return help([], output);
  if (first === 'help') return help(rest, output);
  if (first === '--version' || first === '-v') {
    output.out(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  const found = findCommand(first, rest);
  if (typeof found === 'string') return usageError(output, found, 'url-grammar --help');
  const { command, args } = found;
  const specs: OptionSpecs = { ...command.options, ...command.profileOptions, ...BATCH_OPTIONS, ...HELP_OPTION };
  let invocation: Invocation;
  try {
    const { values, positionals } = parseArgs({
      args,
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
    if (isParseArgsError(error)) return usageError(output, explainParseArgsError(args, specs), help);
    throw error;
  }
  if (invocation.kind === 'single') return runSingle(command.name, invocation, output);
  if (invocation.kind === 'stream') return runStream(invocation.run, output);
  const { spec, settings } = invocation;
  return runStream((io) => runBatch(spec, settings, io), output);
}

/** The words of a command of two words (`template check`), by their first. */
const GROUPS: ReadonlyMap<string, readonly string[]> = groupsOf(COMMAND_LIST);

function groupsOf(commands: readonly Command[]): ReadonlyMap<string, readonly string[]> {
  const groups = new Map<string, string[]>();
  for (const { name } of commands) {
    const [group, word] = name.split(' ');
    if (word !== undefined) groups.set(group, [...(groups.get(group) ?? []), word]);
  }
  return groups;
}

/** The command the arguments name (one word, or two for a group such as `template`) and the arguments after it; else the usage error. */
function findCommand(first: string, rest: readonly string[]): { command: Command; args: readonly string[] } | string {
  const words = GROUPS.get(first);
  if (words === undefined) {
    const command = COMMANDS.get(first);
    if (command !== undefined) return { command, args: rest };
    return first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`;
  }
  const [second, ...args] = rest;
  const command = second === undefined ? undefined : COMMANDS.get(`${first} ${second}`);
  if (command !== undefined) return { command, args };
  const choices = words.map((word) => `'${first} ${word}'`).join(' or ');
  return second === undefined || second.startsWith('-') ? `'${first}' needs a subcommand: ${choices}` : `unknown command '${first} ${second}': ${choices}`;
}

/** `url-grammar help [<command>]`: the help on stdout, exit status 0. */
function help(topics: readonly string[], output: Output): number {
  const [topic, ...extra] = topics;
  if (topic === undefined || topic === '--help' || topic === '-h') {
    output.out(mainHelp(COMMAND_LIST));
    return EXIT.ok;
  }
  if (!GROUPS.has(topic) && !COMMANDS.has(topic)) return usageError(output, `no help on '${topic}': not a command`, 'url-grammar --help');
  const found = findCommand(topic, extra);
  if (typeof found === 'string') return usageError(output, found, 'url-grammar --help');
  if (found.args.length > 0) return usageError(output, `unexpected argument '${found.args[0]}'`, 'url-grammar --help');
  output.out(commandHelp(found.command, BATCH_OPTIONS, HELP_OPTION));
  return EXIT.ok;
}

function interpret(command: Command, positionals: readonly string[], values: OptionValues): Invocation {
  const options = command.configure(values);
  if (command.stream !== undefined) return { kind: 'stream', run: command.stream(options, values, positionals) };
  const input = stringOption(values, 'input');
  const operands = batchOperands(command, positionals, input);
  if (operands === null) {
    for (const name of ['jobs', 'quiet', 'max-line-bytes', 'line-timeout']) {
      if (values[name] !== undefined) throw new UsageError(`--${name} is for batch mode ("-" or --input <file> in place of a URL)`);
    }
    return { kind: 'single', options, operands: [...positionals], json: command.alwaysJSON || booleanOption(values, 'json') };
  }
  const settings: BatchSettings = {
    input: input ?? '-',
    jobs: integerOption(values, 'jobs', 1, 64) ?? 1,
    quiet: booleanOption(values, 'quiet'),
    maxLineBytes: integerOption(values, 'max-line-bytes', 1, 512 * 1024 * 1024) ?? DEFAULT_MAX_LINE_BYTES,
    lineTimeoutMs: secondsOption(values, 'line-timeout', 86_400) ?? DEFAULT_LINE_TIMEOUT_MS,
    json: booleanOption(values, 'json'),
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

/** Runs a batch, or a command's own stream (dedupe); an unreadable input is a usage error. */
async function runStream(run: StreamRun, output: Output): Promise<number> {
  try {
    return await run(output.streams?.() ?? processStreams());
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
    stdinIsTTY: process.stdin.isTTY === true,
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
      process.exitCode = EXIT.internal; // never 1, which says that some URL failed
    },
  );
}
