/** `--output FILE`: a file the CLI writes piece by piece, removed when the run fails. */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import { ConfigurationError, errorMessage } from '../errors.js'

/** A file opened for writing by {@link openOutputFile}. */
export interface OutputFile {
  /** Appends `text`; throws ConfigurationError naming the file when it cannot. */
  write: (text: string) => void
  /** Closes the file; `written: false` (the run failed) removes it, so no half-written output is left behind. */
  close: (written: boolean) => void
}

/**
 * `--output FILE` opened for writing (created or truncated) before the run,
 * to hold `what` (`the JSON report`). Throws ConfigurationError naming the
 * file (`--output FILE: cannot write the JSON report: …`) when it cannot be
 * opened or written.
 */
export function openOutputFile(file: string, what: string): OutputFile {
  let fd: number
  try {
    fd = openSync(file, 'w')
  } catch (error) {
    throw new ConfigurationError(`--output ${file}: cannot write ${what}: ${errorMessage(error)}`)
  }
  return {
    write: (text) => {
      try {
        writeSync(fd, text)
      } catch (error) {
        throw new ConfigurationError(`--output ${file}: cannot write ${what}: ${errorMessage(error)}`)
      }
    },
    close: (written) => {
      closeSync(fd)
      if (!written) rmSync(file, { force: true })
    }
  }
}
