/**
 * A shard summary is read within bounds (issue 57 item 1; src/shard/read.ts, src/evidence/limits.ts): a line longer
 * than `MAX_LINE_BYTES`, more than `MAX_SUMMARY_BYTES` inflated, or gzip data inflating more than
 * `MAX_SUMMARY_INFLATION` times is refused with the file named and the limit stated, as it is read (never read whole).
 * Limits set low show each bound on small files; the CLI and the action refuse a real bomb with the default limits.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { openSummary, SUMMARY_LIMITS, type SummaryLimits } from '../src/shard/read.js'
import { cli } from './support/cli-golden.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

const LOW: SummaryLimits = { line: 1_000, bytes: 5_000, inflation: 10, inflationFloor: 2_000 }

function file(name: string, bytes: Buffer | string): string {
  const f = path.join(tempFolder('fc-summary-bounds-'), name)
  writeFileSync(f, bytes)
  return f
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

/** 32 MiB of one line of `0`, gzip-compressed (about 32 KB): past the 16 MiB floor it inflates about 1,000 times. */
const bomb = (): Buffer => gzipSync(Buffer.alloc(32 * 1024 * 1024, 0x30), { level: 1 })

describe('each bound, with limits set low', () => {
  it('a line longer than the line limit, plain or gzip', async () => {
    const long = `${'x'.repeat(1_500)}\n`
    for (const [name, bytes] of [
      ['s.json', long],
      ['s.json.gz', gzipSync(long)]
    ] as const) {
      const f = file(name, bytes)
      await expect(openSummary(f, f, LOW)).rejects.toThrow(
        `${f}: the shard summary is refused: line 1 is longer than the limit of 1000 bytes (MAX_LINE_BYTES)`
      )
    }
  })

  it('a later line too: its number is named', async () => {
    const f = file('s.json', `{}\n${'y'.repeat(1_200)}`)
    await expect(openSummary(f, f, LOW)).rejects.toThrow('line 2 is longer than the limit of 1000 bytes')
  })

  it('more bytes than the total limit, in short lines', async () => {
    const f = file('s.json', '[1]\n'.repeat(2_000))
    await expect(openSummary(f, f, LOW)).rejects.toThrow(
      'the shard summary is refused: it holds more than the limit of 5000 bytes (MAX_SUMMARY_BYTES)'
    )
  })

  it('gzip data that inflates beyond the ratio, past its floor', async () => {
    const f = file('s.json.gz', gzipSync(Buffer.from('[0]\n'.repeat(1_000))))
    await expect(openSummary(f, f, { ...LOW, bytes: 1e9 })).rejects.toThrow(
      /its gzip data inflates more than 10 times \([\d,]+ bytes from [\d,]+; MAX_SUMMARY_INFLATION\)/
    )
  })

  it('the defaults are the documented limits', () => {
    expect(SUMMARY_LIMITS).toEqual({ line: 64 * 1024 * 1024, bytes: 2 * 1024 ** 3, inflation: 200, inflationFloor: 16 * 1024 * 1024 })
    const docs = readFileSync('docs/formats.md', 'utf8')
    for (const name of ['MAX_SUMMARY_BYTES', 'MAX_SUMMARY_INFLATION']) expect(docs).toContain(`\`${name}\``)
  })
})

describe('a compression bomb as a summary, with the default limits', () => {
  it('the CLI: merge refuses it with the file and the limit, exit 2', async () => {
    const f = file('bomb.summary.json.gz', bomb())
    const out = await cli(['merge', f])
    expect(out.code).toBe(2)
    expect(out.stderr).toContain(`${f}: the shard summary is refused: its gzip data inflates more than 200 times`)
  })

  it('the action: merge mode refuses it on its artifact; the run ends with a report, a summary and a failed gate', async () => {
    fake = await startFakeGitHub({ runId: 4343, artifacts: [{ name: 'shard-1', files: { 'shard.json.gz': bomb() } }] })
    const run = await runAction({ inputs: { mode: 'merge', 'shard-artifacts': 'shard-*', comment: 'false' }, env: fake.env() })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.artifacts.map((a) => [a.name, (a.refused ?? []).map((r) => r.reason.split('\n')[0])])).toEqual([
      ['shard-1', [expect.stringContaining('the shard summary is refused: its gzip data inflates more than 200 times')]]
    ])
    expect(run.summary).not.toBe('')
  })
})
