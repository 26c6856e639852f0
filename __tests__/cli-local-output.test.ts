/**
 * The CLI for local use: `--markdown` prints the pull-request comment the
 * action posts (the same function builds it, src/render/markdown/comment-body.ts),
 * `--summary-markdown` the job summary, and `--output FILE` writes the JSON
 * report beside the text or Markdown on standard output — each pinned
 * against the committed goldens of the bundled example.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { cli, golden } from './support/cli-golden.js'
import { checkStructure } from './support/gfm-structure.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

const MANIFEST = 'examples/attempt-comparison/manifest.json'
const RUN = 'https://github.com/OWNER/REPO/actions/runs/1'
const read = (name: string): string => readFileSync(`__tests__/golden/${name}`, 'utf8')

/**
 * The golden comment (rendered with a run link, render-gfm.test.ts) as the CLI prints it: no commit or run, and for
 * the job summary it cannot link, its own outputs that hold everything else.
 */
function goldenCommentWithoutGitHub(): string {
  const body = read('example-comment.md')
  const lines = body.split('\n')
  expect(lines[0]).toBe('<!-- fabric-compare:v1 key=default -->')
  lines[0] =
    '<!-- fabric-compare:v1 key=default --><!-- fabric-compare:head sha=unknown run=unknown --><!-- fabric-compare:verdict gate=failed run-attempt=unknown -->'
  return lines
    .join('\n')
    .replace(`Everything else: [job summary](${RUN}).`, 'Everything else: `--summary-markdown` or `--json`.')
    .replace(`\n\n[Workflow run](${RUN})\n`, '\n')
}

describe('--markdown prints the pull-request comment', () => {
  it('is the action’s comment body for the example, with a first screen of 30 lines ending with what to do, and sound GFM tables', async () => {
    const run = await cli([MANIFEST, '--markdown'])
    expect(run.code).toBe(1)
    expect(besidesGateLine(run.stderr)).toBe('')
    expect(run.stdout).toBe(goldenCommentWithoutGitHub())
    const lines = run.stdout.split('\n')
    const screen = lines.slice(
      0,
      lines.findIndex((l) => l.startsWith('<details>'))
    )
    expect(screen).toHaveLength(30)
    expect(screen.slice(0, 6)).toEqual([
      '<!-- fabric-compare:v1 key=default --><!-- fabric-compare:head sha=unknown run=unknown --><!-- fabric-compare:verdict gate=failed run-attempt=unknown -->',
      '## fabric-compare · evidence INCOMPLETE',
      '',
      '**Evidence INCOMPLETE** — `candidate`: 2 of 6 listed attempts missing (`calc/mul@r3#2`, `text/reverse@r1#2`), 2 of 9 expected requests without evidence, 1 request list unverified; main gap `result_missing` ×2; `baseline` complete. **Gate FAILED** (policy `incomplete`). Baseline: `baseline` (every Δ is against it). Everything else: `--summary-markdown` or `--json`.',
      '',
      '| figure | `baseline` | `candidate` | Δ `candidate` − `baseline` |'
    ])
    const structure = checkStructure(run.stdout, {
      links: [],
      marker:
        '<!-- fabric-compare:v1 key=default --><!-- fabric-compare:head sha=unknown run=unknown --><!-- fabric-compare:verdict gate=failed run-attempt=unknown -->'
    })
    expect(structure.problems).toEqual([])
    expect(structure).toMatchObject({ tables: 6, columns: [4, 2, 2, 3, 7, 3], details: 5, links: [] })
    const firstScreen = checkStructure(screen.join('\n'), { links: [], marker: screen[0] })
    expect(firstScreen).toMatchObject({ problems: [], tables: 1, columns: [4] })
  })

  it('exits by the gate like the text report', async () => {
    expect((await cli([MANIFEST, '--markdown', '--fail-on', 'never'])).code).toBe(0)
  })
})

describe('--summary-markdown prints the job summary', () => {
  it('is the example’s job summary golden byte for byte', async () => {
    const run = await cli([MANIFEST, '--summary-markdown'])
    expect(run.code).toBe(1)
    expect(besidesGateLine(run.stderr)).toBe('')
    golden('example-summary.md', run.stdout)
  })
})

describe('--output FILE writes the JSON report beside standard output', () => {
  it('gives the text on standard output and the JSON in the file, both as their goldens', async () => {
    const file = `${tempFolder('fabric-compare-output-')}/report.json`
    const run = await cli([MANIFEST, '--output', file])
    expect(run.code).toBe(1)
    expect(besidesGateLine(run.stderr)).toBe('')
    expect(run.stdout).toBe(read('example.txt'))
    expect(readFileSync(file, 'utf8')).toBe(read('example.json'))
  })

  it('combines with --details and with --markdown', async () => {
    const dir = tempFolder('fabric-compare-output-')
    const details = await cli([MANIFEST, '--details', '--fail-on', 'never', '--output', `${dir}/a.json`])
    expect(details.code).toBe(0)
    expect(details.stdout).toBe(read('example-details.txt'))
    const json = JSON.parse(readFileSync(`${dir}/a.json`, 'utf8')) as { attempts: unknown[]; gate: { policy: string } }
    expect(json.gate.policy).toBe('never')
    expect(json.attempts).toHaveLength(12)
    const markdown = await cli([MANIFEST, '--markdown', '--output', `${dir}/b.json`])
    expect(markdown.stdout).toBe(goldenCommentWithoutGitHub())
    expect(readFileSync(`${dir}/b.json`, 'utf8')).toBe(read('example.json'))
  })

  it('names the file when it cannot be written, before reading any evidence', async () => {
    const file = `${tempFolder('fabric-compare-output-')}/no/such/folder/report.json`
    const run = await cli([MANIFEST, '--output', file])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(
      new RegExp(`^fabric-compare: --output ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot write the JSON report: ENOENT`)
    )
  })
})

describe('output options that contradict each other are usage errors', () => {
  it.each([
    [
      [MANIFEST, '--markdown', '--summary-markdown'],
      'give one of --markdown (the pull-request comment) and --summary-markdown (the job summary)'
    ],
    [
      [MANIFEST, '--markdown', '--json'],
      '--markdown and --json each choose what standard output holds: give one (--output FILE writes the JSON beside the Markdown)'
    ],
    [[MANIFEST, '--summary-markdown', '--details'], '--details is for the text report; --summary-markdown holds its own collapsed details'],
    [[MANIFEST, '--json', '--output', 'r.json'], '--json prints the JSON report and --output FILE writes it: give one'],
    [
      ['summarize', MANIFEST, '--out', 's.json', '--output', 'r.json'],
      '--output is for a report: summarize --out writes a shard summary (merge it, or run merge without --out, for the report)'
    ],
    [
      ['summarize', MANIFEST, '--out', 's.json', '--markdown'],
      '--markdown is for a report: summarize --out writes a shard summary (merge it, or run merge without --out, for the report)'
    ],
    [[MANIFEST, '--out', 'r.json'], '--out is only for summarize and merge (--output FILE writes the JSON report)']
  ])('%j', async (args, message) => {
    const run = await cli(args)
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`fabric-compare: ${message}\nRun fabric-compare --help for the usage.\n`)
  })
})
