// generated/ must be exactly what scripts/generate.js makes from grammar/.
import * as fs from 'node:fs';
import * as path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { generateParser } = require('../scripts/generator') as { generateParser: (grammarPath: string) => string };

const root = path.resolve(__dirname, '..');
const grammars = fs.readdirSync(path.join(root, 'grammar')).filter((f) => f.endsWith('.pegjs'));

describe('generated parsers are fresh', () => {
  test('there are grammars', () => {
    expect(grammars.length).toBeGreaterThan(0);
  });

  test.each(grammars)('generated/ matches grammar/%s', (file) => {
    const name = file.replace(/\.pegjs$/, '');
    const target = path.join(root, 'generated', `${name}.ts`);
    expect(fs.existsSync(target)).toBe(true);
    const expected = generateParser(path.join(root, 'grammar', file));
    const actual = fs.readFileSync(target, 'utf8');
    // Compare whole text; on mismatch show the first differing line, not megabytes.
    if (actual !== expected) {
      const a = actual.split('\n');
      const e = expected.split('\n');
      const line = a.findIndex((l, i) => l !== e[i]);
      throw new Error(`generated/${name}.ts is stale (first difference at line ${line + 1}); run npm run generate`);
    }
    expect(actual).toBe(expected);
  });
});
