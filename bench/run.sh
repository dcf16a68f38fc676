#!/usr/bin/env bash
# Builds the app and runs every benchmark in Chromium; each prints its figures next to a baseline and
# adds its main ones to bench/results/figures.ndjson, from which bench/report.ts writes
# bench/results/latest.json and bench/results/report.html. STATIC_DIR builds and serves the app from
# another directory than dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${STATIC_DIR:-dist}"
npx vite build --outDir "$out" --emptyOutDir >/dev/null
npx vite build --ssr src/ssr/render-page.tsx --outDir "$out/ssr" --emptyOutDir >/dev/null
node --import tsx scripts/compress-dist.ts "$out" >/dev/null
export STATIC_DIR="$out"
mkdir -p bench/results
export BENCH_FIGURES_FILE="$PWD/bench/results/figures.ndjson"
rm -f "$BENCH_FIGURES_FILE"
failed=0
for bench in bench/*.bench.ts; do
  echo "== $bench"
  # One benchmark failing leaves the others' figures, and the report, to be made.
  node --import tsx "$bench" || { echo "!! $bench failed"; failed=1; }
done
node --import tsx bench/report.ts
exit "$failed"
