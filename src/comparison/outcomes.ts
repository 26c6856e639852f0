/**
 * Execution outcomes of a configuration (comparison.md "Execution
 * outcomes"): request status from authoritative evidence, stop causes from
 * the record's end line (even when the full result is authoritative).
 * Infrastructure failures are told apart from the agent's own.
 */
import type { ConfigurationReport } from './report-schema.js'
import type { ResolvedAttempt } from './resolve.js'
import { keyedRecord } from './keys.js'

/** Outcomes block of a configuration report. */
export type OutcomesBlock = ConfigurationReport['outcomes']

const INFRASTRUCTURE = new Set(['fabric_failed', 'sandbox_failed'])
const AGENT = new Set(['agent_failed', 'agent_exhausted_budget'])

function bump(rec: Record<string, number>, key: string): void {
  rec[key] = (rec[key] ?? 0) + 1
}

/**
 * Count outcomes over every expected request of the listed attempts.
 * `unknown` status = no authoritative evidence or a null status. An OOM
 * kill is counted when the end line's `oom_kill_count` exceeds the start
 * line's (both known).
 */
export function outcomesBlock(attempts: readonly ResolvedAttempt[]): OutcomesBlock {
  const out: OutcomesBlock = {
    status: { succeeded: 0, failed: 0, cancelled: 0, unknown: 0 },
    stop_causes: keyedRecord(),
    infrastructure_failures: 0,
    agent_failures: 0,
    timeouts: 0,
    oom_kills: 0,
    exit_codes: keyedRecord(),
    exit_signals: keyedRecord(),
    error_codes: keyedRecord()
  }
  for (const a of attempts) {
    for (const r of a.requests) {
      if (r.status === null) out.status.unknown += 1
      else out.status[r.status] += 1
      if (r.error?.code) bump(out.error_codes, r.error.code)
      const stop = r.record_end?.stop ?? null
      if (stop !== null) {
        if (stop.cause !== null) {
          bump(out.stop_causes, stop.cause)
          if (INFRASTRUCTURE.has(stop.cause)) out.infrastructure_failures += 1
          if (AGENT.has(stop.cause)) out.agent_failures += 1
        }
        if (stop.reason === 'timeout') out.timeouts += 1
        if (stop.exit_code !== null) bump(out.exit_codes, String(stop.exit_code))
        if (stop.exit_signal !== null) bump(out.exit_signals, stop.exit_signal)
      }
      const before = r.record_start?.oom_kill_count ?? null
      const after = r.record_end?.oom_kill_count ?? null
      if (before !== null && after !== null && after > before) out.oom_kills += 1
    }
  }
  return out
}
