// Loading what the bench times: the built package (by its name, through package.json
// `exports`), the other URL implementations, the validators, and the corpora.

'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * require('url-grammar'), retried a few times: dist/ may be in the middle of a rebuild
 * (another `npm run build`), which makes a require fail for a moment. A profiling aid:
 * BENCH_PACKAGE names another module to load instead (a path, e.g. an esbuild bundle of
 * src/index.ts: `npx esbuild src/index.ts --bundle --platform=node --outfile=/tmp/ug.js`).
 */
function loadPackage() {
  const attempts = 5;
  const name = process.env.BENCH_PACKAGE ? path.resolve(process.env.BENCH_PACKAGE) : 'url-grammar';
  for (let attempt = 1; ; attempt++) {
    try {
      return require(name);
    } catch (error) {
      for (const key of Object.keys(require.cache)) if (key.includes('/dist/')) delete require.cache[key];
      if (attempt === attempts) {
        process.stderr.write(`bench: cannot load the built package (run \`npm run build\`): ${error.message}\n`);
        process.exit(1);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000); // sleep 2 s
    }
  }
}

/** The three URL classes timed side by side; `stride` > 1 times only every stride-th input. */
function loadURLImplementations(pkg, options) {
  return [
    { name: 'url-grammar', URL: pkg.URL, rounds: options.rounds },
    { name: 'node URL', URL: require('node:url').URL, rounds: options.rounds },
    {
      name: `whatwg-url ${require('whatwg-url/package.json').version}`,
      URL: require('whatwg-url').URL,
      rounds: options.whatwgRounds,
      slow: true,
    },
  ];
}

/** Returns the validators, or null when the built package has no validate. */
function loadValidators(pkg) {
  if (typeof pkg.validate !== 'function') return null;
  const { fullFormats } = require('ajv-formats/dist/formats');
  return {
    validate: pkg.validate,
    ajvURI: fullFormats.uri, // a function: a regex test plus a "no fragment-only" check
    ajvURIReference: fullFormats['uri-reference'], // a RegExp
    fastURIParse: require('fast-uri').parse,
    ajvVersion: require('ajv-formats/package.json').version,
    fastURIVersion: require('fast-uri/package.json').version,
  };
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

module.exports = { loadPackage, loadURLImplementations, loadValidators, readCorpus };
