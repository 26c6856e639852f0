/**
 * Harbor job folders → the attempts, configurations and diagnostics of a
 * comparison, without a manifest (formats.md §6–§7).
 *
 * Each path is a Harbor job folder (`jobs/<job>/`, trials in sub-folders)
 * or a single trial folder. Display paths are `<job folder name>/<path in
 * the job>`. Configurations come from `configuration.ts`; verdicts from
 * `verdict.ts`; requests from `requests.ts`; ATIF from `../atif/`.
 * `attempts_complete` is true only for a configuration whose every job has
 * a known inventory (`job-config.ts`) that its trials do not contradict;
 * false when contradicted; null (unverified) otherwise.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { AttemptInput, ComparisonInput, ConfigurationInput, EvaluatorIdentity } from '../../comparison/input.js'
import type { Diagnostic } from '../types.js'
import { errorMessage } from '../../errors.js'
import { MAX_DIRECTORY_ENTRIES } from '../limits.js'
import { derivedConfigurationId, resolveConfiguration, subjectSelectors, type ConfigurationSubject, type MapSelectors } from './configuration.js'
import { readJobInventory } from './job-config.js'
import { fillRevisions } from './revisions.js'
import { checkJobResult } from './job-stats.js'
import { matchInventory } from './inventory.js'
import { configurationNotes, type SubjectUse } from './configuration-notes.js'
import type { RefOf } from './requests.js'
import { isTrialFolder, readTrial, UNKNOWN_REVISION, type TrialOutcome } from './trial.js'

/** Options of {@link loadHarborJobs}. */
export interface HarborLoadOptions {
  /** Configuration map (`configuration.ts`): derived id, `job:<name>`, `kwargs.<k>=<v>` or agent name → configuration id. */
  configurationMap?: Record<string, string>
  /** Passed = primary reward ≥ this (default 1.0). */
  passThreshold?: number
  /** Primary reward key (default `reward`, else the only key). */
  rewardKey?: string
  /** Workflow artifact an absolute path came from (null for local folders). */
  artifactOf?: (absPath: string) => string | null
}

/** The trial folders of `jobDir`, sorted; beyond `MAX_DIRECTORY_ENTRIES` the rest is named in a diagnostic. */
async function trialFolders(jobDir: string, job: string, diagnostics: Diagnostic[]): Promise<string[]> {
  let entries
  try {
    entries = await readdir(jobDir, { withFileTypes: true })
  } catch (e: unknown) {
    throw new Error(`${jobDir} is not a readable Harbor job folder: ${errorMessage(e)}`)
  }
  const names = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name).sort()
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
async function readTrialAlone(trialDir: string, job: string, refOf: RefOf, options: HarborLoadOptions): Promise<TrialOutcome> {
  try {
    return await readTrial(trialDir, job, refOf, options)
  } catch (e) {
    const file = refOf(path.join(trialDir, 'result.json')).path
    return { kind: 'unidentified', diagnostic: { code: 'harbor_trial_unreadable', message: `the trial could not be read: ${errorMessage(e)}`, file } }
  }
}

type ConfigState = { complete: boolean | null }

/**
 * Load Harbor job folders. Throws only when a given folder cannot be listed
 * (not a directory); every file problem is a diagnostic or a gap.
 * `map_selectors`: the configuration map keys that select a trial or an
 * expected agent of these jobs (so the caller can refuse a key that selects nothing).
 */
export async function loadHarborJobs(
  jobDirs: string[],
  options: HarborLoadOptions = {}
): Promise<Pick<ComparisonInput, 'configurations' | 'attempts' | 'diagnostics'> & MapSelectors> {
  const attempts: AttemptInput[] = []
  const diagnostics: Diagnostic[] = []
  const states = new Map<string, ConfigState>()
  const uses: SubjectUse[] = []
  const seenDirs = new Set<string>()
  const seenTrialIds = new Set<string>()
  const mark = (id: string, complete: boolean | null): void => {
    const prev = states.get(id)?.complete
    // contradicted (false) beats unknown (null) beats verified (true), across jobs
    const next = prev === undefined ? complete : prev === false || complete === false ? false : prev === null || complete === null ? null : true
    states.set(id, { complete: next })
  }
  const selectors = new Set<string>()
  const resolve = (s: ConfigurationSubject): string => {
    for (const key of subjectSelectors(s)) selectors.add(key)
    const r = resolveConfiguration(s, options.configurationMap)
    uses.push({ subject: s, resolved: r })
    return r.id
  }
  for (const given of jobDirs) {
    const abs = path.resolve(given)
    if (seenDirs.has(abs)) continue
    seenDirs.add(abs)
    const single = await isTrialFolder(abs)
    const jobDir = single ? path.dirname(abs) : abs
    const job = path.basename(jobDir)
    const refOf: RefOf = (p) => ({ path: path.posix.join(job, path.relative(jobDir, p).split(path.sep).join('/')), artifact: options.artifactOf?.(p) ?? null })
    const inventory = single ? ({ known: false, reason: 'a single trial folder was given' } as const) : await readJobInventory(jobDir, refOf(path.join(jobDir, 'config.json')).path, diagnostics)
    const outcomes: TrialOutcome[] = []
    for (const t of single ? [abs] : await trialFolders(jobDir, job, diagnostics)) outcomes.push(await readTrialAlone(t, job, refOf, options))
    const jobAttempts: AttemptInput[] = []
    const jobTrials: Array<{ trial: Extract<TrialOutcome, { kind: 'trial' }>['trial']; primary_reward: number | null }> = []
    for (const o of outcomes) {
      if (o.kind === 'unidentified') {
        diagnostics.push(o.diagnostic)
        continue
      }
      if (o.kind === 'trial' && o.trial.id !== null) {
        if (seenTrialIds.has(o.trial.id)) {
          diagnostics.push({ code: 'harbor_duplicate_trial', message: `trial id ${o.trial.id} was already read from another folder; this copy is ignored`, file: o.attempt.declared_in?.path ?? job })
          continue
        }
        seenTrialIds.add(o.trial.id)
      }
      o.attempt.configuration = resolve(o.subject)
      jobAttempts.push(o.attempt)
      if (o.kind === 'trial') jobTrials.push({ trial: o.trial, primary_reward: o.primary_reward })
    }
    if (inventory.known) {
      const slots = inventory.agents.flatMap((agent) => {
        const id = resolve({ derived: derivedConfigurationId(agent), job, agent, agent_info_name: null })
        return inventory.tasks.map((task) => ({ configuration: id, task, n: inventory.n_attempts }))
      })
      const m = matchInventory(job, slots, jobAttempts, refOf(path.join(jobDir, 'config.json')))
      jobAttempts.push(...m.missing)
      diagnostics.push(...m.diagnostics)
      for (const id of new Set([...slots.map((s) => s.configuration), ...jobAttempts.map((a) => a.configuration)])) mark(id, !m.contradicted.has(id))
    } else {
      for (const a of jobAttempts) mark(a.configuration, null)
    }
    diagnostics.push(...(await checkJobResult(jobDir, refOf(path.join(jobDir, 'result.json')).path, jobTrials, single ? null : outcomes.length)))
    attempts.push(...jobAttempts)
  }
  fillRevisions(attempts, UNKNOWN_REVISION)
  diagnostics.push(...configurationNotes(uses, options.configurationMap !== undefined))
  const configurations: ConfigurationInput[] = [...states.entries()].map(([id, s]) => ({
    id,
    attempts_complete: s.complete,
    pricing: null,
    evaluator: commonEvaluator(attempts.filter((a) => a.configuration === id))
  }))
  return { configurations, attempts, diagnostics, map_selectors: [...selectors] }
}

/** The evaluator shared by every evaluated attempt, or null when none or several. */
function commonEvaluator(attempts: readonly AttemptInput[]): EvaluatorIdentity | null {
  const names = new Map<string, EvaluatorIdentity>()
  for (const a of attempts) if (a.evaluation?.evaluator) names.set(`${a.evaluation.evaluator.name}@${a.evaluation.evaluator.version ?? ''}`, a.evaluation.evaluator)
  return names.size === 1 ? ([...names.values()][0] as EvaluatorIdentity) : null
}
