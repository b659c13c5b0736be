// The declarations as a consumer's compiler reads them: the built package (package.json and the
// .d.ts files of dist/) is copied into node_modules/url-grammar of a temporary project, and tsc
// checks the consumer files of test/types/ under each module setting a project may use (node10,
// node16, nodenext, bundler; CommonJS and ES module files), strict, with exactOptionalPropertyTypes,
// skipLibCheck false and lib es2022 alone (no DOM, no @types/node): the declarations must need
// nothing else. Two more settings add the platform's URL (lib dom; @types/node) and check that
// url-grammar's URL and URLSearchParams are assignable to it. Each `@ts-expect-error` line in the
// consumer files is something the declarations must reject: tsc fails when it is accepted.

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const CONSUMERS = path.join(__dirname, 'types');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** One compiler setting: its options beyond the common ones, and the consumer files it checks. */
interface Setting {
  readonly name: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly files: readonly string[];
}

/** What every setting shares: a strict consumer that checks the declarations it reads. */
const COMMON_OPTIONS = {
  target: 'es2022',
  lib: ['es2022'],
  types: [],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  noEmit: true,
};

const SETTINGS: readonly Setting[] = [
  { name: 'node10, CommonJS', options: { module: 'commonjs', moduleResolution: 'node10' }, files: ['consumer.ts', 'model.ts', 'target.ts', 'canonical.ts', 'urlpattern.ts', 'template.ts', 'ajv.ts'] },
  { name: 'node16', options: { module: 'node16', moduleResolution: 'node16' }, files: ['consumer.ts', 'model.ts', 'target.ts', 'canonical.ts', 'urlpattern.ts', 'template.ts', 'ajv.ts', 'esm.mts', 'cjs.cts'] },
  { name: 'nodenext', options: { module: 'nodenext', moduleResolution: 'nodenext' }, files: ['consumer.ts', 'model.ts', 'target.ts', 'canonical.ts', 'urlpattern.ts', 'template.ts', 'ajv.ts', 'esm.mts', 'cjs.cts'] },
  { name: 'bundler, ES modules', options: { module: 'esnext', moduleResolution: 'bundler' }, files: ['consumer.ts', 'model.ts', 'target.ts', 'canonical.ts', 'urlpattern.ts', 'template.ts', 'ajv.ts'] },
  {
    name: 'lib dom: the platform URL',
    options: { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom', 'dom.iterable'] },
    files: ['platform-url.ts'],
  },
  {
    name: 'lib dom and esnext: the platform URL, iterator helpers',
    options: { module: 'esnext', moduleResolution: 'bundler', lib: ['esnext', 'dom', 'dom.iterable'] },
    files: ['platform-url.ts'],
  },
  {
    name: '@types/node: the platform URL',
    options: { module: 'nodenext', moduleResolution: 'nodenext', types: ['node'] },
    files: ['platform-url.ts'],
  },
];

/** Copies the package as npm installs it, declarations only (what tsc reads): package.json and dist's .d.ts and package.json files. */
function installPackage(into: string): void {
  const target = path.join(into, 'node_modules', 'url-grammar');
  fs.mkdirSync(target, { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(target, 'package.json'));
  fs.cpSync(path.join(ROOT, 'dist'), path.join(target, 'dist'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.d.ts') || path.basename(source) === 'package.json',
  });
  // @types/node for the one setting that asks for it (its own dependencies resolve from the repository).
  fs.mkdirSync(path.join(into, 'node_modules', '@types'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules', '@types', 'node'), path.join(into, 'node_modules', '@types', 'node'), 'dir');
}

/** A project folder per setting (its tsconfig.json beside copies of the consumer files). */
function writeProject(root: string, setting: Setting, index: number): string {
  const dir = path.join(root, `project-${index}`);
  fs.mkdirSync(dir);
  for (const file of setting.files) fs.copyFileSync(path.join(CONSUMERS, file), path.join(dir, file));
  const config = { compilerOptions: { ...COMMON_OPTIONS, ...setting.options }, files: setting.files };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`);
  return dir;
}

/** Runs tsc on a project; resolves with its exit status and output. */
function typeCheck(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', dir, '--pretty', 'false'], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}

let root = '';
let results: Array<{ status: number | null; output: string }> = [];

// Build dist/ when it is missing or older than src/ (as test/package.test.ts), then check every
// setting at once (two cores: the tsc runs overlap their start-up).
beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-types-'));
  fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "consumer", "private": true }\n');
  installPackage(root);
  const projects = SETTINGS.map((setting, index) => writeProject(root, setting, index));
  results = await Promise.all(projects.map(typeCheck));
}, 240_000);

afterAll(() => {
  if (root !== '') fs.rmSync(root, { recursive: true, force: true });
});

describe('the declarations in a consumer project (tsc, strict, exactOptionalPropertyTypes, skipLibCheck false)', () => {
  test.each(SETTINGS.map((setting, index): [string, number] => [setting.name, index]))('%s', (_name, index) => {
    const result = results[index];
    expect({ status: result?.status, output: result?.output.replaceAll(root, '<tmp>') }).toEqual({ status: 0, output: '' });
  });

  test('the consumer files have lines the declarations must reject', () => {
    const expectErrors = fs.readdirSync(CONSUMERS).map((file) => fs.readFileSync(path.join(CONSUMERS, file), 'utf8').split('@ts-expect-error').length - 1);
    expect(expectErrors.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(20);
  });
});
