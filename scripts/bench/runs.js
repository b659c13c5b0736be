// Several runs (--runs N): the benchmark run N times, each in a fresh process with the same
// options, then the median over the runs of every ratio that has a target. A ratio measured in
// one process depends on what ran before it there (the messy ratio moved by 0.1 between a run
// of all workloads and a run of four); the median over fresh processes is the figure to quote.

'use strict';

const childProcess = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { TARGETS, printTable, targetText } = require('./report');
const { median } = require('./timing');

/** The environment variable through which a run hands its target ratios to the parent. */
const RATIOS_FILE = 'BENCH_RATIOS_FILE';

/**
 * The ratios with a target from one run's summary rows: { what, corpus, value, target }, value
 * oriented as the target is (url-grammar / other for a maximum, other / url-grammar for a minimum).
 */
function targetRatios({ urlRows, validationRows, crawlRows, urlpatternRow }) {
  const ratios = [];
  const add = (what, corpus, value, target) => ratios.push({ what, corpus, value, target });
  for (const r of urlRows) add(`${r.workload}: url-grammar / node URL`, r.corpus, r.ug / r.node, TARGETS[r.workload]);
  for (const r of validationRows.filter((row) => row !== null)) {
    for (const v of r.variants) {
      add(`${v.name} / ajv uri`, r.corpus, v.ns / r.ajvURI, TARGETS.validateVsAjv);
      add(`fast-uri parse / ${v.name}`, r.corpus, r.fastURI / v.ns, TARGETS.fastURIVsValidate);
    }
  }
  for (const r of crawlRows.filter((row) => row !== null)) add('crawl: node URL + normalize-url / url-grammar', r.corpus, r.node / r.ug, TARGETS.crawl);
  if (urlpatternRow !== null) {
    const one = urlpatternRow.one;
    add('urlpattern: polyfill / URLPattern.exec', '-', one.theirExec / one.ourExec, TARGETS.urlpatternExec);
    add('urlpattern: polyfill / URLPattern.test', '-', one.theirTest / one.ourTest, TARGETS.urlpatternExec);
    const thousand = urlpatternRow.loops.find((l) => l.routes === 1000);
    if (thousand !== undefined) add('urlpattern: polyfill loop / URLPatternList, 1,000 routes', '-', thousand.loopNs / thousand.listNs, TARGETS.urlpatternList);
    if (urlpatternRow.routers !== null) {
      const [init, url, fmw] = urlpatternRow.routers.medians;
      add('urlpattern: URLPatternList.first({ pathname }) / find-my-way', '-', init / fmw, TARGETS.urlpatternRouter);
      add('urlpattern: URLPatternList.first(url) / find-my-way', '-', url / fmw, TARGETS.urlpatternRouter);
    }
  }
  return ratios;
}

/** In a run started by runRepeatedly: writes its target ratios for the parent. */
function handRatiosToParent(rows) {
  const file = process.env[RATIOS_FILE];
  if (file !== undefined) fs.writeFileSync(file, JSON.stringify(targetRatios(rows)));
}

/** The command line without `--runs N` (a run of the repeated benchmark runs once). */
function withoutRuns(argv) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') i++;
    else out.push(argv[i]);
  }
  return out;
}

/** Runs the benchmark `runs` times in fresh processes (their output shown), then prints the medians. */
function runRepeatedly(argv, runs) {
  const script = path.join(__dirname, '..', 'bench.js');
  const all = [];
  const loads = [os.loadavg()[0]];
  for (let run = 1; run <= runs; run++) {
    console.log(`\n=== run ${run} of ${runs} (a fresh process) ===`);
    const file = path.join(os.tmpdir(), `url-grammar-bench-${process.pid}-${run}.json`);
    const child = childProcess.spawnSync(process.execPath, ['--expose-gc', script, ...withoutRuns(argv)], {
      stdio: 'inherit', env: { ...process.env, BENCH_RUNS: '1', [RATIOS_FILE]: file },
    });
    if (child.status !== 0) throw new Error(`bench: run ${run} failed (exit status ${child.status})`);
    all.push(JSON.parse(fs.readFileSync(file, 'utf8')));
    fs.rmSync(file, { force: true });
    loads.push(os.loadavg()[0]);
  }
  printMedians(all, loads);
}

/** The medians over the runs, each ratio with its runs' values, target and verdict. */
function printMedians(all, loads) {
  console.log(`\nSummary over ${all.length} runs, each in a fresh process: median of each run's ratio` +
    ` (1-minute load average ${loads.map((l) => l.toFixed(2)).join(', ')} before, between and after the runs)`);
  printTable(['ratio', 'corpus', 'runs', 'median', 'target', 'met'], all[0].map((first, i) => {
    const values = all.map((ratios) => ratios[i].value);
    const value = median(values);
    const met = first.target.max !== undefined ? value <= first.target.max : value >= first.target.min;
    return [first.what, first.corpus, values.map((v) => v.toFixed(2)).join(' '), `${value.toFixed(2)}x`, targetText(first.target), met ? 'met' : 'NOT met'];
  }));
}

module.exports = { handRatiosToParent, runRepeatedly, targetRatios };
