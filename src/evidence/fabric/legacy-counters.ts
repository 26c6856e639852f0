/**
 * Adapter-specific token/cost counters inside a NeMo Fabric full result's
 * `output` (`docs/formats.md`, NeMo Fabric full result). They are LEGACY COUNTERS: shown and
 * cross-checked, never accounting. Because they are not relied on, they are
 * read leniently: a wrong type or negative value drops that one figure (null)
 * with a `legacy_counter_invalid` diagnostic; the file stays readable.
 *
 * The adapter is chosen by `output.harness` (else the result's `harness`)
 * when it is `claude`, `codex` or `deepagents`, else by the keys of
 * `output.usage`. Mapping onto {@link LegacyCounter} (whose `input_tokens`,
 * like `Usage`, INCLUDES cached input):
 *
 * - Claude (`output.usage` = Anthropic usage, copied as-is; `output.cost_usd`
 *   = SDK `total_cost_usd`). Anthropic's `input_tokens` EXCLUDES cache reads
 *   and cache writes, so `input_tokens = input_tokens +
 *   cache_read_input_tokens + cache_creation_input_tokens`, and only when all
 *   three are numbers (a partial sum would understate it: null instead).
 *   `cached_input_tokens = cache_read_input_tokens`; `output_tokens` as is;
 *   `total_tokens` null (Anthropic reports none); `cost_usd = output.cost_usd`.
 *   Source `output.usage (claude)`, or `output.cost_usd (claude)` when only
 *   the cost is there.
 * - Codex (Codex SDK turn usage): OpenAI convention, input already includes
 *   cached: `input_tokens`, `cached_input_tokens`, `output_tokens` (includes
 *   `reasoning_output_tokens`, which has no slot here and is not added),
 *   `total_tokens` if present; no cost. Source `output.usage (codex)`.
 * - Deep Agents (`{prompt_tokens, completion_tokens, total_tokens, cost?}`):
 *   input = `prompt_tokens`, output = `completion_tokens`, `total_tokens`,
 *   cost = `cost` (absent when the provider gave none); cached null.
 *   Source `output.usage (deepagents)`.
 *
 * An `output.usage` object of none of these shapes yields no counter and a
 * `legacy_counter_unrecognized` diagnostic.
 */
import type { Diagnostic, LegacyCounter } from '../types.js'
import { isJsonObject, jsonTypeName, type JsonObject } from '../json/fields.js'
import { childPath } from '../json/json-path.js'

type Adapter = 'claude' | 'codex' | 'deepagents'
const ADAPTERS: readonly string[] = ['claude', 'codex', 'deepagents']

function detect(usage: JsonObject | null, harness: string | null): Adapter | null {
  if (harness !== null && ADAPTERS.includes(harness)) return harness as Adapter
  if (usage === null) return null
  if ('cache_read_input_tokens' in usage || 'cache_creation_input_tokens' in usage) return 'claude'
  if ('cached_input_tokens' in usage || 'reasoning_output_tokens' in usage) return 'codex'
  if ('prompt_tokens' in usage || 'completion_tokens' in usage) return 'deepagents'
  return null
}

/**
 * Lenient figure: absent/null → null; a token count must be a non-negative
 * integer, a cost (`cost`, `cost_usd`) a non-negative number; anything else
 * → null + diagnostic.
 */
function figure(obj: JsonObject, key: string, path: string, diagnostics: Diagnostic[]): number | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  const usd = key === 'cost' || key === 'cost_usd'
  if (typeof v === 'number' && v >= 0 && (usd ? Number.isFinite(v) : Number.isSafeInteger(v))) return v
  diagnostics.push({
    code: 'legacy_counter_invalid',
    message: `legacy counter ignored: expected a non-negative ${usd ? 'number' : 'integer up to 2^53 − 1'}, found ${typeof v === 'number' ? v : jsonTypeName(v)}`,
    json_path: childPath(path, key)
  })
  return null
}

function sumAll(values: Array<number | null>): number | null {
  let total = 0
  for (const v of values) {
    if (v === null) return null
    total += v
  }
  return total
}

/**
 * Reads the legacy counters of a full result's `output` (see the module
 * comment for the per-adapter mapping). `harness` is the result's harness
 * (fallback when `output.harness` is absent). Never throws; returns [] when
 * `output` is not an object or carries no counters.
 */
export function readLegacyCounters(output: unknown, harness: string | null, diagnostics: Diagnostic[]): LegacyCounter[] {
  if (!isJsonObject(output)) return []
  const usagePath = '$.output.usage'
  const rawUsage = output.usage
  const usage = isJsonObject(rawUsage) ? rawUsage : null
  if (usage === null && rawUsage !== undefined && rawUsage !== null) {
    diagnostics.push({
      code: 'legacy_counter_invalid',
      message: `legacy counters ignored: output.usage is ${jsonTypeName(rawUsage)}, not an object`,
      json_path: usagePath
    })
  }
  const outputHarness = typeof output.harness === 'string' ? output.harness : harness
  const adapter = detect(usage, outputHarness)
  const u = usage ?? {}
  const f = (key: string): number | null => figure(u, key, usagePath, diagnostics)
  if (adapter === 'claude') {
    const cost = figure(output, 'cost_usd', '$.output', diagnostics)
    if (usage === null && cost === null) return []
    const cacheRead = f('cache_read_input_tokens')
    return [
      {
        source: usage === null ? 'output.cost_usd (claude)' : 'output.usage (claude)',
        input_tokens: sumAll([f('input_tokens'), cacheRead, f('cache_creation_input_tokens')]),
        cached_input_tokens: cacheRead,
        output_tokens: f('output_tokens'),
        total_tokens: null,
        cost_usd: cost
      }
    ]
  }
  if (usage === null) return []
  if (adapter === 'codex') {
    return [
      {
        source: 'output.usage (codex)',
        input_tokens: f('input_tokens'),
        cached_input_tokens: f('cached_input_tokens'),
        output_tokens: f('output_tokens'),
        total_tokens: f('total_tokens'),
        cost_usd: null
      }
    ]
  }
  if (adapter === 'deepagents') {
    return [
      {
        source: 'output.usage (deepagents)',
        input_tokens: f('prompt_tokens'),
        cached_input_tokens: null,
        output_tokens: f('completion_tokens'),
        total_tokens: f('total_tokens'),
        cost_usd: f('cost')
      }
    ]
  }
  diagnostics.push({
    code: 'legacy_counter_unrecognized',
    message: 'output.usage has no recognised adapter shape (claude, codex, deepagents); not read',
    json_path: usagePath
  })
  return []
}
