#!/usr/bin/env bash
# Builds the app and runs every benchmark in Chromium; each prints its figures next to a baseline.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build >/dev/null
for bench in bench/*.bench.ts; do
  echo "== $bench"
  node --import tsx "$bench"
done
