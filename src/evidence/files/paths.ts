/**
 * Keeps evidence paths inside the manifest's folder (or the evidence root):
 * no absolute paths, no `..` escape, no symbolic link leading out, and
 * nothing but regular files (a FIFO would block a reader forever).
 *
 * The check is done on the opened file ({@link PathOpener}): the file is
 * opened with `O_NOFOLLOW` (a symbolic link as last component fails) and
 * judged from the `fstat` the reader needs anyway (kind, `dev:ino`
 * identity); a FIFO or device inside is opened non-blocking, then refused
 * unread. Each folder is checked once: its verdict is cached (bounded,
 * emptied when full), a new folder costs one `lstat`. A file thus costs
 * open + fstat + read + close. What this fast path cannot decide (a link,
 * a folder leading out, an open failing but for a missing file) takes the
 * slow path ({@link PathResolver}: `lstat`, `realpath` for a link), which
 * words every refusal. All calls block (`*Sync`): nothing else runs while
 * evidence is read, and blocking calls measured 2–3× faster (BENCHMARKS.md).
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, realpathSync, statSync, type Stats } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../errors.js'
import { isMissingFileError } from './file-outcome.js'
import { isFileSystemError, type FileToRead, type OpenedFile } from './open-file.js'

/**
 * Checks a declared relative path lexically. Returns the problem in words
 * (naming the root as `rootName`), or null when the path is acceptable.
 * Both `/` and `\` count as separators.
 */
export function relativePathProblem(declared: string, rootName = 'the manifest folder'): string | null {
  if (declared.includes('\0')) return 'contains a NUL character'
  const slashed = declared.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) return `is absolute; paths must be relative to ${rootName}`
  if (!slashed.includes('..')) return null // no `..` segment: normalizing cannot lead outside
  const normal = path.posix.normalize(slashed)
  if (normal === '..' || normal.startsWith('../')) return `leads outside ${rootName} (\`..\`)`
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
  { ok: true; absolute: string; identity?: string } | { ok: false; problem: string }

/**
 * Result of {@link PathOpener}: the file to read — opened (its `fd` is the
 * reader's to close), found missing, or (slow path) the absolute path the
 * reader opens itself — with its identity as in {@link ResolvedPath}; or why
 * the path is refused, in the same words as {@link ResolvedPath}.
 */
export type OpenedPath = { ok: true; source: FileToRead; identity?: string } | { ok: false; problem: string }

/** A {@link ResolvedPath} as an {@link OpenedPath}: the reader opens the absolute path itself. */
export function asOpenedPath(resolved: ResolvedPath): OpenedPath {
  return resolved.ok ? { ok: true, source: resolved.absolute, identity: resolved.identity } : resolved
}

/** Checks a declared path and opens the file in one go; see {@link createPathResolver}. */
export type PathOpener = (declared: string) => OpenedPath

/**
 * Resolves a declared path against a fixed root; see {@link createPathResolver}.
 * `open`, when present, does the same check on the opened file (fewer
 * system calls, same verdicts); a wrapper without it is called instead.
 */
export interface PathResolver {
  (declared: string): Promise<ResolvedPath>
  open?: PathOpener
  /**
   * True when the folder at `absolute` (a symbolic link is judged by its
   * target) is inside the root. Throws a file-system error when the folder
   * cannot be resolved (ENOENT for a dangling link).
   */
  folderInside?: (absolute: string) => boolean
}

/** Folders whose real path is remembered at once; the cache is emptied when it is full. */
const FOLDER_CACHE_SIZE = 4096

/**
 * Flags of the opening check: never follow a symbolic link as the last
 * component (ELOOP), never block on a FIFO without a writer, never make a
 * terminal the controlling one. Null where the platform has no `O_NOFOLLOW`
 * (Windows): there every path takes the slow path.
 */
const CHECKED_OPEN_FLAGS =
  constants.O_NOFOLLOW === undefined
    ? null
    : constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0)

/**
 * Makes a resolver for paths declared relative to `root`. It refuses a
 * path that escapes, also through symbolic links (compared by real path),
 * and a path that exists but is not a regular file (a folder, FIFO, socket
 * or device; a symbolic link is judged by its target). A file that does not
 * exist is returned as-is: the reader reports it as missing; a path the file
 * system refuses to check (ELOOP, ENAMETOOLONG, EACCES) is refused with the
 * reason. Throws only when `root` itself cannot be resolved.
 *
 * Its `open` (absent where the platform has no `O_NOFOLLOW`) gives the same
 * verdicts and refusals with the file opened, ready for the reader.
 */
export async function createPathResolver(root: string, rootName = 'the manifest folder'): Promise<PathResolver> {
  const realRoot = await realpath(root)
  const base = path.resolve(root)
  const folders = new Map<string, boolean>([[base, true]])
  const underBase = base + path.sep
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
    if (parent === folder || !folder.startsWith(underBase) || lstatSync(folder).isSymbolicLink()) {
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
  const resolver: PathResolver = async (declared) => resolveInside(base, declared, realRoot, folderInside, rootName)
  const flags = CHECKED_OPEN_FLAGS
  if (flags !== null) {
    resolver.open = (declared) =>
      openInside(base, declared, folderInside, flags, rootName) ??
      asOpenedPath(resolveInside(base, declared, realRoot, folderInside, rootName))
  }
  resolver.folderInside = folderInside
  return resolver
}

/**
 * Opens files and judges folders by absolute path under one root folder, for
 * the readers of evidence folders (Harbor jobs, TB1 runs, artifact folders)
 * that find their files by listing rather than by declared path. Made by
 * {@link createRootedOpener}.
 */
export interface RootedOpener {
  /**
   * The file at `absolute` with the checks of {@link createPathResolver}:
   * opened (the reader closes it), `missing`, or `unreadable` with the
   * refusal (`cannot read the file: path "<path in the root>" is a symbolic
   * link leading outside <root name>`, a `..` escape, not a regular file…).
   * Never throws for file-system errors.
   */
  (absolute: string): Promise<FileToRead>
  /**
   * Why the folder (or link to a folder) at `absolute` must not be entered —
   * `path "<path in the root>" is a symbolic link leading outside <root name>` —
   * or null when it is inside, is not a folder (a link to a file is judged
   * by the reader that opens it), or cannot be resolved (a dangling link
   * holds nothing to read). Never throws for file-system errors.
   */
  folderProblem(absolute: string): string | null
}

/**
 * A {@link RootedOpener} for `root` (a folder), named `rootName` in refusals
 * (e.g. `the Harbor job folder`). Throws only when `root` cannot be resolved.
 */
export async function createRootedOpener(root: string, rootName: string): Promise<RootedOpener> {
  const base = path.resolve(root)
  const resolver = await createPathResolver(base, rootName)
  const declaredOf = (absolute: string): string => path.relative(base, absolute).split(path.sep).join('/')
  const opener = async (absolute: string): Promise<FileToRead> => {
    const declared = declaredOf(absolute)
    const opened = resolver.open?.(declared) ?? asOpenedPath(await resolver(declared))
    if (opened.ok) return opened.source
    const refused: OpenedFile = { state: 'unreadable', reason: `cannot read the file: ${opened.problem}` }
    return refused
  }
  return Object.assign(opener, { folderProblem: folderProblemOf(resolver, base, rootName) })
}

/**
 * The judgement of a folder (or link to a folder) found by listing under
 * `root`, by `resolver` (made for `root` by {@link createPathResolver}): see
 * {@link RootedOpener.folderProblem}.
 */
export function folderProblemOf(resolver: PathResolver, root: string, rootName: string): (absolute: string) => string | null {
  const base = path.resolve(root)
  const folderInside = resolver.folderInside as (absolute: string) => boolean
  return (absolute) => {
    const declared = path.relative(base, absolute).split(path.sep).join('/')
    const lexical = relativePathProblem(declared, rootName)
    if (lexical !== null) return `path ${JSON.stringify(declared)} ${lexical}`
    try {
      // Only a folder would have been entered: a link to a file is judged by the reader that opens it (if any).
      if (statSync(absolute, { throwIfNoEntry: false })?.isDirectory() !== true) return null
      return folderInside(path.join(base, declared))
        ? null
        : `path ${JSON.stringify(declared)} is a symbolic link leading outside ${rootName}`
    } catch (error) {
      if (isFileSystemError(error)) return null // a dangling link: nothing behind it to read
      throw error
    }
  }
}

function isInside(realRoot: string, realPath: string): boolean {
  const rel = path.relative(realRoot, realPath)
  return !(rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
}

/** What a non-regular file is, in words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder'
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isSocket()) return 'a socket'
  return 'a device'
}

/** The absolute path of a declared one (`base`: the absolute root as given, not its real path). */
function joinToBase(base: string, declared: string): string {
  // A path already in normal form (the common case) is joined without normalizing it again.
  return path.sep === '/' && base !== '/' && !NOT_NORMAL.test(declared)
    ? `${base}/${declared}`
    : path.resolve(base, declared.replace(/\\/g, '/'))
}

/** The refusal of a path that exists but is not a regular file, naming its kind. */
function notRegular(declared: string, stats: Stats): ResolvedPath & { ok: false } {
  return { ok: false, problem: `path ${JSON.stringify(declared)} is ${kindOf(stats)}, not a regular file` }
}

/** A missing file, as the reader reports it. */
const MISSING: OpenedPath = { ok: true, source: { state: 'missing' } }

/**
 * The fast path: the folder's cached verdict, then the file opened with
 * `flags` (`O_NOFOLLOW`) and judged from its `fstat`. Null for what it
 * cannot decide, left to {@link resolveInside}, which words the refusal (so
 * both give the same verdicts): the root itself, a link as the last
 * component (ELOOP), a folder not inside (is the file missing, or a way
 * out?), a socket or device that refuses to open, EACCES, a folder that
 * cannot be checked.
 */
function openInside(
  base: string,
  declared: string,
  folderInside: (folder: string) => boolean,
  flags: number,
  rootName: string
): OpenedPath | null {
  const problem = relativePathProblem(declared, rootName)
  if (problem !== null) return { ok: false, problem: `path ${JSON.stringify(declared)} ${problem}` }
  const absolute = joinToBase(base, declared)
  if (absolute === base) return null // the root folder itself
  // The folder or the file is absent (or a parent is a file): missing, as the slow path would find it.
  let inside: boolean
  try {
    inside = folderInside(path.dirname(absolute))
  } catch (error) {
    return isMissingFileError(error) ? MISSING : null
  }
  if (!inside) return null
  let fd: number
  try {
    fd = openSync(absolute, flags)
  } catch (error) {
    return isMissingFileError(error) ? MISSING : null
  }
  let stats: Stats
  try {
    stats = fstatSync(fd)
  } catch {
    closeSync(fd)
    return null
  }
  if (!stats.isFile()) {
    closeSync(fd)
    return notRegular(declared, stats)
  }
  // An inode of 0 means the platform has none to give: the real path identifies the file instead.
  return {
    ok: true,
    source: { state: 'open', fd, size: stats.size },
    identity: stats.ino !== 0 ? `${stats.dev}:${stats.ino}` : realpathSync.native(absolute)
  }
}

/** The slow path: `lstat` of the file, `realpath` for a link; see {@link createPathResolver}. */
function resolveInside(
  base: string,
  declared: string,
  realRoot: string,
  folderInside: (folder: string) => boolean,
  rootName: string
): ResolvedPath {
  const problem = relativePathProblem(declared, rootName)
  if (problem !== null) return { ok: false, problem: `path ${JSON.stringify(declared)} ${problem}` }
  const absolute = joinToBase(base, declared)
  const leadsOut = (): ResolvedPath => ({
    ok: false,
    problem: `path ${JSON.stringify(declared)} is a symbolic link leading outside ${rootName}`
  })
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
    if (!stats.isFile()) return notRegular(declared, stats)
    // An inode of 0 means the platform has none to give: the real path identifies the file instead.
    return { ok: true, absolute, identity: stats.ino !== 0 ? `${stats.dev}:${stats.ino}` : realpathSync.native(absolute) }
  } catch (error) {
    if (isMissingFileError(error)) return { ok: true, absolute }
    // ELOOP (a link loop), ENAMETOOLONG, EACCES…: this path only is refused, named with the reason.
    if (isFileSystemError(error))
      return { ok: false, problem: `path ${JSON.stringify(declared)} cannot be checked: ${errorMessage(error)}` }
    throw error
  }
  return { ok: true, absolute }
}
