import { describe, expect, it } from '@jest/globals'
import { checkStructure, textOutsideCode } from './support/gfm-structure.js'
import { renderComment } from '../src/render/markdown/comment.js'
import * as b from './support/report-builders.js'
import * as scenarios from './support/report-scenarios.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const RUN = 'https://github.com/o/r/actions/runs/1'

/** How often `needle` occurs in `text`. */
function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1
}

describe('renderComment', () => {
  it('renders the verdict and gate paragraph, the side-by-side table, then collapsed detail, warnings by severity, attempt rows and observations', () => {
    expect(renderComment(scenarios.incompleteReport(), { marker: MARKER, runUrl: RUN, summaryUrl: null })).toBe(
      [
        '<!-- fabric-compare:v1 key=default -->',
        '## fabric-compare · evidence INCOMPLETE',
        '',
        '**Evidence INCOMPLETE** — `candidate`: 1 of 2 listed attempts missing (`t1@r1#2`), 1 of 2 expected requests without evidence, 1 request list unverified; main gap `attempt_missing` ×1. **Gate FAILED** (policy `incomplete`). Everything else: [job summary](https://github.com/o/r/actions/runs/1).',
        '',
        '| figure | `candidate` |',
        '| --- | --- |',
        '| evidence | INCOMPLETE |',
        '| attempts found / listed | 1 / 2 |',
        '| requests with evidence / expected | 1 / ≥ 2 (1 of 2 request lists unverified) |',
        '| input tokens | ≥ 1,200 (1 of 2 requests) |',
        '| output tokens | ≥ 300 (1 of 2 requests) |',
        '| total tokens | ≥ 1,500 (1 of 2 requests) |',
        '| cost | unknown (0 of 2 requests) |',
        '| pass fraction | n/a — no attempt was evaluated |',
        '| failures | infrastructure none seen · agent ≥ 1 · timeouts ≥ 1 · OOM kills none seen (1 of 2 requests) |',
        '| task duration, median | unknown (0 of 2 attempts) |',
        '| invocation covered time, median | 850 ms (1 of 2 attempts) |',
        '',
        '_1 of 2 artifacts not downloaded intact — see the job summary of the linked run._',
        '',
        '_1 attempt found in evidence but not in the inventory — see the job summary of the linked run._',
        '',
        '**What to do**, most important first:',
        '1. 1 artifact not read intact: records-baseline (not found): see the artifacts listed with the report, fix their upload and re-run the job',
        '2. `attempt_missing` — `candidate`, 1 attempt: find why the named attempts left no evidence (a failed job, an artifact not uploaded: upload with `if: always()`) and re-run them',
        '',
        '<details><summary>Per-configuration detail (1 configuration)</summary>',
        '',
        '### Configuration `candidate`',
        '',
        '| measure | value |',
        '| --- | --- |',
        '| evidence | INCOMPLETE |',
        '| attempts | 1 of 2 listed found (1 missing); inventory verified |',
        '| requests | 2 expected, 1 without evidence |',
        '| requests by evidence | full result 0 · record end line 1 · harness counters 0 |',
        '| request lists | 1 of 2 attempts verified |',
        '| input tokens | ≥ 1,200 (1 of 2 requests) |',
        '| cached input tokens | none seen in 1 of 2 requests |',
        '| output tokens | ≥ 300 (1 of 2 requests) |',
        '| reasoning tokens | unknown (0 of 2 requests) |',
        '| total tokens | ≥ 1,500 (1 of 2 requests) |',
        '| cost | unknown (0 of 2 requests) · no pricing basis declared |',
        '| pass fraction | n/a — no attempt was evaluated |',
        '| request status | succeeded 0 · failed 1 · cancelled 0 · unknown 1 |',
        '| stop causes | agent\\_failed ×1 (1 of 2 requests with a record end line) |',
        '| failures | infrastructure none seen · agent ≥ 1 (1 of 2 requests with a record end line) |',
        '| timeouts | ≥ 1 (1 of 2 requests that could show one); from record stop ×1 |',
        '| OOM kills | none seen in 1 of 2 requests in an exclusive container with both counts |',
        '| exit codes | 1 ×1 |',
        '| error codes | agent\\_error ×1 |',
        '| task duration | unknown (0 of 2 attempts) |',
        '| invocation covered time | median 850 ms · p90 850 ms · max 850 ms (1 of 2 attempts) |',
        '| invocations timed | 1 of 2 requests |',
        '| peak concurrency | median 1 · p90 1 · max 1 (1 of 2 attempts) |',
        '| resource observations | 1 of 2 requests (listed below) · no evidence 1 |',
        '| gap attempt\\_missing | 1 — e.g. `candidate/t1@r1#2` |',
        '',
        '</details>',
        '',
        '### Warnings',
        '',
        '**warning (2)**',
        '',
        '- `pricing_missing` — `candidate`',
        '- `attempt_missing` — `candidate` — 1 attempt: find why the named attempts left no evidence (a failed job, an artifact not uploaded: upload with `if: always()`) and re-run them',
        '',
        '<details><summary>Warning messages and examples (2)</summary>',
        '',
        '- warning `pricing_missing` candidate has no pricing basis — configurations: `candidate`',
        '- warning `attempt_missing` attempt missing&lt;U+000A&gt;second line — configurations: `candidate`; attempts (1): `candidate/t1@r1#2`',
        '',
        '</details>',
        '',
        '<details><summary>Gate reasons (1)</summary>',
        '',
        '- candidate: 1 of 2 requests has no authoritative evidence',
        '',
        '</details>',
        '',
        '<details><summary>Per-attempt rows (2)</summary>',
        '',
        '| attempt | state | verdict | requests by evidence | total tokens | task duration | gaps |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| `candidate/t1@r1#1` | request list unverified | not evaluated | 1 record end line | ≥ 1,500 (1 of 1 request; request list unverified) | unknown | none |',
        '| `candidate/t1@r1#2` | MISSING (no authoritative evidence) | not evaluated | 1 no authoritative evidence | unknown (0 of 1 request) | unknown | result\\_missing, attempt\\_missing |',
        '',
        '</details>',
        '',
        '<details><summary>Resource observations, never summed (1)</summary>',
        '',
        '| configuration | observed in | observation |',
        '| --- | --- | --- |',
        '| `candidate` | `candidate/t1@r1#1` request req-1 (record end line) | at 2026-01-02T03:04:05Z · scope host\\_tree · processes 3 · rss 1.5 MiB · cpu user 1.2 s · system unavailable |',
        '',
        '</details>',
        '',
        '[Workflow run](https://github.com/o/r/actions/runs/1)'
      ].join('\n') + '\n'
    )
  })

  it('keeps evidence from forming HTML, mentions, links or the marker', () => {
    const body = renderComment(scenarios.largeReport(3), { marker: MARKER, runUrl: RUN })
    expect(body.split('\n')[0]).toBe(MARKER)
    expect(occurrences(body, MARKER)).toBe(1)
    expect(occurrences(body, '<!--')).toBe(1)
    // Ids are code spans (issue 58 item 7): `<details>`, `](`, `@someone` inside them are text, so the parse decides.
    const structure = checkStructure(body, { links: [RUN], marker: MARKER })
    expect(structure.problems).toEqual([])
    expect(structure.details).toBe(4)
    expect(occurrences(body, '</details>')).toBe(4)
    expect(body).not.toMatch(/<b>|<\/b>/)
    expect(new Set(structure.links)).toEqual(new Set([RUN]))
    expect(textOutsideCode(body)).not.toMatch(/@someone/)
    expect(body).toContain('- @&#8203;someone &lt;!-- fabric-compare&#8203;:v1 key=default --&gt;')
    expect(body).toContain('### Configuration `candidate|@someone`')
  })

  it('keeps every table row to its column count despite pipes in evidence', () => {
    const body = renderComment(scenarios.largeReport(3), { marker: MARKER, runUrl: RUN })
    const rows = body.split('\n').filter((line) => /^\| `+candidate\//.test(line))
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(9)
  })

  it('fits 20,000 attempts with long hostile names in 65,536 characters and says what was omitted', () => {
    const body = renderComment(scenarios.largeReport(20000), { marker: MARKER, runUrl: RUN })
    expect(body.length).toBeLessThanOrEqual(65536 - 400)
    expect(body.length).toBeGreaterThan(60000)
    expect(body.split('\n')[0]).toBe(MARKER)
    expect(occurrences(body, MARKER)).toBe(1)
    expect(body).toMatch(/_[\d,]+ of 20,000 attempt rows omitted to fit the size limit — see the job summary of the linked run\._/)
    expect(body).toContain('_Attempt lists of some warnings omitted to fit the size limit')
    expect(checkStructure(body, { links: [RUN], marker: MARKER }).problems).toEqual([])
    expect(body.endsWith(`[Workflow run](${RUN})\n`)).toBe(true)
  })

  it('drops warnings, then tables, and finally whole lines when the limit is tiny', () => {
    const report = scenarios.largeReport(20000)
    const small = renderComment(report, { marker: MARKER, runUrl: RUN, maxChars: 4000 })
    expect(small.length).toBeLessThanOrEqual(4000)
    expect(small.split('\n')[0]).toBe(MARKER)
    expect(small).toContain('of 200 warning messages omitted')
    const tiny = renderComment(report, { marker: MARKER, runUrl: RUN, maxChars: 600 })
    expect(tiny.length).toBeLessThanOrEqual(600)
    expect(tiny.split('\n')[0]).toBe(MARKER)
    expect(tiny).toContain('Comment cut to fit the size limit')
  })

  it('leaves out a link that is not a plain http(s) URL', () => {
    const body = renderComment(b.report(), { marker: MARKER, runUrl: 'javascript:alert(1)' })
    expect(body).not.toContain('](')
    expect(body).not.toContain('javascript')
  })

  it('renders a report without configurations, attempts or links', () => {
    const empty = b.report({ complete: false, gate: { policy: 'never', passed: true, reasons: [] }, configurations: [], attempts: [] })
    expect(renderComment(empty, { marker: MARKER, runUrl: null })).toBe(
      [
        MARKER,
        '## fabric-compare · evidence INCOMPLETE',
        '',
        '**Evidence INCOMPLETE** — see the warnings. Gate: report only (policy `never`), never fails. Everything else: in the job summary.',
        '',
        '### Warnings',
        '',
        'None.',
        ''
      ].join('\n')
    )
  })

  it('names at most 20 inventory differences in the footnote of the inventory row and says how many more', () => {
    const only = Array.from({ length: 25 }, (_, i) => ({ task: `t${i}`, revision: 'r1' }))
    const comparison = b.comparison({
      inventory: { matched: false, only_in_baseline: only, only_in_candidate: [], revision_differs: [], attempt_count_differs: [] }
    })
    const body = renderComment(b.report({ comparisons: [comparison] }), { marker: MARKER, runUrl: null })
    const names = only
      .slice(0, 20)
      .map((t) => `\`${t.task}@r1\``)
      .join(', ')
    expect(body).toContain('| inventory vs baseline |  | differs ¹ |\n')
    expect(body).toContain(`\n¹ only in baseline (25): ${names}, and 5 more\\\n`)
  })
})
