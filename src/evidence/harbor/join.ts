/**
 * Joining what `loadHarborJobs` and `loadTb1Runs` read into one set of
 * configurations, attempts and diagnostics (the CLI's `--harbor-job` /
 * `--tb1-run` and the action's `harbor-jobs` / `tb1-runs`).
 */
import { ConfigurationError } from '../../errors.js'
import type { AttemptsRead } from '../attempt-input.js'

type Part = AttemptsRead

/**
 * The parts, concatenated in order. Throws ConfigurationError naming the
 * configuration id when one id comes from two parts (Harbor jobs and TB1
 * runs): `mapHint` says how to tell them apart.
 */
export function joinHarborParts(parts: readonly Part[], mapHint: string): Part {
  const configurations = parts.flatMap((p) => p.configurations)
  const duplicate = configurations.find((c, i) => configurations.findIndex((d) => d.id === c.id) !== i)
  if (duplicate !== undefined)
    throw new ConfigurationError(
      `configuration ${JSON.stringify(duplicate.id)} comes from more than one kind of folder (Harbor jobs, NeMo Fabric Harbor samples, TB1 runs); ${mapHint}`
    )
  return { configurations, attempts: parts.flatMap((p) => p.attempts), diagnostics: parts.flatMap((p) => p.diagnostics) }
}
