// End-to-end tests of `url-grammar canonicalize` and `url-grammar dedupe` through the built
// binary (issue 26): every profile of the library with every option of the option table
// (src/cli/canonical-options.ts) against canonicalizeWithDiagnosis itself, single and batch mode,
// the usage errors and exit statuses, dedupe's first lines and counts, its input edge cases and
// its memory bounded by the number of distinct forms; and in-process, the reading of the flags.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CANONICAL_PROFILES, canonicalizeWithDiagnosis } from '../src/canonical-api';
import type { CanonicalizeOptions } from '../src/canonical-api';
import { PROFILE_OPTIONS, optionFlag, profileOptions } from '../src/cli/canonical-options';
import type { ProfileOption } from '../src/cli/canonical-options';
import { libraryOptions, profileFlags, readProfileOptions } from '../src/cli/canonicalize';
import { UsageError } from '../src/cli/options';
import { BUILD_TIMEOUT_MS, CLI, ROOT, buildCLI, cli, cliClosedEarly } from './helpers/cli';
import type { Run } from './helpers/cli';

type Record = { [key: string]: unknown };

/** URLs on which each option of each profile changes something (test 'each option changes ...' checks it). */
const SAMPLES = [
  'http://www.Example.COM:80/a/./b/../c/?b=2&a=&utm_source=x&ref_id=1#Frag',
  'https://user:pw@www2.example.com:8080/index.html?Q=A%20B&caf\u00e9=1#:~:text=hello',
  'http://192.168.0.1/x/?b&a=1',
  '//www.example.com/a/',
  'http://example.org/',
  'example.com/x?a',
  'sindre://www.sorhus.com/foo/',
  'http://a b/',
];

/** A value for each string and list option (a list's values: a name and a /regexp/flags where patterns are allowed). */
const VALUES: { readonly [name: string]: readonly string[] } = {
  encoding: ['windows-1252'],
  defaultProtocol: ['https'],
  defaultScheme: ['https'],
  emptyQueryValue: ['always'],
  customProtocols: ['sindre'],
  removeQueryParameters: ['ref_id', '/^B$/i'],
  keepQueryParameters: ['a', '/^q$/i'],
  removeDirectoryIndex: ['index.html', '/^x$/'],
};

/** One way to set an option on the command line, and the value the library gets for it. */
interface Setting {
  readonly args: readonly string[];
  readonly value: unknown;
}

/** The settings of an option of each kind: --flag and --no-flag; a value; list values, true and false. */
function settings(name: string, option: ProfileOption): Setting[] {
  const flag = `--${optionFlag(name)}`;
  if (option.kind === 'boolean') return [{ args: [flag], value: true }, { args: [`--no-${flag.slice(2)}`], value: false }];
  const values = VALUES[name];
  if (values === undefined) throw new Error(`no test value for ${name}: add one to VALUES`);
  if (option.kind === 'string') return [{ args: [flag, values[0]], value: values[0] }];
  const list = values.flatMap((value) => [flag, value]);
  const library = values.map((value) => (option.kind === 'strings' || !value.startsWith('/') ? value : regExp(value)));
  if (option.kind !== 'patterns-or-boolean') return [{ args: list, value: library }];
  return [{ args: list, value: library }, { args: [flag, 'true'], value: true }, { args: [flag, 'false'], value: false }, { args: [`--no-${flag.slice(2)}`], value: false }];
}

function regExp(text: string): RegExp {
  const end = text.lastIndexOf('/');
  return new RegExp(text.slice(1, end), text.slice(end + 1));
}

/** What the library says, as a record of canonicalize --json. */
function expected(input: string, options: { [name: string]: unknown }): Record {
  const result = canonicalizeWithDiagnosis(input, options as unknown as CanonicalizeOptions);
  const failure = result.failure === null ? null : { code: result.failure.code, offset: result.failure.offset, length: result.failure.length, message: result.failure.message };
  return { canonical: result.canonical, failure };
}

/** The JSON lines of a run's stdout. */
function records(run: Run): Record[] {
  if (run.stdout === '') return [];
  expect(run.stdout.endsWith('\n')).toBe(true);
  return run.stdout.slice(0, -1).split('\n').map((line) => JSON.parse(line) as Record);
}

let dir = '';
let samples = '';

beforeAll(() => {
  buildCLI();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-canonical-'));
  samples = path.join(dir, 'samples.txt');
  fs.writeFileSync(samples, `${SAMPLES.join('\n')}\n`);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (dir !== '') fs.rmSync(dir, { recursive: true, force: true });
});

describe('the option table', () => {
  test('each profile of the library has its entry; flags are the names in kebab case, one kind per flag', () => {
    for (const profile of CANONICAL_PROFILES) expect(Object.keys(PROFILE_OPTIONS)).toContain(profile);
    expect(['stripWWW', 'keepBlankValues', 'reverseIpaddr', 'withScheme', 'encoding'].map(optionFlag)).toEqual([
      'strip-www', 'keep-blank-values', 'reverse-ipaddr', 'with-scheme', 'encoding',
    ]);
    // Every profile of the table together (those the library has yet to add too): no flag with two meanings.
    const flags = profileFlags(Object.keys(PROFILE_OPTIONS));
    const all = Object.values(PROFILE_OPTIONS).flatMap((options) => Object.keys(options));
    expect(flags.size).toBe(new Set(all).size);
    const command = ['profile', 'base', 'json', 'counts', 'input', 'jobs', 'quiet', 'max-line-bytes', 'line-timeout', 'help'];
    for (const flag of flags.keys()) expect(command).not.toContain(flag);
  });

  test('reading the flags: each kind, a /regexp/flags a RegExp, true and false alone, and the usage errors', () => {
    const flags = profileFlags(Object.keys(PROFILE_OPTIONS));
    const values = {
      'strip-www': true, 'no-force-https': true, 'default-protocol': 'https', 'custom-protocols': ['/sindre/'],
      'remove-query-parameters': ['utm_source', '/^ref_/i'], 'remove-directory-index': ['true'], 'no-remove-trailing-slash': true,
    };
    const read = readProfileOptions(values, 'normalize-url', flags);
    expect(read).toEqual({
      customProtocols: ['/sindre/'], defaultProtocol: 'https', forceHttps: false, removeDirectoryIndex: true, removeQueryParameters: ['utm_source', '/^ref_/i'],
      removeTrailingSlash: false, stripWWW: true,
    });
    const library = libraryOptions({ profile: 'normalize-url', profileOptions: read, base: 'http://a/' }) as unknown as { [name: string]: unknown };
    expect(library['removeQueryParameters']).toEqual(['utm_source', /^ref_/i]);
    expect((library['removeQueryParameters'] as unknown[])[1]).toBeInstanceOf(RegExp);
    expect(library['customProtocols']).toEqual(['/sindre/']); // a list of strings: no RegExp
    expect(library).toMatchObject({ profile: 'normalize-url', base: 'http://a/', removeDirectoryIndex: true });
    const error = (given: { [name: string]: string | boolean | string[] }, profile = 'normalize-url'): string => {
      try {
        readProfileOptions(given, profile, flags);
      } catch (thrown) {
        expect(thrown).toBeInstanceOf(UsageError);
        return (thrown as Error).message;
      }
      throw new Error('no usage error');
    };
    expect(error({ 'remove-query-parameters': ['/(/'] })).toMatch(/^--remove-query-parameters \/\(\/: not a regular expression \(/);
    expect(error({ 'remove-query-parameters': ['true', 'a'] })).toMatch(/^--remove-query-parameters true is a value of its own/);
    expect(error({ 'strip-www': true, 'no-strip-www': true })).toBe('--strip-www and --no-strip-www contradict each other');
    expect(error({ 'with-scheme': true })).toMatch(/^--with-scheme is an option of the profile surt, not of normalize-url \(its options: --default-protocol, /);
    expect(error({ 'with-scheme': true }, 'frob')).toBe('--with-scheme is an option of the profile surt, not of frob (it has no option of its own)');
  });
});

describe('canonicalize: each profile with each of its options, as the library computes it', () => {
  const cases = CANONICAL_PROFILES.flatMap((profile) => [
    [profile, '(no option)', [] as readonly string[], {}] as const,
    ...Object.entries(profileOptions(profile)).flatMap(([name, option]) =>
      settings(name, option).map((setting) => [profile, setting.args.join(' '), setting.args, { [name]: setting.value }] as const),
    ),
  ]);

  test.each(cases)('%s %s', (profile, _label, args, options) => {
    const run = cli(['canonicalize', '--profile', profile, ...args, '--input', samples, '-q']);
    expect(run.stderr).toBe('');
    const got = records(run);
    expect(got).toHaveLength(SAMPLES.length);
    got.forEach((record, i) => {
      expect(record).toEqual({ line: i + 1, input: SAMPLES[i], verdict: record['failure'] === null ? 'ok' : 'failure', profile, ...expected(SAMPLES[i], { profile, ...options }) });
    });
    expect(run.status).toBe(got.some((record) => record['failure'] !== null) ? 1 : 0);
  });

  test.each(CANONICAL_PROFILES.flatMap((profile) => Object.entries(profileOptions(profile)).map(([name, option]) => [profile, name, option] as const)))(
    '%s: --%s changes the canonical form of some sample (the flag reaches the profile)',
    (profile, name, option) => {
      const forms = (options: { [name: string]: unknown }): unknown[] => SAMPLES.map((input) => expected(input, { profile, ...options })['canonical']);
      const [first, ...others] = settings(name, option).map((setting) => forms({ [name]: setting.value }));
      const differs = [forms({}), ...others].some((other) => JSON.stringify(other) !== JSON.stringify(first));
      expect(differs).toBe(true);
    },
  );
});

describe('canonicalize: single mode', () => {
  test('prints the canonical form, exit 0; --json the record; --base resolves first', () => {
    const url = 'http://www.Example.com/b?b=2&a=1#x';
    const run = cli(['canonicalize', '--profile', 'surt', url]);
    expect(run).toEqual({ status: 0, stdout: 'com,example)/b?a=1&b=2\n', stderr: '' });
    const json = cli(['canonicalize', url, '--profile', 'w3lib', '--keep-fragments', '--json']);
    expect(json.status).toBe(0);
    expect(json.stdout).toBe(`${JSON.stringify({ input: url, profile: 'w3lib', canonical: 'http://www.example.com/b?a=1&b=2#x', failure: null }, null, 2)}\n`);
    const based = cli(['canonicalize', '--profile', 'surt', '--base', 'http://Example.com/a/b', '../c?z=1&y=2', '--json']);
    expect(JSON.parse(based.stdout)).toEqual({ input: '../c?z=1&y=2', profile: 'surt', base: 'http://Example.com/a/b', ...expected('../c?z=1&y=2', { profile: 'surt', base: 'http://Example.com/a/b' }) });
    expect(JSON.parse(based.stdout)).toMatchObject({ canonical: 'com,example)/c?y=2&z=1' });
  });

  test('no canonical form: exit 1, the failure on stderr with a caret (--json: the failure in the record)', () => {
    const run = cli(['canonicalize', '--profile', 'w3lib', 'http://a b/']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('url-grammar: no canonical form (w3lib): domain-to-ASCII at offset 8: forbidden domain code point U+0020\n  http://a b/\n          ^\n');
    const json = cli(['canonicalize', '--profile', 'w3lib', 'http://a b/', '--json']);
    expect(json.status).toBe(1);
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toEqual({
      input: 'http://a b/', profile: 'w3lib', canonical: null,
      failure: { code: 'domain-to-ASCII', offset: 8, length: 1, message: 'domain-to-ASCII at offset 8: forbidden domain code point U+0020' },
    });
  });

  test.each([
    [['canonicalize', 'http://a/'], `missing --profile <profile> (one of ${CANONICAL_PROFILES.join(', ')})`],
    [['canonicalize', '--profile', 'frob', 'http://a/'], `--profile must be one of ${CANONICAL_PROFILES.join(', ')} (not 'frob')`],
    [['canonicalize', '--profile', 'w3lib', '--with-scheme', 'http://a/'], '--with-scheme is an option of the profile surt, not of w3lib (its options: --keep-blank-values, --keep-fragments, --encoding)'],
    [['canonicalize', '--profile', 'surt', '--base', 'no-base', 'a'], '--base is not a URL: missing-scheme-non-relative-URL at offset 0: the input has no scheme and there is no base URL to resolve it against'],
    [['canonicalize', '--profile', 'w3lib', '--encoding', 'frob', 'http://a/'], '--encoding: canonicalize (profile \'w3lib\'): options.encoding must be an Encoding Standard label (got "frob")'],
    [['canonicalize', '--profile', 'surt', '--with-scheme', '--no-with-scheme', 'http://a/'], '--with-scheme and --no-with-scheme contradict each other'],
    [['canonicalize', '--profile', 'surt', '--with-scheme=false', 'http://a/'], '--with-scheme takes no value'],
    [['canonicalize', '--profile', 'surt', '--frob', 'http://a/'], "unknown option '--frob'"],
    [['canonicalize', '--profile', 'surt'], 'missing <url>'],
  ])('%j: a usage error naming the culprit, exit 2', (args, message) => {
    const run = cli(args);
    expect(run).toEqual({ status: 2, stdout: '', stderr: `url-grammar: ${message} (see url-grammar ${args[0]} --help)\n` });
  });

  test('help canonicalize: --profile, each profile option of the library as a flag, the batch options', () => {
    const run = cli(['help', 'canonicalize']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(cli(['canonicalize', '--help']).stdout);
    expect(run.stdout).toMatch(/^Usage: url-grammar canonicalize <url> --profile <profile>/);
    expect(run.stdout).toContain(`--profile <profile>  `);
    const section = run.stdout.split('\nProfile options (each of the profiles named before the colon):\n')[1]?.split('\n\n')[0] ?? '';
    expect(section).toMatch(/^ {2}--\[no-\]with-scheme +surt: /m);
    for (const profile of CANONICAL_PROFILES) {
      for (const [name, option] of Object.entries(profileOptions(profile))) {
        const flag = option.kind === 'boolean' ? `--[no-]${optionFlag(name)}   ` : option.kind === 'patterns-or-boolean' ? `--[no-]${optionFlag(name)} <value>` : `--${optionFlag(name)} <value>`;
        expect(section).toContain(`  ${flag}`);
      }
    }
    const main = cli(['--help']).stdout;
    expect(main).toContain('\n  canonicalize <url> --profile <profile> [--base <url>] [--json] [profile options]\n');
    expect(main).toContain('\n  dedupe --profile <profile> --input <file> [--base <url>] [--counts] [--json] [profile options]\n');
  });
});

describe('canonicalize: batch mode', () => {
  const LINES = ['http://www.Example.com/?b=2&a=1', 'http://a b/', '', 'HTTP://WWW.EXAMPLE.COM:80/?a=1&b=2'];

  test('stdin: one record per line, the summary counts the verdicts and codes, exit 1 when a line fails', () => {
    const run = cli(['canonicalize', '--profile', 'surt', '-'], `${LINES.join('\r\n')}\r\n`);
    expect(run.status).toBe(1);
    const got = records(run);
    expect(got.map((record) => [record['line'], record['input'], record['verdict'], record['canonical']])).toEqual([
      [1, LINES[0], 'ok', 'com,example)/?a=1&b=2'],
      [2, LINES[1], 'failure', null],
      [3, '', 'ok', '-'], // surt's canonical form of the empty string
      [4, LINES[3], 'ok', 'com,example)/?a=1&b=2'],
    ]);
    expect(run.stderr).toMatch(/^url-grammar canonicalize: 4 lines in .*\nverdicts:\n {2}ok +3\n {2}failure +1\nerror codes:\n {2}domain-to-ASCII +1\n$/);
  });

  test('--input with --base and --jobs 2: the same records in the same order; exit 0 when every line has a form', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => [`p${i}?b=1&a=2`, `//www.host${i % 7}.example/`, `?q=${i}`][i % 3]);
    const file = path.join(dir, 'relative.txt');
    fs.writeFileSync(file, lines.join('\n'));
    const args = ['canonicalize', '--profile', 'w3lib', '--base', 'https://example.com/d/', '--no-keep-blank-values', '-q'];
    const one = cli([...args, '--input', file]);
    const two = cli([...args, '-', '--jobs', '2'], lines.join('\n'));
    expect(one.status).toBe(0);
    expect(one.stderr).toBe('');
    expect(two.stdout).toBe(one.stdout);
    const got = records(one);
    expect(got).toHaveLength(3000);
    for (const i of [0, 1, 2, 2999]) {
      expect(got[i]).toEqual({ line: i + 1, input: lines[i], verdict: 'ok', profile: 'w3lib', base: 'https://example.com/d/', ...expected(lines[i], { profile: 'w3lib', base: 'https://example.com/d/', keepBlankValues: false }) });
    }
    expect(got[0]['canonical']).toBe('https://example.com/d/p0?a=2&b=1');
  });

  test('a line that is not UTF-8 is read with U+FFFD and says so in inputErrors', () => {
    const run = cli(['canonicalize', '--profile', 'w3lib', '-', '-q'], Buffer.from([...Buffer.from('http://a/?x='), 0xff, 0x0a]));
    const [record] = records(run);
    expect(record).toMatchObject({ input: 'http://a/?x=\uFFFD', verdict: 'ok', canonical: 'http://a/?x=%EF%BF%BD', inputErrors: [{ code: 'invalid-UTF-8', offset: 12, byteOffset: 12, count: 1 }] });
  });
});

describe('dedupe', () => {
  const LINES = [
    'http://www.example.com/a?b=1&a=2', 'http://example.com/a?a=2&b=1', '', 'http://a b/', 'HTTP://EXAMPLE.com/a?b=1&a=2', 'https://x.org/', 'http://x.org',
  ];
  const INPUT = `${LINES.join('\r\n')}\n`;

  test('the first line of each canonical form, in input order; failures on stderr and counted; empty lines skipped; exit 1', () => {
    const run = cli(['dedupe', '--profile', 'surt', '--input', '-'], INPUT);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(`${LINES[0]}\n${LINES[5]}\n`);
    expect(run.stderr).toMatch(/^url-grammar: line 4: no canonical form: domain-to-ASCII at offset 8: forbidden domain code point U\+0020\nurl-grammar dedupe: 7 lines in /);
    expect(run.stderr).toMatch(/\nverdicts:\n {2}duplicate +3\n {2}first +2\n {2}empty +1\n {2}failure +1\nerror codes:\n {2}domain-to-ASCII +1\n$/);
  });

  test('--counts: "count<TAB>line" at the end, first-seen order; the profile options apply', () => {
    const run = cli(['dedupe', '--profile', 'surt', '--input', '-', '--counts', '-q'], INPUT);
    expect(run.stdout).toBe(`3\t${LINES[0]}\n2\t${LINES[5]}\n`);
    expect(run.stderr).toMatch(/^url-grammar: line 4: no canonical form: .*\n$/);
    const schemes = cli(['dedupe', '--profile', 'surt', '--with-scheme', '--input', '-', '--counts', '-q'], INPUT);
    expect(schemes.stdout).toBe(`3\t${LINES[0]}\n1\t${LINES[5]}\n1\t${LINES[6]}\n`); // https and http differ now
  });

  test('--json: a record for each first line and each failure on stdout; with --counts the counts as records', () => {
    const run = cli(['dedupe', '--profile', 'w3lib', '--input', '-', '--json', '-q'], INPUT);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const form = (i: number): unknown => canonicalizeWithDiagnosis(LINES[i], { profile: 'w3lib' }).canonical;
    expect(records(run)).toEqual([
      { line: 1, input: LINES[0], canonical: form(0), failure: null },
      { line: 2, input: LINES[1], canonical: form(1), failure: null }, // w3lib keeps www.
      { line: 4, input: LINES[3], canonical: null, failure: expected(LINES[3], { profile: 'w3lib' })['failure'] },
      { line: 6, input: LINES[5], canonical: form(5), failure: null },
      { line: 7, input: LINES[6], canonical: form(6), failure: null },
    ]);
    const counts = cli(['dedupe', '--profile', 'w3lib', '--input', '-', '--json', '--counts', '-q'], INPUT);
    expect(records(counts).map((record) => [record['line'], record['count'] ?? null])).toEqual([[4, null], [1, 1], [2, 2], [6, 1], [7, 1]]);
  });

  test('--base, an input file, a non-UTF-8 line (no canonical form: invalid-UTF-8), exit 0 without failures', () => {
    const file = path.join(dir, 'dedupe.txt');
    fs.writeFileSync(file, Buffer.concat([Buffer.from('a?y=1&x=2\n./a?x=2&y=1\nb\n'), Buffer.from([0x68, 0xff, 0x0a]), Buffer.from('../d/b')]));
    const run = cli(['dedupe', '--profile', 'w3lib', '--base', 'http://h/d/', '--input', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('a?y=1&x=2\nb\n');
    expect(run.stderr).toMatch(/^url-grammar: line 4: no canonical form: invalid-UTF-8: 1 invalid UTF-8 sequence replaced by U\+FFFD, the first at byte 1\n/);
    const clean = cli(['dedupe', '--profile', 'w3lib', '--base', 'http://h/d/', '--input', '-', '-q'], 'a\n./a\n\n');
    expect(clean).toEqual({ status: 0, stdout: 'a\n', stderr: '' });
  });

  test('a line over --max-line-bytes has no canonical form (line-too-long), and is not kept', () => {
    const long = `http://example.com/${'a'.repeat(100)}`;
    const run = cli(['dedupe', '--profile', 'w3lib', '--input', '-', '--max-line-bytes', '40', '-q'], `http://a/\n${long}\nhttp://a/\n`);
    expect(run).toEqual({ status: 1, stdout: 'http://a/\n', stderr: `url-grammar: line 2: no canonical form: line-too-long: the line is ${long.length} bytes long, over the limit (--max-line-bytes)\n` });
    const json = cli(['dedupe', '--profile', 'w3lib', '--input', '-', '--max-line-bytes', '40', '--json', '-q'], `${long}\n`);
    expect(records(json)).toEqual([{ line: 1, input: null, canonical: null, failure: { code: 'line-too-long', offset: 0, length: 0, message: `the line is ${long.length} bytes long, over the limit (--max-line-bytes)` } }]);
  });

  test.each([
    [['dedupe', '--profile', 'surt'], 'missing --input <file> ("-": standard input)'],
    [['dedupe', '--profile', 'surt', 'http://a/'], 'unexpected argument \'http://a/\': dedupe reads its lines from --input <file> ("-": standard input)'],
    [['dedupe', '--input', '-'], `missing --profile <profile> (one of ${CANONICAL_PROFILES.join(', ')})`],
    [['dedupe', '--profile', 'surt', '--input', '-', '--jobs', '2'], '--jobs: dedupe runs in one thread (the first line of a form depends on every line before it)'],
    [['dedupe', '--profile', 'surt', '--input', '-', '--keep-fragments'], '--keep-fragments is an option of the profile w3lib, not of surt (its options: --with-scheme, --trailing-comma, --host-massage, --reverse-ipaddr, --query-lowercase)'],
  ])('%j: a usage error, exit 2', (args, message) => {
    expect(cli(args)).toEqual({ status: 2, stdout: '', stderr: `url-grammar: ${message} (see url-grammar dedupe --help)\n` });
  });

  test('an input file that cannot be read: exit 2', () => {
    const run = cli(['dedupe', '--profile', 'surt', '--input', path.join(dir, 'missing.txt')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^url-grammar: cannot read .*missing\.txt: ENOENT\n$/);
  });

  test('200,000 lines, 100 distinct forms: 100 first lines in a 16 MB heap, where keeping the lines does not fit', () => {
    const file = path.join(dir, 'big.txt');
    const lines: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      // surt drops the 32-digit session id, the www. and the case of the host, and sorts the query: 100 forms.
      const host = `${i % 3 === 0 ? 'HTTP://' : 'http://www.'}Example${i % 100}.com`;
      lines.push(`${host}/p/?jsessionid=${i.toString(16).padStart(32, '0')}&b=2&a=${i % 100}${i % 2 === 0 ? '\r' : ''}`);
    }
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    expect(fs.statSync(file).size).toBeGreaterThan(15_000_000);
    const heap = (script: string[]): Run => {
      const { status, stdout, stderr } = spawnSync(process.execPath, ['--max-old-space-size=16', ...script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      return { status, stdout, stderr };
    };
    const run = heap([CLI, 'dedupe', '--profile', 'surt', '--input', file]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${lines.slice(0, 100).map((line) => line.replace(/\r$/, '')).join('\n')}\n`);
    expect(run.stderr).toMatch(/^url-grammar dedupe: 200000 lines in .*\nverdicts:\n {2}duplicate +199900\n {2}first +100\n/);
    const counts = heap([CLI, 'dedupe', '--profile', 'surt', '--input', file, '--counts', '-q']);
    expect(counts.stdout.split('\n').slice(0, 2)).toEqual([`2000\t${lines[0].replace(/\r$/, '')}`, `2000\t${lines[1]}`]);
    // The control: the same heap cannot hold the lines themselves.
    const keep = path.join(dir, 'keep.js');
    fs.writeFileSync(keep, "const kept = new Set(); const rl = require('readline').createInterface({ input: require('fs').createReadStream(process.argv[2]) });\n" +
      "rl.on('line', (line) => kept.add(line)); rl.on('close', () => console.log(kept.size));\n");
    expect(heap([keep, file]).status).not.toBe(0);
  }, 120_000);

  test('stdout closed early (| head): the run stops quietly, exit 0', async () => {
    const file = path.join(dir, 'distinct.txt');
    fs.writeFileSync(file, Array.from({ length: 100_000 }, (_, i) => `http://h${i}.example/`).join('\n'));
    const run = await cliClosedEarly(['dedupe', '--profile', 'surt', '--input', file], 5);
    expect(run.received.startsWith('http://h0.example/\nhttp://h1.example/\n')).toBe(true);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  }, 60_000);
});
