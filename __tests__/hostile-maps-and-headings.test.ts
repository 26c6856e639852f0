/**
 * Hostile evidence, round 4 (issue 37 items 5 and 6): the library's public
 * loaders take a configuration map as a `Map` or any object and only its
 * own entries count (an agent named `toString` selects nothing it merely
 * inherits); configuration ids, which evidence writes, are never Markdown
 * structure in the job summary's "Paired" section. Synthetic Harbor trials
 * shaped as in __tests__/fixtures/real/harbor021-subscription-jobs.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { ownStringRecord } from '../src/evidence/keyed-record.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { renderText } from '../src/render/text/text.js'
import { attempt, config, input, verdict } from './support/comparison-builders.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

describe('a configuration map given to the library', () => {
  const agent = { name: 'toString', model_name: 'openai/gpt-5', kwargs: {} }
  const job = () =>
    tree([
      {
        name: 'job-proto',
        files: { 'config.json': jobConfig([agent], ['org/a'], 1) },
        trials: [
          {
            name: 'a__1',
            files: { 'result.json': trial('a__1', 'org/a', agent, 1, { agent_info: { name: 'toString', version: '1', model_info: null } }) }
          }
        ]
      }
    ])

  for (const [kind, map] of [
    ['a plain object', { 'job:other': 'x' }],
    ['a Map', new Map([['job:other', 'x']])]
  ] as const) {
    it(`as ${kind}: an agent named toString takes its derived id, never an inherited function, and renders`, async () => {
      const loaded = await loadHarborJobs(await job(), { configurationMap: map })
      expect(loaded.configurations.map((c) => typeof c.id)).toEqual(['string'])
      expect(loaded.configurations.map((c) => c.id)).toEqual(['toString@openai/gpt-5'])
      const report = compare({ ...loaded, policy: 'incomplete' })
      expect(renderText(report, { details: false })).toContain('toString@openai/gpt-5')
    })
  }

  it('an own entry keyed toString is an ordinary key; a value that is not a string is refused at the boundary', async () => {
    const loaded = await loadHarborJobs(await job(), { configurationMap: { toString: 'arm' } as unknown as Record<string, string> })
    expect(loaded.configurations.map((c) => c.id)).toEqual(['arm'])
    expect(() => ownStringRecord({ a: 1 } as unknown as Record<string, string>, 'configurationMap')).toThrow(
      'configurationMap: the entry "a" must map a string to a string'
    )
    expect(() => ownStringRecord('a=b' as unknown as Record<string, string>, 'configurationMap')).toThrow(
      'configurationMap must be a Map or an object of strings'
    )
  })
})

describe("configuration ids in the job summary's paired section", () => {
  it('are shown in code spans under a fixed heading: no heading carries an id outside a code span', () => {
    const ids = ['base ## Passed', '# cand\n## injected']
    const attempts = ids.flatMap((id) => ['t1', 't2'].map((t) => attempt(id, t, { evaluation: verdict(t === 't1') })))
    const report = compare(
      input(
        ids.map((id) => config(id)),
        attempts
      )
    )
    const md = renderSummary(report)
    const headings = md.split('\n').filter((l) => /^#{1,6} /.test(l))
    expect(headings).toContain('#### Paired comparison')
    // Outside code spans (whose text is literal), no heading carries any of an id's text.
    for (const h of headings) expect(h.replace(/`[^`]*`/g, '')).not.toMatch(/injected|Passed/)
    expect(md).toContain('`base ## Passed` → `# cand<U+000A>## injected`')
  })
})
