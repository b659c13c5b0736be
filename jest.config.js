/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { warnOnly: false } }],
    // whatwg-url 17 (the differential oracle) requires the ESM-only @exodus/bytes.
    '/node_modules/@exodus/bytes/.+\\.js$': '<rootDir>/scripts/jest-esm-to-cjs.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!@exodus/bytes/)'],
  testTimeout: 60000,
};
