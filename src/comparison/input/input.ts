/**
 * The input of the pure comparison: the manifest's declarations joined with
 * what the evidence readers returned (src/evidence/attempt-input.ts, built by
 * the sources in src/sources/), with the gate settings joined beside it.
 * Plain data; no file system access happens after this point.
 */
import type { GateSettings } from './settings.js'
import type { ArtifactOutcome, AttemptInput, ConfigurationInput, Diagnostic, SourceKind, UnexpectedAttempt } from '../../model/index.js'

export { GATE_POLICIES, type GatePolicy } from '../../model/index.js'
// The sources' vocabulary as the readers see it (src/evidence/attempt-input.ts: the model's types, missingAttemptInput).
export * from '../../evidence/attempt-input.js'

/** Everything the comparison needs: the evidence, and the gate settings (input/settings.ts) beside it. */
export interface ComparisonInput extends GateSettings {
  configurations: ConfigurationInput[]
  attempts: AttemptInput[]
  /** Findings not tied to one attempt (e.g. an index file for an unknown configuration). */
  diagnostics: Diagnostic[]
  /** Outcomes of the artifact downloads (action only); absent for local evidence. */
  artifacts?: ArtifactOutcome[]
  /**
   * Attempts found in evidence but not in the expected inventory (action
   * inputs). They are reported, not compared.
   */
  unexpected_attempts?: UnexpectedAttempt[]
  /**
   * The kind of source the attempts came from (src/sources/), so advice
   * fits it; absent (an input built by hand): `manifest`.
   */
  source?: SourceKind
  /** Per configuration id, its source kind when one source joins several (Harbor jobs, samples and TB1 runs); wins over `source`. */
  configuration_sources?: ReadonlyMap<string, SourceKind>
}
