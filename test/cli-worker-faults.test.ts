// Issue 24 section 9: a worker thread of --jobs that dies (an uncaught exception, process.exit)
// or never returns. Before, the lines it held and every line after the last one written were lost,
// the CLI exited 1 ("some URL was invalid"), and a stuck worker hung it forever. Now no line goes
// missing and the order holds: the line the worker was on gets an 'error' record (worker-lost or
// line-timeout), the others it held are evaluated again on a fresh worker, stderr says what
// happened, and the exit status is 4. The faults are injected through the worker's test-only
// hook, the environment variable URL_GRAMMAR_TEST_WORKER_FAULT (src/cli/worker.ts).

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BUILD_TIMEOUT_MS, buildCLI, cli } from './helpers/cli';
import type { Run } from './helpers/cli';

type LineRecord = Record<string, unknown> & { line: number; input: string | null; verdict: string; errors?: Array<{ code: string; message: string }> };

const FAULT = 'URL_GRAMMAR_TEST_WORKER_FAULT';

function records(run: Run): LineRecord[] {
  expect(run.stdout.endsWith('\n')).toBe(true);
  return run.stdout.slice(0, -1).split('\n').map((line) => JSON.parse(line) as LineRecord);
}

let dir = '';
let file = '';
/** Lines, valid and invalid: enough for several 64 KiB chunks. */
const LINES = 12_000;
/** The output of --jobs 1, which runs in the main thread (the hook is for workers only). */
let expected: LineRecord[] = [];

beforeAll(() => {
  buildCLI();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-faults-'));
  file = path.join(dir, 'in.txt');
  const lines = Array.from({ length: LINES }, (_, i) => (i % 3 === 0 ? `http://a:${70000 + i}/` : `https://h${i}.test/p?q=${i}`));
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  const one = cli(['validate', '--input', file, '-q'], '', { [FAULT]: 'throw@5' });
  expect(one.status).toBe(1);
  expected = records(one);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (dir !== '') fs.rmSync(dir, { recursive: true, force: true });
});

/** Each expected record, except those of `lost` lines, which are 'error' records with `code`. */
function expectLost(run: Run, lost: readonly number[], code: string): void {
  const got = records(run);
  expect(got).toHaveLength(LINES);
  expect(got.map((record) => record.line)).toEqual(expected.map((record) => record.line));
  for (const record of got) {
    if (lost.includes(record.line)) {
      expect(record).toMatchObject({ verdict: 'error', input: expected[record.line - 1].input, errors: [expect.objectContaining({ code, offset: 0, length: 0 })] });
    } else {
      expect(record).toEqual(expected[record.line - 1]);
    }
  }
}

describe('a lost worker thread loses no line', () => {
  test.each([
    ['an uncaught exception', 'throw', /it threw Error: injected fault at line 7000/],
    ['process.exit', 'exit', /it exited \(code 7\)/],
  ])('%s: that line gets worker-lost, the others their records, in order; exit 4 and one line on stderr', (_what, kind, reason) => {
    const run = cli(['validate', '--input', file, '--jobs', '2', '-q'], '', { [FAULT]: `${kind}@7000` });
    expect(run.status).toBe(4);
    expectLost(run, [7000], 'worker-lost');
    expect(run.stderr).toMatch(/^url-grammar: a worker thread was lost on line 7000: [^\n]+; 1 line got the verdict "error", [\d,]+ lines were evaluated again on a fresh worker\n$/);
    expect(run.stderr).toMatch(reason);
  }, 60_000);

  test('a worker that never returns is stopped by --line-timeout: line-timeout, exit 4, no hang', () => {
    const run = cli(['validate', '--input', file, '--jobs', '2', '--line-timeout', '0.3'], '', { [FAULT]: 'hang@100' });
    expect(run.status).toBe(4);
    expectLost(run, [100], 'line-timeout');
    expect(run.stderr).toMatch(/^url-grammar: a worker thread was lost on line 100: no result after 0\.3 s \(--line-timeout\), it was stopped;/);
    expect(run.stderr).toMatch(/^ {2}error +1$/m); // the summary counts it
  }, 60_000);

  test('lost again while re-running: the lines of the second loss get worker-lost records, none goes missing', () => {
    // Lines 20 and 30 are in the same first chunk: the re-run of 21.. dies at 30.
    const run = cli(['validate', '--input', file, '--jobs', '3', '-q'], '', { [FAULT]: 'exit@20,exit@30' });
    expect(run.status).toBe(4);
    const got = records(run);
    const lost = got.filter((record) => record.verdict === 'error').map((record) => record.line);
    expect(lost[0]).toBe(20);
    expect(lost).toContain(30);
    expect(lost.length).toBeLessThan(LINES / 2);
    const second = got.find((record) => record.line === 31);
    expect(second?.errors?.[0]?.message).toMatch(/^not evaluated: its worker thread was lost twice \(it exited \(code 7\)\)$/);
    expectLost(run, lost, 'worker-lost');
    expect(run.stderr.match(/^url-grammar: a worker thread was lost/gm)).toHaveLength(2);
  }, 60_000);

  test('typed faults aside, the hook does nothing: the same output as --jobs 1, exit 1', () => {
    const run = cli(['validate', '--input', file, '--jobs', '2', '-q'], '', { [FAULT]: `exit@${LINES + 1}` });
    expect(run.status).toBe(1);
    expect(records(run)).toEqual(expected);
  }, 60_000);

  test('a worker that cannot start: one line on stderr, exit 4, no hang', () => {
    const run = cli(['validate', '--input', file, '--jobs', '2', '-q'], '', { [FAULT]: 'start' });
    expect(run.status).toBe(4);
    expect(run.stderr).toMatch(/^url-grammar: internal error: Error: a worker thread could not start: it threw Error: injected fault at start\n/);
  }, 60_000);
});

describe('--line-timeout', () => {
  test.each([
    [['validate', 'https://a.test/', '--line-timeout', '5'], '--line-timeout is for batch mode ("-" or --input <file> in place of a URL)'],
    [['validate', '-', '--line-timeout', 'soon'], "--line-timeout must be a number of seconds from 0.001 to 86400, or 0 for no limit (not 'soon')"],
    [['validate', '-', '--line-timeout', '-1'], '--line-timeout needs a value <s>'],
  ])('%j: a usage error', (args, message) => {
    const run = cli(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`url-grammar: ${message} (see url-grammar validate --help)\n`);
  });

  test('is in the help, with exit status 4', () => {
    const run = cli(['validate', '--help']);
    expect(run.stdout).toContain('--line-timeout <s>');
    expect(run.stdout).toMatch(/^ {2}4 {2}the tool failed: a worker thread was lost/m);
  });
});
