/**
 * Comparison inputs for the budget tests (synthetic): two configurations
 * over tasks t1…t5 × 2 attempts, one request per attempt reporting tokens
 * and cost in a verified pricing basis, one evaluator. See
 * __tests__/comparison-budgets.test.ts for the hand-computed figures.
 */
import type { BudgetSpec } from '../../src/comparison/figures/budgets.js'
import type { AttemptInput, ComparisonInput, GatePolicy } from '../../src/comparison/input/input.js'
import { parseBudget } from '../../src/inputs/budgets.js'
import { attempt, config, input, resultReq, usage, verdict } from './comparison-builders.js'

export const BASE_COST = [0.1, 0.2, 0.1, 0.2, 0.4]
export const CAND_COST = [0.14, 0.25, 0.13, 0.27, 0.51]
export const PRICING = { basis: 'list-2026', verified: true }
export const EVALUATOR = { name: 'checker', version: '1' }

export interface Side {
  id: string
  cost: readonly number[]
  basis?: string
  /** Input tokens per attempt by task. */
  input?: readonly number[]
  /** [task, attempt] whose request reports no cost. */
  noCostAt?: [number, number]
  /** Passes per task (of 2). */
  passes?: readonly number[]
  /** Task duration of each attempt by task (ms); absent = unknown. */
  duration?: readonly number[]
}

function sideAttempts(s: Side): AttemptInput[] {
  return s.cost.flatMap((cost, i) =>
    [0, 1].map((j) => {
      const missing = s.noCostAt !== undefined && s.noCostAt[0] === i && s.noCostAt[1] === j
      const inputTokens = s.input?.[i] ?? 1000
      const u = usage({
        input_tokens: inputTokens,
        output_tokens: 100,
        total_tokens: inputTokens + 100,
        cost_usd: missing ? null : cost,
        pricing_basis: missing ? null : (s.basis ?? PRICING.basis)
      })
      return attempt(s.id, `t${i + 1}`, {
        attempt: String(j + 1),
        requests: [resultReq(`${s.id}-t${i + 1}-${j + 1}`, u)],
        evaluation: verdict(j < (s.passes?.[i] ?? 1)),
        task_duration_ms: s.duration?.[i] ?? null
      })
    })
  )
}

export function budgetInput(base: Side, cand: Side, budgets: BudgetSpec[], policy: GatePolicy = 'incomplete'): ComparisonInput {
  return input(
    [
      config(base.id, { pricing: { basis: base.basis ?? PRICING.basis, verified: true }, evaluator: EVALUATOR }),
      config(cand.id, { pricing: { basis: cand.basis ?? PRICING.basis, verified: true }, evaluator: EVALUATOR })
    ],
    [...sideAttempts(base), ...sideAttempts(cand)],
    { budgets, policy }
  )
}

export const budget = (text: string): BudgetSpec => parseBudget(text, '--budget')
export const BASE: Side = { id: 'base', cost: BASE_COST }
export const CAND: Side = { id: 'cand', cost: CAND_COST }
