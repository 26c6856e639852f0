/**
 * Shared by the end-to-end tests of the pull-request comment (slow/action-head-e2e, slow/action-verdict-notice-e2e):
 * one candidate attempt's evidence as an artifact, and one run of the bundled action that reports the
 * comment-API writes it made.
 */
import { artifactFiles } from './attempt-evidence.js'
import type { FakeGitHub } from './fake-github.js'
import { runAction, type ActionRun } from './run-action.js'

/** One artifact `eval-candidate-1` holding attempt 1 of `candidate` on task `t@r1`. */
export const ONE_ATTEMPT = [
  { name: 'eval-candidate-1', files: artifactFiles([{ configuration: 'candidate', task: 't', revision: 'r1', attempt: '1' }]) }
]

/** Runs the action once as workflow run `runId` and returns the run and the comment-API writes it made: `METHOD path status`. */
export async function runWithWrites(
  f: FakeGitHub,
  options: Parameters<typeof runAction>[0],
  runId: string
): Promise<{ run: ActionRun; writes: string[] }> {
  const from = f.requests.length
  const run = await runAction({ ...options, env: { ...f.env(), GITHUB_RUN_ID: runId, ...options.env } })
  const writes = f.requests
    .slice(from)
    .filter((r) => ['comment-create', 'comment-update', 'comment-delete'].includes(r.route))
    .map((r) => `${r.method} ${r.path} ${r.status}`)
  return { run, writes }
}
