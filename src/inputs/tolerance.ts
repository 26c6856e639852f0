/**
 * The regression tolerance (CLI `--regression-tolerance-pp`, action input
 * `regression-tolerance-pp`): how many percentage points the upper bound
 * of the paired difference's 95 % interval may lie below 0 before the
 * `regression` gate fails; under `non-inferiority`, the margin N (the gate
 * passes only when the lower bound is above −N). A finite number from 0 to 100.
 */
import { ConfigurationError } from '../errors.js'

/**
 * Parses a tolerance in percentage points. `what` names the flag or input
 * in the error (e.g. ``input `regression-tolerance-pp` ``). Throws
 * ConfigurationError naming the value and what is valid.
 */
export function parseTolerancePp(text: string, what: string): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new ConfigurationError(`${what}: ${JSON.stringify(text)} is not a tolerance; give percentage points from 0 to 100 (e.g. 5)`)
  }
  return value
}
