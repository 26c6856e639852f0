/**
 * Which configuration a Harbor trial belongs to.
 *
 * Derived id (no mapping): `<agent>@<model>#<kwargs digest>` from the
 * trial's `config.agent` — `name` (else `import_path`, else
 * `agent_info.name`), `model_name`, and the first 8 hex digits of the
 * SHA-256 of `kwargs` serialised with sorted keys. `@<model>` is left out
 * without a model, `#<digest>` without kwargs (absent or `{}`). Two
 * configurations often share an agent name and differ only in kwargs
 * (e.g. `kwargs.harness`), hence the digest.
 *
 * Configuration map (`--configuration-map FILE`, JSON object of strings):
 * each key selects trials, each value is the user's configuration id. Keys,
 * tried in this order (first matching kind wins):
 *   1. a derived id exactly (`tbench.agent:X@openai/gpt-5#1a2b3c4d`);
 *   2. `job:<job folder name>` — every trial of that job;
 *   3. `kwargs.<key>=<value>` — trials whose `config.agent.kwargs[key]`,
 *      as a string, equals value (all matching selectors must agree);
 *   4. an agent name (`config.agent.name` or `agent_info.name`).
 *
 * Configuration keys (`--configuration-by KEY[,KEY]`): the id of a trial no
 * map entry chose is the values of the keys, joined by `+` — `kwargs.<k>`
 * (the kwarg as a string), `agent` (`config.agent.name`, else
 * `import_path`, else `agent_info.name`), `model` (`model_name`) or `job`
 * (the job folder name). A trial without a value for some key keeps its
 * derived id (`harbor_configuration_unmapped`).
 */
import { ConfigurationError, firstProblems, someNames } from '../../errors.js'
import { createHash } from 'node:crypto'
import type { TrialResultEvidence } from './trial/trial-result.js'
import { parseJsonText } from '../json/json-text.js'
import { keyedRecord } from '../keyed-record.js'
import { formatJsonPath } from '../json/json-path.js'
import { nearestName } from '../nearest-name.js'

/** The agent part of a trial or job config (`config.agent` / job `agents[]`). */
export interface AgentConfigLike {
  name: string | null
  import_path: string | null
  model_name: string | null
  kwargs: Record<string, unknown> | null
}

/** JSON with object keys sorted, for a stable digest. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`
  if (typeof v === 'object' && v !== null) {
    const entries = Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(v) ?? 'null'
}

/** First 8 hex digits of SHA-256 over the canonical JSON of `kwargs`; null for absent or empty kwargs. */
export function kwargsDigest(kwargs: Record<string, unknown> | null): string | null {
  if (kwargs === null || Object.keys(kwargs).length === 0) return null
  return createHash('sha256').update(canonicalJson(kwargs)).digest('hex').slice(0, 8)
}

/**
 * The derived configuration id of an agent config (module comment).
 * `fallbackName` = `agent_info.name`; kwargs named in `leftOut` (per-run
 * bookkeeping, `configuration-notes.ts` `perJobKwargs`) are not digested.
 */
export function derivedConfigurationId(
  agent: AgentConfigLike,
  fallbackName: string | null = null,
  leftOut: ReadonlySet<string> = new Set()
): string {
  const name = agent.name ?? agent.import_path ?? fallbackName ?? 'unknown-agent'
  const kwargs =
    agent.kwargs === null || leftOut.size === 0
      ? agent.kwargs
      : Object.fromEntries(Object.entries(agent.kwargs).filter(([k]) => !leftOut.has(k)))
  const digest = kwargsDigest(kwargs)
  return `${name}${agent.model_name ? `@${agent.model_name}` : ''}${digest ? `#${digest}` : ''}`
}

/** The agent and model part of a derived id (`name@model`), the group in which kwargs are compared. */
export function agentModelOf(s: ConfigurationSubject): string {
  return derivedConfigurationId({ ...s.agent, kwargs: null }, s.agent_info_name)
}

/** What a map key may match for one trial (or one expected agent of a job config). */
export interface ConfigurationSubject {
  derived: string
  job: string
  agent: AgentConfigLike
  agent_info_name: string | null
}

/** The subject of a trial in job folder `job`. */
export function trialSubject(t: TrialResultEvidence, job: string): ConfigurationSubject {
  return { derived: derivedConfigurationId(t.agent, t.agent_info.name), job, agent: t.agent, agent_info_name: t.agent_info.name }
}

/** Result of {@link resolveConfiguration}: the id, and whether a map entry chose it. */
export interface ResolvedConfiguration {
  id: string
  mapped: boolean
  /** Set when several `kwargs.` selectors matched with different values. */
  conflict: string | null
}

/** What a loader tells of the configuration map: every key that would select one of its subjects (`subjectSelectors`). */
export interface MapSelectors {
  map_selectors: string[]
}

/**
 * Every configuration map key that selects `s` (module comment): its
 * derived id, `job:<job>`, `kwargs.<key>=<value>` for each of its kwargs
 * (value as `resolveConfiguration` compares it), and its agent names. A map
 * key selecting no subject at all is unknown (a misspelling, most often).
 */
export function subjectSelectors(s: ConfigurationSubject): string[] {
  const kwargs = Object.entries(s.agent.kwargs ?? {}).map(([k, v]) => `kwargs.${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
  const names = [s.agent.name, s.agent_info_name].filter((n): n is string => n !== null)
  return [s.derived, `job:${s.job}`, ...kwargs, ...names]
}

/**
 * One line per key of `map` that selects nothing among `selectors` (every
 * key that would select a trial, job, run or agent read: the loaders'
 * `map_selectors`), with its JSON path and the nearest selecting key:
 * `$["kwargs.harnes=pi"]: selects no trial, job, run or agent; did you mean "kwargs.harness=pi"?`
 * (src/evidence/nearest-name.ts): the first few such keys, then `and N more`
 * counting the rest (src/errors.ts `firstProblems`; linear in the map's keys).
 * Empty when every key selects something.
 */
export function unknownMapKeyProblems(map: Record<string, string>, selectors: readonly string[]): string[] {
  const known = new Set(selectors)
  const candidates = [...known]
  return firstProblems(
    Object.keys(map).filter((key) => !known.has(key)),
    (key) => {
      const near = nearestName(key, candidates)
      return `${formatJsonPath([key])}: selects no trial, job, run or agent${near === null ? '' : `; did you mean ${JSON.stringify(near)}?`}`
    }
  )
}

/**
 * One line per `kwargs.<name>` key of `by` (`--configuration-by`) for which
 * no trial among `selectors` (the loaders' `map_selectors`) has a value,
 * naming the nearest `kwargs.` key the trials do have
 * (src/evidence/nearest-name.ts), or listing the first few of them:
 * `"kwargs.harnes": no trial has a value for it; did you mean "kwargs.harness"?`.
 * The first few such keys, then `and N more`. Empty when every key selects a value somewhere.
 */
export function unknownConfigurationByProblems(by: readonly string[], selectors: readonly string[]): string[] {
  const kwargKeys = new Set(
    selectors.filter((k) => k.startsWith('kwargs.') && k.includes('=') && !k.endsWith('=null')).map((k) => k.slice(0, k.indexOf('=')))
  )
  const present = [...kwargKeys].sort()
  return firstProblems(
    by.filter((k) => k.startsWith('kwargs.') && !kwargKeys.has(k)),
    (k) => {
      const near = nearestName(k, present)
      const hint =
        near !== null
          ? `; did you mean ${JSON.stringify(near)}?`
          : present.length > 0
            ? `; the trials have ${someNames(present)}`
            : '; the trials have no kwargs'
      return `${JSON.stringify(k)}: no trial has a value for it${hint}`
    }
  )
}

/** The value of one configuration key (module comment) for a subject, or null when it has none. */
export function configurationKeyValue(key: string, s: ConfigurationSubject): string | null {
  if (key === 'job') return s.job
  if (key === 'agent') return s.agent.name ?? s.agent.import_path ?? s.agent_info_name
  if (key === 'model') return s.agent.model_name
  const name = key.slice('kwargs.'.length)
  const kwargs = s.agent.kwargs
  const have = kwargs != null && Object.hasOwn(kwargs, name) ? kwargs[name] : undefined
  if (have === undefined || have === null) return null
  return typeof have === 'string' ? have : JSON.stringify(have)
}

/**
 * Parse a `--configuration-by` value: keys separated by commas, each
 * `kwargs.<name>`, `agent`, `model` or `job`. Throws ConfigurationError naming the
 * offending key when one is empty, unknown or repeated.
 */
export function parseConfigurationBy(text: string): string[] {
  const keys = text.split(',').map((k) => k.trim())
  const seen = new Set<string>()
  for (const k of keys) {
    if (k === '') throw new ConfigurationError(`${JSON.stringify(text)}: a key is empty (write KEY[,KEY], e.g. kwargs.harness)`)
    if (!(k === 'agent' || k === 'model' || k === 'job' || (k.startsWith('kwargs.') && k.length > 'kwargs.'.length)))
      throw new ConfigurationError(
        `${JSON.stringify(k)} is not a configuration key: use kwargs.<name>, agent, model or job (e.g. kwargs.harness)`
      )
    if (seen.has(k)) throw new ConfigurationError(`${JSON.stringify(k)} is given twice`)
    seen.add(k)
  }
  return keys
}

/** The id `--configuration-by` keys give a subject (values joined by `+`), or null when a key has no value. */
function idByKeys(s: ConfigurationSubject, by: readonly string[]): string | null {
  const values: string[] = []
  for (const k of by) {
    const v = configurationKeyValue(k, s)
    if (v === null || v === '') return null
    values.push(v)
  }
  return values.join('+')
}

/**
 * Apply the configuration map, then the configuration keys `by` (module
 * comment), to a subject; neither chose → the derived id.
 */
export function resolveConfiguration(
  s: ConfigurationSubject,
  map: Record<string, string> | undefined,
  by?: readonly string[]
): ResolvedConfiguration {
  const viaMap = resolveByMap(s, map)
  if (viaMap.mapped || viaMap.conflict !== null || by === undefined || by.length === 0) return viaMap
  const id = idByKeys(s, by)
  return id === null ? viaMap : { id, mapped: true, conflict: null }
}

/**
 * The `kwargs.<name>=<value>` keys of a map, by name then value, each with its place among the
 * map's keys: built once per map object (read as it is at its first use; a parsed map is never
 * changed), so placing a trial looks up its own kwargs instead of scanning every key of the map.
 */
interface KwargSelectors {
  byName: Map<string, Map<string, Array<{ key: string; order: number }>>>
}

const kwargSelectorsOfMap = new WeakMap<Record<string, string>, KwargSelectors>()

function kwargSelectors(map: Record<string, string>): KwargSelectors {
  const cached = kwargSelectorsOfMap.get(map)
  if (cached !== undefined) return cached
  const byName: KwargSelectors['byName'] = new Map()
  let order = 0
  for (const key of Object.keys(map)) {
    order++
    const eq = key.indexOf('=')
    if (!key.startsWith('kwargs.') || eq < 0) continue
    const name = key.slice('kwargs.'.length, eq)
    const value = key.slice(eq + 1)
    let values = byName.get(name)
    if (values === undefined) byName.set(name, (values = new Map()))
    let keys = values.get(value)
    if (keys === undefined) values.set(value, (keys = []))
    keys.push({ key, order })
  }
  const built = { byName }
  kwargSelectorsOfMap.set(map, built)
  return built
}

/**
 * The `kwargs.<name>=<value>` keys of `map` that select `s` — its kwarg `name`, as a string
 * (JSON for a non-string), equals `value` — in the map's order.
 */
function kwargKeysSelecting(s: ConfigurationSubject, map: Record<string, string>): string[] {
  const kwargs = s.agent.kwargs
  if (kwargs == null) return []
  const { byName } = kwargSelectors(map)
  const found: Array<{ key: string; order: number }> = []
  for (const [name, values] of byName) {
    if (!Object.hasOwn(kwargs, name)) continue
    const have = kwargs[name]
    if (have === undefined) continue
    for (const k of values.get(typeof have === 'string' ? have : JSON.stringify(have)) ?? []) found.push(k)
  }
  return found.sort((a, b) => a.order - b.order).map((k) => k.key)
}

function resolveByMap(s: ConfigurationSubject, map: Record<string, string> | undefined): ResolvedConfiguration {
  if (map === undefined) return { id: s.derived, mapped: false, conflict: null }
  const direct = map[s.derived] ?? map[`job:${s.job}`]
  if (direct !== undefined) return { id: direct, mapped: true, conflict: null }
  const byKwargs = kwargKeysSelecting(s, map)
  const values = [...new Set(byKwargs.map((k) => map[k] as string))]
  if (values.length === 1) return { id: values[0] as string, mapped: true, conflict: null }
  if (values.length > 1) return { id: s.derived, mapped: false, conflict: byKwargs.join(', ') }
  for (const n of [s.agent.name, s.agent_info_name]) {
    if (n !== null && map[n] !== undefined) return { id: map[n], mapped: true, conflict: null }
  }
  return { id: s.derived, mapped: false, conflict: null }
}

/**
 * Parse the text of a `--configuration-map` file: a JSON object whose
 * values are configuration ids (non-empty strings), keys non-empty. The
 * map has no prototype (keys such as `__proto__` or `constructor` are kept
 * and matched exactly). Throws ConfigurationError naming `file` and the offending
 * key when the shape is wrong or the JSON is malformed.
 */
export function parseConfigurationMap(text: string, file: string): Record<string, string> {
  const parsed = parseJsonText(text)
  if (!parsed.ok) throw new ConfigurationError(`${file}: malformed JSON: ${parsed.reason}`)
  const value = parsed.value
  const shape = `${file}: a configuration map is a JSON object of non-empty strings`
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigurationError(`${shape}: found ${Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`}`)
  const map = keyedRecord<string>()
  for (const [key, id] of Object.entries(value)) {
    if (key === '') throw new ConfigurationError(`${shape} at key "": a key is empty`)
    if (typeof id !== 'string' || id === '')
      throw new ConfigurationError(`${shape} at key ${JSON.stringify(key)}: expected a non-empty string, found ${JSON.stringify(id)}`)
    map[key] = id
  }
  return map
}
