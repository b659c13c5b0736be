// The inner loop (`npm run test:quick`): the whole suite but the slow suites below, which
// `npm test` (jest.config.js) always runs. CONTRIBUTING.md says when to run which.
const base = require('./jest.config.js');

/** Suites left out of the quick run, each with why it is slow. */
const SLOW_SUITES = [
  'test/growth\\.test\\.ts$', // linear-time checks: many large inputs, repeated after pauses
  'test/cli-growth\\.test\\.ts$', // the same for the CLI's formatting
  'test/whatwg-differential\\.test\\.ts$', // 20,000 inputs against whatwg-url, error lists compared
  'test/site\\.test\\.ts$', // drives a browser (Chromium) over the viewer
  'test/install\\.test\\.ts$', // npm installs of a git clone and a tarball into clean folders
];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', ...SLOW_SUITES.map((pattern) => `<rootDir>/${pattern}`)],
};
