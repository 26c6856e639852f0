/**
 * The bundled example (examples/attempt-comparison/manifest.json) summarised by this project's own writer
 * (src/shard/summarize.ts), for tests that edit a real summary: the file, its head parts and its entries.
 */
import type { AttemptOutput } from '../../src/comparison/tally/tally.js'
import { memorySpool } from '../../src/render/output/spool.js'
import { openSummary } from '../../src/shard/read.js'
import { summarizeToFile, type summaryText } from '../../src/shard/summarize.js'
import { loadManifestInput } from '../../src/sources/manifest/load.js'

/** Writes the example's summary (gzip when `file` ends in `.gz`) to `file`; returns `file`. */
export async function writeExampleSummary(file: string): Promise<string> {
  const input = await loadManifestInput('examples/attempt-comparison/manifest.json')
  const stream = { configurations: input.configurations, attempts: input.attempts, tail: () => ({ diagnostics: input.diagnostics }) }
  await summarizeToFile(
    stream,
    { sources: [{ kind: 'manifest', path: 'example' }], workflow_job: null },
    '0.0.0',
    file,
    '--out',
    memorySpool()
  )
  return file
}

/** A summary's head parts (what `summaryText` writes again) and its entries, read whole from `file`. */
export async function summaryParts(file: string): Promise<{ content: Parameters<typeof summaryText>[0]; entries: AttemptOutput[] }> {
  const opened = await openSummary(file)
  const entries: AttemptOutput[] = []
  try {
    for await (const e of opened.entries()) entries.push(e)
  } finally {
    opened.close()
  }
  const { provenance, tally, entries: count } = opened.head
  return { content: { provenance, tally, entries: count }, entries }
}
