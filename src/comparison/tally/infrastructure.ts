/**
 * Whether each attempt to be judged ran to a verdict without a failure that
 * is not the agent's (issue 42 item 4: infrastructure apart from the agent;
 * `docs/statistics.md`, "Ran to a verdict"). A pass fraction over attempts
 * that never reached the agent mixes the infrastructure with the agent; this
 * tally counts them apart, per configuration and per task.
 *
 * A request's stop, from its authoritative evidence (outcomes.ts reads the
 * same fields):
 * - a record end line: no stop → none; cause `fabric_failed` /
 *   `sandbox_failed` → not the agent's; `agent_failed` /
 *   `agent_exhausted_budget`, or no cause with reason `timeout` → the
 *   agent's; any other stop → unclassified;
 * - else a harness's classified stop (Harbor `exception_info`,
 *   ../../evidence/harbor/trial/exceptions.ts): `none` → none; `timeout` and
 *   `agent` (the agent's own outcome, a limit of its configuration) → the
 *   agent's; `infrastructure`, `not_evaluated` (the verifier failed) and
 *   `cancelled` → not the agent's; `unclassified` → unclassified;
 * - else a full result: `succeeded` or no status → none; `cancelled` → not
 *   the agent's; `failed` at a lifecycle stage before or after the
 *   invocation (`error.stage` one of NeMo Fabric's `config`, `plan`,
 *   `prepare`, `start`, `stop`, `release`, `artifact`) → not the agent's;
 *   `failed` with a timeout code at `invoke` or no stage (NeMo Fabric 0.7's
 *   invocation deadline) → the agent's; any other failure, an unknown stage
 *   included → unclassified (an adapter's own codes such as
 *   `adapter_reported_failure` may be the agent's or the provider's).
 *
 * An attempt to be judged (an evaluator declared or a verdict given) then:
 * - **did not run cleanly** when it is missing (no evidence), when a
 *   request shows a stop that is not the agent's (even if a verdict
 *   followed: the infrastructure may have shaped it), or when it has no
 *   verdict and no request shows a failure;
 * - **unclassified** when a request shows a failure of unknown class (it
 *   may be the infrastructure's or the agent's: counted apart, so the share
 *   is a lower bound by these);
 * - **ran** otherwise: a verdict, or the agent's own failure, and no stop
 *   that is not the agent's.
 */
import type { OutcomeRequest } from './outcomes.js'
import { isTimeoutCode } from './outcomes.js'
import { addToSample, mergeKeySamples, newKeySample, type KeySample } from './key-sample.js'

/** How a request's evidence says it stopped (see the file comment). */
export type StopClass = 'none' | 'agent' | 'not_agent' | 'unclassified'

/** What an attempt to be judged did (see the file comment). */
export type RanClass = 'ran' | 'unclassified' | 'did_not_run'

const NOT_AGENT_CAUSES = new Set(['fabric_failed', 'sandbox_failed'])
/** NeMo Fabric's lifecycle stages (`ErrorInfo.stage`) other than `invoke`, where a failure is not the agent's. */
const NOT_AGENT_STAGES = new Set(['config', 'plan', 'prepare', 'start', 'stop', 'release', 'artifact'])
const AGENT_CAUSES = new Set(['agent_failed', 'agent_exhausted_budget'])

/** A request's stop class (file comment). */
export function requestStopClass(r: OutcomeRequest): StopClass {
  if (r.record_end !== null) {
    const stop = r.record_end.stop
    if (stop === null) return 'none'
    if (stop.cause !== null && NOT_AGENT_CAUSES.has(stop.cause)) return 'not_agent'
    if (stop.cause !== null && AGENT_CAUSES.has(stop.cause)) return 'agent'
    return stop.cause === null && stop.reason === 'timeout' ? 'agent' : 'unclassified'
  }
  const harness = r.harness_stop ?? null
  if (harness !== null) {
    switch (harness.class) {
      case 'none':
        return 'none'
      case 'timeout':
      case 'agent':
        return 'agent'
      case 'unclassified':
        return 'unclassified'
      default:
        return 'not_agent'
    }
  }
  if (r.status === 'cancelled') return 'not_agent'
  if (r.status !== 'failed') return 'none'
  const stage = r.error?.stage ?? null
  if (stage !== null && NOT_AGENT_STAGES.has(stage)) return 'not_agent'
  return (stage === null || stage === 'invoke') && isTimeoutCode(r.error?.code) ? 'agent' : 'unclassified'
}

const RANK: Record<StopClass, number> = { none: 0, agent: 1, unclassified: 2, not_agent: 3 }

/** The gravest stop class of an attempt's requests (not the agent's, then unclassified, then the agent's, then none). */
export function attemptStopClass(requests: readonly OutcomeRequest[]): StopClass {
  let worst: StopClass = 'none'
  for (const r of requests) {
    const c = requestStopClass(r)
    if (RANK[c] > RANK[worst]) worst = c
  }
  return worst
}

/** What an attempt to be judged did, from whether it is missing, whether it has a verdict and its gravest stop class. */
export function ranClass(missing: boolean, verdict: boolean, stop: StopClass): RanClass {
  if (missing || stop === 'not_agent') return 'did_not_run'
  if (stop === 'unclassified') return 'unclassified'
  return verdict || stop === 'agent' ? 'ran' : 'did_not_run'
}

/** One configuration's attempts to be judged, by what they did: `judged` = `ran` + the listings of both samples. */
export interface InfrastructureTally {
  /** Attempts to be judged (listings). */
  judged: number
  ran: number
  /** Those with a failure of unknown class. */
  unclassified: KeySample
  /** Those that did not run cleanly: missing, a stop that is not the agent's, or no verdict and no failure. */
  did_not_run: KeySample
  /** Of `did_not_run`, the listings of missing attempts (no evidence). */
  missing: number
}

/** An empty tally. */
export function newInfrastructureTally(): InfrastructureTally {
  return { judged: 0, ran: 0, unclassified: newKeySample(), did_not_run: newKeySample(), missing: 0 }
}

/** Adds one attempt to be judged, of class `c` (`missing`: it has no evidence), to `t` in place. */
export function tallyRan(t: InfrastructureTally, c: RanClass, missing: boolean, key: string, order: string): void {
  t.judged += 1
  if (missing) t.missing += 1
  if (c === 'ran') t.ran += 1
  else addToSample(c === 'unclassified' ? t.unclassified : t.did_not_run, key, order)
}

/** The tally of two folds together (disjoint attempts). Neither is modified. */
export function mergeInfrastructureTallies(a: InfrastructureTally, b: InfrastructureTally): InfrastructureTally {
  return {
    judged: a.judged + b.judged,
    ran: a.ran + b.ran,
    unclassified: mergeKeySamples(a.unclassified, b.unclassified),
    did_not_run: mergeKeySamples(a.did_not_run, b.did_not_run),
    missing: a.missing + b.missing
  }
}
