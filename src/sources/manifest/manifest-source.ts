/**
 * A manifest v1 file as an evidence source: the manifest is read and
 * checked when the source is opened (ConfigurationError for a bad one),
 * its attempts' evidence as the comparison reaches each attempt
 * (`openManifestInput`, src/sources/manifest/load.ts).
 */
import { openManifestInput } from './load.js'
import type { EvidenceSource } from '../source.js'
import type { ArtifactOutcome } from '../../evidence/attempt-input.js'

/** What names a manifest source: the file, the artifact it came from (action) and the artifact outcomes of the download (action). */
export interface ManifestDescription {
  kind: 'manifest'
  file: string
  artifact?: string | null
  artifacts?: ArtifactOutcome[]
}

/** The manifest at `d.file`, streamed. */
export function manifestSource(d: ManifestDescription): EvidenceSource {
  return {
    kind: 'manifest',
    open: async () => {
      const opened = await openManifestInput(d.file, { artifact: d.artifact ?? null })
      return {
        kind: 'manifest',
        configurations: opened.configurations,
        attempts: opened.attempts,
        total: opened.declared,
        tail: () => ({ diagnostics: [], ...(d.artifacts === undefined ? {} : { artifacts: d.artifacts }) })
      }
    }
  }
}
