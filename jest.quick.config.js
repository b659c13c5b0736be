// The inner loop (`npm run test:quick`): the whole suite but the slow suites below, which
// `npm test` (jest.config.js) always runs, compiled without type checking (tsconfig.quick.json;
// `npm run typecheck` checks the types). CONTRIBUTING.md says when to run which.
const base = require('./jest.config.js');

/** Suites left out of the quick run, each with why it is slow. */
const SLOW_SUITES = [
  'test/growth\\.test\\.ts$', // linear-time checks: many large inputs, repeated after pauses
  'test/cli-growth\\.test\\.ts$', // the same for the CLI's formatting
  'test/whatwg-differential\\.test\\.ts$', // 20,000 inputs against whatwg-url, error lists compared
  'test/target-fuzz\\.test\\.ts$', // inspectTarget on 3,000 seeded inputs against whatwg-url, and its growth
  'test/fast-path-scan\\.test\\.ts$', // new URL against whatwg-url on 60,000 seeded typed URLs and references
  'test/canonical-normalize-url-differential\\.test\\.ts$', // the normalize-url profile against normalize-url 10 on ~86,000 inputs
  'test/fast-path\\.test\\.ts$', // the fast path against the general pipeline on both corpora (91,000 URLs)
  'test/site\\.test\\.ts$', // drives a browser (Chromium) over the viewer
  'test/cli\\.test\\.ts$', // the CLI run as a child process per case (npx jest test/cli runs all its suites)
  'test/cli-batch\\.test\\.ts$', // the same, batch mode over worker threads
  'test/cli-terminal\\.test\\.ts$', // the same, on a pseudo-terminal
  'test/cli-worker-faults\\.test\\.ts$', // the same, with worker threads made to fail
  'test/cli-inspect\\.test\\.ts$', // the same, for the inspect command
  'test/cli-canonicalize\\.test\\.ts$', // the same, for canonicalize and dedupe (and dedupe in a 16 MB heap)
  'test/cli-template\\.test\\.ts$', // the same, for template check and template expand (every uritemplate-test case)
  'test/dask\\.test\\.ts$', // the Dask example: a LocalCluster of worker processes running the CLI (python3-distributed)
  'test/install\\.test\\.ts$', // npm installs of a git clone and a tarball into clean folders
  'test/packing\\.test\\.ts$', // npm pack, and a full build in a copy of the sources
  'test/generated-build\\.test\\.ts$', // builds in a copy of the sources after grammar edits
  'test/package\\.test\\.ts$', // the built package required and imported by name from a temporary project
  'test/types\\.test\\.ts$', // the built package's declarations checked by tsc in seven module settings (builds dist/ when stale)
  'test/cold-start\\.test\\.ts$', // the built package loaded in fresh processes, what each loads recorded
  'test/template-growth\\.test\\.ts$', // RFC 6570 templates of 500,000 characters parsed and expanded (linear time)
  'test/urlpattern-pattern-growth\\.test\\.ts$', // pattern strings of 100 KB and 1 MB parsed, 13 shapes (linear time)
  'test/urlpattern-differential\\.test\\.ts$', // URLPattern against urlpattern-polyfill 10.1.0 on ~24,000 seeded pattern/input pairs
  'test/urlpattern-list\\.test\\.ts$', // URLPatternList against a loop over exec on every WPT pattern, 1,000 routes, generated sets, and its growth
];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', ...SLOW_SUITES.map((pattern) => `<rootDir>/${pattern}`)],
  transform: {
    ...base.transform,
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.quick.json' }],
  },
  // Every core (jest's default leaves one free: a single worker on a two-core machine).
  maxWorkers: '100%',
};
