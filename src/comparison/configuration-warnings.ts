/**
 * Warnings about one configuration's evidence: inventory and request lists
 * unverified, missing and duplicate attempts, partial usage, cached tokens
 * counted apart, pricing basis problems, unknown or mixed evaluators.
 */
import { basisName, coverageText, OVERFLOW_LIMITS } from './tally/accounting.js'
import { withheldText } from './deltas.js'
import { inventoryAdvice, requestListAdvice } from './advice.js'
import type { ConfigurationAnalysis } from './configuration.js'
import type { SourceKind } from './input.js'
import { andList, evaluatorKey, listSome, plural } from './keys.js'
import type { ReportWarning } from './report-schema.js'
import { makeWarning } from './warnings.js'

/** Metrics whose incompleteness raises `usage_partial`. */
export const PARTIAL_USAGE_METRICS = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'] as const

/**
 * Metrics that are only flagged when at least one request reported them:
 * a producer that never reports cost or total tokens is not "partial" (the
 * coverage `0 of n` stays visible in the usage block and delta reasons);
 * one that reports them for some requests only is missing bills.
 */
const FLAGGED_WHEN_REPORTED = new Set<string>(['total_tokens', 'cost_usd'])

function duplicateKeys(keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const dup = new Set<string>()
  for (const k of keys) (seen.has(k) ? dup : seen).add(k)
  return [...dup]
}

/**
 * Why every request's report still makes no complete sum: the causes
 * this configuration has, each counted (`the attempt inventory is not
 * verified`, `2 attempts are listed more than once`…).
 */
function completenessCauses(c: ConfigurationAnalysis): string[] {
  const out: string[] = []
  if (c.config.attempts_complete !== true) out.push('the attempt inventory is not verified')
  if (c.attempts.length === 0) out.push('no attempt is listed')
  const unverified = c.lists_unverified.filter((a) => !a.input.missing).length
  if (unverified > 0) out.push(`${plural(unverified, 'request list')} ${unverified === 1 ? 'is' : 'are'} not verified`)
  if (c.missing.length > 0) out.push(`${plural(c.missing.length, 'attempt')} ${c.missing.length === 1 ? 'is' : 'are'} missing`)
  const dups = duplicateKeys(c.attempts.map((a) => a.key)).length
  if (dups > 0) out.push(`${plural(dups, 'attempt')} ${dups === 1 ? 'is' : 'are'} listed more than once`)
  return out.length > 0 ? out : ['the evidence is incomplete']
}

function usagePartial(c: ConfigurationAnalysis): ReportWarning | null {
  const id = c.config.id
  const incomplete = PARTIAL_USAGE_METRICS.filter(
    (m) =>
      !c.report.usage[m].complete &&
      !(FLAGGED_WHEN_REPORTED.has(m) && c.report.usage[m].reported_by === 0) &&
      !c.accounting.overflowed.includes(m)
  )
  if (incomplete.length === 0) return null
  const parts = incomplete.map((m) => `${m} ${coverageText(c.report.usage[m])}`)
  const allReported = incomplete.every((m) => c.report.usage[m].reported_by === c.report.usage[m].expected)
  const tail = allReported ? ` — sums are lower bounds because ${andList(completenessCauses(c))}` : ' — sums are lower bounds'
  const keys = c.attempts.filter((a) => a.missing || a.usage_missing).map((a) => a.key)
  return makeWarning('usage_partial', `${id}: usage incomplete: ${parts.join(', ')}${tail}`, [id], keys)
}

/** Usage relations flagged here besides `cached_exceeds_input` (which keeps its own wording). */
const RELATION_WARNINGS = [
  ['reasoning_exceeds_output', 'reasoning_tokens above output_tokens: output does not include reasoning there'],
  ['total_tokens_mismatch', 'total_tokens other than input_tokens + output_tokens'],
  ['adapter_counter_contradicts', 'adapter counters (output.usage) that contradict the accounting beyond rounding'],
  [
    'input_excludes_cache_writes',
    "input tokens that leave out cache writes (Harbor claude-code agent), not comparable with other agents' input"
  ]
] as const

/** All per-configuration warnings, unsorted; `source` is the kind of source its attempts came from (advice fits it). */
export function configurationWarnings(c: ConfigurationAnalysis, source: SourceKind): ReportWarning[] {
  const id = c.config.id
  const out: ReportWarning[] = []
  const listed = c.attempts.length
  if (c.config.attempts_complete !== true) {
    out.push(
      makeWarning(
        'attempt_inventory_unverified',
        `${id}: attempt inventory not verified (${plural(listed, 'attempt')} listed); ${inventoryAdvice(source)}`,
        [id]
      )
    )
  }
  // An attempt declared missing has no request list (nor a file to declare one in): attempt_missing names it.
  const unverified = c.attempts.filter((a) => a.input.requests_complete !== true && !a.input.missing)
  if (unverified.length > 0) {
    const keys = unverified.map((a) => a.key)
    out.push(
      makeWarning(
        'request_list_unverified',
        `${id}: request list not verified for ${unverified.length} of ${listed} listed attempts (${listSome(keys)}); ${requestListAdvice(source)}`,
        [id],
        keys
      )
    )
  }
  if (c.missing.length > 0) {
    const keys = c.missing.map((a) => a.key)
    out.push(
      makeWarning(
        'attempt_missing',
        `${id}: ${c.missing.length} of ${listed} listed attempts missing, no authoritative evidence (${listSome(keys)})`,
        [id],
        keys
      )
    )
  }
  if (c.without_verdict.length > 0) {
    const keys = c.without_verdict.map((a) => a.key)
    const judged = c.report.evaluation.verdicts_expected
    out.push(
      makeWarning(
        'verdict_missing',
        `${id}: ${keys.length} of ${plural(judged, 'attempt')} to be judged ${keys.length === 1 ? 'has' : 'have'} no verdict (${listSome(keys)}): the evaluator is declared, or the source has a verifier, so a missing verdict is missing evidence; each attempt's diagnostics say why (a verifier that wrote no reward, a cancelled trial, unverified steps)`,
        [id],
        keys
      )
    )
  }
  const dups = duplicateKeys(c.attempts.map((a) => a.key))
  if (dups.length > 0) {
    out.push(
      makeWarning(
        'duplicate_attempt',
        `${id}: ${plural(dups.length, 'attempt')} listed more than once (${listSome(dups)}); each listing is counted`,
        [id],
        dups
      )
    )
  }
  const partial = usagePartial(c)
  if (partial) out.push(partial)
  if (c.accounting.overflowed.length > 0) {
    out.push(
      makeWarning(
        'sum_overflow',
        `${id}: the sum of ${c.accounting.overflowed.join(', ')} exceeds what a 64-bit float holds exactly (${OVERFLOW_LIMITS}); shown as unknown, not complete`,
        [id]
      )
    )
  }
  const cached = c.accounting.cached_exceeds_input
  if (cached.length > 0) {
    const first = cached[0]!
    out.push(
      makeWarning(
        'cached_exceeds_input',
        `${id}: ${plural(cached.length, 'request')} ${cached.length === 1 ? 'reports' : 'report'} cached_input_tokens above input_tokens (e.g. ${first.cached} > ${first.input} in ${first.key}): the producer counts cached input apart from input; numbers are shown as reported, the delta of ${withheldText(['input_tokens', 'cached_input_tokens'])} is withheld`,
        [id],
        cached.map((x) => x.key)
      )
    )
  }
  for (const [relation, what] of RELATION_WARNINGS) {
    const found = c.accounting.disagreements.filter((d) => d.relation === relation)
    if (found.length === 0) continue
    const first = found[0]!
    // A request may break one relation in several fields: count requests (attempt and request id), and withhold every
    // metric any of them names.
    const requests = new Set(found.map((x) => JSON.stringify([x.key, x.request_id]))).size
    const metrics = [...new Set(found.flatMap((x) => x.metrics))]
    const fields = found.length > requests ? ` (${found.length} fields in all)` : ''
    out.push(
      makeWarning(
        relation,
        `${id}: ${plural(requests, 'request')} ${requests === 1 ? 'reports' : 'report'} ${what}${fields} (e.g. ${first.detail} in ${first.key}); figures are shown as reported, the delta of ${withheldText(metrics)} is withheld`,
        [id],
        [...new Set(found.map((x) => x.key))]
      )
    )
  }
  const pricing = c.config.pricing
  if (pricing === null && c.accounting.any_cost) {
    const named = c.accounting.reference_basis === null ? '' : ` (the evidence names ${c.accounting.reference_basis})`
    out.push(
      makeWarning('pricing_basis_missing', `${id}: costs are reported but no pricing basis is declared${named}; cost is not comparable`, [
        id
      ])
    )
  }
  if (pricing !== null && pricing.verified !== true) {
    out.push(makeWarning('pricing_basis_unverified', `${id}: pricing basis ${pricing.basis} is not verified`, [id]))
  }
  const mixed = c.accounting.mixed_basis
  if (mixed.length > 0) {
    const bases = [...new Set(mixed.map((m) => basisName(m.basis)))].sort().join(', ')
    out.push(
      makeWarning(
        'pricing_basis_mixed',
        `${id}: ${plural(mixed.length, 'request')} priced in another basis (${bases}) than ${basisName(c.accounting.reference_basis)}; their cost is left out of the sum`,
        [id],
        mixed.map((m) => m.key)
      )
    )
  }
  const unknown = c.attempts.filter((a) => a.evaluator_unknown).map((a) => a.key)
  if (unknown.length > 0) {
    out.push(
      makeWarning(
        'evaluator_unknown',
        `${id}: ${plural(unknown.length, 'verdict')} without an evaluator identity (${listSome(unknown)}), counted under evaluator "unknown"`,
        [id],
        unknown
      )
    )
  }
  const judgedMissing = c.missing.filter((a) => typeof a.input.evaluation?.passed === 'boolean').map((a) => a.key)
  if (judgedMissing.length > 0) {
    out.push(
      makeWarning(
        'verdict_without_evidence',
        `${id}: ${plural(judgedMissing.length, 'attempt')} with a verdict but no authoritative execution evidence (${listSome(judgedMissing)}); the verdicts count in the pass fraction`,
        [id],
        judgedMissing
      )
    )
  }
  if (c.identities.length > 1) {
    const names = c.identities.map(evaluatorKey).join(', ')
    out.push(
      makeWarning('evaluator_mixed', `${id}: verdicts from ${c.identities.length} evaluators (${names}); no combined pass fraction`, [id])
    )
  }
  return out
}
