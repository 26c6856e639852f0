#!/usr/bin/env bash
# Remakes docs/history.png: the charts of the job summary's history section over 20 runs
# (scripts/history-picture-data.ts: two configurations whose ids differ only at their end, one run
# incomplete) with their captions, drawn by Mermaid's own browser bundle in GitHub's light and dark
# themes and photographed by headless Chromium. Mermaid is fetched from the npm registry into a
# temporary folder (`npm pack`), never installed. CI does not run this; __tests__/readme-links.test.ts
# fails when the picture was made from another history section than the current one, naming this script.
#
#   bash scripts/history-picture.sh [OUT.png]        (default docs/history.png; run from the repository root)
#
# Needs Chromium (see scripts/comment-picture.sh) and the npm registry. MERMAID=mermaid@11 names the release.
set -euo pipefail
out="${1:-docs/history.png}"
mermaid="${MERMAID:-mermaid@11}"
width=1640
# shellcheck source=scripts/picture-lib.sh
source "$(dirname "$0")/picture-lib.sh"
picture_setup history-picture
tarball="$(cd "$work" && npm pack --silent "$mermaid" | tail -n 1)"
tar -xzf "$work/$tarball" -C "$work" package/dist/mermaid.min.js package/package.json
cp "$work/package/dist/mermaid.min.js" "$work/mermaid.min.js"
version="$(node -p "require('$work/package/package.json').version")"
node lib/scripts/history-picture.js html "$work/history.html"
# Mermaid draws after the page has loaded: Chromium's virtual time lets it finish before the DOM dump and the photograph.
picture_shoot history-picture "$work/history.html" "$width" "$work/history.png" --virtual-time-budget=30000
charts="$(sed -n 's/.*data-charts="\([0-9]*\)".*/\1/p' <<<"$dom" | head -n 1)"
touching="$(sed -n 's/.*data-touching="\([0-9]*\)".*/\1/p' <<<"$dom" | head -n 1)"
if [ "$touching" != 0 ]; then
  echo "history-picture: ${touching:-an unknown number of} x-axis labels touch their neighbour (src/render/history/history-markdown.ts: AXIS_LABELS)" >&2
  exit 1
fi
node lib/scripts/history-picture.js stamp "$work/history.png"
mkdir -p "$(dirname "$out")"
cp "$work/history.png" "$out"
echo "history-picture: wrote $out (${width}×${height} px, $charts charts drawn by Mermaid $version, $(wc -c <"$out") bytes)"
