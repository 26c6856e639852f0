/**
 * Known figures are never shown as unknown (issue 58 item 3): the comment
 * (`--markdown`), the job summary (`--summary-markdown`), the text report and
 * the JSON name the state the evidence is in.
 */
import { describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { filesUnder } from './support/files-under.js'
import { REAL_FIXTURES } from './support/harbor-tree.js'
import { tempFolder } from './support/temp-folder.js'

const EXAMPLE = 'examples/attempt-comparison'

/** The example copied, its manifest and result files edited by `edit`; returns the manifest's path. */
function example(edit: (dir: string, manifest: { configurations: Array<{ pricing: { basis: string } }> }) => void): string {
  const dir = path.join(tempFolder('fabric-compare-known-'), 'example')
  cpSync(EXAMPLE, dir, { recursive: true })
  const file = path.join(dir, 'manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  edit(dir, manifest)
  writeFileSync(file, JSON.stringify(manifest))
  return file
}

/** The three renderings and the JSON report of `manifest`. */
async function outputs(manifest: string): Promise<{ text: string; comment: string; summary: string; json: Report }> {
  const [text, comment, summary, json] = await Promise.all(
    [[], ['--markdown'], ['--summary-markdown'], ['--json']].map((o) => cli([manifest, '--fail-on', 'never', ...o]))
  )
  return { text: text!.stdout, comment: comment!.stdout, summary: summary!.stdout, json: JSON.parse(json!.stdout) as Report }
}

describe('(a) a cost reported in another pricing basis than the declared one', () => {
  it('shows the known sum with its basis named, never "unknown (0 of 8 requests)"; the delta stays withheld', async () => {
    // The baseline's 8 requests are priced in list-2026-07; the manifest now declares list-2026-05.
    const { text, comment, summary, json } = await outputs(
      example((_, m) => {
        m.configurations[0]!.pricing.basis = 'list-2026-05'
      })
    )
    const cell = '$0.0803 in list-2026-07, not in the declared list-2026-05'
    const md = cell.replace('$', '\\$')
    for (const out of [comment, summary]) {
      expect(out).toContain(`| cost | ${md} | ≥ \\$0.04976 (7 of 9 requests) | withheld `)
      expect(out).toContain('baseline cost\\_usd reported only in list-2026-07 (8 of 8 requests), not in list-2026-05')
      expect(out).not.toContain('| cost | unknown')
    }
    expect(text).toContain(`  cost                         ${cell} · pricing list-2026-05 (verified)`)
    expect(text.split('\n')[0]).toContain('baseline: input, cached input, output and total tokens fully covered · reasoning tokens')
    expect(text.split('\n')[0]).toContain('cost only in another pricing basis (list-2026-07); candidate:')
    expect(text).toMatch(
      new RegExp(
        `\\n  cost +\\$0\\.0803 in list-2026-07, not in the declared list-2026-05 +≥ \\$0\\.04976 +not comparable: pricing bases differ`
      )
    )
    expect(text).toContain('cost per passed attempt    n/a — cost reported only in list-2026-07 (8 of 8 requests), not in list-2026-05')
    expect(text).not.toContain('cost                         unknown (0 of 8 requests)')
    const baseline = json.configurations[0]
    expect(baseline.usage.cost_usd).toEqual({ observed: null, reported_by: 0, expected: 8, complete: false })
    expect(baseline.cost_other_bases).toEqual([{ basis: 'list-2026-07', observed: 0.0803, reported_by: 8, expected: 8, complete: true }])
    expect(json.comparisons[0].metrics.cost_usd.delta).toBeNull()
    expect(json.configurations[1].cost_other_bases).toBeUndefined()
  })

  it('names the part in another basis beside the sum in the declared one, never added to it', async () => {
    const { text, comment, summary, json } = await outputs(
      example((dir) => {
        const file = path.join(dir, 'baseline/calc-mul/1/result-1.json')
        writeFileSync(file, readFileSync(file, 'utf8').replace('"pricing_basis": "list-2026-07"', '"pricing_basis": "list-2026-09"'))
      })
    )
    const cell = '≥ $0.0691 (7 of 8 requests) in the declared list-2026-07; also ≥ $0.0112 (1 of 8 requests) in list-2026-09, not added'
    for (const out of [comment, summary]) expect(out).toContain(`| cost | ${cell.replaceAll('$', '\\$')} |`)
    expect(text).toContain(`  cost                         ${cell} · pricing list-2026-07 (verified)`)
    expect(json.configurations[0].usage.cost_usd).toEqual({ observed: 0.0691, reported_by: 7, expected: 8, complete: false })
    expect(json.configurations[0].cost_other_bases).toEqual([
      { basis: 'list-2026-09', observed: 0.0112, reported_by: 1, expected: 8, complete: false }
    ])
  })
})

const SAMPLES = path.join(REAL_FIXTURES, 'nemo-fabric-harbor-samples')
const CLAUDE = 'claude@anthropic/claude-sonnet-4-5'

describe("(b) NeMo Fabric's own Harbor samples (real files)", () => {
  it('the cells and the notice say the same thing in the same words: unknown (no requests listed), legacy counters listed with the attempt', async () => {
    const [text, comment, summary] = await Promise.all(
      [[], ['--markdown'], ['--summary-markdown']].map((o) => cli(['--harbor-job', SAMPLES, ...o]))
    )
    const words = 'unknown (no requests listed)'
    const notice = `its token counts and cost are ${words}; its ATIF counters (atif.final`
    for (const out of [comment!.stdout, summary!.stdout]) {
      for (const label of ['input tokens', 'output tokens', 'total tokens', 'cost'])
        expect(out).toContain(`| ${label} | ${words} | ${words} |`)
      // The withheld delta's reason says it too, never "0 of 0 requests".
      expect(out).toContain(`\`${CLAUDE}\` input\\_tokens ${words.slice(0, -1)}: the attempt inventory is not verified`)
      expect(out).not.toMatch(/(incomplete \(|tokens )0 of 0 requests/)
    }
    expect(summary!.stdout).toContain(notice.replace('final', 'final\\_'))
    expect(summary!.stdout).toContain('legacy counter atif.final\\_metrics (telemetry summary)')
    expect(text!.stdout).toContain(`  input tokens                         ${words}\n`)
    expect(text!.stdout).toContain(`  cost                                 ${words} · no pricing basis declared\n`)
    expect(text!.stdout).toContain(notice)
    expect(text!.stdout).not.toContain('shown as legacy counters')
    expect(text!.stdout.split('\n')[0]).toContain('input, cached input, output, reasoning and total tokens unknown; cost unknown.')
  })

  it('`index` on a Harbor folder says it is one and to compare it with --harbor-job, not "no evidence"', async () => {
    for (const dir of [SAMPLES, path.join(SAMPLES, 'claude-relay')]) {
      const out = await cli(['index', dir, '--configuration', 'a', '--task', 't', '--revision', 'r', '--attempt', '1'])
      expect(out.code).toBe(2)
      expect(out.stderr).toContain(`${dir}: a Harbor folder (`)
      expect(out.stderr).toContain(`compare it with --harbor-job ${dir} (the action's harbor-jobs input) instead`)
      expect(out.stderr).not.toContain('nothing to index (the attempt left no evidence')
    }
    const out = await cli(['index', SAMPLES, '--configuration', 'a', '--task', 't', '--revision', 'r', '--attempt', '1'])
    expect(out.stderr).toContain('(claude-relay/result-summary.json, hermes-relay/result-summary.json)')
  })
})

describe('(c) one word per state: a figure no request reported is "unknown" everywhere', () => {
  it('total tokens no request reported read the same in the comment, the job summary and the text report', async () => {
    // Every request reports input and output tokens, none a total.
    const { text, comment, summary } = await outputs(
      example((dir) => {
        for (const rel of Object.keys(filesUnder(dir))) {
          const file = path.join(dir, rel)
          if (!/result-\d\.json$|run-record\.jsonl$/.test(file)) continue
          writeFileSync(file, readFileSync(file, 'utf8').replace(/"total_tokens": ?\d+/g, '"total_tokens": null'))
        }
      })
    )
    const baseline = 'unknown (0 of 8 requests); input + output 14,600'
    const candidate = 'unknown (0 of 9 requests); input + output ≥ 9,456'
    for (const out of [comment, summary]) {
      expect(out).toContain(`| total tokens | ${baseline} | ${candidate} | withheld `)
      expect(out).toContain(`| total tokens | ${baseline} |\n`)
      expect(out).toContain('baseline total\\_tokens unknown (0 of 8 requests); candidate total\\_tokens unknown (0 of 9 requests)')
    }
    expect(text).toContain(`  total tokens                 ${baseline}\n`)
    expect(text).toContain(`  total tokens                 ${candidate}\n`)
    expect(text).toContain(
      'not comparable: baseline total_tokens unknown (0 of 8 requests); candidate total_tokens unknown (0 of 9 requests)'
    )
    expect(text.split('\n')[0]).toContain('reasoning and total tokens unknown')
    // The state has one word: no rendering says "not reported" of a figure.
    for (const out of [text, comment, summary]) expect(out).not.toContain('not reported')
  })
})
