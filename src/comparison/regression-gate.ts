/**
 * The `regression` gate check: a candidate whose pass fraction is lower
 * than the baseline's beyond noise fails the gate. Beyond noise = the upper
 * bound of the 95 % interval of the paired difference candidate − baseline
 * (paired.ts) lies below −tolerance (percentage points; 0 = below 0).
 * Where the interval cannot be computed (difference not allowed, fewer
 * than 5 tasks, no comparison at all) the check cannot be made, and that
 * fails too: a gate asked to guard against regressions does not pass
 * silently on evidence that cannot show one.
 */
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

/** Reasons the `regression` check fails, one per candidate; empty when every candidate passes it. */
export function regressionReasons(comparisons: readonly Comparison[], tolerancePp: number): string[] {
  if (comparisons.length === 0) return ['regression not checked: no candidate configuration to compare with the baseline']
  const out: string[] = []
  for (const c of comparisons) {
    const who = `${c.candidate} vs ${c.baseline}`
    const d = c.paired?.difference ?? null
    if (d === null || d.low === null || d.high === null) {
      const why = d?.reason ?? c.paired?.reason ?? 'no paired comparison'
      out.push(`${who}: regression not checked — ${why}`)
      continue
    }
    if (d.high < -tolerancePp / 100) {
      const tol = tolerancePp > 0 ? ` by more than the tolerance of ${tolerancePp} pp` : ''
      out.push(`${who}: pass fraction lower beyond noise${tol} — difference ${formatPp(d.estimate)} (95 % CI ${formatPp(d.low)} to ${formatPp(d.high)})`)
    }
  }
  return out
}
