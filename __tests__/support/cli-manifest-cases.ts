/**
 * Small manifests written to a temporary folder for CLI tests with exact
 * figures: two configurations `base` and `cand` (attempts complete, pricing
 * basis `p1` verified, evaluator `ev@1`), NeMo Fabric full results of fixed
 * usage, and attempts of task `t` at revision `r1` with a verified request list.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tempFolder } from './temp-folder.js'

const configuration = (id: string): object => ({
  id,
  attempts_complete: true,
  pricing: { basis: 'p1', verified: true },
  evaluator: { name: 'ev', version: '1' }
})

/** A NeMo Fabric full result: 1,000 input and 50 output tokens, $0.01, 9 s. */
export function fullResult(runtime: string, invocation: string, request: string): string {
  return JSON.stringify({
    agent_name: 'a',
    harness: 'claude',
    adapter_kind: 'process',
    adapter_id: 'x',
    runtime_id: runtime,
    invocation_id: invocation,
    request_id: request,
    status: 'succeeded',
    error: null,
    output: {},
    artifacts: { root: null, artifacts: [] },
    telemetry: null,
    events: [
      { event_id: 'e1', timestamp_millis: 1784045040000, kind: 'invocation_start', message: '', metadata: {} },
      { event_id: 'e2', timestamp_millis: 1784045049000, kind: 'invocation_end', message: '', metadata: {} }
    ],
    metadata: {},
    usage: {
      input_tokens: 1000,
      cached_input_tokens: 0,
      output_tokens: 50,
      reasoning_tokens: null,
      total_tokens: 1050,
      cost_usd: 0.01,
      pricing_basis: 'p1'
    },
    resource_snapshot: null
  })
}

/** Writes `files` (path → text) and a manifest of `attempts` under a new temporary folder; returns the manifest's path. */
export function writeCase(name: string, files: Record<string, string>, attempts: object[]): string {
  const dir = join(tempFolder(`fabric-compare-${name}-`), name)
  mkdirSync(dir, { recursive: true })
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true })
    writeFileSync(join(dir, p), text)
  }
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ manifest_version: 1, configurations: [configuration('base'), configuration('cand')], attempts })
  )
  return join(dir, 'manifest.json')
}

/** An attempt of task `t` at `r1` with a verified request list (`requests_complete: true`) and a verdict. */
export const attempt = (configuration: string, n: string, requests: object[], passed: boolean): object => ({
  configuration,
  task: 't',
  revision: 'r1',
  attempt: n,
  requests_complete: true,
  requests,
  evaluation: { passed }
})
