/**
 * ATIF v1.8 and the cache writes of Harbor's `claude-code` agent (issue 18
 * item 4), on synthetic Harbor 0.21 trials and ATIF trajectories shaped after
 * formats.md §6–§7 (written to temp folders; not real runs).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { reduceAtif } from '../src/evidence/atif/segment.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { renderText } from '../src/render/text/text.js'
import { cleanTrees, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const CLAUDE = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const TERMINUS = { name: 'terminus-2', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const counters = (input: number) => ({
  agent_result: { n_input_tokens: input, n_cache_tokens: 600, n_output_tokens: 50, cost_usd: null, metadata: null }
})

/** A claude-code ATIF trajectory as Harbor ≤ 0.2.x wrote it: prompt tokens = uncached + cache reads; cache writes only in `extra`. */
const trajectory = (finalExtra: boolean) => ({
  json: {
    schema_version: 'ATIF-v1.8',
    session_id: 's-1',
    agent: { name: 'claude-code', version: '2.0.1', model_name: 'claude-sonnet-4-5' },
    some_v18_field: { kept: 'unknown fields stay lenient' },
    steps: [
      {
        step_id: 1,
        source: 'agent',
        timestamp: '2026-01-01T00:00:10Z',
        metrics: { prompt_tokens: 400, completion_tokens: 20, cached_tokens: 300, extra: { cache_creation_input_tokens: 1200 } }
      },
      {
        step_id: 2,
        source: 'agent',
        timestamp: '2026-01-01T00:00:20Z',
        metrics: { prompt_tokens: 600, completion_tokens: 30, cached_tokens: 300, extra: { cache_creation_input_tokens: 300 } }
      }
    ],
    final_metrics: {
      total_prompt_tokens: 1000,
      total_completion_tokens: 50,
      total_cached_tokens: 600,
      total_steps: 2,
      ...(finalExtra ? { extra: { total_cache_creation_input_tokens: 1500 } } : {})
    }
  }
})

async function jobs(claudeFiles: Record<string, unknown>) {
  return tree([
    {
      name: 'job-claude',
      trials: [{ name: 't__c', files: { 'result.json': trial('t__c', 'org/t', CLAUDE, 1, counters(1000)), ...claudeFiles } as never }]
    },
    { name: 'job-terminus', trials: [{ name: 't__t', files: { 'result.json': trial('t__t', 'org/t', TERMINUS, 1, counters(2600)) } }] }
  ])
}

describe('ATIF v1.8', () => {
  it('is a known version: no notice, unknown fields ignored, cache writes read from extra', () => {
    const r = reduceAtif(trajectory(true).json, 'trajectory.json')
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.diagnostics).toEqual([])
    expect([r.value.schema_version, r.value.agent_name, r.value.final_cache_writes, r.value.step_cache_writes]).toEqual([
      'ATIF-v1.8',
      'claude-code',
      1500,
      1500
    ])
  })
})

describe("claude-code's input tokens of Harbor ≤ 0.2.x leave out cache writes", () => {
  it("counts the trajectory's cache writes into input, so its input compares with another agent's", async () => {
    const loaded = await loadHarborJobs(await jobs({ 'agent/trajectory.json': trajectory(true) }), {
      configurationMap: { 'claude-code': 'claude', 'terminus-2': 'terminus' }
    })
    const report = compare({ ...loaded, policy: 'incomplete' })
    const claude = report.configurations.find((c) => c.id === 'claude')!
    expect(claude.usage.input_tokens).toEqual({ observed: 2500, reported_by: 1, expected: 1, complete: false })
    const text = renderText(report, { details: true })
    expect(text).toContain(
      "claude_code_cache_writes_counted] claude-code's n_input_tokens leave cache writes out here (as Harbor ≤ 0.2.x wrote it; shown by the trajectory's step with prompt_tokens below cached_tokens + cache_creation_input_tokens (e.g. prompt_tokens 400 < cached_tokens 300 + cache_creation_input_tokens 1200 at $.steps[0].metrics of job-claude/t__c/agent/trajectory.json)): 1,500 cache-write tokens (final_metrics.extra.total_cache_creation_input_tokens, job-claude/t__c/agent/trajectory.json) counted into input (1,000 → 2,500)"
    )
    expect(text).not.toContain('input_excludes_cache_writes')
    expect(text).not.toContain('atif_unknown_version')
    // The trajectory's own counters get the same cache writes, so they cross-check like with like.
    const legacy = report.attempts.find((a) => a.configuration === 'claude')!.legacy_counters
    expect(legacy.map((l) => [l.source, l.input_tokens])).toEqual([
      ['atif.final_metrics + cache writes', 2500],
      ['atif.steps (sum) + cache writes', 2500]
    ])
    expect(text).not.toContain('legacy_counter_differs')
  })

  it("sums the steps' cache writes when final_metrics has no extra", async () => {
    const loaded = await loadHarborJobs(await jobs({ 'agent/trajectory.json': trajectory(false) }), {
      configurationMap: { 'claude-code': 'claude', 'terminus-2': 'terminus' }
    })
    const claude = compare({ ...loaded, policy: 'incomplete' }).configurations.find((c) => c.id === 'claude')!
    expect(claude.usage.input_tokens.observed).toBe(2500)
  })

  it('without a trajectory or a lock.json: the definition is unknown, a notice beside the figure names what is missing; the input is not flagged as leaving writes out', async () => {
    const loaded = await loadHarborJobs(await jobs({}), { configurationMap: { 'claude-code': 'claude', 'terminus-2': 'terminus' } })
    for (const c of loaded.configurations) c.attempts_complete = true
    const report = compare({ ...loaded, policy: 'warnings' })
    const cmp = report.comparisons[0]!
    expect([cmp.baseline, cmp.candidate]).toEqual(['claude', 'terminus'])
    expect(cmp.metrics.input_tokens).toMatchObject({ baseline: 1000, candidate: 2600, delta: 1600 })
    expect(report.warnings.map((w) => w.code)).not.toContain('input_excludes_cache_writes')
    const notice = report.warnings.find((x) => x.code === 'claude_code_input_definition_unknown')!
    expect(notice.severity).toBe('notice')
    expect(notice.message).toContain(
      "whether claude-code's n_input_tokens 1,000 include cache writes is unknown: Harbor ≥ 0.3.0 includes them, ≤ 0.2.x leaves them out, and nothing here tells the release (no trajectory figure shows it; the job has no lock.json (job-claude/lock.json; written since Harbor 0.6.2)); shown as reported"
    )
  })
})

/** A claude-code ATIF trajectory as Harbor ≥ 0.3.0 writes it: each step's prompt tokens = uncached + cache reads + cache writes. */
const trajectoryV03 = {
  json: {
    schema_version: 'ATIF-v1.8',
    session_id: 's-2',
    agent: { name: 'claude-code', version: '2.1.0', model_name: 'claude-sonnet-4-5' },
    steps: [
      {
        step_id: 1,
        source: 'agent',
        metrics: { prompt_tokens: 1600, completion_tokens: 20, cached_tokens: 300, extra: { cache_creation_input_tokens: 1200 } }
      },
      {
        step_id: 2,
        source: 'agent',
        metrics: { prompt_tokens: 900, completion_tokens: 30, cached_tokens: 300, extra: { cache_creation_input_tokens: 300 } }
      }
    ],
    final_metrics: {
      total_prompt_tokens: 2500,
      total_completion_tokens: 50,
      total_cached_tokens: 600,
      total_steps: 2,
      extra: { total_cache_creation_input_tokens: 1500 }
    }
  }
}

async function jobsWith(claudeFiles: Record<string, unknown>, jobFiles: Record<string, unknown> = {}) {
  return tree([
    {
      name: 'job-claude',
      files: jobFiles as never,
      trials: [{ name: 't__c', files: { 'result.json': trial('t__c', 'org/t', CLAUDE, 1, counters(2500)), ...claudeFiles } as never }]
    },
    { name: 'job-terminus', trials: [{ name: 't__t', files: { 'result.json': trial('t__t', 'org/t', TERMINUS, 1, counters(2600)) } }] }
  ])
}
const MAP = { 'claude-code': 'claude', 'terminus-2': 'terminus' }
const claudeCodes = (r: ReturnType<typeof compare>): string[] =>
  r.warnings.filter((w) => w.code.includes('cache_writes') || w.code.startsWith('claude_code')).map((w) => w.code)

describe("claude-code's input of Harbor ≥ 0.3.0 already includes cache writes: never added twice", () => {
  it('a trajectory whose step prompt tokens cover cache reads + writes: the input stays n_input_tokens, no notice, the trajectory cross-checks without a difference', async () => {
    const loaded = await loadHarborJobs(await jobsWith({ 'agent/trajectory.json': trajectoryV03 }), { configurationMap: MAP })
    const report = compare({ ...loaded, policy: 'incomplete' })
    expect(report.configurations.find((c) => c.id === 'claude')!.usage.input_tokens.observed).toBe(2500)
    expect(claudeCodes(report)).toEqual([])
    const legacy = report.attempts.find((a) => a.configuration === 'claude')!.legacy_counters
    expect(legacy.map((l) => [l.source, l.input_tokens])).toEqual([
      ['atif.final_metrics', 2500],
      ['atif.steps (sum)', 2500]
    ])
    expect(report.warnings.map((w) => w.code)).not.toContain('legacy_counter_differs')
    expect(report.comparisons[0]!.metrics.input_tokens).toMatchObject({ baseline: 2500, candidate: 2600 })
  })

  it('only final_metrics (no step metrics): the totals decide the same way', async () => {
    const only = { json: { ...trajectoryV03.json, steps: [] } }
    const loaded = await loadHarborJobs(await jobsWith({ 'agent/trajectory.json': only }), { configurationMap: MAP })
    const report = compare({ ...loaded, policy: 'incomplete' })
    expect(report.configurations.find((c) => c.id === 'claude')!.usage.input_tokens.observed).toBe(2500)
    expect(claudeCodes(report)).toEqual([])
  })

  it.each([
    ['0.24.1', 2500, []],
    ['0.3.0.dev2', 2500, []],
    // No release older than 0.6.2 writes lock.json; a hand-written older version still decides.
    ['0.2.9', 2500, ['input_excludes_cache_writes']],
    ['main', 2500, ['claude_code_input_definition_unknown']]
  ])('no trajectory, the job lock.json says Harbor %s: input %d, codes %j', async (version, input, codes) => {
    const loaded = await loadHarborJobs(
      await jobsWith({}, { 'lock.json': { json: { schema_version: 3, harbor: { version, git_commit_hash: 'abc', is_editable: false } } } }),
      { configurationMap: MAP }
    )
    // Inventories declared whole, so a withheld delta can only be the definition's doing.
    for (const c of loaded.configurations) c.attempts_complete = true
    const report = compare({ ...loaded, policy: 'incomplete' })
    expect(report.configurations.find((c) => c.id === 'claude')!.usage.input_tokens.observed).toBe(input)
    expect(claudeCodes(report)).toEqual(codes)
    const delta = report.comparisons[0]!.metrics.input_tokens.delta
    expect(delta).toBe(codes.includes('input_excludes_cache_writes') ? null : 100)
  })

  it('an unknown definition names why the lock.json did not tell', async () => {
    const loaded = await loadHarborJobs(await jobsWith({}, { 'lock.json': { json: { schema_version: 3 } } }), { configurationMap: MAP })
    const report = compare({ ...loaded, policy: 'incomplete' })
    expect(report.warnings.find((w) => w.code === 'claude_code_input_definition_unknown')?.message).toContain(
      '(no trajectory figure shows it; job-claude/lock.json has no harbor.version)'
    )
  })

  it('a trajectory that shows no cache write at all: nothing to decide, no notice', async () => {
    const none = {
      json: {
        ...trajectoryV03.json,
        steps: [],
        final_metrics: { ...trajectoryV03.json.final_metrics, extra: { total_cache_creation_input_tokens: 0 } }
      }
    }
    const loaded = await loadHarborJobs(await jobsWith({ 'agent/trajectory.json': none }), { configurationMap: MAP })
    expect(claudeCodes(compare({ ...loaded, policy: 'incomplete' }))).toEqual([])
  })
})

describe('how the definition is decided: the lock.json version first, then the trajectory, every segment counted', () => {
  /**
   * An old-format (Harbor ≤ 0.2.x) claude-code trajectory segment: `short` steps whose prompt tokens leave out their
   * 1,000 cache writes.
   */
  const oldSegment = (short: number, next: string | null) => ({
    schema_version: 'ATIF-v1.8',
    session_id: 's',
    agent: { name: 'claude-code', version: '1.0.9' },
    ...(next === null ? {} : { continued_trajectory_ref: next }),
    steps: Array.from({ length: short }, (_, i) => ({
      step_id: i + 1,
      source: 'agent',
      metrics: { prompt_tokens: 400, completion_tokens: 10, cached_tokens: 300, extra: { cache_creation_input_tokens: 1000 } }
    }))
  })
  const lockOf = (version: unknown) => ({ 'lock.json': { json: { schema_version: 3, harbor: { version } } } })
  const run = async (claudeFiles: Record<string, unknown>, jobFiles: Record<string, unknown> = {}) => {
    const loaded = await loadHarborJobs(await jobsWith(claudeFiles, jobFiles), { configurationMap: MAP })
    return compare({ ...loaded, policy: 'incomplete' })
  }
  const inputOf = (r: ReturnType<typeof compare>) => r.configurations.find((c) => c.id === 'claude')!.usage.input_tokens.observed

  it('only final totals that leave the writes out (no step metrics): the writes are counted in', async () => {
    const totals = {
      json: {
        schema_version: 'ATIF-v1.8',
        agent: { name: 'claude-code' },
        steps: [],
        final_metrics: { total_prompt_tokens: 1000, total_cached_tokens: 600, extra: { total_cache_creation_input_tokens: 1500 } }
      }
    }
    const r = await run({ 'agent/trajectory.json': totals })
    expect(inputOf(r)).toBe(2500 + 1500)
    expect(r.warnings.find((w) => w.code === 'claude_code_cache_writes_counted')?.message).toContain(
      'below total_cached_tokens + total_cache_creation_input_tokens'
    )
  })

  it('short steps in two segments are all counted in the message (2 + 3 = 5 steps)', async () => {
    const r = await run({
      'agent/trajectory.json': { json: oldSegment(2, 'trajectory.cont-1.json') },
      'agent/trajectory.cont-1.json': { json: oldSegment(3, null) }
    })
    expect(r.warnings.find((w) => w.code === 'claude_code_cache_writes_counted')?.message).toContain(
      "shown by the trajectory's 5 steps with prompt_tokens below"
    )
    expect(inputOf(r)).toBe(2500 + 5000)
  })

  it('a lock.json naming Harbor ≥ 0.3.0 decides over a covering trajectory, and a trajectory that contradicts it makes the definition unknown, both named', async () => {
    expect(claudeCodes(await run({ 'agent/trajectory.json': trajectoryV03 }, lockOf('0.24.1')))).toEqual([])
    const r = await run({ 'agent/trajectory.json': { json: oldSegment(1, null) } }, lockOf('0.24.1'))
    expect(inputOf(r)).toBe(2500)
    expect(r.warnings.find((w) => w.code === 'claude_code_input_definition_unknown')?.message).toContain(
      'nothing here tells the release (job-claude/lock.json harbor.version names Harbor "0.24.1", which includes them, but the trajectory\'s step with prompt_tokens below cached_tokens + cache_creation_input_tokens (e.g. prompt_tokens 400 < cached_tokens 300 + cache_creation_input_tokens 1000 at $.steps[0].metrics of job-claude/t__c/agent/trajectory.json) shows them left out); shown as reported'
    )
  })

  it('a lock.json version is evidence text: quoted and cut in messages; a version that is not a string is named so', async () => {
    const odd = `0.2.9\n\n# heading ${'x'.repeat(200)}`
    // The version (coerced: 0.2.9) decides over the trajectory's covering steps: its 1,500 writes are counted in.
    const r = await run({ 'agent/trajectory.json': trajectoryV03 }, lockOf(odd))
    expect(inputOf(r)).toBe(4000)
    const message = r.warnings.find((x) => x.code === 'claude_code_cache_writes_counted')!.message
    expect(message).toContain(`shown by Harbor ${JSON.stringify(odd.slice(0, 64) + '…')} (job-claude/lock.json harbor.version)`)
    expect(message).not.toContain('\n')
    expect(message).not.toContain('x'.repeat(100))
    const n = await run({}, lockOf(0.24))
    expect(n.warnings.find((x) => x.code === 'claude_code_input_definition_unknown')?.message).toContain(
      'job-claude/lock.json harbor.version is not a string'
    )
  })

  it("a single trial folder given alone reads its parent job folder's lock.json", async () => {
    const [claudeJob] = await jobsWith({}, lockOf('0.25.1'))
    const loaded = await loadHarborJobs([`${claudeJob!}/t__c`], { configurationMap: MAP })
    expect(claudeCodes(compare({ ...loaded, policy: 'incomplete' }))).toEqual([])
  })
})
