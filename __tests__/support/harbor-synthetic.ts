/**
 * Synthetic Harbor job trees for tests: minimal Harbor 0.21 trial results and
 * job configs, written to temp folders with {@link buildHarborTree}.
 */
import { writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { tempFolder } from './temp-folder.js'
import { buildHarborTree, type JobSpec, type TreeFile } from './harbor-tree.js'

const roots: string[] = []

/** Write `jobs` to a new temp folder (removed by {@link cleanTrees}); returns the job folders. */
export async function tree(jobs: JobSpec[]): Promise<string[]> {
  const { root, jobDirs } = await buildHarborTree(jobs)
  roots.push(root)
  return jobDirs
}

/** Remove every temp folder made by {@link tree}. */
export async function cleanTrees(): Promise<void> {
  for (const r of roots.splice(0)) await rm(r, { recursive: true, force: true })
}

export const AGENT_A = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: { prompt: 'short' } }
export const AGENT_B = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: { prompt: 'long' } }

/** A minimal Harbor 0.21 trial result. */
export function trial(name: string, task: string, agent: object, reward: number | null, extra: Record<string, unknown> = {}): TreeFile {
  return {
    json: {
      id: `id-${name}`,
      task_name: task,
      trial_name: name,
      source: null,
      task_checksum: `sum-${task}`,
      config: { agent },
      agent_info: { name: 'claude-code', version: '1.0', model_info: { name: 'claude-sonnet-4-5', provider: 'anthropic' } },
      agent_result: { n_input_tokens: 100, n_cache_tokens: 40, n_output_tokens: 10, cost_usd: 0.5, metadata: null },
      verifier_result: reward === null ? null : { rewards: { reward } },
      exception_info: null,
      started_at: '2026-01-01T00:00:00Z',
      finished_at: '2026-01-01T00:01:00.5Z',
      ...extra
    }
  }
}
/** A configuration map (`--configuration-map FILE`) written to a new temp file; returns its path. */
export function mapFile(map: Record<string, string>): string {
  const f = path.join(tempFolder('fabric-compare-map-'), 'map.json')
  writeFileSync(f, JSON.stringify(map))
  return f
}

/** A job config.json with an explicit task list. */
export const jobConfig = (agents: object[], tasks: string[], n: number): TreeFile => ({
  json: { job_name: 'j', n_attempts: n, agents, datasets: [], tasks: tasks.map((name) => ({ name })) }
})

/**
 * A Harbor job `result.json` (0.13+ shape, no `stats.n_trials`) counting `total` trials with these `stats` counts,
 * the rest 0; not finished (no `finished_at`) unless `finished`.
 */
export const jobResult = (total: number, stats: Record<string, number>, finished = false): TreeFile => ({
  json: {
    id: 'job-id',
    started_at: '2026-01-01T00:00:00Z',
    finished_at: finished ? '2026-01-01T01:00:00Z' : null,
    n_total_trials: total,
    stats: {
      n_completed_trials: 0,
      n_errored_trials: 0,
      n_running_trials: 0,
      n_pending_trials: 0,
      n_cancelled_trials: 0,
      n_retries: 0,
      evals: {},
      ...stats
    }
  }
})
