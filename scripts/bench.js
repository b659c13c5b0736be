#!/usr/bin/env node
// Benchmark: `new URL(input).href` over real-world URL lists, for url-grammar (the built
// dist/, loaded by its package name), Node's built-in URL (ada) and whatwg-url.
// `npm run bench` builds first. Rounds are interleaved (A, B, C, A, B, C, ...) so that
// drift in machine load hits every implementation alike; the median round is reported.
// Each corpus also gets an RFC 3986 validation section: url-grammar's validate next to
// fast-uri's parse (benchValidation, at the end).
//
//   node scripts/bench.js [--rounds N] [--whatwg-rounds N] [--file NAME]...
//   env: BENCH_ROUNDS, BENCH_WHATWG_ROUNDS, BENCH_FILE, URL_CORPUS_DIR

'use strict';

const fs = require('node:fs');
const path = require('node:path');

const CORPUS_DIR = process.env.URL_CORPUS_DIR ?? path.resolve(__dirname, '../../shared/corpus');
const DEFAULT_FILES = ['kasztp.txt', 'node_files.txt'];
const USAGE = 'usage: node scripts/bench.js [--rounds N] [--whatwg-rounds N] [--file NAME]...\n';

function main(argv) {
  const options = parseOptions(argv);
  const impls = loadImplementations(options);
  const corpora = options.files.map((file) => ({ file, lines: readCorpus(file) }));
  console.log('Benchmark: new URL(input).href for every line of a corpus; median of interleaved rounds.');
  console.log(`Node ${process.version}, ${options.rounds} rounds; whatwg-url ${options.whatwgRounds} ` +
    '(it is far slower, so it runs fewer rounds over the same lines).');
  const summary = [];
  const validators = loadValidators();
  for (const { file, lines } of corpora) {
    summary.push(benchFile(file, lines, impls));
    benchValidation(lines, validators, options.rounds);
  }
  if (summary.length > 1) printSummary(summary);
}

function parseOptions(argv) {
  const options = {
    rounds: positiveInt(process.env.BENCH_ROUNDS ?? '7', 'BENCH_ROUNDS'),
    whatwgRounds: positiveInt(process.env.BENCH_WHATWG_ROUNDS ?? '3', 'BENCH_WHATWG_ROUNDS'),
    files: process.env.BENCH_FILE ? [process.env.BENCH_FILE] : [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usageError(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--rounds') options.rounds = positiveInt(value(), arg);
    else if (arg === '--whatwg-rounds') options.whatwgRounds = positiveInt(value(), arg);
    else if (arg === '--file') options.files.push(value());
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else usageError(`unknown argument ${arg}`);
  }
  if (options.files.length === 0) options.files = DEFAULT_FILES;
  options.files = options.files.map(corpusPath);
  return options;
}

/** A corpus file: a path, or a name in CORPUS_DIR (".txt" optional). */
function corpusPath(name) {
  if (name.includes('/') || name.includes(path.sep)) return path.resolve(name);
  return path.join(CORPUS_DIR, name.endsWith('.txt') ? name : `${name}.txt`);
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

function loadImplementations(options) {
  let urlGrammar;
  try {
    urlGrammar = require('url-grammar'); // the built package, through package.json `exports`
  } catch (error) {
    process.stderr.write(`bench: cannot load the built package (run \`npm run build\`): ${error.message}\n`);
    process.exit(1);
  }
  return [
    { name: 'url-grammar', URL: urlGrammar.URL, rounds: options.rounds },
    { name: 'node URL', URL: require('node:url').URL, rounds: options.rounds },
    { name: `whatwg-url ${require('whatwg-url/package.json').version}`, URL: require('whatwg-url').URL, rounds: options.whatwgRounds },
  ];
}

function readCorpus(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`bench: cannot read corpus ${file} (set URL_CORPUS_DIR?): ${error.message}\n`);
    process.exit(1);
  }
  // A UTF-8 byte order mark is part of the file, not of its first URL.
  return text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.length > 0);
}

function benchFile(file, lines, impls) {
  const name = path.basename(file);
  console.log(`\n${name}: ${lines.length.toLocaleString('en-US')} URLs (${file})`);

  // One untimed pass per implementation: warms it up and gives the hrefs to compare.
  const results = impls.map((impl) => hrefs(impl.URL, lines));

  const samples = impls.map(() => []);
  const maxRounds = Math.max(...impls.map((impl) => impl.rounds));
  for (let round = 0; round < maxRounds; round++) {
    impls.forEach((impl, i) => {
      if (round < impl.rounds) samples[i].push(timeRound(impl.URL, lines) / lines.length);
    });
  }

  const medians = samples.map(median);
  printTable(
    ['implementation', 'median ns/URL', 'min ns/URL', 'rounds', 'failures'],
    impls.map((impl, i) => [impl.name, medians[i].toFixed(1), Math.min(...samples[i]).toFixed(1), samples[i].length, results[i].failures]),
  );
  const [ug, node, whatwg] = medians;
  console.log(`  url-grammar / node: ${ratio(ug, node)}    whatwg-url / url-grammar: ${ratio(whatwg, ug)}`);
  const { crashes } = results[0];
  if (crashes.length > 0) {
    console.log(`  url-grammar threw ${crashes.length} exceptions other than TypeError, e.g. ${show(crashes[0].input)}: ${crashes[0].error}`);
  }
  for (const i of [1, 2]) printDifferences(lines, results[0], results[i], impls[i].name);
  return { name, ug, node, whatwg };
}

/** The href of every line (null when the constructor throws), with failure counts. */
function hrefs(URLClass, lines) {
  const out = new Array(lines.length);
  let failures = 0;
  const crashes = [];
  for (let i = 0; i < lines.length; i++) {
    try {
      out[i] = new URLClass(lines[i]).href;
    } catch (error) {
      out[i] = null;
      failures++;
      if (!(error instanceof TypeError)) crashes.push({ input: lines[i], error: String(error) });
    }
  }
  return { hrefs: out, failures, crashes };
}

// Nanoseconds for one pass over `lines`. Each implementation gets its own compiled copy of the
// loop (see timer()), so that its call sites stay monomorphic, as in a program that uses one
// URL implementation; a shared loop would be megamorphic and tax whichever is fastest.
const TIME_ROUND_SOURCE = `
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < lines.length; i++) {
    try {
      sink += new URLClass(lines[i]).href.length;
    } catch {
      sink--;
    }
  }
  const ns = Number(process.hrtime.bigint() - start);
  if (sink === Number.MIN_SAFE_INTEGER) console.log(sink); // keeps sink observable
  return ns;
`;

const timers = new Map();

function timer(URLClass) {
  if (!timers.has(URLClass)) timers.set(URLClass, new Function('process', 'URLClass', 'lines', TIME_ROUND_SOURCE));
  return timers.get(URLClass);
}

function timeRound(URLClass, lines) {
  return timer(URLClass)(process, URLClass, lines);
}

function printDifferences(lines, ours, theirs, theirName) {
  const examples = [];
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    if (ours.hrefs[i] === theirs.hrefs[i]) continue;
    if (++count <= 5) examples.push(i);
  }
  console.log(`  hrefs differing, url-grammar vs ${theirName}: ${count}${count > 5 ? ' (first 5 shown)' : ''}`);
  for (const i of examples) {
    console.log(`    input        ${show(lines[i])}`);
    console.log(`      url-grammar  ${show(ours.hrefs[i])}`);
    console.log(`      ${theirName.split(' ')[0].padEnd(11)}  ${show(theirs.hrefs[i])}`);
  }
}

function printSummary(rows) {
  console.log('\nSummary (median ns/URL)');
  printTable(
    ['corpus', 'url-grammar', 'node URL', 'whatwg-url', 'url-grammar / node', 'whatwg-url / url-grammar'],
    rows.map((r) => [r.name, r.ug.toFixed(1), r.node.toFixed(1), r.whatwg.toFixed(1), ratio(r.ug, r.node), ratio(r.whatwg, r.ug)]),
  );
}

/** Prints rows under a header: first column left-aligned, the others right-aligned. */
function printTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, c) => Math.max(...cells.map((row) => row[c].length)));
  for (const row of cells) {
    console.log(`  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('   ')}`);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ratio(a, b) {
  return `${(a / b).toFixed(2)}x`;
}

function show(href) {
  if (href === null) return '(failure)';
  const text = JSON.stringify(href);
  return text.length > 100 ? `${text.slice(0, 97)}..."` : text;
}

// RFC 3986 validation throughput: url-grammar's validate(s, { standard: 'rfc3986' }) next to
// fast-uri's parse(s), which splits a URI and flags some errors but is not a full validator.
// Interleaved rounds, as above; "rejected" counts invalid lines (fast-uri: an `error` set).
function loadValidators() {
  const { validate } = require('url-grammar');
  const fastUri = require('fast-uri');
  if (typeof validate !== 'function') return null;
  return [
    { name: 'url-grammar validate', time: timeValidate, fn: validate, rejects: (line) => !validate(line, { standard: 'rfc3986' }).valid },
    { name: `fast-uri ${require('fast-uri/package.json').version} parse`, time: timeFastURIParse, fn: fastUri.parse, rejects: (line) => fastUri.parse(line).error !== undefined },
  ];
}

function benchValidation(lines, validators, rounds) {
  if (validators === null) {
    console.log('  RFC 3986 validation: skipped (the built package has no validate; run `npm run build`)');
    return;
  }
  console.log("  RFC 3986 validation, validate(s, { standard: 'rfc3986' }) vs fast-uri parse(s):");
  const rejected = validators.map((v) => lines.filter(v.rejects).length); // also the warm-up pass
  const samples = validators.map(() => []);
  for (let round = 0; round < rounds; round++) {
    validators.forEach((v, i) => samples[i].push(v.time(v.fn, lines) / lines.length));
  }
  const medians = samples.map(median);
  printTable(
    ['implementation', 'median ns/URL', 'min ns/URL', 'rounds', 'rejected'],
    validators.map((v, i) => [v.name, medians[i].toFixed(1), Math.min(...samples[i]).toFixed(1), samples[i].length, rejected[i]]),
  );
  console.log(`  validate / fast-uri parse: ${ratio(medians[0], medians[1])}`);
}

/** Nanoseconds for validate(line, { standard: 'rfc3986' }) over `lines`. */
function timeValidate(validate, lines) {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < lines.length; i++) sink += validate(lines[i], { standard: 'rfc3986' }).errors.length;
  const ns = Number(process.hrtime.bigint() - start);
  if (sink === Number.MIN_SAFE_INTEGER) console.log(sink); // keeps sink observable
  return ns;
}

/** Nanoseconds for fast-uri's parse(line) over `lines`. */
function timeFastURIParse(parse, lines) {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < lines.length; i++) sink += parse(lines[i]).error === undefined ? 1 : 0;
  const ns = Number(process.hrtime.bigint() - start);
  if (sink === Number.MIN_SAFE_INTEGER) console.log(sink); // keeps sink observable
  return ns;
}

main(process.argv.slice(2));
