import { describe, expect, it } from '@jest/globals'
import { evidenceSentence, gateSentence, headlineLines } from '../src/render/markdown/markdown-headline.js'
import { groupWarnings, warningGroupItem } from '../src/render/markdown/markdown-sections.js'
import { mainGap, shortfallParts } from '../src/render/messages.js'
import * as b from './support/report-builders.js'
import * as scenarios from './support/report-scenarios.js'

const RUN = 'https://github.com/o/r/actions/runs/1'

describe('the verdict and gate paragraph', () => {
  it('counts what a complete report covers and says the gate passed', () => {
    const r = b.report({ configurations: [b.configuration(), b.configuration({ id: 'candidate' })] })
    expect(headlineLines(r, RUN)).toEqual([
      '## fabric-compare · evidence complete',
      '',
      `**Evidence complete** — 2 configurations, 4 listed attempts and 6 expected requests, all with authoritative evidence. **Gate PASSED** (policy \`incomplete\`). Everything else: [job summary](${RUN}).`
    ])
  })

  it('names each incomplete configuration, its shortfall and its main gap', () => {
    expect(evidenceSentence(scenarios.fiveConfigurationReport())).toBe(
      '**Evidence INCOMPLETE** — `prompt-c`: 1 of 2 listed attempts missing (`t1@r1#2`); `harness-d`: inventory not verified; `baseline`, `model-b`, `tools-e` complete.'
    )
    const c = scenarios.incompleteReport().configurations[0]
    expect(shortfallParts(c)).toEqual([
      '1 of 2 listed attempts missing',
      '1 of 2 expected requests without evidence',
      '1 request list unverified'
    ])
    expect(mainGap(c)?.reason).toBe('attempt_missing')
  })

  it('falls back to usage coverage, then to the gate reasons, for what is short', () => {
    const partial = b.configuration({ complete: false, usage: { ...b.configuration().usage, output_tokens: b.metric(10, 2, 3) } })
    expect(shortfallParts(partial)).toEqual(['output tokens reported by 2 of 3 requests'])
    expect(shortfallParts(b.configuration({ complete: false }))).toEqual(['see the gate reasons'])
    expect(shortfallParts(b.configuration())).toEqual([])
    const artifactsOnly = b.report({
      complete: false,
      gate: { policy: 'incomplete', passed: false, reasons: ['artifact records-baseline not found'] }
    })
    expect(evidenceSentence(artifactsOnly)).toBe('**Evidence INCOMPLETE** — artifact records-baseline not found.')
  })

  it('names the warnings a complete report failed on under the warnings policy, and the report-only policy', () => {
    const failed = b.report({
      gate: { policy: 'warnings', passed: false, reasons: ['warning pricing_basis_differs', 'warning usage_partial (2)'] }
    })
    expect(gateSentence(failed)).toBe(
      '**Gate FAILED** (policy `warnings`): warning pricing\\_basis\\_differs, warning usage\\_partial (2).'
    )
    expect(gateSentence(b.report({ gate: { policy: 'never', passed: true, reasons: [] } }))).toBe(
      'Gate: report only (policy `never`), never fails.'
    )
  })

  it('links nowhere in the job summary, and says where the rest is without a usable link', () => {
    expect(headlineLines(b.report())[2]).not.toContain('Everything else')
    expect(headlineLines(b.report(), 'javascript:alert(1)')[2]).toMatch(/Everything else: in the job summary\.$/)
    // The CLI's comment has no job summary: it names its own outputs.
    expect(headlineLines(b.report(), null, '', '`--json`')[2]).toMatch(/Everything else: `--json`\.$/)
  })
})

describe('warning groups', () => {
  it('group by severity, warnings first, then code, with the configurations and counts', () => {
    const r = b.report({
      warnings: [
        b.warning({ code: 'legacy_counter_differs', severity: 'notice', configurations: ['a'], attempt_count: 1 }),
        b.warning({ code: 'usage_partial', configurations: ['a'], attempt_count: 2 }),
        b.warning({ code: 'usage_partial', configurations: ['b', 'a'], attempt_count: 3 }),
        b.warning({ code: 'evaluator_differs', configurations: [] })
      ]
    })
    const groups = groupWarnings(r)
    expect(groups).toEqual([
      { severity: 'warning', code: 'usage_partial', configurations: ['a', 'b'], warnings: 2, attempts: 5, occurrences: 2 },
      { severity: 'warning', code: 'evaluator_differs', configurations: [], warnings: 1, attempts: 0, occurrences: 1 },
      { severity: 'notice', code: 'legacy_counter_differs', configurations: ['a'], warnings: 1, attempts: 1, occurrences: 1 }
    ])
    expect(groups.map(warningGroupItem)).toEqual([
      '- `usage_partial` — `a`, `b` — 5 attempts: find the requests without usage (`--details`) and make their producer report input and output tokens (and cost)',
      '- `evaluator_differs` — no configuration named: judge every configuration with the same evaluator name and version to get a pass-rate difference',
      '- `legacy_counter_differs` — `a` — 1 attempt: nothing to do: the request accounting is used; check the adapter or harness counters if the gap is large'
    ])
  })

  it('count what they count: occurrences of a file finding in its attempts, never a bare ×1 (issue 58 item 4)', () => {
    const r = b.report({
      warnings: [
        b.warning({ code: 'evidence_file_missing', configurations: ['a'], attempt_count: 2, occurrences: 8 }),
        b.warning({ code: 'torn_last_line', configurations: [], attempt_count: 0, occurrences: 3 })
      ]
    })
    expect(groupWarnings(r).map((g) => warningGroupItem(g).split(':')[0])).toEqual([
      '- `evidence_file_missing` — `a` — 8 occurrences in 2 attempts',
      '- `torn_last_line` — no configuration named — 3 occurrences'
    ])
  })

  it('name at most five configurations per line', () => {
    const ids = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']
    const [group] = groupWarnings(b.report({ warnings: [b.warning({ configurations: ids })] }))
    expect(warningGroupItem(group)).toBe('- `pricing_unverified` — `c1`, `c2`, `c3`, `c4`, `c5` and 2 more')
  })
})
