#!/usr/bin/env bash
# End-to-end journeys: headless Chromium (Debian's) at 390×844 against the real youzhe
# binary on a free loopback port with a fresh SQLite file. Screenshots go to e2e/artifacts/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
bin="${YOUZHE_BIN:-${CARGO_TARGET_DIR:-/root/.cache/youzhe/target}/debug/youzhe}"
npm_cache="${NPM_CACHE:-$HOME/.cache/npm}"

if [ ! -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --cache "$npm_cache" --prefer-offline --no-audit --no-fund)
fi
if [ ! -f "$root/web/dist/index.html" ]; then
  [ -d "$root/web/node_modules" ] || (cd "$root/web" && npm ci --cache "$npm_cache" --prefer-offline --no-audit --no-fund)
  (cd "$root/web" && npm run build)
fi
if [ ! -x "$bin" ]; then
  echo "e2e: no youzhe binary at $bin; building it" >&2
  (cd "$root" && CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/root/.cache/youzhe/target}" cargo build --locked -p youzhe)
fi

rm -rf "$here/artifacts"
mkdir -p "$here/artifacts"
exec node "$here/runner.mjs" "$bin"
