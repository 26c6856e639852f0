/**
 * Artifact name patterns and per-artifact folder names for downloads.
 */

/**
 * True when `name` matches `pattern` as a whole: `*` matches any run of
 * characters (including none); every other character is literal and
 * case-sensitive (artifact names are compared as GitHub stores them).
 */
export function matchesArtifactPattern(pattern: string, name: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`, 's').test(name)
}

/**
 * The folder name of one downloaded artifact: `<name>-<id>` with every
 * character outside `[A-Za-z0-9._-]` replaced by `_` and leading dots replaced
 * by `_` (no hidden or `..` folders). The id keeps two artifacts whose
 * names sanitise alike apart.
 */
export function artifactFolderName(name: string, id: number): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, (m) => '_'.repeat(m.length))
  return `${safe === '' ? 'artifact' : safe}-${id}`
}
