/**
 * The Harbor jobs source streams: opening it reads what places the attempts
 * (trial result.json files, job config.json inventories), and each trial's
 * agent evidence (its ATIF trajectory, NeMo Fabric full result and request
 * records) is read only when the comparison reaches that attempt.
 */
import { describe, it, expect, afterAll } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { harborSource, readHarborFolders, type HarborDescription } from '../src/sources/harbor.js'
import type { AttemptInput } from '../src/evidence/attempt-input.js'
import { AGENT_A, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const TRAJECTORY = 'harbor-golden-atif/terminus_2__hello-world-timeout.trajectory.json'
const atifInput = (a: AttemptInput): Array<number | null> =>
  a.legacy_counters.filter((c) => c.source === 'atif.final_metrics').map((c) => c.input_tokens)

describe('harborSource: agent evidence read as each attempt is reached', () => {
  it('a trajectory rewritten after the source opens is what the comparison sees; the stream equals reading the folders whole', async () => {
    const withTrajectory = (name: string, task: string) => ({
      name,
      files: { 'result.json': trial(name, task, AGENT_A, 1), 'agent/trajectory.json': { fixture: TRAJECTORY } }
    })
    const [job] = await tree([
      {
        name: 'job',
        files: { 'config.json': jobConfig([AGENT_A], ['b', 'a'], 1) },
        trials: [withTrajectory('b__1', 'b'), withTrajectory('a__1', 'a')]
      }
    ])
    const d: HarborDescription = {
      kind: 'harbor',
      jobs: [job],
      runs: [],
      configurationMap: { map: { 'claude-code': 'base' }, label: '--configuration-map' },
      configurationBy: null,
      passThreshold: null,
      shard: false,
      names: 'cli'
    }
    const stream = await harborSource(d).open()
    expect(stream.total).toBe(2)
    // Opened: no trajectory has been read yet, so this rewrite is what the comparison sees.
    const file = path.join(job, 'b__1', 'agent', 'trajectory.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"total_prompt_tokens": 982', '"total_prompt_tokens": 983'))
    expect(readFileSync(file, 'utf8')).toContain('"total_prompt_tokens": 983')
    const streamed: AttemptInput[] = []
    for await (const a of stream.attempts) streamed.push(a)
    // Attempt-key order: task a before task b, whatever the folder order.
    expect(streamed.map((a) => [a.task, a.attempt, atifInput(a)])).toEqual([
      ['a', 'a__1', [982]],
      ['b', 'b__1', [983]]
    ])
    const whole = await readHarborFolders(d)
    expect(streamed).toEqual([...whole.attempts].sort((x, y) => (x.task < y.task ? -1 : 1)))
  })
})
