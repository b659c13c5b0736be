// The start-up benchmark (issue 24 section 5): what a process pays before and at its first call,
// for url-grammar (the built package, by its name), whatwg-url and Node's own URL side by side.
// Each measurement is a fresh process (scripts/bench/startup-child.js); the runs are interleaved
// (every implementation and case once per round) so that a change in the machine's load touches
// all of them alike, and the median of the runs is reported, with the load average.

'use strict';

const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { CASES, IMPLEMENTATIONS } = require('./startup-child');

const CHILD = path.join(__dirname, 'startup-child.js');

/** What each case measures, as printed. */
const CASE_LABELS = {
  require: 'require (CommonJS)',
  import: 'import (ES module)',
  domainToASCII: "first domainToASCII('bücher.example')",
  validate: 'first validate (rfc3986)',
  newURL: 'first new URL(...).href',
};

/**
 * The targets of issue 24 section 5: loading costs no more than loading whatwg-url, a first IDN
 * call or RFC 3986 validation at most 2 ms (CPU).
 */
const TARGETS = {
  require: { what: 'no more than whatwg-url', met: (own, whatwg) => own <= whatwg },
  import: { what: 'no more than whatwg-url', met: (own, whatwg) => own <= whatwg },
  domainToASCII: { what: 'at most 2 ms', met: (own) => own <= 2 },
  validate: { what: 'at most 2 ms', met: (own) => own <= 2 },
};

/** One measurement in a fresh process: {cpu, rss}, null when the implementation has no such call. */
function measureOnce(implementation, caseName) {
  const result = spawnSync(process.execPath, [CHILD, implementation, caseName], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`startup: ${implementation} ${caseName} failed (exit ${result.status}): ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** runs rounds of every implementation and case: the medians, by case and implementation. */
function measureAll(runs) {
  const samples = new Map();
  for (let round = 0; round < runs; round++) {
    for (const caseName of Object.keys(CASES)) {
      for (const implementation of Object.keys(IMPLEMENTATIONS)) {
        const key = `${caseName}\n${implementation}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(measureOnce(implementation, caseName));
      }
    }
  }
  const medians = {};
  for (const [key, values] of samples) {
    const [caseName, implementation] = key.split('\n');
    medians[caseName] ??= {};
    medians[caseName][implementation] = values[0] === null ? null : {
      cpu: median(values.map((v) => v.cpu)),
      rss: median(values.map((v) => v.rss)),
    };
  }
  return medians;
}

function cell(value) {
  if (value === null) return '-';
  const mb = value.rss / (1024 * 1024);
  return `${value.cpu.toFixed(1)} ms ${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;
}

function loadAverage() {
  return os.loadavg().map((n) => n.toFixed(2)).join(' / ');
}

/** Runs the start-up benchmark and prints its table; returns the medians. */
function benchStartup(options) {
  const runs = options.startupRuns;
  const implementations = Object.keys(IMPLEMENTATIONS);
  const whatwg = `whatwg-url ${require('whatwg-url/package.json').version}`;
  const names = implementations.map((name) => (name === 'whatwg-url' ? whatwg : name));
  console.log(`\nStart-up: CPU time (user + system) and RSS added, median of ${runs} fresh processes each (Node ${process.version}, ` +
    `${os.cpus().length} CPUs, load average ${loadAverage()}).`);
  const medians = measureAll(runs);
  const width = 40;
  console.log(`${''.padEnd(width)}${names.map((name) => name.padStart(22)).join('')}   target`);
  for (const [caseName, byImplementation] of Object.entries(medians)) {
    const row = implementations.map((name) => cell(byImplementation[name]).padStart(22)).join('');
    console.log(`${CASE_LABELS[caseName].padEnd(width)}${row}   ${verdict(caseName, byImplementation)}`);
  }
  console.log(`Load average after: ${loadAverage()}.`);
  return medians;
}

/** The target of a case and whether url-grammar's median meets it. */
function verdict(caseName, byImplementation) {
  const target = TARGETS[caseName];
  if (target === undefined) return '';
  const met = target.met(byImplementation['url-grammar'].cpu, byImplementation['whatwg-url']?.cpu);
  return `${target.what}: ${met ? 'met' : 'NOT met'}`;
}

module.exports = { benchStartup };
