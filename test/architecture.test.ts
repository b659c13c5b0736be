// The layering of src/ (docs/architecture.md): each folder is a layer, and a file imports only
// from its own folder, from a lower layer, or from the generated parser its layer wraps.

import * as fs from 'node:fs';
import * as path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');

/** Layers, bottom first. Folders of one rank are siblings: they do not import each other. */
const RANKS: Readonly<Record<string, number>> = {
  core: 0,
  host: 1,
  encoding: 1,
  strict: 1,
  model: 2,
  address: 2,
  schemes: 2,
  whatwg: 3,
  rfc: 4,
  psl: 4,
  fetch: 4,
  urlpattern: 4,
  template: 4,
  reference: 5,
  validate: 5,
  target: 5,
  canonical: 5,
  jsonschema: 5,
  '.': 6, // the entry points: src/index.ts and the subpath entries
  cli: 7, // an application of the library: it may use the public entry points
};

/** Each generated module belongs to the layer that wraps it. */
const GENERATED: Readonly<Record<string, string>> = {
  url: 'model',
  normalized: 'whatwg',
  rfc3986: 'strict',
  rfc3987: 'strict',
  'rfc3986-patterns': 'strict',
  'rfc3987-patterns': 'strict',
  'uts46-tables': 'host',
  rfc6570: 'template',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The relative module specifiers a file imports or re-exports (type-only imports included). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'(\.[^']*)'/g)) specifiers.push(match[1]);
  for (const match of text.matchAll(/\brequire\('(\.[^']*)'\)/g)) specifiers.push(match[1]);
  return specifiers;
}

/** The layer (folder under src/, '.' for src/ itself) a module path belongs to, or null outside src/. */
function layerOf(modulePath: string): string | null {
  const generated = path.relative(path.join(SRC, '..', 'generated'), modulePath);
  if (!generated.startsWith('..')) {
    // The scheme grammars' parsers and their index belong to src/schemes/.
    if (generated.split(path.sep)[0] === 'schemes') return 'schemes';
    return GENERATED[generated.replace(/\.(ts|js)$/, '')] ?? null;
  }
  const relative = path.relative(SRC, modulePath);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? '.' : parts[0];
}

const files = sourceFiles(SRC);

describe('src/ layers', () => {
  test('every folder of src/ has a rank', () => {
    const folders = new Set(files.map((file) => layerOf(file)));
    expect([...folders].filter((folder) => folder === null || !(folder in RANKS))).toEqual([]);
  });

  test('imports point down: to the same folder or a lower layer', () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = layerOf(file) as string;
      for (const specifier of importsOf(file)) {
        const to = layerOf(path.resolve(path.dirname(file), specifier));
        if (to === null || to === from) continue;
        if (!(RANKS[to] < RANKS[from])) upward.push(`${path.relative(SRC, file)} (${from}) imports ${specifier} (${to})`);
      }
    }
    expect(upward).toEqual([]);
  });

  test('generated parsers import only the bottom layers', () => {
    const generatedDir = path.join(SRC, '..', 'generated');
    const bad: string[] = [];
    const files = fs.readdirSync(generatedDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    for (const file of files) {
      const owner = layerOf(path.join(generatedDir, file)) as string;
      for (const specifier of importsOf(path.join(generatedDir, file))) {
        const to = layerOf(path.resolve(generatedDir, path.dirname(file), specifier));
        if (to === null || !(RANKS[to] < RANKS[owner] || to === owner)) bad.push(`${file} imports ${specifier}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
