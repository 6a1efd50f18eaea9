#!/usr/bin/env bash
# Load benchmark on loopback: a static JSON ping (/healthz) against database-backed
# endpoints in the same run, with wrk, bounded in time. Prints requests/s and their ratios.
# Usage: bench/load.sh [seconds per endpoint, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-10}
bin=${YOUZHE_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/youzhe/target}/release/youzhe}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
[ -x "$bin" ] || { echo "no binary at $bin: run make build" >&2; exit 1; }

data=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
YOUZHE_ADDR=127.0.0.1:$port YOUZHE_DATA_DIR=$data RUST_LOG=warn "$bin" serve >"$data/log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done

run() { # path -> requests/s
  wrk -t2 -c32 -d"${secs}s" --latency "http://127.0.0.1:$port$1" | tee -a "$data/wrk.txt" \
    | awk '/Requests\/sec/ {print $2}'
}
echo "youzhe load benchmark: wrk -t2 -c32 -d${secs}s on $(nproc) cores, $(date -u +%FT%TZ)"
ping=$(run /healthz)
printf '%-40s %10.0f req/s\n' "/healthz (static JSON ping)" "$ping"
shift || true
for path in /readyz ${BENCH_PATHS:-}; do
  rps=$(run "$path")
  printf '%-40s %10.0f req/s   ratio to ping %.2f\n' "$path" "$rps" "$(awk -v a="$rps" -v b="$ping" 'BEGIN{print a/b}')"
done
grep -E 'Latency|99%' "$data/wrk.txt" | sed 's/^/  /' | head -20
