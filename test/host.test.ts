import { ErrorLog, URLFailure } from '../src/core/errors';
import { isURLCodePoint, parseHost, readHost } from '../src/host/host';
import { random } from './helpers/random';

interface Outcome {
  host?: string;
  failure?: string; // "code@offset"
  errors: string[]; // "code@offset"
}

/** parseHost at offset 10 while collecting errors. */
function run(input: string, isOpaque = false): Outcome {
  const errors = new ErrorLog(input);
  const list = (): string[] => errors.errors.map((e) => `${e.code}@${e.offset}`);
  try {
    return { host: parseHost(input, isOpaque, 10, errors), errors: list() };
  } catch (e) {
    if (e instanceof URLFailure) return { failure: `${e.code}@${e.offset}`, errors: list() };
    throw e;
  }
}

/** parseHost without collecting errors: the host or "failure:code@offset". */
function quiet(input: string, isOpaque = false): string {
  try {
    return parseHost(input, isOpaque, 10, undefined);
  } catch (e) {
    if (e instanceof URLFailure) return `failure:${e.code}@${e.offset}`;
    throw e;
  }
}

describe('host parser: IPv6', () => {
  test.each([
    ['[::1]', '[::1]'],
    ['[0:0:0:0:0:0:0:1]', '[::1]'],
    ['[1:0:0:2::3:0]', '[1::2:0:0:3:0]'],
    ['[::FFFF:192.168.0.1]', '[::ffff:c0a8:1]'],
  ])('%s -> %s (special and opaque)', (input, expected) => {
    expect(run(input).host).toBe(expected);
    expect(run(input, true).host).toBe(expected);
  });

  test.each([
    ['[::1', 'IPv6-unclosed@14'],
    ['[', 'IPv6-unclosed@11'],
    ['[::1]x', 'IPv6-unclosed@16'],
    ['[]', 'IPv6-too-few-pieces@11'],
    ['[:1]', 'IPv6-invalid-compression@11'],
    ['[1:2:3!:4]', 'IPv6-invalid-code-point@16'],
    ['[ffff::127.0.0]', 'IPv4-in-IPv6-too-few-parts@24'],
    ['[%3A%3A1]', 'IPv6-invalid-code-point@11'],
  ])('%s fails with %s', (input, failure) => {
    expect(run(input).failure).toBe(failure);
    expect(run(input, true).failure).toBe(failure);
  });

  test('a "]" without "[" is a forbidden code point', () => {
    expect(run('::1]').failure).toBe('domain-to-ASCII@10');
    expect(run('a]', true).failure).toBe('host-invalid-code-point@11');
  });
});

describe('host parser: domains', () => {
  test.each([
    ['example.com', 'example.com'],
    ['EXAMPLE.COM', 'example.com'],
    ['example.com.', 'example.com.'],
    ['a..b', 'a..b'],
    ['xn--a', 'xn--a'],
    ['XN--ZCA.com', 'xn--zca.com'],
    ['Faß.de', 'xn--fa-hia.de'],
    ['exam%70le.org', 'example.org'],
    ['%45XAMPLE.org', 'example.org'],
    ['%C3%9F.de', 'xn--zca.de'],
    ['%c3%9f.de', 'xn--zca.de'],
    ['<\u0338', 'xn--gdh'], // "<" is forbidden but NFC makes it vanish
    ['a\u00ADb', 'ab'],
    ['example.0x1g', 'example.0x1g'],
    ['1.2.3.example', '1.2.3.example'],
    ['a_b', 'a_b'],
    ['a~b!c$d&e\'f(g)h*i+j,k;l=m', "a~b!c$d&e'f(g)h*i+j,k;l=m"],
  ])('%j -> %j', (input, expected) => {
    expect(run(input).host).toBe(expected);
  });

  const FORBIDDEN_DOMAIN = [
    ...'\u0000\t\n\r #/:<>?@[\\]^|%\u007f',
    ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  ];

  test.each(FORBIDDEN_DOMAIN.map((c) => [c]))('forbidden domain code point %j fails at its position', (c) => {
    // "[" at the start would be IPv6; put it in the middle.
    const outcome = run(`ab${c}gh`);
    expect(outcome.failure).toBe('domain-to-ASCII@12');
  });

  test.each([
    ['exa%23mple.org', 'domain-to-ASCII@10'], // percent-decoding changed the domain: the host's start
    ['exa%2Fmple.org', 'domain-to-ASCII@10'],
    ['a%zz', 'domain-to-ASCII@11'], // at the culprit when the domain is the input
    ['a%', 'domain-to-ASCII@11'],
    ['%00', 'domain-to-ASCII@10'],
    ['ab cd\u00e9', 'domain-to-ASCII@12'],
    ['%ff.com', 'domain-to-ASCII@10'], // invalid UTF-8: U+FFFD
    ['%C3.com', 'domain-to-ASCII@10'],
    ['\uFFFD.com', 'domain-to-ASCII@10'],
    ['\u00AD', 'domain-to-ASCII@10'], // empty after mapping
    ['%C2%AD', 'domain-to-ASCII@10'],
    ['', 'domain-to-ASCII@10'],
    ['xn--a.ß', 'domain-to-ASCII@10'],
    ['\u200D.example', 'domain-to-ASCII@10'],
    ['www.lookout.net\u2A7480', 'domain-to-ASCII@25'], // U+2A74 maps to "::="
  ])('%j fails with %s', (input, failure) => {
    expect(run(input).failure).toBe(failure);
  });

  test('domain-to-ASCII is a validation error when only the strict ToASCII fails', () => {
    expect(run('a_b.com')).toEqual({ host: 'a_b.com', errors: ['domain-to-ASCII@11'] });
    expect(run('-x.com').errors).toEqual(['domain-to-ASCII@10']);
    expect(run('xn--a').errors).toEqual(['domain-to-ASCII@10']);
    expect(run('a\u00ADb_').errors).toEqual(['domain-to-ASCII@13']);
    expect(run('example.com').errors).toEqual([]);
    expect(run('Faß.de').errors).toEqual([]);
  });

  test('domain-percent-encoded', () => {
    const outcome = run('exam%70le.org');
    expect(outcome.host).toBe('example.org');
    expect(outcome.errors).toEqual(['domain-percent-encoded@14']);
    expect(run('a%zz.%41').errors.filter((e) => !e.startsWith('domain-to-ASCII'))).toEqual(['domain-percent-encoded@15']);
  });
});

describe('host parser: IPv4', () => {
  test.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0x7F.1', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['4294967295', '255.255.255.255'],
    ['0x', '0.0.0.0'],
    ['1.2.3.4.', '1.2.3.4'],
    ['0x00000000000000000001', '0.0.0.1'],
    ['%31%32%37.0.0.1', '127.0.0.1'],
    ['１２７.０.０.１', '127.0.0.1'],
    ['127.0.0.１', '127.0.0.1'],
    ['0Xc0.0250.01', '192.168.0.1'],
  ])('%j -> %j', (input, expected) => {
    expect(run(input).host).toBe(expected);
  });

  test.each([
    ['1.2.3.4.5', 'IPv4-too-many-parts@18'],
    ['foo.1', 'IPv4-non-numeric-part@10'],
    ['foo.09', 'IPv4-non-numeric-part@10'],
    ['1.09', 'IPv4-non-numeric-part@12'],
    ['foo.0x', 'IPv4-non-numeric-part@10'],
    ['1.2.3.256', 'IPv4-out-of-range-part@16'],
    ['256.2.3.4', 'IPv4-out-of-range-part@10'],
    ['4294967296', 'IPv4-out-of-range-part@10'],
    ['0x100000000', 'IPv4-out-of-range-part@10'],
    ['%31.2.3.4.5', 'IPv4-too-many-parts@10'], // after percent-decoding: the host start
    ['１.２.３.４.５', 'IPv4-too-many-parts@10'],
  ])('%j fails with %s', (input, failure) => {
    expect(run(input).failure).toBe(failure);
  });

  test('IPv4 validation errors point into the host', () => {
    expect(run('0x7f.0.0.01').errors).toEqual(['IPv4-non-decimal-part@10', 'IPv4-non-decimal-part@19']);
    expect(run('1.2.3.4.').errors).toEqual(['domain-to-ASCII@17', 'IPv4-empty-part@17']);
    expect(run('1.1000').errors).toContain('IPv4-out-of-range-part@12');
    expect(run('%30x7f.1').errors).toContain('IPv4-non-decimal-part@10');
  });
});

describe('host parser: IPv4-non-ASCII-input (non-ASCII domain that ends in a number)', () => {
  // Host parser, "if asciiDomain ends in a number": if domain (the percent-decoded input) is not
  // ASCII, the error, at the host's first non-ASCII code point, before the IPv4 parser's errors.
  const spans = (input: string): string[] => {
    const errors = new ErrorLog('0123456789' + input); // the host at offset 10 of its text
    try {
      parseHost(input, false, 10, errors);
    } catch (e) {
      if (!(e instanceof URLFailure)) throw e;
    }
    return errors.errors.filter((e) => e.code === 'IPv4-non-ASCII-input').map((e) => `@${e.offset}+${e.length}`);
  };

  test.each([
    ['\u2460.\u2461.\u2462.\u2463', '1.2.3.4', ['IPv4-non-ASCII-input@10']],
    ['\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11', '192.168.0.1',
      ['IPv4-non-ASCII-input@10', 'IPv4-too-few-parts@10', 'IPv4-non-decimal-part@10', 'IPv4-non-decimal-part@10', 'IPv4-non-decimal-part@10']],
    ['127.0.0.\uFF11', '127.0.0.1', ['IPv4-non-ASCII-input@18']],
    ['1.2\u30023.4', '1.2.3.4', ['IPv4-non-ASCII-input@13']],
    ['1.2.3.4\u00AD', '1.2.3.4', ['IPv4-non-ASCII-input@17']], // an ignored code point
    ['\u{1D7CF}.2.3.4', '1.2.3.4', ['IPv4-non-ASCII-input@10']],
    ['%31.%EF%BC%92.3.4', '1.2.3.4', ['domain-percent-encoded@10', 'IPv4-non-ASCII-input@14']],
  ])('%j -> %j with %j', (input, host, errors) => {
    expect(run(input)).toEqual({ host, errors });
    expect(quiet(input)).toBe(host);
  });

  test('a failing address reports it before the failure', () => {
    expect(run('\uFF11.2.3.4.5')).toEqual({ failure: 'IPv4-too-many-parts@10', errors: ['IPv4-non-ASCII-input@10'] });
    expect(run('a.\uFF11')).toEqual({ failure: 'IPv4-non-numeric-part@10', errors: ['IPv4-non-ASCII-input@12', 'IPv4-too-few-parts@10'] });
  });

  test('spans: the code point as written (a surrogate pair, or its percent-encoded UTF-8 bytes)', () => {
    expect(spans('\u{1D7CF}.2.3.4')).toEqual(['@10+2']);
    expect(spans('%EF%BC%91.2.3.4')).toEqual(['@10+9']);
    expect(spans('a%C2%AD.1')).toEqual(['@11+6']);
    expect(spans('%41\uFF11.2.3.4')).toEqual(['@13+1']);
  });

  test('not for an ASCII domain, percent-encoded or not, nor one that does not end in a number', () => {
    expect(spans('%31%32%37.0.0.1')).toEqual([]);
    expect(spans('127.0.0.1')).toEqual([]);
    expect(spans('\uFF41.\uFF42')).toEqual([]);
    expect(spans('\u00E9.1a')).toEqual([]);
  });
});

describe('opaque-host parser', () => {
  test.each([
    ['example.com', 'example.com'],
    ['EXAMPLE.com', 'EXAMPLE.com'], // not lowercased
    ['%41', '%41'], // not decoded
    ['%zz', '%zz'],
    ['a\u0001b', 'a%01b'],
    ['a\u007fb', 'a%7Fb'],
    ['é', '%C3%A9'],
    ['\u{1F600}', '%F0%9F%98%80'],
    ['a\uD800b', 'a%EF%BF%BDb'],
    ['a"b`c{d}e', 'a"b`c{d}e'],
    ['!$&\'()*+,-.;=_~', "!$&'()*+,-.;=_~"],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(run(input, true).host).toBe(expected);
    expect(quiet(input, true)).toBe(expected);
  });

  const FORBIDDEN_HOST = [...'\u0000\t\n\r #/:<>?@\\]^|'];

  test.each(FORBIDDEN_HOST.map((c) => [c]))('forbidden host code point %j fails at its position', (c) => {
    expect(run(`ab${c}cd`, true).failure).toBe('host-invalid-code-point@12');
    expect(run(`ab[${c}`, true).failure).toBe('host-invalid-code-point@12');
  });

  test('"%" and the other forbidden domain code points are fine in opaque hosts', () => {
    expect(run('a%\u0002b', true).host).toBe('a%%02b');
  });

  test.each([
    ['a`b', ['invalid-URL-unit@11']],
    ['a"b"', ['invalid-URL-unit@11']], // at most one per step
    ['a\u0001', ['invalid-URL-unit@11']],
    ['a\u0085', ['invalid-URL-unit@11']], // C1 control
    ['\uFDD0', ['invalid-URL-unit@10']],
    ['a\u{10FFFF}', ['invalid-URL-unit@11']],
    ['a\uD800', ['invalid-URL-unit@11']],
    ['%zz%4', ['invalid-URL-unit@10']],
    ['ab%4', ['invalid-URL-unit@12']],
    ['%41%4g', ['invalid-URL-unit@13']],
    ['`%', ['invalid-URL-unit@10', 'invalid-URL-unit@11']],
    ['%41é\u{1F600}\u{10FFFD}', []],
  ])('%j reports %j', (input, errors) => {
    expect(run(input, true).errors).toEqual(errors);
  });

  test('a failure reports no invalid-URL-unit errors', () => {
    expect(run('a`b c', true)).toEqual({ failure: 'host-invalid-code-point@13', errors: [] });
  });

  test('the opaque-host parser directly: readHost returns its failure, parseHost throws it', () => {
    expect(readHost('a\u0001', true, 5, undefined)).toBe('a%01');
    expect(readHost('a\u0000', true, 5, undefined)).toEqual(expect.objectContaining({ code: 'host-invalid-code-point', offset: 6 }));
    expect(() => parseHost('a\u0000', true, 5, undefined)).toThrow(
      expect.objectContaining({ code: 'host-invalid-code-point', offset: 6 }),
    );
  });

  test('readHost returns the failures of its own steps; the IPv4 and IPv6 parsers still throw theirs', () => {
    expect(readHost('[::1', false, 2, undefined)).toEqual(expect.objectContaining({ code: 'IPv6-unclosed', offset: 6 }));
    expect(readHost('a b', false, 2, undefined)).toEqual(expect.objectContaining({ code: 'domain-to-ASCII', offset: 3 }));
    expect(() => readHost('[::1::]', false, 0, undefined)).toThrow(expect.objectContaining({ code: 'IPv6-multiple-compression' }));
    expect(() => readHost('1.2.3.256', false, 0, undefined)).toThrow(expect.objectContaining({ code: 'IPv4-out-of-range-part' }));
  });
});

describe('URL code points', () => {
  test('ASCII', () => {
    const expected = /[A-Za-z0-9!$&'()*+,\-./:;=?@_~]/;
    for (let c = 0; c < 0x80; c++) expect([c, isURLCodePoint(c)]).toEqual([c, expected.test(String.fromCharCode(c))]);
  });

  test.each([
    [0x80, false],
    [0x9f, false],
    [0xa0, true],
    [0xd7ff, true],
    [0xd800, false],
    [0xdfff, false],
    [0xe000, true],
    [0xfdcf, true],
    [0xfdd0, false],
    [0xfdef, false],
    [0xfdf0, true],
    [0xfffd, true],
    [0xfffe, false],
    [0xffff, false],
    [0x10000, true],
    [0x1fffe, false],
    [0x10fffd, true],
    [0x10fffe, false],
    [0x10ffff, false],
  ])('U+%s -> %s', (cp, expected) => {
    expect(isURLCodePoint(cp)).toBe(expected);
  });
});

describe('collecting errors does not change results', () => {
  test.each([
    'example.com',
    'EXAMPLE.com.',
    '0x7f.1',
    '1.2.3.4.5',
    'exa%23mple.org',
    'Faß.de',
    'xn--a',
    '[::1]',
    '[::1',
    'a_b',
    '%ff',
    '１２７.１',
  ])('%j', (input) => {
    const collected = run(input);
    expect(quiet(input)).toBe(collected.host ?? `failure:${collected.failure}`);
    const opaque = run(input, true);
    expect(quiet(input, true)).toBe(opaque.host ?? `failure:${opaque.failure}`);
  });
});


describe('agrees with the platform URL parser (Node) on IPv4-like hosts', () => {
  test('random inputs', () => {
    const next = random(4);
    const tokens = ['0', '1', '7', '8', '9', '00', '255', '256', '0x', '0X', 'ff', 'a', '.', '.', '.'];
    tokens.push('4294967295', '99999999999');
    let addresses = 0;
    for (let n = 0; n < 5000; n++) {
      let input = '';
      const length = 1 + Math.floor(next() * 9);
      for (let i = 0; i < length; i++) input += tokens[Math.floor(next() * tokens.length)];
      let expected: string;
      try {
        expected = new URL(`http://${input}/`).hostname;
      } catch {
        expected = 'failure';
      }
      const actual = quiet(input);
      if (/^\d+\.\d+\.\d+\.\d+$/.test(actual)) addresses++;
      expect([input, actual.startsWith('failure:') ? 'failure' : actual]).toEqual([input, expected]);
    }
    expect(addresses).toBeGreaterThan(500);
  });
});
