// The canonicalize command: canonicalizeWithDiagnosis (url-grammar/canonical, issue 26) on one URL
// or on each line of a batch, with a profile and that profile's options as flags. The flags come
// from the profiles the library has (CANONICAL_PROFILES) and the option table of
// src/cli/canonical-options.ts, so a profile the library adds needs no change here but its entry.

import { CANONICAL_PROFILES, canonicalizeWithDiagnosis } from '../canonical-api';
import type { CanonicalizeOptions, CanonicalResult } from '../canonical-api';
import { optionFlag, profileOptions } from './canonical-options';
import type { ProfileOption } from './canonical-options';
import { checkBase } from './commands';
import type { CommandOptions, Evaluate, Outcome, ProfileOptionValues, Rendered } from './commands';
import { caretLines } from './format';
import { UsageError, stringOption } from './options';
import type { OptionSpec, OptionSpecs, OptionValues } from './options';
import type { CanonicalizeReport, ErrorJSON } from './reports';

/** A flag of a profile option: the option, and the profiles of the library that have it. */
export interface ProfileFlag {
  readonly name: string;
  readonly option: ProfileOption;
  readonly profiles: readonly string[];
}

/** The flags of the options of `profiles`, by flag (one entry per flag, its profiles listed). */
export function profileFlags(profiles: readonly string[]): ReadonlyMap<string, ProfileFlag> {
  const flags = new Map<string, ProfileFlag>();
  for (const profile of profiles) {
    for (const [name, option] of Object.entries(profileOptions(profile))) {
      const flag = optionFlag(name);
      const seen = flags.get(flag);
      if (seen !== undefined && (seen.name !== name || seen.option.kind !== option.kind)) {
        throw new Error(`the flag --${flag} is ${seen.name} (${seen.option.kind}) of ${seen.profiles.join(', ')} and ${name} (${option.kind}) of ${profile}`);
      }
      flags.set(flag, { name, option, profiles: [...(seen?.profiles ?? []), profile] });
    }
  }
  return flags;
}

const FLAGS = profileFlags(CANONICAL_PROFILES);

/** The specs of the profile options' flags, for parseArgs and the help. */
export function profileOptionSpecs(): OptionSpecs {
  const specs: { [flag: string]: OptionSpec } = {};
  for (const [flag, { option, profiles }] of FLAGS) specs[flag] = flagSpec(option, `${profiles.join(', ')}: ${option.description}`);
  return specs;
}

function flagSpec(option: ProfileOption, description: string): OptionSpec {
  switch (option.kind) {
    case 'boolean':
      return { type: 'boolean', negatable: true, description };
    case 'string':
      return { type: 'string', valueName: '<value>', description };
    case 'strings':
    case 'patterns':
      return { type: 'string', valueName: '<value>', multiple: true, description };
    case 'patterns-or-boolean':
      return { type: 'string', valueName: '<value>', multiple: true, negatable: true, description };
  }
}

/** The --profile option's spec. */
export const PROFILE_SPEC: OptionSpec = {
  type: 'string',
  valueName: '<profile>',
  description: `The canonical form: ${CANONICAL_PROFILES.join(', ')} (required)`,
};

/** canonicalize's and dedupe's options: --profile (required), --base, and the profile's own flags. */
export function configureCanonical(values: OptionValues): CommandOptions {
  const profile = stringOption(values, 'profile');
  if (profile === undefined) throw new UsageError(`missing --profile <profile> (one of ${CANONICAL_PROFILES.join(', ')})`);
  if (!(CANONICAL_PROFILES as readonly string[]).includes(profile)) {
    throw new UsageError(`--profile must be one of ${CANONICAL_PROFILES.join(', ')} (not '${profile}')`);
  }
  const options = readProfileOptions(values, profile, FLAGS);
  const base = stringOption(values, 'base');
  if (base !== undefined) {
    const why = checkBase(base);
    if (why !== null) throw new UsageError(`--base is not a URL: ${why}`);
  }
  const configured: CommandOptions = { profile, profileOptions: options, ...(base === undefined ? {} : { base }) };
  checkWithLibrary(configured);
  return configured;
}

/** The options of `profile` the flags give (a pattern stays text: RegExps are made in libraryOptions); a flag of another profile is a usage error. */
export function readProfileOptions(values: OptionValues, profile: string, flags: ReadonlyMap<string, ProfileFlag>): ProfileOptionValues {
  const options: { [name: string]: boolean | string | readonly string[] } = {};
  for (const [flag, { name, option, profiles }] of flags) {
    if (values[flag] === undefined && values[`no-${flag}`] === undefined) continue;
    if (!profiles.includes(profile)) throw new UsageError(`--${flag} is an option of the profile ${profiles.join(', ')}, not of ${profile}${ownFlags(profile)}`);
    options[name] = flagValue(values, flag, option);
  }
  return options;
}

/** What a usage error adds about the flags a profile has. */
function ownFlags(profile: string): string {
  const flags = Object.keys(profileOptions(profile)).map((name) => `--${optionFlag(name)}`);
  return flags.length === 0 ? ' (it has no option of its own)' : ` (its options: ${flags.join(', ')})`;
}

/** The value of a flag as the command line gave it (patterns stay text: RegExps are made in prepare). */
function flagValue(values: OptionValues, flag: string, option: ProfileOption): boolean | string | readonly string[] {
  const value = values[flag];
  const negated = values[`no-${flag}`] === true;
  if (negated && value !== undefined) throw new UsageError(`--${flag} and --no-${flag} contradict each other`);
  if (negated) return false;
  if (option.kind === 'boolean') return value === true;
  if (option.kind === 'string') return value as string;
  const list = (Array.isArray(value) ? value : [value]).map(String);
  if (option.kind === 'patterns-or-boolean' && list.some((item) => item === 'true' || item === 'false')) {
    if (list.length > 1) throw new UsageError(`--${flag} ${list.includes('true') ? 'true' : 'false'} is a value of its own: give it once (a parameter named so: /^true$/)`);
    return list[0] === 'true';
  }
  if (option.kind !== 'strings') for (const item of list) pattern(flag, item);
  return list;
}

/** A value written /source/flags is a RegExp, any other a name; a malformed RegExp is a usage error. */
function pattern(flag: string, value: string): string | RegExp {
  const end = value.lastIndexOf('/');
  if (!value.startsWith('/') || end === 0 || !/^[dgimsuvy]*$/.test(value.slice(end + 1))) return value;
  try {
    return new RegExp(value.slice(1, end), value.slice(end + 1));
  } catch (error) {
    throw new UsageError(`--${flag} ${value}: not a regular expression (${(error as Error).message})`);
  }
}

/** Lets the profile read its options once: an option it refuses (an OptionError) is a usage error naming the flag. */
function checkWithLibrary(options: CommandOptions): void {
  try {
    canonicalizeWithDiagnosis('http://example.com/', libraryOptions(options));
  } catch (error) {
    if (!(error instanceof TypeError) || (error as TypeError & { code?: unknown }).code !== 'invalid-option') throw error;
    const option = String((error as TypeError & { option?: unknown }).option ?? '').replace(/^options\./, '');
    const flag = Object.prototype.hasOwnProperty.call(options.profileOptions ?? {}, option) ? `--${optionFlag(option)}: ` : '';
    throw new UsageError(`${flag}${error.message}`);
  }
}

/** The options canonicalizeWithDiagnosis takes: the profile, the base, and the profile's options with their RegExps made. */
export function libraryOptions(options: CommandOptions): CanonicalizeOptions {
  const profile = options.profile ?? '';
  const own = profileOptions(profile);
  const bag: { [name: string]: unknown } = { profile };
  if (options.base !== undefined) bag['base'] = options.base;
  for (const [name, value] of Object.entries(options.profileOptions ?? {})) {
    const kind = own[name]?.kind;
    bag[name] = Array.isArray(value) && kind !== 'strings' ? value.map((item: string) => pattern(optionFlag(name), item)) : value;
  }
  return bag as unknown as CanonicalizeOptions;
}

/** The canonical form of each input with fixed options (the RegExps made once). */
export function canonicalizer(options: CommandOptions): (input: string) => CanonicalResult {
  const settings = libraryOptions(options);
  return (input) => canonicalizeWithDiagnosis(input, settings);
}

/** The evaluation of canonicalize: the canonical form (exit status 0), or the failure that prevents one (1). */
export function prepareCanonicalize(options: CommandOptions): Evaluate {
  const canonical = canonicalizer(options);
  const profile = options.profile ?? '';
  const head = options.base === undefined ? { profile } : { profile, base: options.base };
  return ([input]): Outcome => {
    const result = canonical(input);
    if (result.failure === null) {
      const report: CanonicalizeReport = { input, ...head, canonical: result.canonical, failure: null };
      return { verdict: 'ok', success: true, report, codes: [], text: () => ({ out: `${result.canonical}\n`, err: '' }) };
    }
    const failure = failureJSON(result.failure);
    const report: CanonicalizeReport = { input, ...head, canonical: null, failure };
    return { verdict: 'failure', success: false, report, codes: [failure.code], text: () => failureText(input, profile, failure) };
  };
}

/** A failure as the records show it: code, offset, length, message. */
export function failureJSON(failure: { code: string; offset: number; length: number; message: string }): ErrorJSON {
  const { code, offset, length, message } = failure;
  return { code, offset, length, message };
}

function failureText(input: string, profile: string, failure: ErrorJSON): Rendered {
  return { out: '', err: `url-grammar: no canonical form (${profile}): ${failure.message}\n${caretLines(input, failure.offset, failure.length)}` };
}
