/**
 * The report's block of one warning or notice (`warnings[]`): its stable code (the code table,
 * src/comparison/codes/codes.ts), severity, message and the configurations and attempts it concerns.
 */
import { z } from 'zod'

export const WarningSchema = z.object({
  /** Stable snake_case code (README code table). */
  code: z.string(),
  /** `warning` counts for the `warnings` gate policy; `notice` is informational. */
  severity: z.enum(['warning', 'notice']),
  message: z.string(),
  configurations: z.array(z.string()),
  /** Attempt keys concerned (`configuration/task@revision#attempt`), at most 20. */
  attempts: z.array(z.string()),
  /** How many attempts are concerned in all (attempts may be cut). */
  attempt_count: z.number().int(),
  file: z.string().nullable().optional(),
  line: z.number().int().nullable().optional(),
  /** How many findings (file diagnostics) the warning stands for when more than one; absent: one. */
  occurrences: z.number().int().optional()
})

export type ReportWarning = z.infer<typeof WarningSchema>
