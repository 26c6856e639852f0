/**
 * The quick check of a shard summary's head (src/shard/fast-check.ts)
 * never accepts what zod refuses: a real head passes it, and every head
 * with one value replaced (fast-check) that it passes, zod passes too.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { runCli } from '../src/cli/run.js'
import { quickCheck } from '../src/shard/fast-check.js'
import { openSummary } from '../src/shard/read.js'
import { SummaryHeadSchema } from '../src/shard/schema.js'

let dir: string
let head: unknown

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fc-fast-check-'))
  const file = path.join(dir, 'shard.json')
  expect(
    await runCli(['summarize', 'examples/attempt-comparison/manifest.json', '--out', file], { stdout: () => {}, stderr: () => {} })
  ).toBe(0)
  const opened = await openSummary(file)
  head = JSON.parse(JSON.stringify(opened.head)) as unknown
  opened.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every path to a value inside `v`. */
function paths(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const inner = Array.isArray(v)
    ? v.flatMap((x, i) => paths(x, [...at, i]))
    : v !== null && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))
      : []
  return [at, ...inner]
}

/** `v` with the value at `at` replaced by `by` (undefined: the key removed). */
function replaced(v: unknown, at: Array<string | number>, by: unknown): unknown {
  if (at.length === 0) return by
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, unknown>
  const [first, ...rest] = at
  if (rest.length === 0 && by === undefined && !Array.isArray(v)) delete copy[first]
  else copy[first] = replaced(copy[first], rest, by)
  return copy
}

describe('quick check of the summary head', () => {
  it('passes a head fabric-compare wrote', () => {
    expect(quickCheck(SummaryHeadSchema)(head)).toBe(true)
  })

  it('accepts no head with one value replaced that zod refuses', () => {
    const all = paths(head)
    const quick = quickCheck(SummaryHeadSchema)
    const replacement = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constant(-1),
      fc.constant(1.5),
      fc.constant(''),
      fc.constant('x'),
      fc.boolean(),
      fc.jsonValue({ maxDepth: 2 })
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: all.length - 1 }), replacement, (i, by) => {
        const edited = replaced(head, all[i], by)
        if (quick(edited)) expect(SummaryHeadSchema.safeParse(edited).success).toBe(true)
      }),
      { numRuns: 2000 }
    )
  })

  it('keeps to zod on the forms it compiles', () => {
    const schema = z.strictObject({
      n: z.number().int().min(-1),
      s: z.string().regex(/^a+$/),
      e: z.enum(['x', 'y']),
      t: z.tuple([z.string(), z.number().nonnegative()]),
      r: z.record(z.string(), z.number()),
      o: z.object({ k: z.boolean().nullable() }).optional(),
      l: z.literal(3)
    })
    const quick = quickCheck(schema)
    fc.assert(
      fc.property(
        fc.record(
          {
            n: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double()),
            s: fc.constantFrom('a', 'aa', 'b', ''),
            e: fc.constantFrom('x', 'z'),
            t: fc.tuple(fc.string(), fc.integer({ min: -1, max: 1 })),
            r: fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string())),
            o: fc.option(fc.record({ k: fc.option(fc.boolean()) }), { nil: undefined }),
            l: fc.constantFrom(3, 4)
          },
          { requiredKeys: [] }
        ),
        (v) => {
          // zod skips a record's own `__proto__` key (its data leaves it out); the quick check refuses it instead, and
          // its caller then asks zod: stricter there, never more lenient.
          const protoKey = v.r !== undefined && Object.prototype.hasOwnProperty.call(v.r, '__proto__')
          if (protoKey) expect(!quick(v) || schema.safeParse(v).success).toBe(true)
          else expect(quick(v)).toBe(schema.safeParse(v).success)
        }
      ),
      { numRuns: 1000 }
    )
  })
})
