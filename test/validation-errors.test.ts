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
