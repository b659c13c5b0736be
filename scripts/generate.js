#!/usr/bin/env node
// Generates generated/<name>.ts from every grammar/<name>.pegjs with peggy 3 + ts-pegjs.
// `node scripts/generate.js` writes the files; `--check` exits 1 when any is stale.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { generateParser } = require('./generator');

const root = path.resolve(__dirname, '..');
const grammarDir = path.join(root, 'grammar');
const outDir = path.join(root, 'generated');

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of fs.readdirSync(grammarDir).filter((f) => f.endsWith('.pegjs')).sort()) {
    const name = file.replace(/\.pegjs$/, '');
    const target = path.join(outDir, `${name}.ts`);
    const source = generateParser(path.join(grammarDir, file));
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === source) continue;
    if (check) stale.push(path.relative(root, target));
    else fs.writeFileSync(target, source);
  }
  if (stale.length > 0) {
    console.error(`generated/ is stale; run \`npm run generate\`: ${stale.join(', ')}`);
    process.exit(1);
  }
}

main();
