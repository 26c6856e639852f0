/**
 * Exact small-sample answers for pass/fail verdicts: the binomial tail of
 * McNemar's test on discordant tasks, Fisher's exact test on one task's
 * 2×2 table, the Clopper–Pearson interval, the smallest difference a
 * paired comparison could detect, and the exact sign-flip test of per-task
 * differences (for usage differences every task shows alike). Pure functions; probabilities in
 * [0, 1], differences as fractions (0.27 = 27 pp).
 *
 * Sources: McNemar, "Note on the sampling error of the difference between
 * correlated proportions" (Psychometrika 12, 1947), exact form as the
 * binomial test of the discordant pairs (Agresti, "Categorical Data
 * Analysis", 3rd ed. 2013, §11.1); mid-p: Lancaster (1961), Agresti §1.4.5;
 * Fisher's exact test, two-sided by summing the tables no more likely than
 * the observed one (Agresti §3.5; the rule of `scipy.stats.fisher_exact`);
 * Clopper & Pearson, Biometrika 26 (1934), as beta quantiles, which also
 * accept a non-integer (design-effect-adjusted) sample size (Korn &
 * Graubard, "Confidence intervals for proportions with small expected
 * number of positive counts estimated from survey data", Survey
 * Methodology 24, 1998). The detectable difference is the normal-theory
 * power formula with t quantiles (Cohen, "Statistical Power Analysis",
 * 1988, §2). Reference values: scripts/reference/exact_tests.py.
 */
import jStat from 'jstat'
import { tQuantile } from './intervals.js'

/** One-sided level of the gate's tests: the upper (or lower) tail of a two-sided 95 % interval. */
export const ONE_SIDED_LEVEL = 0.025

/** Power the detectable difference is stated at. */
export const POWER = 0.8

/** ln C(n, k). */
function lnChoose(n: number, k: number): number {
  return jStat.gammaln(n + 1) - jStat.gammaln(k + 1) - jStat.gammaln(n - k + 1)
}

/** P(X = k) for X ~ Binomial(n, 1/2). */
function halfBinomial(k: number, n: number): number {
  return Math.exp(lnChoose(n, k) - n * Math.LN2)
}

/** P(X ≥ k) for X ~ Binomial(n, 1/2); 1 for k ≤ 0. */
function upperTail(k: number, n: number): number {
  let s = 0
  for (let i = Math.max(0, k); i <= n; i++) s += halfBinomial(i, n)
  return Math.min(1, s)
}

/** McNemar's exact test of a paired pass/fail comparison with one attempt per task and side. */
export interface McNemarResult {
  /** Tasks that passed on the baseline and failed on the candidate. */
  broken: number
  /** Tasks that failed on the baseline and passed on the candidate. */
  fixed: number
  /** Exact one-sided p of "the candidate is lower": P(X ≥ broken), X ~ Binomial(broken + fixed, 1/2); 1 with no discordant task. */
  p_lower: number
  /** Mid-p of the same: P(X > broken) + P(X = broken)/2 (less conservative; reported, never decides). */
  mid_p_lower: number
  /** Exact two-sided p: min(1, 2 · the smaller tail). */
  p_two_sided: number
}

/** McNemar's exact test from the discordant counts (non-negative integers). */
export function mcnemarExact(broken: number, fixed: number): McNemarResult {
  const n = broken + fixed
  if (n === 0) return { broken, fixed, p_lower: 1, mid_p_lower: 1, p_two_sided: 1 }
  const pLower = upperTail(broken, n)
  const pUpper = upperTail(fixed, n)
  return {
    broken,
    fixed,
    p_lower: pLower,
    mid_p_lower: pLower - halfBinomial(broken, n) / 2,
    p_two_sided: Math.min(1, 2 * Math.min(pLower, pUpper))
  }
}

/**
 * Fisher's exact two-sided p of one task's verdicts: baseline `bp` passed
 * of `bn` evaluated, candidate `cp` of `cn`. Sums the hypergeometric
 * probabilities of every table with the same margins that is no more
 * likely than the observed one (relative tolerance 1e-7, as scipy).
 */
export function fisherExact(bp: number, bn: number, cp: number, cn: number): number {
  const passes = bp + cp
  const total = bn + cn
  const lnAll = lnChoose(total, passes)
  const prob = (x: number): number => Math.exp(lnChoose(bn, x) + lnChoose(cn, passes - x) - lnAll)
  const observed = prob(bp)
  let p = 0
  for (let x = Math.max(0, passes - cn); x <= Math.min(bn, passes); x++) {
    const q = prob(x)
    if (q <= observed * (1 + 1e-7)) p += q
  }
  return Math.min(1, p)
}

/**
 * Clopper–Pearson interval at `confidence` for `x` successes of `n`
 * (both may be non-integer, 0 ≤ x ≤ n, n > 0): [B(α/2; x, n−x+1),
 * B(1−α/2; x+1, n−x)], 0 at x = 0 and 1 at x = n.
 */
export function clopperPearson(x: number, n: number, confidence: number): { low: number; high: number } {
  const a = (1 - confidence) / 2
  const low = x <= 0 ? 0 : jStat.beta.inv(a, x, n - x + 1)
  const high = x >= n ? 1 : jStat.beta.inv(1 - a, x + 1, n - x)
  return { low, high }
}

/**
 * Smallest true difference a paired comparison with standard error `se`
 * over `tasks` tasks detects with 80 % power by a one-sided test at `level`
 * (default 2.5 %): (t(1 − level, tasks−1) + t(0.80, tasks−1)) · se (a fraction).
 */
export function detectableDifference(se: number, tasks: number, level = ONE_SIDED_LEVEL): number {
  return (tQuantile(1 - level, tasks - 1) + tQuantile(POWER, tasks - 1)) * se
}

/**
 * One-sided p of "the candidate is lower by more than `margin`" from a t
 * statistic: P(T ≤ (estimate + margin)/se), T ~ t(tasks − 1). Below 0.025
 * exactly when the interval's upper bound is below −margin.
 */
export function tLowerP(estimate: number, se: number, tasks: number, margin: number): number {
  return jStat.studentt.cdf((estimate + margin) / se, tasks - 1)
}

/**
 * One-sided p of "the candidate is not lower by `margin` or more" (the
 * alternative of non-inferiority; its null: lower by the margin or more):
 * P(T ≥ (estimate + margin)/se),
 * T ~ t(tasks − 1), taken from the lower tail by symmetry so that a small p
 * keeps its digits. Below 0.025 exactly when the interval's lower bound is
 * above −margin.
 */
export function tUpperP(estimate: number, se: number, tasks: number, margin: number): number {
  return jStat.studentt.cdf(-(estimate + margin) / se, tasks - 1)
}

/**
 * P(X ≤ k) for X ~ Binomial(n, p) (integers 0 ≤ k ≤ n, 0 ≤ p ≤ 1), from
 * the regularised incomplete beta function I₁₋ₚ(n − k, k + 1) (Abramowitz
 * & Stegun 26.5.24), so that a small tail keeps its digits. It is the
 * exact p of "the rate is p or more" after k events in n trials: below
 * 0.025 exactly when the one-sided 97.5 % Clopper–Pearson upper bound of
 * k/n is below p.
 */
export function binomialLowerTail(k: number, n: number, p: number): number {
  if (k >= n || p <= 0) return 1
  if (p >= 1) return 0
  return Math.min(1, Math.max(0, jStat.ibeta(1 - p, n - k, k + 1)))
}

/** Most tasks with a non-zero difference whose 2^n sign assignments {@link signFlipExact} enumerates (2^20 ≈ 10⁶). */
export const SIGN_FLIP_MAX_TASKS = 20

/** The exact sign-flip (randomization) test of per-task differences, two-sided. */
export interface SignFlipResult {
  /** Tasks with a non-zero difference: the ones whose sign is flipped (tasks at 0 change no assignment's sum). */
  tasks: number
  /**
   * Exact two-sided p: the share of the 2^tasks sign assignments whose |Σ ±dᵢ| is at least the observed |Σ dᵢ|
   * (a multiple of 1/2^tasks); 1 with no non-zero difference.
   */
  p_two_sided: number
  /** Smallest p these tasks can give, every difference on one side: 2/2^tasks (1 with none). */
  smallest_p: number
}

/**
 * The exact two-sided sign-flip test of "the per-task differences are symmetric about 0" (Fisher's randomization
 * test for paired data: Fisher, "The Design of Experiments", 1935, §21; Good, "Permutation, Parametric, and
 * Bootstrap Tests of Hypotheses", 3rd ed. 2005, §3.6.2; scipy's `permutation_test` with one sample and
 * `permutation_type='samples'`). Statistic |Σ dᵢ|; every assignment of signs to the differences is enumerated.
 * Differences within 1e-12 of the largest |dᵢ| of 0 count as 0 and are dropped: flipping a 0 gives the same sum, so
 * keeping them would double every count and leave p unchanged. When every non-zero difference has the same sign the
 * observed sum is the largest there is and p = 2/2^n in closed form, for any n; otherwise the enumeration needs
 * n ≤ {@link SIGN_FLIP_MAX_TASKS} and null is returned above it. Finite inputs; never throws.
 */
export function signFlipExact(differences: readonly number[]): SignFlipResult | null {
  const largest = differences.reduce((m, d) => Math.max(m, Math.abs(d)), 0)
  const d = differences.filter((x) => Math.abs(x) > 1e-12 * largest)
  const n = d.length
  if (n === 0) return { tasks: 0, p_two_sided: 1, smallest_p: 1 }
  const smallest = Math.min(1, 2 / 2 ** n)
  if (d.every((x) => x > 0) || d.every((x) => x < 0)) return { tasks: n, p_two_sided: smallest, smallest_p: smallest }
  if (n > SIGN_FLIP_MAX_TASKS) return null
  const observed = Math.abs(d.reduce((s, x) => s + x, 0))
  // Sums equal up to rounding count as at least as extreme.
  const tolerance = 1e-9 * d.reduce((s, x) => s + Math.abs(x), 0)
  let extreme = 0
  const all = 2 ** n
  for (let mask = 0; mask < all; mask++) {
    let s = 0
    for (let i = 0; i < n; i++) s += mask & (1 << i) ? -d[i]! : d[i]!
    if (Math.abs(s) >= observed - tolerance) extreme++
  }
  return { tasks: n, p_two_sided: Math.min(1, extreme / all), smallest_p: smallest }
}

/** A sign-flip p as the exact fraction it is, reduced: `1/32`; `1` for 1. */
export function signFlipFraction(r: SignFlipResult): string {
  if (r.p_two_sided >= 1) return '1'
  let num = Math.round(r.p_two_sided * 2 ** r.tasks)
  let den = 2 ** r.tasks
  while (num % 2 === 0 && den > 1) {
    num /= 2
    den /= 2
  }
  return `${num}/${den}`
}
