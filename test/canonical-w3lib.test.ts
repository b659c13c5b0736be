// The 'w3lib' profile (src/canonical/w3lib.ts) against the canonicalize_url cases of w3lib's own
// tests (test/data-vectors/w3lib-canonicalize.json, with source, commit and licence), its options,
// seeded fuzz strings (never a throw); its linear time is in test/growth.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalizeW3lib, type W3libOptions } from '../src/canonical/w3lib';
import { OptionError } from '../src/core/arguments';

interface Case { input: string; options: W3libOptions; expected: string }
const data = JSON.parse(readFileSync(join(__dirname, 'data-vectors', 'w3lib-canonicalize.json'), 'utf8')) as { cases: Case[] };

/** A case's key: its input and options. */
function key(c: Case): string {
  return JSON.stringify([c.input, c.options]);
}

/**
 * Accepted differences: cases where the URL Standard's parse differs from Python's urlsplit, by
 * key, with the reason and what the profile gives instead.
 */
const RELATIVE = 'a relative reference: the URL Standard parses only absolute URLs (no base here), Python\'s urlsplit splits any string';
const IDNA = 'the URL Standard\'s domain to ASCII (beStrict false) neither checks DNS label lengths nor refuses an empty label, so it converts the host that Python\'s idna codec refuses and w3lib keeps as it is';
const ACCEPTED = new Map<string, { reason: string; got: string | null }>([
  [key({ input: 'a#frag', options: {}, expected: '' }), { reason: RELATIVE, got: null }],
  [key({ input: 'a#frag', options: { keepFragments: true }, expected: '' }), { reason: RELATIVE, got: null }],
  [key({ input: 'a?b=1#frag', options: {}, expected: '' }), { reason: RELATIVE, got: null }],
  [key({ input: '?b=1', options: {}, expected: '' }), { reason: RELATIVE, got: null }],
  [key({ input: 'http://www.example.com/résumé?currency=€', options: { encoding: 'latin1' }, expected: '' }), {
    reason: 'the Encoding Standard reads the label latin1 as windows-1252, which has € (0x80); Python\'s latin1 is ISO-8859-1, which does not, so w3lib falls back to UTF-8',
    got: 'http://www.example.com/r%C3%A9sum%C3%A9?currency=%80',
  }],
  [key({ input: 'http://.éxamplé.com/résumé?q=résumé', options: {}, expected: '' }), {
    reason: IDNA, got: 'http://.xn--xampl-9raf.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9',
  }],
  [key({ input: `http://www.${'éxamplé'.repeat(11)}.com/résumé?q=résumé`, options: {}, expected: '' }), {
    reason: IDNA, got: `http://www.xn--${'xampl'.repeat(11)}-91e${'fa'.repeat(10)}f.com/r%C3%A9sum%C3%A9?q=r%C3%A9sum%C3%A9`,
  }],
]);

describe('w3lib canonicalize_url cases', () => {
  it('has the cases extracted from w3lib: 73, of which 66 agree and 7 are accepted differences', () => {
    expect(data.cases.length).toBe(73);
    expect(data.cases.filter((c) => ACCEPTED.has(key(c)))).toHaveLength(ACCEPTED.size);
    expect(ACCEPTED.size).toBe(7);
  });
  it('fails a relative reference with the parse failure as a value', () => {
    const result = canonicalizeW3lib('a#frag');
    expect(result.canonical).toBeNull();
    expect(result.failure).toMatchObject({ code: 'missing-scheme-non-relative-URL', offset: expect.any(Number) as number });
  });
  it.each(data.cases.map((c, i) => [i, c] as const))('case %i', (_i, c) => {
    const result = canonicalizeW3lib(c.input, c.options);
    const accepted = ACCEPTED.get(key(c));
    if (accepted === undefined) expect(result.canonical).toBe(c.expected);
    else expect(result.canonical).toBe(accepted.got);
  });
});

// Differences from w3lib outside its own test cases, where the profile keeps the URL Standard's parse:
// w3lib keeps an explicit default port (http://e.com:80/ stays so) and re-quotes userinfo with its
// own safe set (user%41 becomes userA); the parse drops the default port and keeps userinfo's escapes.
describe('differences kept from the URL Standard parse', () => {
  it('drops a default port and keeps escapes in userinfo', () => {
    expect(canonicalizeW3lib('http://e.com:80/').canonical).toBe('http://e.com/');
    expect(canonicalizeW3lib('http://user%41@e.com/').canonical).toBe('http://user%41@e.com/');
  });
});

describe('options', () => {
  const url = 'http://Example.com/p?b=&c&a=2#f';
  it('keeps blank values and drops the fragment by default', () => {
    expect(canonicalizeW3lib(url).canonical).toBe('http://example.com/p?a=2&b=&c=');
  });
  it('keepBlankValues false drops a pair with an empty or missing value, and an emptied query', () => {
    expect(canonicalizeW3lib(url, { keepBlankValues: false }).canonical).toBe('http://example.com/p?a=2');
    expect(canonicalizeW3lib('http://example.com/p?b=&c', { keepBlankValues: false }).canonical).toBe('http://example.com/p');
  });
  it('keepFragments keeps a non-empty fragment only', () => {
    expect(canonicalizeW3lib(url, { keepFragments: true }).canonical).toBe('http://example.com/p?a=2&b=&c=#f');
    expect(canonicalizeW3lib('http://example.com/#', { keepFragments: true }).canonical).toBe('http://example.com/');
  });
  it('encoding encodes the query (not the path), UTF-8 when absent or given as utf8', () => {
    expect(canonicalizeW3lib('http://example.com/é?q=é', { encoding: 'iso-8859-2' }).canonical).toBe('http://example.com/%C3%A9?q=%E9');
    expect(canonicalizeW3lib('http://example.com/?q=é', { encoding: 'utf8' }).canonical).toBe('http://example.com/?q=%C3%A9');
  });
  it('sorts by key then value as bytes, stably, with "+" and "%20" both a space', () => {
    expect(canonicalizeW3lib('http://e.com/?b=2&a=%20&a=+x&B=1&a=').canonical).toBe('http://e.com/?B=1&a=&a=+&a=+x&b=2');
  });
  it('decodes unreserved escapes in the path and keeps %2F and %3F encoded, uppercase', () => {
    expect(canonicalizeW3lib('http://e.com/%7e%41%2f%3f%25%5b').canonical).toBe('http://e.com/~A%2F%3F%[');
  });
  it('writes a decoded "%25" as "%" (w3lib keeps "%" safe), so "%2541" becomes "%41", not a fixed point', () => {
    expect(canonicalizeW3lib('http://e.com/%2541').canonical).toBe('http://e.com/%41');
    expect(canonicalizeW3lib('http://e.com/%41').canonical).toBe('http://e.com/A');
  });
  it('refuses wrong option types and unknown encodings with an OptionError', () => {
    expect(() => canonicalizeW3lib(url, { keepFragments: 'yes' as unknown as boolean })).toThrow(OptionError);
    expect(() => canonicalizeW3lib(url, { keepBlankValues: 1 as unknown as boolean })).toThrow(OptionError);
    expect(() => canonicalizeW3lib(url, { encoding: 'no-such-encoding' })).toThrow(OptionError);
  });
});

/** A seeded generator of strings mixing URL delimiters, escapes, Unicode and controls. */
function fuzzStrings(seed: number, count: number): string[] {
  const pieces = ['http://', 'sftp://', 'a', 'Z', '%', '%2f', '%e9', '%zz', '%25', '41', '?', '&', '=', '+', '#', '/', ':', '@', '[', ']',
    '::1', '\\', ' ', '\t', 'é', 'ß', '例', '\ud800', '.', '..', '1', '0x7f', ';', 'xn--', '\u0000'];
  let state = seed;
  const next = (n: number): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = '';
    const length = next(20);
    for (let j = 0; j < length; j++) text += pieces[next(pieces.length)];
    out.push(text);
  }
  return out;
}

describe('fuzz', () => {
  it('never throws, and a result is a canonical string xor a failure; a canonical form is a fixed point unless a %25 was decoded', () => {
    const unstable: string[] = [];
    for (const input of fuzzStrings(26, 20000)) {
      const result = canonicalizeW3lib(input, { keepFragments: input.length % 2 === 0 });
      expect((result.canonical === null) !== (result.failure === null)).toBe(true);
      if (result.canonical !== null && canonicalizeW3lib(result.canonical, { keepFragments: input.length % 2 === 0 }).canonical !== result.canonical) unstable.push(input);
    }
    // w3lib's own behaviour is not idempotent where "%25" decodes to a "%" that starts an escape.
    expect(unstable.filter((input) => !input.includes('%25'))).toEqual([]);
  });
});
