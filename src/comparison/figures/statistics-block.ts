/**
 * Statistics of one configuration (report `configurations[].statistics`):
 * the pass fraction with its task-clustered 95 % interval (never narrower
 * than the exact Clopper–Pearson interval, ../statistics/pass-fraction-interval.ts), pass@k and
 * pass^k, per-attempt cost and tokens with intervals, and the cost per
 * passed attempt, and each named score's mean (score-key-figures.ts). Methods and sources: ../statistics/intervals.ts, pass-at-k.ts,
 * attempt-usage.ts.
 */
import { attemptMean, costPerPass, PER_ATTEMPT_METRICS } from './attempt-usage.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { INTERVAL_METHOD } from '../statistics/intervals.js'
import { passFractionInterval } from '../statistics/pass-fraction-interval.js'
import { passAtKTable } from './pass-at-k.js'
import type { ConfigurationStatistics } from '../report/report-schema.js'
import { scoreKeyStatistics } from './score-key-figures.js'

/** The statistics block of a configuration. Pure; never throws. */
export function configurationStatistics(a: ConfigurationAnalysis): ConfigurationStatistics {
  const tasks = [...a.tasks.values()]
  const keys = scoreKeyStatistics(a)
  const e = a.report.evaluation
  const blocked = e.pass_fraction === null ? `no pass fraction (${e.pass_fraction_reason ?? 'unknown'})` : null
  const evaluatedTasks = tasks.filter((t) => t.evaluated > 0)
  const evaluatedAttempts = evaluatedTasks.reduce((s, t) => s + t.evaluated, 0)
  const interval = blocked === null ? passFractionInterval(evaluatedTasks.map((t) => ({ sum: t.passed, count: t.evaluated }))) : null
  const per_attempt = Object.fromEntries(
    PER_ATTEMPT_METRICS.map((m) => [m, attemptMean(tasks, m, a.report.attempts.listed)])
  ) as ConfigurationStatistics['per_attempt']
  return {
    method: INTERVAL_METHOD,
    tasks: tasks.length,
    pass_fraction: {
      interval,
      tasks: evaluatedTasks.length,
      attempts: evaluatedAttempts,
      reason: blocked
    },
    pass_at_k: passAtKTable(tasks, blocked),
    per_attempt,
    cost_per_passed_attempt: costPerPass(a),
    ...(keys === undefined ? {} : { score_keys: keys })
  }
}
