#!/usr/bin/env bash
# The API contract check: the fuzzer reads our OpenAPI document and holds every operation
# to it, against the real youzhe binary on a fresh SQLite file with the shipped content.
# Failures print with a curl line to reproduce. See docs/API.md, "The contract".
#   YOUZHE_BIN        the binary (default: the debug build)
#   CONTRACT_EXAMPLES examples per operation and phase (default 50)
#   CONTRACT_WORKERS  parallel workers (default 1: with 2 the fuzzer itself failed now and then)
#   CONTRACT_SEED     the fuzzer's seed (default fixed, so a run can be repeated)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
target="${CARGO_TARGET_DIR:-$HOME/.cache/youzhe/target}"
bin="${YOUZHE_BIN:-$target/debug/youzhe}"
examples="${CONTRACT_EXAMPLES:-50}"
seed="${CONTRACT_SEED:-20261124}"

# The virtual environment is named after the pinned requirements, so a new pin makes a new one.
pin="$(sha256sum "$here/requirements.txt" | cut -c1-12)"
venv="${CONTRACT_VENV:-$HOME/.cache/youzhe/contract-venv-$pin}"
if [ ! -x "$venv/bin/st" ]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"
fi
[ -x "$bin" ] || { echo "contract: no youzhe binary at $bin (cargo build -p youzhe)" >&2; exit 1; }

work="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
# Per-address limits are raised: the fuzzer is one address sending thousands of requests,
# and a 429 would stop it reaching what is behind a sign-in (the API suites test the limits).
rates=(CAMPING LOGIN CODE_LOGIN REFRESH WXSHARE IMAGE PAGEVIEWS LIVE_INGEST FAVOURITES POINTS MEDIA REVIEWS OPERATOR_LOGIN CAMPAIGNS QUIZ QIXI NOTES NOTE_LIKES PHOTO_ENTRIES PHOTO_VOTES STAMPS)
limits=()
for r in "${rates[@]}"; do limits+=("YOUZHE_RATE_$r=100000/60"); done
# Likewise the operator lockout: the fuzzer tries the same made-up usernames again and
# again, and every username, known or not, locks after repeated failures.
limits+=(YOUZHE_OPERATOR_LOCKOUT_ATTEMPTS=100 YOUZHE_OPERATOR_LOCKOUT_SECS=1)
# No SMS provider here: the development switch writes sign-in codes to the server log, so
# the fuzzer's code requests are answered as with a provider (without it they answer 50300).
limits+=(YOUZHE_SMS_LOG_CODES=1)
# Every request comes from one address: no cap on new accounts joining a campaign from it.
limits+=(YOUZHE_CAMPAIGN_NEW_PER_ADDRESS=off)
env "${limits[@]}" YOUZHE_ADDR="127.0.0.1:$port" YOUZHE_DATA_DIR="$work/var" RUST_LOG=warn \
  "$bin" serve >"$work/server.log" 2>&1 &
server=$!
cleanup() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

for _ in $(seq 1 120); do
  curl -fsS "$base/readyz" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.5
done

start=$(date +%s)
status=0
(cd "$work" && SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$here" "$venv/bin/st" \
  --config-file "$here/schemathesis.toml" run "$base/ver3/api/openapi.json" \
  --url "$base" --max-examples "$examples" --seed "$seed" --workers "${CONTRACT_WORKERS:-1}" \
  --no-color) || status=$?
echo "contract: fuzzer finished in $(( $(date +%s) - start )) s with status $status"
if [ "$status" -ne 0 ] && grep -q '"level":"ERROR"' "$work/server.log"; then
  echo "contract: the server logged errors:" >&2
  grep '"level":"ERROR"' "$work/server.log" | tail -20 >&2
fi
exit "$status"
