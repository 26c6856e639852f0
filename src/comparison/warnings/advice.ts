/**
 * Advice that fits the source the user's attempts came from. The source
 * kind travels with the evidence (`ComparisonInput.source`, set by each
 * source in src/sources/), so the advice never guesses it: a TB1 user is
 * told what a TB1 run needs, never to edit a manifest they do not have.
 */
import type { SourceKind } from '../input/input.js'

/**
 * The source kind of configuration `id`: its own kind when one source joins
 * several (`bySource`: Harbor jobs, samples and TB1 runs in one comparison),
 * else `source`, else `manifest` (an input built by hand).
 */
export function sourceKindOf(id: string, source: SourceKind | undefined, bySource?: ReadonlyMap<string, SourceKind>): SourceKind {
  return bySource?.get(id) ?? source ?? 'manifest'
}

/** How to verify the attempt inventory, for attempts from `kind`. */
export function inventoryAdvice(kind: SourceKind): string {
  switch (kind) {
    case 'harbor_job':
      return "pass whole job folders whose config.json names every task, in `tasks` or as literal `datasets[].task_names` (a single trial folder, a job without config.json, a dataset without `task_names`, a glob, `n_tasks` or `exclude_task_names` leave it unknown; harbor_inventory_unknown names a config.json's reason)"
    case 'harbor_sample':
      return 'a NeMo Fabric Harbor sample folder is one attempt and declares no inventory; compare whole Harbor job folders (whose config.json lists the tasks) for a verified one'
    case 'tb1_run':
      return 'pass whole TB1 run folders whose run_metadata.json lists `task_ids` and `n_attempts` (a run without them leaves the inventory unknown; a trial outside them, or more trials than `n_attempts`, contradicts it: harbor_inventory_mismatch names it)'
    case 'attempt_index':
      return 'give the action the expected inventory (`tasks` and `attempts-per-task`)'
    case 'shard_summary':
      return "verify it where each shard was read (`attempts_complete: true` in a shard's manifest), or give the action's merge mode the expected inventory (`tasks` and `attempts-per-task`)"
    case 'manifest':
      return 'set `attempts_complete: true` in the manifest or declare the expected inventory'
  }
}

/** How to verify request lists, for attempts from `kind`. */
export function requestListAdvice(kind: SourceKind): string {
  switch (kind) {
    case 'harbor_job':
    case 'harbor_sample':
      return 'the Harbor trial does not show that its request list is whole'
    case 'tb1_run':
      return 'the TB1 trial does not show that its request list is whole'
    case 'attempt_index':
      return 'set `requests_complete: true` in each fabric-attempt.json when its list is whole (`fabric-compare index --requests-complete`)'
    case 'shard_summary':
      return 'set `requests_complete: true` where each shard was read (its manifest or fabric-attempt.json) when the list is whole, and summarize the shard again'
    case 'manifest':
      return 'set `requests_complete: true` when the list is whole'
  }
}
