/**
 * Each named score's mean and paired difference (issue 42 item 2, second part): RewardKit verifiers write several
 * rewards in reward.json (a lenient `reward` beside `reward_strict` and per-test components); the report gives each
 * key's mean per configuration (`statistics.score_keys`) and its paired difference (`paired.score_keys`), and the text
 * output and the job summary show them, so a criterion that moved shows while the deciding key did not
 * (src/comparison/figures/score-key-figures.ts, src/comparison/tally/score-keys.ts). Trials are built as Harbor writes them.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import { sumValue } from '../src/comparison/tally/exact-sum.js'
import { addAttempt, emptyTally } from '../src/comparison/tally/tally.js'
import { tallyFromJson, tallyToJson } from '../src/shard/tally-json.js'
import type { SerialTally } from '../src/shard/tally-schema.js'
import { addScore, MAX_SCORE_KEYS, mergeKeySums, type KeySums } from '../src/comparison/tally/score-keys.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { jobSummaryMarkdown, pullRequestCommentBody } from '../src/render/markdown/comment-body.js'
import { summaryTextLines } from '../src/render/text/text.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const TASKS = ['t1', 't2', 't3', 't4', 't5', 't6']

/**
 * Two Harbor jobs over t1–t6, one trial each, with RewardKit-shaped rewards: `reward` 1 everywhere, the candidate's
 * `reward_strict` 0 on t1–t4 (the baseline's 1), `test_edge` (partial credit) 0.5 on t1–t4 (the baseline's 1),
 * `test_parse` 1 everywhere. `extra(task, job)` adds keys to a trial; `drop(task, job)` leaves `reward_strict` out of
 * it; `rewardKey` names the key that decides.
 */
async function report(
  extra: (task: string, job: string) => Record<string, number> = () => ({}),
  drop: (task: string, job: string) => boolean = () => false,
  rewardKey?: string
): Promise<Report> {
  const job = (name: string, agent: object, strictFails: readonly string[]) => ({
    name,
    files: { 'config.json': jobConfig([agent], TASKS, 1) },
    trials: TASKS.map((t) => {
      const strict = drop(t, name) ? {} : { reward_strict: strictFails.includes(t) ? 0 : 1 }
      const rewards = { reward: 1, ...strict, test_edge: strictFails.includes(t) ? 0.5 : 1, test_parse: 1, ...extra(t, name) }
      return {
        name: `${t}__${name}`,
        files: { 'result.json': trial(`${t}__${name}`, t, agent, null, { verifier_result: { rewards } }) }
      }
    })
  })
  const dirs = await tree([job('base-job', AGENT_A, []), job('cand-job', AGENT_B, ['t1', 't2', 't3', 't4'])])
  const r = await loadHarborJobs(dirs, {
    configurationMap: { 'job:base-job': 'baseline', 'job:cand-job': 'candidate' },
    ...(rewardKey === undefined ? {} : { rewardKey })
  })
  return compare({ ...r, policy: 'incomplete' })
}

/** Student t at 0.975 with 5 degrees of freedom, from scipy (`scipy.stats.t.ppf(0.975, 5)`). */
const T_975_5 = 2.5705818356363146

describe('each named score: its mean and its paired difference', () => {
  it('the deciding key did not move, test_edge did: its difference is the paired t interval over the 6 tasks', async () => {
    const r = await report()
    expect(r.comparisons[0]?.metrics.pass_fraction.delta).toBe(0)
    const keys = r.configurations.map((c) => c.statistics?.score_keys)
    expect(
      keys.map((k) => [k?.attempts, k?.more_keys, k?.keys.map((x) => [x.key, x.scored, x.tasks, x.binary, x.mean?.estimate])])
    ).toEqual([
      [
        6,
        false,
        [
          ['reward', 6, 6, true, 1],
          ['reward_strict', 6, 6, true, 1],
          ['test_edge', 6, 6, true, 1],
          ['test_parse', 6, 6, true, 1]
        ]
      ],
      [
        6,
        false,
        [
          ['reward', 6, 6, true, 1],
          ['reward_strict', 6, 6, true, 2 / 6],
          ['test_edge', 6, 6, false, 4 / 6],
          ['test_parse', 6, 6, true, 1]
        ]
      ]
    ])
    const diffs = r.comparisons[0]?.paired?.score_keys ?? []
    expect(diffs.map((d) => [d.key, d.tasks, d.baseline, d.candidate, d.reason])).toEqual([
      ['reward', 6, 1, 1, null],
      ['reward_strict', 6, 1, 2 / 6, null],
      ['test_edge', 6, 1, 4 / 6, null],
      ['test_parse', 6, 1, 1, null]
    ])
    // test_edge is not 0-or-1: per-task differences −0.5 ×4, 0 ×2, mean −1/3, standard error sd/√6, t(0.975, 5).
    const d = [-0.5, -0.5, -0.5, -0.5, 0, 0]
    const mean = d.reduce((s, x) => s + x, 0) / 6
    const se = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / 5 / 6)
    const edge = diffs[2]!
    expect(edge.difference?.estimate).toBeCloseTo(-1 / 3, 12)
    expect(edge.difference?.low).toBeCloseTo(mean - T_975_5 * se, 9)
    expect(edge.difference?.high).toBeCloseTo(mean + T_975_5 * se, 9)
    expect(edge.distinguishable).toBe(true)
    // Every task alike, a key that is not 0-or-1: no interval, and it says why.
    const flat = await report(() => ({ weight: 0.5 }))
    const w = flat.configurations[0]?.statistics?.score_keys?.keys.find((k) => k.key === 'weight')
    expect([w?.binary, w?.mean?.estimate, w?.mean?.reason]).toEqual([
      false,
      0.5,
      'every task shows the same mean of "weight": no spread between tasks to estimate the noise from'
    ])
    expect(diffs[3]?.distinguishable).toBe(false)
  })

  it('a 0-or-1 key is decided as a pass fraction: the figures it would have as the deciding key, McNemar included', async () => {
    const byDefault = await report()
    const byStrict = await report(undefined, undefined, 'reward_strict')
    const key = byDefault.configurations[1]?.statistics?.score_keys?.keys.find((k) => k.key === 'reward_strict')
    expect(key?.mean).toEqual(byStrict.configurations[1]?.statistics?.pass_fraction.interval)
    const diff = byDefault.comparisons[0]?.paired?.score_keys?.find((k) => k.key === 'reward_strict')
    const paired = byStrict.comparisons[0]?.paired
    expect([diff?.difference, diff?.distinguishable]).toEqual([paired?.difference, paired?.distinguishable])
    // 4 broken, 0 fixed of 6 tasks: McNemar's exact two-sided p 0.125, not beyond noise (a t interval would say it is).
    expect([paired?.test?.method, paired?.test?.p_two_sided, paired?.distinguishable]).toEqual(['mcnemar_exact', 0.125, false])
  })

  it('the text output and the job summary show each key; the comment does not', async () => {
    const r = await report()
    const text = summaryTextLines(r, { details: true }).join('\n')
    expect(text).toMatch(/mean of "test_edge" +1 \(95 % CI 0\.\d+ to 1\) over 6 of 6 attempts with a verdict, 6 tasks/)
    expect(text).toMatch(/mean of "test_edge" +0\.6667 \(95 % CI 0\.3957 to 0\.9376\) over 6 of 6 attempts with a verdict, 6 tasks/)
    expect(text).toMatch(
      /difference in mean of "test_edge" +-0\.3333 \(1 → 0\.6667; 95 % CI -0\.6043 to -0\.0624, 6 tasks\): distinguishable from noise at this sample size/
    )
    expect(text).toMatch(
      /difference in mean of "reward_strict" +-0\.6667 \(1 → 0\.3333; 95 % CI .*, 6 tasks; McNemar exact, two-sided p 0\.125\): not distinguishable from noise at this sample size/
    )
    const summary = jobSummaryMarkdown(r)
    expect(summary).toMatch(/\| mean of "test\\_edge" \| 1 \(95 % CI 0\.\d+ to 1\) over 6 of 6 attempts with a verdict, 6 tasks \|/)
    expect(summary).toContain(
      '- difference in mean of "test\\_edge": -0.3333 (1 → 0.6667; 95 % CI -0.6043 to -0.0624, 6 tasks): distinguishable from noise at this sample size'
    )
    const comment = pullRequestCommentBody(r, { key: 'default', sha: null, runId: null, runUrl: null })
    expect(comment).toContain('difference in pass fraction')
    expect(comment).not.toContain('mean of "')
  })

  it('a key missing on some attempts with a verdict has a mean over those that carry it, and no difference', async () => {
    const r = await report(undefined, (t, job) => job === 'cand-job' && t === 't6')
    const cand = r.configurations[1]?.statistics?.score_keys?.keys.find((k) => k.key === 'reward_strict')
    expect([cand?.scored, cand?.tasks, cand?.mean?.estimate]).toEqual([5, 5, 1 / 5])
    const d = r.comparisons[0]?.paired?.score_keys?.find((k) => k.key === 'reward_strict')
    expect([d?.baseline, d?.candidate, d?.difference, d?.reason]).toEqual([
      null,
      null,
      null,
      '"reward_strict" is missing on 1 of 6 attempts with a verdict of candidate'
    ])
    expect(summaryTextLines(r, { details: true }).join('\n')).toMatch(/over 5 of 6 attempts with a verdict, 1 without it, 5 tasks/)
  })

  it('a key only one side carries has no difference, and says so', async () => {
    const r = await report((_, job): Record<string, number> => (job === 'cand-job' ? { test_new: 0.5 } : {}))
    const d = r.comparisons[0]?.paired?.score_keys?.find((k) => k.key === 'test_new')
    expect([d?.baseline, d?.candidate, d?.difference, d?.reason]).toEqual([
      null,
      null,
      null,
      'none of baseline\'s attempts with a verdict carries "test_new"'
    ])
    expect(r.configurations[1]?.statistics?.score_keys?.keys.find((k) => k.key === 'test_new')?.mean?.estimate).toBe(0.5)
  })

  it(`more than ${MAX_SCORE_KEYS} keys: the ${MAX_SCORE_KEYS} smallest are kept, and the rest is said`, async () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`c${String(i).padStart(2, '0')}`, i / 20]))
    const r = await report((_, job) => (job === 'base-job' ? many : {}))
    const k = r.configurations[0]?.statistics?.score_keys
    expect(k?.more_keys).toBe(true)
    expect(k?.keys.map((x) => x.key)).toEqual([...Array.from({ length: 16 }, (_, i) => `c${String(i).padStart(2, '0')}`)])
    expect(k?.keys[3]?.mean?.estimate).toBe(3 / 20)
    // The candidate's keys are all kept; the baseline's reward_strict is past the 16 kept: unknown there, never "none".
    expect(r.configurations[1]?.statistics?.score_keys?.more_keys).toBe(false)
    const d = r.comparisons[0]?.paired?.score_keys?.find((x) => x.key === 'reward_strict')
    expect(d?.reason).toBe('baseline has more than 16 score keys and "reward_strict" is not among the 16 kept')
    expect(summaryTextLines(r, { details: true }).join('\n')).toMatch(
      /score keys +more than 16 met: only the 16 first in code-unit order are tallied and shown/
    )
  })

  it('one key alone (the deciding reward) is not shown again beside the mean score', async () => {
    const dirs = await tree([
      {
        name: 'job',
        files: { 'config.json': jobConfig([AGENT_A], ['a', 'b'], 1) },
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'a', AGENT_A, 1) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'b', AGENT_A, 0) } }
        ]
      }
    ])
    const r = compare({ ...(await loadHarborJobs(dirs, {})), policy: 'incomplete' })
    expect(r.configurations[0]?.statistics?.score_keys?.keys.map((k) => [k.key, k.mean?.estimate])).toEqual([['reward', 0.5]])
    expect(summaryTextLines(r, { details: true }).join('\n')).not.toContain('mean of "reward"')
  })

  it('a mean over mixed evaluators is withheld, as the pass fraction is', async () => {
    const dirs = await tree([
      {
        name: 'job',
        files: { 'config.json': jobConfig([AGENT_A], ['a', 'b'], 1) },
        trials: [
          {
            name: 'a__1',
            files: { 'result.json': trial('a__1', 'a', AGENT_A, null, { verifier_result: { rewards: { reward: 1, k: 1 } } }) }
          },
          {
            name: 'b__1',
            files: {
              'result.json': trial('b__1', 'b', AGENT_A, null, { source: 'other', verifier_result: { rewards: { reward: 0, k: 0.5 } } })
            }
          }
        ]
      }
    ])
    const r = compare({ ...(await loadHarborJobs(dirs, {})), policy: 'incomplete' })
    const k = r.configurations[0]?.statistics?.score_keys?.keys.find((x) => x.key === 'k')
    expect([k?.scored, k?.mean, k?.reason]).toEqual([
      2,
      null,
      'mixed evaluators (harbor-verifier:adhoc, harbor-verifier:other): no combined mean, as no combined pass fraction'
    ])
  })
})

describe('key sums (src/comparison/tally/score-keys.ts)', () => {
  /** The key sums of `values` folded in `order` and split at `cut`, then merged. */
  function folded(values: ReadonlyArray<[string, number]>, cut: number): KeySums {
    const a: KeySums = []
    const b: KeySums = []
    values.forEach(([k, v], i) => addScore(i < cut ? a : b, k, v))
    return mergeKeySums(a, b).sums
  }

  it('any order and any split keep the smallest keys, each with every value of its key', () => {
    const key = fc.constantFrom(...Array.from({ length: 24 }, (_, i) => `k${i}`), 'é', 'a\u0000b', '')
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.integer({ min: -8, max: 8 })), { maxLength: 80 }), fc.nat(80), (values, cut) => {
        const expected = [...new Set(values.map(([k]) => k))]
          .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
          .slice(0, MAX_SCORE_KEYS)
          .map((k) => {
            const of = values.filter(([x]) => x === k).map(([, v]) => v / 4)
            return [k, of.reduce((s, v) => s + v, 0), of.length]
          })
        const quarters = values.map(([k, v]): [string, number] => [k, v / 4])
        const got = folded(quarters, cut).map(([k, sum, n]) => [k, sumValue(sum), n])
        expect(got).toEqual(expected)
        expect(folded([...quarters].reverse(), values.length - cut).map(([k, sum, n]) => [k, sumValue(sum), n])).toEqual(expected)
      })
    )
  })
})

describe('a shard summary whose score keys do not add up is refused (src/shard/tally-json.ts)', () => {
  /** The serialised tally of the RewardKit jobs, and a reader of a tampered copy. */
  async function serial(): Promise<SerialTally> {
    const jobs = await tree([
      {
        name: 'job',
        files: { 'config.json': jobConfig([AGENT_A], ['a', 'b'], 1) },
        trials: ['a', 'b'].map((t) => ({
          name: `${t}__1`,
          files: { 'result.json': trial(`${t}__1`, t, AGENT_A, null, { verifier_result: { rewards: { reward: 1, reward_strict: 0.5 } } }) }
        }))
      }
    ])
    const input = await loadHarborJobs(jobs, {})
    const t = emptyTally({ configurations: input.configurations })
    for (const a of [...input.attempts].sort(byAttemptKey)) addAttempt(t, a, false)
    return JSON.parse(JSON.stringify(tallyToJson(t))) as SerialTally
  }

  it('reads an untampered one back; refuses each kind of tampering with its reason', async () => {
    const s = await serial()
    expect(() => tallyFromJson(structuredClone(s))).not.toThrow()
    const tampered = (change: (a: SerialTally['parts'][number]['attempts']) => void): SerialTally => {
      const copy = structuredClone(s)
      change(copy.parts[0]!.attempts)
      return copy
    }
    expect(() => tallyFromJson(tampered((a) => (a.score_keys[0]![2] = 9)))).toThrow(
      /score key "reward" counts 9 attempts, more than the 2 with a verdict/
    )
    expect(() => tallyFromJson(tampered((a) => (a.score_keys[1]![1] = [0.25])))).toThrow(
      /score key "reward_strict": its count, sum or 0-or-1 flag is not the sum of its tasks'/
    )
    expect(() => tallyFromJson(tampered((a) => (a.score_keys_cut = true)))).toThrow(/score keys marked cut with 2 kept, not 16/)
    expect(() => tallyFromJson(tampered((a) => (a.tasks[0]!.scores = [])))).toThrow(/tasks\[0\]\.scores: an empty list/)
    expect(() => tallyFromJson(tampered((a) => a.tasks[0]!.scores!.push(['zz', [1], 1, true])))).toThrow(
      /tasks\[0\]\.scores: key "zz" is not among the configuration's score keys/
    )
  })
})
