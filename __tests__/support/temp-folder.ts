/**
 * Temporary folders for tests: created under the system's temporary folder
 * and removed when the test file ends, so runs leave nothing behind.
 */
import { afterAll } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A new empty folder `<tmp>/<prefix>XXXXXX`, removed after the test file's last test. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}
