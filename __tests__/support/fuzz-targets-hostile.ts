/**
 * Fuzz targets for hostile evidence round 5 (issue 57), joined to the suite by fuzz-targets.ts:
 * - `shard-summary-edits`: a summary written by this project's own writer with its entries' usage edited (the tally left
 *   alone) is refused with the tally's JSON path whenever a figure changed, and read whole when none did; any byte
 *   edit of a summary (plain or gzip) is read whole or refused with a ConfigurationError, never another failure;
 * - `artifact-archives`: a zip of odd names, sizes and corrupted bytes is extracted within its bounds (no file outside
 *   the folder, none over the per-file limit, the total under its limit, the bytes counted as written) or rejected;
 * - `renderers-long-strings`: ids and task names of up to 8,000 characters never cut the comment or the job summary
 *   to a stub: the gate line is always there, the comment within its limit.
 */
import fc from 'fast-check'
import { mkdtempSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { compare } from '../../src/comparison/compare.js'
import type { ComparisonInput } from '../../src/comparison/input/input.js'
import type { AttemptOutput } from '../../src/comparison/tally/tally.js'
import { ConfigurationError } from '../../src/errors.js'
import { extractBounded } from '../../src/github/artifact-extract.js'
import { renderComment } from '../../src/render/markdown/comment.js'
import { renderSummary } from '../../src/render/markdown/summary.js'
import { openSummary } from '../../src/shard/read.js'
import { summaryText } from '../../src/shard/summarize.js'
import { summaryParts, writeExampleSummary } from './example-summary.js'
import { buildZip } from './fake-github-artifacts.js'

/** One fuzz target (fuzz-targets.ts `FuzzTarget`). */
interface Target {
  name: string
  property: fc.IAsyncProperty<[unknown]> | fc.IProperty<[unknown]>
}

let scratch: string | undefined
/** A folder for this process's fuzz files (one, reused). */
function folder(): string {
  scratch ??= mkdtempSync(path.join(os.tmpdir(), 'fc-fuzz-hostile-'))
  return scratch
}

/** The bundled example summarised once: its head parts, its entries and its text. */
let honest: Promise<{ content: Parameters<typeof summaryText>[0]; entries: AttemptOutput[]; text: string }> | undefined
function honestSummary(): NonNullable<typeof honest> {
  honest ??= (async () => {
    const { content, entries } = await summaryParts(await writeExampleSummary(path.join(folder(), 'honest.summary.json')))
    return { content, entries, text: summaryText(content, entries, '0.0.0') }
  })()
  return honest
}

/** Reads the summary `text` whole (head and every entry); rethrows only what is not a ConfigurationError. */
async function readSummary(text: string | Buffer, name: string): Promise<ConfigurationError | null> {
  const file = path.join(folder(), name)
  writeFileSync(file, text)
  let opened
  try {
    opened = await openSummary(file)
    for await (const e of opened.entries()) void e
    return null
  } catch (error) {
    if (error instanceof ConfigurationError) return error
    throw error
  } finally {
    opened?.close()
  }
}

const METRICS = ['input_tokens', 'output_tokens', 'cached_input_tokens', 'cost_usd'] as const

/** Per configuration and metric, the sum of the entries' requests' usage (exact enough for the example's integers). */
function sums(entries: readonly AttemptOutput[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const e of entries)
    for (const r of e.entry.requests)
      for (const m of METRICS) {
        const v = r.usage?.[m]
        if (v !== null && v !== undefined) out[`${e.entry.configuration} ${m}`] = (out[`${e.entry.configuration} ${m}`] ?? 0) + v
      }
  return out
}

const edit = fc.record({
  entry: fc.nat(),
  request: fc.nat(),
  metric: fc.constantFrom(...METRICS),
  factor: fc.constantFrom(0, 1, 2, 1000, 0.5)
})

/** The targets, built when the suite is (`comparisonInput`: fuzz-targets.ts's generated comparison inputs). */
export function hostileTargets(comparisonInput: () => fc.Arbitrary<ComparisonInput>): Target[] {
  return [
    {
      name: 'shard-summary-edits',
      property: fc.asyncProperty(
        fc.oneof(
          fc.record({ kind: fc.constant('usage' as const), edits: fc.array(edit, { minLength: 1, maxLength: 3 }) }),
          fc.record({
            kind: fc.constant('bytes' as const),
            at: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 127 })), { minLength: 1, maxLength: 4 }),
            gzip: fc.boolean(),
            cut: fc.option(fc.nat())
          })
        ),
        async (c) => {
          const h = await honestSummary()
          if (c.kind === 'usage') {
            const entries = h.entries.map((e) => ({ ...e, entry: { ...e.entry, requests: e.entry.requests.map((r) => ({ ...r })) } }))
            for (const x of c.edits) {
              const e = entries[x.entry % entries.length]!
              if (e.entry.requests.length === 0) continue
              const r = e.entry.requests[x.request % e.entry.requests.length]!
              if (r.usage === null || r.usage[x.metric] === null) continue
              r.usage = { ...r.usage, [x.metric]: r.usage[x.metric]! * x.factor }
            }
            // Changed: some configuration's sum of a metric differs once every edit is made (×0.5 then ×2 is no change;
            // moving tokens between two requests of one configuration keeps its sums, which is all the check can see).
            const changed = JSON.stringify(sums(entries)) !== JSON.stringify(sums(h.entries))
            const refused = await readSummary(summaryText(h.content, entries, '0.0.0'), 'edited.summary.json')
            if (changed && (refused === null || !refused.message.includes('$.tally.parts[')))
              throw new Error(`an edited summary was not refused by the tally check: ${refused?.message ?? 'read whole'}`)
            if (!changed && refused !== null) throw new Error(`an unchanged summary was refused: ${refused.message}`)
          } else {
            const bytes = Buffer.from(h.text)
            for (const [at, b] of c.at) bytes[at % bytes.length] = b
            const cut = c.cut === null ? bytes : bytes.subarray(0, c.cut % bytes.length)
            await readSummary(c.gzip ? gzipSync(cut) : cut, c.gzip ? 'bytes.summary.json.gz' : 'bytes.summary.json')
          }
        }
      ) as fc.IAsyncProperty<[unknown]>
    },
    {
      name: 'artifact-archives',
      property: fc.asyncProperty(
        fc.record({
          files: fc.array(
            fc.record({
              name: fc.oneof(
                fc.string({ maxLength: 12 }),
                fc.constantFrom('../x', '/abs', 'a/../../b', 'a\\b', '.', '..', 'dir/', '__proto__', 'a//b')
              ),
              size: fc.nat(4000),
              fill: fc.integer({ min: 0, max: 255 })
            }),
            { maxLength: 8 }
          ),
          corrupt: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 })
        }),
        async (c) => {
          const zip = await buildZip(Object.fromEntries(c.files.map((f) => [f.name, Buffer.alloc(f.size, f.fill)])))
          for (const [at, b] of c.corrupt) zip[at % zip.length] = b
          const run = mkdtempSync(path.join(folder(), 'zip-'))
          try {
            const file = path.join(run, 'artifact.zip')
            writeFileSync(file, zip)
            const target = path.join(run, 'out')
            const limits = { fileBytes: 2000, totalBytes: 5000, files: 5 }
            let x
            try {
              x = await extractBounded(file, target, limits)
            } catch {
              x = null
            }
            const written: Array<{ file: string; size: number }> = []
            const walk = (dir: string): void => {
              let names
              try {
                names = readdirSync(dir, { withFileTypes: true })
              } catch {
                return
              }
              for (const e of names) {
                const p = path.join(dir, e.name)
                if (e.isDirectory()) walk(p)
                else written.push({ file: realpathSync(p), size: statSync(p).size })
              }
            }
            walk(run)
            const inside = realpathSync(run)
            for (const w of written) {
              if (w.file === path.join(inside, 'artifact.zip')) continue
              if (!w.file.startsWith(path.join(inside, 'out') + path.sep)) throw new Error(`a file outside the folder: ${w.file}`)
              if (w.size > limits.fileBytes) throw new Error(`a file over the per-file limit: ${w.size}`)
            }
            const total = written.filter((w) => !w.file.endsWith(`${path.sep}artifact.zip`)).reduce((n, w) => n + w.size, 0)
            if (total > limits.totalBytes) throw new Error(`${total} bytes written, over the total limit`)
            if (x !== null && x.bytes !== total) throw new Error(`${x.bytes} bytes counted, ${total} written`)
          } finally {
            rmSync(run, { recursive: true, force: true })
          }
        }
      ) as fc.IAsyncProperty<[unknown]>
    },
    {
      name: 'renderers-long-strings',
      property: fc.property(
        comparisonInput(),
        fc.integer({ min: 257, max: 8_000 }),
        fc.constantFrom('x', 'ab', 'a b', 'é'),
        (generated, n, unit) => {
          const input = generated as ComparisonInput
          const long = unit.repeat(Math.ceil(n / unit.length)).slice(0, n)
          const rename = (id: string): string => (id === input.configurations[0]!.id ? long : id)
          const report = compare(
            {
              ...input,
              configurations: input.configurations.map((c) => ({ ...c, id: rename(c.id) })),
              attempts: input.attempts.map((a, i) => ({
                ...a,
                configuration: rename(a.configuration),
                task: i === 0 ? `${long}${i}` : a.task
              }))
            },
            'fuzz'
          )
          const body = renderComment(report, { marker: '<!-- m -->', runUrl: 'https://github.com/o/r/actions/runs/1' })
          if (body.includes('Comment cut to fit')) throw new Error('the comment was cut to a stub')
          if (!/\*\*Gate (PASSED|FAILED)\*\*|Gate:/.test(body)) throw new Error('the comment has no gate line')
          if (body.length > 65_536) throw new Error(`the comment is ${body.length} characters`)
          const summary = renderSummary(report)
          if (summary.includes('cut to fit')) throw new Error('the job summary was cut')
        }
      ) as unknown as fc.IProperty<[unknown]>
    }
  ]
}
