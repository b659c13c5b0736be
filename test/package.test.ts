// The built package as its users see it: importable by name through package.json `exports`
// (CommonJS and ESM), with declaration files where package.json says they are.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

interface Conditions {
  types: string;
  default: string;
}
interface PackageJSON {
  name: string;
  main: string;
  types: string;
  module: string;
  bin: Record<string, string>;
  files: string[];
  exports: { '.': { import: Conditions; require: Conditions }; './package.json': string };
}
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJSON;

/** Runs `node <args>` in the repository root; expects success and returns stdout. */
function node(...args: string[]): string {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}:\n${run.stderr}`);
  return run.stdout;
}

// `npm ci` builds dist/ (prepare); build here too when it is missing or older than src/.
beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 180_000);

describe('package.json entry points', () => {
  const dot = PKG.exports['.'];
  const declared: Array<[string, string]> = [
    ['main', PKG.main],
    ['types', PKG.types],
    ['module', PKG.module],
    ['exports.require.default', dot.require.default],
    ['exports.require.types', dot.require.types],
    ['exports.import.default', dot.import.default],
    ['exports.import.types', dot.import.types],
    ...Object.entries(PKG.bin).map(([name, file]): [string, string] => [`bin.${name}`, file]),
  ];

  test.each(declared)('%s (%s) exists', (_field, file) => {
    expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  test('main/types agree with exports.require, module with exports.import', () => {
    expect(PKG.main).toBe(dot.require.default);
    expect(PKG.types).toBe(dot.require.types);
    expect(PKG.module).toBe(dot.import.default);
  });

  test('the CLI is executable and starts with a node shebang', () => {
    for (const file of Object.values(PKG.bin)) {
      const cli = path.join(ROOT, file);
      expect(fs.readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
      expect(fs.statSync(cli).mode & 0o111).not.toBe(0);
    }
  });

  test('the published files include every entry point', () => {
    const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const [packed] = JSON.parse(run.stdout) as Array<{ files: Array<{ path: string }> }>;
    const files = new Set(packed?.files.map((file) => file.path));
    for (const [, file] of declared) expect(files).toContain(path.posix.normalize(file));
  });
});

describe('importing url-grammar by name', () => {
  test('require() gives the CommonJS build', () => {
    const out = node(
      '-e',
      `const { URL, parseURL } = require('url-grammar');
       const result = parseURL('https://EXAMPLE.com/a/../b');
       console.log(JSON.stringify({ href: new URL('https://EXAMPLE.com/a/../b').href, ok: result.url !== null }));`,
    );
    expect(JSON.parse(out)).toEqual({ href: 'https://example.com/b', ok: true });
  });

  test('import gives the ESM entry, sharing the classes of the CommonJS build', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { URL, parseURL } from 'url-grammar';
       import * as esm from 'url-grammar';
       import { createRequire } from 'node:module';
       const cjs = createRequire(import.meta.url)('url-grammar');
       console.log(JSON.stringify({
         href: new URL('https://EXAMPLE.com/a/../b').href,
         ok: parseURL('https://EXAMPLE.com/').url !== null,
         sameURL: URL === cjs.URL,
         esmNames: Object.keys(esm).filter((name) => name !== 'default').sort(),
         cjsNames: Object.keys(cjs).filter((name) => name !== '__esModule' && name !== 'default').sort(),
       }));`,
    );
    const result = JSON.parse(out) as { href: string; ok: boolean; sameURL: boolean; esmNames: string[]; cjsNames: string[] };
    expect(result).toMatchObject({ href: 'https://example.com/b', ok: true, sameURL: true });
    expect(result.esmNames).toEqual(result.cjsNames);
    expect(result.esmNames).toEqual(expect.arrayContaining(['URL', 'parseURL', 'serializeURL', 'domainToASCII', 'domainToUnicode']));
  });
});

describe('types for TypeScript users', () => {
  // A consumer project with url-grammar installed (a symlink), type-checked as node16 modules:
  // consumer.cts resolves the `require` condition, consumer.mts the `import` condition.
  const consumer = `
    import { URL, parseURL, serializeURL, domainToASCII, domainToUnicode } from 'url-grammar';
    import type { URLRecord, ValidationError } from 'url-grammar';
    const url: URL = new URL('b', 'https://example.com/a');
    const result: { url: URLRecord | null; errors: ValidationError[]; failure: ValidationError | null } =
      parseURL(url.href, { base: 'https://example.com/' });
    const code: string | undefined = result.failure?.code;
    const text: string = result.url === null ? '' : serializeURL(result.url, true);
    const domains: string = domainToASCII('example.com') + domainToUnicode('example.com');
    // @ts-expect-error -- the input of URL is a string, so the types are not \`any\`
    new URL(42);
    export { code, text, domains };
  `;
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-consumer-'));
    fs.mkdirSync(path.join(dir, 'node_modules'));
    fs.symlinkSync(ROOT, path.join(dir, 'node_modules', PKG.name), 'dir');
    fs.writeFileSync(path.join(dir, 'consumer.cts'), consumer);
    fs.writeFileSync(path.join(dir, 'consumer.mts'), consumer);
  });

  afterAll(() => {
    if (dir !== '') fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the declared types resolve and check in CommonJS and ESM consumers', () => {
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      types: ['node'],
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
    };
    const program = ts.createProgram([path.join(dir, 'consumer.cts'), path.join(dir, 'consumer.mts')], options);
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const host: ts.FormatDiagnosticsHost = {
      getCanonicalFileName: (file) => file,
      getCurrentDirectory: () => dir,
      getNewLine: () => '\n',
    };
    expect(ts.formatDiagnostics(diagnostics, host)).toBe('');
    const declarations = program
      .getSourceFiles()
      .map((file) => path.relative(ROOT, fs.realpathSync(file.fileName)))
      .filter((file) => file.startsWith('dist'));
    expect(declarations).toEqual(expect.arrayContaining([path.normalize(PKG.exports['.'].require.types), path.normalize(PKG.exports['.'].import.types)]));
  }, 60_000);
});
