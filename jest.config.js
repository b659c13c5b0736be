/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { warnOnly: false } }],
    // whatwg-url 17 (the differential oracle) requires the ESM-only @exodus/bytes; normalize-url 10
    // (the 'normalize-url' profile's oracle) is ESM-only too.
    '/node_modules/(@exodus/bytes|normalize-url|url-template)/.+\\.js$': '<rootDir>/scripts/jest-esm-to-cjs.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@exodus/bytes|normalize-url|url-template)/)'],
  testTimeout: 60000,
};
