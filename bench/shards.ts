/**
 * `node lib/bench/shards.js`: the merge of shard summaries against a single
 * run over the same evidence. Generates (bench/generate.ts) N attempts,
 * splits the manifest into S shard manifests (contiguous slices of its
 * attempts, beside it), summarises each with `fabric-compare summarize`,
 * then runs, interleaved R times, the single run (`<manifest> --json`) and
 * `merge shard-*.summary.json.gz --json`, both to a file. Prints medians of
 * wall time and peak RSS, the ratio merge/single, the summaries' total size
 * on disk (bytes; a v3 summary is a gzip file of JSON lines, head, entry blocks,
 * end line) and bytes per attempt (total / attempts), and
 * whether the two JSON reports are byte-identical once the shard manifests'
 * names (`declared_in` of each attempt) read as the whole manifest's.
 *
 * Options: --attempts 20000 --shards 10 --runs 3 --seed 1 --dir .bench/shards
 *          --cli PATH (default lib/src/cli/index.js)  --help
 * The folder must be absent, empty or one this benchmark made (it holds
 * `.fc-bench-shards`); it is deleted at the end when the reports agree.
 * 20,000 attempts take about 730 MB of disk.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { generateEvidence } from './generate.js'
import { measure, median, type Measurement } from './measure.js'

const USAGE =
  'usage: node lib/bench/shards.js [--attempts 20000] [--shards 10] [--runs 3] [--seed 1] [--dir .bench/shards] [--cli lib/src/cli/index.js]'
/** Marks a folder this benchmark made (and may delete). */
const MARKER = '.fc-bench-shards'
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Bytes of every evidence file under `dir` (manifests and summaries excluded). */
function evidenceBytes(dir: string): number {
  let total = 0
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && !/^(manifest.*|shard-.*|single|merged)\.json$/.test(e.name) && !e.name.endsWith('.summary.json.gz'))
      total += statSync(path.join(e.parentPath, e.name)).size
  }
  return total
}

function ok(m: Measurement, what: string): Measurement {
  if (m.exitCode !== 0) throw new Error(`${what} exited with ${m.exitCode}:\n${m.stderrTail}`)
  return m
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      attempts: { type: 'string', default: '20000' },
      shards: { type: 'string', default: '10' },
      runs: { type: 'string', default: '3' },
      seed: { type: 'string', default: '1' },
      dir: { type: 'string', default: path.join(repo, '.bench', 'shards') },
      cli: { type: 'string', default: path.join(repo, 'lib', 'src', 'cli', 'index.js') },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const [attempts, shards, runs] = [Number(values.attempts), Number(values.shards), Number(values.runs)]
  const dir = path.resolve(values.dir)
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(path.join(dir, MARKER))) {
    throw new Error(`${dir}: not empty and not made by this benchmark (no ${MARKER}); refusing to delete it`)
  }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, MARKER), '')
  process.stdout.write(`machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)}, node ${process.version}\n`)
  const generated = await generateEvidence({ attempts, seed: Number(values.seed), outDir: dir })
  const manifest = JSON.parse(readFileSync(generated.manifestPath, 'utf8')) as { attempts: unknown[] }
  const per = Math.ceil(manifest.attempts.length / shards)
  const summaries: string[] = []
  let summarizeMs = 0
  for (let s = 0; s < shards; s++) {
    const shardManifest = path.join(dir, `manifest-shard-${s + 1}.json`)
    writeFileSync(shardManifest, JSON.stringify({ ...manifest, attempts: manifest.attempts.slice(s * per, (s + 1) * per) }))
    const out = path.join(dir, `shard-${s + 1}.summary.json.gz`)
    summarizeMs += ok(await measure([process.execPath, values.cli, 'summarize', shardManifest, '--out', out], false), 'summarize').wallMs
    summaries.push(out)
  }
  const singleOut = path.join(dir, 'single.json')
  const mergeOut = path.join(dir, 'merged.json')
  const single: Measurement[] = []
  const merged: Measurement[] = []
  for (let r = 0; r < runs; r++) {
    const sh = [process.execPath, values.cli, generated.manifestPath, '--json', '--fail-on', 'never']
    const mh = [process.execPath, values.cli, 'merge', ...summaries, '--json', '--fail-on', 'never']
    const order = r % 2 === 0 ? ['single', 'merge'] : ['merge', 'single']
    for (const which of order) {
      if (which === 'single') single.push(ok(await measure(sh, { file: singleOut }), 'single run'))
      else merged.push(ok(await measure(mh, { file: mergeOut }), 'merge'))
    }
  }
  // The shards' attempts are declared in their shard manifests: the one expected difference.
  const mergedText = readFileSync(mergeOut, 'utf8').replace(
    /"manifest-shard-\d+\.json"/g,
    JSON.stringify(path.basename(generated.manifestPath))
  )
  const identical = readFileSync(singleOut, 'utf8') === mergedText
  const bytes = summaries.reduce((n, f) => n + statSync(f).size, 0)
  const mb = (b: number): string => (b / 1_048_576).toFixed(0)
  const figures = {
    attempts: generated.attempts,
    requests: generated.requests,
    shards,
    runs,
    summaries_total_bytes: bytes,
    summary_bytes_per_attempt: Number((bytes / generated.attempts).toFixed(1)),
    raw_evidence_mb: Number(mb(evidenceBytes(dir))),
    summarize_all_shards_s: Number((summarizeMs / 1000).toFixed(1)),
    single_s: Number((median(single.map((m) => m.wallMs)) / 1000).toFixed(2)),
    merge_s: Number((median(merged.map((m) => m.wallMs)) / 1000).toFixed(2)),
    merge_over_single: Number((median(merged.map((m) => m.wallMs)) / median(single.map((m) => m.wallMs))).toFixed(2)),
    single_peak_rss_mb: Number(mb(median(single.map((m) => m.maxRssBytes)))),
    merge_peak_rss_mb: Number(mb(median(merged.map((m) => m.maxRssBytes)))),
    json_reports_identical: identical
  }
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`)
  if (!identical) {
    process.stdout.write(`reports differ: ${singleOut} ${mergeOut} kept\n`)
    process.exitCode = 1
  } else rmSync(dir, { recursive: true, force: true })
}

await main()
