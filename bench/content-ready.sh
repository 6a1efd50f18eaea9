#!/usr/bin/env bash
# Server ready time: from process start until the content API answers with Zhejiang's
# cities, on a fresh SQLite store (first start: migrate, import the shipped content, build
# the snapshot) and on a restart (snapshot built from the store). With --bench-data N it
# also measures a restart over N synthetic places (`youzhe gen-bench-data`).
# Loopback only; every wait is bounded.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${YOUZHE_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/youzhe/target}/release/youzhe}
[ -x "$BIN" ] || { echo "build first: cargo build --release -p youzhe (or set YOUZHE_BIN)"; exit 1; }
N=0
[ "${1:-}" = "--bench-data" ] && N=${2:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
port=$((20000 + RANDOM % 20000))

# ready DATA_DIR CONTENT_DIR -> milliseconds until /common-region lists Hangzhou
ready() {
  local start end pid
  start=$(date +%s%N)
  YOUZHE_ADDR=127.0.0.1:$port YOUZHE_DATA_DIR="$1" YOUZHE_CONTENT_DIR="$2" RUST_LOG=warn "$BIN" serve >"$1.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 6000); do
    if curl -fs "http://127.0.0.1:$port/ver3/api/v3/common-region" 2>/dev/null | grep -q '"id":1201'; then
      end=$(date +%s%N)
      kill "$pid"; wait "$pid" 2>/dev/null || true
      echo $(((end - start) / 1000000))
      return
    fi
    sleep 0.005
  done
  kill "$pid" 2>/dev/null || true
  echo "not ready after 30 s; log: $1.log" >&2
  exit 1
}

first=$(ready "$work/a" data/zhejiang)
restart=$(ready "$work/a" data/zhejiang)
echo "shipped content ($(wc -l <data/zhejiang/places.jsonl) places): first start ${first} ms (import included), restart ${restart} ms"

if [ "$N" -gt 0 ]; then
  "$BIN" gen-bench-data --places "$N" "$work/synthetic" >/dev/null
  t0=$(date +%s%N)
  YOUZHE_DATA_DIR="$work/b" RUST_LOG=warn "$BIN" import "$work/synthetic" >/dev/null
  t1=$(date +%s%N)
  big=$(ready "$work/b" none)
  echo "$N synthetic places: import $(((t1 - t0) / 1000000)) ms, restart ${big} ms"
fi
