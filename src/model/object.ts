/**
 * How the vocabulary's object schemas are built. Every schema in `src/model/`
 * is written once, as a function of an {@link ObjectOf}: the report
 * (`src/comparison/report/report-schema.ts`) builds them with {@link openObject}
 * (`z.object`: a report reader ignores fields it does not know), the shard
 * summary (`src/shard/evidence-schema.ts`) with {@link closedObject}
 * (`z.strictObject`: a summary is written by fabric-compare, so an unknown
 * field is a wrong or newer file and is refused). Both flavours infer the
 * same TypeScript type; only what the published JSON Schema says about
 * unknown properties (`additionalProperties`) and what parsing does with
 * them differ.
 */
import { z } from 'zod'

/** Builds an object schema from a shape (`z.object` or `z.strictObject`). */
export type ObjectOf = <T extends z.core.$ZodLooseShape>(shape: T) => z.ZodObject<T, z.core.$strip>

/** `z.object`: unknown fields are stripped when parsed and allowed by the JSON Schema. */
export const openObject: ObjectOf = (shape) => z.object(shape)

/**
 * `z.strictObject`: unknown fields are refused. Typed as {@link openObject}'s
 * result so one builder serves both; the inferred data type is the same.
 */
export const closedObject: ObjectOf = (shape) => z.strictObject(shape) as unknown as ReturnType<typeof openObject<typeof shape>>

/** A number or null (`null` = not reported, never 0). */
export const nullableNumber = (): z.ZodNullable<z.ZodNumber> => z.number().nullable()

/** An integer or null (`null` = not reported). */
export const nullableInteger = (): z.ZodNullable<z.ZodNumber> => z.number().int().nullable()

/** A string or null (`null` = not reported). */
export const nullableString = (): z.ZodNullable<z.ZodString> => z.string().nullable()
