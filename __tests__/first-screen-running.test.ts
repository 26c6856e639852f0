/**
 * Issue 58, item 5: a Harbor job still running. Its job `result.json`
 * counts running and pending trials; a trial folder without `result.json`
 * (running) and an expected trial with no folder (not started) are
 * unfinished attempts (gap `attempt_unfinished`), not missing ones: the
 * comment (`--markdown`), the job summary (`--summary-markdown`) and the
 * text report say "still running" with the count on their first screen,
 * never a placeholder id (`…/missing-1`), and What to do starts with
 * `harbor_job_unfinished`. The same job finished keeps its missing attempts.
 * Trials are built in Harbor's shapes with invented values.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, jobResult, mapFile, trial, tree } from './support/harbor-synthetic.js'
import type { JobSpec, TreeFile } from './support/harbor-tree.js'
import { cli } from './support/cli-golden.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'

afterAll(cleanTrees)

const MAP = { 'kwargs.prompt=short': 'baseline', 'kwargs.prompt=long': 'candidate' }

/**
 * Two jobs, tasks `a` and `b`, 3 attempts each: the baseline job (`<prefix>-base`) whole; the candidate job
 * (`<prefix>-cand`) with 3 trials finished, `b__<prefix>c2` running (a folder with its config.json only) and two trials
 * not started (no folder), its `result.json` from `result` (none when null). Trial names are unique per `prefix`.
 */
function jobs(prefix: string, result: TreeFile | null): JobSpec[] {
  const done = (name: string, task: string, agent: object): { name: string; files: Record<string, TreeFile> } => ({
    name,
    files: { 'result.json': trial(name, task, agent, 1) }
  })
  return [
    {
      name: `${prefix}-base`,
      files: { 'config.json': jobConfig([AGENT_A], ['a', 'b'], 3) },
      trials: ['a', 'b'].flatMap((t) => [1, 2, 3].map((k) => done(`${t}__${prefix}b${k}`, t, AGENT_A)))
    },
    {
      name: `${prefix}-cand`,
      files: { 'config.json': jobConfig([AGENT_B], ['a', 'b'], 3), ...(result === null ? {} : { 'result.json': result }) },
      trials: [
        done(`a__${prefix}c1`, 'a', AGENT_B),
        done(`a__${prefix}c2`, 'a', AGENT_B),
        done(`b__${prefix}c1`, 'b', AGENT_B),
        {
          name: `b__${prefix}c2`,
          files: { 'config.json': { json: { trial_name: `b__${prefix}c2`, task: { name: 'b' }, agent: AGENT_B } } }
        }
      ]
    }
  ]
}

/** 3 finished, 1 running, 2 pending of 6. */
const RUNNING = jobResult(6, { n_completed_trials: 3, n_running_trials: 1, n_pending_trials: 2 })

/** A comment's (or job summary's) first screen: its lines before the first collapsed section or the gate reasons. */
function firstScreen(markdown: string): string[] {
  const lines = markdown.split('\n')
  const end = lines.findIndex((l) => l.startsWith('<details>') || l.startsWith('### Gate reasons'))
  return lines.slice(0, end < 0 ? lines.length : end)
}

/** The CLI on the job folders `dirs`, named by {@link MAP}, with `extra` output options. */
async function run(dirs: string[], extra: string[]): ReturnType<typeof cli> {
  return cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(MAP), ...extra])
}

const VERDICT = '**Evidence INCOMPLETE** — `candidate`: still running: 3 of 6 trials unfinished (job `run-cand` has not finished)'
const STEP =
  '1. `harbor_job_unfinished` — `candidate`, 4 occurrences in 3 attempts: wait until the job finishes (`harbor run` has exited) or resume it (`harbor jobs resume`), then upload the whole job and compare again'

describe('a Harbor job still running: "still running" with the count on the first screen, no made-up id', () => {
  it('the report: 3 attempts unfinished (gap attempt_unfinished), none missing; inventory verified; the gate fails, still running first', async () => {
    const dirs = await tree(jobs('rep', RUNNING))
    const report = compare({ ...(await loadHarborJobs(dirs, { configurationMap: MAP })), policy: 'incomplete' }, 'test')
    const c = report.configurations.find((x) => x.id === 'candidate')!
    expect(c.attempts).toEqual({ listed: 6, with_evidence: 3, missing: 3, inventory_verified: true })
    expect(c.gaps.map((g) => [g.reason, g.count])).toEqual([['attempt_unfinished', 3]])
    expect(c.gaps[0]!.examples.map((e) => e.detail)).toEqual([
      "not started (no trial folder yet; its attempt id is a placeholder): the job's config.json expects 3 attempt(s) of a for candidate; only 2 found; job rep-cand has not finished (its result.json counts 1 running, 2 pending of 6 trials)",
      'still running: its trial folder has no result.json yet; job rep-cand has not finished (its result.json counts 1 running, 2 pending of 6 trials)',
      "not started (no trial folder yet; its attempt id is a placeholder): the job's config.json expects 3 attempt(s) of b for candidate; only 2 found; job rep-cand has not finished (its result.json counts 1 running, 2 pending of 6 trials)"
    ])
    expect(report.gate.passed).toBe(false)
    expect(report.gate.reasons).toEqual([
      'candidate: still running: 3 of 6 trials unfinished (job rep-cand has not finished)',
      'candidate: 3 of 6 attempts to be judged have a verdict; none for 3 unfinished (still running)'
    ])
    expect(report.warnings.map((w) => w.code)).not.toContain('attempt_missing')
    // A pending trial has no folder yet: 6 counted, 4 folders is no difference.
    expect(report.diagnostics.map((d) => d.code)).not.toContain('harbor_job_trials_differ')
  })

  it('the comment, the job summary and the text report say still running with the count; What to do starts with harbor_job_unfinished', async () => {
    const dirs = await tree(jobs('run', RUNNING))
    const comment = await run(dirs, ['--markdown'])
    expect(comment.code).toBe(1)
    expect(comment.stderr).toBe(
      'fabric-compare: gate failed (policy incomplete): candidate: still running: 3 of 6 trials unfinished (job run-cand has not finished) (and 1 more reason in the report)\n'
    )
    const screen = firstScreen(comment.stdout)
    expect(screen[3]).toMatch(
      new RegExp(`^${VERDICT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; main gap \`attempt_unfinished\` ×3; \`baseline\` complete\\.`)
    )
    expect(screen).toContain('| attempts found / listed | 6 / 6 | 3 / 6 (3 still running) |  |')
    expect(screen).toContain('| trials with evidence / expected | 6 / 6 | 3 / ≥ 3 (trials of 3 unfinished attempts unknown) |  |')
    expect(screen.slice(screen.indexOf('**What to do**, most important first:') + 1)[0]).toBe(STEP)
    expect(screen.join('\n')).not.toMatch(/missing-\d/)
    expect(screen.join('\n')).not.toContain('listed attempts missing')

    const summary = await run(dirs, ['--summary-markdown'])
    const top = firstScreen(summary.stdout)
    expect(top[2]).toContain(VERDICT)
    expect(top.slice(top.indexOf('**What to do**, most important first:') + 1)[0]).toBe(STEP)
    expect(top.join('\n')).not.toMatch(/missing-\d/)
    // The gate reasons follow the first screen of the summary: counted, never a placeholder id.
    expect(summary.stdout).toContain('- candidate: still running: 3 of 6 trials unfinished (job run-cand has not finished)')

    const text = await run(dirs, [])
    const head = text.stdout.split('\n\n')[0]!.split('\n')
    expect(head.slice(1, 7)).toEqual([
      'Gate FAILED (policy: incomplete).',
      '  - candidate: still running: 3 of 6 trials unfinished (job run-cand has not finished)',
      '  - candidate: 3 of 6 attempts to be judged have a verdict; none for 3 unfinished (still running)',
      'What to do, most important first:',
      '  1. harbor_job_unfinished — candidate, 4 occurrences in 3 attempts: wait until the job finishes (`harbor run` has exited) or resume it (`harbor jobs resume`), then upload the whole job and compare again',
      expect.stringMatching(/^ {2}2\. /)
    ])
    expect(head.join('\n')).not.toMatch(/missing-\d/)
    expect(text.stdout).toContain('attempts                         3 of 6 listed found (0 missing, 3 still running); inventory verified')
    expect(text.stdout).toContain('request lists                    3 of 6 attempts verified (3 unfinished)')
  })

  it('the same job finished (no running or pending count) keeps today’s missing attempts, named, and attempt_missing', async () => {
    const dirs = await tree(jobs('fin', jobResult(6, { n_completed_trials: 3 }, true)))
    const report = compare({ ...(await loadHarborJobs(dirs, { configurationMap: MAP })), policy: 'incomplete' }, 'test')
    const c = report.configurations.find((x) => x.id === 'candidate')!
    expect(c.gaps.map((g) => [g.reason, g.count])).toEqual([['attempt_missing', 3]])
    expect(report.warnings.map((w) => w.code)).toContain('attempt_missing')
    const codes = report.attempts.filter((a) => a.missing).flatMap((a) => a.diagnostics.map((d) => d.code))
    expect(codes.sort()).toEqual(['harbor_trial_absent', 'harbor_trial_absent', 'harbor_trial_without_result'])
    const comment = await run(dirs, ['--markdown'])
    const screen = firstScreen(comment.stdout)
    expect(screen[3]).toContain(
      '**Evidence INCOMPLETE** — `candidate`: 3 of 6 listed attempts missing (`a@sum-a#fin-cand/missing-3`, `b@sum-b#b__finc2`, `b@sum-b#fin-cand/missing-3`); main gap `attempt_missing` ×3'
    )
    expect(screen.join('\n')).not.toContain('still running')
    // Without a job result.json nothing says the job is running: missing too.
    const bare = await tree(jobs('bare', null))
    const r = compare({ ...(await loadHarborJobs(bare, { configurationMap: MAP })), policy: 'incomplete' }, 'test')
    expect(r.configurations.find((x) => x.id === 'candidate')!.gaps.map((g) => g.reason)).toEqual(['attempt_missing'])
  })
})

describe('the action on a Harbor job still running, uploaded as an artifact', () => {
  let fake: FakeGitHub | null = null
  afterEach(async () => {
    await fake?.close()
    fake = null
  })

  /** `jobs/<job>/…` files of `specs`, as text, for an artifact. */
  function artifactOf(specs: JobSpec[]): Record<string, string> {
    const files: Record<string, string> = {}
    const text = (f: TreeFile): string => ('json' in f ? JSON.stringify(f.json) : 'text' in f ? f.text : '')
    for (const j of specs) {
      for (const [rel, f] of Object.entries(j.files ?? {})) files[`jobs/${j.name}/${rel}`] = text(f)
      for (const t of j.trials) for (const [rel, f] of Object.entries(t.files)) files[`jobs/${j.name}/${t.name}/${rel}`] = text(f)
    }
    return files
  }

  it('its comment says still running with the count, no made-up id, and What to do starts with harbor_job_unfinished', async () => {
    fake = await startFakeGitHub({ runId: 4242, artifacts: [{ name: 'harbor-results', files: artifactOf(jobs('act', RUNNING)) }] })
    const run = await runAction({
      inputs: { 'harbor-jobs': 'jobs/*', 'configuration-map': JSON.stringify(MAP), 'github-token': 'ghs_running' },
      env: fake.env()
    })
    expect(run.exitCode).toBe(1)
    const report: Report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.gate.reasons[0]).toBe('candidate: still running: 3 of 6 trials unfinished (job act-cand has not finished)')
    const body = fake.commentsOn().at(-1)?.body ?? ''
    const screen = firstScreen(body)
    expect(screen.join('\n')).toContain(
      '**Evidence INCOMPLETE** — `candidate`: still running: 3 of 6 trials unfinished (job `act-cand` has not finished); main gap `attempt_unfinished` ×3'
    )
    expect(screen.slice(screen.indexOf('**What to do**, most important first:') + 1)[0]).toBe(STEP)
    expect(screen.join('\n')).not.toMatch(/missing-\d/)
  })
})
