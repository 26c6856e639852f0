/**
 * The authenticated REST client: `getOctokit` from @actions/github (base URL
 * from `GITHUB_API_URL`, proxy support, user agent) plus @octokit/plugin-retry
 * (5xx and other transient statuses) and @octokit/plugin-throttling (primary
 * and secondary rate limits; writes spaced by the plugin: ≥ 1 s between
 * writes, ≥ 3 s between comment creations). No hand-written retry loops.
 */
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import type { Logger } from './logger.js'
import { silentLogger } from './logger.js'

/** The client type returned by {@link createOctokit} (REST endpoint methods + `paginate`). */
export type GitHubClient = ReturnType<typeof getOctokit>

/** Options of {@link createOctokit}. Every field is optional; defaults suit production. */
export interface CreateOctokitOptions {
  /**
   * REST base URL, e.g. `http://127.0.0.1:PORT`. Default: `GITHUB_API_URL` as read by @actions/github at import time,
   * else `https://api.github.com`.
   */
  baseUrl?: string
  /** Receives rate-limit and retry notices. Default: silent. */
  log?: Logger
  /** Retries of a failed request (5xx, 429…; never 400/401/403/404/410/422/451) and of a rate-limited request. Default 3. */
  retries?: number
  /**
   * Milliseconds per unit of back-off. The retry plugin waits (n+1)² units before retry n
   * (1 s, 4 s, 9 s by default); the throttling plugin waits `retry-after` seconds × this value.
   * Default 1000. Tests against the fake server use 1–10.
   */
  retryAfterBaseValue?: number
  /**
   * false turns the throttling plugin off entirely (no write spacing, no rate-limit retries);
   * for tests only, where the plugin's fixed 1 s / 3 s write spacing would dominate. Default true.
   */
  throttle?: boolean
}

/** Rate-limit retries per request (the throttling plugin's handlers return true this many times). */
const DEFAULT_RETRIES = 3

/**
 * Creates the REST client for `token` (a `GITHUB_TOKEN`, a PAT or an app token).
 * Never performs a request. Rate limits: each of `onRateLimit` / `onSecondaryRateLimit`
 * logs one warning line and asks for a retry while fewer than `retries` retries happened.
 */
export function createOctokit(token: string, options: CreateOctokitOptions = {}): GitHubClient {
  const log = options.log ?? silentLogger
  const retries = options.retries ?? DEFAULT_RETRIES
  const retryAfterBaseValue = options.retryAfterBaseValue ?? 1000
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      const retrying = retryCount < retries
      log.warning(
        `GitHub ${kind} hit for ${request.method} ${request.url}; ` +
          (retrying ? `retry ${retryCount + 1} of ${retries} after ${retryAfter} s` : `giving up after ${retries} retries`)
      )
      return retrying
    }
  const octokitOptions: Parameters<typeof getOctokit>[1] = {
    log: {
      debug: (message: string) => log.debug(message),
      info: (message: string) => log.debug(message),
      warn: (message: string) => log.warning(message),
      error: (message: string) => log.warning(message)
    },
    retry: { retries, retryAfterBaseValue },
    throttle:
      options.throttle === false
        ? { enabled: false }
        : {
            retryAfterBaseValue,
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit')
          }
  }
  // Only set baseUrl when given: an explicit undefined would override @actions/github's default.
  if (options.baseUrl !== undefined) octokitOptions.baseUrl = options.baseUrl.replace(/\/+$/, '')
  return getOctokit(token, octokitOptions, retry, throttling)
}

/**
 * Test-only tuning read from the environment, so end-to-end tests that spawn
 * the bundled action can make retries fast without a new action input:
 * `FABRIC_COMPARE_RETRY_AFTER_BASE_MS` (integer ≥ 0 → `retryAfterBaseValue`) and
 * `FABRIC_COMPARE_THROTTLE=off` (→ `throttle: false`). Returns {} when neither is set;
 * ignores malformed values.
 */
export function octokitTuningFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<CreateOctokitOptions, 'retryAfterBaseValue' | 'throttle'> {
  const tuning: Pick<CreateOctokitOptions, 'retryAfterBaseValue' | 'throttle'> = {}
  const base = env['FABRIC_COMPARE_RETRY_AFTER_BASE_MS']
  if (base !== undefined && /^\d+$/.test(base.trim())) tuning.retryAfterBaseValue = Number(base.trim())
  if (env['FABRIC_COMPARE_THROTTLE']?.trim().toLowerCase() === 'off') tuning.throttle = false
  return tuning
}
