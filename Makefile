# Abfallportal — the commands a newcomer needs. `make start` and `make test` work on a fresh clone.
SHELL := /bin/bash
NPM_STAMP := node_modules/.install-stamp
FRONTEND_SOURCES := $(shell find frontend/src frontend/public common/src -type f 2>/dev/null) frontend/index.html frontend/vite.config.ts frontend/package.json
P ?= all

.PHONY: start test unit jest e2e anleitung-bilder lint format replay skip bench install build clean-data

$(NPM_STAMP): package.json package-lock.json backend/package.json projections/package.json frontend/package.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(NPM_STAMP)

frontend/dist/index.html: $(NPM_STAMP) $(FRONTEND_SOURCES)
	npm run build -w frontend

build: frontend/dist/index.html

## Starts the portal with demo data on http://localhost:3000 (embedded PostgreSQL in .data/).
start: build
	node_modules/.bin/tsx backend/src/main.ts

## Runs every test (unit, integration, contract, end-to-end) and ends with "N passed, N failed".
test: build
	npx tsx test/runAll.ts

## Only the unit tests (no database); `make test` runs everything.
unit: install
	npx jest --testPathPatterns '\.unit\.test\.tsx?$$'

## Every jest suite (unit, integration, contract) without the browser. JEST_ARGS passes options on
## (.ci/run: `--ci --json --outputFile=…` for the second run under Node 24).
jest: install
	npx jest $(JEST_ARGS)

e2e: build
	npx playwright test -c test/e2e/playwright.config.ts

lint: install
	npx depcruise backend/src projections/src common/src frontend/src migrations test --config .dependency-cruiser.cjs
	npx eslint .
	npx prettier --check .
	npx tsc -p tsconfig.json
	npx tsc -p frontend/tsconfig.json --noEmit
	npx tsx --test test/lint/lesemodellTreffer.unit.test.ts
	npx tsx test/lint/lesemodellVertraege.ts

format: install
	npx prettier --write .

## Rebuilds projections: make replay (all) or make replay P=<projection>.
replay: install
	npx tsx projections/src/replayCli.ts $(P)

## Moves a stalled projection past the one event /health names: make skip P=<projection> POS=<position> GRUND="…".
skip: install
	npx tsx projections/src/skipCli.ts "$(P)" "$(POS)" "$(GRUND)"

## Benchmarks print their figures; they are not tests.
## Makes the instructions' pictures (frontend/public/anleitung) from the running demo portal; not part of make test.
anleitung-bilder: build
	npx playwright test -c test/e2e/anleitungBilder.config.ts

bench: install
	@for b in test/bench/*.bench.ts; do echo "== $$b"; npx tsx $$b || exit 1; done

clean-data:
	rm -rf .data
