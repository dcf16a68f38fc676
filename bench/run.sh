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
# The share of the machine's CPU time left idle over the next second, in percent (/proc/stat).
idle_percent() {
  local a b
  a=$(awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8, $5+$6}' /proc/stat)
  sleep 1
  b=$(awk '/^cpu /{print $2+$3+$4+$5+$6+$7+$8, $5+$6}' /proc/stat)
  echo "$a $b" | awk '{total=$3-$1; print (total > 0 ? int(100*($4-$2)/total) : 100)}'
}
for bench in bench/*.bench.ts; do
  # What the benchmark before left running (browsers closing, a database stopping, files being written)
  # would slow this one's figures: each starts once the machine is 90% idle, or after 30 s at most.
  if [ -r /proc/stat ]; then
    for _ in $(seq 30); do [ "$(idle_percent)" -ge 90 ] && break; done
  fi
  echo "== $bench"
  # One benchmark failing leaves the others' figures, and the report, to be made.
  node --import tsx "$bench" || { echo "!! $bench failed"; failed=1; }
done
node --import tsx bench/report.ts
exit "$failed"
