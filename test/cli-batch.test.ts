// End-to-end tests of batch mode through the built binary: "-" (stdin) or --input in place of a
// URL, one JSON object per line in input order, the summary on stderr, exit statuses, --jobs
// (worker threads, from dist/cjs/src/cli/worker.js), hostile input and a closed stdout.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BUILD_TIMEOUT_MS, buildCLI, cli, cliClosedEarly } from './helpers/cli';
import type { Run } from './helpers/cli';

type LineRecord = Record<string, unknown> & { line: number; input: string | null; verdict: string };

/** The JSON lines of stdout. */
function records(run: Run): LineRecord[] {
  expect(run.stdout.endsWith('\n')).toBe(true);
  return run.stdout.slice(0, -1).split('\n').map((line) => JSON.parse(line) as LineRecord);
}

/** The summary's counts: "verdicts:" and "error codes:" sections of stderr. */
function summary(stderr: string): { lines: number; verdicts: Record<string, number>; codes: Record<string, number> } {
  const head = /^url-grammar \S+: (\d+) lines in [\d.]+ s \(\d+ lines\/s\)$/m.exec(stderr);
  if (head === null) throw new Error(`no summary in ${JSON.stringify(stderr)}`);
  const section = (title: string): Record<string, number> => {
    const start = stderr.indexOf(`${title}:\n`);
    const rows: Record<string, number> = {};
    for (const row of stderr.slice(start + title.length + 2).split('\n')) {
      const match = /^ {2}(\S+) +(\d+)$/.exec(row);
      if (match === null) break;
      rows[match[1]] = Number(match[2]);
    }
    return rows;
  };
  return { lines: Number(head[1]), verdicts: section('verdicts'), codes: section('error codes') };
}

/** Runs the CLI with a V8 heap of `megabytes` (NODE_OPTIONS reaches the child): a memory bound, not a timing. */
function cliWithHeap(megabytes: number, args: readonly string[], input?: string): Run {
  const saved = process.env['NODE_OPTIONS'];
  process.env['NODE_OPTIONS'] = `${saved ?? ''} --max-old-space-size=${megabytes}`.trim();
  try {
    return cli(args, input);
  } finally {
    if (saved === undefined) delete process.env['NODE_OPTIONS'];
    else process.env['NODE_OPTIONS'] = saved;
  }
}

let dir = '';
/** A generated input of many lines, valid and invalid, for --jobs and the closed pipe. */
let manyLines = '';
const MANY = 20_000;

beforeAll(() => {
  buildCLI();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-batch-'));
  const lines: string[] = [];
  for (let i = 0; i < MANY; i++) {
    const kinds = [`https://h${i}.example/p/${i}?q=${i}`, `http://a:${70000 + i}/`, `b/${i}`, `https://example.com\\${i}`, `http://[::${i % 10}]/`];
    lines.push(kinds[i % kinds.length]);
  }
  manyLines = path.join(dir, 'many.txt');
  fs.writeFileSync(manyLines, `${lines.join('\n')}\n`);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (dir !== '') fs.rmSync(dir, { recursive: true, force: true });
});

describe('one JSON object per line', () => {
  test('validate -: verdicts, errors, and the summary on stderr; exit 1 when a line is invalid', () => {
    const run = cli(['validate', '-'], 'https://a.test/\nhttp://a:99999/\nb\n');
    expect(run.status).toBe(1);
    expect(records(run)).toEqual([
      { line: 1, input: 'https://a.test/', verdict: 'valid', standard: 'whatwg', valid: true, errors: [], errorCount: 0, failure: null },
      {
        line: 2, input: 'http://a:99999/', verdict: 'invalid', standard: 'whatwg', valid: false, errors: [], errorCount: 0,
        failure: { code: 'port-out-of-range', offset: 9, length: 5, message: expect.any(String) },
      },
      expect.objectContaining({ line: 3, input: 'b', verdict: 'invalid', errors: [], failure: expect.objectContaining({ code: 'missing-scheme-non-relative-URL' }) }),
    ]);
    expect(summary(run.stderr)).toEqual({
      lines: 3,
      verdicts: { valid: 1, invalid: 2 },
      codes: { 'port-out-of-range': 1, 'missing-scheme-non-relative-URL': 1 },
    });
  });

  test('exit 0 when every line is valid; --quiet prints no summary', () => {
    const run = cli(['validate', '-', '--quiet'], 'https://a.test/\nhttps://b.test/x\n');
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(records(run).map((record) => record.verdict)).toEqual(['valid', 'valid']);
  });

  test('--input <file> gives what stdin gives', () => {
    const file = path.join(dir, 'three.txt');
    fs.writeFileSync(file, 'https://a.test/\nhttp://a:99999/\nb');
    const fromFile = cli(['validate', '--input', file]);
    const fromStdin = cli(['validate', '-'], fs.readFileSync(file));
    expect(fromFile.stdout).toBe(fromStdin.stdout);
    expect(fromFile.status).toBe(1);
    expect(records(fromFile).map((record) => record.line)).toEqual([1, 2, 3]); // a last line without a line end counts
  });

  test('parse - --base: components per line', () => {
    const run = cli(['parse', '-', '--base', 'http://h.test/a/', '-q'], '../c?x\nhttps://\n');
    expect(run.status).toBe(1);
    const [first, second] = records(run);
    expect(first).toMatchObject({ line: 1, input: '../c?x', verdict: 'ok', base: 'http://h.test/a/', href: 'http://h.test/c?x', record: { path: ['c'], query: 'x' } });
    expect(second).toMatchObject({ line: 2, input: 'https://', verdict: 'failure', failure: { code: 'host-missing' } });
  });

  test('parse --standard rfc3986 --input: parse trees per line', () => {
    const run = cli(['parse', '--standard', 'rfc3986', '--input', '-', '-q'], 'a:b\n//h:1\n');
    expect(records(run)).toEqual([
      expect.objectContaining({ verdict: 'ok', tree: expect.objectContaining({ rule: 'URI', scheme: { start: 0, end: 1, text: 'a' } }) }),
      expect.objectContaining({ verdict: 'ok', tree: expect.objectContaining({ rule: 'relative-ref', authority: expect.objectContaining({ text: 'h:1' }) }) }),
    ]);
  });

  test('resolve: the line can be the reference ("-" first, or --input) or the base ("-" second)', () => {
    const references = cli(['resolve', '-', 'http://a/b/c/d;p?q', '--mode', 'rfc3986', '-q'], '../g\n?y\n');
    expect(records(references).map((record) => record.href)).toEqual(['http://a/b/g', 'http://a/b/c/d;p?y']);
    const viaInput = cli(['resolve', '--input', '-', 'http://a/b/c/d;p?q', '--mode', 'rfc3986', '-q'], '../g\n?y\n');
    expect(viaInput.stdout).toBe(references.stdout);
    const bases = cli(['resolve', 'x', '-', '-q'], 'http://a/b\nhttp://[::1\n');
    expect(bases.status).toBe(1);
    expect(records(bases)).toEqual([
      { line: 1, input: 'http://a/b', verdict: 'ok', reference: 'x', base: 'http://a/b', mode: 'whatwg', href: 'http://a/x' },
      expect.objectContaining({ line: 2, verdict: 'failure', failed: 'base', failure: expect.objectContaining({ code: 'IPv6-unclosed' }) }),
    ]);
  });

  test('normalize, equal, to-iri and to-uri in batch mode', () => {
    expect(records(cli(['normalize', '-', '-q'], 'HTTP://A:80\n')).map((r) => r.normalized)).toEqual(['http://a/']);
    const equal = cli(['equal', '-', 'http://a/'], 'HTTP://A:80\nhttp://b/\n');
    expect(equal.status).toBe(1);
    expect(records(equal).map((r) => r.verdict)).toEqual(['equal', 'different']);
    expect(summary(equal.stderr).verdicts).toEqual({ equal: 1, different: 1 });
    expect(records(cli(['to-iri', '-', '-q'], 'http://x/%C3%BC\n')).map((r) => r.iri)).toEqual(['http://x/\u00fc']);
    expect(records(cli(['to-uri', '-', '-q'], 'http://x/\u00fc\n')).map((r) => r.uri)).toEqual(['http://x/%C3%BC']);
  });
});

describe('hostile input gives one result per line, never a crash', () => {
  test('invalid UTF-8, NUL, CRLF, empty lines, a byte order mark', () => {
    const input = Buffer.concat([
      Buffer.from('\uFEFFhttps://a.test/\r\n'), // BOM (dropped) and CRLF (the CR is dropped)
      Buffer.from('\r\n'), // an empty line
      Buffer.from('\n'), // another
      Buffer.from('http://a\u0000b/\n'), // NUL
      Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0x68, 0x2f, 0xff, 0xc3, 0x0a]), // "http://h/" 0xFF 0xC3
      Buffer.from('https://b.test/'), // no final line end
    ]);
    const run = cli(['validate', '-'], input);
    expect(run.status).toBe(1);
    const lines = records(run);
    expect(lines.map((record) => [record.line, record.input, record.verdict])).toEqual([
      [1, 'https://a.test/', 'valid'],
      [2, '', 'invalid'],
      [3, '', 'invalid'],
      [4, 'http://a\u0000b/', 'invalid'],
      [5, 'http://h/\uFFFD\uFFFD', 'invalid'],
      [6, 'https://b.test/', 'valid'],
    ]);
    const invalidBytes = { code: 'invalid-UTF-8', offset: 9, length: 1, byteOffset: 9, count: 2, message: expect.stringContaining('2 invalid UTF-8 sequences') };
    expect(lines[4]['inputErrors']).toEqual([invalidBytes]);
    expect(lines[4]).toMatchObject({ verdict: 'invalid', valid: false, errors: [invalidBytes], errorCount: 1 }); // one answer
    expect(lines.map((record) => record['valid'])).toEqual(lines.map((record) => record.verdict === 'valid'));
    expect(lines[3]['failure']).toEqual(expect.objectContaining({ code: 'domain-to-ASCII', offset: 8, length: 1 }));
    expect(summary(run.stderr).codes['invalid-UTF-8']).toBe(1);
  });

  test('a line of several megabytes is evaluated; one over --max-line-bytes is reported and skipped', () => {
    const long = `https://h.test/${'a'.repeat(3 * 1024 * 1024)}`;
    const input = `https://a.test/\n${long}\nhttps://b.test/\n`;
    const run = cli(['parse', '-', '-q'], input);
    expect(run.status).toBe(0);
    const lines = records(run);
    expect(lines.map((record) => record.line)).toEqual([1, 2, 3]);
    expect(lines[1]).toMatchObject({ verdict: 'ok', pathname: long.slice('https://h.test'.length) });

    const limited = cli(['validate', '-', '--max-line-bytes', '1000'], input);
    expect(limited.status).toBe(1);
    expect(records(limited)).toEqual([
      expect.objectContaining({ line: 1, verdict: 'valid' }),
      { line: 2, input: null, verdict: 'error', bytes: long.length, errors: [expect.objectContaining({ code: 'line-too-long' })] },
      expect.objectContaining({ line: 3, verdict: 'valid' }),
    ]);
    expect(summary(limited.stderr)).toMatchObject({ verdicts: { valid: 2, error: 1 }, codes: { 'line-too-long': 1 } });
  });

  test('--max-line-bytes counts the line without its line end: a 100-byte line passes with LF and with CRLF', () => {
    const line = `https://a.test/${'p'.repeat(85)}`;
    expect(Buffer.byteLength(line)).toBe(100);
    for (const end of ['\n', '\r\n']) {
      const run = cli(['validate', '-', '--max-line-bytes', '100', '-q'], `${line}${end}${line}x${end}`);
      expect(records(run).map((record) => [record.line, record.verdict, record['bytes']])).toEqual([[1, 'valid', undefined], [2, 'error', 101]]);
    }
  });

  test('a line with millions of errors: 100 listed, errorCount counts them all, in bounded memory', () => {
    const count = 3_000_000; // one invalid-URL-unit per U+0001
    const file = path.join(dir, 'controls.txt');
    fs.writeFileSync(file, `https://a.test/\nhttp://a/${'\u0001'.repeat(count)}x\nhttps://b.test/\n`);
    const run = cliWithHeap(512, ['validate', '--input', file]); // it once took gigabytes, then died
    expect(run.status).toBe(1);
    const lines = records(run);
    expect(lines.map((record) => [record.line, record.verdict])).toEqual([[1, 'valid'], [2, 'invalid'], [3, 'valid']]);
    expect(lines[1]).toMatchObject({ valid: false, errorCount: count, failure: null });
    const errors = lines[1]['errors'] as unknown[];
    expect(errors).toHaveLength(100);
    expect(errors[99]).toEqual(expect.objectContaining({ code: 'invalid-URL-unit', offset: 108 }));
    expect(summary(run.stderr).codes).toEqual({ 'invalid-URL-unit': 100 }); // the listed errors
  }, 60_000);

  test('parse --max-errors 5 with --jobs 2: the same cut in the worker threads', () => {
    const count = 2_000_000;
    const run = cliWithHeap(512, ['parse', '-', '--max-errors', '5', '--jobs', '2', '-q'], `https://a.test/\nhttp://a/${'\u0001'.repeat(count)}x\nb\n`);
    expect(run.status).toBe(1);
    const lines = records(run);
    expect(lines.map((record) => [record.line, record.verdict])).toEqual([[1, 'ok'], [2, 'ok'], [3, 'failure']]);
    expect(lines[1]).toMatchObject({ errorCount: count, pathname: `/${'%01'.repeat(count)}x` });
    expect(lines[1]['errors']).toHaveLength(5);
    expect(lines[0]).toMatchObject({ errors: [], errorCount: 0 });
  }, 60_000);

  test('--max-errors 0 lists no error and keeps the verdict', () => {
    const run = cli(['validate', '-', '--max-errors', '0', '-q'], `http://a/${'\u0001'.repeat(70)}x\nhttps://a.test/\n`);
    expect(run.status).toBe(1);
    expect(records(run)).toEqual([
      expect.objectContaining({ line: 1, verdict: 'invalid', valid: false, errors: [], errorCount: 70 }),
      expect.objectContaining({ line: 2, verdict: 'valid', errors: [], errorCount: 0 }),
    ]);
  });

  test('an input file that cannot be read: a message, exit 2', () => {
    const missing = cli(['validate', '--input', path.join(dir, 'missing.txt')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^url-grammar: cannot read .*missing\.txt: ENOENT\n$/);
    const directory = cli(['validate', '--input', dir]);
    expect(directory.status).toBe(2);
    expect(directory.stderr).toMatch(/it is a directory/);
  });

  test('no progress bar when stderr is not a terminal', () => {
    const run = cli(['validate', '--input', manyLines]);
    expect(run.stderr).not.toContain('\r');
    expect(summary(run.stderr).lines).toBe(MANY);
  });
});

describe('--jobs: worker threads, same output in the same order', () => {
  test('--jobs 1, 2 and 3 print the same lines, numbered in order, and the same summary counts', () => {
    const one = cli(['validate', '--input', manyLines, '--jobs', '1']);
    const two = cli(['validate', '--input', manyLines, '--jobs', '2']);
    const three = cli(['validate', '-', '-j', '3'], fs.readFileSync(manyLines));
    expect(one.status).toBe(1);
    expect(two.status).toBe(1);
    expect(three.status).toBe(1);
    expect(two.stdout).toBe(one.stdout);
    expect(three.stdout).toBe(one.stdout);
    const lines = records(two);
    expect(lines).toHaveLength(MANY);
    expect(lines.every((record, i) => record.line === i + 1)).toBe(true);
    expect(summary(two.stderr)).toEqual(summary(one.stderr));
    expect(summary(one.stderr).verdicts).toEqual({ valid: MANY * 0.2 + MANY * 0.2, invalid: MANY * 0.6 });
  }, 60_000);

  test('--jobs 2 carries invalid UTF-8 and too-long lines to the workers', () => {
    const input = Buffer.concat([Buffer.from('http://h/'), Buffer.from([0xff]), Buffer.from(`\n${'x'.repeat(2000)}\n\nhttps://a.test/\n`)]);
    const one = cli(['validate', '-', '--max-line-bytes', '1000', '-q'], input);
    const two = cli(['validate', '-', '--max-line-bytes', '1000', '-q', '--jobs', '2'], input);
    expect(two.stdout).toBe(one.stdout);
    expect(records(two).map((record) => record.verdict)).toEqual(['invalid', 'error', 'invalid', 'valid']);
    expect(records(two)[0]['inputErrors']).toEqual([expect.objectContaining({ code: 'invalid-UTF-8', offset: 9 })]);
  });
});

describe('a closed stdout (| head)', () => {
  test.each([['1'], ['2']])('--jobs %s stops quietly, exit 0', async (jobs) => {
    const run = await cliClosedEarly(['validate', '--input', manyLines, '--jobs', jobs], 3);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.received.startsWith('{"line":1,')).toBe(true);
  });
});
