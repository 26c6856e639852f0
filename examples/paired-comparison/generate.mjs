#!/usr/bin/env node
// Writes the paired-comparison example: 6 tasks × 3 attempts for two configurations
// that share one evaluator and one verified pricing basis, one NeMo Fabric full
// result per attempt, and manifest.json. Deterministic; run from the repository root:
//   node examples/paired-comparison/generate.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const TASKS = ['calc/add', 'calc/mul', 'calc/div', 'text/reverse', 'text/upper', 'json/merge']
const ATTEMPTS = 3
// Passing attempts per task (of 3): baseline 15 of 18, candidate 12 of 18.
const PASSES = { baseline: [3, 3, 2, 3, 1, 3], candidate: [3, 0, 2, 2, 2, 3] }
const PRICING = 'list-2026-07'
// USD per token of the pricing basis (input, output).
const PRICE = { input: 0.000003, output: 0.000015 }

function usage(config, task, attempt) {
  const input = 1200 + 150 * task + 40 * attempt + (config === 'candidate' ? 300 : 0)
  const output = 300 + 25 * task + 10 * attempt + (config === 'candidate' ? 60 : 0)
  const cost = Math.round((input * PRICE.input + output * PRICE.output) * 1e6) / 1e6
  return {
    input_tokens: input,
    cached_input_tokens: 0,
    output_tokens: output,
    reasoning_tokens: null,
    total_tokens: input + output,
    cost_usd: cost,
    pricing_basis: PRICING
  }
}

function fullResult(config, task, attempt, requestId) {
  const start = Date.UTC(2026, 6, 14, 9, 0, 0) + (task * ATTEMPTS + attempt) * 60000 + (config === 'candidate' ? 3600000 : 0)
  return {
    agent_name: `${config}-agent`,
    harness: 'claude',
    adapter_kind: 'process',
    adapter_id: 'nvidia.fabric.claude',
    runtime_id: `rt-${requestId}`,
    invocation_id: 'inv-1',
    request_id: requestId,
    status: 'succeeded',
    error: null,
    output: { completed: true },
    artifacts: { root: null, artifacts: [] },
    telemetry: null,
    events: [
      { event_id: 'e1', timestamp_millis: start, kind: 'invocation_start', message: 'invocation started', metadata: {} },
      {
        event_id: 'e2',
        timestamp_millis: start + 20000 + 1000 * task,
        kind: 'invocation_end',
        message: 'invocation finished',
        metadata: {}
      }
    ],
    metadata: {},
    usage: usage(config, task, attempt)
  }
}

for (const config of Object.keys(PASSES)) rmSync(join(here, config), { recursive: true, force: true })
const attempts = []
for (const config of Object.keys(PASSES)) {
  TASKS.forEach((task, t) => {
    for (let a = 0; a < ATTEMPTS; a++) {
      const slug = task.replace('/', '-')
      const requestId = `${config}-${slug}-${a + 1}`
      const file = `${config}/${slug}/${a + 1}/result.json`
      mkdirSync(join(here, dirname(file)), { recursive: true })
      writeFileSync(join(here, file), `${JSON.stringify(fullResult(config, t, a, requestId))}\n`)
      attempts.push({
        configuration: config,
        task,
        revision: 'r3',
        attempt: String(a + 1),
        requests_complete: true,
        evaluation: { passed: a < PASSES[config][t] },
        requests: [{ request_id: requestId, result: file }]
      })
    }
  })
}
const evaluator = { name: 'calc-verifier', version: '1.0' }
const manifest = {
  manifest_version: 1,
  configurations: Object.keys(PASSES).map((id) => ({
    id,
    attempts_complete: true,
    pricing: { basis: PRICING, verified: true },
    evaluator
  })),
  attempts
}
writeFileSync(join(here, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`)
