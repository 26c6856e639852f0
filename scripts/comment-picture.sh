#!/usr/bin/env bash
# Remakes docs/comment.png: the bundled example's pull-request comment (examples/attempt-comparison,
# exactly __tests__/golden/example-comment.md) rendered as GitHub-flavoured Markdown and
# photographed by headless Chromium. CI does not run this; __tests__/readme-links.test.ts fails
# when the picture was made from another comment than the golden one, naming this script.
#
#   bash scripts/comment-picture.sh [OUT.png]        (default docs/comment.png; run from the repository root)
#
# Needs Chromium. On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
# (Ubuntu's package may be chromium-browser; set CHROMIUM=/path/to/chrome for any other build.)
set -euo pipefail
out="${1:-docs/comment.png}"
width=1000
chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
if [ -z "$chromium" ]; then
  echo "comment-picture: no Chromium found; install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM" >&2
  exit 2
fi
npm run -s build
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
node lib/scripts/comment-picture.js html "$work/comment.html"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$work/profile")
height="$("$chromium" "${flags[@]}" --window-size="$width,800" --dump-dom "file://$work/comment.html" 2>/dev/null |
  sed -n 's/.*data-height="\([0-9]*\)".*/\1/p' | head -n 1)"
if [ -z "$height" ]; then
  echo "comment-picture: Chromium did not report the page height" >&2
  exit 1
fi
"$chromium" "${flags[@]}" --window-size="$width,$height" --screenshot="$work/comment.png" "file://$work/comment.html" 2>/dev/null
node lib/scripts/comment-picture.js stamp "$work/comment.png"
mkdir -p "$(dirname "$out")"
cp "$work/comment.png" "$out"
echo "comment-picture: wrote $out (${width}×${height} px, $(wc -c < "$out") bytes)"
