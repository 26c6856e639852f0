/**
 * Inventory comparison (`docs/numbers.md`, inventories): the `(task,
 * revision)` lists and attempt counts of a candidate against the baseline.
 * Differences are reported by name; nothing is dropped.
 */
import { byCodeUnits, plural } from '../input/keys.js'
import type { Comparison } from '../report/report-schema.js'
import type { TaskTable } from './task-results.js'

/** Inventory part of a comparison. */
export type InventoryComparison = Comparison['inventory']

/** task → revision → listed attempt count (duplicates included). */
export type InventoryCounts = Map<string, Map<string, number>>

/** Count listed attempts per task and revision (of a configuration's tasks, task-results.ts). */
export function inventoryCounts(tasks: TaskTable): InventoryCounts {
  const out: InventoryCounts = new Map()
  for (const t of tasks.values()) {
    const revs = out.get(t.task) ?? new Map<string, number>()
    out.set(t.task, revs)
    revs.set(t.revision, (revs.get(t.revision) ?? 0) + t.listed)
  }
  return out
}

/**
 * Compare inventories. `only_in_*`: every (task, revision) of a task absent
 * from the other side. `revision_differs`: a task on both sides with
 * different revision sets. `attempt_count_differs`: a (task, revision) on
 * both sides with different attempt counts. `matched` when all are empty.
 * Lists are sorted by task then revision.
 */
export function compareInventory(baseline: InventoryCounts, candidate: InventoryCounts): InventoryComparison {
  const inv: InventoryComparison = {
    matched: true,
    only_in_baseline: [],
    only_in_candidate: [],
    revision_differs: [],
    attempt_count_differs: []
  }
  const tasks = [...new Set([...baseline.keys(), ...candidate.keys()])].sort(byCodeUnits)
  for (const task of tasks) {
    const b = baseline.get(task)
    const c = candidate.get(task)
    if (!c) {
      for (const revision of [...b!.keys()].sort(byCodeUnits)) inv.only_in_baseline.push({ task, revision })
      continue
    }
    if (!b) {
      for (const revision of [...c.keys()].sort(byCodeUnits)) inv.only_in_candidate.push({ task, revision })
      continue
    }
    const br = [...b.keys()].sort(byCodeUnits)
    const cr = [...c.keys()].sort(byCodeUnits)
    if (br.join('\u0000') !== cr.join('\u0000')) inv.revision_differs.push({ task, baseline: br, candidate: cr })
    for (const revision of br) {
      const bn = b.get(revision)!
      const cn = c.get(revision)
      if (cn !== undefined && cn !== bn) inv.attempt_count_differs.push({ task, revision, baseline: bn, candidate: cn })
    }
  }
  inv.matched =
    inv.only_in_baseline.length === 0 &&
    inv.only_in_candidate.length === 0 &&
    inv.revision_differs.length === 0 &&
    inv.attempt_count_differs.length === 0
  return inv
}

/**
 * Short description of inventory differences, e.g. `inventories differ: 1
 * task only in baseline, 1 task at different revisions`; null when matched.
 * The configuration ids name the sides.
 */
export function inventoryDifferenceText(inv: InventoryComparison, baselineId: string, candidateId: string): string | null {
  if (inv.matched) return null
  const parts: string[] = []
  const tasksOf = (refs: ReadonlyArray<{ task: string }>): number => new Set(refs.map((r) => r.task)).size
  if (inv.only_in_baseline.length > 0) parts.push(`${plural(tasksOf(inv.only_in_baseline), 'task')} only in ${baselineId}`)
  if (inv.only_in_candidate.length > 0) parts.push(`${plural(tasksOf(inv.only_in_candidate), 'task')} only in ${candidateId}`)
  if (inv.revision_differs.length > 0) parts.push(`${plural(inv.revision_differs.length, 'task')} at different revisions`)
  if (inv.attempt_count_differs.length > 0) {
    parts.push(`${plural(inv.attempt_count_differs.length, 'task')} with different attempt counts`)
  }
  return `inventories differ: ${parts.join(', ')}`
}
