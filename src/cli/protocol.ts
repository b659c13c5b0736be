// The messages between the main thread (src/cli/pool.ts) and the worker threads
// (src/cli/worker.ts). Lines travel packed: their texts joined by "\n" (no line holds one), since
// one string is copied between threads far faster than thousands of small objects; the few
// lines that are not plain text (too long, or not UTF-8) travel whole beside it.

import type { BatchSpec, ChunkResult } from './chunk';
import type { Line } from './lines';

/**
 * What a worker starts with. `progress` is shared memory the worker writes before each line:
 * how many lines of its current request it has started (the main thread's watchdog reads it, and
 * on a loss it says which line the worker was on).
 */
export interface WorkerSetup {
  readonly spec: BatchSpec;
  readonly progress: SharedArrayBuffer;
}

/** Main thread to worker: lines to process (a chunk, or part of one re-run after a loss). */
export interface ChunkRequest {
  readonly id: number;
  readonly lines: PackedLines;
}

/** Worker to main thread: ready for requests (its command is prepared), or a request's result. */
export type WorkerMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'result'; readonly id: number; readonly result: ChunkResult };

export interface PackedLines {
  /** Number of the first line; the others follow without gaps. */
  readonly first: number;
  /** The texts joined by "\n" ('' for the special lines). */
  readonly texts: string;
  /** The lines too long to keep or with invalid UTF-8, as they are. */
  readonly special: readonly Line[];
}

export function packLines(lines: readonly Line[]): PackedLines {
  const special = lines.filter((line) => line.text === null || line.invalid !== null);
  const texts = lines.map((line) => (line.text === null || line.invalid !== null ? '' : line.text)).join('\n');
  return { first: lines[0]?.number ?? 1, texts, special };
}

export function unpackLines(packed: PackedLines): Line[] {
  const special = new Map(packed.special.map((line) => [line.number, line]));
  return packed.texts.split('\n').map((text, i): Line => {
    const number = packed.first + i;
    return special.get(number) ?? { number, text, bytes: Buffer.byteLength(text), invalid: null };
  });
}
