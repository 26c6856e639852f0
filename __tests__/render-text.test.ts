import { describe, expect, it } from '@jest/globals'
import { renderText } from '../src/render/text/text.js'
import * as b from './support/report-builders.js'
import * as scenarios from './support/report-scenarios.js'

describe('renderText', () => {
  it('renders a complete two-configuration report with its comparison', () => {
    const report = b.report({ comparisons: [b.comparison()], configurations: [b.configuration(), b.configuration({ id: 'candidate' })] })
    expect(renderText(report, { details: false })).toBe(
      [
        'Evidence COMPLETE — 2 configurations; input, cached input, output and total tokens fully covered; reasoning tokens unknown; cost fully covered.',
        'Gate PASSED (policy: incomplete).',
        '',
        'Configuration baseline',
        '  evidence                 complete',
        '  attempts                 2 of 2 listed found (0 missing); inventory verified',
        '  requests                 3 expected, 0 without evidence',
        '  requests by evidence     full result 2 · record end line 1 · harness counters 0',
        '  request lists            2 of 2 attempts verified',
        '  input tokens             1,204,311',
        '  cached input tokens      1,000',
        '  output tokens            5,000',
        '  reasoning tokens         unknown (0 of 3 requests)',
        '  total tokens             1,209,311',
        '  cost                     $0.029805 · pricing list-2026-01 (verified)',
        '  pass fraction            50.0% (1 passed of 2 evaluated; 2 listed)',
        '  evaluator judge 1        50.0% (1 passed of 2 evaluated)',
        '  request status           succeeded 3 · failed 0 · cancelled 0 · unknown 0',
        '  stop causes              none (3 of 3 requests with a record end line)',
        '  failures                 infrastructure 0 · agent 0 (3 of 3 requests with a record end line)',
        '  timeouts                 0 (3 of 3 requests that could show one)',
        '  OOM kills                0 (3 of 3 requests in an exclusive container with both counts)',
        '  task duration            median 48.2 s · p90 1 min 3 s · max 1 min 3 s (2 of 2 attempts)',
        '  invocation covered time  median 12.0 s · p90 20.1 s · max 20.1 s (2 of 2 attempts)',
        '  invocations timed        3 of 3 requests',
        '  peak concurrency         median 1 · p90 2 · max 2 (2 of 2 attempts)',
        '  resource observations    none of 3 requests · unavailable 3',
        '  gaps                     none',
        '',
        'Configuration candidate',
        '  evidence                 complete',
        '  attempts                 2 of 2 listed found (0 missing); inventory verified',
        '  requests                 3 expected, 0 without evidence',
        '  requests by evidence     full result 2 · record end line 1 · harness counters 0',
        '  request lists            2 of 2 attempts verified',
        '  input tokens             1,204,311',
        '  cached input tokens      1,000',
        '  output tokens            5,000',
        '  reasoning tokens         unknown (0 of 3 requests)',
        '  total tokens             1,209,311',
        '  cost                     $0.029805 · pricing list-2026-01 (verified)',
        '  pass fraction            50.0% (1 passed of 2 evaluated; 2 listed)',
        '  evaluator judge 1        50.0% (1 passed of 2 evaluated)',
        '  request status           succeeded 3 · failed 0 · cancelled 0 · unknown 0',
        '  stop causes              none (3 of 3 requests with a record end line)',
        '  failures                 infrastructure 0 · agent 0 (3 of 3 requests with a record end line)',
        '  timeouts                 0 (3 of 3 requests that could show one)',
        '  OOM kills                0 (3 of 3 requests in an exclusive container with both counts)',
        '  task duration            median 48.2 s · p90 1 min 3 s · max 1 min 3 s (2 of 2 attempts)',
        '  invocation covered time  median 12.0 s · p90 20.1 s · max 20.1 s (2 of 2 attempts)',
        '  invocations timed        3 of 3 requests',
        '  peak concurrency         median 1 · p90 2 · max 2 (2 of 2 attempts)',
        '  resource observations    none of 3 requests · unavailable 3',
        '  gaps                     none',
        '',
        'Comparison baseline → candidate',
        '  inventory: inventories match',
        '  metric               baseline  candidate  delta',
        '  input tokens         1,000     1,100      +100 (+10.0%)',
        '  cached input tokens  0         0          ±0',
        '  output tokens        500       450        -50 (-10.0%)',
        '  reasoning tokens     unknown   unknown    not comparable: reasoning tokens unknown',
        '  total tokens         1,500     1,550      +50 (+3.3%)',
        '  cost                 $0.01     $0.02      not comparable: pricing bases differ: list-2026-01 vs list-2025-12',
        '  pass fraction        50.0%     75.0%      +25.0 pp',
        '',
        'Warnings: none',
        '',
        'Unexpected attempts: none'
      ].join('\n') + '\n'
    )
  })

  it('renders an incomplete report with details: attempts, requests, files, gaps, resources', () => {
    expect(renderText(scenarios.incompleteReport(), { details: true })).toBe(
      [
        'Evidence INCOMPLETE — 1 of 1 configuration incomplete: candidate. Figures marked ≥ or "none seen" are lower bounds; input, cached input, output and total tokens 1 of 2 requests; reasoning tokens unknown; cost unknown.',
        'Gate FAILED (policy: incomplete).',
        '  - candidate: 1 of 2 requests has no authoritative evidence',
        'What to do, most important first:',
        '  1. 1 artifact not read intact: records-baseline (not found): see the artifacts listed with the report, fix their upload and re-run the job',
        '  2. attempt_missing — candidate, 1 attempt: find why the named attempts left no evidence (a failed job, an artifact not uploaded: upload with `if: always()`) and re-run them',
        '',
        'Configuration candidate',
        '  evidence                 INCOMPLETE',
        '  attempts                 1 of 2 listed found (1 missing); inventory verified',
        '  requests                 2 expected, 1 without evidence',
        '  requests by evidence     full result 0 · record end line 1 · harness counters 0',
        '  request lists            1 of 2 attempts verified',
        '  input tokens             ≥ 1,200 (1 of 2 requests)',
        '  cached input tokens      none seen in 1 of 2 requests',
        '  output tokens            ≥ 300 (1 of 2 requests)',
        '  reasoning tokens         unknown (0 of 2 requests)',
        '  total tokens             ≥ 1,500 (1 of 2 requests)',
        '  cost                     unknown (0 of 2 requests) · no pricing basis declared',
        '  pass fraction            n/a — no attempt was evaluated',
        '  request status           succeeded 0 · failed 1 · cancelled 0 · unknown 1',
        '  stop causes              agent_failed ×1 (1 of 2 requests with a record end line)',
        '  failures                 infrastructure none seen · agent ≥ 1 (1 of 2 requests with a record end line)',
        '  timeouts                 ≥ 1 (1 of 2 requests that could show one); from record stop ×1',
        '  OOM kills                none seen in 1 of 2 requests in an exclusive container with both counts',
        '  exit codes               1 ×1',
        '  error codes              agent_error ×1',
        '  task duration            unknown (0 of 2 attempts)',
        '  invocation covered time  median 850 ms · p90 850 ms · max 850 ms (1 of 2 attempts)',
        '  invocations timed        1 of 2 requests',
        '  peak concurrency         median 1 · p90 1 · max 1 (1 of 2 attempts)',
        '  resource observations    1 of 2 requests (listed below) · no evidence 1',
        '  gap attempt_missing      1 — e.g. candidate/t1@r1#2',
        '',
        'Warnings (2)',
        '  warning [pricing_missing] candidate has no pricing basis',
        '      configurations: candidate',
        '  warning [attempt_missing] attempt missing<U+000A>second line',
        '      configurations: candidate; attempts (1): candidate/t1@r1#2',
        '',
        'Unexpected attempts (1) — found in evidence, not in the inventory',
        '  candidate/t9@r1#1  declared in extra/index.json (artifact records-candidate)',
        '',
        'Artifacts — 2 artifacts: downloaded ×1 · not found ×1',
        '  records-candidate (run 100): downloaded · size 2.0 KiB · digest sha256:ab',
        '  records-baseline (run 99): not found · size unknown · digest none — expired',
        '',
        'Attempts (2)',
        '  candidate/t1@r1#1  request list unverified · not evaluated',
        '    task duration unknown · invocations 1 (1 timed, covered 850 ms, peak 1)',
        '    phases environment_setup 1.2 s · verifier unknown',
        '    request req-1  record end line · failed · stop agent_failed (timeout) · error agent_error',
        '      usage in 1,200 · cached 0 · out 300 · reasoning unknown · total 1,500 · cost unknown',
        '      file result results/req-1.json: missing',
        '      file record records/run-record.jsonl:2 (artifact records-candidate): read',
        '      diagnostic [usage_mismatch] record and result differ (records/run-record.jsonl:2)',
        '    legacy counter harbor_trial (trial/result.json): in 1,250 · cached unknown · out 300 · total unknown · cost unknown',
        '  candidate/t1@r1#2  MISSING (no authoritative evidence) · not evaluated',
        '    task duration unknown · invocations 0 (0 timed, covered unknown, peak unknown)',
        '    request (no id)  no authoritative evidence · status unknown',
        '      usage unknown',
        '      gap result_missing',
        '',
        "Resource observations — candidate (1 of 2 requests; never summed; CPU time is cumulative for the runtime's host tree, never per invocation)",
        '  candidate/t1@r1#1 request req-1 (record end line) runtime rt-1',
        '    at 2026-01-02T03:04:05Z · scope host_tree · processes 3 · rss 1.5 MiB · cpu user 1.2 s · system unavailable',
        '  candidate/t1@r1#2: no evidence — no authoritative evidence'
      ].join('\n') + '\n'
    )
  })

  it('names the gate variants', () => {
    const never = b.report({ gate: { policy: 'never', passed: true, reasons: [] } })
    expect(renderText(never, { details: false }).split('\n').slice(0, 2)).toEqual([
      'Evidence COMPLETE — 1 configuration; input, cached input, output and total tokens fully covered; reasoning tokens unknown; cost fully covered.',
      'Gate: report only (policy: never) — never fails.'
    ])
    const strict = b.report({ complete: true, gate: { policy: 'warnings', passed: false, reasons: ['2 warnings'] } })
    expect(renderText(strict, { details: false }).split('\n').slice(0, 3)).toEqual([
      'Evidence COMPLETE — 1 configuration; input, cached input, output and total tokens fully covered; reasoning tokens unknown; cost fully covered.',
      'Gate FAILED (policy: warnings).',
      '  - 2 warnings'
    ])
  })

  it('gives a per-evaluator breakdown and no pass fraction when evaluators are mixed', () => {
    const c = b.configuration({
      evaluation: {
        evaluators: [
          { name: 'judge-a', version: null, passed: 2, evaluated: 3, pass_fraction: 2 / 3, mean_score: 0.75, scored: 2 },
          { name: 'judge-b', version: '2', passed: 0, evaluated: 0, pass_fraction: null, mean_score: null, scored: 0 }
        ],
        listed: 4,
        passed: 2,
        evaluated: 3,
        not_evaluated: 1,
        verdicts_expected: 3,
        verdicts_missing: 0,
        pass_fraction: null,
        pass_fraction_reason: 'mixed evaluators'
      }
    })
    const lines = renderText(b.report({ configurations: [c] }), { details: false }).split('\n')
    expect(lines.filter((l) => /pass fraction|evaluator/.test(l))).toEqual([
      '  pass fraction            n/a — mixed evaluators',
      '  evaluator judge-a        66.7% (2 passed of 3 evaluated) · mean score 0.75 (2 scored)',
      '  evaluator judge-b 2      n/a (0 passed of 0 evaluated)'
    ])
  })

  it('names inventory differences and marks partial sums in comparisons', () => {
    const comparison = b.comparison({
      inventory: {
        matched: false,
        only_in_baseline: [{ task: 't2', revision: 'r1' }],
        only_in_candidate: [],
        revision_differs: [{ task: 't3', baseline: ['r1'], candidate: ['r2'] }],
        attempt_count_differs: [{ task: 't1', revision: 'r1', baseline: 3, candidate: 2 }]
      }
    })
    const partial = b.configuration({ id: 'candidate', usage: { ...b.configuration().usage, input_tokens: b.metric(1100, 2, 3) } })
    const text = renderText(b.report({ configurations: [b.configuration(), partial], comparisons: [comparison] }), { details: false })
    const lines = text.split('\n')
    const start = lines.indexOf('Comparison baseline → candidate')
    expect(lines.slice(start + 1, start + 6)).toEqual([
      '  inventory: only in baseline (1): t2@r1',
      '  inventory: revision differs (1): t3 (r1 vs r2)',
      '  inventory: attempt count differs (1): t1@r1 (3 vs 2)',
      '  metric               baseline  candidate  delta',
      '  input tokens         1,000     ≥ 1,100    +100 (+10.0%)'
    ])
  })

  it('keeps evidence text on one line without terminal escapes, its control characters shown as code points', () => {
    const hostile = 'evil\n\u001b[31mred\u001b[0m\rCOMPLETE'
    const text = renderText(b.report({ configurations: [b.configuration({ id: hostile })] }), { details: true })
    expect(text).not.toContain('\u001b')
    expect(text).toContain('Configuration evil<U+000A><U+001B>[31mred<U+001B>[0m<U+000D>COMPLETE\n')
  })
})
