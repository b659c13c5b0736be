#!/usr/bin/env node
// Debian's Dask distributed for the batch-on-a-cluster example (docs/examples/dask/, test/dask.test.ts),
// installed when it is missing: as root, with apt-get (package `python3-distributed`; the machine's
// own registry). Debian's packages are seen by Debian's python, /usr/bin/python3, not by a python
// earlier on PATH (pyenv's, a virtualenv's). Anything else is an error that says what to install;
// the Dask test is never skipped.
//
//   node scripts/python-distributed.js     prints the python to run the example with, installing first if needed

'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');

const PYTHON = '/usr/bin/python3';
const PACKAGE = 'python3-distributed';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`python-distributed: ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The version of distributed that PYTHON imports, or null when it imports none. */
function distributedVersion() {
  if (!fs.existsSync(PYTHON)) return null;
  const result = spawnSync(PYTHON, ['-c', 'import distributed, sys; sys.stdout.write(distributed.__version__)'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : null;
}

/** The path of the python that imports Debian's distributed, installed with apt-get when missing (root only). */
function ensurePythonDistributed() {
  if (distributedVersion() !== null) return PYTHON;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`python-distributed: ${PYTHON} cannot import distributed; install Debian's ${PACKAGE} (apt-get install ${PACKAGE}) to run the Dask example`);
  }
  process.stderr.write(`python-distributed: installing Debian's ${PACKAGE} (apt-get) for the Dask example\n`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', PACKAGE]);
  if (distributedVersion() === null) throw new Error(`python-distributed: apt-get installed ${PACKAGE}, but ${PYTHON} cannot import distributed`);
  return PYTHON;
}

module.exports = { ensurePythonDistributed, distributedVersion, PYTHON };

if (require.main === module) process.stdout.write(`${ensurePythonDistributed()}\n`);
