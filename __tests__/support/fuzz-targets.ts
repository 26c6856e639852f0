/**
 * Property-based fuzz targets (fast-check) for every reader, the manifest
 * loader, the comparison and the renderers — the invariants of issue 11:
 * nothing throws past a reader's boundary; every listed attempt appears in
 * the report; a metric no request reported is null; `complete` is false
 * whenever a figure is partial; no NaN or ±Infinity anywhere in a report;
 * text, `--details`, the summary and `--json` render for every report.
 * Run bounded by `__tests__/slow/fuzz.test.ts` (fixed seed) and at length by
 * `npm run fuzz -- --runs N` (scripts/fuzz.ts).
 */
import fc from 'fast-check'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compare } from '../../src/comparison/compare.js'
import type { AttemptInput, ComparisonInput, RequestInput } from '../../src/comparison/input/input.js'
import { attemptKey } from '../../src/comparison/input/keys.js'
import { peakConcurrency, type TimedInterval } from '../../src/comparison/tally/invocations.js'
import { reduceAtif } from '../../src/evidence/atif/segment.js'
import { EvidenceTypeError } from '../../src/evidence/json/fields.js'
import { mapFullResult } from '../../src/evidence/fabric/full-result.js'
import { parseConfigurationMap } from '../../src/evidence/harbor/configuration.js'
import { checkedAgentResult } from '../../src/evidence/harbor/usage/requests.js'
import { parseTrialResult } from '../../src/evidence/harbor/trial/trial-result.js'
import { trialVerdict } from '../../src/evidence/harbor/grading/verdict.js'
import { parseJsonText } from '../../src/evidence/json/json-text.js'
import { readLegacyCounters } from '../../src/evidence/fabric/legacy-counters.js'
import { readRequestRecord } from '../../src/evidence/fabric/request-record.js'
import type { Diagnostic, FileOutcome, FullResultEvidence, Usage } from '../../src/evidence/types.js'
import { manifestProblems } from '../../src/sources/manifest/read-manifest.js'
import { ManifestSchema } from '../../src/sources/manifest/schema.js'
import { renderSummary } from '../../src/render/markdown/summary.js'
import { renderText } from '../../src/render/text/text.js'
import { ReportSchema } from '../../src/comparison/report/report-schema.js'
import { readUsage } from '../../src/evidence/fabric/usage.js'
import { readJobInventory } from '../../src/evidence/harbor/job/job-config.js'
import { matchInventory } from '../../src/evidence/harbor/job/inventory.js'
import { MAX_DECLARED_ATTEMPTS, MAX_REQUESTS_PER_ATTEMPT } from '../../src/evidence/limits.js'
import { AttemptIndexSchema } from '../../src/sources/manifest/schema.js'
import { ownStringRecord } from '../../src/evidence/keyed-record.js'
import { createRootedOpener } from '../../src/evidence/files/paths.js'
import { hostileTargets } from './fuzz-targets-hostile.js'

const USAGE_FIELDS = ['input_tokens', 'cached_input_tokens', 'output_tokens', 'reasoning_tokens', 'total_tokens', 'cost_usd'] as const
let jobDir: string | undefined

/** One fuzz target: a name and its fast-check property. */
export interface FuzzTarget {
  name: string
  property: fc.IAsyncProperty<[unknown]> | fc.IProperty<[unknown]>
}

/** Strings that stress key handling: prototype members, NUL, bidi, long, empty. */
const oddString = fc.oneof(
  fc.string(),
  fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '', '\u0000', '\u202e', 'a/b', '../x', 'NaN'),
  fc.string({ unit: 'grapheme', maxLength: 8 })
)
/** Numbers at every edge a reader must handle. */
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -5, 12.5, 1e21, 1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 2 ** 60)
)
/** A JSON-ish value of evidence shape: objects keyed by odd strings, odd numbers. */
const oddJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    oddNumber,
    oddString,
    tie('array'),
    tie('object')
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(oddString, tie('value'), { maxKeys: 5 })
})).value

/** Text a reader may see: JSON of odd values, mutated JSON, raw strings, Python literals. */
const oddText = fc.oneof(
  oddJson.map((v) => JSON.stringify(v) ?? 'null'),
  fc.tuple(oddJson, fc.nat(), fc.string({ maxLength: 3 })).map(([v, at, insert]) => {
    const text = JSON.stringify(v) ?? 'null'
    const i = at % (text.length + 1)
    return text.slice(0, i) + insert + text.slice(i + 1)
  }),
  fc.string(),
  fc.constantFrom('NaN', '[Infinity,-Infinity]', '9007199254740993.0', '{"a":1e400}', '\ufeff{}', '[[[[[[[[[[]]]]]]]]]]')
)

/** Walks a value; throws naming the path of the first number that is NaN or ±Infinity. */
export function assertFinite(value: unknown, at = '$'): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${at} is ${value}`)
  } else if (Array.isArray(value)) value.forEach((v, i) => assertFinite(v, `${at}[${i}]`))
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) assertFinite(v, `${at}.${k}`)
}

/** A full result object with each field sometimes valid, sometimes odd. */
const fullResultValue = fc.record(
  {
    status: fc.oneof(fc.constantFrom('succeeded', 'failed', 'cancelled'), oddJson),
    request_id: fc.oneof(fc.string(), oddJson),
    runtime_id: fc.string(),
    invocation_id: fc.string(),
    agent_name: oddString,
    harness: oddString,
    adapter_kind: oddString,
    usage: fc.oneof(
      fc.record({ input_tokens: oddNumber, output_tokens: oddNumber, cost_usd: oddNumber, pricing_basis: oddString }, { requiredKeys: [] }),
      oddJson
    ),
    events: fc.oneof(
      fc.array(
        fc.record(
          { kind: fc.constantFrom('invocation_start', 'invocation_end', 'record_write_failed', 'x'), timestamp_millis: oddNumber },
          { requiredKeys: [] }
        ),
        { maxLength: 4 }
      ),
      oddJson
    ),
    output: fc.oneof(
      fc.record({
        usage: fc.dictionary(
          fc.constantFrom('input_tokens', 'cached_input_tokens', 'prompt_tokens', 'cache_read_input_tokens', 'cost'),
          oddNumber
        )
      }),
      oddJson
    ),
    error: fc.oneof(fc.record({ code: oddString, message: oddString }), oddJson)
  },
  { requiredKeys: [] }
)

let recordDir: string | null = null
let recordSeq = 0

/** The targets; `scale` multiplies nothing here — runs are chosen by the caller. */
export const FUZZ_TARGETS: FuzzTarget[] = [
  {
    name: 'json-text',
    property: fc.property(oddText, (text) => {
      const r = parseJsonText(text as string)
      if (r.ok) assertFinite(r.value)
      else if (!(r.line >= 1 && r.column >= 1)) throw new Error(`bad position ${r.line}:${r.column}`)
    }) as fc.IProperty<[unknown]>
  },
  {
    name: 'full-result',
    property: fc.property(fc.oneof(fullResultValue, oddJson), (value) => {
      const parsed = parseJsonText(JSON.stringify(value) ?? 'null')
      if (!parsed.ok) return
      try {
        const r = mapFullResult(parsed.value, [])
        assertFinite(r)
      } catch (e) {
        if (!(e instanceof EvidenceTypeError)) throw e
      }
    }) as fc.IProperty<[unknown]>
  },
  {
    name: 'request-record',
    property: fc.asyncProperty(
      fc.array(
        fc.oneof(
          oddText,
          fc
            .record(
              {
                kind: fc.constantFrom('start', 'end'),
                request_id: fc.string(),
                status: fc.constantFrom('succeeded', 'failed'),
                usage: oddJson,
                stop: oddJson
              },
              { requiredKeys: ['kind'] }
            )
            .map((v) => JSON.stringify(v))
        ),
        { maxLength: 5 }
      ),
      async (lines) => {
        recordDir ??= mkdtempSync(path.join(os.tmpdir(), 'fuzz-records-'))
        const file = path.join(recordDir, `r${recordSeq++ % 64}.jsonl`)
        writeFileSync(file, (lines as string[]).map((l) => l.replace(/\n/g, ' ')).join('\n'))
        const r = await readRequestRecord(file, { path: 'r.jsonl', artifact: null })
        if (r.state === 'read') assertFinite(r.value)
      }
    ) as fc.IAsyncProperty<[unknown]>
  },
  {
    name: 'legacy-counters',
    property: fc.property(fc.tuple(oddJson, fc.option(oddString)), ([output, harness]) => {
      const diagnostics: Diagnostic[] = []
      for (const c of readLegacyCounters(output, harness as string | null, diagnostics)) {
        assertFinite(c)
        for (const k of ['input_tokens', 'cached_input_tokens', 'output_tokens', 'total_tokens'] as const) {
          const v = c[k]
          if (v !== null && !(Number.isSafeInteger(v) && v >= 0)) throw new Error(`${k} ${v} is not a count`)
        }
      }
    }) as fc.IProperty<[unknown]>
  },
  {
    name: 'harbor-trial',
    property: fc.property(
      fc.record(
        {
          task_name: fc.oneof(fc.string(), oddJson),
          agent_result: fc.oneof(
            fc.record(
              { n_input_tokens: oddNumber, n_cache_tokens: oddNumber, n_output_tokens: oddNumber, cost_usd: oddNumber },
              { requiredKeys: [] }
            ),
            oddJson
          ),
          verifier_result: fc.oneof(fc.record({ rewards: fc.dictionary(oddString, fc.option(oddNumber)) }), oddJson),
          config: oddJson,
          started_at: oddJson
        },
        { requiredKeys: [] }
      ),
      (value) => {
        const parsed = parseJsonText(JSON.stringify(value))
        if (!parsed.ok) return
        const t = parseTrialResult(parsed.value)
        if (!t.ok) return
        const diagnostics: Diagnostic[] = []
        const ar = checkedAgentResult(t.value.agent_result, 'result.json', diagnostics)
        for (const k of ['n_input_tokens', 'n_cache_tokens', 'n_output_tokens'] as const) {
          const v = ar?.[k] ?? null
          if (v !== null && !(Number.isSafeInteger(v) && v >= 0)) throw new Error(`${k} ${v} is not a count`)
        }
        assertFinite(trialVerdict(t.value, 'result.json', {}).evaluation)
      }
    ) as fc.IProperty<[unknown]>
  },
  {
    name: 'atif',
    property: fc.property(
      fc.oneof(
        fc.record(
          {
            schema_version: oddJson,
            steps: fc.oneof(
              fc.array(
                fc.record(
                  {
                    timestamp: oddJson,
                    metrics: fc.oneof(
                      fc.record({ prompt_tokens: oddNumber, completion_tokens: oddNumber, cost_usd: oddNumber }, { requiredKeys: [] }),
                      oddJson
                    ),
                    observation: fc.record({ results: oddJson })
                  },
                  { requiredKeys: [] }
                ),
                { maxLength: 4 }
              ),
              oddJson
            ),
            final_metrics: oddJson
          },
          { requiredKeys: [] }
        ),
        oddJson
      ),
      (value) => {
        const parsed = parseJsonText(JSON.stringify(value) ?? 'null')
        if (!parsed.ok) return
        const r = reduceAtif(parsed.value, 'trajectory.json')
        if (r.ok) assertFinite(r.value)
      }
    ) as fc.IProperty<[unknown]>
  },
  {
    name: 'manifest',
    property: fc.property(
      fc.oneof(
        oddJson,
        fc.record({
          manifest_version: fc.constantFrom(1, 2),
          configurations: fc.array(fc.record({ id: oddString }), { maxLength: 3 }),
          attempts: fc.array(
            fc.record({
              configuration: oddString,
              task: oddString,
              revision: oddString,
              attempt: oddString,
              requests: fc.array(fc.record({ result: oddString, record: oddString }, { requiredKeys: [] }), { maxLength: 2 })
            }),
            { maxLength: 3 }
          )
        })
      ),
      (value) => {
        const parsed = ManifestSchema.safeParse(value)
        if (parsed.success) manifestProblems(parsed.data)
        try {
          parseConfigurationMap(JSON.stringify(value) ?? 'null', 'map.json')
        } catch (e) {
          if (!(e instanceof Error) || !e.message.startsWith('map.json: ')) throw e
        }
      }
    ) as fc.IProperty<[unknown]>
  },
  {
    name: 'peak-concurrency',
    property: fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 20 })), { maxLength: 30 }),
      (pairs) => {
        const intervals: TimedInterval[] = (pairs as Array<[number, number]>).map(([s, len]) => ({ start_ms: s, end_ms: s + len }))
        // The pairwise definition (quadratic) as the oracle.
        let expected = 0
        for (const i of intervals) {
          let running = 1
          for (const j of intervals) if (j !== i && j.start_ms <= i.start_ms && i.start_ms < j.end_ms) running += 1
          expected = Math.max(expected, running)
        }
        const got = peakConcurrency(intervals)
        if (got !== expected) throw new Error(`peak ${got}, expected ${expected}`)
      }
    ) as fc.IProperty<[unknown]>
  },
  {
    name: 'usage-extremes',
    property: fc.property(
      fc.record(Object.fromEntries(USAGE_FIELDS.map((k) => [k, fc.oneof(oddNumber, oddJson)])), { requiredKeys: [] }),
      (value) => {
        const parsed = parseJsonText(JSON.stringify(value))
        if (!parsed.ok) return
        let u: Usage | null
        try {
          u = readUsage(parsed.value, '$.usage', [])
        } catch (e) {
          if (e instanceof EvidenceTypeError) return
          throw e
        }
        for (const k of USAGE_FIELDS) {
          const v = u?.[k] ?? null
          if (v === null) continue
          if (k === 'cost_usd' ? !(Number.isFinite(v) && v >= 0) : !(Number.isSafeInteger(v) && v >= 0))
            throw new Error(`${k} ${v} accepted`)
        }
      }
    ) as fc.IProperty<[unknown]>
  },
  {
    name: 'harbor-job-config',
    property: fc.asyncProperty(
      fc.record(
        {
          n_attempts: fc.oneof(oddNumber, fc.integer({ min: 1, max: 200_000 }), oddJson),
          agents: fc.oneof(
            fc.array(
              fc.record({ name: fc.constantFrom('claude-code', 'codex', 'toString'), model_name: fc.option(fc.string({ maxLength: 4 })) }),
              { maxLength: 3 }
            ),
            oddJson
          ),
          tasks: fc.oneof(fc.array(fc.record({ name: oddString }), { maxLength: 4 }), oddJson)
        },
        { requiredKeys: [] }
      ),
      async (config) => {
        jobDir ??= mkdtempSync(path.join(os.tmpdir(), 'fuzz-job-'))
        writeFileSync(path.join(jobDir, 'config.json'), JSON.stringify(config))
        const open = await createRootedOpener(jobDir, 'the Harbor job folder')
        const inventory = await readJobInventory(jobDir, 'job/config.json', [], open)
        if (!inventory.known) return
        const slots = inventory.agents.flatMap((a, i) =>
          inventory.tasks.map((task) => ({ configuration: `c${i}`, task, n: inventory.n_attempts }))
        )
        const m = matchInventory('job', slots, [], { path: 'job/config.json', artifact: null })
        if (m.missing.length > MAX_DECLARED_ATTEMPTS) throw new Error(`${m.missing.length} missing attempts expanded`)
        const declared = slots.reduce((s, x) => s + x.n, 0)
        if (declared > MAX_DECLARED_ATTEMPTS && !m.diagnostics.some((d) => d.code === 'inventory_too_large'))
          throw new Error(`${declared} declared without inventory_too_large`)
      }
    ) as fc.IAsyncProperty<[unknown]>
  },
  {
    name: 'long-request-lists',
    property: fc.property(fc.integer({ min: MAX_REQUESTS_PER_ATTEMPT - 3, max: MAX_REQUESTS_PER_ATTEMPT + 3 }), (n) => {
      const index = {
        attempt_index_version: 1,
        configuration: 'c',
        task: 't',
        revision: 'r',
        attempt: '1',
        requests: Array.from({ length: n as number }, (_, i) => ({ result: `${i}.json` }))
      }
      const parsed = AttemptIndexSchema.safeParse(index)
      if (parsed.success !== (n as number) <= MAX_REQUESTS_PER_ATTEMPT) throw new Error(`${n} requests: parsed ${parsed.success}`)
      if (
        !parsed.success &&
        !parsed.error.issues.some((i) => i.message.startsWith(`${(n as number).toLocaleString('en-US')} requests listed`))
      )
        throw new Error(`${n} requests refused without the count`)
    }) as fc.IProperty<[unknown]>
  },
  {
    name: 'non-map-maps',
    property: fc.property(fc.tuple(fc.dictionary(oddString, oddString, { maxKeys: 5 }), oddString), (pair) => {
      const [d, k] = pair as [Record<string, string>, string]
      const own = Object.prototype.hasOwnProperty.call(d, k) ? d[k] : undefined
      for (const given of [d, new Map(Object.entries(d)), Object.assign(Object.create(null) as Record<string, string>, d)]) {
        const got = ownStringRecord(given, 'map')![k]
        if (got !== own) throw new Error(`${JSON.stringify(k)}: ${String(got)}, expected ${String(own)}`)
      }
    }) as fc.IProperty<[unknown]>
  },
  {
    name: 'comparison-and-renderers',
    property: fc.property(comparisonInput(), (generated) => checkReport(generated as ComparisonInput)) as fc.IProperty<[unknown]>
  },
  // Issue 57: shard summaries edited, artifact archives, renderers with long strings (fuzz-targets-hostile.ts).
  ...hostileTargets(comparisonInput)
]

const usageArb: fc.Arbitrary<Usage | null> = fc.option(
  fc.record({
    input_tokens: fc.option(fc.oneof(fc.nat(), fc.constant(2 ** 52), fc.constant(Number.MAX_SAFE_INTEGER))),
    cached_input_tokens: fc.option(fc.nat()),
    output_tokens: fc.option(fc.oneof(fc.nat(), fc.constantFrom(2 ** 52 + 1, Number.MAX_SAFE_INTEGER))),
    reasoning_tokens: fc.option(fc.nat()),
    total_tokens: fc.option(fc.nat()),
    cost_usd: fc.option(fc.oneof(fc.double({ min: 0, max: 10, noNaN: true }), fc.constantFrom(1e21, 1e308))),
    pricing_basis: fc.option(fc.constantFrom('b1', 'b2', '__proto__', 'harbor-estimate:codex'))
  })
)

function resultOutcome(id: string): fc.Arbitrary<FileOutcome<FullResultEvidence> | null> {
  return fc.oneof(
    fc.constant(null),
    fc.constant({ path: `${id}.json`, artifact: null, state: 'missing' as const }),
    fc.constant({ path: `${id}.json`, artifact: null, state: 'unreadable' as const, line: 1, json_path: null, reason: 'malformed' }),
    fc
      .record({
        usage: usageArb,
        status: fc.constantFrom('succeeded', 'failed', 'cancelled'),
        code: fc.option(oddString),
        start: fc.option(fc.nat(1000)),
        len: fc.option(fc.nat(500))
      })
      .map(({ usage, status, code, start, len }) => ({
        path: `${id}.json`,
        artifact: null,
        state: 'read' as const,
        value: {
          telemetry_shape: 'object' as const,
          request_id: id,
          runtime_id: 'rt',
          invocation_id: id,
          agent_name: 'a',
          harness: 'h',
          adapter_kind: 'k',
          adapter_id: null,
          status: status as FullResultEvidence['status'],
          error: code === null ? null : { code, stage: null, retryable: null, message: null },
          usage,
          resource_snapshot: null,
          system_stats: null,
          invocation: start === null ? null : { start_ms: start, end_ms: len === null ? null : start + len },
          legacy_counters: [],
          diagnostics: []
        }
      }))
  )
}

function comparisonInput(): fc.Arbitrary<ComparisonInput> {
  const ids = fc.uniqueArray(oddString, { minLength: 1, maxLength: 3 })
  return ids.chain((configIds) =>
    fc.record({
      configurations: fc.constant(configIds).chain((cs) =>
        fc.tuple(
          ...cs.map((id) =>
            fc.record({
              id: fc.constant(id),
              attempts_complete: fc.option(fc.boolean()),
              pricing: fc.option(fc.record({ basis: fc.constantFrom('b1', 'b2'), verified: fc.boolean() })),
              evaluator: fc.constant(null)
            })
          )
        )
      ),
      attempts: fc.array(
        fc
          .record({
            configuration: fc.oneof(fc.constantFrom(...configIds), oddString),
            task: oddString,
            revision: fc.constantFrom('r1', 'r2'),
            attempt: fc.constantFrom('1', '2'),
            missing: fc.boolean(),
            requests_complete: fc.option(fc.boolean()),
            requests: fc.array(
              fc
                .nat(99)
                .chain((n) => resultOutcome(`q${n}`).map((result): RequestInput => ({ request_id: `q${n}`, result, record: null }))),
              { maxLength: 3 }
            ),
            evaluation: fc.option(
              fc.record({
                evaluator: fc.option(fc.record({ name: oddString, version: fc.option(fc.string()) })),
                passed: fc.option(fc.boolean()),
                score: fc.option(fc.double({ min: 0, max: 1, noNaN: true }))
              })
            ),
            task_duration_ms: fc.option(fc.nat())
          })
          .map((a): AttemptInput => ({
            ...a,
            requests: a.missing ? [] : a.requests,
            legacy_counters: [],
            declared_in: null,
            diagnostics: []
          })),
        { maxLength: 5 }
      ),
      policy: fc.constantFrom('incomplete' as const, 'warnings' as const, 'never' as const),
      diagnostics: fc.constant([])
    })
  )
}

/** Compares, checks the report invariants and renders every way; throws on the first broken one. */
export function checkReport(input: ComparisonInput): void {
  const report = compare(input, 'fuzz')
  assertFinite(report)
  // Every report validates against its own schema (token sums are safe integers: never a rounded count marked exact).
  const valid = ReportSchema.safeParse(JSON.parse(JSON.stringify(report)))
  if (!valid.success) throw new Error(`the report fails its schema: ${valid.error.message.slice(0, 500)}`)
  const keys = new Map<string, number>()
  for (const a of report.attempts) keys.set(a.key, (keys.get(a.key) ?? 0) + 1)
  for (const a of input.attempts) {
    const n = keys.get(attemptKey(a)) ?? 0
    if (n === 0) throw new Error(`listed attempt ${attemptKey(a)} is not in the report`)
    keys.set(attemptKey(a), n - 1)
  }
  for (const c of report.configurations) {
    for (const [metric, m] of Object.entries(c.usage)) {
      if (m.reported_by === 0 && m.observed !== null && !(m.complete && m.expected === 0))
        throw new Error(`${c.id} ${metric}: no reporter but observed ${m.observed}`)
      if (m.complete && m.expected === 0 && m.observed !== 0)
        throw new Error(`${c.id} ${metric}: complete over no request but observed ${m.observed}`)
      if (m.complete && m.reported_by !== m.expected) throw new Error(`${c.id} ${metric}: complete with ${m.reported_by} of ${m.expected}`)
      if (m.complete && m.observed === null && m.expected > 0) throw new Error(`${c.id} ${metric}: complete but unknown`)
      // Completeness requires input and output tokens (configuration.ts: many providers report no cost).
      if (!m.complete && c.complete && (metric === 'input_tokens' || metric === 'output_tokens'))
        throw new Error(`${c.id} ${metric}: configuration complete with a partial figure`)
    }
  }
  if (report.complete && report.configurations.some((c) => !c.complete)) throw new Error('report complete with an incomplete configuration')
  const json = JSON.stringify(report)
  if (/\bNaN\b|Infinity/.test(json.replace(/"(?:[^"\\]|\\.)*"/g, '""'))) throw new Error('NaN or Infinity in the JSON')
  renderText(report, { details: false })
  renderText(report, { details: true })
  renderSummary(report)
}
