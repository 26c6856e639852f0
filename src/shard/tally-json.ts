/**
 * A `Tally` (src/comparison/tally/tally.ts) to and from its serialised form
 * (`SerialTally`, tally-schema.ts): Maps become arrays of pairs, typed
 * columns plain arrays, key digests base64, and every attempt is named by
 * its order key (src/comparison/input/ordered.ts `orderKey`), from which its
 * attempt key and configuration are rebuilt on read. File claims are not
 * carried (a file's identity is local to one machine's fold); request
 * claims are carried by identity key only (claims/claim-digests.ts).
 * `tallyFromJson(tallyToJson(t))` finishes exactly as `t`, and merges with
 * the same figures (a request claimed in two merged tallies is then named
 * by its key, configuration and shard instead of its attempts).
 *
 * This file holds the whole tally and its claims; each part of a configuration's tally is in tally-json/:
 * attempts.ts (attempts, diagnostics, score keys, infrastructure), usage.ts (usage and its findings), parts.ts
 * (hidden folders, outcomes, resources, gaps), over the ordered lists and key samples of samples.ts.
 */
import { ClaimTable } from '../comparison/claims/claim-table.js'
import { claimDigestsFromText, claimKeysText, type ClaimDigests } from '../comparison/claims/claim-digests.js'
import { claimsByKey } from '../comparison/claims/request-claims.js'
import { FileOwners } from '../comparison/claims/file-table.js'
import type { ConfigurationTally, OrphanTally, Tally } from '../comparison/tally/tally.js'
import type { SerialPart, SerialTally } from './tally-schema.js'
import { attemptsIn, attemptsOut, diagnosticsIn, diagnosticsOut } from './tally-json/attempts.js'
import { gapsIn, gapsOut, hiddenIn, hiddenOut, outcomesIn, outcomesOut, resourcesIn, resourcesOut } from './tally-json/parts.js'
import { orderedIn, sampleIn, sampleOut, TallyShapeError } from './tally-json/samples.js'
import { usageIn, usageOut } from './tally-json/usage.js'

export { TallyShapeError } from './tally-json/samples.js'

function partOut(id: string, p: ConfigurationTally): SerialPart {
  return {
    id,
    attempts: attemptsOut(p.attempts),
    outcomes: outcomesOut(p.outcomes),
    resources: resourcesOut(p.resources),
    usage: usageOut(p.usage),
    gaps: gapsOut(p.gaps),
    hidden: hiddenOut(p.hidden)
  }
}

function orphansOut(o: OrphanTally): SerialTally['orphans'] {
  return {
    attempts: sampleOut(o.attempts),
    configurations: [...o.configurations].sort(),
    diagnostics: diagnosticsOut(o.diagnostics),
    hidden: hiddenOut(o.hidden)
  }
}

/**
 * The serialised form of `t` (plain JSON values; `t` is not modified). Its
 * request claims are written by identity key only (a fold's owners are not
 * kept), those of the fold itself under the shard label '' (read back as
 * the summary's own shard id).
 */
export function tallyToJson(t: Tally): SerialTally {
  const claims = claimsByKey(t.requests)
  return {
    configurations: [...t.header.configurations],
    ...(t.header.source === undefined ? {} : { source: t.header.source }),
    ...(t.header.configuration_sources === undefined ? {} : { configuration_sources: [...t.header.configuration_sources] }),
    parts: t.header.configurations.map((c) => partOut(c.id, t.configurations.get(c.id)!)),
    orphans: orphansOut(t.orphans),
    claims: {
      keys: claimKeysText(claims),
      configuration: [...claims.configuration],
      shard: [...claims.shard],
      names: [...claims.names]
    },
    duplicates: { items: t.requests.duplicates.items, order: t.requests.duplicates.order },
    across: t.across,
    tail: t.tail,
    count: t.count
  }
}

/**
 * The tally a serialised form describes (already checked against
 * `TallySchema`). Throws TallyShapeError (with a JSON path) when its parts
 * do not match its configurations, an order key names no attempt, a list is
 * out of attempt-key order, the attempt digests do not add up, or its claims
 * are not sorted keys with indices into their names. `shard` (the summary's
 * shard id) names the claims written under the label '' (the summary's own).
 */
export function tallyFromJson(s: SerialTally, shard?: string): Tally {
  if (s.parts.length !== s.configurations.length || s.parts.some((p, i) => p.id !== s.configurations[i].id)) {
    throw new TallyShapeError(
      `$.parts: ${s.parts.map((p) => p.id).join(', ') || 'none'} do not match the configurations ${s.configurations.map((c) => c.id).join(', ') || 'none'}`
    )
  }
  const configurations = new Map<string, ConfigurationTally>(
    s.parts.map((p, i) => {
      const where = `$.parts[${i}]`
      return [
        p.id,
        {
          attempts: attemptsIn(p.attempts, `${where}.attempts`),
          outcomes: outcomesIn(p.outcomes, `${where}.outcomes`),
          resources: resourcesIn(p.resources, `${where}.resources`),
          usage: usageIn(p.usage, `${where}.usage`),
          gaps: gapsIn(p.gaps, `${where}.gaps`),
          hidden: hiddenIn(p.hidden, `${where}.hidden`)
        }
      ]
    })
  )
  let digests: ClaimDigests
  try {
    const names = shard === undefined ? s.claims.names : s.claims.names.map((n) => (n === '' ? shard : n))
    digests = claimDigestsFromText(s.claims.keys, s.claims.configuration, s.claims.shard, names)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    throw new TallyShapeError(`$.claims: ${error.message}`)
  }
  const orphans: OrphanTally = {
    attempts: sampleIn(s.orphans.attempts, '$.orphans.attempts'),
    configurations: new Set(s.orphans.configurations),
    diagnostics: diagnosticsIn(s.orphans.diagnostics, '$.orphans.diagnostics'),
    hidden: hiddenIn(s.orphans.hidden, '$.orphans.hidden')
  }
  return {
    header: {
      configurations: s.configurations,
      ...(s.source === undefined ? {} : { source: s.source }),
      ...(s.configuration_sources === undefined ? {} : { configuration_sources: new Map(s.configuration_sources) })
    },
    configurations,
    orphans,
    files: new FileOwners(),
    requests: { owners: new ClaimTable(), digests, duplicates: orderedIn(s.duplicates, '$.duplicates') },
    across: s.across,
    tail: { diagnostics: s.tail.diagnostics, artifacts: s.tail.artifacts, unexpected_attempts: s.tail.unexpected_attempts },
    count: s.count,
    last: null
  }
}
