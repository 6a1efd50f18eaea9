#!/usr/bin/env bash
# Spot the difference: milliseconds to draw and encode each scene's two pictures as PNG
# (720 × 480, crates/found/src/render.rs), release build. Each picture is drawn once per
# server run, on its first request, then served from memory. Results: bench/RESULTS.md,
# "Spot the difference: drawing the pictures".
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/youzhe/target}"
cargo run --quiet --release -p youzhe-found --example render_times
