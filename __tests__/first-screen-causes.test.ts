/**
 * Issue 58, items 1, 2, 4 and 6: the first screen names the true cause, the
 * true state and what to do. Evidence laid out as the README's workflow
 * uploads it (attempt index files beside NeMo Fabric full results,
 * __tests__/support/attempt-evidence.ts), a Harbor job with a trial result
 * that is not JSON, and the paired example with the candidate run on other
 * task revisions; each through the CLI's comment (`--markdown`), job summary
 * (`--summary-markdown`) and text report.
 */
import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { compare } from '../src/comparison/compare.js'
import { renderText } from '../src/render/text/text.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { loadAttemptIndexes } from '../src/sources/attempt-index/attempt-indexes.js'
import { artifactFiles, writeEvidenceFolder, type AttemptSpec } from './support/attempt-evidence.js'
import { cli } from './support/cli-golden.js'
import { buildHarborTree, PAIRWISE_JOBS, PAIRWISE_MAP } from './support/harbor-tree.js'
import { GATE_LINE } from './support/gate-stderr.js'
import { tempFolder } from './support/temp-folder.js'

const TASKS = ['calc/add', 'calc/mul']

/** Three attempts of each task for `configuration`. */
function specs(configuration: string): AttemptSpec[] {
  return TASKS.flatMap((task) => ['1', '2', '3'].map((attempt) => ({ configuration, task, revision: 'r1', attempt })))
}

/** Two artifacts as `gh run download` lays them out, the candidate's `calc/mul` attempt 2 index file edited by `edit`. */
function evidence(edit: (index: Record<string, unknown>) => Record<string, unknown>): string {
  const candidate = artifactFiles(specs('candidate'))
  const file = 'calc-mul/2/fabric-attempt.json'
  candidate[file] = JSON.stringify(edit(JSON.parse(candidate[file]!) as Record<string, unknown>))
  const root = writeEvidenceFolder({ 'eval-baseline': artifactFiles(specs('baseline')), 'eval-candidate': candidate })
  writeFileSync(path.join(root, 'tasks.txt'), TASKS.map((t) => `${t}@r1`).join('\n'))
  return root
}

/** The README's comparison line on `root`, with `extra` output options. */
function run(root: string, extra: string[]): ReturnType<typeof cli> {
  return cli([
    '--evidence',
    root,
    '--configuration',
    'baseline: eval-baseline',
    '--configuration',
    'candidate: eval-candidate',
    '--tasks',
    path.join(root, 'tasks.txt'),
    '--attempts-per-task',
    '3',
    ...extra
  ])
}

/** A comment's first screen: its lines before the first collapsed section. */
function firstScreen(markdown: string): string[] {
  const lines = markdown.split('\n')
  const end = lines.findIndex((l) => l.startsWith('<details>') || l.startsWith('### Gate reasons'))
  return lines.slice(0, end < 0 ? lines.length : end)
}

/** A misspelt key: `request_complete` for `requests_complete`. */
const misspelt = (index: Record<string, unknown>): Record<string, unknown> => {
  const { requests_complete: value, ...rest } = index
  return { ...rest, request_complete: value }
}

const PROBLEM = 'eval-candidate/calc-mul/2/fabric-attempt.json: \\$.request\\_complete: unknown key; did you mean "requests\\_complete"?'

describe('item 1: an attempt whose index file is invalid is unreadable, named with its file, JSON path and fix', () => {
  it('the comment and the job summary name it on the first screen, the gate says so, and stderr too', async () => {
    const root = evidence(misspelt)
    const comment = await run(root, ['--markdown'])
    expect(comment.code).toBe(1)
    const screen = firstScreen(comment.stdout)
    expect(screen[3]).toContain(
      `**Evidence INCOMPLETE** — \`candidate\`: 1 of 6 listed attempts unreadable (\`calc/mul@r1#2\`: ${PROBLEM}); main gap \`attempt_unreadable\` ×1; \`baseline\` complete.`
    )
    expect(screen.join('\n')).not.toMatch(/attempts? missing|attempt_missing/)
    expect(screen).toContain('| attempts found / listed | 6 / 6 | 5 / 6 (1 unreadable) |  |')
    expect(screen).toContain('| requests with evidence / expected | 6 / 6 | 5 / ≥ 5 (requests of 1 unreadable attempt unknown) |  |')
    // What to do ends the first screen, the index file first.
    const steps = screen.slice(screen.indexOf('**What to do**, most important first:') + 1).filter((l) => l !== '')
    expect(steps[0]).toBe(
      '1. `attempt_index_invalid` — `candidate`, 1 attempt: fix the named `fabric-attempt.json` (schema/attempt-index.schema.json), or write it with `fabric-compare index`'
    )
    expect(steps.join('\n')).not.toContain('attempt_missing')
    // The gate's reason, and one line on standard error, name the file and the problem.
    expect(comment.stderr).toMatch(GATE_LINE)
    expect(comment.stderr).toBe(
      'fabric-compare: gate failed (policy incomplete): candidate: 1 of 6 listed attempts unreadable (candidate/calc/mul@r1#2; first: eval-candidate/calc-mul/2/fabric-attempt.json: $.request_complete: unknown key; did you mean "requests_complete"?)\n'
    )
    const summary = await run(root, ['--summary-markdown'])
    const top = firstScreen(summary.stdout)
    expect(top[2]).toContain(`1 of 6 listed attempts unreadable (\`calc/mul@r1#2\`: ${PROBLEM})`)
    expect(top.join('\n')).toContain('1. `attempt_index_invalid` — `candidate`, 1 attempt: fix the named `fabric-attempt.json`')
    const json = JSON.parse((await run(root, ['--json'])).stdout) as {
      gate: { reasons: string[] }
      configurations: Array<{ id: string; gaps: Array<{ reason: string; count: number }>; attempts: { missing: number } }>
      warnings: Array<{ code: string; attempt_count: number }>
    }
    const candidate = json.configurations.find((c) => c.id === 'candidate')!
    expect(candidate.gaps.map((g) => [g.reason, g.count])).toEqual([['attempt_unreadable', 1]])
    expect(candidate.attempts.missing).toBe(1)
    expect(json.warnings.map((w) => [w.code, w.attempt_count])).toContainEqual(['attempt_index_invalid', 1])
    expect(json.warnings.map((w) => w.code)).not.toContain('attempt_missing')
  })

  it('the text report: unreadable in the reasons and the counts, the thing to do under the gate', async () => {
    const text = await run(evidence(misspelt), [])
    const lines = text.stdout.split('\n')
    expect(lines[1]).toBe('Gate FAILED (policy: incomplete).')
    expect(lines[2]).toContain('  - candidate: 1 of 6 listed attempts unreadable (candidate/calc/mul@r1#2; first: eval-candidate/')
    expect(lines).toContain('What to do, most important first:')
    expect(lines[lines.indexOf('What to do, most important first:') + 1]).toMatch(
      /^ {2}1\. attempt_index_invalid — candidate, 1 attempt: fix the named/
    )
    expect(text.stdout).toMatch(/request lists +5 of 6 attempts verified \(1 unreadable\)/)
  })

  it('a missing attempt and an unreadable one are each called what they are', async () => {
    const root = evidence(misspelt)
    // A second attempt left no index file at all.
    const gone = path.join(root, 'eval-candidate', 'calc-add', '3', 'fabric-attempt.json')
    writeFileSync(gone, '')
    const comment = await run(root, ['--markdown'])
    expect(firstScreen(comment.stdout)[3]).toContain('1 of 6 listed attempts unreadable (`calc/mul@r1#2`: ')
    expect(comment.stdout).toContain('| attempts found / listed | 6 / 6 | 4 / 6 (1 unreadable) |  |')
    // An empty index file names no attempt: that attempt is missing, its file problem named among the warnings.
    expect(firstScreen(comment.stdout)[3]).toContain('1 of 6 listed attempts missing (`calc/add@r1#3`)')
  })

  it('an index file that names no attempt keeps its problem as a finding of the artifact; the attempt is missing', async () => {
    const root = evidence((index) => ({ ...index, task: 42 }))
    const input = await loadAttemptIndexes({
      artifacts: [{ name: 'eval-candidate', dir: path.join(root, 'eval-candidate') }],
      configurations: [{ id: 'candidate', pattern: 'eval-candidate', run: null, relabel: false }],
      pricing: [],
      expected: { tasks: TASKS.map((task) => ({ task, revision: 'r1' })), attemptsPerTask: 3 }
    })
    expect(input.diagnostics.map((d) => d.code)).toEqual(['attempt_index_invalid'])
    const missing = input.attempts.filter((a) => a.missing)
    expect(missing.map((a) => [a.task, a.attempt, a.diagnostics])).toEqual([['calc/mul', '2', []]])
  })

  it('a readable index file of the same attempt wins over an invalid one, whose problem stays named', async () => {
    const root = evidence(misspelt)
    const copy = path.join(root, 'eval-candidate', 'copy', 'fabric-attempt.json')
    mkdirSync(path.dirname(copy), { recursive: true })
    const good = JSON.parse(readFileSync(path.join(root, 'eval-candidate', 'calc-mul', '1', 'fabric-attempt.json'), 'utf8')) as {
      attempt: string
      requests: Array<{ result: string; record: string }>
    }
    const folder = '../calc-mul/2'
    const requests = good.requests.map((r) => ({ ...r, result: `${folder}/${r.result}`, record: `${folder}/${r.record}` }))
    writeFileSync(copy, JSON.stringify({ ...good, attempt: '2', requests }))
    const input = await loadAttemptIndexes({
      artifacts: [{ name: 'eval-candidate', dir: path.join(root, 'eval-candidate') }],
      configurations: [{ id: 'candidate', pattern: 'eval-candidate', run: null, relabel: false }],
      pricing: [],
      expected: { tasks: TASKS.map((task) => ({ task, revision: 'r1' })), attemptsPerTask: 3 }
    })
    expect(input.attempts.filter((a) => a.missing)).toEqual([])
    expect(input.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['attempt_index_invalid', 'eval-candidate/calc-mul/2/fabric-attempt.json']
    ])
  })

  it('a Harbor trial whose result.json is not JSON is unreadable, not missing', async () => {
    const job = path.join(tempFolder('unreadable-trial-'), 'job')
    const agent = { name: 'claude-code', model_name: 'm', kwargs: {} }
    const write = (file: string, value: unknown): void => {
      mkdirSync(path.dirname(path.join(job, file)), { recursive: true })
      writeFileSync(path.join(job, file), typeof value === 'string' ? value : JSON.stringify(value))
    }
    write('config.json', { job_name: 'job', n_attempts: 1, agents: [agent], datasets: [], tasks: [{ name: 'a' }, { name: 'b' }] })
    write('a__1/result.json', {
      id: 'id-a__1',
      task_name: 'a',
      trial_name: 'a__1',
      source: null,
      task_checksum: 'sum-a',
      config: { agent },
      agent_info: { name: 'claude-code', version: '1.0' },
      agent_result: { n_input_tokens: 100, n_cache_tokens: 40, n_output_tokens: 10, cost_usd: 0.5, metadata: null },
      verifier_result: { rewards: { reward: 1 } },
      exception_info: null,
      started_at: '2026-01-01T00:00:00Z',
      finished_at: '2026-01-01T00:01:00Z'
    })
    write('b__1/config.json', { task: { path: 'b' }, trial_name: 'b__1', agent })
    write('b__1/result.json', '{"id": "id-b__1", "task_name": ')
    const report = compare({ ...(await loadHarborJobs([job])), policy: 'incomplete' }, 'test')
    const c = report.configurations[0]!
    expect(c.gaps.map((g) => [g.reason, g.count])).toContainEqual(['attempt_unreadable', 1])
    expect(c.gaps.map((g) => g.reason)).not.toContain('attempt_missing')
    const top = firstScreen(renderSummary(report))
    expect(top[2]).toMatch(/1 of 2 listed attempts unreadable \(`b@[^`]+`: trial result\.json is unreadable: /)
    expect(renderText(report, { details: false })).toContain('1 of 2 listed attempts unreadable')
  })
})

describe('item 2: when no difference could be judged, the verdict says so first, and a pass says what it checked', () => {
  /** A copy of the paired example with the candidate's attempts at other revisions of every task. */
  function otherRevisions(): string {
    const dir = path.join(tempFolder('other-revisions-'), 'example')
    cpSync(path.resolve('examples/paired-comparison'), dir, { recursive: true })
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      attempts: Array<{ configuration: string; revision: string }>
    }
    for (const a of manifest.attempts) if (a.configuration === 'candidate') a.revision = `${a.revision}-next`
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    return path.join(dir, 'manifest.json')
  }

  it('comment, job summary and text report: "No difference compared" before the evidence, the gate passed on evidence alone', async () => {
    const manifest = otherRevisions()
    const comment = await cli([manifest, '--markdown'])
    expect(comment.code).toBe(0)
    const screen = firstScreen(comment.stdout)
    expect(screen[3]).toMatch(
      /^\*\*No difference compared\*\* — every Δ of candidate against baseline is withheld: inventories differ: 6 tasks at different revisions\. \*\*Evidence complete\*\* — .* \*\*Gate PASSED\*\* \(policy `incomplete`: evidence complete; no difference compared\)\./
    )
    expect(screen.slice(-3, -1)).toEqual([
      '**What to do**, most important first:',
      '1. `revision_differs` — `baseline`, `candidate`, 36 attempts: run every configuration on the same revision of the task (pin the task version or the dataset ref)'
    ])
    const summary = await cli([manifest, '--summary-markdown'])
    expect(summary.stdout.split('\n')[2]).toMatch(/^\*\*No difference compared\*\* — every Δ of candidate against baseline is withheld/)
    const text = await cli([manifest])
    expect(text.stdout.split('\n').slice(0, 3)).toEqual([
      'No difference compared — every Δ of candidate against baseline is withheld: inventories differ: 6 tasks at different revisions.',
      expect.stringMatching(/^Evidence COMPLETE — 2 configurations;/),
      'Gate PASSED (policy: incomplete; evidence complete; no difference compared).'
    ])
  })

  it('the paired example itself compares: no such sentence, and a plain pass', async () => {
    const comment = await cli(['examples/paired-comparison/manifest.json', '--markdown'])
    expect(comment.stdout).not.toContain('No difference compared')
    expect(firstScreen(comment.stdout)[3]).toContain('**Gate PASSED** (policy `incomplete`).')
  })
})

describe('item 4: counts say what they count', () => {
  it('Harbor: the rows count trials (one set of counters per trial, however many model requests it made)', async () => {
    const { root, jobDirs } = await buildHarborTree(PAIRWISE_JOBS)
    try {
      const map = path.join(tempFolder('trials-map-'), 'map.json')
      writeFileSync(map, JSON.stringify(PAIRWISE_MAP))
      const run = await cli([...jobDirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', map, '--markdown'])
      const screen = firstScreen(run.stdout)
      expect(screen).toContain('| trials with evidence / expected | 1 / 1 | 3 / 3 |  |')
      expect(screen).toContain('| input tokens | ≥ 18,684 (1 of 1 trial; attempt list unverified) | ≥ 9,037 (1 of 3 trials) | withheld ² |')
      expect(screen.join('\n')).not.toMatch(/requests with evidence/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('NeMo Fabric full results keep counting requests', async () => {
    const run = await cli(['examples/attempt-comparison/manifest.json', '--markdown'])
    expect(firstScreen(run.stdout)).toContain(
      '| requests with evidence / expected | 8 / 8 | 7 / ≥ 9 (1 of 6 request lists unverified) |  |'
    )
  })
})
