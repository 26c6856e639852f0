/**
 * Download benchmark: the action's download step (`downloadArtifacts`,
 * src/github/artifacts.ts, real @actions/artifact client) fetching N
 * artifacts of another workflow run from the fake GitHub
 * (__tests__/support/fake-github.ts) on 127.0.0.1, which waits `latency`
 * milliseconds before answering every request. Compares one at a time
 * (concurrency 1) with the bounded-parallel setting (the function's default,
 * and the other levels asked for).
 *
 * CLI: `node lib/bench/download.js [--artifacts 200] [--latency 20]
 *       [--runs 3] [--concurrency default,8,16]`
 * Prints a table, then the figures as one JSON line (last line).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startFakeGitHub } from '../__tests__/support/fake-github.js'
import { median } from './measure.js'

/** Figures of one concurrency level; times in milliseconds. */
export interface DownloadFigures {
  /** `1`, `default` (the function's own default) or a number. */
  concurrency: string
  medianMs: number
  runsMs: number[]
  /** Sequential median / this median. */
  speedup: number
  /** Highest number of simultaneous downloads the fake saw (zip redirect + blob requests). */
  maxInFlight: number
}

const silent = { info: (): void => undefined, warning: (): void => undefined, debug: (): void => undefined }

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      artifacts: { type: 'string', default: '200' },
      latency: { type: 'string', default: '20' },
      runs: { type: 'string', default: '3' },
      concurrency: { type: 'string', default: 'default,8,16' }
    }
  })
  const count = Number(values.artifacts)
  const latencyMs = Number(values.latency)
  const runs = Number(values.runs)
  const specs = Array.from({ length: count }, (_, i) => ({
    name: `run-records-${String(i).padStart(4, '0')}`,
    files: {
      'fabric-attempt.json': JSON.stringify({
        attempt_index_version: 1,
        configuration: i % 2 === 0 ? 'baseline' : 'candidate',
        task: `t-${i}`,
        revision: 'r1',
        attempt: '1',
        requests: []
      }),
      'result.json': JSON.stringify({ request_id: `req-${i}`, status: 'succeeded', filler: 'x'.repeat(2_000) })
    }
  }))
  const fake = await startFakeGitHub({ token: 'read-token', latencyMs, artifacts: specs })
  delete process.env['GITHUB_SERVER_URL']
  Object.assign(process.env, fake.env())
  const { downloadArtifacts } = await import('../src/github/artifacts.js')
  const findBy = { token: 'read-token', workflowRunId: fake.runId, repositoryOwner: fake.owner, repositoryName: fake.repo }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fc-download-bench-'))

  const timeOne = async (concurrency: number | undefined, run: number): Promise<{ ms: number; inFlight: number }> => {
    fake.resetStats()
    const destination = path.join(tmp, `c${concurrency ?? 'default'}-${run}`)
    const started = process.hrtime.bigint()
    const results = await downloadArtifacts({
      patterns: ['run-records-*'],
      destination,
      findBy,
      log: silent,
      ...(concurrency === undefined ? {} : { concurrency })
    })
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const ok = results.filter((r) => r.status === 'downloaded').length
    if (ok !== count) throw new Error(`concurrency ${concurrency ?? 'default'}: ${ok} of ${count} artifacts downloaded`)
    await rm(destination, { recursive: true, force: true })
    return { ms, inFlight: fake.maxInFlight['artifact-zip'] ?? 0 }
  }

  // @actions/artifact logs every download on stdout (through @actions/core): keep stdout for the figures.
  const write = process.stdout.write.bind(process.stdout)
  const print = (text: string): void => void write(text)
  process.stdout.write = (() => true) as typeof process.stdout.write
  try {
    await timeOne(undefined, -1) // warm-up: module loading, connections
    const levels = ['1', ...values.concurrency.split(',').filter((c) => c !== '1')]
    const figures: DownloadFigures[] = []
    for (const level of levels) {
      const concurrency = level === 'default' ? undefined : Number(level)
      const times: number[] = []
      let inFlight = 0
      for (let r = 0; r < runs; r++) {
        const t = await timeOne(concurrency, r)
        times.push(t.ms)
        inFlight = Math.max(inFlight, t.inFlight)
      }
      figures.push({
        concurrency: level,
        medianMs: median(times),
        runsMs: times.map((t) => Math.round(t)),
        speedup: 0,
        maxInFlight: inFlight
      })
    }
    const sequential = figures[0].medianMs
    for (const f of figures) f.speedup = sequential / f.medianMs
    print(`download benchmark: ${count} artifacts, ${latencyMs} ms latency per request, median of ${runs} runs\n`)
    print('concurrency  median      speedup  max in flight\n')
    for (const f of figures) {
      print(
        `${f.concurrency.padEnd(11)}  ${(f.medianMs / 1000).toFixed(2).padStart(6)} s  ${f.speedup.toFixed(2).padStart(6)}×  ${String(f.maxInFlight).padStart(13)}\n`
      )
    }
    const bounded = figures.find((f) => f.concurrency === 'default') ?? figures[figures.length - 1]
    print(
      `${bounded.speedup >= 5 ? 'MET   ' : 'MISSED'} parallel downloads ≥ 5× faster than sequential (${bounded.concurrency}): ${bounded.speedup.toFixed(2)}×\n`
    )
    print(JSON.stringify({ artifacts: count, latencyMs, runs, figures }) + '\n')
  } finally {
    process.stdout.write = write
    await fake.close()
    await rm(tmp, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
