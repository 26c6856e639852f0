/**
 * Evidence as folders of artifacts, whoever laid them out: the action's
 * downloads (src/action/evidence.ts) or a local folder whose sub-folders are
 * the artifacts (the action's `evidence-path`, the CLI's `--evidence`, or
 * what `gh run download RUN --dir DIR` writes). Each artifact folder carries
 * the configurations whose artifact name pattern matched it.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ArtifactOutcome } from '../comparison/input.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import type { Diagnostic } from '../evidence/types.js'
import { matchesArtifactPattern } from '../github/artifact-names.js'
import type { ConfigurationSource } from '../inputs/configuration-lines.js'
import type { EvidenceArtifact } from '../manifest/attempt-indexes.js'

/** An artifact folder that may be read (see `trust.ts`): downloaded whole with a matching digest from the run it was requested from, or a local folder. */
export interface TrustedArtifact extends EvidenceArtifact {
  /**
   * `name` is the label every evidence file carries: the artifact's name, or `name (run N of o/r)`
   * when artifacts of one name come from several runs (the baseline-from-the-default-branch recipe).
   * `listed` is the name as listed, `run` the run label of its outcome (null for local folders).
   */
  listed: string
  run: string | null
  /** Ids of the configurations whose pattern matched it in the run it came from; null when no configurations are declared (manifest and Harbor modes). */
  configurations: string[] | null
  /** Upload time from the listing (ISO 8601); null when unknown (local folders, listings without it). */
  createdAt: string | null
}

/** The evidence of one action run. */
export interface GatheredEvidence {
  /** Root folder: `evidence-path`, or the download folder. */
  root: string
  /** Whether the root itself may be searched: true for a local `evidence-path` (the user's own folder), false for the download folder (it also holds refused artifacts). */
  rootReadable: boolean
  /** Trusted artifacts only. */
  artifacts: TrustedArtifact[]
  /** Outcome of every artifact and pattern; empty for a local folder. */
  outcomes: ArtifactOutcome[]
  /** Findings of the download not tied to one file (an expired artifact of the default branch's run: `baseline_artifact_expired`); absent: none. */
  diagnostics?: Diagnostic[]
}

/** Ids of `configurations` whose pattern matches `name`; null when none are declared. */
export function matchedConfigurations(configurations: ConfigurationSource[], name: string): string[] | null {
  if (configurations.length === 0) return null
  return configurations.filter((c) => matchesArtifactPattern(c.pattern, name)).map((c) => c.id)
}

/**
 * Every sub-folder of a local evidence folder is one artifact named after it,
 * matched against `configurations` by that name. Throws ConfigurationError
 * naming `label` (the action's input, or the CLI's `--evidence`) when the folder is unreadable.
 */
export async function localEvidence(folder: string, configurations: ConfigurationSource[] = [], label = 'input `evidence-path`'): Promise<GatheredEvidence> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch (error) {
    throw new ConfigurationError(`${label}: cannot read ${folder}: ${errorMessage(error)}`)
  }
  const artifacts = entries
    .filter((e) => e.isDirectory())
    .map((e) => ({ name: e.name, listed: e.name, run: null, dir: path.join(folder, e.name), configurations: matchedConfigurations(configurations, e.name), createdAt: null }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return { root: folder, rootReadable: true, artifacts, outcomes: [] }
}
