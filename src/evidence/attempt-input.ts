/**
 * What the evidence sources (src/sources/: manifests, attempt index files,
 * Harbor jobs and samples, TB1 runs, shard summaries) read: configurations
 * as declared and attempts with whatever evidence was read for them. The
 * types are the vocabulary's (src/model/); this module adds what a reader
 * builds with them, below the comparison (which re-exports these from
 * src/comparison/input/input.ts) so the readers never import the comparison.
 */
import type { AttemptInput, ConfigurationInput, Diagnostic, FileRef } from '../model/index.js'

export {
  SOURCE_KINDS,
  type ArtifactOutcome,
  type AttemptInput,
  type ConfigurationInput,
  type EvaluationInput,
  type EvaluatorIdentity,
  type PricingBasis,
  type RequestInput,
  type SourceKind,
  type UnexpectedAttempt
} from '../model/index.js'

/**
 * An attempt that was expected and of which no evidence was found: no
 * requests, request list unknown, no verdict. `diagnostics` say why it is
 * missing (e.g. the inventory file that expected it).
 */
export function missingAttemptInput(
  key: { configuration: string; task: string; revision: string; attempt: string },
  declaredIn: FileRef | null = null,
  diagnostics: Diagnostic[] = []
): AttemptInput {
  return {
    ...key,
    missing: true,
    requests_complete: null,
    requests: [],
    evaluation: null,
    task_duration_ms: null,
    legacy_counters: [],
    declared_in: declaredIn,
    diagnostics
  }
}

/** What a reader of attempts yields: the configurations as declared, their attempts, and the findings not tied to one attempt. */
export interface AttemptsRead {
  configurations: ConfigurationInput[]
  attempts: AttemptInput[]
  diagnostics: Diagnostic[]
}
