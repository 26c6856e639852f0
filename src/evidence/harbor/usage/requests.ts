/**
 * The requests of one Harbor trial (`docs/formats.md`, Harbor trial results and NeMo Fabric's Harbor runner).
 *
 * NeMo Fabric agent: Harbor's Fabric runner makes one request per
 * `agent/fabric-result-<token>.json` (host `<trial>/agent/` = container
 * `/logs/agent/`, so container artifact paths are re-rooted onto the trial
 * folder). Every `run-record.jsonl` found under `<trial>/agent/` is paired
 * with its full result by `.fabric/<runtime_id>/<invocation_id>/`, else by
 * request id, else listed as its own request. When
 * `agent_result.metadata.fabric` names a request id that no file carries,
 * that request is expected and its full result missing. The request list
 * is verified (`requests_complete: true`) when `metadata.fabric` is
 * present (the runner recorded its one request); unverified (null) when only
 * files were found.
 *
 * Non-Fabric agent (no result, no record, no `metadata.fabric`): one
 * request whose accounting is the trial's `agent_result` counters, as
 * harness counters labelled `harbor.agent_result`; the list is complete.
 * Its stop is the trial's `exception_info`, classified (`../trial/exceptions.ts`).
 * A multi-step trial without trial-level counters is accounted from its
 * steps' `agent_result` counters, summed (a lower bound when a step has
 * none). A cancelled trial (`CancelledError`) has status `cancelled` and no usage
 * (its counters stop where it was cancelled: they are kept as a legacy
 * counter and a `harbor_trial_cancelled` diagnostic, never summed).
 *
 * `agent_result` counters of a Fabric trial (backfilled by Harbor from the
 * ATIF) and `metadata.api_equivalent_cost_usd` are legacy counters.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { RequestInput } from '../../attempt-input.js'
import { readFullResult } from '../../fabric/full-result.js'
import { readRequestRecord } from '../../fabric/request-record.js'
import type { Diagnostic, FileRef, HarnessCountersEvidence, LegacyCounter } from '../../types.js'
import { asObject, numberOrNull, stringOrNull } from '../json-file.js'
import { countOrNote, sumHeld } from '../../json/fields.js'
import { simulatedUserUsage } from './simulated-user.js'
import { trialPhases, type AgentResultCounters, type TrialResultEvidence } from '../trial/trial-result.js'
import { harborStop } from '../trial/exceptions.js'
import { stepName } from '../grading/verdict.js'
import type { RootedOpener } from '../../files/paths.js'

/** Label of Harbor `agent_result` counters in every rendering. */
export const HARBOR_COUNTERS_SOURCE = 'harbor.agent_result'

/** What a trial contributes besides its verdict. */
export interface TrialRequests {
  requests: RequestInput[]
  requests_complete: boolean | null
  legacy_counters: LegacyCounter[]
  diagnostics: Diagnostic[]
}

/** Absolute path → FileRef (display path relative to the evidence root, artifact). */
export type RefOf = (absPath: string) => FileRef

/**
 * `run-record.jsonl` files under `dir`, depth-limited, sorted. A record that
 * is a symbolic link is listed (its reader refuses it when it leads out of
 * the job folder); a linked folder is never entered, and one leading out of
 * the job folder is an `evidence_link_outside` diagnostic in `diagnostics`.
 */
async function findRecords(dir: string, open: RootedOpener, refOf: RefOf, diagnostics: Diagnostic[], depth = 8): Promise<string[]> {
  if (depth < 0) return []
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch {
    return []
  }
  const out: string[] = []
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...(await findRecords(p, open, refOf, diagnostics, depth - 1)))
    else if ((e.isFile() || e.isSymbolicLink()) && e.name === 'run-record.jsonl') out.push(p)
    else if (e.isSymbolicLink()) linkOutside(p, open, refOf, diagnostics)
  }
  return out
}

/**
 * An `evidence_link_outside` diagnostic when the symbolic link `p` found in
 * a listing leads out of the job folder to a folder (it is not followed
 * either way); true when it does.
 */
export function linkOutside(p: string, open: RootedOpener, refOf: RefOf, diagnostics: Diagnostic[]): boolean {
  const problem = open.folderProblem(p)
  if (problem !== null)
    diagnostics.push({ code: 'evidence_link_outside', message: `${problem}; not followed, nothing behind it is read`, file: refOf(p).path })
  return problem !== null
}

async function fabricResultFiles(agentDir: string): Promise<string[]> {
  try {
    const names = await readdir(agentDir)
    return names
      .filter((n) => /^fabric-result-.*\.json$/.test(n))
      .sort()
      .map((n) => path.join(agentDir, n))
  } catch {
    return []
  }
}

/** `<runtime>/<invocation>` of `.../.fabric/<runtime>/<invocation>/run-record.jsonl`, or null. */
function recordKey(file: string): string | null {
  const parts = file.split(path.sep)
  const i = parts.lastIndexOf('.fabric')
  return i >= 0 && parts.length === i + 4 ? `${parts[i + 1]}/${parts[i + 2]}` : null
}

function counterOf(source: string, file: string, ar: AgentResultCounters): LegacyCounter {
  return {
    source,
    file,
    input_tokens: ar.n_input_tokens,
    cached_input_tokens: ar.n_cache_tokens,
    output_tokens: ar.n_output_tokens,
    total_tokens: null,
    cost_usd: ar.cost_usd
  }
}

function apiEquivalent(ar: AgentResultCounters | null, file: string): LegacyCounter[] {
  const v = numberOrNull(ar?.metadata?.api_equivalent_cost_usd)
  if (v === null) return []
  return [
    {
      source: 'harbor.agent_result.metadata.api_equivalent_cost_usd (API-equivalent price, not a bill)',
      file,
      input_tokens: null,
      cached_input_tokens: null,
      output_tokens: null,
      total_tokens: null,
      cost_usd: v
    }
  ]
}

/**
 * The usage counters of a multi-step trial whose trial-level `agent_result`
 * is absent (Harbor keeps multi-step usage per step,
 * `step_results[i].agent_result`): the steps' counters summed metric by
 * metric (a metric no step reports stays null; a sum past 2^53 − 1 is
 * null, never rounded), `lower_bound` when a step run has no counters or
 * leaves out a metric another step reports, with a
 * `harbor_step_usage_missing` diagnostic naming the steps. Null for a
 * single-step trial or one with trial-level counters. Every step counter
 * is checked as `checkedAgentResult` checks the trial's.
 */
function stepCounters(
  t: TrialResultEvidence,
  file: string,
  diagnostics: Diagnostic[]
): { counters: AgentResultCounters; lower_bound: boolean } | null {
  if (t.steps.length === 0 || t.agent_result !== null) return null
  const metrics = ['n_input_tokens', 'n_cache_tokens', 'n_output_tokens', 'cost_usd'] as const
  const sums: AgentResultCounters = { n_input_tokens: null, n_cache_tokens: null, n_output_tokens: null, cost_usd: null, metadata: null }
  const checked = t.steps.map((s) => checkedAgentResult(s.agent_result, file, diagnostics, `$.step_results[${s.index}].agent_result`))
  const short: string[] = []
  for (const [i, c] of checked.entries()) {
    const s = t.steps[i]!
    if (c === null) short.push(`${stepName(s)} has no agent_result`)
    for (const m of metrics) {
      const v = c?.[m] ?? null
      if (v !== null) sums[m] = (sums[m] ?? 0) + v
    }
  }
  for (const [i, c] of checked.entries()) {
    if (c === null) continue
    const missing = metrics.filter((m) => c[m] === null && sums[m] !== null)
    const s = t.steps[i]!
    if (missing.length > 0) short.push(`${stepName(s)} leaves out ${missing.join(', ')}`)
  }
  for (const m of metrics) {
    const v = sums[m]
    if (v !== null && !sumHeld(v, m === 'cost_usd' ? 'usd' : 'tokens')) sums[m] = null
  }
  const reported = checked.filter((c) => c !== null).length
  if (short.length > 0)
    diagnostics.push({
      code: 'harbor_step_usage_missing',
      message: `${reported} of ${t.steps.length} steps run report usage counters (${(short.length > 10 ? [...short.slice(0, 10), `and ${short.length - 10} more`] : short).join('; ')}): the trial's usage is the sum of what they report, a lower bound`,
      file,
      json_path: '$.step_results'
    })
  return { counters: sums, lower_bound: short.length > 0 }
}

/** The harness-counter request of a non-Fabric trial (a multi-step trial's counters are its steps' summed, `stepCounters`). */
function harnessRequest(t: TrialResultEvidence, resultRef: FileRef, diagnostics: Diagnostic[]): RequestInput {
  const stop = harborStop(t.exception, trialPhases(t))
  const steps = stop.class === 'cancelled' ? null : stepCounters(t, resultRef.path, diagnostics)
  // A simulated user's counters are not the agent's: its usage is the ACP mapping Harbor kept, if any.
  const simulated = t.user_agent === null ? null : simulatedUserUsage(t, resultRef.path)
  if (simulated !== null) diagnostics.push(simulated.diagnostic)
  const ar = stop.class === 'cancelled' ? null : (simulated?.counters ?? steps?.counters ?? t.agent_result)
  const value: HarnessCountersEvidence = {
    source: HARBOR_COUNTERS_SOURCE,
    stop,
    usage: {
      input_tokens: ar?.n_input_tokens ?? null,
      cached_input_tokens: ar?.n_cache_tokens ?? null,
      output_tokens: ar?.n_output_tokens ?? null,
      reasoning_tokens: null,
      total_tokens: simulated?.total_tokens ?? null,
      cost_usd: ar?.cost_usd ?? null,
      pricing_basis: null
    },
    status: stop.class === 'cancelled' ? 'cancelled' : null,
    diagnostics: []
  }
  if (steps?.lower_bound === true) value.usage_lower_bound = true
  return { request_id: null, result: null, record: null, harness_counters: { ...resultRef, state: 'read', value } }
}

/**
 * The trial's `agent_result` with every counter checked: a token count that
 * is not a non-negative integer, or a negative cost, is null with an
 * `invalid_count` diagnostic (file `file`) — it contributes nothing.
 */
export function checkedAgentResult(
  ar: AgentResultCounters | null,
  file: string,
  diagnostics: Diagnostic[],
  at = '$.agent_result'
): AgentResultCounters | null {
  if (ar === null) return null
  const found: Diagnostic[] = []
  const checked: AgentResultCounters = {
    ...ar,
    n_input_tokens: countOrNote(ar.n_input_tokens, `${at}.n_input_tokens`, found),
    n_cache_tokens: countOrNote(ar.n_cache_tokens, `${at}.n_cache_tokens`, found),
    n_output_tokens: countOrNote(ar.n_output_tokens, `${at}.n_output_tokens`, found),
    cost_usd: countOrNote(ar.cost_usd, `${at}.cost_usd`, found, 'usd')
  }
  for (const d of found) diagnostics.push({ ...d, file })
  return checked
}

/**
 * Read the requests of the trial in `trialDir` whose result.json is
 * `resultRef`, every file opened through `open` (a link leading out of the
 * job folder makes that file unreadable, naming the link).
 */
export async function trialRequests(
  trialDir: string,
  trial: TrialResultEvidence,
  resultRef: FileRef,
  refOf: RefOf,
  open: RootedOpener
): Promise<TrialRequests> {
  const diagnostics: Diagnostic[] = []
  const t: TrialResultEvidence = { ...trial, agent_result: checkedAgentResult(trial.agent_result ?? null, resultRef.path, diagnostics) }
  const agentDir = path.join(trialDir, 'agent')
  const resultFiles = await fabricResultFiles(agentDir)
  const recordFiles = await findRecords(agentDir, open, refOf, diagnostics)
  const fabric = asObject(t.agent_result?.metadata?.fabric)
  const legacy = apiEquivalent(t.agent_result, resultRef.path)
  if (resultFiles.length === 0 && recordFiles.length === 0 && fabric === null) {
    if (harborStop(t.exception, trialPhases(t)).class === 'cancelled') {
      diagnostics.push({
        code: 'harbor_trial_cancelled',
        message:
          'the trial was cancelled (CancelledError): its agent_result counters stop where it was cancelled, so they are not counted as its usage',
        file: resultRef.path,
        json_path: '$.agent_result'
      })
      if (t.agent_result) legacy.unshift(counterOf(`${HARBOR_COUNTERS_SOURCE} (cancelled trial, partial)`, resultRef.path, t.agent_result))
    }
    return { requests: [harnessRequest(t, resultRef, diagnostics)], requests_complete: true, legacy_counters: legacy, diagnostics }
  }

  if (t.agent_result) legacy.unshift(counterOf(HARBOR_COUNTERS_SOURCE, resultRef.path, t.agent_result))
  const requests: RequestInput[] = []
  const byKey = new Map<string, RequestInput>()
  for (const f of resultFiles) {
    const result = await readFullResult(await open(f), refOf(f))
    const req: RequestInput = { request_id: result.state === 'read' ? result.value.request_id : null, result, record: null }
    requests.push(req)
    if (result.state === 'read' && result.value.runtime_id !== null && result.value.invocation_id !== null)
      byKey.set(`${result.value.runtime_id}/${result.value.invocation_id}`, req)
  }
  for (const f of recordFiles) {
    const record = await readRequestRecord(await open(f), refOf(f))
    const key = recordKey(f)
    const rid = record.state === 'read' ? record.value.request_id : null
    const match =
      (key !== null ? byKey.get(key) : undefined) ??
      (rid !== null ? requests.find((r) => r.record === null && r.request_id === rid) : undefined)
    if (match && match.record === null) match.record = record
    else requests.push({ request_id: rid, result: null, record })
  }
  const expectedId = stringOrNull(fabric?.request_id)
  if (expectedId !== null && !requests.some((r) => r.request_id === expectedId)) {
    const pattern = refOf(path.join(agentDir, 'fabric-result-*.json'))
    requests.push({ request_id: expectedId, result: { ...pattern, state: 'missing' }, record: null })
  }
  return { requests, requests_complete: fabric !== null ? true : null, legacy_counters: legacy, diagnostics }
}
