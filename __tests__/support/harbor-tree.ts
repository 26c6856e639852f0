/**
 * Builds Harbor job trees in a temp folder from the real fixtures in
 * `__tests__/fixtures/real/` (copies with provenance), in Harbor's layout:
 * `<root>/<job>/{config.json,result.json}`, `<root>/<job>/<trial>/result.json`,
 * `<root>/<job>/<trial>/agent/…`. Used by the Harbor tests and the CLI golden test.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Root of the real fixtures, relative to the repository root (jest's cwd). */
export const REAL_FIXTURES = path.resolve('__tests__/fixtures/real')

/** A file to place: a fixture path (relative to REAL_FIXTURES), inline JSON, or raw text (JSONL). */
export type TreeFile = { fixture: string } | { json: unknown } | { text: string }

/** One trial folder: files by path inside the trial (e.g. `result.json`, `agent/trajectory.json`). */
export interface TrialSpec {
  name: string
  files: Record<string, TreeFile>
}

/** One job folder with its job-level files and trials. */
export interface JobSpec {
  name: string
  files?: Record<string, TreeFile>
  trials: TrialSpec[]
}

async function place(target: string, f: TreeFile): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  if ('fixture' in f) await copyFile(path.join(REAL_FIXTURES, f.fixture), target)
  else if ('json' in f) await writeFile(target, JSON.stringify(f.json, null, 4))
  else await writeFile(target, f.text)
}

/** Write `jobs` under a new temp folder; returns the job folder paths, in order. */
export async function buildHarborTree(jobs: readonly JobSpec[], root?: string): Promise<{ root: string; jobDirs: string[] }> {
  const base = root ?? (await mkdtemp(path.join(tmpdir(), 'harbor-jobs-')))
  const jobDirs: string[] = []
  for (const job of jobs) {
    const jobDir = path.join(base, job.name)
    await mkdir(jobDir, { recursive: true })
    for (const [rel, f] of Object.entries(job.files ?? {})) await place(path.join(jobDir, rel), f)
    for (const t of job.trials) {
      await mkdir(path.join(jobDir, t.name), { recursive: true })
      for (const [rel, f] of Object.entries(t.files)) await place(path.join(jobDir, t.name, rel), f)
    }
    jobDirs.push(jobDir)
  }
  return { root: base, jobDirs }
}

const PAIRWISE = 'harbor-thinharness-pairwise'

/**
 * The ThinHarness pairwise fixtures as four Harbor jobs (one per cell, as
 * they were run): `pi` nginx (reward 1.0); `thinharness` nginx (0.0),
 * tune-mjcf (AgentTimeoutError + reward 0.0), vulnerable-secret
 * (RuntimeError, no verdict; with its job result.json, mean 0.0).
 * Configuration map for them: {@link PAIRWISE_MAP}.
 */
export const PAIRWISE_JOBS: JobSpec[] = [
  {
    name: 'pi-nginx-request-logging',
    trials: [
      {
        name: 'nginx-request-logging__iB2CRxs',
        files: { 'result.json': { fixture: `${PAIRWISE}/nginx-request-logging--pi/trial-result.json` } }
      }
    ]
  },
  {
    name: 'thinharness-nginx-request-logging',
    trials: [
      {
        name: 'nginx-request-logging__5335W5V',
        files: { 'result.json': { fixture: `${PAIRWISE}/nginx-request-logging--thinharness/trial-result.json` } }
      }
    ]
  },
  {
    name: 'thinharness-tune-mjcf',
    trials: [{ name: 'tune-mjcf__HRaojqz', files: { 'result.json': { fixture: `${PAIRWISE}/tune-mjcf--thinharness/trial-result.json` } } }]
  },
  {
    name: 'thinharness-vulnerable-secret',
    files: { 'result.json': { fixture: `${PAIRWISE}/vulnerable-secret--thinharness/job-result.json` } },
    trials: [
      {
        name: 'vulnerable-secret__AQiYrHg',
        files: { 'result.json': { fixture: `${PAIRWISE}/vulnerable-secret--thinharness/trial-result.json` } }
      }
    ]
  }
]

/** Maps the pairwise arms by `config.agent.kwargs.harness`. */
export const PAIRWISE_MAP: Record<string, string> = { 'kwargs.harness=pi': 'pi', 'kwargs.harness=thinharness': 'thinharness' }
