import { ErrorLog, URLFailure, ValidationError } from '../src/core/errors';
import { findCompressedPieceIndex, parseIPv6, serializeIPv6 } from '../src/host/ipv6';
import { random } from './helpers/random';

/** Parses `input` (no brackets) with offset 10; the serialization or the failure, plus errors. */
function run(input: string): { serialized?: string; failure?: URLFailure; errors: ValidationError[] } {
  const log = new ErrorLog(input);
  try {
    return { serialized: serializeIPv6(parseIPv6(input, 10, log)), errors: log.errors };
  } catch (e) {
    if (e instanceof URLFailure) return { failure: e, errors: log.errors };
    throw e;
  }
}

function pieces(...values: number[]): Uint16Array {
  return Uint16Array.from(values);
}

describe('IPv6 parser and serializer', () => {
  test.each([
    ['::', '::'],
    ['::1', '::1'],
    ['1::', '1::'],
    ['1::1', '1::1'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['0000:0000:0000:0000:0000:0000:0000:0000', '::'],
    ['1:0:0:0:0:0:0:0', '1::'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['1:0:1:0:1:0:1:0', '1:0:1:0:1:0:1:0'], // single zero pieces are not compressed
    ['0:1:2:3:4:5:6:7', '0:1:2:3:4:5:6:7'],
    ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
    ['1:2:3:4:5:6::', '1:2:3:4:5:6::'],
    ['0:f:0:0:f:f:0:0', '0:f::f:f:0:0'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'], // the longest run wins
    ['1:0:0:2:0:0:3:4', '1::2:0:0:3:4'], // the first of equal runs wins
    ['1:0:0:0:2:0:0:0', '1::2:0:0:0'],
    ['0:0:1:0:0:0:0:1', '0:0:1::1'],
    ['ABCD:EF01:2345:6789:abcd:ef01:2345:6789', 'abcd:ef01:2345:6789:abcd:ef01:2345:6789'],
    ['0001:02:003::0', '1:2:3::'],
    ['FFFF::', 'ffff::'],
    ['::ffff:192.168.0.1', '::ffff:c0a8:1'],
    ['::127.0.0.1', '::7f00:1'],
    ['::0.0.0.0', '::'],
    ['::255.255.255.255', '::ffff:ffff'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304'],
    ['1::5:6:1.2.3.4', '1::5:6:102:304'],
    ['64:ff9b::10.0.0.1', '64:ff9b::a00:1'],
    ['::1.2.3.4', '::102:304'],
  ])('[%s] -> [%s]', (input, expected) => {
    const result = run(input);
    expect(result.failure).toBeUndefined();
    expect(result.serialized).toBe(expected);
  });

  test.each([
    // [input, failure code, offset in input]
    [':', 'IPv6-invalid-compression', 0],
    [':1', 'IPv6-invalid-compression', 0],
    [':1:2:3:4:5:6:7', 'IPv6-invalid-compression', 0],
    ['1:2:3:4:5:6:7:8:9', 'IPv6-too-many-pieces', 16],
    ['1:2:3:4:5:6:7::8', 'IPv6-too-many-pieces', 15],
    ['::1:2:3:4:5:6:7:8', 'IPv6-too-many-pieces', 16],
    ['1::1::1', 'IPv6-multiple-compression', 5],
    ['::1::', 'IPv6-multiple-compression', 4],
    [':::', 'IPv6-multiple-compression', 2],
    ['1:2:3!:4', 'IPv6-invalid-code-point', 5],
    ['1:2:3:', 'IPv6-invalid-code-point', 6],
    ['1::2:', 'IPv6-invalid-code-point', 5],
    ['12345::', 'IPv6-invalid-code-point', 4],
    ['g::', 'IPv6-invalid-code-point', 0],
    ['1:2:3:4:5:6:7:8 ', 'IPv6-invalid-code-point', 15],
    ['::%31', 'IPv6-invalid-code-point', 2],
    ['1:2:3', 'IPv6-too-few-pieces', 5],
    ['1:2:3:4:5:6:7', 'IPv6-too-few-pieces', 13],
    ['', 'IPv6-too-few-pieces', 0],
    ['1:1:1:1:1:1:1:127.0.0.1', 'IPv4-in-IPv6-too-many-pieces', 14],
    ['1:1:1:1:1:1:1:1.2', 'IPv4-in-IPv6-too-many-pieces', 14],
    ['ffff::.0.0.1', 'IPv4-in-IPv6-invalid-code-point', 6],
    ['ffff::127.0.xyz.1', 'IPv4-in-IPv6-invalid-code-point', 12],
    ['ffff::127.0xyz', 'IPv4-in-IPv6-invalid-code-point', 11],
    ['ffff::127.00.0.1', 'IPv4-in-IPv6-invalid-code-point', 11],
    ['ffff::127.0.0.1.2', 'IPv4-in-IPv6-invalid-code-point', 15],
    ['ffff::127.0.0.1.', 'IPv4-in-IPv6-invalid-code-point', 15],
    ['ffff::127..0.1', 'IPv4-in-IPv6-invalid-code-point', 10],
    ['ffff::1.2.3.4a', 'IPv4-in-IPv6-invalid-code-point', 13],
    ['ffff::01.2.3.4', 'IPv4-in-IPv6-invalid-code-point', 7],
    ['ffff::a.2.3.4', 'IPv4-in-IPv6-invalid-code-point', 6],
    ['ffff::127.0.0.4000', 'IPv4-in-IPv6-out-of-range-part', 16], // the digit making it > 255,
    ['::256.0.0.1', 'IPv4-in-IPv6-out-of-range-part', 4],
    ['ffff::127.0.0', 'IPv4-in-IPv6-too-few-parts', 13],
    ['ffff::1.', 'IPv4-in-IPv6-invalid-code-point', 8],
    ['ffff::1', 'none', 0],
  ])('[%s] fails with %s at %d', (input, code, index) => {
    const { failure } = run(input);
    if (code === 'none') {
      expect(failure).toBeUndefined();
      return;
    }
    expect(failure).toBeInstanceOf(URLFailure);
    expect(failure?.code).toBe(code);
    expect(failure?.offset).toBe(10 + index);
  });

  test('IPv6-piece-leading-zero', () => {
    const offsets = (input: string): number[] => run(input).errors.map((e) => e.offset);
    expect(run('::01').errors.map((e) => e.code)).toEqual(['IPv6-piece-leading-zero']);
    expect(offsets('::01')).toEqual([12]);
    expect(offsets('0001:00::')).toEqual([10, 15]);
    expect(offsets('0:1:ff:abcd::')).toEqual([]);
    expect(run('::0:1').errors).toEqual([]);
  });

  test('parses a range of a string and writes into the given array', () => {
    const address = new Uint16Array(8).fill(7);
    const result = parseIPv6('[1::2]', 0, undefined, 1, 5, address);
    expect(result).toBe(address);
    expect(Array.from(address)).toEqual([1, 0, 0, 0, 0, 0, 0, 2]);
  });

  test('errors in a range point into the whole string', () => {
    expect(() => parseIPv6('[1:2:3]', 20, undefined, 1, 6)).toThrow(
      expect.objectContaining({ code: 'IPv6-too-few-pieces', offset: 26 }),
    );
  });
});

describe('find the IPv6 address compressed piece index', () => {
  test.each([
    [pieces(0, 0, 0, 0, 0, 0, 0, 0), 0],
    [pieces(1, 0, 0, 0, 0, 0, 0, 0), 1],
    [pieces(1, 2, 3, 4, 5, 6, 7, 8), -1],
    [pieces(0, 1, 0, 1, 0, 1, 0, 1), -1],
    [pieces(0, 0xf, 0, 0, 0xf, 0xf, 0, 0), 2],
    [pieces(1, 0, 0, 1, 0, 0, 0, 1), 4],
    [pieces(1, 1, 1, 1, 1, 1, 0, 0), 6],
  ])('%p -> %d', (address, index) => {
    expect(findCompressedPieceIndex(address)).toBe(index);
  });
});


/** A random IPv6-like string: pieces, maybe compression, maybe embedded IPv4, maybe a mutation. */
function randomAddress(next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const parts: string[] = [];
  const count = Math.floor(next() * 10);
  const pieceTexts = ['0', '0', '0', '00', '0000', '1', 'a', 'fF', '123', 'ffff', '10000'];
  const ipv4Texts = ['1.2.3.4', '0.0.0.0', '255.255.255.255', '1.2.3', '01.2.3.4', '256.1.1.1'];
  for (let i = 0; i < count; i++) parts.push(pick(pieceTexts));
  if (next() < 0.3 && parts.length > 0) parts[parts.length - 1] = pick(ipv4Texts);
  if (next() < 0.6) parts.splice(Math.floor(next() * (parts.length + 1)), 0, '');
  let input = parts.join(':');
  if (input.startsWith(':')) input = ':' + input;
  if (input.endsWith(':') && !input.endsWith('::')) input += ':';
  if (next() < 0.15) {
    const at = Math.floor(next() * (input.length + 1));
    input = input.slice(0, at) + pick([':', '.', 'g', '0', '']) + input.slice(at + 1);
  }
  return input;
}

/** The platform parser's host for [input], or null. */
function platformHost(input: string): string | null {
  try {
    return new URL(`http://[${input}]/`).hostname;
  } catch {
    return null;
  }
}

describe('agrees with the platform URL parser (Node) on IPv6-like inputs', () => {
  test('random token strings', () => {
    const next = random(6);
    const alphabet = ['0', '1', 'f', 'F', 'ffff', '10', '255', '256', '00', ':', ':', '::', '.', '.', 'x'];
    for (let n = 0; n < 5000; n++) {
      let input = '';
      const length = 1 + Math.floor(next() * 14);
      for (let i = 0; i < length; i++) input += alphabet[Math.floor(next() * alphabet.length)];
      const { serialized } = run(input);
      expect([input, serialized === undefined ? null : `[${serialized}]`]).toEqual([input, platformHost(input)]);
    }
  });

  test('random address-like strings', () => {
    const next = random(46);
    let successes = 0;
    for (let n = 0; n < 5000; n++) {
      const input = randomAddress(next);
      const { serialized } = run(input);
      if (serialized !== undefined) successes++;
      expect([input, serialized === undefined ? null : `[${serialized}]`]).toEqual([input, platformHost(input)]);
    }
    expect(successes).toBeGreaterThan(1000);
  });
});
