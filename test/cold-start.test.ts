// Cold start (issue 24 section 5): requiring or importing the built package in a fresh Node.js
// process loads neither what only some programs need (the legacy encoders of @exodus/bytes, the
// public suffix list of tldts, the MIME type parser of whatwg-mimetype) nor the generated parsers
// few programs use (RFC 3986's and RFC 3987's, whose patterns answer most validations, the scheme
// grammars); each loads, and works, on first use. The
// evidence is what the process loaded: the ES module loader's resolutions (a resolve hook) and
// the CommonJS loader's cache, which also holds the ES modules loaded by require(). No timing:
// `node scripts/bench.js --startup` measures the time.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(__dirname, '..');

/** What only some programs need, by the path of its files. */
const LAZY = {
  legacyEncoders: /node_modules\/@exodus\/bytes\//,
  publicSuffixList: /node_modules\/tldts(-core)?\//,
  mimeTypes: /node_modules\/whatwg-mimetype\//,
  rfc3986: /dist\/cjs\/generated\/rfc3986\.js$/,
  rfc3987: /dist\/cjs\/generated\/rfc3987\.js$/,
  schemeGrammars: /dist\/cjs\/generated\/schemes\//,
};
type Part = keyof typeof LAZY;

/** The first calls that need each part (null: none), as module code on `api` (the package's namespace), and what each returns. */
const FIRST_USE: ReadonlyArray<[Part | null, string, unknown]> = [
  [null, "[new api.URL('https://b\u00fccher.example/a?q').href, api.validate('https://example.com/a?q#f', { standard: 'rfc3986' }).valid]", ['https://xn--bcher-kva.example/a?q', true]],
  ['rfc3986', "api.parseReference('http://a/b?c').tree.path.text", '/b'],
  ['legacyEncoders', "api.percentEncodeQuery('\\u00e9 \\u20ac', 'windows-1252', 'http')", '%E9%20%80'],
  ['publicSuffixList', "[api.publicSuffix('www.example.co.uk'), api.registrableDomain('a.b.github.io')]", ['co.uk', 'b.github.io']],
  ['mimeTypes', "api.parseDataURL('data:Text/Plain;Charset=UTF-8,hi').mimeType", 'text/plain;charset=UTF-8'],
  ['rfc3987', "api.validate('http://[::1]/\\u00e9', { standard: 'rfc3987' }).valid", true],
  ['schemeGrammars', "api.parseScheme('mailto:a@example.com').grammar", 'mailto'],
];

/**
 * An ES module run in a fresh process: `load` (code giving `api`), then each of `calls`; prints
 * the files loaded after the load and after each call, and each call's result.
 */
function script(load: string, calls: readonly string[]): string {
  return `
    import { register, createRequire } from 'node:module';
    import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
    const { port1, port2 } = new MessageChannel();
    const hooks = 'export async function initialize({ port }) { globalThis.port = port; }' +
      'export async function resolve(specifier, context, next) { const r = await next(specifier, context); globalThis.port.postMessage(r.url); return r; }';
    register('data:text/javascript,' + encodeURIComponent(hooks), import.meta.url, { data: { port: port2 }, transferList: [port2] });
    const require = createRequire(import.meta.url);
    const resolved = new Set();
    const loaded = () => {
      for (let message; (message = receiveMessageOnPort(port1)) !== undefined; ) resolved.add(message.message);
      return [...resolved, ...Object.keys(require.cache)].map((file) => file.replace(/^file:\\/\\//, ''));
    };
    ${load}
    const out = { afterLoad: loaded(), calls: [] };
    for (const call of [${calls.map((call) => `() => ${call}`).join(', ')}]) {
      const result = call();
      out.calls.push({ result, loaded: loaded() });
    }
    port1.close();
    console.log(JSON.stringify(out));
  `;
}

interface Run {
  afterLoad: string[];
  calls: Array<{ result: unknown; loaded: string[] }>;
}

function run(load: string, calls: readonly string[] = []): Run {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script(load, calls)], { cwd: ROOT, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`node exited with ${child.status}:\n${child.stderr}`);
  return JSON.parse(child.stdout) as Run;
}

/** The parts whose files are among `files`. */
function partsIn(files: readonly string[]): Part[] {
  return (Object.keys(LAZY) as Part[]).filter((part) => files.some((file) => LAZY[part].test(file)));
}

const LOADS = {
  require: "const api = require('url-grammar');",
  import: "const api = await import('url-grammar');",
};

beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 180_000);

describe.each(Object.entries(LOADS))('%s of the main entry in a fresh process', (_how, load) => {
  test('loads the package, none of the parts only some programs need', () => {
    const { afterLoad } = run(load);
    expect(afterLoad.some((file) => file.endsWith('/dist/cjs/url-grammar.js'))).toBe(true); // the bundle (scripts/build.js)
    expect(partsIn(afterLoad)).toEqual([]);
  });

  test('each part loads on its first use, alone, and works', () => {
    const { calls } = run(load, FIRST_USE.map(([, call]) => call));
    const loadedSoFar: Part[] = [];
    FIRST_USE.forEach(([part, , expected], i) => {
      if (part !== null) loadedSoFar.push(part);
      expect({ part, result: calls[i].result, loaded: partsIn(calls[i].loaded).sort() }).toEqual({ part, result: expected, loaded: [...loadedSoFar].sort() });
    });
  });
});

test('an import in Node.js and a require give the same classes (the ES module entry wraps the CommonJS build)', () => {
  const { calls } = run(LOADS.import, ["api.URL === require('url-grammar').URL && new api.URL('http://a/') instanceof require('url-grammar').URL"]);
  expect(calls[0].result).toBe(true);
});

test('a bundler targeting Node.js (the "node" condition too) bundles the wrapper and its lazy parts, and the bundle runs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-node-bundle-'));
  try {
    const app = "import { URL, publicSuffix, percentEncodeQuery, parseScheme } from 'url-grammar'; import { order } from 'url-grammar/model';\n" +
      "console.log(JSON.stringify([new URL('http://b\u00fccher.example/').href, publicSuffix('a.co.uk'), percentEncodeQuery('\u00e9', 'windows-1252', 'http'), parseScheme('mailto:a@b.c').grammar, typeof order]));";
    for (const format of ['esm', 'cjs'] as const) {
      const outfile = path.join(dir, format === 'esm' ? 'app.mjs' : 'app.cjs');
      esbuild.buildSync({ stdin: { contents: app, resolveDir: ROOT, sourcefile: 'app.js' }, bundle: true, platform: 'node', format, outfile, logLevel: 'silent' });
      const child = spawnSync(process.execPath, [outfile], { cwd: dir, encoding: 'utf8' });
      expect({ format, stderr: child.stderr, out: JSON.parse(child.stdout || 'null') as unknown })
        .toEqual({ format, stderr: '', out: ['http://xn--bcher-kva.example/', 'co.uk', '%E9', 'mailto', 'function'] });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
