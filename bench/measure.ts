/**
 * Runs one child process and measures it: wall time (milliseconds, measured
 * here around the spawn), user and system CPU time (milliseconds) and peak
 * resident set size (bytes, the kernel's `ru_maxrss` of the child as
 * reported by GNU `/usr/bin/time`).
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Path of GNU time, which reports the child's peak RSS. */
export const TIME_BIN = '/usr/bin/time'

/** One measured run. */
export interface Measurement {
  wallMs: number
  userMs: number
  sysMs: number
  /** Peak resident set size of the child, bytes. */
  maxRssBytes: number
  exitCode: number
  /** Standard output (only kept when asked for). */
  stdout: string
  /** Last 2,000 characters of standard error. */
  stderrTail: string
}

/**
 * Runs `argv` under `/usr/bin/time` and measures it.
 * @param stdout `true` to collect standard output, `false` to discard it, or
 *   `{ file }` to write it to that file (created or truncated; the child
 *   writes to it directly, so the figures are the child's alone).
 * @throws when `/usr/bin/time` is missing or its report cannot be read.
 */
export async function measure(argv: string[], stdout: boolean | { file: string }, cwd = process.cwd()): Promise<Measurement> {
  if (!existsSync(TIME_BIN)) throw new Error(`${TIME_BIN} not found: install GNU time (apt-get install time) to measure peak RSS`)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-measure-'))
  const report = path.join(tmp, 'time.txt')
  const fd = typeof stdout === 'object' ? openSync(stdout.file, 'w') : null
  try {
    const started = process.hrtime.bigint()
    const child = spawn(TIME_BIN, ['-f', '%U %S %M', '-o', report, ...argv], {
      cwd,
      stdio: ['ignore', fd ?? (stdout === true ? 'pipe' : 'ignore'), 'pipe']
    })
    const out: Buffer[] = []
    let err = ''
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-2_000)
    })
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code) => resolve(code ?? -1))
    })
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6
    const fields = readFileSync(report, 'utf8').trim().split('\n').pop()!.split(' ')
    if (fields.length !== 3) throw new Error(`unexpected ${TIME_BIN} report: ${fields.join(' ')}`)
    const [user, sys, maxRssKb] = fields.map(Number)
    return {
      wallMs,
      userMs: user * 1_000,
      sysMs: sys * 1_000,
      maxRssBytes: maxRssKb * 1_024,
      exitCode,
      stdout: Buffer.concat(out).toString('utf8'),
      stderrTail: err
    }
  } finally {
    if (fd !== null) closeSync(fd)
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of an empty list')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
