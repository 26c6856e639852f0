/**
 * Warnings about the scale of a configuration's Harbor rewards, where the
 * pass rule (`reward ≥ pass threshold`, `verdict.ts`) may misread them:
 *
 * - `harbor_reward_out_of_range`: a primary reward outside [0, 1] while the
 *   threshold is the default 1 (a 0–100 scale would pass every reward ≥ 1);
 * - `harbor_reward_fractional`: rewards that are not all 0 or 1 (partial
 *   credit, or a multi-step mean), so the pass fraction depends on the
 *   threshold. Not raised for a configuration already warned out of range.
 *
 * Each names the configuration, how many of its scored attempts are
 * affected, the observed range and the threshold.
 */
import type { AttemptInput } from '../attempt-input.js'
import type { Diagnostic } from '../types.js'
import { DEFAULT_PASS_THRESHOLD } from './verdict.js'

const fmt = (v: number): string => String(Number(v.toPrecision(6)))

/** The reward warnings (module comment) of `attempts` (configuration resolved), by configuration in first-seen order. */
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
    const low = Math.min(...scores)
    const high = Math.max(...scores)
    const range = `observed range ${fmt(low)} to ${fmt(high)} over ${scores.length} scored attempt(s)`
    const outside = scores.filter((s) => s < 0 || s > 1).length
    if (outside > 0 && passThreshold === undefined) {
      out.push({
        code: 'harbor_reward_out_of_range',
        message: `${id}: ${outside} of ${scores.length} rewards lie outside [0, 1] (${range}) while the pass threshold is the default ${fmt(threshold)}: every reward ≥ ${fmt(threshold)} counts as a pass; set --pass-threshold to the reward's own scale`
      })
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
