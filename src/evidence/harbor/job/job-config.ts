/**
 * The expected inventory of a Harbor job from its `config.json`
 * (`JobConfig`): `agents[] × tasks[] × n_attempts`.
 *
 * The expected tasks are `tasks[]` (`TaskConfig`: `name`, else the folder
 * of `path`) plus, for every `datasets[]` entry (Harbor 0.21–0.25 registry
 * jobs write only non-default fields: `{name, ref, task_names[]}`), its
 * `task_names`. A dataset entry counts only when every name is literal (no
 * glob character `*?[]{}`) and neither `n_tasks` nor `exclude_task_names`
 * is set: otherwise its task list is resolved at run time and is not in
 * the file. `agents` must be a non-empty list; `n_attempts` absent means
 * Harbor's default, 1. Anything else: the inventory is unknown (the
 * configurations' `attempts_complete` stays null) and `reason` says why.
 */
import { cutText } from '../../json/fields.js'
import path from 'node:path'
import type { Diagnostic } from '../../types.js'
import type { AgentConfigLike } from '../configuration.js'
import { asObject, numberOrNull, readJsonFile, stringOrNull } from '../json-file.js'
import type { RootedOpener } from '../../files/paths.js'

/**
 * A job's expected inventory, or why it is unknown; `retry`: the job's retry policy ({@link retryPolicyText}) when its
 * config.json was read.
 */
export type JobInventory = (
  | { known: true; agents: AgentConfigLike[]; tasks: string[]; n_attempts: number; dataset_refs: Map<string, string> }
  | {
      known: false
      reason: string
      dataset_refs?: Map<string, string>
      /** The job has a readable config.json (its reason is about the file's content). */ from_file?: boolean
    }
) & { retry?: string }

/** Longest evidence string kept in a retry policy's text (an exception name). */
const MAX_POLICY_NAME = 64

/**
 * A job config's retry policy as one line of text (Harbor's `RetryConfig`,
 * `models/job/config.py`: top-level `retry`, older jobs
 * `orchestrator.retry`; config.json holds only non-default fields):
 * `no retries (max_retries 0)` when absent, else `max_retries 2,
 * exclude_exceptions [A, B], retry_if_reward_below 0.5` (the last a key of
 * some branches: retries chosen by the outcome). Evidence strings are
 * quoted and cut; at most 20 exception names are listed.
 */
export function retryPolicyText(config: Record<string, unknown>): string {
  const r = asObject(config.retry) ?? asObject(asObject(config.orchestrator)?.retry)
  const max = r === null ? 0 : (numberOrNull(r.max_retries) ?? 0)
  if (r === null || (max === 0 && r.retry_if_reward_below === undefined)) return 'no retries (max_retries 0)'
  const parts = [`max_retries ${max}`]
  if (Array.isArray(r.exclude_exceptions)) {
    const names = r.exclude_exceptions
      .filter((n): n is string => typeof n === 'string')
      .map((n) => JSON.stringify(cutText(n, MAX_POLICY_NAME)))
      .sort()
    parts.push(`exclude_exceptions [${names.slice(0, 20).join(', ')}${names.length > 20 ? `, and ${names.length - 20} more` : ''}]`)
  }
  const below = r.retry_if_reward_below
  if (below !== undefined && below !== null)
    parts.push(
      `retry_if_reward_below ${typeof below === 'number' ? String(below) : JSON.stringify(cutText(String(below), MAX_POLICY_NAME))}`
    )
  return parts.join(', ')
}

/** Does a task name use a glob character (Harbor matches `task_names` with fnmatch)? */
function isGlob(name: string): boolean {
  return /[*?[\]{}]/.test(name)
}

/**
 * The literal task names of `datasets[i]`, or why they cannot be listed
 * (as a phrase naming the JSON path).
 */
function datasetTasks(v: unknown, i: number): { tasks: string[] } | { reason: string } {
  const d = asObject(v)
  const at = `datasets[${i}]`
  if (d === null) return { reason: `${at} is not an object` }
  if (d.n_tasks !== undefined && d.n_tasks !== null) return { reason: `${at}.n_tasks picks a subset at run time` }
  if (
    Array.isArray(d.exclude_task_names)
      ? d.exclude_task_names.length > 0
      : d.exclude_task_names !== undefined && d.exclude_task_names !== null
  )
    return { reason: `${at}.exclude_task_names removes tasks at run time` }
  if (!Array.isArray(d.task_names) || d.task_names.length === 0)
    return { reason: `${at} (${stringOrNull(d.name) ?? 'unnamed'}) lists no task_names: the dataset's task list is resolved at run time` }
  const names: string[] = []
  for (const [k, n] of d.task_names.entries()) {
    if (typeof n !== 'string' || n === '') return { reason: `${at}.task_names[${k}] is not a task name` }
    if (isGlob(n)) return { reason: `${at}.task_names[${k}] ${JSON.stringify(n)} is a pattern, resolved at run time` }
    names.push(n)
  }
  return { tasks: names }
}

/** Dataset name → `ref` of every `datasets[]` entry that has both (the dataset revision, e.g. `sha256:…`). */
function datasetRefs(datasets: unknown[]): Map<string, string> {
  const refs = new Map<string, string>()
  for (const v of datasets) {
    const d = asObject(v)
    const name = stringOrNull(d?.name)
    const ref = stringOrNull(d?.ref)
    if (name !== null && ref !== null) refs.set(name, ref)
  }
  return refs
}

/** An agent config object (`config.agent` of a trial, `agents[]` of a job), reduced. */
export function agentConfigOf(v: unknown): AgentConfigLike | null {
  const a = asObject(v)
  if (a === null) return null
  return {
    name: stringOrNull(a.name),
    import_path: stringOrNull(a.import_path),
    model_name: stringOrNull(a.model_name),
    kwargs: asObject(a.kwargs)
  }
}

/** Task name of a `TaskConfig`: `name` (`org/name`), else the folder name of `path`. */
export function taskNameOf(v: unknown): string | null {
  const t = asObject(v)
  if (t === null) return null
  const name = stringOrNull(t.name)
  if (name !== null) return name
  const p = stringOrNull(t.path)
  return p === null ? null : path.posix.basename(p.replace(/\\/g, '/').replace(/\/+$/, ''))
}

/** Read `<jobDir>/config.json` (shown as `display`, opened through `open`) into an inventory. */
export async function readJobInventory(
  jobDir: string,
  display: string,
  diagnostics: Diagnostic[],
  open: RootedOpener
): Promise<JobInventory> {
  const read = await readJsonFile(await open(path.join(jobDir, 'config.json')))
  if (read.state === 'missing') return { known: false, reason: 'the job has no config.json' }
  if (read.state === 'unreadable') {
    diagnostics.push({ code: 'harbor_job_config_unreadable', message: read.reason, file: display })
    return { known: false, reason: 'config.json is unreadable' }
  }
  const c = asObject(read.value)
  if (c === null) {
    diagnostics.push({ code: 'harbor_job_config_unreadable', message: 'config.json is not a JSON object', file: display })
    return { known: false, reason: 'config.json is not an object' }
  }
  const retry = retryPolicyText(c)
  const datasets = Array.isArray(c.datasets) ? c.datasets : []
  const dataset_refs = datasetRefs(datasets)
  const tasksIn = Array.isArray(c.tasks) ? c.tasks : []
  const tasks = tasksIn.map(taskNameOf)
  if (tasks.some((t) => t === null))
    return { retry, known: false, reason: 'a tasks[] entry of config.json names no task', dataset_refs, from_file: true }
  for (const [i, d] of datasets.entries()) {
    const listed = datasetTasks(d, i)
    if ('reason' in listed) return { retry, known: false, reason: listed.reason, dataset_refs, from_file: true }
    tasks.push(...listed.tasks)
  }
  if (tasks.length === 0)
    return {
      retry,
      known: false,
      reason: 'config.json lists no tasks (neither tasks[] nor datasets[].task_names)',
      dataset_refs,
      from_file: true
    }
  const agents = (Array.isArray(c.agents) ? c.agents : []).map(agentConfigOf)
  if (agents.length === 0 || agents.some((a) => a === null))
    return { retry, known: false, reason: 'config.json has no agents list', dataset_refs, from_file: true }
  const n = c.n_attempts === undefined ? 1 : numberOrNull(c.n_attempts)
  if (n === null || !Number.isInteger(n) || n < 1) {
    diagnostics.push({
      code: 'harbor_job_config_unreadable',
      message: 'n_attempts is not a positive integer',
      file: display,
      json_path: '$.n_attempts'
    })
    return { retry, known: false, reason: 'n_attempts is invalid', dataset_refs }
  }
  return { retry, known: true, agents: agents as AgentConfigLike[], tasks: [...new Set(tasks as string[])], n_attempts: n, dataset_refs }
}

/** Does a trial's `task_name` denote the expected task (exact, or equal after dropping an `org/` prefix)? */
export function sameTask(trialTask: string, expected: string): boolean {
  if (trialTask === expected) return true
  const bare = (s: string): string => s.slice(s.lastIndexOf('/') + 1)
  return bare(trialTask) === bare(expected) && (!trialTask.includes('/') || !expected.includes('/'))
}
