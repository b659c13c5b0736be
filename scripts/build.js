#!/usr/bin/env node
// Builds the package into dist/ (run by `npm run build`, by `prepack` before `npm pack` and
// `npm publish`, and with --if-stale by `npm run cli` and the tests; consumers of the package
// run no install script). Its log goes to stderr, so `npm pack --json` prints only JSON:
//
//   dist/cjs/src/*.js, *.d.ts        tsc output of src/ (tsconfig.build.json, rootDir ".")
//   dist/cjs/generated/*.js, *.d.ts  tsc output of the generated parsers src/ imports
//   dist/cjs/package.json            {"type":"commonjs"}
//   dist/esm/index.js, index.d.ts    ESM entries, one per entry of `exports` ("." and the
//   dist/esm/model.js, model.d.ts    subpaths such as "./model"): each re-exports its CommonJS
//   dist/esm/package.json            build (one implementation, so no dual-package hazard)
//
// Every entry path is read from package.json (`exports`, `bin`), and the build fails if one
// of them was not produced, so package.json and the layout cannot drift apart.
//
// Options:
//   --if-stale   do nothing when dist/ is newer than every input (used by the tests).
// Concurrent builds (parallel jest workers) are serialised by a lock directory.

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.build-stamp');
const TSCONFIG = path.join(ROOT, 'tsconfig.build.json');
const LOCK = path.join(ROOT, 'node_modules', '.cache', 'url-grammar-build.lock');
const LOCK_STALE_MS = 5 * 60 * 1000;

/** Files whose change makes dist/ stale. */
const INPUTS = ['src', 'generated', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build.js'];

function main(argv) {
  const unknown = argv.filter((arg) => arg !== '--if-stale');
  if (unknown.length > 0) {
    process.stderr.write(`build: unknown argument(s): ${unknown.join(' ')}\nusage: node scripts/build.js [--if-stale]\n`);
    return 2;
  }
  const ifStale = argv.includes('--if-stale');
  try {
    return withLock(() => (ifStale && isFresh() ? 0 : build()));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function build() {
  const started = Date.now();
  const pkg = readJSON(path.join(ROOT, 'package.json'));
  const entry = entryPoints(pkg);

  fs.rmSync(DIST, { recursive: true, force: true });

  // 1. CommonJS + declarations.
  const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
  const result = spawnSync(process.execPath, [tsc, '-p', TSCONFIG], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) {
    return fail(`tsc failed (exit ${result.status ?? result.signal})`);
  }
  writeFile(path.join(DIST, 'cjs', 'package.json'), '{\n  "type": "commonjs"\n}\n');

  // 2. The CLI: executable, with its shebang (tsc keeps the one at the top of src/cli/main.ts).
  for (const bin of entry.bins) {
    requireFile(bin, 'bin');
    if (!fs.readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')) {
      return fail(`${rel(bin)} does not start with "#!/usr/bin/env node"`);
    }
    fs.chmodSync(bin, 0o755);
  }

  // 3. ESM wrappers, one per entry of `exports`. Export names come from the CommonJS build
  // itself, so they never drift.
  const summary = [];
  for (const point of entry.modules) {
    const declared = `exports["${point.subpath}"]`;
    requireFile(point.cjs, `${declared}.require.default`);
    const names = Object.keys(require(point.cjs)).filter((name) => name !== '__esModule');
    const bad = names.filter((name) => name !== 'default' && !/^[A-Za-z_$][\w$]*$/.test(name));
    if (bad.length > 0) return fail(`${declared}: export names that ESM cannot re-export: ${bad.join(', ')}`);
    writeFile(point.esm, esmWrapper(importPath(point.esm, point.cjs), names));
    writeFile(point.esmTypes, esmTypes(importPath(point.esmTypes, point.cjs), names.includes('default')));
    writeFile(path.join(path.dirname(point.esm), 'package.json'), '{\n  "type": "module"\n}\n');
    requireFile(point.cjsTypes, `${declared}.require.types`);
    requireFile(point.esmTypes, `${declared}.import.types`);
    requireFile(point.esm, `${declared}.import.default`);
    summary.push(`${point.subpath}: ${names.length} exports: ${names.join(', ')}`);
  }

  writeFile(STAMP, `${new Date().toISOString()}\n`);
  process.stderr.write(`build: dist/ ready in ${Date.now() - started} ms\n${summary.map((line) => `  ${line}\n`).join('')}`);
  return 0;
}

/**
 * Absolute paths of the entry points package.json declares: for each entry of `exports` given
 * by conditions ("." and subpaths such as "./model"; not "./package.json"), its CommonJS file,
 * ESM wrapper and their declarations; and the `bin` files.
 */
function entryPoints(pkg) {
  const modules = [];
  for (const [subpath, target] of Object.entries(pkg.exports || {})) {
    if (typeof target === 'string') continue; // a file exported as is (./package.json)
    const get = (condition, key) => {
      const value = target && target[condition] && target[condition][key];
      if (typeof value !== 'string') throw new Error(`package.json: exports["${subpath}"].${condition}.${key} is missing`);
      return path.join(ROOT, value);
    };
    modules.push({
      subpath,
      cjs: get('require', 'default'),
      cjsTypes: get('require', 'types'),
      esm: get('import', 'default'),
      esmTypes: get('import', 'types'),
    });
  }
  if (!modules.some((point) => point.subpath === '.')) throw new Error('package.json: exports["."] is missing');
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin || {});
  return { modules, bins: bins.map((bin) => path.join(ROOT, bin)) };
}

function esmWrapper(from, names) {
  const named = names.filter((name) => name !== 'default');
  const lines = [
    '// Generated by scripts/build.js: the ES module entry re-exports the CommonJS build.',
    `import cjs from ${JSON.stringify(from)};`,
    '',
    `export const { ${named.join(', ')} } = cjs;`,
  ];
  if (names.includes('default')) lines.push('export default cjs.default;');
  return `${lines.join('\n')}\n`;
}

function esmTypes(from, hasDefault) {
  const lines = [
    '// Generated by scripts/build.js: the types of the ES module entry are those of the CommonJS build.',
    `export * from ${JSON.stringify(from)};`,
  ];
  if (hasDefault) lines.push(`export { default } from ${JSON.stringify(from)};`);
  return `${lines.join('\n')}\n`;
}

/** A relative specifier from `fromFile` to the .js file `target` (declarations resolve it to .d.ts). */
function importPath(fromFile, target) {
  const specifier = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** True when the last complete build is newer than every input file. */
function isFresh() {
  let built;
  try {
    built = fs.statSync(STAMP).mtimeMs;
  } catch {
    return false;
  }
  return INPUTS.every((input) => newestMtime(path.join(ROOT, input)) <= built);
}

function newestMtime(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its directory's mtime
  for (const name of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, name)));
  return newest;
}

/** Runs `fn` while holding the build lock (an atomically created directory). */
function withLock(fn) {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + LOCK_STALE_MS;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockAge() > LOCK_STALE_MS) {
        fs.rmSync(LOCK, { recursive: true, force: true }); // left behind by a killed build
      } else if (Date.now() > deadline) {
        throw new Error(`timed out waiting for the lock ${LOCK}`);
      } else {
        sleep(100);
      }
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

function lockAge() {
  try {
    return Date.now() - fs.statSync(LOCK).mtimeMs;
  } catch {
    return 0;
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function requireFile(file, declaredBy) {
  if (!fs.existsSync(file)) throw new Error(`${rel(file)} (package.json ${declaredBy}) was not produced`);
}

function fail(message) {
  process.stderr.write(`build: ${message}\n`);
  return 1;
}

function writeFile(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function readJSON(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function rel(file) {
  return path.relative(ROOT, file);
}

process.exitCode = main(process.argv.slice(2));
