/**
 * The progress line of a long comparison on standard error (a terminal
 * only, see terminal.ts): `fabric-compare: 1,200 of 20,000 attempts read
 * (6.0%) · 240 attempts/s`, redrawn in place with a carriage return. It first
 * appears once the run has taken `delayMs` (short runs show nothing), is
 * redrawn at most every `intervalMs`, and is erased when the run ends, so
 * the terminal keeps only the report.
 */
import { formatCount } from '../render/format.js'
import type { ProgressSink } from '../sources/compare-stream.js'

/** Options of {@link openProgress}. */
export interface ProgressOptions {
  /** Attempts to read, or null when unknown (then no percentage). */
  total: number | null
  /** Writes to standard error. */
  write: (text: string) => void
  /** A monotonic clock in milliseconds (`performance.now`). */
  now: () => number
  /** Milliseconds before the first line; default 1,000. */
  delayMs?: number
  /** Milliseconds between redraws at least; default 250. */
  intervalMs?: number
}

/** Erases the line the cursor is on (carriage return, erase in line). */
const ERASE = '\r\u001b[K'

/** The progress text for `read` attempts after `elapsedMs`. */
export function progressText(read: number, total: number | null, elapsedMs: number): string {
  const of = total === null ? '' : ` of ${formatCount(total)}`
  const percent = total === null || total === 0 ? '' : ` (${((read / total) * 100).toFixed(1)}%)`
  const rate = elapsedMs > 0 ? ` · ${formatCount(Math.round((read * 1000) / elapsedMs))} attempts/s` : ''
  return `fabric-compare: ${formatCount(read)}${of} attempts read${percent}${rate}`
}

/** Opens a progress line starting now. */
export function openProgress(options: ProgressOptions): ProgressSink {
  const delay = options.delayMs ?? 1000
  const interval = options.intervalMs ?? 250
  const start = options.now()
  let last: number | null = null
  let finished = false
  return {
    tick(read) {
      if (finished) return
      const now = options.now()
      if (now - start < delay || (last !== null && now - last < interval)) return
      last = now
      options.write(`${ERASE}${progressText(read, options.total, now - start)}`)
    },
    done() {
      if (last !== null) options.write(ERASE)
      last = null
      finished = true
    }
  }
}
