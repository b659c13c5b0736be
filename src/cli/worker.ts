// The worker thread of batch mode (--jobs N): receives chunks of lines, answers with their JSON
// lines and counts. The main thread starts it from the compiled file (dist/cjs/src/cli/worker.js)
// with a WorkerSetup as workerData; src/cli/pool.ts is the other side, src/cli/protocol.ts the
// messages. Before each line it stores in the shared progress counter how many lines of the
// request it has started, so the main thread knows which line a lost worker was on.

import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { chunkProcessor } from './chunk';
import type { Line } from './lines';
import { unpackLines } from './protocol';
import type { ChunkRequest, WorkerMessage, WorkerSetup } from './protocol';

/**
 * TEST-ONLY HOOK: URL_GRAMMAR_TEST_WORKER_FAULT="throw@5,exit@9,hang@12" makes a worker thread
 * throw (an uncaught exception), call process.exit(7), or block forever when it reaches that input
 * line, and "start" makes it throw before it is ready, so that test/cli-worker-faults.test.ts can
 * lose workers on purpose. Nothing else sets it; it has no effect on --jobs 1 (the main thread).
 */
const FAULT_VARIABLE = 'URL_GRAMMAR_TEST_WORKER_FAULT';

type Fault = 'throw' | 'exit' | 'hang';

/** The injected faults by line number (empty unless the test hook is set). */
function injectedFaults(setting: string | undefined): ReadonlyMap<number, Fault> {
  const faults = new Map<number, Fault>();
  for (const item of (setting ?? '').split(',')) {
    const [kind, line] = item.split('@');
    if ((kind === 'throw' || kind === 'exit' || kind === 'hang') && /^[0-9]+$/.test(line ?? '')) faults.set(Number(line), kind);
  }
  return faults;
}

function injectFault(fault: Fault, line: Line): void {
  if (fault === 'throw') throw new Error(`injected fault at line ${line.number}`);
  if (fault === 'exit') process.exit(7);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); // never woken: a worker that never returns
}

if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  const setup = workerData as WorkerSetup;
  const progress = new Int32Array(setup.progress);
  const faults = injectedFaults(process.env[FAULT_VARIABLE]);
  if (process.env[FAULT_VARIABLE] === 'start') throw new Error('injected fault at start');
  const processChunk = chunkProcessor(setup.spec, {
    beforeLine: (index, line) => {
      Atomics.store(progress, 0, index + 1);
      const fault = faults.get(line.number);
      if (fault !== undefined) injectFault(fault, line);
    },
  });
  port.on('message', (request: ChunkRequest) => {
    const message: WorkerMessage = { kind: 'result', id: request.id, result: processChunk(unpackLines(request.lines)) };
    port.postMessage(message);
  });
  const ready: WorkerMessage = { kind: 'ready' };
  port.postMessage(ready);
}
