/**
 * zod schemas of the normalized evidence and of the comparison input as a
 * shard summary carries them: the vocabulary of `src/model/` built with
 * `closedObject` (strict objects). A summary is written by fabric-compare,
 * so an unknown field is a wrong or newer file, never ignored. Units as in
 * the model: tokens are counts, `cost_usd` US dollars, `*_ms` milliseconds,
 * `*_bytes` bytes; `null` = not reported. A `FileRef`'s on-disk identity is
 * never carried (it means nothing on another machine).
 */
import {
  artifactOutcomeSchema,
  attemptInputSchema,
  closedObject,
  configurationInputSchema,
  diagnosticSchema,
  fileRefSchema,
  unexpectedAttemptSchema
} from '../model/index.js'

/** A finding about a file or attempt (`Diagnostic`). */
export const DiagnosticSchema = diagnosticSchema(closedObject)

/** Where a file came from (`FileRef`). */
export const FileRefSchema = fileRefSchema(closedObject)

/** One configuration as declared (`ConfigurationInput`). */
export const ConfigurationInputSchema = configurationInputSchema(closedObject)

/** One attempt with the evidence read for it (`AttemptInput`). */
export const AttemptInputSchema = attemptInputSchema(closedObject)

/** What happened to one workflow artifact (`ArtifactOutcome`). */
export const ArtifactOutcomeSchema = artifactOutcomeSchema(closedObject)

/** An attempt found in evidence but not in the expected inventory. */
export const UnexpectedAttemptSchema = unexpectedAttemptSchema(closedObject)
