/**
 * Synthetic NeMo Fabric evidence for one request: the plan (what kind of
 * evidence, which status, which usage) and the file contents built from it —
 * a full result (`RunResult` JSON, formats.md §1) and a request record
 * (`run-record.jsonl`, formats.md §2). Values are made up but shaped like the
 * real thing; see bench/generate.ts for the mix.
 */
import { hexId, intBetween, pickWeighted, type Random } from './prng.js'
import type { RequestStatus } from '../src/model/index.js'

/** What evidence exists for one expected request. */
export type RequestKind =
  | 'complete' // full result + record with start and end
  | 'partial_usage' // as complete, but usage lacks cost and reasoning tokens
  | 'usage_absent' // files present, usage null in both
  | 'result_missing' // result declared but not written; record has an end line
  | 'record_without_end' // result not written; record has only its start line
  | 'missing' // result and record declared, neither written

/** Share of each kind, in percent. */
export const KIND_WEIGHTS: Record<RequestKind, number> = {
  complete: 88,
  partial_usage: 4,
  usage_absent: 1,
  result_missing: 4,
  record_without_end: 2,
  missing: 1
}

/** Everything needed to write one request's evidence. Times are Unix milliseconds. */
export interface RequestPlan {
  kind: RequestKind
  requestId: string
  runtimeId: string
  invocationId: string
  startMs: number
  endMs: number
  outcome: 'succeeded' | 'failed' | 'timeout' | 'cancelled'
  usage: Record<string, number | string | null> | null
  agentName: string
  harness: string
  pricingBasis: string
}

/** The record line schema id (formats.md §2). */
const SCHEMA = 'nemo-fabric.run-record-line/v1alpha1'

const WORDS = ['patch', 'test', 'module', 'refactor', 'parser', 'timeout', 'fixture', 'cache', 'schema', 'token']

/**
 * Plans one request.
 * @param startMs invocation start, Unix ms.
 * @param runtimeId shared by the requests of one attempt.
 */
export function planRequest(
  random: Random,
  startMs: number,
  runtimeId: string,
  agentName: string,
  harness: string,
  pricingBasis: string
): RequestPlan {
  const kind = pickWeighted(random, KIND_WEIGHTS)
  const outcome = pickWeighted(random, { succeeded: 85, failed: 10, timeout: 3, cancelled: 2 })
  const input = intBetween(random, 2_000, 200_000)
  const cached = Math.floor(input * random() * 0.8)
  const output = intBetween(random, 100, 8_000)
  const reasoning = intBetween(random, 0, 2_000)
  const cost = Math.round(((input - cached) * 3 + cached * 0.3 + output * 15) / 1_000) / 1_000
  const usage =
    kind === 'usage_absent'
      ? null
      : {
          input_tokens: input,
          cached_input_tokens: cached,
          output_tokens: output,
          reasoning_tokens: kind === 'partial_usage' ? null : reasoning,
          total_tokens: input + output,
          cost_usd: kind === 'partial_usage' ? null : cost,
          pricing_basis: kind === 'partial_usage' ? null : pricingBasis
        }
  return {
    kind,
    requestId: `req-${hexId(random, 12)}`,
    runtimeId,
    invocationId: `inv-${hexId(random, 16)}`,
    startMs,
    endMs: startMs + (outcome === 'timeout' ? 600_000 : intBetween(random, 5_000, 120_000)),
    outcome,
    usage,
    agentName,
    harness,
    pricingBasis
  }
}

function status(plan: RequestPlan): RequestStatus {
  return plan.outcome === 'timeout' ? 'failed' : plan.outcome
}

function errorInfo(plan: RequestPlan): { code: string; stage: string; retryable: boolean } | null {
  if (plan.outcome === 'succeeded') return null
  if (plan.outcome === 'timeout') return { code: 'invoke_timeout', stage: 'invoke', retryable: true }
  if (plan.outcome === 'cancelled') return { code: 'cancelled', stage: 'invoke', retryable: false }
  return { code: 'adapter_exit_nonzero', stage: 'adapter', retryable: false }
}

function stopInfo(plan: RequestPlan): Record<string, unknown> | null {
  if (plan.outcome === 'succeeded') return null
  const timeout = plan.outcome === 'timeout'
  return {
    cause: timeout ? 'agent_exhausted_budget' : plan.outcome === 'failed' ? 'agent_failed' : 'unclassified',
    reason: timeout ? 'timeout' : null,
    timeout_ms: timeout ? 600_000 : null,
    used_ms: timeout ? plan.endMs - plan.startMs : null,
    force_stopped: timeout ? true : null,
    exit_code: plan.outcome === 'failed' ? 1 : null,
    exit_signal: timeout ? 'SIGKILL' : null
  }
}

function snapshot(random: Random, atMs: number): Record<string, unknown> {
  return {
    observed_at: new Date(atMs).toISOString(),
    scope: 'adapter_host_tree',
    process_count: intBetween(random, 1, 12),
    rss_bytes: intBetween(random, 50, 2_000) * 1_048_576,
    cpu_user_ms: intBetween(random, 100, 90_000),
    cpu_system_ms: intBetween(random, 10, 9_000)
  }
}

/** The full result JSON text of a planned request (Rust/CLI shape, one in ten in Python-SDK shape). */
export function fullResultText(random: Random, plan: RequestPlan): string {
  const text = Array.from({ length: intBetween(random, 20, 60) }, () => WORDS[intBetween(random, 0, WORDS.length - 1)]).join(' ')
  const err = errorInfo(plan)
  const result = {
    agent_name: plan.agentName,
    harness: plan.harness,
    adapter_kind: 'process',
    adapter_id: `${plan.harness}-adapter`,
    runtime_id: plan.runtimeId,
    invocation_id: plan.invocationId,
    request_id: plan.requestId,
    status: status(plan),
    error: err === null ? null : { ...err, message: `synthetic ${err.code}`, metadata: {} },
    output: {
      text,
      usage: plan.usage === null ? null : { input_tokens: plan.usage.input_tokens, output_tokens: plan.usage.output_tokens }
    },
    artifacts: { root: '.', artifacts: [{ name: 'transcript', kind: 'file', path: 'transcript.jsonl', media_type: 'application/jsonl' }] },
    telemetry: random() < 0.1 ? [] : { spans: intBetween(random, 1, 40) },
    events: [
      {
        event_id: `${plan.invocationId}-1`,
        timestamp_millis: plan.startMs,
        kind: 'invocation_start',
        message: 'invocation started',
        metadata: {}
      },
      {
        event_id: `${plan.invocationId}-2`,
        timestamp_millis: plan.endMs,
        kind: 'invocation_end',
        message: 'invocation finished',
        metadata: {}
      }
    ],
    metadata: { generator: 'fabric-compare-bench' },
    usage: plan.usage,
    resource_snapshot: snapshot(random, plan.endMs)
  }
  return JSON.stringify(result, null, 2) + '\n'
}

/** The `run-record.jsonl` text of a planned request: a start line, and an end line unless the kind says it never finished. */
export function recordText(random: Random, plan: RequestPlan): string {
  const ids = { runtime_id: plan.runtimeId, invocation_id: plan.invocationId, request_id: plan.requestId }
  const start = {
    schema: SCHEMA,
    line: 'start',
    at: new Date(plan.startMs).toISOString(),
    ...ids,
    timeout_ms: 600_000,
    agent_name: plan.agentName,
    harness: plan.harness,
    adapter_kind: 'process',
    adapter_id: `${plan.harness}-adapter`,
    models: { main: { provider: 'synthetic', model: `${plan.harness}-model-1` } },
    context_keys: ['task', 'workspace'],
    override_keys: [],
    exclusive_container: true,
    oom_kill_count: 0
  }
  const lines = [JSON.stringify(start)]
  if (plan.kind !== 'record_without_end') {
    const end = {
      schema: SCHEMA,
      line: 'end',
      at: new Date(plan.endMs).toISOString(),
      ...ids,
      status: status(plan),
      error: errorInfo(plan),
      stop: stopInfo(plan),
      oom_kill_count: 0,
      usage: plan.usage,
      resource_snapshot: snapshot(random, plan.endMs)
    }
    lines.push(JSON.stringify(end))
  }
  return lines.join('\n') + '\n'
}
