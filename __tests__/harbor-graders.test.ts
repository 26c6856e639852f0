/**
 * Who judged, and did the judge answer (issue 55 items 1–2): the grader is part of the evaluator
 * (src/evidence/harbor/grading/graders.ts, grader-coverage.ts), and a score a judge never gave is no verdict
 * (verdict.ts). Trials are built in Harbor's layout with RewardKit's `verifier/reward-details.json`
 * shapes (harbor-rewardkit 0.2.0 `to_detail_dict`, `_leaf_detail`, `_group_detail`: field names and
 * nesting as written; the values are invented).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'
import type { TreeFile } from './support/harbor-tree.js'

afterAll(cleanTrees)

const SONNET = 'anthropic/claude-sonnet-4-6'
const GPT = 'openai/gpt-5.5'

/** An LLM judge as RewardKit writes it (`judge` of a leaf of kind llm). */
const llmJudge = (model: string, extra: Record<string, unknown> = {}) => ({
  model,
  reasoning_effort: 'medium',
  timeout: 300,
  files: ['/app/answer.md'],
  atif_trajectory: null,
  reference: null,
  mode: 'criteria',
  ...extra
})

/** One criterion; `error` set when the judge could not grade it (RewardKit `_timeout_scores`). */
const criterion = (name: string, value: number, error: string | null = null) => ({
  name,
  value,
  raw: error === null ? 'yes' : null,
  weight: 1,
  reasoning: error === null ? 'looks right' : null,
  ...(error === null ? {} : { error })
})

/** A leaf detail of kind llm scoring `score`. */
const llmLeaf = (model: string, score: number, criteria = [criterion('correct', score)], warnings: string[] = []) => ({
  score,
  criteria,
  kind: 'llm',
  judge: llmJudge(model),
  judge_output: '…',
  warnings
})

/** A details file (`verifier/reward-details.json`) with one top-level reward `reward`. */
const details = (leaf: unknown): TreeFile => ({ json: { reward: leaf } })

interface TrialPlan {
  task: string
  reward: number
  files?: Record<string, TreeFile>
  verifier?: Record<string, unknown>
  rewards?: Record<string, number>
}

/** A job of one agent whose trials follow `plans`. */
function job(name: string, agent: object, plans: readonly TrialPlan[]) {
  return {
    name,
    files: { 'config.json': jobConfig([agent], [...new Set(plans.map((p) => p.task))], 1) },
    trials: plans.map((p) => ({
      name: `${p.task}__${name}`,
      files: {
        'result.json': trial(`${p.task}__${name}`, p.task, agent, null, {
          config: { agent, ...(p.verifier === undefined ? {} : { verifier: p.verifier }) },
          verifier_result: { rewards: p.rewards ?? { reward: p.reward } }
        }),
        ...(p.files ?? {})
      }
    }))
  }
}

/** The two arms most tests compare: `base` (AGENT_A, configuration baseline) and `cand` (AGENT_B, candidate). */
const arms = (base: TrialPlan[], cand: TrialPlan[]) => [job('base', AGENT_A, base), job('cand', AGENT_B, cand)]

const MAP = { configurationMap: { 'job:base': 'baseline', 'job:cand': 'candidate' } }
const TASKS = ['t1', 't2', 't3', 't4']

/** Plans over TASKS with `rewards[i]`, each judged by the LLM `model(i)`. */
const judged = (rewards: readonly number[], model: (i: number) => string, verifier?: Record<string, unknown>): TrialPlan[] =>
  TASKS.map((task, i) => ({
    task,
    reward: rewards[i]!,
    files: { 'verifier/reward-details.json': details(llmLeaf(model(i), rewards[i]!)) },
    ...(verifier === undefined ? {} : { verifier })
  }))

async function report(jobs: Parameters<typeof tree>[0], options: Parameters<typeof loadHarborJobs>[1] = MAP): Promise<Report> {
  const r = await loadHarborJobs(await tree(jobs), options)
  return compare({ ...r, policy: 'incomplete' })
}

const warning = (r: Report, code: string) => r.warnings.filter((w) => w.code === code)
/** The report's diagnostics and its attempts', of one code. */
const diagnostics = (r: Report, code: string) =>
  [...r.diagnostics, ...r.attempts.flatMap((a) => a.diagnostics)].filter((d) => d.code === code)

describe('the grader is part of the evaluator', () => {
  it('two judges (details name them; one arm overrides with REWARDKIT_JUDGE): two evaluators, no pass-fraction delta', async () => {
    const r = await report(
      arms(
        judged([1, 1, 0, 0], () => SONNET),
        judged([1, 1, 1, 1], () => GPT, { env: { REWARDKIT_JUDGE: GPT } })
      )
    )
    const names = r.configurations.map((c) => c.evaluation.evaluators.map((e) => e.name))
    expect(names[0]).toEqual([expect.stringMatching(/^harbor-verifier:adhoc graded by llm anthropic\/claude-sonnet-4-6 #[0-9a-f]{8}$/)])
    expect(names[1]).toEqual([expect.stringMatching(/^harbor-verifier:adhoc graded by llm openai\/gpt-5\.5 #[0-9a-f]{8}$/)])
    // Each configuration's own pass fraction stands; the difference between them does not.
    expect(r.configurations.map((c) => c.evaluation.pass_fraction)).toEqual([0.5, 1])
    expect(r.comparisons[0]?.metrics.pass_fraction.delta).toBeNull()
    const differ = warning(r, 'evaluator_differs')
    expect(differ).toHaveLength(1)
    expect(differ[0]?.message).toContain('llm anthropic/claude-sonnet-4-6')
    expect(differ[0]?.message).toContain('llm openai/gpt-5.5')
  })

  it("the comment names each arm's grader where the pass fraction's delta is withheld, and in each configuration's detail", async () => {
    const differ = await tree(
      arms(
        judged([1, 1, 0, 0], () => SONNET),
        judged([1, 1, 1, 1], () => GPT)
      )
    )
    const map = mapFile({ 'job:base': 'baseline', 'job:cand': 'candidate' })
    const out = await cli(['--harbor-job', differ[0]!, '--harbor-job', differ[1]!, '--configuration-map', map, '--markdown'])
    const lines = out.stdout.split('\n')
    const passRow = lines.find((l) => l.startsWith('| pass fraction |'))
    const marker = /withheld (\S+) \|$/.exec(passRow ?? '')?.[1]
    expect(marker).toBeDefined()
    const note = lines.find((l) => l.startsWith(`${marker} `))
    expect(note).toMatch(
      /evaluators differ \(harbor-verifier:adhoc graded by llm anthropic\/claude-sonnet-4-6 #.* vs harbor-verifier:adhoc graded by llm openai\/gpt-5\.5 #/
    )
    expect(lines.filter((l) => l.startsWith('| evaluator harbor-verifier:adhoc graded by llm '))).toHaveLength(2)
  })

  it('the same judge on both arms: one evaluator, and the delta is given', async () => {
    const r = await report(
      arms(
        judged([1, 1, 0, 0], () => SONNET),
        judged([1, 1, 1, 0], () => SONNET)
      )
    )
    expect(r.configurations[0]?.evaluation.evaluators[0]?.name).toBe(r.configurations[1]?.evaluation.evaluators[0]?.name)
    expect(r.comparisons[0]?.metrics.pass_fraction.delta).toBeCloseTo(0.25, 12)
    expect(warning(r, 'evaluator_differs')).toEqual([])
  })

  it('a candidate graded half by each judge is mixed: no combined pass fraction, a breakdown per grader', async () => {
    const r = await report(
      arms(
        judged([1, 1, 0, 0], () => SONNET),
        judged([1, 1, 1, 0], (i) => (i < 2 ? SONNET : GPT))
      )
    )
    const cand = r.configurations[1]!.evaluation
    expect(cand.pass_fraction).toBeNull()
    expect(cand.pass_fraction_reason).toMatch(/^mixed evaluators \(.*claude-sonnet-4-6.*, .*gpt-5\.5.*\)/)
    expect(cand.evaluators.map((e) => [e.passed, e.evaluated])).toEqual([
      [2, 2],
      [1, 2]
    ])
    expect(r.comparisons[0]?.metrics.pass_fraction.delta).toBeNull()
  })

  it("a judge setting that changes a verdict (reasoning effort) differs; its timeout and the verifier's credentials do not", async () => {
    const leaf = (effort: string, timeout: number) => ({
      ...llmLeaf(SONNET, 1),
      judge: llmJudge(SONNET, { reasoning_effort: effort, timeout })
    })
    const plans = (effort: string, timeout: number, key: string): TrialPlan[] =>
      TASKS.map((task) => ({
        task,
        reward: 1,
        files: { 'verifier/reward-details.json': details(leaf(effort, timeout)) },
        verifier: { env: { ANTHROPIC_API_KEY: key } }
      }))
    const same = await report(arms(plans('medium', 300, 'k-1'), plans('medium', 900, 'k-2')))
    expect(warning(same, 'evaluator_differs')).toEqual([])
    const other = await report(arms(plans('medium', 300, 'k-1'), plans('high', 300, 'k-1')))
    expect(warning(other, 'evaluator_differs')).toHaveLength(1)
  })

  it('without details files: the plain tests keep the verifier as evaluator; a REWARDKIT_JUDGE override is named', async () => {
    const plain = (task: string): TrialPlan => ({ task, reward: 1 })
    const r = await report(
      arms(
        TASKS.map(plain),
        TASKS.map((task) => ({ task, reward: 1, verifier: { env: { REWARDKIT_JUDGE: GPT, OPENAI_API_KEY: '${OPENAI_API_KEY}' } } }))
      )
    )
    expect(r.configurations[0]?.evaluation.evaluators.map((e) => e.name)).toEqual(['harbor-verifier:adhoc'])
    expect(r.configurations[1]?.evaluation.evaluators[0]?.name).toMatch(
      /^harbor-verifier:adhoc graded by judge openai\/gpt-5\.5 \(verifier env REWARDKIT_JUDGE\) #[0-9a-f]{8}$/
    )
    expect(warning(r, 'evaluator_differs')).toHaveLength(1)
    // A credential's template is not a grader setting: nothing is unknown.
    expect(diagnostics(r, 'harbor_grader_unknown')).toEqual([])
  })

  it('a custom verifier class is named with its settings', async () => {
    const r = await report([
      job(
        'base',
        AGENT_A,
        TASKS.map((task) => ({ task, reward: 1, verifier: { import_path: 'my_pkg.verify:Strict', kwargs: { tolerance: 0 } } }))
      )
    ])
    expect(r.configurations[0]?.evaluation.evaluators[0]?.name).toMatch(
      /^harbor-verifier:adhoc graded by verifier my_pkg\.verify:Strict #[0-9a-f]{8}$/
    )
  })
})

describe('each RewardKit judge kind', () => {
  const one = async (leaf: unknown, extra: Partial<TrialPlan> = {}) => {
    const r = await report([
      job('base', AGENT_A, [{ task: 't1', reward: 1, files: { 'verifier/reward-details.json': details(leaf) }, ...extra }])
    ])
    return { r, name: r.configurations[0]!.evaluation.evaluators[0]?.name ?? null, c: r.configurations[0]! }
  }
  const agentLeaf = (model: string | null, served: string[] = []) => ({
    score: 1,
    criteria: [criterion('correct', 1)],
    kind: 'agent',
    judge: {
      agent: 'claude-code',
      model,
      timeout: 600,
      cwd: '/app',
      isolated: true,
      atif_trajectory: null,
      mode: 'criteria',
      mcp_servers: []
    },
    judge_output: '…',
    warnings: [],
    usage: {
      input_tokens: 12000,
      cache_creation_input_tokens: 2000,
      cache_read_input_tokens: 8000,
      output_tokens: 900,
      total_tokens: 12900,
      models: Object.fromEntries(served.map((m) => [m, { input_tokens: 12000, output_tokens: 900 }]))
    },
    judge_logs: 'judge/agent.log'
  })

  it('llm: the model after any override', async () => {
    expect((await one(llmLeaf(GPT, 1))).name).toMatch(/graded by llm openai\/gpt-5\.5 #/)
  })

  it("agent with a model: the agent and its model; its usage is the evaluation's cost, shown apart", async () => {
    const { name, r } = await one(agentLeaf('claude-opus-4-5'))
    expect(name).toMatch(/graded by agent claude-code \(claude-opus-4-5\) #/)
    const usage = diagnostics(r, 'harbor_grader_usage')
    expect(usage.map((d) => d.message)).toEqual([
      "baseline: 1 agent judge on 1 of 1 trials with an evaluation used 12,000 input tokens and 900 output tokens (RewardKit reward-details.json usage; input includes cache writes and reads) — evaluation cost, not counted as the agent's"
    ])
    // The agent's own input is its trial's counters (100), never the judge's 12,000.
    expect(r.configurations[0]?.usage.input_tokens.observed).toBe(100)
  })

  it('agent without a model: the served model when usage names it, else the grader is unknown', async () => {
    expect((await one(agentLeaf(null, ['claude-opus-4-5-20251101']))).name).toMatch(
      /graded by agent claude-code \(claude-opus-4-5-20251101\) #/
    )
    const { name, r } = await one(agentLeaf(null))
    expect(name).toBe('harbor-verifier:adhoc grader unknown (baseline)')
    const unknown = diagnostics(r, 'harbor_grader_unknown')
    expect(unknown).toHaveLength(1)
    expect(unknown[0]?.message).toContain('baseline: the grader is unknown for 1 of 1 trials with an evaluation')
    expect(unknown[0]?.message).toContain(`the agent judge "claude-code" ran its CLI's default model, which no file names`)
  })

  it('programmatic: no judge', async () => {
    expect((await one({ score: 1, criteria: [criterion('tests pass', 1)], kind: 'programmatic', warnings: [] })).name).toMatch(
      /graded by programmatic #[0-9a-f]{8}$/
    )
  })

  it('group: every component judge named, sorted; the aggregation is part of the settings', async () => {
    const group = (aggregation: string) => ({
      kind: 'group',
      score: 1,
      aggregation,
      components: [
        { name: 'style', weight: 1, detail: llmLeaf(SONNET, 1) },
        { name: 'tests', weight: 2, detail: { score: 1, criteria: [criterion('unit', 1)], kind: 'programmatic', warnings: [] } },
        { name: 'inputs', weight: 1, detail: [llmLeaf(GPT, 1), llmLeaf(GPT, 1)] }
      ]
    })
    const a = await one(group('weighted_mean'))
    expect(a.name).toMatch(/graded by llm anthropic\/claude-sonnet-4-6 \+ llm openai\/gpt-5\.5 \+ programmatic #[0-9a-f]{8}$/)
    const b = await one(group('all_pass'))
    expect(b.name?.replace(/#\w+$/, '')).toBe(a.name?.replace(/#\w+$/, ''))
    expect(b.name).not.toBe(a.name)
  })

  it('a judge kind this reader does not know (RewardKit 0.2.2 adds jev): grader unknown, never read as a known one', async () => {
    const { name, r } = await one({ score: 1, criteria: [criterion('c', 1)], kind: 'jev', judge: { model: SONNET }, warnings: [] })
    expect(name).toBe('harbor-verifier:adhoc grader unknown (baseline)')
    expect(diagnostics(r, 'harbor_grader_unknown')[0]?.message).toContain('a judge of "jev", not one this reader knows')
  })
})

describe('a grader the files cannot name is unknown, never the same', () => {
  it('a details file absent in one arm while the task has one elsewhere: unknown; both arms unknown still differ', async () => {
    const r = await report(
      arms(
        judged([1, 1, 0, 0], () => SONNET),
        TASKS.map((task) => ({ task, reward: 1 }))
      )
    )
    expect(r.configurations[1]?.evaluation.evaluators.map((e) => e.name)).toEqual(['harbor-verifier:adhoc grader unknown (candidate)'])
    expect(r.comparisons[0]?.metrics.pass_fraction.delta).toBeNull()
    const unknown = diagnostics(r, 'harbor_grader_unknown')
    expect(unknown).toHaveLength(1)
    expect(unknown[0]?.message).toBe(
      "candidate: the grader is unknown for 4 of 4 trials with an evaluation (4 trials: no reward-details.json while other trials of its task have one (include_logs / exclude_logs keep only the reward files)): their verdicts are not compared with another configuration's; the grader is known for 0 of 4 trials with an evaluation"
    )
  })

  it('a judge model given as a runner template (${JUDGE}) without details: unknown on both arms, and the arms still differ', async () => {
    const plans = TASKS.map((task) => ({ task, reward: 1, verifier: { env: { REWARDKIT_JUDGE: '${JUDGE}' } } }))
    const r = await report(arms(plans, plans))
    expect(r.configurations.map((c) => c.evaluation.evaluators.map((e) => e.name))).toEqual([
      ['harbor-verifier:adhoc grader unknown (baseline)'],
      ['harbor-verifier:adhoc grader unknown (candidate)']
    ])
    expect(warning(r, 'evaluator_differs')).toHaveLength(1)
    expect(diagnostics(r, 'harbor_grader_unknown')[0]?.message).toContain(
      'the verifier env "REWARDKIT_JUDGE" is "${JUDGE}", resolved on the runner and not recorded'
    )
  })

  it('an unreadable details file: unknown, named with its path', async () => {
    const r = await report([
      job('base', AGENT_A, [{ task: 't1', reward: 1, files: { 'verifier/reward-details.json': { text: '{"reward": ' } } }])
    ])
    expect(r.configurations[0]?.evaluation.evaluators[0]?.name).toBe('harbor-verifier:adhoc grader unknown (baseline)')
    expect(diagnostics(r, 'harbor_grader_unknown').some((d) => d.file === 'base/t1__base/verifier/reward-details.json')).toBe(true)
  })
})

describe('a verdict the grader never gave is no verdict', () => {
  const timedOut = (task: string): TrialPlan => ({
    task,
    reward: 0,
    files: {
      'verifier/reward-details.json': details(
        llmLeaf(SONNET, 0, [criterion('correct', 0, 'judge timed out after 300s')], ['judge timed out after 300s; criteria scored 0.0'])
      )
    }
  })

  it('a judge that timed out: no verdict, the verifier failure named, the gate sees missing evidence', async () => {
    const tasks = ['t1', 't2', 't3', 't4', 't5', 't6']
    const plans = tasks.map((task, i): TrialPlan => (i >= 4 ? timedOut(task) : judged([1, 1, 1, 0], () => SONNET)[i]!))
    const r = await report([{ ...job('base', AGENT_A, plans), files: { 'config.json': jobConfig([AGENT_A], tasks, 1) } }])
    const e = r.configurations[0]!.evaluation
    // 3 passed of 4 evaluated — never 3 of 6 with the two timeouts as the agent's fails.
    expect([e.passed, e.evaluated, e.verdicts_expected, e.verdicts_missing]).toEqual([3, 4, 6, 2])
    expect(r.configurations[0]?.infrastructure?.did_not_run).toBe(2)
    const noAnswer = diagnostics(r, 'harbor_grader_no_answer')
    expect(noAnswer).toHaveLength(2)
    expect(noAnswer[0]).toMatchObject({
      file: 'base/t5__base/verifier/reward-details.json',
      json_path: '$.reward.criteria[0].error'
    })
    expect(noAnswer[0]?.message).toContain('"correct": "judge timed out after 300s"')
    expect(r.gate.passed).toBe(false)
    expect(warning(r, 'verdict_missing')).toHaveLength(1)
  })

  it('an empty reward map ({}: nothing could be scored): no verdict, named', async () => {
    const r = await report([job('base', AGENT_A, [{ task: 't1', reward: 0, rewards: {} }])])
    expect(r.configurations[0]?.evaluation.verdicts_missing).toBe(1)
    expect(diagnostics(r, 'harbor_grader_no_answer').map((d) => d.message)).toEqual([
      'the verifier wrote an empty reward map ({}; RewardKit writes it when nothing could be scored): no verdict'
    ])
  })

  it('a failure under another reward key: the verdict stands, that key is left out of the scores', async () => {
    const plan: TrialPlan = {
      task: 't1',
      reward: 1,
      rewards: { reward: 1, style: 0 },
      files: {
        'verifier/reward-details.json': {
          json: { reward: llmLeaf(SONNET, 1), style: llmLeaf(SONNET, 0, [criterion('tone', 0, 'judge timed out after 300s')]) }
        }
      }
    }
    const r = await loadHarborJobs(await tree([job('base', AGENT_A, [plan])]), MAP)
    expect(r.attempts[0]?.evaluation?.passed).toBe(true)
    expect(r.attempts[0]?.evaluation?.scores).toEqual({ reward: 1 })
    expect(r.attempts[0]?.diagnostics.find((d) => d.code === 'harbor_grader_no_answer')?.message).toContain('"style"')
  })

  it('the CLI: a timed-out judge exits 1 under the default policy and names the cause', async () => {
    const dirs = await tree([job('base', AGENT_A, [judged([1], () => SONNET)[0]!, timedOut('t2')])])
    const out = await cli(['--harbor-job', dirs[0]!])
    expect(out.code).toBe(1)
    expect(out.stdout).toContain('harbor_grader_no_answer')
    expect(out.stdout).toContain('judge timed out after 300s')
  })
})

describe('shapes and settings that could hide a grader or a failure (a fresh-eyes review)', () => {
  const one = async (leaf: unknown, extra: Partial<TrialPlan> = {}, options: Parameters<typeof loadHarborJobs>[1] = MAP) =>
    report([job('base', AGENT_A, [{ task: 't1', reward: 1, files: { 'verifier/reward-details.json': details(leaf) }, ...extra }])], options)

  it('criteria that are not a list, or a criterion that is not an object: the grader is unknown, never a judge that answered', async () => {
    for (const criteria of [{ a: { error: 'judge timed out after 300s', value: 0 } }, ['yes']]) {
      const r = await one({ ...llmLeaf(SONNET, 1), criteria })
      expect(r.configurations[0]?.evaluation.evaluators[0]?.name).toBe('harbor-verifier:adhoc grader unknown (baseline)')
      expect(diagnostics(r, 'harbor_grader_unknown')[0]?.message).toMatch(/criteria(\[0\])? is not (a list|an object)/)
    }
  })

  it('an error that is not a message (false, 0) is a shape not known, not a judge timeout', async () => {
    const r = await one(llmLeaf(SONNET, 1, [{ ...criterion('c', 1), error: false } as never]))
    expect(diagnostics(r, 'harbor_grader_no_answer')).toEqual([])
    expect(r.configurations[0]?.evaluation.evaluators[0]?.name).toBe('harbor-verifier:adhoc grader unknown (baseline)')
    expect(diagnostics(r, 'harbor_grader_unknown')[0]?.message).toContain('.criteria[0].error is false, not a message or null')
  })

  it('a failure under a key the details describe while another key decides: named under its own key, left out of the scores', async () => {
    const r = await loadHarborJobs(
      await tree([
        job('base', AGENT_A, [
          {
            task: 't1',
            reward: 0,
            rewards: { reward: 0, quality: 1 },
            files: { 'verifier/reward-details.json': details(llmLeaf(SONNET, 0, [criterion('correct', 0, 'judge timed out after 300s')])) }
          }
        ])
      ]),
      { ...MAP, rewardKey: 'quality' }
    )
    const a = r.attempts[0]!
    expect(a.evaluation?.passed).toBeNull()
    expect(a.evaluation?.scores).toEqual({ quality: 1 })
    expect(a.diagnostics.find((d) => d.code === 'harbor_grader_no_answer')?.message).toContain(
      'the judge did not grade 1 criterion of "reward", and reward-details.json does not describe the reward "quality" that decides'
    )
  })

  it('usage a judge did not report is not 0: none reported reads so; some reported is a lower bound naming how many', async () => {
    const agent = (usage: object | undefined) => ({
      score: 1,
      criteria: [criterion('c', 1)],
      kind: 'agent',
      judge: { agent: 'claude-code', model: 'claude-opus-4-5' },
      warnings: [],
      ...(usage === undefined ? {} : { usage })
    })
    const none = await one(agent({ models: {} }))
    expect(diagnostics(none, 'harbor_grader_usage')[0]?.message).toContain('used input tokens not reported and output tokens not reported')
    const some = await one([agent({ input_tokens: 500, output_tokens: 20 }), agent(undefined)])
    expect(diagnostics(some, 'harbor_grader_usage')[0]?.message).toContain(
      '2 agent judges on 1 of 1 trials with an evaluation used ≥ 500 input tokens (reported by 1 of the 2 judges) and ≥ 20 output tokens (reported by 1 of the 2 judges)'
    )
  })

  it('an agent judge named by an alias: the served model is part of the grader, so two snapshots differ', async () => {
    const leaf = (served: string) => ({
      score: 1,
      criteria: [criterion('c', 1)],
      kind: 'agent',
      judge: { agent: 'claude-code', model: 'opus' },
      warnings: [],
      usage: { input_tokens: 1, output_tokens: 1, models: { [served]: {} } }
    })
    const plans = (served: string): TrialPlan[] =>
      TASKS.map((task) => ({ task, reward: 1, files: { 'verifier/reward-details.json': details(leaf(served)) } }))
    const r = await report(arms(plans('claude-opus-4-5'), plans('claude-opus-4-6')))
    expect(r.configurations[0]?.evaluation.evaluators[0]?.name).toMatch(/graded by agent claude-code \(opus; served claude-opus-4-5\) #/)
    expect(warning(r, 'evaluator_differs')).toHaveLength(1)
  })

  it('judge settings under a __proto__ key are settings like any other: they enter the digest', async () => {
    const leaf = (prompt: string) => ({
      ...llmLeaf(SONNET, 1),
      judge: JSON.parse(`{"model": "${SONNET}", "__proto__": {"prompt": "${prompt}"}}`)
    })
    const plans = (prompt: string): TrialPlan[] =>
      TASKS.map((task) => ({ task, reward: 1, files: { 'verifier/reward-details.json': details(leaf(prompt)) } }))
    const r = await report(arms(plans('A'), plans('B')))
    expect(warning(r, 'evaluator_differs')).toHaveLength(1)
  })

  it('an env key with a credential word inside it (JUDGE_TOKEN_LIMIT) is a setting; one ending in it (…_API_KEY) is not', async () => {
    const plans = (env: Record<string, string>): TrialPlan[] => TASKS.map((task) => ({ task, reward: 1, verifier: { env } }))
    const limit = await report(arms(plans({ JUDGE_TOKEN_LIMIT: '1000' }), plans({ JUDGE_TOKEN_LIMIT: '50' })))
    expect(warning(limit, 'evaluator_differs')).toHaveLength(1)
    const keys = await report(arms(plans({ OPENAI_API_KEY: 'a' }), plans({ OPENAI_API_KEY: 'b' })))
    expect(warning(keys, 'evaluator_differs')).toEqual([])
  })

  it("a step name that is not one folder name (..) is never followed: the trial's own verifier folder is not read as that step's", async () => {
    const r = await report([
      job('base', AGENT_A, [
        {
          task: 't1',
          reward: 1,
          files: {
            'result.json': trial('t1__base', 't1', AGENT_A, 1, {
              agent_result: null,
              step_results: [{ step_name: '..', verifier_result: { rewards: { reward: 1 } }, agent_result: null, exception_info: null }]
            }),
            // What `steps/../verifier/` would reach: the trial's own verifier folder.
            'verifier/reward-details.json': details(llmLeaf(SONNET, 1))
          }
        }
      ])
    ])
    expect(r.configurations[0]?.evaluation.evaluators.map((e) => e.name)).toEqual(['harbor-verifier:adhoc'])
  })

  it('graders named and none unknown: a notice gives the coverage per configuration', async () => {
    const r = await report([
      job(
        'base',
        AGENT_A,
        judged([1, 1, 0, 0], () => SONNET)
      )
    ])
    expect(diagnostics(r, 'harbor_graders').map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^baseline: the grader is known for 4 of 4 trials with an evaluation: graded by llm anthropic\/claude-sonnet-4-6 #\w{8} \(4\)$/
      )
    ])
  })

  it("a judge set to read the agent's trajectory that the trial lacks: a warning (it saw [trajectory not found]); present: none", async () => {
    const leaf = { ...llmLeaf(SONNET, 1), judge: llmJudge(SONNET, { atif_trajectory: '/logs/agent/trajectory.json' }) }
    const absent = await one(leaf)
    expect(diagnostics(absent, 'harbor_grader_input_missing').map((d) => [d.file, d.message])).toEqual([
      [
        'base/t1__base/verifier/reward-details.json',
        `a judge was set to read the agent's trajectory "/logs/agent/trajectory.json", and base/t1__base/agent/trajectory.json is not in the trial folder: the judge may have graded without it (RewardKit gives it the text "[trajectory not found]"), so its verdict may not rest on the agent's work`
      ]
    ])
    const present = await one(leaf, {
      files: {
        'verifier/reward-details.json': details(leaf),
        'agent/trajectory.json': { json: { schema_version: 'ATIF-v1.6', steps: [] } }
      }
    })
    expect(diagnostics(present, 'harbor_grader_input_missing')).toEqual([])
  })

  it("RewardKit's warnings entries are counted and quoted (a notice)", async () => {
    const r = await one(llmLeaf(SONNET, 1, [criterion('c', 1)], ['trajectory truncated to 100000 tokens', 'second', 'third', 'fourth']))
    expect(diagnostics(r, 'harbor_grader_warnings').map((d) => d.message)).toEqual([
      'RewardKit recorded 4 warnings about the judges of this trial ("trajectory truncated to 100000 tokens"; "second"; "third"; and 1 more)'
    ])
  })
})
