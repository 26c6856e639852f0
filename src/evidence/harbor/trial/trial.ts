/**
 * One Harbor trial folder → an attempt (configuration still to resolve).
 *
 * task = `task_name`, revision = `task_checksum` (deprecated in Harbor
 * 0.22), else `task_id.ref` (0.21+), else the job's dataset `ref` (load.ts),
 * attempt = `trial_name`
 * (else the trial `id`, else the folder name). A folder without a readable
 * `result.json` is an attempt that left no result: it is identified from
 * its `config.json` (`TrialConfig`) when possible and is `missing`.
 */
import path from 'node:path'
import { missingAttemptInput, type AttemptInput, type RequestInput } from '../../attempt-input.js'
import { loadAtifTrajectory, type AtifEvidence } from '../../atif/trajectory.js'
import { applyCacheWrites } from '../usage/cache-writes.js'
import { applyUnreportedZeros } from '../usage/unreported-zeros.js'
import { applyInputWithoutWrites } from '../usage/input-without-writes.js'
import { applyCostBasis } from '../usage/cost-basis.js'
import { NO_HARBOR_VERSION, type HarborVersion } from '../job/job-lock.js'
import type { Diagnostic, FileRef } from '../../types.js'
import type { EvidenceRead } from '../../pending-reads.js'
import { errorMessage } from '../../../errors.js'
import { derivedConfigurationId, trialSubject, type AgentConfigLike, type ConfigurationSubject } from '../configuration.js'
import { agentConfigOf, taskNameOf } from '../job/job-config.js'
import { asObject, readJsonFile, stringOrNull } from '../json-file.js'
import { trialRequests, type RefOf } from '../usage/requests.js'
import { durationMs } from './timing.js'
import { HARBOR_PHASES, looksLikeTrialResult, parseTrialResult, type TrialResultEvidence } from './trial-result.js'
import { exceptionNote, trialVerdict, type VerdictOptions } from '../grading/verdict.js'
import { readGrading, type Grading } from '../grading/graders.js'
import { contestDiagnostic, rewardContests, rewardsOfFile, sameRewards } from '../grading/reward-files.js'
import { createRootedOpener, type RootedOpener } from '../../files/paths.js'

/** Revision used when a trial does not say (`task_checksum` absent, or the trial left no result). */
export const UNKNOWN_REVISION = 'unknown'

/** A trial folder, read. `attempt.configuration` is empty until resolved from `subject`. */
export type TrialOutcome =
  | {
      kind: 'trial'
      subject: ConfigurationSubject
      trial: TrialResultEvidence
      /** What the trial's files say about its grader (../grading/graders.ts). */
      grading: Grading
      /** The reward Harbor recorded (`reward`, else the only key), for the job mean's cross-check; not the verdict. */
      primary_reward: number | null
      /** Declared from result.json alone: `requests` empty and `requests_complete` null until `evidence` is read. */
      attempt: AttemptInput
      /** Reads the trial's agent evidence (full results, request records, ATIF trajectory); never throws. */
      evidence: () => Promise<EvidenceRead>
    }
  | { kind: 'no_result'; subject: ConfigurationSubject; attempt: AttemptInput }
  | { kind: 'unidentified'; diagnostic: Diagnostic }

/**
 * Is `dir` itself a trial folder (its result.json, read inside `dir`, is a
 * trial result)? False for a folder that cannot be resolved.
 */
export async function isTrialFolder(dir: string): Promise<boolean> {
  let open: RootedOpener
  try {
    open = await createRootedOpener(dir, 'the given folder')
  } catch {
    return false
  }
  const r = await readJsonFile(await open(path.join(dir, 'result.json')))
  return r.state === 'read' && looksLikeTrialResult(r.value)
}

/**
 * A trial folder whose result.json gives no usable result (`why`): a missing
 * attempt identified from its `config.json` (`TrialConfig`), else from the
 * task, agent and trial name of the unusable result itself (`raw`, when it
 * was a JSON object: a string reward must not hide which trial it was);
 * `unidentified` when neither says the task and agent.
 */
async function withoutResult(
  trialDir: string,
  job: string,
  refOf: RefOf,
  open: RootedOpener,
  why: Diagnostic,
  raw: Record<string, unknown> | null = null
): Promise<TrialOutcome> {
  const cfg = await readJsonFile(await open(path.join(trialDir, 'config.json')))
  const c = cfg.state === 'read' ? asObject(cfg.value) : null
  const fromConfig = {
    task: taskNameOf(c?.task),
    agent: agentConfigOf(c?.agent),
    trial: stringOrNull(c?.trial_name),
    ref: refOf(path.join(trialDir, 'config.json'))
  }
  const fromResult = {
    task: stringOrNull(raw?.task_name),
    agent: agentConfigOf(asObject(raw?.config)?.agent),
    trial: stringOrNull(raw?.trial_name),
    ref: refOf(path.join(trialDir, 'result.json'))
  }
  const known =
    fromConfig.task !== null && fromConfig.agent !== null
      ? fromConfig
      : fromResult.task !== null && fromResult.agent !== null
        ? fromResult
        : null
  if (known === null) {
    const where = raw === null ? 'its config.json does not identify' : 'neither its config.json nor its result.json identifies'
    return { kind: 'unidentified', diagnostic: { ...why, message: `${why.message}; ${where} the task and agent, so it cannot be placed` } }
  }
  const agent = known.agent as AgentConfigLike
  const subject: ConfigurationSubject = { derived: derivedConfigurationId(agent), job, agent, agent_info_name: null }
  const attempt = missingAttemptInput(
    {
      configuration: '',
      task: known.task as string,
      revision: stringOrNull(raw?.task_checksum) ?? UNKNOWN_REVISION,
      attempt: known.trial ?? fromResult.trial ?? path.basename(trialDir)
    },
    known.ref,
    [why]
  )
  return { kind: 'no_result', subject, attempt }
}

/**
 * Read the trial in `trialDir` of job folder `job`, every file opened
 * through `open` (rooted at the job folder: a link leading out of it makes
 * that file unreadable, naming the link).
 */
export async function readTrial(
  trialDir: string,
  job: string,
  refOf: RefOf,
  open: RootedOpener,
  options: VerdictOptions,
  harbor: HarborVersion = NO_HARBOR_VERSION
): Promise<TrialOutcome> {
  const resultPath = path.join(trialDir, 'result.json')
  const ref = refOf(resultPath)
  const read = await readJsonFile(await open(resultPath))
  if (read.state === 'missing')
    return withoutResult(trialDir, job, refOf, open, {
      code: 'harbor_trial_without_result',
      message: 'trial folder has no result.json (still running, killed, or deleted by a retry)',
      file: ref.path
    })
  if (read.state === 'read' && typeof read.value === 'object' && read.value !== null && 'n_total_trials' in read.value)
    return {
      kind: 'unidentified',
      diagnostic: {
        code: 'harbor_nested_job',
        message: 'this folder is a Harbor job (its result.json is a job result), not a trial; pass each job folder itself',
        file: ref.path
      }
    }
  const parsed = read.state === 'read' ? parseTrialResult(read.value) : { ok: false as const, json_path: null, reason: read.reason }
  if (!parsed.ok) {
    const d: Diagnostic = { code: 'harbor_trial_unreadable', message: `trial result.json is unreadable: ${parsed.reason}`, file: ref.path }
    if (parsed.json_path) d.json_path = parsed.json_path
    return withoutResult(trialDir, job, refOf, open, d, read.state === 'read' ? asObject(read.value) : null)
  }
  const t = parsed.value
  const diagnostics: Diagnostic[] = read.state === 'read' ? read.diagnostics.map((d) => ({ ...d, file: ref.path })) : []
  const grading = await readGrading(
    trialDir,
    t.verifier_settings,
    t.steps.map((s) => s.step),
    open,
    refOf
  )
  diagnostics.push(...grading.diagnostics)
  const contest = await contestedRewards(trialDir, t, open, refOf, options, harbor)
  if (contest.diagnostic !== null) diagnostics.push(contest.diagnostic)
  const verdict = trialVerdict(contest.trial, ref.path, options, grading, contest.contested)
  diagnostics.push(...verdict.diagnostics)
  if (t.exception)
    diagnostics.push({
      code: 'harbor_exception',
      message: `Harbor recorded ${exceptionNote(t.exception)}`,
      file: ref.path,
      json_path: '$.exception_info'
    })
  for (const e of t.step_exceptions) {
    const step = e.step === null ? `step ${e.index + 1}` : `step ${JSON.stringify(e.step)}`
    diagnostics.push({
      code: 'harbor_exception',
      message: `Harbor recorded in ${step} ${exceptionNote(e)}`,
      file: ref.path,
      json_path: `$.step_results[${e.index}].exception_info`
    })
  }
  if (t.task_checksum === null && t.task_ref === null)
    diagnostics.push({
      code: 'harbor_no_checksum',
      message: 'trial has neither task_checksum nor task_id.ref; revision from its dataset ref, else "unknown"',
      file: ref.path
    })
  const duration = durationMs(t.started_at, t.finished_at, ref.path, ['$.started_at', '$.finished_at'], diagnostics)
  // The agent's evidence is read later (trialEvidence); its diagnostics go between these and the phases'.
  const before = diagnostics.length
  const attempt: AttemptInput = {
    configuration: '',
    task: t.task_name,
    revision: t.task_checksum ?? t.task_ref ?? UNKNOWN_REVISION,
    attempt: t.trial_name ?? t.id ?? path.basename(trialDir),
    missing: false,
    requests_complete: null,
    requests: [],
    evaluation: verdict.evaluation,
    task_duration_ms: duration,
    phases: HARBOR_PHASES.map((name) => {
      const times = t.phases[name]
      const ms =
        times === null
          ? null
          : durationMs(times.started_at, times.finished_at, ref.path, [`$.${name}.started_at`, `$.${name}.finished_at`], diagnostics)
      return { name, duration_ms: ms }
    }),
    legacy_counters: [],
    declared_in: ref,
    diagnostics
  }
  const evidence = async (): Promise<EvidenceRead> => {
    const read = await trialEvidenceAlone(trialDir, t, ref, refOf, open, harbor)
    return { ...read, diagnostics: [...diagnostics.slice(0, before), ...read.diagnostics, ...diagnostics.slice(before)] }
  }
  return {
    kind: 'trial',
    subject: trialSubject(t, job),
    trial: t,
    grading,
    primary_reward: recordedReward(t),
    attempt,
    evidence
  }
}

/**
 * The trial as its verdict reads it when its reward files disagree (../grading/reward-files.ts): unchanged, with why it has no
 * verdict (`contested`), unless the user named the file that decides — then a single-step trial's rewards are that
 * file's, and a multi-step trial keeps Harbor's reward only when every contested step recorded the chosen file's.
 */
async function contestedRewards(
  trialDir: string,
  t: TrialResultEvidence,
  open: RootedOpener,
  refOf: RefOf,
  options: VerdictOptions,
  harbor: HarborVersion
): Promise<{ trial: TrialResultEvidence; contested: string | null; diagnostic: Diagnostic | null }> {
  const contests = await rewardContests(
    trialDir,
    t.steps.map((s) => s.step),
    open,
    refOf
  )
  if (contests.length === 0) return { trial: t, contested: null, diagnostic: null }
  const chosen = options.rewardFile ?? null
  const single = t.steps.length === 0
  const kept =
    chosen !== null && (single || contests.every((c) => sameRewards(t.steps[c.step ?? 0]?.rewards ?? null, rewardsOfFile(c, chosen))))
  const diagnostic = contestDiagnostic(contests, harbor, t.verifier_mode, chosen, kept)
  if (!kept) return { trial: t, contested: 'its reward files disagree (reward.txt and reward.json)', diagnostic }
  return { trial: single && chosen !== null ? { ...t, rewards: rewardsOfFile(contests[0]!, chosen) } : t, contested: null, diagnostic }
}

/**
 * The reward Harbor recorded and averages in its job mean (`reward`, else the only key; null when none or several):
 * the file's figure, whatever this reader's verdict rules make of it.
 */
function recordedReward(t: TrialResultEvidence): number | null {
  const r = t.rewards
  if (r === null) return null
  if (Object.hasOwn(r, 'reward')) return r.reward ?? null
  const keys = Object.keys(r)
  return keys.length === 1 ? (r[keys[0]!] ?? null) : null
}

/**
 * When the parent's `final_metrics` include the subagents but the harness
 * counters' input is below that total, the counters leave the subagents
 * out: the reason, else null.
 */
function countersBelowFinal(atif: AtifEvidence, counted: readonly RequestInput[]): string | null {
  const sub = atif.subagent_totals?.prompt_tokens ?? 0
  const final = atif.legacy_counters.find((c) => c.source === 'atif.final_metrics')?.input_tokens ?? null
  if (sub <= 0 || final === null) return null
  const below = counted.some(
    (r) =>
      r.harness_counters?.state === 'read' &&
      r.harness_counters.value.usage.input_tokens !== null &&
      r.harness_counters.value.usage.input_tokens < final
  )
  return below
    ? `the parent's final_metrics (${final.toLocaleString('en-US')} prompt tokens) include its subagents' ${sub.toLocaleString('en-US')}, and the harness counters report less`
    : null
}

/** What the agent's evidence of a trial gives its attempt. */
type TrialEvidence = Required<EvidenceRead>

/**
 * The agent's evidence of trial `t` (result ref `ref`): its requests, their list's completeness, legacy counters and
 * the readers' diagnostics.
 */
async function trialEvidence(
  trialDir: string,
  t: TrialResultEvidence,
  ref: FileRef,
  refOf: RefOf,
  open: RootedOpener,
  harbor: HarborVersion
): Promise<TrialEvidence> {
  const req = await trialRequests(trialDir, t, ref, refOf, open)
  const diagnostics = [...req.diagnostics]
  const trajPath = path.join(trialDir, 'agent', 'trajectory.json')
  const atif = await loadAtifTrajectory(trajPath, refOf(trajPath).path, open)
  if (atif) diagnostics.push(...atif.diagnostics)
  const agent = t.agent.name ?? t.agent_info.name
  diagnostics.push(...applyUnreportedZeros(agent, req.requests, atif))
  diagnostics.push(...applyCacheWrites(agent, req.requests, atif, harbor))
  diagnostics.push(...applyInputWithoutWrites(agent, req.requests, atif))
  const costAt = t.agent_result === null && t.steps.length > 0 ? '$.step_results[*].agent_result.cost_usd' : '$.agent_result.cost_usd'
  diagnostics.push(...applyCostBasis(agent, req.requests, atif, ref.path, costAt))
  // Harness counters beside subagents whose usage the files do not show inside: a lower bound, with the reason.
  const counted = req.requests.filter((r) => r.harness_counters?.state === 'read')
  const outside = atif === null ? null : (atif.subagents_outside ?? countersBelowFinal(atif, counted))
  if (outside !== null && counted.length > 0) {
    for (const r of counted) if (r.harness_counters?.state === 'read') r.harness_counters.value.usage_lower_bound = true
    diagnostics.push({
      code: 'atif_subagent_usage_outside',
      message: `${outside}: the trial's usage (its harness counters) is a lower bound`,
      file: ref.path
    })
  }
  return {
    requests: req.requests,
    requests_complete: req.requests_complete,
    legacy_counters: [...req.legacy_counters, ...(atif?.legacy_counters ?? [])],
    diagnostics
  }
}

/**
 * `trialEvidence` on its own seam: a reader that throws (a defect, or a
 * file shape no check foresaw) leaves the attempt without requests, its
 * list unverified, with a `harbor_trial_unreadable` diagnostic — the
 * other trials and the run go on. (Read whole, such a trial was not placed
 * at all; read as the comparison reaches it, it is already placed.)
 */
async function trialEvidenceAlone(
  trialDir: string,
  t: TrialResultEvidence,
  ref: FileRef,
  refOf: RefOf,
  open: RootedOpener,
  harbor: HarborVersion
): Promise<TrialEvidence> {
  try {
    return await trialEvidence(trialDir, t, ref, refOf, open, harbor)
  } catch (e) {
    return {
      requests: [],
      requests_complete: null,
      legacy_counters: [],
      diagnostics: [
        { code: 'harbor_trial_unreadable', message: `the trial's agent evidence could not be read: ${errorMessage(e)}`, file: ref.path }
      ]
    }
  }
}
