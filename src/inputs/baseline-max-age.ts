/**
 * How old a default-branch baseline may be (action input `baseline-max-age`):
 * a `run=default-branch` configuration whose run's commit is older than
 * this before the pull request's base commit gets a `baseline_stale`
 * warning (src/action/default-branch-baseline.ts). Days (`7`, `7d`, `1.5d`)
 * or hours (`36h`); default 7 days.
 */
import { ConfigurationError } from '../errors.js'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The age used when none is given: 7 days, in ms. */
export const DEFAULT_BASELINE_MAX_AGE_MS = 7 * DAY_MS

/**
 * Parses an age in days (`7`, `7d`, `1.5d`) or hours (`36h`), above 0, to
 * milliseconds. `what` names the input in the error. Throws
 * ConfigurationError naming the value and what is valid.
 */
export function parseBaselineMaxAge(text: string, what: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([dh]?)\s*$/i.exec(text)
  const value = m === null ? Number.NaN : Number(m[1]) * (m[2]!.toLowerCase() === 'h' ? HOUR_MS : DAY_MS)
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new ConfigurationError(
      `${what}: ${JSON.stringify(text)} is not an age; give days (7, 7d, 1.5d) or hours (36h), above 0 — how long before the pull request's base commit the default branch's baseline may be`
    )
  }
  return value
}
