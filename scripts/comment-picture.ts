/**
 * The comment picture's two Node steps (run by `scripts/comment-picture.sh`, which adds the
 * headless Chromium step between them):
 *
 *   node lib/scripts/comment-picture.js html OUT.html   the bundled example's pull-request comment
 *                                                        (examples/attempt-comparison) as the action
 *                                                        renders it, converted to HTML with GitHub-
 *                                                        flavoured Markdown (micromark + its GFM extension)
 *   node lib/scripts/comment-picture.js stamp PNG       records the SHA-256 of that Markdown in the PNG
 *
 * The Markdown is made by the library itself (the manifest loader, `compare` and `renderComment`,
 * with the run links of `__tests__/golden/example-comment.md`), so the picture shows exactly that
 * golden comment. Exit status: 0 written, 2 usage.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { compare } from '../src/comparison/compare.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { VERSION } from '../src/version.js'
import { COMMENT_SHA_KEY, sha256, withPngText } from './comment-picture-png.js'

const MANIFEST = 'examples/attempt-comparison/manifest.json'
const MARKER = '<!-- fabric-compare:v1 key=default -->'
const RUN = 'https://github.com/OWNER/REPO/actions/runs/1'

/** The bundled example's comment Markdown, as the action posts it under the default policy. */
async function exampleComment(): Promise<string> {
  const report = compare({ ...(await loadManifestInput(MANIFEST)), policy: 'incomplete' }, VERSION)
  return renderComment(report, { marker: MARKER, runUrl: RUN, summaryUrl: RUN })
}

/** A stylesheet close to GitHub's light theme for comments (fonts, tables, code, details). */
const STYLE = `
body { margin: 0; background: #ffffff; }
.comment { box-sizing: border-box; width: 100%; padding: 16px 24px; color: #1f2328;
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
h2 { font-size: 1.5em; font-weight: 600; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; margin: 0 0 16px; }
p, table, details, ul, ol { margin: 0 0 16px; }
a { color: #0969da; text-decoration: none; }
code { font: 85% ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
table { border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
summary { cursor: pointer; }
`

function html(markdown: string): string {
  // The comment is our own output (evidence strings in it are already escaped by the renderer);
  // its only HTML is <details>/<summary> and hidden markers, which must reach the page as HTML.
  const body = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true })
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<meta name="${COMMENT_SHA_KEY}" content="${sha256(markdown)}">`,
    `<title>fabric-compare comment</title><style>${STYLE}</style></head>`,
    `<body><div class="comment">${body}</div>`,
    // --dump-dom prints the DOM after this ran: the shell script reads the page's height from it.
    '<script>document.body.setAttribute("data-height", String(Math.ceil(document.documentElement.scrollHeight)))</script>',
    '</body></html>',
    ''
  ].join('\n')
}

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv
  if (file === undefined || (command !== 'html' && command !== 'stamp')) {
    process.stderr.write('usage: node lib/scripts/comment-picture.js html OUT.html | stamp PICTURE.png\n')
    return 2
  }
  const markdown = await exampleComment()
  if (command === 'html') writeFileSync(file, html(markdown))
  else writeFileSync(file, withPngText(readFileSync(file), COMMENT_SHA_KEY, sha256(markdown)))
  process.stdout.write(`${command === 'html' ? 'wrote' : 'stamped'} ${file} (comment sha256 ${sha256(markdown).slice(0, 12)}…)\n`)
  return 0
}

process.exitCode = await main(process.argv.slice(2))
