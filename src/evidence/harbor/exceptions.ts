/**
 * Classes of the exceptions a Harbor trial records in `exception_info`
 * (`exception_type`, the Python class name). The names are those of
 * Harbor 0.21's trial module and its default retry configuration (the
 * exceptions a job's `lock.json` lists as not retried):
 *
 * - `CancelledError` (asyncio; the job was stopped) → `cancelled`: never a
 *   pass, and its usage counters are partial;
 * - `AgentTimeoutError` → `timeout`;
 * - `ApiUsageLimitError`, `ModelNotFoundError`, `AgentAuthenticationError`,
 *   and environment or setup errors (`AgentSetupTimeoutError`,
 *   `EnvironmentStartTimeoutError`, any `Environment…Error`) →
 *   `infrastructure`;
 * - `VerifierTimeoutError`, `RewardFileNotFoundError`,
 *   `RewardFileEmptyError`, `VerifierOutputParseError` → `not_evaluated`:
 *   no verdict, and not a failure of the agent;
 * - anything else → `unclassified` (whose failure it was is unknown).
 */
import type { HarnessStop } from '../types.js'

type ExceptionClass = HarnessStop['class']

const CLASSES = new Map<string, ExceptionClass>([
  ['CancelledError', 'cancelled'],
  ['AgentTimeoutError', 'timeout'],
  ['ApiUsageLimitError', 'infrastructure'],
  ['ModelNotFoundError', 'infrastructure'],
  ['AgentAuthenticationError', 'infrastructure'],
  ['AgentSetupTimeoutError', 'infrastructure'],
  ['EnvironmentStartTimeoutError', 'infrastructure'],
  ['VerifierTimeoutError', 'not_evaluated'],
  ['RewardFileNotFoundError', 'not_evaluated'],
  ['RewardFileEmptyError', 'not_evaluated'],
  ['VerifierOutputParseError', 'not_evaluated']
])

/** The class (module comment) of an `exception_type`: `none` when no exception is `present`, `unclassified` for a null or unknown type. */
export function exceptionClass(type: string | null, present: boolean): ExceptionClass {
  if (!present) return 'none'
  if (type === null) return 'unclassified'
  const known = CLASSES.get(type)
  if (known !== undefined) return known
  return /^Environment\w*Error$/.test(type) ? 'infrastructure' : 'unclassified'
}

/** How a trial ended, from its `exception_info` (null = none recorded). */
export function harborStop(e: { type: string | null } | null): HarnessStop {
  return { class: exceptionClass(e?.type ?? null, e !== null), exception_type: e?.type ?? null }
}
