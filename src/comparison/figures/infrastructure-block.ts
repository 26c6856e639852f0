/**
 * A configuration's share of attempts to be judged that ran to a verdict
 * without a failure that is not the agent's (issue 42, item 4; report
 * `configurations[].infrastructure`), from what its tally kept
 * (tally/infrastructure.ts), with the pass fraction's task-clustered
 * interval (../statistics/pass-fraction-interval.ts). The comparison of two shares and
 * its warning: infrastructure.ts.
 */
import type { Cluster } from '../statistics/intervals.js'
import { passFractionInterval } from '../statistics/pass-fraction-interval.js'
import type { InfrastructureBlock } from '../report/report-schema.js'
import type { AttemptTally } from '../tally/attempts.js'
import { sampleKeys } from '../tally/key-sample.js'
import { countAt, JUDGED, RAN } from '../tally/tasks/columns.js'

/** The infrastructure block of a configuration's tally `t` (its tasks in `t.tasks`). */
export function infrastructureBlock(t: AttemptTally): InfrastructureBlock {
  const i = t.infrastructure
  const unclassified = i.unclassified.listings
  const clusters: Cluster[] = []
  for (let x = 0; x < t.tasks.length; x++) {
    const judged = countAt(t.tasks, x, JUDGED)
    if (judged > 0) clusters.push({ sum: countAt(t.tasks, x, RAN), count: judged })
  }
  return {
    listed: t.listed,
    attempts: i.judged,
    ran: i.ran,
    unclassified,
    did_not_run: i.did_not_run.listings,
    missing: i.missing,
    examples: { did_not_run: sampleKeys(i.did_not_run), unclassified: sampleKeys(i.unclassified) },
    share: i.judged === 0 ? null : passFractionInterval(clusters),
    share_upper: i.judged === 0 || unclassified === 0 ? null : (i.ran + unclassified) / i.judged,
    reason: i.judged === 0 ? 'no attempt is to be judged (no evaluator declared and no verdict given)' : null
  }
}
