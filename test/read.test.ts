// The one reader (src/model/read.ts): readReference with each grammar, and its agreement with the
// strict grammars' trees and with validate.
import { RuleFailure, parseReference, validate } from '../src';
import { printReference, readReference } from '../src/model-api';
import { URLFailure } from '../src/core/errors';
import { readModel } from '../src/model/read';

describe('readReference: one reader, three grammars', () => {
  test('the URL grammar by default: "\\" is data in generic mode, a separator in web mode', () => {
    const generic = readReference('a\\b/c');
    expect(generic.reference?.dirs).toEqual(['a\\b']);
    const web = readReference('a\\b/c', { mode: 'web' });
    expect(web.reference?.dirs).toEqual(['a', 'b']);
  });

  test.each(['rfc3986', 'rfc3987'] as const)('%s: the components of the strict tree', (grammar) => {
    const input = 'http://u:p@h:8/a/b?q#f';
    const read = readReference(input, { grammar });
    const tree = parseReference(input, { grammar }).tree;
    expect(read.failure).toBeNull();
    const ref = read.reference!;
    expect([ref.scheme, ref.authority?.username, ref.authority?.password, ref.authority?.host, ref.authority?.port]).toEqual(['http', 'u', 'p', 'h', '8']);
    expect([ref.root, ref.dirs, ref.file, ref.query, ref.fragment]).toEqual([true, ['a'], 'b', 'q', 'f']);
    expect([ref.pathStart, ref.pathEnd]).toEqual([tree?.path.start, tree?.path.end]);
    expect(printReference(ref)).toBe(input);
  });

  test('a strict grammar fails with the failure validate reports', () => {
    const input = 'http://a/%zz';
    const read = readReference(input, { grammar: 'rfc3986' });
    expect(read.failure).toBeInstanceOf(RuleFailure);
    const failure = validate(input, { standard: 'rfc3986' }).failure;
    expect(read.failure?.toJSON()).toEqual(failure);
  });

  test('an IRI is a reference for rfc3987 only', () => {
    expect(readReference('http://a/é', { grammar: 'rfc3987' }).failure).toBeNull();
    expect(readReference('http://a/é', { grammar: 'rfc3986' }).failure?.code).toBe('unexpected-code-point');
  });

  test('a URL grammar failure is a ValidationError with its offset in the input', () => {
    const read = readReference('http://a:1a/');
    expect(read.reference).toBeNull();
    expect(read.failure?.code).toBe('port-invalid');
    expect(read.failure?.offset).toBe(10);
  });

  test('an unknown grammar is an OptionError naming the allowed values', () => {
    expect(() => readReference('a', { grammar: 'nope' as never })).toThrow(
      'readReference: options.grammar must be one of "url", "rfc3986", "rfc3987" (got "nope")',
    );
  });

  test('readModel, the internal form, returns the failure itself', () => {
    expect(readModel('http://a:1a/')).toBeInstanceOf(URLFailure);
    expect(readModel('%zz', { grammar: 'rfc3986' })).toBeInstanceOf(RuleFailure);
    expect(readModel('a:b', { grammar: 'rfc3986', absolute: true })).not.toBeInstanceOf(RuleFailure);
    expect(readModel('a:b#f', { grammar: 'rfc3986', absolute: true })).toBeInstanceOf(RuleFailure);
  });
});
