/**
 * The history picture's two Node steps (run by `scripts/history-picture.sh`, which fetches
 * Mermaid and adds the headless Chromium step between them):
 *
 *   node lib/scripts/history-picture.js html OUT.html   the charts of the job summary's history
 *                                                        section over 20 runs (scripts/history-
 *                                                        picture-data.ts) with their captions, as
 *                                                        GitHub-flavoured Markdown (micromark + its
 *                                                        GFM extension), twice: GitHub's light and
 *                                                        dark themes; the page draws each chart
 *                                                        with Mermaid's own bundle (mermaid.min.js
 *                                                        beside OUT.html)
 *   node lib/scripts/history-picture.js stamp PNG       records the SHA-256 of that Markdown in the PNG
 *
 * Exit status: 0 written, 2 usage.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { sha256, withPngText } from './comment-picture-png.js'
import { HISTORY_SHA_KEY, historyPictureMarkdown } from './history-picture-data.js'

/** Each theme's page colours (GitHub's light and dark) and the Mermaid theme GitHub draws charts in. */
const THEMES = [
  { name: 'light', mermaid: 'default', background: '#ffffff', text: '#1f2328', code: '#eff1f3', rule: '#d1d9e0' },
  { name: 'dark', mermaid: 'dark', background: '#0d1117', text: '#f0f6fc', code: '#262c36', rule: '#3d444d' }
] as const

const STYLE = `
body { margin: 0; display: flex; }
.panel { box-sizing: border-box; width: 820px; padding: 16px 24px;
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
h2 { font-size: 1.5em; font-weight: 600; padding-bottom: .3em; border-bottom: 1px solid; margin: 0 0 16px; }
p { margin: 0 0 16px; }
code { font: 85% ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, monospace; padding: .2em .4em; border-radius: 6px; }
pre.mermaid { margin: 0 0 16px; }
${THEMES.map(
  (t) => `.${t.name} { background: ${t.background}; color: ${t.text}; }
.${t.name} h2 { border-color: ${t.rule}; } .${t.name} code { background: ${t.code}; }`
).join('\n')}
`

/** The section up to its run table: the heading, the counts and every configuration's captions and charts. */
function chartsPart(markdown: string): string {
  const table = markdown.indexOf('\n| No. ')
  return table < 0 ? markdown : markdown.slice(0, table + 1)
}

function html(markdown: string): string {
  // Our own output: evidence strings in it are escaped by the renderer; it holds no raw HTML.
  const body = micromark(chartsPart(markdown), { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
  const panels = THEMES.map((t) => `<div class="panel ${t.name}" data-theme="${t.mermaid}">${body}</div>`).join('\n')
  // Each panel's charts are drawn in its theme, one theme at a time (Mermaid's theme is global); then the page
  // records its height, the charts drawn and their x-axis labels that touch, which the shell script reads from
  // Chromium's --dump-dom.
  const draw = `
(async () => {
  for (const panel of document.querySelectorAll('.panel')) {
    const nodes = []
    for (const code of panel.querySelectorAll('pre > code.language-mermaid')) {
      const pre = code.parentElement
      pre.className = 'mermaid'
      pre.textContent = code.textContent
      nodes.push(pre)
    }
    mermaid.initialize({ startOnLoad: false, theme: panel.dataset.theme })
    await mermaid.run({ nodes })
  }
  const svgs = [...document.querySelectorAll('pre.mermaid svg')]
  // x-axis labels that touch or overlap their neighbour, in every chart (an unlabelled run's label has no width).
  let touching = 0
  for (const svg of svgs) {
    const boxes = [...svg.querySelectorAll('g.bottom-axis g.label text')]
      .map((t) => t.getBoundingClientRect())
      .filter((b) => b.width > 0.5)
      .sort((a, b) => a.left - b.left)
    for (let i = 1; i < boxes.length; i++) if (boxes[i].left <= boxes[i - 1].right) touching++
  }
  document.body.setAttribute('data-charts', String(svgs.length))
  document.body.setAttribute('data-touching', String(touching))
  document.body.setAttribute('data-height', String(Math.ceil(document.documentElement.scrollHeight)))
})().catch((e) => document.body.setAttribute('data-error', String(e)))
`
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<meta name="${HISTORY_SHA_KEY}" content="${sha256(markdown)}">`,
    `<title>fabric-compare history</title><style>${STYLE}</style>`,
    '<script src="mermaid.min.js"></script></head>',
    `<body>${panels}`,
    `<script>${draw}</script>`,
    '</body></html>',
    ''
  ].join('\n')
}

function main(argv: string[]): number {
  const [command, file] = argv
  if (file === undefined || (command !== 'html' && command !== 'stamp')) {
    process.stderr.write('usage: node lib/scripts/history-picture.js html OUT.html | stamp PICTURE.png\n')
    return 2
  }
  const markdown = historyPictureMarkdown()
  if (command === 'html') writeFileSync(file, html(markdown))
  else writeFileSync(file, withPngText(readFileSync(file), HISTORY_SHA_KEY, sha256(markdown)))
  process.stdout.write(`${command === 'html' ? 'wrote' : 'stamped'} ${file} (history sha256 ${sha256(markdown).slice(0, 12)}…)\n`)
  return 0
}

process.exitCode = main(process.argv.slice(2))
