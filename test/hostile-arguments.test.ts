// Every exported function, called with hostile arguments (issue 24 section 9, "arguments are not
// read alike"): it returns, or throws a TypeError/OptionError (or a RangeError) with a code, or a
// TypeError from the project's argument conversion (src/core/arguments.ts, src/core/webidl.ts),
// or the caller's own error (a toString, getter or Proxy trap that throws) — never an internal
// error of the library or of a dependency ("Cannot read properties of undefined", "Input is not a
// string"). The list of functions is read from src/index.ts's exports at run time.
import * as api from '../src';

/** The caller's own error, thrown by the hostile values' toString, getters and Proxy traps. */
class CallerError extends Error {}
const thrower = (): never => {
  throw new CallerError('thrown by the caller');
};

const MB = 1 << 20;

/** Hostile values, each with a name for the failure messages. */
const HOSTILE: ReadonlyArray<readonly [string, () => unknown]> = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['0', () => 0],
  ['123', () => 123],
  ['NaN', () => NaN],
  ['true', () => true],
  ['{}', () => ({})],
  ['[]', () => []],
  ['[1, 2]', () => [1, 2]],
  ['Symbol()', () => Symbol('hostile')],
  ['a function', () => (): number => 1],
  ['a bigint', () => 10n],
  ['toString throws', () => ({ toString: thrower })],
  ['valueOf and toString absent', () => Object.create(null) as object],
  ['a Proxy whose traps throw', () => new Proxy({}, { get: thrower, has: thrower, getPrototypeOf: thrower, ownKeys: thrower, getOwnPropertyDescriptor: thrower })],
  ['a Proxy of a URL object', () => new Proxy(new api.URL('http://p.example/'), {})],
  ['an href getter that throws', () => ({ get href(): string { return thrower(); } })],
  ['a record with a host getter that throws', () => ({ scheme: 'http', username: '', password: '', get host(): string { return thrower(); }, port: null, path: [''], query: null, fragment: null })],
  ['a record with a path of numbers', () => ({ scheme: 'http', username: '', password: '', host: 'a', port: null, path: [1, 2], query: null, fragment: null })],
  ['an object with a non-string href', () => ({ href: 42 })],
  ['a huge string', () => 'x'.repeat(MB)],
  ['a huge URL', () => 'http://a.example/' + 'a/'.repeat(MB / 2) + '?' + 'q'.repeat(MB)],
  ['a lone surrogate', () => '\uD800'],
];

/** The arguments a call is made with, but for the hostile one. */
const DEFAULTS: readonly unknown[] = ['http://a.example/b'];

/** Each exported function (a class: its constructor, its static methods) with a name. */
function exportedFunctions(): Array<readonly [string, (...args: unknown[]) => unknown]> {
  const found: Array<readonly [string, (...args: unknown[]) => unknown]> = [];
  for (const [name, value] of Object.entries(api)) {
    if (typeof value !== 'function') continue;
    const isClass = /^class\b/.test(Function.prototype.toString.call(value));
    if (!isClass) {
      found.push([name, value as (...args: unknown[]) => unknown]);
      continue;
    }
    // Error classes are exported for instanceof, not to be made by callers.
    if (!(value.prototype instanceof Error)) found.push([`new ${name}`, (...args) => Reflect.construct(value, args) as unknown]);
    for (const key of Object.getOwnPropertyNames(value)) {
      const member = (value as unknown as Record<string, unknown>)[key];
      if (typeof member === 'function' && key !== 'prototype') found.push([`${name}.${key}`, (...args) => (member as (...a: unknown[]) => unknown).apply(value, args)]);
    }
  }
  return found;
}

/**
 * Why an error is not an allowed outcome, or null when it is: the caller's own error; a TypeError
 * or RangeError with a code (OptionError, the URL class's and URLReference's errors); a TypeError
 * whose message names the function (Web IDL conversions: "URL.parse argument 1: ..."); a TypeError
 * of ECMAScript ToString or ToNumber called by the argument model (an object without toString).
 */
function disallowed(name: string, error: unknown): string | null {
  if (error instanceof CallerError) return null;
  if (!(error instanceof Error)) return `threw a non-error ${String(error)}`;
  if (typeof (error as { code?: unknown }).code === 'string' && (error instanceof TypeError || error instanceof RangeError)) return null;
  if (error instanceof TypeError && error.message.startsWith(name)) return null;
  const frame = (error.stack ?? '').split('\n').find((line) => /^\s*at .*\.ts:\d+/.test(line));
  if (error instanceof TypeError && frame !== undefined && /src[\\/]core[\\/](arguments|webidl)\.ts/.test(frame)) return null;
  return `${error.name}: ${error.message.slice(0, 100)} (${frame?.trim() ?? 'no stack'})`;
}

/** Calls `fn` with the hostile value at `position`; what went wrong, or null. */
function probe(name: string, fn: (...args: unknown[]) => unknown, position: number, value: unknown): string | null {
  const args = DEFAULTS.slice(0, position);
  while (args.length < position) args.push(undefined);
  args.push(value);
  try {
    fn(...args);
    return null;
  } catch (error) {
    return disallowed(name, error);
  }
}

const FUNCTIONS = exportedFunctions();

test('the exports are read at run time', () => {
  expect(FUNCTIONS.map(([name]) => name)).toEqual(expect.arrayContaining(['parseURL', 'resolve', 'percentEncodeQuery', 'new URL', 'URL.parse', 'URL.fromRecord', 'new URLReference']));
  expect(FUNCTIONS.length).toBeGreaterThan(35);
});

describe.each(FUNCTIONS)('%s', (name, fn) => {
  test.each([0, 1, 2])('hostile argument %i', (position) => {
    const problems: string[] = [];
    for (const [label, make] of HOSTILE) {
      const problem = probe(name, fn, position, make());
      if (problem !== null) problems.push(`${name}, argument ${position + 1} ${label}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('URLReference members', () => {
  const SETTERS = ['scheme', 'username', 'password', 'hostname', 'port', 'pathname', 'query', 'fragment'] as const;
  const METHODS = ['rebase', 'resolve'] as const;

  test.each(SETTERS)('the %s setter', (setter) => {
    const problems: string[] = [];
    for (const [label, make] of HOSTILE) {
      const reference = new api.URLReference('http://u@a.example:81/b?c#d');
      const problem = probe(`URLReference ${setter} setter`, (value) => {
        (reference as unknown as Record<string, unknown>)[setter] = value;
      }, 0, make());
      if (problem !== null) problems.push(`${setter} = ${label}: ${problem}`);
      expect(api.URLReference.parse(reference.href)?.href).toBe(reference.href);
    }
    expect(problems).toEqual([]);
  });

  test.each(METHODS)('%s', (method) => {
    const problems: string[] = [];
    for (const [label, make] of HOSTILE) {
      const reference = new api.URLReference('../b?c#d');
      const problem = probe(`URLReference.${method}`, (value) => reference[method](value as never), 0, make());
      if (problem !== null) problems.push(`${method}(${label}): ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
