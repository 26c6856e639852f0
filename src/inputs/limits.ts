/**
 * Limits of the action's numeric inputs, checked before any evidence is
 * read so that nothing the action allocates scales with an unchecked input
 * value. Every number is a safe integer (≤ 2^53 − 1, exact in JSON and in
 * JavaScript) within the bounds below; anything else is a ConfigurationError
 * (an error annotation, never an out-of-memory crash).
 */
import { ConfigurationError } from '../errors.js'
import type { TaskRef } from './tasks.js'

/**
 * Most attempts of one task per configuration: 1,000. An attempt is a whole
 * agent run; evaluations repeat a task a handful of times (Harbor's
 * `n_attempts` is usually 1–10), so 1,000 leaves room and stops a typo
 * (`99999999999999999999`) before anything is allocated.
 */
export const MAX_ATTEMPTS_PER_TASK = 1_000

/**
 * Most expected attempts in all (tasks × attempts-per-task × configurations):
 * 50,000. Each expected attempt is one placeholder, one report entry and one
 * row of the job summary; 100,000 took 45 s and 2 GiB of heap in the issue
 * that set this limit, above what a runner's Node.js comfortably holds
 * (measured at the limit: 50,000 expected attempts, none found, 8.5 s and
 * 367 MB peak resident memory for `node dist/index.js`).
 */
export const MAX_EXPECTED_ATTEMPTS = 50_000

/** Most simultaneous artifact downloads: 64 (beyond that GitHub's secondary rate limits, not the network, set the pace). */
export const MAX_DOWNLOAD_CONCURRENCY = 64

/** Largest id accepted for a workflow run or pull request: the largest safe integer (GitHub's ids are 64-bit). */
export const MAX_ID = Number.MAX_SAFE_INTEGER

/**
 * Parses `value` (already trimmed, non-empty) as a whole number in `[min, max]`.
 * Throws ConfigurationError naming the input, the value and the bounds.
 * The value is checked as text first, so a 10,000-digit number costs nothing.
 */
export function boundedInteger(name: string, value: string, min: number, max: number, why = ''): number {
  const n = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const shown = value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}… (${value.length} characters)` : JSON.stringify(value)
    throw new ConfigurationError(
      `input \`${name}\`: ${shown} is not a whole number from ${min} to ${max.toLocaleString('en-US')}${why === '' ? '' : ` (${why})`}`
    )
  }
  return n
}

/**
 * The expected inventory of `tasks` × `attemptsPerTask` for `configurations`
 * configurations, refused above {@link MAX_EXPECTED_ATTEMPTS} before it is
 * built. Throws ConfigurationError.
 */
export function expectedInventoryOf(
  tasks: TaskRef[],
  attemptsPerTask: number,
  configurations: number
): { tasks: TaskRef[]; attemptsPerTask: number } {
  const total = tasks.length * attemptsPerTask * Math.max(1, configurations)
  if (total > MAX_EXPECTED_ATTEMPTS) {
    throw new ConfigurationError(
      `the expected inventory is ${tasks.length.toLocaleString('en-US')} tasks × ${attemptsPerTask} attempts × ${configurations} configurations = ${total.toLocaleString('en-US')} attempts, above the limit of ${MAX_EXPECTED_ATTEMPTS.toLocaleString('en-US')}`
    )
  }
  return { tasks, attemptsPerTask }
}
