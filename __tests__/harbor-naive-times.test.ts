/**
 * Harbor 0.1.x trial times without a UTC offset (issue 56 item 7; src/evidence/harbor/trial/timing.ts): two times written by
 * one process on one clock give a duration whatever the zone, so it is kept with a notice; one naive time beside one
 * with an offset gives none. Harbor's shapes, invented values.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { AGENT_A, cleanTrees, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const job = (times: Record<string, unknown>) =>
  tree([{ name: 'old', trials: [{ name: 't1__1', files: { 'result.json': trial('t1__1', 't1', AGENT_A, 1, times) } }] }])

describe('Harbor 0.1.x trial times without an offset', () => {
  it('the duration between two naive times of one result is kept, with a notice; the warnings gate does not fail on it', async () => {
    const r = await loadHarborJobs(
      await job({
        started_at: '2025-06-01T10:00:00.250000',
        finished_at: '2025-06-01T10:12:30.750000',
        agent_execution: { started_at: '2025-06-01T10:01:00', finished_at: '2025-06-01T10:11:00' }
      })
    )
    const a = r.attempts[0]!
    expect(a.task_duration_ms).toBe(750_500)
    expect(a.phases?.find((p) => p.name === 'agent_execution')?.duration_ms).toBe(600_000)
    expect(a.diagnostics.map((d) => d.code)).not.toContain('timestamp_without_offset')
    expect(a.diagnostics.find((d) => d.code === 'harbor_trial_timestamp_without_offset')?.message).toBe(
      '$.started_at ("2025-06-01T10:00:00.250000") and $.finished_at ("2025-06-01T10:12:30.750000") have no UTC offset (Harbor 0.1.x writes local time): written by one process on one clock, their difference is kept as the duration; the zone, and so the instants, are unknown'
    )
    const report = compare({ ...r, policy: 'warnings' })
    expect(report.warnings.map((w) => w.code)).not.toContain('timestamp_without_offset')
  })

  it('one naive time beside one with an offset: no duration, the naive one named', async () => {
    const r = await loadHarborJobs(await job({ started_at: '2025-06-01T10:00:00', finished_at: '2025-06-01T10:12:30Z' }))
    expect(r.attempts[0]?.task_duration_ms).toBeNull()
    expect(r.attempts[0]?.diagnostics.find((d) => d.code === 'timestamp_without_offset')?.json_path).toBe('$.started_at')
  })
})
