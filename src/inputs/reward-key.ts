/**
 * The Harbor reward key that decides a trial's verdict (CLI `--reward-key`,
 * action input `reward-key`): RewardKit verifiers write several named
 * rewards in `reward.json` (e.g. `reward` and `reward_strict`, per-test
 * components); the key named here is the one compared against the pass
 * threshold, and no other is read in its place
 * (src/evidence/harbor/verdict.ts).
 */
import { ConfigurationError } from '../errors.js'

/** Longest key accepted, in characters. */
export const MAX_REWARD_KEY_LENGTH = 64

/**
 * Checks a reward key as given (already trimmed by the reader): 1 to 64
 * characters (the evaluator's name carries it whole), no control characters. `what` names the option or input.
 * Throws ConfigurationError naming the value and what is valid.
 */
export function checkRewardKey(key: string, what: string): void {
  if (key.length === 0 || key.length > MAX_REWARD_KEY_LENGTH || /[\u0000-\u001f\u007f]/.test(key)) {
    throw new ConfigurationError(
      `${what}: ${JSON.stringify(key.slice(0, 80))} is not a reward key; give the key of reward.json that decides (e.g. reward_strict), 1 to ${MAX_REWARD_KEY_LENGTH} characters without control characters`
    )
  }
}
