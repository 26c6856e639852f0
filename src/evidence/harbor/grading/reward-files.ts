/**
 * Reward files that disagree (`docs/formats.md`, "Graders").
 *
 * A Harbor verifier folder (`verifier/`, multi-step `steps/<step>/verifier/`)
 * can hold both `reward.txt` (one float, read as `{"reward": x}`) and
 * `reward.json` (a flat map). Harbor takes one: `reward.json` since v0.7.0
 * (PR #1620), `reward.txt` before (Harbor v0.22.0 `verifier/verifier.py`).
 * A single-step trial whose verifier ran in the agent's environment
 * (`verifier_environment_mode: "shared"`) does not empty `/logs/verifier`
 * first, so a file the agent wrote there can be read as the reward (a real
 * report: `reward.json` = 1 from the agent beside `reward.txt` = 0 from the
 * tests; Harbor recorded 1).
 *
 * When both files are read and disagree (`reward.json` has no `reward`, or
 * another value than `reward.txt`), the verdict is contested: no verdict
 * (`harbor_reward_files_disagree`, naming both values, the precedence of the
 * job's Harbor version and the verifier mode), unless the user named the
 * file that decides (`--reward-file`, input `reward-file`): then a
 * single-step trial's rewards are that file's (`harbor_reward_file_chosen`),
 * and a multi-step trial keeps Harbor's reward only when every contested
 * step recorded the chosen file's (Harbor's step mean cannot be recomputed
 * from the files here), else it has no verdict.
 */
import path from 'node:path'
import { cutText } from '../../json/fields.js'
import type { RootedOpener } from '../../files/paths.js'
import { readEvidenceText } from '../../files/open-file.js'
import type { Diagnostic, FileRef } from '../../types.js'
import { harborAtLeast, type HarborVersion } from '../job/job-lock.js'
import { asObject, readJsonFile } from '../json-file.js'
import { verifierFolders } from './graders.js'

/** The reward file a user names as deciding (`--reward-file`, input `reward-file`). */
export type RewardFileName = 'reward.json' | 'reward.txt'

/** The names {@link RewardFileName} accepts. */
export const REWARD_FILE_NAMES: readonly RewardFileName[] = ['reward.json', 'reward.txt']

/** One verifier folder whose two reward files disagree. */
export interface RewardContest {
  /** The step's index (multi-step), null for the trial's own verifier folder. */
  step: number | null
  /** `reward.txt`'s value. */
  txt: number
  /** `reward.json`'s numbers (null-prototype). */
  json: Record<string, number>
  /** Display path of `reward.json`. */
  file: string
  /** Display path of `reward.txt`. */
  txt_file: string
}

/** `reward.txt` as Harbor reads it (`float(text.strip())`): a finite number, else null. */
async function readTxt(file: string, open: RootedOpener): Promise<number | null> {
  const text = readEvidenceText(await open(file))
  if (typeof text !== 'string') return null
  const t = text.trim()
  if (t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return null
  const v = Number(t)
  return Number.isFinite(v) ? v : null
}

/** `reward.json`'s finite numbers (a null-prototype map), null when absent, unreadable or not an object. */
async function readJsonRewards(file: string, open: RootedOpener): Promise<Record<string, number> | null> {
  const read = await readJsonFile(await open(file))
  const o = read.state === 'read' ? asObject(read.value) : null
  if (o === null) return null
  const out: Record<string, number> = Object.create(null) as Record<string, number>
  for (const [k, v] of Object.entries(o)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v
  return out
}

/**
 * The verifier folders of the trial in `trialDir` (its own, or each named step's) whose `reward.txt` and
 * `reward.json` both read and disagree. Never throws for a file problem (an unreadable file is no contest: Harbor
 * would have raised, and `result.json` says so).
 */
export async function rewardContests(
  trialDir: string,
  steps: readonly (string | null)[],
  open: RootedOpener,
  refOf: (absPath: string) => FileRef
): Promise<RewardContest[]> {
  const out: RewardContest[] = []
  for (const { step, dir } of verifierFolders(trialDir, steps)) {
    if (dir === null) continue
    const txtFile = path.join(dir, 'reward.txt')
    const jsonFile = path.join(dir, 'reward.json')
    const txt = await readTxt(txtFile, open)
    if (txt === null) continue
    const json = await readJsonRewards(jsonFile, open)
    if (json === null || json.reward === txt) continue
    out.push({ step, txt, json, file: refOf(jsonFile).path, txt_file: refOf(txtFile).path })
  }
  return out
}

/** Which file Harbor takes, by the job's version: text for messages. */
function precedence(harbor: HarborVersion): string {
  if (harbor.version === null)
    return `the job's Harbor version is unknown (${harbor.note}): Harbor takes reward.json since 0.7.0, reward.txt before`
  const json = harborAtLeast(harbor.version, '0.7.0')
  const v = JSON.stringify(harbor.version)
  if (json === null) return `Harbor ${v} is not a version number: Harbor takes reward.json since 0.7.0, reward.txt before`
  return json ? `Harbor ${v} takes reward.json (since 0.7.0)` : `Harbor ${v} takes reward.txt (reward.json only since 0.7.0)`
}

/** The map a reward file gives. */
export function rewardsOfFile(c: RewardContest, name: RewardFileName): Record<string, number> {
  return name === 'reward.txt' ? { reward: c.txt } : { ...c.json }
}

/** Are two reward maps the same numbers under the same keys? */
export function sameRewards(a: Readonly<Record<string, number>> | null, b: Readonly<Record<string, number>>): boolean {
  if (a === null) return false
  const ka = Object.keys(a)
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && b[k] === a[k])
}

/** One contest as text: `verifier/reward.txt says 0 and verifier/reward.json says {"reward":1}`. */
function contestText(c: RewardContest): string {
  const json = cutText(JSON.stringify(c.json), 120)
  return `${c.txt_file} says ${String(c.txt)} and ${c.file} says ${json}`
}

/**
 * The diagnostic of a trial's contests: no verdict (`harbor_reward_files_disagree`, a warning) when `chosen` is null
 * or `kept` false (a multi-step trial whose recorded reward is not the chosen file's); else the verdict reads the file
 * the user named (`harbor_reward_file_chosen`, a notice). `mode`: the trial's `verifier_environment_mode`.
 */
export function contestDiagnostic(
  contests: readonly RewardContest[],
  harbor: HarborVersion,
  mode: string | null,
  chosen: RewardFileName | null,
  kept: boolean
): Diagnostic {
  const first = contests[0]!
  const how =
    mode === 'shared'
      ? "the verifier ran in shared mode (in the agent's environment: a single-step trial does not empty /logs/verifier first, so the agent can write a reward file)"
      : mode === null
        ? 'the verifier mode is not recorded'
        : `the verifier ran in ${JSON.stringify(cutText(mode, 32))} mode`
  const what = `${contests.length === 1 ? '' : `${contests.length} verifier folders disagree, first: `}${contestText(first)}; ${precedence(harbor)}; ${how}`
  if (chosen === null || !kept)
    return {
      code: 'harbor_reward_files_disagree',
      message:
        chosen === null
          ? `${what}: the verdict is contested, so there is none (name the file that decides with --reward-file, the action's reward-file)`
          : `${what}: ${chosen}, the file named by --reward-file / reward-file, is not what Harbor recorded for every contested step, and a multi-step reward cannot be recomputed from the files here: no verdict`,
      file: first.file
    }
  return {
    code: 'harbor_reward_file_chosen',
    message: `${what}: the verdict reads ${chosen}, the file named by --reward-file / reward-file`,
    file: first.file
  }
}
