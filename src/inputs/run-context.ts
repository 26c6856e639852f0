/**
 * Where the action runs, read once from the runner's environment and the event
 * (https://docs.github.com/actions/reference/variables-reference): the run, the
 * repository, the server, the commit, the step's folders. The action's steps read
 * this value, never `process.env` itself (the few that take the whole environment,
 * such as the shard provenance, get `env` from here).
 */
import os from 'node:os'

/** The runner's environment and the event, as the action's steps use them. */
export interface RunContext {
  /** `GITHUB_RUN_ID` as a positive integer; null outside GitHub Actions or when malformed. */
  runId: number | null
  /** `GITHUB_RUN_ATTEMPT` as a positive integer (a re-run keeps the run id and counts up); null when unset or malformed. */
  runAttempt: number | null
  /** `GITHUB_REPOSITORY` (`owner/name`); null when unset. */
  repository: string | null
  /** `GITHUB_SERVER_URL` (e.g. `https://github.com`); null when unset. */
  serverUrl: string | null
  /** `GITHUB_SHA`; undefined when unset. */
  sha: string | undefined
  /** `GITHUB_ACTION`: this step's id (two steps of one job get two folders). */
  step: string | undefined
  /** `RUNNER_TEMP`, else the system's temporary folder. */
  runnerTemp: string
  /** `GITHUB_WORKSPACE`, else the working directory. */
  workspace: string
  /** The event's name (`pull_request`, `push`, `workflow_run`, …) and payload. */
  eventName: string
  payload: unknown
  /** The whole environment, for the steps that record it (shard provenance, the run record, the glossary link). */
  env: NodeJS.ProcessEnv
}

/** The run context of `env` and `event`; never throws (an unset or malformed variable becomes null). */
export function readRunContext(env: NodeJS.ProcessEnv, event: { eventName: string; payload: unknown }): RunContext {
  const positive = (value: string | undefined): number | null => {
    const n = Number(value)
    return value !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null
  }
  return {
    runId: positive(env.GITHUB_RUN_ID),
    runAttempt: positive(env.GITHUB_RUN_ATTEMPT),
    repository: env.GITHUB_REPOSITORY ?? null,
    serverUrl: env.GITHUB_SERVER_URL ?? null,
    sha: env.GITHUB_SHA,
    step: env.GITHUB_ACTION,
    runnerTemp: env.RUNNER_TEMP ?? os.tmpdir(),
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    eventName: event.eventName,
    payload: event.payload,
    env
  }
}

/** The URL of run `runId` of `owner/repo` on the context's server; null without a server. */
export function runUrlOf(ctx: RunContext, repository: string | null, runId: number | null): string | null {
  return ctx.serverUrl && repository && runId !== null ? `${ctx.serverUrl}/${repository}/actions/runs/${runId}` : null
}
