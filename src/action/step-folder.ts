/**
 * Each step's own working folder under `RUNNER_TEMP/fabric-compare`, so two
 * steps of one job (two comparisons) never overwrite each other's downloads
 * or report file: `<comment-key>`, or `<comment-key>.<step>` when an earlier
 * step of the job already took that key.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from '../github/logger.js'

/** `GITHUB_ACTION` (the step's id, or `__owner_repo` / `__run_2`…) as a folder-name part. */
function stepName(step: string | undefined): string | null {
  const cleaned = (step ?? '').replace(/[^A-Za-z0-9._-]/g, '_')
  return cleaned === '' ? null : cleaned
}

/**
 * Creates and returns this step's folder under `base`: `base/<key>` when free, else
 * `base/<key>.<step>` (`step` is `GITHUB_ACTION`; without it `<key>.2`, `<key>.3`…), with a
 * warning that the two steps share one comment. `commentKey` is the validated `comment-key`
 * (`.` and `..` become `_` and `__`).
 * Throws when the folder cannot be created.
 */
export function claimStepFolder(base: string, commentKey: string, step: string | undefined, log: Logger): string {
  // `.` and `..` are valid comment-keys but not folder names of their own.
  const key = /^\.+$/.test(commentKey) ? commentKey.replace(/\./g, '_') : commentKey
  const own = path.join(base, key)
  if (!existsSync(own)) {
    mkdirSync(own, { recursive: true })
    return own
  }
  const name = stepName(step)
  const candidates = name !== null ? [`${key}.${name}`] : []
  for (let n = 2; candidates.length < 1000; n++) candidates.push(`${key}.${n}`)
  const folder = candidates.find((c) => !existsSync(path.join(base, c))) ?? `${key}.${Date.now()}`
  mkdirSync(path.join(base, folder), { recursive: true })
  log.warning(
    `an earlier step of this job already used comment-key ${key}: this step writes to its own folder ${folder}, ` +
      'and both steps write the same pull-request comment (give each step its own comment-key)'
  )
  return path.join(base, folder)
}
