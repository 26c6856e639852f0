/**
 * Where one CLI run allocates (issue 60, item 3): runs the CLI in this process under V8's sampling heap
 * profiler with the objects that died young kept in the samples (`includeObjectsCollectedByMinorGC` and
 * `…MajorGC`; `node --heap-prof` drops them, and they are what a fold that allocates per attempt wastes), then
 * prints the functions that allocated most (self bytes, MB = 2²⁰ bytes) and the same by file. The profile is
 * sampled (one sample per `--interval` bytes on average), so small figures are estimates.
 *
 * CLI: `node lib/bench/alloc-profile.js [--top 15] [--interval 4096] [--out f.heapprofile] -- <CLI arguments>`,
 * e.g. `node lib/bench/alloc-profile.js -- .bench/data/manifest-20000.json --fail-on never --jobs 1`
 * (the CLI's own output goes to /dev/null; give `--jobs 1`: worker threads are not sampled).
 */
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { runCli, type CliOutput } from '../src/cli/run.js'

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: SamplingNode[]
}

/** Bytes allocated per key (function or file), most first. */
export type Allocations = Array<{ key: string; bytes: number }>

/** The repository-relative file of a frame's URL, `node:…` for Node's own, `(V8 builtins)` for none. */
function fileOf(url: string): string {
  if (url === '') return '(V8 builtins)'
  if (url.startsWith('node:')) return 'node:' + url.slice('node:'.length).split('/')[0]
  const file = url.startsWith('file://') ? fileURLToPath(url) : url
  const nm = file.lastIndexOf('node_modules/')
  if (nm >= 0) return 'node_modules/' + file.slice(nm + 'node_modules/'.length).split('/')[0]
  const lib = file.lastIndexOf(`${path.sep}lib${path.sep}`)
  return lib >= 0 ? file.slice(lib + 5) : file
}

/** Self bytes of a sampling profile's tree, by function (`name file:line`) and by file; and the total. */
export function allocations(head: SamplingNode): { byFunction: Allocations; byFile: Allocations; total: number } {
  const byFunction = new Map<string, number>()
  const byFile = new Map<string, number>()
  let total = 0
  const stack = [head]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const { functionName, url, lineNumber } = node.callFrame
    const file = fileOf(url)
    const fn = `${functionName === '' ? '(anonymous)' : functionName} ${file}:${lineNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + node.selfSize)
    byFile.set(file, (byFile.get(file) ?? 0) + node.selfSize)
    total += node.selfSize
    stack.push(...node.children)
  }
  const sorted = (m: Map<string, number>): Allocations => [...m].map(([key, bytes]) => ({ key, bytes })).sort((a, b) => b.bytes - a.bytes)
  return { byFunction: sorted(byFunction), byFile: sorted(byFile), total }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '15' }, interval: { type: 'string', default: '4096' }, out: { type: 'string' } },
    allowPositionals: true
  })
  const session = new Session()
  session.connect()
  await session.post('HeapProfiler.enable')
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: Number(values.interval),
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true
  })
  const quiet: CliOutput = { stdout: () => undefined, stderr: (text) => void process.stderr.write(text) }
  const code = await runCli(positionals, quiet)
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: SamplingNode } }
  session.disconnect()
  if (values.out !== undefined) writeFileSync(values.out, JSON.stringify(profile))
  const { byFunction, byFile, total } = allocations(profile.head)
  const mb = (b: number): string => (b / 2 ** 20).toFixed(1).padStart(8)
  const pct = (b: number): string => `${((100 * b) / total).toFixed(1).padStart(5)} %`
  const top = Number(values.top)
  console.log(`CLI exit ${code}; ${mb(total).trim()} MB sampled (objects that died young included)`)
  console.log('\nby function (self):')
  for (const { key, bytes } of byFunction.slice(0, top)) console.log(`${mb(bytes)} MB ${pct(bytes)}  ${key}`)
  console.log('\nby file (self):')
  for (const { key, bytes } of byFile.slice(0, top)) console.log(`${mb(bytes)} MB ${pct(bytes)}  ${key}`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
