/**
 * `npm run bench`: the end-to-end benchmark. Generates (once) a synthetic
 * evidence tree, then for each size runs, interleaved on the same files, the
 * floor (bench/floor.ts) and the CLI (`node bin/fabric-compare.js
 * <manifest> --fail-on never`), several times, and prints medians: wall
 * time, ours/floor, lines per second, peak RSS, growth between sizes, and
 * the targets met or missed. Then runs the download benchmark
 * (bench/download.ts) and the scaling checks (bench/scaling.ts: ratios per
 * doubling of two steps that were quadratic) when they are built.
 *
 * Options: --sizes 27500,55000,110000  --runs 5  --dir .bench/data
 *          --seed 1  --requests-per-attempt 2  --keep (keep the data set)
 *          --cli PATH (default bin/fabric-compare.js when dist/ is built,
 *          else lib/src/cli/index.js)  --cpu-prof (one extra profiled CLI run at the largest size,
 *          profile in .bench/prof)  --skip-download  --skip-scaling  --skip-cli
 *          --warm-cli (an unmeasured CLI run before the measured ones; off
 *          by default: the floor's warm-up already fills the page cache)
 * Writes the figures as JSON to .bench/results.json.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { ensureDataSet } from './data-set.js'
import { measure, type Measurement } from './measure.js'
import { checkTargets, figuresOf, growthOf, renderReport, type SizeRuns } from './report.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')

function log(line: string): void {
  process.stdout.write(`${line}\n`)
}

function machine(): Record<string, string | number> {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memory_mb: Math.round(os.totalmem() / 1_048_576),
    node: process.version,
    load_average_1m: Number(os.loadavg()[0].toFixed(2))
  }
}

/** Both programs must exit 0 (the CLI runs with `--fail-on never`). */
function check(m: Measurement, what: string): Measurement {
  if (m.exitCode !== 0) throw new Error(`${what} exited with ${m.exitCode}:\n${m.stderrTail}`)
  return m
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '27500,55000,110000' },
      runs: { type: 'string', default: '5' },
      dir: { type: 'string', default: path.join(repo, '.bench', 'data') },
      seed: { type: 'string', default: '1' },
      'requests-per-attempt': { type: 'string', default: '2' },
      keep: { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
      'skip-download': { type: 'boolean', default: false },
      'skip-scaling': { type: 'boolean', default: false },
      'skip-cli': { type: 'boolean', default: false },
      'warm-cli': { type: 'boolean', default: false },
      cli: { type: 'string' }
    }
  })
  const sizes = values.sizes.split(',').map(Number).sort((a, b) => a - b)
  if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`--sizes: positive integers expected, got ${values.sizes}`)
  const runs = Number(values.runs)
  const bundled = existsSync(path.join(repo, 'dist', 'cli', 'index.js'))
  const cli = path.resolve(values.cli ?? (bundled ? path.join(repo, 'bin', 'fabric-compare.js') : path.join(repo, 'lib', 'src', 'cli', 'index.js')))
  const withCli = !values['skip-cli'] && existsSync(cli)
  if (!withCli && !values['skip-cli']) log(`${cli} not found: measuring the floor only`)
  else if (withCli) log(`CLI under test: ${path.relative(repo, cli)}`)
  const info = machine()
  log(`machine: ${JSON.stringify(info)}`)

  const dir = path.resolve(values.dir)
  const summaries = await ensureDataSet({ dir, sizes, seed: Number(values.seed), requestsPerAttempt: Number(values['requests-per-attempt']) }, log)
  const results: SizeRuns[] = []
  for (const size of sizes) {
    const summary = summaries.get(size)!
    const manifest = path.join(dir, `manifest-${size}.json`)
    const floorArgv = [process.execPath, path.join(here, 'floor.js'), manifest, '--sync']
    const oursArgv = [process.execPath, cli, manifest, '--fail-on', 'never']
    const entry: SizeRuns = { attempts: size, requests: summary.requests, lines: summary.recordLines + summary.resultFiles, floor: [], ours: [] }
    // Warm-up: the floor reads every file (page cache) and must count what the generator wrote.
    const warm = check(await measure(floorArgv, true), 'floor')
    const counts = JSON.parse(warm.stdout) as { results: number; lines: number }
    if (counts.results !== summary.resultFiles || counts.lines !== summary.recordLines) throw new Error(`floor read ${warm.stdout.trim()}, expected ${summary.resultFiles} results and ${summary.recordLines} lines`)
    if (withCli && values['warm-cli']) check(await measure(oursArgv, false), 'fabric-compare')
    for (let r = 0; r < runs; r++) {
      // Alternate the order so that neither program always runs first.
      const pair = r % 2 === 0 ? ['floor', 'ours'] : ['ours', 'floor']
      for (const which of pair) {
        if (which === 'floor') entry.floor.push(check(await measure(floorArgv, false), 'floor'))
        else if (withCli) entry.ours.push(check(await measure(oursArgv, false), 'fabric-compare'))
      }
    }
    if (!withCli) entry.ours = entry.floor
    results.push(entry)
    const f = figuresOf(entry)
    log(`${size} attempts: floor ${(f.floorWallMs / 1000).toFixed(2)} s, ours ${(f.oursWallMs / 1000).toFixed(2)} s (×${f.ratio.toFixed(2)})`)
  }

  const figures = results.map(figuresOf)
  const growth = growthOf(figures)
  const checks = checkTargets(figures, growth)
  log('')
  log(renderReport(figures, growth, checks))

  if (values['cpu-prof'] && withCli) {
    const profDir = path.join(repo, '.bench', 'prof')
    mkdirSync(profDir, { recursive: true })
    const manifest = path.join(dir, `manifest-${sizes[sizes.length - 1]}.json`)
    await measure([process.execPath, '--cpu-prof', '--cpu-prof-dir', profDir, cli, manifest, '--fail-on', 'never'], false)
    log(`CPU profile written to ${profDir} (summarize with: node lib/bench/profile-summary.js ${profDir}/<file>.cpuprofile)`)
  }

  let download: unknown = null
  const downloadJs = path.join(here, 'download.js')
  if (!values['skip-download'] && existsSync(downloadJs)) {
    log('')
    const m = await measure([process.execPath, downloadJs], true)
    if (m.exitCode !== 0) throw new Error(`download benchmark exited with ${m.exitCode}:\n${m.stderrTail}`)
    process.stdout.write(m.stdout)
    download = JSON.parse(m.stdout.trim().split('\n').pop()!)
  }

  let scaling: unknown = null
  const scalingJs = path.join(here, 'scaling.js')
  if (!values['skip-scaling'] && existsSync(scalingJs)) {
    log('')
    const m = await measure([process.execPath, scalingJs], true)
    process.stdout.write(m.stdout)
    if (m.exitCode !== 0) log(`scaling checks exited with ${m.exitCode}: a step grows faster than O(n log n)`)
    scaling = JSON.parse(m.stdout.trim().split('\n').pop()!)
  }

  const out = path.join(repo, '.bench', 'results.json')
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(out, JSON.stringify({ machine: info, finished_load_average_1m: os.loadavg()[0], sizes: figures, growth, checks, download, scaling, raw: results }, null, 2))
  log(`figures written to ${out}`)
  if (!values.keep) {
    rmSync(dir, { recursive: true, force: true })
    log(`removed ${dir} (use --keep to reuse it)`)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
