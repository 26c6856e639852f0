/**
 * Warnings about one configuration's evidence: inventory and request lists
 * unverified, missing and duplicate attempts, partial usage, cached tokens
 * counted apart, pricing basis problems, unknown or mixed evaluators.
 */
import { basisName, coverageText, OVERFLOW_LIMITS } from '../tally/accounting.js'
import { withheldText } from '../figures/deltas.js'
import { inventoryAdvice, requestListAdvice } from './advice.js'
import { completenessCauses, unfinishedAttempts, unreadableAttempts } from '../figures/completeness-causes.js'
import type { ConfigurationAnalysis } from '../figures/configuration.js'
import type { SourceKind } from '../input/input.js'
import { andList, evaluatorKey, listSome, plural } from '../input/keys.js'
import type { ReportWarning } from '../report/report-schema.js'
import { sampleKeys, type KeySample } from '../tally/key-sample.js'
import { makeWarning, type WarningLocation } from '../codes/make-warning.js'

/** Metrics whose incompleteness raises `usage_partial`. */
export const PARTIAL_USAGE_METRICS = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'] as const

/**
 * Metrics that are only flagged when at least one request reported them:
 * a producer that never reports cost or total tokens is not "partial" (the
 * coverage `0 of n` stays visible in the usage block and delta reasons);
 * one that reports them for some requests only is missing bills.
 */
const FLAGGED_WHEN_REPORTED = new Set<string>(['total_tokens', 'cost_usd'])

/** A sample's keys and, for `makeWarning`, the number of attempts it stands for. */
function sampled(s: KeySample): [string[], WarningLocation] {
  return [sampleKeys(s), { attempt_count: s.distinct }]
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
  // No request listed at all: the figures are unknown, in the cells' words, not lower bounds of "0 of 0 requests".
  if (incomplete.every((m) => c.report.usage[m].expected === 0)) {
    const causes = completenessCauses(c)
    const because = causes.length === 0 ? '' : ` because ${andList(causes)}`
    return makeWarning(
      'usage_partial',
      `${id}: usage unknown (no requests listed): ${incomplete.join(', ')}${because}`,
      [id],
      ...sampled(c.tally.usage_missing)
    )
  }
  const parts = incomplete.map((m) => `${m} ${coverageText(c.report.usage[m])}`)
  const allReported = incomplete.every((m) => c.report.usage[m].reported_by === c.report.usage[m].expected)
  const tail = allReported ? ` — sums are lower bounds because ${andList(completenessCauses(c))}` : ' — sums are lower bounds'
  return makeWarning('usage_partial', `${id}: usage incomplete: ${parts.join(', ')}${tail}`, [id], ...sampled(c.tally.usage_missing))
}

/** Usage relations flagged here besides `cached_exceeds_input` (which keeps its own wording). */
const RELATION_WARNINGS = [
  ['reasoning_exceeds_output', 'reasoning_tokens above output_tokens: output does not include reasoning there'],
  ['total_tokens_mismatch', 'total_tokens other than input_tokens + output_tokens'],
  ['adapter_counter_contradicts', 'adapter counters (output.usage) that contradict the accounting beyond rounding'],
  [
    'input_excludes_cache_writes',
    "input tokens that leave out cache writes (Harbor's claude-code agent before 0.3.0, its opencode, mimo, openclaw, rovodev-cli and pi agents), not comparable with other agents' input"
  ]
] as const

/** All per-configuration warnings, unsorted; `source` is the kind of source its attempts came from (advice fits it). */
export function configurationWarnings(c: ConfigurationAnalysis, source: SourceKind): ReportWarning[] {
  const id = c.config.id
  const out: ReportWarning[] = []
  const t = c.tally
  const listed = t.listed
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
  if (t.unverified.listings > 0) {
    const [keys, count] = sampled(t.unverified)
    out.push(
      makeWarning(
        'request_list_unverified',
        `${id}: request list not verified for ${t.unverified.listings} of ${listed} listed attempts (${listSome(keys)}); ${requestListAdvice(source)}`,
        [id],
        keys,
        count
      )
    )
  }
  // Unreadable attempts are named by the warnings of their files (attempt_index_invalid…), unfinished ones by
  // harbor_job_unfinished: neither as missing.
  const unreadable = unreadableAttempts(c.report)
  const unfinished = unfinishedAttempts(c.report)
  const missing = t.missing.listings - (unreadable?.count ?? 0) - (unfinished?.count ?? 0)
  if (missing > 0) {
    const keys = sampleKeys(t.missing).filter((k) => !(unreadable?.keys.includes(k) ?? false) && !(unfinished?.keys.includes(k) ?? false))
    out.push(
      makeWarning(
        'attempt_missing',
        `${id}: ${missing} of ${listed} listed attempts missing, no authoritative evidence (${listSome(keys)})`,
        [id],
        keys,
        {
          attempt_count: missing
        }
      )
    )
  }
  const unjudged = t.without_verdict.listings
  if (unjudged > 0) {
    const [keys, count] = sampled(t.without_verdict)
    const judged = c.report.evaluation.verdicts_expected
    out.push(
      makeWarning(
        'verdict_missing',
        `${id}: ${unjudged} of ${plural(judged, 'attempt')} to be judged ${unjudged === 1 ? 'has' : 'have'} no verdict (${listSome(keys)}): the evaluator is declared, or the source has a verifier, so a missing verdict is missing evidence; each attempt's diagnostics say why (a verifier that wrote no reward, a cancelled trial, unverified steps)`,
        [id],
        keys,
        count
      )
    )
  }
  const dups = c.duplicates
  if (dups.attempts > 0) {
    const across =
      t.repeated_across > 0
        ? `${dups.named.length > 0 ? ', and ' : ''}${plural(t.repeated_across, 'attempt')} also listed in another shard summary, known by digest only`
        : ''
    const named = listSome(dups.named)
    out.push(
      makeWarning(
        'duplicate_attempt',
        `${id}: ${plural(dups.attempts, 'attempt')} listed more than once (${named}${across}); each listing is counted`,
        [id],
        dups.named,
        { attempt_count: dups.attempts }
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
  const findings = c.accounting.findings.relations
  const cached = findings.get('cached_exceeds_input')
  if (cached !== undefined) {
    const e = cached.figures === null ? cached.first.detail : `${cached.figures.cached} > ${cached.figures.input}`
    out.push(
      makeWarning(
        'cached_exceeds_input',
        `${id}: ${plural(cached.fields, 'request')} ${cached.fields === 1 ? 'reports' : 'report'} cached_input_tokens above input_tokens (e.g. ${e} in ${cached.first.key}): the producer counts cached input apart from input; numbers are shown as reported, the delta of ${withheldText(['input_tokens', 'cached_input_tokens'])} is withheld`,
        [id],
        sampleKeys(cached.attempts),
        { attempt_count: cached.attempts.distinct }
      )
    )
  }
  for (const [relation, what] of RELATION_WARNINGS) {
    const found = findings.get(relation)
    if (found === undefined) continue
    // A request may break one relation in several fields: count requests (attempt and request id), and withhold every
    // metric any of them names.
    const fields = found.fields > found.requests ? ` (${found.fields} fields in all)` : ''
    out.push(
      makeWarning(
        relation,
        `${id}: ${plural(found.requests, 'request')} ${found.requests === 1 ? 'reports' : 'report'} ${what}${fields} (e.g. ${found.first.detail} in ${found.first.key}); figures are shown as reported, the delta of ${withheldText(found.metrics)} is withheld`,
        [id],
        sampleKeys(found.attempts),
        { attempt_count: found.attempts.distinct }
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
  if (mixed.requests > 0) {
    const bases = [...new Set(mixed.bases.map(basisName))].sort().join(', ')
    out.push(
      makeWarning(
        'pricing_basis_mixed',
        `${id}: ${plural(mixed.requests, 'request')} priced in another basis (${bases}) than ${basisName(c.accounting.reference_basis)}; their cost is left out of the sum`,
        [id],
        ...sampled(mixed.attempts)
      )
    )
  }
  if (t.evaluator_unknown.listings > 0) {
    const [keys, count] = sampled(t.evaluator_unknown)
    out.push(
      makeWarning(
        'evaluator_unknown',
        `${id}: ${plural(t.evaluator_unknown.listings, 'verdict')} without an evaluator identity (${listSome(keys)}), counted under evaluator "unknown"`,
        [id],
        keys,
        count
      )
    )
  }
  if (t.judged_missing.listings > 0) {
    const [keys, count] = sampled(t.judged_missing)
    out.push(
      makeWarning(
        'verdict_without_evidence',
        `${id}: ${plural(t.judged_missing.listings, 'attempt')} with a verdict but no authoritative execution evidence (${listSome(keys)}); the verdicts count in the pass fraction`,
        [id],
        keys,
        count
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
