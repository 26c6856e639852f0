/**
 * Advice that fits the mode the user is in. The mode is read from the
 * attempts themselves: Harbor trials carry Harbor's phases, NeMo Fabric
 * Harbor samples are declared in `result-summary.json`, attempt index
 * files in `fabric-attempt.json`, anything else came from a manifest.
 */
import type { RetainedAttempt } from './resolve.js'

/** Where a configuration's attempt list came from. */
export type EvidenceMode = 'harbor' | 'harbor_sample' | 'index_files' | 'manifest'

/** The mode of a configuration's attempts (`manifest` when nothing says otherwise). */
export function evidenceMode(attempts: readonly RetainedAttempt[]): EvidenceMode {
  if (attempts.some((a) => a.input.phases !== undefined)) return 'harbor'
  if (attempts.some((a) => a.input.declared_in?.path.split('/').pop() === 'result-summary.json')) return 'harbor_sample'
  if (attempts.some((a) => a.input.declared_in?.path.split('/').pop() === 'fabric-attempt.json')) return 'index_files'
  return 'manifest'
}

/** How to verify the attempt inventory, in the user's mode. */
export function inventoryAdvice(mode: EvidenceMode): string {
  switch (mode) {
    case 'harbor':
      return "pass whole job folders whose config.json names every task, in `tasks` or as literal `datasets[].task_names` (a single trial folder, a job without config.json, a dataset without `task_names`, a glob, `n_tasks` or `exclude_task_names` leave it unknown; harbor_inventory_unknown names a config.json's reason)"
    case 'harbor_sample':
      return 'a NeMo Fabric Harbor sample folder is one attempt and declares no inventory; compare whole Harbor job folders (whose config.json lists the tasks) for a verified one'
    case 'index_files':
      return 'give the action the expected inventory (`tasks` and `attempts-per-task`)'
    default:
      return 'set `attempts_complete: true` in the manifest or declare the expected inventory'
  }
}

/** How to verify request lists, in the user's mode. */
export function requestListAdvice(mode: EvidenceMode): string {
  switch (mode) {
    case 'harbor':
    case 'harbor_sample':
      return 'the Harbor trial does not show that its request list is whole'
    case 'index_files':
      return 'set `requests_complete: true` in each fabric-attempt.json when its list is whole'
    default:
      return 'set `requests_complete: true` when the list is whole'
  }
}
