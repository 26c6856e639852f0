/**
 * The vocabulary of src/model/ is written once: every type is inferred from
 * its zod schema, and the report schema (src/comparison/report/report-schema.ts),
 * the shard summary schema (src/shard/evidence-schema.ts), the CLI, the
 * action inputs and the renderings use it. The compile-time checks below
 * fail `npm run typecheck` when a type and its schema (or a copy elsewhere)
 * disagree; the runtime checks fail when a list and a schema's options do.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { z } from 'zod'
import {
  ARTIFACT_STATUSES,
  AttemptInputSchema,
  DEFAULT_GATE_POLICY,
  DiagnosticSchema,
  EVIDENCE_KINDS,
  FILE_ROLES,
  FILE_STATES,
  GATE_POLICIES,
  GatePolicySchema,
  HARNESS_STOP_CLASSES,
  HarnessStopClassSchema,
  LEGACY_METRICS,
  LegacyCounterSchema,
  REQUEST_STATUSES,
  RequestStatusSchema,
  SNAPSHOT_SHAPES,
  USAGE_METRICS,
  UsageSchema,
  fileOutcomeSchema,
  type ArtifactOutcome,
  type ArtifactStatus,
  type AttemptInput,
  type Diagnostic,
  type EvaluationInput,
  type EvidenceKind,
  type FileOutcome,
  type FileRef,
  type FullResultEvidence,
  type GatePolicy,
  type LegacyCounter,
  type Phase,
  type PricingBasis,
  type RequestStatus,
  type StopInfo,
  type SystemStats,
  type TimeSpan,
  type UnexpectedAttempt,
  type Usage,
  type UsageMetric,
  FullResultSchema
} from '../src/model/index.js'
import * as Shard from '../src/shard/evidence-schema.js'
import {
  ComparisonSchema,
  OutcomesBlockSchema,
  ReportSchema,
  RequestFileSchema,
  RequestReportSchema,
  ResourceObservationSchema,
  UsageBlockSchema,
  type AttemptReport,
  type ConfigurationReport,
  type Report,
  type RequestReport
} from '../src/comparison/report/report-schema.js'
import type { ComparisonInput } from '../src/comparison/input/input.js'
import type { ResolvedRequest } from '../src/comparison/claims/request-evidence.js'
import type { DownloadedArtifact } from '../src/github/artifacts.js'
import type { Settings } from '../src/inputs/settings.js'
import { USAGE, type CliArgs } from '../src/cli/args.js'
import type * as Evidence from '../src/evidence/types.js'

/** true when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** Compiles only when given `true`. */
function same<T extends true>(value: T): void {
  void value
}
/** true when every A is a B. */
type Assignable<A, B> = [A] extends [B] ? true : false

// The report's copies of the vocabulary are the model's (types inferred from the report schema).
same<Equal<RequestReport['usage'], Usage | null>>(true)
same<Equal<RequestReport['status'], RequestStatus | null>>(true)
same<Equal<RequestReport['evidence'], EvidenceKind | null>>(true)
same<Equal<RequestReport['stop'], StopInfo | null>>(true)
same<Equal<RequestReport['invocation'], TimeSpan | null>>(true)
same<Equal<RequestReport['diagnostics'][number], Diagnostic>>(true)
same<Equal<RequestReport['files'][number]['state'], FileOutcome<unknown>['state']>>(true)
same<Equal<RequestReport['files'][number]['role'], keyof Omit<AttemptInput['requests'][number], 'request_id'>>>(true)
same<Equal<AttemptReport['evaluation'], EvaluationInput | null>>(true)
same<Equal<AttemptReport['legacy_counters'][number], LegacyCounter>>(true)
same<Equal<AttemptReport['phases'][number], Phase>>(true)
same<Equal<AttemptReport['declared_in'], Omit<FileRef, 'identity'> | null>>(true)
same<Equal<ConfigurationReport['pricing'], PricingBasis | null>>(true)
same<Equal<keyof ConfigurationReport['outcomes']['status'], RequestStatus | 'unknown'>>(true)
same<Equal<keyof ConfigurationReport['usage'], UsageMetric>>(true)
same<Equal<ConfigurationReport['resources'][number]['system_stats'], SystemStats | null>>(true)
same<Equal<Report['gate']['policy'], GatePolicy>>(true)
same<Equal<Report['artifacts'][number], ArtifactOutcome>>(true)
same<Assignable<Report['unexpected_attempts'][number], UnexpectedAttempt>>(true)
same<Assignable<UnexpectedAttempt, Report['unexpected_attempts'][number]>>(true)
same<Equal<Exclude<keyof Report['comparisons'][number]['metrics'], 'pass_fraction'>, UsageMetric>>(true)

// The shard summary's strict schemas infer the model's types.
same<Equal<z.infer<typeof Shard.DiagnosticSchema>, Diagnostic>>(true)
same<Equal<z.infer<typeof Shard.ArtifactOutcomeSchema>, ArtifactOutcome>>(true)
same<Equal<z.infer<typeof Shard.ConfigurationInputSchema>, ComparisonInput['configurations'][number]>>(true)
same<Assignable<AttemptInput, z.infer<typeof Shard.AttemptInputSchema>>>(true)
same<Assignable<z.infer<typeof Shard.AttemptInputSchema>, AttemptInput>>(true)

// The hand-adjusted types (FileRef's non-serialised identity) agree with their schemas both ways.
same<Assignable<AttemptInput, z.infer<typeof AttemptInputSchema>>>(true)
same<Assignable<z.infer<typeof AttemptInputSchema>, AttemptInput>>(true)
same<Assignable<FileOutcome<FullResultEvidence>, z.infer<ReturnType<typeof fileOutcomeSchema<typeof FullResultSchema>>>>>(true)
same<Assignable<z.infer<ReturnType<typeof fileOutcomeSchema<typeof FullResultSchema>>>, FileOutcome<FullResultEvidence>>>(true)

// Where code imports the vocabulary today, it is the model's.
same<Equal<Evidence.Usage, Usage>>(true)
same<Equal<Evidence.Diagnostic, Diagnostic>>(true)
same<Equal<NonNullable<ComparisonInput['unexpected_attempts']>[number], UnexpectedAttempt>>(true)
same<Equal<ComparisonInput['policy'], GatePolicy>>(true)
same<Equal<Settings['gate']['policy'], GatePolicy>>(true)
same<Equal<CliArgs['gate']['policy'], GatePolicy>>(true)
same<Equal<DownloadedArtifact['status'], ArtifactStatus>>(true)
same<Equal<NonNullable<ResolvedRequest['resource']>['source'], Exclude<EvidenceKind, 'harness_counters'>>>(true)
same<Equal<NonNullable<ResolvedRequest['harness_stop']>['class'], z.infer<typeof HarnessStopClassSchema>>>(true)
same<Equal<(typeof GATE_POLICIES)[number], GatePolicy>>(true)

const optionsOf = (schema: z.ZodType): unknown => {
  const inner = schema instanceof z.ZodNullable ? schema.unwrap() : schema
  return (inner as z.ZodEnum).options
}

describe('one vocabulary', () => {
  it('each list is its schema’s options, and the report’s enums are the same lists', () => {
    expect(GatePolicySchema.options).toEqual([...GATE_POLICIES])
    expect(RequestStatusSchema.options).toEqual([...REQUEST_STATUSES])
    expect(optionsOf(ReportSchema.shape.gate.shape.policy)).toEqual([...GATE_POLICIES])
    expect(optionsOf(RequestReportSchema.shape.status)).toEqual([...REQUEST_STATUSES])
    expect(optionsOf(RequestReportSchema.shape.evidence)).toEqual([...EVIDENCE_KINDS])
    expect(optionsOf(RequestFileSchema.shape.role)).toEqual([...FILE_ROLES])
    expect(optionsOf(RequestFileSchema.shape.state)).toEqual([...FILE_STATES])
    expect(optionsOf(ResourceObservationSchema.shape.shape)).toEqual([...SNAPSHOT_SHAPES])
    expect(optionsOf(ReportSchema.shape.artifacts.element.shape.status)).toEqual([...ARTIFACT_STATUSES])
    expect(HarnessStopClassSchema.options).toEqual([...HARNESS_STOP_CLASSES])
    expect(GATE_POLICIES).toContain(DEFAULT_GATE_POLICY)
  })

  it('the usage metrics are Usage’s figures, the report’s usage block and its deltas, in one order', () => {
    expect(Object.keys(UsageSchema.shape)).toEqual([...USAGE_METRICS, 'pricing_basis'])
    expect(Object.keys(UsageBlockSchema.shape)).toEqual([...USAGE_METRICS])
    expect(Object.keys(ComparisonSchema.shape.metrics.shape)).toEqual([...USAGE_METRICS, 'pass_fraction'])
    expect(Object.keys(OutcomesBlockSchema.shape.status.shape)).toEqual([...REQUEST_STATUSES, 'unknown'])
    expect(Object.keys(LegacyCounterSchema.shape).filter((k) => k !== 'source' && k !== 'file')).toEqual([...LEGACY_METRICS])
  })

  it('the report and the shard summary describe one Diagnostic (the shard used to refuse `kind`)', () => {
    const d: Diagnostic = { code: 'record_state_excluded', kind: 'timeout_cause', message: 'm', file: 'f', line: 2, json_path: '$.a' }
    expect(DiagnosticSchema.parse(d)).toEqual(d)
    expect(Shard.DiagnosticSchema.parse(d)).toEqual(d)
    expect(z.toJSONSchema(Shard.DiagnosticSchema, { io: 'input' }).properties).toEqual(
      z.toJSONSchema(DiagnosticSchema, { io: 'input' }).properties
    )
  })

  it('the shard summary refuses unknown fields at every depth; the report’s schema strips them', () => {
    const usage = {
      input_tokens: 1,
      cached_input_tokens: null,
      output_tokens: 2,
      reasoning_tokens: null,
      total_tokens: 3,
      cost_usd: 0.5,
      pricing_basis: null
    }
    const attempt = (u: object): AttemptInput =>
      ({
        configuration: 'c',
        task: 't',
        revision: 'r',
        attempt: '1',
        missing: false,
        requests_complete: true,
        requests: [
          {
            request_id: 'q',
            result: null,
            record: null,
            harness_counters: {
              path: 'p',
              artifact: null,
              state: 'read',
              value: { source: 's', usage: u, status: 'succeeded', diagnostics: [] }
            }
          }
        ],
        evaluation: null,
        task_duration_ms: null,
        legacy_counters: [],
        declared_in: null,
        diagnostics: []
      }) as AttemptInput
    expect(Shard.AttemptInputSchema.parse(attempt(usage))).toEqual(attempt(usage))
    const nested = Shard.AttemptInputSchema.safeParse(attempt({ ...usage, surprise: 1 }))
    expect(nested.success).toBe(false)
    expect(nested.error?.issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['unrecognized_keys', 'requests.0.harness_counters.value.usage']
    ])
    expect(AttemptInputSchema.parse(attempt({ ...usage, surprise: 1 }))).toEqual(attempt(usage))
  })

  it('a token count is a non-negative integer wherever Usage is validated', () => {
    for (const bad of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(UsageSchema.shape.input_tokens.safeParse(bad).success).toBe(false)
      expect(RequestReportSchema.shape.usage.unwrap().shape.input_tokens.safeParse(bad).success).toBe(false)
    }
    expect(UsageSchema.shape.cost_usd.safeParse(0.25).success).toBe(true)
    expect(UsageSchema.shape.cost_usd.safeParse(-0.25).success).toBe(false)
  })

  it('the CLI usage and action.yml name the model’s gate policies and default', () => {
    expect(USAGE).toContain(`[--fail-on ${GATE_POLICIES.join('|')}]`)
    const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { description: string; default?: string }> }
    const failOn = action.inputs['fail-on']
    expect(failOn?.default).toBe(DEFAULT_GATE_POLICY)
    for (const policy of GATE_POLICIES) expect(failOn?.description).toMatch(new RegExp(`(^|[\\s,])${policy} \\(|(^|[\\s,])${policy}\\.$`))
  })
})
