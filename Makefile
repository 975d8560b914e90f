# Social Publishing Service toolkit: every task a maintainer or CI runs.
# Needs only python3 (3.11+), make, and node/npm for the spec lint tools; the first target
# that needs them creates .venv (from pyproject.toml) and node_modules (from package-lock.json).
# `make test` also needs Chromium for the /docs page test: `make browser` installs it.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
SPEC ?= openapi.yaml
# The optional test-control interface (/_sandbox); its $refs point into openapi.yaml.
CONTROL_SPEC ?= sandbox.yaml
PORT ?= 8000
BASE ?= main
FORMAT ?= text
FAIL_ON ?= breaking
# BASE_URL, API_KEY, PROFILE_KEY, DATA_DIR, WORKERS, PLAN, CA_BUNDLE, ALLOW_PRIVATE_TARGETS,
# OFFLINE_FETCH, CHECK_RESPONSES, ARGS, PYTEST_ARGS, TEST_WORKERS: optional, see `make help`.
# FORMAT, FAIL_ON: the report format and failing severity of `make diff`.

VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
VENV_STAMP := $(VENV)/.installed
NODE_BIN := node_modules/.bin
NODE_STAMP := node_modules/.installed
# The browser the /docs page test drives (tests/server/test_docs_page.py), and how to get it.
CHROMIUM ?= /usr/bin/chromium
APT_GET ?= apt-get
# Our Python code (generated_client/ is checked by its generator, not here).
CODE_DIRS := spec_model spec_lint generator reference_server contract_tests testkit benchmarks tests

# No telemetry, update checks or version nags from the tools (the network reaches registries only).
export REDOCLY_TELEMETRY := off
export REDOCLY_SUPPRESS_UPDATE_NOTICE := true
export SCARF_ANALYTICS := false
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: help setup browser lint check-code bundle generate check-generated check diff serve contract test bench soak clean distclean

help: ## list the targets
	@echo "Targets (variables: SPEC=$(SPEC) CONTROL_SPEC=$(CONTROL_SPEC) PORT=$(PORT) BASE=$(BASE) FORMAT=$(FORMAT) FAIL_ON=$(FAIL_ON) BASE_URL API_KEY PROFILE_KEY DATA_DIR WORKERS PLAN CA_BUNDLE ALLOW_PRIVATE_TARGETS OFFLINE_FETCH CHECK_RESPONSES ARGS PYTEST_ARGS TEST_WORKERS):"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{ printf "  %-16s %s\n", $$1, $$2 }'

$(VENV_STAMP): pyproject.toml
	@echo "==> creating $(VENV) from pyproject.toml"
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "error: $(PYTHON) is older than 3.11 (set PYTHON=python3.11)" >&2; exit 1; }
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PY) -m pip install --quiet --upgrade pip
	@$(PY) -m pip install --quiet -e '.[dev]'
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	@echo "==> installing spec lint tools (npm ci)"
	@command -v npm >/dev/null || { echo "error: npm not found (Node 20+ is needed for make lint)" >&2; exit 1; }
	@npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

setup: $(VENV_STAMP) $(NODE_STAMP) ## create .venv and node_modules (done on demand by the other targets)

browser: $(VENV_STAMP) ## install Chromium for the /docs page test: Debian's (apt-get, as root or with sudo -n), else Playwright's own
	@if [ -x "$(CHROMIUM)" ] || [ -x "$$($(PY) -c 'from playwright.sync_api import sync_playwright as p; c = p().start(); print(c.chromium.executable_path); c.stop()' 2>/dev/null)" ]; then exit 0; fi; \
	if [ "$$(id -u)" -eq 0 ]; then sudo_cmd=""; elif sudo -n true 2>/dev/null; then sudo_cmd="sudo -n"; else sudo_cmd="none"; fi; \
	if [ "$$sudo_cmd" != none ] && command -v $(APT_GET) >/dev/null; then \
		echo "==> installing Debian's chromium ($(APT_GET), for the /docs page test)"; \
		if $$sudo_cmd $(APT_GET) update -q && DEBIAN_FRONTEND=noninteractive $$sudo_cmd $(APT_GET) install -y -q --no-install-recommends chromium \
			&& [ -x "$(CHROMIUM)" ]; then exit 0; fi; \
		echo "warning: $(APT_GET) could not install chromium; trying Playwright's own browser" >&2; \
	fi; \
	echo "==> installing Playwright's Chromium (python -m playwright install chromium)"; \
	if timeout 600 $(PY) -m playwright install chromium >/dev/null 2>&1; then exit 0; fi; \
	echo "error: no Chromium for the /docs page test, and none could be installed here." >&2; \
	echo "       Install Debian's and run make again:  sudo apt-get install chromium" >&2; \
	exit 1

lint: $(VENV_STAMP) $(NODE_STAMP) ## lint the spec (openapi-spec-validator, redocly, spectral, spec_lint) and the control spec CONTROL_SPEC; findings name the spec/ part and line
	@$(PY) -m generator.lint $(SPEC) --control-spec $(CONTROL_SPEC)

check-code: $(VENV_STAMP) ## ruff check, ruff format --check, mypy
	@echo "==> checking code: ruff"
	@$(BIN)/ruff check .
	@$(BIN)/ruff format --check .
	@echo "==> checking code: mypy $(CODE_DIRS)"
	@$(BIN)/mypy $(CODE_DIRS)

bundle: $(VENV_STAMP) $(NODE_STAMP) ## assemble openapi.yaml from its parts in spec/ (redocly bundle)
	@echo "==> assembling openapi.yaml from spec/"
	@$(PY) -m generator.bundle

generate: bundle ## assemble openapi.yaml, then regenerate generated_client/ and the /docs page
	@echo "==> generating client and models"
	@$(PY) -m generator
	@echo "==> building the API reference page (redocly build-docs)"
	@$(PY) -m generator.docs

check-generated: $(VENV_STAMP) $(NODE_STAMP) ## fail if openapi.yaml, generated_client/ or the /docs page do not match spec/ (one fix for all: make generate)
	@echo "==> checking openapi.yaml matches spec/ and generated code is up to date"
	@stale=""; \
	$(PY) -m generator.bundle --check || stale="$$stale openapi.yaml"; \
	$(PY) -m generator --check || stale="$$stale generated_client/"; \
	$(PY) -m generator.docs --check || stale="$$stale reference_server/static/docs.html"; \
	if [ -n "$$stale" ]; then \
		echo "==> out of date:$$stale. One command fixes all of it: make generate (it bundles spec/ first, then regenerates the client and the /docs page); then commit the result." >&2; \
		exit 1; \
	fi

check: generate ## the maintainer's inner loop after a spec edit: make generate, then make lint and make check-code side by side
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint check-code
	@echo "==> check passed: openapi.yaml, generated code, spec lint and code checks"

# `make diff` exits with the status of `python -m generator.diff` itself: 0 (nothing reaches
# FAIL_ON), 1 (a change reaches FAIL_ON), 2 (a spec cannot be read). GNU make turns every failed
# recipe into its own status 2, and its only other status, 1, is question mode's (-q) "a target
# needs remaking". So when diff is the only goal (and no -n, -t or -q was given), the makefile
# switches question mode on: the recipe lines that must run are marked `+` (run even under -q),
# the tool's status goes to a file, and only when that status is 1 does the recipe of `diff`
# have a line left, which -q answers with status 1 instead of running. A status 2 fails its `+`
# line, so make exits 2. With other goals (`make lint diff`) make runs normally and any failure
# of the tool is make's 2; the line "generator.diff exited N" on stderr then names the status.
DIFF_ARGS = $(BASE) --format $(FORMAT) --fail-on $(FAIL_ON) $(ARGS)
MAKE_MODE_FLAGS := $(firstword -$(MAKEFLAGS))
ifeq ($(strip $(MAKECMDGOALS)),diff)
ifeq ($(findstring n,$(MAKE_MODE_FLAGS))$(findstring t,$(MAKE_MODE_FLAGS))$(findstring q,$(MAKE_MODE_FLAGS)),)
DIFF_EXACT := 1
endif
endif
ifeq ($(DIFF_EXACT),1)
MAKEFLAGS += -q
DIFF_STATUS := $(shell mktemp "$${TMPDIR:-/tmp}/make-diff-status.XXXXXX")

.PHONY: diff-run
diff-run:
	+@env -u MAKEFLAGS $(MAKE) -s --no-print-directory $(VENV_STAMP) >&2
	@+echo "==> diffing the spec against $(BASE)" >&2
	+@status=0; env -u MAKEFLAGS $(PY) -m generator.diff $(DIFF_ARGS) || status=$$?; \
	echo $$status > $(DIFF_STATUS); \
	if [ $$status -ne 0 ] && [ $$status -ne 1 ]; then rm -f $(DIFF_STATUS); exit $$status; fi

diff: diff-run ## API changes and generated-client changes against git ref BASE (FORMAT=text|markdown|junit|github, FAIL_ON=breaking|warning|info|never, ARGS: more generator.diff options); exits with the tool's status: 1 when a change reaches FAIL_ON, 2 when a spec cannot be read
	$(if $(filter 1,$(shell cat $(DIFF_STATUS) 2>/dev/null; rm -f $(DIFF_STATUS))),@exit 1)
else
diff: $(VENV_STAMP)
	@echo "==> diffing the spec against $(BASE)" >&2
	@$(PY) -m generator.diff $(DIFF_ARGS) \
		|| { status=$$?; echo "==> generator.diff exited $$status" >&2; exit $$status; }
endif

# Options of `python -m reference_server` by name; ARGS carries any other (see --help).
SERVE_ARGS = --port $(PORT) $(if $(WORKERS),--workers $(WORKERS)) \
	$(if $(filter 1 yes true,$(ALLOW_PRIVATE_TARGETS)),--allow-private-targets) \
	$(if $(filter 1 yes true,$(OFFLINE_FETCH)),--offline-fetch) \
	$(if $(DATA_DIR),--data-dir '$(DATA_DIR)') $(if $(API_KEY),--api-key '$(API_KEY)') \
	$(if $(PLAN),--plan '$(PLAN)') $(if $(CA_BUNDLE),--ca-bundle '$(CA_BUNDLE)') \
	$(if $(filter 1 yes true,$(CHECK_RESPONSES)),--check-responses) $(ARGS)

serve: $(VENV_STAMP) ## run the reference server on PORT (WORKERS=N processes, DATA_DIR, API_KEY, PLAN, CA_BUNDLE=PEM of receiver CAs, ALLOW_PRIVATE_TARGETS=1 for loopback/private webhook receivers, OFFLINE_FETCH=1 for stand-ins of public fetches, CHECK_RESPONSES=1, ARGS: more server options)
	@echo "==> serving the reference server on port $(PORT)$(if $(WORKERS), with $(WORKERS) workers)"
	@$(PY) -m reference_server $(strip $(SERVE_ARGS))

contract: $(VENV_STAMP) ## run the contract suite (embedded server, or BASE_URL with API_KEY/PROFILE_KEY)
	@echo "==> running the contract suite$(if $(BASE_URL), against $(BASE_URL), against the embedded reference server)"
	@$(PY) -m contract_tests $(if $(BASE_URL),--base-url '$(BASE_URL)') $(if $(API_KEY),--api-key '$(API_KEY)') $(if $(PROFILE_KEY),--profile-key '$(PROFILE_KEY)') $(ARGS)

# pytest processes of `make test`: one per CPU and one more (most tests wait on a server or a
# subprocess; on 2 CPUs, 3 took the run from about 540 to 447 s).
TEST_WORKERS ?= $(shell expr $$(nproc 2>/dev/null || echo 1) + 1)

test: $(VENV_STAMP) $(NODE_STAMP) ## everything: lint, check-generated, check-code and Chromium side by side, then pytest
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint check-generated check-code browser
	@echo "==> running pytest ($(TEST_WORKERS) processes: one per CPU and one more, as most tests wait on servers; a test module stays in one process)"
	@status=0; $(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile --durations=20 $(PYTEST_ARGS) || status=$$?; \
	if [ $$status -eq 5 ]; then echo "error: pytest collected no tests" >&2; exit 1; fi; \
	exit $$status

bench: $(VENV_STAMP) ## run the benchmarks
	@echo "==> running benchmarks"
	@$(PY) -m benchmarks

soak: $(VENV_STAMP) ## run the soak test
	@echo "==> running the soak test"
	@$(PY) -m benchmarks.soak

clean: ## remove caches, reports and build output (keeps .venv and node_modules)
	@echo "==> cleaning"
	@rm -rf reports build dist .ruff_cache .mypy_cache .pytest_cache *.egg-info
	@find . -path ./.venv -prune -o -path ./node_modules -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean ## also remove .venv and node_modules
	@rm -rf $(VENV) node_modules
