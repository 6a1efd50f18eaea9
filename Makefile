# Youzhe: `make run` builds and serves the whole product on an embedded SQLite file with
# Zhejiang's content; `make test` runs every test. See README.md.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
# Build outputs live outside the checkout so a fresh clone reuses a warm cache.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/youzhe/target
NPM_CACHE ?= $(HOME)/.cache/npm
NPM_CI := npm ci --cache $(NPM_CACHE) --prefer-offline --no-audit --no-fund
RELEASE_BIN := $(CARGO_TARGET_DIR)/release/youzhe
DEBUG_BIN := $(CARGO_TARGET_DIR)/debug/youzhe

.PHONY: build run test web web-deps own-crates lint deps data-check docs-check contract test-rust test-web e2e openapi fmt bench clean moto replicas crash

# Cargo names our own crates' artifacts by a hash that leaves out the checkout's path, so a
# build from another clone sharing the target directory can look fresh here (with that
# clone's sources and its web/dist path baked in). When the checkout changes, forget our
# crates' fingerprints: they rebuild, the dependencies stay warm.
own-crates:
	@mkdir -p "$(CARGO_TARGET_DIR)"
	@if [ "$$(cat "$(CARGO_TARGET_DIR)/.checkout" 2>/dev/null)" != "$(CURDIR)" ]; then \
	  rm -rf "$(CARGO_TARGET_DIR)"/*/.fingerprint/youzhe-*; \
	  echo "$(CURDIR)" > "$(CARGO_TARGET_DIR)/.checkout"; \
	fi

## build: the web app, then the release binary (web app embedded)
build: web own-crates
	cargo build --release --locked -p youzhe
	@echo "built $(RELEASE_BIN)"

## run: build, then serve on http://127.0.0.1:8080/ver3/ (SQLite in ./var, Zhejiang loaded on first start)
run: build
	$(RELEASE_BIN) serve

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && $(NPM_CI)

web-deps: web/node_modules/.package-lock.json

## web: build the web app into web/dist
web: web-deps
	cd web && npm run build

## test: everything — formatting, lints, Rust on SQLite and PostgreSQL, web unit tests, end-to-end
test: web lint deps data-check docs-check test-rust test-web contract e2e replicas crash

lint: own-crates
	cargo fmt --all --check
	cargo clippy --workspace --all-targets --locked -- -D warnings

## data-check: the shipped content is complete, consistent and inside its county polygons
data-check:
	python3 tools/data/merge_places.py --check
	python3 tools/data/check.py --targets
	python3 tools/data/build_quiz.py --check

## docs-check: docs/ROUTES.md (spec route -> page module, API path -> handler) and the crate map of docs/ARCHITECTURE.md match the code
docs-check:
	node --test tools/docs/ tools/routes/
	node tools/routes/gen-routes.mjs --check
	node tools/docs/gen-architecture.mjs --check

test-rust: own-crates moto
	cargo test --workspace --locked

## moto: the S3-compatible server the media API suite stores photos in (tools/moto, docs/MEDIA.md)
MOTO_VENV := $(HOME)/.cache/youzhe/moto
export YOUZHE_TEST_MOTO ?= $(MOTO_VENV)/bin/moto_server
moto: $(MOTO_VENV)/.installed
$(MOTO_VENV)/.installed: tools/moto/requirements.txt
	rm -rf "$(MOTO_VENV)"
	python3 -m venv "$(MOTO_VENV)"
	"$(MOTO_VENV)/bin/pip" install --quiet --disable-pip-version-check -r tools/moto/requirements.txt
	touch "$@"

test-web: web-deps
	cd web && npm test

## contract: the API fuzzer holds every operation to the OpenAPI document (tools/contract, docs/API.md)
contract: own-crates
	cargo build --locked -p youzhe
	YOUZHE_BIN=$(DEBUG_BIN) bash tools/contract/run.sh

## e2e: journeys in headless Chromium against the real binary
e2e: web own-crates
	cargo build --locked -p youzhe
	YOUZHE_BIN=$(DEBUG_BIN) bash e2e/run.sh

## replicas: two replicas on one fresh PostgreSQL database: a change reaches the other within 2 s; a shared rate limit admits N in all, not N each; one killed under load, 0 errors (docs/OPERATIONS.md)
replicas: own-crates
	cargo build --locked -p youzhe
	YOUZHE_BIN=$(DEBUG_BIN) node tools/replicas/run.mjs

## crash: visitors write at once while the server is killed with SIGKILL, 3 times on SQLite and on PostgreSQL: nothing acknowledged is lost, stock and seats exact, points match the ledger (docs/OPERATIONS.md)
crash: own-crates
	cargo build --locked -p youzhe
	YOUZHE_BIN=$(DEBUG_BIN) node tools/crash/run.mjs 3 both

## deps: the dependency policy: cargo-deny's licences, bans, duplicates and sources (deny.toml), npm audit where the registry answers (docs/SECURITY.md)
deps:
	bash tools/deps/check.sh

## openapi: regenerate the committed OpenAPI snapshot and the web app's types from it
openapi: own-crates
	cargo run -q --locked -p youzhe -- openapi > openapi/openapi.json
	cd web && npm run gen:api

fmt:
	cargo fmt --all

## bench: load benchmark (wrk on loopback); figures go to bench/RESULTS.md by hand
bench: build
	bash bench/load.sh

clean:
	rm -rf web/dist var
