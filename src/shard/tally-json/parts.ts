/**
 * The smaller parts of a configuration's tally to and from their serialised form: hidden folders
 * (src/comparison/tally/hidden-folders.ts, also the orphans'), outcomes (tally/outcomes.ts), resources
 * (tally/resources.ts) and gaps (tally/gaps.ts).
 */
import type { GapTally } from '../../comparison/tally/gaps.js'
import type { HiddenFolderTally } from '../../comparison/tally/hidden-folders.js'
import type { OutcomeTally } from '../../comparison/tally/outcomes.js'
import type { ResourceTally } from '../../comparison/tally/resources.js'
import { GAP_CODES } from '../../comparison/report/report-schema.js'
import type { SerialPart } from '../tally-schema.js'
import { orderedIn, orderedOut, TallyShapeError } from './samples.js'

/** Hidden folders (tally/hidden-folders.ts) as pairs of id and folder, members as an ordered list. */
export function hiddenOut(h: HiddenFolderTally): SerialPart['hidden'] {
  return [...h].map(([id, g]) => [
    id,
    {
      artifact: g.artifact,
      folder: g.folder,
      first: g.first,
      first_order: g.first_order,
      files: g.files,
      missing: g.missing,
      members: g.members === null ? null : { items: g.members.items.map((m) => [m[0], m[1]] as [string, string]), order: g.members.order }
    }
  ])
}

/** Hidden folders read back; throws TallyShapeError when a folder's members are not an ordered list. */
export function hiddenIn(h: SerialPart['hidden'], where: string): HiddenFolderTally {
  return new Map(
    h.map(([id, g], i) => [
      id,
      {
        artifact: g.artifact,
        folder: g.folder,
        first: g.first,
        first_order: g.first_order,
        files: g.files,
        missing: g.missing,
        members: g.members === null ? null : orderedIn(g.members, `${where}[${i}].members`)
      }
    ])
  )
}

/** An outcome tally (tally/outcomes.ts) with its count Maps as pairs. */
export function outcomesOut(o: OutcomeTally): SerialPart['outcomes'] {
  return {
    ...o,
    causes: [...o.causes],
    exitCodes: [...o.exitCodes],
    exitSignals: [...o.exitSignals],
    errorCodes: [...o.errorCodes],
    shared: orderedOut(o.shared)
  }
}

/** An outcome tally read back; throws TallyShapeError when its shared list is not an ordered list. */
export function outcomesIn(o: SerialPart['outcomes'], where: string): OutcomeTally {
  return {
    ...o,
    causes: new Map(o.causes),
    exitCodes: new Map(o.exitCodes),
    exitSignals: new Map(o.exitSignals),
    errorCodes: new Map(o.errorCodes),
    shared: orderedIn(o.shared, `${where}.shared`)
  }
}

/** A resource tally (tally/resources.ts): its counts, copied. */
export function resourcesOut(r: ResourceTally): SerialPart['resources'] {
  return { expected: r.expected, observed: r.observed, not_observed: { ...r.not_observed } }
}

/** Throws TallyShapeError when the counts do not add up: every expected request is observed or not observed in one state. */
export function resourcesIn(r: SerialPart['resources'], where: string): ResourceTally {
  const n = r.not_observed
  if (r.observed + n.unavailable + n.unsupported + n.no_evidence !== r.expected) {
    throw new TallyShapeError(
      `${where}: ${r.expected} expected requests, but ${r.observed} observed and ${n.unavailable + n.unsupported + n.no_evidence} not observed`
    )
  }
  return { expected: r.expected, observed: r.observed, not_observed: { ...n } }
}

/** A gap tally (tally/gaps.ts) as pairs of code and count with examples, in the gap codes' order. */
export function gapsOut(g: GapTally): SerialPart['gaps'] {
  // In the codes' order (a fold meets them in any order; the report lists them in this one).
  return GAP_CODES.filter((code) => g.has(code)).map((code) => [
    code,
    { count: g.get(code)!.count, examples: orderedOut(g.get(code)!.examples) }
  ])
}

/** A gap tally read back; throws TallyShapeError when its examples are not an ordered list. */
export function gapsIn(g: SerialPart['gaps'], where: string): GapTally {
  return new Map(g.map(([code, c], i) => [code, { count: c.count, examples: orderedIn(c.examples, `${where}[${i}].examples`) }]))
}
