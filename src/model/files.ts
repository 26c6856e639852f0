/** The file vocabulary: where a file came from (`FileRef`) and what reading it gave (`FileOutcome`). */
import { z } from 'zod'
import { nullableString, openObject, type ObjectOf } from './object.js'

/**
 * Where a file came from: its path (relative to the evidence root) and the
 * name of the workflow artifact it was extracted from (null for local
 * folders).
 */
export const fileRefSchema = (object: ObjectOf = openObject) => object({ path: z.string(), artifact: nullableString() })
export const FileRefSchema = fileRefSchema()

/**
 * Where a file came from (see {@link fileRefSchema}). `identity`: the file's
 * identity on disk (`dev:ino`, else its real path) when the loader knows it:
 * two outcomes with one identity are one file, whatever spelling or link
 * named them (`file-claims.ts` counts it once). Never reported and never
 * carried in a shard summary (it means nothing on another machine): set as a
 * non-enumerable property, so not in the schema.
 */
export type FileRef = z.infer<typeof FileRefSchema> & { identity?: string }

/**
 * The outcome of reading one declared evidence file, with `value` the
 * reader's result: `read`; `missing` (the file does not exist); `unreadable`
 * (it exists but is not valid for its format: wrong type, malformed JSON,
 * corrupt middle line…), with the 1-based `line` (JSONL) or null, the JSON
 * path of the offending value or null, and the `reason`.
 */
export function fileOutcomeSchema<T extends z.ZodType>(value: T, object: ObjectOf = openObject) {
  const ref = fileRefSchema(object).shape
  return z.discriminatedUnion('state', [
    object({ ...ref, state: z.literal('read'), value }),
    object({ ...ref, state: z.literal('missing') }),
    object({ ...ref, state: z.literal('unreadable'), line: z.number().int().nullable(), json_path: nullableString(), reason: z.string() })
  ])
}

/** The outcome of reading one declared evidence file (see {@link fileOutcomeSchema}). */
export type FileOutcome<T> = z.infer<ReturnType<typeof fileOutcomeSchema<z.ZodType<T>>>> & { identity?: string }
