/**
 * The family-wise level of the gate's pass-fraction checks (CLI
 * `--alpha-family`, action input `alpha-family`): over every candidate,
 * Holm's step-down keeps the chance that any `regression` or
 * `non-inferiority` decision is made on noise alone at most this level
 * (src/comparison/gate/regression-gate.ts). One-sided; default 0.025, the tail
 * of the 95 % interval.
 */
import { ConfigurationError } from '../errors.js'

/** The level used when none is given: one-sided 2.5 %. */
export const DEFAULT_ALPHA_FAMILY = 0.025

/**
 * Parses a level given as a fraction (`0.025`) or a percentage (`2.5%`),
 * above 0 and below 0.5. `what` names the flag or input in the error.
 * Throws ConfigurationError naming the value and what is valid.
 */
export function parseAlphaFamily(text: string, what: string): number {
  const trimmed = text.trim()
  const percent = trimmed.endsWith('%')
  const number = percent ? trimmed.slice(0, -1).trim() : trimmed
  // A percentage is divided and rounded back to its digits: `1.1%` is 0.011, not 0.011000000000000001.
  const value = /^(\d+(\.\d*)?|\.\d+)$/.test(number) ? Number((Number(number) / (percent ? 100 : 1)).toPrecision(12)) : Number.NaN
  if (!(value > 0 && value < 0.5)) {
    throw new ConfigurationError(
      `${what}: ${JSON.stringify(text)} is not a family-wise level; give the one-sided level for all candidates together as a fraction above 0 and below 0.5 (e.g. 0.025, the default) or a percentage (e.g. 2.5%)`
    )
  }
  return value
}
