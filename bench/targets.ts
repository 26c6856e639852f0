/**
 * The single-run targets of issue 14, with issue 21's `--json` memory limit (300 MB), checked on one benchmark run: ours/floor and
 * peak RSS at the largest size, peak RSS of `--json` to a file, and time
 * growth per doubling of the input in each round, computed from that round's
 * own runs (round r of size k against round r of size k+1), not only from
 * medians. Times in milliseconds, memory in bytes; 1 MB = 2^20 bytes.
 */
import { mb, type RoundGrowth, type SizeFigures, type SizeRuns, type TargetCheck } from './report.js'

/** Highest ours/floor wall-time ratio at the largest size. */
export const MAX_RATIO = 1.3
/** Highest peak RSS at the largest size, text output, bytes (250 MB). */
export const MAX_TEXT_RSS_BYTES = 250 * 1_048_576
/** Highest peak RSS at the largest size, `--json` to a file, bytes (300 MB: issue 21; issue 14 allowed 400 MB). */
export const MAX_JSON_RSS_BYTES = 300 * 1_048_576
/** Highest time factor per input factor: 2× input → ≤ 2.1× time. */
export const MAX_GROWTH_PER_INPUT = 1.05
/** Rounds in which the growth target must hold. */
export const GROWTH_ROUNDS = 3

/**
 * Time growth between consecutive sizes (ascending) in each round. A round
 * counts only where every size has it (the fewest runs of any size).
 */
export function growthPerRound(sizes: SizeRuns[]): RoundGrowth[] {
  if (sizes.length < 2) return []
  const rounds = Math.min(...sizes.map((s) => s.ours.length))
  const out: RoundGrowth[] = []
  for (let r = 0; r < rounds; r++) {
    for (let k = 1; k < sizes.length; k++) {
      const from = sizes[k - 1]
      const to = sizes[k]
      const inputFactor = to.attempts / from.attempts
      const oursTimeFactor = to.ours[r].wallMs / from.ours[r].wallMs
      const limit = MAX_GROWTH_PER_INPUT * inputFactor
      const json = from.json[r] !== undefined && to.json[r] !== undefined ? to.json[r].wallMs / from.json[r].wallMs : null
      out.push({
        round: r + 1,
        from: from.attempts,
        to: to.attempts,
        inputFactor,
        oursTimeFactor,
        floorTimeFactor: to.floor[r].wallMs / from.floor[r].wallMs,
        jsonTimeFactor: json,
        limit,
        met: oursTimeFactor <= limit
      })
    }
  }
  return out
}

/**
 * Checks the targets on the figures (ascending sizes) and the per-round
 * growth: ours/floor ≤ 1.3 and peak RSS ≤ 250 MB at the largest size; peak
 * RSS of `--json` ≤ 400 MB there (only when measured); each round's growth
 * ≤ 1.05 × the input factor; and that growth in all of at least 3 rounds.
 */
export function checkTargets(figures: SizeFigures[], rounds: RoundGrowth[]): TargetCheck[] {
  const largest = figures[figures.length - 1]
  const at = `at ${largest.attempts.toLocaleString('en-US')} attempts`
  const checks: TargetCheck[] = [
    { name: `ours/floor ≤ ${MAX_RATIO} ${at}, text output`, value: largest.ratio.toFixed(2), met: largest.ratio <= MAX_RATIO },
    {
      name: `peak RSS ≤ 250 MB ${at}, text output`,
      value: mb(largest.oursPeakRssBytes),
      met: largest.oursPeakRssBytes <= MAX_TEXT_RSS_BYTES
    }
  ]
  if (largest.oursJsonPeakRssBytes !== null) {
    checks.push({
      name: `peak RSS ≤ 300 MB ${at}, --json to a file`,
      value: mb(largest.oursJsonPeakRssBytes),
      met: largest.oursJsonPeakRssBytes <= MAX_JSON_RSS_BYTES
    })
  }
  for (const g of rounds) {
    checks.push({
      name: `round ${g.round}: time growth ${g.from}→${g.to} ≤ ${g.limit.toFixed(2)}× (input ×${g.inputFactor.toFixed(2)})`,
      value: `${g.oursTimeFactor.toFixed(2)}×`,
      met: g.met
    })
  }
  if (rounds.length > 0) {
    const count = new Set(rounds.map((g) => g.round)).size
    const missed = rounds.filter((g) => !g.met).length
    checks.push({
      name: `time growth within its limit in each of ≥ ${GROWTH_ROUNDS} rounds`,
      value: `${count} round${count === 1 ? '' : 's'}, ${missed} step${missed === 1 ? '' : 's'} over the limit`,
      met: count >= GROWTH_ROUNDS && missed === 0
    })
  }
  return checks
}
