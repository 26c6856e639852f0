/**
 * One configuration's block of the report, from its resolved listed
 * attempts: attempts/requests counts, accounting, evaluation, outcomes,
 * timing, resources, gaps and completeness.
 */
import { accountingFromTally, type Accounting, type UsageTally } from './tally/accounting.js'
import { evaluateConfiguration, verdictIdentities, withoutVerdict } from './evaluation.js'
import { gapsFromTally, type GapTally } from './tally/gaps.js'
import type { ConfigurationInput, EvaluatorIdentity } from './input.js'
import { outcomesFromTally, type OutcomeTally } from './tally/outcomes.js'
import type { ConfigurationReport } from './report-schema.js'
import type { RetainedAttempt } from './tally/row.js'
import { resourcesFromTally, type ResourceTally } from './tally/resources.js'
import { timingBlock } from './timing.js'

/** A configuration's report block plus the intermediate facts warnings, deltas and the gate need. */
export interface ConfigurationAnalysis {
  config: ConfigurationInput
  report: ConfigurationReport
  accounting: Accounting
  attempts: RetainedAttempt[]
  /** Evaluator identities that gave verdicts, sorted by key. */
  identities: EvaluatorIdentity[]
  /** Attempts effectively missing (declared missing, or no request with authoritative evidence). */
  missing: RetainedAttempt[]
  /** Attempts whose request list is not verified. */
  lists_unverified: RetainedAttempt[]
  /** Attempts to be judged (an evaluator declared, or a verifier in their source) that have no verdict, missing ones included. */
  without_verdict: RetainedAttempt[]
}

/**
 * Build a configuration's block from its kept attempts and what was
 * tallied as they were added (accounting.ts, gaps.ts, outcomes.ts,
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
  attempts: RetainedAttempt[],
  tallied: { outcomes: OutcomeTally; resources: ResourceTally; usage: UsageTally; gaps: GapTally }
): ConfigurationAnalysis {
  const inventoryVerified = config.attempts_complete === true
  const missing = attempts.filter((a) => a.missing)
  const listsUnverified = attempts.filter((a) => !a.list_verified)
  const duplicates = attempts.length - new Set(attempts.map((a) => a.key)).size
  // An inventory that lists nothing, or lists an attempt twice, is not a verified inventory of work done.
  const verified = inventoryVerified && attempts.length > 0 && duplicates === 0 && listsUnverified.length === 0 && missing.length === 0
  const accounting = accountingFromTally(tallied.usage, verified)

  const count = (e: keyof RetainedAttempt['request_counts']): number => attempts.reduce((n, a) => n + a.request_counts[e], 0)
  const withoutEvidence = count('none')
  const u = accounting.usage
  const unjudged = withoutVerdict(attempts)
  // A sum that overflowed was reported and is unknown (never complete), whichever metric it is.
  const complete =
    verified &&
    withoutEvidence === 0 &&
    u.input_tokens.complete &&
    u.output_tokens.complete &&
    unjudged.length === 0 &&
    accounting.overflowed.length === 0

  const report: ConfigurationReport = {
    id: config.id,
    complete,
    pricing: config.pricing === null ? null : { basis: config.pricing.basis, verified: config.pricing.verified === true },
    cost_basis: config.pricing?.basis ?? accounting.reference_basis,
    attempts: {
      listed: attempts.length,
      with_evidence: attempts.length - missing.length,
      missing: missing.length,
      inventory_verified: inventoryVerified
    },
    requests: {
      expected: count('expected'),
      from_result: count('full_result'),
      from_record: count('record_end'),
      from_harness_counters: count('harness_counters'),
      missing: withoutEvidence,
      lists_verified: attempts.length - listsUnverified.length,
      lists_unverified: listsUnverified.length
    },
    usage: accounting.usage,
    evaluation: evaluateConfiguration(attempts),
    // Over an unverified inventory or request list, or with an attempt missing, every count is a lower bound.
    outcomes: outcomesFromTally(tallied.outcomes, verified),
    timing: timingBlock(attempts),
    ...resourcesFromTally(tallied.resources),
    gaps: gapsFromTally(tallied.gaps)
  }
  return {
    config,
    report,
    accounting,
    attempts,
    identities: verdictIdentities(attempts),
    missing,
    lists_unverified: listsUnverified,
    without_verdict: unjudged
  }
}
