/**
 * Infrastructure apart from the agent (issue 42, item 4; `docs/statistics.md`,
 * "Ran to a verdict"), across configurations: the share of each one's
 * attempts to be judged that ran to a verdict without a failure that is not
 * the agent's is infrastructure-block.ts; here, per comparison its
 * paired difference, decided as the pass fraction's (../statistics/fraction-difference.ts
 * `fractionDifference`); and the `infrastructure_share_lower` warning when
 * a candidate's share is lower than the baseline's beyond noise, which
 * `fail-on: warnings` acts on.
 */
import type { ConfigurationAnalysis } from './configuration.js'
import type { Cluster } from '../statistics/intervals.js'
import { plural } from '../input/keys.js'
import { fractionDifference } from '../statistics/fraction-difference.js'
import { formatP, formatPp } from '../statistics/number-format.js'
import type { Comparison, ReportWarning } from '../report/report-schema.js'
import { compareRows, countAt, JUDGED, RAN, UNCLASSIFIED, type TaskColumns } from '../tally/tasks/columns.js'
import { sampleKeys } from '../tally/key-sample.js'
import { makeWarning } from '../codes/make-warning.js'

type InfrastructureComparison = NonNullable<Comparison['infrastructure']>

/** Why the two sides' shares are not paired, or null. */
function pairingProblem(b: ConfigurationAnalysis, c: ConfigurationAnalysis, inventoryMatched: boolean): string | null {
  for (const a of [b, c]) {
    const judged = a.tally.infrastructure.judged
    if (judged === 0) return `no attempt of ${a.config.id} is to be judged`
    if (judged < a.tally.listed) return `only ${judged} of ${plural(a.tally.listed, 'listed attempt')} of ${a.config.id} are to be judged`
  }
  if (!inventoryMatched) return 'the configurations list different tasks, revisions or attempt counts'
  return null
}

/** Task pairs of the two sides (tasks both list, each with attempts to be judged): `count` judged, `sum` by `ran`. */
function taskPairs(
  b: ConfigurationAnalysis,
  c: ConfigurationAnalysis,
  ran: (t: TaskColumns, row: number, side: 'baseline' | 'candidate') => number
): Array<{ baseline: Cluster; candidate: Cluster }> {
  const bt = b.tally.tasks
  const ct = c.tally.tasks
  const pairs: Array<{ baseline: Cluster; candidate: Cluster }> = []
  // Both sides' rows are sorted by task, then revision: one pass pairs them.
  for (let i = 0, j = 0; i < bt.length && j < ct.length;) {
    const order = compareRows(bt, i, ct, j)
    if (order < 0) i += 1
    else if (order > 0) j += 1
    else {
      const [x, y] = [countAt(bt, i, JUDGED), countAt(ct, j, JUDGED)]
      if (x > 0 && y > 0)
        pairs.push({ baseline: { sum: ran(bt, i, 'baseline'), count: x }, candidate: { sum: ran(ct, j, 'candidate'), count: y } })
      i += 1
      j += 1
    }
  }
  return pairs
}

/**
 * The paired difference candidate `c` − baseline `b` of the share that ran
 * to a verdict, over the tasks both list; withheld (null, with the reason)
 * unless the inventories match and every listed attempt is to be judged.
 * With attempts of unknown failure class on the candidate, `upper` is the
 * same difference counting them as ran (and the baseline's not): the
 * candidate's most favourable reading.
 */
export function infrastructureComparison(
  b: ConfigurationAnalysis,
  c: ConfigurationAnalysis,
  inventoryMatched: boolean
): InfrastructureComparison {
  const share = (a: ConfigurationAnalysis): number | null => {
    const i = a.tally.infrastructure
    return i.judged === 0 ? null : i.ran / i.judged
  }
  const base = { baseline: share(b), candidate: share(c) }
  const problem = pairingProblem(b, c, inventoryMatched)
  if (problem !== null) return { ...base, tasks: 0, difference: null, distinguishable: null, test: null, upper: null, reason: problem }
  const pairs = taskPairs(b, c, (t, row) => countAt(t, row, RAN))
  const f = fractionDifference(pairs, 'difference in the share that ran to a verdict')
  const u =
    c.tally.infrastructure.unclassified.listings === 0 || f.difference === null
      ? null
      : fractionDifference(
          taskPairs(b, c, (t, row, side) => countAt(t, row, RAN) + (side === 'candidate' ? countAt(t, row, UNCLASSIFIED) : 0)),
          "difference in the share that ran to a verdict, counting the candidate's failures of unknown class as ran"
        )
  return {
    ...base,
    tasks: pairs.length,
    difference: f.difference,
    distinguishable: f.distinguishable,
    test: f.test,
    upper: u === null ? null : { difference: u.difference, distinguishable: u.distinguishable, test: u.test },
    reason: f.difference === null ? 'no task with attempts to be judged on both sides' : null
  }
}

/** `40 of 50 (80.0%)` (the report's own words; the renderers' share text is src/render/rows/infrastructure-rows.ts). */
function countOf(ran: number, of: number): string {
  return `${ran} of ${of} (${((100 * ran) / of).toFixed(1)}%)`
}

/** `6 did not run cleanly, 2 of them missing; 1 with a failure of unknown class` */
function breakdown(i: ConfigurationAnalysis['tally']['infrastructure']): string {
  const n = i.did_not_run.listings
  const missing = i.missing === 0 ? '' : i.missing === n ? ', all missing' : `, ${i.missing} of them missing`
  const parts = [`${n} did not run cleanly${missing}`]
  if (i.unclassified.listings > 0) parts.push(`${i.unclassified.listings} with a failure of unknown class`)
  return parts.join('; ')
}

/**
 * The `infrastructure_share_lower` warnings: one per candidate whose share
 * that ran to a verdict is lower than the baseline's beyond noise (the
 * paired difference's two-sided 5 % test) — also when its attempts with a
 * failure of unknown class are counted as ran, when it has any — naming
 * its attempts that did not run cleanly or failed of unknown class.
 */
export function infrastructureWarnings(analyses: readonly ConfigurationAnalysis[], comparisons: readonly Comparison[]): ReportWarning[] {
  const out: ReportWarning[] = []
  for (const cmp of comparisons) {
    const d = cmp.infrastructure
    if (d === undefined || d.difference === null || d.distinguishable !== true || d.difference.estimate >= 0) continue
    if (d.upper !== null && (d.upper.distinguishable !== true || d.upper.difference === null || d.upper.difference.estimate >= 0)) continue
    const b = analyses.find((a) => a.config.id === cmp.baseline)
    const c = analyses.find((a) => a.config.id === cmp.candidate)
    if (b === undefined || c === undefined) continue
    const bi = b.tally.infrastructure
    const ci = c.tally.infrastructure
    const test =
      d.test?.method === 'mcnemar_exact'
        ? `McNemar exact, two-sided p ${formatP(d.test.p_two_sided)}`
        : `${formatPp(d.difference.estimate)}, 95 % CI ${formatPp(d.difference.low!)} to ${formatPp(d.difference.high!)}`
    const upper = d.upper === null ? '' : ', also counting its failures of unknown class as ran'
    out.push(
      makeWarning(
        'infrastructure_share_lower',
        `${c.config.id}: ${countOf(ci.ran, ci.judged)} attempts to be judged ran to a verdict without a failure that is not the agent's (${breakdown(ci)}), against ${countOf(bi.ran, bi.judged)} for ${b.config.id}: lower beyond noise (${test}${upper}); its pass fraction counts those of them that have a verdict and leaves out the rest, so read it with them apart`,
        [c.config.id],
        [...sampleKeys(ci.did_not_run), ...sampleKeys(ci.unclassified)],
        { attempt_count: ci.did_not_run.distinct + ci.unclassified.distinct }
      )
    )
  }
  return out
}
