/**
 * The words on the first screen: the pass fraction says what passed of what
 * was evaluated, a lower bound of zero reads `none seen in k of n …`, the
 * headline names per configuration what is incomplete when configurations
 * differ, and the comment links the terms it uses to the glossary when the
 * action knows where the glossary is (never in the CLI's text).
 */
import { describe, expect, it } from '@jest/globals'
import { glossaryUrlFromEnv } from '../src/action/publish.js'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { configurationRows } from '../src/render/rows/configuration-rows.js'
import { formatDistribution, formatLowerBound, formatMetric } from '../src/render/format.js'
import { compactOutcomes } from '../src/render/rows/outcome-rows.js'
import { glossaryPageUrl, glossaryTerms } from '../src/render/markdown/glossary.js'
import { coverageClause } from '../src/render/messages.js'
import { renderText } from '../src/render/text/text.js'
import { checkStructure } from './support/gfm-structure.js'
import * as b from './support/report-builders.js'
import * as cb from './support/comparison-builders.js'
import * as scenarios from './support/report-scenarios.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const RUN = 'https://github.com/OWNER/REPO/actions/runs/1'
const GLOSSARY = 'https://github.com/OWNER/fabric-compare/blob/v0/docs/glossary.md'

async function exampleReport(): Promise<Report> {
  return compare({ ...(await loadManifestInput('examples/attempt-comparison/manifest.json')), policy: 'incomplete' }, '0.1.0')
}

function firstScreen(comment: string): string[] {
  const lines = comment.split('\n')
  return lines.slice(
    0,
    lines.findIndex((l) => l.startsWith('<details>'))
  )
}

describe('lower bounds of zero', () => {
  it('read `none seen` with their coverage; non-zero bounds keep ≥', () => {
    expect(formatLowerBound(0)).toBe('none seen')
    expect(formatLowerBound(1204)).toBe('≥ 1,204')
    expect(formatMetric({ observed: 0, reported_by: 7, expected: 9, complete: false })).toBe('none seen in 7 of 9 requests')
    expect(formatMetric({ observed: 5, reported_by: 7, expected: 9, complete: false })).toBe('≥ 5 (7 of 9 requests)')
    // A complete zero is a zero, not "none seen".
    expect(formatMetric({ observed: 0, reported_by: 9, expected: 9, complete: true })).toBe('0')
  })

  it('in timing: a distribution of lower bounds at 0 says none seen, other values keep ≥', () => {
    expect(formatDistribution({ count: 2, of: 3, median: 0, p90: 5000, max: 5000, fully_timed: 1, lower_bound: true })).toBe(
      'median none seen · p90 ≥ 5.0 s · max ≥ 5.0 s (2 of 3 attempts timed, 1 fully)'
    )
  })

  it('in outcome counts over an unverified denominator of 0: no `≥ 0 requests`', () => {
    const base = b.configuration()
    const empty = b.configuration({
      complete: false,
      requests: { ...base.requests, expected: 0, from_result: 0, from_record: 0, lists_verified: 0, lists_unverified: 2 },
      outcomes: { ...base.outcomes, coverage: { expected: 0, records: 0, timeouts: 0, oom: 0, denominator_verified: false } }
    })
    const text = configurationRows(empty, 'listed with --details')
      .map((r) => `${r.label}: ${r.value}`)
      .join('\n')
    expect(text).not.toMatch(/≥ 0(?![\d.,])/)
    expect(text).toContain('(0 of an unknown number of requests with a record end line)')
    expect(compactOutcomes(empty)).toBe(
      'infrastructure unknown · agent unknown · timeouts unknown · OOM kills unknown (0 of an unknown number of requests)'
    )
  })

  it('never print `≥ 0` anywhere in the example, in text or Markdown', async () => {
    const report = await exampleReport()
    const outputs = [renderText(report, { details: true }), renderComment(report, { marker: MARKER, runUrl: RUN })]
    for (const out of outputs) {
      expect(out).not.toMatch(/≥ 0(?![\d.,])/)
      expect(out).toContain('none seen in 7 of ≥ 9 requests')
    }
  })
})

describe('the headline', () => {
  it('says what passed of what was evaluated, and how many verdicts came without execution evidence (issue 58 item 4)', async () => {
    const body = renderComment(await exampleReport(), { marker: MARKER, runUrl: RUN })
    // The candidate's 2 missing attempts have declared verdicts: 4 attempts found, 6 evaluated — the cell says why.
    expect(firstScreen(body)).toContain(
      '| pass fraction | 83.3% (5 passed of 6 evaluated; 6 listed) | 66.7% (4 passed of 6 evaluated, 2 of them without execution evidence; 6 listed) | withheld ⁵ |'
    )
    expect(firstScreen(body)).toContain('| attempts found / listed | 6 / 6 | 4 / 6 |  |')
    expect(body).not.toMatch(/\(\d+ of \d+ evaluated/)
  })

  it('names per configuration what the usage covers when configurations differ, and the complete ones in the comment', async () => {
    const report = await exampleReport()
    expect(coverageClause(report)).toBe(
      'baseline: input, cached input, output and total tokens fully covered · reasoning tokens unknown · cost fully covered; ' +
        'candidate: input, cached input, output and total tokens 7 of 9 requests · reasoning tokens unknown · cost 7 of 9 requests'
    )
    // Configurations that read alike share one clause.
    expect(coverageClause(scenarios.fiveConfigurationReport())).toBe(
      'baseline, model-b, harness-d, tools-e: input, cached input, output and total tokens fully covered · reasoning tokens unknown · cost fully covered; ' +
        'prompt-c: cached input and output tokens fully covered · input and total tokens 2 of 3 requests · reasoning tokens unknown · cost fully covered'
    )
    // The pooled "15 of 17 requests" spread the candidate's gap over the baseline.
    expect(renderText(report, { details: false })).not.toContain('15 of 17')
    const paragraph = firstScreen(renderComment(report, { marker: MARKER, runUrl: RUN }))[3]
    expect(paragraph).toContain('main gap `result_missing` ×2; `baseline` complete. **Gate FAILED**')
  })
})

describe('glossary links', () => {
  it('are built from the action repository and ref, else the workflow repository and commit, else none', () => {
    const server = 'https://github.com'
    expect(
      glossaryUrlFromEnv({
        GITHUB_SERVER_URL: server,
        GITHUB_ACTION_REPOSITORY: 'OWNER/fabric-compare',
        GITHUB_ACTION_REF: 'v0',
        GITHUB_REPOSITORY: 'me/app',
        GITHUB_SHA: 'abc'
      })
    ).toBe(GLOSSARY)
    expect(glossaryUrlFromEnv({ GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: 'me/app', GITHUB_SHA: 'abc123' })).toBe(
      'https://github.com/me/app/blob/abc123/docs/glossary.md'
    )
    expect(glossaryUrlFromEnv({ GITHUB_SERVER_URL: server, GITHUB_ACTION_REPOSITORY: 'OWNER/fabric-compare' })).toBeNull()
    expect(glossaryUrlFromEnv({ GITHUB_REPOSITORY: 'me/app', GITHUB_SHA: 'abc' })).toBeNull()
    expect(glossaryPageUrl(server, 'me/app', 'feature/x y')).toBe('https://github.com/me/app/blob/feature/x%20y/docs/glossary.md')
    expect(glossaryPageUrl(server, 'not a repo', 'v0')).toBeNull()
    expect(glossaryPageUrl('javascript:', 'me/app', 'v0')).toBeNull()
  })

  it('link the terms the first screen uses, in the verdict paragraph, keeping the first screen at 30 lines', async () => {
    const body = renderComment(await exampleReport(), { marker: MARKER, runUrl: RUN, summaryUrl: RUN, glossaryUrl: GLOSSARY })
    const screen = firstScreen(body)
    expect(screen).toHaveLength(30)
    expect(screen[3]).toMatch(/Everything else: \[job summary\]\([^)]+\)\. Terms: /)
    const anchors = [
      ...screen[3]!.matchAll(/\]\(https:\/\/github\.com\/OWNER\/fabric-compare\/blob\/v0\/docs\/glossary\.md#([a-z-]+)\)/g)
    ].map((m) => m[1])
    expect(anchors).toEqual([
      'authoritative-evidence',
      'coverage',
      'lower-bound',
      'verdict',
      'evaluator',
      'pricing-basis',
      'withheld-delta'
    ])
    const links = anchors.map((a) => `${GLOSSARY}#${a}`)
    const s = checkStructure(body, { links: [RUN, ...links], marker: MARKER })
    expect(s.problems).toEqual([])
    expect(s.links).toEqual([RUN, ...links, RUN])
  })

  it('are left out without a glossary URL (the CLI, a local rendering) and in the text output', async () => {
    const report = await exampleReport()
    expect(renderComment(report, { marker: MARKER, runUrl: RUN })).not.toContain('Terms:')
    expect(renderText(report, { details: true })).not.toContain('glossary')
    expect(glossaryTerms('| evidence | complete |', null)).toBe('')
    expect(glossaryTerms('nothing to explain', GLOSSARY)).toBe('')
  })
})

describe('a missing attempt is missing, not an unverified request list', () => {
  it('the headline, the requests cell and the request-lists row count it as missing', () => {
    const report = compare(
      cb.input(
        [cb.config('c')],
        [
          cb.attempt('c', 't', { attempt: '1', requests: [cb.resultReq('q', cb.tokens(10, 2))] }),
          cb.attempt('c', 't', { attempt: '2', missing: true, requests_complete: null })
        ]
      )
    )
    const comment = renderComment(report, { marker: MARKER, runUrl: RUN })
    expect(comment).not.toContain('request list unverified')
    expect(comment).toContain('1 of 2 listed attempts missing')
    expect(comment).toMatch(/\| requests with evidence \/ expected \| 1 \/ ≥ 1 \(requests of 1 missing attempt unknown\) \|/)
    expect(renderText(report, { details: true })).toContain('1 of 2 attempts verified (1 missing)')
  })
})
