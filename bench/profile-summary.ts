/**
 * Summarizes a V8 CPU profile (`node --cpu-prof` output): self time and
 * inclusive ("total") time per function, top N, so that a hot spot can be
 * named as `file:function`.
 *
 * CLI: `node lib/bench/profile-summary.js <file.cpuprofile> [--top 25]`
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** Self and total time of one function, milliseconds. */
export interface FunctionTime {
  name: string
  selfMs: number
  totalMs: number
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const file = url === '' ? '(native)' : path.basename(url.replace(/^file:\/\//, ''))
  return `${file}:${functionName === '' ? '(anonymous)' : functionName}:${lineNumber + 1}`
}

/**
 * Self and total time per function of a profile, most self time first.
 * Total time counts a function once per sample even when it recurses.
 */
export function summarize(profile: Profile): FunctionTime[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1_000
    const leaf = byId.get(id)!
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms)
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const name = label(byId.get(cur)!)
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + ms)
    }
  })
  return [...total.keys()]
    .map((name) => ({ name, selfMs: self.get(name) ?? 0, totalMs: total.get(name)! }))
    .sort((a, b) => b.selfMs - a.selfMs)
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' }, by: { type: 'string', default: 'self' } }
  })
  if (positionals.length !== 1) throw new Error('usage: profile-summary <file.cpuprofile> [--top 25] [--by self|total]')
  const rows = summarize(JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile)
  if (values.by === 'total') rows.sort((a, b) => b.totalMs - a.totalMs)
  const all = rows.reduce((sum, r) => sum + r.selfMs, 0)
  process.stdout.write(`profiled ${all.toFixed(0)} ms\n    self ms   total ms  function\n`)
  for (const r of rows.slice(0, Number(values.top))) {
    process.stdout.write(`${r.selfMs.toFixed(0).padStart(10)} ${r.totalMs.toFixed(0).padStart(10)}  ${r.name}\n`)
  }
}

main()
