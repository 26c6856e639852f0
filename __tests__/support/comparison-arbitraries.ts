/**
 * fast-check arbitraries of whole `ComparisonInput`s for the streaming
 * equivalence properties: small key pools so duplicate attempts, files
 * shared between requests (one path pool), copied request identities (one
 * id pool, with `null` and `''` runtime/invocation ids), attempts of
 * undeclared configurations, missing attempts, unverified lists, timing,
 * stops, verdicts of several evaluators and hostile strings (multi-byte,
 * line breaks, `__proto__`), resource snapshots, errors, harness counters,
 * legacy counters and phases all come up. Built from comparison-builders.ts.
 * Test support only.
 */
import fc from 'fast-check'
import {
  GATE_POLICIES,
  missingAttemptInput,
  type AttemptInput,
  type ComparisonInput,
  type ConfigurationInput,
  type RequestInput
} from '../../src/comparison/input/input.js'
import type { Diagnostic, Usage } from '../../src/evidence/types.js'
import {
  attempt,
  config,
  counters,
  end,
  missingFile,
  read,
  record,
  result,
  start,
  unreadable,
  usage,
  verdict
} from './comparison-builders.js'

/** Configuration ids declared (the first is the baseline); `ghost` and `__proto__` are attempts' only. */
export const CONFIGURATION_POOL = ['base', 'cand', 'cänd-€'] as const
const ATTEMPT_CONFIGURATIONS = [...CONFIGURATION_POOL, 'ghost', '__proto__']
const TASKS = ['t1', 'tâche-€', 'line\nbreak', '🙂-emoji', 'constructor']
const FILES = ['a.json', 'b.json', 'shared/c.json', 'ünï.json']
const IDS = ['req-1', '', '€']
const RUNTIMES = [null, '', 'rt-1']
const INVOCATIONS = [null, 'inv-1']
const T0 = Date.UTC(2026, 6, 14, 16, 0, 0)

const count = fc.option(fc.nat(5000), { nil: null })
const usageArb: fc.Arbitrary<Usage | null> = fc.option(
  fc.record({
    input_tokens: count,
    cached_input_tokens: count,
    output_tokens: count,
    reasoning_tokens: count,
    total_tokens: count,
    cost_usd: fc.option(
      fc.integer({ min: 0, max: 5000 }).map((n) => n / 1000),
      { nil: null }
    ),
    pricing_basis: fc.constantFrom(null, 'list-2026', 'other')
  }),
  { nil: null }
)
const statusArb = fc.constantFrom('succeeded' as const, 'failed' as const, 'cancelled' as const, null)
const idsArb = fc.record({
  request_id: fc.constantFrom(null, ...IDS),
  runtime_id: fc.constantFrom(...RUNTIMES),
  invocation_id: fc.constantFrom(...INVOCATIONS)
})
const intervalArb = fc.option(
  fc.tuple(fc.nat(100_000), fc.nat(60_000)).map(([at, length]) => ({ start_ms: T0 + at, end_ms: T0 + at + length })),
  { nil: null }
)
const diagnosticArb: fc.Arbitrary<Diagnostic> = fc.record({
  code: fc.constantFrom('invalid_number', 'mystery_code'),
  message: fc.constantFrom('odd value', 'ünïcödé € 🙂', 'two\nlines')
})

const snapshotArb = fc.option(
  fc.record({
    shape: fc.constantFrom('released' as const, 'draft' as const),
    runtime_id: fc.constantFrom(null, 'rt-1'),
    started_at: fc.constantFrom(null, '2026-07-14T16:00:00Z'),
    observed_at: fc.constantFrom(null, '2026-07-14T16:00:30Z', '2026-07-14T16:01:00+02:00'),
    scope: fc.constantFrom(null, 'adapter_host_tree'),
    resident_memory_bytes: fc.option(fc.nat(2_000_000_000), { nil: null }),
    cpu_time_seconds: fc.option(fc.double({ min: 0, max: 90, noNaN: true }), { nil: null }),
    process_count: fc.option(fc.nat(8), { nil: null }),
    rss_bytes: fc.option(fc.nat(2_000_000_000), { nil: null }),
    cpu_user_ms: fc.option(fc.nat(90_000), { nil: null }),
    cpu_system_ms: fc.option(fc.nat(9_000), { nil: null })
  }),
  { nil: null }
)
const errorArb = fc.constantFrom(
  null,
  { code: 'invoke_timeout', stage: 'invoke', retryable: false, message: null },
  { code: 'runtime_error', stage: null, retryable: null, message: 'boom € 🙂' }
)

/** One file's place: a pool path (shared between requests and attempts) or one of its own, and an artifact. */
const fileArb = fc.record({
  path: fc.oneof(
    fc.constantFrom(...FILES),
    fc.nat(100_000).map((n) => `own-${n}.json`)
  ),
  artifact: fc.constantFrom(null, 'eval-1')
})

/** An expected request: a full result and/or a request record, each read, missing, unreadable or not declared. */
const requestArb: fc.Arbitrary<RequestInput> = fc
  .record({
    request_id: fc.constantFrom(null, ...IDS),
    result: fc.constantFrom('read', 'missing', 'unreadable', 'none'),
    resultFile: fileArb,
    resultIds: idsArb,
    resultUsage: usageArb,
    status: statusArb,
    invocation: intervalArb,
    record: fc.constantFrom('read', 'no_end', 'missing', 'none'),
    recordFile: fileArb,
    copyIds: fc.boolean(),
    recordIds: idsArb,
    recordUsage: usageArb,
    timeout: fc.boolean(),
    oom: fc.tuple(fc.option(fc.nat(2), { nil: null }), fc.option(fc.nat(2), { nil: null })),
    diagnostics: fc.array(diagnosticArb, { maxLength: 1 }),
    resultSnapshot: snapshotArb,
    recordSnapshot: snapshotArb,
    error: errorArb,
    harness: fc.constantFrom(null, 'claude', 'codex'),
    counters: fc.option(fc.tuple(fileArb, usageArb), { nil: null })
  })
  .map((g): RequestInput => {
    const resultRef = { ...g.resultFile, path: `results/${g.resultFile.path}` }
    const recordRef = { ...g.recordFile, path: `records/${g.recordFile.path}` }
    const recordIds = g.copyIds ? g.resultIds : g.recordIds
    return {
      request_id: g.request_id,
      result:
        g.result === 'read'
          ? {
              ...read(
                resultRef.path,
                result({
                  ...g.resultIds,
                  usage: g.resultUsage,
                  status: g.status,
                  invocation: g.invocation,
                  diagnostics: g.diagnostics,
                  resource_snapshot: g.resultSnapshot,
                  error: g.error,
                  harness: g.harness,
                  legacy_counters:
                    g.harness === 'codex'
                      ? [
                          {
                            source: 'output.usage (codex adapter)',
                            input_tokens: 11,
                            cached_input_tokens: null,
                            output_tokens: 2,
                            total_tokens: 13,
                            cost_usd: null
                          }
                        ]
                      : []
                })
              ),
              artifact: resultRef.artifact
            }
          : g.result === 'missing'
            ? { ...missingFile(resultRef.path), artifact: resultRef.artifact }
            : g.result === 'unreadable'
              ? { ...unreadable(resultRef.path, 'unexpected end of JSON input', 3), artifact: resultRef.artifact }
              : null,
      record:
        g.record === 'read' || g.record === 'no_end'
          ? {
              ...read(
                recordRef.path,
                record(
                  g.record === 'no_end'
                    ? null
                    : end({
                        at_ms: g.invocation?.end_ms ?? null,
                        status: g.status,
                        usage: g.recordUsage,
                        error: g.error === null ? null : { ...g.error, message: null },
                        resource_snapshot: g.recordSnapshot,
                        oom_kill_count: g.oom[1],
                        stop: g.timeout
                          ? {
                              cause: 'agent_exhausted_budget',
                              reason: 'timeout',
                              timeout_ms: 60_000,
                              used_ms: 60_012,
                              force_stopped: true,
                              exit_code: null,
                              exit_signal: 'SIGKILL'
                            }
                          : null
                      }),
                  start({
                    at_ms: g.invocation?.start_ms ?? null,
                    oom_kill_count: g.oom[0],
                    exclusive_container: g.oom[0] === null ? null : true
                  }),
                  recordIds
                )
              ),
              artifact: recordRef.artifact
            }
          : g.record === 'missing'
            ? { ...missingFile(recordRef.path), artifact: recordRef.artifact }
            : null,
      ...(g.counters === null
        ? {}
        : {
            harness_counters: {
              ...read(`trials/${g.counters[0].path}`, counters('agent_result (harbor)', g.counters[1] ?? usage())),
              artifact: g.counters[0].artifact
            }
          })
    }
  })

/** Score keys beyond the 16 a tally keeps, with hostile ones among them. */
const SCORE_KEY_POOL = [...Array.from({ length: 16 }, (_, i) => `k${String(i).padStart(2, '0')}`), 'a\nb', '<b>x</b>', 'ünï-€']

/** One attempt from the small key pools (so duplicates happen), sometimes missing. */
const attemptArb: fc.Arbitrary<AttemptInput> = fc
  .record({
    configuration: fc.constantFrom(...ATTEMPT_CONFIGURATIONS),
    task: fc.constantFrom(...TASKS),
    revision: fc.constantFrom('r1', 'r1', 'r2'),
    attempt: fc.constantFrom('1', '1', '2', '10'),
    missing: fc.boolean(),
    requests_complete: fc.constantFrom(true, false, null),
    requests: fc.array(requestArb, { maxLength: 3 }),
    passed: fc.constantFrom(true, false, null, undefined),
    score: fc.option(
      fc.integer({ min: 0, max: 4 }).map((n) => n / 4),
      { nil: null }
    ),
    evaluator: fc.constantFrom(null, { name: 'judge', version: '1' }, { name: 'other', version: null }),
    task_duration_ms: fc.option(fc.nat(120_000), { nil: null }),
    phases: fc.option(fc.tuple(fc.option(fc.nat(5_000), { nil: null }), fc.option(fc.nat(60_000), { nil: null })), { nil: undefined }),
    extraScores: fc.boolean(),
    // Named scores: the two keys of old, or any of more keys than a tally keeps (score-keys.ts MAX_SCORE_KEYS).
    scoreKeys: fc.oneof(fc.constant<string[]>(['ünï-€']), fc.subarray(SCORE_KEY_POOL, { minLength: 1 })),
    keyValue: fc.integer({ min: 0, max: 4 }),
    diagnostics: fc.array(diagnosticArb, { maxLength: 1 })
  })
  .map((g): AttemptInput => {
    const key = { configuration: g.configuration, task: g.task, revision: g.revision, attempt: g.attempt }
    if (g.missing) return missingAttemptInput(key, { path: 'manifest.json', artifact: null }, g.diagnostics)
    return attempt(g.configuration, g.task, {
      ...key,
      requests_complete: g.requests_complete,
      requests: g.requests,
      evaluation:
        g.passed === undefined
          ? null
          : verdict(g.passed, {
              score: g.score,
              evaluator: g.evaluator,
              ...(g.extraScores
                ? {
                    scores: Object.fromEntries([
                      ['reward', g.score ?? 0],
                      ...g.scoreKeys.map((k, i) => [k, ((g.keyValue + i) % 5) / 4] as const)
                    ]),
                    note: 'AgentTimeoutError: € 🙂'
                  }
                : {})
            }),
      ...(g.phases === undefined
        ? {}
        : {
            phases: [
              { name: 'environment_setup', duration_ms: g.phases[0] },
              { name: 'agent_execution', duration_ms: g.phases[1] }
            ]
          }),
      task_duration_ms: g.task_duration_ms,
      legacy_counters:
        g.requests.length === 1
          ? [
              {
                source: 'output.usage (claude adapter)',
                input_tokens: 7,
                cached_input_tokens: null,
                output_tokens: 3,
                total_tokens: 10,
                cost_usd: null
              }
            ]
          : [],
      declared_in: { path: 'manifest.json', artifact: null },
      diagnostics: g.diagnostics
    })
  })

const configurationArb = (id: string): fc.Arbitrary<ConfigurationInput> =>
  fc
    .record({
      attempts_complete: fc.constantFrom(true, false, null),
      pricing: fc.constantFrom(null, { basis: 'list-2026', verified: true }, { basis: 'guess', verified: false }),
      evaluator: fc.constantFrom(null, { name: 'judge', version: '1' })
    })
    .map((g) => config(id, g))

/**
 * A comparison input: 0–3 declared configurations, 0–14 attempts in any
 * order (the comparison sorts them), any gate policy, sometimes report
 * diagnostics, artifacts and unexpected attempts.
 */
export const comparisonInputArb: fc.Arbitrary<ComparisonInput> = fc
  .record({
    configurations: fc.integer({ min: 0, max: 3 }).chain((n) => fc.tuple(...CONFIGURATION_POOL.slice(0, n).map(configurationArb))),
    attempts: fc.array(attemptArb, { maxLength: 14 }),
    policy: fc.constantFrom(...GATE_POLICIES),
    tolerance: fc.constantFrom(undefined, 0, 2.5),
    diagnostics: fc.array(
      diagnosticArb.map((d) => ({ ...d, file: 'ghost/fabric-attempt.json' })),
      { maxLength: 1 }
    ),
    artifacts: fc.constantFrom(undefined, 'downloaded' as const, 'failed' as const),
    unexpected: fc.boolean()
  })
  .map((g): ComparisonInput => ({
    configurations: g.configurations as ConfigurationInput[],
    attempts: g.attempts,
    policy: g.policy,
    ...(g.tolerance === undefined ? {} : { regression_tolerance_pp: g.tolerance }),
    diagnostics: g.diagnostics,
    ...(g.artifacts === undefined
      ? {}
      : {
          artifacts: [
            {
              name: 'eval-€',
              id: 7,
              size_bytes: 1234,
              digest: null,
              run: 'this run',
              status: g.artifacts,
              error: g.artifacts === 'failed' ? 'HTTP 500' : null
            }
          ]
        }),
    ...(g.unexpected
      ? { unexpected_attempts: [{ configuration: 'base', task: 'extra-€', revision: 'r1', attempt: '3', declared_in: null }] }
      : {})
  }))
