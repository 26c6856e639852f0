/**
 * Terminal-Bench 1.x (`tb` harness) run folders as attempts (`docs/formats.md`, Harbor):
 * `<run>/run_metadata.json`, `<run>/results.json` (run level, with every
 * trial in `results[]`) and `<run>/<task>/<trial_name>/results.json`.
 *
 * - Attempt: configuration = the map entry for `run:<folder>` or the
 *   `agent_name`, else `<agent_name>@<model_name>` (`tb1:<folder>` without
 *   metadata); task = `task_id`; revision = `<dataset_name>@<dataset_version>`
 *   (TB1 has no task checksum); attempt = `trial_name`.
 * - Verdict: `is_resolved` (null = not evaluated) under evaluator
 *   `tb1-tests:<dataset_name>`; score 1/0; `failure_mode` other than
 *   `unset` is kept in the note (a timed-out agent can still be resolved).
 * - One request per trial with harness counters `tb1.results`
 *   (`total_input_tokens`/`total_output_tokens`). Both 0 means the agent
 *   reported nothing (droid): read as null with `tb1_zero_tokens`; a
 *   negative or fractional total is null with `invalid_count`.
 * - Inventory: `task_ids × n_attempts` of run_metadata.json.
 * - Run `accuracy` counts a trial without a verdict as unresolved; it is
 *   recomputed over trials with a verdict, `tb1_run_accuracy_differs` when
 *   it disagrees.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { AttemptInput, AttemptsRead, ConfigurationInput } from '../attempt-input.js'
import { asObject, numberOrNull, readJsonFile, stringOrNull } from '../harbor/json-file.js'
import { countOrNote } from '../json/fields.js'
import { matchInventory } from '../harbor/job/inventory.js'
import { durationMs } from '../harbor/trial/timing.js'
import type { Diagnostic, FileRef } from '../types.js'
import { ConfigurationError, errorMessage } from '../../errors.js'
import { keyedRecord, ownStringRecord } from '../keyed-record.js'
import type { MapSelectors } from '../harbor/configuration.js'
import { createRootedOpener, type RootedOpener } from '../files/paths.js'

/** Label of TB1 per-trial token counters. */
export const TB1_COUNTERS_SOURCE = 'tb1.results'

/**
 * The trial `results.json` paths of a run, sorted. Throws when the run
 * folder itself cannot be listed; a task folder that cannot be listed is a
 * `tb1_trial_unreadable` diagnostic (shown as `shown(taskDir)`) instead. A
 * symbolic link is never entered; one leading out of the run folder is an
 * `evidence_link_outside` diagnostic.
 */
async function trialResultFiles(
  runDir: string,
  diagnostics: Diagnostic[],
  shown: (p: string) => string,
  open: RootedOpener
): Promise<string[]> {
  const out: string[] = []
  const folders = (dir: string, entries: Array<{ name: string; isDirectory(): boolean; isSymbolicLink(): boolean }>): string[] => {
    for (const e of entries) {
      const problem = e.isSymbolicLink() ? open.folderProblem(path.join(dir, e.name)) : null
      if (problem !== null)
        diagnostics.push({
          code: 'evidence_link_outside',
          message: `${problem}; not followed, nothing behind it is read`,
          file: shown(path.join(dir, e.name))
        })
    }
    return entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
  }
  for (const task of folders(runDir, await readdir(runDir, { withFileTypes: true }))) {
    const taskDir = path.join(runDir, task)
    let trials
    try {
      trials = await readdir(taskDir, { withFileTypes: true })
    } catch (e) {
      diagnostics.push({ code: 'tb1_trial_unreadable', message: `cannot list the task folder: ${errorMessage(e)}`, file: shown(taskDir) })
      continue
    }
    for (const t of folders(taskDir, trials)) out.push(path.join(taskDir, t, 'results.json'))
  }
  return out
}

function trialAttempt(
  r: Record<string, unknown>,
  ctx: { configuration: string; revision: string; evaluator: string; ref: FileRef }
): AttemptInput {
  const diagnostics: Diagnostic[] = []
  const counted: Diagnostic[] = []
  let input = countOrNote(r.total_input_tokens, '$.total_input_tokens', counted)
  let output = countOrNote(r.total_output_tokens, '$.total_output_tokens', counted)
  for (const d of counted) diagnostics.push({ ...d, file: ctx.ref.path })
  if (input === 0 && output === 0) {
    diagnostics.push({
      code: 'tb1_zero_tokens',
      message: 'total_input_tokens and total_output_tokens are both 0: the agent reported no usage; read as not reported',
      file: ctx.ref.path
    })
    input = output = null
  }
  const resolved = typeof r.is_resolved === 'boolean' ? r.is_resolved : null
  const failure = stringOrNull(r.failure_mode)
  const note = failure !== null && failure !== 'unset' ? `failure_mode: ${failure}` : null
  if (note !== null) diagnostics.push({ code: 'tb1_failure_mode', message: note, file: ctx.ref.path })
  const start = stringOrNull(r.trial_started_at)
  const end = stringOrNull(r.trial_ended_at)
  return {
    configuration: ctx.configuration,
    task: stringOrNull(r.task_id) ?? 'unknown',
    revision: ctx.revision,
    attempt: stringOrNull(r.trial_name) ?? stringOrNull(r.id) ?? stringOrNull(r.uuid) ?? 'unknown',
    missing: false,
    requests_complete: true,
    requests: [
      {
        request_id: null,
        result: null,
        record: null,
        harness_counters: {
          ...ctx.ref,
          state: 'read',
          value: {
            source: TB1_COUNTERS_SOURCE,
            usage: {
              input_tokens: input,
              cached_input_tokens: null,
              output_tokens: output,
              reasoning_tokens: null,
              total_tokens: null,
              cost_usd: null,
              pricing_basis: null
            },
            status: null,
            diagnostics: []
          }
        }
      }
    ],
    evaluation: {
      evaluator: { name: ctx.evaluator, version: null },
      passed: resolved,
      score: resolved === null ? null : resolved ? 1 : 0,
      note
    },
    task_duration_ms:
      start !== null && end !== null ? durationMs(start, end, ctx.ref.path, ['$.trial_started_at', '$.trial_ended_at'], diagnostics) : null,
    legacy_counters: [],
    declared_in: ctx.ref,
    diagnostics
  }
}

/** Combine inventory states across runs: contradicted (false) beats unknown (null) beats verified (true). */
function merge(states: Map<string, boolean | null>, id: string, next: boolean | null): void {
  const prev = states.get(id)
  states.set(id, prev === undefined ? next : prev === false || next === false ? false : prev === null || next === null ? null : true)
}

/**
 * Load TB1 run folders. `configurationMap` keys: `run:<folder name>` or an
 * agent name (`map_selectors`: those of these runs). Throws ConfigurationError when a folder cannot be listed.
 */
export async function loadTb1Runs(
  runDirs: string[],
  given: { configurationMap?: ReadonlyMap<string, string> | Record<string, string>; artifactOf?: (absPath: string) => string | null } = {}
): Promise<AttemptsRead & MapSelectors & { source: 'tb1_run' }> {
  const options = { ...given, configurationMap: ownStringRecord(given.configurationMap, 'configurationMap') }
  const selectors = new Set<string>()
  const attempts: AttemptInput[] = []
  const diagnostics: Diagnostic[] = []
  const complete = new Map<string, boolean | null>()
  const seen = new Set<string>()
  for (const given of runDirs) {
    const runDir = path.resolve(given)
    const run = path.basename(runDir)
    const refOf = (p: string): FileRef => ({
      path: path.posix.join(run, path.relative(runDir, p).split(path.sep).join('/')),
      artifact: options.artifactOf?.(p) ?? null
    })
    // Every file of the run is opened inside the run folder: a link leading out of it is refused, named.
    let open: RootedOpener
    try {
      open = await createRootedOpener(runDir, 'the TB1 run folder')
    } catch (e) {
      throw new ConfigurationError(`${runDir} is not a readable TB1 run folder: ${errorMessage(e)}`)
    }
    const metaRead = await readJsonFile(await open(path.join(runDir, 'run_metadata.json')))
    const meta = metaRead.state === 'read' ? asObject(metaRead.value) : null
    const agent = stringOrNull(meta?.agent_name)
    const model = stringOrNull(meta?.model_name)
    const map = options.configurationMap ?? keyedRecord<string>()
    selectors.add(`run:${run}`)
    if (agent !== null) selectors.add(agent)
    const configuration =
      map[`run:${run}`] ??
      (agent !== null ? map[agent] : undefined) ??
      (agent !== null ? `${agent}${model ? `@${model}` : ''}` : `tb1:${run}`)
    const dataset = stringOrNull(meta?.dataset_name)
    const version = stringOrNull(meta?.dataset_version)
    const ctxBase = {
      configuration,
      revision: dataset ? `${dataset}@${version ?? 'unknown'}` : 'unknown',
      evaluator: `tb1-tests:${dataset ?? 'unknown'}`
    }
    const runAttempts: AttemptInput[] = []
    const add = (r: Record<string, unknown>, ref: FileRef): void => {
      const key = stringOrNull(r.id) ?? stringOrNull(r.uuid) ?? `${run}/${stringOrNull(r.trial_name)}`
      if (seen.has(key)) return
      seen.add(key)
      runAttempts.push(trialAttempt(r, { ...ctxBase, ref }))
    }
    for (const f of await trialResultFiles(runDir, diagnostics, (p) => refOf(p).path, open)) {
      const read = await readJsonFile(await open(f))
      if (read.state === 'missing') continue
      const r = read.state === 'read' ? asObject(read.value) : null
      if (r === null || typeof r.trial_name !== 'string') {
        diagnostics.push({
          code: 'tb1_trial_unreadable',
          message: read.state === 'unreadable' ? read.reason : 'not a TB1 trial result',
          file: refOf(f).path
        })
        continue
      }
      add(r, refOf(f))
    }
    const runRead = await readJsonFile(await open(path.join(runDir, 'results.json')))
    const runResults = runRead.state === 'read' ? asObject(runRead.value) : null
    const listed = Array.isArray(runResults?.results) ? runResults.results : []
    listed.forEach((r, i) => {
      const o = asObject(r)
      if (o !== null)
        add(o, { ...refOf(path.join(runDir, 'results.json')), path: `${refOf(path.join(runDir, 'results.json')).path}#results[${i}]` })
    })
    const accuracy = numberOrNull(runResults?.accuracy)
    const verdicts = runAttempts.map((a) => a.evaluation?.passed ?? null).filter((v): v is boolean => v !== null)
    const mine = verdicts.length === 0 ? null : verdicts.filter((v) => v).length / verdicts.length
    if (accuracy !== null && (mine === null || Math.abs(accuracy - mine) > 1e-9))
      diagnostics.push({
        code: 'tb1_run_accuracy_differs',
        message: `run results.json reports accuracy ${accuracy}; recomputed over the ${verdicts.length} of ${runAttempts.length} trials with a verdict: ${mine === null ? 'none' : Number(mine.toFixed(6))} (TB1 counts a trial without a verdict as unresolved)`,
        file: refOf(path.join(runDir, 'results.json')).path,
        json_path: '$.accuracy'
      })
    const tasks = Array.isArray(meta?.task_ids) ? meta.task_ids.filter((t): t is string => typeof t === 'string') : []
    const n = numberOrNull(meta?.n_attempts)
    if (tasks.length > 0 && n !== null && Number.isInteger(n) && n > 0) {
      const slots = tasks.map((task) => ({ configuration, task, n }))
      const m = matchInventory(run, slots, runAttempts, refOf(path.join(runDir, 'run_metadata.json')), 'run_metadata.json')
      for (const a of m.missing) a.revision = ctxBase.revision
      runAttempts.push(...m.missing)
      diagnostics.push(...m.diagnostics)
      merge(complete, configuration, !m.contradicted.has(configuration))
    } else merge(complete, configuration, null)
    attempts.push(...runAttempts)
  }
  const configurations: ConfigurationInput[] = [...complete.entries()].map(([id, c]) => ({
    id,
    attempts_complete: c,
    pricing: null,
    evaluator: null
  }))
  return { source: 'tb1_run', configurations, attempts, diagnostics, map_selectors: [...selectors] }
}
