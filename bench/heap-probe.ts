/**
 * Heap probe of the CLI: runs `runCli` in-process and, when the report is
 * about to be written (everything computed and still referenced), takes a
 * V8 heap snapshot and prints the live heap by object kind — self size
 * aggregated by (node type, constructor name), top N. Strings are grouped
 * by type only, with their count.
 *
 * CLI: `node lib/bench/heap-probe.js <manifest.json> [--top 25] [--keep FILE]`
 */
import { rmSync, renameSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import { parseArgs } from 'node:util'
import { runCli } from '../src/cli/run.js'
import { heapByKind } from './heap-kinds.js'

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
