import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateEvidence, configurationIds, type Summary } from '../bench/generate.js'
import { ManifestSchema } from '../src/sources/manifest/schema.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-gen-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every file under `dir`, path relative to it → content. */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (rel: string): void => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(child)
      else out.set(child, readFileSync(path.join(dir, child), 'utf8'))
    }
  }
  walk('')
  return out
}

async function generate(
  name: string,
  attempts: number,
  seed: number,
  extra: Partial<Parameters<typeof generateEvidence>[0]> = {}
): Promise<Summary> {
  return generateEvidence({ attempts, seed, outDir: path.join(root, name), ...extra })
}

interface Req {
  request_id: string
  result: string
  record: string
}
interface Att {
  configuration: string
  task: string
  attempt: string
  requests: Req[]
  evaluation?: { evaluator?: { name: string } }
}

function manifestOf(summary: Summary): { configurations: Array<{ id: string }>; attempts: Att[] } {
  return JSON.parse(readFileSync(summary.manifestPath, 'utf8'))
}

describe('generateEvidence', () => {
  it('is deterministic: the same options give byte-identical files', async () => {
    const a = await generate('det-a', 40, 3)
    const b = await generate('det-b', 40, 3)
    const ta = tree(a.outDir)
    const tb = tree(b.outDir)
    expect([...ta.keys()].sort()).toEqual([...tb.keys()].sort())
    for (const [file, text] of ta) expect(tb.get(file)).toBe(text)
    expect({ ...a, outDir: '', manifestPath: '' }).toEqual({ ...b, outDir: '', manifestPath: '' })
  })

  it('changes with the seed', async () => {
    const a = await generate('seed-a', 10, 1)
    const b = await generate('seed-b', 10, 2)
    expect(readFileSync(a.manifestPath, 'utf8')).not.toBe(readFileSync(b.manifestPath, 'utf8'))
  })

  it('is prefix-stable: N attempts are the first N of a larger data set', async () => {
    const small = await generate('prefix-small', 25, 9)
    const large = await generate('prefix-large', 60, 9)
    expect(manifestOf(large).attempts.slice(0, 25)).toEqual(manifestOf(small).attempts)
    const tl = tree(large.outDir)
    for (const [file, text] of tree(small.outDir)) if (file !== 'manifest.json') expect(tl.get(file)).toBe(text)
  })

  it('writes a manifest that the manifest v1 schema accepts, with relative paths inside the folder', async () => {
    const s = await generate('schema', 30, 5, { configurations: 3, requestsPerAttempt: 3 })
    const parsed = ManifestSchema.safeParse(manifestOf(s))
    expect(parsed.success).toBe(true)
    const m = manifestOf(s)
    expect(m.configurations.map((c) => c.id)).toEqual(['baseline', 'candidate', 'config-3'])
    expect(m.attempts).toHaveLength(30)
    for (const attempt of m.attempts) {
      expect(attempt.requests).toHaveLength(3)
      for (const r of attempt.requests) {
        for (const p of [r.result, r.record]) {
          expect(path.isAbsolute(p)).toBe(false)
          expect(p.split('/')).not.toContain('..')
        }
      }
    }
    expect(m.attempts.slice(0, 4).map((a) => [a.configuration, a.task, a.attempt])).toEqual([
      ['baseline', 'suite-0/task-0', '1'],
      ['candidate', 'suite-0/task-0', '1'],
      ['config-3', 'suite-0/task-0', '1'],
      ['baseline', 'suite-0/task-0', '2']
    ])
  })

  it('counts exactly what is on disk, and the files match each request kind', async () => {
    const s = await generate('counts', 300, 11)
    const files = tree(s.outDir)
    const results = [...files.keys()].filter((f) => f.endsWith('.json') && f !== 'manifest.json')
    const records = [...files.keys()].filter((f) => f.endsWith('run-record.jsonl'))
    expect(files.size).toBe(1 + results.length + records.length)
    expect(s.resultFiles).toBe(results.length)
    expect(s.recordFiles).toBe(records.length)
    const lines = records.reduce((n, f) => n + files.get(f)!.trimEnd().split('\n').length, 0)
    expect(s.recordLines).toBe(lines)
    expect(s.requests).toBe(600)
    expect(Object.values(s.kinds).reduce((a, b) => a + b, 0)).toBe(600)
    // Result present ⇔ complete | partial_usage | usage_absent; record absent ⇔ missing; 1 line ⇔ record_without_end.
    expect(s.resultFiles).toBe(s.kinds.complete + s.kinds.partial_usage + s.kinds.usage_absent)
    expect(s.recordFiles).toBe(600 - s.kinds.missing)
    expect(s.recordLines).toBe(2 * s.recordFiles - s.kinds.record_without_end)
    expect(s.evidenceBytes).toBe([...results, ...records].reduce((n, f) => n + Buffer.byteLength(files.get(f)!), 0))
    expect(s.manifestBytes).toBe(Buffer.byteLength(files.get('manifest.json')!))
  })

  it('has a fixed, realistic mix for a given seed', async () => {
    const s = await generate('mix', 200, 1)
    expect(s.kinds).toEqual({ complete: 350, partial_usage: 15, usage_absent: 2, result_missing: 23, record_without_end: 4, missing: 6 })
    expect(s.overlappingAttempts).toBe(49)
    expect(s.secondEvaluatorAttempts).toBe(14)
    expect(manifestOf(s).attempts.filter((a) => a.evaluation?.evaluator?.name === 'llm-judge')).toHaveLength(14)
    const evaluators = new Set(manifestOf(s).attempts.map((a) => a.evaluation?.evaluator?.name ?? 'default'))
    expect([...evaluators].sort()).toEqual(['default', 'llm-judge'])
  })

  it('writes NeMo Fabric shaped results and records that agree with each other', async () => {
    const s = await generate('shape', 60, 4)
    let overlapping = 0
    for (const attempt of manifestOf(s).attempts) {
      const intervals: Array<[number, number]> = []
      for (const req of attempt.requests) {
        const recordPath = path.join(s.outDir, req.record)
        if (!existsSync(recordPath)) continue
        const lines = readFileSync(recordPath, 'utf8')
          .trimEnd()
          .split('\n')
          .map((l) => JSON.parse(l))
        const [runtimeId, invocationId] = req.record.split('/').slice(-3)
        for (const line of lines) {
          expect(line.schema).toBe('nemo-fabric.run-record-line/v1alpha1')
          expect(line.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
          expect([line.runtime_id, line.invocation_id, line.request_id]).toEqual([runtimeId, invocationId, req.request_id])
        }
        expect(lines.map((l) => l.line)).toEqual(lines.length === 1 ? ['start'] : ['start', 'end'])
        const resultPath = path.join(s.outDir, req.result)
        if (existsSync(resultPath)) {
          const result = JSON.parse(readFileSync(resultPath, 'utf8'))
          expect(result.request_id).toBe(req.request_id)
          expect(result.invocation_id).toBe(invocationId)
          expect(result.events.map((e: { kind: string }) => e.kind)).toEqual(['invocation_start', 'invocation_end'])
          expect(result.events[0].timestamp_millis).toBe(Date.parse(lines[0].at))
          expect(result.events[1].timestamp_millis).toBe(Date.parse(lines[1].at))
          expect(result.usage).toEqual(lines[1].usage)
          expect(result.status).toBe(lines[1].status)
        }
        intervals.push([Date.parse(lines[0].at), Date.parse(lines[0].at) + 1])
        if (lines.length === 2) intervals[intervals.length - 1][1] = Date.parse(lines[1].at)
      }
      if (intervals.length === 2 && intervals[1][0] < intervals[0][1]) overlapping++
    }
    expect(overlapping).toBeGreaterThan(0)
  })

  it('can write the manifest alone, identical to the full data set’s', async () => {
    const full = await generate('manifest-only', 20, 6)
    const only = await generate('manifest-only', 10, 6, { writeEvidence: false, manifestName: 'manifest-10.json' })
    expect(only.evidenceBytes).toBe(0)
    expect(manifestOf(only).attempts).toEqual(manifestOf(full).attempts.slice(0, 10))
    for (const attempt of manifestOf(only).attempts) for (const r of attempt.requests) expect(typeof r.result).toBe('string')
  })

  it('rejects invalid options', async () => {
    await expect(generate('bad', -1, 1)).rejects.toThrow('attempts must be an integer ≥ 0, got -1')
    await expect(generate('bad', 1, 1, { requestsPerAttempt: 0 })).rejects.toThrow('requestsPerAttempt must be an integer ≥ 1, got 0')
    await expect(generate('bad', 1, 1, { configurations: [] })).rejects.toThrow('at least one configuration is needed')
  })

  it('names configurations', () => {
    expect(configurationIds(3)).toEqual(['baseline', 'candidate', 'config-3'])
    expect(configurationIds(['a'])).toEqual(['a'])
  })
})
