/**
 * NeMo Fabric's Harbor sample summaries (`examples/harbor/*\/sample-artifacts/
 * <harness>-relay/`; `docs/formats.md`, Harbor) as the evidence of one attempt:
 *
 * - `result-summary.json` (`fabric.harbor.sample/v1alpha1`): task,
 *   task_checksum (revision), harness, model, fabric_status,
 *   harbor_exception, harbor_reward;
 * - `telemetry-summary.json` (`fabric.harbor.telemetry/v1alpha1`): the ATIF
 *   `final_metrics`;
 * - `verifier-summary.json` (optional): the verifier's own `resolved` and
 *   `reward`, cross-checked against `harbor_reward` (warning
 *   `harbor_sample_verdict_differs` when they disagree);
 * - `trajectory.json` (optional): the promoted ATIF trajectory.
 *
 * The summaries carry no full result and say nothing of the requests the
 * run made: the attempt is found (its summary is there) with an unverified,
 * empty request list, so its token counts and cost are unknown (no
 * requests listed), never missing; the notice
 * `harbor_sample_accounting_unknown` says so in the cells' words. ATIF
 * counters are legacy counters of the whole attempt (`trajectory.json`
 * when present, else the telemetry summary's), listed with the attempt and
 * never summed (their meaning is the producer's: the Claude sample's cached
 * tokens exceed its prompt tokens). The verdict is `harbor_reward`
 * under `harbor-verifier:<task org>` (e.g. `swe-bench`).
 */
import path from 'node:path'
import type { AttemptInput } from '../../attempt-input.js'
import { loadAtifTrajectory } from '../../atif/trajectory.js'
import { createRootedOpener, type RootedOpener } from '../../files/paths.js'
import type { Diagnostic, LegacyCounter } from '../../types.js'
import { asObject, numberOrNull, readJsonFile, stringOrNull } from '../json-file.js'
import { DEFAULT_PASS_THRESHOLD, harborEvaluator, reachesThreshold } from '../grading/verdict.js'

/** Options of {@link readHarborSample}. */
export interface HarborSampleOptions {
  /** Configuration id; default `<harness>@<model>`. */
  configuration?: string
  /** Passed = harbor_reward ≥ this (default 1.0). */
  passThreshold?: number
  /** Display path of the folder (default its name). */
  display?: string
  /** Workflow artifact the folder came from (default null: a local folder). */
  artifact?: string | null
}

/**
 * Read the sample folder `dir`. Throws an Error naming the file when
 * `result-summary.json` is absent, unreadable or not `fabric.harbor.sample/v1alpha1`.
 */
export async function readHarborSample(dir: string, options: HarborSampleOptions = {}): Promise<AttemptInput> {
  const shown = options.display ?? path.basename(dir)
  const artifact = options.artifact ?? null
  const summaryRef = { path: `${shown}/result-summary.json`, artifact }
  // Every file is opened inside the sample folder: a link leading out of it is refused, named.
  const open = await createRootedOpener(dir, 'the sample folder')
  const read = await readJsonFile(await open(path.join(dir, 'result-summary.json')))
  const s = read.state === 'read' ? asObject(read.value) : null
  if (s === null || s.schema_version !== 'fabric.harbor.sample/v1alpha1')
    throw new Error(`${summaryRef.path}: not a fabric.harbor.sample/v1alpha1 result summary`)
  const task = stringOrNull(s.task) ?? 'unknown'
  const harness = stringOrNull(s.harness) ?? 'unknown'
  const model = stringOrNull(s.model)
  const reward = numberOrNull(s.harbor_reward)
  const exception = s.harbor_exception === null || s.harbor_exception === undefined ? null : JSON.stringify(s.harbor_exception)
  const diagnostics: Diagnostic[] = []
  if (exception !== null) diagnostics.push({ code: 'harbor_exception', message: `Harbor recorded ${exception}`, file: summaryRef.path })

  const legacy: LegacyCounter[] = []
  const traj = await loadAtifTrajectory(path.join(dir, 'trajectory.json'), `${shown}/trajectory.json`, open)
  if (traj !== null) {
    legacy.push(...traj.legacy_counters)
    diagnostics.push(...traj.diagnostics)
  } else {
    const tel = await readJsonFile(await open(path.join(dir, 'telemetry-summary.json')))
    const fm = asObject(asObject(asObject(tel.state === 'read' ? tel.value : null)?.atif)?.final_metrics)
    if (fm !== null) {
      const file = `${shown}/telemetry-summary.json`
      const c: LegacyCounter = {
        source: 'atif.final_metrics (telemetry summary)',
        file,
        input_tokens: numberOrNull(fm.total_prompt_tokens),
        cached_input_tokens: numberOrNull(fm.total_cached_tokens),
        output_tokens: numberOrNull(fm.total_completion_tokens),
        total_tokens: null,
        cost_usd: numberOrNull(fm.total_cost_usd)
      }
      legacy.push(c)
      if (c.cached_input_tokens !== null && c.input_tokens !== null && c.cached_input_tokens > c.input_tokens)
        diagnostics.push({
          code: 'atif_cached_exceeds_prompt',
          message: `final_metrics: cached tokens ${c.cached_input_tokens.toLocaleString('en-US')} exceed prompt tokens ${c.input_tokens.toLocaleString('en-US')}; the producer counted cache apart from prompt (ATIF says prompt includes cached)`,
          file,
          json_path: '$.atif.final_metrics'
        })
    }
  }
  diagnostics.push({
    code: 'harbor_sample_accounting_unknown',
    // The same words as the token and cost cells (`unknown (no requests listed)`): the counters are the attempt's, not its accounting.
    message: `the sample carries no full result (NeMo Fabric's Harbor summaries hold no RunResult) and no request list: its token counts and cost are unknown (no requests listed)${legacy.length > 0 ? `; its ATIF counters (${legacy.map((c) => c.source).join(', ')}) are legacy counters of the whole attempt, listed with the attempt (job summary, --details) and never summed` : ''}`,
    file: summaryRef.path
  })
  const passed = reward === null ? null : reachesThreshold(reward, options.passThreshold ?? DEFAULT_PASS_THRESHOLD)
  diagnostics.push(...(await verifierCheck(dir, shown, reward, passed, open)))
  const org = task.includes('/') ? task.slice(0, task.indexOf('/')) : null
  return {
    configuration: options.configuration ?? `${harness}${model ? `@${model}` : ''}`,
    task,
    revision: stringOrNull(s.task_checksum) ?? 'unknown',
    attempt: path.basename(dir),
    missing: false,
    requests_complete: null,
    requests: [],
    evaluation: {
      evaluator: harborEvaluator(org),
      passed,
      score: reward,
      ...(reward === null ? {} : { scores: { reward } }),
      note: exception
    },
    task_duration_ms: null,
    legacy_counters: legacy,
    declared_in: summaryRef,
    diagnostics
  }
}

/**
 * The sample's `verifier-summary.json` against its `harbor_reward`: a
 * `harbor_sample_verdict_differs` diagnostic when the verifier's `reward`
 * differs from it, or its `resolved` from the verdict the threshold gives.
 * Nothing when the file is absent or says neither.
 */
async function verifierCheck(
  dir: string,
  shown: string,
  reward: number | null,
  passed: boolean | null,
  open: RootedOpener
): Promise<Diagnostic[]> {
  const file = `${shown}/verifier-summary.json`
  const read = await readJsonFile(await open(path.join(dir, 'verifier-summary.json')))
  if (read.state === 'missing') return []
  const v = read.state === 'read' ? asObject(read.value) : null
  if (v === null)
    return [
      {
        code: 'harbor_sample_verdict_differs',
        message: `verifier summary unreadable${read.state === 'unreadable' ? ` (${read.reason})` : ''}; the verdict is harbor_reward alone`,
        file
      }
    ]
  const out: Diagnostic[] = []
  const vReward = numberOrNull(v.reward)
  if (vReward !== null && vReward !== reward)
    out.push({
      code: 'harbor_sample_verdict_differs',
      message: `the verifier summary says reward ${vReward}, the result summary harbor_reward ${reward ?? 'null'}; the verdict is harbor_reward`,
      file,
      json_path: '$.reward'
    })
  if (typeof v.resolved === 'boolean' && passed !== null && v.resolved !== passed)
    out.push({
      code: 'harbor_sample_verdict_differs',
      message: `the verifier summary says resolved ${v.resolved}, harbor_reward ${reward} reads as ${passed ? 'passed' : 'failed'}; the verdict is harbor_reward`,
      file,
      json_path: '$.resolved'
    })
  return out
}
