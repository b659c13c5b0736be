// How every public function reads its arguments, alike: a string argument as Web IDL converts a
// USVString (ToString, a TypeError for a Symbol; lone surrogates to U+FFFD; a URL object,
// url-grammar's or the platform's, converts to its href), and an options argument as an object
// (undefined and null read as {}) whose fields are checked by type and value. A wrong type or an
// unknown value is an OptionError, a TypeError that names the function, the option and what it allows.


/**
 * Web IDL "convert to a DOMString" (https://webidl.spec.whatwg.org/#js-DOMString): ECMAScript
 * ToString, which throws a TypeError for a Symbol (String() would describe it instead). `where`
 * names the argument in that error ("URL.pathname setter", "URLSearchParams.append argument 1").
 */
export function toDOMString(value: unknown, where = 'the value'): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'symbol') throw new TypeError(`${where}: a Symbol cannot be converted to a string`);
  return String(value);
}

/** Web IDL "convert to a USVString" (https://webidl.spec.whatwg.org/#js-USVString): toDOMString, then lone surrogates become U+FFFD. */
export function toUSVString(value: unknown, where = 'the value'): string {
  const text = toDOMString(value, where);
  return (text as string & { toWellFormed(): string }).toWellFormed();
}

/** A wrong option or argument type, or an unknown option value. */
export class OptionError extends TypeError {
  readonly code = 'invalid-option';
  /** The option, as `options.<name>` or `argument <n>`. */
  readonly option: string;
  constructor(fn: string, option: string, wanted: string, got: unknown) {
    super(`${fn}: ${option} must be ${wanted} (got ${describe(got)})`);
    this.name = 'TypeError';
    this.option = option;
  }
}

/** A value as a message shows it: strings quoted, objects by kind. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return `${typeof value} ${String(value)}`;
}

/**
 * A URL object, url-grammar's or the platform's (lib.dom's, Node's global URL, whatwg-url's), as
 * the code reads one: its href (a base option) or its string conversion, which is its href (an
 * argument). Structural, so that the declarations need neither DOM nor Node types; toJSON, which
 * every URL class has and a plain `{ href }` has not (String() of that is "[object Object]"),
 * keeps such objects out of the arguments read with String().
 */
export interface URLObject {
  readonly href: string;
  toString(): string;
  toJSON(): string;
}

/** A URL argument: a string, or a URL object, read as its href. */
export type URLLike = string | URLObject;

/** An options argument: an object, or undefined/null (no options). */
export type OptionBag = Readonly<Record<string, unknown>>;

const NO_OPTIONS: OptionBag = Object.freeze({});

/** Reads an options argument; anything but an object, undefined or null is an OptionError. */
export function readOptions(fn: string, options: unknown): OptionBag {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (typeof options !== 'object' && typeof options !== 'function') throw new OptionError(fn, 'options', 'an object', options);
  return options as OptionBag;
}

/** The list of allowed values, quoted, as messages show it. */
export function oneOf(allowed: readonly string[]): string {
  return `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`;
}

/** An option whose value is one of `allowed` (`fallback` when undefined). */
export function enumOption<T extends string>(fn: string, bag: OptionBag, name: string, allowed: readonly T[], fallback: T): T {
  return enumValue(fn, name, bag[name], allowed, fallback);
}

/**
 * enumOption on a value already read (`options.name`): a hot path reads its options by name at
 * one site, where the property access stays fast, instead of by a computed key.
 */
export function enumValue<T extends string>(fn: string, name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new OptionError(fn, `options.${name}`, oneOf(allowed), value);
}

/** A string option, or undefined. */
export function stringOption(fn: string, bag: OptionBag, name: string): string | undefined {
  return stringValue(fn, name, bag[name]);
}

/** stringOption on a value already read. */
export function stringValue(fn: string, name: string, value: unknown): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new OptionError(fn, `options.${name}`, 'a string', value);
}

/** A boolean option (`fallback` when undefined). */
export function booleanOption(fn: string, bag: OptionBag, name: string, fallback: boolean): boolean {
  return booleanValue(fn, name, bag[name], fallback);
}

/** booleanOption on a value already read. */
export function booleanValue(fn: string, name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  throw new OptionError(fn, `options.${name}`, 'true or false', value);
}

/** A count option already read (`options.name`): a non-negative integer or Infinity (`fallback` when undefined). */
export function countValue(fn: string, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value >= 0 && (Number.isInteger(value) || value === Infinity)) return value;
  throw new OptionError(fn, `options.${name}`, 'a non-negative integer or Infinity', value);
}

/**
 * The href of a URL object (anything with a string href), or null: read once, so that a getter
 * cannot give one value to a check and another to its use.
 */
export function hrefOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const href = (value as { href?: unknown }).href;
  return typeof href === 'string' ? href : null;
}

/**
 * A number argument (a code point), converted as Web IDL converts a number: ECMAScript ToNumber
 * (an object through its valueOf or toString). A symbol or a BigInt is an OptionError.
 */
export function numberArgument(fn: string, position: number, value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'symbol' || typeof value === 'bigint') throw new OptionError(fn, `argument ${position}`, 'a number', value);
  return Number(value);
}

/**
 * A string argument, converted as Web IDL converts a USVString: any value through String() (a URL
 * object, url-grammar's or the platform's, gives its href), lone surrogates to U+FFFD. A symbol,
 * which String() would describe rather than convert, is an OptionError.
 */
export function stringArgument(fn: string, position: number, value: unknown): string {
  if (typeof value === 'symbol') throw new OptionError(fn, `argument ${position}`, 'a string', value);
  return toUSVString(value);
}

/**
 * A validator's text argument: a string as given, so that a lone surrogate is the grammar's
 * failure at its offset; any other value converted as a USVString (stringArgument).
 */
export function textArgument(fn: string, position: number, value: unknown): string {
  return typeof value === 'string' ? value : stringArgument(fn, position, value);
}
