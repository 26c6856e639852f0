/**
 * One configuration's block of the report, from its resolved listed
 * attempts: attempts/requests counts, accounting, evaluation, outcomes,
 * timing, resources, gaps and completeness.
 */
import { accountingFromTally, costBasesSummed, type Accounting, type UsageTally } from '../tally/accounting.js'
import type { AttemptTally } from '../tally/attempts.js'
import { evaluateConfiguration, verdictIdentities } from './evaluation.js'
import { sampleKeys } from '../tally/key-sample.js'
import { taskResults, type TaskTable } from './task-results.js'
import { gapsFromTally, type GapTally } from '../tally/gaps.js'
import type { ConfigurationInput, EvaluatorIdentity } from '../input/input.js'
import { outcomesFromTally, type OutcomeTally } from '../tally/outcomes.js'
import { infrastructureBlock } from './infrastructure-block.js'
import type { ConfigurationReport } from '../report/report-schema.js'
import { resourcesFromTally, type ResourceTally } from '../tally/resources.js'
import { timingBlock } from './timing.js'

/** Attempts listed more than once: the extra listings, the attempts so listed and a sample of them. */
export interface Duplicates {
  /** Listings beyond the first of each attempt. */
  extra: number
  /** Attempts listed more than once (exact unless one is listed three times or more across merged folds). */
  attempts: number
  /** Some of them (those found within one fold; one found across merged folds is known by its digest only). */
  named: string[]
}

/** A configuration's report block plus the intermediate facts warnings, deltas and the gate need. */
export interface ConfigurationAnalysis {
  config: ConfigurationInput
  report: ConfigurationReport
  accounting: Accounting
  /** What the accumulator kept of its attempts. */
  tally: AttemptTally
  /** Its tasks, sorted by key, with the cost totals in the pricing bases summed (made as they are read). */
  tasks: TaskTable
  /** Evaluator identities that gave verdicts, sorted by key. */
  identities: EvaluatorIdentity[]
  duplicates: Duplicates
}

/** The duplicates of a configuration's tally. */
function duplicatesOf(t: AttemptTally): Duplicates {
  return {
    extra: t.duplicates.listings + t.repeated_across,
    attempts: t.duplicates.distinct + t.repeated_across,
    named: sampleKeys(t.duplicates)
  }
}

/**
 * Build a configuration's block from what was tallied as its attempts were
 * added (tally/attempts.ts, accounting.ts, gaps.ts, outcomes.ts,
 * resources.ts). `complete` = attempt inventory verified
 * (declared whole, at least one attempt, no attempt listed twice) AND every
 * request list verified AND no attempt missing AND every expected
 * request has authoritative evidence AND input_tokens and output_tokens
 * complete AND every attempt that is to be judged (an evaluator
 * declared, or a verifier in its source) has a verdict AND no reported
 * metric's sum overflowed (`sum_overflow`: reported, yet unknown). Cost, cached, reasoning and total tokens are shown with
 * coverage but not required for completeness: many providers do not report
 * them.
 */
export function analyzeConfiguration(
  config: ConfigurationInput,
  tallied: { attempts: AttemptTally; outcomes: OutcomeTally; resources: ResourceTally; usage: UsageTally; gaps: GapTally }
): ConfigurationAnalysis {
  const t = tallied.attempts
  const inventoryVerified = config.attempts_complete === true
  const missing = t.missing.listings
  const listsUnverified = t.lists_unverified
  const duplicates = duplicatesOf(t)
  // An inventory that lists nothing, or lists an attempt twice, is not a verified inventory of work done.
  const verified = inventoryVerified && t.listed > 0 && duplicates.extra === 0 && listsUnverified === 0 && missing === 0
  const accounting = accountingFromTally(tallied.usage, verified)

  const rc = t.request_counts
  const withoutEvidence = rc.none
  const u = accounting.usage
  const evaluation = evaluateConfiguration(t)
  // A sum that overflowed was reported and is unknown (never complete), whichever metric it is.
  const complete =
    verified &&
    withoutEvidence === 0 &&
    u.input_tokens.complete &&
    u.output_tokens.complete &&
    evaluation.verdicts_missing === 0 &&
    accounting.overflowed.length === 0

  const report: ConfigurationReport = {
    id: config.id,
    complete,
    pricing: config.pricing === null ? null : { basis: config.pricing.basis, verified: config.pricing.verified === true },
    cost_basis: config.pricing?.basis ?? accounting.reference_basis,
    ...(accounting.mixed_basis.costs.length === 0
      ? {}
      : { cost_other_bases: accounting.mixed_basis.costs.map(({ basis, ...c }) => ({ basis: basis === '' ? null : basis, ...c })) }),
    attempts: {
      listed: t.listed,
      with_evidence: t.listed - missing,
      missing,
      inventory_verified: inventoryVerified
    },
    requests: {
      expected: rc.expected,
      from_result: rc.full_result,
      from_record: rc.record_end,
      from_harness_counters: rc.harness_counters,
      missing: withoutEvidence,
      // A declared-missing attempt's list is neither: the attempt is counted as missing.
      lists_verified: t.listed - listsUnverified,
      lists_unverified: t.unverified.listings
    },
    usage: accounting.usage,
    evaluation,
    infrastructure: infrastructureBlock(t),
    // Over an unverified inventory or request list, or with an attempt missing, every count is a lower bound.
    outcomes: outcomesFromTally(tallied.outcomes, verified),
    timing: timingBlock(t),
    ...resourcesFromTally(tallied.resources),
    gaps: gapsFromTally(tallied.gaps)
  }
  return {
    config,
    report,
    accounting,
    tally: t,
    tasks: taskResults(t.tasks, costBasesSummed(tallied.usage)),
    identities: verdictIdentities(t),
    duplicates
  }
}
