/** The finding vocabulary: `Diagnostic`, a finding about a file or attempt that does not make it unreadable. */
import { z } from 'zod'
import { openObject, type ObjectOf } from './object.js'

/**
 * A finding about a file that does not make it unreadable: a flagged
 * number, a timestamp without offset, a torn last line, an unknown line…
 * `code` is a stable snake_case identifier (README code table, src/comparison/codes/codes.ts);
 * `file` the path relative to the evidence root, when known; `line` 1-based
 * (JSONL files); `json_path` inside the file or line, e.g. `$.usage.input_tokens`;
 * `kind` which state of its code, when a code names several (e.g.
 * `record_state_excluded` `timeout_cause`; src/comparison/claims/record-rules.ts).
 */
export const diagnosticSchema = (object: ObjectOf = openObject) =>
  object({
    code: z.string(),
    message: z.string(),
    file: z.string().optional(),
    line: z.number().int().optional(),
    json_path: z.string().optional(),
    /** Which state of its code, when a code names several (e.g. `record_state_excluded` `timeout_cause`). */
    kind: z.string().optional()
  })

/** {@link diagnosticSchema} built with `z.object`. */
export const DiagnosticSchema = diagnosticSchema()

/** A finding about a file or attempt (see {@link diagnosticSchema}). */
export type Diagnostic = z.infer<typeof DiagnosticSchema>
