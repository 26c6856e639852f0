/**
 * `fabric-compare summary decode FILE [--output FILE]` (issue 40 item 4): a
 * summary written by `summarize` decodes into plain JSON lines — the head,
 * then one attempt entry per line in the report's attempt order — and every
 * line validates against the published schema/shard-summary.schema.json,
 * which the file on disk does not; a summary cut short or edited, a missing
 * file and usage mistakes exit 2 with the file or the mistake named.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { cli as runInProcess } from './support/cli-golden.js'
import type { AttemptReport, Report } from '../src/comparison/report/report-schema.js'
import type { AttemptOutput } from '../src/comparison/tally/tally.js'
import { writeDecodedSummary } from '../src/shard/decode.js'
import { openSummary, type OpenedSummary } from '../src/shard/read.js'
import { ENTRY_BLOCK, type SummaryHead } from '../src/shard/schema.js'

const MANIFEST = path.resolve('examples/attempt-comparison/manifest.json')
const HELP = 'Run fabric-compare --help for the usage.\n'
let dir: string
let summary: string

/** `fabric-compare args` in-process (a JSON report is checked against its schema), the test folder written `<dir>`. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = await runInProcess(args)
  return { ...run, stdout: run.stdout.split(dir).join('<dir>'), stderr: run.stderr.split(dir).join('<dir>') }
}

/** The lines of a summary file as written (gzip JSON lines, compact encoding). */
function rawLines(file: string): string[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '')
}

/** `lines` written as a gzip summary file `name` in the test folder; returns its path. */
function rewritten(name: string, lines: readonly string[]): string {
  const file = path.join(dir, name)
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`))
  return file
}

/** The head and entries as the reader (src/shard/read.ts) decodes them. */
async function readerView(file: string): Promise<{ head: SummaryHead; entries: AttemptReport[]; outputs: AttemptOutput[] }> {
  const opened = await openSummary(file)
  const outputs: AttemptOutput[] = []
  for await (const e of opened.entries()) outputs.push(e)
  // As decoded: the entry, with its resource rows as `resources` when it has any.
  const entries = outputs.map(({ entry, resources }) =>
    resources === null ? entry : { ...entry, resources: { observations: resources.observations, not_observed: resources.not_observed } }
  )
  return { head: opened.head, entries, outputs }
}

/** Standard output split into its lines, each parsed (the text must end with a newline). */
function jsonLines(text: string): unknown[] {
  expect(text.endsWith('\n')).toBe(true)
  return text
    .slice(0, -1)
    .split('\n')
    .map((l) => JSON.parse(l) as unknown)
}

const validateLine = new Ajv2020({ strict: false, allErrors: true }).compile(
  JSON.parse(readFileSync('schema/shard-summary.schema.json', 'utf8')) as object
)

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fc-summary-decode-'))
  summary = path.join(dir, 'shard.json')
  const run = await cli(['summarize', MANIFEST, '--out', summary, '--run-label', 'nightly', '--commit', 'none', '--date', '2026-12-03'])
  expect(run.code).toBe(0)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('fabric-compare summary decode', () => {
  it('writes the head and one entry per line, every line valid against schema/shard-summary.schema.json', async () => {
    const run = await cli(['summary', 'decode', summary])
    expect([run.code, run.stderr]).toEqual([0, ''])
    const lines = jsonLines(run.stdout)
    for (const [i, line] of lines.entries()) {
      const valid = validateLine(line)
      if (!valid) throw new Error(`line ${i + 1} does not validate: ${JSON.stringify(validateLine.errors?.slice(0, 3))}`)
    }
    const [head, ...entries] = lines as [SummaryHead, ...AttemptReport[]]
    const reader = await readerView(summary)
    // The head line is the reader's head, key order included; the entries are the reader's, in its order.
    expect(run.stdout.split('\n')[0]).toBe(JSON.stringify(reader.head))
    expect(head.provenance.run?.label).toBe('nightly')
    expect(head.entries).toBeGreaterThan(0)
    expect(entries).toHaveLength(head.entries)
    expect(entries).toEqual(reader.entries)
  })

  it('the entries are the JSON report attempts of the same manifest, in the same order, and their rows its resource lists', async () => {
    const report = await cli([MANIFEST, '--json', '--fail-on', 'never'])
    expect(report.code).toBe(0)
    const whole = JSON.parse(report.stdout) as Report
    const [, ...decoded] = jsonLines((await cli(['summary', 'decode', summary])).stdout) as Array<
      AttemptReport & { resources?: { observations: unknown[]; not_observed: unknown[] } }
    >
    const entries = decoded.map(({ resources: _rows, ...entry }) => entry)
    expect(entries.map((e) => e.key)).toEqual(whole.attempts.map((a) => a.key))
    expect(entries).toEqual(whole.attempts)
    const rowsOf = (id: string) => decoded.filter((e) => e.configuration === id && e.resources !== undefined).map((e) => e.resources!)
    const lists = whole.configurations.map((c) => [c.resources, c.resource_coverage.not_observed])
    expect(lists.flat(2).length).toBeGreaterThan(0)
    expect(
      whole.configurations.map((c) => [rowsOf(c.id).flatMap((r) => r.observations), rowsOf(c.id).flatMap((r) => r.not_observed)])
    ).toEqual(lists)
  })

  it('the file on disk is the compact encoding, which the schema does not take as it is', () => {
    const lines = rawLines(summary)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) expect(validateLine(JSON.parse(line))).toBe(false)
  })

  it('--output FILE writes the same lines there and says where', async () => {
    const toStdout = await cli(['summary', 'decode', summary])
    const file = path.join(dir, 'decoded.jsonl')
    const run = await cli(['summary', 'decode', summary, '--output', file])
    const { head } = await readerView(summary)
    expect([run.code, run.stdout, run.stderr]).toEqual([
      0,
      `decoded <dir>/shard.json: the head and ${head.entries} attempt entries → <dir>/decoded.jsonl\n`,
      ''
    ])
    expect(readFileSync(file, 'utf8').split(dir).join('<dir>')).toBe(toStdout.stdout)
  })

  it('a summary cut short or edited is named (and the line where there is one), exit 2, and no --output file is left', async () => {
    const lines = rawLines(summary)
    const { head } = await readerView(summary)
    const noEnd = rewritten('no-end.json', lines.slice(0, -1))
    const output = path.join(dir, 'partial.jsonl')
    const cut = await cli(['summary', 'decode', noEnd, '--output', output])
    expect([cut.code, cut.stdout, cut.stderr]).toEqual([
      2,
      '',
      `fabric-compare: <dir>/no-end.json: holds ${head.entries} attempt entries and no end line, its head says ${head.entries} (the file was cut short or edited)\n`
    ])
    expect(existsSync(output)).toBe(false)
    const form = rewritten('entry-form.json', [lines[0], lines[1].replace('"entries":["c",', '"entries":["q",'), ...lines.slice(2)])
    expect(rawLines(form)).not.toEqual(lines)
    const badForm = await cli(['summary', 'decode', form])
    expect([badForm.code, badForm.stderr]).toEqual([
      2,
      'fabric-compare: <dir>/entry-form.json: line 2: $.entries[0]: "q" is not a form of an encoded array: does not decode (the summary was edited or corrupted after it was written)\n'
    ])
    const digest = rewritten('entry-edited.json', [lines[0], lines[1].replace('"entries":["c",', '"entries":["c", '), ...lines.slice(2)])
    const badDigest = await cli(['summary', 'decode', digest])
    expect([badDigest.code, badDigest.stderr]).toEqual([
      2,
      'fabric-compare: <dir>/entry-edited.json: the attempt entries do not match their digest (the summary was edited or corrupted after it was written)\n'
    ])
    const torn = path.join(dir, 'torn.json')
    writeFileSync(torn, readFileSync(summary).subarray(0, 40))
    const tornRun = await cli(['summary', 'decode', torn])
    expect([tornRun.code, tornRun.stdout]).toEqual([2, ''])
    expect(tornRun.stderr).toMatch(/^fabric-compare: <dir>\/torn\.json: cannot read the shard summary: .* \(gzip data\)\n$/)
  })

  it('a missing file, and the summary itself as --output, are refused naming the file', async () => {
    const missing = await cli(['summary', 'decode', path.join(dir, 'none.json')])
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([
      2,
      '',
      'fabric-compare: <dir>/none.json: cannot read the shard summary: no such file\n'
    ])
    const before = readFileSync(summary)
    const itself = await cli(['summary', 'decode', summary, '--output', summary])
    expect([itself.code, itself.stderr]).toEqual([
      2,
      'fabric-compare: --output <dir>/shard.json: is the shard summary being decoded; give another file\n'
    ])
    expect(readFileSync(summary).equals(before)).toBe(true)
  })

  it('usage mistakes exit 2 with one line: no subcommand, an unknown one (with the nearest), no file, two files, options', async () => {
    const runs = await Promise.all([
      cli(['summary']),
      cli(['summary', 'decod', summary]),
      cli(['summary', 'frobnicate', summary]),
      cli(['summary', 'decode']),
      cli(['summary', 'decode', summary, summary]),
      cli(['summary', 'decode', summary, '--outptu', 'x.jsonl']),
      cli(['summary', 'decode', summary, '--json']),
      cli(['summary', 'decode', summary, '--output', ' '])
    ])
    expect(runs.map((r) => [r.code, r.stdout, r.stderr])).toEqual(
      [
        'summary: give a subcommand: decode (summary decode shard.json)',
        'summary: unknown subcommand "decod"; did you mean decode?',
        'summary: unknown subcommand "frobnicate"; valid: decode',
        'summary decode: give the shard summary file to decode',
        'summary decode: give one shard summary file, got 2: <dir>/shard.json <dir>/shard.json',
        'summary: unknown option --outptu; did you mean --output?',
        'summary: --json is an option of the comparison, summarize or merge, not of this command',
        '--output: give a file name'
      ].map((m) => [2, '', `fabric-compare: ${m}\n${HELP}`])
    )
  })

  it('the usage text names the command', async () => {
    const help = await cli(['summary', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('  fabric-compare summary decode shard.json [--output FILE]\n')
  })

  it('writeDecodedSummary writes a block of entries per call and closes the summary, also when the entries fail', async () => {
    const opened = await openSummary(summary)
    const [one] = (await readerView(summary)).outputs
    let closed = 0
    const total = 2 * ENTRY_BLOCK + 1
    const many: OpenedSummary = {
      ...opened,
      entries: async function* () {
        for (let i = 0; i < total; i++) yield { ...one, entry: { ...one.entry, key: `k${i}` } }
      },
      close: () => {
        closed += 1
        opened.close()
      }
    }
    const writes: string[] = []
    expect(await writeDecodedSummary(many, (t) => writes.push(t))).toBe(total)
    expect(writes.map((w) => w.split('\n').length - 1)).toEqual([1, ENTRY_BLOCK, ENTRY_BLOCK, 1])
    const keys = writes
      .slice(1)
      .join('')
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as AttemptReport).key)
    expect(keys).toEqual(Array.from({ length: total }, (_, i) => `k${i}`))
    expect(closed).toBe(1)
    const failing: OpenedSummary = {
      ...many,
      entries: async function* () {
        yield one
        throw new Error('cut short')
      }
    }
    await expect(writeDecodedSummary(failing, () => undefined)).rejects.toThrow('cut short')
    expect(closed).toBe(2)
  })
})
