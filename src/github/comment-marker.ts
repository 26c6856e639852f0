/**
 * The hidden marker that finds our pull-request comment again, on its own
 * with no dependency (the CLI's `--markdown` writes it without the GitHub
 * client or the Actions toolkit).
 */

/** The key with every character outside `[A-Za-z0-9._-]` replaced by `_`; an empty key becomes `default`. */
export function sanitiseCommentKey(key: string): string {
  const cleaned = key.replace(/[^A-Za-z0-9._-]/g, '_')
  return cleaned === '' ? 'default' : cleaned
}

/** The hidden marker that starts our comment for `key`: `<!-- fabric-compare:v1 key=<sanitised key> -->`. */
export function commentMarker(key: string): string {
  return `<!-- fabric-compare:v1 key=${sanitiseCommentKey(key)} -->`
}
