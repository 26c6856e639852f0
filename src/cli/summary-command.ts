/**
 * `fabric-compare summary decode FILE [--output FILE]` (issue 40 item 4): a
 * shard summary (src/shard/read.ts) written as plain JSON lines
 * (src/shard/decode.ts) to standard output or `--output FILE`; each line
 * validates against schema/shard-summary.schema.json.
 */
import { statSync } from 'node:fs'
import { ConfigurationError } from '../errors.js'
import { writeDecodedSummary } from '../shard/decode.js'
import { openSummary } from '../shard/read.js'
import { openOutputFile } from './output-file.js'

/** Whether `a` and `b` name the same existing file (one inode), so writing `b` would truncate `a`. */
function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)]
    return x.dev === y.dev && x.ino === y.ino
  } catch {
    return false
  }
}

/**
 * Decodes the summary `file` to `output` (null: `stdout`). Returns the
 * number of attempt entries written. Throws ConfigurationError naming the
 * file (and the line, where there is one) when it is missing, is not a
 * shard summary of this version, or its entries do not decode or do not
 * match the end line's count and digest — lines already written to standard
 * output stay, an `--output` file is removed — and when `output` is the
 * summary itself or cannot be written.
 */
export async function decodeSummaryCommand(file: string, output: string | null, stdout: (text: string) => void): Promise<number> {
  if (output !== null && sameFile(file, output))
    throw new ConfigurationError(`--output ${output}: is the shard summary being decoded; give another file`)
  const summary = await openSummary(file)
  let target
  try {
    target = output === null ? null : openOutputFile(output, 'the decoded summary')
  } catch (error) {
    summary.close()
    throw error
  }
  let written = false
  try {
    const entries = await writeDecodedSummary(summary, target?.write ?? stdout)
    written = true
    return entries
  } finally {
    target?.close(written)
  }
}
