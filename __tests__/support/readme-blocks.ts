/**
 * The README's shell blocks marked as runnable. A block is runnable when the
 * line before its opening fence is `<!-- runnable -->`, or
 * `<!-- runnable exit=N -->` when the commands are meant to end with exit
 * status N (e.g. the bundled example under the default gate policy exits 1).
 */

/** One runnable block: its commands, the exit status it is meant to end with, its 1-based line in the file. */
export interface RunnableBlock {
  script: string
  exit: number
  line: number
}

const MARKER = /^<!-- runnable(?: exit=(\d+))? -->$/

/**
 * Every runnable block of `markdown`, in order.
 * @throws Error naming the line when a marker is not followed by a ```sh fence or the fence is never closed,
 *   or when a ```sh block has no marker (every shell block in the README is either run or says why not).
 */
export function runnableBlocks(markdown: string): RunnableBlock[] {
  const lines = markdown.split('\n')
  const blocks: RunnableBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const marker = MARKER.exec(lines[i])
    if (lines[i] === '```sh' && !(i > 0 && MARKER.test(lines[i - 1]))) throw new Error(`line ${i + 1}: a \`\`\`sh block without <!-- runnable --> before it`)
    if (marker === null) continue
    if (lines[i + 1] !== '```sh') throw new Error(`line ${i + 1}: <!-- runnable --> is not followed by a \`\`\`sh fence`)
    const end = lines.indexOf('```', i + 2)
    if (end < 0) throw new Error(`line ${i + 2}: the \`\`\`sh block is never closed`)
    blocks.push({ script: lines.slice(i + 2, end).join('\n'), exit: marker[1] === undefined ? 0 : Number(marker[1]), line: i + 3 })
    i = end
  }
  return blocks
}
