/**
 * Whether the server the workflow runs on serves the artifact API that
 * @actions/artifact (v2 and later) reads workflow artifacts with. The library
 * refuses every call with `GHESNotSupportedError` unless `GITHUB_SERVER_URL`'s
 * host is `github.com`, ends in `.ghe.com` (GitHub Enterprise Cloud with data
 * residency) or in `.localhost` (its own rule, `isGhes` of its shared config),
 * and then advises to "try again", which never helps. GitHub Enterprise Server
 * and Gitea's runner are such servers. The check here is the same rule, made
 * before any download, so the action can say why and what works instead.
 */

/** A server whose artifacts @actions/artifact refuses to read, as {@link artifactServiceRefusal} names it. */
export interface ArtifactServiceRefusal {
  /** `GITHUB_SERVER_URL` as given, e.g. `https://ghes.example.com`. */
  serverUrl: string
  /** Its host name, lower-cased, e.g. `ghes.example.com`. */
  host: string
}

/**
 * The refusal @actions/artifact would make for `serverUrl` (`GITHUB_SERVER_URL`): null when the library serves it — unset
 * or empty (it then assumes `https://github.com`), `github.com`, a `*.ghe.com` or `*.localhost` host — and also for a
 * value that is no URL (the library would fail on it otherwise; that failure is left to it). Never throws.
 */
export function artifactServiceRefusal(serverUrl: string | null | undefined): ArtifactServiceRefusal | null {
  if (serverUrl === null || serverUrl === undefined || serverUrl === '') return null
  let host: string
  try {
    host = new URL(serverUrl).hostname.trimEnd().toLowerCase()
  } catch {
    return null
  }
  if (host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.localhost')) return null
  return { serverUrl, host }
}

/**
 * Why nothing can be read or uploaded on `refusal`'s server, as a clause: `ghes.example.com is not github.com or a
 * *.ghe.com host (…): @actions/artifact … refuses every call there (GHESNotSupportedError; trying again never helps)`.
 */
export function artifactServiceCause(refusal: ArtifactServiceRefusal): string {
  return (
    `${refusal.host} is not github.com or a *.ghe.com host (GitHub Enterprise Server, a Gitea runner): @actions/artifact, ` +
    'which reads and uploads workflow artifacts, refuses every call there (GHESNotSupportedError; trying again never helps)'
  )
}

/**
 * What works instead for the evidence, as an imperative clause: download the artifacts in an earlier step and read that
 * folder (input `evidence-path`). `actions/download-artifact` v4 and later use the same library and are refused on
 * GitHub Enterprise Server as well; its README names v3 there.
 */
export const ARTIFACT_SERVICE_REMEDY =
  'download them in an earlier step with an actions/download-artifact that works there ' +
  '(v3 on GitHub Enterprise Server: v4 and later are refused the same way) and give its folder as input evidence-path'
