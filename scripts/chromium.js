#!/usr/bin/env node
// Debian's Chromium for the browser tests (test/site.test.ts), installed when it is missing:
// as root, with apt-get (packages `chromium`; the machine's own registry). Anything else is an
// error that says what to install; the browser test is never skipped.
//
//   node scripts/chromium.js     prints the executable's path, installing it first if needed

'use strict';

const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

const EXECUTABLE = '/usr/bin/chromium';

/** The flags every browser test starts Chromium with (headless, no sandbox as root, no network chatter). */
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`chromium: ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The path of Debian's chromium, installed with apt-get when missing (root only). */
function ensureChromium() {
  if (fs.existsSync(EXECUTABLE)) return EXECUTABLE;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`chromium: ${EXECUTABLE} is missing; install Debian's chromium (apt-get install chromium) to run the browser tests`);
  }
  process.stderr.write('chromium: installing Debian\'s chromium (apt-get) for the browser tests\n');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  if (!fs.existsSync(EXECUTABLE)) throw new Error(`chromium: apt-get installed chromium, but ${EXECUTABLE} is missing`);
  return EXECUTABLE;
}

module.exports = { ensureChromium, EXECUTABLE, FLAGS };

if (require.main === module) process.stdout.write(`${ensureChromium()}\n`);
