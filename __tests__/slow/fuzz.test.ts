/**
 * The fuzz suite, bounded: every target of __tests__/support/fuzz-targets.ts
 * with a fixed seed and a few hundred inputs (seconds in all). Long runs:
 * `npm run fuzz -- --runs N`.
 */
import { describe, expect, it } from '@jest/globals'
import { FUZZ_TARGETS } from '../support/fuzz-targets.js'
import { runFuzz } from '../support/fuzz-run.js'

const SEED = 20261201
const RUNS = 150

describe('fuzz (fixed seed, bounded)', () => {
  for (const target of FUZZ_TARGETS) {
    it(`${target.name}: ${RUNS} inputs hold every invariant`, async () => {
      const [outcome] = await runFuzz(RUNS, SEED, [target.name])
      expect(outcome?.failure ?? null).toBeNull()
      expect(outcome?.runs).toBe(RUNS)
    })
  }
})
