#!/usr/bin/env bash
# Every test: types, lint and unit tests; the integration tests (server, replication, local storage) on
# SQLite, and the server's and shared rules' unit tests again, on Node.js 24, the production runtime;
# the server tests on PostgreSQL while the app is built (neither needs the other); then the browser
# flows against the built app, whose servers run on the Node.js that installed the packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# Lint keeps its results per file (.tmp/eslintcache) and lints again only the files that changed, but a
# file's type-aware findings also depend on the files it imports: every file is linted afresh here.
rm -f .tmp/eslintcache
npm run check -- --all
npm run --silent test:node24

pg_log=$(mktemp)
trap 'rm -f "$pg_log"' EXIT
npm run --silent test:postgres >"$pg_log" 2>&1 &
postgres=$!
build=0
npm run build || build=$?
pg_status=0
wait "$postgres" || pg_status=$?
cat "$pg_log"
if [ "$build" != 0 ] || [ "$pg_status" != 0 ]; then
  [ "$build" != 0 ] && echo "The build failed" >&2
  [ "$pg_status" != 0 ] && echo "The server tests on PostgreSQL failed" >&2
  exit 1
fi
E2E_BUILT=1 bash tests/e2e/run.sh
