/**
 * What `harbor jobs download` adds to a job folder (`docs/formats.md`,
 * Harbor; Harbor's `download/downloader.py`, PR #2721):
 *
 * - `--include-retries` writes each trial's earlier tries under
 *   `<job>/_retries/<trial>/retry-<i>/` (each with that try's
 *   `result.json`). `_retries` is not a trial: its tries are the trial's
 *   earlier tries — counted and their usage summed here, shown apart from
 *   the figures (which are the final try's, as are the verdicts), never an
 *   attempt of their own.
 * - A reconstructed download writes `download_manifest.json`
 *   (`reconstructed_from_trials: true`, `n_total_trials`,
 *   `n_trials_missing`, `missing[]` with `trial_name` and `reason`) and
 *   synthesises the job `result.json` from the trials that arrived; trials
 *   whose archive is missing are named only in that manifest.
 *
 * Every file is opened through the job folder's rooted opener; a linked
 * folder is never entered. Lenient: an unreadable file is a diagnostic,
 * never the end of the run.
 */
import { cutText } from '../../json/fields.js'
import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Diagnostic } from '../../types.js'
import type { RootedOpener } from '../../files/paths.js'
import { MAX_DIRECTORY_ENTRIES } from '../../limits.js'
import { asObject, numberOrNull, readJsonFile, stringOrNull } from '../json-file.js'
import { parseTrialResult } from '../trial/trial-result.js'
import { ESTIMATING_AGENTS } from '../usage/cost-basis.js'
import type { RefOf } from '../usage/requests.js'

/** The folder `harbor jobs download --include-retries` keeps earlier tries in. */
export const RETRIES_FOLDER = '_retries'

/** The earlier tries of one trial, read from `_retries/<trial>/retry-<i>/result.json`. */
export interface EarlierTries {
  /** Display path of `_retries/<trial>`. */
  folder: string
  /**
   * One entry per `retry-<i>` folder, in `i` order: its exception type (null: none recorded, or its result unreadable)
   * and whether its result was read.
   */
  tries: Array<{ name: string; exception: string | null; read: boolean }>
  /** Usage summed over the tries whose result reports it (tokens, USD); null when none does. */
  usage: { input: number | null; output: number | null; cost_usd: number | null }
  /** The tries' agent reports no cost of its own (../usage/cost-basis.ts `ESTIMATING_AGENTS`): their cost is Harbor's LiteLLM estimate. */
  cost_estimated: boolean
  /** Tries whose result.json could not be read (their usage unknown). */
  unreadable: number
  /** Tries read whose `agent_result` leaves out input or output tokens (their usage partly unknown). */
  unreported: number
}

/** Real, non-hidden sub-folders of `dir` (symbolic links never entered), sorted; [] when it cannot be listed. */
async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true })
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort()
      .slice(0, MAX_DIRECTORY_ENTRIES)
  } catch {
    return []
  }
}

/**
 * `sum + v` for a usage figure (`tokens`: a safe integer count, else USD); `v` null, negative or not a count, or a
 * token sum past 2^53 − 1, leaves `sum` as it is.
 */
function add(sum: number | null, v: number | null, tokens: boolean): number | null {
  if (v === null || v < 0 || (tokens && !Number.isSafeInteger(v))) return sum
  const s = (sum ?? 0) + v
  return tokens && !Number.isSafeInteger(s) ? sum : s
}

/** `retry-<i>` → i, else null. */
function retryIndex(name: string): number | null {
  const m = /^retry-(\d{1,6})$/.exec(name)
  return m === null ? null : Number(m[1])
}

/**
 * The earlier tries of `<jobDir>/_retries/`, by trial folder name (a `Map`:
 * the names are evidence text); only `_retries/<only>` when `only` is
 * given (a single trial folder). Empty when the folder is absent or is a
 * symbolic link (never entered).
 */
export async function readEarlierTries(
  jobDir: string,
  refOf: RefOf,
  open: RootedOpener,
  only: string | null = null
): Promise<Map<string, EarlierTries>> {
  const out = new Map<string, EarlierTries>()
  const root = path.join(jobDir, RETRIES_FOLDER)
  try {
    if (!(await lstat(root)).isDirectory()) return out
  } catch {
    return out
  }
  const trials = only === null ? await subfolders(root) : (await subfolders(root)).filter((t) => t === only)
  for (const trial of trials) {
    const dir = path.join(root, trial)
    const names = (await subfolders(dir)).filter((n) => retryIndex(n) !== null).sort((a, b) => retryIndex(a)! - retryIndex(b)!)
    const entry: EarlierTries = {
      folder: refOf(dir).path,
      tries: [],
      usage: { input: null, output: null, cost_usd: null },
      cost_estimated: false,
      unreadable: 0,
      unreported: 0
    }
    for (const name of names) {
      const read = await readJsonFile(await open(path.join(dir, name, 'result.json')))
      const parsed = read.state === 'read' ? parseTrialResult(read.value) : null
      if (parsed === null || !parsed.ok) {
        entry.unreadable++
        entry.tries.push({ name, exception: null, read: false })
        continue
      }
      const t = parsed.value
      entry.tries.push({ name, exception: t.exception?.type ?? null, read: true })
      const ar = t.agent_result
      if (ar === null || ar.n_input_tokens === null || ar.n_output_tokens === null) entry.unreported++
      entry.usage.input = add(entry.usage.input, ar?.n_input_tokens ?? null, true)
      entry.usage.output = add(entry.usage.output, ar?.n_output_tokens ?? null, true)
      entry.usage.cost_usd = add(entry.usage.cost_usd, ar?.cost_usd ?? null, false)
      if (ar?.cost_usd != null && ESTIMATING_AGENTS.has(t.agent.name ?? t.agent_info.name ?? '')) entry.cost_estimated = true
    }
    if (entry.tries.length > 0) out.set(trial, entry)
  }
  return out
}

/**
 * The `harbor_earlier_tries` diagnostic of a trial with earlier tries (file: its `_retries` folder); `found`: its final
 * try is in the job folder.
 */
export function earlierTriesDiagnostic(e: EarlierTries, found = true): Diagnostic {
  const n = e.tries.length
  const tries = e.tries
    .map((t) => `${t.name}${t.read ? (t.exception === null ? '' : ` ${JSON.stringify(t.exception)}`) : ' unreadable'}`)
    .join(', ')
  const f = (v: number | null, unit: string): string =>
    v === null ? `${unit} unknown` : `${unit} ${unit === 'cost' ? `$${v}` : v.toLocaleString('en-US')}`
  const unknown = [
    e.unreadable > 0 ? `${e.unreadable} unreadable` : null,
    e.unreported > 0 ? `${e.unreported} without input or output counters` : null
  ].filter((x) => x !== null)
  const partial = unknown.length > 0 ? ` (at least: ${unknown.join(', ')} of ${n})` : ''
  return {
    code: 'harbor_earlier_tries',
    message: `${n} earlier ${n === 1 ? 'try' : 'tries'} of this trial kept by the download (${tries}): their usage${partial} — ${f(e.usage.input, 'input tokens')}, ${f(e.usage.output, 'output tokens')}, ${f(e.usage.cost_usd, 'cost')}${e.cost_estimated && e.usage.cost_usd !== null ? ' (a LiteLLM price estimate, not a bill)' : ''} — is spend apart, not in the figures; ${found ? "the verdict and usage are the final try's" : 'no final try of this trial is in the job folder, so it is no attempt here'}`,
    file: e.folder
  }
}

/** A reconstructed download's manifest, as far as the comparison reads it. */
export interface DownloadManifest {
  /** Display path of `download_manifest.json`. */
  file: string
  /** `n_total_trials`: the trials the job planned (null when absent). */
  planned: number | null
  /** `missing[]`: trials that never arrived, with their reason (`archive_object_not_found`…); `trial_name` null when absent. */
  missing: Array<{ trial: string | null; reason: string | null }>
  /** Trials the manifest lists as `running` or `pending`: the job had not finished when it was downloaded. */
  unfinished: number
}

/** Longest evidence string kept from a download manifest entry. */
const MAX_NAME_CHARS = 200
const cut = (s: string | null): string | null => (s === null ? null : cutText(s, MAX_NAME_CHARS))

/**
 * `<jobDir>/download_manifest.json` when it says the job was reconstructed
 * from its trials (`reconstructed_from_trials: true`); null when absent or
 * not reconstructed. An unreadable manifest is a `harbor_download_manifest_unreadable`
 * diagnostic in `diagnostics` (and null).
 */
export async function readDownloadManifest(
  jobDir: string,
  display: string,
  open: RootedOpener,
  diagnostics: Diagnostic[]
): Promise<DownloadManifest | null> {
  const read = await readJsonFile(await open(path.join(jobDir, 'download_manifest.json')))
  if (read.state === 'missing') return null
  const m = read.state === 'read' ? asObject(read.value) : null
  if (m === null) {
    diagnostics.push({
      code: 'harbor_download_manifest_unreadable',
      message: read.state === 'unreadable' ? read.reason : 'not a JSON object',
      file: display
    })
    return null
  }
  if (m.reconstructed_from_trials !== true) return null
  const list = Array.isArray(m.missing) ? m.missing : []
  const missing = list.slice(0, MAX_DIRECTORY_ENTRIES).map((v) => {
    const o = asObject(v)
    return { trial: cut(stringOrNull(o?.trial_name) ?? (typeof v === 'string' ? v : null)), reason: cut(stringOrNull(o?.reason)) }
  })
  const count = numberOrNull(m.n_trials_missing)
  if (count !== null && count > missing.length)
    for (let i = missing.length; i < Math.min(count, MAX_DIRECTORY_ENTRIES); i++)
      missing.push({ trial: null, reason: 'counted in n_trials_missing, not listed' })
  const listed = (k: string): number => (Array.isArray(m[k]) ? (m[k] as unknown[]).length : 0)
  return { file: display, planned: numberOrNull(m.n_total_trials), missing, unfinished: listed('running') + listed('pending') }
}

/**
 * The diagnostics of a reconstructed download: `harbor_job_result_synthesised`
 * (its job result.json is not Harbor's own count) and, when trials never
 * arrived, `harbor_download_trials_missing` naming each with its reason and
 * the configurations whose inventory that leaves unverified (`which`).
 */
export function downloadDiagnostics(job: string, m: DownloadManifest, jobResult: string, which: string): Diagnostic[] {
  const out: Diagnostic[] = [
    {
      code: 'harbor_job_result_synthesised',
      message: `${job} was reconstructed from its trials by \`harbor jobs download\` (${m.file} reconstructed_from_trials): its result.json counts only the trials that arrived, so it is not cross-checked as Harbor's own${m.planned === null ? '' : `; ${m.planned} trials planned (n_total_trials)`}${m.unfinished > 0 ? `; ${m.unfinished} listed running or pending: the job had not finished` : ''}`,
      file: jobResult
    }
  ]
  if (m.missing.length > 0) {
    const named = m.missing.map(
      (x) =>
        `${x.trial === null ? 'an unnamed trial' : JSON.stringify(x.trial)} (${x.reason === null ? 'no reason given' : JSON.stringify(x.reason)})`
    )
    const shown = named.length > 10 ? [...named.slice(0, 10), `and ${named.length - 10} more`] : named
    out.push({
      code: 'harbor_download_trials_missing',
      message: `${job}: ${m.missing.length} ${m.missing.length === 1 ? 'trial' : 'trials'} of the job never arrived in the download (${shown.join(', ')}); each is an attempt with no evidence that cannot be placed in a configuration: ${which}`,
      file: m.file,
      json_path: '$.missing'
    })
  }
  return out
}
