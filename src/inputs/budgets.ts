/**
 * Budgets as the user writes them (CLI `--budget METRIC=LIMIT`, repeatable;
 * action input `budgets`, one per line): METRIC one of `BUDGET_METRICS`,
 * LIMIT relative to the baseline (`+10%`, `-5%`: how much the candidate may
 * exceed the baseline's figure), a signed amount in the metric's unit
 * (`+0.01` USD, `+5000` tokens: the same as an amount), or an unsigned
 * ceiling in the metric's unit (`0.05` USD per attempt, `200000` tokens per
 * attempt, `30000` ms: the candidate's own figure may not exceed it).
 * Strict: anything else is a ConfigurationError naming the budget and the
 * valid forms.
 */
import { BUDGET_FORMS, BUDGET_METRICS, type BudgetMetric, type BudgetSpec } from '../comparison/figures/budgets.js'
import { ConfigurationError } from '../errors.js'

const NUMBER = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)'
const RELATIVE = new RegExp(`^(${NUMBER})\\s*%$`)
const ABSOLUTE = new RegExp(`^(${NUMBER})$`)

/**
 * Parses one budget, e.g. `cost=+10%` → `{ metric: 'cost', limit: { kind:
 * 'relative', value: 0.1 } }` (relative limits as fractions). `what` names
 * where it came from in the error (``--budget``, ``input `budgets` ``).
 * Throws ConfigurationError naming the budget and the valid forms.
 */
export function parseBudget(text: string, what: string): BudgetSpec {
  const trimmed = text.trim()
  const bad = (why: string): ConfigurationError =>
    new ConfigurationError(`${what}: ${JSON.stringify(trimmed)} ${why}; a budget is ${BUDGET_FORMS}`)
  const eq = trimmed.indexOf('=')
  if (eq < 0) throw bad('has no `=`')
  const metric = trimmed.slice(0, eq).trim()
  const limit = trimmed.slice(eq + 1).trim()
  if (!(BUDGET_METRICS as readonly string[]).includes(metric)) throw bad(`names no budget metric (${JSON.stringify(metric)})`)
  const relative = RELATIVE.exec(limit)
  const absolute = ABSOLUTE.exec(limit)
  const value = Number((relative ?? absolute)?.[1])
  if ((relative === null && absolute === null) || !Number.isFinite(value)) throw bad(`has no valid limit (${JSON.stringify(limit)})`)
  const kind = relative !== null ? 'relative' : /^[+-]/.test(limit) ? 'absolute' : 'ceiling'
  if (kind === 'ceiling' && value < 0) throw bad(`has a negative ceiling (${JSON.stringify(limit)})`)
  return { text: `${metric}=${limit}`, metric: metric as BudgetMetric, limit: { kind, value: kind === 'relative' ? value / 100 : value } }
}

/** Parses every budget given (blank lines skipped), in order; throws on the first bad one. */
export function parseBudgets(texts: readonly string[], what: string): BudgetSpec[] {
  return texts.filter((t) => t.trim() !== '').map((t) => parseBudget(t, what))
}
