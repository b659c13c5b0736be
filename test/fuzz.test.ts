// Fuzzing every exported function (issue "Hostile and careless input"): seeded random strings from
// a URL-significant alphabet, non-string arguments and odd options. Asserted: no throw except the
// documented ones (OptionError for a wrong option type or value; the URL and URLReference
// constructors and setters' TypeErrors; getOutputEncoding's RangeError for an unknown label),
// round trips (href re-parses to itself, normalize is idempotent, setters round-trip), and
// agreement between validate, resolve and normalize on what is a URI reference.
// Counts: FUZZ_COUNT cases per function (default 2,000); seed: FUZZ_SEED (default 12).
import * as api from '../src';
import {
  URL, URLReference, URLSearchParams, classify, domainToASCII, domainToUnicode, equivalent, iriToURI, isIprivate, isUcschar,
  matchRule, normalize, normalizeWithDiagnosis, parseFormURLEncoded, parseReference, parseURL, percentEncodeQuery, publicSuffix,
  registrableDomain, removeDotSegments, resolve, serializeFormURLEncoded, serializePath, serializeURL, toDisplayString, uriToIRI,
  validate, parseScheme, parseDataURL,
} from '../src';
import {
  force, goto, legacyResolve, normalizeReference, order, printReference, readReference, strictResolve, upto, whatwgResolve,
} from '../src/model-api';
import type { ParsedReference } from '../src/model-api';
import { random } from './helpers/random';

const SEED = Number(process.env.FUZZ_SEED ?? 12);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2000);

const PIECES = [
  'http:', 'https:', 'file:', 'sc:', 'mailto:', 'urn:', 'HTTP:', 'x+y:', '//', '/', '\\', '?', '#', '@', ':', '[', ']', '::', '[::1]',
  '.', '..', './', '../', '%', '%2e', '%2E', '%zz', '%41', '%C3%A9', '%E2%80%AE', '%00', 'a', 'Z', '0', '8080', '1.2.3.4', '0x7f',
  ' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u007f', 'é', '\u00a0', '\u200b', '\u202e', '\u2066', '\uD800', '\uDC00', '\u{1F600}',
  'xn--', 'xn--80ak6aa92e', 'C|', 'C:', '|', '<', '>', '"', '^', '`', '{', '}', 'ß', '\uFF0E', '\u3002', '&', '=', '+', ';', ',', '!',
  "'", '(', ')', '*', '$', '~', '-', '_', 'example.com', 'u:p@',
  // Scheme grammars and data: URLs.
  'data:', 'ws:', 'urn:uuid:', 'urn:ex:', 'tel:', '?+', '?=', ';base64', 'text/plain', '%25', '[fe80::1%25x]', 'QUJD', '%22',
];

/** `count` random strings of 0 to 12 pieces. */
function strings(seed: number, count: number): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const n = Math.floor(next() * 13);
    for (let j = 0; j < n; j++) s += PIECES[Math.floor(next() * PIECES.length)];
    out.push(s);
  }
  return out;
}

const INPUTS = strings(SEED, COUNT);
const BASES = ['http://example.com/a/b?q#f', 'file:///C:/dir/f', 'sc://h/p', 'mailto:x', 'http://a'];
const NON_STRINGS: readonly unknown[] = [
  42, -0, NaN, true, null, undefined, 12n, {}, [], ['http://a/'], { href: 'http://h/x' },
  new URL('http://ex.com/p?q#f'), new globalThis.URL('https://ex.org/a b'), { toString: () => 'http://t/' },
];
const ODD_OPTIONS: readonly unknown[] = [
  42, 'rfc3986', true, [], { standard: 'nope' }, { standard: 42 }, { mode: 'nope' }, { level: 'nope' }, { level: 1 },
  { rule: 42 }, { rule: null }, { grammar: 42 }, { base: 42 }, { base: {} }, { encoding: 42 }, { maxErrors: -1 },
  { maxErrors: 1.5 }, { documentEncoding: null }, { idna: 'yes' }, { ignoreFragment: 1 }, { encodeUnsafeASCII: 'no' },
];

/** Functions with a documented TypeError: Web IDL's for a sequence that is not of pairs. */
const DOCUMENTED_THROWS: Readonly<Record<string, ReadonlyArray<new (...args: never[]) => Error>>> = { URLSearchParams: [TypeError] };

/** Runs `f`; a throw must be an instance of one of `allowed` (documented), anything else fails the test. */
function outcome<T>(f: () => T, allowed: ReadonlyArray<new (...args: never[]) => Error> = []): T | Error {
  try {
    return f();
  } catch (error) {
    if (allowed.some((kind) => error instanceof kind)) return error as Error;
    throw new Error(`undocumented throw: ${String(error)}`, { cause: error });
  }
}

/** A documented option error: a TypeError naming the option. */
function isOptionError(value: unknown): boolean {
  return value instanceof api.OptionError && value instanceof TypeError && /options|argument/.test(value.message);
}

const STRING_FUNCTIONS: ReadonlyArray<readonly [string, (s: unknown) => unknown]> = [
  ['parseURL', (s) => parseURL(s as string)],
  ['validate', (s) => validate(s as string)],
  ['validate rfc3986', (s) => validate(s as string, { standard: 'rfc3986' })],
  ['validate rfc3987', (s) => validate(s as string, { standard: 'rfc3987' })],
  ['validate web-address', (s) => validate(s as string, { standard: 'web-address', documentEncoding: 'windows-1252' })],
  ['resolve', (s) => resolve(s as string, BASES[0])],
  ['resolve rfc3986', (s) => resolve(s as string, BASES[0], { mode: 'rfc3986' })],
  ['normalize', (s) => normalize(s as string)],
  ['normalize whatwg', (s) => normalize(s as string, { level: 'whatwg' })],
  ['normalizeWithDiagnosis', (s) => normalizeWithDiagnosis(s as string)],
  ['equivalent', (s) => equivalent(s as string, 'http://example.com/')],
  ['readReference', (s) => readReference(s as string)],
  ['removeDotSegments', (s) => removeDotSegments(s as string)],
  ['classify', (s) => classify(s as string)],
  ['iriToURI', (s) => iriToURI(s as string)],
  ['iriToURI idna', (s) => iriToURI(s as string, { idna: true })],
  ['uriToIRI', (s) => uriToIRI(s as string)],
  ['toDisplayString', (s) => toDisplayString(s as string)],
  ['parseReference', (s) => parseReference(s as string)],
  ['matchRule', (s) => matchRule(s as string, { grammar: 'rfc3987', rule: 'ihost' })],
  ['publicSuffix', (s) => publicSuffix(s as string)],
  ['registrableDomain', (s) => registrableDomain(s as string)],
  ['domainToASCII', (s) => domainToASCII(s as string)],
  ['domainToUnicode', (s) => domainToUnicode(s as string)],
  ['URLReference.parse', (s) => URLReference.parse(s as string)],
  ['URL.parse', (s) => URL.parse(s as string)],
  ['URL.canParse', (s) => URL.canParse(s as string, BASES[1])],
  ['URLSearchParams', (s) => new URLSearchParams(s as string).toString()],
  ['parseFormURLEncoded', (s) => parseFormURLEncoded(s as string)],
  ['percentEncodeQuery', (s) => percentEncodeQuery(String(s), 'windows-1252', 'http')],
  ['validate rfc3986 schemes zoneIds', (s) => validate(s as string, { standard: 'rfc3986', schemes: true, zoneIds: true })],
  ['validate rfc3987 schemes', (s) => validate(s as string, { standard: 'rfc3987', schemes: true })],
  ['parseScheme', (s) => parseScheme(s as string)],
  ['parseDataURL', (s) => parseDataURL(s as string)],
  ['parseDataURL data:', (s) => parseDataURL(`data:${String(s)}`)],
  ['equivalent scheme', (s) => equivalent(s as string, 'urn:example:a')],
];

describe('functions documented to return values never throw on a string or on any other value', () => {
  test.each(STRING_FUNCTIONS)('%s', (name, f) => {
    for (const input of INPUTS) outcome(() => f(input));
    for (const value of NON_STRINGS) outcome(() => f(value), DOCUMENTED_THROWS[name]);
  });

  test('a non-string argument is read as its USVString (a URL object as its href)', () => {
    const url = new globalThis.URL('HTTP://EXAMPLE.com/a/./b');
    expect(normalize(url)).toBe('http://example.com/a/b');
    expect(resolve('c', url, { mode: 'rfc3986' }).href).toBe('http://example.com/a/c');
    expect(validate(url).valid).toBe(true);
    expect(parseURL(new URL('http://h/x')).url?.host).toBe('h');
    expect(iriToURI(42 as never)).toBe('42');
    expect(uriToIRI(42 as never)).toBe('42');
    expect(toDisplayString(url)).toBe('http://example.com/a/b');
    expect(publicSuffix(url)).toBe('com');
    expect(registrableDomain(new URL('https://a.b.example.co.uk/'))).toBe('example.co.uk');
    expect(readReference(new URL('http://h/p')).reference?.authority?.host).toBe('h');
    expect(new URLReference(42).href).toBe('42');
  });
});

const OPTION_FUNCTIONS: ReadonlyArray<readonly [string, (options: unknown) => unknown]> = [
  ['parseURL', (o) => parseURL('http://h/', o as never)],
  ['validate', (o) => validate('http://h/', o as never)],
  ['resolve', (o) => resolve('a', 'http://h/', o as never)],
  ['normalize', (o) => normalize('http://h/', o as never)],
  ['equivalent', (o) => equivalent('http://h/', 'http://h/', o as never)],
  ['readReference', (o) => readReference('http://h/', o as never)],
  ['iriToURI', (o) => iriToURI('http://h/', o as never)],
  ['parseReference', (o) => parseReference('http://h/', o as never)],
  ['matchRule', (o) => matchRule('http://h/', o as never)],
];

describe('odd options: a value, or an OptionError (a TypeError naming the option); null is no options', () => {
  test.each(OPTION_FUNCTIONS)('%s', (_name, f) => {
    expect(() => f(null)).not.toThrow();
    expect(() => f(undefined)).not.toThrow();
    for (const options of ODD_OPTIONS) {
      const result = outcome(() => f(options), [api.OptionError]);
      if (result instanceof Error) expect(isOptionError(result)).toBe(true);
    }
  });

  test('a wrong type or an unknown value names the option and what it allows', () => {
    expect(() => validate('x', { standard: 'nope' as never })).toThrow('validate: options.standard must be one of "whatwg", "rfc3986", "rfc3987", "web-address" (got "nope")');
    expect(() => parseURL('x', { base: 42 as never })).toThrow('parseURL: options.base must be a string, a URL object or a URL record (got number 42)');
    expect(() => parseURL('x', 42 as never)).toThrow('parseURL: options must be an object (got number 42)');
    expect(() => parseURL('x', { maxErrors: -1 })).toThrow(/^parseURL: options\.maxErrors must be a non-negative integer or Infinity/);
    expect(() => validate('x', { standard: 'web-address', documentEncoding: null as never })).toThrow('validate: options.documentEncoding must be a string (got null)');
    expect(() => resolve('x', 'http://h/', { mode: 'nope' as never })).toThrow(/^resolve: options\.mode must be one of /);
    expect(() => normalize('x', { level: 'nope' as never })).toThrow(/^normalize: options\.level must be one of /);
  });

  test('validate with no options is the WHATWG standard, as the CLI', () => {
    expect(validate('https://example.com/')).toEqual(validate('https://example.com/', { standard: 'whatwg' }));
    expect(validate('https://example.com/').valid).toBe(true);
    expect(validate('https://exa mple.com/').failure?.code).toBe('domain-to-ASCII');
  });
});

describe('round trips', () => {
  test('parseURL: a record serializes to an href that parses to the same href; URL likewise', () => {
    let parsed = 0;
    for (const input of INPUTS) {
      for (const base of [undefined, ...BASES]) {
        const url = parseURL(input, { base }).url;
        if (url === null) continue;
        parsed++;
        const href = serializeURL(url);
        expect([input, base, serializeURL(parseURL(href).url as api.URLRecord)]).toEqual([input, base, href]);
        expect(typeof serializePath(url)).toBe('string');
        expect(new URL(href).href).toBe(href);
      }
    }
    expect(parsed).toBeGreaterThan(COUNT);
  });

  test('normalize is idempotent at every level', () => {
    for (const input of INPUTS) {
      for (const level of ['simple', 'syntax', 'scheme', 'whatwg'] as const) {
        const once = normalize(input, { level });
        if (once === null) continue;
        expect([input, level, normalize(once, { level })]).toEqual([input, level, once]);
      }
    }
  });

  test('URLReference: href re-reads to itself, and every setter keeps it so (or throws its TypeError)', () => {
    const next = random(SEED + 1);
    const setters = ['scheme', 'username', 'password', 'hostname', 'port', 'pathname', 'query', 'fragment'] as const;
    let set = 0;
    for (const input of INPUTS) {
      const reference = URLReference.parse(input);
      if (reference === null) continue;
      expect(new URLReference(reference.href).href).toBe(reference.href);
      const setter = setters[Math.floor(next() * setters.length)];
      const value = INPUTS[Math.floor(next() * INPUTS.length)];
      const result = outcome(() => { (reference as unknown as Record<string, string>)[setter] = value; }, [TypeError]);
      if (result instanceof Error) continue;
      set++;
      expect([input, setter, value, new URLReference(reference.href).href]).toEqual([input, setter, value, reference.href]);
    }
    expect(set).toBeGreaterThan(COUNT / 4);
  });

  test('URLSearchParams and application/x-www-form-urlencoded re-read to themselves', () => {
    for (const input of INPUTS) {
      const text = new URLSearchParams(input).toString();
      expect(new URLSearchParams(text).toString()).toBe(text);
      const serialized = serializeFormURLEncoded(parseFormURLEncoded(input));
      expect(serializeFormURLEncoded(parseFormURLEncoded(serialized))).toBe(serialized);
    }
  });

  test('iriToURI gives a URI reference for every IRI reference (RFC 3987 section 3.1)', () => {
    for (const input of INPUTS) {
      if (!validate(input, { standard: 'rfc3987' }).valid) continue;
      const uri = iriToURI(input);
      expect([input, uri, validate(uri, { standard: 'rfc3986' }).valid]).toEqual([input, uri, true]);
    }
  });
});

describe('one answer to "is this a URI reference"', () => {
  test('validate rfc3986, resolve rfc3986, normalize and parseReference agree, with the same failure', () => {
    let valid = 0;
    for (const input of INPUTS) {
      const validation = validate(input, { standard: 'rfc3986' });
      const resolution = resolve(input, 'http://a/b/c', { mode: 'rfc3986' });
      const normalization = normalizeWithDiagnosis(input, { level: 'syntax' });
      const tree = parseReference(input);
      const failure = validation.failure === null ? null : { code: validation.failure.code, offset: validation.failure.offset, message: validation.failure.message };
      const pick = (f: { code: string; offset: number; message: string } | null): unknown => f === null ? null : { code: f.code, offset: f.offset, message: f.message };
      expect([input, pick(resolution.failure)]).toEqual([input, failure]);
      expect([input, pick(normalization.failure)]).toEqual([input, failure]);
      expect([input, pick(tree.failure)]).toEqual([input, failure]);
      if (validation.valid) valid++;
    }
    expect(valid).toBeGreaterThan(COUNT / 20);
  });

  test('validate whatwg agrees with parseURL', () => {
    for (const input of INPUTS) {
      const parsed = parseURL(input);
      const validation = validate(input);
      expect([input, validation.valid]).toEqual([input, parsed.url !== null && parsed.errorCount === 0]);
      expect(validation.errorCount).toBe(parsed.errorCount);
    }
  });
});

describe('the model operations on read references never throw', () => {
  test('upto, goto, force, strictResolve, legacyResolve, whatwgResolve, normalizeReference, printReference, order', () => {
    const base = readReference('http://u@h:1/a/b?q#f').reference as ParsedReference;
    for (const input of INPUTS) {
      const ref = readReference(input).reference;
      if (ref === null) continue;
      const operations: ReadonlyArray<() => unknown> = [
        () => upto(ref, order(ref)), () => goto(base, ref), () => force(ref), () => strictResolve(ref, base),
        () => legacyResolve(ref, base), () => whatwgResolve(ref, base), () => whatwgResolve(ref, null),
        () => normalizeReference(ref), () => printReference(ref),
      ];
      for (const f of operations) outcome(f);
    }
  });

  test('code point classes answer for every code point', () => {
    for (let cp = 0; cp <= 0x10ffff; cp += 97) {
      expect(typeof isUcschar(cp)).toBe('boolean');
      expect(typeof isIprivate(cp)).toBe('boolean');
    }
  });
});
