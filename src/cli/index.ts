/** Entry point of the `fabric-compare` command (bundled to dist/cli/index.js). */
import { errorMessage } from '../errors.js'
import { limitHeapGrowth } from '../heap.js'
import { isFoldWorker } from '../parallel/protocol.js'
import { runCli } from './run.js'

// Started as a fold worker (src/parallel/pool.ts re-enters this bundle): pool.ts runs the worker, nothing here.
if (!isFoldWorker()) {
  limitHeapGrowth()
  await main()
}

async function main(): Promise<void> {
  // A reader that stops early (`| head`) closes the pipe: the rest of the output is dropped
  // quietly and the exit status stays the gate's, never an unhandled EPIPE stack trace.
  let stdoutClosed = false
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      stdoutClosed = true
      return
    }
    process.stderr.write(`fabric-compare: cannot write the output: ${errorMessage(error)}\n`)
    process.exitCode = 3
  })

  try {
    process.exitCode = await runCli(process.argv.slice(2), {
      stdout: (text) => {
        if (!stdoutClosed) process.stdout.write(text)
      },
      stderr: (text) => process.stderr.write(text),
      terminal: { stdoutIsTTY: process.stdout.isTTY === true, stderrIsTTY: process.stderr.isTTY === true, env: process.env }
    })
  } catch (error) {
    process.stderr.write(`fabric-compare: internal error: ${errorMessage(error)}\n`)
    if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
    process.exitCode = 3
  }
}
