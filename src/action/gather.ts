/**
 * The action's evidence as one source (modes `compare` and `summarize`): the default branch's runs of
 * `run=default-branch` lines resolved, the artifacts downloaded (or the local `evidence-path` read), then
 * described (build-input.ts) and opened (src/sources/choose.ts), with the outcomes and findings of looking for
 * the default branch's run added to the stream's tail.
 */
import path from 'node:path'
import type { ArtifactOutcome, Diagnostic } from '../model/index.js'
import { actionsLogger as log } from '../github/logger.js'
import type { RunContext } from '../inputs/run-context.js'
import type { Settings } from '../inputs/settings.js'
import { chooseSource } from '../sources/choose.js'
import { localEvidence } from '../sources/evidence-folders.js'
import type { AttemptStream } from '../sources/source.js'
import { actionSourceDescription } from './build-input.js'
import { resolveDefaultBranchRuns, type DefaultBranchBaseline } from './default-branch-baseline.js'
import { downloadEvidence } from './evidence.js'

/** An opened source, and the default branch's run its `run=default-branch` lines chose (null: none). */
export interface GatheredSource {
  stream: AttemptStream
  baseline: DefaultBranchBaseline | null
}

/**
 * Gathers the evidence `settings` name into `temp` and opens it as one attempt stream. Throws
 * ConfigurationError for settings that name no readable evidence; evidence problems are findings, never throws.
 */
export async function openActionSource(settings: Settings, ctx: RunContext, temp: string): Promise<GatheredSource> {
  const resolved =
    settings.evidencePath !== null
      ? { settings, outcomes: [], diagnostics: [], baseline: null }
      : await resolveDefaultBranchRuns(settings, ctx, log)
  const evidence =
    settings.evidencePath !== null
      ? await localEvidence(path.resolve(ctx.workspace, settings.evidencePath), settings.configurations)
      : await downloadEvidence(resolved.settings, path.join(temp, 'artifacts'), log, ctx.serverUrl)
  log.info(
    `evidence: ${evidence.artifacts.length} artifact folder(s) under ${evidence.root}: ${evidence.artifacts.map((a) => a.name).join(', ') || 'none'}`
  )
  const description = await actionSourceDescription(resolved.settings, evidence, ctx.workspace)
  const stream = await chooseSource(description).open()
  return {
    stream: withFindings(stream, resolved.outcomes, [...resolved.diagnostics, ...(evidence.diagnostics ?? [])]),
    baseline: resolved.baseline
  }
}

/** `stream` with `outcomes` before its artifact outcomes and `diagnostics` after its findings, in its tail. */
function withFindings(stream: AttemptStream, outcomes: readonly ArtifactOutcome[], diagnostics: readonly Diagnostic[]): AttemptStream {
  if (outcomes.length === 0 && diagnostics.length === 0) return stream
  return {
    ...stream,
    tail: () => {
      const t = stream.tail()
      return { ...t, artifacts: [...outcomes, ...(t.artifacts ?? [])], diagnostics: [...t.diagnostics, ...diagnostics] }
    }
  }
}
