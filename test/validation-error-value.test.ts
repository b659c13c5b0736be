// ValidationError as a user meets it: a class exported from the package (instanceof tells one
// apart), a value rather than an Error (no stack is captured per error), and what console.log
// shows in Node: its code, offset, length and message (src/core/errors.ts).

import { format, inspect } from 'node:util';
import { URL, ValidationError, parseURL, resolve } from '../src';

describe('ValidationError', () => {
  const failure = parseURL('http://example.com:99999/').failure;
  const errors = parseURL('https:\\\\a.com/a b').errors;

  test('failures and errors of parseURL and resolve are instances', () => {
    expect(failure).toBeInstanceOf(ValidationError);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toBeInstanceOf(ValidationError);
    expect(resolve('http://a b/').failure).toBeInstanceOf(ValidationError);
  });

  test('is a value, not an Error: no stack trace is captured', () => {
    expect(failure).not.toBeInstanceOf(Error);
    expect(failure).not.toHaveProperty('stack');
  });

  test('console.log shows the class, code, offset, length and message', () => {
    const shown = inspect(failure);
    expect(shown).toBe(
      `ValidationError {\n  code: 'port-out-of-range',\n  offset: 19,\n  length: 5,\n  message: ${inspect(failure?.message)}\n}`,
    );
    expect(failure?.message).toContain('port-out-of-range at offset 19');
    expect(format('%s', failure)).toContain('port-out-of-range');
    expect(format(failure)).toBe(shown);
  });

  test('inside a result, each error shows the same way', () => {
    const shown = inspect(parseURL('https:\\\\a.com/a b'), { depth: 4, breakLength: Infinity });
    expect(shown).toContain(`errors: [ ValidationError { code: 'special-scheme-missing-following-solidus', offset: 6, length: 1, message: `);
    expect(shown).toContain(`ValidationError { code: 'invalid-URL-unit', offset: 15, length: 1, message: `);
  });

  test('beyond the inspection depth, the code alone', () => {
    expect(inspect({ a: { b: failure } }, { depth: 0 })).toBe('{ a: [Object] }');
    expect(inspect({ a: failure }, { depth: -1 })).toBe('[Object]');
    expect(inspect([failure], { depth: 0 })).toBe('[ [ValidationError: port-out-of-range] ]');
  });

  test('JSON and the URL class TypeError carry the same fields', () => {
    expect(JSON.parse(JSON.stringify(failure))).toEqual({
      code: 'port-out-of-range', offset: 19, length: 5, message: failure?.message,
    });
    let thrown: unknown;
    try {
      new URL('http://example.com:99999/');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(thrown).toMatchObject({ code: failure?.code, offset: failure?.offset });
  });
});
