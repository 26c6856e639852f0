import { describe, expect, it } from '@jest/globals'
import { MAX_ANNOTATIONS, reportAnnotations } from '../src/action/annotations.js'
import { actionOutputs, headlineFigures } from '../src/action/outputs.js'
import { ReportSchema, type Gap } from '../src/comparison/report/report-schema.js'
import { configuration, metric, report, warning } from './support/report-builders.js'

/** A candidate with one of 3 requests missing, partial tokens, unknown cost, no pricing, nothing evaluated. */
const candidate = configuration({
  id: 'candidate',
  complete: false,
  pricing: null,
  attempts: { listed: 2, with_evidence: 1, missing: 1, inventory_verified: true },
  requests: { expected: 3, from_result: 2, from_record: 0, from_harness_counters: 0, missing: 1, lists_verified: 1, lists_unverified: 1 },
  usage: {
    input_tokens: metric(800, 2, 3),
    cached_input_tokens: metric(0, 2, 3),
    output_tokens: metric(100, 2, 3),
    reasoning_tokens: metric(null, 0, 3),
    total_tokens: metric(900, 2, 3),
    cost_usd: metric(null, 0, 3)
  },
  evaluation: {
    evaluators: [],
    listed: 2,
    passed: 0,
    evaluated: 0,
    not_evaluated: 2,
    verdicts_expected: 0,
    verdicts_missing: 0,
    pass_fraction: null,
    pass_fraction_reason: 'nothing evaluated'
  }
})

describe('headlineFigures', () => {
  it('takes attempts, request coverage, tokens, cost and verdicts from each configuration', () => {
    expect(headlineFigures(report({ configurations: [configuration(), candidate] }))).toEqual([
      {
        id: 'baseline',
        complete: true,
        attempts: { with_evidence: 2, listed: 2 },
        requests: { with_evidence: 3, expected: 3 },
        total_tokens: 1209311,
        total_tokens_complete: true,
        cost_usd: 0.029805,
        cost_usd_complete: true,
        pricing_basis: 'list-2026-01',
        pass_fraction: 0.5,
        passed: 1,
        evaluated: 2
      },
      {
        id: 'candidate',
        complete: false,
        attempts: { with_evidence: 1, listed: 2 },
        requests: { with_evidence: 2, expected: 3 },
        total_tokens: 900,
        total_tokens_complete: false,
        cost_usd: null,
        cost_usd_complete: false,
        pricing_basis: null,
        pass_fraction: null,
        passed: 0,
        evaluated: 0
      }
    ])
  })
})

describe('actionOutputs', () => {
  it('a complete report, passed gate, no comment: exact strings', () => {
    expect(actionOutputs(report(), '/runner/temp/fabric-compare/report.json', null)).toEqual({
      complete: 'true',
      'gate-passed': 'true',
      'budgets-passed': '',
      'report-path': '/runner/temp/fabric-compare/report.json',
      'comment-url': '',
      'warnings-count': '0',
      'notices-count': '0',
      'summary-json':
        '[{"id":"baseline","complete":true,"attempts":{"with_evidence":2,"listed":2},"requests":{"with_evidence":3,"expected":3},' +
        '"total_tokens":1209311,"total_tokens_complete":true,"cost_usd":0.029805,"cost_usd_complete":true,' +
        '"pricing_basis":"list-2026-01","pass_fraction":0.5,"passed":1,"evaluated":2}]'
    })
  })

  it('an incomplete report with warnings and a comment; summary-json parses to the headline figures', () => {
    const rep = report({
      complete: false,
      gate: { policy: 'incomplete', passed: false, reasons: ['candidate: 1 of 2 listed attempts missing'] },
      configurations: [configuration(), candidate],
      warnings: [warning(), warning({ code: 'usage_partial', severity: 'notice' }), warning()]
    })
    expect(ReportSchema.parse(rep)).toEqual(rep)
    const outputs = actionOutputs(rep, 'report.json', 'https://github.com/o/r/pull/7#issuecomment-99')
    expect(Object.keys(outputs)).toEqual([
      'complete',
      'gate-passed',
      'budgets-passed',
      'report-path',
      'comment-url',
      'warnings-count',
      'notices-count',
      'summary-json'
    ])
    expect(outputs).toMatchObject({
      complete: 'false',
      'gate-passed': 'false',
      'report-path': 'report.json',
      'comment-url': 'https://github.com/o/r/pull/7#issuecomment-99',
      // Two of severity `warning` (annotated as warnings), one notice: counted apart.
      'warnings-count': '2',
      'notices-count': '1'
    })
    expect(JSON.parse(outputs['summary-json']!)).toEqual(headlineFigures(rep))
    expect(JSON.parse(outputs['summary-json']!)[1]).toMatchObject({ id: 'candidate', total_tokens: 900, cost_usd: null })
  })

  it("budgets-passed: empty without budgets, else the gate's budgets_passed", () => {
    const gate = (budgets_passed: boolean) => report({ gate: { policy: 'never', budgets_passed, passed: true, reasons: [] } })
    expect(actionOutputs(gate(false), 'r.json', null)['budgets-passed']).toBe('false')
    expect(actionOutputs(gate(true), 'r.json', null)['budgets-passed']).toBe('true')
  })
})

/** A gap with `n` examples, attempt keys `<configuration>/t@r#<k>`. */
function gap(reason: Gap['reason'], n: number, configurationId = 'baseline', artifact: string | null = 'eval-1'): Gap {
  const examples = Array.from({ length: n }, (_, i) => ({
    attempt: `${configurationId}/t@r#${i + 1}`,
    request_id: `req-${i + 1}`,
    file: `runs/${i + 1}/result.json`,
    artifact,
    line: null,
    detail: 'not JSON'
  }))
  return { reason, count: n, examples }
}

describe('reportAnnotations', () => {
  it('unreadable gaps become errors naming artifact, file and line; diagnostics keep their severity (warning, notice); other gaps are left out', () => {
    const gaps: Gap[] = [
      gap('result_missing', 2),
      {
        reason: 'record_unreadable',
        count: 2,
        examples: [
          {
            attempt: 'baseline/t@r#1',
            request_id: 'q',
            file: 'rec/run-record.jsonl',
            artifact: 'eval-1',
            line: 7,
            detail: 'line 7 is not JSON'
          },
          { attempt: 'baseline/t@r#2', request_id: null, file: 'rec2.jsonl', artifact: null, line: null, detail: null }
        ]
      },
      gap('result_unreadable', 1, 'baseline', null)
    ]
    const rep = report({
      configurations: [configuration({ gaps })],
      diagnostics: [
        { code: 'attempt_index_invalid', message: 'eval-1/a/fabric-attempt.json: $.requests: expected array' },
        { code: 'atif_continued', message: 'the trajectory continues in 2 files' }
      ],
      warnings: [
        warning({ code: 'clock_skew', message: 'timestamps disagree', file: 'rec/run-record.jsonl', line: 3 }),
        warning({ code: 'usage_partial', severity: 'notice', message: 'only a notice' }),
        warning({ file: 'manifest.json' })
      ]
    })
    expect(reportAnnotations(rep)).toEqual([
      {
        level: 'error',
        message: 'record_unreadable: artifact eval-1, rec/run-record.jsonl, line 7: line 7 is not JSON (attempt baseline/t@r#1)'
      },
      { level: 'error', message: 'record_unreadable: rec2.jsonl: unreadable (attempt baseline/t@r#2)' },
      { level: 'error', message: 'result_unreadable: runs/1/result.json: not JSON (attempt baseline/t@r#1)' },
      { level: 'warning', message: 'attempt_index_invalid: eval-1/a/fabric-attempt.json: $.requests: expected array' },
      { level: 'warning', message: '[clock_skew] timestamps disagree (rec/run-record.jsonl:3)' },
      { level: 'warning', message: '[pricing_unverified] pricing basis of candidate is not verified (manifest.json)' },
      { level: 'notice', message: 'atif_continued: the trajectory continues in 2 files' }
    ])
  })

  it("names a warning's file once: not again when the message already says it, only its line then", () => {
    const rep = report({
      warnings: [
        warning({
          code: 'evidence_file_missing',
          message: 'full result declared but missing (c/t/1/result-2.json)',
          file: 'c/t/1/result-2.json'
        }),
        warning({ code: 'clock_skew', message: 'timestamps of rec.jsonl disagree', file: 'rec.jsonl', line: 4 }),
        warning({ code: 'clock_skew', message: 'timestamps at rec.jsonl:9 disagree', file: 'rec.jsonl', line: 9 }),
        warning({ code: 'usage_partial', message: 'only part of the usage', file: 'other.jsonl', line: null }),
        warning({ code: 'clock_skew', message: 'timestamps of other/rec.jsonl disagree', file: 'rec.jsonl', line: 2 })
      ]
    })
    expect(reportAnnotations(rep).map((a) => a.message)).toEqual([
      '[evidence_file_missing] full result declared but missing (c/t/1/result-2.json)',
      '[clock_skew] timestamps of rec.jsonl disagree (line 4)',
      '[clock_skew] timestamps at rec.jsonl:9 disagree',
      '[usage_partial] only part of the usage (other.jsonl)',
      // Another file whose path ends like this one's is not this one.
      '[clock_skew] timestamps of other/rec.jsonl disagree (rec.jsonl:2)'
    ])
  })

  it(`sends at most ${MAX_ANNOTATIONS} errors and ${MAX_ANNOTATIONS} warnings, keeping the first`, () => {
    const rep = report({
      configurations: [
        configuration({ gaps: [gap('result_unreadable', 5), gap('record_unreadable', 5)] }),
        configuration({ id: 'candidate', gaps: [gap('result_unreadable', 5, 'candidate')] })
      ],
      warnings: Array.from({ length: 12 }, (_, i) => warning({ code: `w${i + 1}`, message: `warning ${i + 1}` }))
    })
    const annotations = reportAnnotations(rep)
    expect(MAX_ANNOTATIONS).toBe(10)
    expect(annotations.map((a) => a.level)).toEqual([...Array<string>(10).fill('error'), ...Array<string>(10).fill('warning')])
    expect(annotations[9]!.message).toBe('record_unreadable: artifact eval-1, runs/5/result.json: not JSON (attempt baseline/t@r#5)')
    expect(annotations[19]!.message).toBe('[w10] warning 10')
    expect(annotations.some((a) => a.message.includes('candidate/'))).toBe(false)
  })

  it('a clean report has no annotations', () => {
    expect(reportAnnotations(report())).toEqual([])
  })
})
