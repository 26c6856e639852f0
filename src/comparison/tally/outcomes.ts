/**
 * Execution outcomes of a configuration (`docs/numbers.md`, execution
 * outcomes): request status from authoritative evidence, stop causes from
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
 * - OOM kills: a record with `oom_kill_count` on both lines, else the full
 *   result's `system_stats.cgroup` `oom_kills` before/after (NeMo Fabric
 *   0.7), attributed to the request only when its record's start line says
 *   the container was exclusive; rises in shared (or undeclared) containers
 *   — every rise of real 0.7 evidence, which has no record — are listed
 *   apart in `shared_container_oom_rises`, never attributed;
 * - a request without a record end line whose harness counters carry a
 *   classified stop (Harbor `exception_info`, `harness_stop`, any class but
 *   `unclassified`) shows infrastructure failures (class `infrastructure`),
 *   agent failures (none of its classes is one) and timeouts (class
 *   `timeout`, source `harness_exception`): it is counted in
 *   `coverage.harness`.
 */
import { emptyOrdered, mergeOrdered, pushOrdered, type OrderedList } from '../input/ordered.js'
import type { ConfigurationReport } from '../report/report-schema.js'
import type { RecordEnd, RecordStart, RequestStatus, SystemStats } from '../../evidence/types.js'
import type { ResolvedRequest } from '../claims/request-evidence.js'
import { keyedRecord } from '../input/keys.js'

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
function timeoutOf(r: OutcomeRequest): { observed: boolean; timeout: boolean; source: 'record_stop' | 'full_result_error_code' | null } {
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

/**
 * OOM rise of a request: the record's `oom_kill_count` pair, else the full
 * result's cgroup counter (NeMo Fabric 0.7 `system_stats`). Null when either
 * count is unknown, or when the end count is below the start count (a reset
 * or another cgroup: the pair is unusable, `oom_kill_count_decreased` in
 * record-rules.ts names it for records).
 */
function oomRise(r: OutcomeRequest): number | null {
  const before = r.record_start?.oom_kill_count ?? null
  const after = r.record_end?.oom_kill_count ?? null
  if (before !== null && after !== null) return after < before ? null : after - before
  const b = r.system_stats?.oom_kills_before ?? null
  const a = r.system_stats?.oom_kills_after ?? null
  if (b === null || a === null || a < b) return null
  return a - b
}

/** The request fields the outcomes read (a resolved request is one). */
export type OutcomeRequest = Pick<ResolvedRequest, 'request_id' | 'evidence'> & {
  harness_stop?: ResolvedRequest['harness_stop']
  status: RequestStatus | null
  error: { code: string | null; stage?: string | null } | null
  record_start: Pick<RecordStart, 'exclusive_container' | 'oom_kill_count'> | null
  record_end: Pick<RecordEnd, 'stop' | 'oom_kill_count'> | null
  /** The full result's cgroup `oom_kills` before/after (NeMo Fabric 0.7 `system_stats`). */
  system_stats?: Pick<SystemStats, 'oom_kills_before' | 'oom_kills_after'> | null
}

/**
 * Outcome counts of one configuration so far, added to attempt by attempt
 * (`tallyOutcomes`) so no request has to be kept for them: numbers, a few
 * small maps keyed by the evidence's codes, and the list of shared-container
 * OOM rises.
 */
export interface OutcomeTally {
  status: { succeeded: number; failed: number; cancelled: number; unknown: number }
  causes: Map<string, number>
  exitCodes: Map<string, number>
  exitSignals: Map<string, number>
  errorCodes: Map<string, number>
  coverage: { expected: number; records: number; timeouts: number; oom: number; harness: number }
  bySource: { record_stop: number; full_result_error_code: number; harness_exception: number }
  /** Rises in shared (or undeclared) containers, in attempt-key order. */
  shared: OrderedList<OutcomesBlock['shared_container_oom_rises'][number]>
  infrastructure: number
  agent: number
  /**
   * Stops that are neither infrastructure nor agent: record stops with another, unclassified or no cause, and
   * harness-cancelled attempts.
   */
  other: number
  oomRequests: number
  oomKills: number
}

/** An empty tally. */
export function newOutcomeTally(): OutcomeTally {
  return {
    status: { succeeded: 0, failed: 0, cancelled: 0, unknown: 0 },
    causes: new Map(),
    exitCodes: new Map(),
    exitSignals: new Map(),
    errorCodes: new Map(),
    coverage: { expected: 0, records: 0, timeouts: 0, oom: 0, harness: 0 },
    bySource: { record_stop: 0, full_result_error_code: 0, harness_exception: 0 },
    shared: emptyOrdered(),
    infrastructure: 0,
    agent: 0,
    other: 0,
    oomRequests: 0,
    oomKills: 0
  }
}

/** Adds every expected request of attempt `a` (its key names shared-container OOM rises) to `t`. */
export function tallyOutcomes(t: OutcomeTally, a: { key: string; order: string; requests: readonly OutcomeRequest[] }): void {
  for (const r of a.requests) {
    t.coverage.expected += 1
    if (r.status === null) t.status.unknown += 1
    else t.status[r.status] += 1
    if (r.error?.code) bump(t.errorCodes, r.error.code)
    if (r.record_end !== null) {
      t.coverage.records += 1
      const stop = r.record_end.stop
      if (stop !== null) {
        if (stop.cause !== null) bump(t.causes, stop.cause)
        if (stop.cause !== null && INFRASTRUCTURE.has(stop.cause)) t.infrastructure += 1
        else if (stop.cause !== null && AGENT.has(stop.cause)) t.agent += 1
        else t.other += 1
        if (stop.exit_code !== null) bump(t.exitCodes, String(stop.exit_code))
        if (stop.exit_signal !== null) bump(t.exitSignals, stop.exit_signal)
      }
    }
    const harness = r.record_end === null ? (r.harness_stop ?? null) : null
    if (harness !== null && harness.class !== 'unclassified') {
      t.coverage.harness += 1
      t.coverage.timeouts += 1
      if (harness.class === 'infrastructure') t.infrastructure += 1
      if (harness.class === 'agent') t.agent += 1
      if (harness.class === 'cancelled') t.other += 1
      if (harness.class === 'timeout') t.bySource.harness_exception += 1
    }
    const timeout = timeoutOf(r)
    if (timeout.observed) t.coverage.timeouts += 1
    if (timeout.source !== null) t.bySource[timeout.source] += 1
    const rise = oomRise(r)
    if (rise === null) continue
    if (r.record_start?.exclusive_container === true) {
      t.coverage.oom += 1
      if (rise > 0) {
        t.oomRequests += 1
        t.oomKills += rise
      }
    } else if (rise > 0) {
      pushOrdered(
        t.shared,
        { attempt: a.key, request_id: r.request_id, rise, exclusive_container: r.record_start?.exclusive_container ?? null },
        a.order
      )
    }
  }
}

/**
 * The outcomes block of a tally. `status.unknown` = no authoritative evidence or a null status.
 * `denominatorVerified`: the configuration's attempt inventory and every request list are
 * verified and no attempt is missing (configuration.ts) — otherwise requests may exist that no
 * evidence lists, and every count is a lower bound (`coverage.denominator_verified` false).
 */
export function outcomesFromTally(t: OutcomeTally, denominatorVerified: boolean): OutcomesBlock {
  const records = t.coverage.records > 0
  const failures = records || t.coverage.harness > 0
  // Requests whose timeout was read from a full result alone (no record end line, no harness stop).
  const fromFullResult = t.coverage.timeouts - t.coverage.records - t.coverage.harness
  return {
    status: { ...t.status },
    stop_causes: records ? toRecord(t.causes) : null,
    infrastructure_failures: failures ? t.infrastructure : null,
    agent_failures: failures ? t.agent : null,
    other_stops: failures ? t.other : null,
    timeouts: t.coverage.timeouts > 0 ? t.bySource.record_stop + t.bySource.full_result_error_code + t.bySource.harness_exception : null,
    timeouts_by_source: {
      record_stop: records ? t.bySource.record_stop : null,
      full_result_error_code: fromFullResult > 0 ? t.bySource.full_result_error_code : null,
      harness_exception: t.coverage.harness > 0 ? t.bySource.harness_exception : null
    },
    oom_kills: t.coverage.oom > 0 ? t.oomRequests : null,
    oom_kill_count_rise: t.coverage.oom > 0 ? t.oomKills : null,
    shared_container_oom_rises: [...t.shared.items],
    exit_codes: records ? toRecord(t.exitCodes) : null,
    exit_signals: records ? toRecord(t.exitSignals) : null,
    error_codes: toRecord(t.errorCodes),
    coverage: { ...t.coverage, denominator_verified: denominatorVerified }
  }
}

function addCounts(into: Map<string, number>, from: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map(into)
  for (const [k, v] of from) out.set(k, (out.get(k) ?? 0) + v)
  return out
}

function addFields<T extends Record<string, number>>(a: T, b: T): T {
  const out = { ...a }
  for (const k of Object.keys(b) as Array<keyof T>) (out[k] as number) = (a[k] as number) + (b[k] as number)
  return out
}

/**
 * The tally of the attempts of `a` and `b` together (disjoint attempts): counts add, rises merge in attempt-key order.
 * Neither is modified.
 */
export function mergeOutcomeTallies(a: OutcomeTally, b: OutcomeTally): OutcomeTally {
  return {
    status: addFields(a.status, b.status),
    causes: addCounts(a.causes, b.causes),
    exitCodes: addCounts(a.exitCodes, b.exitCodes),
    exitSignals: addCounts(a.exitSignals, b.exitSignals),
    errorCodes: addCounts(a.errorCodes, b.errorCodes),
    coverage: addFields(a.coverage, b.coverage),
    bySource: addFields(a.bySource, b.bySource),
    shared: mergeOrdered(a.shared, b.shared),
    infrastructure: a.infrastructure + b.infrastructure,
    agent: a.agent + b.agent,
    other: a.other + b.other,
    oomRequests: a.oomRequests + b.oomRequests,
    oomKills: a.oomKills + b.oomKills
  }
}
