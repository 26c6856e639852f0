#!/usr/bin/env bash
# Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${DIST_DIR:-dist}"
rm -rf "$out"
npx ncc build src/index.ts -o "$out" --license licenses.txt
npx ncc build src/cli/index.ts -o "$out/cli" --license licenses.txt
