/**
 * Whose failure a Harbor trial's exception is (`exception_info.exception_type`: the Python class's name alone,
 * `ExceptionInfo.from_exception` in `models/trial/result.py`, so any class can appear). Every class Harbor defines is
 * in {@link HARBOR_EXCEPTIONS}, read from Harbor's source (forks of harbor-framework/harbor at 0.21–0.22: the
 * classes' files and docstrings, `trial/trial.py`, `trial/single_step.py`, `models/job/config.py`; `docs/formats.md`,
 * "Harbor exceptions"), each with its kind:
 *
 * - `provider` (a model provider's API or the network between: rate limits, overload, 5xx, a closed or stalled
 *   stream, usage limits, authentication, a model or resource not found) and `environment` (the sandbox: build,
 *   start, health check, agent set-up) → class `infrastructure`: not the agent's; the trial has no verdict on the
 *   agent whatever its reward (Harbor runs the verifier after an agent-run error, `single_step.py` `_run_agent`, so
 *   such trials usually carry reward 0);
 * - `verifier` (the tests or the reward could not be read) → `not_evaluated`: no verdict, not the agent's;
 * - `agent` (the agent's own outcome: its process failed during the run, a safety refusal — "a real reward 0
 *   outcome", Harbor's words — a response Terminus could not parse), `limit` (a limit of the configuration: the
 *   model's context window, its output token maximum) and `resource` (a task's resource limit: memory) → `agent`:
 *   the agent's failure, its verdict stands;
 * - `timeout` (`AgentTimeoutError`) → `timeout`: the agent's, counted as a timeout;
 * - `cancelled` (`CancelledError`: the job was stopped) → `cancelled`: never a pass, its counters partial.
 *
 * Where the name cannot tell, the trial's phases do ({@link TrialPhases}): `NonZeroAgentExitCodeError` outside the
 * agent's run is a failed install (`environment`); `ValidationError` after the verifier started is the verifier's
 * (a reward file Harbor cannot type); any other class in a trial whose agent never started is a failure before the
 * agent (`environment`). Anything else is `unclassified` (whose failure it was is unknown).
 */
import type { HarnessStop } from '../../types.js'

type ExceptionClass = HarnessStop['class']

/** Whose failure a Harbor exception class is (module comment). */
export type HarborExceptionKind = 'provider' | 'environment' | 'verifier' | 'agent' | 'limit' | 'resource' | 'timeout' | 'cancelled'

/** One exception class Harbor can record. */
export interface HarborExceptionInfo {
  name: string
  kind: HarborExceptionKind
  /** The Harbor release that first has it, as far as its history was read (`by 0.21`: present in 0.21, origin not read). */
  since: string
  /** Where Harbor defines it (under `src/harbor/`; `asyncio`, `pydantic` for library classes). */
  file: string
  /** Whether Harbor's default retry policy (`RetryConfig.exclude_exceptions`) leaves it out of retries. */
  not_retried: boolean
}

const AGENTS = 'agents/installed/base.py'
const ERRORS = 'trial/errors.py (trial/trial.py before)'
const VERIFIER = 'verifier/verifier.py'
const ENVIRONMENT = 'environments/base.py'

const row = (name: string, kind: HarborExceptionKind, since: string, file: string, not_retried = false): HarborExceptionInfo => ({
  name,
  kind,
  since,
  file,
  not_retried
})

/**
 * Every exception class Harbor defines or records by name, with its kind (module comment). Harbor's default retry
 * policy (`max_retries` 0: no retries unless a job sets them) leaves out `not_retried` classes and retries every other
 * by its exact name.
 */
export const HARBOR_EXCEPTIONS: readonly HarborExceptionInfo[] = [
  row('CancelledError', 'cancelled', 'all', 'asyncio'),
  row('AgentTimeoutError', 'timeout', 'by 0.21', ERRORS, true),
  row('AgentSetupTimeoutError', 'environment', 'by 0.21', ERRORS),
  row('EnvironmentStartTimeoutError', 'environment', 'by 0.21', ERRORS),
  row('EnvironmentBuildTimeoutError', 'environment', 'before 0.21', 'trial/trial.py'),
  row('HealthcheckError', 'environment', '0.4', ENVIRONMENT),
  row('SandboxBuildFailedError', 'environment', '0.9', ENVIRONMENT),
  row('ServiceOperationsUnsupportedError', 'environment', 'by 0.22', ENVIRONMENT),
  row('MemoryLimitExceededError', 'resource', '0.4', 'environments/singularity'),
  row('VerifierTimeoutError', 'verifier', 'by 0.21', ERRORS, true),
  row('RewardFileNotFoundError', 'verifier', 'by 0.21', VERIFIER, true),
  row('RewardFileEmptyError', 'verifier', 'by 0.21', VERIFIER, true),
  row('VerifierOutputParseError', 'verifier', 'by 0.21', VERIFIER, true),
  row('AddTestsDirError', 'verifier', 'by 0.22', VERIFIER),
  row('DownloadVerifierDirError', 'verifier', 'by 0.22', VERIFIER),
  row('NonZeroAgentExitCodeError', 'agent', '0.9', AGENTS),
  row('AgentSafetyRefusalError', 'agent', 'by 0.20', AGENTS, true),
  row('ParseError', 'agent', 'by 0.22', 'llms/base.py'),
  row('ContextWindowExceededError', 'limit', 'by 0.20', AGENTS),
  row('OutputTokenExceededError', 'limit', 'by 0.20', AGENTS),
  row('ContextLengthExceededError', 'limit', 'by 0.21', 'llms/base.py'),
  row('OutputLengthExceededError', 'limit', 'by 0.21', 'llms/base.py'),
  row('ApiError', 'provider', 'by 0.20', AGENTS),
  row('ApiRateLimitError', 'provider', '0.14', AGENTS),
  row('ApiUsageLimitError', 'provider', 'by 0.21', AGENTS, true),
  row('ApiOverloadedError', 'provider', '0.17', AGENTS),
  row('ApiInternalServerError', 'provider', 'by 0.20', AGENTS),
  row('ApiConnectionClosedError', 'provider', 'by 0.20', AGENTS),
  row('ApiResponseStalledError', 'provider', 'by 0.20', AGENTS),
  row('UnknownApiError', 'provider', 'by 0.20', AGENTS),
  row('ApiProviderResourceNotFoundError', 'provider', 'by 0.20', AGENTS),
  row('AgentAuthenticationError', 'provider', 'by 0.21', AGENTS, true),
  row('ModelNotFoundError', 'provider', 'by 0.21', AGENTS, true),
  row('NetworkConnectionError', 'provider', '0.17', AGENTS)
]

const BY_NAME = new Map(HARBOR_EXCEPTIONS.map((e) => [e.name, e]))

/** The stop class of each kind (module comment). */
const CLASS_OF: Record<HarborExceptionKind, ExceptionClass> = {
  provider: 'infrastructure',
  environment: 'infrastructure',
  verifier: 'not_evaluated',
  agent: 'agent',
  limit: 'agent',
  resource: 'agent',
  timeout: 'timeout',
  cancelled: 'cancelled'
}

/**
 * What a trial's phases show (`agent_execution`, `verifier` timestamps in result.json): whether the agent's run and
 * the verifier started; null when the trial records no phase at all (Harbor before 0.3 wrote none).
 */
export interface TrialPhases {
  agent_started: boolean | null
  verifier_started: boolean | null
}

/** Phases not known: the name alone decides. */
export const NO_PHASES: TrialPhases = { agent_started: null, verifier_started: null }

/** The kind (module comment) of an exception `type` given the trial's phases; null when it cannot be told. */
export function exceptionKind(type: string | null, phases: TrialPhases = NO_PHASES): HarborExceptionKind | null {
  const known = type === null ? undefined : BY_NAME.get(type)
  if (known !== undefined) {
    // Harbor raises it for any failed command of the agent's, its install included: outside the run it is set-up.
    if (known.name === 'NonZeroAgentExitCodeError' && phases.agent_started === false) return 'environment'
    return known.kind
  }
  if (type !== null && /^Environment\w*Error$/.test(type)) return 'environment'
  if (type === 'ValidationError' && phases.verifier_started === true) return 'verifier'
  // The agent never started: whatever stopped the trial came before the agent (a failed build, a sandbox error).
  if (phases.agent_started === false) return 'environment'
  return null
}

/**
 * The class (module comment) of an `exception_type`: `none` when no exception is `present`, `unclassified` when its
 * kind cannot be told (`phases`: what the trial's phases show).
 */
export function exceptionClass(type: string | null, present: boolean, phases: TrialPhases = NO_PHASES): ExceptionClass {
  if (!present) return 'none'
  const kind = exceptionKind(type, phases)
  return kind === null ? 'unclassified' : CLASS_OF[kind]
}

/** How a trial ended, from its `exception_info` (null = none recorded) and its phases. */
export function harborStop(e: { type: string | null } | null, phases: TrialPhases = NO_PHASES): HarnessStop {
  return { class: exceptionClass(e?.type ?? null, e !== null, phases), exception_type: e?.type ?? null }
}

/** What a kind means, in words for messages. */
export const KIND_WORDS: Record<HarborExceptionKind, string> = {
  provider: "the model provider's or the network's failure, not the agent's",
  environment: "the environment's failure (the sandbox, its build or start, the agent's set-up), not the agent's",
  verifier: "the verifier's failure, not the agent's",
  agent: "the agent's own outcome",
  limit: "a limit of the configuration (the model's context window or output tokens): the agent's outcome",
  resource: "a resource limit of the task (memory): the agent's outcome",
  timeout: "the agent's timeout",
  cancelled: 'cancelled (the job was stopped)'
}
