/**
 * What a folder given as evidence holds when it holds no attempt — a
 * usage error (exit 2), never a report of nothing (issue 19 item 16): a
 * parent folder of Harbor jobs passed as one job, a job whose trial
 * folders hold no result, a folder given where a manifest file was expected.
 * Plain functions over the file system (blocking `*Sync` calls, as the
 * readers: src/evidence/files/open-file.ts says why) and the loaders' diagnostics.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Diagnostic } from '../types.js'
import { firstProblems } from '../../errors.js'

/** How the caller's options name Harbor job folders: the CLI (`--harbor-job DIR`) or the action (`harbor-jobs` globs). */
export type JobOption = 'cli' | 'action'

/** Sub-folders of `dir` (sorted names) that look like Harbor job folders: a `config.json` or `result.json` beside trial sub-folders. */
export function harborJobsIn(dir: string): string[] {
  const folders = (d: string): string[] => {
    try {
      return readdirSync(d, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name)
        .sort()
    } catch {
      return []
    }
  }
  const isFile = (f: string): boolean => statSync(f, { throwIfNoEntry: false })?.isFile() === true
  const looksLikeJob = (d: string): boolean =>
    (isFile(path.join(d, 'config.json')) || isFile(path.join(d, 'result.json'))) &&
    folders(d).some((t) => isFile(path.join(d, t, 'result.json')) || isFile(path.join(d, t, 'config.json')))
  return folders(dir).filter((name) => looksLikeJob(path.join(dir, name)))
}

/** How to pass the job folders `jobs` (paths) with the caller's options. */
function passEach(jobs: readonly string[], option: JobOption): string {
  if (option === 'action')
    return `list them in \`harbor-jobs\` (a glob such as \`${path.posix.join(path.dirname(jobs[0] ?? '.'), '*')}\` matches them all)`
  const shown = jobs
    .slice(0, 3)
    .map((j) => `--harbor-job ${j}`)
    .join(' ')
  return `pass each with --harbor-job (${shown}${jobs.length > 3 ? ' …' : ''})`
}

/** The first trial problem the load found in each folder, by folder name (the first segment of the file it names): one pass. */
function firstTrialProblems(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic> {
  const firstOf = new Map<string, Diagnostic>()
  for (const d of diagnostics) {
    if (d.file === undefined || !(d.code.startsWith('harbor_trial_') || d.code === 'harbor_nested_job')) continue
    const name = d.file.split('/', 1)[0] as string
    if (!firstOf.has(name)) firstOf.set(name, d)
  }
  return firstOf
}

/** Why the Harbor job folder `dir` (as given) holds no attempt, naming what was expected there. */
function emptyHarborFolderProblem(dir: string, firstOf: ReadonlyMap<string, Diagnostic>, option: JobOption): string {
  const jobs = harborJobsIn(dir)
  if (jobs.length > 0) {
    const plural = jobs.length === 1 ? '1 Harbor job' : `${jobs.length} Harbor jobs`
    return `${dir}: this folder holds ${plural} (${jobs.slice(0, 3).join(', ')}${jobs.length > 3 ? ', …' : ''}), not trials: ${passEach(
      jobs.map((j) => path.join(dir, j)),
      option
    )}`
  }
  const first = firstOf.get(path.basename(path.resolve(dir)))
  const why = first === undefined ? 'it holds no trial folder' : `${first.file}: ${first.message}`
  return `${dir}: no attempt found (${why}); a Harbor job folder holds one sub-folder per trial, each with the trial's result.json (or a config.json naming its task and agent)`
}

/**
 * Why the Harbor job folders `given` (as given) hold no attempt, from the
 * load's `diagnostics` and the folders themselves; null when `attempts` > 0.
 * Names each of the first folders and what was expected there, then
 * `and N more` counting the rest (src/errors.ts `firstProblems`).
 */
export function emptyHarborInputProblems(
  given: readonly string[],
  attempts: number,
  diagnostics: readonly Diagnostic[],
  option: JobOption
): string[] | null {
  if (attempts > 0) return null
  const firstOf = firstTrialProblems(diagnostics)
  return firstProblems(given, (dir) => emptyHarborFolderProblem(dir, firstOf, option))
}

/**
 * Why the folders given — Harbor job folders `jobs` and Terminal-Bench 1.x
 * run folders `runs` — hold no attempt at all: one line per folder naming
 * what was expected there, the first few, then `and N more` counting the
 * rest. The CLI's `--harbor-job` / `--tb1-run` and the action's
 * `harbor-jobs` / `tb1-runs` both report it as a usage error.
 */
export function emptyFolderProblems(
  jobs: readonly string[],
  runs: readonly string[],
  diagnostics: readonly Diagnostic[],
  option: JobOption
): string[] {
  const firstOf = firstTrialProblems(diagnostics)
  const folders = [...jobs.map((dir) => ({ dir, tb1: false })), ...runs.map((dir) => ({ dir, tb1: true }))]
  return firstProblems(folders, ({ dir, tb1 }) =>
    tb1
      ? `${dir}: no attempt found; a Terminal-Bench 1.x run folder holds run_metadata.json and <task>/<trial>/results.json`
      : emptyHarborFolderProblem(dir, firstOf, option)
  )
}

/** What the manifest path `file` is when it is a folder: the problem in words, naming what was expected; null when it is not a folder. */
export function folderAsManifestProblem(file: string): string | null {
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory() !== true) return null
  const jobs = harborJobsIn(file)
  const harbor =
    jobs.length > 0
      ? `; this folder holds ${jobs.length === 1 ? '1 Harbor job' : `${jobs.length} Harbor jobs`}: ${passEach(
          jobs.map((j) => path.join(file, j)),
          'cli'
        )}`
      : harborJobsIn(path.dirname(path.resolve(file))).includes(path.basename(path.resolve(file)))
        ? `; it is a Harbor job folder: pass it with --harbor-job ${file}`
        : ''
  return `${file} is a folder, not a manifest file: give the manifest's JSON file (manifest v1)${harbor}`
}
