/**
 * A V8 heap snapshot's live heap by object kind: self size aggregated by
 * (node type, constructor name). Strings are grouped by type only, with
 * their count. Its own module, without a `main`: bench/heap-probe.ts and
 * bench/tally-probe.ts both read snapshots with it (importing heap-probe.js
 * ran its CLI run as well, inside the tally probe's snapshot).
 */
import { readFileSync } from 'node:fs'

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
  strings: string[]
}

/** Live heap by kind: bytes and counts, largest first. */
export function heapByKind(file: string): Array<{ kind: string; bytes: number; count: number }> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const fields = snap.snapshot.meta.node_fields
  const types = snap.snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))
  const totals = new Map<string, { bytes: number; count: number }>()
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]]
    const kind =
      type === 'string' || type === 'concatenated string' || type === 'sliced string' || type === 'number'
        ? type
        : `${type}:${snap.strings[snap.nodes[i + nameAt]]}`
    const t = totals.get(kind) ?? { bytes: 0, count: 0 }
    t.bytes += snap.nodes[i + sizeAt]
    t.count++
    totals.set(kind, t)
  }
  return [...totals].map(([kind, t]) => ({ kind, ...t })).sort((a, b) => b.bytes - a.bytes)
}
