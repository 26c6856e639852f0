/**
 * Heap probe of the CLI: runs `runCli` in-process and, when the report is
 * about to be written (everything computed and still referenced), takes a
 * V8 heap snapshot and prints the live heap by object kind — self size
 * aggregated by (node type, constructor name), top N. Strings are grouped
 * by type only, with their count.
 *
 * CLI: `node lib/bench/heap-probe.js <manifest.json> [--top 25] [--keep FILE]`
 */
import { readFileSync, rmSync, renameSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { parseArgs } from 'node:util'
import { runCli } from '../src/cli/run.js'

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

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' }, keep: { type: 'string' } }
  })
  if (positionals.length !== 1) throw new Error('usage: heap-probe <manifest.json> [--top 25] [--keep FILE]')
  let snapshot: string | null = null
  const started = Date.now()
  await runCli([positionals[0], '--fail-on', 'never'], {
    stdout: () => {
      snapshot ??= v8.writeHeapSnapshot(path.join(os.tmpdir(), `fc-heap-${process.pid}.heapsnapshot`))
    },
    stderr: (text) => process.stderr.write(text)
  })
  if (snapshot === null) throw new Error('the CLI wrote nothing: no snapshot taken')
  const rows = heapByKind(snapshot)
  const total = rows.reduce((s, r) => s + r.bytes, 0)
  process.stdout.write(`live heap at report time: ${(total / 1_048_576).toFixed(1)} MB (run ${Date.now() - started} ms)\n`)
  for (const r of rows.slice(0, Number(values.top))) {
    process.stdout.write(`${(r.bytes / 1_048_576).toFixed(2).padStart(9)} MB ${String(r.count).padStart(9)}  ${r.kind.slice(0, 100)}\n`)
  }
  if (values.keep !== undefined) renameSync(snapshot, values.keep)
  else rmSync(snapshot)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
