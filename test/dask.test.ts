// The batch CLI as a mapper on Dask distributed (docs/scale.md): docs/examples/dask/url_grammar_dask.py
// cuts a corpus slice into byte-range partitions, pipes each through `url-grammar <command> --input -`
// in the worker processes of a LocalCluster, and writes the renumbered JSON lines in input order.
// Its output must be the single-process run's, byte for byte, for validate, canonicalize and
// inspect, and still be when one worker process is killed mid-run (Dask runs its task again).
// Debian's python3-distributed is installed by scripts/python-distributed.js when missing (as root).

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BUILD_TIMEOUT_MS, CLI, ROOT, buildCLI, cli } from './helpers/cli';
import { corpusLines } from './helpers/test-data';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensurePythonDistributed } = require('../scripts/python-distributed') as { ensurePythonDistributed: () => string };

const EXAMPLE = path.join(ROOT, 'docs', 'examples', 'dask', 'url_grammar_dask.py');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The partition whose first line starts with U+FEFF (and which the fault test kills). */
const BOM_PARTITION = 3;
const PARTITIONS = 7;
const MAX_LINE_BYTES = 2000;

let python: string;
let dir: string;
let input: string;

/** What one run of the example gave. */
interface DaskRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly output: Buffer;
  /** The pid of the worker process that ran each partition (--report). */
  readonly pids: number[];
}

/** The corpus slice: web and file: URLs with the lines batch mode must keep as they are. */
function slice(): Buffer {
  const web = corpusLines('kasztp.txt').slice(0, 2500);
  const files = corpusLines('node_files.txt').slice(0, 1500);
  const lines: Buffer[] = [...web, ...files].map((line) => Buffer.from(line, 'utf8'));
  const odd: Buffer[] = [
    Buffer.from('http://a/\xff\xfe/b', 'latin1'), // not UTF-8
    Buffer.from('https://example.com/crlf\r'), // CRLF line end
    Buffer.alloc(0), // empty line
    Buffer.from(`http://a/${'x'.repeat(MAX_LINE_BYTES + 500)}`), // over --max-line-bytes
    Buffer.from('http://[::1:/'), // a failure
    Buffer.from('HTTP://WWW.Example.COM:80/a/../b?utm_source=x&b=2&a=1'),
    Buffer.from('http://0x7f.1/'),
  ];
  odd.forEach((line, i) => lines.splice(300 + i * 550, 0, line));
  // A byte order mark starts the file (dropped, as at the start of any input) ...
  return Buffer.concat([BOM, ...lines.flatMap((line) => [line, Buffer.from('\n')]), Buffer.from('http://no-final-line-end/')]);
}

/** The first line start at or after each of the example's split offsets (its partitions_of). */
function partitionStarts(data: Buffer, count: number): number[] {
  const starts = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const offset = Math.floor((data.length * i) / count);
    starts.add(offset === 0 ? 0 : data.indexOf(0x0a, offset - 1) + 1);
  }
  return [...starts].sort((a, b) => a - b);
}

/** ... and one partition's first line starts with U+FEFF, kept: its first 3 bytes become a BOM, so no split moves. */
function withBomAtPartition(data: Buffer): Buffer {
  const start = partitionStarts(data, PARTITIONS)[BOM_PARTITION];
  const copy = Buffer.from(data);
  BOM.copy(copy, start);
  return copy;
}

function runExample(command: string, extra: readonly string[], options: readonly string[] = []): DaskRun {
  const output = path.join(dir, `${command}.jsonl`);
  const report = path.join(dir, `${command}.pids`);
  fs.rmSync(output, { force: true });
  const args = [EXAMPLE, command, input, String(PARTITIONS), '2', output, '--cli', `${process.execPath} ${CLI}`, '--report', report, ...options, '--', ...extra];
  const run = spawnSync(python, args, { cwd: dir, encoding: 'utf8', timeout: 50_000 });
  const pids = fs.existsSync(report) ? fs.readFileSync(report, 'utf8').trim().split('\n').map(Number) : [];
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, output: fs.existsSync(output) ? fs.readFileSync(output) : Buffer.alloc(0), pids };
}

/** The single-process run: the same command over the whole file. */
function single(command: string, extra: readonly string[]): { status: number | null; output: Buffer } {
  const run = spawnSync(process.execPath, [CLI, command, '--input', input, '-q', ...extra], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  return { status: run.status, output: run.stdout };
}

/** The line counts and the first line where two outputs differ (null: none). */
function compare(actual: Buffer, expected: Buffer): { lines: number; expectedLines: number; firstDifference: string | null } {
  const a = actual.toString('utf8').split('\n');
  const b = expected.toString('utf8').split('\n');
  const index = a.findIndex((line, i) => line !== b[i]);
  const at = index >= 0 ? index : a.length < b.length ? a.length : -1;
  return { lines: a.length - 1, expectedLines: b.length - 1, firstDifference: at < 0 ? null : `line ${at + 1}:\n  dask:   ${a[at]}\n  single: ${b[at]}` };
}

/** Whether a process runs: it exists and is not a zombie (one its parent has not reaped yet is dead too). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

beforeAll(() => {
  buildCLI();
  python = ensurePythonDistributed();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-dask-'));
  input = path.join(dir, 'slice.txt');
  fs.writeFileSync(input, withBomAtPartition(slice()));
}, BUILD_TIMEOUT_MS + 600_000);

afterAll(() => {
  if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the slice', () => {
  test('holds the lines a partition boundary could change: a BOM at a partition start, CRLF, not UTF-8, too long, no final line end', () => {
    const data = fs.readFileSync(input);
    const starts = partitionStarts(data, PARTITIONS);
    expect(starts).toHaveLength(PARTITIONS);
    expect(data.subarray(starts[BOM_PARTITION], starts[BOM_PARTITION] + 3)).toEqual(BOM);
    const records = cli(['validate', '--input', input, '-q', '--max-line-bytes', String(MAX_LINE_BYTES)]).stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.length).toBe(4008);
    expect(records.filter((record) => typeof record['input'] === 'string' && record['input'].startsWith('\uFEFF'))).toHaveLength(1);
    expect(records.filter((record) => record['verdict'] === 'error').map((record) => (record['errors'] as Array<{ code: string }>)[0]?.code)).toEqual(['line-too-long']);
    expect(records.filter((record) => record['inputErrors'] !== undefined)).toHaveLength(1);
    expect(records.at(-1)?.['input']).toBe('http://no-final-line-end/');
  });
});

describe('url_grammar_dask.py on a LocalCluster of 2 worker processes', () => {
  // [command, url-grammar's options, the example's options]; inspect's records go through part files.
  const cases: Array<[string, string[], string[]]> = [
    ['validate', ['--max-line-bytes', String(MAX_LINE_BYTES)], []],
    ['canonicalize', ['--profile', 'normalize-url'], []],
    ['inspect', [], ['--parts', 'parts']],
  ];

  test.each(cases)('%s %j %j: the merged output is the single-process run, line for line', (command, extra, options) => {
    if (options.includes('--parts')) fs.mkdirSync(path.join(dir, 'parts'), { recursive: true });
    const dask = runExample(command, extra, options);
    const one = single(command, extra);
    expect(dask.stderr).not.toMatch(/Traceback/);
    expect(compare(dask.output, one.output)).toEqual({ lines: 4008, expectedLines: 4008, firstDifference: null });
    expect(dask.output.equals(one.output)).toBe(true);
    expect(dask.status).toBe(one.status);
    expect(dask.stdout).toMatch(new RegExp(`^${command}: 4008 lines, ${PARTITIONS} partitions, 2 worker processes: [\\d.]+ s, \\d+ lines/s`));
    expect(new Set(dask.pids).size).toBe(2); // both worker processes ran partitions
    if (options.includes('--parts')) expect(fs.readdirSync(path.join(dir, 'parts'))).toEqual([]); // concatenated, then removed
  });

  test('a worker process killed mid-run: Dask runs its task again elsewhere, no line lost or doubled', () => {
    const record = path.join(dir, 'killed.pid');
    const extra = ['--max-line-bytes', String(MAX_LINE_BYTES)];
    const dask = runExample('validate', extra, ['--test-kill-partition', String(BOM_PARTITION), '--test-kill-record', record]);
    const one = single('validate', extra);
    // The kill happened: the worker process that first ran the partition recorded its pid and is gone ...
    const killed = Number(fs.readFileSync(record, 'utf8').trim());
    expect(killed).toBeGreaterThan(0);
    expect(alive(killed)).toBe(false);
    // ... and the partition's result came from another worker process.
    expect(dask.pids).toHaveLength(PARTITIONS);
    expect(dask.pids[BOM_PARTITION]).not.toBe(killed);
    expect(compare(dask.output, one.output)).toEqual({ lines: 4008, expectedLines: 4008, firstDifference: null });
    expect(dask.output.equals(one.output)).toBe(true);
    expect(dask.status).toBe(one.status);
  });

  test('a mapper that exits with status 1 without a record for every line is a failure (4), not a run with invalid URLs', () => {
    // Node exits with 1 on an uncaught exception too (a broken install): the line count tells them apart.
    const dask = runExample('validate', [], ['--cli', `${process.execPath} -e process.exit(1)`]);
    expect(dask.status).toBe(4);
    expect(dask.stderr).toMatch(/^url_grammar_dask: partition 0: url-grammar wrote 0 lines for \d+ \(exit status 1\)/m);
  });

  test('a usage error of url-grammar is the run\'s exit status 2, naming the partition and the option', () => {
    const dask = runExample('validate', ['--no-such-option']);
    expect(dask.status).toBe(2);
    expect(dask.stderr).toMatch(/^url_grammar_dask: partition 0: url-grammar exited with status 2: url-grammar: unknown option '--no-such-option'/m);
  });
});
