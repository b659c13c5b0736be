// Holes a security probe found (issue 24 section 9): a long base overflowed the stack, records were
// trusted as given, arguments were read differently by different functions. Each test here failed
// before its fix.
import { URL, URLReference, parseURL, resolve, validate } from '../src';

/** 260 KB bases, each taking the general path of the URL parser (not a fast path). */
const LONG = 130000;
const LONG_BASES = {
  web: 'http://a/' + 'a/'.repeat(LONG),
  credentials: 'http://u:p@a/' + 'a/'.repeat(LONG),
  nonSpecial: 'foo://a/' + 'a/'.repeat(LONG),
  file: 'file:///' + 'C:/'.repeat(LONG),
} as const;

describe('a long base does not overflow the stack (a spread of its path into push)', () => {
  test('validate, web base', () => {
    const result = validate('x', { base: LONG_BASES.web });
    expect(result.valid).toBe(true);
  });

  test('parseURL, non-special base', () => {
    const result = parseURL('x', { base: LONG_BASES.nonSpecial });
    expect(result.url?.path).toHaveLength(LONG + 1);
    expect(result.url?.path.at(-1)).toBe('x');
  });

  test('resolve, file base', () => {
    const result = resolve('x', LONG_BASES.file);
    expect(result.href).toBe(LONG_BASES.file + 'x');
  });

  test('new URL, base with credentials', () => {
    expect(new URL('x', LONG_BASES.credentials).href).toBe(LONG_BASES.credentials + 'x');
  });

  test('URL.parse, non-special base', () => {
    expect(URL.parse('x', LONG_BASES.nonSpecial)?.href).toBe(LONG_BASES.nonSpecial + 'x');
  });

  test('URL.canParse, file base', () => {
    expect(URL.canParse('x', LONG_BASES.file)).toBe(true);
  });

  test('new URL, a URL object as base (its record)', () => {
    const base = new URL(LONG_BASES.credentials);
    expect(new URL('x', base).pathname).toHaveLength(base.pathname.length + 1);
  });

  test('URLReference#resolve and #rebase', () => {
    const reference = new URLReference('x');
    expect(reference.resolve(LONG_BASES.nonSpecial).href).toBe(LONG_BASES.nonSpecial + 'x');
    expect(reference.rebase(LONG_BASES.web).href).toBe(LONG_BASES.web + 'x');
  });
});
