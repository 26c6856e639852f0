/**
 * The slow equivalence, law, fuzz and scale runs (__tests__/slow/): `npm run test:slow`, run by .ci/run after `npm test`.
 * Same settings as jest.config.js, only the folder differs.
 */
import base from './jest.config.js'

export default {
  ...base,
  testMatch: ['**/__tests__/slow/**/*.test.ts'],
  testPathIgnorePatterns: ['/dist/', '/node_modules/', '/lib/']
}
