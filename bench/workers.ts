/**
 * `node lib/bench/workers.js`: issue 22's benchmark — the CLI with
 * `--jobs 1` (the in-thread fold, no worker) and `--jobs N` (worker
 * threads, src/parallel/) against the floor (bench/floor.ts: one thread
 * reading and `JSON.parse`-ing every evidence file), measured alternately
 * in one run on the same files: text output to /dev/null and `--json`
 * written to a file. Peak RSS (GNU time's `ru_maxrss`: the whole process,
 * every thread included) per program. Makes sure the data set exists
 * first (bench/data-set.ts, as `npm run bench` does).
 *
 * Options: --size 110000  --runs 1  --jobs 1,2  --dir .bench/data  --seed 1
 *          --cli PATH (default lib/src/cli/index.js)  --skip-json
 * Prints one line per measurement, then a Markdown table (medians) with the
 * load average at the start and end, and writes it all as JSON to
 * .bench/workers.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { ensureDataSet } from './data-set.js'
import { measure, median, type Measurement } from './measure.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..', '..')

function log(line: string): void {
  process.stdout.write(`${line}\n`)
}

function check(m: Measurement, what: string): Measurement {
  if (m.exitCode !== 0) throw new Error(`${what} exited with ${m.exitCode}:\n${m.stderrTail}`)
  return m
}

const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '110000' },
      runs: { type: 'string', default: '1' },
      jobs: { type: 'string', default: '1,2' },
      dir: { type: 'string', default: path.join(repo, '.bench', 'data') },
      seed: { type: 'string', default: '1' },
      cli: { type: 'string', default: path.join(repo, 'lib', 'src', 'cli', 'index.js') },
      'skip-json': { type: 'boolean', default: false }
    }
  })
  const size = Number(values.size)
  const runs = Number(values.runs)
  const jobs = values.jobs.split(',').map(Number)
  if (!Number.isInteger(size) || size < 1 || !Number.isInteger(runs) || runs < 1 || jobs.some((j) => !Number.isInteger(j) || j < 1)) {
    throw new Error('--size, --runs: positive integers; --jobs: a comma-separated list of positive integers')
  }
  const dir = path.resolve(values.dir)
  const cli = path.resolve(values.cli)
  const loadStart = load()
  const startedAt = new Date().toISOString()
  log(
    `machine: ${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? 'unknown'}, ${Math.round(os.totalmem() / 1_048_576)} MB, node ${process.version}; load ${loadStart}`
  )
  await ensureDataSet({ dir, sizes: [size], seed: Number(values.seed), requestsPerAttempt: 2, regenerate: false }, log)
  const manifest = path.join(dir, `manifest-${size}.json`)
  const jsonOut = path.join(dir, 'workers-report.json')
  const floorArgv = [process.execPath, path.join(here, 'floor.js'), manifest, '--sync']
  check(await measure(floorArgv, true), 'floor (warm-up)')
  const programs: Array<{ name: string; argv: string[]; json: boolean }> = [{ name: 'floor', argv: floorArgv, json: false }]
  for (const j of jobs) {
    programs.push({
      name: `text --jobs ${j}`,
      argv: [process.execPath, cli, manifest, '--fail-on', 'never', '--jobs', String(j)],
      json: false
    })
    if (!values['skip-json'])
      programs.push({
        name: `--json --jobs ${j}`,
        argv: [process.execPath, cli, manifest, '--json', '--fail-on', 'never', '--jobs', String(j)],
        json: true
      })
  }
  const measured = new Map<string, Measurement[]>(programs.map((p) => [p.name, []]))
  const ratios = new Map<string, number[]>(programs.map((p) => [p.name, []]))
  for (let r = 0; r < runs; r++) {
    // The floor runs before every program, so each ratio is against a floor measured next to it.
    for (const p of programs.slice(1)) {
      const f = check(await measure(floorArgv, false), 'floor')
      measured.get('floor')!.push(f)
      let m: Measurement
      try {
        m = check(await measure(p.argv, p.json ? { file: jsonOut } : false), p.name)
      } finally {
        rmSync(jsonOut, { force: true })
      }
      measured.get(p.name)!.push(m)
      ratios.get(p.name)!.push(m.wallMs / f.wallMs)
      log(
        `round ${r + 1}: floor ${(f.wallMs / 1000).toFixed(2)} s, ${p.name} ${(m.wallMs / 1000).toFixed(2)} s (×${(m.wallMs / f.wallMs).toFixed(2)}), peak RSS ${(m.maxRssBytes / 1e6).toFixed(1)} MB, CPU ${((m.userMs + m.sysMs) / 1000).toFixed(1)} s; load ${load()}`
      )
    }
  }
  const loadEnd = load()
  const floorMs = median(measured.get('floor')!.map((m) => m.wallMs))
  const rows = programs.map((p) => {
    const ms = measured.get(p.name)!
    return {
      program: p.name,
      wall_s: median(ms.map((m) => m.wallMs)) / 1000,
      cpu_s: median(ms.map((m) => m.userMs + m.sysMs)) / 1000,
      // Ours/floor: the median of the ratios to the floor measured just before each run.
      ratio: p.name === 'floor' ? 1 : median(ratios.get(p.name)!),
      peak_rss_mb: median(ms.map((m) => m.maxRssBytes)) / 1e6
    }
  })
  const table = [
    `Measured ${startedAt} (${runs} round${runs === 1 ? '' : 's'}), ${size.toLocaleString('en-US')} attempts, CLI \`${path.relative(repo, cli)}\`, ${os.availableParallelism()} cores; 1-minute load average ${loadStart.split(' ')[0]} at the start, ${loadEnd.split(' ')[0]} at the end (1/5/15 min: ${loadStart} → ${loadEnd}).`,
    '',
    '| program | wall (s) | CPU (s) | ours/floor | peak RSS (MB) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.program} | ${r.wall_s.toFixed(2)} | ${r.cpu_s.toFixed(2)} | ${r.program === 'floor' ? '—' : r.ratio.toFixed(2)} | ${r.peak_rss_mb.toFixed(1)} |`
    )
  ].join('\n')
  log('')
  log(table)
  const out = path.join(repo, '.bench', 'workers.json')
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(
    out,
    JSON.stringify(
      {
        started_at: startedAt,
        size,
        runs,
        jobs,
        cli,
        load_start: loadStart,
        load_end: loadEnd,
        floor_median_ms: floorMs,
        rows,
        table,
        raw: Object.fromEntries(measured)
      },
      null,
      2
    )
  )
  log(`figures written to ${out}`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
