/**
 * A Harbor regrade is the same attempt judged again (`harbor jobs regrade`, Harbor ≥ 0.22: `cli/jobs.py`,
 * `models/job/config.py` `SourceJobConfig`; `docs/formats.md`, Harbor jobs).
 *
 * A regrade writes a new job folder whose `config.json` names its `source_jobs` (`{action: "regrade", type, job_id,
 * path}`, and no `agents`) and, per trial judged again (single-step trials only), a new trial folder with a new id and
 * name whose `result.json` has `config.source_trial` naming the original trial and carries a copy of its
 * `agent_result` (its `agent/` and `artifacts/` folders are copied too). Read as trials, a job and its regrade would
 * count every attempt twice and average the two verdicts. So, once every folder given is read and before the trials
 * are placed in configurations (load.ts):
 *
 * - `config.source_trial` is read leniently ({@link sourceTrialOf}: its shape is not fixed, and Harbor 0.21 writes
 *   null): a string (a trial name, id or path, whose last segment is tried too), or an object naming any of
 *   `trial_name`, `trial_id`, `id`, `name`, `path`, `trial_path`, `trial_dir` (and perhaps its job: `job_id`,
 *   `job_name`, `job_path`). Any other value that is not null is `harbor_source_trial_unknown` (a warning), and the
 *   trial is read as an ordinary attempt.
 * - The source trial is looked up among the trials read from every folder given: by its result.json `id`, else its
 *   `trial_name`, else its folder name; inside the job the `source_trial` object names, else the jobs the regrade
 *   job's `source_jobs` name (`job_id` = a trial's `config.job_id`, or the last segment of `path` = the job folder's
 *   name), else anywhere.
 * - Found: the regrade trial is no attempt (load.ts drops it and never reads its evidence, so the copied usage is
 *   never counted). The source attempt stays — its usage, requests and timing its own — and its evaluation becomes
 *   the regrade's, the original verdict named in `note`; the regrade trial's result.json diagnostics go with it. A
 *   regrade of a regrade follows the chain to the root attempt; of several regrades of one attempt, the one that
 *   finished last (`finished_at`; unknown counts as earliest, a tie goes to the one read last) judges, and
 *   `harbor_regraded_twice` names the others.
 * - Not found, several trials match, or the chain loops: the regrade trial stays an attempt (its `agent_result`, the
 *   source's copy, counted once) with the notice `harbor_regrade_source_absent`.
 * - `harbor_regraded` ({@link regradeNotices}, a notice per configuration) counts the attempts regraded and the
 *   verdicts changed, naming up to 10 changes.
 */
import path from 'node:path'
import type { AttemptInput, EvaluationInput } from '../../attempt-input.js'
import { cutText } from '../../json/fields.js'
import type { RootedOpener } from '../../files/paths.js'
import { parseTimestamp } from '../../timestamps.js'
import type { Diagnostic } from '../../types.js'
import { asObject, readJsonFile } from '../json-file.js'
import type { TrialOutcome } from '../trial/trial.js'
import { harborStop } from '../trial/exceptions.js'
import { trialPhases } from '../trial/trial-result.js'

type Trial = Extract<TrialOutcome, { kind: 'trial' }>

/** A job folder as read (load.ts), what the join needs of it. */
export interface RegradeJobRead {
  /** The job folder's name. */
  job: string
  jobDir: string
  open: RootedOpener
  outcomes: readonly TrialOutcome[]
}

/** The job a source trial must be in: job ids (`config.job_id`) and job folder names, either matching. */
interface JobNames {
  ids: string[]
  folders: string[]
}

/** What `config.source_trial` names: names to match the trial by, and its job when it says (null: any job). */
export interface SourceTrialRef {
  names: string[]
  job: JobNames | null
}

/** One attempt judged again. */
interface Regraded {
  /** The source (root) attempt, its evaluation already replaced. */
  attempt: AttemptInput
  /** Its evaluation before. */
  was: EvaluationInput | null
  /** The regrade job whose verdict it takes. */
  job: string
  /** The regrade trial whose verdict it takes (its grader is the attempt's grader now: ../grading/grader-coverage.ts). */
  by: Trial
}

/** What joining regrades to their source trials found. */
export interface RegradeJoin {
  /** Regrade trials joined to a source trial in the input: no attempts; their evidence is never read. */
  joined: ReadonlySet<TrialOutcome>
  regraded: readonly Regraded[]
  /** Findings not about one attempt that stays (repeated regrades). */
  diagnostics: Diagnostic[]
}

/** A trial read, with where it is and what it regrades. */
interface Entry {
  o: Trial
  job: string
  folder: string
  /** `<job>/<trial folder>`, for messages. */
  shown: string
  ref: SourceTrialRef | 'unknown' | null
}

const TRIAL_KEYS = ['trial_name', 'trial_id', 'id', 'name'] as const
const PATH_KEYS = ['path', 'trial_path', 'trial_dir'] as const

/** The longest name kept in a message. */
const MAX_NAME = 64

/** Trials named in one message at most (then `and N more`). */
const MAX_LISTED = 10

/** Last segment of a path (either slash), without trailing slashes. */
function lastSegment(p: string): string {
  const parts = p.replace(/\\/g, '/').replace(/\/+$/, '').split('/')
  return parts[parts.length - 1] ?? p
}

/** A non-empty string own field of `o`, else null. */
function field(o: Record<string, unknown>, key: string): string | null {
  const v = Object.hasOwn(o, key) ? o[key] : undefined
  return typeof v === 'string' && v.trim() !== '' ? v : null
}

/** A path and its last segment, each once. */
function pathNames(p: string | null): string[] {
  if (p === null) return []
  const last = lastSegment(p)
  return last === p || last === '' ? [p] : [p, last]
}

/**
 * `config.source_trial` read leniently (see the module comment): null when absent or null (not a regrade),
 * `unknown` for a value that names no trial.
 */
export function sourceTrialOf(raw: unknown): SourceTrialRef | 'unknown' | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw === 'string') return raw.trim() === '' ? 'unknown' : { names: pathNames(raw), job: null }
  const o = asObject(raw)
  if (o === null) return 'unknown'
  const names = [...TRIAL_KEYS.map((k) => field(o, k)).filter((n) => n !== null), ...PATH_KEYS.flatMap((k) => pathNames(field(o, k)))]
  if (names.length === 0) return 'unknown'
  const ids = [field(o, 'job_id')].filter((n) => n !== null)
  const folders = [field(o, 'job_name'), ...pathNames(field(o, 'job_path')).slice(-1)].filter((n) => n !== null)
  return { names: [...new Set(names)], job: ids.length + folders.length > 0 ? { ids, folders } : null }
}

/**
 * The jobs a regrade job's `config.json` `source_jobs` names (entries with `action` `regrade` or none: `job_id`,
 * the last segment of `path`); null when it names none or cannot be read.
 */
async function sourceJobsOf(j: RegradeJobRead): Promise<JobNames | null> {
  const read = await readJsonFile(await j.open(path.join(j.jobDir, 'config.json')))
  const list = read.state === 'read' ? asObject(read.value)?.source_jobs : undefined
  if (!Array.isArray(list)) return null
  const out: JobNames = { ids: [], folders: [] }
  for (const v of list) {
    const s = asObject(v)
    if (s === null) continue
    const action = Object.hasOwn(s, 'action') ? s.action : undefined
    if (action !== undefined && action !== null && action !== 'regrade') continue
    const id = field(s, 'job_id')
    if (id !== null) out.ids.push(id)
    const p = field(s, 'path')
    if (p !== null) out.folders.push(lastSegment(p))
  }
  return out.ids.length + out.folders.length > 0 ? out : null
}

/** Is `e` in one of the jobs `within` names (any job when null)? */
function inJobs(e: Entry, within: JobNames | null): boolean {
  if (within === null) return true
  return (e.o.trial.job_id !== null && within.ids.includes(e.o.trial.job_id)) || within.folders.includes(e.job)
}

/** Entries by a key, in read order. */
function indexBy(entries: readonly Entry[], key: (e: Entry) => string | null): Map<string, Entry[]> {
  const m = new Map<string, Entry[]>()
  for (const e of entries) {
    const k = key(e)
    if (k === null) continue
    const list = m.get(k)
    if (list === undefined) m.set(k, [e])
    else list.push(e)
  }
  return m
}

/** A name from the evidence, quoted and cut. */
const quoted = (s: string): string => JSON.stringify(cutText(s, MAX_NAME))

/** Milliseconds of a trial's `finished_at`; -Infinity when absent or unreadable (it counts as earliest). */
function finishedMs(e: Entry): number {
  const f = e.o.trial.finished_at
  return f === null ? -Infinity : (parseTimestamp(f).ms ?? -Infinity)
}

/** How a verdict reads in a note or a change: `passed (reward 1)`, `failed (reward 0)`, `no verdict`, `not judged`. */
function verdictText(e: EvaluationInput | null, withReward: boolean): string {
  if (e === null) return 'not judged'
  const word = e.passed === true ? 'passed' : e.passed === false ? 'failed' : 'no verdict'
  return withReward && e.score !== null ? `${word} (reward ${String(e.score)})` : word
}

/** Attempts or verdicts counted: `1 attempt`, `3 attempts`. */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/**
 * Join the regrade trials of `jobs` to their source trials (see the module comment). Replaces the evaluation of
 * each source attempt judged again and pushes the notices about regrade trials that stay attempts onto their own
 * diagnostics; the caller drops the `joined` trials.
 */
export async function joinRegrades(jobs: readonly RegradeJobRead[]): Promise<RegradeJoin> {
  const none: RegradeJoin = { joined: new Set(), regraded: [], diagnostics: [] }
  // Most inputs hold no regrade: nothing is indexed for them.
  if (!jobs.some((j) => j.outcomes.some((o) => o.kind === 'trial' && o.trial.source_trial !== null))) return none
  const entries: Entry[] = []
  // A trial id read again (load.ts keeps the first copy, `harbor_duplicate_trial`) is one trial: its copies go with it.
  const firstOf = new Map<string, Entry>()
  const copies = new Map<Entry, Trial[]>()
  for (const j of jobs)
    for (const o of j.outcomes) {
      if (o.kind !== 'trial') continue
      const first = o.trial.id === null ? undefined : firstOf.get(o.trial.id)
      if (first !== undefined) {
        copies.set(first, [...(copies.get(first) ?? []), o])
        continue
      }
      const file = o.attempt.declared_in?.path ?? `${j.job}/result.json`
      const folder = path.posix.basename(path.posix.dirname(file))
      const e: Entry = {
        o,
        job: j.job,
        folder,
        shown: `${j.job}/${folder}`,
        ref: sourceTrialOf(o.trial.source_trial)
      }
      entries.push(e)
      if (o.trial.id !== null) firstOf.set(o.trial.id, e)
    }
  const regrades = entries.filter((e) => e.ref !== null)
  if (regrades.length === 0) return none
  const at = (e: Entry): Pick<Diagnostic, 'file' | 'json_path'> => ({
    file: e.o.attempt.declared_in?.path ?? e.job,
    json_path: '$.config.source_trial'
  })
  const sourceJobs = new Map<string, JobNames | null>()
  const regradeJobs = new Set(regrades.map((e) => e.job))
  for (const j of jobs) if (regradeJobs.has(j.job) && !sourceJobs.has(j.job)) sourceJobs.set(j.job, await sourceJobsOf(j))
  const tiers = [indexBy(entries, (e) => e.o.trial.id), indexBy(entries, (e) => e.o.trial.trial_name), indexBy(entries, (e) => e.folder)]
  const stays = (e: Entry, why: string): void => {
    e.o.attempt.diagnostics.push({
      code: 'harbor_regrade_source_absent',
      message: `this trial regrades ${why}: it is counted as an attempt of its own, with its agent_result (the source trial's copy) counted once; give the source trial's job folder too to count the source attempt with this verdict instead`,
      ...at(e)
    })
  }
  const parent = new Map<Entry, Entry>()
  for (const r of regrades) {
    if (r.ref === 'unknown') {
      const found = JSON.stringify(r.o.trial.source_trial) ?? String(r.o.trial.source_trial)
      r.o.attempt.diagnostics.push({
        code: 'harbor_source_trial_unknown',
        message: `config.source_trial of unknown shape (${cutText(found, MAX_NAME)}): neither a trial name nor an object naming one (trial_name, trial_id, id, name, path, trial_path, trial_dir); the trial is read as an ordinary attempt, so if it regrades a trial given, that attempt is counted twice`,
        ...at(r)
      })
      continue
    }
    const ref = r.ref as SourceTrialRef
    const within = ref.job ?? sourceJobs.get(r.job) ?? null
    const named = ref.names.map(quoted).join(' or ')
    let found: Entry[] = []
    for (const tier of tiers) {
      found = [...new Set(ref.names.flatMap((n) => tier.get(n) ?? []))].filter((e) => e !== r && inJobs(e, within))
      if (found.length > 0) break
    }
    const source = found.length === 1 ? found[0] : undefined
    const where = within === null ? '' : ` in job ${[...within.ids, ...within.folders].map(quoted).join(' or ')}`
    if (source !== undefined) parent.set(r, source)
    else if (found.length === 0) stays(r, `${named}${where}, a trial that was not given`)
    else
      stays(
        r,
        `${named}${where}, which ${found.length} trials match (${found.map((e) => e.shown).join(', ')}): which one it judged again cannot be told`
      )
  }
  // Each joined regrade's root: the attempt at the end of its chain of source trials, found once per entry (a chain
  // of n regrades is walked once, not once per link); null for an entry on a loop.
  const rootOf = new Map<Entry, Entry | null>()
  const findRoot = (start: Entry): Entry | null => {
    const path: Entry[] = []
    const onPath = new Set<Entry>()
    let e: Entry = start
    let found: Entry | null | undefined
    for (;;) {
      found = rootOf.get(e)
      if (found !== undefined) break
      const p = parent.get(e)
      if (p === undefined) {
        found = e
        break
      }
      if (onPath.has(e)) {
        found = null
        break
      }
      onPath.add(e)
      path.push(e)
      e = p
    }
    for (const x of path) rootOf.set(x, found)
    return found
  }
  const byRoot = new Map<Entry, Entry[]>()
  for (const r of parent.keys()) {
    const s = findRoot(r)
    if (s === null) {
      stays(r, 'a chain of source trials that loops back to itself')
      continue
    }
    const list = byRoot.get(s)
    if (list === undefined) byRoot.set(s, [r])
    else list.push(r)
  }
  const joined = new Set<TrialOutcome>()
  const regraded: Regraded[] = []
  const diagnostics: Diagnostic[] = []
  for (const [root, rs] of byRoot) {
    for (const r of rs) for (const o of [r.o, ...(copies.get(r) ?? [])]) joined.add(o)
    const winner = rs.reduce((a, b) => (finishedMs(b) >= finishedMs(a) ? b : a))
    // The winner's chain (winner → … → root): the regrades it judged again; any other regrade of the root lost.
    const chain: Entry[] = []
    for (let e = parent.get(winner); e !== undefined && e !== root; e = parent.get(e)) chain.push(e)
    const onChain = new Set(chain)
    const others = rs.filter((r) => r !== winner && !onChain.has(r))
    const finished = (e: Entry): string =>
      `${e.shown} (finished ${e.o.trial.finished_at === null ? 'at an unknown time' : cutText(e.o.trial.finished_at, MAX_NAME)})`
    if (others.length > 0)
      diagnostics.push({
        code: 'harbor_regraded_twice',
        message: `${root.shown} was regraded ${others.length + 1} times, by ${[winner, ...others].slice(0, MAX_LISTED).map(finished).join(', ')}${others.length + 1 > MAX_LISTED ? ` and ${others.length + 1 - MAX_LISTED} more` : ''}: the verdict of ${winner.shown}, which finished last, is taken`,
        file: root.o.attempt.declared_in?.path ?? root.job
      })
    const was = root.o.attempt.evaluation
    const now = winner.o.attempt.evaluation
    const via =
      chain.length === 0
        ? ''
        : ` (a regrade of ${chain
            .slice(0, MAX_LISTED)
            .map((e) => e.shown)
            .join(', a regrade of ')}${chain.length > MAX_LISTED ? `, and ${chain.length - MAX_LISTED} more regrades` : ''})`
    const note = `regraded by ${winner.shown}${via}: was ${verdictText(was, true)}`
    root.o.attempt.evaluation = now === null ? null : { ...now, note: now.note ? `${now.note}; ${note}` : note }
    for (const d of winner.o.attempt.diagnostics) root.o.attempt.diagnostics.push(d)
    // The original verification's failure is set aside: the regrade verified again (its own stop, if any, is its
    // verdict's). Other stops (the agent's, the infrastructure's, a cancellation) stay: they are the attempt's run.
    const failed = root.o.trial.exception
    if (failed !== null && harborStop(failed, trialPhases(root.o.trial)).class === 'not_evaluated') {
      root.o.attempt.diagnostics.push({
        code: 'harbor_regraded',
        message: `the original verification's ${cutText(failed.type ?? 'exception', MAX_NAME)} is set aside: ${winner.shown} verified the attempt again`,
        file: root.o.attempt.declared_in?.path ?? root.job,
        json_path: '$.exception_info'
      })
      root.o.trial.exception = null
    }
    regraded.push({ attempt: root.o.attempt, was, job: winner.job, by: winner.o })
  }
  return { joined, regraded, diagnostics }
}

/** The most verdict changes a notice lists. */
const MAX_CHANGES = 10

/**
 * One `harbor_regraded` notice per configuration with attempts judged again (configurations resolved): how many, by
 * which regrade jobs, and how many verdicts changed, up to 10 of them named (`t1: passed → failed`).
 */
export function regradeNotices(join: RegradeJoin): Diagnostic[] {
  const byConfiguration = new Map<string, Regraded[]>()
  for (const r of join.regraded) {
    const list = byConfiguration.get(r.attempt.configuration)
    if (list === undefined) byConfiguration.set(r.attempt.configuration, [r])
    else list.push(r)
  }
  const out: Diagnostic[] = []
  for (const [id, rs] of byConfiguration) {
    const jobs = [...new Set(rs.map((r) => r.job))]
    const changed = rs.filter(
      (r) => (r.was?.passed ?? 'none') !== (r.attempt.evaluation?.passed ?? 'none') || (r.was === null) !== (r.attempt.evaluation === null)
    )
    const tasks = changed.map((r) => r.attempt.task)
    const label = (r: Regraded): string =>
      tasks.filter((t) => t === r.attempt.task).length > 1
        ? `${cutText(r.attempt.task, MAX_NAME)} ${cutText(r.attempt.attempt, MAX_NAME)}`
        : cutText(r.attempt.task, MAX_NAME)
    const shown = changed
      .slice(0, MAX_CHANGES)
      .map((r) => `${label(r)}: ${verdictText(r.was, false)} → ${verdictText(r.attempt.evaluation, false)}`)
    const more = changed.length > MAX_CHANGES ? `, and ${changed.length - MAX_CHANGES} more` : ''
    const verdicts =
      changed.length === 0 ? 'no verdict changed' : `${count(changed.length, 'verdict', 'verdicts')} changed (${shown.join(', ')}${more})`
    out.push({
      code: 'harbor_regraded',
      message: `\`${id}\`: ${count(rs.length, 'attempt', 'attempts')} regraded (${jobs.length === 1 ? 'job' : 'jobs'} ${jobs.map((j) => `\`${j}\``).join(', ')}): ${verdicts}; each attempt's usage and timing are its own trial's, counted once`,
      file: jobs[0] as string
    })
  }
  return out
}
