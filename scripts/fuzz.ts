/**
 * `npm run fuzz -- --runs N [--seed S] [--target NAME]`: the fuzz suite at
 * length. N inputs in all, spread evenly over the targets
 * (__tests__/support/fuzz-targets.ts); the seed is random unless given and
 * always printed. Prints time and inputs per target; on a failure, the
 * seed, path and shrunk counterexample, and exits 1.
 */
import { parseArgs } from 'node:util'
import { FUZZ_TARGETS } from '../__tests__/support/fuzz-targets.js'
import { runFuzz } from '../__tests__/support/fuzz-run.js'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, target: { type: 'string', multiple: true } }
  })
  const only = values.target ?? []
  const targets = only.length > 0 ? only.length : FUZZ_TARGETS.length
  const perTarget = Math.max(1, Math.ceil(Number(values.runs) / targets))
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
  process.stdout.write(`fuzz: seed ${seed}, ${perTarget} inputs per target\n`)
  const t0 = performance.now()
  const outcomes = await runFuzz(perTarget, seed, only)
  let failed = false
  for (const o of outcomes) {
    process.stdout.write(
      `  ${o.name.padEnd(26)} ${String(o.runs).padStart(7)} inputs  ${(o.ms / 1000).toFixed(1).padStart(6)} s  ${o.failure === null ? 'ok' : 'FAILED'}\n`
    )
    if (o.failure !== null) {
      failed = true
      process.stderr.write(`${o.failure}\n`)
    }
  }
  const total = outcomes.reduce((s, o) => s + o.runs, 0)
  process.stdout.write(
    `fuzz: ${total} inputs in ${((performance.now() - t0) / 1000).toFixed(1)} s, seed ${seed}: ${failed ? 'FAILED' : 'every invariant held'}\n`
  )
  if (failed) process.exitCode = 1
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
