/**
 * What an artifact matched for a configuration holds when it holds no attempt index file
 * (`fabric-attempt.json`), said instead of reading it as an empty folder of "0 attempts" (issue 40
 * item 1). Three cases, by what is at the artifact folder's top:
 * - one file named as the artifact itself: an unarchived artifact — `actions/upload-artifact` v7
 *   with `archive: false` uploads one file as is and names the artifact after it, and
 *   `@actions/artifact` saves such a download as that one file (not a folder of evidence);
 * - archive files (`.tar.gz`, `.tgz`, `.tar`, `.zip` …): named, never opened or guessed at;
 * - anything else: how many entries it holds, none of them an index file.
 * Each is a file refused at the trust boundary (the artifact lists it, the evidence is incomplete,
 * the gate fails) and an `artifact_without_index` diagnostic with the remedy.
 */
import { readdirSync } from 'node:fs'

/** Archive file names fabric-compare never opens inside an artifact. */
const ARCHIVE = /\.(tar\.gz|tgz|tar\.xz|txz|tar\.zst|tar\.bz2|tbz2|tar|zip|7z|gz|xz|zst|bz2)$/i

/** Why nothing was read from an artifact: the file to name (`.` for the folder itself) and the reason with its remedy. */
export interface WithoutIndex {
  file: string
  reason: string
}

/**
 * Describes the artifact folder `dir` (the artifact `listed` as GitHub names it) in which no attempt
 * index file was found (module comment). `stopped`: the codes of the diagnostics the search for index
 * files raised (a folder it could not list, a link out of the artifact); when there are any, the search
 * was incomplete and that is what is said. Reads only the folder's own listing; never throws (an
 * unreadable folder is said as such).
 */
export function describeArtifactWithoutIndex(dir: string, listed: string, stopped: readonly string[] = []): WithoutIndex {
  if (stopped.length > 0) {
    const codes = [...new Set(stopped)].map((c) => `\`${c}\``).join(', ')
    return {
      file: '.',
      reason: `no fabric-attempt.json was found, and the search of the artifact was incomplete (${codes} above) — fix what those name, then compare again`
    }
  }
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    return {
      file: '.',
      reason: `the artifact folder cannot be listed (${typeof code === 'string' ? code : 'unreadable'}); no fabric-attempt.json was read`
    }
  }
  const remedy = 'upload the evidence folder with its fabric-attempt.json files (the default `archive: true`)'
  if (entries.length === 1 && entries[0]!.isFile() && entries[0]!.name === listed) {
    const archive = ARCHIVE.test(listed) ? ', an archive fabric-compare does not open,' : ''
    return {
      file: listed,
      reason:
        `the artifact is this one file${archive} not a folder: \`actions/upload-artifact\` with \`archive: false\` uploads a single file ` +
        `as is and names the artifact after it; no fabric-attempt.json was read — ${remedy}`
    }
  }
  const archives = entries.filter((e) => e.isFile() && ARCHIVE.test(e.name)).map((e) => e.name)
  if (archives.length > 0) {
    const more = archives.length > 1 ? ` (and ${archives.length - 1} more archive${archives.length === 2 ? '' : 's'})` : ''
    return {
      file: archives[0]!,
      reason: `an archive fabric-compare does not open${more}, and the artifact holds no fabric-attempt.json — ${remedy}, not an archive of it`
    }
  }
  const count = `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}`
  return {
    file: '.',
    reason:
      `the artifact holds no fabric-attempt.json (${entries.length === 0 ? 'it is empty' : `${count} at its top, none an attempt folder with one`}) — ` +
      "write one per attempt folder with `fabric-compare index`, or narrow the configuration's artifact pattern"
  }
}
