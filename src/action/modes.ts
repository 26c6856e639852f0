/**
 * The action's modes as a table (input `mode`): each is the comparison step of its run, and the publishing
 * (publish-run.ts) follows unless the mode is a shard's.
 *
 * | mode        | comparison step                                               | then                                    |
 * | ----------- | ------------------------------------------------------------- | --------------------------------------- |
 * | `compare`   | gather the evidence (gather.ts), compare it as it is read     | publish, outputs, gate                  |
 * | `summarize` | gather the evidence, write it as a shard summary (shards.ts)  | outputs `summary-path`, `shard-id` only |
 * | `merge`     | read the shard summaries' artifacts, merge their accumulators | publish, outputs, gate                  |
 */
import * as core from '@actions/core'
import type { AttemptReport, Report } from '../comparison/report/report-schema.js'
import type { Tally } from '../comparison/tally/tally.js'
import { actionsLogger as log } from '../github/logger.js'
import type { RunContext } from '../inputs/run-context.js'
import type { ActionMode, Settings } from '../inputs/settings.js'
import { compareStream } from '../sources/compare-stream.js'
import { collectResources } from '../comparison/figures/resource-list.js'
import { VERSION } from '../version.js'
import { channel } from './channel.js'
import type { DefaultBranchBaseline } from './default-branch-baseline.js'
import { openActionSource } from './gather.js'
import { mergeModeReport, writeActionShard } from './shards.js'

/** One run of the action: its settings, where it runs, and its own temporary folder. */
export interface ActionRun {
  settings: Settings
  ctx: RunContext
  temp: string
}

/** What a comparison step hands to publishing: the report with its entries, the tally (for the run's summary), the default branch's run. */
export interface Compared {
  report: Report
  /** The accumulator, for the uploaded summary; null when the mode gave none. */
  tally: Tally | null
  baseline: DefaultBranchBaseline | null
}

/** A mode's comparison step; null when the mode publishes nothing more (a shard). */
export type ComparisonStep = (run: ActionRun) => Promise<Compared | null>

/**
 * Mode `compare`: the evidence's attempts compared as they are read; only their entries and resource rows are kept,
 * never their parsed evidence.
 */
async function compareEvidence({ settings, ctx, temp }: ActionRun): Promise<Compared> {
  const { stream, baseline } = await openActionSource(settings, ctx, temp)
  let attempts = 0
  let requests = 0
  const entries: AttemptReport[] = []
  const resources = collectResources()
  const compared = await compareStream(stream, settings.gate, {
    version: VERSION,
    onRead: (a) => {
      attempts += 1
      requests += a.requests.length
    },
    onAttempt: (entry, rows) => {
      entries.push(entry)
      resources.add(rows)
    }
  })
  log.info(`comparison input: ${stream.configurations.length} configuration(s), ${attempts} attempt(s), ${requests} expected request(s)`)
  return { report: { ...resources.fill(compared.report), attempts: entries }, tally: compared.tally, baseline }
}

/** Mode `summarize`: a shard; its summary (its attempts' accumulator) is the product, the gate and comment are the merge job's. */
async function summarizeShard({ settings, ctx, temp }: ActionRun): Promise<null> {
  const { stream } = await openActionSource(settings, ctx, temp)
  const shard = await writeActionShard(stream, settings, { workspace: ctx.workspace, temp }, VERSION)
  log.info(`shard summary ${shard.id} (${shard.attempts} attempts) written to ${shard.path}; upload it as an artifact for the merge job`)
  await channel('output summary-path', () => core.setOutput('summary-path', shard.path), undefined)
  await channel('output shard-id', () => core.setOutput('shard-id', shard.id), undefined)
  return null
}

/** Mode `merge`: shard summaries are accumulators, merged as such (src/shard/). */
async function mergeShards({ settings, ctx, temp }: ActionRun): Promise<Compared> {
  let tally: Tally | null = null
  const report = await mergeModeReport(settings, { workspace: ctx.workspace, temp }, log, VERSION, (t) => (tally = t))
  return { report, tally, baseline: null }
}

/** The comparison step of each mode. */
export const COMPARISON_STEPS: Readonly<Record<ActionMode, ComparisonStep>> = {
  compare: compareEvidence,
  summarize: summarizeShard,
  merge: mergeShards
}
