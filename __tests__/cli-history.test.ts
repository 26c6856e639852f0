/**
 * `fabric-compare summarize --run-label` and `fabric-compare history`
 * through the CLI (unbundled): the label is recorded in the summary's
 * provenance; history prints one row per run and configuration in the
 * order given, marks an incomplete run, names an unreadable file (exit 2)
 * and, with --markdown, the job summary's section whose chart block and
 * table pass the render check; evidence strings cannot break the Mermaid
 * block.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { cpSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runCli } from '../src/cli/run.js'
import { openSummary } from '../src/shard/read.js'
import type { SummaryHead } from '../src/shard/schema.js'
import { checkStructure } from './support/gfm-structure.js'
import { tempFolder } from './support/temp-folder.js'

// A complete comparison (the paired example) and an incomplete one (the attempt example: a candidate attempt without evidence).
const COMPLETE = path.resolve('examples/paired-comparison')
const INCOMPLETE = path.resolve('examples/attempt-comparison')
let dir: string

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string; raw: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) })
  return { code, stdout: stdout.split(dir).join('<dir>'), stderr: stderr.split(dir).join('<dir>'), raw: stdout }
}

const file = (name: string): string => path.join(dir, name)
/** A summary's head as the reader decodes it (src/shard/read.ts). */
async function headOf(name: string): Promise<SummaryHead> {
  const opened = await openSummary(file(name))
  opened.close()
  return opened.head
}

beforeAll(async () => {
  dir = tempFolder('fc-cli-history-')
  cpSync(COMPLETE, file('complete'), { recursive: true })
  cpSync(INCOMPLETE, file('incomplete'), { recursive: true })
  expect(
    (
      await cli([
        'summarize',
        file('complete/manifest.json'),
        '--out',
        file('s1.json'),
        '--run-label',
        'nightly 1',
        '--commit',
        'none',
        '--date',
        'none'
      ])
    ).code
  ).toBe(0)
  expect(
    (
      await cli([
        'summarize',
        file('incomplete/manifest.json'),
        '--out',
        file('s2.json'),
        '--run-label',
        'nightly 2',
        '--commit',
        'none',
        '--date',
        'none'
      ])
    ).code
  ).toBe(0)
  expect(
    (
      await cli([
        'summarize',
        file('complete/manifest.json'),
        '--out',
        file('s3.json'),
        '--run-label',
        'x"]\n```\n| evil <b>',
        '--commit',
        'none',
        '--date',
        'none'
      ])
    ).code
  ).toBe(0)
  writeFileSync(file('broken.json'), '{"summary_version": 1}\n')
})

describe('fabric-compare summarize --run-label', () => {
  it('records the label in the provenance, and no commit or time with --commit none --date none', async () => {
    expect((await headOf('s1.json')).provenance.run).toEqual({
      label: 'nightly 1',
      run_id: null,
      run_attempt: null,
      commit: null,
      branch: null,
      time: null,
      workflow: null
    })
  })
  it('records the commit checked out (git rev-parse HEAD) and the time by default, or the --commit and --date given', async () => {
    const before = Date.now()
    expect((await cli(['summarize', file('complete/manifest.json'), '--out', file('dated.json'), '--run-label', 'local'])).code).toBe(0)
    const run = (await headOf('dated.json')).provenance.run!
    expect(run.commit).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim())
    expect(Date.parse(run.time!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(Date.parse(run.time!)).toBeLessThanOrEqual(Date.now())
    expect(
      (
        await cli([
          'summarize',
          file('complete/manifest.json'),
          '--out',
          file('given.json'),
          '--commit',
          'ABCDEF1',
          '--date',
          '2026-12-01T08:00:00+01:00'
        ])
      ).code
    ).toBe(0)
    expect((await headOf('given.json')).provenance.run).toEqual({
      label: null,
      run_id: null,
      run_attempt: null,
      commit: 'abcdef1',
      branch: null,
      time: '2026-12-01T07:00:00.000Z',
      workflow: null
    })
    const history = await cli(['history', file('given.json')])
    expect(history.stdout).toMatch(/^1 {2}<dir>\/given\.json {2}abcdef1 {2}2026-12-01 07:00 UTC {2}complete/m)
  })
  it('refuses a --commit or --date that is none of these, and both outside summarize', async () => {
    expect((await cli(['summarize', file('complete/manifest.json'), '--out', file('x.json'), '--commit', 'main'])).stderr).toContain(
      'fabric-compare: --commit: "main" is not a commit; give 7 to 40 hex digits, or none'
    )
    expect((await cli(['summarize', file('complete/manifest.json'), '--out', file('x.json'), '--date', 'yesterday'])).stderr).toContain(
      'fabric-compare: --date: "yesterday" is not a date; give ISO 8601 with its offset (2026-12-03T17:00:00Z, 2026-12-03T18:00:00+01:00) or a day (2026-12-03, UTC), or none'
    )
    expect((await cli([file('complete/manifest.json'), '--commit', 'abcdef1'])).stderr).toContain(
      "--commit is only for summarize (it is recorded in the shard summary's run)"
    )
    // A time without its offset would be read in the local time zone: refused; a day alone is UTC.
    expect(
      (await cli(['summarize', file('complete/manifest.json'), '--out', file('x.json'), '--date', '2026-01-02T10:00:00'])).stderr
    ).toContain('--date: "2026-01-02T10:00:00" is not a date; give ISO 8601 with its offset')
    expect(
      (await cli(['summarize', file('complete/manifest.json'), '--out', file('day.json'), '--date', '2026-01-02', '--commit', 'none'])).code
    ).toBe(0)
    expect((await headOf('day.json')).provenance.run?.time).toBe('2026-01-02T00:00:00.000Z')
  })
  it('a JSON report given to history is named as one, with the command that writes a summary; the same summary twice counts once', async () => {
    const report = (await cli([file('complete/manifest.json'), '--json', '--fail-on', 'never'])).stdout
    writeFileSync(file('report.json'), report)
    const run = await cli(['history', file('s1.json'), file('s1.json'), file('report.json')])
    expect(run.code).toBe(2)
    expect(run.stdout).toContain(
      '<dir>/report.json: unreadable: a JSON report (report_version 2), not a shard summary: history reads summaries — write one per run with `fabric-compare summarize <the same input> --out FILE --run-label LABEL`'
    )
    expect(run.stdout).toMatch(
      /<dir>\/s1\.json: duplicate: the same summary as <dir>\/s1\.json \(shard id sha256:[0-9a-f]{12}…\): counted once/
    )
    expect(
      run.stdout
        .split('\n')
        .filter((l) => /^\d+ {2}/.test(l))
        .map((l) => l.split(/ {2,}/)[0])
    ).toEqual(['1', '1'])
    const twice = await cli(['history', file('s1.json'), file('s1.json')])
    expect(twice.code).toBe(0)
  })
  it('--markdown over one complete run says there is no trend yet instead of drawing empty axes', async () => {
    const md = (await cli(['history', file('s1.json'), '--markdown'])).stdout
    expect(md).not.toContain('```mermaid')
    expect(md).toMatch(/_Configuration 1, baseline: one complete run so far \(#&#8203;1\), pass fraction [^_]*: no trend to draw yet\._/)
    expect(md).toMatch(
      /_Configuration 1, baseline: one complete run with every attempt's cost so far \(#&#8203;1\), [^_]*: no trend to draw yet\._/
    )
  })
  it('without it the provenance has no run (the bytes of a summary stay as before)', async () => {
    expect((await cli(['summarize', file('complete/manifest.json'), '--out', file('plain.json')])).code).toBe(0)
    expect((await headOf('plain.json')).provenance).not.toHaveProperty('run')
  })
  it('is refused outside summarize, and when empty', async () => {
    expect((await cli(['merge', file('s1.json'), '--run-label', 'a'])).stderr).toMatch(/--run-label is only for summarize/)
    expect((await cli(['summarize', file('complete/manifest.json'), '--out', file('x.json'), '--run-label', ' '])).code).toBe(2)
  })
})

describe('fabric-compare history', () => {
  it('prints one row per run and configuration, in the order given, the incomplete run marked', async () => {
    const run = await cli(['history', file('s2.json'), file('s1.json')])
    expect(run).toMatchObject({ code: 0, stderr: '' })
    const rows = run.stdout.split('\n').filter((l) => /^\d+ {2}/.test(l))
    expect(rows.map((r) => r.split(/ {2,}/).slice(0, 6))).toEqual([
      ['1', 'nightly 2', 'unknown', 'unknown', 'INCOMPLETE', 'baseline'],
      ['1', 'nightly 2', 'unknown', 'unknown', 'INCOMPLETE', 'candidate'],
      ['2', 'nightly 1', 'unknown', 'unknown', 'complete', 'baseline'],
      ['2', 'nightly 1', 'unknown', 'unknown', 'complete', 'candidate']
    ])
    expect(run.stdout).toMatch(/2 runs with a summary, 1 with complete evidence/)
    // A pass fraction with its interval and denominator; a cost per attempt with coverage.
    expect(rows[3]).toMatch(/\d+\.\d% \(95 % interval \d+\.\d%–\d+\.\d%; \d+ of \d+ attempts? evaluated\)/)
    expect(rows[3]).toMatch(/\$[\d.]+ \(\d+ of \d+ attempts?; basis [^)]+\)/)
  })

  it('names an unreadable file with why, keeps the others, and exits 2', async () => {
    const run = await cli(['history', file('s1.json'), file('broken.json'), file('missing.json')])
    expect(run.code).toBe(2)
    expect(run.stdout).toMatch(/2 runs without a usable summary:/)
    expect(run.stdout).toMatch(/<dir>\/broken\.json: unreadable: .*summary_version: 1 is not a shard summary version/)
    expect(run.stdout).toContain('<dir>/missing.json: unreadable: cannot read the shard summary: no such file')
    expect(run.stdout).toMatch(/^1 {2}nightly 1/m)
    expect(run.stderr).toContain('fabric-compare: history: <dir>/missing.json: cannot read the shard summary: no such file')
  })

  it('--markdown: charts over complete runs only, a well-formed table, evidence escaped in both', async () => {
    const run = await cli(['history', file('s1.json'), file('s2.json'), file('s3.json'), file('broken.json'), '--markdown'])
    expect(run.code).toBe(2)
    const md = run.stdout
    expect(checkStructure(run.raw, { links: [] }).problems).toEqual([])
    const blocks = [...md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1])
    // Per configuration: a pass fraction chart (estimate and two bounds) and a cost chart.
    expect(blocks).toHaveLength(4)
    for (const block of blocks) {
      expect(block).toMatch(/^(%%\{init[^\n]*\}%%\n)?xychart-beta\n/)
      // Only the two complete runs (#1 and #3) are drawn; #2, incomplete, keeps its place under a band. The axis names
      // runs by number only.
      expect(block).toMatch(/x-axis \["#1", "#2", "#3"\]/)
      expect(block).not.toContain('evil')
      for (const line of block.split('\n').filter((l) => l.startsWith('  line')))
        expect(line).toMatch(/^ {2}line \[[\d.]+, [\d.]+, [\d.]+\]$/)
      expect(block).toMatch(/^ {2}bar \[-[\d.]+, [\d.]+, -[\d.]+\]$/m)
    }
    expect(blocks[0].split('\n').filter((l) => l.startsWith('  line'))).toHaveLength(3)
    expect(md).toContain('⚠ incomplete — not drawn')
    expect(md).not.toContain('<b>')
    expect(md).toMatch(/1 run without a usable summary \(artifact expired: 0; no summary: 0; unreadable: 1\)/)
  })

  it('needs at least one file and refuses compare options', async () => {
    expect((await cli(['history'])).stderr).toMatch(/history: give one or more shard summary files/)
    expect((await cli(['history', file('s1.json'), '--json'])).stderr).toMatch(/--json is an option of/)
  })
})
