import { describe, expect, it } from '@jest/globals'
import { checkStructure } from './support/gfm-structure.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import * as scenarios from './support/report-scenarios.js'

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')

describe('renderSummary', () => {
  it('lists every attempt, request, resource observation and artifact after the comment sections', () => {
    const summary = renderSummary(scenarios.incompleteReport(), {})
    expect(summary.slice(summary.indexOf('### Unexpected attempts'))).toBe(
      [
        '### Unexpected attempts (1)',
        '',
        '| attempt found in evidence | declared in |',
        '| --- | --- |',
        '| `candidate/t9@r1#1` | extra/index.json (artifact records-candidate) |',
        '',
        '### Attempts (2)',
        '',
        '| attempt | state | verdict | requests by evidence | total tokens | task duration | gaps |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| `candidate/t1@r1#1` | request list unverified | not evaluated | 1 record end line | ≥ 1,500 (1 of 1 request; request list unverified) | unknown | none |',
        '| `candidate/t1@r1#2` | MISSING (no authoritative evidence) | not evaluated | 1 no authoritative evidence | unknown (0 of 1 request) | unknown | result\\_missing, attempt\\_missing |',
        '',
        '### Harness phases, legacy counters and attempt diagnostics (1)',
        '',
        '| attempt | invocations | harness phases | legacy counters and diagnostics |',
        '| --- | --- | --- | --- |',
        '| `candidate/t1@r1#1` | invocations 1 (1 timed, covered 850 ms, peak 1) | phases environment\\_setup 1.2 s · verifier unknown | legacy counter harbor\\_trial (trial/result.json): in 1,250 · cached unknown · out 300 · total unknown · cost unknown |',
        '',
        '### Requests (2)',
        '',
        '| attempt | request | evidence | status | usage | invocation | files | gaps and diagnostics |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        '| `candidate/t1@r1#1` | `req-1` | record end line | failed · stop agent\\_failed (timeout) · error agent\\_error | in 1,200 · cached 0 · out 300 · reasoning unknown · total 1,500 · cost unknown | 850 ms | result results/req-1.json: missing; record records/run-record.jsonl:2 (artifact records-candidate): read | \\[usage\\_mismatch\\] record and result differ (records/run-record.jsonl:2) |',
        '| `candidate/t1@r1#2` | no id | no authoritative evidence | status unknown | unknown | untimed | none | result\\_missing |',
        '',
        '### Resource observations, never summed (1)',
        '',
        '| configuration | observed in | observation |',
        '| --- | --- | --- |',
        '| `candidate` | `candidate/t1@r1#1` request req-1 (record end line) | at 2026-01-02T03:04:05Z · scope host\\_tree · processes 3 · rss 1.5 MiB · cpu user 1.2 s · system unavailable |',
        '',
        '### Artifacts (2)',
        '',
        '| artifact | run | status | size | digest | error |',
        '| --- | --- | --- | --- | --- | --- |',
        '| records-candidate | 100 | downloaded | 2.0 KiB | sha256:ab |  |',
        '| records-baseline | 99 | not found | unknown | none | expired |',
        '',
        '### Diagnostics',
        '',
        'None.'
      ].join('\n') + '\n'
    )
  })

  it('starts with the verdict and gate paragraph (no link) and the side-by-side table with every row, unlike the comment', () => {
    const summary = renderSummary(scenarios.incompleteReport(), {})
    expect(summary.split('\n').slice(0, 22)).toEqual([
      '## fabric-compare · evidence INCOMPLETE',
      '',
      '**Evidence INCOMPLETE** — `candidate`: 1 of 2 listed attempts missing (`t1@r1#2`), 1 of 2 expected requests without evidence, 1 request list unverified; main gap `attempt_missing` ×1. **Gate FAILED** (policy `incomplete`).',
      '',
      '| figure | `candidate` |',
      '| --- | --- |',
      '| evidence | INCOMPLETE |',
      '| attempts found / listed | 1 / 2 |',
      '| requests with evidence / expected | 1 / ≥ 2 (1 of 2 request lists unverified) |',
      '| input tokens | ≥ 1,200 (1 of 2 requests) |',
      '| cached input tokens | none seen in 1 of 2 requests |',
      '| output tokens | ≥ 300 (1 of 2 requests) |',
      '| reasoning tokens | unknown (0 of 2 requests) |',
      '| total tokens | ≥ 1,500 (1 of 2 requests) |',
      '| cost | unknown (0 of 2 requests) |',
      '| pass fraction | n/a — no attempt was evaluated |',
      '| failures | infrastructure none seen · agent ≥ 1 · timeouts ≥ 1 · OOM kills none seen (1 of 2 requests) |',
      '| task duration, median | unknown (0 of 2 attempts) |',
      '| invocation covered time, median | 850 ms (1 of 2 attempts) |',
      '',
      '**What to do**, most important first:',
      '1. 1 artifact not read intact: records-baseline (not found): see the artifacts listed with the report, fix their upload and re-run the job'
    ])
    expect(summary).toContain('| peak concurrency | median 1 · p90 1 · max 1 (1 of 2 attempts) |')
    expect(summary).toContain('| resource observations | 1 of 2 requests (listed below) · no evidence 1 |')
    const comment = renderComment(scenarios.incompleteReport(), { marker: '<!-- m -->', runUrl: null })
    const firstScreen = comment.slice(0, comment.indexOf('<details>'))
    expect(firstScreen).not.toContain('| cached input tokens |')
    expect(summary).not.toContain('<details>')
  })

  it('fits 20,000 hostile attempts in 1 MiB of UTF-8 and says which rows were omitted', () => {
    const summary = renderSummary(scenarios.largeReport(20000), {})
    expect(bytes(summary)).toBeLessThanOrEqual(1048576 - 4096)
    expect(bytes(summary)).toBeGreaterThan(1000000)
    expect(summary).toContain('_20,000 of 20,000 request rows omitted to fit the size limit — the JSON report (--json) has every row._')
    expect(summary).toMatch(/_[\d,]+ of 20,000 attempt rows omitted to fit the size limit/)
    expect(summary).not.toContain('<!--')
    // The hostile keys are ids, shown in code spans (issue 58 item 7): `<details>` there is text, never a tag.
    expect(checkStructure(summary, { links: [] }).problems).toEqual([])
  })

  it('drops request rows before attempt rows', () => {
    // 116 kB whole (long keys shortened for display, src/render/text-safety/display-text.ts; ids in code spans): 105 kB makes room tight.
    const summary = renderSummary(scenarios.largeReport(200), { maxBytes: 105000 })
    expect(bytes(summary)).toBeLessThanOrEqual(105000 - 4096)
    expect(summary).toMatch(/_\d+ of 200 request rows omitted/)
    expect(summary).not.toContain('attempt rows omitted')
  })

  it('cuts whole lines as a last resort and says so', () => {
    const summary = renderSummary(scenarios.largeReport(200), { maxBytes: 1000 })
    expect(bytes(summary)).toBeLessThanOrEqual(1000)
    expect(summary.endsWith('_Summary cut to fit the size limit — the JSON report (--json) has every row._\n')).toBe(true)
  })
})
