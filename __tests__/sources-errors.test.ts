/**
 * Errors from the Harbor and TB1 readers keep their class through the one
 * Harbor source (src/sources/harbor.ts): the user's mistake is a
 * ConfigurationError (the CLI exits 2 naming the option), a defect inside a
 * reader is rethrown as it is (the CLI's entry point exits 3, "internal
 * error"), never re-labelled as a usage error (before: every error of the
 * readers was wrapped as `--harbor-job / --tb1-run: …`, exit 2).
 */
import { describe, expect, it, jest } from '@jest/globals'
import path from 'node:path'
import { tempFolder } from './support/temp-folder.js'

const defect = new TypeError("Cannot read properties of undefined (reading 'trial_name')")
let failTb1 = false
const real = await import('../src/evidence/tb1/tb1.js')
jest.unstable_mockModule('../src/evidence/tb1/tb1.js', () => ({
  ...real,
  loadTb1Runs: async (...args: Parameters<typeof real.loadTb1Runs>) => {
    if (failTb1) throw defect
    return real.loadTb1Runs(...args)
  }
}))
const { runCli } = await import('../src/cli/run.js')
const { ConfigurationError } = await import('../src/errors.js')

async function run(argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = ''
  const code = await runCli(argv, { stdout: () => undefined, stderr: (t) => (stderr += t) })
  return { code, stderr }
}

describe('errors of the Harbor and TB1 readers keep their class', () => {
  it("the user's mistake: a TB1 run folder that is not a folder exits 2, naming the option and the folder", async () => {
    failTb1 = false
    const missing = path.join(tempFolder('fabric-compare-errors-'), 'no-such-run')
    const got = await run(['--tb1-run', missing])
    expect(got.code).toBe(2)
    expect(got.stderr).toMatch(
      new RegExp(
        `^fabric-compare: --harbor-job / --tb1-run: ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a readable TB1 run folder: `
      )
    )
  })

  it("the user's mistake: a Harbor job folder that cannot be listed exits 2", async () => {
    const missing = path.join(tempFolder('fabric-compare-errors-'), 'no-such-job')
    const got = await run(['--harbor-job', missing])
    expect(got.code).toBe(2)
    expect(got.stderr).toContain('is not a readable Harbor job folder')
  })

  it('a defect inside a reader is rethrown unchanged (the entry point exits 3), never a usage error', async () => {
    failTb1 = true
    try {
      const dir = tempFolder('fabric-compare-errors-')
      const thrown = await runCli(['--tb1-run', dir], { stdout: () => undefined, stderr: () => undefined }).then(
        () => null,
        (error: unknown) => error
      )
      expect(thrown).toBe(defect)
      expect(thrown).not.toBeInstanceOf(ConfigurationError)
    } finally {
      failTb1 = false
    }
  })
})
