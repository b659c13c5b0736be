// generated/ must be exactly what scripts/generate.js makes from grammar/ (scheme grammars included) and tr46's data.
import * as fs from 'node:fs';
import * as path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { outputs } = require('../scripts/generate') as { outputs: () => Array<{ name: string; make: () => string }> };

const root = path.resolve(__dirname, '..');
const files = outputs();

describe('generated/ is fresh', () => {
  test('there is a parser per grammar and scheme grammar, the strict grammars\' patterns, the scheme index and the UTS #46 tables', () => {
    const pegjs = (dir: string): string[] => fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.pegjs')).map((f) => f.replace(/\.pegjs$/, '.ts'));
    const patterns = ['rfc3986-patterns.ts', 'rfc3987-patterns.ts'];
    const expected = [...pegjs('grammar'), ...patterns, ...pegjs('grammar/schemes').map((f) => `schemes/${f}`), 'schemes/index.ts', 'uts46-tables.ts'];
    expect(files.map((file) => file.name).sort()).toEqual(expected.sort());
    const present = fs.readdirSync(path.join(root, 'generated'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(present.map((f) => f.split(path.sep).join('/')).sort()).toEqual(expected.sort());
  });

  test.each(files.map((file) => [file.name, file] as const))('generated/%s', (name, file) => {
    const target = path.join(root, 'generated', name);
    expect(fs.existsSync(target)).toBe(true);
    const expected = file.make();
    const actual = fs.readFileSync(target, 'utf8');
    // Compare whole text; on mismatch show the first differing line, not megabytes.
    if (actual !== expected) {
      const a = actual.split('\n');
      const e = expected.split('\n');
      const line = a.findIndex((l, i) => l !== e[i]);
      throw new Error(`generated/${name} is stale (first difference at line ${line + 1}); run npm run generate`);
    }
    expect(actual).toBe(expected);
  });
});
