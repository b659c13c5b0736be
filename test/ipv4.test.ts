import { ErrorLog, URLFailure, ValidationError } from '../src/core/errors';
import {
  endsInANumber,
  isNonDecimalIPv4Number,
  parseIPv4,
  parseIPv4Number,
  serializeIPv4,
} from '../src/host/ipv4';

/** Parses `input` with offset 100, returning the address or the failure, plus errors. */
function run(input: string, positional = true): { address?: number; failure?: URLFailure; errors: ValidationError[] } {
  const log = new ErrorLog(input);
  try {
    return { address: parseIPv4(input, 100, log, positional), errors: log.errors };
  } catch (e) {
    if (e instanceof URLFailure) return { failure: e, errors: log.errors };
    throw e;
  }
}

/** Codes and offsets of errors, as "code@offset". */
function codes(errors: ValidationError[]): string[] {
  return errors.map((e) => `${e.code}@${e.offset}`);
}

describe('IPv4 number parser', () => {
  test.each([
    ['0', 0],
    ['1', 1],
    ['255', 255],
    ['4294967295', 4294967295],
    ['00', 0],
    ['010', 8],
    ['0377', 255],
    ['037777777777', 4294967295],
    ['0x', 0],
    ['0X', 0],
    ['0x0', 0],
    ['0xff', 255],
    ['0XFF', 255],
    ['0xFfFfFfFf', 4294967295],
    ['0x00000000000000000001', 1],
    ['0000000000000000000000000000000010', 8],
    ['00000000000000000000000000000000000000000000000000000000000000001', 1],
  ])('%s = %d', (input, value) => {
    expect(parseIPv4Number(input)).toBe(value);
  });

  test.each([
    ['4294967296'],
    ['0x100000000'],
    ['040000000000'],
    ['9007199254740993'], // 2^53 + 1: not representable, must not matter
    ['99999999999999999999999999999999999999999999999999'],
    ['0xffffffffffffffffffffffffffffffffffffffffffffffff'],
  ])('%s is saturated to 2^32 (out of range)', (input) => {
    expect(parseIPv4Number(input)).toBe(2 ** 32);
  });

  const invalid = ['', '08', '09', '0xg', '0x-1', '1a', 'a', '-1', '+1', ' 1', '1.', '0x0x1', '0o7'];
  test.each(invalid.map((input) => [input]))(
    '%j is failure',
    (input) => {
      expect(parseIPv4Number(input)).toBe(-1);
    },
  );

  test('parses a range of a string', () => {
    expect(parseIPv4Number('a.0x1f.b', 2, 6)).toBe(31);
    expect(parseIPv4Number('a..b', 2, 2)).toBe(-1);
  });

  test.each([
    ['0', false],
    ['1', false],
    ['10', false],
    ['00', true],
    ['07', true],
    ['0x', true],
    ['0X1', true],
  ])('non-decimal flag of %s is %s', (input, flag) => {
    expect(isNonDecimalIPv4Number(input)).toBe(flag);
  });
});

describe('ends in a number checker', () => {
  test.each([
    ['1', true],
    ['1.', true],
    ['a.1', true],
    ['a.1.', true],
    ['09', true], // caught by the IPv4 parser later
    ['a.0x', true],
    ['a.0X', true],
    ['a.0xfF', true],
    ['0x1.a', false],
    ['a.0xg', false],
    ['a.x1', false],
    ['a.1a', false],
    ['a.1..', false],
    ['example.com', false],
    ['a.', false],
    ['.', false],
    ['..', false],
    ['1.a', false],
    ['a.0x.', true],
  ])('%j -> %s', (input, expected) => {
    expect(endsInANumber(input)).toBe(expected);
  });
});

describe('IPv4 parser', () => {
  test.each([
    ['1.2.3.4', '1.2.3.4'],
    ['0.0.0.0', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
    ['1.2.3', '1.2.0.3'],
    ['1.2', '1.0.0.2'],
    ['1', '0.0.0.1'],
    ['1.65535', '1.0.255.255'],
    ['1.2.65535', '1.2.255.255'],
    ['1.16777215', '1.255.255.255'],
    ['4294967295', '255.255.255.255'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0xc0.0250.01', '192.168.0.1'],
    ['1.2.3.4.', '1.2.3.4'],
    ['0x', '0.0.0.0'],
    ['0x.0x.0x.0x', '0.0.0.0'],
    ['0x00000000000000000001', '0.0.0.1'],
    ['0x00000000000000000001.0x00000000000000000002', '1.0.0.2'],
  ])('%s -> %s', (input, expected) => {
    const result = run(input);
    expect(result.failure).toBeUndefined();
    expect(serializeIPv4(result.address as number)).toBe(expected);
  });

  test.each([
    // [input, failure code, failure offset]
    ['1.2.3.4.5', 'IPv4-too-many-parts', 108],
    ['1.2.3.4.5.', 'IPv4-too-many-parts', 108],
    ['1.2.3.4..', 'IPv4-too-many-parts', 108],
    ['a.b.c.d.e', 'IPv4-too-many-parts', 108],
    ['foo.1', 'IPv4-non-numeric-part', 100],
    ['1.foo.1', 'IPv4-non-numeric-part', 102],
    ['1..1', 'IPv4-non-numeric-part', 102],
    ['.1', 'IPv4-non-numeric-part', 100],
    ['09', 'IPv4-non-numeric-part', 100],
    ['1.08', 'IPv4-non-numeric-part', 102],
    ['0xg.1', 'IPv4-non-numeric-part', 100],
    ['', 'IPv4-non-numeric-part', 100],
    ['.', 'IPv4-non-numeric-part', 100],
    ['256.1', 'IPv4-out-of-range-part', 100],
    ['1.256.1', 'IPv4-out-of-range-part', 102],
    ['1.2.256.1', 'IPv4-out-of-range-part', 104],
    ['1.2.3.256', 'IPv4-out-of-range-part', 106],
    ['1.2.65536', 'IPv4-out-of-range-part', 104],
    ['1.16777216', 'IPv4-out-of-range-part', 102],
    ['4294967296', 'IPv4-out-of-range-part', 100],
    ['0x100000000', 'IPv4-out-of-range-part', 100],
    ['99999999999999999999', 'IPv4-out-of-range-part', 100],
    ['1.2.3.99999999999999999999999', 'IPv4-out-of-range-part', 106],
  ])('%j fails with %s at %d', (input, code, offset) => {
    const { failure } = run(input);
    expect(failure).toBeInstanceOf(URLFailure);
    expect(failure?.code).toBe(code);
    expect(failure?.offset).toBe(offset);
  });

  test('non-numeric part fails before range checks', () => {
    expect(run('999.foo.1').failure?.code).toBe('IPv4-non-numeric-part');
  });

  test('errors are reported at the part', () => {
    expect(codes(run('0x7f.0.0.1').errors)).toEqual(['IPv4-non-decimal-part@100']);
    expect(codes(run('1.0x2.03.4').errors)).toEqual(['IPv4-non-decimal-part@102', 'IPv4-non-decimal-part@106']);
    expect(codes(run('1.2.3.4.').errors)).toEqual(['IPv4-empty-part@107']);
    expect(codes(run('1.2.3.4').errors)).toEqual([]);
  });

  test('IPv4-out-of-range-part is a validation error when the last part absorbs it', () => {
    expect(codes(run('1.1000').errors)).toContain('IPv4-out-of-range-part@102');
    expect(codes(run('4294967295').errors)).toContain('IPv4-out-of-range-part@100');
    expect(codes(run('1.2.3.255').errors)).toEqual([]);
  });

  test('an IPv4-out-of-range-part that fails is the failure, not also an error', () => {
    const { failure, errors } = run('1.300.2');
    expect(failure?.code).toBe('IPv4-out-of-range-part');
    expect(failure?.offset).toBe(102);
    expect(codes(errors)).toEqual(['IPv4-too-few-parts@100']);
  });

  test('IPv4-too-few-parts', () => {
    expect(codes(run('1.2.3').errors)).toEqual(['IPv4-too-few-parts@100']);
    expect(codes(run('1.2.3.4').errors)).toEqual([]);
  });

  test('non-positional errors point at the start', () => {
    const { failure, errors } = run('1.0x2.3.4.5', false);
    expect(failure?.offset).toBe(100);
    expect(errors).toEqual([]);
    expect(codes(run('1.0x2.3.4', false).errors)).toEqual(['IPv4-non-decimal-part@100']);
  });

  test('does no work for errors when not collecting', () => {
    expect(serializeIPv4(parseIPv4('0x1.2.3.4.', 0, undefined))).toBe('1.2.3.4');
  });
});

describe('IPv4 serializer', () => {
  test.each([
    [0, '0.0.0.0'],
    [1, '0.0.0.1'],
    [0x7f000001, '127.0.0.1'],
    [0xc0a80001, '192.168.0.1'],
    [0xffffffff, '255.255.255.255'],
    [0x01020304, '1.2.3.4'],
  ])('%d -> %s', (address, expected) => {
    expect(serializeIPv4(address)).toBe(expected);
  });
});

