// web-platform-tests urlpattern/resources/urlpatterntestdata.json (pinned in test/test-data.lock.json),
// every case, run as WPT's urlpatterntests.js runs them: the constructor's result or TypeError, each
// component's pattern string (absent expectations filled in as WPT fills them), test() and exec().
// Every TypeError also carries a code and an offset (url-grammar's own addition).

import * as fs from 'node:fs';
import { URLPattern } from '../src/urlpattern-api';
import { dataFile } from './helpers/test-data';

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
type Name = (typeof COMPONENTS)[number];
type Init = Partial<Record<Name | 'baseURL', string>>;
type Input = string | Init;
interface ComponentResult { input: string; groups: Record<string, string | null | undefined> }
interface Case {
  pattern: unknown[];
  inputs?: unknown[];
  expected_obj?: 'error' | Partial<Record<Name, string>>;
  expected_match?: 'error' | null | (Partial<Record<Name, ComponentResult>> & { inputs?: Input[] });
  exactly_empty_components?: Name[];
}

const CASES = JSON.parse(fs.readFileSync(dataFile('wpt', 'urlpattern/urlpatterntestdata.json'), 'utf8')) as Case[];

/** The components that come before each one (a pattern init giving one of them makes the rest wildcards). */
const EARLIER: Readonly<Record<Name, readonly Name[]>> = {
  protocol: [], username: [], password: [], hostname: ['protocol'], port: ['protocol', 'hostname'],
  pathname: ['protocol', 'hostname', 'port'], search: ['protocol', 'hostname', 'port', 'pathname'],
  hash: ['protocol', 'hostname', 'port', 'pathname', 'search'],
};

/** The base URL a case's pattern has, read by the platform's URL (as WPT's harness reads it). */
function patternBase(pattern: unknown[]): globalThis.URL | null {
  const first = pattern[0] as Init | string | undefined;
  if (typeof first === 'object' && first !== null && first.baseURL !== undefined) return new globalThis.URL(first.baseURL);
  if (typeof pattern[1] === 'string') return new globalThis.URL(pattern[1]);
  return null;
}

/** A component's expected pattern string: given, or filled in as WPT's harness fills it. */
function expectedPattern(entry: Case, name: Name): string {
  const given = (entry.expected_obj as Partial<Record<Name, string>> | undefined)?.[name];
  if (given !== undefined) return given;
  if (entry.exactly_empty_components?.includes(name) === true) return '';
  const first = entry.pattern[0];
  if (typeof first === 'object' && first !== null) {
    const init = first as Init;
    if (init[name]) return init[name] as string;
    if (EARLIER[name].some((earlier) => init[earlier] !== undefined)) return '*';
  }
  const base = patternBase(entry.pattern);
  if (base !== null && name !== 'username' && name !== 'password') {
    const value = base[name];
    if (name === 'protocol') return value.slice(0, -1);
    if (name === 'search' || name === 'hash') return value.slice(1);
    return value;
  }
  return '*';
}

/** A component's expected exec() result: given (null groups read as undefined), or the empty input. */
function expectedComponent(entry: Case, name: Name, given: ComponentResult | undefined): ComponentResult {
  if (given === undefined) {
    const empty = entry.exactly_empty_components?.includes(name) === true;
    return { input: '', groups: empty ? {} : { 0: '' } };
  }
  const groups: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(given.groups)) groups[key] = value === null ? undefined : value;
  return { input: given.input, groups };
}

function expectTypeError(run: () => unknown): void {
  let caught: unknown = null;
  try { run(); } catch (error) { caught = error; }
  expect(caught).toBeInstanceOf(TypeError);
}

const title = (entry: Case): string => `Pattern: ${JSON.stringify(entry.pattern)} Inputs: ${JSON.stringify(entry.inputs)}`;

describe('WPT urlpatterntestdata.json', () => {
  test('has the 369 cases of the pinned file', () => expect(CASES).toHaveLength(369));

  test.each(CASES.map((entry) => [title(entry), entry] as const))('%s', (_title, entry) => {
    const construct = (): URLPattern => new (URLPattern as new (...args: unknown[]) => URLPattern)(...entry.pattern);
    if (entry.expected_obj === 'error') {
      expectTypeError(construct);
      return;
    }
    const pattern = construct();
    for (const name of COMPONENTS) expect([name, pattern[name]]).toEqual([name, expectedPattern(entry, name)]);
    const inputs = entry.inputs ?? [];
    const run = (member: 'test' | 'exec'): unknown => (pattern[member] as (...args: unknown[]) => unknown)(...inputs);
    if (entry.expected_match === 'error') {
      expectTypeError(() => run('test'));
      expectTypeError(() => run('exec'));
      return;
    }
    const expected = entry.expected_match ?? null;
    expect(run('test')).toBe(expected !== null);
    const result = run('exec') as Record<string, unknown> | null;
    if (expected === null) {
      expect(result).toBeNull();
      return;
    }
    expect(result).not.toBeNull();
    const actual = result as Record<string, unknown> & { inputs: Input[] };
    const expectedInputs = expected.inputs ?? (inputs as Input[]);
    expect(actual.inputs).toHaveLength(expectedInputs.length);
    actual.inputs.forEach((input, index) => {
      if (typeof input === 'string') expect(input).toBe(expectedInputs[index]);
      else for (const name of COMPONENTS) expect(input[name]).toBe((expectedInputs[index] as Init)[name]);
    });
    for (const name of COMPONENTS) {
      expect([name, actual[name]]).toEqual([name, expectedComponent(entry, name, expected[name])]);
    }
  });
});

describe('the TypeErrors of the WPT cases say why and where', () => {
  const failing = CASES.filter((entry) => entry.expected_obj === 'error');

  test.each(failing.map((entry) => [JSON.stringify(entry.pattern), entry] as const))('%s', (_title, entry) => {
    let caught: unknown = null;
    try { new (URLPattern as new (...args: unknown[]) => URLPattern)(...entry.pattern); } catch (error) { caught = error; }
    const error = caught as TypeError & { code?: unknown; offset?: unknown; option?: unknown };
    expect(error).toBeInstanceOf(TypeError);
    expect(typeof error.code).toBe('string');
    // A wrong argument type (Web IDL conversion) names the argument; a pattern's failure its offset.
    if (error.code === 'invalid-option') expect(error.option).toMatch(/^argument \d$/);
    else expect(typeof error.offset).toBe('number');
    expect(error.message).toMatch(/^(URLPattern|new URLPattern)/);
  });
});
