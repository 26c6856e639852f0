/**
 * Building warnings and their deterministic order. Codes and severities
 * live in one table, `codes.ts` (README table).
 */
import { byCodeUnits as cmp } from '../input/keys.js'
import { severityOf } from './codes.js'
import type { ReportWarning } from '../report/report-schema.js'

/** Most attempt keys listed in one warning (`attempt_count` keeps the full number). */
export const MAX_WARNING_ATTEMPTS = 20

/** Optional location of a warning, and the number of attempts it concerns when `attempts` is a sample of them. */
export interface WarningLocation {
  file?: string | null
  line?: number | null
  /** The attempts concerned, when more than the keys given (a sample, tally/key-sample.ts); never fewer. */
  attempt_count?: number
  /** How many findings the warning stands for, when it aggregates several (file diagnostics); absent: one. */
  occurrences?: number
}

/**
 * Build a warning. `attempts` are attempt keys (deduplicated, input order
 * kept, cut to {@link MAX_WARNING_ATTEMPTS}); `attempt_count` is the number
 * of distinct keys, or `where.attempt_count` when that is more (the keys are a sample). Configurations are deduplicated and sorted.
 */
export function makeWarning(
  code: string,
  message: string,
  configurations: readonly string[],
  attempts: readonly string[] = [],
  where: WarningLocation = {}
): ReportWarning {
  const keys = [...new Set(attempts)]
  const w: ReportWarning = {
    code,
    severity: severityOf(code),
    message,
    configurations: [...new Set(configurations)].sort(),
    attempts: keys.slice(0, MAX_WARNING_ATTEMPTS),
    attempt_count: Math.max(keys.length, where.attempt_count ?? 0)
  }
  if (where.file !== undefined) w.file = where.file
  if (where.line !== undefined) w.line = where.line
  if (where.occurrences !== undefined && where.occurrences > 1) w.occurrences = where.occurrences
  return w
}

const rank = (s: ReportWarning['severity']): number => (s === 'warning' ? 0 : 1)

/** Sort warnings: severity (`warning` first), code, configurations, then message. Returns a new array. */
export function sortWarnings(ws: readonly ReportWarning[]): ReportWarning[] {
  return [...ws].sort(
    (a, b) =>
      rank(a.severity) - rank(b.severity) ||
      cmp(a.code, b.code) ||
      cmp(a.configurations.join(','), b.configurations.join(',')) ||
      cmp(a.message, b.message)
  )
}
