/**
 * Counts written as floats and sums past 2^53 (issue 37 items 2 and 3): a
 * count a 64-bit float does not hold exactly is no count — the file it is
 * in is unreadable, naming the JSON path — and a token sum past 2^53 − 1 is
 * unknown (`sum_overflow`), never a rounded number marked complete. Every
 * report these runs produce is also checked against the report schema by
 * `cli()` (support/report-validity.ts). Full results shaped as NeMo Fabric
 * 0.6 writes them (support/cli-manifest-cases.ts); values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'
import { compare } from '../src/comparison/compare.js'
import { EvidenceTypeError, readCount } from '../src/evidence/json/fields.js'
import type { Diagnostic } from '../src/evidence/types.js'
import { readUsage } from '../src/evidence/fabric/usage.js'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { matchInventory } from '../src/evidence/harbor/job/inventory.js'
import { loadAttemptIndexes } from '../src/sources/attempt-index/attempt-indexes.js'
import { attempt as builderAttempt, config, input, resultReq, usage } from './support/comparison-builders.js'
import { cli } from './support/cli-golden.js'
import { attempt, fullResult, writeCase } from './support/cli-manifest-cases.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'
import { besidesGateLine } from './support/gate-stderr.js'

afterAll(cleanTrees)

const MAX = Number.MAX_SAFE_INTEGER

/** A full result whose `usage` has `patch` applied. */
const withUsage = (request: string, patch: Record<string, unknown>): string => {
  const r = JSON.parse(fullResult('rt-1', `inv-${request}`, request)) as { usage: Record<string, unknown> }
  Object.assign(r.usage, patch)
  return JSON.stringify(r)
}

async function run(files: Record<string, string>): Promise<Report> {
  const manifest = writeCase('counts', files, [
    attempt('base', '1', [{ request_id: 'b1', result: 'base/1.json' }], true),
    attempt('cand', '1', [{ request_id: 'c1', result: 'cand/1.json' }], true)
  ])
  const out = await cli([manifest, '--json'])
  expect(besidesGateLine(out.stderr)).toBe('')
  return ReportSchema.parse(JSON.parse(out.stdout))
}

describe('a count a float does not hold exactly', () => {
  it('the usage reader reads it as unknown for that field, naming the JSON path (1e20 output tokens; the largest float as cached input)', () => {
    for (const [field, v] of [
      ['output_tokens', 1e20],
      ['cached_input_tokens', 1.7976931348623157e308],
      ['input_tokens', MAX + 1]
    ] as const) {
      const diagnostics: Diagnostic[] = []
      const u = readUsage({ [field]: v, total_tokens: 5 }, '$.usage', diagnostics)
      expect([u?.[field], u?.total_tokens]).toEqual([null, 5])
      expect(diagnostics).toEqual([
        {
          code: 'invalid_number',
          message: `${v} is outside ±(2^53−1) and cannot be held exactly as a token count; read as null (not reported)`,
          json_path: `$.usage.${field}`
        }
      ])
    }
    expect(readUsage({ input_tokens: MAX }, '$.usage', [])?.input_tokens).toBe(MAX)
  })

  it('any other reader of counts refuses one past 2^53 − 1 (the file is unreadable, the path named), never holds it as a count', () => {
    let thrown: unknown = null
    try {
      readCount({ bytes: 1e20 }, 'bytes', '$')
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(EvidenceTypeError)
    expect([(thrown as EvidenceTypeError).json_path, (thrown as Error).message]).toEqual([
      '$.bytes',
      'expected a non-negative integer up to 2^53 − 1, found 100000000000000000000'
    ])
  })

  for (const literal of ['1e20', '100000000000000000000', '1.7976931348623157e308']) {
    it(`through the CLI, output_tokens written ${literal}: unknown with the file and JSON path named, never 1e20 tokens complete; the report valid`, async () => {
      const base = withUsage('b1', { output_tokens: 424242 }).replace('424242', literal)
      const r = await run({ 'base/1.json': base, 'cand/1.json': fullResult('rt-1', 'inv-c1', 'c1') })
      const c = r.configurations.find((x) => x.id === 'base')!
      expect(c.usage.output_tokens).toEqual({ observed: null, reported_by: 0, expected: 1, complete: false })
      expect(c.usage.input_tokens).toEqual({ observed: 1000, reported_by: 1, expected: 1, complete: true })
      expect(r.warnings.find((x) => x.code === 'invalid_number')?.message).toMatch(
        /^base: \S+ is outside ±\(2\^53−1\) and cannot be held exactly.*; read as null \(not reported\) \(base\/1\.json\)$/
      )
      const d = r.attempts.find((a) => a.key === 'base/t@r1#1')!.requests[0]!.diagnostics.find((x) => x.code === 'invalid_number')
      expect([d?.file, d?.json_path]).toEqual(['base/1.json', '$.usage.output_tokens'])
      expect([c.complete, r.gate.passed]).toEqual([false, false])
    })
  }
})

describe('a token sum past 2^53 − 1', () => {
  it('in a manifest: unknown with sum_overflow, not complete, the report valid (each count alone is exact)', async () => {
    const half = 2 ** 52 + 1
    const r = compare(
      input(
        [config('a')],
        [
          builderAttempt('a', 't1', { requests: [resultReq('x', usage({ input_tokens: half, output_tokens: 1 }))] }),
          builderAttempt('a', 't2', { requests: [resultReq('y', usage({ input_tokens: half, output_tokens: 1 }))] })
        ]
      )
    )
    const c = r.configurations[0]!
    expect(c.usage.input_tokens).toEqual({ observed: null, reported_by: 2, expected: 2, complete: false })
    expect(c.usage.output_tokens).toEqual({ observed: 2, reported_by: 2, expected: 2, complete: true })
    expect(r.warnings.find((w) => w.code === 'sum_overflow')?.message).toBe(
      'a: the sum of input_tokens exceeds what a 64-bit float holds exactly (token counts above 2^53 − 1 = 9,007,199,254,740,991, costs above about 1.8e308); shown as unknown, not complete'
    )
    expect(r.gate.reasons).toContain('a: the sum of input_tokens exceeds what a 64-bit float holds exactly (unknown)')
    expect(ReportSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true)
  })

  it("one attempt's own total past it is unknown in the per-attempt figures too", () => {
    const r = compare(
      input(
        [config('a')],
        [
          builderAttempt('a', 't1', {
            requests: [resultReq('x', usage({ input_tokens: MAX })), resultReq('y', usage({ input_tokens: 2 }))]
          })
        ]
      )
    )
    const mean = r.configurations[0]!.statistics?.per_attempt.input_tokens
    expect([mean?.interval, mean?.attempts, mean?.of]).toEqual([null, 0, 1])
  })

  it('in Harbor jobs: two trials of 5e15 input tokens each sum to unknown, named', async () => {
    const agent = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
    const counters = { agent_result: { n_input_tokens: 5e15, n_cache_tokens: 0, n_output_tokens: 10, cost_usd: null, metadata: null } }
    const dirs = await tree([
      {
        name: 'job-big',
        files: { 'config.json': jobConfig([agent], ['org/a', 'org/b'], 1) },
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', agent, 1, counters) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'org/b', agent, 1, counters) } }
        ]
      }
    ])
    const out = await cli(['--harbor-job', dirs[0]!, '--json'])
    expect(besidesGateLine(out.stderr)).toBe('')
    const r = ReportSchema.parse(JSON.parse(out.stdout))
    expect(r.configurations[0]!.usage.input_tokens).toEqual({ observed: null, reported_by: 2, expected: 2, complete: false })
    expect(r.warnings.map((w) => w.code)).toContain('sum_overflow')
  })
})

describe('an inventory that never ends (issue 37 item 1)', () => {
  const agent = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
  const config = (n: number) => ({
    json: { job_name: 'j', n_attempts: n, agents: [agent], datasets: [], tasks: [{ name: 'org/a' }, { name: 'org/b' }] }
  })

  for (const n of [1e308, 60_000]) {
    it(`a Harbor job config.json with n_attempts ${n}: not expanded, the inventory unverified with the field named, the two trials read`, async () => {
      const dirs = await tree([
        {
          name: `job-n${n}`,
          files: { 'config.json': config(n) },
          trials: [
            { name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', agent, 1) } },
            { name: 'b__1', files: { 'result.json': trial('b__1', 'org/b', agent, 0) } }
          ]
        }
      ])
      const out = await cli(['--harbor-job', dirs[0]!, '--json'])
      expect(besidesGateLine(out.stderr)).toBe('')
      const r = ReportSchema.parse(JSON.parse(out.stdout))
      const c = r.configurations[0]!
      expect([c.attempts.listed, c.attempts.missing, c.attempts.inventory_verified, c.complete, r.gate.passed]).toEqual([
        2,
        0,
        false,
        false,
        false
      ])
      const w = r.warnings.find((x) => x.code === 'inventory_too_large')!
      const declared = n === 1e308 ? 'over 1.8e308' : '120,000'
      expect(w.message).toContain(
        `the job's config.json declares ${declared} attempts (2 configuration-task slots × n_attempts ${n === 1e308 ? '1e+308' : '60,000'}), more than the 100,000 an inventory is expanded to`
      )
      const d = r.diagnostics.find((x) => x.code === 'inventory_too_large')
      expect([d?.file, d?.json_path]).toEqual([`job-n${n}/config.json`, '$.n_attempts'])
      if (n !== 1e308) return
      // The bundled action reads the same job the same way (it used to grow by ~35 MB/s until memory ran out).
      const evidence = tempFolder('fabric-compare-evidence-')
      cpSync(dirs[0]!, path.join(evidence, 'harbor-results', 'jobs', path.basename(dirs[0]!)), { recursive: true })
      const run = await runAction({
        inputs: { 'evidence-path': evidence, 'harbor-jobs': 'jobs/job-*', comment: 'false' },
        pullRequest: null
      })
      const fromAction = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
      expect([run.exitCode, fromAction.configurations[0]!.attempts.listed, fromAction.warnings.map((x) => x.code)]).toEqual([
        1,
        2,
        expect.arrayContaining(['inventory_too_large'])
      ])
    })
  }

  it("the same bound for every declared inventory (a TB1 run's run_metadata.json); a count within it expands", () => {
    const ref = { path: 'run/run_metadata.json', artifact: null }
    const big = matchInventory('run', [{ configuration: 'c', task: 't', n: 1e308 }], [], ref, 'run_metadata.json')
    expect([big.missing.length, [...big.contradicted], big.diagnostics.map((x) => [x.code, x.json_path])]).toEqual([
      0,
      ['c'],
      [['inventory_too_large', '$.n_attempts']]
    ])
    const found = Array.from({ length: 3 }, (_, i) => ({ configuration: 'c', task: 't', attempt: String(i) }) as never)
    const fits = matchInventory('run', [{ configuration: 'c', task: 't', n: 5 }], found, ref, 'run_metadata.json')
    expect([fits.missing.length, fits.contradicted.size, fits.diagnostics.length]).toEqual([2, 0, 0])
  })
})

describe('a request list longer than one attempt may list (issue 37 item 4)', () => {
  const requests = (n: number) => Array.from({ length: n }, (_, i) => ({ request_id: `q${i}`, result: `r/${i}.json` }))

  it('a manifest listing 10,001 requests for one attempt is a usage error naming the count; 10,000 is read', async () => {
    const tooLong = writeCase('long-list', {}, [attempt('base', '1', requests(10_001), true), attempt('cand', '1', [], true)])
    const refused = await cli([tooLong, '--json'])
    expect([refused.code, refused.stdout]).toEqual([2, ''])
    expect(refused.stderr).toContain(
      '10,001 requests listed, more than the 10,000 one attempt may list (docs/formats.md, input limits); the list is refused, none of its requests read'
    )
    expect(refused.stderr).toContain('attempts[0].requests')
    const atLimit = writeCase('limit-list', {}, [attempt('base', '1', requests(10_000), true), attempt('cand', '1', [], true)])
    const read = await cli([atLimit, '--json'])
    expect(besidesGateLine(read.stderr)).toBe('')
    expect(ReportSchema.parse(JSON.parse(read.stdout)).configurations[0]!.requests.expected).toBe(10_000)
  })

  it('an attempt index file listing 10,001: attempt_index_invalid with the count, the attempt shown missing, nothing held', async () => {
    const root = tempFolder('long-index-')
    const dir = path.join(root, 'eval-base-1')
    mkdirSync(path.join(dir, 'a'), { recursive: true })
    writeFileSync(
      path.join(dir, 'a', 'fabric-attempt.json'),
      JSON.stringify({
        attempt_index_version: 1,
        configuration: 'base',
        task: 't',
        revision: 'r',
        attempt: '1',
        requests_complete: true,
        requests: requests(10_001)
      })
    )
    const input = await loadAttemptIndexes({
      artifacts: [{ name: 'eval-base-1', dir }],
      configurations: [{ id: 'base', pattern: 'eval-base-*', run: null, relabel: false }],
      pricing: [],
      expected: { tasks: [{ task: 't', revision: 'r' }], attemptsPerTask: 1 }
    })
    // The file still names its attempt: the attempt is there but unreadable, and carries why.
    expect(input.diagnostics).toEqual([])
    expect(input.attempts[0]!.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['attempt_index_invalid', expect.stringContaining('10,001 requests listed, more than the 10,000 one attempt may list')]
    ])
    expect(input.attempts.map((a) => [a.task, a.missing, a.requests.length])).toEqual([['t', true, 0]])
  })
})
