// The built package as its users see it: importable by name through package.json `exports`
// (CommonJS and ESM), with declaration files where package.json says they are; its entry points
// are `url-grammar`, `url-grammar/model`, `url-grammar/target` and `url-grammar/canonical` (the names of each:
// test/public-api.test.ts).

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as ts from 'typescript';
import { parseTemplate } from '../src/template-api';
import { formatFailure } from '../src/ajv-api';

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
  exports: { '.': Entry; './model': Entry; './target': Entry; './canonical': Entry; './urlpattern': Entry; './template': Entry; './ajv': Entry; './package.json': string };
}
interface Entry {
  /** `node`: the ES module wrapper of the CommonJS build for Node.js (scripts/build.js). */
  import: Conditions & { node: string };
  require: Conditions;
}
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJSON;

/** The entries of `exports` given by conditions: '.' and the subpaths ('./model', './target', './canonical', './urlpattern', './template', './ajv'). */
const ENTRIES = Object.entries(PKG.exports).filter((entry): entry is [string, Entry] => typeof entry[1] === 'object');

/** The component-model operations: exported by url-grammar/model, not by url-grammar. */
const MODEL_NAMES = [
  'ORDER', 'emptyReference', 'force', 'goto', 'legacyResolve', 'normalizeReference', 'order', 'printReference',
  'readReference', 'strictResolve', 'upto', 'whatwgResolve',
];

/** Runs `node <args>` in the repository root; expects success and returns stdout. */
function node(...args: string[]): string {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}:\n${run.stderr}`);
  return run.stdout;
}

// Build dist/ when it is missing or older than src/ (`npm ci` runs no build).
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
    ...ENTRIES.flatMap(([subpath, entry]): Array<[string, string]> => [
      [`exports["${subpath}"].require.default`, entry.require.default],
      [`exports["${subpath}"].require.types`, entry.require.types],
      [`exports["${subpath}"].import.default`, entry.import.default],
      [`exports["${subpath}"].import.types`, entry.import.types],
      [`exports["${subpath}"].import.node`, entry.import.node],
    ]),
    ...Object.entries(PKG.bin).map(([name, file]): [string, string] => [`bin.${name}`, file]),
  ];

  test('exports has the seven entry points, url-grammar and the subpaths model, target, canonical, urlpattern, template and ajv', () => {
    expect(ENTRIES.map(([subpath]) => subpath)).toEqual(['.', './model', './target', './canonical', './urlpattern', './template', './ajv']);
  });

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

  test('import in Node.js gives the CommonJS build through its ES module wrapper: the same API, the same classes', () => {
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
    // The "node" condition of exports.import (scripts/build.js nodeWrapper): one URL class
    // whichever way the package is loaded, so instanceof crosses require and import.
    expect(result).toMatchObject({ href: 'https://example.com/b', ok: true, sameURL: true });
    expect(result.esmNames).toEqual(result.cjsNames);
    expect(result.esmNames).toEqual(expect.arrayContaining(['URL', 'parseURL', 'serializeURL', 'domainToASCII', 'domainToUnicode']));
  });

  test('the ES modules are genuine: one per source file, importing with ".js", no require()', () => {
    const dir = path.join(ROOT, 'dist/esm/src');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js') && !file.startsWith('cli'));
    expect(files).toEqual(expect.arrayContaining(['index.js', path.join('whatwg', 'url.js'), path.join('host', 'idna.js')]));
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect({ file, require: /\brequire\(/.test(text) }).toEqual({ file, require: false });
      for (const [, specifier] of text.matchAll(/from '(\.[^']*)'/g)) expect({ file, specifier }).toEqual({ file, specifier: expect.stringMatching(/\.js$/) });
    }
  });

  test('require() loads the public suffix list, the legacy encoders and the MIME type parser on first use only', () => {
    const out = node(
      '-e',
      `const api = require('url-grammar');
       const loaded = () => ['/tldts', '@exodus/bytes', '/whatwg-mimetype/'].map((name) => Object.keys(require.cache).some((file) => file.includes(name)));
       const before = loaded();
       const results = [new api.URL('https://a.example/').href, api.publicSuffix('www.example.co.uk'), api.getOutputEncoding('sjis'),
         api.parseDataURL('data:Text/HTML,x').mimeType];
       console.log(JSON.stringify({ before, after: loaded(), results }));`,
    );
    expect(JSON.parse(out)).toEqual({
      before: [false, false, false], after: [true, true, true], results: ['https://a.example/', 'co.uk', 'Shift_JIS', 'text/html'],
    });
  });

  test('the top level does not export the component-model operations', () => {
    const out = node(
      '-e',
      `const api = require('url-grammar');
       console.log(JSON.stringify(${JSON.stringify(MODEL_NAMES)}.filter((name) => name in api)));`,
    );
    expect(JSON.parse(out)).toEqual([]);
  });
});

describe('importing url-grammar/model by name', () => {
  const example = `
       const base = readReference('http://a/b/c/d;p?q').reference;
       const ref = readReference('../g?y').reference;
       const printed = [printReference(upto(base, ORDER.dir)), printReference(goto(base, ref))];`;

  test('require() gives the CommonJS build of the model operations', () => {
    const out = node(
      '-e',
      `const { ORDER, readReference, upto, goto, printReference } = require('url-grammar/model');
       const model = require('url-grammar/model');
       ${example}
       console.log(JSON.stringify({ printed, names: Object.keys(model).filter((name) => name !== '__esModule').sort() }));`,
    );
    expect(JSON.parse(out)).toEqual({ printed: ['http://a/b/c/', 'http://a/b/c/../g?y'], names: MODEL_NAMES });
  });

  test('import gives the model operations, through the same wrapper', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { ORDER, readReference, upto, goto, printReference } from 'url-grammar/model';
       import * as esm from 'url-grammar/model';
       import { createRequire } from 'node:module';
       const cjs = createRequire(import.meta.url)('url-grammar/model');
       const dynamic = await import('url-grammar/model');
       ${example}
       console.log(JSON.stringify({
         printed,
         sameUpto: upto === cjs.upto && dynamic.upto === upto,
         esmNames: Object.keys(esm).filter((name) => name !== 'default').sort(),
       }));`,
    );
    expect(JSON.parse(out)).toEqual({ printed: ['http://a/b/c/', 'http://a/b/c/../g?y'], sameUpto: true, esmNames: MODEL_NAMES });
  });
});

describe('importing url-grammar/target by name', () => {
  const example = `
       const address = classifyAddress('::ffff:127.0.0.1');
       const target = inspectTarget('http://0x7f.1/');
       const facts = [address.range, address.embedded.range, target.ok && target.host, target.ok && target.nonPublic];`;
  const expected = ['ipv4-mapped', 'loopback', '127.0.0.1', true];

  test('require() gives the CommonJS build of the target functions', () => {
    const out = node(
      '-e',
      `const { classifyAddress, inspectTarget } = require('url-grammar/target');
       const api = require('url-grammar/target');
       ${example}
       console.log(JSON.stringify({ facts, names: Object.keys(api).filter((name) => name !== '__esModule').sort() }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, names: ['classifyAddress', 'inspectTarget'] });
  });

  test('import gives them through the same wrapper', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { classifyAddress, inspectTarget } from 'url-grammar/target';
       import { createRequire } from 'node:module';
       const cjs = createRequire(import.meta.url)('url-grammar/target');
       ${example}
       console.log(JSON.stringify({ facts, same: inspectTarget === cjs.inspectTarget && classifyAddress === cjs.classifyAddress }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, same: true });
  });
});

describe('importing url-grammar/canonical by name', () => {
  const example = `
       const forms = [
         canonicalize('HTTP://www.Example.com:80/a/?b=2&a=1&utm_source=x', { profile: 'normalize-url' }),
         canonicalize('http://www.Example.com/b?b=2&a=1#top', { profile: 'surt' }),
         canonicalize('/a?b=1&a=', { profile: 'w3lib', base: 'http://example.com/x' }),
         canonicalize('http://a b/', { profile: 'w3lib' }),
         canonicalizeWithDiagnosis('http://a b/', { profile: 'w3lib' }).failure.code,
       ];`;
  const expected = ['http://example.com/a?a=1&b=2', 'com,example)/b?a=1&b=2', 'http://example.com/a?a=&b=1', null, 'domain-to-ASCII'];
  const names = ['CANONICAL_PROFILES', 'canonicalize', 'canonicalizeWithDiagnosis', 'safeBrowsingExpressions'];

  test('require() gives the CommonJS build, the normalize-url profile included (normalize-url itself is ESM-only)', () => {
    const out = node(
      '-e',
      `const { canonicalize, canonicalizeWithDiagnosis } = require('url-grammar/canonical');
       const api = require('url-grammar/canonical');
       ${example}
       console.log(JSON.stringify({ forms, names: Object.keys(api).filter((name) => name !== '__esModule').sort() }));`,
    );
    expect(JSON.parse(out)).toEqual({ forms: expected, names });
  });

  test('import gives them through the same wrapper', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { canonicalize, canonicalizeWithDiagnosis } from 'url-grammar/canonical';
       import { createRequire } from 'node:module';
       const cjs = createRequire(import.meta.url)('url-grammar/canonical');
       ${example}
       console.log(JSON.stringify({ forms, same: canonicalize === cjs.canonicalize }));`,
    );
    expect(JSON.parse(out)).toEqual({ forms: expected, same: true });
  });
});

describe('importing url-grammar/urlpattern by name', () => {
  const example = `
       const pattern = new URLPattern({ pathname: '/repos/:owner/:repo' });
       const list = new URLPatternList(['https://*.example/:x', { pathname: '/repos/:owner/*' }, pattern]);
       const facts = [
         pattern.test('https://api.github.com/repos/whatwg/url'),
         pattern.exec('https://api.github.com/repos/whatwg/url').pathname.groups,
         list.match('https://api.github.com/repos/whatwg/url').map((m) => m.index),
         URLPattern.compareComponent('pathname', pattern, new URLPattern({ pathname: '/repos/x/y' })),
       ];`;
  const expected = [true, { owner: 'whatwg', repo: 'url' }, [2, 1], -1];

  test('require() gives the CommonJS build', () => {
    const out = node(
      '-e',
      `const { URLPattern, URLPatternList } = require('url-grammar/urlpattern');
       const api = require('url-grammar/urlpattern');
       ${example}
       console.log(JSON.stringify({ facts, names: Object.keys(api).filter((name) => name !== '__esModule').sort() }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, names: ['URLPattern', 'URLPatternList'] });
  });

  test('import gives them through the same wrapper', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { URLPattern, URLPatternList } from 'url-grammar/urlpattern';
       import { createRequire } from 'node:module';
       const cjs = createRequire(import.meta.url)('url-grammar/urlpattern');
       ${example}
       console.log(JSON.stringify({ facts, same: URLPattern === cjs.URLPattern && URLPatternList === cjs.URLPatternList }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, same: true });
  });
});

/** The failure code of an invalid template, as the source computes it (the built package must agree). */
function parseTemplateCode(text: string): string | undefined {
  return parseTemplate(text).failure?.code;
}

describe('importing url-grammar/template by name', () => {
  const example = `
       const facts = [
         expandTemplate('/repos/{owner}/{repo}/issues{?state,labels*}', { owner: 'whatwg', repo: 'url', state: 'open', labels: ['a', 'b'] }),
         parseTemplate('{x').failure.code,
       ];`;
  const expected = ['/repos/whatwg/url/issues?state=open&labels=a&labels=b', parseTemplateCode('{x')];

  test('require() gives the CommonJS build', () => {
    const out = node(
      '-e',
      `const { expandTemplate, parseTemplate } = require('url-grammar/template');
       const api = require('url-grammar/template');
       ${example}
       console.log(JSON.stringify({ facts, names: Object.keys(api).filter((name) => name !== '__esModule').sort() }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, names: ['expandTemplate', 'parseTemplate'] });
  });

  test('import gives them through the same wrapper', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { expandTemplate, parseTemplate } from 'url-grammar/template';
       import { createRequire } from 'node:module';
       const cjs = createRequire(import.meta.url)('url-grammar/template');
       ${example}
       console.log(JSON.stringify({ facts, same: expandTemplate === cjs.expandTemplate }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, same: true });
  });
});

describe('importing url-grammar/ajv by name', () => {
  // ajv is found from the repository (a devDependency); the package itself does not require it.
  const example = `
       const Ajv2020 = require('ajv/dist/2020').default;
       const check = addURLFormats(new Ajv2020(), { positionedErrors: true }).compile({ format: 'uri' });
       const facts = [check('http://example.com:abc/path'), check.errors[0].params.offset, formatFailure('ipv4', '1.2.3').rule, URL_FORMATS.length];`;
  const expected = [false, 22, formatFailure('ipv4', '1.2.3')?.rule, 7];

  test('require() gives the CommonJS build', () => {
    const out = node(
      '-e',
      `const { addURLFormats, formatFailure, URL_FORMATS } = require('url-grammar/ajv');
       const api = require('url-grammar/ajv');
       ${example}
       console.log(JSON.stringify({ facts, names: Object.keys(api).filter((name) => name !== '__esModule').sort() }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, names: ['URL_FORMATS', 'addURLFormats', 'formatFailure'] });
  });

  test('import gives them through the same wrapper', () => {
    const out = node(
      '--input-type=module',
      '-e',
      `import { addURLFormats, formatFailure, URL_FORMATS } from 'url-grammar/ajv';
       import { createRequire } from 'node:module';
       const require = createRequire(import.meta.url);
       const cjs = require('url-grammar/ajv');
       ${example}
       console.log(JSON.stringify({ facts, same: addURLFormats === cjs.addURLFormats }));`,
    );
    expect(JSON.parse(out)).toEqual({ facts: expected, same: true });
  });
});

describe('types for TypeScript users', () => {
  // A consumer project with url-grammar installed (a symlink), type-checked as node16 modules:
  // consumer.cts resolves the `require` condition, consumer.mts the `import` condition.
  const consumer = `
    import { URL, parseURL, serializeURL, domainToASCII, domainToUnicode } from 'url-grammar';
    import type { URLRecord, ValidationError } from 'url-grammar';
    import { ORDER, readReference, upto, printReference } from 'url-grammar/model';
    import type { ParsedReference, ReferenceResult } from 'url-grammar/model';
    import { classifyAddress, inspectTarget } from 'url-grammar/target';
    import type { AddressClassification, TargetResult } from 'url-grammar/target';
    const address: AddressClassification = classifyAddress('127.0.0.1');
    const target: TargetResult = inspectTarget('http://[::1]/', { base: null });
    const nonPublic: boolean | null = target.ok ? target.nonPublic : address.nonPublic;
    import { canonicalize } from 'url-grammar/canonical';
    import type { CanonicalResult } from 'url-grammar/canonical';
    const canonical: string | null = canonicalize('http://example.com/', { profile: 'surt', withScheme: true });
    // @ts-expect-error -- a profile's options belong to that profile
    canonicalize('http://example.com/', { profile: 'w3lib', withScheme: true });
    type Canonical = CanonicalResult;
    import { URLPattern } from 'url-grammar/urlpattern';
    import type { URLPatternResult } from 'url-grammar/urlpattern';
    const matched: URLPatternResult | null = new URLPattern({ pathname: '/:id' }).exec('https://example.com/1');
    // @ts-expect-error -- a pattern init's members are strings
    new URLPattern({ port: 80 });
    import { expandTemplate } from 'url-grammar/template';
    import type { TemplateResult } from 'url-grammar/template';
    const expanded: string = expandTemplate('/users/{id}', { id: 1 });
    type Template = TemplateResult;
    import { formatFailure } from 'url-grammar/ajv';
    import type { AjvInstance, URLFormatError } from 'url-grammar/ajv';
    const formatRule: string | undefined = formatFailure('uri', 'http://a:b/')?.rule;
    type Plugin = [AjvInstance, URLFormatError];
    // @ts-expect-error -- the component-model operations are not at the top level
    import { goto } from 'url-grammar';
    const url: URL = new URL('b', 'https://example.com/a');
    const result: { url: URLRecord | null; errors: ValidationError[]; failure: ValidationError | null } =
      parseURL(url.href, { base: 'https://example.com/' });
    const code: string | undefined = result.failure?.code;
    const text: string = result.url === null ? '' : serializeURL(result.url, true);
    const domains: string = domainToASCII('example.com') + domainToUnicode('example.com');
    // @ts-expect-error -- the input of URL is a string, so the types are not \`any\`
    new URL(42);
    const read = readReference('http://a/b/c');
    const prefix: string = read.reference === null ? '' : printReference(upto(read.reference, ORDER.dir));
    const model: ParsedReference | null = read.reference;
    type Result = ReferenceResult;
    export type { Result, Canonical, Template, Plugin };
    export { code, text, domains, prefix, model, goto, nonPublic, canonical, matched, expanded, formatRule };
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
    const entryTypes = ENTRIES.flatMap(([, entry]) => [entry.require.types, entry.import.types]).map((file) => path.normalize(file));
    expect(declarations).toEqual(expect.arrayContaining(entryTypes));
  }, 60_000);
});
