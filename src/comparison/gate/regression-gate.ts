/**
 * The pass-fraction checks of the gate, one per candidate against the
 * baseline, both one-sided tests at 2.5 % (the tails of the paired
 * difference's two-sided 95 % interval, ../figures/paired.ts):
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
 * silently on evidence that cannot show one.
 *
 * Several candidates are one family (candidates × the check), decided at
 * the one-sided level `alpha` (`--alpha-family`, default 2.5 %) on each
 * check's one-sided p (regression: of "not lower by more than the
 * tolerance"; non-inferiority: of "lower by the margin or more"):
 *
 * - `regression` fails when any candidate is lower, so its p-values are
 *   adjusted by Holm's step-down (../statistics/holm.ts): the chance that any candidate is
 *   flagged on noise alone is at most `alpha`.
 * - `non-inferiority` passes only when every candidate rules its drop out:
 *   an intersection–union test, whose chance of a wrong pass is at most
 *   `alpha` with each candidate tested at `alpha` (Berger, "Multiparameter
 *   hypothesis testing and acceptance sampling", Technometrics 24, 1982), so
 *   no adjustment, which would only cost power.
 *
 * With one candidate at the default level the decision is the interval's
 * (and the exact test's) as above, and the texts are unchanged; otherwise
 * every reason and note states its p (and the adjusted p), and with several
 * candidates a note names the family.
 */
import {
  binomialLowerTail,
  clopperPearson,
  detectableDifference,
  ONE_SIDED_LEVEL,
  POWER,
  tLowerP,
  tUpperP
} from '../statistics/exact-tests.js'
import { holm } from '../statistics/holm.js'
import { listSome } from '../input/keys.js'
import { formatLevel, formatP, formatPp, formatPpSize } from '../statistics/number-format.js'
import type { Comparison, GateFamily } from '../report/report-schema.js'

/** The pass-fraction checks' outcome: reasons to fail (empty = passed), notes on what a pass does not show, and the family. */
export interface PassFractionCheck {
  reasons: string[]
  notes: string[]
  /** The family the check's decisions were made in (absent when there is no candidate). */
  family?: GateFamily
}

type Checked = { who: string; c: Comparison; low: number; high: number; se: number }

/** Each comparison's figures when its interval exists, else null (index for index); a reason for each null. */
function checkable(comparisons: readonly Comparison[], reasons: string[], what: string): Array<Checked | null> {
  return comparisons.map((c) => {
    const who = `${c.candidate} vs ${c.baseline}`
    const d = c.paired?.difference ?? null
    if (d === null || d.low === null || d.high === null || d.standard_error === null) {
      const why = d?.reason ?? c.paired?.reason ?? 'no paired comparison'
      reasons.push(`${who}: ${what} not checked — ${why}`)
      return null
    }
    return { who, c, low: d.low, high: d.high, se: d.standard_error }
  })
}

/** A candidate's one-sided p, and whether it is the larger of the t test's and the exact test's. */
type Tested = { p: number; exact: boolean }

/**
 * The family's decisions over `tests` (index for index with `comparisons`; null: not checked) and how to state
 * each p.
 */
function decide(comparisons: readonly Comparison[], tests: ReadonlyArray<Tested | null>, alpha: number, check: GateFamily['check']) {
  const ps = tests.map((t) => t?.p ?? null)
  const adjust = check === 'regression'
  const outcome = adjust ? holm(ps, alpha) : { adjusted: ps.map((p) => p), rejected: ps.map((p) => (p === null ? null : p <= alpha)) }
  const m = ps.filter((p) => p !== null).length
  const family: GateFamily = {
    method: adjust ? 'holm' : 'intersection-union',
    check,
    alpha,
    tested: m,
    members: comparisons.map((c, i) => ({
      candidate: c.candidate,
      baseline: c.baseline,
      p: ps[i] ?? null,
      adjusted_p: outcome.adjusted[i] ?? null,
      rejected: outcome.rejected[i] ?? null
    }))
  }
  // One check at the default level reads as before; otherwise each text states its p (and the adjusted p in a family).
  const plain = m <= 1 && alpha === ONE_SIDED_LEVEL
  const pText = (i: number): string => {
    if (plain) return ''
    const which = tests[i]!.exact ? ' (the larger of the t test’s and the exact test’s)' : ''
    const adjusted = adjust && m > 1 ? `, Holm-adjusted ${formatP(outcome.adjusted[i]!)} in a family of ${m}` : ''
    return `; one-sided p ${formatP(ps[i]!)}${which}${adjusted}, level ${formatLevel(alpha)}`
  }
  // Decided differently once the family is controlled: within the level on its own, not after the adjustment.
  const onlyAlone = (i: number): boolean => adjust && m > 1 && ps[i]! <= alpha && outcome.rejected[i] === false
  return { family, rejected: outcome.rejected, pText, onlyAlone }
}

/** The note naming a family of two checks or more; none for one check. */
function familyNote(family: GateFamily): string[] {
  if (family.tested < 2) return []
  const names = `${family.tested} candidates (${listSome(family.members.filter((x) => x.p !== null).map((x) => x.candidate))})`
  const untested = family.members.length - family.tested
  const rest = untested === 0 ? '' : `; ${untested} more not checked`
  const rejected = family.members.filter((x) => x.rejected === true).length
  const level = formatLevel(family.alpha)
  if (family.check === 'regression')
    return [
      `${names} × the regression check are one family: Holm's step-down keeps the chance that any is flagged on noise alone at most ${level} (family-wise, one-sided; alpha-family); ${rejected} of ${family.tested} lower beyond noise${rest}`
    ]
  return [
    `${names} × the non-inferiority check: the gate passes only when every one rules out the drop, each at one-sided ${level} — an intersection–union test, whose chance of a wrong pass is at most ${level} without adjustment (alpha-family); ${rejected} of ${family.tested} rule it out${rest}`
  ]
}

/**
 * One-sided p against "the candidate is not lower by more than `tolerance`" (a fraction): the t test of the
 * clustered difference; with one attempt per task, the larger of it and McNemar's exact p (the gate needs both).
 * McNemar's test is of "not lower" (a drop of 0), a stricter demand than the tolerance's; the larger p stays valid.
 */
function regressionP(x: Checked, tolerance: number): Tested {
  const p = x.c.paired!
  const t = tLowerP(p.difference!.estimate, x.se, p.tasks, tolerance)
  const test = p.test ?? null
  return test !== null && test.method === 'mcnemar_exact' ? { p: Math.max(t, test.p_lower), exact: true } : { p: t, exact: false }
}

/**
 * The `regression` check at family-wise one-sided level `alpha` (default 2.5 %; Holm's step-down over the
 * candidates): reasons one per failing candidate, notes for those that passed on noise and for the family.
 */
export function regressionCheck(comparisons: readonly Comparison[], tolerancePp: number, alpha = ONE_SIDED_LEVEL): PassFractionCheck {
  if (comparisons.length === 0)
    return { reasons: ['regression not checked: no candidate configuration to compare with the baseline'], notes: [] }
  const reasons: string[] = []
  const notes: string[] = []
  const checked = checkable(comparisons, reasons, 'regression')
  const tests = checked.map((x) => (x === null ? null : regressionP(x, tolerancePp / 100)))
  const { family, rejected, pText, onlyAlone } = decide(comparisons, tests, alpha, 'regression')
  checked.forEach((x, i) => {
    if (x === null) return
    const { who, c, low, high, se } = x
    const p = c.paired!
    const d = p.difference!
    const test = p.test ?? null
    const exact = test !== null && test.method === 'mcnemar_exact'
    const ci = `95 % CI ${formatPp(low)} to ${formatPp(high)}`
    const mcnemar = exact ? `; McNemar exact one-sided p ${formatP(test.p_lower)}, ${test.broken} broken, ${test.fixed} fixed` : ''
    const figures = `difference ${formatPp(d.estimate)} (${ci}${mcnemar}${pText(i)})`
    const tol = tolerancePp > 0 ? ` by more than the tolerance of ${tolerancePp} pp` : ''
    if (rejected[i] === true) {
      reasons.push(`${who}: pass fraction lower beyond noise${tol} — ${figures}`)
    } else if (onlyAlone(i)) {
      notes.push(`${who}: pass fraction lower beyond noise${tol} on its own, not once the family is controlled — ${figures}`)
    } else {
      // Detectable at `alpha`, the family's most lenient step: a drop smaller than that goes undetected at any step.
      const detectable = alpha === ONE_SIDED_LEVEL ? p.detectable_difference : detectableDifference(se, p.tasks, alpha)
      if (detectable === null || detectable === undefined) return
      const smallest = detectable + tolerancePp / 100
      const parts = tolerancePp > 0 ? `the ${tolerancePp} pp tolerance + ${formatPpSize(detectable)} at ` : ''
      const what = smallest >= 1 ? 'even a drop of 100 pp' : `a drop smaller than ${formatPpSize(smallest)}`
      notes.push(
        `${who}: ${what} would not have been detected (${parts}${Math.round(POWER * 100)} % power, one-sided ${formatLevel(alpha)}; difference ${formatPp(d.estimate)}, ${ci}${mcnemar}${pText(i)})`
      )
    }
  })
  return { reasons, notes: [...notes, ...familyNote(family)], family }
}

/**
 * One-sided p of "the candidate is lower by the margin or more" (`margin` a fraction): the t test of the clustered
 * difference; with one attempt per task, the larger of it and the exact binomial p of "broken tasks at a rate of
 * the margin or more" (the gate needs both). Also the exact bound's text, or ''.
 */
function nonInferiorityP(x: Checked, margin: number): Tested & { bound: string } {
  const p = x.c.paired!
  const t = tUpperP(p.difference!.estimate, x.se, p.tasks, margin)
  const test = p.test ?? null
  // One attempt per task: the paired binary design of McNemar's test. The true difference is at least minus the rate
  // of broken tasks, so the exact Clopper–Pearson upper bound of that rate (one-sided 2.5 %) bounds the drop; the
  // gate never passes where the exact test of that rate would not.
  if (test === null || test.method !== 'mcnemar_exact' || test.broken === null || p.tasks === 0) return { p: t, exact: false, bound: '' }
  const exactLow = -clopperPearson(test.broken, p.tasks, 1 - 2 * ONE_SIDED_LEVEL).high
  return {
    p: Math.max(t, binomialLowerTail(test.broken, p.tasks, margin)),
    exact: true,
    bound: `; exact bound from ${test.broken} broken of ${p.tasks} tasks (Clopper–Pearson): ${formatPp(exactLow)}`
  }
}

/**
 * The `non-inferiority` check at one-sided level `alpha` (default 2.5 %), for each candidate (an intersection–union
 * test: see the module comment): passes a candidate only when a drop of more than `marginPp` is ruled out — at the
 * default level, the interval's lower bound (and, with one attempt per task, the exact Clopper–Pearson bound of
 * the broken tasks' rate) lies above −marginPp.
 */
export function nonInferiorityCheck(comparisons: readonly Comparison[], marginPp: number, alpha = ONE_SIDED_LEVEL): PassFractionCheck {
  if (comparisons.length === 0)
    return { reasons: ['non-inferiority not checked: no candidate configuration to compare with the baseline'], notes: [] }
  const reasons: string[] = []
  const notes: string[] = []
  const margin = `${marginPp} pp`
  const checked = checkable(comparisons, reasons, 'non-inferiority')
  const tests = checked.map((x) => (x === null ? null : nonInferiorityP(x, marginPp / 100)))
  // Not adjusted (intersection–union), so no candidate is decided otherwise than on its own.
  const { family, rejected, pText } = decide(comparisons, tests, alpha, 'non-inferiority')
  checked.forEach((x, i) => {
    if (x === null) return
    const { who, c, low, high } = x
    const ci = `difference ${formatPp(c.paired!.difference!.estimate)}, 95 % CI ${formatPp(low)} to ${formatPp(high)}${tests[i]!.bound}${pText(i)}`
    if (rejected[i] === true) notes.push(`${who}: a drop of more than ${margin} is ruled out (one-sided ${formatLevel(alpha)}; ${ci})`)
    else reasons.push(`${who}: a drop of more than ${margin} is not ruled out — ${ci}`)
  })
  return { reasons, notes: [...notes, ...familyNote(family)], family }
}
