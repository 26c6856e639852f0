/**
 * The comment's first screen answers what changed and what is missing
 * (issue 38 item 5): the tasks that changed most (at most 5 named, the rest
 * counted) under the table, and the missing attempts named in the verdict
 * paragraph (at most 5, then a count), everything before the first
 * `<details>`. Evidence: the bundled paired example, and NeMo Fabric full
 * results with request records (support/attempt-evidence.ts), values
 * invented.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { artifactFiles, writeEvidenceFolder, type AttemptSpec } from './support/attempt-evidence.js'
import { cli } from './support/cli-golden.js'
import { attempt, fullResult, writeCase } from './support/cli-manifest-cases.js'
import { besidesGateLine } from './support/gate-stderr.js'

/** The lines before the first `<details>`. */
function firstScreen(markdown: string): string[] {
  const lines = markdown.split('\n')
  return lines.slice(
    0,
    lines.findIndex((l) => l.startsWith('<details>'))
  )
}

/** `tasks` tasks × 1 attempt per configuration; the candidate fails the first `failing` tasks and leaves out `dropped` attempts. */
async function markdownOf(tasks: number, failing: number, dropped: number): Promise<string> {
  const names = Array.from({ length: tasks }, (_, i) => `t/${String(i).padStart(2, '0')}`)
  const specs = (c: 'base' | 'cand'): AttemptSpec[] =>
    names
      .map((task, i) => ({ configuration: c, task, revision: 'r1', attempt: '1', passed: c === 'base' || i >= failing }))
      .filter((_, i) => c === 'base' || i >= dropped)
  const root = writeEvidenceFolder({ 'eval-base': artifactFiles(specs('base')), 'eval-cand': artifactFiles(specs('cand')) })
  writeFileSync(path.join(root, 'tasks.txt'), names.map((t) => `${t}@r1\n`).join(''))
  const run = await cli([
    '--evidence',
    root,
    '--configuration',
    'base: eval-base',
    '--configuration',
    'cand: eval-cand',
    '--tasks',
    path.join(root, 'tasks.txt'),
    '--attempts-per-task',
    '1',
    '--markdown'
  ])
  expect(besidesGateLine(run.stderr)).toBe('')
  return run.stdout
}

describe('the first screen', () => {
  it('names the tasks that changed on the paired example, under the table, within 25 lines', async () => {
    const run = await cli(['examples/paired-comparison/manifest.json', '--markdown', '--fail-on', 'regression'])
    const screen = firstScreen(run.stdout)
    expect(screen.length).toBeLessThanOrEqual(25)
    expect(screen.at(-2)).toBe(
      '**Tasks that changed**, `baseline` → `candidate` (3 of 6 compared, strongest evidence first): `calc/mul@r3` 3/3 → 0/3 · `text/reverse@r3` 3/3 → 2/3 · `text/upper@r3` 1/3 → 2/3 — 3 of 3 within noise by their own test.'
    )
  })

  it('names at most 5 changed tasks and counts the rest', async () => {
    const line = firstScreen(await markdownOf(9, 7, 0)).find((l) => l.startsWith('**Tasks that changed**'))
    expect(line).toBe(
      '**Tasks that changed**, `base` → `cand` (7 of 9 compared, strongest evidence first): `t/00@r1` 1/1 → 0/1 · `t/01@r1` 1/1 → 0/1 · `t/02@r1` 1/1 → 0/1 · `t/03@r1` 1/1 → 0/1 · `t/04@r1` 1/1 → 0/1 · 2 more under Statistics — 7 of 7 within noise by their own test.'
    )
  })

  it('names at most 5 missing attempts in the verdict paragraph and counts the rest; no changed-tasks line when none changed', async () => {
    const screen = firstScreen(await markdownOf(8, 0, 7))
    expect(screen.find((l) => l.startsWith('**Evidence INCOMPLETE**'))).toContain(
      '`cand`: 7 of 8 listed attempts missing (`t/00@r1#1`, `t/01@r1#1`, `t/02@r1#1`, `t/03@r1#1`, `t/04@r1#1` and 2 more)'
    )
    expect(screen.some((l) => l.startsWith('**Tasks that changed**'))).toBe(false)
  })
})

describe('an attempt whose files exist but cannot be read', () => {
  it('is UNREADABLE with the count of unreadable files, not MISSING; one with nothing found stays MISSING', async () => {
    const manifest = writeCase(
      'unreadable-state',
      { 'b.json': fullResult('rt-b', 'i1', 'b1'), 'bad.json': '{"runtime_id": "rt-c", not json' },
      [
        attempt('base', '1', [{ request_id: 'b1', result: 'b.json' }], true),
        attempt('cand', '1', [{ request_id: 'c1', result: 'bad.json' }], false),
        attempt('cand', '2', [{ request_id: 'c2', result: 'never-written.json' }], false)
      ]
    )
    const run = await cli([manifest, '--markdown'])
    const rows = run.stdout.split('\n').filter((l) => l.startsWith('| `cand/'))
    expect(rows.map((r) => r.split(' | ')[1])).toEqual([
      'UNREADABLE (1 file unreadable, no authoritative evidence)',
      'MISSING (no authoritative evidence)'
    ])
  })
})

describe('total tokens no request reported', () => {
  it('says not reported, and shows input + output as that sum, never as the total (a lower bound when either is)', async () => {
    const noTotal = (runtime: string, request: string): string => {
      const r = JSON.parse(fullResult(runtime, 'i1', request)) as { usage: Record<string, unknown> }
      r.usage.total_tokens = null
      return JSON.stringify(r)
    }
    const manifest = writeCase('no-total', { 'b.json': noTotal('rt-b', 'b1'), 'c.json': noTotal('rt-c', 'c1') }, [
      attempt('base', '1', [{ request_id: 'b1', result: 'b.json' }], true),
      attempt(
        'cand',
        '1',
        [
          { request_id: 'c1', result: 'c.json' },
          { request_id: 'c2', result: 'gone.json' }
        ],
        true
      )
    ])
    const run = await cli([manifest, '--markdown'])
    const row = run.stdout.split('\n').find((l) => l.startsWith('| total tokens |'))
    expect(row?.split(' | ').slice(1, 3)).toEqual([
      'unknown (0 of 1 request); input + output 1,050',
      'unknown (0 of 2 requests); input + output ≥ 1,050'
    ])
  })
})
