/**
 * Temporary files the workers write their slices' attempt entries to: the
 * main thread opens them (readable only by this user) and unlinks them at
 * once where the system allows (as src/render/output/spool.ts does), hands the file
 * descriptors to the workers (threads share them), and reads them back in
 * slice order as one spool.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import type { TextSpool } from '../render/output/spool.js'

/** Bytes read per chunk when copying out. */
const CHUNK_BYTES = 1 << 20

/** Open entry files, one per slice and form; `dispose` closes and removes them. */
export interface SliceFiles {
  /** Per slice, the descriptor of its JSON entries' file, or null when not wanted. */
  json: Array<number | null>
  text: Array<number | null>
  /** Per slice, the descriptor of its entries' resource rows (src/render/output/resource-spool.ts lines), or null when not wanted. */
  rows: Array<number | null>
  /**
   * The JSON files as one spool: the slices in order, `separator` between
   * two non-empty ones (`counts[i]` entries in slice i). Read-only.
   */
  spool: (fds: Array<number | null>, counts: readonly number[], separator: string) => TextSpool
  dispose: () => void
}

/** Copies the whole file `fd` (from its start) to `write`, in chunks of about 1 MiB. */
function copyFile(fd: number, write: (text: string) => void): number {
  const decoder = new StringDecoder('utf8')
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES)
  let position = 0
  let length = 0
  for (;;) {
    const n = readSync(fd, chunk, 0, CHUNK_BYTES, position)
    if (n === 0) break
    position += n
    const text = decoder.write(chunk.subarray(0, n))
    length += text.length
    if (text.length > 0) write(text)
  }
  const rest = decoder.end()
  if (rest.length > 0) write(rest)
  return length + rest.length
}

/**
 * Opens the entry files of `slices` slices (JSON when `json`, detail lines
 * when `text`, resource rows when either) in a new folder under the system's temporary folder.
 * Throws the file-system error when they cannot be created.
 */
export function openSliceFiles(slices: number, json: boolean, text: boolean): SliceFiles {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fabric-compare-'))
  const fds: number[] = []
  const open = (name: string): number => {
    const fd = openSync(path.join(folder, name), 'w+', 0o600)
    fds.push(fd)
    return fd
  }
  let removed = false
  try {
    const jsonFds = Array.from({ length: slices }, (_, i) => (json ? open(`slice-${i}.json`) : null))
    const textFds = Array.from({ length: slices }, (_, i) => (text ? open(`slice-${i}.txt`) : null))
    const rowFds = Array.from({ length: slices }, (_, i) => (json || text ? open(`slice-${i}.rows`) : null))
    // Unlinked at once where the system allows it (the open descriptors keep the data).
    try {
      rmSync(folder, { recursive: true, force: true })
      removed = true
    } catch {
      removed = false
    }
    return {
      json: jsonFds,
      text: textFds,
      rows: rowFds,
      spool: (files, counts, separator) => ({
        append: () => {
          throw new Error('slice files are written by the workers')
        },
        length: 0,
        copyTo: (write) => {
          let any = false
          files.forEach((fd, i) => {
            if (fd === null || counts[i] === 0) return
            if (any && separator !== '') write(separator)
            any = true
            copyFile(fd, write)
          })
        },
        dispose: () => undefined
      }),
      dispose: () => {
        for (const fd of fds.splice(0)) closeSync(fd)
        if (!removed) rmSync(folder, { recursive: true, force: true })
        removed = true
      }
    }
  } catch (error) {
    for (const fd of fds.splice(0)) closeSync(fd)
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
}
