/**
 * A `Logger` (src/github/logger.ts) that records lines per level, for assertions.
 */
import type { Logger } from '../../src/github/logger.js'

/** A logger plus the lines it received. */
export interface RecordingLogger extends Logger {
  lines: { info: string[]; warning: string[]; debug: string[] }
}

/** A fresh recording logger. */
export function recordingLogger(): RecordingLogger {
  const lines = { info: [] as string[], warning: [] as string[], debug: [] as string[] }
  return {
    lines,
    info: (message) => void lines.info.push(message),
    warning: (message) => void lines.warning.push(message),
    debug: (message) => void lines.debug.push(message)
  }
}
