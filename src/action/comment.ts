/**
 * The pull-request comment step: whether a comment is asked for and possible (a pull request, a token), and
 * the target it is posted to — the repository, the pull request, the comment key, this run and the evidence's
 * run, the default branch's run compared against, the history line — from the settings and the run context.
 */
import type { Report } from '../comparison/report/report-schema.js'
import { actionsLogger as log } from '../github/logger.js'
import { commitOfEvent, resolvePullRequest, workflowRunOf } from '../github/pull-request.js'
import { runUrlOf, type RunContext } from '../inputs/run-context.js'
import type { Settings } from '../inputs/settings.js'
import type { SubjectBaseline, SubjectRun } from '../render/markdown/comment-subject.js'
import type { DefaultBranchBaseline } from './default-branch-baseline.js'
import { glossaryUrlFromEnv, publishComment } from './publish.js'

/** This run, and the run of `run-id` when the evidence came from another run. */
function subjectRuns(settings: Settings, ctx: RunContext): { run: SubjectRun | null; evidenceRun: SubjectRun | null } {
  const run = ctx.runId === null ? null : { id: ctx.runId, url: runUrlOf(ctx, ctx.repository, ctx.runId) }
  const other = settings.run
  const evidenceRun =
    other === null || other.runId === run?.id ? null : { id: other.runId, url: runUrlOf(ctx, `${other.owner}/${other.repo}`, other.runId) }
  return { run, evidenceRun }
}

/** The comment's naming of the default branch's run, with links on the context's server. */
function subjectBaseline(baseline: DefaultBranchBaseline | null, ctx: RunContext): SubjectBaseline | null {
  if (baseline === null) return null
  const repository = `${baseline.owner}/${baseline.repo}`
  return {
    configurations: baseline.configurations,
    branch: baseline.branch,
    run: { id: baseline.run.id, url: runUrlOf(ctx, repository, baseline.run.id) ?? baseline.run.url },
    sha: baseline.run.headSha,
    commitUrl: ctx.serverUrl ? `${ctx.serverUrl}/${repository}/commit/${baseline.run.headSha}` : null,
    behindBy: baseline.run.behindBy,
    ageMs: baseline.run.ageMs
  }
}

/**
 * Posts or updates the pull-request comment of `report` when one is asked for and possible, and returns its URL;
 * otherwise logs why not and returns null. `history`: the line placing this run among the default branch's.
 */
export async function commentOnPullRequest(
  settings: Settings,
  ctx: RunContext,
  report: Report,
  baseline: DefaultBranchBaseline | null,
  history: string | null
): Promise<string | null> {
  const pullRequest = resolvePullRequest(ctx.payload, settings.pullRequestNumber ?? undefined)
  if (!settings.comment) log.info('comment: false — no pull-request comment')
  else if (pullRequest === null) log.info('not a pull request (and no pull-request-number): no comment')
  else if (settings.token === '')
    log.warning('no github-token: no pull-request comment (set `github-token`, default `${{ github.token }}`)')
  else {
    const [owner, repo] = (ctx.repository ?? '/').split('/')
    const target = {
      token: settings.token,
      owner,
      repo,
      pullRequest: pullRequest.number,
      pullRequestSource: pullRequest.source,
      key: settings.commentKey,
      runUrl: runUrlOf(ctx, ctx.repository, ctx.runId),
      runAttempt: ctx.runAttempt,
      author: settings.commentAuthor,
      eventName: ctx.eventName,
      commit: commitOfEvent(ctx.eventName, ctx.payload, ctx.sha),
      workflowRun: ctx.eventName === 'workflow_run' ? workflowRunOf(ctx.payload) : null,
      ...subjectRuns(settings, ctx),
      baseline: subjectBaseline(baseline, ctx),
      serverUrl: ctx.serverUrl,
      glossaryUrl: glossaryUrlFromEnv(ctx.env),
      history,
      notify: settings.commentNotify
    }
    return publishComment(report, target, log)
  }
  return null
}
