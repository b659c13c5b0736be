// Batch mode: one URL per input line, one JSON object per output line, in input order.
//
//   input (file or stdin) --readLines--> chunks --(main thread | worker pool)--> results
//     --reorder window--> stdout (JSON lines)      and at the end: summary --> stderr
//
// Memory is bounded whatever the input size: the input is pulled chunk by chunk, at most
// WINDOW_PER_JOB * jobs chunks are in flight (read but not yet written), and reading waits
// while stdout is full (its 'drain'). When stdout closes early (EPIPE, e.g. `| head`), the run
// stops quietly. A lost worker thread loses no line (src/cli/pool.ts): the run says so on stderr
// and ends with its own exit status. Lines typed on a terminal (stdin a TTY) are answered one by
// one in the text single mode prints, without the summary meant for files.

import * as fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { BatchSpec, ChunkResult, ProcessChunk } from './chunk';
import { chunkProcessor } from './chunk';
import { EXIT } from './exit';
import { emptyTally, groupDigits, mergeTally, progressText, summaryText } from './format';
import type { Tally } from './format';
import type { Line } from './lines';
import { readLines } from './lines';
import { WorkerPool } from './pool';
import type { WorkerLoss } from './pool';

/** The streams batch mode uses. */
export interface BatchIO {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Whether stderr is a terminal: the progress bar is drawn only then (and for a file input). */
  readonly stderrIsTTY: boolean;
  /** Whether stdin is a terminal: lines read from it are answered as typed, in text (false when absent). */
  readonly stdinIsTTY?: boolean;
  /** Terminal width, for the progress bar. */
  readonly columns: number;
}

export interface BatchSettings {
  /** '-' for stdin, otherwise a file path. */
  readonly input: string;
  readonly jobs: number;
  /** No summary and no progress bar. */
  readonly quiet: boolean;
  readonly maxLineBytes: number;
  /** --line-timeout in milliseconds: how long a worker thread may spend on a line; 0 for no limit. */
  readonly lineTimeoutMs?: number;
  /** --json: JSON lines even for lines typed on a terminal. */
  readonly json?: boolean;
}

/** The input file cannot be read: reported as a usage error (exit status 2). */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** Default limit of a line's length (--max-line-bytes). */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

/** Default --line-timeout: generous (a 64 MiB line takes a few seconds), yet a stuck worker ends. */
export const DEFAULT_LINE_TIMEOUT_MS = 60_000;

/** Chunks in flight per job: enough to keep the workers busy while others are written. */
const WINDOW_PER_JOB = 4;
const READ_CHUNK_BYTES = 64 * 1024;
const PROGRESS_INTERVAL_MS = 100;

/**
 * Runs a batch; resolves to the exit status: 0 every line succeeded, 1 otherwise, 4 when a worker
 * thread was lost (whatever the lines).
 */
export async function runBatch(spec: BatchSpec, settings: BatchSettings, io: BatchIO): Promise<number> {
  const started = performance.now();
  const source = await openInput(settings.input, io.stdin);
  const typed = settings.input === '-' && io.stdinIsTTY === true;
  const runSpec: BatchSpec = typed && settings.json !== true ? { ...spec, format: 'text' } : spec;
  const quiet = settings.quiet || typed;
  const showProgress = io.stderrIsTTY && !quiet && source.size > 0;
  const progress = new Progress(io.stderr, source.size, io.columns, started, showProgress);
  const run = new OrderedRun(io.stdout, io.stderr, settings.jobs * WINDOW_PER_JOB, progress);
  const losses: WorkerLoss[] = [];
  const executor = startExecutor(runSpec, settings, run, losses);
  try {
    await pump(source.stream, settings.maxLineBytes, run, executor);
  } finally {
    await executor.close();
    progress.clear();
  }
  if (run.closed) return EXIT.ok; // stdout went away: nobody reads the rest
  for (const loss of losses) io.stderr.write(lossText(loss));
  if (!quiet) io.stderr.write(summaryText(spec.command, run.tally, (performance.now() - started) / 1000));
  if (losses.length > 0) return EXIT.internal;
  return run.tally.failed > 0 ? EXIT.failure : EXIT.ok;
}

/** One line on stderr per lost worker thread: what happened, and what became of its lines. */
function lossText(loss: WorkerLoss): string {
  const where = loss.line === null ? '' : ` on line ${loss.line}`;
  const failed = `${groupDigits(loss.failed)} line${loss.failed === 1 ? '' : 's'} got the verdict "error"`;
  const rerun = `${groupDigits(loss.rerun)} line${loss.rerun === 1 ? ' was' : 's were'} evaluated again on a fresh worker`;
  return `url-grammar: a worker thread was lost${where}: ${loss.reason}; ${failed}, ${rerun}\n`;
}

export interface Source {
  readonly stream: Readable;
  /** Size in bytes of a regular file; 0 for stdin, pipes and devices. */
  readonly size: number;
}

export async function openInput(input: string, stdin: Readable): Promise<Source> {
  if (input === '-') return { stream: stdin, size: 0 };
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(input);
  } catch (error) {
    throw new InputError(`cannot read ${input}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (stat.isDirectory()) throw new InputError(`cannot read ${input}: it is a directory`);
  const stream = fs.createReadStream(input, { highWaterMark: READ_CHUNK_BYTES });
  return { stream, size: stat.isFile() ? stat.size : 0 };
}

/** Reads the input, hands each chunk to the executor, waits for room; then for the last results. */
async function pump(stream: Readable, maxLineBytes: number, run: OrderedRun, executor: Executor): Promise<void> {
  let pendingBytes = 0;
  try {
    for await (const group of readLines(stream, maxLineBytes)) {
      pendingBytes += group.bytes;
      if (group.lines.length === 0) continue;
      executor.submit(run.nextSeq(pendingBytes), group.lines);
      pendingBytes = 0;
      await run.room();
      if (run.closed) break; // leaving the loop destroys the input stream
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && !run.failed()) throw new InputError(`reading the input: ${error.message}`);
    throw error;
  }
  await run.finished();
}

/** Where chunks are processed: in this thread (--jobs 1) or in worker threads. */
interface Executor {
  submit(seq: number, lines: readonly Line[]): void;
  close(): Promise<void>;
}

function startExecutor(spec: BatchSpec, settings: BatchSettings, run: OrderedRun, losses: WorkerLoss[]): Executor {
  if (settings.jobs <= 1) {
    const processChunk: ProcessChunk = chunkProcessor(spec);
    return {
      submit: (seq, lines) => run.accept(seq, processChunk(lines)),
      close: async () => {},
    };
  }
  const pool = new WorkerPool({ size: settings.jobs, spec, lineTimeoutMs: settings.lineTimeoutMs ?? DEFAULT_LINE_TIMEOUT_MS }, {
    onResult: (seq, result) => run.accept(seq, result),
    onLoss: (loss) => losses.push(loss),
    onError: (error) => run.fail(error),
  });
  return {
    submit: (seq, lines) => pool.submit(seq, lines),
    close: () => pool.close(),
  };
}

/**
 * Writes results in sequence order: a result that arrives early waits in `held` until those
 * before it are written. The window bounds how many chunks may be submitted and not written.
 */
class OrderedRun {
  readonly tally: Tally = emptyTally();
  closed = false;
  readonly #stdout: Writable;
  readonly #stderr: Writable;
  readonly #window: number;
  readonly #progress: Progress;
  readonly #held = new Map<number, ChunkResult>();
  /** Input bytes of each submitted chunk, for the progress bar. */
  readonly #bytes = new Map<number, number>();
  #submitted = 0;
  #written = 0;
  #needDrain = false;
  #failure: Error | null = null;
  #wake: (() => void) | null = null;

  constructor(stdout: Writable, stderr: Writable, window: number, progress: Progress) {
    this.#stdout = stdout;
    this.#stderr = stderr;
    this.#window = window;
    this.#progress = progress;
    stdout.on('drain', () => {
      this.#needDrain = false;
      this.#notify();
    });
    stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') this.closed = true;
      else this.#failure ??= error;
      this.#notify();
    });
  }

  /** The sequence number of the next chunk, which holds `bytes` of input. */
  nextSeq(bytes: number): number {
    this.#bytes.set(this.#submitted, bytes);
    return this.#submitted++;
  }

  accept(seq: number, result: ChunkResult): void {
    this.#held.set(seq, result);
    for (let next = this.#held.get(this.#written); next !== undefined; next = this.#held.get(this.#written)) {
      this.#held.delete(this.#written);
      this.#write(next, this.#bytes.get(this.#written) ?? 0);
      this.#bytes.delete(this.#written);
      this.#written++;
    }
    this.#notify();
  }

  fail(error: Error): void {
    this.#failure ??= error;
    this.#notify();
  }

  failed(): boolean {
    return this.#failure !== null;
  }

  /** Resolves when another chunk may be submitted (or the run is over). */
  async room(): Promise<void> {
    while (!this.closed && (this.#submitted - this.#written >= this.#window || this.#needDrain)) await this.#signal();
  }

  /** Resolves when every submitted chunk is written. */
  async finished(): Promise<void> {
    while (!this.closed && this.#written < this.#submitted) await this.#signal();
    if (this.#failure !== null) throw this.#failure;
  }

  #write(result: ChunkResult, bytes: number): void {
    mergeTally(this.tally, result.tally);
    this.#progress.advance(bytes, this.tally.lines);
    if (this.closed) return;
    if (result.output !== '' && !this.#stdout.write(result.output)) this.#needDrain = true;
    if (result.errorOutput !== '') this.#stderr.write(result.errorOutput);
  }

  #signal(): Promise<void> {
    if (this.#failure !== null) return Promise.reject(this.#failure);
    return new Promise((resolve) => {
      this.#wake = resolve;
    });
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }
}

/** The progress bar on stderr: redrawn at most every PROGRESS_INTERVAL_MS, erased at the end. */
class Progress {
  readonly #stderr: Writable;
  readonly #total: number;
  readonly #columns: number;
  readonly #started: number;
  readonly #enabled: boolean;
  #done = 0;
  #drawnAt = 0;
  #drawn = false;

  constructor(stderr: Writable, total: number, columns: number, started: number, enabled: boolean) {
    this.#stderr = stderr;
    this.#total = total;
    this.#columns = columns;
    this.#started = started;
    this.#enabled = enabled;
  }

  advance(bytes: number, lines: number): void {
    this.#done += bytes;
    if (!this.#enabled) return;
    const now = performance.now();
    if (now - this.#drawnAt < PROGRESS_INTERVAL_MS) return;
    this.#drawnAt = now;
    this.#drawn = true;
    const text = progressText(this.#done, this.#total, lines, (now - this.#started) / 1000, this.#columns);
    this.#stderr.write(`\r${text}\u001b[K`);
  }

  clear(): void {
    if (this.#drawn) this.#stderr.write('\r\u001b[K');
  }
}
