/**
 * Warnings across configurations: pricing bases and evaluators that
 * differ, tasks not in all configurations, revision and attempt-count
 * differences, unexpected attempts and attempts of undeclared configurations.
 */
import { retriesOnReward } from '../../model/attempt.js'
import { basesDiffer, basisName, costsPricedIn } from '../tally/accounting.js'
import { inputDefinition, inputDefinitionsAgree } from '../figures/deltas.js'
import type { ConfigurationAnalysis } from '../figures/configuration.js'
import type { ComparisonInput } from '../input/input.js'
import { attemptKey, byCodeUnits, evaluatorKey, listSome, plural } from '../input/keys.js'
import type { Comparison, ReportWarning } from '../report/report-schema.js'
import { taskIds, type TaskResult } from '../figures/task-results.js'
import { sampleKeys } from '../tally/key-sample.js'
import type { OrphanTally } from '../tally/tally.js'
import { hiddenFolderWarnings, type HiddenFolderTally } from '../tally/hidden-folders.js'
import { makeWarning, MAX_WARNING_ATTEMPTS, type WarningLocation } from '../codes/make-warning.js'

/**
 * The attempts of the tasks of `a` that `pred` keeps: the keys of a sample
 * of them (each task's smallest attempt ids, in attempt-key order) and how
 * many distinct attempts they are.
 */
function attemptsOf(a: ConfigurationAnalysis, pred: (t: TaskResult) => boolean): { keys: string[]; count: number } {
  const keys: string[] = []
  let count = 0
  // Sorted by task and revision, as attempt keys are (a task's revisions follow each other).
  const tasks = [...a.tasks.values()].filter(pred).sort((x, y) => byCodeUnits(x.task, y.task) || byCodeUnits(x.revision, y.revision))
  for (const t of tasks) {
    count += t.distinct
    for (const attempt of taskIds(t)) {
      if (keys.length < MAX_WARNING_ATTEMPTS)
        keys.push(attemptKey({ configuration: a.config.id, task: t.task, revision: t.revision, attempt }))
    }
  }
  return { keys, count }
}

/** The attempts of several configurations' tasks, in the order given. */
function attemptsOfAll(as: readonly ConfigurationAnalysis[], pred: (t: TaskResult) => boolean): [string[], WarningLocation] {
  const found = as.map((a) => attemptsOf(a, pred))
  return [found.flatMap((f) => f.keys), { attempt_count: found.reduce((n, f) => n + f.count, 0) }]
}

/** Warnings comparing candidates with the baseline and across all configurations, unsorted. */
export function crossWarnings(
  analyses: readonly ConfigurationAnalysis[],
  comparisons: readonly Comparison[],
  input: ComparisonInput,
  orphans: Pick<OrphanTally, 'attempts' | 'configurations'>,
  hiddenFolders: readonly HiddenFolderTally[]
): ReportWarning[] {
  const out: ReportWarning[] = []
  // Declared bases, else the basis the evidence's costs are in (an estimate names its own): never compared across bases.
  const priced = analyses.flatMap((a) => {
    const p = costsPricedIn(a.config.pricing?.basis ?? null, a.accounting)
    return p === null ? [] : [{ id: a.config.id, ...p }]
  })
  if (priced.some((x, i) => priced.slice(i + 1).some((y) => basesDiffer(x, y)))) {
    const desc = priced.map((p) => `${p.id}: ${basisName(p.basis)}`).join(', ')
    out.push(
      makeWarning(
        'pricing_basis_differs',
        `pricing bases differ (${desc}); no cost difference is presented`,
        priced.map((p) => p.id)
      )
    )
  }
  const [baseline] = analyses
  if (baseline) {
    const bp = baseline.config.retry_policy ?? null
    for (const c of analyses.slice(1)) {
      const cp = c.config.retry_policy ?? null
      if (bp !== null && cp !== null && bp !== cp)
        out.push(
          makeWarning(
            'harbor_retry_policies_differ',
            `retry policies differ: ${baseline.config.id} (${bp}) vs ${c.config.id} (${cp}); a pass after a retry means something else under each, so no pass-rate difference is presented`,
            [baseline.config.id, c.config.id]
          )
        )
    }
  }
  if (baseline) {
    const bd = inputDefinition(baseline)
    for (const c of analyses.slice(1)) {
      const cd = inputDefinition(c)
      if (!inputDefinitionsAgree(bd, cd))
        out.push(
          makeWarning(
            'input_definition_differs',
            `input tokens count different things: ${baseline.config.id} counts ${bd}, ${c.config.id} counts ${cd}; no input or total token difference is presented`,
            [baseline.config.id, c.config.id]
          )
        )
    }
  }
  for (const a of analyses) {
    const p = a.config.retry_policy ?? null
    if (retriesOnReward(p))
      out.push(
        makeWarning(
          'harbor_retry_on_reward',
          `${a.config.id}: the harness retried on the reward itself (${p}): a trial is tried again until it scores, so its pass fraction is not a first-try pass rate; no pass-rate difference is presented`,
          [a.config.id]
        )
      )
  }
  if (baseline) {
    const bk = baseline.identities.map(evaluatorKey).join(', ')
    for (const c of analyses.slice(1)) {
      const ck = c.identities.map(evaluatorKey).join(', ')
      if (bk !== '' && ck !== '' && bk !== ck) {
        out.push(
          makeWarning(
            'evaluator_differs',
            `evaluators differ: ${baseline.config.id} (${bk}) vs ${c.config.id} (${ck}); no pass-rate difference is presented`,
            [baseline.config.id, c.config.id]
          )
        )
      }
    }
  }
  const tasksPer = analyses.map((a) => new Set([...a.tasks.values()].map((t) => t.task)))
  const allTasks = [...new Set(tasksPer.flatMap((s) => [...s]))].sort()
  for (const task of allTasks) {
    const absent = analyses.filter((_, i) => !tasksPer[i]!.has(task)).map((a) => a.config.id)
    if (absent.length === 0) continue
    const present = analyses.filter((_, i) => tasksPer[i]!.has(task))
    out.push(
      makeWarning(
        'task_not_in_all_configurations',
        `task ${task} is listed in ${present.map((a) => a.config.id).join(', ')} but not in ${absent.join(', ')}`,
        analyses.map((a) => a.config.id),
        ...attemptsOfAll(present, (t) => t.task === task)
      )
    )
  }
  for (const [i, cmp] of comparisons.entries()) {
    const b = analyses[0]!
    const c = analyses[i + 1]!
    const both = [b, c]
    for (const r of cmp.inventory.revision_differs) {
      out.push(
        makeWarning(
          'revision_differs',
          `task ${r.task} at different revisions: ${b.config.id} [${r.baseline.join(', ')}] vs ${c.config.id} [${r.candidate.join(', ')}]`,
          [b.config.id, c.config.id],
          ...attemptsOfAll(both, (t) => t.task === r.task)
        )
      )
    }
    for (const r of cmp.inventory.attempt_count_differs) {
      out.push(
        makeWarning(
          'attempt_count_differs',
          `task ${r.task}@${r.revision}: ${plural(r.baseline, 'attempt')} in ${b.config.id} vs ${r.candidate} in ${c.config.id}`,
          [b.config.id, c.config.id],
          ...attemptsOfAll(both, (t) => t.task === r.task && t.revision === r.revision)
        )
      )
    }
  }
  const unexpected = input.unexpected_attempts ?? []
  if (unexpected.length > 0) {
    const keys = unexpected.map(attemptKey)
    out.push(
      makeWarning(
        'attempt_unexpected',
        `${plural(unexpected.length, 'attempt')} found in evidence but not in the expected inventory (${listSome(keys)}); reported, not compared`,
        unexpected.map((u) => u.configuration),
        keys
      )
    )
  }
  out.push(...hiddenFolderWarnings(hiddenFolders))
  if (orphans.attempts.listings > 0) {
    const keys = sampleKeys(orphans.attempts)
    out.push(
      makeWarning(
        'configuration_unknown',
        `${plural(orphans.attempts.listings, 'attempt')} belong to undeclared configurations (${listSome(keys)}); shown per attempt, not compared`,
        [...orphans.configurations],
        keys,
        { attempt_count: orphans.attempts.distinct }
      )
    )
  }
  return out
}
