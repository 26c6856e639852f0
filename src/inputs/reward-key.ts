/**
 * The Harbor reward key that decides a trial's verdict (CLI `--reward-key`,
 * action input `reward-key`): RewardKit verifiers write several named
 * rewards in `reward.json` (e.g. `reward` and `reward_strict`, per-test
 * components); the key named here is the one compared against the pass
 * threshold, and no other is read in its place
 * (src/evidence/harbor/grading/verdict.ts).
 */
import { ConfigurationError } from '../errors.js'

/** The reward files a user can name as deciding (src/evidence/harbor/grading/reward-files.ts). */
export const REWARD_FILES = ['reward.json', 'reward.txt'] as const

/** A reward file a user names: `reward.json` or `reward.txt`. */
export type RewardFile = (typeof REWARD_FILES)[number]

/**
 * The reward file that decides when a trial's `reward.txt` and `reward.json` disagree (CLI `--reward-file`, action
 * input `reward-file`), as given (already trimmed). `what` names the option or input. Throws ConfigurationError naming
 * the value and the two accepted.
 */
export function parseRewardFile(value: string, what: string): RewardFile {
  const found = REWARD_FILES.find((f) => f === value)
  if (found === undefined)
    throw new ConfigurationError(
      `${what}: ${JSON.stringify(value.slice(0, 80))} is not a reward file; give reward.json or reward.txt (the file your verifier's tests write)`
    )
  return found
}

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
