/**
 * A shard summary's tally against its own attempt entries: the usage the
 * tally sums per configuration is recomputed from the entries' requests as
 * they are read (each request's `usage` is the very figure the fold summed,
 * src/comparison/tally/attempt-report.ts), so a summary whose entries were edited
 * and whose tally was left alone — or the other way round — is refused with
 * the tally's JSON path, however consistent its digests. Exact sums
 * (src/comparison/tally/exact-sum.ts): the order never changes a figure.
 */
import { addToSum, emptySum, sumValue, type ExactSum } from '../comparison/tally/exact-sum.js'
import type { Tally } from '../comparison/tally/tally.js'
import { USAGE_METRICS, type UsageMetric } from '../evidence/types.js'

/** One configuration's figures: requests, and per metric the exact sum and how many requests reported it. */
interface UsageFigures {
  requests: number
  sums: Map<UsageMetric, { sum: ExactSum; by: number }>
}

function emptyFigures(): UsageFigures {
  return { requests: 0, sums: new Map(USAGE_METRICS.map((m) => [m, { sum: emptySum(), by: 0 }])) }
}

/** What the tally says, per configuration (its index in the header for the JSON path). */
function tallyFigures(tally: Tally): Map<string, { index: number; figures: UsageFigures }> {
  const out = new Map<string, { index: number; figures: UsageFigures }>()
  for (const [index, c] of tally.header.configurations.entries()) {
    const u = tally.configurations.get(c.id)?.usage
    if (u === undefined) continue
    const figures = emptyFigures()
    figures.requests = u.expected
    for (const [m, s] of u.sums) figures.sums.set(m, { sum: [...s.sum], by: s.by + s.lower })
    // Costs are summed per pricing basis; their total is what the entries can show.
    const cost = figures.sums.get('cost_usd')!
    for (const c of u.costs.values()) {
      for (const part of c.sum) addToSum(cost.sum, part)
      cost.by += c.by + c.lower
    }
    out.set(c.id, { index, figures })
  }
  return out
}

/**
 * A check of a summary's entries against its `tally`: `add` each entry as it is read (throws a message naming the
 * entry's JSON path for a request that is not a request), then `mismatch()` names the first figure that differs, with
 * the tally's JSON path, or null when every configuration's usage is the entries' own.
 */
export function usageCheck(tally: Tally): { add: (entry: Record<string, unknown>, where: string) => void; mismatch: () => string | null } {
  const told = tallyFigures(tally)
  const seen = new Map<string, UsageFigures>()
  return {
    add: (entry, where) => {
      const id = entry.configuration as string
      let f = seen.get(id)
      if (f === undefined) seen.set(id, (f = emptyFigures()))
      const requests = entry.requests
      if (!Array.isArray(requests)) throw new Error(`${where}.requests: not a list of requests`)
      for (const [i, r] of requests.entries()) {
        f.requests += 1
        const usage = (r as { usage?: unknown } | null)?.usage
        if (usage === null || usage === undefined) continue
        if (typeof usage !== 'object') throw new Error(`${where}.requests[${i}].usage: not a usage object`)
        for (const m of USAGE_METRICS) {
          const v = (usage as Record<string, unknown>)[m]
          if (v === null || v === undefined) continue
          if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${where}.requests[${i}].usage.${m}: not a number`)
          const s = f.sums.get(m)!
          addToSum(s.sum, v)
          s.by += 1
        }
      }
    },
    mismatch: () => {
      for (const [id, { index, figures: t }] of told) {
        const e = seen.get(id) ?? emptyFigures()
        const at = `$.tally.parts[${index}].usage`
        if (e.requests !== t.requests)
          return `${at}.expected: the tally of ${JSON.stringify(id)} counts ${t.requests} requests, its attempt entries list ${e.requests}`
        for (const m of USAGE_METRICS) {
          const x = t.sums.get(m)!
          const y = e.sums.get(m)!
          const [a, b] = [sumValue(x.sum), sumValue(y.sum)]
          if (x.by !== y.by || !(a === b || (Number.isNaN(a) && Number.isNaN(b))))
            return `${at}.${m === 'cost_usd' ? 'costs' : 'sums'}: the tally of ${JSON.stringify(id)} sums ${m} to ${a.toLocaleString('en-US')} over ${x.by} requests, its attempt entries to ${b.toLocaleString('en-US')} over ${y.by}`
        }
      }
      for (const id of seen.keys())
        if (!told.has(id))
          return `$.tally.parts: the attempt entries name configuration ${JSON.stringify(id)}, which the tally does not have`
      return null
    }
  }
}
