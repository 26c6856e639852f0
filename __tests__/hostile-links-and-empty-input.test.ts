/**
 * Hostile and odd input: links out of a root, trials that cannot be placed, long ids, overflowed sums and empty input: each kind
 * with the exact output it now gives. Speed is measured in bench/scaling.ts,
 * never here.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { loadTb1Runs } from '../src/evidence/tb1/tb1.js'
import { loadAtifTrajectory } from '../src/evidence/atif/trajectory.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { loadAttemptIndexes } from '../src/sources/attempt-index/attempt-indexes.js'
import { createRootedOpener } from '../src/evidence/files/paths.js'
import { openSummary } from '../src/shard/read.js'
import { tempFolder } from './support/temp-folder.js'
import { ConfigurationError } from '../src/errors.js'
import { readManifest } from '../src/sources/manifest/read-manifest.js'
import { readHarborFolders } from '../src/sources/harbor.js'
import { cliSourceDescription } from '../src/cli/sources.js'
import type { HarborDescription } from '../src/sources/harbor.js'

/** The CLI's Harbor source for `argv`, read. */
const loadHarborInput = async (args: ReturnType<typeof parseCliArgs>) =>
  readHarborFolders((await cliSourceDescription(args)) as HarborDescription)
import { parseCliArgs } from '../src/cli/args.js'
import { cli } from './support/cli-golden.js'
import { compare } from '../src/comparison/compare.js'
import { alignRows } from '../src/render/text/text-sections.js'
import { renderText } from '../src/render/text/text.js'
import { displayName } from '../src/render/text-safety/display-text.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { longIdInput } from '../bench/long-ids.js'

describe('item 13: a long id renders once, aligned, with no trailing spaces', () => {
  it('alignRows pads a 40,000-character cell and trims padding after an empty last cell', () => {
    const long = 'x'.repeat(40_000)
    expect(
      alignRows([
        [long, 'v'],
        ['k', 'w'],
        ['k', '']
      ])
    ).toEqual([`  ${long}  v`, `  k${' '.repeat(39_999)}  w`, '  k'])
  })

  it('the plain text of a report with 20,000-character ids is the expected text, every id shortened alike (issue 57 item 4)', () => {
    const n = 20_000
    let text = renderText(compare(longIdInput(n), 'test'), { details: true })
    expect(text.split('\n').filter((l) => /\s$/.test(l))).toEqual([])
    expect(text.length).toBeLessThan(50_000)
    // Each id shown as its letter (shortened whole, src/render/text-safety/display-text.ts `displayName`), long runs of padding as their
    // length: the rest is compared byte for byte.
    for (const c of 'bctraqp') text = text.replaceAll(displayName(c.repeat(n)), `<${c.toUpperCase()}>`)
    text = text.replace(/ {1000,}/g, (run) => `<${run.length} spaces>`)
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync('__tests__/fixtures/long-ids/text-details.txt', text)
    expect(text).toBe(readFileSync('__tests__/fixtures/long-ids/text-details.txt', 'utf8'))
    expect(text).toContain(
      `  input tokens         unknown${' '.repeat(101)}unknown${' '.repeat(101)}not comparable: <B> input_tokens unknown (0 of 1 requests)`
    )
  })
})

/** A minimal Harbor trial result (synthetic). */
function harborTrial(name: string, task: string, reward: unknown = 1): Record<string, unknown> {
  return {
    id: `id-${name}`,
    task_name: task,
    trial_name: name,
    source: null,
    task_checksum: `sum-${task}`,
    config: { agent: { name: 'claude-code', model_name: 'm', kwargs: {} } },
    agent_info: { name: 'claude-code', version: '1.0' },
    agent_result: { n_input_tokens: 100, n_cache_tokens: 40, n_output_tokens: 10, cost_usd: 0.5, metadata: null },
    verifier_result: { rewards: { reward } },
    exception_info: null,
    started_at: '2026-01-01T00:00:00Z',
    finished_at: '2026-01-01T00:01:00Z'
  }
}

function write(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value))
}

/** What a test must never read: a file and a folder outside every root, each a valid piece of evidence. */
function outside(root: string): { file: string; folder: string } {
  write(path.join(root, 'outside', 'secret.json'), harborTrial('leak', 'leak'))
  write(path.join(root, 'outside', 'trial', 'result.json'), harborTrial('far', 'far'))
  return { file: path.join(root, 'outside', 'secret.json'), folder: path.join(root, 'outside', 'trial') }
}

const warningText = (report: Report, code: string): string[] =>
  renderText(report, { details: false })
    .split('\n')
    .filter((l, i, all) => l.includes(`[${code}]`) || (i > 0 && all[i - 1]!.includes(`[${code}]`)))

describe('item 11: no reader follows a link out of its root', () => {
  it('Harbor: a trial result, a trajectory, the job config and a trial folder linked outside are refused, each named', async () => {
    const root = tempFolder('links-harbor-')
    const out = outside(root)
    const job = path.join(root, 'job')
    write(path.join(job, 't2', 'result.json'), harborTrial('t2', 'b'))
    mkdirSync(path.join(job, 't1'), { recursive: true })
    symlinkSync(out.file, path.join(job, 't1', 'result.json'))
    mkdirSync(path.join(job, 't2', 'agent'))
    // A relative link (as an archive would hold it), three folders up and out of the job.
    symlinkSync(path.relative(path.join(job, 't2', 'agent'), out.file), path.join(job, 't2', 'agent', 'trajectory.json'))
    symlinkSync(out.folder, path.join(job, 't3'))
    symlinkSync(out.file, path.join(job, 'config.json'))
    const loaded = await loadHarborJobs([job])
    const refused = (p: string): string => `cannot read the file: path "${p}" is a symbolic link leading outside the Harbor job folder`
    expect(loaded.diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      ['harbor_job_config_unreadable', 'job/config.json', refused('config.json')],
      [
        'evidence_link_outside',
        'job/t3',
        'path "t3" is a symbolic link leading outside the Harbor job folder; not followed, nothing behind it is read'
      ],
      [
        'harbor_trial_unreadable',
        'job/t1/result.json',
        `trial result.json is unreadable: ${refused('t1/result.json')}; its config.json does not identify the task and agent, so it cannot be placed`
      ],
      [
        'harbor_trial_unplaced',
        'job/t3',
        'job: 2 of 3 trial folders could not be placed in a configuration (job/t3, job/t1/result.json); each may be an attempt of any configuration of the job: the attempt inventory of claude-code@m is not verified'
      ]
    ])
    expect(loaded.attempts.map((a) => [a.task, a.attempt, a.diagnostics.map((d) => `${d.code}: ${d.message}`)])).toEqual([
      [
        'b',
        't2',
        [
          `atif_unreadable: ${refused('t2/agent/trajectory.json')}`,
          // The refused trajectory cannot tell whether claude-code's input includes cache writes, and the job has no lock.json.
          "claude_code_input_definition_unknown: whether claude-code's n_input_tokens 100 include cache writes is unknown: Harbor ≥ 0.3.0 includes them, ≤ 0.2.x leaves them out, and nothing here tells the release (no trajectory figure shows it; the job has no lock.json (job/lock.json; written since Harbor 0.6.2)); shown as reported"
        ]
      ]
    ])
    const report = compare({ ...loaded, policy: 'incomplete' }, 'test')
    expect(JSON.stringify(report)).not.toContain('leak')
    expect(JSON.stringify(report)).not.toContain('"far"')
    expect(warningText(report, 'evidence_link_outside')).toEqual([
      '  warning [evidence_link_outside] path "t3" is a symbolic link leading outside the Harbor job folder; not followed, nothing behind it is read (job/t3)',
      '      file: job/t3'
    ])
    expect(report.warnings.filter((w) => w.code === 'evidence_link_outside').map((w) => [w.severity, w.file])).toEqual([
      ['warning', 'job/t3']
    ])
    expect([report.complete, report.gate.passed, report.gate.reasons]).toEqual([
      false,
      false,
      ['claude-code@m: attempt inventory not verified']
    ])
  })

  it('Harbor: an ATIF continuation reference climbing out of the job folder is refused, named (before: read)', async () => {
    const root = tempFolder('links-atif-')
    const agent = path.join(root, 'job', 't1', 'agent')
    const segment = (ref: string | null): unknown => ({
      schema_version: 'ATIF-v1.6',
      session_id: 's',
      agent: { name: 'a', version: '1' },
      steps: [{ step_id: 1, source: 'agent', message: 'hi', metrics: { prompt_tokens: 5, completion_tokens: 1 } }],
      final_metrics: { total_prompt_tokens: 5 },
      continued_trajectory_ref: ref
    })
    write(path.join(root, 'outside', 'more.json'), segment(null))
    write(path.join(agent, 'trajectory.json'), segment(path.relative(agent, path.join(root, 'outside', 'more.json'))))
    const open = await createRootedOpener(path.join(root, 'job'), 'the Harbor job folder')
    const atif = await loadAtifTrajectory(path.join(agent, 'trajectory.json'), 'job/t1/agent/trajectory.json', open)
    expect([atif?.segments, atif?.diagnostics]).toEqual([
      ['job/t1/agent/trajectory.json'],
      [
        {
          code: 'atif_unreadable',
          message: 'cannot read the file: path "../outside/more.json" leads outside the Harbor job folder (`..`)',
          file: 'outside/more.json'
        }
      ]
    ])
  })

  it('TB1: a trial result and a task folder linked outside are refused, each named', async () => {
    const root = tempFolder('links-tb1-')
    const out = outside(root)
    const run = path.join(root, 'run')
    write(path.join(run, 'run_metadata.json'), {
      agent_name: 'oracle',
      model_name: 'm',
      dataset_name: 'tb',
      dataset_version: '1',
      task_ids: ['hello'],
      n_attempts: 1
    })
    mkdirSync(path.join(run, 'hello', 'hello.1-of-1'), { recursive: true })
    symlinkSync(out.file, path.join(run, 'hello', 'hello.1-of-1', 'results.json'))
    symlinkSync(out.folder, path.join(run, 'far'))
    const loaded = await loadTb1Runs([run])
    expect(loaded.diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      [
        'evidence_link_outside',
        'run/far',
        'path "far" is a symbolic link leading outside the TB1 run folder; not followed, nothing behind it is read'
      ],
      [
        'tb1_trial_unreadable',
        'run/hello/hello.1-of-1/results.json',
        'cannot read the file: path "hello/hello.1-of-1/results.json" is a symbolic link leading outside the TB1 run folder'
      ]
    ])
    expect(JSON.stringify(loaded)).not.toContain('leak')
  })

  it('attempt index files: an index file and a folder linked outside the artifact are refused, each named', async () => {
    const root = tempFolder('links-index-')
    const out = outside(root)
    const dir = path.join(root, 'eval-base-1')
    write(path.join(out.folder, 'fabric-attempt.json'), {
      attempt_index_version: 1,
      configuration: 'base',
      task: 't',
      revision: 'r',
      attempt: '2',
      requests_complete: true,
      requests: []
    })
    mkdirSync(path.join(dir, 'a'), { recursive: true })
    symlinkSync(path.join(out.folder, 'fabric-attempt.json'), path.join(dir, 'a', 'fabric-attempt.json'))
    symlinkSync(out.folder, path.join(dir, 'b'))
    const input = await loadAttemptIndexes({
      artifacts: [{ name: 'eval-base-1', dir }],
      configurations: [{ id: 'base', pattern: 'eval-base-*', run: null, relabel: false }],
      pricing: [],
      expected: null
    })
    expect(input.diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      [
        'evidence_link_outside',
        'eval-base-1/b',
        'eval-base-1/b: path "b" is a symbolic link leading outside the artifact folder; not followed, index files behind it are not found'
      ],
      [
        'attempt_index_invalid',
        'eval-base-1/a/fabric-attempt.json',
        'eval-base-1/a/fabric-attempt.json: path "a/fabric-attempt.json" is a symbolic link leading outside the artifact folder'
      ]
    ])
    expect(input.attempts).toEqual([])
  })

  it('shard summaries: a summary linked outside the artifact is refused, named', async () => {
    const root = tempFolder('links-shard-')
    const out = outside(root)
    const dir = path.join(root, 'shard-1')
    mkdirSync(dir, { recursive: true })
    symlinkSync(out.file, path.join(dir, 'summary.json'))
    const open = await createRootedOpener(dir, 'the artifact folder')
    const source = await open(path.join(dir, 'summary.json'))
    await expect(openSummary(source, 'shard-1/summary.json')).rejects.toThrow(
      'shard-1/summary.json: cannot read the shard summary: path "summary.json" is a symbolic link leading outside the artifact folder'
    )
  })
})

describe('item 12: a trial that cannot be placed in a configuration makes the evidence incomplete, named', () => {
  const agent = { name: 'claude-code', model_name: 'm', kwargs: {} }
  const jobConfig = (tasks: string[]): unknown => ({
    job_name: 'job',
    n_attempts: 1,
    agents: [agent],
    datasets: [],
    tasks: tasks.map((name) => ({ name }))
  })

  it('a string reward: only the verdict is unknown, named with its JSON path and what was found; the trial and its usage still count', async () => {
    const job = path.join(tempFolder('unplaced-string-'), 'job')
    write(path.join(job, 'a__1', 'result.json'), harborTrial('a__1', 'a'))
    write(path.join(job, 'b__1', 'result.json'), harborTrial('b__1', 'b', '1.0'))
    write(path.join(job, 'config.json'), jobConfig(['a', 'b']))
    const report = compare({ ...(await loadHarborJobs([job])), policy: 'incomplete' }, 'test')
    const lines = renderText(report, { details: false }).split('\n')
    // The unknown verdict is missing evidence (a Harbor trial is to be judged): counted in the headline.
    expect(lines[0]).toBe(
      'Evidence INCOMPLETE — 1 of 1 configuration incomplete: claude-code@m. Figures marked ≥ or "none seen" are lower bounds; input, cached input and output tokens fully covered; reasoning and total tokens unknown; cost fully covered; verdicts: claude-code@m 1 of 2 attempts to be judged.'
    )
    expect(lines.filter((l) => /^ {2}(pass fraction|attempts|input tokens) /.test(l))).toEqual([
      '  attempts                         2 of 2 listed found (0 missing); inventory verified',
      '  input tokens                     200',
      '  pass fraction                    100.0% (1 passed of 1 evaluated; 2 listed)'
    ])
    expect(warningText(report, 'harbor_reward_unreadable')).toEqual([
      '  warning [harbor_reward_unreadable] claude-code@m: $.verifier_result.rewards.reward is "1.0", not a number; the trial\'s verdict is unknown (its usage still counts) (job/b__1/result.json)',
      '      configurations: claude-code@m; attempts (1): claude-code@m/b@sum-b#b__1; file: job/b__1/result.json'
    ])
    expect(report.warnings.find((w) => w.code === 'harbor_reward_unreadable')?.severity).toBe('warning')
    expect(warningText(report, 'harbor_trial_unreadable')).toEqual([])
  })

  it('a trial with no task and agent anywhere: its job inventory is unverified, the trial named (before: Evidence COMPLETE, Gate PASSED)', async () => {
    const job = path.join(tempFolder('unplaced-none-'), 'job')
    write(path.join(job, 'a__1', 'result.json'), harborTrial('a__1', 'a'))
    write(path.join(job, 'a__2', 'result.json'), { verifier_result: { rewards: { reward: 'pass' } } })
    write(path.join(job, 'config.json'), jobConfig(['a']))
    const report = compare({ ...(await loadHarborJobs([job])), policy: 'incomplete' }, 'test')
    expect(renderText(report, { details: false }).split('\n').slice(0, 3)).toEqual([
      'Evidence INCOMPLETE — 1 of 1 configuration incomplete: claude-code@m. Figures marked ≥ or "none seen" are lower bounds; input, cached input and output tokens 1 of 1 request; reasoning and total tokens unknown; cost 1 of 1 request.',
      'Gate FAILED (policy: incomplete).',
      '  - claude-code@m: attempt inventory not verified'
    ])
    const unplaced =
      'job: 1 of 2 trial folders could not be placed in a configuration (job/a__2/result.json); each may be an attempt of any configuration of the job: the attempt inventory of claude-code@m is not verified'
    expect(warningText(report, 'harbor_trial_unplaced')).toEqual([
      `  warning [harbor_trial_unplaced] ${unplaced} (job/a__2/result.json)`,
      '      file: job/a__2/result.json'
    ])
    expect(report.warnings.filter((w) => w.code === 'harbor_trial_unplaced').map((w) => [w.severity, w.file, w.message])).toEqual([
      ['warning', 'job/a__2/result.json', `${unplaced} (job/a__2/result.json)`]
    ])
    expect(
      renderSummary(report)
        .split('\n')
        .filter((l) => l.includes('harbor_trial_unplaced'))
    ).toEqual([
      // The first screen's things to do name it too, after what is unreadable.
      "2. `harbor_trial_unplaced`: keep each trial's `result.json` (or `config.json`) naming its task and agent, with no link leading out of the job",
      "- `harbor_trial_unplaced` — no configuration named: keep each trial's `result.json` (or `config.json`) naming its task and agent, with no link leading out of the job",
      '- warning `harbor_trial_unplaced` job: 1 of 2 trial folders could not be placed in a configuration (job/a\\_\\_2/result.json); each may be an attempt of any configuration of the job: the attempt inventory of `claude-code@m` is not verified (job/a\\_\\_2/result.json) — file: job/a\\_\\_2/result.json'
    ])
  })
})

describe('item 14: a cost whose sum overflows is unknown, never complete, and every text says why', () => {
  it('text, Markdown and JSON (before: headline "cost 3 of 3 requests", cell "unknown (2 of 2 requests)", delta "incomplete … unverified")', async () => {
    const dir = tempFolder('overflow-')
    const usage = (cost: number) => ({
      input_tokens: 10,
      cached_input_tokens: 0,
      output_tokens: 5,
      reasoning_tokens: 0,
      total_tokens: 15,
      cost_usd: cost,
      pricing_basis: 'b'
    })
    const result = (id: string, cost: number) => ({
      status: 'succeeded',
      request_id: id,
      runtime_id: `rt-${id}`,
      invocation_id: 'i',
      agent_name: 'a',
      harness: 'h',
      adapter_kind: 'k',
      usage: usage(cost)
    })
    write(path.join(dir, 'r1.json'), result('r1', 1e308))
    write(path.join(dir, 'r2.json'), result('r2', 1e308))
    write(path.join(dir, 'r3.json'), result('r3', 1))
    const pricing = { basis: 'b', verified: true }
    const attempt = (configuration: string, ids: string[]) => ({
      configuration,
      task: 't',
      revision: 'r',
      attempt: '1',
      requests_complete: true,
      evaluation: { passed: true, evaluator: { name: 'v', version: '1' } },
      requests: ids.map((id) => ({ request_id: id, result: `${id}.json` }))
    })
    write(path.join(dir, 'manifest.json'), {
      manifest_version: 1,
      configurations: [
        { id: 'base', attempts_complete: true, pricing },
        { id: 'cand', attempts_complete: true, pricing }
      ],
      attempts: [attempt('base', ['r1', 'r2']), attempt('cand', ['r3'])]
    })
    const report = compare({ ...(await loadManifestInput(path.join(dir, 'manifest.json'))), policy: 'incomplete' }, 'test')
    expect(report.configurations[0]?.usage.cost_usd).toEqual({ observed: null, reported_by: 2, expected: 2, complete: false })
    const text = renderText(report, { details: false }).split('\n')
    // Reported, yet unknown: base is not complete (issue 36 item 9).
    expect(text[0]).toBe(
      'Evidence INCOMPLETE — 1 of 2 configurations incomplete: base. Figures marked ≥ or "none seen" are lower bounds; base: tokens fully covered · cost unknown (a sum exceeds what a 64-bit float holds exactly); cand: tokens fully covered · cost fully covered.'
    )
    expect(text.filter((l) => /^ {2}cost |^ {4}cost per passed/.test(l))).toEqual([
      '  cost                     unknown — its sum exceeds what a 64-bit float holds exactly (2 of 2 requests) · pricing b (verified)',
      '  cost                     $1.00 · pricing b (verified)',
      '  cost                 unknown  $1.00   not comparable: base cost_usd unknown: its sum exceeds what a 64-bit float holds exactly',
      '    cost per passed attempt    n/a — cost unknown (its sum exceeds what a 64-bit float holds exactly)',
      '    cost per passed attempt    $1.00 ($1.00 over 1 passed attempt)'
    ])
    expect(
      renderSummary(report)
        .split('\n')
        .filter((l) => l.startsWith('| cost |'))
    ).toEqual([
      '| cost | unknown — its sum exceeds what a 64-bit float holds exactly (2 of 2 requests) | \\$1.00 | withheld ¹ |',
      '| cost | unknown — its sum exceeds what a 64-bit float holds exactly (2 of 2 requests) · pricing b (verified) |',
      '| cost | \\$1.00 · pricing b (verified) |'
    ])
  })
})

describe('item 14, across attempts: per-attempt costs that overflow only when added', () => {
  it('the statistics row says the mean is unknown and why, never "unknown to unknown"', async () => {
    const dir = tempFolder('overflow-attempts-')
    const usage = {
      input_tokens: 10,
      cached_input_tokens: 0,
      output_tokens: 5,
      reasoning_tokens: 0,
      total_tokens: 15,
      cost_usd: 1e308,
      pricing_basis: 'b'
    }
    const ids = ['a', 'b', 'c', 'd', 'e', 'f']
    for (const id of ids)
      write(path.join(dir, `${id}.json`), {
        status: 'succeeded',
        request_id: id,
        runtime_id: `rt-${id}`,
        invocation_id: 'i',
        agent_name: 'a',
        harness: 'h',
        adapter_kind: 'k',
        usage
      })
    write(path.join(dir, 'manifest.json'), {
      manifest_version: 1,
      configurations: [{ id: 'base', attempts_complete: true, pricing: { basis: 'b', verified: true } }],
      attempts: ids.map((id) => ({
        configuration: 'base',
        task: `t-${id}`,
        revision: 'r',
        attempt: '1',
        requests_complete: true,
        evaluation: { passed: true, evaluator: { name: 'v', version: '1' } },
        requests: [{ request_id: id, result: `${id}.json` }]
      }))
    })
    const report = compare({ ...(await loadManifestInput(path.join(dir, 'manifest.json'))), policy: 'incomplete' }, 'test')
    expect(report.configurations[0]!.statistics!.per_attempt.cost_usd.interval).toBeNull()
    const rows = renderText(report, { details: false })
      .split('\n')
      .filter((l) => l.startsWith('    cost per attempt'))
    expect(rows).toEqual([
      '    cost per attempt           unknown — its sum exceeds what a 64-bit float holds exactly (6 of 6 attempts with complete usage)'
    ])
  })
})

describe('item 14, the same rule elsewhere: a mean score over scores whose sum overflows', () => {
  it('is unknown (null), never Infinity (before: mean_score Infinity)', () => {
    const input = longIdInput(1)
    for (const a of input.attempts) {
      a.configuration = 'b'
      a.evaluation = { passed: true, score: 1e308, evaluator: { name: 'v', version: '1' } }
    }
    input.attempts[1]!.attempt = 'other'
    const report = compare(input, 'test')
    expect(report.configurations[0]?.evaluation.evaluators.map((e) => [e.scored, e.mean_score])).toEqual([[2, null]])
  })
})

describe('item 16: an input that holds no attempt is a usage error saying what was expected there', () => {
  /** A parent folder of 4 Harbor jobs (one trial each) and a job whose only trial folder has no result.json. */
  function folders(): { parent: string; noResult: string; job: string } {
    const root = tempFolder('empty-input-')
    for (const j of ['j1', 'j2', 'j3', 'j4']) {
      write(path.join(root, 'parent', j, 't1', 'result.json'), harborTrial(`${j}-t1`, 'a'))
      write(path.join(root, 'parent', j, 'result.json'), { id: j, n_total_trials: 1 })
    }
    mkdirSync(path.join(root, 'no-result', 't1'), { recursive: true })
    return { parent: path.join(root, 'parent'), noResult: path.join(root, 'no-result'), job: path.join(root, 'parent', 'j1') }
  }
  const usageError = async (run: () => Promise<unknown>): Promise<string> => {
    const error = await run().then(
      () => null,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ConfigurationError)
    return (error as Error).message
  }

  it('a folder given as the manifest (before: "cannot read the manifest: EISDIR: illegal operation on a directory, read")', async () => {
    const { parent, job } = folders()
    expect(await usageError(() => readManifest(parent))).toBe(
      `${parent} is a folder, not a manifest file: give the manifest's JSON file (manifest v1); this folder holds 4 Harbor jobs: pass each with --harbor-job (--harbor-job ${parent}/j1 --harbor-job ${parent}/j2 --harbor-job ${parent}/j3 …)`
    )
    expect(await usageError(() => readManifest(job))).toBe(
      `${job} is a folder, not a manifest file: give the manifest's JSON file (manifest v1); it is a Harbor job folder: pass it with --harbor-job ${job}`
    )
  })

  it('the parent folder of several jobs as one job (before: "Evidence INCOMPLETE — see warnings … tokens fully covered; cost fully covered", exit 1)', async () => {
    const { parent } = folders()
    expect(await usageError(() => loadHarborInput(parseCliArgs(['--harbor-job', parent])))).toBe(
      [
        'no attempt in the folders given',
        `  - ${parent}: this folder holds 4 Harbor jobs (j1, j2, j3, …), not trials: pass each with --harbor-job (--harbor-job ${parent}/j1 --harbor-job ${parent}/j2 --harbor-job ${parent}/j3 …)`
      ].join('\n')
    )
  })

  it('a job whose trial folder has no result.json (before: the same "fully covered" headline and "no configurations to compare")', async () => {
    const { noResult } = folders()
    expect(await usageError(() => loadHarborInput(parseCliArgs(['--harbor-job', noResult])))).toBe(
      [
        'no attempt in the folders given',
        `  - ${noResult}: no attempt found (no-result/t1/result.json: trial folder has no result.json (still running, killed, or deleted by a retry); its config.json does not identify the task and agent, so it cannot be placed); a Harbor job folder holds one sub-folder per trial, each with the trial's result.json (or a config.json naming its task and agent)`
      ].join('\n')
    )
  })

  it('the CLI exits 2 with the message alone on stderr, nothing on stdout', async () => {
    const { parent, noResult } = folders()
    const each = `--harbor-job ${parent}/j1 --harbor-job ${parent}/j2 --harbor-job ${parent}/j3 …`
    expect(await cli([parent])).toEqual({
      code: 2,
      stdout: '',
      stderr: `fabric-compare: ${parent} is a folder, not a manifest file: give the manifest's JSON file (manifest v1); this folder holds 4 Harbor jobs: pass each with --harbor-job (${each})\n`
    })
    const run = await cli(['--harbor-job', parent, '--json'])
    expect([run.code, run.stdout, run.stderr.split('\n')[0]]).toEqual([2, '', 'fabric-compare: no attempt in the folders given'])
    expect((await cli(['--harbor-job', noResult])).code).toBe(2)
  })

  it('a headline over no configuration never says "fully covered"', () => {
    const report = compare({ configurations: [], attempts: [], diagnostics: [], policy: 'incomplete' }, 'test')
    expect(renderText(report, { details: false }).split('\n').slice(0, 3)).toEqual([
      'Evidence INCOMPLETE — see warnings. Figures marked ≥ or "none seen" are lower bounds; input, cached input, output, reasoning and total tokens unknown; cost unknown.',
      'Gate FAILED (policy: incomplete).',
      '  - no configurations to compare'
    ])
  })
})
