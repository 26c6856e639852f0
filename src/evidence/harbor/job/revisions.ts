/**
 * Filling unknown revisions of Harbor attempts (load.ts): an attempt
 * without a revision (no `task_checksum`, or no result) takes its task's
 * only known revision from the other trials **of its own job** (a job runs
 * each task at one revision; another job's, another configuration's above
 * all, was never shown to be the same: such an attempt stays `unknown`,
 * so it is never paired, nor an inventory called equal, on a revision its
 * files do not show); a missing attempt then takes
 * the spelling of the task name its revision is known under
 * (`job-config.ts` `sameTask`: `org/task` and `task` are one task).
 *
 * Cost: O(n) in the number of attempts plus, per attempt with an unknown
 * revision, the number of distinct task spellings sharing its bare name
 * (one or two in practice). `sameTask` only relates names with the same
 * bare name, so attempts are grouped by it and every lookup stays inside
 * a group, with revision counts per spelling kept up to date as attempts
 * are filled (the result is the same as asking every other attempt, in
 * order, which was quadratic: 4,000 tasks took 9.6 s).
 */
import type { AttemptInput } from '../../attempt-input.js'
import { sameTask } from './job-config.js'

/** Revision counts per task spelling, within one bare-name group. */
type Spellings = Map<string, Map<string, number>>

const bare = (task: string): string => task.slice(task.lastIndexOf('/') + 1)

/** The job an attempt was read from: the first segment of its display path (`<job folder>/…`), else its own group. */
const jobOf = (a: AttemptInput): string => {
  const p = a.declared_in?.path
  return p === undefined ? `\u0000${a.task}` : p.slice(0, p.indexOf('/') === -1 ? p.length : p.indexOf('/'))
}

function bump(spellings: Spellings, task: string, revision: string, by: number): void {
  let revisions = spellings.get(task)
  if (revisions === undefined) spellings.set(task, (revisions = new Map()))
  const n = (revisions.get(revision) ?? 0) + by
  if (n === 0) revisions.delete(revision)
  else revisions.set(revision, n)
}

/** The only known revision of `task` in the group, or null when none or several. */
function onlyRevision(spellings: Spellings, task: string, unknown: string): string | null {
  let only: string | null = null
  for (const [spelling, revisions] of spellings) {
    if (!sameTask(spelling, task)) continue
    for (const revision of revisions.keys()) {
      if (revision === unknown || revision === only) continue
      if (only !== null) return null
      only = revision
    }
  }
  return only
}

/**
 * Fills, in place and in input order, the revision of every attempt whose
 * revision is `unknown` when the other attempts of its task in its job know
 * exactly one; a `missing` attempt also takes the task spelling of the first other
 * attempt (in input order) at that revision under another spelling.
 */
export function fillRevisions(attempts: AttemptInput[], unknown: string): void {
  const groups = new Map<string, { members: AttemptInput[]; spellings: Spellings; unknowns: number }>()
  for (const a of attempts) {
    const key = `${jobOf(a)}\u0000${bare(a.task)}`
    let group = groups.get(key)
    if (group === undefined) groups.set(key, (group = { members: [], spellings: new Map(), unknowns: 0 }))
    group.members.push(a)
    bump(group.spellings, a.task, a.revision, 1)
    if (a.revision === unknown) group.unknowns++
  }
  for (const { members, spellings, unknowns } of groups.values()) {
    if (unknowns === 0) continue
    for (const a of members) {
      if (a.revision !== unknown) continue
      const only = onlyRevision(spellings, a.task, unknown)
      if (only !== null) {
        bump(spellings, a.task, a.revision, -1)
        a.revision = only
        bump(spellings, a.task, a.revision, 1)
      }
      if (!a.missing) continue
      // Another spelling of the task at this revision? (counts first; the member scan only when one exists)
      const other = [...spellings].some(([t, revisions]) => t !== a.task && sameTask(t, a.task) && (revisions.get(a.revision) ?? 0) > 0)
      if (!other) continue
      const named = members.find((b) => b.revision === a.revision && b !== a && sameTask(b.task, a.task) && b.task !== a.task)
      if (named !== undefined) {
        bump(spellings, a.task, a.revision, -1)
        a.task = named.task
        bump(spellings, a.task, a.revision, 1)
      }
    }
  }
}
