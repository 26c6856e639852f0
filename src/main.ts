/**
 * The action, as a paragraph: settings and the run context, read once (src/inputs/) → the mode's comparison step
 * (src/action/modes.ts: `compare` gathers the evidence into one source and compares it as it is read, `summarize`
 * writes a shard summary and stops, `merge` merges shard summaries) → publish (src/action/publish-run.ts: history,
 * report file, job summary, annotations, summary artifact, comment, outputs) → gate.
 * Configuration errors and internal failures end in `setFailed` (with the outputs `complete` and `gate-passed` set
 * to false). Each publishing channel fails on its own as a warning; the verdict is always decided and the outputs
 * always set.
 */
import * as core from '@actions/core'
import { context } from '@actions/github'
import path from 'node:path'
import { channel } from './action/channel.js'
import { COMPARISON_STEPS } from './action/modes.js'
import { publishRun } from './action/publish-run.js'
import { claimStepFolder } from './action/step-folder.js'
import { errorMessage } from './errors.js'
import { actionsLogger as log } from './github/logger.js'
import { readRunContext } from './inputs/run-context.js'
import { readSettings, type Settings } from './inputs/settings.js'

function settingsForLog(settings: Settings): string {
  return JSON.stringify({ ...settings, token: settings.token === '' ? '(none)' : '(set)' })
}

/** Runs the action. Never throws: failures go through `core.setFailed`. */
export async function run(): Promise<void> {
  try {
    const ctx = readRunContext(process.env, { eventName: context.eventName, payload: context.payload })
    const settings = readSettings((name) => core.getInput(name), ctx.repository)
    if (settings.token !== '') core.setSecret(settings.token)
    core.debug(`settings: ${settingsForLog(settings)}`)
    const temp = claimStepFolder(path.join(ctx.runnerTemp, 'fabric-compare'), settings.commentKey, ctx.step, log)
    const action = { settings, ctx, temp }
    const compared = await core.group('Comparison', () => COMPARISON_STEPS[settings.mode](action))
    if (compared !== null) await publishRun(action, compared)
  } catch (error) {
    // budgets-passed is false only when budgets were given: without one it stays empty, as on success.
    const failed = core.getInput('budgets').trim() === '' ? ['complete', 'gate-passed'] : ['complete', 'gate-passed', 'budgets-passed']
    for (const name of failed) await channel(`output ${name}`, () => core.setOutput(name, 'false'), undefined)
    core.setFailed(errorMessage(error))
  }
}
