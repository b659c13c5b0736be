// End-to-end tests of the built CLI (the `bin` of package.json), spawned as a user would run it:
// single mode (one URL on the command line). Batch mode is in test/cli-batch.test.ts.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BUILD_TIMEOUT_MS, CLI, PKG, ROOT, buildCLI, cli as run } from './helpers/cli';
import type { Run } from './helpers/cli';

function cli(...args: string[]): Run {
  return run(args);
}

/** Checks the output is 2-space indented JSON with nothing on stderr; returns the parsed JSON. */
function parseJSON(run: Run): Record<string, unknown> {
  expect(run.stderr).toBe('');
  const json: unknown = JSON.parse(run.stdout);
  expect(run.stdout).toBe(`${JSON.stringify(json, null, 2)}\n`); // 2-space indented
  return json as Record<string, unknown>;
}

// Build dist/ when it is missing or older than src/ (`npm ci` runs no build).
beforeAll(buildCLI, BUILD_TIMEOUT_MS);

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
      record: { scheme: 'https', username: '', password: '', host: 'example.com', port: null, path: ['b'], query: 'q', fragment: 'f' },
      errors: [],
      errorCount: 0,
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
      failure: { code: 'host-missing', offset: 8, length: 0, message: 'host-missing at offset 8: a special URL needs a host, found the end of the input' },
    });
  });

  test('reports a relative reference without a base as a failure', () => {
    const run = cli('parse', 'no-scheme');
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toEqual({
      input: 'no-scheme',
      failure: {
        code: 'missing-scheme-non-relative-URL', offset: 0, length: 1,
        message: 'missing-scheme-non-relative-URL at offset 0: the input has no scheme and there is no base URL to resolve it against',
      },
    });
  });

  test('passes an argument starting with "-" after --', () => {
    const run = cli('parse', '--base', 'http://h.test/', '--', '-x');
    expect(run.status).toBe(0);
    expect(parseJSON(run)).toMatchObject({ input: '-x', href: 'http://h.test/-x' });
  });
});

describe('a write error on the output', () => {
  test.each([
    ['single mode', ['parse', 'http://a/'], ''],
    ['batch mode', ['validate', '-'], 'http://a/\nhttp://b/\n'],
  ])('%s: one line on stderr, exit 3', (_mode, args, input) => {
    const full = fs.openSync('/dev/full', 'w');
    try {
      const run = spawnSync(process.execPath, [CLI, ...args], { input, stdio: ['pipe', full, 'pipe'], encoding: 'utf8' });
      expect(run.status).toBe(3);
      expect(run.stderr).toBe('url-grammar: cannot write to standard output: ENOSPC; the output is incomplete\n');
    } finally {
      fs.closeSync(full);
    }
  });
});

describe('help, version and usage errors', () => {
  test.each([['--help'], ['-h']])('%s prints the usage on stdout, exit 0', (flag) => {
    const run = cli(flag);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: url-grammar <command>/);
    expect(run.stdout).toContain('parse <url> [--standard whatwg|rfc3986|rfc3987] [--base <url>] [--encoding <label>] [--rule <rule>]');
    expect(run.stderr).toBe('');
  });

  test.each([['resolve'], ['validate'], ['normalize'], ['equal'], ['to-iri'], ['to-uri']])('the usage lists %s', (command) => {
    expect(cli('--help').stdout).toMatch(new RegExp(`^  ${command} <`, 'm'));
  });

  test('validate --help lists its options and the batch options', () => {
    const run = cli('validate', '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: url-grammar validate <url> \[--standard whatwg\|rfc3986\|rfc3987\|web-address\]/);
    for (const option of ['--base <url>', '--json', '--input <file>', '-j, --jobs <n>', '-q, --quiet', '--max-line-bytes <n>', '--max-errors <n>']) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stdout).toContain('errorCount');
    expect(run.stdout).toContain('"verdict": "error"');
  });

  test('parse --help prints the usage of parse, exit 0', () => {
    const run = cli('parse', '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: url-grammar parse <url> \[--standard whatwg\|rfc3986\|rfc3987\] \[--base <url>\]/);
    expect(run.stdout).toContain('--base <url>');
  });

  test.each([['--version'], ['-v']])('%s prints the version of package.json', (flag) => {
    const run = cli(flag);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${PKG.version}\n`);
  });

  test('the version is read at run time from the package the binary is in (an installed package)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-installed-'));
    try {
      const installed = path.join(dir, 'node_modules', 'url-grammar');
      fs.cpSync(path.join(ROOT, 'dist', 'cjs'), path.join(installed, 'dist', 'cjs'), { recursive: true });
      fs.writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ ...PKG, name: 'url-grammar', version: '9.8.7-installed' }));
      const bin = path.join(installed, PKG.bin['url-grammar'] ?? '');
      const version = spawnSync(process.execPath, [bin, '-v'], { cwd: dir, encoding: 'utf8' });
      expect(version.stderr).toBe('');
      expect(version.stdout).toBe('9.8.7-installed\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('no arguments: a short usage with the commands and examples on stderr, exit 2', () => {
    const run = cli();
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: url-grammar <command> \[options\] <url>\.\.\.\n/);
    expect(run.stderr).toContain('Commands: parse, resolve, validate, normalize, equal, to-iri, to-uri, inspect, canonicalize, dedupe, template check, template expand\n');
    expect(run.stderr).toMatch(/^ {2}url-grammar validate 'https:\/\/example\.com\/a b'$/m);
    expect(run.stderr).toContain('url-grammar help [<command>]');
    expect(run.stderr.split('\n').length).toBeLessThan(20); // short: the full help is --help
  });

  test('help and help <command> print what --help and <command> --help print, exit 0', () => {
    const help = cli('help');
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(cli('--help').stdout);
    expect(help.stdout).toMatch(/^ {2}-v, --version +Print the version$/m);
    expect(help.stdout).toMatch(/^Exit status:\n {2}0 {2}success/m);
    const validate = cli('help', 'validate');
    expect(validate.status).toBe(0);
    expect(validate.stdout).toBe(cli('validate', '--help').stdout);
  });

  test.each([
    [['help', 'frob'], "url-grammar: no help on 'frob': not a command (see url-grammar --help)\n"],
    [['help', 'validate', 'parse'], "url-grammar: unexpected argument 'parse' (see url-grammar --help)\n"],
  ])('%j: a usage error', (args, message) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(message);
  });

  test.each([
    ['an unknown option of parse', ['parse', 'https://a.test/', '--bogus']],
    ['an unknown option', ['--bogus']],
    ['an unknown command', ['frobnicate', 'https://a.test/']],
    ['parse without <url>', ['parse']],
    ['parse with two URLs', ['parse', 'https://a.test/', 'https://b.test/']],
    ['--base without a value', ['parse', 'https://a.test/', '--base']],
    ['an unknown option of validate', ['validate', 'https://a.test/', '--strict']],
    ['an unknown --standard', ['validate', 'https://a.test/', '--standard', 'rfc1738']],
    ['--base with an RFC standard', ['parse', 'a', '--standard', 'rfc3986', '--base', 'http://h/']],
    ['a --base that is not a URL', ['validate', 'a', '--base', 'nope']],
    ['an unknown --mode', ['resolve', 'a', 'http://h/', '--mode', 'rfc1808']],
    ['resolve without <base>', ['resolve', 'a']],
    ['an unknown --level', ['normalize', 'http://h/', '--level', 'full']],
    ['equal with one URI', ['equal', 'http://h/']],
    ['to-iri with two URIs', ['to-iri', 'http://a/', 'http://b/']],
    ['--jobs without batch mode', ['validate', 'https://a.test/', '--jobs', '2']],
    ['--jobs 0', ['validate', '-', '--jobs', '0']],
    ['--jobs that is not a number', ['validate', '-', '--jobs', 'two']],
    ['two operands "-"', ['resolve', '-', '-']],
    ['"-" and --input', ['validate', '-', '--input', 'file.txt']],
    ['--input and the operand it replaces', ['validate', 'https://a.test/', '--input', 'file.txt']],
    ['--rule with whatwg', ['validate', 'a', '--rule', 'URI']],
    ['an unknown --rule', ['validate', 'a', '--standard', 'rfc3986', '--rule', 'IRI']],
    ['parse --rule without a tree', ['parse', 'a', '--standard', 'rfc3986', '--rule', 'authority']],
    ['--document-encoding without web-address', ['validate', 'a', '--document-encoding', 'utf-8']],
    ['--schemes without an RFC standard', ['validate', 'ws://h/', '--schemes']],
    ['an unknown --document-encoding', ['validate', 'a', '--standard', 'web-address', '--document-encoding', 'latin-42']],
    ['--encoding with an RFC standard', ['parse', 'a', '--standard', 'rfc3986', '--encoding', 'utf-8']],
    ['an unknown --encoding', ['parse', 'http://h/', '--encoding', 'nope']],
    ['--max-errors that is not a number', ['validate', 'a', '--max-errors', 'many']],
    ['a negative --max-errors', ['validate', 'a', '--max-errors', '-1']],
    ['--max-errors over the limit', ['parse', '-', '--max-errors', '1000001']],
    ['--max-errors without a value', ['validate', 'a', '--max-errors']],
    ['--max-errors of a command without errors lists', ['normalize', 'http://h/', '--max-errors', '5']],
  ])('%s: one line on stderr, exit 2', (_what, args) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^url-grammar: [^\n]+ \(see url-grammar ([\w-]+ )?--help\)\n$/);
  });

  test.each([
    [['validate', 'x', '--strict'], "unknown option '--strict'"],
    [['validate', 'x', '-Z'], "unknown option '-Z'"],
    [['validate', 'x', '--base'], '--base needs a value <url>'],
    [['validate', 'x', '--json=yes'], '--json takes no value'],
    [['frob'], "unknown command 'frob'"],
    [['validate', 'a', '--standard', 'rfc3986', '--rule', 'nope'], '--rule: rfc3986 has no rule "nope"'],
    [['parse', 'a', '--standard', 'rfc3987', '--rule', 'authority'], '--rule: "authority" is not a rule with a component tree in rfc3987 (one of IRI-reference, IRI, absolute-IRI, irelative-ref)'],
    [['validate', 'a', '--standard', 'web-address', '--document-encoding', 'latin-42'], '--document-encoding: "latin-42" is not an encoding label of the Encoding Standard'],
    [['validate', 'a', '--max-errors', '1e3'], "--max-errors must be an integer from 0 to 1000000 (not '1e3')"],
  ])('%j: %s', (args, message) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`url-grammar: ${message} (see url-grammar ${args[0] === 'frob' ? '' : `${args[0]} `}--help)\n`);
  });
});

describe('url-grammar parse --standard', () => {
  test('rfc3986 prints the parse tree with offsets', () => {
    const run = cli('parse', '--standard', 'rfc3986', 'http://u@a:80/b?c#d');
    expect(run.status).toBe(0);
    const json = parseJSON(run);
    expect(json).toMatchObject({
      input: 'http://u@a:80/b?c#d',
      standard: 'rfc3986',
      tree: {
        rule: 'URI',
        scheme: { start: 0, end: 4, text: 'http' },
        authority: {
          start: 7, end: 13, text: 'u@a:80',
          userinfo: { start: 7, end: 8, text: 'u' },
          host: { start: 9, end: 10, text: 'a', kind: 'reg-name' },
          port: { start: 11, end: 13, text: '80' },
        },
        path: { start: 13, end: 15, text: '/b', kind: 'path-abempty' },
        query: { start: 16, end: 17, text: 'c' },
        fragment: { start: 18, end: 19, text: 'd' },
      },
    });
  });

  test('rfc3986 rejects a non-ASCII host, with the offset, exit 1', () => {
    const run = cli('parse', '--standard', 'rfc3986', 'http://\u00e9/');
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toMatchObject({ standard: 'rfc3986', failure: { code: 'unexpected-code-point', offset: 7, found: '\u00e9' } });
  });

  test('--rule: the tree of another reference rule', () => {
    const run = cli('parse', '--standard', 'rfc3986', '--rule', 'relative-ref', '//h/p');
    expect(parseJSON(run)).toMatchObject({ rule: 'relative-ref', tree: { rule: 'relative-ref', authority: { host: { text: 'h' } } } });
    const refused = cli('parse', '--standard', 'rfc3986', '--rule', 'absolute-URI', 'http://h/#f');
    expect(refused.status).toBe(1);
    expect(parseJSON(refused)).toMatchObject({ rule: 'absolute-URI', failure: { code: 'unexpected-code-point', offset: 9, rule: 'absolute-URI' } });
  });

  test('--encoding: the query is percent-encoded in that encoding', () => {
    const run = cli('parse', '--encoding', 'windows-1252', 'http://h/?\u00e9');
    expect(parseJSON(run)).toMatchObject({ encoding: 'windows-1252', href: 'http://h/?%E9', search: '?%E9' });
    expect(parseJSON(cli('parse', 'http://h/?\u00e9'))).toMatchObject({ href: 'http://h/?%C3%A9' });
  });

  test('rfc3987 takes the same IRI', () => {
    const run = cli('parse', '--standard=rfc3987', 'http://\u00e9/?q');
    expect(run.status).toBe(0);
    expect(parseJSON(run)).toMatchObject({ tree: { rule: 'IRI', authority: { host: { kind: 'ireg-name', text: '\u00e9' } }, query: { start: 10, text: 'q' } } });
  });
});

describe('url-grammar validate', () => {
  test('--schemes: the scheme\'s grammar after the generic one, its failure with a caret', () => {
    expect(cli('validate', 'ws://h/#f', '--standard', 'rfc3986')).toEqual({ status: 0, stdout: 'valid\n', stderr: '' });
    const run = cli('validate', 'ws://h/#f', '--standard', 'rfc3986', '--schemes', '--json');
    expect(run.status).toBe(1);
    const json = parseJSON(run);
    expect(json).toMatchObject({ input: 'ws://h/#f', standard: 'rfc3986', schemes: true, valid: false });
    expect(json.failure).toMatchObject({ code: 'unexpected-code-point', offset: 7, rule: 'WebSocket-URI', found: '#' });
  });

  test('a valid URL: "valid", exit 0', () => {
    const run = cli('validate', 'https://example.com/a?b#c');
    expect(run).toEqual({ status: 0, stdout: 'valid\n', stderr: '' });
  });

  test('an invalid URL: each error with a caret under its offset, exit 1', () => {
    const run = cli('validate', 'http://a:99999/');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('invalid (whatwg): does not parse');
    expect(lines[1]).toBe('port-out-of-range at offset 9: port 99999 is greater than 65535');
    expect(lines[2]).toBe('  http://a:99999/');
    expect(lines[3]).toBe(`  ${' '.repeat(9)}^^^^^`);
  });

  test('errors, then the failure that stops the parser', () => {
    const run = cli('validate', 'http://u@a b/');
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      'invalid (whatwg): 1 error, then does not parse',
      'invalid-credentials at offset 8: "@" ends credentials (user name and password), which a valid URL does not contain',
      '  http://u@a b/',
      `  ${' '.repeat(8)}^`,
      'domain-to-ASCII at offset 10: forbidden domain code point U+0020',
      '  http://u@a b/',
      `  ${' '.repeat(10)}^`,
      '',
    ]);
  });

  test('--standard rfc3986: the caret is under the first code point the grammar refuses', () => {
    const run = cli('validate', '--standard', 'rfc3986', 'http://a b/c');
    expect(run.status).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('invalid (rfc3986): does not parse');
    expect(lines[1]).toContain('at offset 8');
    expect(lines.slice(2, 4)).toEqual(['  http://a b/c', `  ${' '.repeat(8)}^`]);
  });

  test('--standard rfc3987 accepts what rfc3986 refuses', () => {
    expect(cli('validate', '--standard', 'rfc3987', 'http://\u00e9/').status).toBe(0);
    expect(cli('validate', '--standard', 'rfc3986', 'http://\u00e9/').status).toBe(1);
  });

  test('a control character is shown as its Control Picture, so the caret stays in place', () => {
    const run = cli('validate', '--standard', 'rfc3986', 'a\u0001b');
    expect(run.stdout.split('\n').slice(2, 4)).toEqual(['  a\u2401b', '   ^']);
  });

  test('--base makes a relative reference valid', () => {
    expect(cli('validate', 'b/c', '--base', 'https://h/a').status).toBe(0);
    expect(cli('validate', 'b/c').status).toBe(1);
  });

  test('--rule: the whole input must match that rule', () => {
    expect(cli('validate', '--standard', 'rfc3986', '--rule', 'absolute-URI', 'http://h/?q').status).toBe(0);
    const run = cli('validate', '--standard', 'rfc3986', '--rule', 'absolute-URI', 'http://h/#f');
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      'invalid (rfc3986): does not parse',
      'unexpected-code-point at offset 9: absolute-URI expects unreserved character, "%", sub-delims character, ":", "@", "/", "?" or end of input, found "#" (U+0023)',
    ]);
    expect(cli('validate', '--standard=rfc3987', '--rule=ipath-absolute', '/\u00e9/x').status).toBe(0);
  });

  test('--document-encoding: a non-ASCII query is valid in a UTF-8 document only', () => {
    const input = 'http://h/?\u00e9';
    expect(cli('validate', '--standard', 'web-address', '--document-encoding', 'utf-8', input).status).toBe(0);
    const run = cli('validate', '--json', '--standard', 'web-address', '--document-encoding', 'windows-1252', input);
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toMatchObject({ documentEncoding: 'windows-1252', valid: false, errors: [{ code: 'query-non-ASCII', offset: 10, length: 1 }], failure: null });
  });

  test('--json prints the verdict, the errors and the failure with their spans', () => {
    const run = cli('validate', '--json', 'http://u@a:99999/');
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toEqual({
      input: 'http://u@a:99999/',
      standard: 'whatwg',
      valid: false,
      errors: [{ code: 'invalid-credentials', offset: 8, length: 1, message: expect.stringMatching(/^invalid-credentials at offset 8: /) }],
      errorCount: 1,
      failure: { code: 'port-out-of-range', offset: 11, length: 5, message: 'port-out-of-range at offset 11: port 99999 is greater than 65535' },
    });
  });
});

/** "http://a/", n U+0001 (an invalid-URL-unit each), "x": a URL that parses with exactly n errors. */
function controls(n: number): string {
  return `http://a/${'\u0001'.repeat(n)}x`;
}

describe('--max-errors: at most n errors listed, errorCount counts them all', () => {
  test('text: the first n errors, then how many more', () => {
    const run = cli('validate', '--max-errors', '5', controls(70));
    expect(run.status).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('invalid (whatwg): 70 errors');
    expect(lines.slice(1, 16).filter((line) => line.startsWith('invalid-URL-unit at offset '))).toHaveLength(5);
    expect(lines[13]).toMatch(/^invalid-URL-unit at offset 13: /);
    expect(lines.slice(16)).toEqual(['\u2026 and 65 more errors (--max-errors)', '']);
  });

  test('text: the failure comes after the count of the errors left out', () => {
    const run = cli('validate', '--max-errors', '1', `http://${'\\'.repeat(70)}a:99999/`);
    expect(run.status).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('invalid (whatwg): 70 errors, then does not parse');
    expect(lines[1]).toMatch(/^special-scheme-missing-following-solidus at offset 7: /);
    expect(lines.slice(4)).toEqual([
      '\u2026 and 69 more errors (--max-errors)',
      'port-out-of-range at offset 79: port 99999 is greater than 65535',
      `  \u2026${'\\'.repeat(48)}a:99999/`, // a window of 50 columns before the offset
      `  ${' '.repeat(51)}^^^^^`,
      '',
    ]);
  });

  test('--max-errors 0: no error listed, still invalid, with the count', () => {
    const run = cli('validate', '--json', '--max-errors', '0', controls(70));
    expect(run.status).toBe(1);
    expect(parseJSON(run)).toMatchObject({ valid: false, errors: [], errorCount: 70, failure: null });
    const text = cli('validate', '--max-errors=0', controls(70));
    expect(text.stdout).toBe('invalid (whatwg): 70 errors\n\u2026 and 70 more errors (--max-errors)\n');
  });

  test('the default is 100; parse has the option too', () => {
    const validated = parseJSON(cli('validate', '--json', controls(150)));
    expect(validated).toMatchObject({ valid: false, errorCount: 150 });
    expect(validated['errors']).toHaveLength(100);
    const parsed = cli('parse', '--max-errors', '2', controls(150));
    expect(parsed.status).toBe(0);
    const json = parseJSON(parsed);
    expect(json).toMatchObject({ errorCount: 150, errors: [{ code: 'invalid-URL-unit', offset: 9 }, { code: 'invalid-URL-unit', offset: 10 }] });
    expect(Object.keys(json).slice(-2)).toEqual(['errors', 'errorCount']);
  });

  test('more errors than listed, but not over the cap: nothing left out', () => {
    const run = cli('validate', '--max-errors', '1000000', controls(3));
    expect(run.stdout.split('\n')[0]).toBe('invalid (whatwg): 3 errors');
    expect(run.stdout).not.toContain('more error');
  });
});

describe('url-grammar resolve', () => {
  // RFC 3986 section 5.4.1 and 5.4.2 examples.
  test.each([
    ['g;x?y#s', 'whatwg', 'http://a/b/c/g;x?y#s'],
    ['../../../g', 'rfc3986', 'http://a/g'],
    ['http:g', 'rfc3986', 'http:g'],
    ['http:g', 'rfc3986-nonstrict', 'http://a/b/c/g'],
  ])('%s (--mode %s) is %s', (reference, mode, href) => {
    const run = cli('resolve', reference, 'http://a/b/c/d;p?q', '--mode', mode);
    expect(run).toEqual({ status: 0, stdout: `${href}\n`, stderr: '' });
  });

  test('a base that fails: the failure on stderr with a caret, exit 1', () => {
    const run = cli('resolve', 'x', 'http://[::1');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^url-grammar: cannot resolve: the base fails: IPv6-unclosed/);
    expect(run.stderr).toContain('\n  http://[::1\n');
  });

  test('--mode rfc3986 with a base that is not absolute: the caret under the base', () => {
    const run = cli('resolve', 'g', 'a/b', '--mode', 'rfc3986');
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr: 'url-grammar: cannot resolve: the base fails: unexpected-code-point at offset 1: '
        + 'absolute-URI expects scheme character or ":", found "/" (U+002F)\n  a/b\n   ^\n',
    });
  });

  test('--mode rfc3986 with a reference that is not a URI reference: validate\'s failure, the caret under it', () => {
    const run = cli('resolve', '\\\\evil.com\\x', 'http://good.com/a/b', '--mode', 'rfc3986');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^url-grammar: cannot resolve: the reference fails: unexpected-code-point at offset 0: /);
  });

  test('--json', () => {
    const run = cli('resolve', '--json', '../x', 'http://h/a/b');
    expect(parseJSON(run)).toEqual({ reference: '../x', base: 'http://h/a/b', mode: 'whatwg', href: 'http://h/x' });
  });
});

describe('url-grammar normalize, equal, to-iri, to-uri', () => {
  test('normalize at an RFC level: input that is not a URI reference fails as validate does (exit 1)', () => {
    expect(cli('normalize', 'http://a b/')).toEqual({
      status: 1,
      stdout: '',
      stderr: 'url-grammar: cannot normalize: unexpected-code-point at offset 8: URI-reference expects unreserved character, '
        + '"%", sub-delims character, ":", "@", "/", "?", "#" or end of input, found U+0020\n  http://a b/\n          ^\n',
    });
    const json = parseJSON(cli('normalize', '--json', 'http://a/%zz'));
    expect(json).toEqual({ input: 'http://a/%zz', level: 'scheme', normalized: null, failure: expect.objectContaining({ code: 'unexpected-code-point', offset: 10, rule: 'pct-encoded' }) });
    expect(cli('normalize', '--level', 'whatwg', 'http://a b/').status).toBe(1);
  });

  test.each([
    ['scheme', 'http://a.com/~/x'],
    ['syntax', 'http://a.com:80/~/x'],
    ['simple', 'HTTP://A.com:80/%7e/./x'],
    ['whatwg', 'http://a.com/%7e/x'],
  ])('normalize --level %s', (level, normalized) => {
    const run = cli('normalize', 'HTTP://A.com:80/%7e/./x', '--level', level);
    expect(run).toEqual({ status: 0, stdout: `${normalized}\n`, stderr: '' });
  });

  test('normalize --json', () => {
    const run = cli('normalize', '--json', 'HTTP://A/');
    expect(parseJSON(run)).toEqual({ input: 'HTTP://A/', level: 'scheme', normalized: 'http://a/' });
  });

  test('equal: exit 0 when equivalent, 1 when not', () => {
    expect(cli('equal', 'http://a/', 'HTTP://A:80')).toEqual({ status: 0, stdout: 'equal\n', stderr: '' });
    expect(cli('equal', 'http://a/', 'HTTP://A:80', '--level', 'simple')).toEqual({ status: 1, stdout: 'different\n', stderr: '' });
    expect(cli('equal', 'http://a/#x', 'http://a/#y').status).toBe(1);
    expect(cli('equal', 'http://a/#x', 'http://a/#y', '--ignore-fragment').status).toBe(0);
  });

  test('equal --json shows both normal forms', () => {
    const run = cli('equal', '--json', 'http://a/', 'HTTP://A:80');
    expect(parseJSON(run)).toEqual({
      a: 'http://a/', b: 'HTTP://A:80', level: 'scheme', ignoreFragment: false, equal: true, normalized: ['http://a/', 'http://a/'],
    });
  });

  test('to-iri decodes UTF-8 escapes, to-uri encodes them', () => {
    expect(cli('to-iri', 'http://x/%C3%BC%20')).toEqual({ status: 0, stdout: 'http://x/\u00fc%20\n', stderr: '' });
    expect(cli('to-uri', 'http://\u00e9/\u00fc')).toEqual({ status: 0, stdout: 'http://%C3%A9/%C3%BC\n', stderr: '' });
    expect(cli('to-uri', '--idna', 'http://\u00e9/\u00fc').stdout).toBe('http://xn--9ca/%C3%BC\n');
    expect(parseJSON(cli('to-iri', '--json', 'http://x/%C3%BC'))).toEqual({ input: 'http://x/%C3%BC', iri: 'http://x/\u00fc' });
  });
});
