// Downloads the external data the tests read (web-platform-tests files, URL corpora) at the
// commits test/test-data.lock.json pins, checks each file's SHA-256 against the lock, and writes
// it to test/data/<set>/<name> (git-ignored). A file whose hash differs is never written.
//
//   node scripts/fetch-test-data.js [--only wpt|corpus] [--from URL|DIR] [--out DIR] [--force] [--check]
//
// --from reads every file from a mirror laid out like the output (<from>/<set>/<name>: ../shared,
// or a local HTTP server of it) instead of the pinned GitHub URLs; URL_TEST_DATA_FROM does the same.

'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL, fileURLToPath } = require('node:url');

const ROOT = path.resolve(__dirname, '..');
const LOCK = path.join(ROOT, 'test', 'test-data.lock.json');
const RAW = 'https://raw.githubusercontent.com';
const TIMEOUT_MS = 120000;

const USAGE = `usage: node scripts/fetch-test-data.js [options]
  --only SET     only this set (wpt, corpus or uritemplate; repeatable)
  --from SOURCE  a mirror laid out as <SOURCE>/<set>/<file>: a folder, file:// or http(s):// URL
                 (default: the pinned GitHub sources of test/test-data.lock.json; URL_TEST_DATA_FROM)
  --out DIR      where the sets go (default test/data)
  --force        download even the files already present with the right hash
  --check        download nothing: check the files present in --out against the lock
`;

/** The options of the command line (exits 2 on a usage error). */
function parseOptions(argv) {
  const options = { only: [], from: process.env.URL_TEST_DATA_FROM || null, out: path.join(ROOT, 'test', 'data'), force: false, check: false, lock: LOCK };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usageError(`${arg} needs a value`));
    if (arg === '--only') options.only.push(value());
    else if (arg === '--from') options.from = value();
    else if (arg === '--out') options.out = path.resolve(value());
    else if (arg === '--lock') options.lock = path.resolve(value()); // for the script's own test
    else if (arg === '--force') options.force = true;
    else if (arg === '--check') options.check = true;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else usageError(`unknown argument ${arg}`);
  }
  return options;
}

function usageError(message) {
  process.stderr.write(`fetch-test-data: ${message}\n${USAGE}`);
  process.exit(2);
}

/** The lock's sets, those of --only when given. */
function selectedSets(lock, only) {
  const names = Object.keys(lock.sets);
  for (const name of only) if (!names.includes(name)) usageError(`--only: unknown set ${JSON.stringify(name)} (one of ${names.join(', ')})`);
  return names.filter((name) => only.length === 0 || only.includes(name)).map((name) => ({ name, ...lock.sets[name] }));
}

/** Where a file is read from: the mirror's copy, or each pinned source in order. */
function locations(from, set, file) {
  if (from !== null) return [mirrorURL(from, `${set}/${file.name}`)];
  return file.sources.map((s) => `${RAW}/${s.repo}/${s.commit}/${s.path}`);
}

function mirrorURL(from, relative) {
  const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(from) ? from : pathToFileURL(path.resolve(from)).href;
  return `${base.replace(/\/+$/, '')}/${relative}`;
}

/** The bytes at a file:// or http(s):// URL. */
async function download(url) {
  if (url.startsWith('file:')) return fs.promises.readFile(fileURLToPath(url));
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** An error's message, with its cause's (fetch's "fetch failed" hides the network error there). */
function reason(error) {
  const cause = error.cause;
  return cause instanceof Error ? `${error.message} (${cause.code ?? cause.message})` : error.message;
}

function sha256(bytes) {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** The bytes of the first location whose content has the locked hash; throws naming each failure. */
async function verifiedBytes(urls, file) {
  const failures = [];
  for (const url of urls) {
    let bytes;
    try {
      bytes = await download(url);
    } catch (error) {
      failures.push(`${url}: ${reason(error)}`);
      continue;
    }
    const actual = sha256(bytes);
    if (actual === file.sha256) return bytes;
    failures.push(`${url}: SHA-256 ${actual}, expected ${file.sha256}`);
  }
  throw new Error(`${file.name}: no source gave the pinned file\n  ${failures.join('\n  ')}`);
}

/** True when `target` exists with the locked hash. */
function isPresent(target, file) {
  return fs.existsSync(target) && sha256(fs.readFileSync(target)) === file.sha256;
}

/** Writes through a temporary file, so that an interrupted run leaves no partial file. */
function writeAtomically(target, bytes) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, target);
}

/** One file: "present", "fetched" or (with --check) "missing"/"differs"; throws when it cannot be verified. */
async function fetchFile(options, set, file) {
  const target = path.join(options.out, set.name, file.name);
  if (options.check) return isPresent(target, file) ? 'present' : fs.existsSync(target) ? 'differs' : 'missing';
  if (!options.force && isPresent(target, file)) return 'present';
  writeAtomically(target, await verifiedBytes(locations(options.from, set.name, file), file));
  return 'fetched';
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const lock = JSON.parse(fs.readFileSync(options.lock, 'utf8'));
  let failed = 0;
  for (const set of selectedSets(lock, options.only)) {
    for (const file of set.files) {
      try {
        const status = await fetchFile(options, set, file);
        if (status === 'missing' || status === 'differs') failed++;
        process.stdout.write(`${status.padEnd(8)} ${set.name}/${file.name}\n`);
      } catch (error) {
        failed++;
        process.stderr.write(`failed   ${set.name}/${error.message}\n`);
      }
    }
  }
  if (failed > 0) {
    const outcome = options.check ? 'not present with the pinned hash: run npm run fetch-test-data' : 'not verified (nothing unverified was written)';
    process.stderr.write(`fetch-test-data: ${failed} file(s) ${outcome}\n`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`fetch-test-data: ${error.message}\n`);
    process.exit(1);
  });
}

module.exports = { sha256, mirrorURL };
