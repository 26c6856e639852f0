/**
 * Reads a `Usage` object (`docs/formats.md`, usage): the accounting of one request, as
 * found in a full result's `usage` and a request record's end line `usage`.
 *
 * `{input_tokens, cached_input_tokens, output_tokens, reasoning_tokens,
 * total_tokens, cost_usd, pricing_basis}`; every field nullable and an absent
 * key reads as null. Tokens are non-negative integers; `cost_usd` is a
 * non-negative number of US dollars. The NeMo Fabric SDK `RunUsage`
 * (`input_tokens`, `output_tokens`, `total_tokens`, `cost_usd`, `metadata`)
 * is a subset: its missing fields read as null and `metadata` is ignored.
 * A reported 0 stays 0.
 *
 * `input_tokens_include_cache` (NeMo Fabric adapter-side `AgentUsage`, 0.5
 * and later; absent means unknown): `false` says `input_tokens` leaves the
 * cached input out, the opposite of this product's definition. Such input is
 * never read as including the cache: with `cached_input_tokens` reported it
 * is normalised (input + cached; total too when it was input + output),
 * notice `usage_input_normalised`; without it the input (and a total made
 * from it) is unknown, warning `usage_input_excludes_cache` — the figure
 * the producer wrote is named in the message.
 */
import type { Diagnostic, Usage } from '../types.js'
import { asObject, readBoolean, readCount, readNonNegative, readString, type JsonObject } from '../json/fields.js'
import { childPath } from '../json/json-path.js'

/**
 * Reads the usage object at `path`. Returns null when the value is null or
 * absent (not reported).
 *
 * Throws `EvidenceTypeError` on a non-object, a wrong field type, or a
 * negative / fractional token count or negative cost. A whole-number token
 * count past 2^53 − 1 (`1e20`) is null with an `invalid_number` diagnostic
 * in `diagnostics`.
 *
 * `cached_input_tokens > input_tokens` (the producer counted cached input
 * apart) is kept as reported: the comparison flags it (`cached_exceeds_input`
 * in src/comparison/tally/accounting.ts), so the reader does not, to avoid a
 * duplicate warning.
 */
export function readUsage(value: unknown, path: string, diagnostics: Diagnostic[]): Usage | null {
  const obj = asObject(value, path)
  if (obj === null) return null
  const usage: Usage = {
    input_tokens: tokenCount(obj, 'input_tokens', path, diagnostics),
    cached_input_tokens: tokenCount(obj, 'cached_input_tokens', path, diagnostics),
    output_tokens: tokenCount(obj, 'output_tokens', path, diagnostics),
    reasoning_tokens: tokenCount(obj, 'reasoning_tokens', path, diagnostics),
    total_tokens: tokenCount(obj, 'total_tokens', path, diagnostics),
    cost_usd: readNonNegative(obj, 'cost_usd', path),
    pricing_basis: readString(obj, 'pricing_basis', path)
  }
  if (readBoolean(obj, 'input_tokens_include_cache', path) === false) includeCache(usage, path, diagnostics)
  return usage
}

/**
 * A token count: as `readCount`, except that a whole number past 2^53 − 1
 * in any syntax (`1e20`, `1.7976931348623157e308`) — one a float does not
 * hold exactly — is unknown for that field (null, `invalid_number` naming
 * the JSON path), as the JSON reader treats such a literal written out in
 * digits; the file stays readable.
 */
function tokenCount(obj: JsonObject, key: string, path: string, diagnostics: Diagnostic[]): number | null {
  const v = obj[key]
  if (typeof v === 'number' && Number.isInteger(v) && v > Number.MAX_SAFE_INTEGER) {
    diagnostics.push({
      code: 'invalid_number',
      message: `${v} is outside ±(2^53−1) and cannot be held exactly as a token count; read as null (not reported)`,
      json_path: childPath(path, key)
    })
    return null
  }
  return readCount(obj, key, path)
}

/** Makes input that leaves the cache out mean input including it, or unknown (see the module comment). */
function includeCache(u: Usage, path: string, diagnostics: Diagnostic[]): void {
  const input = u.input_tokens
  if (input === null) return
  const fmt = (n: number): string => n.toLocaleString('en-US')
  const totalFromInput = u.total_tokens !== null && u.output_tokens !== null && u.total_tokens === input + u.output_tokens
  const at = childPath(path, 'input_tokens_include_cache')
  if (u.cached_input_tokens !== null) {
    u.input_tokens = input + u.cached_input_tokens
    if (totalFromInput) u.total_tokens = u.input_tokens + u.output_tokens!
    diagnostics.push({
      code: 'usage_input_normalised',
      message: `input_tokens ${fmt(input)} leave out the cache (input_tokens_include_cache: false); counted as ${fmt(u.input_tokens)} (input + cached_input_tokens ${fmt(u.cached_input_tokens)})${totalFromInput ? `, total_tokens as ${fmt(u.total_tokens!)}` : ''}`,
      json_path: at
    })
    return
  }
  u.input_tokens = null
  if (totalFromInput) u.total_tokens = null
  diagnostics.push({
    code: 'usage_input_excludes_cache',
    message: `input_tokens ${fmt(input)} leave out the cache (input_tokens_include_cache: false) and cached_input_tokens is not reported: input${totalFromInput ? ' and total' : ''} tokens including the cache are unknown (not reported), never read as ${fmt(input)}`,
    json_path: at
  })
}
