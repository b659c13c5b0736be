// The package installed the two ways people can install it before it is on a registry: from git
// (npm clones the repository, installs its development dependencies and runs `prepare`, which
// builds dist/) and from a tarball made by `npm pack` (prepack builds dist/; consumers run no
// script). Each consumer is a clean folder outside the repository that then requires, imports
// and runs the CLI of what npm installed. Needs the npm registry (the consumers' dependencies),
// as `npm ci` does; npm's cache makes it quick after `npm ci`.

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status ?? result.signal}:\n${result.stderr}${result.stdout}`);
  }
  return result;
}

/** A new folder with a package.json, outside the repository. */
function consumer(name: string, type: 'commonjs' | 'module' = 'commonjs'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `url-grammar-${name}-`));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, private: true, type }, null, 2));
  return dir;
}

/** What a consumer of the installed package sees from require, import and the CLI. */
function expectUsable(dir: string): void {
  const cjs = run(process.execPath, ['-e', "const { URL, validate } = require('url-grammar'); console.log(new URL('../b?q#f', 'https://Example.COM/a/c').href, validate('http://a/%zz', { standard: 'rfc3986' }).valid)"], dir);
  expect(cjs.stdout.trim()).toBe('https://example.com/b?q#f false');
  const esm = run(process.execPath, ['--input-type=module', '-e', "import { URL } from 'url-grammar'; import { order } from 'url-grammar/model'; console.log(new URL('HTTP://a.com:80/x').href, typeof order)"], dir);
  expect(esm.stdout.trim()).toBe('http://a.com/x function');
  const bin = path.join(dir, 'node_modules', '.bin', 'url-grammar');
  const cli = run(bin, ['parse', 'https://EXAMPLE.com/a/../b?q#f'], dir);
  expect(cli.stdout).toContain('https://example.com/b?q#f');
  // Only what the package declares was installed: no sources, no tests.
  const installed = path.join(dir, 'node_modules', 'url-grammar');
  expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
  expect(fs.existsSync(path.join(installed, 'test'))).toBe(false);
}

describe('installing url-grammar', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('from git (git+file:// of this repository: its committed HEAD), built by prepare', () => {
    const dir = consumer('git');
    made.push(dir);
    run('npm', ['install', ...NPM_FLAGS, `git+file://${ROOT}`], dir);
    expect(fs.existsSync(path.join(dir, 'node_modules', 'url-grammar', 'dist', 'cjs', 'src', 'index.js'))).toBe(true);
    expectUsable(dir);
  }, 600_000);

  test('from a tarball made by npm pack', () => {
    const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-pack-'));
    made.push(packDir);
    const packed = run('npm', ['pack', '--json', '--pack-destination', packDir], ROOT);
    const [{ filename }] = JSON.parse(packed.stdout) as Array<{ filename: string }>;
    const dir = consumer('tarball', 'module');
    made.push(dir);
    run('npm', ['install', ...NPM_FLAGS, path.join(packDir, filename)], dir);
    expectUsable(dir);
  }, 600_000);
});
