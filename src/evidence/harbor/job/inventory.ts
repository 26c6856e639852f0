/**
 * Matching a job's trials against its expected inventory
 * (`job-config.ts`): every expected `(configuration, task)` gets
 * `n_attempts` attempts; a slot no trial fills becomes an attempt with
 * `missing: true` (attempt id `<job>/missing-<k>`). A trial outside the
 * inventory, or more trials than `n_attempts`, contradicts it
 * (`harbor_inventory_mismatch`) and the configuration's inventory is then
 * unverified (`attempts_complete: false`).
 */
import { missingAttemptInput, type AttemptInput } from '../../attempt-input.js'
import type { Diagnostic, FileRef } from '../../types.js'
import { sameTask } from './job-config.js'
import { MAX_DECLARED_ATTEMPTS } from '../../limits.js'
import { UNKNOWN_REVISION } from '../trial/trial.js'

/** One expected `(configuration, task)` of a job, `n` attempts. */
export interface ExpectedSlot {
  configuration: string
  task: string
  n: number
}

/** Result of {@link matchInventory}. */
export interface InventoryMatch {
  /** Placeholder attempts for unfilled slots. */
  missing: AttemptInput[]
  /**
   * Configurations whose trials contradict the inventory, or whose inventory is too large to expand (every
   * configuration of the slots then).
   */
  contradicted: Set<string>
  diagnostics: Diagnostic[]
}

/**
 * Match `attempts` (configuration already resolved) of job `job` against
 * `slots`; `declaredIn` is the file that declared the inventory, `label`
 * how messages name it. An inventory declaring more attempts than
 * `MAX_DECLARED_ATTEMPTS` (or than the attempts found, when more) is not
 * expanded: no missing attempt, every configuration of the slots
 * unverified, an `inventory_too_large` diagnostic naming the count and
 * `n_attempts` (JSON path `$.n_attempts`).
 */
export function matchInventory(
  job: string,
  slots: readonly ExpectedSlot[],
  attempts: readonly AttemptInput[],
  declaredIn: FileRef,
  label = "the job's config.json"
): InventoryMatch {
  const declared = slots.reduce((n, s) => n + s.n, 0)
  const limit = Math.max(MAX_DECLARED_ATTEMPTS, attempts.length)
  if (!(declared <= limit)) {
    const n = [...new Set(slots.map((s) => s.n))]
    const shown = (v: number): string => (!Number.isFinite(v) ? 'over 1.8e308' : v < 1e15 ? v.toLocaleString('en-US') : String(v))
    return {
      missing: [],
      contradicted: new Set(slots.map((s) => s.configuration)),
      diagnostics: [
        {
          code: 'inventory_too_large',
          message: `${label} declares ${shown(declared)} attempts (${slots.length.toLocaleString('en-US')} configuration-task slots × n_attempts ${n.map(shown).join(', ')}), more than the ${limit.toLocaleString('en-US')} an inventory is expanded to (${MAX_DECLARED_ATTEMPTS.toLocaleString('en-US')}, or the attempts found when more): it is not expanded and the attempt inventory is not verified`,
          file: declaredIn.path,
          json_path: '$.n_attempts'
        }
      ]
    }
  }
  const counts = new Map<ExpectedSlot, number>()
  const contradicted = new Set<string>()
  const diagnostics: Diagnostic[] = []
  for (const a of attempts) {
    const slot = slots.find((s) => s.configuration === a.configuration && sameTask(a.task, s.task))
    if (slot === undefined) {
      contradicted.add(a.configuration)
      diagnostics.push({
        code: 'harbor_inventory_mismatch',
        message: `trial ${a.attempt} (${a.configuration}, ${a.task}) is not in ${label} inventory`,
        file: declaredIn.path
      })
      continue
    }
    counts.set(slot, (counts.get(slot) ?? 0) + 1)
  }
  const missing: AttemptInput[] = []
  for (const s of slots) {
    const found = counts.get(s) ?? 0
    if (found > s.n) {
      contradicted.add(s.configuration)
      diagnostics.push({
        code: 'harbor_inventory_mismatch',
        message: `${found} trials of ${s.task} for ${s.configuration}, but ${label} expects ${s.n}`,
        file: declaredIn.path
      })
    }
    for (let k = found + 1; k <= s.n; k++)
      missing.push(
        missingAttemptInput(
          { configuration: s.configuration, task: s.task, revision: UNKNOWN_REVISION, attempt: `${job}/missing-${k}` },
          declaredIn,
          [
            {
              code: 'harbor_trial_absent',
              message: `${label} expects ${s.n} attempt(s) of ${s.task} for ${s.configuration}; only ${found} found`,
              file: declaredIn.path
            }
          ]
        )
      )
  }
  return { missing, contradicted, diagnostics }
}
