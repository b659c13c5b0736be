// The package as `npm pack` makes it for the registry: valid JSON from `npm pack --json` (the
// prepack build logs to stderr), the files consumers need and nothing else, metadata a registry
// page shows, no install script for consumers, and a README that agrees with `engines`.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  license: string;
  keywords?: string[];
  homepage?: string;
  repository?: { type: string; url: string };
  bugs?: { url: string };
  engines: { node: string };
  scripts: Record<string, string>;
};

interface Packed {
  size: number;
  unpackedSize: number;
  files: Array<{ path: string }>;
}

describe('npm pack', () => {
  let packed: Packed;

  // With scripts: prepack builds dist/ when stale, and only JSON may reach stdout.
  beforeAll(() => {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status).toBe(0);
    const run = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(0);
    [packed] = JSON.parse(run.stdout) as Packed[];
  }, 180_000);

  test('prints valid JSON', () => {
    expect(packed.files.length).toBeGreaterThan(10);
  });

  test('a full build logs to stderr only (in a copy of the sources, leaving dist/ alone)', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-build-'));
    try {
      for (const name of ['src', 'grammar', 'generated', 'scripts', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.esm.json']) {
        fs.cpSync(path.join(ROOT, name), path.join(copy, name), { recursive: true });
      }
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
      const run = spawnSync(process.execPath, ['scripts/build.js'], { cwd: copy, encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^build: dist\/ ready in \d+ ms\n/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 180_000);

  test('ships the license, the README, the docs it links, the grammars and the build, nothing else', () => {
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'docs/architecture.md', 'grammar/url.pegjs']));
    const tops = new Set(files.map((file) => file.split('/')[0]));
    expect([...tops].sort()).toEqual(['LICENSE', 'README.md', 'dist', 'docs', 'grammar', 'package.json']);
    expect(files.filter((file) => file.startsWith('dist/esm/src/cli/') || file.endsWith('.png'))).toEqual([]);
    expect(files.filter((file) => /^dist\/.*\/test\//.test(file) || file.endsWith('.build-stamp'))).toEqual([]);
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const [, link] of readme.matchAll(/\]\((docs\/[^)#]+\.md)/g)) expect(files).toContain(link);
  });
});

describe('package.json for the registry', () => {
  test('license, repository, homepage, bugs and keywords', () => {
    expect(PKG.license).toBe('MIT');
    expect(fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(PKG.repository?.type).toBe('git');
    expect(PKG.repository?.url).toMatch(/^git\+https:\/\//);
    expect(PKG.homepage).toMatch(/^https:\/\//);
    expect(PKG.bugs?.url).toMatch(/^https:\/\//);
    expect(PKG.keywords).toEqual(expect.arrayContaining(['url', 'whatwg', 'rfc3986']));
  });

  // npm runs prepare for a git dependency (test/install.test.ts), never for a registry tarball.
  test('no install script runs for consumers of a tarball; the build runs at prepack, and at prepare for git installs', () => {
    for (const name of ['preinstall', 'install', 'postinstall']) expect(PKG.scripts[name]).toBeUndefined();
    expect(PKG.scripts.prepack).toBe('node scripts/build.js --if-stale');
    expect(PKG.scripts.prepare).toBe('node scripts/build.js --if-stale');
  });

  test('the README states the Node version engines requires', () => {
    const version = /^>=(\d+\.\d+)$/.exec(PKG.engines.node)?.[1];
    expect(version).toBeDefined();
    expect(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain(`Node ${version} or later`);
  });

  test('.gitignore keeps tarballs out of the repository', () => {
    expect(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('*.tgz');
  });
});
