/**
 * Resource observations (NeMo Fabric resource snapshots) listed one by one
 * from authoritative evidence, and every expected request without one with
 * the reason (unavailable, unsupported by its adapter kind, no evidence).
 * Never aggregated: the product invents no CPU or memory total. Unavailable
 * fields stay null. CPU times are cumulative for the runtime's host tree,
 * so every row carries its runtime id.
 */
import { emptyOrdered, mergeOrdered, pushOrdered, type OrderedList } from './ordered.js'
import type { ConfigurationReport } from '../report-schema.js'
import type { ResolvedRequest } from '../request-evidence.js'

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

/**
 * The resource rows of one configuration so far, added to attempt by
 * attempt (`tallyResources`): the report's own rows, so no request has to
 * be kept for them.
 */
export interface ResourceTally {
  /** Observations in attempt-key order. */
  observations: OrderedList<ResourceObservation>
  expected: number
  observed: number
  /** Requests without an observation, in attempt-key order. */
  not_observed: OrderedList<ResourceCoverage['not_observed'][number]>
}

/** An empty tally. */
export function newResourceTally(): ResourceTally {
  return { observations: emptyOrdered(), expected: 0, observed: 0, not_observed: emptyOrdered() }
}

function notObserved(r: ResourceRequest): Pick<ResourceCoverage['not_observed'][number], 'state' | 'reason'> {
  if (r.evidence === null) return { state: 'no_evidence', reason: 'no authoritative evidence' }
  if (r.evidence === 'harness_counters') return { state: 'unsupported', reason: 'harness counters carry no resource observation' }
  if (r.adapter_kind !== null && UNSUPPORTED_ADAPTER_KINDS.has(r.adapter_kind)) {
    return { state: 'unsupported', reason: `adapter kind ${r.adapter_kind}: the adapter host is not observed` }
  }
  const where = r.evidence === 'full_result' ? 'the full result' : 'the record end line'
  return { state: 'unavailable', reason: `no resource_snapshot in ${where}` }
}

/**
 * Adds attempt `a`'s expected requests to `t`: every snapshot of the
 * authoritative evidence (`full_result` or `record_end`) as a row, with the
 * full result's `system_stats` beside it (a result with system stats and no
 * snapshot is a row too), every other request with its state and reason,
 * in input order.
 */
export function tallyResources(t: ResourceTally, a: { key: string; order: string; requests: readonly ResourceRequest[] }): void {
  for (const r of a.requests) {
    t.expected += 1
    const stats = r.system_stats ?? null
    if (r.resource === null && stats === null) {
      pushOrdered(t.not_observed, { attempt: a.key, request_id: r.request_id, runtime_id: r.runtime_id, ...notObserved(r) }, a.order)
      continue
    }
    t.observed += 1
    const s = r.resource?.snapshot ?? null
    pushOrdered(
      t.observations,
      {
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
      },
      a.order
    )
  }
}

/** The tally of the attempts of `a` and `b` together (disjoint attempts), lists merged in attempt-key order. Neither is modified. */
export function mergeResourceTallies(a: ResourceTally, b: ResourceTally): ResourceTally {
  return {
    observations: mergeOrdered(a.observations, b.observations),
    expected: a.expected + b.expected,
    observed: a.observed + b.observed,
    not_observed: mergeOrdered(a.not_observed, b.not_observed)
  }
}

/** The report's `resources` and `resource_coverage` of a tally. */
export function resourcesFromTally(t: ResourceTally): { resources: ResourceObservation[]; resource_coverage: ResourceCoverage } {
  return {
    resources: t.observations.items,
    resource_coverage: { expected: t.expected, observed: t.observed, not_observed: t.not_observed.items }
  }
}
