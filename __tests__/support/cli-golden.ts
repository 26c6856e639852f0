/**
 * Shared by the CLI and rendering golden tests: running the CLI in-process
 * with captured output, and comparing text with a committed golden file
 * under `__tests__/golden/` (`UPDATE_GOLDEN=1` rewrites it, on purpose only).
 */
import { expect } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { runCli } from '../../src/cli/run.js'
import { checkReportText } from './report-validity.js'

/**
 * Runs `fabric-compare args` in-process; returns its exit status and what it wrote. A JSON report on stdout that fails
 * the report schema throws.
 */
export async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) })
  checkReportText(stdout, `fabric-compare ${args.join(' ')}`)
  return { code, stdout, stderr }
}

/** Asserts `actual` equals the golden file `__tests__/golden/<name>` (rewritten first under `UPDATE_GOLDEN=1`). */
export function golden(name: string, actual: string): void {
  const file = `__tests__/golden/${name}`
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual)
  expect(actual).toBe(readFileSync(file, 'utf8'))
}
