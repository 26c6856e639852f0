/**
 * The CLI on a terminal, through the injected terminal seam (no real
 * terminal): colour on the text report's verdict, gate, warnings and
 * withheld deltas only when standard output is a terminal and NO_COLOR is
 * unset (https://no-color.org) — never in JSON or Markdown — and a
 * throttled progress line on standard error only when it is a terminal and
 * CI is unset.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { runCli, type CliOutput } from '../src/cli/run.js'
import { openProgress, progressText } from '../src/cli/progress.js'
import type { TerminalInfo } from '../src/cli/terminal.js'
import { besidesGateLine } from './support/gate-stderr.js'

const MANIFEST = 'examples/attempt-comparison/manifest.json'
const ESC = '\u001b'
const TEXT = readFileSync('__tests__/golden/example.txt', 'utf8')

async function run(args: string[], terminal: TerminalInfo, now?: () => number): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const out: CliOutput = { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), terminal, now }
  const code = await runCli(args, out)
  return { code, stdout, stderr }
}

const tty = (env: Record<string, string> = {}): TerminalInfo => ({ stdoutIsTTY: true, stderrIsTTY: false, env })
const stripAnsi = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, '')

describe('colour on a terminal', () => {
  it('colours the verdict, the gate, each warning’s severity and code, and every withheld delta; the text is otherwise the golden', async () => {
    const { code, stdout } = await run([MANIFEST], tty())
    expect(code).toBe(1)
    expect(stripAnsi(stdout)).toBe(TEXT)
    const lines = stdout.split('\n')
    expect(lines[0]).toBe(
      `${ESC}[1;31mEvidence INCOMPLETE — 1 of 2 configurations incomplete: candidate. Figures marked ≥ or "none seen" are lower bounds; baseline: input, cached input, output and total tokens fully covered · reasoning tokens unknown · cost fully covered; candidate: input, cached input, output and total tokens 7 of 9 requests · reasoning tokens unknown · cost 7 of 9 requests.${ESC}[0m`
    )
    expect(lines[1]).toBe(`${ESC}[1;31mGate FAILED (policy: incomplete).${ESC}[0m`)
    expect(lines).toContain(
      `  cost                 $0.0803   ≥ $0.04976  ${ESC}[33mnot comparable${ESC}[0m: pricing bases differ (list-2026-07 vs list-2026-09); candidate cost_usd incomplete (7 of 9 requests)`
    )
    expect(lines).toContain(
      `    difference in pass fraction  ${ESC}[33mnot comparable${ESC}[0m: evaluators differ (calc-verifier@1.0 vs calc-verifier@2.0)`
    )
    expect(lines).toContain(
      `  ${ESC}[33mwarning [attempt_missing]${ESC}[0m candidate: 2 of 6 listed attempts missing, no authoritative evidence (candidate/calc/mul@r3#2, candidate/text/reverse@r1#2)`
    )
    expect(lines.find((l) => l.includes('verdict_without_evidence]'))).toBe(
      `  ${ESC}[36mnotice [verdict_without_evidence]${ESC}[0m candidate: 2 attempts with a verdict but no authoritative execution evidence (candidate/calc/mul@r3#2, candidate/text/reverse@r1#2); the verdicts count in the pass fraction`
    )
    // 2 headline lines, 7 comparison rows and the paired difference withheld, 7 warnings.
    expect(lines.filter((l) => l.includes(ESC))).toHaveLength(2 + 8 + 7)
  })

  it('paints a passing gate green and a `never` gate bold only', async () => {
    const passed = (await run(['examples/paired-comparison/manifest.json'], tty())).stdout.split('\n')
    expect(passed[0]).toBe(
      `${ESC}[1;32mEvidence COMPLETE — 2 configurations; input, cached input, output and total tokens fully covered; reasoning tokens unknown; cost fully covered.${ESC}[0m`
    )
    expect(passed[1]).toBe(`${ESC}[1;32mGate PASSED (policy: incomplete).${ESC}[0m`)
    const never = (await run([MANIFEST, '--fail-on', 'never'], tty())).stdout.split('\n')
    expect(never[1]).toBe(`${ESC}[1mGate: report only (policy: never) — never fails.${ESC}[0m`)
  })

  it('is off with NO_COLOR (any non-empty value), TERM=dumb or a pipe, and never in JSON or Markdown', async () => {
    for (const terminal of [
      tty({ NO_COLOR: '1' }),
      tty({ NO_COLOR: 'false' }),
      tty({ TERM: 'dumb' }),
      { stdoutIsTTY: false, stderrIsTTY: true, env: { CI: 'true' } }
    ]) {
      expect((await run([MANIFEST], terminal)).stdout).toBe(TEXT)
    }
    expect((await run([MANIFEST], tty({ NO_COLOR: '' }))).stdout).toContain(ESC)
    for (const flag of ['--json', '--markdown', '--summary-markdown'])
      expect((await run([MANIFEST, flag], tty())).stdout).not.toContain(ESC)
  })
})

describe('the progress line on standard error', () => {
  it('shows attempts read of total and the rate, after the first second, and erases itself before the report', async () => {
    let t = 0
    const { stdout, stderr } = await run([MANIFEST], { stdoutIsTTY: false, stderrIsTTY: true, env: {} }, () => (t += 400))
    expect(stdout).toBe(TEXT)
    const frames = stderr.split('\r\u001b[K')
    expect(frames[0]).toBe('')
    expect(besidesGateLine(frames.at(-1)!)).toBe('')
    expect(frames.slice(1, 3)).toEqual([
      'fabric-compare: 3 of 12 attempts read (25.0%) · 3 attempts/s',
      'fabric-compare: 4 of 12 attempts read (33.3%) · 3 attempts/s'
    ])
    expect(frames.at(-2)).toBe('fabric-compare: 12 of 12 attempts read (100.0%) · 3 attempts/s')
    expect(frames).toHaveLength(12)
  })

  it('never appears in CI, on a pipe, or in a short run', async () => {
    let t = 0
    const clock = (): number => (t += 400)
    expect(besidesGateLine((await run([MANIFEST], { stdoutIsTTY: true, stderrIsTTY: true, env: { CI: 'true' } }, clock)).stderr)).toBe('')
    expect(besidesGateLine((await run([MANIFEST], { stdoutIsTTY: true, stderrIsTTY: false, env: {} }, clock)).stderr)).toBe('')
    expect(besidesGateLine((await run([MANIFEST], { stdoutIsTTY: false, stderrIsTTY: true, env: {} }, () => 5)).stderr)).toBe('')
  })

  it('redraws at most every 250 ms and says nothing of a total it does not know', () => {
    let now = 0
    let written = ''
    const progress = openProgress({ total: null, write: (t) => (written += t), now: () => now })
    for (const [at, read] of [
      [999, 1],
      [1000, 2],
      [1100, 3],
      [1249, 4],
      [1250, 5]
    ]) {
      now = at
      progress.tick(read)
    }
    progress.done()
    progress.done()
    expect(written).toBe(
      '\r\u001b[Kfabric-compare: 2 attempts read · 2 attempts/s\r\u001b[Kfabric-compare: 5 attempts read · 4 attempts/s\r\u001b[K'
    )
    expect(progressText(1200, 20000, 5000)).toBe('fabric-compare: 1,200 of 20,000 attempts read (6.0%) · 240 attempts/s')
  })
})
