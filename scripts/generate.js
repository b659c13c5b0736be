#!/usr/bin/env node
// Writes generated/: generated/<name>.ts from every grammar/<name>.pegjs with peggy 3 + ts-pegjs,
// and generated/uts46-tables.ts from tr46's data (scripts/uts46-tables.js).
// `node scripts/generate.js` writes the files; `--check` exits 1 when any is stale.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { generateParser } = require('./generator');
const { generateUTS46Tables } = require('./uts46-tables');

const root = path.resolve(__dirname, '..');
const grammarDir = path.join(root, 'grammar');
const outDir = path.join(root, 'generated');

/** Every generated file: its path under generated/ and how to make its text. */
function outputs() {
  const grammars = fs.readdirSync(grammarDir).filter((f) => f.endsWith('.pegjs')).sort();
  return [
    ...grammars.map((file) => ({ name: file.replace(/\.pegjs$/, '.ts'), make: () => generateParser(path.join(grammarDir, file)) })),
    { name: 'uts46-tables.ts', make: generateUTS46Tables },
  ];
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  fs.mkdirSync(outDir, { recursive: true });
  for (const { name, make } of outputs()) {
    const target = path.join(outDir, name);
    const source = make();
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

if (require.main === module) main();

module.exports = { outputs };
