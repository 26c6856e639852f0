/**
 * Resource observations (NeMo Fabric resource snapshots) listed one by one
 * from authoritative evidence, and every expected request without one with
 * the reason (unavailable, unsupported by its adapter kind, no evidence).
 * Never aggregated: the product invents no CPU or memory total. Unavailable
 * fields stay null. CPU times are cumulative for the runtime's host tree,
 * so every row carries its runtime id.
 */
import type { ConfigurationReport } from '../report/report-schema.js'
import type { ResolvedRequest } from '../claims/request-evidence.js'

/** One resource observation row of a configuration report. */
export type ResourceObservation = ConfigurationReport['resources'][number]

/** Resource coverage of a configuration report. */
export type ResourceCoverage = ConfigurationReport['resource_coverage']

/** Adapter kinds whose host tree NeMo Fabric cannot observe (the adapter runs elsewhere). */
const UNSUPPORTED_ADAPTER_KINDS = new Set(['http'])

/** The request fields the resource listing reads (a resolved request is one). */
export type ResourceRequest = Pick<ResolvedRequest, 'request_id' | 'runtime_id' | 'adapter_kind' | 'evidence' | 'resource'> & {
  system_stats?: ResolvedRequest['system_stats']
}

/** A request without a resource observation, as the report lists it. */
export type NotObservedRow = ResourceCoverage['not_observed'][number]

/** The states of a request without an observation, in the order the report counts them. */
export const NOT_OBSERVED_STATES = ['unavailable', 'unsupported', 'no_evidence'] as const

/** Requests without an observation by state (`NOT_OBSERVED_STATES`). */
export type NotObservedCounts = ResourceCoverage['not_observed_by_state']

/**
 * What the accumulator keeps of one configuration's resource observations:
 * counts only (issue 41: bounded by nothing but its three states). The rows
 * themselves are the attempt's (`attemptResources`) and travel with its
 * report entry to the output, which writes or spools them
 * (src/render/output/resource-spool.ts); nothing holds them all.
 */
export interface ResourceTally {
  /** Expected requests. */
  expected: number
  /** Requests with an observation (a snapshot, system stats, or both). */
  observed: number
  /** Requests without one, by state. */
  not_observed: NotObservedCounts
}

/** An empty tally. */
export function newResourceTally(): ResourceTally {
  return { expected: 0, observed: 0, not_observed: { unavailable: 0, unsupported: 0, no_evidence: 0 } }
}

/** The resource rows of one attempt of a declared configuration, in its requests' order. */
export interface AttemptResources {
  configuration: string
  /** One per request with a snapshot or system stats (the report's `resources` rows). */
  observations: ResourceObservation[]
  /** One per request without (the report's `resource_coverage.not_observed` rows). */
  not_observed: NotObservedRow[]
}

function notObserved(r: ResourceRequest): Pick<NotObservedRow, 'state' | 'reason'> {
  if (r.evidence === null) return { state: 'no_evidence', reason: 'no authoritative evidence' }
  if (r.evidence === 'harness_counters') return { state: 'unsupported', reason: 'harness counters carry no resource observation' }
  if (r.adapter_kind !== null && UNSUPPORTED_ADAPTER_KINDS.has(r.adapter_kind)) {
    return { state: 'unsupported', reason: `adapter kind ${r.adapter_kind}: the adapter host is not observed` }
  }
  const where = r.evidence === 'full_result' ? 'the full result' : 'the record end line'
  return { state: 'unavailable', reason: `no resource_snapshot in ${where}` }
}

/**
 * The resource rows of attempt `a` (key `a.key`) of `configuration`: every
 * snapshot of the authoritative evidence (`full_result` or `record_end`) as
 * an observation, with the full result's `system_stats` beside it (a result
 * with system stats and no snapshot is one too), every other expected
 * request with its state and reason, in input order.
 */
export function attemptResources(configuration: string, a: { key: string; requests: readonly ResourceRequest[] }): AttemptResources {
  const out: AttemptResources = { configuration, observations: [], not_observed: [] }
  for (const r of a.requests) {
    const stats = r.system_stats ?? null
    if (r.resource === null && stats === null) {
      out.not_observed.push({ attempt: a.key, request_id: r.request_id, runtime_id: r.runtime_id, ...notObserved(r) })
      continue
    }
    const s = r.resource?.snapshot ?? null
    out.observations.push({
      attempt: a.key,
      request_id: r.request_id,
      runtime_id: r.runtime_id ?? s?.runtime_id ?? null,
      source: r.resource?.source ?? 'full_result',
      shape: s?.shape ?? null,
      started_at: s?.started_at ?? null,
      observed_at: s?.observed_at ?? null,
      scope: s?.scope ?? null,
      process_count: s?.process_count ?? null,
      resident_memory_bytes: s?.resident_memory_bytes ?? null,
      cpu_time_seconds: s?.cpu_time_seconds ?? null,
      rss_bytes: s?.rss_bytes ?? null,
      cpu_user_ms: s?.cpu_user_ms ?? null,
      cpu_system_ms: s?.cpu_system_ms ?? null,
      system_stats: stats === null ? null : { ...stats }
    })
  }
  return out
}

/** Adds an attempt's rows (`attemptResources`) to the counts of `t` (in place). */
export function tallyResources(t: ResourceTally, rows: AttemptResources): void {
  t.expected += rows.observations.length + rows.not_observed.length
  t.observed += rows.observations.length
  for (const n of rows.not_observed) t.not_observed[n.state] += 1
}

/** The tally of the attempts of `a` and `b` together. Neither is modified. */
export function mergeResourceTallies(a: ResourceTally, b: ResourceTally): ResourceTally {
  const not_observed = { ...a.not_observed }
  for (const state of NOT_OBSERVED_STATES) not_observed[state] += b.not_observed[state]
  return { expected: a.expected + b.expected, observed: a.observed + b.observed, not_observed }
}

/**
 * The report's `resources` and `resource_coverage` of a tally: the counts,
 * and empty lists that the output fills from the attempts' rows
 * (src/comparison/figures/resource-list.ts `collectResources`, or spooled to the JSON
 * and text outputs: src/render/output/resource-spool.ts).
 */
export function resourcesFromTally(t: ResourceTally): { resources: ResourceObservation[]; resource_coverage: ResourceCoverage } {
  return {
    resources: [],
    resource_coverage: { expected: t.expected, observed: t.observed, not_observed_by_state: { ...t.not_observed }, not_observed: [] }
  }
}
