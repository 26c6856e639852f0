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
# shellcheck source=scripts/picture-lib.sh
source "$(dirname "$0")/picture-lib.sh"
picture_setup comment-picture
node lib/scripts/comment-picture.js html "$work/comment.html"
picture_shoot comment-picture "$work/comment.html" "$width" "$work/comment.png"
node lib/scripts/comment-picture.js stamp "$work/comment.png"
mkdir -p "$(dirname "$out")"
cp "$work/comment.png" "$out"
echo "comment-picture: wrote $out (${width}×${height} px, $(wc -c < "$out") bytes)"
