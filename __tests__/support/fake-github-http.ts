/**
 * HTTP plumbing shared by the fake GitHub's route modules: replies, JSON
 * errors shaped like GitHub's, pagination with `Link` headers.
 * Test support only (see fake-github.ts for the server).
 */
import type { IncomingMessage } from 'node:http'

/** What a route handler answers. `json` is serialised; `body` is sent raw. */
export interface Reply {
  status: number
  json?: unknown
  body?: Buffer
  headers?: Record<string, string>
}

/** One parsed request, given to route handlers. */
export interface RouteRequest {
  method: string
  url: URL
  /** Path parameters captured by the route pattern, in order. */
  params: string[]
  headers: IncomingMessage['headers']
  /** Parsed JSON body, or null when empty or not JSON. */
  body: unknown
  /** The body's bytes as sent (blob uploads); absent for handlers built without it. */
  raw?: Buffer
  /** `http://127.0.0.1:PORT` of this server. */
  baseUrl: string
}

/** A GitHub-style error reply `{message, documentation_url, status}`. */
export function githubError(status: number, message: string, headers?: Record<string, string>): Reply {
  const reply: Reply = { status, json: { message, documentation_url: 'https://docs.github.com/rest', status: String(status) } }
  if (headers) reply.headers = headers
  return reply
}

/** The 403 a read-only `GITHUB_TOKEN` (fork pull request) gets from write endpoints and from `GET /user`. */
export function integrationForbidden(): Reply {
  return githubError(403, 'Resource not accessible by integration')
}

/** A primary rate-limit 403 (`x-ratelimit-remaining: 0`, reset now). */
export function rateLimited(): Reply {
  const reset = String(Math.floor(Date.now() / 1000))
  return githubError(403, 'API rate limit exceeded for installation ID 1.', {
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': reset
  })
}

/**
 * Slices `items` by `per_page` (default 30, max 100) and `page` (default 1) like GitHub,
 * with a `Link` header (`next`, `last`, `first`, `prev` as applicable) whose URLs keep
 * the other query parameters.
 */
export function paginate<T>(items: T[], request: RouteRequest): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(request.url.searchParams.get('per_page') ?? '30') || 30))
  const pageNumber = Math.max(1, Number(request.url.searchParams.get('page') ?? '1') || 1)
  const lastPage = Math.max(1, Math.ceil(items.length / perPage))
  const link = (page: number, rel: string): string => {
    const target = new URL(request.url.pathname + request.url.search, request.baseUrl)
    target.searchParams.set('per_page', String(perPage))
    target.searchParams.set('page', String(page))
    return `<${target.toString()}>; rel="${rel}"`
  }
  const links: string[] = []
  if (pageNumber < lastPage) links.push(link(pageNumber + 1, 'next'), link(lastPage, 'last'))
  if (pageNumber > 1) links.push(link(1, 'first'), link(pageNumber - 1, 'prev'))
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {}
  return { page: items.slice((pageNumber - 1) * perPage, pageNumber * perPage), headers }
}

/** Resolves after `ms` milliseconds (0 → next macrotask). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
