/**
 * The house stays readable (issue 59): no folder of src/ holds more than 20 files directly, and no file of
 * src/ is over 500 lines — a folder or file past either is split by what it holds (CONTRIBUTING.md).
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'

/** Every folder under (and including) `dir`, with the files it holds directly. */
function folders(dir = 'src'): Array<{ folder: string; files: string[] }> {
  const entries = readdirSync(dir, { withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => `${dir}/${e.name}`)
  return [{ folder: dir, files }, ...entries.filter((e) => e.isDirectory()).flatMap((e) => folders(`${dir}/${e.name}`))]
}

describe('the size of src/', () => {
  const all = folders()

  it('no folder holds more than 20 files directly', () => {
    expect(all.length).toBeGreaterThan(20)
    expect(all.filter((f) => f.files.length > 20).map((f) => `${f.folder}: ${f.files.length} files`)).toEqual([])
  })

  it('no file is over 500 lines', () => {
    const files = all.flatMap((f) => f.files)
    expect(files.length).toBeGreaterThan(200)
    const long = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > 500)
      .map((f) => `${f.file}: ${f.lines} lines`)
    expect(long).toEqual([])
  })
})
