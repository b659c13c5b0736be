// url-grammar/ajv (src/jsonschema/, docs/jsonschema.md): JSON-Schema-Test-Suite's draft 2020-12
// optional format cases for uri, uri-reference, iri, iri-reference, uri-template, ipv4 and ipv6
// (test/data-vectors/json-schema-test-suite/, MIT, source and commit in source.json) through Ajv 2020
// with the plugin, with and without positioned errors; the same cases through ajv-formats 3.0.1's
// `full` mode alone, counted; the positioned errors and the formats other plugins add.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { URL_FORMATS, addURLFormats, formatFailure } from '../src/ajv-api';
import type { URLFormat } from '../src/ajv-api';

const DIR = join(__dirname, 'data-vectors', 'json-schema-test-suite');
const SOURCE = JSON.parse(readFileSync(join(DIR, 'source.json'), 'utf8')) as { gitBlobs: Record<string, string> };

interface SuiteCase { readonly description: string; readonly data: unknown; readonly valid: boolean }
interface SuiteGroup { readonly description: string; readonly schema: object; readonly tests: readonly SuiteCase[] }

const read = (format: URLFormat): readonly SuiteGroup[] => JSON.parse(readFileSync(join(DIR, `${format}.json`), 'utf8')) as SuiteGroup[];

/** [format, group, case] for every case of the seven files. */
const CASES = URL_FORMATS.flatMap((format) => read(format).flatMap((group) => group.tests.map((c): [URLFormat, SuiteGroup, SuiteCase] => [format, group, c])));

/** An Ajv 2020 instance that logs nothing (the suite's schemas have no "type": strictTypes would warn). */
const newAjv = (options: object = {}): Ajv2020 => new Ajv2020({ logger: false, ...options });

/** Per format: cases whose verdict matches the suite's (all, and string data only), or 'compile error'. */
function counts(make: () => Ajv2020): Record<string, string> {
  const result: Record<string, string> = {};
  for (const format of URL_FORMATS) {
    let passed = 0; let strings = 0; let stringsPassed = 0; let total = 0; let compileError = false;
    for (const group of read(format)) {
      let check: ((data: unknown) => boolean) | null = null;
      try { check = make().compile(group.schema); } catch { compileError = true; }
      for (const c of group.tests) {
        const ok = check !== null && check(c.data) === c.valid;
        total += 1; passed += ok ? 1 : 0;
        if (typeof c.data === 'string') { strings += 1; stringsPassed += ok ? 1 : 0; }
      }
    }
    result[format] = `${passed}/${total} (strings ${stringsPassed}/${strings})${compileError ? ', compile error' : ''}`;
  }
  return result;
}

describe('the test data', () => {
  test.each(Object.entries(SOURCE.gitBlobs))('%s is the file of the recorded commit (git blob %s)', (file, blob) => {
    const bytes = readFileSync(join(DIR, file));
    expect(createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')).toBe(blob);
  });

  test('232 cases in seven files, one per format', () => {
    expect(CASES.length).toBe(232);
    expect(Object.keys(SOURCE.gitBlobs).sort()).toEqual(URL_FORMATS.map((f) => `${f}.json`).sort());
  });
});

describe.each([false, true])('JSON-Schema-Test-Suite through Ajv 2020 with addURLFormats (positionedErrors %s)', (positionedErrors) => {
  const ajv = addURLFormats(newAjv(), { positionedErrors });
  const compiled = new Map<SuiteGroup, (data: unknown) => boolean>();
  const check = (group: SuiteGroup): ((data: unknown) => boolean) => compiled.get(group) ?? compiled.set(group, ajv.compile(group.schema)).get(group)!;

  test.each(CASES.map(([format, group, c]) => [format, c.description, group, c] as const))('%s: %s', (_format, _description, group, c) => {
    expect(check(group)(c.data)).toBe(c.valid);
  });

  test('every case of every format passes', () => {
    expect(counts(() => addURLFormats(newAjv(), { positionedErrors }))).toEqual({
      'ipv4': '41/41 (strings 35/35)', 'ipv6': '42/42 (strings 36/36)', 'uri': '46/46 (strings 40/40)',
      'uri-reference': '28/28 (strings 22/22)', 'iri': '24/24 (strings 18/18)', 'iri-reference': '13/13 (strings 7/7)',
      'uri-template': '38/38 (strings 32/32)',
    });
  });
});

describe('ajv-formats 3.0.1 full mode alone, on the same cases (the comparison of docs/jsonschema.md)', () => {
  test('counts per format: iri and iri-reference are unknown formats (a compile error under Ajv\'s defaults)', () => {
    expect(counts(() => addFormats(newAjv(), { mode: 'full' }))).toEqual({
      'ipv4': '41/41 (strings 35/35)', 'ipv6': '42/42 (strings 36/36)', 'uri': '43/46 (strings 37/40)',
      'uri-reference': '22/28 (strings 16/22)', 'iri': '0/24 (strings 0/18), compile error',
      'iri-reference': '0/13 (strings 0/7), compile error', 'uri-template': '35/38 (strings 29/32)',
    });
  });

  test('the cases it gets wrong, each decided by the grammars as the suite says', () => {
    const ajv = addFormats(newAjv(), { mode: 'full' });
    const wrong = CASES.filter(([format, group, c]) => !format.startsWith('iri') && ajv.compile(group.schema)(c.data) !== c.valid)
      .map(([format, , c]) => `${format} ${JSON.stringify(c.data)}`);
    expect(wrong).toEqual([
      'uri "http://example.com:abc/path"', 'uri "http://[::ffff:01.2.3.4]"', 'uri "http:/[::1]"',
      'uri-reference "/a\\"b"', 'uri-reference "/[::1]"', 'uri-reference "//example.com:abc/p"',
      'uri-reference "//a@b@example.com/"', 'uri-reference "//[::ffff:192.168.0.01]/p"', 'uri-reference "1:b"',
      'uri-template "{a.b}"', 'uri-template "a\u007fb"', 'uri-template "a\'b"',
    ]);
    for (const text of wrong) {
      const [format, json] = [text.slice(0, text.indexOf(' ')) as URLFormat, text.slice(text.indexOf(' ') + 1)];
      const expected = CASES.find(([f, , c]) => f === format && JSON.stringify(c.data) === json)![2].valid;
      expect(formatFailure(format, JSON.parse(json) as string) === null).toBe(expected);
    }
  });
});
