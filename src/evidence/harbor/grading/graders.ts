/**
 * Who graded a Harbor trial, and whether the grader answered (`docs/formats.md`, "Graders").
 *
 * Harbor itself records nothing about a judge: `verifier_result` is only
 * `{rewards}`. What the files say about the grader (Harbor v0.22.0 with
 * harbor-rewardkit 0.2.0, the releases whose source was read):
 *
 * - the trial's `config.verifier` (result.json): `import_path` + `kwargs`
 *   (a custom verifier class), `env` (only what `--ve` passed; a `${VAR}` or
 *   `${VAR:-default}` value is stored as the template and resolved on the
 *   runner, so its value is not recorded). `REWARDKIT_JUDGE` /
 *   `REWARDKIT_MODEL` there override a RewardKit judge's model;
 * - RewardKit's `verifier/reward-details.json` (multi-step:
 *   `steps/<step>/verifier/`): per top-level reward, a leaf `{score,
 *   criteria[], kind: "llm" | "agent" | "programmatic", judge, warnings[],
 *   usage?}`, a list of leaves, or a group `{kind: "group", aggregation,
 *   threshold?, components: [{name, weight, detail}]}`. An LLM judge is
 *   `{model, reasoning_effort, timeout, files, atif_trajectory, reference,
 *   mode}` (`model`: the LiteLLM route after any override); an agent judge
 *   `{agent, model (null: the CLI's default), timeout, cwd, isolated,
 *   atif_trajectory, mode, mcp_servers}` with the served models in
 *   `usage.models`. Nothing names an LLM judge's served snapshot, the
 *   RewardKit version or the judge prompt's hash.
 *
 * The grader, as the evaluator names it (`verdict.ts`): the judges' kinds
 * and models, sorted (`llm anthropic/claude-sonnet-4-6`,
 * `agent claude-code (claude-opus-4-5)`, `programmatic`), then `#` and the
 * first 8 hex digits of a SHA-256 over every setting that can change a
 * verdict (each judge's settings but its `timeout`, each group's
 * aggregation and threshold, the verifier's `import_path`, `kwargs` and
 * `env` but credentials — a key naming a key, token, secret or password).
 * Without a details file: `verifier <import_path>`, `judge <model> (verifier
 * env REWARDKIT_JUDGE)` or `verifier settings`, with the digest; the empty
 * text when the verifier has no settings at all (the task's own tests,
 * pinned by the task's revision). Equal task revisions and equal graders
 * are necessary for the same grading, never sufficient (a judge's served
 * snapshot is not recorded).
 *
 * The grader is unknown (`grader` null, `unknown` saying why) when a
 * verdict-changing value is not recorded: a template env value, an agent
 * judge on its CLI's default model with no served model named, a judge of a
 * kind this reader does not know (RewardKit 0.2.2 adds `jev`), a details
 * file that cannot be read. (A trial without a details file while other
 * trials of its task have one is made unknown by `load.ts`, which sees them
 * all.)
 *
 * A judge that fails still writes a score (RewardKit `judges.py`
 * `_timeout_scores`): the criteria it could not grade hold `0.0` with `raw:
 * null` and `error` set. Each such criterion is a `failure`; the verdict
 * reader (`verdict.ts`) gives no verdict when one is under the reward key
 * that decides.
 */
import { createHash } from 'node:crypto'
import { closeSync } from 'node:fs'
import path from 'node:path'
import { cutText } from '../../json/fields.js'
import { childPath } from '../../json/json-path.js'
import type { RootedOpener } from '../../files/paths.js'
import type { Diagnostic, FileRef } from '../../types.js'
import { asObject, readJsonFile, stringOrNull } from '../json-file.js'

/** A trial's `config.verifier` settings that can change a verdict (result.json; null when absent). */
export interface VerifierSettings {
  /** `verifier.env`: values as written (a `${VAR}` template is not resolved). */
  env: Record<string, unknown> | null
  /** `verifier.import_path`: a custom verifier class. */
  import_path: string | null
  /** `verifier.kwargs`: the custom verifier's arguments. */
  kwargs: Record<string, unknown> | null
}

/** A criterion the judge could not grade (RewardKit writes 0.0 with `error` set). */
export interface JudgeFailure {
  /** The top-level reward it belongs to (the details file's key). */
  key: string
  /** The criterion's name (or id, or its index). */
  criterion: string
  /** RewardKit's `error`, cut to 200 characters. */
  error: string
  /** File (display path) and JSON path of the criterion. */
  file: string
  json_path: string
}

/** What a trial's files say about its grader. */
export interface Grading {
  /**
   * The grader's text for the evaluator's name (module comment); `''` when the verifier has no settings and no details
   * file names a judge (the task's own tests); null when unknown (`unknown` says why).
   */
  grader: string | null
  /** Why the grader is unknown; null when known. */
  unknown: string | null
  /** Whether a reward-details.json was read (for the trial, or every step of a multi-step trial). */
  details: boolean
  /** The top-level reward keys the details files describe, in file order (each once). */
  detail_keys: string[]
  /** Criteria the judge could not grade, in file order (at most {@link MAX_FAILURES}). */
  failures: JudgeFailure[]
  /** RewardKit `warnings` entries, in file order (at most {@link MAX_FAILURES}, each cut to 200 characters). */
  warnings: string[]
  /**
   * The agent judges' own usage: how many agent judges graded the trial, and per token figure (`input_tokens` includes
   * cache writes and reads) the sum over the judges that reported it and how many did; null when no agent judge.
   */
  judge_usage: JudgeUsage | null
  /** Findings about the details files (an unreadable file; shapes not known make the grader unknown, in `unknown`). */
  diagnostics: Diagnostic[]
}

/** One token figure of the judges' usage: the sum over the judges that reported it, and how many did. */
export interface UsageFigure {
  sum: number
  reported: number
}

/** The agent judges' own usage (see {@link Grading.judge_usage}). */
export interface JudgeUsage {
  judges: number
  input_tokens: UsageFigure
  output_tokens: UsageFigure
}

/** Failures and warnings kept per trial. */
export const MAX_FAILURES = 20

/** Nodes of a details file walked at most (a real one has tens). */
const MAX_NODES = 10_000

/** Nesting followed at most, in groups and in the settings hashed. */
const MAX_DEPTH = 16

/** Env keys that select a RewardKit judge's model (docs rewardkit/index.mdx; `runner.py`). */
const JUDGE_ENV = ['REWARDKIT_JUDGE', 'REWARDKIT_MODEL'] as const

/**
 * An env key naming a credential by its last part (`ANTHROPIC_API_KEY`, `GITHUB_TOKEN`, `DB_PASSWORD`): it authenticates
 * a judge, it does not choose one. A key where such a word is not last (`JUDGE_TOKEN_LIMIT`) is a setting.
 */
const CREDENTIAL = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|SECRET_?KEY|PASSWORD|PASSWD|CREDENTIALS?|AUTH)$/i

/** A value resolved on the runner (`${VAR}`, `${VAR:-default}`): not recorded. */
const TEMPLATE = /\$\{[^}]*\}/

/** JSON with keys sorted, nesting cut at {@link MAX_DEPTH}: the same settings always hash the same. */
function canonical(v: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return '"…"'
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x, depth + 1)).join(',')}]`
  const o = asObject(v)
  if (o !== null)
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k], depth + 1)}`)
      .join(',')}}`
  return JSON.stringify(v) ?? 'null'
}

/** First 8 hex digits of the SHA-256 of `settings` in canonical JSON. */
function digest(settings: unknown): string {
  return createHash('sha256').update(canonical(settings)).digest('hex').slice(0, 8)
}

/** Evidence text in a grader's name: one line, at most 64 characters. */
const shown = (s: string): string => cutText(s.replace(/\s+/g, ' ').trim(), 64)

/** The verifier env entries that can change a verdict: credentials left out, and the judge keys when `dropJudge`. */
function gradingEnv(env: Record<string, unknown> | null, dropJudge: boolean): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (env === null) return out
  for (const [k, v] of Object.entries(env)) {
    if (CREDENTIAL.test(k)) continue
    if (dropJudge && (JUDGE_ENV as readonly string[]).includes(k)) continue
    out.set(k, v)
  }
  return out
}

/** The first env entry whose value is a runner template: the grader is unknown. */
function templated(env: ReadonlyMap<string, unknown>): string | null {
  for (const [k, v] of env)
    if (typeof v === 'string' && TEMPLATE.test(v))
      return `the verifier env ${JSON.stringify(shown(k))} is ${JSON.stringify(shown(v))}, resolved on the runner and not recorded`
  return null
}

/** The walk of one details file. */
interface Walk {
  file: string
  keys: Set<string>
  leaves: Set<string>
  settings: unknown[]
  unknown: string | null
  failures: JudgeFailure[]
  warnings: string[]
  /** Warnings entries in all (`warnings` keeps the first {@link MAX_FAILURES}). */
  warning_count: number
  /** The trajectories the judges were set to read (`judge.atif_trajectory`), as written. */
  trajectories: Set<string>
  usage: JudgeUsage | null
  nodes: number
}

/** A judge's settings that can change its verdict: all but its `timeout` (a null-prototype record: any key is data). */
function judgeSettings(judge: Record<string, unknown>): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>
  for (const [k, v] of Object.entries(judge)) if (k !== 'timeout') out[k] = v
  return out
}

/** A token count as reported: a non-negative finite number, else null (not reported — never 0). */
const tokens = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null)

/** Add one judge's reported count to a usage figure. */
function addTokens(f: UsageFigure, v: number | null): void {
  if (v === null) return
  f.sum += v
  f.reported++
}

/**
 * Criteria errors and warnings of a leaf. `criteria` is a list of objects whose `error` is a string or null
 * (RewardKit `_leaf_detail`); any other shape could hide a failure, so the grader is unknown.
 */
function leafFindings(node: Record<string, unknown>, jsonPath: string, key: string, w: Walk): void {
  const raw = node.criteria
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    w.unknown ??= `${w.file} ${jsonPath}.criteria is not a list, so whether the judge graded every criterion cannot be told`
    return
  }
  const criteria: unknown[] = raw ?? []
  for (const [i, c] of criteria.entries()) {
    const o = asObject(c)
    if (o === null) {
      w.unknown ??= `${w.file} ${jsonPath}.criteria[${i}] is not an object, so whether the judge graded it cannot be told`
      continue
    }
    const error = Object.hasOwn(o, 'error') ? o.error : undefined
    if (error === undefined || error === null || error === '') continue
    if (typeof error !== 'string') {
      w.unknown ??= `${w.file} ${jsonPath}.criteria[${i}].error is ${cutText(JSON.stringify(error) ?? String(error), 32)}, not a message or null, so whether the judge graded it cannot be told`
      continue
    }
    if (w.failures.length >= MAX_FAILURES) break
    const name = stringOrNull(o.name) ?? stringOrNull(o.id) ?? `criterion ${i + 1}`
    w.failures.push({
      key,
      criterion: shown(name),
      error: cutText(error, 200),
      file: w.file,
      json_path: `${jsonPath}.criteria[${i}].error`
    })
  }
  const warnings = Array.isArray(node.warnings) ? node.warnings : []
  w.warning_count += warnings.length
  for (const x of warnings) {
    if (w.warnings.length >= MAX_FAILURES) break
    w.warnings.push(cutText(typeof x === 'string' ? x : (JSON.stringify(x) ?? String(x)), 200))
  }
  const trajectory = stringOrNull(asObject(node.judge)?.atif_trajectory)
  if (trajectory !== null && trajectory !== '' && w.trajectories.size < MAX_FAILURES) w.trajectories.add(trajectory)
}

/** Walk one node of a details file (a leaf, a list of leaves, or a group) under top-level reward `key`. */
function walkNode(node: unknown, jsonPath: string, key: string, depth: number, w: Walk): void {
  if (++w.nodes > MAX_NODES || depth > MAX_DEPTH) {
    w.unknown ??= `${w.file} nests deeper or holds more than this reader follows (${MAX_DEPTH} levels, ${MAX_NODES.toLocaleString('en-US')} entries)`
    return
  }
  if (Array.isArray(node)) {
    for (const [i, x] of node.entries()) walkNode(x, `${jsonPath}[${i}]`, key, depth + 1, w)
    return
  }
  const o = asObject(node)
  if (o === null) {
    w.unknown ??= `${w.file} ${jsonPath} is not a reward detail (an object)`
    return
  }
  const kind = o.kind
  if (kind === 'group') {
    w.settings.push({ group: jsonPath, aggregation: o.aggregation ?? null, threshold: o.threshold ?? null })
    const components = Array.isArray(o.components) ? o.components : []
    for (const [i, c] of components.entries()) walkNode(asObject(c)?.detail, `${jsonPath}.components[${i}].detail`, key, depth + 1, w)
    return
  }
  leafFindings(o, jsonPath, key, w)
  if (kind === 'programmatic') {
    w.leaves.add('programmatic')
    return
  }
  const judge = asObject(o.judge)
  if (kind === 'llm') {
    const model = stringOrNull(judge?.model)
    if (judge === null || model === null) w.unknown ??= `${w.file} ${jsonPath}: an LLM judge whose model is not named`
    else {
      w.leaves.add(`llm ${shown(model)}`)
      w.settings.push({ llm: judgeSettings(judge) })
    }
    return
  }
  if (kind === 'agent') {
    const usage = asObject(o.usage)
    w.usage ??= { judges: 0, input_tokens: { sum: 0, reported: 0 }, output_tokens: { sum: 0, reported: 0 } }
    w.usage.judges++
    addTokens(w.usage.input_tokens, tokens(usage?.input_tokens))
    addTokens(w.usage.output_tokens, tokens(usage?.output_tokens))
    const agent = stringOrNull(judge?.agent)
    const model = stringOrNull(judge?.model)
    // The models the judge was served (usage.models): part of who graded whether or not `model` names an alias.
    const served = Object.keys(asObject(usage?.models) ?? {}).sort()
    if (judge === null || agent === null) w.unknown ??= `${w.file} ${jsonPath}: an agent judge whose agent is not named`
    else if (model === null && served.length === 0)
      w.unknown ??= `${w.file} ${jsonPath}: the agent judge ${JSON.stringify(shown(agent))} ran its CLI's default model, which no file names`
    else {
      const servedText = served.map(shown).join(', ')
      const models =
        model === null
          ? servedText
          : served.length === 0 || (served.length === 1 && served[0] === model)
            ? shown(model)
            : `${shown(model)}; served ${servedText}`
      w.leaves.add(`agent ${shown(agent)} (${models})`)
      w.settings.push({ agent: judgeSettings(judge), served })
    }
    return
  }
  const found = typeof kind === 'string' ? JSON.stringify(shown(kind)) : kind === undefined ? 'no kind' : 'a kind that is not a string'
  w.unknown ??= `${w.file} ${jsonPath}: a judge of ${found}, not one this reader knows (llm, agent, programmatic, group)`
}

/**
 * A step's verifier folder, `steps/<step>/verifier` inside `trialDir`; null for a step without a name or one that is
 * not a single folder name (`..`, a slash): such a name would lead to another step's or trial's files.
 */
function stepVerifierFolder(trialDir: string, step: string | null): string | null {
  if (step === null || step === '' || step === '.' || step === '..' || /[/\\\u0000]/.test(step)) return null
  return path.join(trialDir, 'steps', step, 'verifier')
}

/**
 * The verifier folders of the trial in `trialDir` (Harbor v0.22.0 `verifier/verifier.py`): its own `verifier/` for a
 * single-step trial (`step` null), else one per step named in `steps`, in order (`step` its index; `dir` null for a
 * step whose name is not a single folder name, {@link stepVerifierFolder}).
 */
export function verifierFolders(trialDir: string, steps: readonly (string | null)[]): Array<{ step: number | null; dir: string | null }> {
  if (steps.length === 0) return [{ step: null, dir: path.join(trialDir, 'verifier') }]
  return steps.map((s, i) => ({ step: i, dir: stepVerifierFolder(trialDir, s) }))
}

/** The details file of one verifier folder, read and walked into `w`; false when it is absent. */
async function walkDetails(file: string, display: string, open: RootedOpener, w: Walk, diagnostics: Diagnostic[]): Promise<boolean> {
  const read = await readJsonFile(await open(file))
  if (read.state === 'missing') return false
  w.file = display
  if (read.state === 'unreadable') {
    w.unknown ??= `${display} is unreadable (${read.reason})`
    diagnostics.push({
      code: 'harbor_grader_unknown',
      message: `${display} is unreadable: ${read.reason}; the grader is unknown`,
      file: display
    })
    return true
  }
  const top = asObject(read.value)
  if (top === null) {
    w.unknown ??= `${display} is not a JSON object`
    return true
  }
  for (const [key, node] of Object.entries(top)) {
    if (w.nodes > MAX_NODES) break
    w.keys.add(key)
    walkNode(node, childPath('$', key), key, 0, w)
  }
  return true
}

/**
 * Findings about what the judges saw: RewardKit's `warnings` entries (a notice, `harbor_grader_warnings`: e.g. the
 * trajectory truncated to the judge's token budget), and a trajectory a judge was set to read that the trial folder
 * lacks (a warning, `harbor_grader_input_missing`: RewardKit then gives the judge the text `[trajectory not found]`,
 * and the judge grades without it). A container path `/logs/<rest>` is the trial folder's `<rest>` (Harbor mounts the
 * trial's folders there); other paths, and multi-step trials (whose steps share `/logs/agent`), are not checked.
 */
async function judgeFindings(
  w: Walk,
  trialDir: string,
  multiStep: boolean,
  open: RootedOpener,
  refOf: (absPath: string) => FileRef,
  diagnostics: Diagnostic[]
): Promise<void> {
  if (w.warning_count > 0)
    diagnostics.push({
      code: 'harbor_grader_warnings',
      message: `RewardKit recorded ${w.warning_count} ${w.warning_count === 1 ? 'warning' : 'warnings'} about the judges of this trial (${w.warnings
        .slice(0, 3)
        .map((x) => JSON.stringify(x))
        .join('; ')}${w.warning_count > 3 ? `; and ${w.warning_count - 3} more` : ''})`,
      file: w.file
    })
  if (multiStep) return
  for (const t of w.trajectories) {
    const rest = /^\/logs\/(.+)$/.exec(t)?.[1]
    if (rest === undefined || rest.split('/').some((p) => p === '..' || p === '.' || p === '')) continue
    const file = path.join(trialDir, ...rest.split('/'))
    const opened = await open(file)
    if (typeof opened === 'string' || opened.state !== 'missing') {
      if (typeof opened !== 'string' && opened.state === 'open') closeSync(opened.fd)
      continue
    }
    diagnostics.push({
      code: 'harbor_grader_input_missing',
      message: `a judge was set to read the agent's trajectory ${JSON.stringify(shown(t))}, and ${refOf(file).path} is not in the trial folder: the judge may have graded without it (RewardKit gives it the text "[trajectory not found]"), so its verdict may not rest on the agent's work`,
      file: w.file
    })
  }
}

/**
 * What the files of the trial in `trialDir` say about its grader (module
 * comment): the details file of its verifier folder, or of each step
 * named in `steps` (multi-step), and the trial's verifier `settings`.
 * Files are opened through `open` (rooted at the job folder), shown by
 * `refOf`. Never throws for a file problem (an unreadable details file
 * makes the grader unknown, with a diagnostic).
 */
export async function readGrading(
  trialDir: string,
  settings: VerifierSettings,
  steps: readonly (string | null)[],
  open: RootedOpener,
  refOf: (absPath: string) => FileRef
): Promise<Grading> {
  const diagnostics: Diagnostic[] = []
  const w: Walk = {
    file: '',
    keys: new Set(),
    leaves: new Set(),
    settings: [],
    unknown: null,
    failures: [],
    warnings: [],
    warning_count: 0,
    trajectories: new Set(),
    usage: null,
    nodes: 0
  }
  const folders = verifierFolders(trialDir, steps).map((f) => f.dir)
  let found = 0
  for (const f of folders) {
    if (f === null) continue
    const file = path.join(f, 'reward-details.json')
    if (await walkDetails(file, refOf(file).path, open, w, diagnostics)) found++
  }
  const details = found > 0
  await judgeFindings(w, trialDir, steps.length > 0, open, refOf, diagnostics)
  if (details && found < folders.length)
    w.unknown ??= `${found} of ${folders.length} steps have a reward-details.json; the others' graders are not named`
  const env = gradingEnv(settings.env, details)
  const all = gradingEnv(settings.env, false)
  w.unknown ??= templated(env)
  const verifier = { env: Object.fromEntries(env), import_path: settings.import_path, kwargs: settings.kwargs }
  const base = { details, detail_keys: [...w.keys], failures: w.failures, warnings: w.warnings, judge_usage: w.usage, diagnostics }
  if (w.unknown !== null) return { ...base, grader: null, unknown: w.unknown }
  const hash = digest({ judges: w.settings.map(canonical).sort(), verifier })
  if (details) return { ...base, grader: `${[...w.leaves].sort().join(' + ') || 'no judge named'} #${hash}`, unknown: null }
  const judgeKey = JUDGE_ENV.find((k) => typeof all.get(k) === 'string')
  const name =
    settings.import_path !== null
      ? `verifier ${shown(settings.import_path)}`
      : judgeKey !== undefined
        ? `judge ${shown(all.get(judgeKey) as string)} (verifier env ${judgeKey})`
        : env.size > 0 || (settings.kwargs !== null && Object.keys(settings.kwargs).length > 0)
          ? 'verifier settings'
          : null
  return { ...base, grader: name === null ? '' : `${name} #${hash}`, unknown: null }
}
