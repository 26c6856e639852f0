import { describe, expect, it } from '@jest/globals'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import * as b from './support/report-builders.js'
import * as scenarios from './support/report-scenarios.js'

describe('report builders', () => {
  it('build a report that the Report schema accepts unchanged', () => {
    const r = b.report()
    expect(ReportSchema.parse(r)).toEqual(r)
  })

  it('build a report with every part filled that the schema accepts', () => {
    const r = b.report({
      complete: false,
      gate: { policy: 'warnings', passed: false, reasons: ['evidence incomplete'] },
      configurations: [b.configuration(), b.configuration({ id: 'candidate', complete: false })],
      comparisons: [b.comparison()],
      warnings: [b.warning({ attempts: ['candidate/t1@r1#1'], attempt_count: 1, file: 'a.json', line: 3 })],
      unexpected_attempts: [{ configuration: 'candidate', task: 't9', revision: 'r1', attempt: '1', declared_in: null }],
      diagnostics: [{ code: 'x', message: 'y' }],
      attempts: [b.attempt(), b.attempt({ configuration: 'candidate', missing: true, requests: [] })]
    })
    expect(ReportSchema.parse(r)).toEqual(r)
    expect(r.attempts[1].key).toBe('candidate/t1@r1#1')
  })

  it('build an incomplete report that the schema accepts', () => {
    const r = scenarios.incompleteReport()
    expect(ReportSchema.parse(r)).toEqual(r)
  })

  it('build a large hostile report that the schema accepts', () => {
    const r = scenarios.largeReport(150)
    expect(ReportSchema.parse(r)).toEqual(r)
    expect(r.attempts).toHaveLength(150)
    expect(r.warnings).toHaveLength(2)
  })

  it('build a five-configuration report that the schema accepts', () => {
    const r = scenarios.fiveConfigurationReport()
    expect(ReportSchema.parse(r)).toEqual(r)
    expect(r.configurations.map((c) => c.id)).toEqual(['baseline', 'model-b', 'prompt-c', 'harness-d', 'tools-e'])
    expect(r.comparisons.map((c) => c.candidate)).toEqual(['model-b', 'prompt-c', 'harness-d', 'tools-e'])
  })
})
