/**
 * Builds the evidence files of one attempt as a CI job would upload them:
 * `fabric-attempt.json` (formats.md §3), a NeMo Fabric full result and a
 * request record per request. Returns a path → content map for a zip.
 * Test support only.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tempFolder } from './temp-folder.js'

/** What to build for one attempt. Tokens are counts; cost USD. */
export interface AttemptSpec {
  configuration: string
  task: string
  revision: string
  attempt: string
  /** Requests to write; default one. */
  requests?: number
  passed?: boolean
  inputTokens?: number
  outputTokens?: number
  costUsd?: number
  /** Folder inside the artifact; default `<task>/<attempt>` with `/` → `-`. */
  folder?: string
  /** Runtime id of the attempt's requests; default `rt-<configuration>-<task>-<attempt>` (unique per attempt, as NeMo Fabric's are). */
  runtimeId?: string
}

const T0 = Date.UTC(2026, 6, 14, 16, 0, 0)

/** Files of one attempt, keyed by their path inside the artifact. */
export function attemptFiles(spec: AttemptSpec): Record<string, string> {
  const folder = spec.folder ?? `${spec.task.replace(/[^A-Za-z0-9._-]/g, '-')}/${spec.attempt}`
  const files: Record<string, string> = {}
  const requests = []
  const count = spec.requests ?? 1
  for (let k = 1; k <= count; k++) {
    // A runtime id is unique per runtime (one per attempt here), as NeMo Fabric generates it: the same
    // ids in two attempts would be one request claimed twice (request-claims.ts).
    const rt = spec.runtimeId ?? `rt-${spec.configuration}-${spec.task.replace(/[^A-Za-z0-9._-]/g, '-')}-${spec.attempt}`
    const inv = `inv-${k}`
    const requestId = `req-${k}`
    const start = T0 + k * 1000
    const end = start + 10_000
    const usage = {
      input_tokens: spec.inputTokens ?? 1000,
      cached_input_tokens: 0,
      output_tokens: spec.outputTokens ?? 200,
      reasoning_tokens: null,
      total_tokens: (spec.inputTokens ?? 1000) + (spec.outputTokens ?? 200),
      cost_usd: spec.costUsd ?? 0.01,
      pricing_basis: null
    }
    files[`${folder}/result-${k}.json`] = JSON.stringify({
      agent_name: 'agent',
      harness: 'claude',
      adapter_kind: 'process',
      adapter_id: 'nvidia.fabric.claude',
      runtime_id: rt,
      invocation_id: inv,
      request_id: requestId,
      status: 'succeeded',
      error: null,
      output: {},
      artifacts: { root: null, artifacts: [] },
      telemetry: null,
      events: [
        { event_id: 'e1', timestamp_millis: start, kind: 'invocation_start', message: '', metadata: {} },
        { event_id: 'e2', timestamp_millis: end, kind: 'invocation_end', message: '', metadata: {} }
      ],
      metadata: {},
      usage
    })
    const line = (kind: string, at: number, extra: object): string =>
      JSON.stringify({
        schema: 'nemo-fabric.run-record-line/v1alpha1',
        line: kind,
        at: new Date(at).toISOString(),
        runtime_id: rt,
        invocation_id: inv,
        request_id: requestId,
        ...extra
      })
    files[`${folder}/.fabric/${rt}/${inv}/run-record.jsonl`] =
      `${line('start', start, { oom_kill_count: 0 })}\n${line('end', end, { status: 'succeeded', error: null, stop: null, oom_kill_count: 0, usage, resource_snapshot: null })}\n`
    requests.push({ request_id: requestId, result: `result-${k}.json`, record: `.fabric/${rt}/${inv}/run-record.jsonl` })
  }
  files[`${folder}/fabric-attempt.json`] = JSON.stringify({
    attempt_index_version: 1,
    configuration: spec.configuration,
    task: spec.task,
    revision: spec.revision,
    attempt: spec.attempt,
    requests_complete: true,
    requests,
    evaluation: { evaluator: { name: 'verifier', version: '1' }, passed: spec.passed ?? true, score: spec.passed === false ? 0 : 1 },
    task_duration_ms: 12_000
  })
  return files
}

/** Two configurations (`baseline`, `candidate`) × attempts `1` and `2` of `calc/add@r1`, each passed, 1,000 input tokens, $0.02. */
export const TWO_BY_TWO: AttemptSpec[] = ['baseline', 'candidate'].flatMap((configuration) =>
  ['1', '2'].map((attempt) => ({
    configuration,
    task: 'calc/add',
    revision: 'r1',
    attempt,
    passed: true,
    inputTokens: 1000,
    costUsd: 0.02
  }))
)

/** Files of several attempts merged into one artifact's file map. */
export function artifactFiles(specs: AttemptSpec[]): Record<string, string> {
  return Object.assign({}, ...specs.map(attemptFiles)) as Record<string, string>
}

/** An evidence folder as `gh run download` lays it out (one sub-folder per artifact, by name), in a new temp folder; returns its path. */
export function writeEvidenceFolder(artifacts: Record<string, Record<string, string>>): string {
  const root = tempFolder('evidence-folder-')
  for (const [name, files] of Object.entries(artifacts)) {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name, file)), { recursive: true })
      writeFileSync(path.join(root, name, file), text)
    }
  }
  return root
}
