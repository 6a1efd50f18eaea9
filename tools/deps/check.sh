#!/usr/bin/env bash
# Dependencies kept honest (docs/SECURITY.md, "Dependencies"): cargo-deny's checks of licences,
# banned and duplicate crates and sources (deny.toml), then npm's audit of the web app's
# production dependencies where the registry answers it. Run by `make deps`, part of `make test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

DENY_VERSION=0.20.2
TOOLS="${YOUZHE_TOOLS:-$HOME/.cache/youzhe/tools}"
DENY="$TOOLS/bin/cargo-deny"
if ! "$DENY" --version 2>/dev/null | grep -q " $DENY_VERSION\$"; then
  echo "deps: installing cargo-deny $DENY_VERSION into $TOOLS (once; about 3 minutes)"
  cargo install --locked --quiet cargo-deny --version "$DENY_VERSION" --root "$TOOLS"
fi
"$DENY" check licenses bans sources

# npm's audit asks the registry's advisory service. A registry that does not offer it (a
# mirror, or a proxy that refuses the request) is reported, not taken as a pass or a failure:
# the dependency tree is pinned by package-lock.json either way.
out=$(cd web && npm audit --omit=dev --audit-level=high 2>&1) && status=0 || status=$?
if [ "$status" -eq 0 ]; then
  echo "deps: npm audit of production dependencies: no high or critical advisory"
elif grep -qiE "audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|405 Method Not Allowed|not implemented" <<<"$out"; then
  why=$(grep -m1 -oE '[0-9]{3} [A-Z][A-Za-z ]+[a-z]|E(NOTFOUND|CONNREFUSED|TIMEDOUT|AI_AGAIN)' <<<"$out" || true)
  echo "deps: npm audit NOT RUN: the registry did not answer the audit request (${why:-no answer})"
else
  echo "$out"
  echo "deps: npm audit found high or critical advisories in production dependencies"
  exit 1
fi
