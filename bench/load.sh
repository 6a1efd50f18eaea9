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
# The content is imported on first start: wait until a place answers, so no run measures an
# empty snapshot.
for _ in $(seq 1 300); do
  curl -fs "http://127.0.0.1:$port/ver3/api/poi/v1/details?id=scenic-hz-xihu" | grep -q '"code":0' && break
  sleep 0.1
done

run() { # path -> requests/s
  wrk -t2 -c32 -d"${secs}s" --latency "http://127.0.0.1:$port$1" | tee -a "$data/wrk.txt" \
    | awk '/Requests\/sec/ {print $2}'
}
echo "youzhe load benchmark: wrk -t2 -c32 -d${secs}s on $(nproc) cores, $(date -u +%FT%TZ)"
ping=$(run /healthz)
printf '%-52s %10.0f req/s\n' "/healthz (static JSON ping)" "$ping"
shift || true
# Content endpoints, all served from memory; BENCH_PATHS (space-separated) replaces them.
content_paths="/ver3/api/v3/common-region
/ver3/api/poi/v1/nearby?lat=30.2431&lng=120.1502
/ver3/api/poi/v1/details?id=scenic-hz-xihu
/ver3/api/v3/places?kind=hotel,homestay&cityId=1201
/v3/homepage/rankList?cityId=1201
/ver3/api/v3/lines/detail?id=line-hz-classic-1d
/ver3/api/v3/suggest/list?cityId=1201"
set -f # the paths hold `?`: never glob them
for path in /readyz ${BENCH_PATHS:-$content_paths}; do
  rps=$(run "$path")
  printf '%-52s %10.0f req/s   ratio to ping %.2f\n' "$path" "$rps" "$(awk -v a="$rps" -v b="$ping" 'BEGIN{print a/b}')"
done
grep -E 'Latency|99%' "$data/wrk.txt" | sed 's/^/  /' | head -30
