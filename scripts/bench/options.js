// Command line and environment options of scripts/bench.js.

'use strict';

const fs = require('node:fs');
const path = require('node:path');

// The corpora: URL_CORPUS_DIR, else ../shared/corpus beside the repository, else test/data/corpus
// (npm run fetch-test-data; pinned in test/test-data.lock.json).
const CORPUS_DIRS = process.env.URL_CORPUS_DIR
  ? [path.resolve(process.env.URL_CORPUS_DIR)]
  : [path.resolve(__dirname, '../../../shared/corpus'), path.resolve(__dirname, '../../test/data/corpus')];
const DEFAULT_FILES = ['kasztp.txt', 'node_files.txt'];
const WORKLOADS = ['startup', 'corpus', 'relative', 'messy', 'validation', 'target', 'crawl', 'urlpattern', 'ajv', 'api'];

const USAGE = `usage: node scripts/bench.js [options]
  --rounds N          timed rounds for url-grammar, Node's URL and the validators (default 7; BENCH_ROUNDS)
  --whatwg-rounds N   timed rounds for whatwg-url (default 3; BENCH_WHATWG_ROUNDS)
  --whatwg-stride N   time whatwg-url on every Nth input of the relative, messy and target workloads
                      (default 4; BENCH_WHATWG_STRIDE); agreement is still checked on every input
  --file NAME         a corpus: a path, or a name in URL_CORPUS_DIR (repeatable; BENCH_FILE)
  --workload NAME     only this workload (repeatable; BENCH_WORKLOAD, comma-separated):
                      ${WORKLOADS.join(', ')}
  --startup           only the start-up workload (--workload startup): fresh processes
  --startup-runs N    fresh processes per implementation and case (default 15; BENCH_STARTUP_RUNS)
  --runs N            the whole run N times, each in a fresh process, then the median of each
                      ratio that has a target (default 1; BENCH_RUNS)
`;

function parseOptions(argv) {
  const options = {
    rounds: positiveInt(process.env.BENCH_ROUNDS ?? '7', 'BENCH_ROUNDS'),
    whatwgRounds: positiveInt(process.env.BENCH_WHATWG_ROUNDS ?? '3', 'BENCH_WHATWG_ROUNDS'),
    whatwgStride: positiveInt(process.env.BENCH_WHATWG_STRIDE ?? '4', 'BENCH_WHATWG_STRIDE'),
    startupRuns: positiveInt(process.env.BENCH_STARTUP_RUNS ?? '15', 'BENCH_STARTUP_RUNS'),
    runs: positiveInt(process.env.BENCH_RUNS ?? '1', 'BENCH_RUNS'),
    files: process.env.BENCH_FILE ? [process.env.BENCH_FILE] : [],
    workloads: process.env.BENCH_WORKLOAD ? process.env.BENCH_WORKLOAD.split(',').map((w) => workload(w.trim(), 'BENCH_WORKLOAD')) : [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usageError(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--rounds') options.rounds = positiveInt(value(), arg);
    else if (arg === '--whatwg-rounds') options.whatwgRounds = positiveInt(value(), arg);
    else if (arg === '--whatwg-stride') options.whatwgStride = positiveInt(value(), arg);
    else if (arg === '--file') options.files.push(value());
    else if (arg === '--workload') options.workloads.push(workload(value(), arg));
    else if (arg === '--startup') options.workloads.push('startup');
    else if (arg === '--startup-runs') options.startupRuns = positiveInt(value(), arg);
    else if (arg === '--runs') options.runs = positiveInt(value(), arg);
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else usageError(`unknown argument ${arg}`);
  }
  // Always in the canonical order, each once.
  options.workloads = options.workloads.length === 0 ? WORKLOADS : WORKLOADS.filter((w) => options.workloads.includes(w));
  // The start-up workload reads no corpus: only the others need one found.
  if (options.files.length === 0) options.files = DEFAULT_FILES;
  options.files = options.workloads.some((w) => w !== 'startup') ? options.files.map(corpusPath) : [];
  return options;
}

function workload(name, what) {
  if (!WORKLOADS.includes(name)) usageError(`${what}: unknown workload ${JSON.stringify(name)} (one of ${WORKLOADS.join(', ')})`);
  return name;
}

/** A corpus file: a path, or a name in the first of CORPUS_DIRS that has it (".txt" optional). */
function corpusPath(name) {
  if (name.includes('/') || name.includes(path.sep)) return path.resolve(name);
  const file = name.endsWith('.txt') ? name : `${name}.txt`;
  const found = CORPUS_DIRS.map((dir) => path.join(dir, file)).find((candidate) => fs.existsSync(candidate));
  if (found === undefined) {
    process.stderr.write(`bench: corpus ${file} not found in ${CORPUS_DIRS.join(' or ')}: run npm run fetch-test-data (or set URL_CORPUS_DIR)\n`);
    process.exit(1);
  }
  return found;
}

function positiveInt(text, what) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) usageError(`${what} must be a positive integer, not ${JSON.stringify(text)}`);
  return n;
}

function usageError(message) {
  process.stderr.write(`bench: ${message}\n${USAGE}`);
  process.exit(2);
}

module.exports = { parseOptions };
