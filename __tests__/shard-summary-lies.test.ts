/**
 * A summary that lies consistently (issue 57 item 3; src/shard/usage-check.ts): written by this project's own writer
 * with every entry's token counts multiplied by 1,000 and its tally left alone, it has a valid `shard_id`, count and
 * digest — and used to merge silently (the configuration said 11,600 tokens, complete, its rows 11,600,000). The
 * tally's usage is recomputed from the entries as they are read, and a summary whose figures differ is refused with
 * the tally's JSON path, in the CLI and the action.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { AttemptOutput } from '../src/comparison/tally/tally.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { openSummary } from '../src/shard/read.js'
import { summaryText } from '../src/shard/summarize.js'
import { cli } from './support/cli-golden.js'
import { summaryParts, writeExampleSummary } from './support/example-summary.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

/** The bundled example summarised by this project's writer; returns its file. */
const honestSummary = (): Promise<string> => writeExampleSummary(path.join(tempFolder('fc-lies-'), 'honest.summary.json.gz'))

/** The summary `file` rewritten by this project's writer, each entry passed through `edit` (new, valid shard_id and digest). */
async function rewritten(file: string, edit: (e: AttemptOutput) => AttemptOutput): Promise<string> {
  const { content, entries } = await summaryParts(file)
  const out = path.join(tempFolder('fc-lies-'), 'edited.summary.json')
  writeFileSync(out, summaryText(content, entries.map(edit), '0.0.0'))
  return out
}

/** Every request's token counts × 1,000. */
const inflate = (e: AttemptOutput): AttemptOutput => ({
  ...e,
  entry: {
    ...e.entry,
    requests: e.entry.requests.map((r) =>
      r.usage === null
        ? r
        : {
            ...r,
            usage: {
              ...r.usage,
              input_tokens: r.usage.input_tokens === null ? null : r.usage.input_tokens * 1000,
              output_tokens: r.usage.output_tokens === null ? null : r.usage.output_tokens * 1000
            }
          }
    )
  }
})

async function readAll(file: string): Promise<number> {
  const opened = await openSummary(file)
  let n = 0
  try {
    for await (const e of opened.entries()) {
      void e
      n += 1
    }
  } finally {
    opened.close()
  }
  return n
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

describe('a summary whose entries and tally disagree', () => {
  it('the honest summary and one rewritten unchanged read whole', async () => {
    const honest = await honestSummary()
    expect(await readAll(honest)).toBeGreaterThan(0)
    expect(await readAll(await rewritten(honest, (e) => e))).toBeGreaterThan(0)
  })

  it('token counts × 1,000 in the entries, the tally left alone: refused with the tally’s JSON path', async () => {
    const edited = await rewritten(await honestSummary(), inflate)
    await expect(readAll(edited)).rejects.toThrow(
      /: \$\.tally\.parts\[0\]\.usage\.sums: the tally of "baseline" sums input_tokens to [\d,]+ over \d+ requests, its attempt entries to [\d,]+ over \d+: the summary was edited or made by another program; summarise the shard again$/
    )
  })

  it('a request dropped from an entry: the request counts differ', async () => {
    const edited = await rewritten(await honestSummary(), (e) =>
      e.entry.configuration === 'candidate' && e.entry.requests.length > 1
        ? { ...e, entry: { ...e.entry, requests: e.entry.requests.slice(1) } }
        : e
    )
    await expect(readAll(edited)).rejects.toThrow(
      /\$\.tally\.parts\[1\]\.usage\.expected: the tally of "candidate" counts \d+ requests, its attempt entries list \d+/
    )
  })

  it('the CLI: merge refuses it, exit 2, naming the file', async () => {
    const edited = await rewritten(await honestSummary(), inflate)
    const out = await cli(['merge', edited])
    expect(out.code).toBe(2)
    expect(out.stderr).toContain(`${edited}: $.tally.parts[0].usage.sums: the tally of "baseline" sums input_tokens`)
  })

  it('the action: merge mode refuses it on its artifact; incomplete, the gate fails', async () => {
    const edited = await rewritten(await honestSummary(), inflate)
    fake = await startFakeGitHub({
      runId: 7171,
      artifacts: [{ name: 'shard-1', files: { 'shard.json.gz': gzipSync(readFileSync(edited)) } }]
    })
    const run = await runAction({ inputs: { mode: 'merge', 'shard-artifacts': 'shard-*', comment: 'false' }, env: fake.env() })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.artifacts[0]?.refused?.[0]?.reason).toContain('$.tally.parts[0].usage.sums: the tally of "baseline" sums input_tokens')
  })
})
