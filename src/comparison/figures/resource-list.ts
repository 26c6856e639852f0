/**
 * The resource rows of a report (each configuration's `resources` and
 * `resource_coverage.not_observed`) apart from its accumulator: the tally
 * counts them (tally/resources.ts), each attempt's rows travel with its
 * report entry (tally/tally.ts `AttemptOutput`), and whoever writes the
 * report either holds them (`collectResources`, for a report kept in
 * memory) or spools them (src/render/output/resource-spool.ts) and reads them back
 * through a {@link ResourceRowSource}.
 */
import type { Report } from '../report/report-schema.js'
import type { AttemptResources, NotObservedRow, ResourceObservation } from '../tally/resources.js'
import type { AttemptOutput } from '../tally/tally.js'

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
      for (const o of a.observations) held.observations.push(o)
      for (const n of a.not_observed) held.not_observed.push(n)
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
 * its resource rows. Both are in attempt-key order, so each entry takes,
 * from its configuration's lists, the rows at the cursor that name its key
 * (the displayed key can be shared by two attempts, e.g. task `t@x`
 * revision `r` and task `t` revision `x@r`: rows of two adjacent entries
 * with one key, such as an attempt listed twice, go with the first of them
 * — same configuration, same order, so the report read back is the same).
 * For writing a held report as a summary (src/action/history.ts).
 */
export function attemptOutputs(report: Pick<Report, 'configurations' | 'attempts'>): AttemptOutput[] {
  const cursors = new Map(report.configurations.map((c) => [c.id, { c, o: 0, n: 0 }]))
  return report.attempts.map((entry) => {
    const at = cursors.get(entry.configuration)
    if (at === undefined) return { entry, resources: null }
    const rows: AttemptResources = { configuration: entry.configuration, observations: [], not_observed: [] }
    const observations = at.c.resources
    const notObserved = at.c.resource_coverage.not_observed
    while (at.o < observations.length && observations[at.o].attempt === entry.key) rows.observations.push(observations[at.o++])
    while (at.n < notObserved.length && notObserved[at.n].attempt === entry.key) rows.not_observed.push(notObserved[at.n++])
    return { entry, resources: rows.observations.length + rows.not_observed.length === 0 ? null : rows }
  })
}
