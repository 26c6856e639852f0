/**
 * `fabric-compare index DIR …`: writes `DIR/fabric-attempt.json` from the
 * evidence in DIR (src/sources/attempt-index/build-index.ts) and says what it found.
 */
import { closeSync, constants, lstatSync, openSync, writeSync } from 'node:fs'
import path from 'node:path'
import { ConfigurationError, errorMessage } from '../errors.js'
import { ATTEMPT_INDEX_FILE } from '../sources/attempt-index/attempt-indexes.js'
import { RUN_RECORD_FILE, buildAttemptIndex, type BuiltIndex, type IndexedRequest } from '../sources/attempt-index/build-index.js'
import { oneLine } from '../render/text/text-sections.js'
import type { IndexArgs } from './args.js'

/**
 * Builds and writes the attempt index of `args` (JSON, two-space indented,
 * newline-terminated; an index file already there is replaced, a symbolic
 * link there is refused, never written through) and returns
 * the text to print: the file written, the attempt, each request with the
 * files found, and the JSON files and links left out. Throws
 * ConfigurationError for every refusal of buildAttemptIndex and when the
 * file cannot be written.
 */
export async function writeAttemptIndex(args: IndexArgs): Promise<string> {
  const built = await buildAttemptIndex(args.dir, args)
  const file = path.join(args.dir, ATTEMPT_INDEX_FILE)
  // The folder holds what the agent wrote: an index file planted as a link must not make us write through it.
  if (lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() === true) {
    throw new ConfigurationError(
      `${file}: is a symbolic link; refused (the attempt index is written only as a regular file inside the folder)`
    )
  }
  try {
    const fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0), 0o644)
    try {
      writeSync(fd, `${JSON.stringify(built.index, null, 2)}\n`)
    } finally {
      closeSync(fd)
    }
  } catch (error) {
    throw new ConfigurationError(`${file}: cannot write the attempt index: ${errorMessage(error)}`)
  }
  return indexSummary(file, built)
}

function requestLine(r: IndexedRequest): string {
  const id = r.identity.request_id === null ? '(no request_id)' : r.identity.request_id
  const record =
    r.record === null
      ? 'no record'
      : `record ${r.record} (${r.record_problem !== null ? `unreadable: ${r.record_problem}` : r.record_ended === true ? 'end line' : r.record_ended === false ? 'start line only: the request never finished' : 'no lines read'})`
  return `${id}: ${r.result === null ? 'no full result' : `result ${r.result}`} · ${record}`
}

/** What {@link writeAttemptIndex} prints (evidence text made one line each: render/text/text-sections.ts `oneLine`). */
export function indexSummary(file: string, built: BuiltIndex): string {
  const { index } = built
  const evaluation = index.evaluation
  const verdict = [
    evaluation?.passed === undefined || evaluation.passed === null ? 'not judged' : evaluation.passed ? 'passed' : 'failed',
    ...(evaluation?.score === undefined || evaluation.score === null ? [] : [`score ${evaluation.score}`]),
    ...(evaluation?.evaluator === undefined
      ? []
      : [`evaluator ${evaluation.evaluator.name}${evaluation.evaluator.version === undefined ? '' : `@${evaluation.evaluator.version}`}`]),
    ...(index.task_duration_ms === undefined ? [] : [`task_duration_ms ${index.task_duration_ms}`])
  ]
  const unfinished = built.requests.filter((r) => r.result === null && r.record_ended !== true).length
  const head = [
    `wrote ${file}`,
    `attempt ${index.configuration} ${index.task}@${index.revision} #${index.attempt}: ${verdict.join(' · ')}`,
    `${built.requests.length} request(s), requests_complete: ${
      index.requests_complete === undefined
        ? `not set (no ${RUN_RECORD_FILE} found: nothing shows a request that ended before its full result was written; --requests-complete states it)`
        : `${index.requests_complete}${unfinished > 0 ? ` (${unfinished} record(s) without a full result or an end line)` : ''}${
            built.requests.every((r) => r.record === null) ? ' (stated with --requests-complete)' : ''
          }`
    }`
  ]
  const tail = [
    ...(built.ignored.length > 0 ? [`not NeMo Fabric full results, left out: ${built.ignored.join(', ')}`] : []),
    ...(built.links.length > 0 ? [`symbolic links, not followed: ${built.links.join(', ')}`] : [])
  ]
  // Requests indented after oneLine, which shows a leading space as a code point.
  const requests = built.requests.map((r) => `  ${oneLine(requestLine(r))}`)
  return `${[...head.map(oneLine), ...requests, ...tail.map(oneLine)].join('\n')}\n`
}
