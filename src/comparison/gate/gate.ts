/**
 * The gate (`docs/numbers.md`, the gate): whether the job passes under the
 * policy, and the reasons — one short specific sentence per reason.
 */
import type { ConfigurationAnalysis } from '../figures/configuration.js'
import type { GatePolicy } from '../input/input.js'
import { listSome } from '../input/keys.js'
import { stillRunningText, unfinishedAttempts, unreadableAttempts } from '../figures/completeness-causes.js'
import { sampleKeys } from '../tally/key-sample.js'
import type { Report, ReportWarning } from '../report/report-schema.js'

/** Why a configuration's evidence is incomplete; empty when complete. */
export function incompletenessReasons(c: ConfigurationAnalysis): string[] {
  const id = c.config.id
  const r = c.report
  const out: string[] = []
  // A job still running comes first: it is why the rest is short, and waiting is the cure.
  const unfinished = unfinishedAttempts(r)
  if (unfinished !== null) out.push(`${id}: ${stillRunningText(unfinished, r.attempts.listed)}`)
  if (!r.attempts.inventory_verified) out.push(`${id}: attempt inventory not verified`)
  if (r.attempts.listed === 0) out.push(`${id}: no attempts listed`)
  const duplicates = c.duplicates.extra
  if (duplicates > 0) out.push(`${id}: ${duplicates} attempt${duplicates === 1 ? ' is' : 's are'} listed more than once`)
  const unreadable = unreadableAttempts(r)
  if (unreadable !== null) {
    out.push(
      `${id}: ${unreadable.count} of ${r.attempts.listed} listed attempts unreadable (${listSome(unreadable.keys)}; first: ${unreadable.first})`
    )
  }
  const missing = r.attempts.missing - (unreadable?.count ?? 0) - (unfinished?.count ?? 0)
  if (missing > 0) {
    const keys = sampleKeys(c.tally.missing).filter(
      (k) => !(unreadable?.keys.includes(k) ?? false) && !(unfinished?.keys.includes(k) ?? false)
    )
    out.push(`${id}: ${missing} of ${r.attempts.listed} listed attempts missing (${listSome(keys)})`)
  }
  // Attempts declared missing have no known list; they are already named as missing.
  const unverified = c.tally.unverified.listings
  if (unverified > 0) out.push(`${id}: request list not verified for ${unverified} of ${r.attempts.listed} listed attempts`)
  if (r.requests.missing > 0) {
    out.push(`${id}: ${r.requests.missing} of ${r.requests.expected} expected requests have no authoritative evidence`)
  }
  for (const m of ['input_tokens', 'output_tokens'] as const) {
    const u = r.usage[m]
    if (u.reported_by < u.expected) out.push(`${id}: ${m} reported by ${u.reported_by} of ${u.expected} requests`)
  }
  if (c.accounting.overflowed.length > 0)
    out.push(`${id}: the sum of ${c.accounting.overflowed.join(', ')} exceeds what a 64-bit float holds exactly (unknown)`)
  const e = r.evaluation
  if (e.verdicts_missing > 0) {
    // Unfinished attempts are counted, never named: a trial not started has only a placeholder id.
    const named = sampleKeys(c.tally.without_verdict).filter((k) => !(unfinished?.keys.includes(k) ?? false))
    const none = [
      ...(named.length > 0 ? [listSome(named)] : []),
      ...(unfinished !== null ? [`${unfinished.count} unfinished (still running)`] : [])
    ].join('; ')
    out.push(
      `${id}: ${e.verdicts_expected - e.verdicts_missing} of ${e.verdicts_expected} ${e.verdicts_expected === 1 ? 'attempt' : 'attempts'} to be judged ${e.verdicts_expected - e.verdicts_missing === 1 ? 'has' : 'have'} a verdict; none for ${none}`
    )
  }
  return out
}

/** What `decideGate` decides from (see its comment). */
export interface GateDecision {
  policy: GatePolicy
  /** Whether every configuration's evidence is complete and no artifact or cross-shard problem was found. */
  complete: boolean
  analyses: readonly ConfigurationAnalysis[]
  warnings: readonly ReportWarning[]
  /** Artifact (and cross-shard repeat) problems, each a reason the gate fails; absent: none. */
  artifactReasons?: readonly string[]
  /** The `regression` / `non-inferiority` check's reasons; absent: none. */
  regression?: readonly string[]
  /** Reasons from budgets that failed; absent: none. */
  budgets?: readonly string[]
}

/**
 * Decide the gate. `incomplete`: passes when complete; `warnings`: also
 * needs no warning of severity `warning`; `regression`: also needs
 * `regression` empty (regression-gate.ts: no candidate lower beyond noise,
 * and the check could be made); `non-inferiority`: the same with the
 * non-inferiority reasons in `regression`; `never`: always passes. Reasons
 * always list incompleteness (artifacts not intact first); under `warnings`
 * also one line per warning code, under `regression` / `non-inferiority`
 * the pass-fraction check's reasons.
 * `budgets`: one reason per budget that failed or could not be checked
 * (../figures/budgets.ts); they come first and fail the gate under every policy but
 * `never`.
 */
export function decideGate(decision: GateDecision): Report['gate'] {
  const { policy, complete, analyses, warnings, artifactReasons = [], regression = [], budgets = [] } = decision
  const reasons = [...budgets, ...artifactReasons, ...analyses.flatMap(incompletenessReasons)]
  if (analyses.length === 0) reasons.push('no configurations to compare')
  const serious = warnings.filter((w) => w.severity === 'warning')
  if (policy === 'warnings') {
    const counts = new Map<string, number>()
    for (const w of serious) counts.set(w.code, (counts.get(w.code) ?? 0) + 1)
    for (const [code, n] of counts) reasons.push(`warning ${code}${n > 1 ? ` (${n})` : ''}`)
  }
  const checked = policy === 'regression' || policy === 'non-inferiority'
  if (checked) reasons.push(...regression)
  const policyPassed =
    policy === 'never'
      ? true
      : policy === 'incomplete'
        ? complete
        : checked
          ? complete && regression.length === 0
          : complete && serious.length === 0
  const passed = policyPassed && (policy === 'never' || budgets.length === 0)
  return { policy, passed, reasons }
}
