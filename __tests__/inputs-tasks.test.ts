import { execFileSync } from 'node:child_process'
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigurationError } from '../src/errors.js'
import { parseTaskLines, readTasks } from '../src/inputs/tasks.js'

const workspace = mkdtempSync(path.join(os.tmpdir(), 'fc-inputs-tasks-'))
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** The ConfigurationError `run` throws or rejects with. */
async function thrown(run: () => unknown): Promise<ConfigurationError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof ConfigurationError) return error
    throw error
  }
  throw new Error('expected a ConfigurationError')
}

describe('parseTaskLines', () => {
  it('splits at the last `@`, skipping comments and blank lines', () => {
    expect(parseTaskLines(['# expected tasks', '', 'calc/add@r1', '  web@scope/pkg@v2  ', '   ', 'calc/add@r2'], 'input `tasks`')).toEqual([
      { task: 'calc/add', revision: 'r1' },
      { task: 'web@scope/pkg', revision: 'v2' },
      { task: 'calc/add', revision: 'r2' }
    ])
  })

  it.each([
    [['ok@r1', 'no-revision'], 'input `tasks` line 2: "no-revision" is not `task@revision`'],
    [['# c', 'task@'], 'input `tasks` line 2: "task@" is not `task@revision`'],
    [['@r1'], 'input `tasks` line 1: "@r1" is not `task@revision`']
  ])('%j is malformed', async (lines, message) => {
    expect((await thrown(() => parseTaskLines(lines, 'input `tasks`'))).message).toBe(message)
  })

  it('rejects a repeated task@revision with its line number', async () => {
    const error = await thrown(() => parseTaskLines(['a@r1', '', 'a@r2', '# again', 'a@r1'], 'tasks.txt'))
    expect(error.message).toBe('tasks.txt line 5: "a@r1" is listed twice')
  })

  it('rejects a list with no task at all', async () => {
    expect((await thrown(() => parseTaskLines(['# only comments', '', '  '], 'tasks.txt'))).message).toBe(
      'tasks.txt: no `task@revision` line'
    )
    expect((await thrown(() => parseTaskLines([], 'input `tasks`'))).message).toBe('input `tasks`: no `task@revision` line')
  })
})

describe('readTasks', () => {
  it('reads inline lines', async () => {
    expect(await readTasks({ lines: ['x@1', 'y@2'] }, workspace)).toEqual([
      { task: 'x', revision: '1' },
      { task: 'y', revision: '2' }
    ])
  })

  it('reads a file relative to the workspace, with a BOM and CRLF line ends', async () => {
    mkdirSync(path.join(workspace, 'ci'), { recursive: true })
    writeFileSync(path.join(workspace, 'ci', 'tasks.txt'), '\uFEFFcalc/add@r1\r\n# note\r\n\r\nweb@v2\r\n')
    expect(await readTasks({ file: 'ci/tasks.txt' }, workspace)).toEqual([
      { task: 'calc/add', revision: 'r1' },
      { task: 'web', revision: 'v2' }
    ])
  })

  it('names the file and the line of a malformed line in a file', async () => {
    writeFileSync(path.join(workspace, 'bad.txt'), 'a@1\r\nb\r\n')
    expect((await thrown(() => readTasks({ file: 'bad.txt' }, workspace))).message).toBe('bad.txt line 2: "b" is not `task@revision`')
  })

  it('a missing file is a ConfigurationError naming the input and the file', async () => {
    const error = await thrown(() => readTasks({ file: 'ci/none.txt' }, workspace))
    expect(error.message).toBe('input `tasks`: cannot read ci/none.txt: no such file')
  })

  it('a FIFO in place of the file is refused at once, never waited on', async () => {
    execFileSync('mkfifo', [path.join(workspace, 'fifo.txt')])
    const error = await thrown(() => readTasks({ file: 'fifo.txt' }, workspace))
    expect(error.message).toMatch(/^input `tasks`: cannot read fifo\.txt: .*not a regular file/)
  })
})
