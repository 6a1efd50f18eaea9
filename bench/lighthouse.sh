#!/usr/bin/env bash
# Lighthouse mobile on the pages listed in bench/lighthouse/run.mjs (home, stay search, West
# Lake, the rank lists, the famous people, a line), served by the
# release binary on a fresh SQLite file with the shipped content. Prints a Markdown table.
# Usage: bench/lighthouse.sh [runs per page, default 3]   (after `make build`)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
bin=${YOUZHE_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/youzhe/target}/release/youzhe}
[ -x "$bin" ] || { echo "no binary at $bin: run make build" >&2; exit 1; }
[ -d bench/lighthouse/node_modules ] || (cd bench/lighthouse && npm install --cache "$HOME/.cache/npm" --no-audit --no-fund --silent)

data=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
YOUZHE_ADDR=127.0.0.1:$port YOUZHE_DATA_DIR=$data RUST_LOG=warn "$bin" serve >"$data/log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 300); do
  curl -fs "http://127.0.0.1:$port/ver3/api/v3/common-region" | grep -q 1201 && break
  sleep 0.1
done
# Let the background precompression of the web assets finish before measuring.
sleep 2
node bench/lighthouse/run.mjs "http://127.0.0.1:$port" "$runs"
