// Differential test against whatwg-url 17.3.0, the reference implementation of the URL Standard:
// on 20,000 deterministic inputs (WPT inputs, inputs generated from URL parts, mutated WPT and
// corpus URLs, each against a base or none; test/helpers/url-inputs.ts), url-grammar reports the
// same validation errors in the same order (all of them, IPv4-non-ASCII-input included), the same
// failure, the same href, and `validate` agrees with whatwg-url's isValidURLString.
import { parseURL } from '../src/whatwg/api';
import { serializeURL } from '../src/whatwg/serializer';
import { validate } from '../src/validate/validate';
import { URL } from '../src/whatwg/url';
import { differentialCases } from './helpers/url-inputs';
import type { InputCase } from './helpers/url-inputs';

/** The part of whatwg-url's API used here (the package ships no types). */
interface ReferenceRecord { readonly scheme: string }
interface Reference {
  parseURL(input: string): ReferenceRecord | null;
  parseURLWithValidationErrors(input: string, options?: { baseURL?: ReferenceRecord | null }): {
    url: ReferenceRecord | null;
    validationErrors: string[];
  };
  serializeURL(url: ReferenceRecord): string;
  isValidURLString(input: string, options?: { baseURL?: ReferenceRecord | null }): boolean;
  URL: new (url: string, base?: string) => { href: string; host: string; hostname: string };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('whatwg-url') as Reference;

// The normal run; URL_DIFF_SEED and URL_DIFF_COUNT run other or larger samples on demand.
const SEED = Number(process.env.URL_DIFF_SEED ?? 11);
const COUNT = Number(process.env.URL_DIFF_COUNT ?? 20000);

/** The standard's list of validation errors for a case, by url-grammar and by whatwg-url. */
function both(c: InputCase): { ours: string; theirs: string } {
  const base = c.base === null ? null : reference.parseURL(c.base);
  const theirs = reference.parseURLWithValidationErrors(c.input, { baseURL: base });
  const result = parseURL(c.input, { base: c.base });
  const codes = [...result.errors, ...(result.failure === null ? [] : [result.failure])].map((e) => e.code);
  const href = result.url === null ? 'failure' : serializeURL(result.url);
  const theirCodes = theirs.validationErrors;
  const theirHref = theirs.url === null ? 'failure' : reference.serializeURL(theirs.url);
  return { ours: `${href} ${codes.join(' ')}`, theirs: `${theirHref} ${theirCodes.join(' ')}` };
}

describe(`whatwg-url 17.3.0 on ${COUNT} inputs (seed ${SEED})`, () => {
  const cases = differentialCases(SEED, COUNT);

  test('the bases parse in both', () => {
    for (const base of new Set(cases.map((c) => c.base))) {
      if (base === null) continue;
      expect([base, parseURL(base).url !== null]).toEqual([base, reference.parseURL(base) !== null]);
    }
  });

  test('the same href (or failure), the same validation errors in the same order', () => {
    const differences: { input: string; base: string | null; ours: string; theirs: string }[] = [];
    let nonASCIIInput = 0; // hosts of non-ASCII code points that map to an IPv4 address
    for (const c of cases) {
      const { ours, theirs } = both(c);
      if (ours !== theirs) differences.push({ ...c, ours, theirs });
      if (theirs.includes(' IPv4-non-ASCII-input')) nonASCIIInput++;
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(differences.length).toBe(0);
    expect(nonASCIIInput).toBeGreaterThan(100);
  });

  test("validate(whatwg) agrees with isValidURLString (the standard's writing rules)", () => {
    const differences: InputCase[] = [];
    for (const c of cases) {
      const base = c.base === null ? null : reference.parseURL(c.base);
      const theirs = reference.isValidURLString(c.input, { baseURL: base });
      const ours = validate(c.input, { standard: 'whatwg', base: c.base });
      if (ours.valid !== theirs) differences.push(c);
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(differences.length).toBe(0);
  });

  test('the inputs cover failures, errors and clean parses', () => {
    let failures = 0;
    let withErrors = 0;
    for (const c of cases) {
      const result = parseURL(c.input, { base: c.base });
      if (result.failure !== null) failures++;
      else if (result.errors.length > 0) withErrors++;
    }
    expect(failures).toBeGreaterThan(COUNT / 10);
    expect(withErrors).toBeGreaterThan(COUNT / 10);
    expect(COUNT - failures - withErrors).toBeGreaterThan(COUNT / 10);
  });
});

describe('IPv4-non-ASCII-input (host parser, "if asciiDomain ends in a number" step 1)', () => {
  test.each([
    ['http://\uFF11\uFF12\uFF17.0.0.1/', 'http://127.0.0.1/'],
    ['https://\u2460.\u2461.\u2462.\u2463', 'https://1.2.3.4/'],
    ['http://\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11', 'http://192.168.0.1/'],
    ['http://1.2.3.4\u00AD/', 'http://1.2.3.4/'],
    ['http://%EF%BC%91.2.3.4/', 'http://1.2.3.4/'],
  ])('%s: the same href and errors as whatwg-url', (input, href) => {
    const result = parseURL(input);
    expect(result.url === null ? null : serializeURL(result.url)).toBe(href);
    const theirs = reference.parseURLWithValidationErrors(input).validationErrors;
    expect(theirs).toContain('IPv4-non-ASCII-input');
    expect(result.errors.map((e) => e.code)).toEqual(theirs);
    expect(validate(input, { standard: 'whatwg' }).valid).toBe(false);
  });

  test('the URL class (its fast path) and the host and hostname setters give whatwg-url\'s hosts', () => {
    const hosts = ['\uFF11\uFF12\uFF17.0.0.1', '\u2460.\u2461.\u2462.\u2463', '\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11',
      '1.2.3.4\u00AD', '%EF%BC%91.2.3.4', '\uFF11.2.3.4.5', 'a.\uFF11', '\u{1D7CF}.\u{1D7D0}.3.4'];
    const show = (make: () => { href: string }): string => {
      try {
        return make().href;
      } catch {
        return 'TypeError';
      }
    };
    for (const host of hosts) {
      const ours = [show(() => new URL(`https://${host}/p`)), show(() => new URL(`//${host}/p`, 'https://x/'))];
      const theirs = [show(() => new reference.URL(`https://${host}/p`)), show(() => new reference.URL(`//${host}/p`, 'https://x/'))];
      for (const setter of ['host', 'hostname'] as const) {
        const url = new URL('https://example.com/p');
        url[setter] = host;
        ours.push(url.href);
        const their = new reference.URL('https://example.com/p');
        their[setter] = host;
        theirs.push(their.href);
      }
      expect({ host, hrefs: ours }).toEqual({ host, hrefs: theirs });
    }
  });
});
