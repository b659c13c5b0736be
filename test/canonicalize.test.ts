// canonicalize and canonicalizeWithDiagnosis (url-grammar/canonical, docs/canonical.md): the
// dispatch to each profile, the base resolved first as `new URL(input, base)` does, the profile and
// option errors, and a value (never an exception) for any string. The profiles' own behaviour is
// in test/canonical-*.test.ts.

import { CANONICAL_PROFILES, canonicalize, canonicalizeWithDiagnosis } from '../src/canonical-api';
import type { CanonicalizeOptions, CanonicalProfile, CanonicalResult } from '../src/canonical-api';
import { canonicalizeNormalizeUrl } from '../src/canonical/normalize-url';
import { canonicalizeSafeBrowsing } from '../src/canonical/safe-browsing';
import { surt } from '../src/canonical/surt';
import { canonicalizeW3lib } from '../src/canonical/w3lib';
import { OptionError, URL, parseURL } from '../src/index';
import { differentialCases } from './helpers/url-inputs';

/** Each profile's own function, as test/canonical-*.test.ts test it. */
const DIRECT: Readonly<Record<CanonicalProfile, (input: string) => CanonicalResult>> = {
  'normalize-url': (input) => canonicalizeNormalizeUrl(input),
  surt: (input) => surt(input),
  'safe-browsing': (input) => canonicalizeSafeBrowsing(input),
  w3lib: (input) => canonicalizeW3lib(input),
};

const CASES = differentialCases(26, 1000);

/** The result has one of its two shapes: a string and no failure, or null and a Diagnostic. */
function expectShape(result: CanonicalResult): void {
  if (result.canonical === null) {
    expect(result.failure).toEqual(expect.objectContaining({ code: expect.any(String), offset: expect.any(Number), length: expect.any(Number) }));
    expect(result.failure.message).not.toBe('');
  } else {
    expect(typeof result.canonical).toBe('string');
    expect(result.failure).toBeNull();
  }
}

describe('the profiles', () => {
  test('CANONICAL_PROFILES lists every profile, and cannot be changed', () => {
    expect([...CANONICAL_PROFILES].sort()).toEqual(Object.keys(DIRECT).sort());
    expect(Object.isFrozen(CANONICAL_PROFILES)).toBe(true);
  });

  test.each(CANONICAL_PROFILES)('%s: canonicalize gives what the profile gives, on 1,000 inputs', (profile) => {
    let failures = 0;
    for (const { input } of CASES) {
      const expected = DIRECT[profile](input);
      const result = canonicalizeWithDiagnosis(input, { profile } as CanonicalizeOptions);
      expect(result).toEqual(expected);
      expect(canonicalize(input, { profile } as CanonicalizeOptions)).toBe(expected.canonical);
      if (result.canonical === null) failures++;
    }
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThan(CASES.length / 2);
  });

  test('a profile reads its own options from the same object', () => {
    expect(canonicalize('http://www.example.com/a', { profile: 'surt', withScheme: true })).toBe('http://(com,example)/a');
    expect(canonicalize('http://www.example.com/a', { profile: 'surt', trailingComma: true })).toBe('com,example,)/a');
    expect(canonicalize('http://example.com/a#f', { profile: 'w3lib', keepFragments: true })).toBe('http://example.com/a#f');
    expect(canonicalize('http://example.com/a#f', { profile: 'w3lib' })).toBe('http://example.com/a');
  });
});

describe('base', () => {
  test.each(CANONICAL_PROFILES)('%s: with a base, the profile of the resolved href', (profile) => {
    let compared = 0;
    for (const { input, base } of CASES) {
      if (base === null) continue;
      const parsed = parseURL(input, { base });
      const result = canonicalizeWithDiagnosis(input, { profile, base } as CanonicalizeOptions);
      if (parsed.url === null) {
        expect(result).toEqual({ canonical: null, failure: parsed.failure });
      } else {
        expect(result).toEqual(DIRECT[profile](new URL(input, base).href));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  });

  test('a base may be a string, a URL object or null', () => {
    const page = 'http://example.com/dir/page?x';
    expect(canonicalize('../b?z=1&a=2#f', { profile: 'w3lib', base: page })).toBe('http://example.com/b?a=2&z=1');
    expect(canonicalize('../b?z=1&a=2#f', { profile: 'w3lib', base: new URL(page) })).toBe('http://example.com/b?a=2&z=1');
    expect(canonicalize('http://example.com/', { profile: 'w3lib', base: null })).toBe('http://example.com/');
    expect(canonicalize('../b', { profile: 'w3lib', base: undefined })).toBeNull();
  });

  test('a base that does not parse is the failure, located in the base', () => {
    const result = canonicalizeWithDiagnosis('/a', { profile: 'surt', base: 'http://a b/' });
    expect(result.canonical).toBeNull();
    expect(result.failure).toEqual(expect.objectContaining({ code: 'domain-to-ASCII', offset: 8 }));
  });

  test('a relative input with no base has no canonical form', () => {
    expect(canonicalizeWithDiagnosis('/a', { profile: 'w3lib' }).failure?.code).toBe('missing-scheme-non-relative-URL');
  });
});

describe('arguments', () => {
  test('the profile is required and must be one of CANONICAL_PROFILES', () => {
    const call = (options: unknown) => () => canonicalize('http://a/', options as CanonicalizeOptions);
    expect(call(undefined)).toThrow(OptionError);
    expect(call({})).toThrow('canonicalize: options.profile must be one of "normalize-url", "surt", "safe-browsing", "w3lib" (got undefined)');
    expect(call({ profile: 'SURT' })).toThrow(OptionError);
    expect(call({ profile: 'rfc3986' })).toThrow(TypeError);
    expect(() => canonicalizeWithDiagnosis('http://a/', { profile: 'x' } as unknown as CanonicalizeOptions))
      .toThrow(/^canonicalizeWithDiagnosis: options\.profile/);
  });

  test('a wrong base or profile option is an OptionError naming it', () => {
    expect(() => canonicalize('/a', { profile: 'surt', base: 42 } as unknown as CanonicalizeOptions)).toThrow(OptionError);
    expect(() => canonicalize('http://a/', { profile: 'surt', withScheme: 'yes' } as unknown as CanonicalizeOptions)).toThrow(/withScheme/);
    expect(() => canonicalize('http://a/', { profile: 'w3lib', encoding: 'no-such' })).toThrow(/encoding/);
    expect(() => canonicalize('http://a/', { profile: 'normalize-url', stripWWW: 1 } as unknown as CanonicalizeOptions))
      .toThrow("canonicalize (profile 'normalize-url'): options.stripWWW must be true or false (got number 1)");
  });

  test('the input is read as a string: a URL object gives its href, a Symbol is a TypeError', () => {
    expect(canonicalize(new URL('http://www.example.com/b?b&a'), { profile: 'surt' })).toBe('com,example)/b?a&b');
    expect(() => canonicalize(Symbol('x') as unknown as string, { profile: 'surt' })).toThrow(TypeError);
  });
});

test('any string gives a value, never an exception, in every profile (1,000 seeded inputs each)', () => {
  for (const profile of CANONICAL_PROFILES) {
    for (const { input, base } of CASES) {
      expectShape(canonicalizeWithDiagnosis(input, { profile } as CanonicalizeOptions));
      expectShape(canonicalizeWithDiagnosis(input, { profile, base } as CanonicalizeOptions));
    }
  }
});
