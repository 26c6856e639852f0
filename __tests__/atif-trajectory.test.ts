import { describe, it, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, mkdir, copyFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadAtifTrajectory } from '../src/evidence/atif/trajectory.js'
import { createRootedOpener } from '../src/evidence/files/paths.js'

/** Files opened inside the trajectory's folder (as a Harbor job opens them inside the job folder). */
const openerBeside = (file: string) => createRootedOpener(path.dirname(file), 'the trial folder')

const GOLDEN = path.resolve('__tests__/fixtures/real/harbor-golden-atif')
const HERMES = path.resolve('__tests__/fixtures/real/nemo-fabric-harbor-samples/hermes-relay/trajectory.json')

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atif-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Copy golden files into `<dir>/<name>/agent/` under their Harbor names (prefix `<agent>__<test>.` removed). */
async function agentDir(name: string, files: Record<string, string>): Promise<string> {
  const d = path.join(dir, name, 'agent')
  await mkdir(d, { recursive: true })
  for (const [to, from] of Object.entries(files)) await copyFile(path.join(GOLDEN, from), path.join(d, to))
  return d
}

const codes = (ds: Array<{ code: string }>): string[] => ds.map((d) => d.code)

describe('loadAtifTrajectory on the Harbor golden trajectories', () => {
  it('keeps final_metrics and step sums apart; subagents explain the difference and are never added', async () => {
    const d = await agentDir('summ', {
      'trajectory.json': 'terminus_2__hello-world-context-summarization.trajectory.json',
      'trajectory.summarization-1-summary.json': 'terminus_2__hello-world-context-summarization.trajectory.summarization-1-summary.json',
      'trajectory.summarization-1-questions.json':
        'terminus_2__hello-world-context-summarization.trajectory.summarization-1-questions.json',
      'trajectory.summarization-1-answers.json': 'terminus_2__hello-world-context-summarization.trajectory.summarization-1-answers.json'
    })
    const ev = await loadAtifTrajectory(
      path.join(d, 'trajectory.json'),
      'summ/agent/trajectory.json',
      await openerBeside(path.join(d, 'trajectory.json'))
    )
    expect(ev?.legacy_counters).toEqual([
      {
        source: 'atif.final_metrics',
        file: 'summ/agent/trajectory.json',
        input_tokens: 7802,
        cached_input_tokens: 0,
        output_tokens: 1030,
        total_tokens: null,
        cost_usd: 0.029804999999999998
      },
      {
        source: 'atif.steps (sum)',
        file: 'summ/agent/trajectory.json',
        input_tokens: 6502,
        cached_input_tokens: null,
        output_tokens: 690,
        total_tokens: null,
        cost_usd: 0.023155
      }
    ])
    expect(ev?.subagent_totals).toEqual({ prompt_tokens: 1300, completion_tokens: 340, cached_tokens: 0, cost_usd: 0.0066500000000000005 })
    expect(codes(ev?.diagnostics ?? [])).toEqual([
      'atif_metrics_mismatch',
      'atif_metrics_mismatch',
      'atif_metrics_mismatch',
      'atif_subagent_trajectories'
    ])
    expect(ev?.diagnostics[0]?.message).toBe(
      'final_metrics prompt_tokens 7,802 ≠ summed step metrics 6,502 (difference 1,300); equal to the subagent trajectories’ totals, which final_metrics include'
    )
  })

  it('follows a continuation: the last segment is cumulative, copied context is not summed twice', async () => {
    const d = await agentDir('linear', {
      'trajectory.json': 'terminus_2__hello-world-context-summarization-linear-history.trajectory.json',
      'trajectory.cont-1.json': 'terminus_2__hello-world-context-summarization-linear-history.trajectory.cont-1.json'
    })
    const ev = await loadAtifTrajectory(
      path.join(d, 'trajectory.json'),
      'linear/agent/trajectory.json',
      await openerBeside(path.join(d, 'trajectory.json'))
    )
    expect(ev?.segments).toEqual(['linear/agent/trajectory.json', 'linear/agent/trajectory.cont-1.json'])
    expect(ev?.legacy_counters.map((c) => [c.source, c.file, c.input_tokens, c.output_tokens])).toEqual([
      ['atif.final_metrics', 'linear/agent/trajectory.cont-1.json', 7802, 1030],
      ['atif.steps (sum)', 'linear/agent/trajectory.json', 6502, 690]
    ])
    // the subagent files of this run were not copied: reported, not guessed
    expect(codes(ev?.diagnostics ?? [])).toEqual([
      'atif_subagent_missing',
      'atif_subagent_missing',
      'atif_subagent_missing',
      'atif_metrics_mismatch',
      'atif_metrics_mismatch',
      'atif_metrics_mismatch',
      'atif_subagent_trajectories',
      'atif_continued'
    ])
  })

  it('an agent that hit its timeout still has final_metrics; the step sums disagree', async () => {
    const d = await agentDir('timeout', { 'trajectory.json': 'terminus_2__hello-world-timeout.trajectory.json' })
    const ev = await loadAtifTrajectory(path.join(d, 'trajectory.json'), 't.json', await openerBeside(path.join(d, 'trajectory.json')))
    expect(ev?.legacy_counters.map((c) => [c.source, c.input_tokens, c.output_tokens, c.cost_usd])).toEqual([
      ['atif.final_metrics', 982, 145, 0.0039050000000000005],
      ['atif.steps (sum)', 882, 115, 0.0033550000000000003]
    ])
    expect(ev?.diagnostics.map((d) => d.message)).toEqual([
      'final_metrics prompt_tokens 982 ≠ summed step metrics 882 (difference 100)',
      'final_metrics completion_tokens 145 ≠ summed step metrics 115 (difference 30)',
      'final_metrics cost_usd $0.003905 ≠ summed step metrics $0.003355 (difference $0.00055)'
    ])
  })

  it('an absent total_cached_tokens key is null, not 0 (openhands)', async () => {
    const d = await agentDir('oh', { 'trajectory.json': 'openhands__hello-world.trajectory.json' })
    const ev = await loadAtifTrajectory(path.join(d, 'trajectory.json'), 'oh.json', await openerBeside(path.join(d, 'trajectory.json')))
    expect(ev?.legacy_counters[0]).toEqual({
      source: 'atif.final_metrics',
      file: 'oh.json',
      input_tokens: 220,
      cached_input_tokens: null,
      output_tokens: 80,
      total_tokens: null,
      cost_usd: 0.00135
    })
    expect(ev?.diagnostics).toEqual([])
  })
})

describe('loadAtifTrajectory on the Relay (hermes) ATIF-v1.7 trajectory', () => {
  it('reads the trimmed trajectory once: sums equal final_metrics, nanosecond timestamps parsed', async () => {
    const ev = await loadAtifTrajectory(HERMES, 'hermes/trajectory.json', await openerBeside(HERMES))
    expect(ev?.legacy_counters.map((c) => [c.source, c.input_tokens, c.cached_input_tokens, c.output_tokens, c.cost_usd])).toEqual([
      ['atif.final_metrics', 1000574, 0, 23764, null],
      ['atif.steps (sum)', 1000574, 0, 23764, null]
    ])
    expect(ev?.diagnostics).toEqual([])
    expect(ev?.first_step_ms).toBe(Date.UTC(2026, 6, 14, 16, 18, 39, 930))
  })
})

describe('loadAtifTrajectory edge cases', () => {
  it('flags cached > prompt, total_steps ≠ steps, unknown versions; a missing file is null', async () => {
    const f = path.join(dir, 'synthetic.json')
    await writeFile(
      f,
      JSON.stringify({
        schema_version: 'ATIF-v2.0',
        steps: [{ step_id: 1, source: 'agent', timestamp: '2026-01-01T00:00:00', metrics: { prompt_tokens: 10, cached_tokens: 50 } }],
        final_metrics: { total_prompt_tokens: 10, total_cached_tokens: 50, total_steps: 3 }
      })
    )
    const ev = await loadAtifTrajectory(f, 's.json', await openerBeside(f))
    expect(codes(ev?.diagnostics ?? [])).toEqual([
      'atif_unknown_version',
      'timestamp_without_offset',
      'atif_cached_exceeds_prompt',
      'atif_total_steps_mismatch'
    ])
    expect(await loadAtifTrajectory(path.join(dir, 'nope.json'), 'nope.json', await openerBeside(path.join(dir, 'nope.json')))).toBeNull()
  })
})
