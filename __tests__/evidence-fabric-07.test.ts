/**
 * NeMo Fabric 0.6–0.7 `RunResult` as released (issue 18 item 2), on the
 * synthetic results of `fixtures/evidence/fabric-07/` (hand-written after
 * the v0.7.0 docs; see that folder's README): the released
 * `resource_snapshot`, `system_stats` observations, `input_tokens_include_cache:
 * false`, `telemetry` as a list, and unreadable fields named.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { readFullResult } from '../src/evidence/fabric/full-result.js'
import { mapFullResult } from '../src/evidence/fabric/full-result.js'
import type { Diagnostic, FullResultEvidence } from '../src/evidence/types.js'
import { cli } from './support/cli-golden.js'
import { attempt, config, end, input, read, record, req, result, start, tokens } from './support/comparison-builders.js'

const DIR = path.resolve('__tests__/fixtures/evidence/fabric-07')
const MANIFEST = path.join(DIR, 'manifest.json')

async function readResult(name: string): Promise<FullResultEvidence> {
  const o = await readFullResult(path.join(DIR, name), { path: name, artifact: null })
  if (o.state !== 'read') throw new Error(`expected read: ${JSON.stringify(o)}`)
  return o.value
}

describe('the released resource_snapshot and system_stats', () => {
  it('reads every released snapshot field, cpu_time_seconds as a float, and the cgroup figures of system_stats', async () => {
    const v = await readResult('baseline-result.json')
    expect(v.telemetry_shape).toBe('list')
    expect(v.resource_snapshot).toEqual({
      shape: 'released',
      runtime_id: 'runtime-1790000000000-7-1',
      started_at: '2026-09-21T13:33:20Z',
      observed_at: '2026-09-21T13:33:30Z',
      scope: null,
      process_count: 3,
      resident_memory_bytes: 180000000,
      cpu_time_seconds: 3.25,
      rss_bytes: null,
      cpu_user_ms: null,
      cpu_system_ms: null
    })
    expect(v.system_stats).toEqual({
      elapsed_seconds: 9.8,
      memory_peak_bytes: 536870912,
      memory_limit_bytes: 2147483648,
      oom_kills_before: 0,
      oom_kills_after: 1
    })
  })

  it('lists the observation with its values in --details, the cgroup OOM rise as a shared-container observation', async () => {
    const out = await cli([MANIFEST, '--details'])
    const lines = out.stdout.split('\n')
    expect(lines).toContain(
      '    at 2026-09-21T13:33:30Z · host started 2026-09-21T13:33:20Z · adapter host tree · processes 3 · resident memory 171.7 MiB · cpu 3.25 s · elapsed 9.8 s · cgroup memory peak 512.0 MiB of 2.0 GiB · cgroup oom_kills 0 → 1'
    )
    expect(lines).toContain(
      '  OOM kills                    unknown (0 of 1 request in an exclusive container with both counts); shared-container rises: 1 request (1 kill), not attributed'
    )
  })

  it('names a snapshot field it cannot read (a warning), keeps the rest of the file, and reads Unavailable cgroup observations as unknown', async () => {
    const v = await readResult('candidate-result.json')
    expect(v.resource_snapshot).toMatchObject({ shape: 'released', resident_memory_bytes: null, process_count: 2, cpu_time_seconds: 1.5 })
    expect(v.system_stats).toEqual({
      elapsed_seconds: 4,
      memory_peak_bytes: null,
      memory_limit_bytes: null,
      oom_kills_before: null,
      oom_kills_after: null
    })
    expect(v.usage?.output_tokens).toBe(150)
    expect(v.diagnostics.map((d) => [d.code, d.json_path])).toEqual([
      ['usage_input_excludes_cache', '$.usage.input_tokens_include_cache'],
      ['resource_field_unreadable', '$.resource_snapshot.resident_memory_bytes']
    ])
    const out = await cli([MANIFEST, '--details'])
    expect(out.stdout).toContain(
      '  warning [resource_field_unreadable] candidate: $.resource_snapshot.resident_memory_bytes is "170 MB", not a non-negative integer: that figure is unknown (not read as 0) (candidate-result.json)'
    )
    expect(out.stdout).toContain(
      '    at 2026-09-21T13:35:04Z · host started 2026-09-21T13:35:00Z · adapter host tree · processes 2 · resident memory unavailable · cpu 1.5 s · elapsed 4 s · cgroup memory peak unavailable · cgroup oom_kills unavailable'
    )
  })

  it('names system_stats fields in no known shape, and unknown snapshot keys', () => {
    const diagnostics: Diagnostic[] = []
    const v = mapFullResult(
      {
        agent_name: 'a',
        harness: 'h',
        adapter_kind: 'process',
        runtime_id: 'rt',
        invocation_id: 'i',
        request_id: 'r',
        status: 'succeeded',
        resource_snapshot: { observed_at: '2026-09-21T13:35:04Z', resident_memory_bytes: 5, rss_kb: 1 },
        system_stats: {
          elapsed_seconds: 'fast',
          cgroup: {
            before: { status: 'available', snapshot: { oom_kills: { value: 2 } } },
            after: { Available: { snapshot: { oom_kills: [3] } } }
          }
        }
      },
      diagnostics
    )
    expect(v.system_stats).toEqual({
      elapsed_seconds: null,
      memory_peak_bytes: null,
      memory_limit_bytes: null,
      oom_kills_before: 2,
      oom_kills_after: null
    })
    expect(diagnostics.map((d) => [d.code, d.json_path])).toEqual([
      ['resource_snapshot_unknown_field', '$.resource_snapshot'],
      ['system_stats_field_unreadable', '$.system_stats.elapsed_seconds'],
      ['system_stats_field_unreadable', '$.system_stats.cgroup.after.oom_kills']
    ])
  })

  it('attributes a cgroup oom_kills rise to the request only when its record says the container was exclusive', () => {
    const stats = { elapsed_seconds: 1, memory_peak_bytes: null, memory_limit_bytes: null, oom_kills_before: 2, oom_kills_after: 4 }
    const withRecord = (exclusive: boolean | null) =>
      req('q', {
        result: read('q.json', result({ request_id: 'q', usage: tokens(1, 1), system_stats: stats })),
        record: read('q.jsonl', record(end({ usage: tokens(1, 1) }), start({ exclusive_container: exclusive })))
      })
    const outcome = (exclusive: boolean | null) =>
      compare(input([config('base')], [attempt('base', 't', { requests: [withRecord(exclusive)] })])).configurations[0]!.outcomes
    expect([outcome(true).oom_kills, outcome(true).oom_kill_count_rise, outcome(true).shared_container_oom_rises]).toEqual([1, 2, []])
    expect([outcome(false).oom_kills, outcome(false).shared_container_oom_rises]).toEqual([
      null,
      [{ attempt: 'base/t@r1#1', request_id: 'q', rise: 2, exclusive_container: false }]
    ])
  })
})

describe('usage.input_tokens_include_cache: false', () => {
  it('is normalised when cached_input_tokens is reported, and unknown (never the written figure) when it is not', async () => {
    const base = await readResult('baseline-result.json')
    expect([base.usage?.input_tokens, base.usage?.cached_input_tokens, base.usage?.total_tokens]).toEqual([1400, 400, 1600])
    const cand = await readResult('candidate-result.json')
    expect([cand.usage?.input_tokens, cand.usage?.total_tokens, cand.usage?.output_tokens]).toEqual([null, null, 150])
    const out = await cli([MANIFEST])
    const lines = out.stdout.split('\n')
    expect(lines).toContain('  input tokens         1,400     unknown    not comparable: candidate input_tokens unknown (0 of 1 requests)')
    expect(out.stdout).toContain(
      '  warning [usage_input_excludes_cache] candidate: input_tokens 700 leave out the cache (input_tokens_include_cache: false) and cached_input_tokens is not reported: input and total tokens including the cache are unknown (not reported), never read as 700 (candidate-result.json)'
    )
    expect(out.stdout).toContain(
      '  notice [usage_input_normalised] baseline: input_tokens 1,000 leave out the cache (input_tokens_include_cache: false); counted as 1,400 (input + cached_input_tokens 400), total_tokens as 1,600 (baseline-result.json)'
    )
    expect(out.code).toBe(1)
  })
})
