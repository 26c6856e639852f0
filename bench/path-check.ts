/**
 * `node lib/bench/path-check.js <manifest> [--rounds 3]`: the path check and
 * the read of every evidence file a manifest declares, without parsing or
 * comparing, two ways in alternating rounds of one process:
 *
 * - `lstat`: the resolver's call (`lstat` of the file, folders cached),
 *   then the reader opens the absolute path (open + fstat + read + close);
 * - `opened`: `PathResolver.open` (the file opened with `O_NOFOLLOW` and
 *   judged from its fstat, folders cached), then the reader reads that
 *   descriptor (read + close).
 *
 * Each round makes a new resolver (the folder cache starts empty, as in a
 * run). Prints wall ms per round and µs per file, and checks that both ways
 * saw the same texts and refusals (a mismatch exits 1).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { readEvidenceText } from '../src/evidence/files/open-file.js'
import { createPathResolver } from '../src/evidence/files/paths.js'

interface DeclaredRequest {
  result?: string
  record?: string
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '3' } } })
const manifestFile = positionals[0]
if (manifestFile === undefined) throw new Error('usage: node lib/bench/path-check.js <manifest> [--rounds N]')
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { attempts: Array<{ requests: DeclaredRequest[] }> }
const declared = manifest.attempts.flatMap((a) =>
  a.requests.flatMap((r) => [r.result, r.record].filter((p): p is string => p !== undefined))
)
const root = path.dirname(path.resolve(manifestFile))

/** What one way saw of one file: its length, missing, or the refusal. */
type Seen = number | string

async function lstatWay(): Promise<Seen[]> {
  const resolve = await createPathResolver(root)
  const seen: Seen[] = []
  for (const p of declared) {
    const resolved = await resolve(p)
    if (!resolved.ok) seen.push(resolved.problem)
    else {
      const text = readEvidenceText(resolved.absolute)
      seen.push(typeof text === 'string' ? text.length : text.state)
    }
  }
  return seen
}

async function openedWay(): Promise<Seen[]> {
  const resolve = await createPathResolver(root)
  const open = resolve.open
  if (open === undefined) throw new Error('no O_NOFOLLOW on this platform: nothing to compare')
  const seen: Seen[] = []
  for (const p of declared) {
    const opened = open(p)
    if (!opened.ok) seen.push(opened.problem)
    else {
      const text = readEvidenceText(opened.source)
      seen.push(typeof text === 'string' ? text.length : text.state)
    }
  }
  return seen
}

const ways = { lstat: lstatWay, opened: openedWay }
const first = new Map<string, string>()
process.stdout.write(`${declared.length} declared files under ${root}\n`)
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const [name, way] of Object.entries(ways)) {
    const start = performance.now()
    const seen = JSON.stringify(await way())
    const ms = performance.now() - start
    if (!first.has(name)) first.set(name, seen)
    process.stdout.write(
      `round ${round} ${name.padEnd(6)} ${ms.toFixed(0).padStart(6)} ms  ${((ms * 1000) / declared.length).toFixed(2)} µs/file\n`
    )
  }
}
if (first.get('lstat') !== first.get('opened')) {
  process.stdout.write('MISMATCH: the two ways saw different files\n')
  process.exitCode = 1
}
