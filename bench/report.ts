/**
 * Figures of the end-to-end benchmark (medians per size, growth between
 * sizes) and their text rendering; the targets are checked in targets.ts,
 * the markdown block for BENCHMARKS.md is rendered in markdown.ts. Times in
 * milliseconds, memory in bytes.
 */
import { median, type Measurement } from './measure.js'

/** Measured runs of one size. */
export interface SizeRuns {
  attempts: number
  requests: number
  /** JSON documents parsed by the floor: record lines + full result files. */
  lines: number
  floor: Measurement[]
  /** The CLI with text output to /dev/null. */
  ours: Measurement[]
  /** The CLI with `--json` written to a file; empty when not measured (`--skip-json`). */
  json: Measurement[]
  /** Bytes of the last `--json` output; null when not measured. */
  jsonOutputBytes: number | null
}

/** Medians of one size. */
export interface SizeFigures {
  attempts: number
  requests: number
  lines: number
  runs: number
  floorWallMs: number
  oursWallMs: number
  /** Median over runs of ours/floor wall time, each run pairing one floor and one CLI run. */
  ratio: number
  oursCpuMs: number
  floorCpuMs: number
  linesPerSecond: number
  oursPeakRssBytes: number
  floorPeakRssBytes: number
  /** `--json` runs measured (0 when skipped). */
  jsonRuns: number
  /** Median wall time of the `--json` runs; null when not measured. */
  oursJsonWallMs: number | null
  /** Median peak RSS of the `--json` runs, bytes; null when not measured. */
  oursJsonPeakRssBytes: number | null
  /** Bytes of the `--json` output; null when not measured. */
  jsonOutputBytes: number | null
}

/** Growth between two consecutive sizes. */
export interface Growth {
  from: number
  to: number
  inputFactor: number
  oursTimeFactor: number
  floorTimeFactor: number
  /** RSS added per added attempt, bytes. */
  rssBytesPerAttempt: number
}

/** Growth between two consecutive sizes within one round. */
export interface RoundGrowth {
  /** 1-based round number. */
  round: number
  from: number
  to: number
  /** to / from attempts. */
  inputFactor: number
  /** Ours (text output) wall time at `to` / at `from`, both from this round. */
  oursTimeFactor: number
  floorTimeFactor: number
  /** Same for the `--json` runs; null when they were not measured. */
  jsonTimeFactor: number | null
  /** MAX_GROWTH_PER_INPUT (targets.ts) × inputFactor. */
  limit: number
  /** oursTimeFactor ≤ limit. */
  met: boolean
}

/** One target, checked. */
export interface TargetCheck {
  name: string
  value: string
  met: boolean
}

/** Medians of a size's runs. */
export function figuresOf(runs: SizeRuns): SizeFigures {
  const ratios = runs.ours.map((o, i) => o.wallMs / runs.floor[i].wallMs)
  const oursWallMs = median(runs.ours.map((m) => m.wallMs))
  return {
    attempts: runs.attempts,
    requests: runs.requests,
    lines: runs.lines,
    runs: runs.ours.length,
    floorWallMs: median(runs.floor.map((m) => m.wallMs)),
    oursWallMs,
    ratio: median(ratios),
    oursCpuMs: median(runs.ours.map((m) => m.userMs + m.sysMs)),
    floorCpuMs: median(runs.floor.map((m) => m.userMs + m.sysMs)),
    linesPerSecond: runs.lines / (oursWallMs / 1_000),
    oursPeakRssBytes: median(runs.ours.map((m) => m.maxRssBytes)),
    floorPeakRssBytes: median(runs.floor.map((m) => m.maxRssBytes)),
    jsonRuns: runs.json.length,
    oursJsonWallMs: runs.json.length === 0 ? null : median(runs.json.map((m) => m.wallMs)),
    oursJsonPeakRssBytes: runs.json.length === 0 ? null : median(runs.json.map((m) => m.maxRssBytes)),
    jsonOutputBytes: runs.jsonOutputBytes
  }
}

/** Growth factors between consecutive sizes (ascending). */
export function growthOf(figures: SizeFigures[]): Growth[] {
  return figures.slice(1).map((to, i) => {
    const from = figures[i]
    return {
      from: from.attempts,
      to: to.attempts,
      inputFactor: to.attempts / from.attempts,
      oursTimeFactor: to.oursWallMs / from.oursWallMs,
      floorTimeFactor: to.floorWallMs / from.floorWallMs,
      rssBytesPerAttempt: (to.oursPeakRssBytes - from.oursPeakRssBytes) / (to.attempts - from.attempts)
    }
  })
}

/** Mebibytes (2^20 bytes) with one decimal and thousands separators, e.g. `1,291.9 MB`. */
export function mb(bytes: number): string {
  return `${(bytes / 1_048_576).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
}

/** Seconds with two decimals, e.g. `2.44 s`. */
export function seconds(ms: number): string {
  return `${(ms / 1_000).toFixed(2)} s`
}

/** A figure that may not have been measured: `not measured` for null. */
export function orNotMeasured<T>(value: T | null, format: (v: T) => string): string {
  return value === null ? 'not measured' : format(value)
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)))
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n')
}

/** The text report: one row per size, the growth rows (medians and per round) and the target checks. */
export function renderReport(figures: SizeFigures[], growth: Growth[], rounds: RoundGrowth[], checks: TargetCheck[]): string {
  const sizeRows = [
    [
      'attempts',
      'requests',
      'lines',
      'floor wall',
      'ours wall',
      'ours/floor',
      'ours CPU',
      'lines/s',
      'ours peak RSS',
      'json wall',
      'json peak RSS',
      'floor peak RSS'
    ],
    ...figures.map((f) => [
      String(f.attempts),
      String(f.requests),
      String(f.lines),
      seconds(f.floorWallMs),
      seconds(f.oursWallMs),
      f.ratio.toFixed(2),
      seconds(f.oursCpuMs),
      Math.round(f.linesPerSecond).toLocaleString('en-US'),
      mb(f.oursPeakRssBytes),
      orNotMeasured(f.oursJsonWallMs, seconds),
      orNotMeasured(f.oursJsonPeakRssBytes, mb),
      mb(f.floorPeakRssBytes)
    ])
  ]
  const growthRows = [
    ['sizes (medians)', 'input ×', 'ours time ×', 'floor time ×', 'RSS per added attempt'],
    ...growth.map((g) => [
      `${g.from}→${g.to}`,
      g.inputFactor.toFixed(2),
      g.oursTimeFactor.toFixed(2),
      g.floorTimeFactor.toFixed(2),
      `${Math.round(g.rssBytesPerAttempt)} B`
    ])
  ]
  const roundRows = [
    ['round', 'sizes', 'input ×', 'ours time ×', 'floor time ×', 'json time ×', 'limit', 'verdict'],
    ...rounds.map((g) => [
      String(g.round),
      `${g.from}→${g.to}`,
      g.inputFactor.toFixed(2),
      g.oursTimeFactor.toFixed(2),
      g.floorTimeFactor.toFixed(2),
      orNotMeasured(g.jsonTimeFactor, (v) => v.toFixed(2)),
      g.limit.toFixed(2),
      g.met ? 'MET' : 'MISSED'
    ])
  ]
  const checkLines = checks.map((c) => `${c.met ? 'MET   ' : 'MISSED'} ${c.name}: ${c.value}`)
  return [table(sizeRows), '', table(growthRows), '', ...(rounds.length > 0 ? [table(roundRows), ''] : []), ...checkLines].join('\n')
}
