/**
 * A quick yes/no check of a value against a zod schema, compiled once from
 * the schema's own definition (zod 4 `_zod.def`): objects (strict or not),
 * arrays, tuples, strings (with regex), numbers (finite; safe integer and
 * bounds), booleans, null, literals, enums, records, nullable and
 * optional. Any other construct, or a check it does not know, is handed to
 * zod itself for that part, so the answer is never more lenient than
 * zod's. A shard summary's head holds one object per attempt and request
 * (tally-schema.ts); this passes a well-formed head many times faster than
 * `safeParse`, and when it says no the caller runs `safeParse` for zod's
 * message (path and wording as always).
 */
import type { z } from 'zod'

type Check = (v: unknown) => boolean

/** zod 4's definition of a schema, as far as this reads it. */
interface Def {
  type: string
  checks?: Array<{ _zod: { def: { check: string; format?: string; value?: unknown; inclusive?: boolean; pattern?: RegExp } } }>
  shape?: Record<string, z.ZodType>
  catchall?: z.ZodType
  element?: z.ZodType
  items?: z.ZodType[]
  rest?: z.ZodType | null
  innerType?: z.ZodType
  values?: unknown[]
  entries?: Record<string, unknown>
  keyType?: z.ZodType
  valueType?: z.ZodType
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def

function byZod(s: z.ZodType): Check {
  return (v) => s.safeParse(v).success
}

function numberCheck(def: Def): Check | null {
  const tests: Check[] = [(v) => typeof v === 'number' && Number.isFinite(v)]
  for (const c of def.checks ?? []) {
    const d = c._zod.def
    if (d.check === 'number_format' && d.format === 'safeint') tests.push((v) => Number.isSafeInteger(v))
    else if (d.check === 'greater_than' && typeof d.value === 'number') {
      const min = d.value
      tests.push(d.inclusive === true ? (v) => (v as number) >= min : (v) => (v as number) > min)
    } else if (d.check === 'less_than' && typeof d.value === 'number') {
      const max = d.value
      tests.push(d.inclusive === true ? (v) => (v as number) <= max : (v) => (v as number) < max)
    } else return null
  }
  return (v) => tests.every((t) => t(v))
}

function stringCheck(def: Def): Check | null {
  const patterns: RegExp[] = []
  for (const c of def.checks ?? []) {
    const d = c._zod.def
    if (d.check === 'string_format' && d.format === 'regex' && d.pattern instanceof RegExp) patterns.push(d.pattern)
    else return null
  }
  return (v) =>
    typeof v === 'string' &&
    patterns.every((p) => {
      p.lastIndex = 0
      return p.test(v)
    })
}

const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function compile(s: z.ZodType, seen: Map<z.ZodType, Check>): Check {
  const known = seen.get(s)
  if (known !== undefined) return known
  // A schema met again inside itself checks through this forward reference.
  let compiled: Check = byZod(s)
  seen.set(s, (v) => compiled(v))
  compiled = build(s, seen) ?? byZod(s)
  return compiled
}

function build(s: z.ZodType, seen: Map<z.ZodType, Check>): Check | null {
  const def = defOf(s)
  const plain = (def.checks ?? []).length === 0
  switch (def.type) {
    case 'string':
      return stringCheck(def)
    case 'number':
      return numberCheck(def)
    case 'boolean':
      return plain ? (v) => typeof v === 'boolean' : null
    case 'null':
      return plain ? (v) => v === null : null
    case 'literal': {
      const values = def.values ?? []
      return plain ? (v) => values.includes(v) : null
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}))
      return plain ? (v) => (typeof v === 'string' || typeof v === 'number') && values.has(v) : null
    }
    case 'nullable': {
      const inner = compile(def.innerType!, seen)
      return plain ? (v) => v === null || inner(v) : null
    }
    case 'optional': {
      const inner = compile(def.innerType!, seen)
      return plain ? (v) => v === undefined || inner(v) : null
    }
    case 'array': {
      if (!plain) return null
      const element = compile(def.element!, seen)
      return (v) => {
        if (!Array.isArray(v)) return false
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false
        return true
      }
    }
    case 'tuple': {
      if (!plain || (def.rest !== null && def.rest !== undefined)) return null
      const items = def.items!.map((i) => compile(i, seen))
      return (v) => Array.isArray(v) && v.length === items.length && items.every((c, i) => c(v[i]))
    }
    case 'record': {
      if (!plain || defOf(def.keyType!).type !== 'string' || (defOf(def.keyType!).checks ?? []).length > 0) return null
      const value = compile(def.valueType!, seen)
      return (v) => isPlain(v) && Object.keys(v).every((k) => value(v[k]))
    }
    case 'object': {
      if (!plain) return null
      const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never'
      if (def.catchall !== undefined && !strict) return null
      const entries = Object.entries(def.shape!)
      const keys = entries.map(([k]) => k)
      const checks = entries.map(([, f]) => compile(f, seen))
      const optional = entries.map(([, f]) => defOf(f).type === 'optional')
      const has = Object.prototype.hasOwnProperty
      return (v) => {
        if (!isPlain(v)) return false
        let present = 0
        for (let i = 0; i < keys.length; i++) {
          if (!has.call(v, keys[i])) {
            if (!optional[i]) return false
          } else {
            present += 1
            if (!checks[i](v[keys[i]])) return false
          }
        }
        if (strict) {
          // Every own key is one of the shape's (those were counted): no other.
          let own = 0
          for (const k in v) if (has.call(v, k)) own += 1
          if (own !== present) return false
        }
        return true
      }
    }
    default:
      return null
  }
}

/** A check of values against `schema`: true only for values `schema.safeParse` accepts (false: ask zod why). */
export function quickCheck(schema: z.ZodType): Check {
  return compile(schema, new Map())
}
