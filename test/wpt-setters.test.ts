// WPT url/resources/setters_tests.json, through the URL class setters (every case, no skip list).
// The file is one object (setter name -> cases), not an array, so it is read whole here.
import { URL } from '../src';
import { readWPTJSON } from './helpers/wpt';

interface SetterTestCase {
  comment?: string;
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

const SETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
type Setter = (typeof SETTERS)[number];

const data = readWPTJSON('setters_tests.json') as Record<string, unknown[]>;

function casesOf(setter: Setter): (readonly [string, SetterTestCase])[] {
  const cases = (data[setter] ?? []).filter((c): c is SetterTestCase => typeof c === 'object' && c !== null);
  return cases.map((c, i) => [`#${i} ${JSON.stringify(c.href)} .${setter} = ${JSON.stringify(c.new_value)}`, c] as const);
}

test('covers every setter of the file', () => {
  expect(Object.keys(data).filter((key) => key !== 'comment').sort()).toEqual([...SETTERS].sort());
});

for (const setter of SETTERS) {
  const cases = casesOf(setter);
  describe(setter, () => {
    test('has cases', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    test.each(cases)('%s', (_title, c) => {
      const url = new URL(c.href);
      url[setter] = c.new_value;
      const actual: Record<string, string> = {};
      for (const key of Object.keys(c.expected)) actual[key] = url[key as Setter];
      expect(actual).toEqual(c.expected);
      // The new serialization parses to itself (and the cached href was dropped).
      expect(new URL(url.href).href).toBe(url.href);
    });
  });
}
