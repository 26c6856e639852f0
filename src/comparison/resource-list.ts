/**
 * The resource rows of a report (each configuration's `resources` and
 * `resource_coverage.not_observed`) apart from its accumulator: the tally
 * counts them (tally/resources.ts), each attempt's rows travel with its
 * report entry (tally/tally.ts `AttemptOutput`), and whoever writes the
 * report either holds them (`collectResources`, for a report kept in
 * memory) or spools them (src/render/resource-spool.ts) and reads them back
 * through a {@link ResourceRowSource}.
 */
import type { Report } from './report-schema.js'
import type { AttemptResources, NotObservedRow, ResourceObservation } from './tally/resources.js'
import type { AttemptOutput } from './tally/tally.js'

/**
 * Where the resource rows of a finished report are read from, per
 * configuration id, in attempt-key order (each attempt's rows in its
 * requests' order): the report's own lists (`reportRows`) or a spool.
 */
export interface ResourceRowSource {
  /** Calls `each` with every observation row of `configuration`, in order. */
  observations: (configuration: string, each: (row: ResourceObservation) => void) => void
  /** Calls `each` with every request of `configuration` without an observation, in order. */
  notObserved: (configuration: string, each: (row: NotObservedRow) => void) => void
}

/** The rows of `report`'s own lists (a report held whole, e.g. one filled by `collectResources`). */
export function reportRows(report: Pick<Report, 'configurations'>): ResourceRowSource {
  const of = (id: string): Report['configurations'][number] | undefined => report.configurations.find((c) => c.id === id)
  return {
    observations: (id, each) => of(id)?.resources.forEach((row) => each(row)),
    notObserved: (id, each) => of(id)?.resource_coverage.not_observed.forEach((row) => each(row))
  }
}

/** Rows held in memory, added attempt by attempt in attempt-key order, then put into a report (`fill`). */
export interface ResourceCollector {
  /** Adds one attempt's rows (null: an attempt of an undeclared configuration, which has none). */
  add: (rows: AttemptResources | null) => void
  /**
   * `report` (whose lists are empty, as finished) with every configuration's
   * `resources` and `resource_coverage.not_observed` filled with the rows
   * added for it; member order unchanged. `report` is not modified.
   */
  fill: <R extends Pick<Report, 'configurations'>>(report: R) => R
}

/** A new, empty collector (memory grows with the rows: for reports held whole, as the action holds them). */
export function collectResources(): ResourceCollector {
  const rows = new Map<string, { observations: ResourceObservation[]; not_observed: NotObservedRow[] }>()
  return {
    add(a) {
      if (a === null || (a.observations.length === 0 && a.not_observed.length === 0)) return
      let held = rows.get(a.configuration)
      if (held === undefined) rows.set(a.configuration, (held = { observations: [], not_observed: [] }))
      held.observations.push(...a.observations)
      held.not_observed.push(...a.not_observed)
    },
    fill(report) {
      return {
        ...report,
        configurations: report.configurations.map((c) => {
          const held = rows.get(c.id)
          if (held === undefined) return c
          return {
            ...c,
            resources: [...c.resources, ...held.observations],
            resource_coverage: { ...c.resource_coverage, not_observed: [...c.resource_coverage.not_observed, ...held.not_observed] }
          }
        })
      }
    }
  }
}

/**
 * The entries of a report held whole (its `attempts`, with its
 * configurations' lists filled) as the attempts gave them: each entry with
 * its resource rows, found by its key (rows of a key listed twice go with
 * its first entry; their order is kept). For writing a held report as a
 * summary (src/action/history.ts).
 */
export function attemptOutputs(report: Pick<Report, 'configurations' | 'attempts'>): AttemptOutput[] {
  const byKey = new Map<string, AttemptResources>()
  for (const c of report.configurations) {
    const rowsOf = (attempt: string): AttemptResources => {
      let rows = byKey.get(attempt)
      if (rows === undefined) byKey.set(attempt, (rows = { configuration: c.id, observations: [], not_observed: [] }))
      return rows
    }
    for (const o of c.resources) rowsOf(o.attempt).observations.push(o)
    for (const n of c.resource_coverage.not_observed) rowsOf(n.attempt).not_observed.push(n)
  }
  return report.attempts.map((entry) => {
    const rows = byKey.get(entry.key) ?? null
    byKey.delete(entry.key)
    return { entry, resources: rows }
  })
}
