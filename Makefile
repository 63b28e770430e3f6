# irfuzz: `make fuzz` runs a campaign, `make test` runs the tests; both set up .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.irfuzz-installed
TIME   ?= 600
JOBS   ?= $(shell nproc 2>/dev/null || echo 2)
OUT    ?= findings
SEED   ?=

.PHONY: install fuzz report test test-extended lint clean

install: $(STAMP)

# Re-installs only when the dependency list changes: fast and idempotent otherwise. The [cfl]
# extra (PyInstaller, pinned atheris) adds seconds, so tests/test_cfl_bundle.py can run anywhere.
# pip byte-compiles what it installs one file at a time; compileall does it on every core.
# Compiled they must be: where PYTHONDONTWRITEBYTECODE is set (these machines set it), nothing
# caches a module compiled at import, and every process would compile torch again. A file that
# does not compile (a package's test data) is skipped, as pip skips it.
$(STAMP): setup.cfg pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --disable-pip-version-check -q --no-compile -e '.[dev,iree,onnx,ray,cfl]'
	$(BIN)/python -m compileall -q -j 0 "$$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')" > /dev/null || true
	touch $(STAMP)

# The report is written whatever the campaign's exit status (which is kept).
fuzz: install
	$(BIN)/irfuzz run --time $(TIME) --jobs $(JOBS) --out $(OUT) $(if $(SEED),--seed $(SEED)); \
	status=$$?; $(BIN)/irfuzz report $(OUT) || true; exit $$status

# $(OUT)/report/index.html and summary.md (printed) of a campaign, running or finished.
report: install
	$(BIN)/irfuzz report $(OUT) --print-summary

# The test files, TEST_JOBS at a time (tests/run_parallel.py): the suite mostly keeps one core
# busy in a worker process at a time, or waits on a time limit. Two, beside run_parallel's lane
# for the files that mostly wait: 3 jobs at a time on 2 cores. Two or three jobs, with or without
# the lane, end within the run-to-run spread on a fresh clone (docs/performance.md, the test
# suite): the suite is CPU-bound, so fewer jobs at a time waste less on contention.
TEST_JOBS ?= 2

# Every test but those marked `extended` (setup.cfg): one of each kind of corpus entry and seed,
# so that a change is checked on each path without waiting for every entry (docs/performance.md).
test: install
	$(BIN)/python tests/run_parallel.py --jobs $(TEST_JOBS) -m "not extended" -q -ra

# The rest, which CI runs after `make test`: the other corpus entries and seeds, campaigns killed
# and resumed anywhere, Ray's killed actors and campaigns, and CI fuzzing (fuzz/targets/ci_fuzz.py).
# The two targets run each test once.
test-extended: install
	$(BIN)/python tests/run_parallel.py --jobs $(TEST_JOBS) -m extended --also "fuzz/targets/ci_fuzz.py --seed-stride 8 --mutations 30" -q -ra

lint: install
	$(BIN)/ruff check generators oracles fuzz tests tools bench

clean:
	rm -rf $(VENV) .pytest_cache *.egg-info
