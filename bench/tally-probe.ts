/**
 * Heap probe of the accumulator: reads a manifest through its source
 * (src/sources/manifest/manifest-source.ts), adds every attempt to a comparison stream
 * (src/comparison/stream.ts) without building entries, and, before
 * `finish`, takes a V8 heap snapshot of what is live then (the tally, its
 * claims and the source's state) and prints the live heap by object kind
 * (bench/heap-kinds.ts `heapByKind`) and per attempt. bench/heap-probe.ts
 * snapshots when the report is written, when the tally is already garbage.
 *
 * CLI: `node --expose-gc lib/bench/tally-probe.js <manifest.json> [--top 25] [--keep FILE]`
 */
import { rmSync, renameSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { parseArgs } from 'node:util'
import { manifestSource } from '../src/sources/manifest/manifest-source.js'
import { openComparison } from '../src/comparison/stream.js'
import { heapByKind } from './heap-kinds.js'

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' }, keep: { type: 'string' } }
  })
  if (positionals.length !== 1) throw new Error('usage: tally-probe <manifest.json> [--top 25] [--keep FILE]')
  const opened = await manifestSource({ kind: 'manifest', file: positionals[0] }).open()
  const comparison = openComparison({ configurations: opened.configurations, policy: 'never', source: opened.kind })
  for await (const a of opened.attempts) comparison.add(a)
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc !== undefined) {
    gc()
    const used = process.memoryUsage().heapUsed
    process.stdout.write(
      `heap used after a full GC (--expose-gc): ${(used / 1_048_576).toFixed(1)} MB, ${Math.round(used / Math.max(1, comparison.count))} B per attempt\n`
    )
  }
  const snapshot = v8.writeHeapSnapshot(path.join(os.tmpdir(), `fc-tally-${process.pid}.heapsnapshot`))
  const rows = heapByKind(snapshot)
  const total = rows.reduce((s, r) => s + r.bytes, 0)
  process.stdout.write(
    `live heap before finish: ${(total / 1_048_576).toFixed(1)} MB, ${comparison.count} attempts, ${Math.round(total / Math.max(1, comparison.count))} B per attempt\n`
  )
  for (const r of rows.slice(0, Number(values.top))) {
    process.stdout.write(`${(r.bytes / 1_048_576).toFixed(2).padStart(9)} MB ${String(r.count).padStart(9)}  ${r.kind.slice(0, 100)}\n`)
  }
  // Kept alive until the snapshot is written and read.
  process.stdout.write(`report complete: ${String(comparison.finish(opened.tail()).complete)}\n`)
  if (values.keep !== undefined) renameSync(snapshot, values.keep)
  else rmSync(snapshot)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
