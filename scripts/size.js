#!/usr/bin/env node
// `npm run size`: what a web page pays for url-grammar. Bundles a page importing only `URL`,
// `URL` + `validate`, and the whole API from the built package's ESM entry, `classifyAddress`
// and `inspectTarget` from its `url-grammar/target` entry, `canonicalize` from its
// `url-grammar/canonical` entry (all profiles: it dispatches by name), and whatwg-url's
// `URL` for comparison, the way issue 15 measures it (esbuild --bundle --minify
// --platform=browser --format=esm; gzip -9), and names the heavy parts each bundle contains.
//
//   node scripts/size.js [--json]
//
// Reads dist/ (run `npm run build` first; `npm run size` does).

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const esbuild = require('esbuild');

const ROOT = path.resolve(__dirname, '..');
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const ESM_ENTRY = path.join(ROOT, PKG.exports['.'].import.default);
const TARGET_ENTRY = path.join(ROOT, PKG.exports['./target'].import.default);
const CANONICAL_ENTRY = path.join(ROOT, PKG.exports['./canonical'].import.default);
const URLPATTERN_ENTRY = path.join(ROOT, PKG.exports['./urlpattern'].import.default);
const AJV_ENTRY = path.join(ROOT, PKG.exports['./ajv'].import.default);
const TEMPLATE_ENTRY = path.join(ROOT, PKG.exports['./template'].import.default);

/** The budget of a page that uses only URL (issue 15), gzipped. */
const URL_ONLY_BUDGET = 80 * 1024;

/** The pages, each one module; `from` is the package they import. */
const PAGES = [
  { name: 'url-grammar: URL only', from: ESM_ENTRY, code: (from) => `import { URL } from ${from};\nglobalThis.out = new URL('https://example.com/').href;\n` },
  { name: 'url-grammar: URL + validate', from: ESM_ENTRY, code: (from) => `import { URL, validate } from ${from};\nglobalThis.out = [new URL('https://example.com/').href, validate('https://example.com/')];\n` },
  { name: 'url-grammar: whole API', from: ESM_ENTRY, code: (from) => `import * as api from ${from};\nglobalThis.out = api;\n` },
  { name: 'url-grammar/target: classifyAddress', from: TARGET_ENTRY, code: (from) => `import { classifyAddress } from ${from};\nglobalThis.out = classifyAddress('127.0.0.1');\n` },
  { name: 'url-grammar/target: inspectTarget', from: TARGET_ENTRY, code: (from) => `import { inspectTarget } from ${from};\nglobalThis.out = inspectTarget('https://example.com/');\n` },
  { name: 'url-grammar/canonical: canonicalize', from: CANONICAL_ENTRY, code: (from) => `import { canonicalize } from ${from};\nglobalThis.out = canonicalize('https://example.com/', { profile: 'surt' });\n` },
  { name: 'url-grammar/urlpattern: URLPattern', from: URLPATTERN_ENTRY, code: (from) => `import { URLPattern } from ${from};\nglobalThis.out = new URLPattern({ pathname: '/:id' }).exec('https://example.com/1');\n` },
  { name: 'url-grammar/urlpattern: + URLPatternList', from: URLPATTERN_ENTRY, code: (from) => `import { URLPatternList } from ${from};\nglobalThis.out = new URLPatternList([{ pathname: '/:id' }]).match('https://example.com/1');\n` },
  { name: 'url-grammar/template: expandTemplate', from: TEMPLATE_ENTRY, code: (from) => `import { expandTemplate } from ${from};\nglobalThis.out = expandTemplate('/repos{/owner,repo}{?q}', { owner: 'a', repo: 'b' });\n` },
  { name: 'url-grammar/ajv: addURLFormats (without Ajv)', from: AJV_ENTRY, code: (from) => `import { addURLFormats, formatFailure } from ${from};\nglobalThis.out = [addURLFormats, formatFailure('uri', 'https://example.com/')];\n` },
  { name: 'urlpattern-polyfill 10.1: URLPattern', from: 'urlpattern-polyfill/urlpattern', code: (from) => `import { URLPattern } from ${from};\nglobalThis.out = new URLPattern({ pathname: '/:id' }).exec('https://example.com/1');\n` },
  { name: 'whatwg-url 17.3: URL', from: 'whatwg-url', code: (from) => `import { URL } from ${from};\nglobalThis.out = new URL('https://example.com/').href;\n` },
];

/** Parts worth naming when a bundle contains them: a path test on each bundled input. */
const PARTS = [
  ['tr46 (UTS #46 tables)', (file) => file.includes('node_modules/tr46/')],
  ['UTS #46 tables', (file) => file.endsWith('generated/uts46-tables.js')],
  ['legacy encoders (@exodus/bytes)', (file) => file.includes('node_modules/@exodus/bytes/')],
  ['public suffix list (tldts)', (file) => /node_modules\/tldts(-core)?\//.test(file)],
  ['MIME type parser (whatwg-mimetype)', (file) => file.includes('node_modules/whatwg-mimetype/')],
  ['RFC 3986 grammar', (file) => /generated\/rfc3986(-patterns)?\.js$/.test(file)],
  ['RFC 3987 grammar', (file) => /generated\/rfc3987(-patterns)?\.js$/.test(file)],
  ['URL grammar', (file) => file.endsWith('generated/url.js')],
  ['scheme grammars', (file) => /generated\/schemes\//.test(file)],
];

/**
 * A page (the module `code`, resolved from the repository) bundled as issue 15 measures it: its
 * minified bytes, and each bundled input (repository-relative, "/"-separated) with its share.
 */
function bundlePage(code) {
  const result = esbuild.buildSync({
    stdin: { contents: code, resolveDir: ROOT, sourcefile: 'page.js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs).map(([file, { bytesInOutput }]) => ({ file: file.split(path.sep).join('/'), bytes: bytesInOutput }));
  return { bytes: result.outputFiles[0].contents, inputs };
}

function measure(page) {
  const { bytes, inputs } = bundlePage(page.code(JSON.stringify(page.from)));
  const parts = {};
  for (const { file, bytes: size } of inputs) {
    for (const [part, test] of PARTS) if (test(file)) parts[part] = (parts[part] ?? 0) + size;
  }
  return { name: page.name, minified: bytes.length, gzipped: zlib.gzipSync(bytes, { level: 9 }).length, parts };
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function main(argv) {
  if (!fs.existsSync(ESM_ENTRY)) {
    process.stderr.write(`size: ${path.relative(ROOT, ESM_ENTRY)} is missing; run npm run build\n`);
    return 1;
  }
  const results = PAGES.map(measure);
  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return 0;
  }
  process.stdout.write('page                              minified     gzip -9   heavy parts inside (minified bytes)\n');
  for (const r of results) {
    const parts = Object.entries(r.parts).map(([part, size]) => `${part} ${kb(size)}`).join(', ') || '-';
    process.stdout.write(`${r.name.padEnd(32)} ${kb(r.minified).padStart(10)} ${kb(r.gzipped).padStart(11)}   ${parts}\n`);
  }
  const urlOnly = results[0].gzipped;
  process.stdout.write(`\nURL only, gzipped: ${kb(urlOnly)} (budget ${kb(URL_ONLY_BUDGET)}: ${urlOnly <= URL_ONLY_BUDGET ? 'met' : 'NOT met'})\n`);
  return 0;
}

module.exports = { bundlePage };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
