/**
 * The promise of `fabric-compare merge`: the report of a single run equals
 * the report of merging shard summaries over any split of its attempts —
 * 1, 2 or 7 shards, or one attempt per shard, in any order — byte for byte
 * apart from `generated_by`. A fast-check property (fixed seed, bounded
 * runs) over generated evidence (the benchmark generator, three seeds), the
 * two examples and the real Harbor trials. Each shard goes through the
 * summary file (written, read back and validated), as in a workflow.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateEvidence } from '../../bench/generate.js'
import { compare } from '../../src/comparison/compare.js'
import type { ComparisonInput } from '../../src/comparison/input/input.js'
import type { Report } from '../../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../../src/evidence/harbor/load.js'
import { loadManifestInput } from '../../src/sources/manifest/load.js'
import { byAttemptKey } from '../../src/comparison/input/keys.js'
import { finishTally } from '../../src/comparison/finish/finish.js'
import { memorySpool } from '../../src/render/output/spool.js'
import { collectResources } from '../../src/comparison/figures/resource-list.js'
import { mergeEntries, mergeSummaries } from '../../src/shard/merge.js'
import { openSummary } from '../../src/shard/read.js'
import { summarizeToFile } from '../../src/shard/summarize.js'
import { buildHarborTree, PAIRWISE_JOBS, PAIRWISE_MAP } from '../support/harbor-tree.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'fc-shards-'))
const sources = new Map<string, ComparisonInput>()
let harborRoot = ''

beforeAll(async () => {
  for (const seed of [1, 2, 3]) {
    const g = await generateEvidence({ attempts: 36, seed, outDir: path.join(root, `bench-${seed}`), configurations: seed === 3 ? 3 : 2 })
    sources.set(`bench seed ${seed}`, { ...(await loadManifestInput(g.manifestPath)), policy: 'incomplete' })
  }
  for (const example of ['attempt-comparison', 'paired-comparison']) {
    sources.set(`example ${example}`, {
      ...(await loadManifestInput(path.resolve('examples', example, 'manifest.json'))),
      policy: 'regression'
    })
  }
  const tree = await buildHarborTree(PAIRWISE_JOBS)
  harborRoot = tree.root
  sources.set('real Harbor trials', { ...(await loadHarborJobs(tree.jobDirs, { configurationMap: PAIRWISE_MAP })), policy: 'incomplete' })
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  if (harborRoot !== '') rmSync(harborRoot, { recursive: true, force: true })
})

/** The report as JSON text without its generation metadata. */
function reportText(report: Report): string {
  return JSON.stringify({ ...report, generated_by: null })
}

let written = 0

/**
 * Splits `input` by `shardOf` into `k` shard summary files (written and read
 * back as the CLI and the action do), merges them in `order`, and finishes:
 * the report with its attempt entries, streamed from the files.
 */
async function mergedReport(input: ComparisonInput, k: number, shardOf: number[], order: number[]): Promise<Report> {
  const files: string[] = []
  for (let s = 0; s < k; s++) {
    const file = path.join(root, `shard-${written++}.json.gz`)
    const attempts = input.attempts.filter((_, i) => shardOf[i] % k === s).sort(byAttemptKey)
    // Findings not tied to an attempt belong to one source: they travel with one shard.
    const tail =
      s === 0
        ? { diagnostics: input.diagnostics, artifacts: input.artifacts, unexpected_attempts: input.unexpected_attempts }
        : { diagnostics: [] }
    const stream = {
      kind: input.source,
      configurationKinds: input.configuration_sources,
      configurations: input.configurations,
      attempts,
      tail: () => tail
    }
    await summarizeToFile(
      stream,
      { sources: [{ kind: input.source === 'harbor_job' ? 'harbor_job' : 'manifest', path: `shard-${s}` }], workflow_job: null },
      '0.0.0',
      file,
      '--out',
      memorySpool()
    )
    files.push(file)
  }
  const opened = await Promise.all(order.map((s) => openSummary(files[s])))
  const report = finishTally(mergeSummaries(opened), { policy: input.policy, regression_tolerance_pp: input.regression_tolerance_pp })
  const entries: Report['attempts'] = []
  const rows = collectResources()
  for await (const e of mergeEntries(opened.map((o) => o.entries()))) {
    entries.push(e.entry)
    rows.add(e.resources)
  }
  return { ...rows.fill(report), attempts: entries }
}

/** A split of `n` attempts: the shard count, each attempt's shard and the order the shards are given in. */
function split(n: number) {
  return fc.constantFrom(1, 2, 7, Math.max(n, 1)).chain((k) =>
    fc.record({
      k: fc.constant(k),
      shardOf:
        k === n
          ? fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })
          : fc.array(fc.nat(k - 1), { minLength: n, maxLength: n }),
      order: fc.shuffledSubarray([...Array(k).keys()], { minLength: k, maxLength: k })
    })
  )
}

describe('merge of shard summaries = a single run', () => {
  it('holds for every source, any split into 1, 2, 7 or one-attempt shards, in any order', async () => {
    expect([...sources.keys()]).toEqual([
      'bench seed 1',
      'bench seed 2',
      'bench seed 3',
      'example attempt-comparison',
      'example paired-comparison',
      'real Harbor trials'
    ])
    for (const [name, input] of sources) {
      const single = reportText(compare(input))
      await fc.assert(
        fc.asyncProperty(split(input.attempts.length), async ({ k, shardOf, order }) => {
          const merged = reportText(await mergedReport(input, k, shardOf, order))
          // Structured first (a readable diff when it fails), then byte for byte.
          expect({ name, k, report: JSON.parse(merged) as unknown }).toEqual({ name, k, report: JSON.parse(single) as unknown })
          expect(merged).toBe(single)
        }),
        { seed: 1414, numRuns: 12 }
      )
    }
  })

  it('draws on every source: attempt and configuration counts', () => {
    const shape = [...sources].map(([name, input]) => [name, input.attempts.length, input.configurations.length])
    expect(shape).toEqual([
      ['bench seed 1', 36, 2],
      ['bench seed 2', 36, 2],
      ['bench seed 3', 36, 3],
      ['example attempt-comparison', 12, 2],
      ['example paired-comparison', 36, 2],
      ['real Harbor trials', 4, 2]
    ])
  })
})
