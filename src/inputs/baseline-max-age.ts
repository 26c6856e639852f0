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

/** The largest age accepted, in days. */
export const MAX_DAYS = 365

/** The age used when none is given: 7 days, in ms. */
export const DEFAULT_BASELINE_MAX_AGE_MS = 7 * DAY_MS

/**
 * Parses an age in days (`7`, `7d`, `1.5d`) or hours (`36h`), a whole number
 * of hours from 1 hour to 365 days, to milliseconds. `what` names the input in the error. Throws
 * ConfigurationError naming the value and what is valid.
 */
export function parseBaselineMaxAge(text: string, what: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([dh]?)\s*$/i.exec(text)
  const hours = m === null ? Number.NaN : Number(m[1]) * (m[2]!.toLowerCase() === 'h' ? 1 : 24)
  // Whole hours only, so that every message states the limit exactly (1.5d is 36 hours; 0.1d, 2.4 hours, is refused).
  const whole = Math.round(hours)
  if (!(Math.abs(hours - whole) < 1e-9 && whole >= 1 && whole <= MAX_DAYS * 24)) {
    throw new ConfigurationError(
      `${what}: ${JSON.stringify(text)} is not an age; give whole hours from 1 hour to ${MAX_DAYS} days, as days (7, 7d, 1.5d) or hours (36h) — how long before the pull request's base commit the default branch's baseline may be`
    )
  }
  return whole * HOUR_MS
}
