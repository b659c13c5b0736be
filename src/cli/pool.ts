// The main-thread side of --jobs N: N worker threads running src/cli/worker.ts, each given the
// next chunk when it is idle. Results come back in completion order; src/cli/batch.ts puts
// them back in input order.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BatchSpec } from './chunk';
import type { ChunkRequest, ChunkResponse } from './protocol';

/** The compiled worker, beside this file in dist/cjs/src/cli/. */
export function workerFile(): string {
  return path.join(__dirname, 'worker.js');
}

export interface PoolEvents {
  onResult(response: ChunkResponse): void;
  onError(error: Error): void;
}

export class WorkerPool {
  readonly #idle: Worker[] = [];
  readonly #all: Worker[] = [];
  readonly #queue: ChunkRequest[] = [];
  readonly #events: PoolEvents;
  #closing = false;

  /** Starts `size` workers; throws when the compiled worker is not there (running from the TypeScript sources). */
  constructor(size: number, spec: BatchSpec, events: PoolEvents) {
    const file = workerFile();
    if (!fs.existsSync(file)) throw new Error(`--jobs needs the compiled worker ${file} (npm run build)`);
    this.#events = events;
    for (let i = 0; i < size; i++) this.#start(file, spec);
  }

  /** Queues a chunk; it goes to the first idle worker. */
  submit(request: ChunkRequest): void {
    this.#queue.push(request);
    this.#dispatch();
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#all.map((worker) => worker.terminate()));
  }

  #start(file: string, spec: BatchSpec): void {
    const worker = new Worker(file, { workerData: spec });
    worker.on('message', (response: ChunkResponse) => {
      this.#idle.push(worker);
      this.#dispatch();
      this.#events.onResult(response);
    });
    worker.on('error', (error: Error) => this.#events.onError(error));
    worker.on('exit', (code: number) => {
      if (!this.#closing) this.#events.onError(new Error(`a worker thread exited (code ${code})`));
    });
    this.#all.push(worker);
    this.#idle.push(worker);
  }

  #dispatch(): void {
    while (this.#idle.length > 0 && this.#queue.length > 0) {
      const worker = this.#idle.pop() as Worker;
      worker.postMessage(this.#queue.shift() as ChunkRequest);
    }
  }
}
