/**
 * A `Tally` (src/comparison/tally/tally.ts) to and from its serialised form
 * (`SerialTally`, tally-schema.ts): Maps become arrays of pairs, and the
 * attempt-order keys of ordered lists become row indices, rebuilt from the
 * rows on read (so every order key string is shared with its row). File
 * claims are not carried (a file's identity is local to one machine's fold).
 * `tallyFromJson(tallyToJson(t))` finishes and merges exactly as `t`.
 */
import type { HiddenFolderTally } from '../comparison/tally/hidden-folders.js'
import { attemptKey } from '../comparison/keys.js'
import type { OutcomeTally } from '../comparison/tally/outcomes.js'
import type { RetainedAttempt } from '../comparison/resolve.js'
import type { ResourceTally } from '../comparison/tally/resources.js'
import { ClaimTable } from '../comparison/tally/claim-table.js'
import { FileOwners } from '../comparison/tally/file-table.js'
import type { GapTally } from '../comparison/tally/gaps.js'
import { GAP_CODES } from '../comparison/report-schema.js'
import type { UsageTally } from '../comparison/tally/accounting.js'
import { orderKey, type OrderedList } from '../comparison/tally/ordered.js'
import type { ConfigurationTally, Tally } from '../comparison/tally/tally.js'
import type { SerialPart, SerialRow, SerialTally } from './tally-schema.js'

type Index = Map<string, number>

function indexOf(rows: readonly RetainedAttempt[]): Index {
  const index: Index = new Map()
  rows.forEach((r, i) => {
    if (!index.has(r.order)) index.set(r.order, i)
  })
  return index
}

function orderedOut<T>(list: OrderedList<T>, index: Index): { items: T[]; rows: number[] } {
  return { items: list.items, rows: list.order.map((o) => index.get(o)!) }
}

function orderedIn<T>(list: { items: T[]; rows: number[] }, rows: readonly RetainedAttempt[], where: string): OrderedList<T> {
  return { items: list.items, order: list.rows.map((i) => rowAt(rows, i, where).order) }
}

function rowAt(rows: readonly RetainedAttempt[], i: number, where: string): RetainedAttempt {
  const row = rows[i]
  if (row === undefined) throw new TallyShapeError(`${where}: row ${i} does not exist (${rows.length} rows)`)
  return row
}

/** A serialised tally whose references do not hold (a row index out of range, rows out of order). */
export class TallyShapeError extends Error {}

function rowOut(r: RetainedAttempt): SerialRow {
  const { key: _key, order: _order, ...rest } = r
  return rest as SerialRow
}

function rowIn(r: SerialRow): RetainedAttempt {
  return { ...r, key: attemptKey(r.input), order: orderKey(r.input) } as RetainedAttempt
}

function hiddenOut(h: HiddenFolderTally, index: Index): SerialPart['hidden'] {
  return [...h].map(([id, g]) => [
    id,
    {
      artifact: g.artifact,
      folder: g.folder,
      first: g.first,
      first_row: index.get(g.first_order)!,
      files: g.files,
      missing: g.missing,
      members:
        g.members === null
          ? null
          : { items: g.members.items.map((m) => [m[0], m[1]] as [string, string]), rows: g.members.order.map((o) => index.get(o)!) }
    }
  ])
}

function hiddenIn(h: SerialPart['hidden'], rows: readonly RetainedAttempt[], where: string): HiddenFolderTally {
  return new Map(
    h.map(([id, g]) => [
      id,
      {
        artifact: g.artifact,
        folder: g.folder,
        first: g.first,
        first_order: rowAt(rows, g.first_row, where).order,
        files: g.files,
        missing: g.missing,
        members: g.members === null ? null : orderedIn(g.members, rows, where)
      }
    ])
  )
}

function outcomesOut(o: OutcomeTally, index: Index): SerialPart['outcomes'] {
  return {
    ...o,
    causes: [...o.causes],
    exitCodes: [...o.exitCodes],
    exitSignals: [...o.exitSignals],
    errorCodes: [...o.errorCodes],
    shared: orderedOut(o.shared, index)
  }
}

function outcomesIn(o: SerialPart['outcomes'], rows: readonly RetainedAttempt[], where: string): OutcomeTally {
  return {
    ...o,
    causes: new Map(o.causes),
    exitCodes: new Map(o.exitCodes),
    exitSignals: new Map(o.exitSignals),
    errorCodes: new Map(o.errorCodes),
    shared: orderedIn(o.shared, rows, where)
  }
}

function usageOut(u: UsageTally, index: Index): SerialPart['usage'] {
  return {
    declared: u.declared,
    sums: [...u.sums].map(([m, s]) => [m, { sum: [...s.sum], by: s.by, lower: s.lower }]),
    costs: [...u.costs].map(([b, c]) => [
      b,
      { sum: [...c.sum], by: c.by, lower: c.lower, first: index.get(c.first)!, requests: c.requests.order.map((o) => index.get(o)!) }
    ]),
    expected: u.expected,
    any_cost: u.any_cost,
    cached: orderedOut(u.cached, index),
    disagreements: orderedOut(u.disagreements, index)
  }
}

function usageIn(u: SerialPart['usage'], rows: readonly RetainedAttempt[], where: string): UsageTally {
  return {
    declared: u.declared,
    sums: new Map(u.sums.map(([m, s]) => [m, { sum: [...s.sum], by: s.by, lower: s.lower }])),
    costs: new Map(
      u.costs.map(([b, c]) => [
        b,
        {
          sum: [...c.sum],
          by: c.by,
          lower: c.lower,
          first: rowAt(rows, c.first, where).order,
          requests: { items: c.requests.map((i) => rowAt(rows, i, where).key), order: c.requests.map((i) => rowAt(rows, i, where).order) }
        }
      ])
    ),
    expected: u.expected,
    any_cost: u.any_cost,
    cached: orderedIn(u.cached, rows, where),
    disagreements: orderedIn(u.disagreements, rows, where) as UsageTally['disagreements']
  }
}

function resourcesOut(r: ResourceTally, index: Index): SerialPart['resources'] {
  return {
    observations: orderedOut(r.observations, index),
    expected: r.expected,
    observed: r.observed,
    not_observed: orderedOut(r.not_observed, index)
  }
}

function resourcesIn(r: SerialPart['resources'], rows: readonly RetainedAttempt[], where: string): ResourceTally {
  return {
    observations: orderedIn(r.observations, rows, where),
    expected: r.expected,
    observed: r.observed,
    not_observed: orderedIn(r.not_observed, rows, where)
  }
}

function gapsOut(g: GapTally, index: Index): SerialPart['gaps'] {
  // In the codes' order (a fold meets them in any order; the report lists them in this one).
  return GAP_CODES.filter((code) => g.has(code)).map((code) => [
    code,
    { count: g.get(code)!.count, examples: orderedOut(g.get(code)!.examples, index) }
  ])
}

function gapsIn(g: SerialPart['gaps'], rows: readonly RetainedAttempt[], where: string): GapTally {
  return new Map(g.map(([code, c]) => [code, { count: c.count, examples: orderedIn(c.examples, rows, where) }]))
}

/** The serialised form of `t` (plain JSON values; `t` is not modified). */
export function tallyToJson(t: Tally): SerialTally {
  const parts = t.header.configurations.map((c) => ({ id: c.id, tally: t.configurations.get(c.id)! }))
  const indexes = parts.map((p) => indexOf(p.tally.rows))
  const orphanIndex = indexOf(t.orphans.rows)
  const partOf = new Map(parts.map((p, i) => [p.id, i]))
  const place = (configuration: string, order: string): [number, number] => {
    const part = partOf.get(configuration)
    return part === undefined ? [-1, orphanIndex.get(order)!] : [part, indexes[part].get(order)!]
  }
  return {
    configurations: [...t.header.configurations],
    ...(t.header.source === undefined ? {} : { source: t.header.source }),
    ...(t.header.configuration_sources === undefined ? {} : { configuration_sources: [...t.header.configuration_sources] }),
    parts: parts.map((p, i) => partOut(p.id, p.tally, indexes[i])),
    orphans: { rows: t.orphans.rows.map(rowOut), hidden: hiddenOut(t.orphans.hidden, orphanIndex) },
    claims: [...t.requests.owners].map(([k, h]) => [k, place(h.configuration, h.order), h.index, h.request_id, h.path]),
    duplicates: {
      items: t.requests.duplicates.items,
      places: t.requests.duplicates.items.map((d, i) => place(d.repeat.configuration, t.requests.duplicates.order[i]))
    },
    across: t.across,
    tail: t.tail,
    count: t.count
  }
}

function partOut(id: string, p: ConfigurationTally, index: Index): SerialPart {
  return {
    id,
    rows: p.rows.map(rowOut),
    outcomes: outcomesOut(p.outcomes, index),
    resources: resourcesOut(p.resources, index),
    usage: usageOut(p.usage, index),
    gaps: gapsOut(p.gaps, index),
    hidden: hiddenOut(p.hidden, index)
  }
}

/** Rows in order (a summary written by fabric-compare has them sorted); throws TallyShapeError naming the first out of order. */
function sortedRows(rows: SerialRow[], where: string): RetainedAttempt[] {
  const out = rows.map(rowIn)
  for (let i = 1; i < out.length; i++) {
    if (out[i - 1].order > out[i].order)
      throw new TallyShapeError(
        `${where}.rows[${i}]: ${JSON.stringify(out[i].key)} comes after ${JSON.stringify(out[i - 1].key)} (rows must be in attempt-key order)`
      )
  }
  return out
}

/**
 * The tally a serialised form describes (already checked against
 * `TallySchema`). Throws TallyShapeError (with a JSON path) when its parts
 * do not match its configurations or an index does not hold.
 */
export function tallyFromJson(s: SerialTally): Tally {
  if (s.parts.length !== s.configurations.length || s.parts.some((p, i) => p.id !== s.configurations[i].id)) {
    throw new TallyShapeError(
      `$.parts: ${s.parts.map((p) => p.id).join(', ') || 'none'} do not match the configurations ${s.configurations.map((c) => c.id).join(', ') || 'none'}`
    )
  }
  const partRows = s.parts.map((p, i) => sortedRows(p.rows, `$.parts[${i}]`))
  const orphanRows = sortedRows(s.orphans.rows, '$.orphans')
  const rowsOf = (part: number): RetainedAttempt[] => (part === -1 ? orphanRows : (partRows[part] ?? []))
  const configurations = new Map<string, ConfigurationTally>(
    s.parts.map((p, i) => {
      const rows = partRows[i]
      const where = `$.parts[${i}]`
      return [
        p.id,
        {
          rows,
          outcomes: outcomesIn(p.outcomes, rows, where),
          resources: resourcesIn(p.resources, rows, where),
          usage: usageIn(p.usage, rows, where),
          gaps: gapsIn(p.gaps, rows, where),
          hidden: hiddenIn(p.hidden, rows, where)
        }
      ]
    })
  )
  const owners = new ClaimTable(
    s.claims.map(([k, [part, row], index, requestId, path], i) => {
      const r = rowAt(rowsOf(part), row, `$.claims[${i}]`)
      return [k, { attempt: r.key, order: r.order, configuration: r.input.configuration, index, request_id: requestId, path }]
    })
  )
  return {
    header: {
      configurations: s.configurations,
      ...(s.source === undefined ? {} : { source: s.source }),
      ...(s.configuration_sources === undefined ? {} : { configuration_sources: new Map(s.configuration_sources) })
    },
    configurations,
    orphans: { rows: orphanRows, hidden: hiddenIn(s.orphans.hidden, orphanRows, '$.orphans') },
    files: new FileOwners(),
    requests: {
      owners,
      duplicates: {
        items: s.duplicates.items,
        order: s.duplicates.places.map(([part, row], i) => rowAt(rowsOf(part), row, `$.duplicates.places[${i}]`).order)
      }
    },
    across: s.across,
    tail: { diagnostics: s.tail.diagnostics, artifacts: s.tail.artifacts, unexpected_attempts: s.tail.unexpected_attempts },
    count: s.count,
    last: null
  }
}
