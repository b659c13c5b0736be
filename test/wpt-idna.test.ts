// WPT IDNA data (url/resources/toascii.json, IdnaTestV2.json, IdnaTestV2-removed.json) run through
// the host parser: parseHost(input, false, 0, undefined) must return `output`, or throw a
// URLFailure when `output` is null. Where the data predates the tables' Unicode version, see
// helpers/idna-unicode.ts.

import { ErrorLog, ErrorSink, URLFailure } from '../src/core/errors';
import { parseHost } from '../src/host/host';
import { expectedHost, isNewlyAssigned } from './helpers/idna-unicode';
import { readWPTJSON } from './helpers/wpt';

interface IdnaCase {
  input: string;
  output: string | null;
  comment?: string;
  urlStandardOnly?: boolean;
}

/** The test objects of a WPT data file (strings in the array are comments). */
function loadCases(file: string): IdnaCase[] {
  const data = readWPTJSON(file);
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array`);
  return data.filter((item): item is IdnaCase => typeof item === 'object' && item !== null);
}

/**
 * Cases whose expectation comes from UTS #46 rather than the URL Standard's host parser, with the
 * host parser's correct result and the reason. (WPT itself does not run these through the URL
 * parser.)
 */
const HOST_PARSER_EXPECTATIONS: ReadonlyMap<string, { output: string | null; reason: string }> = new Map([
  [
    '',
    {
      output: null,
      reason:
        'UTS #46 maps "" to "", but the domain parser returns failure for an empty result ' +
        '(WPT skips this case: an empty host cannot go through new URL())',
    },
  ],
]);

/** The host parser's result, or null on URLFailure. */
function hostOrNull(input: string, errors: ErrorSink): string | null {
  try {
    return parseHost(input, false, 0, errors);
  } catch (e) {
    if (e instanceof URLFailure) return null;
    throw e;
  }
}

/** Test name: the input escaped, plus the comment. */
function title(c: IdnaCase): string {
  return JSON.stringify(c.input) + (c.comment === undefined ? '' : ` (${c.comment})`);
}

function defineSuite(file: string): void {
  describe(file, () => {
    const cases = loadCases(file);
    test('has cases', () => {
      expect(cases.length).toBeGreaterThan(0);
    });
    test('follows the data except where Unicode 18 assigns a code point it calls disallowed (V7)', () => {
      // helpers/idna-unicode.ts: at most a handful of cases, each a success of the reference.
      const newer = cases.filter(isNewlyAssigned);
      expect(newer.length).toBeLessThanOrEqual(10);
      for (const c of newer) expect({ input: c.input, host: hostOrNull(c.input, undefined) }).toEqual({ input: c.input, host: expectedHost(c) });
    });
    test.each(cases.map((c) => [title(c), c] as const))('%s', (_name, c) => {
      const override = HOST_PARSER_EXPECTATIONS.get(c.input);
      const expected = override === undefined ? expectedHost(c) : override.output;
      expect(hostOrNull(c.input, undefined)).toBe(expected);
      expect(hostOrNull(c.input, new ErrorLog(c.input))).toBe(expected); // collecting errors changes nothing
    });
  });
}

defineSuite('toascii.json');
defineSuite('IdnaTestV2.json');
defineSuite('IdnaTestV2-removed.json');
