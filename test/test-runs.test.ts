// The two test runs (CONTRIBUTING.md): `npm test` runs every suite; `npm run test:quick`
// (jest.quick.config.js) leaves out only the slow suites it names, each of which exists.
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const full = require('../jest.config.js') as { testPathIgnorePatterns?: string[]; testMatch: string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const quick = require('../jest.quick.config.js') as { testPathIgnorePatterns: string[]; testMatch: string[] };
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

const suites = fs.readdirSync(__dirname).filter((name) => name.endsWith('.test.ts')).map((name) => path.join(ROOT, 'test', name));
const ignoredBy = (patterns: string[]) => (file: string): boolean =>
  patterns.some((pattern) => new RegExp(pattern.replace('<rootDir>', ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).test(file));

test('npm test is the full run: jest with no suite left out', () => {
  expect(PKG.scripts.test).toMatch(/(^|&& )jest$/);
  expect(full.testPathIgnorePatterns ?? []).toEqual([]);
});

test('the quick run leaves out the growth, at-scale differential, browser, packaging, CLI process and Dask suites, and only those', () => {
  expect(PKG.scripts['test:quick']).toBe('jest -c jest.quick.config.js');
  expect(quick.testMatch).toEqual(full.testMatch);
  const left = suites.filter(ignoredBy(quick.testPathIgnorePatterns)).map((file) => path.basename(file)).sort();
  expect(left).toEqual([
    'canonical-normalize-url-differential.test.ts', 'cli-batch.test.ts', 'cli-canonicalize.test.ts', 'cli-growth.test.ts', 'cli-inspect.test.ts', 'cli-template.test.ts', 'cli-terminal.test.ts', 'cli-worker-faults.test.ts', 'cli.test.ts', 'cold-start.test.ts',
    'dask.test.ts', 'fast-path-scan.test.ts', 'fast-path.test.ts', 'generated-build.test.ts', 'growth.test.ts', 'install.test.ts', 'package.test.ts', 'packing.test.ts', 'site.test.ts',
    'target-fuzz.test.ts', 'template-growth.test.ts', 'types.test.ts', 'urlpattern-differential.test.ts', 'urlpattern-list.test.ts',
    'urlpattern-pattern-growth.test.ts', 'whatwg-differential.test.ts',
  ]);
  // Each pattern names a suite that exists (a renamed suite would otherwise slip into the quick run unnoticed).
  for (const pattern of quick.testPathIgnorePatterns.filter((p) => p !== '/node_modules/')) {
    expect(suites.filter(ignoredBy([pattern]))).toHaveLength(1);
  }
});
