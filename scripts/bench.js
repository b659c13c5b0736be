#!/usr/bin/env node
// Benchmark of url-grammar (the built dist/, loaded by its package name) against Node's
// built-in URL (ada), whatwg-url, ajv-formats and fast-uri, on real-world URL lists.
// `npm run bench` builds first. Workloads, per corpus (issue 14):
//   corpus      new URL(s).href on every line
//   relative    new URL(ref, base).href: a reference a crawler meets, against its page's URL
//   messy       new URL(s).href on a variant of each URL as people type it
//   validation  validate(s, { standard: 'rfc3986' | 'rfc3987' }) vs ajv-formats' uri and fast-uri
//   target      inspectTarget(s) vs new URL(s) + ipaddr.js process(host).range() (issue 25), on the
//               lines and on the same URLs with an IP host in many forms (scripts/bench/target.js)
//   crawl       canonicalize(link, { profile: 'normalize-url', base: page }) vs new URL(link, page) +
//               normalize-url 10, the relative workload's links (issue 26, scripts/bench/crawl.js)
//   urlpattern  URLPattern and URLPatternList vs urlpattern-polyfill, find-my-way and path-to-regexp on
//               GitHub's REST API routes (issue 27, scripts/bench/urlpattern.js); once, not per corpus
//   ajv         Ajv 2020 with url-grammar/ajv's formats (and positionedErrors) vs ajv-formats' full mode, on
//               { type: 'string', format } for uri, uri-reference, iri, iri-reference (issue 28, scripts/bench/ajv.js)
//   api         the getters (pathname, hostname, search, origin), URL.parse and URL.canParse on the lines, and
//               URL.canParse on invalid variants, vs Node's URL and whatwg-url; no target (scripts/bench/api.js)
//   startup     require, import and the first calls, each in fresh processes (scripts/bench/startup.js);
//               `--startup` runs only it
// Inputs are derived deterministically (seeded PRNG); before timing, the implementations'
// results are compared on every input and the differences printed. Rounds are interleaved and
// the median round is reported. The modules are in scripts/bench/.
//
//   node --expose-gc scripts/bench.js [--rounds N] [--whatwg-rounds N] [--whatwg-stride N] [--file NAME]...
//                         [--workload NAME]... [--startup] [--startup-runs N] [--runs N]   (--help for details)
//   env: BENCH_GC (minor | major | none), BENCH_ROUNDS, BENCH_RUNS, BENCH_WHATWG_ROUNDS, BENCH_WHATWG_STRIDE, BENCH_FILE, BENCH_WORKLOAD,
//        BENCH_STARTUP_RUNS, URL_CORPUS_DIR, BENCH_PACKAGE (a module to load instead of dist/, e.g. an esbuild bundle of
//        src/index.ts: a profiling aid)

'use strict';

const os = require('node:os');
const path = require('node:path');
const { parseOptions } = require('./bench/options');
const { loadPackage, loadURLImplementations, loadValidators, readCorpus } = require('./bench/load');
const { benchURLWorkload } = require('./bench/url-workloads');
const { benchValidation } = require('./bench/validation');
const { printSummary } = require('./bench/summary');
const { benchStartup } = require('./bench/startup');
const { benchTarget, printTargetSummary } = require('./bench/target');
const { benchCrawl, printCrawlSummary } = require('./bench/crawl');
const { benchURLPattern, printURLPatternSummary } = require('./bench/urlpattern');
const { benchAjv, printAjvSummary } = require('./bench/ajv');
const { benchAPI, printAPISummary } = require('./bench/api');
const { handRatiosToParent, runRepeatedly } = require('./bench/runs');

function main(argv) {
  const options = parseOptions(argv);
  if (options.runs > 1) {
    runRepeatedly(argv, options.runs);
    return;
  }
  const started = process.hrtime.bigint();
  // First, before this process loads anything: its children are fresh processes either way.
  if (options.workloads.includes('startup')) benchStartup(options);
  const workloads = options.workloads.filter((workload) => workload !== 'startup');
  if (workloads.length === 0) return;
  const pkg = loadPackage();
  const impls = loadURLImplementations(pkg, options);
  const validators = workloads.includes('validation') ? loadValidators(pkg) : null;
  const corpora = options.files.map((file) => ({ file, name: path.basename(file), lines: readCorpus(file) }));

  console.log(`\nBenchmark: ${workloads.join(', ')}; median of interleaved rounds.`);
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average at start ${loadAverage()}.`);
  console.log(`${options.rounds} rounds; whatwg-url ${options.whatwgRounds} (it is far slower), on every ` +
    `${options.whatwgStride === 1 ? '' : `${options.whatwgStride}th `}input of the relative and messy workloads and on every line of the corpus workload.`);

  const urlRows = [];
  const validationRows = [];
  const targetRows = [];
  const crawlRows = [];
  const ajvRows = [];
  const apiRows = [];
  let urlpatternRow = null;
  for (const { file, name, lines } of corpora) console.log(`${name}: ${lines.length.toLocaleString('en-US')} URLs (${file})`);
  // Workload by workload, so that the corpus workload runs first, on a URL class that the
  // general path (relative, messy) has not yet made polymorphic, as in the bench before them.
  for (const workload of workloads) {
    if (workload === 'urlpattern') {
      console.log('\nurlpattern');
      urlpatternRow = benchURLPattern(options);
      continue;
    }
    for (const { name, lines } of corpora) {
      console.log(`\n${name}, ${workload}`);
      if (workload === 'validation') validationRows.push(benchValidation(name, lines, validators, options));
      else if (workload === 'target') targetRows.push(...benchTarget(name, lines, pkg, options));
      else if (workload === 'crawl') crawlRows.push(benchCrawl(name, lines, options));
      else if (workload === 'ajv') ajvRows.push(...benchAjv(name, lines, options));
      else if (workload === 'api') apiRows.push(...benchAPI(name, lines, impls, options));
      else urlRows.push(benchURLWorkload(workload, name, lines, impls, options));
    }
  }
  printSummary(urlRows, validationRows);
  printTargetSummary(targetRows);
  printCrawlSummary(crawlRows);
  printURLPatternSummary(urlpatternRow);
  printAjvSummary(ajvRows);
  printAPISummary(apiRows);
  handRatiosToParent({ urlRows, validationRows, crawlRows, urlpatternRow });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`\nLoad average at end ${loadAverage()}; ${seconds.toFixed(0)} s.`);
}

/** os.loadavg(): the 1, 5 and 15 minute averages. */
function loadAverage() {
  return os.loadavg().map((n) => n.toFixed(2)).join(' / ');
}

main(process.argv.slice(2));
