#!/usr/bin/env bash
# Types, lint and the unit tests (vitest.config.ts: the app's screens, hooks and rules), before every
# commit; `npm test` runs them and everything else. The type check and lint each use one core: they run
# side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

lint_log=$(mktemp)
trap 'rm -f "$lint_log"' EXIT
npm run --silent lint >"$lint_log" 2>&1 &
lint=$!
types=0
npm run --silent typecheck || types=$?
lint_status=0
wait "$lint" || lint_status=$?
cat "$lint_log"
if [ "$types" != 0 ] || [ "$lint_status" != 0 ]; then
  [ "$types" != 0 ] && echo "Type check failed" >&2
  [ "$lint_status" != 0 ] && echo "Lint failed" >&2
  exit 1
fi
npm run --silent test:unit
