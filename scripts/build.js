#!/usr/bin/env node
// Builds the package into dist/ (run by `npm run build`, by `prepack` before `npm pack` and
// `npm publish`, and with --if-stale by `npm run cli` and the tests; consumers of the package
// run no install script). Its log goes to stderr, so `npm pack --json` prints only JSON:
//
//   dist/cjs/src/*.js, *.d.ts        CommonJS: tsc output of src/ (tsconfig.build.json, rootDir ".")
//   dist/cjs/generated/*.js, *.d.ts  and of the generated parsers src/ imports
//   dist/cjs/package.json            {"type":"commonjs"}
//   dist/cjs/url-grammar.js          the CommonJS entries' modules bundled into one file (esbuild):
//   dist/cjs/index.js, model.js      one file to read and compile instead of ~60 (half the
//                                    time of a require); the entries of `exports`.require
//   dist/esm/src/*.js, *.d.ts        ES modules, one per source file (tsconfig.esm.json), relative
//   dist/esm/generated/*.js, *.d.ts  specifiers ending in ".js" as Node's ESM loader needs, so
//   dist/esm/package.json            that bundlers can leave out what a page does not use
//   dist/node/*.mjs                  ES module entries for Node.js (the "node" condition of
//                                    `exports`.import): wrappers of the CommonJS build
//
// The modules in LAZY_IN_COMMONJS are imported statically by the source (what the ES modules
// keep, for bundlers); in the CommonJS build their require() is made lazy, so that requiring
// url-grammar does not load them until a function that needs them runs. An ES module cannot
// load a module later and synchronously, so `import 'url-grammar'` in Node.js gets a wrapper of
// the CommonJS build (Node.js's documented "ES module wrapper" for dual packages: one instance
// of each class whichever way it is loaded), and bundlers, which leave out what a page does not
// use, get the ES modules.
//
// Every entry path is read from package.json (`exports`, `bin`), and the build fails if one
// of them was not produced, so package.json and the layout cannot drift apart.
//
// Options:
//   --if-stale     do nothing when dist/ is newer than every input (used by the tests).
//   --regenerate   regenerate stale generated/ files first (npm run build, npm run cli); without
//                  it a stale generated/ fails the build, naming the files and the command.
// Concurrent builds (parallel jest workers) are serialised by a lock directory.

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { checkGenerated, newestMtime } = require('./generate');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.build-stamp');
const TSCONFIG = path.join(ROOT, 'tsconfig.build.json');
const TSCONFIG_ESM = path.join(ROOT, 'tsconfig.esm.json');
const LOCK = path.join(ROOT, 'node_modules', '.cache', 'url-grammar-build.lock');
const LOCK_STALE_MS = 5 * 60 * 1000;

/** Files whose change makes dist/ stale. */
const INPUTS = ['src', 'generated', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.esm.json', 'scripts/build.js'];

/**
 * Modules the CommonJS build loads on first use (module -> the built file importing it): the
 * legacy encoders, only for an encoding override other than UTF-8, the public suffix list, only
 * for publicSuffix/registrableDomain (together ~35 ms of require time), the MIME type parser,
 * only for parseDataURL; and the generated parsers few programs use: RFC 3986's and RFC 3987's
 * (3 and 4 ms to compile), only for matchRule, parseReference and a validate that their patterns
 * (generated/*-patterns.ts, loaded with the package) do not answer, and the scheme grammars
 * (~15 ms), only for parseScheme, scheme-based validation and normalisation.
 */
const LAZY_IN_COMMONJS = [
  ['@exodus/bytes/encoding.js', 'src/encoding/encoding.js'],
  ['@exodus/bytes/whatwg.js', 'src/encoding/encoding.js'],
  ['tldts', 'src/psl/public-suffix.js'],
  ['whatwg-mimetype', 'src/fetch/data-url.js'],
  ['../../generated/rfc3986', 'src/strict/parse.js'],
  ['../../generated/rfc3987', 'src/strict/parse.js'],
  ['../../generated/schemes/index', 'src/schemes/parse-scheme.js'],
];

function main(argv) {
  const unknown = argv.filter((arg) => arg !== '--if-stale' && arg !== '--regenerate');
  if (unknown.length > 0) {
    process.stderr.write(`build: unknown argument(s): ${unknown.join(' ')}\nusage: node scripts/build.js [--if-stale] [--regenerate]\n`);
    return 2;
  }
  const ifStale = argv.includes('--if-stale');
  try {
    return withLock(() => generatedFresh(argv.includes('--regenerate')) && (ifStale && isFresh() ? 0 : build()));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * generated/ must be what grammar/ makes before it is compiled: with --regenerate (npm run build,
 * npm run cli) stale files are regenerated, saying so; otherwise (the tests, prepare, prepack) the
 * build fails naming them, so that old parsers never run silently after a grammar edit.
 */
function generatedFresh(regenerate) {
  const { stale, regenerated } = checkGenerated({ regenerate });
  if (regenerated.length > 0) process.stderr.write(`build: regenerated ${regenerated.join(', ')} (grammar/ or the generator changed)\n`);
  if (stale.length === 0) return true;
  throw new Error(`${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} stale: grammar/ or the generator changed since \`npm run generate\`; run it (or \`npm run build\`, which regenerates)`);
}

function build() {
  const started = Date.now();
  const pkg = readJSON(path.join(ROOT, 'package.json'));
  const entry = entryPoints(pkg);

  fs.rmSync(DIST, { recursive: true, force: true });

  // 1. CommonJS + declarations, with the lazy requires.
  const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
  for (const config of [TSCONFIG, TSCONFIG_ESM]) {
    const result = spawnSync(process.execPath, [tsc, '-p', config], { cwd: ROOT, stdio: ['ignore', 2, 2] });
    if (result.status !== 0) return fail(`tsc -p ${rel(config)} failed (exit ${result.status ?? result.signal})`);
  }
  writeFile(path.join(DIST, 'cjs', 'package.json'), '{\n  "type": "commonjs"\n}\n');
  for (const [module, file] of LAZY_IN_COMMONJS) makeRequireLazy(path.join(DIST, 'cjs', file), module);
  bundleCommonJS(entry.modules);

  // 2. ES modules: relative specifiers get the ".js" extension the ESM loader requires.
  // Bundlers read the nearest package.json: this one must say the modules have no side effects.
  writeFile(path.join(DIST, 'esm', 'package.json'), '{\n  "type": "module",\n  "sideEffects": false\n}\n');
  for (const file of filesUnder(path.join(DIST, 'esm'))) {
    if (file.endsWith('.js') || file.endsWith('.d.ts')) fs.writeFileSync(file, withExtensions(fs.readFileSync(file, 'utf8'), file));
  }

  // 3. The CLI: executable, with its shebang (tsc keeps the one at the top of src/cli/main.ts).
  for (const bin of entry.bins) {
    requireFile(bin, 'bin');
    if (!fs.readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')) {
      return fail(`${rel(bin)} does not start with "#!/usr/bin/env node"`);
    }
    fs.chmodSync(bin, 0o755);
  }

  // 4. Every entry of `exports` exists in both builds, with its declarations.
  const summary = [];
  for (const point of entry.modules) {
    const declared = `exports["${point.subpath}"]`;
    requireFile(point.cjs, `${declared}.require.default`);
    requireFile(point.cjsTypes, `${declared}.require.types`);
    requireFile(point.esm, `${declared}.import.default`);
    requireFile(point.esmTypes, `${declared}.import.types`);
    const names = Object.keys(require(point.cjs)).filter((name) => name !== '__esModule');
    writeFile(point.esmNode, nodeWrapper(point.esmNode, point.cjs, names));
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
      // The module tsc made for the entry: what its declarations declare.
      cjsModule: get('require', 'types').replace(/\.d\.ts$/, '.js'),
      esm: get('import', 'default'),
      esmTypes: get('import', 'types'),
      esmNode: get('import', 'node'),
    });
  }
  if (!modules.some((point) => point.subpath === '.')) throw new Error('package.json: exports["."] is missing');
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin || {});
  return { modules, bins: bins.map((bin) => path.join(ROOT, bin)) };
}

/**
 * Replaces `const X = require("module");` (tsc's CommonJS for a static import; for a namespace
 * import, `const X = __importStar(require("module"));`) in `file` by a namespace that requires
 * the module when one of its members is first read. Fails when the line is not there: the source
 * or tsc's output changed, and the module would load eagerly.
 */
function makeRequireLazy(file, module) {
  const text = fs.readFileSync(file, 'utf8');
  const call = `require\\(${JSON.stringify(module).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\)`;
  const line = new RegExp(`^const (\\w+) = (${call}|__importStar\\(${call}\\));$`, 'm');
  const match = line.exec(text);
  if (match === null) throw new Error(`${rel(file)}: no \`const ... = require(${JSON.stringify(module)});\` to make lazy`);
  const lazy = `let ${match[1]}$loaded = null; // loaded on first use (scripts/build.js LAZY_IN_COMMONJS)\n` +
    `const ${match[1]} = new Proxy({}, { get: (_target, name) => (${match[1]}$loaded ??= ${match[2]})[name] });`;
  fs.writeFileSync(file, text.replace(line, () => lazy));
}

/** The bundle the CommonJS entries read. */
const BUNDLE = path.join(DIST, 'cjs', 'url-grammar.js');

/**
 * The CommonJS entries (`exports`.require): one bundle of the modules tsc made for them, each
 * entry's namespace a getter of the bundle's exports (evaluated on first read), and each entry a
 * file that reads its namespace there. What LAZY_IN_COMMONJS makes lazy stays out of the bundle,
 * required from where it is on first use; so do the dependencies.
 */
function bundleCommonJS(points) {
  const esbuild = require(require.resolve('esbuild', { paths: [ROOT] }));
  const fromBundle = (file) => `./${path.relative(path.dirname(BUNDLE), file).split(path.sep).join('/')}`;
  // The lazy modules of the source, left external as written, then required from the bundle.
  const lazy = LAZY_IN_COMMONJS.filter(([module]) => module.startsWith('.'))
    .map(([module, file]) => [module, `${fromBundle(path.resolve(DIST, 'cjs', path.dirname(file), module))}.js`]);
  const getters = points.map((point) => `Object.defineProperty(exports, ${JSON.stringify(point.subpath)}, ` +
    `{ enumerable: true, get: () => require(${JSON.stringify(fromBundle(point.cjsModule))}) });`);
  const result = esbuild.buildSync({
    stdin: { contents: getters.join('\n'), resolveDir: path.dirname(BUNDLE), sourcefile: path.basename(BUNDLE) },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    external: lazy.map(([module]) => module),
    write: false,
    outfile: BUNDLE,
    logLevel: 'silent',
    banner: { js: '// The CommonJS entries of url-grammar as one file, made by scripts/build.js (bundleCommonJS) from the modules in src/.' },
  });
  let text = result.outputFiles[0].text;
  for (const [module, target] of lazy) {
    const call = `require(${JSON.stringify(module)})`;
    if (text.split(call).length !== 2) throw new Error(`${rel(BUNDLE)}: expected one ${call} to point at ${target}`);
    text = text.replace(call, () => `require(${JSON.stringify(target)})`);
  }
  writeFile(BUNDLE, text);
  // Not `module.exports = require(bundle)...`: Node.js reads that as a re-export, and an import of
  // the entry (dist/node/*.mjs) would scan the whole bundle for its names (50 ms).
  for (const point of points) {
    const specifier = path.relative(path.dirname(point.cjs), BUNDLE).split(path.sep).join('/');
    writeFile(point.cjs, `'use strict';\n// ${point.subpath} of url-grammar (package.json exports), in the bundle made by scripts/build.js.\n` +
      `const bundle = require(${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)});\n` +
      `module.exports = bundle[${JSON.stringify(point.subpath)}];\n`);
  }
}

/**
 * The ES module entry for Node.js at `file`: the named exports `names` of the CommonJS entry
 * `cjs`, so that an import loads what a require loads, the rest on first use.
 */
function nodeWrapper(file, cjs, names) {
  const specifier = path.relative(path.dirname(file), cjs).split(path.sep).join('/');
  return [
    '// ES module entry for Node.js (package.json exports, "node" condition), made by scripts/build.js:',
    '// the CommonJS build, which loads what few programs use on first use (LAZY_IN_COMMONJS there).',
    `import cjs from ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};`,
    '',
    `export const { ${names.join(', ')} } = cjs;`,
    '',
  ].join('\n');
}

/** Relative specifiers of `text` (a module or declaration file) with the ".js" extension. */
function withExtensions(text, file) {
  return text.replace(/(\bfrom\s*|\bimport\s*\(\s*|^import\s*)(['"])(\.{1,2}\/[^'"]*)\2/gm, (whole, before, quote, specifier) => {
    if (specifier.endsWith('.js') || specifier.endsWith('.json')) return whole;
    const target = path.resolve(path.dirname(file), specifier);
    const resolved = fs.existsSync(`${target}.js`) || fs.existsSync(`${target}.d.ts`) ? `${specifier}.js` : null;
    if (resolved === null) throw new Error(`${rel(file)}: cannot resolve ${specifier}`);
    return `${before}${quote}${resolved}${quote}`;
  });
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
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
        throw new Error(`timed out waiting for the lock ${LOCK}`, { cause: error });
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
