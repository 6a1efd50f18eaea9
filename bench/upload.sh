#!/usr/bin/env bash
# The console's upload path: 20 camera-sized photos of about 4 MB (generated here with
# ImageMagick, never shipped) sent to POST /ver3/api/admin/v1/media, one request of 9, 9 and
# 2 files (the most a request takes), on a fresh SQLite store (the shipped content) with the
# local media folder. Prints the wall time of each request, the total, and the server's peak
# resident memory (VmHWM) before and after. Then the first photo becomes West Lake's cover
# and Lighthouse mobile measures that page (its LCP is the cover). Loopback only; every
# wait is bounded.
#   bench/upload.sh            # needs the release binary (or YOUZHE_BIN) and ImageMagick
#   PHOTOS_DIR=dir bench/upload.sh   # or 20 camera JPEGs of your own (*.jpg in dir)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${YOUZHE_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/youzhe/target}/release/youzhe}
[ -x "$BIN" ] || { echo "build first: cargo build --release -p youzhe (or set YOUZHE_BIN)"; exit 1; }
work=$(mktemp -d)
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
port=$((20000 + RANDOM % 20000))
base="http://127.0.0.1:$port"

# 20 photos, 4000×3000, a smooth scene with sensor-like noise: about 4 MB each as JPEG q92.
mkdir -p "$work/photos"
if [ -n "${PHOTOS_DIR:-}" ]; then
  i=0
  for f in "$PHOTOS_DIR"/*.jpg; do
    [ "$i" -lt 20 ] || break
    cp "$f" "$work/photos/p$i.jpg"
    i=$((i + 1))
  done
  [ "$i" -eq 20 ] || { echo "PHOTOS_DIR needs 20 *.jpg files"; exit 1; }
else
convert -size 4000x3000 plasma:skyblue-seagreen -attenuate 0.35 +noise Gaussian -quality 92 "$work/photos/p0.jpg"
for i in $(seq 1 19); do
  convert "$work/photos/p0.jpg" -modulate 100,100,$((90 + i)) -quality 92 "$work/photos/p$i.jpg"
done
fi
[ "$(file -b --mime-type "$work/photos/p0.jpg" 2>/dev/null || echo image/jpeg)" = image/jpeg ] || { echo "could not make the photos (a real ImageMagick is needed, or PHOTOS_DIR)"; exit 1; }
bytes=$(du -cb "$work"/photos/*.jpg | tail -1 | cut -f1)

# The shipped content (West Lake gets the cover at the end).
export YOUZHE_DATA_DIR="$work/data" YOUZHE_RATE_MEDIA=off RUST_LOG=warn
password=$("$BIN" operator add bench-editor --role province-admin 2>/dev/null | sed -n 's/.*password (shown once): \(\S*\).*/\1/p')
[ -n "$password" ] || { echo "could not add the operator"; exit 1; }
YOUZHE_ADDR=127.0.0.1:$port "$BIN" serve >"$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 3000); do curl -fs "$base/ver3/api/poi/v1/details?id=scenic-hz-xihu" 2>/dev/null | grep -q '"code":0' && break; sleep 0.05; done
hwm() { awk '/VmHWM/ {print $2}' "/proc/$pid/status"; }
before=$(hwm)

session=$(curl -fs -c "$work/cookies" -H 'Content-Type: application/json' \
  -d "{\"username\":\"bench-editor\",\"password\":\"$password\"}" "$base/ver3/api/admin/v1/session")
csrf=$(echo "$session" | sed -n 's/.*"csrf":"\([^"]*\)".*/\1/p')

upload() { # files…
  local args=()
  for f in "$@"; do args+=(-F "file=@$f;type=image/jpeg"); done
  curl -fs -b "$work/cookies" -H "X-CSRF-Token: $csrf" "${args[@]}" -o "$work/answer" \
    -w '%{time_total}' "$base/ver3/api/admin/v1/media"
  grep -q '"code":0' "$work/answer" || { echo "refused: $(head -c 300 "$work/answer")"; exit 1; }
}
start=$(date +%s%N)
t1=$(upload "$work"/photos/p{0..8}.jpg)
cp "$work/answer" "$work/first-answer"
t2=$(upload "$work"/photos/p{9..17}.jpg)
t3=$(upload "$work"/photos/p{18..19}.jpg)
total=$((($(date +%s%N) - start) / 1000000))
after=$(hwm)
objects=$(find "$work/data/media" -type f | wc -l)
kept=$(du -cb "$work/data/media" | tail -1 | cut -f1)
echo "20 photos, $((bytes / 20 / 1024)) KB each on average ($(nproc) cores): requests of 9/9/2 took ${t1}/${t2}/${t3} s, ${total} ms in all ($((total / 20)) ms a photo)"
echo "server peak memory (VmHWM): ${before} kB before, ${after} kB after"
echo "kept $objects objects (photo, thumbnail, 320/640/1280 each), $((kept / 1024)) KB in all"

# The detail page's largest paint with a real cover: the first photo becomes West Lake's
# cover (draft, publish, as the console does), then Lighthouse mobile on that page.
[ -d bench/lighthouse/node_modules ] || (cd bench/lighthouse && npm install --cache "$HOME/.cache/npm" --no-audit --no-fund --silent)
api="$base/ver3/api/admin/v1/content/places/scenic-hz-xihu"
curl -fs -b "$work/cookies" "$api" >"$work/record"
python3 - "$work/record" "$work/first-answer" >"$work/draft" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))["data"]["published"]
photo = json.load(open(sys.argv[2]))["data"][0]
record["media"] = [{"url": photo["url"], "width": photo["width"], "height": photo["height"], "caption": "西湖（基准测试用图）"}]
print(json.dumps({"body": record}))
PY
version=$(curl -fs -b "$work/cookies" -H "X-CSRF-Token: $csrf" -H 'Content-Type: application/json' -X PUT \
  --data-binary @"$work/draft" "$api/draft" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["version"])')
curl -fs -b "$work/cookies" -H "X-CSRF-Token: $csrf" -H 'Content-Type: application/json' \
  -d "{\"version\":$version}" "$api/publish" | grep -q '"code":0' || { echo "could not publish the cover"; exit 1; }
sleep 2
LH_PAGES='West Lake with a 4000×3000 cover=/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu' \
  node bench/lighthouse/run.mjs "$base" "${LH_RUNS:-3}"
