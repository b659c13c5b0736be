// What a web page pays: the ES modules bundled for the browser (esbuild, as `npm run size`
// measures them) leave out what the page does not use. A page using only URL gets no public
// suffix list, no RFC 3987 grammar, no legacy encoders and no data: URL processor (nor its MIME
// type parser); no bundle needs a Node built-in.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundlePage } = require('../scripts/size') as { bundlePage: (code: string) => { inputs: Array<{ file: string }> } };

/** The inputs of a browser bundle of `code` (a page importing the ESM entry), as `npm run size` bundles it. */
function bundledInputs(code: string): string[] {
  return bundlePage(code).inputs.map((input) => input.file);
}

const ENTRY = JSON.stringify('./dist/esm/src/index.js');
const PSL = /node_modules\/tldts/;
const LEGACY_ENCODERS = /node_modules\/@exodus\/bytes\//;
const RFC3987 = /generated\/rfc3987\.js$/;
const FETCH = /\/src\/fetch\//;
const MIME_TYPES = /node_modules\/whatwg-mimetype\//;

beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stderr}`);
}, 180_000);

test('a page using only URL leaves out the public suffix list, the RFC 3987 grammar, the legacy encoders and the data: URL processor', () => {
  const inputs = bundledInputs(`import { URL } from ${ENTRY}; globalThis.out = new URL('https://example.com/').href;`);
  expect(inputs.filter((file) => PSL.test(file) || LEGACY_ENCODERS.test(file) || RFC3987.test(file))).toEqual([]);
  expect(inputs).toEqual(expect.arrayContaining(['dist/esm/src/whatwg/url.js', 'dist/esm/generated/url.js', 'dist/esm/generated/uts46-tables.js']));
  // UTS #46 comes from the compact tables generated from tr46's data, not from tr46 itself.
  expect(inputs.filter((file) => file.includes('node_modules/'))).toEqual([]);
  // No data: URL processor (src/fetch/) either: parseDataURL is the only way in.
  expect(inputs.filter((file) => FETCH.test(file))).toEqual([]);
});

test('url-grammar/urlpattern: a page using URLPattern gets the URL parser but no RFC grammar, public suffix list or package; a page using URL gets no pattern compiler', () => {
  const pattern = bundledInputs(`import { URLPattern } from ${JSON.stringify('./dist/esm/src/urlpattern-api.js')}; globalThis.out = new URLPattern({ pathname: '/:id' });`);
  expect(pattern).toEqual(expect.arrayContaining(['dist/esm/src/urlpattern/urlpattern.js', 'dist/esm/src/whatwg/url.js']));
  expect(pattern.filter((file) => PSL.test(file) || RFC3987.test(file) || file.includes('node_modules/'))).toEqual([]);
  const url = bundledInputs(`import { URL } from ${ENTRY}; globalThis.out = new URL('https://example.com/').href;`);
  expect(url.filter((file) => file.includes('/urlpattern/'))).toEqual([]);
});

test('url-grammar/template and url-grammar/ajv: a page using either gets its grammars, not the URL parser, the UTS #46 tables or a package', () => {
  const URL_PARSER = /generated\/(url|normalized|uts46-tables)\.js$/;
  const template = bundledInputs(`import { expandTemplate } from ${JSON.stringify('./dist/esm/src/template-api.js')}; globalThis.out = expandTemplate('{/a}', { a: 'b' });`);
  expect(template).toEqual(expect.arrayContaining(['dist/esm/generated/rfc6570.js']));
  expect(template.filter((file) => URL_PARSER.test(file) || RFC3987.test(file) || file.includes('node_modules/'))).toEqual([]);
  const ajv = bundledInputs(`import { addURLFormats } from ${JSON.stringify('./dist/esm/src/ajv-api.js')}; globalThis.out = addURLFormats;`);
  expect(ajv).toEqual(expect.arrayContaining(['dist/esm/generated/rfc6570.js', 'dist/esm/generated/rfc3986-patterns.js']));
  expect(ajv.filter((file) => URL_PARSER.test(file) || PSL.test(file) || file.includes('node_modules/'))).toEqual([]);
});

test('a page using parseDataURL gets the data: URL processor and its MIME type parser, whatwg-mimetype, not the legacy encoders', () => {
  const inputs = bundledInputs(`import { parseDataURL } from ${ENTRY}; globalThis.out = parseDataURL('data:,x');`);
  expect(inputs).toEqual(expect.arrayContaining(['dist/esm/src/fetch/data-url.js']));
  expect(inputs.some((file) => MIME_TYPES.test(file))).toBe(true);
  expect(inputs.filter((file) => PSL.test(file) || LEGACY_ENCODERS.test(file))).toEqual([]);
});

test('a page using URL and validate leaves out the public suffix list and the legacy encoders', () => {
  const inputs = bundledInputs(`import { URL, validate } from ${ENTRY}; globalThis.out = [URL, validate];`);
  expect(inputs.filter((file) => PSL.test(file) || LEGACY_ENCODERS.test(file))).toEqual([]);
});

test('each heavy part comes in with the function that needs it', () => {
  expect(bundledInputs(`import { publicSuffix } from ${ENTRY}; globalThis.out = publicSuffix;`).some((file) => PSL.test(file))).toBe(true);
  expect(bundledInputs(`import { getOutputEncoding } from ${ENTRY}; globalThis.out = getOutputEncoding;`).some((file) => LEGACY_ENCODERS.test(file))).toBe(true);
  expect(bundledInputs(`import { validate } from ${ENTRY}; globalThis.out = validate;`).some((file) => RFC3987.test(file))).toBe(true);
});

test('the whole API bundles for the browser: no Node built-in on its path', () => {
  const inputs = bundledInputs(`import * as api from ${ENTRY}; globalThis.out = api;`);
  expect(inputs.filter((file) => file.startsWith('node:') || file.includes('/cli/'))).toEqual([]);
});
