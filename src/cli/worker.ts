// The worker thread of batch mode (--jobs N): receives chunks of lines, answers with their JSON
// lines and counts. The main thread starts it from the compiled file (dist/cjs/src/cli/worker.js)
// with the BatchSpec as workerData; src/cli/pool.ts is the other side, src/cli/protocol.ts the
// messages.

import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { chunkProcessor } from './chunk';
import type { BatchSpec } from './chunk';
import { unpackLines } from './protocol';
import type { ChunkRequest, ChunkResponse } from './protocol';

if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  const processChunk = chunkProcessor(workerData as BatchSpec);
  port.on('message', (request: ChunkRequest) => {
    const response: ChunkResponse = { seq: request.seq, result: processChunk(unpackLines(request.lines)) };
    port.postMessage(response);
  });
}
