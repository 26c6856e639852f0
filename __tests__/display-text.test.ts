/**
 * Evidence text shortened before any rendering (issue 57 item 4; src/render/text-safety/display-text.ts): one id of 70,000
 * characters named on the first screen used to cut the pull-request comment to a stub, and a 1,000,000-character one
 * the job summary; rendering time grew with the string. Now every long run of non-space characters is shortened with
 * a digest (distinct ids stay distinct), so the verdict, the table and the gate line always fit.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { displayReport, displayText, KEPT_TOKEN, MAX_DISPLAY_STRING } from '../src/render/text-safety/display-text.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { renderText } from '../src/render/text/text.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { artifactFiles, type AttemptSpec } from './support/attempt-evidence.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'

describe('displayText', () => {
  it('leaves short text and paths as they are', () => {
    const path = `harbor-results/jobs/${'j'.repeat(150)}/trial__abc/result.json`
    for (const s of ['', 'candidate', path, 'a b '.repeat(400).trim()]) expect(displayText(s)).toBe(s)
  })

  it('shortens a long run with its digest: the same id reads the same, two ids with one prefix stay distinct', () => {
    const a = 'c'.repeat(7_000)
    const b = `${'c'.repeat(6_999)}d`
    expect(displayText(a)).toMatch(new RegExp(`^c{${KEPT_TOKEN}}…#[0-9a-f]{8}$`))
    expect(displayText(a)).toBe(displayText(a))
    expect(displayText(a)).not.toBe(displayText(b))
    expect(displayText(`configuration ${a} has 3 attempts`)).toBe(`configuration ${displayText(a)} has 3 attempts`)
  })

  it('cuts a string still longer than the limit, saying how long it was', () => {
    const s = 'word '.repeat(2_000)
    const shown = displayText(s)
    expect(shown.length).toBeLessThan(MAX_DISPLAY_STRING + 60)
    expect(shown).toMatch(/… \(cut: 10,000 characters, #[0-9a-f]{8}\)$/)
  })

  it('a long configuration id with spaces is shortened whole inside a message, as in its own field', () => {
    const id = 'a b '.repeat(700)
    const report = { configurations: [{ id }], warnings: [{ message: `${id}: 2 attempts missing` }] } as unknown as Report
    const shown = displayReport(report) as unknown as { configurations: Array<{ id: string }>; warnings: Array<{ message: string }> }
    expect(shown.configurations[0]!.id).toMatch(/^(a b ){24}…#[0-9a-f]{8}$/)
    expect(shown.warnings[0]!.message).toBe(`${shown.configurations[0]!.id}: 2 attempts missing`)
  })

  it('a run longer than what can be shown: the cut names the whole length and digest, so two such ids stay distinct', () => {
    const a = displayText(`x ${'c'.repeat(70_000)}`)
    const b = displayText(`x ${'c'.repeat(69_999)}d`)
    expect(a).toMatch(/… \(cut: 70,002 characters, #[0-9a-f]{8}\)$/)
    expect(a).not.toBe(b)
    expect(a.length).toBeLessThan(MAX_DISPLAY_STRING + 60)
  })

  it('never splits a surrogate pair', () => {
    const s = `${'x'.repeat(KEPT_TOKEN - 1)}${'😀'.repeat(200)}`
    expect(displayText(s)).toMatch(new RegExp(`^x{${KEPT_TOKEN - 1}}…#`))
  })

  it('a report of short strings is the same object; long keys and values are shortened, `__proto__` kept as data', () => {
    const small = { a: ['x', { b: 'y' }] } as unknown as Report
    expect(displayReport(small)).toBe(small)
    const long = JSON.parse(`{"__proto__": {"${'k'.repeat(300)}": "${'v'.repeat(300)}"}}`) as Report
    const shown = displayReport(long) as unknown as Record<string, Record<string, string>>
    expect(Object.getPrototypeOf(shown)).toBe(Object.prototype)
    const inner = Object.getOwnPropertyDescriptor(shown, '__proto__')!.value as Record<string, string>
    expect(Object.entries(inner)).toEqual([[displayText('k'.repeat(300)), displayText('v'.repeat(300))]])
  })
})

/** The example comparison with the candidate configuration renamed to an id of `n` characters. */
async function longIdReport(n: number): Promise<Report> {
  const input = await loadManifestInput('examples/attempt-comparison/manifest.json')
  const id = 'c'.repeat(n)
  const rename = (s: string) => (s === 'candidate' ? id : s)
  return compare(
    {
      ...input,
      configurations: input.configurations.map((c) => ({ ...c, id: rename(c.id) })),
      attempts: input.attempts.map((a) => ({ ...a, configuration: rename(a.configuration) })),
      policy: 'incomplete'
    },
    '0.1.0'
  )
}

describe('a long id never blanks what is rendered', () => {
  it('70,000 characters: the comment keeps its verdict, table and gate line, far below the size limit', async () => {
    const body = renderComment(await longIdReport(70_000), { marker: '<!-- m -->', runUrl: 'https://github.com/o/r/actions/runs/1' })
    const short = renderComment(await longIdReport(9), { marker: '<!-- m -->', runUrl: 'https://github.com/o/r/actions/runs/1' })
    expect(body).not.toContain('Comment cut to fit')
    expect(body).toContain('**Gate FAILED**')
    expect(body).toContain('| requests with evidence / expected |')
    // The long id reads as about 110 characters wherever it is named (each attempt row names it): far below the limit.
    expect(body.length).toBeLessThan(Math.max(40_000, short.length * 2))
  })

  it('1,000,000 characters: the job summary and the text report stay whole and small', async () => {
    const report = await longIdReport(1_000_000)
    const summary = renderSummary(report)
    expect(summary).not.toContain('cut to fit')
    expect(summary).toContain('Gate FAILED')
    expect(summary.length).toBeLessThan(60_000)
    expect(renderText(report, { details: true }).length).toBeLessThan(60_000)
  })
})

describe('the action: a task name of 70,000 characters from a fork’s artifact', () => {
  let fake: FakeGitHub | null = null
  afterEach(async () => {
    await fake?.close()
    fake = null
  })

  it('the posted comment keeps the verdict and the gate line', async () => {
    const spec = (configuration: string, task: string): AttemptSpec => ({
      configuration,
      task,
      revision: 'r1',
      attempt: '1',
      passed: true,
      inputTokens: 1000,
      costUsd: 0.02
    })
    fake = await startFakeGitHub({
      runId: 6161,
      artifacts: [
        { name: 'eval-baseline', files: artifactFiles([spec('baseline', 'calc/add')]) },
        {
          name: 'eval-candidate',
          files: artifactFiles([spec('candidate', 'calc/add'), { ...spec('candidate', `t${'x'.repeat(70_000)}`), folder: 'long/1' }])
        }
      ]
    })
    const run = await runAction({
      inputs: {
        configurations: 'baseline: eval-baseline\ncandidate: eval-candidate',
        tasks: 'calc/add@r1',
        'attempts-per-task': '1',
        'github-token': 'ghs_e2e_token'
      },
      env: fake.env()
    })
    const [comment] = fake.commentsOn().map((c) => c.body)
    expect(comment).toBeDefined()
    expect(comment).not.toContain('Comment cut to fit')
    expect(comment).toMatch(/\*\*Gate (PASSED|FAILED)\*\*/)
    expect(comment!.length).toBeLessThan(40_000)
    expect(run.outputs['report-path']).toBeDefined()
  })
})
