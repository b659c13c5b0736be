// Web IDL's conversion of the URLPattern interface's arguments (https://webidl.spec.whatwg.org/#es-union,
// #es-dictionary, #es-overloads): the URLPatternInput union, the URLPatternInit and
// URLPatternOptions dictionaries, and which constructor overload a call selects.

import { OptionError, toUSVString } from '../core/arguments';
import type { URLPatternInit, URLPatternInput } from './types';

/** URLPatternInit's members in lexicographic order, the order Web IDL reads a dictionary in. */
const INIT_MEMBERS = [
  'baseURL', 'hash', 'hostname', 'password', 'pathname', 'port', 'protocol', 'search', 'username',
] as const;

/** https://webidl.spec.whatwg.org/#es-dictionary for URLPatternInit: each member present read as a USVString. */
export function toURLPatternInit(value: unknown, where: string): URLPatternInit {
  const init: URLPatternInit = {};
  if (value === undefined || value === null) return init;
  const source = value as Record<string, unknown>;
  for (const member of INIT_MEMBERS) {
    const given = source[member];
    if (given !== undefined) init[member] = toUSVString(given, `${where}: member ${member}`);
  }
  return init;
}

/**
 * https://webidl.spec.whatwg.org/#es-union for (USVString or URLPatternInit): undefined, null
 * and objects are the dictionary; anything else is converted to a string.
 */
export function toURLPatternInput(value: unknown, where: string): URLPatternInput {
  if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function') {
    return toURLPatternInit(value, where);
  }
  return toUSVString(value, where);
}

/** https://webidl.spec.whatwg.org/#es-dictionary for URLPatternOptions: ignoreCase, a boolean, false by default. */
export function toIgnoreCase(value: unknown, position: number): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object' && typeof value !== 'function') {
    throw new OptionError('new URLPattern', `argument ${position}`, 'a URLPatternOptions object ({ ignoreCase })', value);
  }
  const given = (value as { ignoreCase?: unknown }).ignoreCase;
  return given === undefined ? false : Boolean(given);
}

/** The arguments of a URLPattern constructor call, after overload resolution and conversion. */
export interface ConstructorArguments {
  readonly input: URLPatternInput;
  readonly baseURL: string | null;
  readonly ignoreCase: boolean;
}

/**
 * https://webidl.spec.whatwg.org/#es-overloads for URLPattern's two constructors: with two
 * arguments, the second selects (input, options) when it is undefined, null or an object, and
 * (input, baseURL) otherwise; with three, (input, baseURL, options).
 */
export function constructorArguments(args: readonly unknown[]): ConstructorArguments {
  const count = Math.min(args.length, 3);
  const second = args[1];
  const withBase = count === 3 || (count === 2 && second !== undefined && second !== null
    && typeof second !== 'object' && typeof second !== 'function');
  const input = toURLPatternInput(args[0], 'new URLPattern argument 1');
  if (!withBase) return { input, baseURL: null, ignoreCase: toIgnoreCase(second, 2) };
  const baseURL = toUSVString(second, 'new URLPattern argument 2');
  return { input, baseURL, ignoreCase: toIgnoreCase(args[2], 3) };
}
