#!/usr/bin/env node
// Extracts normalize-url's own test cases as data (test/data-vectors/normalize-url.json) for the
// 'normalize-url' profile's differential test. Usage:
//   node scripts/extract-normalize-url-vectors.js <test.js> <repo> <commit> <version> > test/data-vectors/normalize-url.json
// The test file is run in a sandbox where `normalizeUrl` only records its arguments and ava's
// `t.is(actual, expected)` pairs a recorded call with the expected string; `t.throws(fn)` marks the
// calls fn makes as throwing. Nothing of the file is kept but those (input, options, expected)
// triples. Options holding a RegExp are written {"$regexp": source, "flags": flags}; a case whose
// options hold a function (transformPath) cannot be data and is counted as skipped.

'use strict';

const fs = require('node:fs');
const vm = require('node:vm');

const [file, repo, commit, version] = process.argv.slice(2);
if (!file || !repo || !commit || !version) {
  process.stderr.write('usage: extract-normalize-url-vectors.js <test.js> <repo> <commit> <version>\n');
  process.exit(2);
}

const calls = new Map(); // token -> { input, options }
const cases = [];
const seen = new Set();
let skipped = 0;
let throwing = false;

/** JSON form of an options value: RegExps as {$regexp, flags}; undefined when it holds a function. */
function encode(value) {
  if (value instanceof RegExp || Object.prototype.toString.call(value) === '[object RegExp]') return { $regexp: value.source, flags: value.flags };
  if (typeof value === 'function') return undefined;
  if (Array.isArray(value)) {
    const out = value.map(encode);
    return out.includes(undefined) ? undefined : out;
  }
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
      const encoded = encode(inner);
      if (encoded === undefined && inner !== undefined) return undefined;
      out[key] = encoded;
    }
    return out;
  }
  return value;
}

function add(entry) {
  const key = JSON.stringify(entry);
  if (seen.has(key)) return;
  seen.add(key);
  cases.push(entry);
}

function normalizeUrl(input, options) {
  const encoded = options === undefined ? {} : encode(options);
  if (encoded === undefined) {
    skipped++;
    return `\u0000skipped${calls.size}`;
  }
  if (throwing) {
    add({ input, options: encoded, throws: true });
    throw new Error('recorded');
  }
  const token = `\u0000call${calls.size}`;
  calls.set(token, { input, options: encoded });
  return token;
}

const t = {
  is(actual, expected) {
    const call = calls.get(actual);
    // Two calls compared with each other (t.is(normalizeUrl(a), normalizeUrl(b))) give no expected string.
    if (call !== undefined && typeof expected === 'string' && !expected.startsWith('\u0000')) add({ input: call.input, options: call.options, expected });
  },
  throws(fn) {
    throwing = true;
    try { fn(); } catch { /* recorded */ }
    throwing = false;
  },
  true() {}, false() {}, notThrows(fn) { fn(); }, deepEqual() {}, pass() {},
};

const tests = [];
const source = fs.readFileSync(file, 'utf8')
  .replace(/^import test from 'ava';$/m, '')
  .replace(/^import normalizeUrl from '[^']+';$/m, '');
vm.runInNewContext(source, { test: (name, fn) => tests.push(fn), normalizeUrl, URL, URLSearchParams, Date, performance, console });
for (const fn of tests) {
  try { fn(t); } catch { /* a test using an API the stand-in lacks: its recorded cases are kept */ }
}

process.stdout.write(JSON.stringify({
  source: `https://github.com/${repo}`,
  commit,
  version,
  path: 'test.js',
  licence: 'MIT (Sindre Sorhus)',
  note: `normalizeUrl(input, options) cases of normalize-url ${version}'s test.js, extracted by scripts/extract-normalize-url-vectors.js; ${skipped} calls with a function option (transformPath) skipped`,
  cases,
}, null, 1) + '\n');
