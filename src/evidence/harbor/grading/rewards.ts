/**
 * Warnings about the scale of a configuration's Harbor rewards, where the
 * pass rule (`reward ≥ pass threshold`, `verdict.ts`) may misread them:
 *
 * - `harbor_reward_out_of_range`: a primary reward outside [0, 1] while the
 *   threshold is the default 1 (a 0–100 scale would pass every reward ≥ 1):
 *   the scale is not the threshold's, so none of that configuration's
 *   rewards is read as a pass or a fail (`passed` and `score` null, the
 *   rewards kept in `scores`)
 *   until `--pass-threshold` names the scale;
 * - `harbor_reward_fractional`: rewards that are not all 0 or 1 (partial
 *   credit, or a multi-step mean), so the pass fraction depends on the
 *   threshold. Not raised for a configuration already warned out of range.
 *
 * Each names the configuration, how many of its scored attempts are
 * affected, the observed range and the threshold.
 */
import type { AttemptInput } from '../../attempt-input.js'
import type { Diagnostic } from '../../types.js'
import { DEFAULT_PASS_THRESHOLD, reachesThreshold } from './verdict.js'

/**
 * Six significant digits, unless that rounds to an integer the value is not (`0.9999999999999999` stays itself: it
 * shows why a threshold decided).
 */
const fmt = (v: number): string => {
  const short = Number(v.toPrecision(6))
  return short !== v && Number.isInteger(short) ? String(v) : String(short)
}

/**
 * The reward warnings (module comment) of `attempts` (configuration
 * resolved), by configuration in first-seen order; the verdicts of a
 * configuration warned out of range are withdrawn in place (`passed` null,
 * `note` saying why).
 */
export function rewardScaleWarnings(attempts: readonly AttemptInput[], passThreshold: number | undefined): Diagnostic[] {
  const threshold = passThreshold ?? DEFAULT_PASS_THRESHOLD
  const byConfiguration = new Map<string, number[]>()
  for (const a of attempts) {
    const score = a.evaluation?.score
    if (score === null || score === undefined) continue
    const list = byConfiguration.get(a.configuration) ?? []
    list.push(score)
    byConfiguration.set(a.configuration, list)
  }
  const out: Diagnostic[] = []
  for (const [id, scores] of byConfiguration) {
    // Loops, not Math.min(...scores): spreading more than about 150,000 arguments overflows the stack.
    const low = scores.reduce((m, x) => Math.min(m, x))
    const high = scores.reduce((m, x) => Math.max(m, x))
    const range = `observed range ${fmt(low)} to ${fmt(high)} over ${scores.length} scored attempt(s)`
    // The [0, 1] bounds with the threshold's own floating-point tolerance: 1.0000000000000002 is a rounding of 1, not another scale.
    const outside = scores.filter((s) => !reachesThreshold(s, 0) || !reachesThreshold(1, s)).length
    if (outside > 0 && passThreshold === undefined) {
      out.push({
        code: 'harbor_reward_out_of_range',
        message: `${id}: ${outside} of ${scores.length} rewards lie outside [0, 1] (${range}) while the pass threshold is the default ${fmt(threshold)}: the rewards are on another scale, so none of the ${scores.length} is read as a pass or a fail (scores kept); set --pass-threshold (the action's pass-threshold) to the reward's own scale`
      })
      for (const a of attempts) {
        const e = a.evaluation
        if (a.configuration !== id || e === null || e.score === null || e.score === undefined) continue
        // No verdict at all: a score alone would count as one (src/comparison/figures/evaluation.ts); the reward stays in `scores`.
        e.passed = null
        e.score = null
        e.note = [e.note, `no verdict: rewards on another scale than the default pass threshold ${fmt(threshold)}`]
          .filter((n) => n !== null && n !== undefined)
          .join('; ')
      }
      continue
    }
    const fractional = scores.filter((s) => s !== 0 && s !== 1).length
    if (fractional > 0)
      out.push({
        code: 'harbor_reward_fractional',
        message: `${id}: ${fractional} of ${scores.length} rewards are neither 0 nor 1 (${range}); a pass is a reward ≥ ${fmt(threshold)} (pass threshold), so the pass fraction depends on it`
      })
  }
  return out
}
