// parseURL's validation errors: every code of the URL Standard, in the order its basic URL parser
// meets them, with offsets in the original input. Expected values are worked out by hand from the
// standard's state machine (https://url.spec.whatwg.org/#concept-basic-url-parser).
import { VALIDATION_ERROR_CODES, ValidationErrorCode, parseURL } from '../src';
import { readWPT } from './helpers/wpt';

interface Case {
  input: string;
  base?: string;
  /** "code@offset" in order. */
  errors: string[];
  /** The failure's "code@offset", or undefined when parsing succeeds. */
  failure?: string;
}

const CASES: Case[] = [
  // Preprocessing
  { input: 'https://a.com/', errors: [] },
  { input: ' https://a.com/', errors: ['invalid-URL-unit@0'] },
  { input: 'https://a.com/\u0000 ', errors: ['invalid-URL-unit@14'] },
  { input: '\u0001https://a.com/ ', errors: ['invalid-URL-unit@0'] },
  { input: 'ht\ttps://a.com/\n', errors: ['invalid-URL-unit@15', 'invalid-URL-unit@2'] }, // "\n" at the end is trailing C0 too
  { input: ' ht\ntps://a.com/', errors: ['invalid-URL-unit@0', 'invalid-URL-unit@3'] },
  // Slashes after a special scheme
  { input: 'https:a.com', errors: ['special-scheme-missing-following-solidus@6'] },
  { input: 'https:/a.com', errors: ['special-scheme-missing-following-solidus@6', 'special-scheme-missing-following-solidus@6'] },
  { input: 'https:///a.com', errors: ['special-scheme-missing-following-solidus@8'] },
  {
    input: 'https:\\\\a.com',
    errors: ['special-scheme-missing-following-solidus@6', 'special-scheme-missing-following-solidus@6', 'special-scheme-missing-following-solidus@7'],
  },
  { input: 'https:a.com', base: 'https://b.org/', errors: ['special-scheme-missing-following-solidus@6'] },
  { input: 'https:\\\\a.com', base: 'https://b.org/', errors: ['special-scheme-missing-following-solidus@6', 'invalid-reverse-solidus@6', 'invalid-reverse-solidus@7'] },
  { input: 'https:////a.com', base: 'https://b.org/', errors: ['special-scheme-missing-following-solidus@8', 'special-scheme-missing-following-solidus@9'] },
  { input: '\\\\a.com', base: 'https://b.org/', errors: ['invalid-reverse-solidus@0', 'invalid-reverse-solidus@1'] },
  { input: '/\\/a.com', base: 'https://b.org/', errors: ['invalid-reverse-solidus@1', 'special-scheme-missing-following-solidus@2'] },
  { input: '\\x', base: 'https://b.org/', errors: ['invalid-reverse-solidus@0'] },
  { input: 'file:/x', errors: ['special-scheme-missing-following-solidus@5'] },
  { input: 'file:\\\\h\\x', errors: ['special-scheme-missing-following-solidus@5', 'invalid-reverse-solidus@5', 'invalid-reverse-solidus@6', 'invalid-reverse-solidus@8'] },
  { input: 'file:///x', errors: [] },
  { input: '\\x', base: 'file:///y', errors: ['invalid-reverse-solidus@0'] },
  // Reverse solidus in paths; generic URLs have no separators but "/"
  { input: 'https://a.com\\b\\c', errors: ['invalid-reverse-solidus@13', 'invalid-reverse-solidus@15'] },
  { input: 'sc://a.com/b\\c', errors: ['invalid-URL-unit@12'] },
  // Credentials
  { input: 'https://u:p@a.com/', errors: ['invalid-credentials@11'] },
  { input: 'https://a@b@c.com/', errors: ['invalid-credentials@9', 'invalid-credentials@11'] },
  { input: 'sc://u@h/', errors: ['invalid-credentials@6'] },
  { input: 'https:u@a.com', errors: ['special-scheme-missing-following-solidus@6', 'invalid-credentials@7'] },
  // URL units in paths, opaque paths, queries and fragments
  { input: 'https://a.com/a b', errors: ['invalid-URL-unit@15'] },
  { input: 'https://a.com/%zz%4%41%', errors: ['invalid-URL-unit@14', 'invalid-URL-unit@17', 'invalid-URL-unit@22'] },
  { input: 'https://a.com/[]^|', errors: ['invalid-URL-unit@14', 'invalid-URL-unit@15', 'invalid-URL-unit@16', 'invalid-URL-unit@17'] },
  { input: 'https://a.com/?a b<#c d#', errors: ['invalid-URL-unit@16', 'invalid-URL-unit@18', 'invalid-URL-unit@21', 'invalid-URL-unit@23'] },
  { input: 'https://a.com/é?é#é', errors: [] },
  { input: 'https://a.com/\uFDD0x\u{1FFFE}\u{1F600}', errors: ['invalid-URL-unit@14', 'invalid-URL-unit@16'] },
  { input: 'mailto:a b@c', errors: ['invalid-URL-unit@8'] },
  { input: 'sc:a%', errors: ['invalid-URL-unit@4'] },
  // Windows drive letters in file URLs
  { input: 'file://C:/x', errors: ['file-invalid-Windows-drive-letter-host@7'] },
  { input: 'file:C|/x', base: 'file:///y/z', errors: ['special-scheme-missing-following-solidus@5', 'file-invalid-Windows-drive-letter@5', 'invalid-URL-unit@6'] }, // "|" is not a URL code point
  { input: 'C|/x', base: 'file:///y/z', errors: ['file-invalid-Windows-drive-letter@0', 'invalid-URL-unit@1'] },
  { input: 'file:C|/x', errors: ['special-scheme-missing-following-solidus@5', 'invalid-URL-unit@6'] },
  // Hosts: met where the host ends, so before what follows it
  { input: 'https://a_b.com/', errors: ['domain-to-ASCII@9'] }, // at the culprit
  { input: 'https://ex%61mple.com/', errors: ['domain-percent-encoded@10'] },
  { input: 'https://1.2.3.4./', errors: ['domain-to-ASCII@15', 'IPv4-empty-part@15'] }, // strict ToASCII rejects the empty label
  { input: 'https://0x7f.1/', errors: ['IPv4-too-few-parts@8', 'IPv4-non-decimal-part@8'] },
  { input: 'https://1.2.256\\x', errors: ['IPv4-too-few-parts@8', 'IPv4-out-of-range-part@12', 'invalid-reverse-solidus@15'] },
  { input: 'https://[0001::1]/', errors: ['IPv6-piece-leading-zero@9'] },
  { input: 'https://\u2460.\u2461.\u2462.\u2463', errors: ['IPv4-non-ASCII-input@8'] }, // at the first non-ASCII code point
  { input: 'http://\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11', errors: ['IPv4-non-ASCII-input@7', 'IPv4-too-few-parts@7', 'IPv4-non-decimal-part@7', 'IPv4-non-decimal-part@7', 'IPv4-non-decimal-part@7'] },
  { input: ' http://1\t.\uFF12.3.4\\', errors: ['invalid-URL-unit@0', 'invalid-URL-unit@9', 'IPv4-non-ASCII-input@11', 'invalid-reverse-solidus@16'] }, // offsets in the input as given
  { input: 'http://a.b%2E\uFF11/', errors: ['domain-percent-encoded@10', 'IPv4-non-ASCII-input@13', 'IPv4-too-few-parts@7'], failure: 'IPv4-non-numeric-part@7' },
  // Failures (with the errors met before them)
  { input: 'no-scheme', errors: [], failure: 'missing-scheme-non-relative-URL@0' },
  { input: 'x', base: 'sc:opaque', errors: [], failure: 'missing-scheme-non-relative-URL@0' },
  { input: 'https:///', errors: ['special-scheme-missing-following-solidus@8'], failure: 'host-missing@9' }, // met at the end of input
  { input: 'https://u@/', errors: ['invalid-credentials@9'], failure: 'host-missing@10' },
  { input: 'https://a.com:65536/', errors: [], failure: 'port-out-of-range@14' },
  { input: 'https://a.com:8x/', errors: [], failure: 'port-invalid@15' }, // at the first code point that is not a digit
  { input: 'sc://a b/', errors: [], failure: 'host-invalid-code-point@6' },
  { input: 'https://a b/', errors: [], failure: 'domain-to-ASCII@9' }, // a failure is not also an error
  { input: 'https://1.2.3.4.5/', errors: [], failure: 'IPv4-too-many-parts@16' },
  { input: 'https://x.1/', errors: ['IPv4-too-few-parts@8'], failure: 'IPv4-non-numeric-part@8' },
  { input: 'https://1.256.3.4/', errors: [], failure: 'IPv4-out-of-range-part@10' },
  { input: 'https://[1::/', errors: [], failure: 'IPv6-unclosed@12' },
  { input: 'https://[:1]/', errors: [], failure: 'IPv6-invalid-compression@9' },
  { input: 'https://[1:2:3:4:5:6:7:8:9]/', errors: [], failure: 'IPv6-too-many-pieces@25' },
  { input: 'https://[1::2::3]/', errors: [], failure: 'IPv6-multiple-compression@14' },
  { input: 'https://[1:x::]/', errors: [], failure: 'IPv6-invalid-code-point@11' },
  { input: 'https://[1:2:3]/', errors: [], failure: 'IPv6-too-few-pieces@14' },
  { input: 'https://[1:2:3:4:5:6:7:1.2.3.4]/', errors: [], failure: 'IPv4-in-IPv6-too-many-pieces@23' },
  { input: 'https://[::1.2.x.4]/', errors: [], failure: 'IPv4-in-IPv6-invalid-code-point@15' },
  { input: 'https://[::1.2.3.256]/', errors: [], failure: 'IPv4-in-IPv6-out-of-range-part@19' },
  { input: 'https://[::1.2.3]/', errors: [], failure: 'IPv4-in-IPv6-too-few-parts@16' },
];

const show = (e: { code: string; offset: number }): string => `${e.code}@${e.offset}`;

describe('validation errors, in order, at their offsets', () => {
  test.each(CASES.map((c) => [JSON.stringify(c.input) + (c.base === undefined ? '' : ` against ${c.base}`), c] as const))(
    '%s',
    (_title, c) => {
      const result = parseURL(c.input, { base: c.base });
      expect(result.errors.map(show)).toEqual(c.errors);
      expect(result.failure === null ? undefined : show(result.failure)).toEqual(c.failure);
      expect(result.url === null).toBe(c.failure !== undefined);
    },
  );

  test('every code of the standard is covered by a case above', () => {
    const seen = new Set<string>();
    for (const c of CASES) {
      for (const e of [...c.errors, ...(c.failure === undefined ? [] : [c.failure])]) seen.add(e.split('@')[0]);
    }
    const missing = VALIDATION_ERROR_CODES.filter((code: ValidationErrorCode) => !seen.has(code));
    expect(missing).toEqual([]);
  });

  test('messages name the code and the offset', () => {
    const [error] = parseURL('https://a.com/a b').errors;
    expect(error.message).toMatch(/^invalid-URL-unit at offset 15\b/);
  });
});

interface MessageCase {
  input: string;
  base?: string;
  code: ValidationErrorCode;
  offset: number;
  length: number;
  message: string;
}

// One problem, one error at the code point that causes it, and a message that says why.
const MESSAGES: MessageCase[] = [
  { input: " https://a.com/", code: 'invalid-URL-unit', offset: 0, length: 1,
    message: "invalid-URL-unit at offset 0: leading C0 control or space U+0020 is removed" },
  { input: "ht\ttps://a.com/", code: 'invalid-URL-unit', offset: 2, length: 1,
    message: "invalid-URL-unit at offset 2: ASCII tab or newline U+0009 is removed" },
  { input: "https://a.com/a b", code: 'invalid-URL-unit', offset: 15, length: 1,
    message: "invalid-URL-unit at offset 15: U+0020 is not a URL code point (percent-encode it)" },
  { input: "https://a.com/%zz", code: 'invalid-URL-unit', offset: 14, length: 1,
    message: "invalid-URL-unit at offset 14: \"%\" is not followed by two hex digits (write \"%25\" for a literal \"%\")" },
  { input: "https://a.com/\ud800", code: 'invalid-URL-unit', offset: 14, length: 1,
    message: "invalid-URL-unit at offset 14: lone surrogate U+D800 is not a URL code point" },
  { input: "https://a.com/\uD83F\uDFFE", code: 'invalid-URL-unit', offset: 14, length: 2,
    message: "invalid-URL-unit at offset 14: noncharacter \"\uD83F\uDFFE\" (U+1FFFE) is not a URL code point (percent-encode it)" },
  { input: "https:a.com", code: 'special-scheme-missing-following-solidus', offset: 6, length: 1,
    message: "special-scheme-missing-following-solidus at offset 6: \"//\" should follow \"https:\", found \"a\" (U+0061)" },
  { input: "https:///a.com", code: 'special-scheme-missing-following-solidus', offset: 8, length: 1,
    message: "special-scheme-missing-following-solidus at offset 8: \"/\" (U+002F) after the scheme's \"//\" is ignored (a special URL's authority follows exactly \"//\")" },
  { input: "https://a.com\\b", code: 'invalid-reverse-solidus', offset: 13, length: 1,
    message: "invalid-reverse-solidus at offset 13: \"\\\" is read as a path separator \"/\" in a special URL (write \"/\")" },
  { input: "https://u:p@a.com/", code: 'invalid-credentials', offset: 11, length: 1,
    message: "invalid-credentials at offset 11: \"@\" ends credentials (user name and password), which a valid URL does not contain" },
  { input: "https://", code: 'host-missing', offset: 8, length: 0,
    message: "host-missing at offset 8: a special URL needs a host, found the end of the input" },
  { input: "http://u@/", code: 'host-missing', offset: 9, length: 1,
    message: "host-missing at offset 9: credentials or a port without a host, found \"/\" (U+002F)" },
  { input: "nope", code: 'missing-scheme-non-relative-URL', offset: 0, length: 1,
    message: "missing-scheme-non-relative-URL at offset 0: the input has no scheme and there is no base URL to resolve it against" },
  { input: "x", base: "sc:opaque", code: 'missing-scheme-non-relative-URL', offset: 0, length: 1,
    message: "missing-scheme-non-relative-URL at offset 0: the input has no scheme and the base URL \"sc:opaque\" has an opaque path (only a \"#fragment\" can be relative to it)" },
  { input: "https://h:99999/", code: 'port-out-of-range', offset: 10, length: 5,
    message: "port-out-of-range at offset 10: port 99999 is greater than 65535" },
  { input: "https://h:8x/", code: 'port-invalid', offset: 11, length: 1,
    message: "port-invalid at offset 11: \"x\" (U+0078) in the port (a port is ASCII digits only)" },
  { input: "C|/x", base: "file:///y/z", code: 'file-invalid-Windows-drive-letter', offset: 0, length: 2,
    message: "file-invalid-Windows-drive-letter at offset 0: drive letter \"C|\" in a relative reference against a file: base replaces the base's path" },
  { input: "file://C:/x", code: 'file-invalid-Windows-drive-letter-host', offset: 7, length: 2,
    message: "file-invalid-Windows-drive-letter-host at offset 7: drive letter \"C:\" where the host should be (write \"file:///C:\")" },
  { input: "https://ex%41mple.com/", code: 'domain-percent-encoded', offset: 10, length: 3,
    message: "domain-percent-encoded at offset 10: percent-encoded byte \"%41\" in the host \"ex%41mple.com\" (write the code point itself)" },
  { input: "https://a_b.com/", code: 'domain-to-ASCII', offset: 9, length: 1,
    message: "domain-to-ASCII at offset 9: \"_\" (U+005F) is not allowed by the STD3 rules (letters, digits and \"-\"): the parser accepts it, but the URL string is not valid" },
  { input: "https://xn--a.com/", code: 'domain-to-ASCII', offset: 8, length: 5,
    message: "domain-to-ASCII at offset 8: invalid Punycode label \"xn--a\"" },
  { input: "https://-a.com/", code: 'domain-to-ASCII', offset: 8, length: 1,
    message: "domain-to-ASCII at offset 8: label \"-a\" starts with \"-\"" },
  { input: "https://a b/", code: 'domain-to-ASCII', offset: 9, length: 1,
    message: "domain-to-ASCII at offset 9: forbidden domain code point U+0020" },
  { input: "https://\u00AD/", code: 'domain-to-ASCII', offset: 8, length: 1,
    message: "domain-to-ASCII at offset 8: \"\u00AD\" (with U+00AD) maps to the empty string" },
  { input: "sc://a<b/", code: 'host-invalid-code-point', offset: 6, length: 1,
    message: "host-invalid-code-point at offset 6: forbidden host code point \"<\" (U+003C) in the opaque host \"a<b\"" },
  { input: "https://1.2.3.4./", code: 'IPv4-empty-part', offset: 15, length: 1,
    message: "IPv4-empty-part at offset 15: the IPv4 address \"1.2.3.4.\" ends in an empty part (a trailing \".\")" },
  { input: "https://1.2.3.4.5/", code: 'IPv4-too-many-parts', offset: 16, length: 1,
    message: "IPv4-too-many-parts at offset 16: the IPv4 address \"1.2.3.4.5\" has more than four parts" },
  { input: "https://foo.09/", code: 'IPv4-non-numeric-part', offset: 8, length: 3,
    message: "IPv4-non-numeric-part at offset 8: the host ends in a number, so it is read as an IPv4 address, but part \"foo\" is not a number" },
  { input: "https://0x7f.0.0.1/", code: 'IPv4-non-decimal-part', offset: 8, length: 4,
    message: "IPv4-non-decimal-part at offset 8: IPv4 part \"0x7f\" is hexadecimal or octal (a valid IPv4 address is decimal)" },
  { input: "https://1.256.3.4/", code: 'IPv4-out-of-range-part', offset: 10, length: 3,
    message: "IPv4-out-of-range-part at offset 10: IPv4 part \"256\" is out of range (greater than 255, or too large for the bytes it fills)" },
  { input: "https://1.2.3/", code: 'IPv4-too-few-parts', offset: 8, length: 5,
    message: "IPv4-too-few-parts at offset 8: the IPv4 address \"1.2.3\" has fewer than four parts" },
  { input: "https://\u2460.\u2461.\u2462.\u2463", code: 'IPv4-non-ASCII-input', offset: 8, length: 1,
    message: "IPv4-non-ASCII-input at offset 8: non-ASCII \"\u2460\" (U+2460) in a host that maps to \"1.2.3.4\", read as an IPv4 address (write the address in ASCII digits)" },
  { input: "http://\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11", code: 'IPv4-non-ASCII-input', offset: 7, length: 1,
    message: "IPv4-non-ASCII-input at offset 7: non-ASCII \"\uFF10\" (U+FF10) in a host that maps to \"0xc0.0250.01\", read as an IPv4 address (write the address in ASCII digits)" },
  { input: "http://127.0.0.1\u00AD/", code: 'IPv4-non-ASCII-input', offset: 16, length: 1,
    message: "IPv4-non-ASCII-input at offset 16: non-ASCII U+00AD in a host that maps to \"127.0.0.1\", read as an IPv4 address (write the address in ASCII digits)" },
  { input: "http://%EF%BC%91.2.3.4/", code: 'IPv4-non-ASCII-input', offset: 7, length: 9,
    message: "IPv4-non-ASCII-input at offset 7: non-ASCII \"\uFF11\" (U+FF11) (written \"%EF%BC%91\") in a host that maps to \"1.2.3.4\", read as an IPv4 address (write the address in ASCII digits)" },
  { input: "http://\u{1D7CF}.2.3.4/", code: 'IPv4-non-ASCII-input', offset: 7, length: 2,
    message: "IPv4-non-ASCII-input at offset 7: non-ASCII \"\u{1D7CF}\" (U+1D7CF) in a host that maps to \"1.2.3.4\", read as an IPv4 address (write the address in ASCII digits)" },
  { input: "https://[::1/", code: 'IPv6-unclosed', offset: 12, length: 0,
    message: "IPv6-unclosed at offset 12: the IPv6 address \"[::1\" has no closing \"]\"" },
  { input: "https://[:1]/", code: 'IPv6-invalid-compression', offset: 9, length: 1,
    message: "IPv6-invalid-compression at offset 9: the IPv6 address starts with a single \":\" (compression is \"::\")" },
  { input: "https://[1:2:3:4:5:6:7:8:9]/", code: 'IPv6-too-many-pieces', offset: 25, length: 1,
    message: "IPv6-too-many-pieces at offset 25: the IPv6 address has more than eight pieces, found \"9\" (U+0039)" },
  { input: "https://[1::2::3]/", code: 'IPv6-multiple-compression', offset: 14, length: 1,
    message: "IPv6-multiple-compression at offset 14: the IPv6 address has a second \"::\"" },
  { input: "https://[g::]/", code: 'IPv6-invalid-code-point', offset: 9, length: 1,
    message: "IPv6-invalid-code-point at offset 9: \"g\" (U+0067) in the IPv6 address (expected a hex digit, \":\" or an IPv4 address)" },
  { input: "https://[1:2:3]/", code: 'IPv6-too-few-pieces', offset: 14, length: 1,
    message: "IPv6-too-few-pieces at offset 14: the IPv6 address has fewer than eight pieces and no \"::\"" },
  { input: "https://[::01]/", code: 'IPv6-piece-leading-zero', offset: 11, length: 2,
    message: "IPv6-piece-leading-zero at offset 11: IPv6 piece \"01\" has a leading zero" },
  { input: "https://[1:2:3:4:5:6:7:1.2.3.4]/", code: 'IPv4-in-IPv6-too-many-pieces', offset: 23, length: 1,
    message: "IPv4-in-IPv6-too-many-pieces at offset 23: an IPv4 address in the IPv6 address comes after more than six pieces" },
  { input: "https://[::1.2.x.4]/", code: 'IPv4-in-IPv6-invalid-code-point', offset: 15, length: 1,
    message: "IPv4-in-IPv6-invalid-code-point at offset 15: \"x\" (U+0078) in the IPv4 address inside the IPv6 address" },
  { input: "https://[::1.2.3.256]/", code: 'IPv4-in-IPv6-out-of-range-part', offset: 19, length: 1,
    message: "IPv4-in-IPv6-out-of-range-part at offset 19: a part of the IPv4 address inside the IPv6 address is greater than 255" },
  { input: "https://[::1.2.3]/", code: 'IPv4-in-IPv6-too-few-parts', offset: 16, length: 1,
    message: "IPv4-in-IPv6-too-few-parts at offset 16: the IPv4 address inside the IPv6 address has fewer than four parts" },

];

describe('each code: its span in the input and a message that names the culprit', () => {
  test.each(MESSAGES.map((c) => [`${c.code}: ${JSON.stringify(c.input)}`, c] as const))('%s', (_title, c) => {
    const result = parseURL(c.input, { base: c.base });
    const problems = [...result.errors, ...(result.failure === null ? [] : [result.failure])];
    const found = problems.filter((e) => e.code === c.code).map((e) => e.toJSON());
    expect(found).toEqual([{ code: c.code, offset: c.offset, length: c.length, message: c.message }]);
  });

  test('every code of the standard has a message case', () => {
    const seen = new Set(MESSAGES.map((c) => c.code));
    expect(VALIDATION_ERROR_CODES.filter((code) => !seen.has(code))).toEqual([]);
  });
});

describe('on every urltestdata.json case', () => {
  const cases = readWPT<{ input: string; base: string | null; failure?: boolean }>('urltestdata.json');

  test('offsets lie in the input, and collecting errors changes no result', () => {
    for (const c of cases) {
      const result = parseURL(c.input, { base: c.base ?? undefined });
      for (const error of result.errors) {
        expect(error.offset).toBeGreaterThanOrEqual(0);
        expect(error.offset).toBeLessThanOrEqual(c.input.length);
      }
      expect(result.url === null).toBe(c.failure === true);
    }
  });

  test('a failure is never reported without a reason', () => {
    for (const c of cases.filter((x) => x.failure === true)) {
      const result = parseURL(c.input, { base: c.base ?? undefined });
      expect(result.failure).not.toBeNull();
    }
  });
});
