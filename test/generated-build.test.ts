// After a grammar edit, the build never compiles the old parsers silently: scripts/build.js checks
// generated/ against what the generator makes (scripts/generate.js checkGenerated) and, without
// --regenerate, fails naming the stale files and the command; with --regenerate (npm run build,
// npm run cli) it regenerates them. Run in a copy of what generation reads, so that the
// repository's generated/ and dist/ are left alone.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PACKAGES = ['peggy', 'ts-pegjs', 'tr46', 'typescript'];

interface Check {
  stale: string[];
  regenerated: string[];
}

let copy: string;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-generated-'));
  for (const dir of ['grammar', 'scripts', 'generated', 'src/core']) fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const name of PACKAGES) fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(copy, 'node_modules', name), 'dir');
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** checkGenerated of the copy, in a fresh process (the module keeps no state, but its root is its folder). */
function check(regenerate: boolean): Check {
  const code = `process.stdout.write(JSON.stringify(require(${JSON.stringify(path.join(copy, 'scripts/generate.js'))}).checkGenerated({ regenerate: ${regenerate} })))`;
  const run = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Check;
}

const EDITED = 'generated/schemes/index.ts';

test('a copy of the repository: generated/ is fresh', () => {
  expect(check(false)).toEqual({ stale: [], regenerated: [] });
}, 60_000);

test('a generated file that differs from the generator output is stale; the build fails saying so and names the command', () => {
  fs.appendFileSync(path.join(copy, EDITED), '// edited by hand\n');
  expect(check(false)).toEqual({ stale: [EDITED], regenerated: [] });
  const build = spawnSync(process.execPath, [path.join(copy, 'scripts/build.js'), '--if-stale'], { cwd: copy, encoding: 'utf8' });
  expect(build.status).toBe(1);
  expect(build.stderr).toContain(`${EDITED} is stale`);
  expect(build.stderr).toContain('npm run generate');
}, 60_000);

test('with regenerate, the stale file is written again, and a later check is fresh', () => {
  expect(check(true)).toEqual({ stale: [], regenerated: [EDITED] });
  expect(fs.readFileSync(path.join(copy, EDITED), 'utf8')).toBe(fs.readFileSync(path.join(ROOT, EDITED), 'utf8'));
  expect(check(false)).toEqual({ stale: [], regenerated: [] });
}, 60_000);

test('a grammar edit that changes a parser is caught even when generated/ is newer than the grammar', () => {
  const grammar = path.join(copy, 'grammar/schemes/ws.pegjs');
  const text = fs.readFileSync(grammar, 'utf8');
  // The WebSocket grammar's scheme literal: an edit that must change its generated parser.
  expect(text).toContain('"ws"i');
  fs.writeFileSync(grammar, text.replace('"ws"i', '"wz"i'));
  const future = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(copy, 'generated/schemes/ws.ts'), future, future);
  expect(check(false).stale).toEqual(['generated/schemes/ws.ts']);
}, 60_000);
