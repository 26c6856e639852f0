/**
 * `npm run bench`: the end-to-end benchmark. Makes sure a synthetic evidence
 * tree exists (bench/data-set.ts: generated once, reused while its stamp
 * covers the sizes), then for each size runs, interleaved on the same files,
 * N rounds of: the floor (bench/floor.ts), the CLI with text output to
 * /dev/null (`<cli> <manifest> --fail-on never`) and the CLI with `--json`
 * written to a file in the data folder (deleted after each run). Wall time
 * is measured around the child, CPU time and peak RSS by GNU /usr/bin/time.
 * Prints medians per size (wall time, ours/floor, lines per second, peak
 * RSS of each program), growth between sizes from the medians and per
 * round (round r of one size against round r of the next, with the target
 * MET or MISSED per round), the targets of issue 14 (bench/targets.ts), and
 * a markdown block to paste into BENCHMARKS.md (bench/markdown.ts) with the
 * load average at the start and end and the CLI used. Then runs the
 * download benchmark (bench/download.ts) and the scaling checks
 * (bench/scaling.ts) when they are built.
 *
 * Options: --sizes 27500,55000,110000  --runs 5  --dir .bench/data
 *          --seed 1  --requests-per-attempt 2
 *          --keep (keep a data set this run generated; a reused one is always kept)
 *          --regenerate (replace a stamped data set that cannot serve the sizes)
 *          --cli PATH (default bin/fabric-compare.js when dist/ is built,
 *          else lib/src/cli/index.js)  --cpu-prof (one extra profiled CLI run at the largest size,
 *          profile in .bench/prof)  --skip-download  --skip-scaling  --skip-cli
 *          --skip-json (no `--json` runs)
 *          --warm-cli (an unmeasured CLI run before the measured ones; off
 *          by default: the floor's warm-up already fills the page cache)
 * Writes the figures, the per-round growth and the markdown block as JSON to
 * .bench/results.json.
 */
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { ensureDataSet } from './data-set.js'
import { measure, type Measurement } from './measure.js'
import { renderMarkdown } from './markdown.js'
import { figuresOf, growthOf, renderReport, type SizeRuns } from './report.js'
import { checkTargets, growthPerRound } from './targets.js'

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

/** A command-line word as the shell reads it: quoted when it holds anything but safe characters. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}

/** Both programs must exit 0 (the CLI runs with `--fail-on never`). */
function check(m: Measurement, what: string): Measurement {
  if (m.exitCode !== 0) throw new Error(`${what} exited with ${m.exitCode}:\n${m.stderrTail}`)
  return m
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString()
  const loadStart = os.loadavg()
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
      'skip-json': { type: 'boolean', default: false },
      regenerate: { type: 'boolean', default: false },
      'warm-cli': { type: 'boolean', default: false },
      cli: { type: 'string' }
    }
  })
  const sizes = values.sizes
    .split(',')
    .map(Number)
    .sort((a, b) => a - b)
  if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`--sizes: positive integers expected, got ${values.sizes}`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: a positive integer expected, got ${values.runs}`)
  const bundled = existsSync(path.join(repo, 'dist', 'cli', 'index.js'))
  const cli = path.resolve(
    values.cli ?? (bundled ? path.join(repo, 'bin', 'fabric-compare.js') : path.join(repo, 'lib', 'src', 'cli', 'index.js'))
  )
  const withCli = !values['skip-cli'] && existsSync(cli)
  if (!withCli && !values['skip-cli']) log(`${cli} not found: measuring the floor only`)
  else if (withCli) log(`CLI under test: ${path.relative(repo, cli)}`)
  const info = machine()
  log(`machine: ${JSON.stringify(info)}`)

  const dir = path.resolve(values.dir)
  const { summaries, generated } = await ensureDataSet(
    { dir, sizes, seed: Number(values.seed), requestsPerAttempt: Number(values['requests-per-attempt']), regenerate: values.regenerate },
    log
  )
  const withJson = withCli && !values['skip-json']
  const jsonOut = path.join(dir, 'bench-report.json')
  const results: SizeRuns[] = []
  for (const size of sizes) {
    const summary = summaries.get(size)!
    const manifest = path.join(dir, `manifest-${size}.json`)
    const floorArgv = [process.execPath, path.join(here, 'floor.js'), manifest, '--sync']
    const oursArgv = [process.execPath, cli, manifest, '--fail-on', 'never']
    const jsonArgv = [process.execPath, cli, manifest, '--json', '--fail-on', 'never']
    const entry: SizeRuns = {
      attempts: size,
      requests: summary.requests,
      lines: summary.recordLines + summary.resultFiles,
      floor: [],
      ours: [],
      json: [],
      jsonOutputBytes: null
    }
    // Warm-up: the floor reads every file (page cache) and must count what the generator wrote.
    const warm = check(await measure(floorArgv, true), 'floor')
    const counts = JSON.parse(warm.stdout) as { results: number; lines: number }
    if (counts.results !== summary.resultFiles || counts.lines !== summary.recordLines)
      throw new Error(`floor read ${warm.stdout.trim()}, expected ${summary.resultFiles} results and ${summary.recordLines} lines`)
    if (withCli && values['warm-cli']) check(await measure(oursArgv, false), 'fabric-compare')
    for (let r = 0; r < runs; r++) {
      // Rotate the order so that no program always runs first.
      const programs = ['floor', 'ours', 'json']
      const order = [...programs.slice(r % 3), ...programs.slice(0, r % 3)]
      for (const which of order) {
        if (which === 'floor') entry.floor.push(check(await measure(floorArgv, false), 'floor'))
        else if (which === 'ours' && withCli) entry.ours.push(check(await measure(oursArgv, false), 'fabric-compare'))
        else if (which === 'json' && withJson) {
          try {
            entry.json.push(check(await measure(jsonArgv, { file: jsonOut }), 'fabric-compare --json'))
            entry.jsonOutputBytes = statSync(jsonOut).size
          } finally {
            rmSync(jsonOut, { force: true })
          }
        }
      }
    }
    if (!withCli) entry.ours = entry.floor
    results.push(entry)
    const f = figuresOf(entry)
    const json = f.oursJsonWallMs === null ? '' : `, ours --json ${(f.oursJsonWallMs / 1000).toFixed(2)} s`
    log(
      `${size} attempts: floor ${(f.floorWallMs / 1000).toFixed(2)} s, ours ${(f.oursWallMs / 1000).toFixed(2)} s (×${f.ratio.toFixed(2)})${json}`
    )
  }
  const loadEnd = os.loadavg()

  const figures = results.map(figuresOf)
  const growth = growthOf(figures)
  // Without a CLI run the "ours" columns repeat the floor's runs: no target or growth verdict is checked on them.
  const rounds = withCli ? growthPerRound(results) : []
  const checks = withCli ? checkTargets(figures, rounds) : []
  if (!withCli) log('targets not checked: no CLI was run (the "ours" columns repeat the floor)')
  log('')
  log(renderReport(figures, growth, rounds, checks))
  const markdown = renderMarkdown(figures, rounds, checks, {
    startedAt,
    command: ['npm run bench --', ...process.argv.slice(2).map(shellWord)].join(' '),
    cli: withCli ? path.relative(repo, cli) : 'none (floor only)',
    cores: os.availableParallelism(),
    loadStart,
    loadEnd
  })
  log('')
  log('Markdown for BENCHMARKS.md:')
  log('')
  log(markdown)

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
  writeFileSync(
    out,
    JSON.stringify(
      {
        machine: info,
        started_at: startedAt,
        cli,
        load_average_start: loadStart,
        load_average_end: loadEnd,
        finished_load_average_1m: loadEnd[0],
        sizes: figures,
        growth,
        rounds,
        checks,
        markdown,
        download,
        scaling,
        raw: results
      },
      null,
      2
    )
  )
  log(`figures written to ${out}`)
  if (!values.keep && generated) {
    rmSync(dir, { recursive: true, force: true })
    log(`removed ${dir} (use --keep to reuse it)`)
  } else if (!values.keep) log(`kept ${dir}: this run reused it, it did not generate it`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
