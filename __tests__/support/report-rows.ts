/** Test helpers for the resource rows that travel beside the attempt entries (src/comparison/figures/resource-list.ts). */
import type { Report } from '../../src/comparison/report/report-schema.js'

/** `report` with every configuration's resource lists emptied, as `finish` leaves them (the rows go to onAttempt). */
export function withoutRows<R extends Pick<Report, 'configurations'>>(report: R): R {
  return {
    ...report,
    configurations: report.configurations.map((c) => ({
      ...c,
      resources: [],
      resource_coverage: { ...c.resource_coverage, not_observed: [] }
    }))
  }
}
