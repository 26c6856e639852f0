/**
 * The one place an evidence source is chosen: the CLI's arguments
 * (src/cli/sources.ts) and the action's settings (src/action/build-input.ts,
 * src/action/shards.ts) each map to a plain {@link SourceDescription}, and
 * {@link chooseSource} builds its {@link EvidenceSource}.
 */
import { attemptIndexSource, type AttemptIndexDescription } from './attempt-index/attempt-index-source.js'
import { harborSource, type HarborDescription } from './harbor.js'
import { manifestSource, type ManifestDescription } from './manifest/manifest-source.js'
import type { EvidenceSource } from './source.js'

/**
 * Where the attempts come from, in plain data: a manifest, Harbor/TB1 folders, or the action's attempt index files
 * (shard summaries are accumulators, merged by src/shard/).
 */
export type SourceDescription = ManifestDescription | HarborDescription | AttemptIndexDescription

/** The evidence source `d` describes. */
export function chooseSource(d: SourceDescription): EvidenceSource {
  switch (d.kind) {
    case 'manifest':
      return manifestSource(d)
    case 'harbor':
      return harborSource(d)
    case 'attempt_index':
      return attemptIndexSource(d)
  }
}
