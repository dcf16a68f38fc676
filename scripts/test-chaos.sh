#!/usr/bin/env bash
# The long chaos run: three members use the app for three minutes through a proxy that drops, delays,
# duplicates and reorders their requests and live-stream frames, then every device is compared with
# the server (tests/e2e/chaos.spec.ts). Builds the app first (E2E_BUILT=1 skips that), like the other
# browser flows. CHAOS_MS sets another length; CHAOS_SEED replays a run (each run prints its seed).
set -euo pipefail
cd "$(dirname "$0")/.."

export CHAOS_MS="${CHAOS_MS:-180000}"
exec bash tests/e2e/run.sh tests/e2e/chaos.spec.ts "$@"
