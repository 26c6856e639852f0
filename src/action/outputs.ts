/**
 * The action's outputs for later workflow steps, derived from the report.
 */
import type { Report } from '../comparison/report/report-schema.js'

/** Headline figures of one configuration in the `summary-json` output. Tokens are counts, cost USD; null = unknown. */
export interface HeadlineFigures {
  id: string
  complete: boolean
  attempts: { with_evidence: number; listed: number }
  requests: { with_evidence: number; expected: number }
  /** Observed total tokens; a lower bound when `total_tokens_complete` is false. */
  total_tokens: number | null
  total_tokens_complete: boolean
  /** Observed cost in USD within the configuration's pricing basis; a lower bound when `cost_usd_complete` is false. */
  cost_usd: number | null
  cost_usd_complete: boolean
  /** The pricing basis `cost_usd` is in: declared, else named by the evidence (e.g. `harbor-estimate:codex`); null when none. */
  pricing_basis: string | null
  /** passed / evaluated under one evaluator; null when mixed or none evaluated. */
  pass_fraction: number | null
  passed: number
  evaluated: number
}

/** Per-configuration headline figures of `report`. */
export function headlineFigures(report: Report): HeadlineFigures[] {
  return report.configurations.map((c) => ({
    id: c.id,
    complete: c.complete,
    attempts: { with_evidence: c.attempts.with_evidence, listed: c.attempts.listed },
    requests: { with_evidence: c.requests.expected - c.requests.missing, expected: c.requests.expected },
    total_tokens: c.usage.total_tokens.observed,
    total_tokens_complete: c.usage.total_tokens.complete,
    cost_usd: c.usage.cost_usd.observed,
    cost_usd_complete: c.usage.cost_usd.complete,
    pricing_basis: c.cost_basis,
    pass_fraction: c.evaluation.pass_fraction,
    passed: c.evaluation.passed,
    evaluated: c.evaluation.evaluated
  }))
}

/** The action's outputs by name (values are strings, as GitHub stores them). */
export function actionOutputs(report: Report, reportPath: string, commentUrl: string | null): Record<string, string> {
  return {
    complete: String(report.complete),
    'gate-passed': String(report.gate.passed),
    'budgets-passed': report.gate.budgets_passed === undefined ? '' : String(report.gate.budgets_passed),
    'report-path': reportPath,
    'comment-url': commentUrl ?? '',
    'warnings-count': String(report.warnings.filter((w) => w.severity === 'warning').length),
    'notices-count': String(report.warnings.filter((w) => w.severity === 'notice').length),
    'summary-json': JSON.stringify(headlineFigures(report))
  }
}
