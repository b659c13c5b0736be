// Command-line options: their declaration (for node:util parseArgs and for the help), reading
// their values with checks, and the usage error a malformed command line gives (exit status 2).

/** An option of a command: how parseArgs reads it, and its line in the help. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** Placeholder of a string option's value in the help, e.g. "<url>". */
  readonly valueName?: string;
  readonly description: string;
  /** A string option given more than once: its values, in order (an array). */
  readonly multiple?: boolean;
  /** Also `--no-<name>` (a boolean option of its own, that name). */
  readonly negatable?: boolean;
}

export type OptionSpecs = { readonly [name: string]: OptionSpec };

export type OptionValue = string | boolean | Array<string | boolean> | undefined;
export type OptionValues = { readonly [name: string]: OptionValue };

/** Thrown for a malformed command line; reported with the usage, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** parseArgs reports bad command lines with TypeErrors whose code starts with ERR_PARSE_ARGS_. */
export function isParseArgsError(error: unknown): error is TypeError {
  if (!(error instanceof TypeError)) return false;
  const code: unknown = (error as TypeError & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

/** The option table parseArgs wants. */
export function parseArgsOptions(specs: OptionSpecs): { [name: string]: { type: 'string' | 'boolean'; short?: string; multiple?: boolean } } {
  const options: { [name: string]: { type: 'string' | 'boolean'; short?: string; multiple?: boolean } } = {};
  for (const [name, spec] of Object.entries(withNegations(specs))) {
    options[name] = { type: spec.type, ...(spec.short === undefined ? {} : { short: spec.short }), ...(spec.multiple === true ? { multiple: true } : {}) };
  }
  return options;
}

/** The specs with a boolean `no-<name>` for each negatable option. */
function withNegations(specs: OptionSpecs): OptionSpecs {
  const all: { [name: string]: OptionSpec } = { ...specs };
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.negatable === true) all[`no-${name}`] = { type: 'boolean', description: `Not --${name}` };
  }
  return all;
}

export function stringOption(options: OptionValues, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

export function booleanOption(options: OptionValues, name: string): boolean {
  return options[name] === true;
}

/** A string option restricted to `choices`. */
export function choiceOption<T extends string>(options: OptionValues, name: string, choices: readonly T[]): T | undefined {
  const value = stringOption(options, name);
  if (value === undefined) return undefined;
  const choice = choices.find((c) => c === value);
  if (choice === undefined) throw new UsageError(`--${name} must be one of ${choices.join(', ')} (not '${value}')`);
  return choice;
}

/** A decimal integer option within [min, max]. */
export function integerOption(options: OptionValues, name: string, min: number, max: number): number | undefined {
  const value = stringOption(options, name);
  if (value === undefined) return undefined;
  const number = /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new UsageError(`--${name} must be an integer from ${min} to ${max} (not '${value}')`);
  return number;
}

/** A duration in seconds (decimals allowed) within [0, max], as milliseconds; 0 means no limit. */
export function secondsOption(options: OptionValues, name: string, max: number): number | undefined {
  const value = stringOption(options, name);
  if (value === undefined) return undefined;
  const seconds = /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : NaN;
  if (!(seconds <= max) || (seconds > 0 && seconds < 0.001)) {
    throw new UsageError(`--${name} must be a number of seconds from 0.001 to ${max}, or 0 for no limit (not '${value}')`);
  }
  return Math.round(seconds * 1000);
}

/**
 * What is wrong with a command line parseArgs refused, in our words: the first option that is
 * unknown, a string option without its value, or a boolean option given one.
 */
export function explainParseArgsError(args: readonly string[], given: OptionSpecs): string {
  const specs = withNegations(given);
  const shorts = new Map(Object.entries(specs).flatMap(([name, spec]) => (spec.short === undefined ? [] : [[spec.short, name] as const])));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') break;
    if (!arg.startsWith('-') || arg === '-') continue;
    const long = arg.startsWith('--');
    const eq = arg.indexOf('=');
    const name = long ? arg.slice(2, eq < 0 ? undefined : eq) : shorts.get(arg.slice(1, 2)) ?? '';
    const spec = Object.prototype.hasOwnProperty.call(specs, name) ? specs[name] : undefined;
    if (spec === undefined) return `unknown option '${long ? arg.slice(0, eq < 0 ? undefined : eq) : arg.slice(0, 2)}'`;
    const inline = long ? eq >= 0 : arg.length > 2;
    if (spec.type === 'boolean' && inline) return `--${name} takes no value`;
    if (spec.type === 'string' && !inline) {
      const next = args[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) return `--${name} needs a value ${spec.valueName ?? ''}`.trimEnd();
      i++;
    }
  }
  return 'the command line is not understood';
}
