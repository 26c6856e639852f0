/**
 * `fabric-compare summarize` and `fabric-compare merge` through the CLI:
 * the example split into two shard manifests merges into the text and JSON
 * of the single run, also through a merged summary (`merge --out`) merged
 * again; refusals name the files and JSON paths; the written summary's head
 * matches the published schema.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { runCli } from '../src/cli/run.js'
import { buildHarborTree, PAIRWISE_JOBS, PAIRWISE_MAP } from './support/harbor-tree.js'
import type { AttemptOutput } from '../src/comparison/tally/tally.js'
import { openSummary } from '../src/shard/read.js'
import { summaryText } from '../src/shard/summarize.js'
import { ENTRY_BLOCK, type SummaryHead } from '../src/shard/schema.js'

/** A summary file's lines: the head, the entry blocks, the end line. */
function linesOf(file: string): string[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '')
}
/** A summary's head and entries, decoded by the reader. */
async function summaryOf(file: string): Promise<{ head: SummaryHead; entries: AttemptOutput[] }> {
  const opened = await openSummary(file)
  const entries: AttemptOutput[] = []
  for await (const e of opened.entries()) entries.push(e)
  return { head: opened.head, entries }
}
const headOf = async (file: string): Promise<SummaryHead> => (await summaryOf(file)).head
/**
 * Writes a summary of `head` (its provenance, tally and entry count) with the first `count` entries of `from`, gzip-compressed
 * as fabric-compare writes it; its shard_id is that of its content unless `id` is given.
 */
async function writeSummary(file: string, head: SummaryHead, from: string, options: { id?: string; count?: number } = {}): Promise<void> {
  const entries = (await summaryOf(from)).entries.slice(0, options.count)
  writeFileSync(file, gzipSync(summaryText(head, entries, head.generated_by.version, options.id)))
}

const EXAMPLE = path.resolve('examples/attempt-comparison')

/** `text` as a regular expression matching itself. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
let dir: string

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) })
  return { code, stdout: stdout.split(dir).join('<dir>'), stderr: stderr.split(dir).join('<dir>') }
}

interface Manifest {
  attempts: Array<{ task: string }>
  [key: string]: unknown
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fc-cli-shards-'))
  // Two shard folders, each the example's evidence with a manifest of part of its attempts: the first task's, then the rest.
  const manifest = JSON.parse(readFileSync(path.join(EXAMPLE, 'manifest.json'), 'utf8')) as Manifest
  const first = manifest.attempts[0].task
  const parts = { a: manifest.attempts.filter((a) => a.task === first), b: manifest.attempts.filter((a) => a.task !== first) }
  for (const [s, attempts] of Object.entries(parts)) {
    mkdirSync(path.join(dir, s))
    for (const folder of ['baseline', 'candidate']) cpSync(path.join(EXAMPLE, folder), path.join(dir, s, folder), { recursive: true })
    writeFileSync(path.join(dir, s, 'manifest.json'), JSON.stringify({ ...manifest, attempts }))
    const run = await cli(['summarize', path.join(dir, s, 'manifest.json'), '--out', path.join(dir, `shard-${s}.json`)])
    expect(run.code).toBe(0)
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const shard = (s: string): string => path.join(dir, `shard-${s}.json`)

describe('fabric-compare summarize / merge', () => {
  it('summarize states the shard id and the attempts written', async () => {
    const run = await cli(['summarize', path.join(dir, 'a', 'manifest.json'), '--out', path.join(dir, 'again.json')])
    const head = await headOf(path.join(dir, 'again.json'))
    expect([run.code, run.stderr, run.stdout]).toEqual([0, '', `shard summary ${head.shard_id}: 4 attempts → <dir>/again.json\n`])
    // The head, one block of entries, the end line.
    expect([head.entries, linesOf(path.join(dir, 'again.json')).length, head.tally.count]).toEqual([4, 3, 4])
  })

  it('merge prints what the single run prints, text with details, JSON and both Markdown outputs, with the same exit status', async () => {
    for (const flags of [['--details'], ['--json'], ['--fail-on', 'warnings'], ['--markdown'], ['--summary-markdown']]) {
      const single = await cli([path.join(EXAMPLE, 'manifest.json'), ...flags])
      const merged = await cli(['merge', shard('b'), shard('a'), ...flags])
      expect(merged).toEqual(single)
    }
  })

  it('merge --out writes a merged summary that merges again into the single run', async () => {
    const out = await cli(['merge', shard('b'), '--out', path.join(dir, 'merged-b.json')])
    const head = await headOf(path.join(dir, 'merged-b.json'))
    expect([out.code, out.stderr, out.stdout]).toEqual([
      0,
      '',
      `merged shard summary ${head.shard_id}: ${head.tally.count} attempts from 1 summaries → <dir>/merged-b.json\n`
    ])
    expect(head.provenance.merged_from).toEqual([(await headOf(shard('b'))).shard_id])
    for (const flags of [['--json'], ['--details']]) {
      expect(await cli(['merge', shard('a'), path.join(dir, 'merged-b.json'), ...flags])).toEqual(
        await cli([path.join(EXAMPLE, 'manifest.json'), ...flags])
      )
    }
    // A shard inside a merged summary, given again, is the same shard twice.
    const twice = await cli(['merge', path.join(dir, 'merged-b.json'), shard('b')])
    expect([twice.code, twice.stderr.split('\n')[1]]).toEqual([
      2,
      `  - <dir>/shard-b.json: the same shard as <dir>/merged-b.json (${(await headOf(shard('b'))).shard_id}); give each shard once`
    ])
    // Merged again without --out, the entries of the merged summary are those of the shard.
    expect((await summaryOf(path.join(dir, 'merged-b.json'))).entries).toEqual((await summaryOf(shard('b'))).entries)
  })

  it('the summary matches schema/shard-summary.schema.json', async () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync('schema/shard-summary.schema.json', 'utf8')))
    expect(validate(await headOf(shard('a')))).toBe(true)
    expect(validate({ ...(await headOf(shard('a'))), extra: 1 })).toBe(false)
  })

  it('refuses one shard given twice, naming both files', async () => {
    const run = await cli(['merge', shard('a'), shard('b'), shard('a')])
    const id = (await headOf(shard('a'))).shard_id
    expect([run.code, run.stdout]).toEqual([2, ''])
    expect(run.stderr).toBe(
      `fabric-compare: cannot merge the shard summaries\n  - <dir>/shard-a.json: the same shard as <dir>/shard-a.json (${id}); give each shard once\n`
    )
  })

  it('refuses another summary version and summaries of different fabric-compare versions, naming them', async () => {
    const doc = await headOf(shard('b'))
    writeFileSync(path.join(dir, 'v1.json'), gzipSync(`${JSON.stringify({ ...doc, summary_version: 1 })}\n`))
    const v1 = await cli(['merge', shard('a'), path.join(dir, 'v1.json')])
    expect([v1.code, v1.stderr]).toEqual([
      2,
      'fabric-compare: <dir>/v1.json: $.summary_version: 1 is not a shard summary version this fabric-compare reads (8) — a summary of an earlier fabric-compare (version 1 held the evidence itself); summarise the shard again with this version\n'
    ])
    // Version 4: the tally held every resource row.
    writeFileSync(path.join(dir, 'v4.json'), gzipSync(`${JSON.stringify({ ...doc, summary_version: 4 })}\n`))
    const v4 = await cli(['merge', shard('a'), path.join(dir, 'v4.json')])
    expect([v4.code, v4.stderr]).toEqual([
      2,
      "fabric-compare: <dir>/v4.json: $.summary_version: 4 is not a shard summary version this fabric-compare reads (8) — a summary of an earlier fabric-compare (version 4's tally held every resource row); summarise the shard again with this version\n"
    ])
    // Version 3: the head held every attempt.
    writeFileSync(path.join(dir, 'v3.json'), gzipSync(`${JSON.stringify({ ...doc, summary_version: 3 })}\n`))
    const v3 = await cli(['merge', shard('a'), path.join(dir, 'v3.json')])
    expect([v3.code, v3.stderr]).toEqual([
      2,
      "fabric-compare: <dir>/v3.json: $.summary_version: 3 is not a shard summary version this fabric-compare reads (8) — a summary of an earlier fabric-compare (version 3's head held every attempt); summarise the shard again with this version\n"
    ])
    // Version 2: the head as plain JSON, then one plain entry per line.
    writeFileSync(path.join(dir, 'v2.json'), gzipSync(`${JSON.stringify({ ...doc, summary_version: 2 })}\n`))
    const v2 = await cli(['merge', shard('a'), path.join(dir, 'v2.json')])
    expect([v2.code, v2.stderr]).toEqual([
      2,
      'fabric-compare: <dir>/v2.json: $.summary_version: 2 is not a shard summary version this fabric-compare reads (8) — a summary of an earlier fabric-compare (version 2 wrote the tally and every attempt entry uncompacted); summarise the shard again with this version\n'
    ])
    // Version 6: the last before the sums by score key.
    writeFileSync(path.join(dir, 'v6.json'), gzipSync(`${JSON.stringify({ ...doc, summary_version: 6 })}\n`))
    const v6 = await cli(['merge', shard('a'), path.join(dir, 'v6.json')])
    expect([v6.code, v6.stderr]).toEqual([
      2,
      "fabric-compare: <dir>/v6.json: $.summary_version: 6 is not a shard summary version this fabric-compare reads (8) — a summary of an earlier fabric-compare (version 6's tally held no sums by score key); summarise the shard again with this version\n"
    ])
    // Version 7: the last before the count of attempts that ran to a verdict.
    writeFileSync(path.join(dir, 'v7.json'), gzipSync(`${JSON.stringify({ ...doc, summary_version: 7 })}\n`))
    const v7 = await cli(['merge', shard('a'), path.join(dir, 'v7.json')])
    expect([v7.code, v7.stderr]).toEqual([
      2,
      "fabric-compare: <dir>/v7.json: $.summary_version: 7 is not a shard summary version this fabric-compare reads (8) — a summary of an earlier fabric-compare (version 7's tally held no count of the attempts that ran to a verdict); summarise the shard again with this version\n"
    ])
    await writeSummary(path.join(dir, 'old.json'), { ...doc, generated_by: { name: 'fabric-compare', version: '0.0.9' } }, shard('b'))
    const old = await cli(['merge', shard('a'), path.join(dir, 'old.json')])
    expect([old.code, old.stderr]).toEqual([
      2,
      'fabric-compare: cannot merge the shard summaries\n  - the summaries were written by different fabric-compare versions: 0.1.0 (<dir>/shard-a.json), 0.0.9 (<dir>/old.json); summarise every shard with one version\n'
    ])
  })

  it('refuses a configuration declared differently in two shards', async () => {
    const doc = await headOf(shard('b'))
    doc.tally.configurations[0] = { ...doc.tally.configurations[0], attempts_complete: false }
    // Another shard that really declares it so: its id is the hash of its own content.
    await writeSummary(path.join(dir, 'differs.json'), doc, shard('b'))
    const run = await cli(['merge', shard('a'), path.join(dir, 'differs.json')])
    expect([run.code, run.stderr]).toEqual([
      2,
      'fabric-compare: cannot merge the shard summaries\n  - <dir>/differs.json: configurations baseline are declared differently (attempts_complete) than in <dir>/shard-a.json\n'
    ])
  })

  it('refuses the entries of a summary whose head line changed after it was opened (its string table is read again)', async () => {
    const file = path.join(dir, 'swapped.json')
    cpSync(shard('a'), file)
    const opened = await openSummary(file)
    // The same file rewritten in place (its open descriptor reads the new bytes): another shard's summary.
    writeFileSync(file, readFileSync(shard('b')))
    const read = async (o: typeof opened): Promise<number> => {
      const all: AttemptOutput[] = []
      for await (const e of o.entries()) all.push(e)
      return all.length
    }
    await expect(read(opened)).rejects.toThrow(
      `${file}: $.shard_id: the content does not match its shard_id (the summary was edited or corrupted after it was written)`
    )
    opened.close()
    // Unchanged, the same file gives every entry after the string table is read again.
    cpSync(shard('a'), file)
    const again = await openSummary(file)
    const n = await read(again)
    expect(n).toBe(again.head.entries)
    expect(n).toBeGreaterThan(0)
  })

  it('refuses a summary edited after it was written, impossible figures, entries cut short, and a manifest given to merge', async () => {
    const doc = await headOf(shard('a'))
    const sums = doc.tally.parts[0].usage.sums.find(([m]) => m === 'input_tokens')![1]
    const real = sums.by
    sums.by = real + 1
    // Edited: the content changed, the shard_id is the one written for the real content.
    await writeSummary(path.join(dir, 'edited.json'), doc, shard('a'), { id: doc.shard_id })
    const edited = await cli(['merge', path.join(dir, 'edited.json'), shard('b')])
    expect([edited.code, edited.stdout, edited.stderr]).toEqual([
      2,
      '',
      'fabric-compare: <dir>/edited.json: $.shard_id: the content does not match its shard_id (the summary was edited or corrupted after it was written)\n'
    ])
    sums.by = -5
    await writeSummary(path.join(dir, 'negative.json'), doc, shard('a'))
    const negative = await cli(['merge', path.join(dir, 'negative.json'), shard('b')])
    expect(negative.code).toBe(2)
    expect(negative.stderr).toMatch(
      /^fabric-compare: <dir>\/negative\.json: not a shard summary v8\n {2}- \$\.tally\.parts\[0\]\.usage\.sums\[\d+\]\[1\]\.by: Too small: expected number to be >=0\n$/
    )
    sums.by = real
    await writeSummary(path.join(dir, 'cut.json'), doc, shard('a'), { count: 1 })
    const cut = await cli(['merge', path.join(dir, 'cut.json'), shard('b'), '--json'])
    expect([cut.code, cut.stdout, cut.stderr]).toEqual([
      2,
      '',
      `fabric-compare: <dir>/cut.json: holds 1 attempt entry, its head says ${doc.entries} (the file was cut short or edited)\n`
    ])
    // Cut after the entries, before the end line.
    writeFileSync(path.join(dir, 'no-end.json'), gzipSync(linesOf(shard('a')).slice(0, -1).join('\n') + '\n'))
    const noEnd = await cli(['merge', path.join(dir, 'no-end.json'), shard('b'), '--json'])
    expect([noEnd.code, noEnd.stdout, noEnd.stderr]).toEqual([
      2,
      '',
      `fabric-compare: <dir>/no-end.json: holds ${doc.entries} attempt entries and no end line, its head says ${doc.entries} (the file was cut short or edited)\n`
    ])
    // An entry line changed after it was written: its digest no longer holds.
    const lines = linesOf(shard('a'))
    lines[1] = lines[1].replace('"entries":["c",', '"entries":["c", ')
    writeFileSync(path.join(dir, 'entry-edited.json'), gzipSync(lines.join('\n') + '\n'))
    const entryEdited = await cli(['merge', path.join(dir, 'entry-edited.json'), '--json'])
    expect([entryEdited.code, entryEdited.stdout, entryEdited.stderr]).toEqual([
      2,
      '',
      'fabric-compare: <dir>/entry-edited.json: the attempt entries do not match their digest (the summary was edited or corrupted after it was written)\n'
    ])
    // An encoded form that does not hold is named by line and path.
    lines[1] = linesOf(shard('a'))[1].replace('"entries":["c",', '"entries":["q",')
    writeFileSync(path.join(dir, 'entry-form.json'), gzipSync(lines.join('\n') + '\n'))
    const entryForm = await cli(['merge', path.join(dir, 'entry-form.json'), '--json'])
    expect([entryForm.code, entryForm.stderr]).toEqual([
      2,
      'fabric-compare: <dir>/entry-form.json: line 2: $.entries[0]: "q" is not a form of an encoded array: does not decode (the summary was edited or corrupted after it was written)\n'
    ])
    const manifest = await cli(['merge', path.join(EXAMPLE, 'manifest.json')])
    expect([manifest.code, manifest.stderr.split(EXAMPLE).join('<example>')]).toEqual([
      2,
      'fabric-compare: <example>/manifest.json: a manifest, not a shard summary: write one with `fabric-compare summarize <example>/manifest.json --out FILE` first\n'
    ])
  })

  it('refuses resource rows that are malformed, of another attempt or configuration, or not the rows the tally counts', async () => {
    const { head, entries } = await summaryOf(shard('a'))
    const at = entries.findIndex((e) => e.resources !== null && e.resources.observations.length > 0)
    expect(at).toBeGreaterThanOrEqual(0)
    const rows = entries[at].resources!
    const key = entries[at].entry.key
    const line = 2 + Math.floor(at / ENTRY_BLOCK)
    const where = `line ${line}: $.resources[${at % ENTRY_BLOCK}]`
    const variant = async (name: string, changed: AttemptOutput['resources'], to: SummaryHead = head): Promise<string> => {
      const file = path.join(dir, `${name}.json`)
      const copy = entries.map((e, i) => (i === at ? { ...e, resources: changed } : e))
      writeFileSync(file, gzipSync(summaryText(to, copy, to.generated_by.version)))
      const run = await cli(['merge', file, '--json'])
      expect([run.code, run.stdout]).toEqual([2, ''])
      return run.stderr
    }
    const observation = rows.observations[0]
    expect(await variant('rows-malformed', { ...rows, observations: [{ ...observation, source: 7 } as never] })).toMatch(
      new RegExp(
        `^fabric-compare: <dir>/rows-malformed\\.json: ${escapeRegExp(where)}: not the resource rows of an attempt\n {2}- \\$\\.observations\\[0\\]\\.source: `
      )
    )
    expect(
      await variant('rows-other', {
        ...rows,
        observations: [{ ...observation, attempt: 'baseline/elsewhere@r1#1' }, ...rows.observations.slice(1)]
      })
    ).toBe(
      `fabric-compare: <dir>/rows-other.json: ${where}: a row of attempt "baseline/elsewhere@r1#1" beside the entry of ${JSON.stringify(key)}\n`
    )
    // A row that names its own configuration is refused (the entry's configuration is the rows').
    expect(
      await variant('rows-configuration', {
        ...rows,
        configuration: 'x',
        observations: rows.observations.map((o) => ({ ...o, configuration: 'x' }) as never)
      })
    ).toMatch(new RegExp(`^fabric-compare: <dir>/rows-configuration\\.json: ${escapeRegExp(where)}: not the resource rows of an attempt\n`))
    const configuration = entries[at].entry.configuration
    expect(await variant('rows-fewer', null)).toBe(
      `fabric-compare: <dir>/rows-fewer.json: the resource rows of ${JSON.stringify(configuration)} do not match the tally's counts (observed ${rows.observations.length} fewer than counted): the summary was edited or made by another program; summarise the shard again\n`
    )
    // Counts that do not add up to the expected requests.
    const unbalanced = structuredClone(head)
    unbalanced.tally.parts[0].resources.observed += 1
    const stderr = await variant('rows-unbalanced', rows, unbalanced)
    expect(stderr).toMatch(
      /^fabric-compare: <dir>\/rows-unbalanced\.json: \$\.tally\.parts\[0\]\.resources: \d+ expected requests, but \d+ observed and \d+ not observed\n$/
    )
  })

  it('reads a summary whose head holds more strings than a function call takes arguments', async () => {
    // A merged summary names every shard it holds: 200,000 of them, each its own string in the head's string table.
    const doc = await headOf(shard('a'))
    doc.provenance.merged_from = Array.from({ length: 200_000 }, (_, i) => `sha256:${String(i).padStart(64, '0')}`)
    await writeSummary(path.join(dir, 'many-strings.json'), doc, shard('a'))
    const run = await cli(['merge', path.join(dir, 'many-strings.json'), '--fail-on', 'never'])
    expect([run.code, run.stderr]).toEqual([0, ''])
    expect(run.stdout).toContain('Gate:')
  })

  it('names the file and JSON path of a malformed summary, and a missing one', async () => {
    const doc = await headOf(shard('a'))
    ;(doc.tally.parts[0].attempts.tasks[0] as unknown as Record<string, unknown>).task = 7
    await writeSummary(path.join(dir, 'bad.json'), doc, shard('a'))
    const bad = await cli(['merge', path.join(dir, 'bad.json')])
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'fabric-compare: <dir>/bad.json: not a shard summary v8\n  - $.tally.parts[0].attempts.tasks[0].task: Invalid input: expected string, received number\n'
    ])
    // A task listed twice in a configuration's tally (the tally keeps one per task).
    const twice = await headOf(shard('a'))
    const listed = twice.tally.parts[0].attempts.tasks
    listed.push({ ...listed[0] })
    await writeSummary(path.join(dir, 'task-twice.json'), twice, shard('a'))
    const taskTwice = await cli(['merge', path.join(dir, 'task-twice.json')])
    expect([taskTwice.code, taskTwice.stderr]).toEqual([
      2,
      `fabric-compare: <dir>/task-twice.json: $.tally.parts[0].attempts.tasks: task ${JSON.stringify(listed[0].task)} revision ${JSON.stringify(listed[0].revision)} is listed twice\n`
    ])
    // A task's costs are keyed by a set of pricing bases: their sorted ids as JSON, each set once.
    const costsCase = async (name: string, costs: Array<[string, number[], number]>): Promise<string> => {
      const doc = await headOf(shard('a'))
      doc.tally.parts[0].attempts.tasks[0].costs = costs
      await writeSummary(path.join(dir, `${name}.json`), doc, shard('a'))
      const run = await cli(['merge', path.join(dir, `${name}.json`)])
      expect(run.code).toBe(2)
      return run.stderr
    }
    expect(await costsCase('bases-unsorted', [['["b","a"]', [0.5], 1]])).toBe(
      'fabric-compare: <dir>/bases-unsorted.json: $.tally.parts[0].attempts.tasks[0].costs[0][0]: "[\\"b\\",\\"a\\"]" is not a set of pricing bases (their sorted ids as JSON)\n'
    )
    expect(await costsCase('bases-repeated', [['["a","a"]', [0.5], 1]])).toBe(
      'fabric-compare: <dir>/bases-repeated.json: $.tally.parts[0].attempts.tasks[0].costs[0][0]: "[\\"a\\",\\"a\\"]" is not a set of pricing bases (their sorted ids as JSON)\n'
    )
    expect(
      await costsCase('bases-twice', [
        ['["a"]', [0.5], 1],
        ['["a"]', [0.25], 1]
      ])
    ).toBe(
      'fabric-compare: <dir>/bases-twice.json: $.tally.parts[0].attempts.tasks[0].costs[1][0]: the pricing bases "[\\"a\\"]" are listed twice\n'
    )
    // Usage findings are counts now (issue 41): a relation listed twice, or fewer findings than requests, is refused.
    const part = (await headOf(shard('a'))).tally.parts[0]
    const t0 = part.attempts.tasks[0]
    const order = [part.id, t0.task, t0.revision, t0.ids[0]].join('\u0000')
    const finding = (fields: number, requests: number) => ({
      fields,
      requests,
      metrics: ['total_tokens' as const],
      first: { order, detail: 'total_tokens 1 ≠ input_tokens + output_tokens 0' },
      figures: null,
      attempts: { listings: 1, distinct: 1, order: [order] }
    })
    const findingsCase = async (name: string, relations: Array<[string, ReturnType<typeof finding>]>): Promise<string> => {
      const doc = await headOf(shard('a'))
      doc.tally.parts[0].usage.findings = { relations, metrics: [] } as never
      await writeSummary(path.join(dir, `${name}.json`), doc, shard('a'))
      const run = await cli(['merge', path.join(dir, `${name}.json`)])
      expect(run.code).toBe(2)
      return run.stderr
    }
    expect(
      await findingsCase('relation-twice', [
        ['total_tokens_mismatch', finding(1, 1)],
        ['total_tokens_mismatch', finding(2, 1)]
      ])
    ).toBe(
      'fabric-compare: <dir>/relation-twice.json: $.tally.parts[0].usage.findings.relations[1]: "total_tokens_mismatch" is listed twice\n'
    )
    expect(await findingsCase('fewer-findings', [['total_tokens_mismatch', finding(1, 2)]])).toBe(
      'fabric-compare: <dir>/fewer-findings.json: $.tally.parts[0].usage.findings.relations[0]: 1 finding in 2 requests (at least one request, and a finding per request)\n'
    )
    // A relation's metrics and the metrics' relations name each other, each once and in order.
    expect(await findingsCase('unmatched', [['total_tokens_mismatch', finding(1, 1)]])).toBe(
      'fabric-compare: <dir>/unmatched.json: $.tally.parts[0].usage.findings: relation total_tokens_mismatch names total_tokens, whose metric entry does not name it\n'
    )
    expect(
      await findingsCase('metrics-twice', [['total_tokens_mismatch', { ...finding(1, 1), metrics: ['total_tokens', 'total_tokens'] }]])
    ).toBe(
      'fabric-compare: <dir>/metrics-twice.json: $.tally.parts[0].usage.findings.relations[0].metrics: ["total_tokens","total_tokens"] is not a non-empty list, each once, in the order input_tokens, cached_input_tokens, output_tokens, reasoning_tokens, total_tokens, cost_usd\n'
    )
    writeFileSync(path.join(dir, 'torn.json'), '{"summary_version": 4, ')
    const torn = await cli(['merge', path.join(dir, 'torn.json')])
    expect(torn.code).toBe(2)
    expect(torn.stderr).toMatch(/^fabric-compare: <dir>\/torn\.json: line 1: the shard summary's head is not JSON/)
    const missing = await cli(['merge', path.join(dir, 'none.json')])
    expect([missing.code, missing.stderr]).toEqual([2, 'fabric-compare: <dir>/none.json: cannot read the shard summary: no such file\n'])
  })

  it('usage mistakes exit 2: summarize without --out, merge without files, --out outside summarize', async () => {
    const runs = await Promise.all([
      cli(['summarize', path.join(EXAMPLE, 'manifest.json')]),
      cli(['merge']),
      cli([path.join(EXAMPLE, 'manifest.json'), '--out', 'x.json'])
    ])
    expect(runs.map((r) => [r.code, r.stderr.split('\n')[0]])).toEqual([
      [2, 'fabric-compare: summarize: give --out FILE for the shard summary'],
      [2, 'fabric-compare: merge: give one or more shard summary files'],
      [2, 'fabric-compare: --out is only for summarize and merge (--output FILE writes the JSON report)']
    ])
  })

  it('summarize --harbor-job: one summary per job folder merges into the run over all the folders', async () => {
    const { root, jobDirs } = await buildHarborTree(PAIRWISE_JOBS, path.join(dir, 'harbor'))
    const map = path.join(dir, 'map.json')
    writeFileSync(map, JSON.stringify(PAIRWISE_MAP))
    const files = []
    for (const [i, job] of jobDirs.entries()) {
      const out = path.join(dir, `harbor-${i}.json`)
      expect((await cli(['summarize', '--harbor-job', job, '--configuration-map', map, '--out', out])).code).toBe(0)
      files.push(out)
    }
    const single = await cli([...jobDirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', map, '--details'])
    const merged = await cli(['merge', ...files, '--details'])
    expect(jobDirs.length).toBe(4)
    expect(root).toBe(path.join(dir, 'harbor'))
    expect(merged).toEqual(single)
    expect(single.stdout).toContain('thinharness')
  })
})
