/**
 * What a budget is (`--budget METRIC=LIMIT`, the action's `budgets`): its metric and limit, as
 * parsed by src/inputs/budgets.ts and checked by ../figures/budgets.ts. A leaf module: the comparison's
 * input names budgets without importing their checks.
 */
/** The metrics a budget can limit, in documentation order. */
export const BUDGET_METRICS = ['cost', 'input_tokens', 'output_tokens', 'total_tokens', 'cost_per_passed_attempt', 'task_duration'] as const

/** The valid forms of a budget, as every budget error states them. */
export const BUDGET_FORMS = `METRIC=LIMIT with METRIC one of ${BUDGET_METRICS.join(', ')} and LIMIT relative to the baseline (e.g. cost=+10%), a signed amount the candidate may exceed the baseline by in the metric's unit (e.g. cost=+0.01), or a ceiling on the candidate's own figure in the metric's unit (e.g. cost=0.05 USD per attempt, total_tokens=200000 tokens per attempt, task_duration=30000 ms)`

/** How a limit is read: a fraction of the baseline, an amount over the baseline, or a ceiling on the candidate. */
export type BudgetLimitKind = 'relative' | 'absolute' | 'ceiling'

/** A budget metric (`BUDGET_METRICS`). */
export type BudgetMetric = (typeof BUDGET_METRICS)[number]

/**
 * A parsed budget (src/inputs/budgets.ts). `limit.value`: for `relative`, a
 * fraction of the baseline's figure (0.1 = +10 %); for `absolute`, how much
 * the candidate's figure may exceed the baseline's, in the metric's unit
 * (USD, tokens, ms); for `ceiling`, the most the candidate's own figure may
 * be, in the metric's unit.
 */
export interface BudgetSpec {
  /** As given, normalised (`cost=+10%`). */
  text: string
  metric: BudgetMetric
  limit: { kind: BudgetLimitKind; value: number }
}
