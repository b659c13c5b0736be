// WPT url/resources/urltestdata.json and urltestdata-javascript-only.json, through the URL class.
import { URL, parseURL } from '../src';
import { caseTitle, readWPT } from './helpers/wpt';

interface URLTestCase {
  input: string;
  base: string | null;
  failure?: boolean;
  href?: string;
  origin?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
}

const FIELDS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function runFile(file: string): void {
  const cases = readWPT<URLTestCase>(file).map((c, i) => [caseTitle(i, c.input, c.base), c] as const);

  describe(file, () => {
    test('has cases', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    test.each(cases)('%s', (_title, c) => {
      const base = c.base ?? undefined;
      if (c.failure) {
        expect(() => new URL(c.input, base)).toThrow(TypeError);
        expect(URL.canParse(c.input, base)).toBe(false);
        expect(URL.parse(c.input, base)).toBeNull();
        expect(parseURL(c.input, { base }).url).toBeNull();
        return;
      }
      const url = new URL(c.input, base);
      const actual: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const field of FIELDS) {
        actual[field] = url[field];
        expected[field] = c[field] as string;
      }
      if (c.origin !== undefined) {
        actual.origin = url.origin;
        expected.origin = c.origin;
      }
      expect(actual).toEqual(expected);
      expect(URL.canParse(c.input, base)).toBe(true);
      // Idempotence: the serialization parses to itself.
      expect(new URL(url.href).href).toBe(url.href);
    });
  });
}

runFile('urltestdata.json');
runFile('urltestdata-javascript-only.json');
