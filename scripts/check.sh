#!/usr/bin/env bash
# Before every commit: types and lint over the whole project, then the unit tests (vitest.config.ts:
# the app's screens, hooks and rules) that the uncommitted changes can affect: a test runs when it
# imports, directly or through other modules, a file that is changed, staged or new. A change to the
# test set-up, the Vitest configuration or package.json runs them all.
#
#   npm run check            the inner loop: every type, every lint rule, the affected unit tests
#   npm run check -- --all   every unit test (what `npm test` runs)
#
# The type check and lint each use one core: they run side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

all=0
for arg in "$@"; do
  case "$arg" in
    --all) all=1 ;;
    *) echo "Unknown option: $arg (npm run check [-- --all])" >&2; exit 2 ;;
  esac
done

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

if [ "$all" = 1 ]; then
  npm run --silent test:unit
elif [ -z "$(git status --porcelain --untracked-files=normal)" ]; then
  echo "No uncommitted changes: no unit test to run (npm run check -- --all runs them all)."
else
  npm run --silent test:unit -- --changed --passWithNoTests
fi
