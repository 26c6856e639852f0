/**
 * `node lib/bench/attempt-index.js`: peak memory of the action's usual
 * source, attempt index files (src/sources/attempt-index/attempt-index-source.ts), over a local
 * evidence folder as the action's `evidence-path` reads it. Generates
 * (bench/generate.ts) N attempts, writes each attempt's `fabric-attempt.json`
 * in its own folder (paths relative to it), and runs, interleaved R times,
 * two child processes over the same files:
 *
 *   stream  the source as the action opens it: index files read first, each
 *           attempt's evidence read as the comparison reaches it;
 *   whole   every attempt's evidence read before the first is compared (what
 *           the source did before it streamed), then the same comparison.
 *
 * Each child prints the sha256 of its JSON report and entries: the two must
 * agree. Prints medians of wall time and peak RSS per mode.
 *
 * Options: --attempts 20000 --runs 1 --seed 1 --dir .bench/attempt-index --help
 * The folder must be absent, empty or one this benchmark made (it holds
 * `.fc-bench-attempt-index`); it is kept for the next run (delete it by hand).
 * Child (internal): --child stream|whole --dir DIR
 */
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { generateEvidence } from './generate.js'
import { measure, median, type Measurement } from './measure.js'
import { localEvidence } from '../src/sources/evidence-folders.js'
import { loadTrustedAttemptIndexes } from '../src/sources/attempt-index/trust.js'
import { readSettings } from '../src/inputs/settings.js'
import { readPending } from '../src/evidence/pending-reads.js'
import { attemptIndexSource } from '../src/sources/attempt-index/attempt-index-source.js'
import { compareStream } from '../src/sources/compare-stream.js'
import { memoryStream, type AttemptStream } from '../src/sources/source.js'
import { limitHeapGrowth } from '../src/heap.js'

const USAGE = 'usage: node lib/bench/attempt-index.js [--attempts 20000] [--runs 1] [--seed 1] [--dir .bench/attempt-index]'
/** Marks a folder this benchmark made. */
const MARKER = '.fc-bench-attempt-index'
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const CONFIGURATIONS = 'baseline: baseline\ncandidate: candidate'

interface Decl {
  requests: Array<{ result?: string; record?: string }>
  [key: string]: unknown
}

/** Writes one `fabric-attempt.json` per attempt of `manifestPath` in the folder of its first declared file, paths relative to it. */
function writeIndexFiles(manifestPath: string): number {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { attempts: Decl[] }
  const root = path.dirname(manifestPath)
  for (const decl of manifest.attempts) {
    const first = decl.requests[0]?.result ?? decl.requests[0]?.record
    if (first === undefined) throw new Error('an attempt without a declared file: cannot place its index file')
    const folder = path.posix.dirname(first)
    const rel = (p: string | undefined): string | undefined => (p === undefined ? undefined : path.posix.relative(folder, p))
    const index = {
      attempt_index_version: 1,
      ...decl,
      requests: decl.requests.map((r) => ({ ...r, result: rel(r.result), record: rel(r.record) }))
    }
    writeFileSync(path.join(root, folder, 'fabric-attempt.json'), JSON.stringify(index))
  }
  return manifest.attempts.length
}

/** The child: one comparison over the index files under `dir`/evidence, streamed or read whole first. */
async function child(mode: string, dir: string): Promise<void> {
  limitHeapGrowth()
  const settings = readSettings((name) => ({ configurations: CONFIGURATIONS })[name] ?? '', 'o/r')
  const evidence = await localEvidence(path.join(dir, 'evidence'), settings.configurations)
  const lines = { configurations: settings.configurations, pricing: settings.pricing, evaluators: settings.evaluators }
  let stream: AttemptStream
  if (mode === 'stream') stream = await attemptIndexSource({ kind: 'attempt_index', lines, evidence, expected: null }).open()
  else {
    const { input, reads } = await loadTrustedAttemptIndexes(lines, evidence, null)
    stream = memoryStream({ ...input, attempts: await Promise.all(input.attempts.map((a) => readPending(a, reads))) })
  }
  const digest = createHash('sha256')
  const { report, count } = await compareStream(
    stream,
    { policy: 'never' },
    { version: '0.0.0', onAttempt: (e) => digest.update(JSON.stringify(e)) }
  )
  digest.update(JSON.stringify(report))
  process.stdout.write(`${JSON.stringify({ mode, attempts: count, sha256: digest.digest('hex') })}\n`)
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      attempts: { type: 'string', default: '20000' },
      runs: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      dir: { type: 'string', default: path.join(repo, '.bench', 'attempt-index') },
      child: { type: 'string' },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const dir = path.resolve(values.dir)
  if (values.child !== undefined) return child(values.child, dir)
  const [attempts, runs] = [Number(values.attempts), Number(values.runs)]
  const stamp = path.join(dir, MARKER)
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== `${attempts} ${values.seed}`) {
    if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(stamp))
      throw new Error(`${dir}: not empty and not made by this benchmark (no ${MARKER}); refusing to delete it`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const generated = await generateEvidence({ attempts, seed: Number(values.seed), outDir: dir })
    writeIndexFiles(generated.manifestPath)
    rmSync(generated.manifestPath)
    writeFileSync(stamp, `${attempts} ${values.seed}`)
    // Measured only once the new files are on disk (writeback would slow the first run: BENCHMARKS.md).
    execFileSync('sync')
  }
  process.stdout.write(`machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)}, node ${process.version}\n`)
  const self = fileURLToPath(import.meta.url)
  const runsOf: Record<string, Measurement[]> = { stream: [], whole: [] }
  const digests = new Set<string>()
  for (let r = 0; r < runs; r++) {
    for (const mode of r % 2 === 0 ? ['stream', 'whole'] : ['whole', 'stream']) {
      const m = await measure([process.execPath, self, '--child', mode, '--dir', dir], true)
      if (m.exitCode !== 0) throw new Error(`${mode} exited with ${m.exitCode}:\n${m.stderrTail}`)
      digests.add((JSON.parse(m.stdout) as { sha256: string }).sha256)
      runsOf[mode].push(m)
    }
  }
  const mb = (b: number): number => Number((b / 1_048_576).toFixed(1))
  const figures = Object.fromEntries(
    Object.entries(runsOf).map(([mode, ms]) => [
      mode,
      { wall_s: Number((median(ms.map((m) => m.wallMs)) / 1000).toFixed(2)), peak_rss_mb: mb(median(ms.map((m) => m.maxRssBytes))) }
    ])
  )
  process.stdout.write(`${JSON.stringify({ attempts, runs, ...figures, reports_identical: digests.size === 1 }, null, 2)}\n`)
  if (digests.size !== 1) process.exitCode = 1
}

await main()
