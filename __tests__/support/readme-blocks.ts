/**
 * The README's shell blocks marked as runnable. A block is runnable when the
 * line before its opening fence is `<!-- runnable -->`, or
 * `<!-- runnable exit=N -->` when the commands are meant to end with exit
 * status N (e.g. the bundled example under the default gate policy exits 1).
 * A block that needs more than a clone (a GitHub run's artifacts) is marked
 * `<!-- run by __tests__/NAME.test.ts -->` instead: that test runs it, and the
 * file must exist.
 */
import { existsSync } from 'node:fs'

/** One runnable block: its commands, the exit status it is meant to end with, its 1-based line in the file. */
export interface RunnableBlock {
  script: string
  exit: number
  line: number
}

const MARKER = /^<!-- runnable(?: exit=(\d+))? -->$/
const RUN_BY = /^<!-- run by (__tests__\/[\w.-]+\.test\.ts) -->$/

/**
 * Every runnable block of `markdown`, in order.
 * @throws Error naming the line when a marker is not followed by a ```sh fence or the fence is never closed,
 *   or when a ```sh block has no marker (every shell block in the README is either run here or names the test that runs it),
 *   or names a test file that does not exist.
 */
export function runnableBlocks(markdown: string): RunnableBlock[] {
  const lines = markdown.split('\n')
  const blocks: RunnableBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const marker = MARKER.exec(lines[i])
    const runBy = i > 0 ? RUN_BY.exec(lines[i - 1]) : null
    if (lines[i] === '```sh' && runBy !== null && !existsSync(runBy[1]!))
      throw new Error(`line ${i}: ${runBy[1]} (the test said to run this block) does not exist`)
    if (lines[i] === '```sh' && !(i > 0 && (MARKER.test(lines[i - 1]) || runBy !== null))) {
      throw new Error(`line ${i + 1}: a \`\`\`sh block without <!-- runnable --> (or <!-- run by TEST -->) before it`)
    }
    if (marker === null) continue
    if (lines[i + 1] !== '```sh') throw new Error(`line ${i + 1}: <!-- runnable --> is not followed by a \`\`\`sh fence`)
    const end = lines.indexOf('```', i + 2)
    if (end < 0) throw new Error(`line ${i + 2}: the \`\`\`sh block is never closed`)
    blocks.push({ script: lines.slice(i + 2, end).join('\n'), exit: marker[1] === undefined ? 0 : Number(marker[1]), line: i + 3 })
    i = end
  }
  return blocks
}
