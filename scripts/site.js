#!/usr/bin/env node
// `npm run site`: builds the URL viewer into site/dist/ (index.html, style.css, app.js). The page
// is static: it works opened from file:// and from any static server. app.js is site/app.ts
// bundled with the library's sources (esbuild, one classic script, minified).

'use strict';

const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const ROOT = path.resolve(__dirname, '..');
const SITE = path.join(ROOT, 'site');
const DIST = path.join(SITE, 'dist');

function main() {
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.mkdirSync(DIST, { recursive: true });
  esbuild.buildSync({
    entryPoints: [path.join(SITE, 'app.ts')],
    outfile: path.join(DIST, 'app.js'),
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
  });
  for (const file of ['index.html', 'style.css']) fs.copyFileSync(path.join(SITE, file), path.join(DIST, file));
  const size = fs.statSync(path.join(DIST, 'app.js')).size;
  process.stderr.write(`site: ${path.relative(ROOT, DIST)}/ ready (app.js ${(size / 1024).toFixed(0)} KB)\n`);
  return 0;
}

process.exitCode = main();
