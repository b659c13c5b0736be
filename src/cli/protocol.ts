// The messages between the main thread (src/cli/pool.ts) and the worker threads
// (src/cli/worker.ts). Lines travel packed: their texts joined by "\n" (no line holds one), since
// one string is copied between threads far faster than thousands of small objects; the few
// lines that are not plain text (too long, or not UTF-8) travel whole beside it.

import type { ChunkResult } from './chunk';
import type { Line } from './lines';

/** Main thread to worker: a chunk to process. */
export interface ChunkRequest {
  readonly seq: number;
  readonly lines: PackedLines;
}

/** Worker to main thread: the result of the chunk `seq`. */
export interface ChunkResponse {
  readonly seq: number;
  readonly result: ChunkResult;
}

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
