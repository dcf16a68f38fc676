#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway local PostgreSQL cluster.
# Uses Debian's PostgreSQL, installing it when missing and allowed; otherwise says it skipped.
set -euo pipefail

pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(pgbin)" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL is missing: installing Debian's postgresql package"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) || true
fi
BIN=$(pgbin)
if [ -z "$BIN" ]; then
  echo "PostgreSQL tests skipped: no PostgreSQL server binaries (apt-get install postgresql)."
  exit 0
fi

dir=$(mktemp -d)
port=$(( 20000 + RANDOM % 20000 ))
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() { "${as_pg[@]}" "$BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
"${as_pg[@]}" "$BIN/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
"${as_pg[@]}" "$BIN/pg_ctl" -D "$dir/data" -o "-k $dir -p $port -h 127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $port"
"$@"
