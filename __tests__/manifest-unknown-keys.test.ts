/**
 * In the files the user writes (the manifest, attempt
 * index files, the configuration map), an unknown key is an error naming
 * the file, the JSON path and the nearest known key; evidence files other
 * tools write stay lenient.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadAttemptIndexes } from '../src/sources/attempt-index/attempt-indexes.js'
import { cli } from './support/cli-golden.js'
import { buildHarborTree, PAIRWISE_JOBS } from './support/harbor-tree.js'
import { tempFolder } from './support/temp-folder.js'

const HINT = 'Run fabric-compare --help for the usage.'

/** A full result with a key NeMo Fabric may add (`future_field`): evidence, read leniently. */
const RESULT = JSON.stringify({
  agent_name: 'a',
  harness: 'claude',
  adapter_kind: 'process',
  runtime_id: 'rt-1',
  invocation_id: 'inv-1',
  request_id: 'req-1',
  status: 'succeeded',
  future_field: { anything: 1 },
  usage: {
    input_tokens: 10,
    cached_input_tokens: 0,
    output_tokens: 5,
    reasoning_tokens: null,
    total_tokens: 15,
    cost_usd: 0.01,
    pricing_basis: 'p1',
    future_counter: 3
  }
})

describe('unknown keys in a manifest', () => {
  it('the misspelt pased, task_duraton_ms and recrd exit 2 with the file, the JSON path and the nearest key', async () => {
    const dir = tempFolder('fc-unknown-keys-')
    writeFileSync(path.join(dir, 'result.json'), RESULT)
    const file = path.join(dir, 'manifest.json')
    writeFileSync(
      file,
      JSON.stringify({
        manifest_version: 1,
        configurations: [{ id: 'a', attempts_complete: true, pricing: { basis: 'p1', verifed: true } }],
        attempts: [
          {
            configuration: 'a',
            task: 't',
            revision: 'r',
            attempt: '1',
            requests_complete: true,
            requests: [{ request_id: 'req-1', result: 'result.json', recrd: '.fabric/rt-1/inv-1/run-record.jsonl' }],
            evaluation: { pased: true, evaluator: { name: 'ev', versoin: '1' } },
            task_duraton_ms: 2000
          }
        ],
        comment: 'x'
      })
    )
    const run = await cli([file])
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        `fabric-compare: ${file}: the manifest does not match manifest v1`,
        '  - $.configurations[0].pricing.verifed: unknown key; did you mean "verified"?',
        '  - $.attempts[0].requests[0].recrd: unknown key; did you mean "record"?',
        '  - $.attempts[0].evaluation.evaluator.versoin: unknown key; did you mean "version"?',
        '  - $.attempts[0].evaluation.pased: unknown key; did you mean "passed"?',
        '  - $.attempts[0].task_duraton_ms: unknown key; did you mean "task_duration_ms"?',
        '  - $.comment: unknown key (known keys: $schema, manifest_version, configurations, attempts)',
        ''
      ].join('\n')
    })
    expect(run.stderr).not.toContain(HINT)
  })

  it('$schema is allowed, and the evidence it declares keeps the keys other tools add', async () => {
    const dir = tempFolder('fc-unknown-keys-')
    writeFileSync(path.join(dir, 'result.json'), RESULT)
    const file = path.join(dir, 'manifest.json')
    writeFileSync(
      file,
      JSON.stringify({
        $schema: 'https://example.invalid/manifest.schema.json',
        manifest_version: 1,
        configurations: [{ id: 'a', attempts_complete: true, pricing: { basis: 'p1', verified: true } }],
        attempts: [
          {
            configuration: 'a',
            task: 't',
            revision: 'r',
            attempt: '1',
            requests_complete: true,
            requests: [{ request_id: 'req-1', result: 'result.json' }],
            evaluation: { passed: true }
          }
        ]
      })
    )
    const run = await cli([file, '--json', '--fail-on', 'never'])
    expect([run.code, run.stderr]).toEqual([0, ''])
    const report = JSON.parse(run.stdout) as { configurations: Array<{ usage: { input_tokens: { observed: number | null } } }> }
    expect(report.configurations[0]?.usage.input_tokens.observed).toBe(10)
  })
})

describe('unknown keys in an attempt index file', () => {
  it('the index file is attempt_index_invalid naming the artifact, the file, the JSON path and the nearest key; the attempt is unreadable, carrying it', async () => {
    const dir = tempFolder('fc-unknown-keys-')
    mkdirSync(path.join(dir, 'eval-a', 'attempt-1'), { recursive: true })
    writeFileSync(path.join(dir, 'eval-a', 'attempt-1', 'result.json'), RESULT)
    writeFileSync(
      path.join(dir, 'eval-a', 'attempt-1', 'fabric-attempt.json'),
      JSON.stringify({
        attempt_index_version: 1,
        configuration: 'a',
        task: 't',
        revision: 'r',
        attempt: '1',
        requests_complete: true,
        requests: [{ request_id: 'req-1', result: 'result.json' }],
        evaluation: { pased: true }
      })
    )
    const input = await loadAttemptIndexes({
      artifacts: [{ name: 'eval-a', dir: path.join(dir, 'eval-a') }],
      configurations: [{ id: 'a', pattern: 'eval-a', run: null, relabel: false }],
      pricing: [],
      expected: { tasks: [{ task: 't', revision: 'r' }], attemptsPerTask: 1 }
    })
    // The file still names its attempt: the attempt is there but unreadable (not missing), and carries why.
    expect(input.diagnostics).toEqual([])
    expect(input.attempts[0]!.diagnostics).toEqual([
      {
        code: 'attempt_index_invalid',
        message: 'eval-a/attempt-1/fabric-attempt.json: $.evaluation.pased: unknown key; did you mean "passed"?',
        file: 'eval-a/attempt-1/fabric-attempt.json'
      }
    ])
    expect(input.attempts.map((a) => [a.missing, a.declared_in])).toEqual([
      [true, { path: 'attempt-1/fabric-attempt.json', artifact: 'eval-a' }]
    ])
  })
})

describe('unknown keys in a configuration map', () => {
  it('a key that selects no trial, job or agent exits 2 with its JSON path and the nearest selecting key', async () => {
    const dir = tempFolder('fc-unknown-keys-')
    const { jobDirs } = await buildHarborTree(PAIRWISE_JOBS, path.join(dir, 'jobs'))
    const map = path.join(dir, 'map.json')
    writeFileSync(
      map,
      JSON.stringify({ 'kwargs.harness=pi': 'pi', 'kwargs.harnes=thinharness': 'thinharness', 'no-such-agent-at-all': 'x' })
    )
    const run = await cli([...jobDirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', map])
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        `fabric-compare: --configuration-map ${map}: keys that select nothing in the folders given`,
        '  - $["kwargs.harnes=thinharness"]: selects no trial, job, run or agent; did you mean "kwargs.harness=thinharness"?',
        '  - $["no-such-agent-at-all"]: selects no trial, job, run or agent',
        ''
      ].join('\n')
    })
  })
})
