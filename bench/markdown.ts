/**
 * The benchmark's figures as a markdown block ready to paste into
 * BENCHMARKS.md: a line naming when, with which command and CLI, and under
 * what machine load the run was made; the table of sizes (medians); the
 * table of time growth per round; and the targets, each MET or MISSED.
 */
import { mb, orNotMeasured, seconds, type RoundGrowth, type SizeFigures, type TargetCheck } from './report.js'

/** How and where the run was made. */
export interface RunContext {
  /** Start of the run, ISO 8601 UTC. */
  startedAt: string
  /** The command line, e.g. `npm run bench -- --runs 3 --keep`. */
  command: string
  /** The CLI under test, relative to the repository. */
  cli: string
  /** Logical CPUs. */
  cores: number
  /** Load average over 1, 5 and 15 minutes at the start of the run. */
  loadStart: number[]
  /** Same at the end of the measurements. */
  loadEnd: number[]
}

/** A code span that holds `text` whatever backticks it contains (CommonMark code spans). */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

function count(n: number): string {
  return n.toLocaleString('en-US')
}

function loads(values: number[]): string {
  return values.map((v) => v.toFixed(2)).join(' / ')
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

/** The delimiter row: one letter per column, `l` left-aligned (`---`), `r` right-aligned (`---:`). */
function rule(aligns: string): string {
  return row([...aligns].map((a) => (a === 'r' ? '---:' : '---')))
}

/**
 * The markdown block. The `--json` columns read `not measured` when the
 * run skipped them; the growth table is omitted when only one size was run.
 */
export function renderMarkdown(figures: SizeFigures[], rounds: RoundGrowth[], checks: TargetCheck[], context: RunContext): string {
  const out: string[] = [
    `Measured ${context.startedAt.slice(0, 16).replace('T', ' ')} UTC with`,
    codeSpan(context.command),
    `(CLI ${codeSpan(context.cli)}; ${context.cores} cores; load average over 1 / 5 / 15 min ${loads(context.loadStart)} at the start, ${loads(context.loadEnd)} at the end).`,
    '',
    row([
      'attempts',
      'requests',
      'lines',
      'floor wall',
      'ours wall, text',
      'ours/floor',
      'ours peak RSS, text',
      'ours wall, --json',
      'ours peak RSS, --json',
      '--json output',
      'floor peak RSS'
    ]),
    rule('rrrrrrrrrrr'),
    ...figures.map((f) =>
      row([
        count(f.attempts),
        count(f.requests),
        count(f.lines),
        seconds(f.floorWallMs),
        seconds(f.oursWallMs),
        f.ratio.toFixed(2),
        mb(f.oursPeakRssBytes),
        orNotMeasured(f.oursJsonWallMs, seconds),
        orNotMeasured(f.oursJsonPeakRssBytes, mb),
        orNotMeasured(f.jsonOutputBytes, mb),
        mb(f.floorPeakRssBytes)
      ])
    )
  ]
  if (figures.length > 0)
    out.push(
      '',
      `Medians of ${figures[0].runs} round${figures[0].runs === 1 ? '' : 's'} per size; ours/floor is the median of the per-round ratios.`
    )
  if (rounds.length > 0) {
    out.push(
      '',
      row(['round', 'sizes', 'input ×', 'ours time ×, text', 'floor time ×', 'ours time ×, --json', 'limit', 'verdict']),
      rule('rlrrrrrl'),
      ...rounds.map((g) =>
        row([
          String(g.round),
          `${count(g.from)} → ${count(g.to)}`,
          g.inputFactor.toFixed(2),
          g.oursTimeFactor.toFixed(2),
          g.floorTimeFactor.toFixed(2),
          orNotMeasured(g.jsonTimeFactor, (v) => v.toFixed(2)),
          `${g.limit.toFixed(2)}×`,
          g.met ? 'MET' : 'MISSED'
        ])
      )
    )
  }
  out.push('', ...checks.map((c) => `- ${c.met ? 'MET' : 'MISSED'}: ${c.name}: ${c.value}`))
  return out.join('\n')
}
