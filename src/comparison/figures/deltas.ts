/**
 * Deltas candidate − baseline (`docs/numbers.md`: inventories, accounting,
 * evaluators, deltas): given only where inventories, coverage, evaluators and
 * pricing bases allow it; otherwise delta is null and `reason` says why.
 */
import { EVERY_PROMPT_TOKEN, retriesOnReward } from '../../model/attempt.js'
import type { UsageMetric } from '../../evidence/types.js'
import { basesDiffer, basisName, costsPricedIn, coverageText, otherBasesText, OVERFLOW_TEXT, sumOverflowed } from '../tally/accounting.js'
import { completenessCauses } from './completeness-causes.js'
import type { ConfigurationAnalysis } from './configuration.js'
import { compareInventory, inventoryCounts, inventoryDifferenceText } from './inventory.js'
import { andList, evaluatorKey, UNKNOWN_EVALUATOR } from '../input/keys.js'
import type { Comparison, Delta } from '../report/report-schema.js'

const TOKEN_METRICS = ['input_tokens', 'cached_input_tokens', 'output_tokens', 'reasoning_tokens', 'total_tokens'] as const

function delta(baseline: number | null, candidate: number | null, reasons: string[]): Delta {
  if (reasons.length === 0 && baseline !== null && candidate !== null) {
    return { baseline, candidate, delta: candidate - baseline, reason: null }
  }
  const why = reasons.length > 0 ? reasons : ['a value is unknown']
  return { baseline, candidate, delta: null, reason: why.join('; ') }
}

function coverageReason(side: ConfigurationAnalysis, metric: UsageMetric): string | null {
  const c = side.report.usage[metric]
  if (c.complete) return null
  if (sumOverflowed(c)) return `${side.config.id} ${metric} unknown: ${OVERFLOW_TEXT}`
  // Costs known only in another basis: that is why there is no figure to compare, not a lack of reports.
  const other = metric === 'cost_usd' && c.reported_by === 0 ? otherBasesText(side.report.cost_other_bases, side.report.cost_basis) : null
  if (other !== null) return `${side.config.id} cost_usd ${other}`
  // No request reported it: unknown, the cells' word (`unknown (0 of 8 requests)`), not a partial figure.
  if (c.observed === null && c.reported_by === 0 && c.expected > 0) return `${side.config.id} ${metric} unknown (${coverageText(c)})`
  // Every request reported it, yet the sum is a lower bound: say which lists or attempts keep it one.
  const why = c.reported_by === c.expected ? `: a lower bound because ${andList(completenessCauses(side))}` : ''
  // No request listed at all: unknown, in the cell's words (`unknown (no requests listed)`), never "0 of 0".
  if (c.expected === 0) {
    const causes = completenessCauses(side)
    return `${side.config.id} ${metric} unknown (no requests listed${causes.length === 0 ? '' : `: ${andList(causes)}`})`
  }
  return `${side.config.id} ${metric} incomplete (${coverageText(c)}${why})`
}

/**
 * The components a metric is built from (`docs/formats.md`, usage: total = input + output). A component
 * that means something else makes the metric built from it mean something else too.
 */
const BUILT_FROM: Partial<Record<UsageMetric, readonly UsageMetric[]>> = {
  total_tokens: ['input_tokens', 'output_tokens']
}

/**
 * The metrics whose deltas a broken relation withholds: the metrics it concerns and every
 * metric built from one of them (`['input_tokens', 'cached_input_tokens']` → also `total_tokens`).
 */
export function metricsWithheld(metrics: readonly UsageMetric[]): UsageMetric[] {
  const out = [...metrics]
  for (const [built, from] of Object.entries(BUILT_FROM) as Array<[UsageMetric, readonly UsageMetric[]]>) {
    if (!out.includes(built) && from.some((m) => metrics.includes(m))) out.push(built)
  }
  return out
}

/** `a`, `a and b`, `a, b and c`: the metrics {@link metricsWithheld} names, for messages. */
export function withheldText(metrics: readonly UsageMetric[]): string {
  const all = metricsWithheld(metrics)
  return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]!}`
}

/**
 * Why a metric means something else on one side: requests whose usage
 * breaks a relation involving it (e.g. cached above input), or null.
 */
function meaningReason(side: ConfigurationAnalysis, metric: UsageMetric): string | null {
  const found = side.accounting.findings.metrics.get(metric)
  if (found === undefined) return null
  const n = found.requests
  return `${side.config.id} ${metric} means something else in ${n} ${n === 1 ? 'request' : 'requests'} (${found.relations.join(', ')}: ${found.first.detail})`
}

function pricingReasons(b: ConfigurationAnalysis, c: ConfigurationAnalysis): string[] {
  const out: string[] = []
  for (const side of [b, c]) {
    if (side.config.pricing === null) out.push(`${side.config.id} has no pricing basis`)
    else if (side.config.pricing.verified !== true) out.push(`${side.config.id} pricing basis ${side.config.pricing.basis} unverified`)
  }
  const [bb, cb] = [b, c].map((s) => costsPricedIn(s.config.pricing?.basis ?? null, s.accounting))
  if (bb !== null && cb !== null && basesDiffer(bb, cb)) out.push(`pricing bases differ (${basisName(bb.basis)} vs ${basisName(cb.basis)})`)
  return out
}

/**
 * Why the verdicts of two configurations cannot be compared: mixed evaluators on a side,
 * different evaluator identities, or verdicts that name no evaluator (two unknown evaluators
 * are not the same evaluator). Empty when they can.
 */
export function evaluatorReasons(b: ConfigurationAnalysis, c: ConfigurationAnalysis): string[] {
  const out: string[] = []
  for (const side of [b, c]) {
    if (side.identities.length > 1) out.push(`${side.config.id} has mixed evaluators`)
  }
  if (b.identities.length === 1 && c.identities.length === 1) {
    const bk = evaluatorKey(b.identities[0]!)
    const ck = evaluatorKey(c.identities[0]!)
    const unknown = evaluatorKey(UNKNOWN_EVALUATOR)
    if (bk !== ck) out.push(`evaluators differ (${bk} vs ${ck})`)
    else if (bk === unknown) out.push('verdicts name no evaluator on either side: the evaluators cannot be shown to be the same')
  }
  return out
}

/**
 * Why retries make two pass fractions mean different things: the harness
 * retried failed tries under different policies, or a side retried on the
 * reward itself (a pass after a retry chosen by the outcome). Empty when
 * neither says (sources without a retry policy).
 */
export function retryReasons(b: ConfigurationAnalysis, c: ConfigurationAnalysis): string[] {
  const out: string[] = []
  const rb = b.config.retry_policy ?? null
  const rc = c.config.retry_policy ?? null
  if (rb !== null && rc !== null && rb !== rc) out.push(`retry policies differ (${b.config.id}: ${rb}; ${c.config.id}: ${rc})`)
  for (const side of [b, c]) {
    const p = side.config.retry_policy ?? null
    if (retriesOnReward(p)) out.push(`${side.config.id} retries on the reward (${p})`)
  }
  return out
}

/**
 * What a configuration's input tokens count (`input_definition`, src/model/attempt.ts): null means this product's own,
 * every prompt token (a Harbor agent of that definition reads the same).
 */
export function inputDefinition(side: ConfigurationAnalysis): string {
  return side.config.input_definition ?? EVERY_PROMPT_TOKEN
}

/** Why input (and the total built from it) means something else on the two sides: their definitions differ; else none. */
export function inputDefinitionReasons(b: ConfigurationAnalysis, c: ConfigurationAnalysis): string[] {
  const bd = inputDefinition(b)
  const cd = inputDefinition(c)
  return inputDefinitionsAgree(bd, cd) ? [] : [`input tokens count different things (${b.config.id}: ${bd}; ${c.config.id}: ${cd})`]
}

/**
 * Whether two configurations' input definitions let their input be compared: the same single definition. A mixed one
 * (`mixed: a + b`, trials of agents that count differently) never does, even beside the same mix: the shares differ.
 */
export function inputDefinitionsAgree(a: string, b: string): boolean {
  return a === b && !a.startsWith('mixed: ')
}

function passFractionReasons(b: ConfigurationAnalysis, c: ConfigurationAnalysis): string[] {
  const out = [...evaluatorReasons(b, c), ...retryReasons(b, c)]
  for (const side of [b, c]) {
    if (!side.report.attempts.inventory_verified) out.push(`${side.config.id} attempt inventory unverified`)
  }
  for (const side of [b, c]) {
    const e = side.report.evaluation
    if (e.pass_fraction === null && side.identities.length <= 1)
      out.push(`${side.config.id} has no pass fraction (${e.pass_fraction_reason ?? 'unknown'})`)
    else if (e.not_evaluated > 0) out.push(`${side.config.id}: ${e.evaluated} of ${e.listed} listed attempts evaluated`)
  }
  return out
}

/**
 * Compare a candidate configuration with the baseline. Token deltas need a
 * matched inventory and the metric complete on both sides, meaning the same
 * on both sides (and so every component it is built from: a total over an
 * input that counts cached input apart is withheld with the input's reason); the cost delta
 * also needs the same verified pricing basis on both sides; the pass-
 * fraction delta needs a matched inventory, the same single evaluator
 * identity, both pass fractions known and every listed attempt evaluated.
 */
export function compareConfigurations(b: ConfigurationAnalysis, c: ConfigurationAnalysis): Comparison {
  const inventory = compareInventory(inventoryCounts(b.tasks), inventoryCounts(c.tasks))
  const invReason = inventoryDifferenceText(inventory, b.config.id, c.config.id)
  const base = invReason === null ? [] : [invReason]
  const usageDelta = (m: UsageMetric, extra: string[] = []): Delta => {
    const reasons = [...base, ...extra]
    for (const side of [b, c]) {
      const r = coverageReason(side, m)
      if (r !== null) reasons.push(r)
    }
    for (const side of [b, c]) {
      // The metric's own meaning, then its components' with their own reason word for word
      // (total tokens is withheld for the reason its input or output delta is).
      for (const metric of [m, ...(BUILT_FROM[m] ?? [])]) {
        const r = meaningReason(side, metric)
        if (r !== null && !reasons.includes(r)) reasons.push(r)
      }
    }
    return delta(b.report.usage[m].observed, c.report.usage[m].observed, reasons)
  }
  const definitions = inputDefinitionReasons(b, c)
  const tokens = Object.fromEntries(
    TOKEN_METRICS.map((m) => [m, usageDelta(m, metricsWithheld(['input_tokens']).includes(m) ? definitions : [])])
  ) as Record<(typeof TOKEN_METRICS)[number], Delta>
  return {
    baseline: b.config.id,
    candidate: c.config.id,
    inventory,
    metrics: {
      ...tokens,
      cost_usd: usageDelta('cost_usd', pricingReasons(b, c)),
      pass_fraction: delta(b.report.evaluation.pass_fraction, c.report.evaluation.pass_fraction, [...base, ...passFractionReasons(b, c)])
    }
  }
}
