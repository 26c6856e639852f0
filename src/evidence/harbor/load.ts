/**
 * Harbor job folders → the attempts, configurations and diagnostics of a
 * comparison, without a manifest (`docs/formats.md`, Harbor jobs and ATIF trajectories).
 *
 * Each path is a Harbor job folder (`jobs/<job>/`, trials in sub-folders)
 * or a single trial folder. Display paths are `<job folder name>/<path in
 * the job>`. Configurations come from `configuration.ts`; verdicts from
 * `grading/verdict.ts`; requests from `usage/requests.ts`; ATIF from `../atif/`.
 * `attempts_complete` is true only for a configuration whose every job has
 * a known inventory (`job/job-config.ts`) that its trials do not contradict and
 * whose job `result.json` does not count cancelled, running or pending
 * trials (`job/job-stats.ts`), or counts some still running or pending (their
 * attempts are then unfinished, `job/running.ts`); false when contradicted or
 * stopped unfinished (cancelled); null
 * (unverified) otherwise. A trial without `task_checksum` or `task_id.ref`
 * takes its dataset's `ref` from the job's config.json as its revision.
 * A `harbor jobs regrade` trial whose source trial is among those read is
 * no attempt: the source attempt takes its verdict (`job/regrade.ts`).
 */
import { ownStringRecord } from '../keyed-record.js'
import { cutText } from '../json/fields.js'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { AttemptInput, AttemptsRead, ConfigurationInput, EvaluatorIdentity } from '../attempt-input.js'
import type { Diagnostic } from '../types.js'
import { ConfigurationError, errorMessage, someNames } from '../../errors.js'
import { MAX_DIRECTORY_ENTRIES } from '../limits.js'
import {
  agentModelOf,
  derivedConfigurationId,
  resolveConfiguration,
  subjectSelectors,
  type ConfigurationSubject,
  type MapSelectors
} from './configuration.js'
import { readJobInventory, type JobInventory } from './job/job-config.js'
import { readHarborVersion, type HarborVersion } from './job/job-lock.js'
import { configurationInputDefinition, inputDefinitionOf } from './usage/agent-input.js'
import { EVERY_PROMPT_TOKEN } from '../../model/attempt.js'
import type { TrialResultEvidence } from './trial/trial-result.js'
import {
  downloadDiagnostics,
  earlierTriesDiagnostic,
  readDownloadManifest,
  readEarlierTries,
  RETRIES_FOLDER,
  type DownloadManifest
} from './job/downloads.js'
import { fillRevisions } from './job/revisions.js'
import { checkJobResult, readJobId } from './job/job-stats.js'
import { matchInventory } from './job/inventory.js'
import { markUnfinished } from './job/running.js'
import { rewardScaleWarnings } from './grading/rewards.js'
import { graderCoverage, type GradedTrial } from './grading/grader-coverage.js'
import { configurationNotes, perJobKwargs, type PerJobKwargs, type SubjectUse } from './configuration-notes.js'
import type { RefOf } from './usage/requests.js'
import { isTrialFolder, readTrial, UNKNOWN_REVISION, type TrialOutcome } from './trial/trial.js'
import type { RewardFileName } from './grading/reward-files.js'
import { joinRegrades, regradeNotices, type RegradeJoin } from './job/regrade.js'
import { linkOutside } from './usage/requests.js'
import { createRootedOpener, type RootedOpener } from '../files/paths.js'
import { readPending, type PendingReads } from '../pending-reads.js'

/** Options of {@link loadHarborJobs}. */
export interface HarborLoadOptions {
  /**
   * Configuration map (`configuration.ts`): derived id, `job:<name>`,
   * `kwargs.<k>=<v>` or agent name → configuration id. A `Map` or an object;
   * only its own entries count (copied at the boundary, keyed-record.ts).
   */
  configurationMap?: ReadonlyMap<string, string> | Record<string, string>
  /** Configuration keys (`--configuration-by`, `configuration.ts`): used for trials no map entry chose. */
  configurationBy?: string[]
  /** Passed = primary reward ≥ this (default 1.0). */
  passThreshold?: number
  /** Primary reward key (default `reward`, else the only key). */
  rewardKey?: string
  /** The reward file that decides when `reward.txt` and `reward.json` disagree (grading/reward-files.ts); absent: no verdict. */
  rewardFile?: RewardFileName
  /** Workflow artifact an absolute path came from (null for local folders). */
  artifactOf?: (absPath: string) => string | null
}

/** Name of a job folder in refusals of links leading out of it. */
const JOB_ROOT = 'the Harbor job folder'

/**
 * The trial folders of `jobDir`, sorted; beyond `MAX_DIRECTORY_ENTRIES` the
 * rest is named in a diagnostic. A symbolic link is never entered; one
 * leading out of the job folder is an `evidence_link_outside` diagnostic
 * and its display path is added to `unplaced`.
 */
async function trialFolders(
  jobDir: string,
  job: string,
  diagnostics: Diagnostic[],
  open: RootedOpener,
  refOf: RefOf,
  unplaced: string[]
): Promise<string[]> {
  let entries
  try {
    entries = await readdir(jobDir, { withFileTypes: true })
  } catch (e: unknown) {
    throw new ConfigurationError(`${jobDir} is not a readable Harbor job folder: ${errorMessage(e)}`)
  }
  // A linked folder leading out of the job is a trial folder (or more) that cannot be read: it cannot be placed either.
  for (const e of entries)
    if (e.isSymbolicLink() && linkOutside(path.join(jobDir, e.name), open, refOf, diagnostics))
      unplaced.push(refOf(path.join(jobDir, e.name)).path)
  // `_retries` (harbor jobs download --include-retries) holds earlier tries, not trials (job/downloads.ts).
  const names = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== RETRIES_FOLDER)
    .map((e) => e.name)
    .sort()
  if (names.length > MAX_DIRECTORY_ENTRIES) {
    diagnostics.push({
      code: 'evidence_folder_unreadable',
      message: `${job}: ${names.length} trial folders, more than the limit of ${MAX_DIRECTORY_ENTRIES}; those after ${names[MAX_DIRECTORY_ENTRIES - 1]} are not read`,
      file: job
    })
    names.length = MAX_DIRECTORY_ENTRIES
  }
  return names.map((n) => path.join(jobDir, n))
}

/**
 * One trial read on its own seam: a reader that throws (a defect, or a
 * file shape no check foresaw) makes a `harbor_trial_unreadable`
 * diagnostic on that trial only — the other trials and the run go on.
 */
async function readTrialAlone(
  trialDir: string,
  job: string,
  refOf: RefOf,
  open: RootedOpener,
  options: HarborLoadOptions,
  harbor: HarborVersion
): Promise<TrialOutcome> {
  try {
    return await readTrial(trialDir, job, refOf, open, options, harbor)
  } catch (e) {
    const file = refOf(path.join(trialDir, 'result.json')).path
    return {
      kind: 'unidentified',
      diagnostic: { code: 'harbor_trial_unreadable', message: `the trial could not be read: ${errorMessage(e)}`, file }
    }
  }
}

type ConfigState = { complete: boolean | null }

/** One job folder, read, before its trials are assigned to configurations. */
interface ReadJob {
  job: string
  jobDir: string
  single: boolean
  refOf: RefOf
  /** Opens the job's files inside its folder (a link leading out is refused). */
  open: RootedOpener
  inventory: JobInventory
  outcomes: TrialOutcome[]
  /** Display paths of trial folders that could not be placed in a configuration (links out, so far). */
  unplaced: string[]
  /** Trial folders refused as links leading out of the job folder. */
  linkedOut: number
  /** The manifest of a download reconstructed from its trials (job/downloads.ts), null otherwise. */
  download: DownloadManifest | null
  /** The job's id (its result.json `id`), null when unknown (job/job-stats.ts `readJobId`). */
  jobId: string | null
}

/**
 * The subjects of a job (its trials' and its config's agents), for the per-job kwargs analysis; a regrade trial joined
 * to its source is no attempt, and its copied kwargs would make a per-job key look shared by two jobs.
 */
function jobSubjects(j: ReadJob, joined: RegradeJoin['joined']): ConfigurationSubject[] {
  const out: ConfigurationSubject[] = []
  for (const o of j.outcomes) if (o.kind !== 'unidentified' && !joined.has(o)) out.push(o.subject)
  if (j.inventory.known)
    for (const agent of j.inventory.agents) out.push({ derived: derivedConfigurationId(agent), job: j.job, agent, agent_info_name: null })
  return out
}

/** The subject with its derived id recomputed without the per-run kwargs of its group. */
function rederived(s: ConfigurationSubject, perJob: ReadonlyMap<string, PerJobKwargs>): ConfigurationSubject {
  const found = perJob.get(agentModelOf(s))
  if (found === undefined) return s
  return { ...s, derived: derivedConfigurationId(s.agent, s.agent_info_name, new Set(found.per_job)) }
}

/** The opener of a job folder's files; throws (as a folder that cannot be listed does) when the folder cannot be resolved. */
async function jobOpener(jobDir: string): Promise<RootedOpener> {
  try {
    return await createRootedOpener(jobDir, JOB_ROOT)
  } catch (e: unknown) {
    throw new ConfigurationError(`${jobDir} is not a readable Harbor job folder: ${errorMessage(e)}`)
  }
}

/** Harbor job folders read: their attempts (each trial's agent evidence still to read, `reads`), configurations and diagnostics. */
export type HarborJobsRead = AttemptsRead & MapSelectors & { source: 'harbor_job'; reads: PendingReads }

/**
 * Load Harbor job folders, every file read: `openHarborJobs` with every
 * trial's agent evidence read, in attempt order (`reads` left empty).
 * Throws as `openHarborJobs` does.
 */
export async function loadHarborJobs(jobDirs: string[], options: HarborLoadOptions = {}): Promise<Omit<HarborJobsRead, 'reads'>> {
  const { reads, ...opened } = await openHarborJobs(jobDirs, options)
  const attempts: AttemptInput[] = []
  // One trial at a time, as the folders were read: a job of many trials never holds many files open.
  for (const a of opened.attempts) attempts.push(await readPending(a, reads))
  return { ...opened, attempts }
}

/**
 * Open Harbor job folders: every job's config.json and result.json and
 * every trial's result.json read (what placing trials in configurations and
 * matching the inventory needs), each trial's agent evidence (full results,
 * request records, ATIF trajectory) left in `reads` for the comparison to
 * read when it reaches the attempt (src/evidence/pending-reads.ts). Throws
 * only when a given folder cannot be listed (not a directory:
 * ConfigurationError naming it); every file problem is a diagnostic or a
 * gap; anything else thrown is a defect. `map_selectors`: the
 * configuration map keys that select a trial or an expected agent of these
 * jobs (so the caller can refuse a key that selects nothing).
 */
export async function openHarborJobs(jobDirs: string[], given: HarborLoadOptions = {}): Promise<HarborJobsRead> {
  const options = { ...given, configurationMap: ownStringRecord(given.configurationMap, 'configurationMap') }
  const attempts: AttemptInput[] = []
  const reads: PendingReads = new Map()
  const diagnostics: Diagnostic[] = []
  const states = new Map<string, ConfigState>()
  const uses: SubjectUse[] = []
  const seenDirs = new Set<string>()
  const seenTrialIds = new Set<string>()
  let orphaned = false
  const mark = (id: string, complete: boolean | null): void => {
    const prev = states.get(id)?.complete
    // contradicted (false) beats unknown (null) beats verified (true), across jobs
    const next =
      prev === undefined ? complete : prev === false || complete === false ? false : prev === null || complete === null ? null : true
    states.set(id, { complete: next })
  }
  const selectors = new Set<string>()
  const policies = new Map<string, Set<string>>()
  // What each configuration's trials count as input (usage/agent-input.ts), and the agents not in Harbor's table.
  const definitions = new Map<string, Set<string>>()
  const jobs: ReadJob[] = []
  const graded: GradedTrial[] = []
  for (const given of jobDirs) {
    const abs = path.resolve(given)
    if (seenDirs.has(abs)) continue
    seenDirs.add(abs)
    const single = await isTrialFolder(abs)
    const jobDir = single ? path.dirname(abs) : abs
    const job = path.basename(jobDir)
    const refOf: RefOf = (p) => ({
      path: path.posix.join(job, path.relative(jobDir, p).split(path.sep).join('/')),
      artifact: options.artifactOf?.(p) ?? null
    })
    // Every file of the job is opened inside the job folder: a link leading out of it is refused, named.
    const open = await jobOpener(jobDir)
    const inventory: JobInventory = single
      ? { known: false, reason: 'a single trial folder was given, not its job folder' }
      : await readJobInventory(jobDir, refOf(path.join(jobDir, 'config.json')).path, diagnostics, open)
    const outcomes: TrialOutcome[] = []
    // Display paths of trial folders that could not be placed in a configuration.
    const unplaced: string[] = []
    const folders = single ? [abs] : await trialFolders(jobDir, job, diagnostics, open, refOf, unplaced)
    const linkedOut = unplaced.length
    // A single trial folder's parent is read as its job folder (the opener is rooted there).
    const harbor = await readHarborVersion(jobDir, refOf(path.join(jobDir, 'lock.json')).path, open)
    const earlier = await readEarlierTries(jobDir, refOf, open, single ? path.basename(abs) : null)
    for (const t of folders) {
      const o = await readTrialAlone(t, job, refOf, open, options, harbor)
      const tries = earlier.get(path.basename(t))
      if (tries !== undefined && o.kind !== 'unidentified') {
        o.attempt.diagnostics.push(earlierTriesDiagnostic(tries))
        earlier.delete(path.basename(t))
      }
      outcomes.push(o)
    }
    // Earlier tries of a trial whose final try is not here: named, never an attempt.
    if (!single) for (const tries of earlier.values()) diagnostics.push(earlierTriesDiagnostic(tries, false))
    const download = single
      ? null
      : await readDownloadManifest(jobDir, refOf(path.join(jobDir, 'download_manifest.json')).path, open, diagnostics)
    const jobId = await readJobId(jobDir, open)
    jobs.push({ job, jobDir, single, refOf, open, inventory, outcomes, unplaced, linkedOut, download, jobId })
  }
  // Regrades judge attempts again: joined to their source trials (in any job given) before any trial is placed.
  const regrades = await joinRegrades(jobs)
  diagnostics.push(...regrades.diagnostics)
  const regradedBy = new Map(regrades.regraded.map((r) => [r.attempt, r.by]))
  const perJob = perJobKwargs(jobs.flatMap((j) => jobSubjects(j, regrades.joined)))
  const resolve = (given: ConfigurationSubject): string => {
    const s = rederived(given, perJob)
    for (const key of [...subjectSelectors(given), ...subjectSelectors(s)]) selectors.add(key)
    const r = resolveConfiguration(s, options.configurationMap, options.configurationBy)
    uses.push({ subject: s, resolved: r })
    return r.id
  }
  for (const { job, jobDir, single, refOf, open, inventory, outcomes, unplaced, linkedOut, download, jobId } of jobs) {
    const configRef = refOf(path.join(jobDir, 'config.json'))
    const jobAttempts: AttemptInput[] = []
    const jobTrials: Array<{ trial: Extract<TrialOutcome, { kind: 'trial' }>['trial']; primary_reward: number | null }> = []
    // Trial folders of another job (their config.job_id is not this job's id): named, counted nowhere.
    let otherJob = 0
    for (const o of outcomes) {
      if (o.kind === 'unidentified') {
        diagnostics.push(o.diagnostic)
        unplaced.push(o.diagnostic.file ?? job)
        continue
      }
      // A regrade joined to its source trial: no attempt, its evidence (the source's copied usage) never read; its
      // trial still counts in its own job's result.json cross-check.
      if (o.kind === 'trial' && jobId !== null && o.trial.job_id !== null && o.trial.job_id !== jobId) {
        otherJob++
        diagnostics.push({
          code: 'harbor_trial_other_job',
          message: `this trial's config.job_id ${JSON.stringify(cutText(o.trial.job_id, 64))} is not the id of job ${job} (${JSON.stringify(cutText(jobId, 64))}, its result.json): a trial of another run left in the job folder (task ${JSON.stringify(cutText(o.trial.task_name, 64))}); it is not an attempt of this job and is counted nowhere`,
          file: o.attempt.declared_in?.path ?? job,
          json_path: '$.config.job_id'
        })
        continue
      }
      if (o.kind === 'trial' && regrades.joined.has(o)) {
        for (const key of subjectSelectors(rederived(o.subject, perJob))) selectors.add(key)
        jobTrials.push({ trial: o.trial, primary_reward: o.primary_reward })
        continue
      }
      if (o.kind === 'trial' && o.trial.id !== null) {
        if (seenTrialIds.has(o.trial.id)) {
          diagnostics.push({
            code: 'harbor_duplicate_trial',
            message: `trial id ${o.trial.id} was already read from another folder; this copy is ignored`,
            file: o.attempt.declared_in?.path ?? job
          })
          continue
        }
        seenTrialIds.add(o.trial.id)
      }
      o.attempt.configuration = resolve(o.subject)
      if (o.kind === 'trial' && o.attempt.revision === UNKNOWN_REVISION && o.trial.source !== null) {
        const ref = inventory.dataset_refs?.get(o.trial.source)
        if (ref !== undefined) o.attempt.revision = ref
      }
      jobAttempts.push(o.attempt)
      if (o.kind === 'trial') {
        jobTrials.push({ trial: o.trial, primary_reward: o.primary_reward })
        // A regraded attempt's verdict is the regrade's, and so is its grader.
        const by = regradedBy.get(o.attempt) ?? o
        graded.push({ attempt: o.attempt, grading: by.grading, source: by.trial.source })
        reads.set(o.attempt, o.evidence)
        noteInputDefinition(o.trial, o.attempt, definitions)
      }
    }
    const jobResult = refOf(path.join(jobDir, 'result.json')).path
    // A reconstructed download's job result.json counts only what arrived: never cross-checked as Harbor's own.
    const result =
      download === null
        ? await checkJobResult(jobDir, jobResult, jobTrials, single ? null : outcomes.length - otherJob, open)
        : { diagnostics: [], unfinished: download.unfinished > 0, running: null }
    diagnostics.push(...result.diagnostics)
    // A regrade job lists the trials it judged again, not attempts (its config.json has no agents). Every trial
    // joined: it adds no attempt and leaves every inventory as the source jobs verify it. Only some joined: the
    // others are attempts of their configurations (their sources were not given), whose inventory it cannot
    // verify (null, below), so those configurations' attempt inventories are unverified.
    const regraded = outcomes.filter((o) => regrades.joined.has(o)).length
    if (regraded > 0 && regraded === outcomes.length && unplaced.length === 0) {
      // nothing to place: the regrade job's trials are all its sources' attempts
    } else if (inventory.known && regraded === 0) {
      const slots = inventory.agents.flatMap((agent) => {
        const id = resolve({ derived: derivedConfigurationId(agent), job, agent, agent_info_name: null })
        return inventory.tasks.map((task) => ({ configuration: id, task, n: inventory.n_attempts }))
      })
      const m = matchInventory(job, slots, jobAttempts, configRef)
      jobAttempts.push(...m.missing)
      diagnostics.push(...m.diagnostics)
      // A job still running lists every trial its config.json expects (the unfinished ones as attempts still running):
      // its inventory is verified; one that stopped unfinished (cancelled) is not.
      for (const id of new Set([...slots.map((s) => s.configuration), ...jobAttempts.map((a) => a.configuration)]))
        mark(id, !m.contradicted.has(id) && (!result.unfinished || result.running !== null))
    } else {
      if (regraded > 0 || (!inventory.known && inventory.from_file === true))
        diagnostics.push({
          code: 'harbor_inventory_unknown',
          message: `the attempt inventory of job ${job} is unknown: ${regraded > 0 || inventory.known ? `${regraded} of its ${outcomes.length} trials regrade trials given (no attempts), the others are attempts it does not list` : inventory.reason}`,
          file: configRef.path
        })
      for (const a of jobAttempts) mark(a.configuration, result.unfinished ? false : null)
    }
    // A job still running: its attempts without a result are unfinished, not missing (job/running.ts).
    markUnfinished(jobAttempts, job, result.running)
    // Each configuration of the job takes the job's retry policy (a single trial folder has no job config to say).
    if (!single && inventory.retry !== undefined)
      for (const a of jobAttempts) policies.set(a.configuration, (policies.get(a.configuration) ?? new Set<string>()).add(inventory.retry))
    if (unplaced.length > 0)
      orphaned = unplacedTrials(job, unplaced, outcomes.length + linkedOut, jobAttempts, mark, diagnostics) || orphaned
    if (download !== null) {
      // Trials that never arrived may be attempts of any configuration of the job: none of their inventories is verified.
      const ids = [...new Set(jobAttempts.map((a) => a.configuration))]
      if (download.missing.length > 0) for (const id of ids) mark(id, false)
      const which =
        ids.length > 0
          ? `the attempt inventory of ${someNames(ids)} is not verified`
          : 'the job names no configuration, so no attempt inventory is verified'
      diagnostics.push(...downloadDiagnostics(job, download, jobResult, which))
      if (download.missing.length > 0 && ids.length === 0) orphaned = true
    }
    attempts.push(...jobAttempts)
  }
  // A trial of a job that names no configuration may belong to any: no inventory is verified then.
  if (orphaned) for (const id of states.keys()) mark(id, false)
  fillRevisions(attempts, UNKNOWN_REVISION)
  diagnostics.push(...graderCoverage(graded, options.rewardKey))
  diagnostics.push(...regradeNotices(regrades))
  diagnostics.push(...rewardScaleWarnings(attempts, options.passThreshold))
  diagnostics.push(
    ...configurationNotes(uses, options.configurationMap !== undefined || (options.configurationBy?.length ?? 0) > 0, perJob)
  )
  const configurations: ConfigurationInput[] = [...states.entries()].map(([id, s]) => ({
    id,
    attempts_complete: s.complete,
    pricing: null,
    evaluator: commonEvaluator(attempts.filter((a) => a.configuration === id)),
    retry_policy: policyOf(policies.get(id)),
    input_definition: configurationInputDefinition(definitions.get(id))
  }))

  return { source: 'harbor_job', configurations, attempts, diagnostics, map_selectors: [...selectors], reads }
}

/**
 * Notes what trial `t` of `attempt` counts as input: its agent's definition (usage/agent-input.ts) into `definitions` by
 * configuration; an agent not in Harbor's table gives the attempt a `harbor_agent_input_unknown` notice (one per
 * trial, so shards merge as one run does). A trial whose usage is NeMo Fabric's (`agent_result.metadata.fabric`)
 * counts every prompt token, as this product does.
 */
function noteInputDefinition(t: TrialResultEvidence, attempt: AttemptInput, definitions: Map<string, Set<string>>): void {
  const fabric = t.agent_result?.metadata?.fabric !== undefined
  const name = t.agent.name ?? t.agent_info.name
  // NeMo Fabric's own usage counts every prompt token, whatever agent ran it.
  const { definition, known } = fabric ? { definition: EVERY_PROMPT_TOKEN, known: true } : inputDefinitionOf(name)
  if (definition === null) return
  definitions.set(attempt.configuration, (definitions.get(attempt.configuration) ?? new Set<string>()).add(definition))
  if (known) return
  attempt.diagnostics.push({
    code: 'harbor_agent_input_unknown',
    message: `the agent ${name === null ? '(unnamed)' : cutText(name, 64)} is not one of Harbor's installed agents: what its n_input_tokens count is unknown, so its input is compared only with the same agent's (input and total deltas against other agents are withheld)`,
    ...(attempt.declared_in === null ? {} : { file: attempt.declared_in.path })
  })
}

/**
 * A job with trial folders that could not be placed in a configuration
 * (`unplaced`, display paths; `folders` trial folders found): each may be an
 * attempt of any configuration of the job, so none of their inventories is
 * verified (`mark(id, false)`) and one `harbor_trial_unplaced` warning names
 * the trials. Returns true when the job names no configuration at all (its
 * trials may then belong to any configuration of the input).
 */
function unplacedTrials(
  job: string,
  unplaced: readonly string[],
  folders: number,
  jobAttempts: readonly AttemptInput[],
  mark: (id: string, complete: boolean | null) => void,
  diagnostics: Diagnostic[]
): boolean {
  const ids = [...new Set(jobAttempts.map((a) => a.configuration))]
  for (const id of ids) mark(id, false)
  const which =
    ids.length > 0
      ? `the attempt inventory of ${someNames(ids)} is not verified`
      : 'the job names no configuration, so no attempt inventory is verified'
  diagnostics.push({
    code: 'harbor_trial_unplaced',
    message: `${job}: ${unplaced.length} of ${folders} trial folders could not be placed in a configuration (${someNames(unplaced)}); each may be an attempt of any configuration of the job: ${which}`,
    file: unplaced[0] ?? job
  })
  return ids.length === 0
}

/** A configuration's retry policy over its jobs: the one policy, `mixed: A | B` when they differ, null when no job config said. */
function policyOf(set: ReadonlySet<string> | undefined): string | null {
  if (set === undefined || set.size === 0) return null
  return set.size === 1 ? [...set][0]! : `mixed: ${[...set].sort().join(' | ')}`
}

/** The evaluator shared by every evaluated attempt, or null when none or several. */
function commonEvaluator(attempts: readonly AttemptInput[]): EvaluatorIdentity | null {
  const names = new Map<string, EvaluatorIdentity>()
  for (const a of attempts)
    if (a.evaluation?.evaluator) names.set(`${a.evaluation.evaluator.name}@${a.evaluation.evaluator.version ?? ''}`, a.evaluation.evaluator)
  return names.size === 1 ? ([...names.values()][0] as EvaluatorIdentity) : null
}
