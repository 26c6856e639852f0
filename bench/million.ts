/**
 * `node lib/bench/million.js`: the merge of C shard summaries of N attempts
 * each (default 100 × 10,000 = 1,000,000 attempts) without writing the raw
 * evidence of them all (10,000 generated attempts take about 370 MB of disk;
 * a million would take about 37 GB).
 *
 * How the summaries are made, plainly: bench/generate.ts writes the evidence
 * of N attempts once; `fabric-compare summarize` summarises it as
 * `real.summary.json.gz` (the real path, used only as a check); the manifest
 * source (src/sources/manifest/manifest-source.ts) reads those N attempts into memory once;
 * then for copy k = 0…C−1 every attempt is copied with its task and every
 * `task`, `request_id`, `runtime_id` and `invocation_id` string in its
 * evidence values prefixed `cKKK-` (so no two copies share a task or a
 * request identity), and folded and written with the library's
 * `summarizeToFile` (src/shard/summarize.ts) as `copy-KKK.summary.json.gz`.
 * The evidence files (paths) are the same in every copy; a file claim is per
 * fold and not merged, so that changes nothing across summaries.
 *
 * Check: the JSON report of `merge copy-000…` (one summary) with `c000-`
 * removed must equal `merge real.summary.json.gz`, else it stops (exit 1).
 * Then it times `merge <C copies> --fail-on never` (text to a file) and,
 * unless --skip-json, `--json` to a file, each with wall time and peak RSS
 * (bench/measure.ts), and prints the figures as JSON.
 *
 * Options: --copies 100 --attempts 10000 --seed 1 --dir .bench/million
 *          --cli PATH (default lib/src/cli/index.js) --skip-json --keep --help
 * The folder must be absent, empty or one this benchmark made (it holds
 * `.fc-bench-million`); it is deleted at the end unless --keep.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import type { AttemptInput } from '../src/comparison/input/input.js'
import { memorySpool } from '../src/render/output/spool.js'
import { summarizeToFile } from '../src/shard/summarize.js'
import { manifestSource } from '../src/sources/manifest/manifest-source.js'
import { collectStream } from '../src/sources/source.js'
import { VERSION } from '../src/version.js'
import { generateEvidence } from './generate.js'
import { measure, type Measurement } from './measure.js'

const USAGE =
  'usage: node lib/bench/million.js [--copies 100] [--attempts 10000] [--seed 1] [--dir .bench/million] [--cli lib/src/cli/index.js] [--skip-json] [--keep]'
/** Marks a folder this benchmark made (and may delete). */
const MARKER = '.fc-bench-million'
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** Keys whose string values are renamed per copy. */
const RENAMED = new Set(['task', 'request_id', 'runtime_id', 'invocation_id'])

/** A copy of `value` with the strings under RENAMED keys prefixed; other values shared (Maps and class instances as they are). */
function renamed<T>(value: T, prefix: string): T {
  if (Array.isArray(value)) return value.map((v: unknown) => renamed(v, prefix)) as T
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = RENAMED.has(k) && typeof v === 'string' ? `${prefix}${v}` : renamed(v, prefix)
  return out as T
}

function ok(m: Measurement, what: string): Measurement {
  if (m.exitCode !== 0 && m.exitCode !== 1) throw new Error(`${what} exited with ${m.exitCode}:\n${m.stderrTail}`)
  return m
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      copies: { type: 'string', default: '100' },
      attempts: { type: 'string', default: '10000' },
      seed: { type: 'string', default: '1' },
      dir: { type: 'string', default: path.join(repo, '.bench', 'million') },
      cli: { type: 'string', default: path.join(repo, 'lib', 'src', 'cli', 'index.js') },
      'skip-json': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const [copies, attempts] = [Number(values.copies), Number(values.attempts)]
  const dir = path.resolve(values.dir)
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(path.join(dir, MARKER))) {
    throw new Error(`${dir}: not empty and not made by this benchmark (no ${MARKER}); refusing to delete it`)
  }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, MARKER), '')
  const log = (line: string): boolean => process.stdout.write(`${line}\n`)
  log(`machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)}, node ${process.version}`)
  const generated = await generateEvidence({ attempts, seed: Number(values.seed), outDir: dir })
  const real = path.join(dir, 'real.summary.json.gz')
  const summarized = ok(
    await measure([process.execPath, values.cli, 'summarize', generated.manifestPath, '--out', real], false),
    'summarize'
  )
  if (summarized.exitCode !== 0) throw new Error(`summarize exited with ${summarized.exitCode}:\n${summarized.stderrTail}`)
  log(
    `summarize ${generated.attempts} attempts: ${(summarized.wallMs / 1000).toFixed(1)} s, ${(summarized.maxRssBytes / 1_048_576).toFixed(0)} MB peak RSS`
  )
  const input = await collectStream(await manifestSource({ kind: 'manifest', file: generated.manifestPath }).open())
  const files: string[] = []
  const started = Date.now()
  for (let k = 0; k < copies; k++) {
    const prefix = `c${String(k).padStart(3, '0')}-`
    const file = path.join(dir, `copy-${String(k).padStart(3, '0')}.summary.json.gz`)
    const copied: AttemptInput[] = input.attempts.map((a) => renamed(a, prefix))
    await summarizeToFile(
      {
        kind: input.source,
        configurations: input.configurations,
        attempts: copied,
        tail: () => ({ diagnostics: renamed(input.diagnostics, prefix) })
      },
      { sources: [{ kind: 'manifest', path: `${prefix}${path.basename(generated.manifestPath)}` }], workflow_job: null },
      VERSION,
      file,
      'bench copy',
      memorySpool()
    )
    files.push(file)
  }
  log(`wrote ${copies} summaries of ${input.attempts.length} attempts in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  // Check: one renamed copy reports what the real summary reports.
  const realJson = path.join(dir, 'real.json')
  const copyJson = path.join(dir, 'copy-000.json')
  ok(await measure([process.execPath, values.cli, 'merge', real, '--json', '--fail-on', 'never'], { file: realJson }), 'merge real')
  ok(await measure([process.execPath, values.cli, 'merge', files[0], '--json', '--fail-on', 'never'], { file: copyJson }), 'merge copy 0')
  const strip = (text: string): string => text.replaceAll('c000-', '').replace(/"sha256:[0-9a-f]{64}"/g, '"sha256:…"')
  const same = strip(readFileSync(copyJson, 'utf8')) === strip(readFileSync(realJson, 'utf8'))
  log(`copy 0 with c000- removed reports as the real summary: ${same}`)
  if (!same) {
    log(`reports differ: ${realJson} ${copyJson} kept`)
    process.exitCode = 1
    return
  }
  const bytes = files.reduce((n, f) => n + statSync(f).size, 0)
  const text = ok(
    await measure([process.execPath, values.cli, 'merge', ...files, '--fail-on', 'never'], { file: path.join(dir, 'merged.txt') }),
    'merge text'
  )
  const attemptsLine = readFileSync(path.join(dir, 'merged.txt'), 'utf8').split('\n').slice(0, 12).join('\n')
  const figures: Record<string, unknown> = {
    summaries: copies,
    attempts: copies * input.attempts.length,
    summaries_total_bytes: bytes,
    summary_bytes_per_attempt: Number((bytes / (copies * input.attempts.length)).toFixed(1)),
    merge_text_exit: text.exitCode,
    merge_text_s: Number((text.wallMs / 1000).toFixed(2)),
    merge_text_cpu_s: Number(((text.userMs + text.sysMs) / 1000).toFixed(2)),
    merge_text_peak_rss_mb: Number((text.maxRssBytes / 1_048_576).toFixed(0))
  }
  if (!values['skip-json']) {
    const json = ok(
      await measure([process.execPath, values.cli, 'merge', ...files, '--json', '--fail-on', 'never'], {
        file: path.join(dir, 'merged.json')
      }),
      'merge json'
    )
    figures.merge_json_s = Number((json.wallMs / 1000).toFixed(2))
    figures.merge_json_peak_rss_mb = Number((json.maxRssBytes / 1_048_576).toFixed(0))
    figures.merge_json_bytes = statSync(path.join(dir, 'merged.json')).size
  }
  log(`first lines of the text report:\n${attemptsLine}`)
  log(JSON.stringify(figures, null, 2))
  if (!values.keep) rmSync(dir, { recursive: true, force: true })
}

await main()
