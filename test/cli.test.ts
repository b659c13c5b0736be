// End-to-end tests of the built CLI (the `bin` of package.json), spawned as a user would run it.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
};
const CLI = path.join(ROOT, PKG.bin['url-grammar'] ?? 'bin url-grammar missing from package.json');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Run {
  const { status, stdout, stderr } = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status, stdout, stderr };
}

/** Checks the output is 2-space indented JSON with nothing on stderr; returns the parsed JSON. */
function parseJSON(run: Run): Record<string, unknown> {
  expect(run.stderr).toBe('');
  const json: unknown = JSON.parse(run.stdout);
  expect(run.stdout).toBe(`${JSON.stringify(json, null, 2)}\n`); // 2-space indented
  return json as Record<string, unknown>;
}

// `npm ci` builds dist/ (prepare); build here too when it is missing or older than src/.
beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 180_000);

describe('url-grammar parse', () => {
  test('prints the getters and the validation errors of a URL', () => {
    const run = cli('parse', 'https://EXAMPLE.com/a/../b?q#f');
    expect(run.status).toBe(0);
    expect(parseJSON(run)).toEqual({
      input: 'https://EXAMPLE.com/a/../b?q#f',
      href: 'https://example.com/b?q#f',
      origin: 'https://example.com',
      protocol: 'https:',
      username: '',
      password: '',
      host: 'example.com',
      hostname: 'example.com',
      port: '',
      pathname: '/b',
      search: '?q',
      hash: '#f',
      errors: [],
    });
  });

  test('a URL with backslashes still parses, with an errors list', () => {
    const run = cli('parse', 'https://example.com\\a');
    expect(run.status).toBe(0);
    const json = parseJSON(run);
    expect(json['href']).toBe('https://example.com/a');
    expect(Array.isArray(json['errors'])).toBe(true);
  });

  test('resolves a relative reference against --base', () => {
    const run = cli('parse', '../c?x', '--base', 'http://h.test/a/b/');
    expect(run.status).toBe(0);
    const json = parseJSON(run);
    expect(json).toMatchObject({
      input: '../c?x',
      base: 'http://h.test/a/b/',
      href: 'http://h.test/a/c?x',
      pathname: '/a/c',
      search: '?x',
      errors: [],
    });
    expect(Object.keys(json).slice(0, 3)).toEqual(['input', 'base', 'href']);
  });

  test('accepts --base=<url>', () => {
    const run = cli('parse', '--base=file:///C:/dir/file', 'other');
    expect(run.status).toBe(0);
    expect(parseJSON(run)).toMatchObject({ base: 'file:///C:/dir/file', href: 'file:///C:/dir/other' });
  });

  test('reports a failure with its code and exit status 1', () => {
    const run = cli('parse', 'https://');
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toEqual({
      input: 'https://',
      failure: { code: 'host-missing', offset: expect.any(Number), message: expect.any(String) },
    });
  });

  test('reports a relative reference without a base as a failure', () => {
    const run = cli('parse', 'no-scheme');
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toEqual({
      input: 'no-scheme',
      failure: { code: 'missing-scheme-non-relative-URL', offset: expect.any(Number), message: expect.any(String) },
    });
  });

  test('passes an argument starting with "-" after --', () => {
    const run = cli('parse', '--base', 'http://h.test/', '--', '-x');
    expect(run.status).toBe(0);
    expect(parseJSON(run)).toMatchObject({ input: '-x', href: 'http://h.test/-x' });
  });
});

describe('help, version and usage errors', () => {
  test.each([['--help'], ['-h']])('%s prints the usage on stdout, exit 0', (flag) => {
    const run = cli(flag);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: url-grammar <command>/);
    expect(run.stdout).toContain('parse <url> [--base <url>]');
    expect(run.stderr).toBe('');
  });

  test('parse --help prints the usage of parse, exit 0', () => {
    const run = cli('parse', '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: url-grammar parse <url> \[--base <url>\]/);
    expect(run.stdout).toContain('--base <url>');
  });

  test('--version prints the version of package.json', () => {
    const run = cli('--version');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${PKG.version}\n`);
  });

  test.each([
    ['an unknown option of parse', ['parse', 'https://a.test/', '--bogus']],
    ['an unknown option', ['--bogus']],
    ['an unknown command', ['frobnicate', 'https://a.test/']],
    ['no command', []],
    ['parse without <url>', ['parse']],
    ['parse with two URLs', ['parse', 'https://a.test/', 'https://b.test/']],
    ['--base without a value', ['parse', 'https://a.test/', '--base']],
  ])('%s: usage on stderr, exit 2', (_what, args) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^url-grammar: .+\n\nUsage: url-grammar /);
  });
});
