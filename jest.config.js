/** @type {import('ts-jest').JestConfigWithTsJest} */
export default {
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.test.ts'],
  // __tests__/slow/: the long equivalence runs, `npm run test:slow` (jest.slow.config.js); .ci/run runs both.
  testPathIgnorePatterns: ['/dist/', '/node_modules/', '/lib/', '/__tests__/slow/'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', useESM: true }] },
  // One worker per core (jest's default leaves one core idle): `npm test` takes about 2 minutes on 2 cores (CONTRIBUTING.md).
  maxWorkers: '100%',
  clearMocks: true,
  testTimeout: 60000,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts']
}
