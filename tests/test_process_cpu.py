"""bench/process_cpu.py: which kind of process a command's CPU went to."""

import importlib.util
import os
import subprocess
import sys

from conftest import ROOT

SCRIPT = os.path.join(ROOT, "bench", "process_cpu.py")
_spec = importlib.util.spec_from_file_location("process_cpu", SCRIPT)
process_cpu = sys.modules["process_cpu"] = importlib.util.module_from_spec(_spec)  # a dataclass needs it there
_spec.loader.exec_module(process_cpu)

ZYGOTE = "/venv/bin/python -m oracles.zygote 7"


def test_a_zygote_and_the_workers_it_forks_are_told_apart():
    assert process_cpu.kind_of(ZYGOTE, "/venv/bin/python -m pytest tests/test_batch.py") == "zygote (imports, warm-up)"
    assert process_cpu.kind_of(ZYGOTE, ZYGOTE) == "worker forked from a zygote"


def test_cli_subcommands_and_tools_are_named():
    assert process_cpu.kind_of("/venv/bin/python -m fuzz.cli check p.json --expect x", "sh repro.sh") == "irfuzz check"
    assert process_cpu.kind_of("/venv/bin/irfuzz replay corpus/regressions", "bash") == "irfuzz replay"
    assert process_cpu.kind_of("/venv/lib/torch_mlir/_mlir_libs/torch-mlir-opt -canonicalize", "sh") == "torch-mlir-opt"
    assert process_cpu.kind_of("/usr/bin/make test", "bash") == "other: make"


def test_a_busy_child_is_counted_and_the_exit_status_kept():
    busy = "import time\nend = time.process_time() + 0.6\nwhile time.process_time() < end: pass\nraise SystemExit(3)"
    done = subprocess.run([sys.executable, SCRIPT, "--interval", "0.05", "--", sys.executable, "-c", busy],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stderr
    rows = [line for line in done.stdout.splitlines() if "processes" in line and "other: python" in line]
    assert rows and float(rows[0].split()[0]) >= 0.5, done.stdout
    assert done.stdout.splitlines()[-1].startswith("exit 3;")
