/**
 * The reference the streamed CLI is held to (issue 14): a manifest loaded
 * whole (`loadManifestInput`), compared at once (`compare`) and rendered
 * whole (`JSON.stringify(report, null, 2)` or `renderText`), with the exit
 * status the gate gives. Test support only.
 */
import { expect } from '@jest/globals'
import { compare } from '../../src/comparison/compare.js'
import type { GatePolicy } from '../../src/comparison/input/input.js'
import type { Report } from '../../src/comparison/report/report-schema.js'
import { loadManifestInput } from '../../src/sources/manifest/load.js'
import { renderText } from '../../src/render/text/text.js'
import { VERSION } from '../../src/version.js'
import { cli } from './cli-golden.js'
import { besidesGateLine } from './gate-stderr.js'

/** The CLI's output flags, each combination once. */
export const OUTPUT_MODES: ReadonlyArray<readonly string[]> = [[], ['--details'], ['--json'], ['--json', '--details']]

/** The three distinct outputs (`--json --details` is `--json`). */
export const DISTINCT_OUTPUT_MODES: ReadonlyArray<readonly string[]> = OUTPUT_MODES.slice(0, 3)

/** What the CLI prints for `report` with `flags`, the whole report rendered at once. */
export function renderWhole(report: Report, flags: readonly string[]): string {
  return flags.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : renderText(report, { details: flags.includes('--details') })
}

/**
 * Runs the CLI on `manifest` in each output mode of `modes` under `policy` and
 * asserts each run equals the in-memory reference byte for byte (exit
 * status, stdout, empty stderr). Returns the reference report.
 */
export async function expectCliEqualsInMemory(manifest: string, policy: GatePolicy, modes = OUTPUT_MODES): Promise<Report> {
  const report = compare({ ...(await loadManifestInput(manifest)), policy }, VERSION)
  const code = report.gate.passed ? 0 : 1
  for (const flags of modes) {
    const streamed = await cli([manifest, ...flags, '--fail-on', policy])
    // Exit status and stderr first (a short message when they differ), then the bytes.
    expect({ flags, code: streamed.code, stderr: besidesGateLine(streamed.stderr) }).toEqual({ flags, code, stderr: '' })
    expect(streamed.stdout).toBe(renderWhole(report, flags))
  }
  return report
}
