#!/usr/bin/env bash
# Builds the app and runs the Playwright flows in Debian's Chromium, installing it when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium' and try again." >&2
    exit 1
  fi
fi

# E2E_BUILT=1: the caller has just built the app (the full test command builds it while PostgreSQL's tests run).
[ "${E2E_BUILT:-}" = 1 ] || npm run build
if [ "$#" -gt 0 ]; then
  npx playwright test "$@"
  exit
fi
# The flows two at a time, then the timing flows alone (playwright.config.ts); both run whatever the
# first's result, and either failing fails the run.
status=0
npx playwright test --project flows || status=$?
npx playwright test --project alone || status=$?
exit "$status"
