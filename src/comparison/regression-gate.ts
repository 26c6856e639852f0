/**
 * The pass-fraction checks of the gate, one per candidate against the
 * baseline, both one-sided tests at 2.5 % (the tails of the paired
 * difference's two-sided 95 % interval, paired.ts):
 *
 * - `regression` fails a candidate whose pass fraction is lower beyond
 *   noise: the interval's upper bound lies below −tolerance (percentage
 *   points; 0 = below 0). When every paired task has one evaluated attempt
 *   per side, McNemar's exact one-sided p must also be at most 0.025 (the
 *   gate agrees with the exact test). Passing says only that no drop was
 *   shown: the notes state the smallest drop the sample could have shown.
 * - `non-inferiority` passes a candidate only when a drop beyond the
 *   margin is ruled out: the interval's lower bound lies above −margin.
 *
 * Where the interval cannot be computed (difference not allowed, fewer
 * than 5 tasks, no comparison at all) the check cannot be made, and that
 * fails too: a gate asked to guard against regressions does not pass
 * silently on evidence that cannot show one. Several candidates are each
 * tested at 2.5 % with no adjustment for multiple comparisons; a note
 * says so.
 */
import { clopperPearson, ONE_SIDED_LEVEL, POWER } from './exact-tests.js'
import type { Comparison } from './report-schema.js'

/**
 * A fraction as signed percentage points with one decimal, signed as the
 * report's deltas are (`-16.7 pp`, `+4.0 pp`, `±0.0 pp` when it rounds to 0).
 */
export function formatPp(fraction: number): string {
  const pp = Math.round(fraction * 1000) / 10
  const text = Math.abs(pp).toFixed(1)
  return pp < 0 ? `-${text} pp` : pp > 0 ? `+${text} pp` : `±${text} pp`
}

/** A fraction as unsigned percentage points with one decimal (`27.0 pp`). */
export function formatPpSize(fraction: number): string {
  return `${(Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1)} pp`
}

/** A p-value with three significant digits (`0.0625`, `0.000123`, `1`). */
export function formatP(p: number): string {
  return p >= 0.9995 ? '1' : Number(p.toPrecision(3)).toString()
}

/** The pass-fraction checks' outcome: reasons to fail (empty = passed) and notes on what a pass does not show. */
export interface PassFractionCheck {
  reasons: string[]
  notes: string[]
}

type Checked = { who: string; c: Comparison; low: number; high: number }

function checkable(comparisons: readonly Comparison[], reasons: string[], what: string): Checked[] {
  const out: Checked[] = []
  for (const c of comparisons) {
    const who = `${c.candidate} vs ${c.baseline}`
    const d = c.paired?.difference ?? null
    if (d === null || d.low === null || d.high === null) {
      const why = d?.reason ?? c.paired?.reason ?? 'no paired comparison'
      reasons.push(`${who}: ${what} not checked — ${why}`)
      continue
    }
    out.push({ who, c, low: d.low, high: d.high })
  }
  return out
}

function severalNote(n: number): string[] {
  if (n < 2) return []
  const bound = Math.round(n * ONE_SIDED_LEVEL * 1000) / 10
  return [
    `${n} candidates, each tested at one-sided 2.5 % with no adjustment for multiple comparisons: the chance that at least one is flagged on noise alone is up to ${bound} %`
  ]
}

/** The `regression` check: reasons one per failing candidate, notes for those that passed on noise. */
export function regressionCheck(comparisons: readonly Comparison[], tolerancePp: number): PassFractionCheck {
  if (comparisons.length === 0)
    return { reasons: ['regression not checked: no candidate configuration to compare with the baseline'], notes: [] }
  const reasons: string[] = []
  const notes: string[] = []
  for (const { who, c, low, high } of checkable(comparisons, reasons, 'regression')) {
    const p = c.paired!
    const d = p.difference!
    const test = p.test ?? null
    const exact = test !== null && test.method === 'mcnemar_exact'
    const beyond = high < -tolerancePp / 100 && (!exact || test.p_lower <= ONE_SIDED_LEVEL)
    const ci = `95 % CI ${formatPp(low)} to ${formatPp(high)}`
    const mcnemar = exact ? `; McNemar exact one-sided p ${formatP(test.p_lower)}, ${test.broken} broken, ${test.fixed} fixed` : ''
    if (beyond) {
      const tol = tolerancePp > 0 ? ` by more than the tolerance of ${tolerancePp} pp` : ''
      reasons.push(`${who}: pass fraction lower beyond noise${tol} — difference ${formatPp(d.estimate)} (${ci}${mcnemar})`)
    } else if (p.detectable_difference !== null && p.detectable_difference !== undefined) {
      const smallest = p.detectable_difference + tolerancePp / 100
      const parts = tolerancePp > 0 ? `the ${tolerancePp} pp tolerance + ${formatPpSize(p.detectable_difference)} at ` : ''
      const what = smallest >= 1 ? 'even a drop of 100 pp' : `a drop smaller than ${formatPpSize(smallest)}`
      notes.push(
        `${who}: ${what} would not have been detected (${parts}${Math.round(POWER * 100)} % power, one-sided 2.5 %; difference ${formatPp(d.estimate)}, ${ci}${mcnemar})`
      )
    }
  }
  return { reasons, notes: [...notes, ...severalNote(comparisons.length)] }
}

/**
 * The `non-inferiority` check: passes a candidate only when the interval's lower bound is above −marginPp — with one
 * attempt per task, also the exact bound −(Clopper–Pearson upper bound of the broken tasks' rate).
 */
export function nonInferiorityCheck(comparisons: readonly Comparison[], marginPp: number): PassFractionCheck {
  if (comparisons.length === 0)
    return { reasons: ['non-inferiority not checked: no candidate configuration to compare with the baseline'], notes: [] }
  const reasons: string[] = []
  const notes: string[] = []
  const margin = `${marginPp} pp`
  for (const { who, c, low, high } of checkable(comparisons, reasons, 'non-inferiority')) {
    const p = c.paired!
    const test = p.test ?? null
    // One attempt per task: the paired binary design of McNemar's test. The true difference is at least minus the rate
    // of broken tasks, so the exact Clopper–Pearson upper bound of that rate (one-sided 2.5 %) bounds the drop; the
    // lower of this bound and the interval's decides, so the gate never passes where an exact bound would not.
    const exactLow =
      test !== null && test.method === 'mcnemar_exact' && test.broken !== null && p.tasks > 0
        ? -clopperPearson(test.broken, p.tasks, 1 - 2 * ONE_SIDED_LEVEL).high
        : null
    const used = exactLow === null ? low : Math.min(low, exactLow)
    const exact =
      exactLow === null ? '' : `; exact bound from ${test!.broken} broken of ${p.tasks} tasks (Clopper–Pearson): ${formatPp(exactLow)}`
    const ci = `difference ${formatPp(p.difference!.estimate)}, 95 % CI ${formatPp(low)} to ${formatPp(high)}${exact}`
    if (used > -marginPp / 100) notes.push(`${who}: a drop of more than ${margin} is ruled out (one-sided 2.5 %; ${ci})`)
    else reasons.push(`${who}: a drop of more than ${margin} is not ruled out — ${ci}`)
  }
  return { reasons, notes: [...notes, ...severalNote(comparisons.length)] }
}
