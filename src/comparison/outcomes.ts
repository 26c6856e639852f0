/**
 * Execution outcomes of a configuration (comparison.md "Execution
 * outcomes"): request status from authoritative evidence, stop causes from
 * the record's end line (even when the full result is authoritative).
 * Infrastructure failures are told apart from the agent's own.
 *
 * Every count carries its coverage (`coverage`): how many expected requests
 * had evidence that could show it. A count no request could show is null
 * (unknown), never 0:
 * - stop causes, infrastructure/agent failures, exit codes and signals: a
 *   read record end line (with one, `{}` is a real "none");
 * - timeouts: a record end line (`stop.reason`), else a full result whose
 *   status is `succeeded` or whose `error.code` is set (counted apart, by
 *   source, in `timeouts_by_source`: each source null when no request could
 *   show it);
 * - OOM kills: a record with `oom_kill_count` on both lines in an exclusive
 *   container; rises in shared (or undeclared) containers are listed apart in
 *   `shared_container_oom_rises`, never attributed.
 */
import type { ConfigurationReport } from './report-schema.js'
import type { RetainedAttempt, RetainedRequest } from './resolve.js'
import { keyedRecord } from './keys.js'

/** Outcomes block of a configuration report. */
export type OutcomesBlock = ConfigurationReport['outcomes']

const INFRASTRUCTURE = new Set(['fabric_failed', 'sandbox_failed'])
const AGENT = new Set(['agent_failed', 'agent_exhausted_budget'])

function bump(rec: Map<string, number>, key: string): void {
  rec.set(key, (rec.get(key) ?? 0) + 1)
}

/** Sorted null-prototype record of a counting map (keys come from evidence). */
function toRecord(m: Map<string, number>): Record<string, number> {
  const out = keyedRecord<number>()
  for (const k of [...m.keys()].sort()) out[k] = m.get(k)!
  return out
}

/**
 * Whether a full result's error code names a timeout: `timeout` or a code
 * ending in `_timeout` (e.g. NeMo Fabric's `invoke_timeout`).
 */
export function isTimeoutCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && (code === 'timeout' || code.endsWith('_timeout'))
}

/** Whether a request's evidence could show a timeout, and whether it shows one. */
function timeoutOf(r: RetainedRequest): { observed: boolean; timeout: boolean; source: 'record_stop' | 'full_result_error_code' | null } {
  if (r.record_end !== null) {
    const timeout = r.record_end.stop?.reason === 'timeout'
    return { observed: true, timeout, source: timeout ? 'record_stop' : null }
  }
  if (r.evidence === 'full_result') {
    const code = r.error?.code ?? null
    if (isTimeoutCode(code)) return { observed: true, timeout: true, source: 'full_result_error_code' }
    return { observed: r.status === 'succeeded' || code !== null, timeout: false, source: null }
  }
  return { observed: false, timeout: false, source: null }
}

/** OOM rise of a request: null when either count is unknown. */
function oomRise(r: RetainedRequest): number | null {
  const before = r.record_start?.oom_kill_count ?? null
  const after = r.record_end?.oom_kill_count ?? null
  if (before === null || after === null) return null
  return Math.max(0, after - before)
}

/**
 * Count outcomes over every expected request of the listed attempts.
 * `status.unknown` = no authoritative evidence or a null status.
 */
export function outcomesBlock(attempts: readonly RetainedAttempt[]): OutcomesBlock {
  const status = { succeeded: 0, failed: 0, cancelled: 0, unknown: 0 }
  const causes = new Map<string, number>()
  const exitCodes = new Map<string, number>()
  const exitSignals = new Map<string, number>()
  const errorCodes = new Map<string, number>()
  const coverage = { expected: 0, records: 0, timeouts: 0, oom: 0 }
  const bySource = { record_stop: 0, full_result_error_code: 0 }
  const shared: OutcomesBlock['shared_container_oom_rises'] = []
  let infrastructure = 0
  let agent = 0
  let oomRequests = 0
  let oomKills = 0
  for (const a of attempts) {
    for (const r of a.requests) {
      coverage.expected += 1
      if (r.status === null) status.unknown += 1
      else status[r.status] += 1
      if (r.error?.code) bump(errorCodes, r.error.code)
      if (r.record_end !== null) {
        coverage.records += 1
        const stop = r.record_end.stop
        if (stop !== null) {
          if (stop.cause !== null) {
            bump(causes, stop.cause)
            if (INFRASTRUCTURE.has(stop.cause)) infrastructure += 1
            if (AGENT.has(stop.cause)) agent += 1
          }
          if (stop.exit_code !== null) bump(exitCodes, String(stop.exit_code))
          if (stop.exit_signal !== null) bump(exitSignals, stop.exit_signal)
        }
      }
      const t = timeoutOf(r)
      if (t.observed) coverage.timeouts += 1
      if (t.source !== null) bySource[t.source] += 1
      const rise = oomRise(r)
      if (rise === null) continue
      if (r.record_start?.exclusive_container === true) {
        coverage.oom += 1
        if (rise > 0) {
          oomRequests += 1
          oomKills += rise
        }
      } else if (rise > 0) {
        shared.push({ attempt: a.key, request_id: r.request_id, rise, exclusive_container: r.record_start?.exclusive_container ?? null })
      }
    }
  }
  const records = coverage.records > 0
  // Requests whose timeout was read from a full result alone (no record end line).
  const fromFullResult = coverage.timeouts - coverage.records
  return {
    status,
    stop_causes: records ? toRecord(causes) : null,
    infrastructure_failures: records ? infrastructure : null,
    agent_failures: records ? agent : null,
    timeouts: coverage.timeouts > 0 ? bySource.record_stop + bySource.full_result_error_code : null,
    timeouts_by_source: {
      record_stop: records ? bySource.record_stop : null,
      full_result_error_code: fromFullResult > 0 ? bySource.full_result_error_code : null
    },
    oom_kills: coverage.oom > 0 ? oomRequests : null,
    oom_kill_count_rise: coverage.oom > 0 ? oomKills : null,
    shared_container_oom_rises: shared,
    exit_codes: records ? toRecord(exitCodes) : null,
    exit_signals: records ? toRecord(exitSignals) : null,
    error_codes: toRecord(errorCodes),
    coverage
  }
}
