// The main-thread side of --jobs N: N worker threads running src/cli/worker.ts, each given the
// next lines when it is idle. Results come back in completion order, one per chunk; src/cli/batch.ts
// puts them back in input order.
//
// A worker can be lost: an uncaught exception, process.exit, or no progress for --line-timeout
// (the watchdog terminates it). Its lines are not: each worker stores in shared memory how many
// lines of its request it has started, so the line it was on is known. That line gets an 'error'
// record (worker-lost or line-timeout); the others of the request are evaluated again, once, on a
// fresh worker (lost again, they get 'error' records too). A chunk's result is put together
// from its pieces in line order, so the output keeps the input's order and misses no line.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { unfinishedLines } from './chunk';
import type { BatchSpec, ChunkResult, LineError } from './chunk';
import { emptyTally, mergeTally } from './format';
import type { Line } from './lines';
import { packLines } from './protocol';
import type { ChunkRequest, WorkerMessage, WorkerSetup } from './protocol';

/** The compiled worker, beside this file in dist/cjs/src/cli/. */
export function workerFile(): string {
  return path.join(__dirname, 'worker.js');
}

/** A lost worker thread, as stderr reports it. */
export interface WorkerLoss {
  /** What happened, e.g. "it exited (code 7)". */
  readonly reason: string;
  /** The input line it was evaluating, if it had started one. */
  readonly line: number | null;
  /** Lines given an 'error' record (the line it was on, and lines lost a second time). */
  readonly failed: number;
  /** Lines sent to a fresh worker. */
  readonly rerun: number;
}

export interface PoolEvents {
  /** The result of the chunk `seq`, all of its lines in order. */
  onResult(seq: number, result: ChunkResult): void;
  onLoss(loss: WorkerLoss): void;
  /** The pool cannot go on (a worker could not start). */
  onError(error: Error): void;
}

export interface PoolSettings {
  readonly size: number;
  readonly spec: BatchSpec;
  /** How long a worker may spend on one line before it is stopped; 0 for no limit. */
  readonly lineTimeoutMs: number;
}

/** A chunk whose result is put together from pieces (more than one after a loss). */
interface Assembly {
  readonly seq: number;
  readonly total: number;
  readonly parts: Array<{ readonly start: number; readonly result: ChunkResult }>;
  done: number;
}

/** Consecutive lines of a chunk, sent to one worker; `attempt` 2 after a loss. */
interface Piece {
  readonly assembly: Assembly;
  /** Index of the first line in the chunk. */
  readonly start: number;
  readonly lines: readonly Line[];
  readonly attempt: 1 | 2;
}

interface Slot {
  readonly worker: Worker;
  /** progress[0]: lines of the current piece the worker has started. */
  readonly progress: Int32Array;
  ready: boolean;
  piece: Piece | null;
  /** The progress last seen by the watchdog, and when it changed. */
  seen: number;
  changedAt: number;
  timedOut: boolean;
  error: Error | null;
}

export class WorkerPool {
  readonly #slots = new Set<Slot>();
  readonly #queue: Piece[] = [];
  readonly #events: PoolEvents;
  readonly #settings: PoolSettings;
  readonly #file: string;
  readonly #watchdog: ReturnType<typeof setInterval> | null;
  #nextId = 0;
  #closing = false;

  /** Starts the workers; throws when the compiled worker is not there (running from the TypeScript sources). */
  constructor(settings: PoolSettings, events: PoolEvents) {
    this.#file = workerFile();
    if (!fs.existsSync(this.#file)) throw new Error(`--jobs needs the compiled worker ${this.#file} (npm run build)`);
    this.#events = events;
    this.#settings = settings;
    for (let i = 0; i < settings.size; i++) this.#start();
    const timeout = settings.lineTimeoutMs;
    this.#watchdog = timeout > 0 ? setInterval(() => this.#check(), Math.min(1000, Math.max(10, timeout / 4))) : null;
    this.#watchdog?.unref();
  }

  /** Queues the lines of chunk `seq`; they go to the first idle worker. */
  submit(seq: number, lines: readonly Line[]): void {
    const assembly: Assembly = { seq, total: lines.length, parts: [], done: 0 };
    this.#queue.push({ assembly, start: 0, lines, attempt: 1 });
    this.#dispatch();
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    this.#closing = true;
    if (this.#watchdog !== null) clearInterval(this.#watchdog);
    await Promise.all([...this.#slots].map((slot) => slot.worker.terminate()));
  }

  #start(): void {
    const progress = new Int32Array(new SharedArrayBuffer(4));
    const setup: WorkerSetup = { spec: this.#settings.spec, progress: progress.buffer as SharedArrayBuffer };
    const worker = new Worker(this.#file, { workerData: setup });
    const slot: Slot = { worker, progress, ready: false, piece: null, seen: 0, changedAt: 0, timedOut: false, error: null };
    worker.on('message', (message: WorkerMessage) => this.#receive(slot, message));
    worker.on('error', (error: Error) => {
      slot.error = error;
    });
    worker.on('exit', (code: number) => {
      this.#slots.delete(slot);
      if (!this.#closing) this.#lost(slot, code);
    });
    this.#slots.add(slot);
  }

  #receive(slot: Slot, message: WorkerMessage): void {
    const piece = slot.piece;
    slot.ready = true;
    slot.piece = null;
    if (message.kind === 'result' && piece !== null) this.#complete(piece, message.result);
    this.#dispatch();
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (!slot.ready || slot.piece !== null || slot.timedOut) continue;
      const piece = this.#queue.shift() as Piece;
      slot.piece = piece;
      Atomics.store(slot.progress, 0, 0);
      slot.seen = 0;
      slot.changedAt = performance.now();
      const request: ChunkRequest = { id: this.#nextId++, lines: packLines(piece.lines) };
      slot.worker.postMessage(request);
    }
  }

  /** Adds a piece's result to its chunk; the chunk's result goes out when every line has one. */
  #complete(piece: Piece, result: ChunkResult): void {
    const assembly = piece.assembly;
    assembly.parts.push({ start: piece.start, result });
    assembly.done += piece.lines.length;
    if (assembly.done < assembly.total) return;
    const parts = assembly.parts.length === 1 ? assembly.parts : [...assembly.parts].sort((a, b) => a.start - b.start);
    this.#events.onResult(assembly.seq, parts.length === 1 ? parts[0].result : joinResults(parts.map((part) => part.result)));
  }

  /** The watchdog: stops a worker whose progress has not moved for the line timeout. */
  #check(): void {
    const now = performance.now();
    for (const slot of this.#slots) {
      if (slot.piece === null || slot.timedOut) continue;
      const started = Atomics.load(slot.progress, 0);
      if (started !== slot.seen) {
        slot.seen = started;
        slot.changedAt = now;
      } else if (now - slot.changedAt > this.#settings.lineTimeoutMs) {
        slot.timedOut = true;
        void slot.worker.terminate();
      }
    }
  }

  /** A worker has gone: a fresh one takes its place, and its lines are evaluated again or reported. */
  #lost(slot: Slot, code: number): void {
    const reason = lossReason(slot, code, this.#settings.lineTimeoutMs);
    if (!slot.ready) {
      this.#events.onError(new Error(`a worker thread could not start: ${reason}`));
      return;
    }
    this.#start();
    const piece = slot.piece;
    if (piece === null) {
      this.#events.onLoss({ reason, line: null, failed: 0, rerun: 0 });
      return;
    }
    this.#recover(piece, Atomics.load(slot.progress, 0) - 1, reason, slot.timedOut);
    this.#dispatch();
  }

  /** The piece's line `culprit` (-1: none started) gets an 'error' record; the others are re-run once. */
  #recover(piece: Piece, culprit: number, reason: string, timedOut: boolean): void {
    const line = culprit >= 0 && culprit < piece.lines.length ? piece.lines[culprit] : null;
    let failed = 0;
    let rerun = 0;
    const retries: Piece[] = [];
    const fail = (start: number, lines: readonly Line[], error: LineError): void => {
      failed += lines.length;
      this.#complete({ ...piece, start: piece.start + start, lines }, unfinishedLines(lines, error, this.#settings.spec.format));
    };
    const rest = line === null ? [[0, piece.lines]] as const : [[0, piece.lines.slice(0, culprit)], [culprit + 1, piece.lines.slice(culprit + 1)]] as const;
    for (const [start, lines] of rest) {
      if (lines.length === 0) continue;
      if (piece.attempt === 1) {
        retries.push({ assembly: piece.assembly, start: piece.start + start, lines, attempt: 2 });
        rerun += lines.length;
      } else {
        fail(start, lines, { code: 'worker-lost', offset: 0, length: 0, message: `not evaluated: its worker thread was lost twice (${reason})` });
      }
    }
    if (line !== null) {
      const code = timedOut ? 'line-timeout' : 'worker-lost';
      fail(culprit, [line], { code, offset: 0, length: 0, message: `the worker thread evaluating this line was lost: ${reason}` });
    }
    this.#queue.unshift(...retries); // before new chunks: the output waits for these lines
    this.#events.onLoss({ reason, line: line === null ? null : line.number, failed, rerun });
  }
}

/** What happened to a worker, in words. */
function lossReason(slot: Slot, code: number, lineTimeoutMs: number): string {
  if (slot.timedOut) return `no result after ${lineTimeoutMs / 1000} s (--line-timeout), it was stopped`;
  if (slot.error !== null) return `it threw ${slot.error.name}: ${slot.error.message}`;
  return `it exited (code ${code})`;
}

/** Results of consecutive pieces as one. */
function joinResults(results: readonly ChunkResult[]): ChunkResult {
  const tally = emptyTally();
  for (const result of results) mergeTally(tally, result.tally);
  return { output: results.map((r) => r.output).join(''), errorOutput: results.map((r) => r.errorOutput).join(''), tally };
}
