/**
 * Keeps evidence paths inside the manifest's folder (or the evidence root):
 * no absolute paths, no `..` escape, no symbolic link leading out, and
 * nothing but regular files (a FIFO would block a reader forever).
 *
 * Cost per file: one `lstat` of the file plus one `lstat` per folder not
 * seen before (whether a folder is inside is cached: it does not change
 * during a run; the cache is bounded and emptied when full, files of one
 * attempt sit in few folders and are checked close together). Only a
 * symbolic link (file or folder) is resolved with `realpath`. The checks block
 * (`*Sync`): nothing else runs while the evidence is read, and blocking
 * calls measured 2–3× faster than the thread-pool ones (BENCHMARKS.md).
 */
import { lstatSync, realpathSync, statSync, type Stats } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { isFileSystemError } from '../evidence/open-file.js'

/**
 * Checks a declared relative path lexically. Returns the problem in words,
 * or null when the path is acceptable. Both `/` and `\` count as separators.
 */
export function relativePathProblem(declared: string): string | null {
  if (declared.includes('\0')) return 'contains a NUL character'
  const slashed = declared.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) return 'is absolute; paths must be relative to the manifest folder'
  if (!slashed.includes('..')) return null // no `..` segment: normalizing cannot lead outside
  const normal = path.posix.normalize(slashed)
  if (normal === '..' || normal.startsWith('../')) return 'leads outside the manifest folder (`..`)'
  return null
}

// `\`, an empty, `.` or `..` segment, or a trailing `/`: what path.posix.normalize would change.
const NOT_NORMAL = /\\|\/\/|(?:^|\/)\.\.?(?:\/|$)|\/$|^$/

/**
 * The display form of a declared path: `/` separators, normalized
 * (`runs/./r.json` → `runs/r.json`). A path already in that form is
 * returned as the same string: `path.posix.normalize` builds its result by
 * concatenation, and tens of thousands of such rope strings (one per
 * evidence file, kept in every file outcome) cost memory for nothing.
 */
export function displayPath(declared: string): string {
  return NOT_NORMAL.test(declared) ? path.posix.normalize(declared.replace(/\\/g, '/')) : declared
}

/** Result of {@link resolveInside}: the absolute path to read, or why it is refused. */
export type ResolvedPath =
  /** `identity`: the file's `dev:ino` (else its resolved path) when it exists — one file however spelled or linked; absent when missing. */
  | { ok: true; absolute: string; identity?: string }
  | { ok: false; problem: string }

/** Resolves a declared path against a fixed root; see {@link createPathResolver}. */
export type PathResolver = (declared: string) => Promise<ResolvedPath>

/** Folders whose real path is remembered at once; the cache is emptied when it is full. */
const FOLDER_CACHE_SIZE = 4096

/**
 * Makes a resolver for paths declared relative to `root`. It refuses a
 * path that escapes, also through symbolic links (compared by real path),
 * and a path that exists but is not a regular file (a folder, FIFO, socket
 * or device; a symbolic link is judged by its target). A file that does not
 * exist is returned as-is: the reader reports it as missing; a path the file
 * system refuses to check (ELOOP, ENAMETOOLONG, EACCES) is refused with the
 * reason. Throws only when `root` itself cannot be resolved.
 */
export async function createPathResolver(root: string): Promise<PathResolver> {
  const realRoot = await realpath(root)
  const base = path.resolve(root)
  const folders = new Map<string, boolean>([[base, true]])
  /**
   * True when the folder's real path is inside the real root (cached). A
   * folder that is not a symbolic link is inside exactly when its parent is,
   * so a new folder costs one `lstat` (its parent is usually cached); only a
   * link, or a folder not under `base`, is resolved with `realpath`.
   */
  const folderInside = (folder: string): boolean => {
    let inside = folders.get(folder)
    if (inside !== undefined) return inside
    const parent = path.dirname(folder)
    if (parent === folder || !folder.startsWith(base + path.sep) || lstatSync(folder).isSymbolicLink()) {
      inside = isInside(realRoot, realpathSync.native(folder))
    } else {
      inside = folderInside(parent)
    }
    if (folders.size >= FOLDER_CACHE_SIZE) {
      folders.clear()
      folders.set(base, true)
    }
    folders.set(folder, inside)
    return inside
  }
  return async (declared) => resolveInside(base, declared, realRoot, folderInside)
}

function isInside(realRoot: string, realPath: string): boolean {
  const rel = path.relative(realRoot, realPath)
  return !(rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** What a non-regular file is, in words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder'
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isSocket()) return 'a socket'
  return 'a device'
}

/** `base`: the absolute root as given (not its real path). */
function resolveInside(
  base: string,
  declared: string,
  realRoot: string,
  folderInside: (folder: string) => boolean
): ResolvedPath {
  const problem = relativePathProblem(declared)
  if (problem !== null) return { ok: false, problem: `path ${JSON.stringify(declared)} ${problem}` }
  // A path already in normal form (the common case) is joined without normalizing it again.
  const absolute = path.sep === '/' && base !== '/' && !NOT_NORMAL.test(declared) ? `${base}/${declared}` : path.resolve(base, declared.replace(/\\/g, '/'))
  const leadsOut = (): ResolvedPath => ({ ok: false, problem: `path ${JSON.stringify(declared)} is a symbolic link leading outside the manifest folder` })
  try {
    // throwIfNoEntry: a missing file is common (a run killed early) and an exception per file is costly.
    let stats = lstatSync(absolute, { throwIfNoEntry: false })
    if (stats === undefined) return { ok: true, absolute }
    if (stats.isSymbolicLink()) {
      if (!isInside(realRoot, realpathSync.native(absolute))) return leadsOut()
      stats = statSync(absolute)
    } else if (absolute !== base && !folderInside(path.dirname(absolute))) {
      return leadsOut()
    }
    if (!stats.isFile()) return { ok: false, problem: `path ${JSON.stringify(declared)} is ${kindOf(stats)}, not a regular file` }
    // An inode of 0 means the platform has none to give: the real path identifies the file instead.
    return { ok: true, absolute, identity: stats.ino !== 0 ? `${stats.dev}:${stats.ino}` : realpathSync.native(absolute) }
  } catch (error) {
    if (isMissing(error)) return { ok: true, absolute }
    // ELOOP (a link loop), ENAMETOOLONG, EACCES…: this path only is refused, named with the reason.
    if (isFileSystemError(error)) return { ok: false, problem: `path ${JSON.stringify(declared)} cannot be checked: ${errorMessage(error)}` }
    throw error
  }
  return { ok: true, absolute }
}
