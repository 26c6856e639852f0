/**
 * The input of the long-id scaling check (bench/scaling.ts) and of its
 * output test (__tests__/hostile-links-and-empty-input.test.ts): ids of tens of thousands
 * of characters once made the plain text quadratic (issue 19 item 13).
 */
import type { AttemptInput, ComparisonInput } from '../src/comparison/input/input.js'

/**
 * Two configurations of one attempt each whose every id (configuration, task, revision, attempt, request) is `n` characters long:
 * the baseline's attempt passed, the candidate's failed, each with one
 * request whose full result is missing (so ids reach gaps and warnings too).
 */
export function longIdInput(n: number): ComparisonInput {
  const id = (c: string): string => c.repeat(n)
  const attempt = (configuration: string, passed: boolean): AttemptInput => ({
    configuration,
    task: id('t'),
    revision: id('r'),
    attempt: id('a'),
    missing: false,
    requests_complete: true,
    requests: [{ request_id: id('q'), result: { path: `${id('p')}.json`, artifact: null, state: 'missing' }, record: null }],
    evaluation: { passed, score: null, evaluator: null },
    task_duration_ms: null,
    legacy_counters: [],
    declared_in: null,
    diagnostics: []
  })
  const configurations = [id('b'), id('c')].map((c) => ({ id: c, attempts_complete: true, pricing: null, evaluator: null }))
  return { configurations, attempts: [attempt(id('b'), true), attempt(id('c'), false)], policy: 'never', diagnostics: [] }
}
