/**
 * The Harbor version a job was run with, from the job's `lock.json`
 * (schema 3, written since Harbor 0.6.2: `harbor.{version,
 * git_commit_hash, is_editable}`; `docs/formats.md`, Harbor). It is the only
 * file of a job that names the Harbor version; older jobs have none.
 * Read leniently: a missing, unreadable or odd file gives no version and
 * says why (`note`), for the messages that need the version.
 */
import { cutText } from '../../json/fields.js'
import path from 'node:path'
import { coerce, gte } from 'semver'
import type { RootedOpener } from '../../files/paths.js'
import { asObject, readJsonFile, stringOrNull } from '../json-file.js'

/** The Harbor version of a job: `version` as written (e.g. `0.24.1`), or null with `note` saying why it is unknown. */
export interface HarborVersion {
  version: string | null
  /**
   * Where the version came from (`job-a/lock.json harbor.version`), or why there is none (`the job has no lock.json
   * (job-a/lock.json; written since Harbor 0.6.2)`). The version itself is evidence text: cut to 64 characters, and
   * quoted wherever it is shown.
   */
  note: string
}

/** Longest Harbor version string kept from a lock.json (longer ones are cut; a real one is under 40 characters). */
const MAX_VERSION_CHARS = 64

/** No job lock.json was read: the version is unknown (the default of `readTrial`). */
export const NO_HARBOR_VERSION: HarborVersion = { version: null, note: 'no job lock.json was read' }

/**
 * Reads `<jobDir>/lock.json` through `open` (`display`: its display path).
 * Never throws: a missing or unreadable file, or one without a string
 * `harbor.version`, is a null version with the reason.
 */
export async function readHarborVersion(jobDir: string, display: string, open: RootedOpener): Promise<HarborVersion> {
  const read = await readJsonFile(await open(path.join(jobDir, 'lock.json')))
  if (read.state === 'missing') return { version: null, note: `the job has no lock.json (${display}; written since Harbor 0.6.2)` }
  if (read.state === 'unreadable') return { version: null, note: `${display} is unreadable (${read.reason})` }
  const found = asObject(asObject(read.value)?.harbor)?.version
  if (found === undefined || found === null) return { version: null, note: `${display} has no harbor.version` }
  const version = stringOrNull(found)
  if (version === null) return { version: null, note: `${display} harbor.version is not a string` }
  // Evidence text: cut to a version's length, always quoted where shown.
  return { version: cutText(version, MAX_VERSION_CHARS), note: `${display} harbor.version` }
}

/**
 * Is Harbor version `version` (PEP 440 as Harbor writes it: `0.24.1`,
 * `0.3.0.dev2`, `v0.25.0`) at least `min` (`x.y.z`)? Read with semver's
 * `coerce` (its first `x.y.z`, so a development build of a release counts
 * as that release); null when the string has no version number in it.
 */
export function harborAtLeast(version: string, min: string): boolean | null {
  const v = coerce(version)
  return v === null ? null : gte(v, min)
}
