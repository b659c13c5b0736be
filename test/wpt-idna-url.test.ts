// WPT toascii.window.js and IdnaTestV2.window.js run their cases through the URL parser:
// new URL(`https://${input}/x`) must fail or have that host. (The host-level runs of the same
// data are in wpt-idna.test.ts; helpers/idna-unicode.ts where the data predates the tables' Unicode.)
import { URL } from '../src';
import { readWPT } from './helpers/wpt';
import { expectedHost, type IdnaCase } from './helpers/idna-unicode';

function runThroughURL(file: string): void {
  // As WPT does: the empty input cannot be written as a host of a URL ("https:///x" has another host).
  const cases = readWPT<IdnaCase>(file)
    .filter((c) => c.input !== '')
    .map((c, i) => [`#${i} ${JSON.stringify(c.input).slice(0, 60)}`, c] as const);

  describe(`${file} through new URL()`, () => {
    test('has cases', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    test.each(cases)('%s', (_title, c) => {
      const input = `https://${c.input}/x`;
      const output = expectedHost(c);
      if (output === null) {
        expect(() => new URL(input)).toThrow(TypeError);
        return;
      }
      const url = new URL(input);
      expect(url.host).toBe(output);
      expect(url.hostname).toBe(output);
      expect(url.pathname).toBe('/x');
      expect(url.href).toBe(`https://${output}/x`);
    });
  });
}

runThroughURL('toascii.json');
runThroughURL('IdnaTestV2.json');
runThroughURL('IdnaTestV2-removed.json');
