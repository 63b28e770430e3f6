"""The one `torch-mlir-opt` command an upstream report shows, verified in a fresh process.

`verify_opt_command(folder, record)` tries the commands a maintainer would want, smallest
first, each run by the wheel's `torch-mlir-opt` in a new process, and keeps the first that
shows the finding's failure:

  1. the failing pass alone, bare (`builtin.module(func.func(PASS))`, then `builtin.module(PASS)`
     for a module pass), on every .mlir file of the folder, the smallest first (a hand-written
     file of an entry, with the command its `Run:` comment names tried first; before.min.mlir;
     before.mlir);
  2. the single-pass pipeline irfuzz recorded (the pass with its printed options);
  3. the whole stage (meta.json's `pipeline`) on stage_input.mlir.

"Shows the failure" means: the same normalized first `error:` diagnostic; for a crash, death
by the same signal (the venv's `torch-mlir-opt` is a Python wrapper that exits 256-N, the
binary itself -N: both are read); for a hang, no result within HANG_VERIFY_S; for
non-convergence, output IR that differs from the input as the tool prints it. A pipeline
the binary cannot parse is "cannot run", never a reproduction.

Findings whose failure only shows through the Python pipeline get `python_only` with the
reason, checked for real where a check exists: a miscompile or a RefBackend failure needs
the RefBackend lowering, which is tried with the binary (and refused: the wheel's
`torch-mlir-opt` lacks the bufferization and LLVM passes, torch-mlir-notes.md); an import
error happens in the FX importer (Python), before any pass.

When the verified command's input is large (> SHRINK_LINES lines) and the command is one
pass, the input is shrunk by line deletion (fuzz/findings/reduce_mlir.py) while the command
still fails the same way, written as before.min.mlir (a cache: the next report starts from
it), and the command verified again on it.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import Any

from fuzz.finding_folder import FindingRecord
from fuzz.findings.repro import expected_crash_status
from oracles.native_stack import torch_mlir_opt
from oracles.processes import run_bounded
from oracles.verdict import normalize_message

HANG_VERIFY_S = 20      # these modules run through any one pass in well under a second
RUN_LIMIT_S = 120       # the command shown: a crash's symbolized stack may take a while to print
# A trial of a search (the introducer's, the shrink's): unsymbolized, on one small module; a
# candidate that hangs the pass (roll's decomposition on an unranked input) is not the
# failure, and must not cost the search a RUN_LIMIT_S each.
TRIAL_LIMIT_S = HANG_VERIFY_S
SHRINK_LINES = 30
SHRINK_BUDGET_S = 30.0
MIN_FILE = "before.min.mlir"
# What the binary says when it cannot build the pipeline: the command could not run.
_PIPELINE_REFUSED = re.compile(r"does not refer to a registered pass|Can't add pass|PassPipeline Parser|"
                               r"failed to add `.*` with options")


@dataclass
class OptCommand:
    pipeline: str
    input_file: str                     # a file of the finding folder

    def text(self) -> str:
        return f"torch-mlir-opt -pass-pipeline={shlex.quote(self.pipeline)} {self.input_file}"


@dataclass
class Trial:
    command: OptCommand
    status: str                         # reproduces | different | clean | cannot-run
    how: str


@dataclass
class OptVerification:
    """`command`: the verified command (None when none reproduced or none was tried);
    `python_only`: why no torch-mlir-opt command can show it (None when one can)."""

    command: OptCommand | None = None
    how: str = ""
    python_only: str | None = None
    trials: list[Trial] = field(default_factory=list)
    verified: bool = False              # False with a command: --no-verify, nothing was run
    shrunk: str | None = None           # "N -> M lines" when this run wrote before.min.mlir

    def to_dict(self) -> dict[str, Any]:
        return {"command": self.command.text() if self.command else None, "verified": self.verified,
                "how": self.how, "python_only": self.python_only, "shrunk": self.shrunk,
                "trials": [{"command": t.command.text(), "status": t.status, "how": t.how} for t in self.trials]}


@dataclass(frozen=True)
class Expected:
    """The failure a command must show: one of a diagnostic, a signal, a hang, a changed IR."""

    kind: str                           # diagnostic | signal | hang | changes-ir | unparseable (a printer error)
    diagnostic: str = ""                # normalized
    signal: int | None = None           # None: any signal

    @classmethod
    def of(cls, record: FindingRecord) -> Expected:
        symptom = record.symptom
        if symptom == "crash":
            rc = expected_crash_status(record.message or "")
            return cls("signal", signal=rc - 128 if rc is not None and rc > 128 else None)
        if symptom == "timeout":
            return cls("hang")
        if symptom == "non-convergence":
            return cls("changes-ir")
        kind = "unparseable" if symptom == "printer-error" else "diagnostic"
        return cls(kind, diagnostic=normalize_message((record.message or "").split(" :: ")[0]))

    def describe(self) -> str:
        if self.kind == "signal":
            return f"a crash ({_signal_name(self.signal)})" if self.signal else "a crash (any signal)"
        return {"hang": "a hang", "changes-ir": "IR that changes on another run"}.get(
            self.kind, f"the diagnostic `{self.diagnostic}`")


def _signal_name(number: int | None) -> str:
    try:
        return signal.Signals(number).name if number else "a signal"
    except ValueError:
        return f"signal {number}"


def signal_of(rc: int) -> int | None:
    """The signal a status stands for: -N from the binary, 256-N from the venv's Python
    wrapper, 128+N from a shell; None for an ordinary exit."""
    if rc < 0:
        return -rc
    if 128 < rc <= 192:
        return rc - 128
    if 192 < rc < 256:
        return 256 - rc
    return None


def run_opt(pipeline: str, input_file: str, cwd: str, expected: Expected, stdin: str | None = None,
            symbolize: bool = True, limit: float | None = None) -> tuple[str, str]:
    """Run one command in a fresh process; (status, what was seen). `input_file` "-" reads `stdin`.
    `symbolize=False`: a crash prints its stack unsymbolized (the shrink's trials judge the
    signal alone; symbolizing made each crashing trial several times slower: docs/performance.md).
    `limit`: seconds before it counts as no result (default: HANG_VERIFY_S for a hang, else
    RUN_LIMIT_S)."""
    opt = torch_mlir_opt()
    if opt is None:
        return "cannot-run", "torch-mlir-opt not found (is torch-mlir installed?)"
    limit = limit or (HANG_VERIFY_S if expected.kind == "hang" else RUN_LIMIT_S)
    env = None if symbolize else {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}
    try:
        done = run_bounded([opt, f"-pass-pipeline={pipeline}", input_file], limit, cwd=cwd, input=stdin, env=env)
    except subprocess.TimeoutExpired:
        if expected.kind == "hang":
            return "reproduces", f"no result within {limit} s"
        return "cannot-run", f"no result within {limit} s"
    errors = re.findall(r"error: (.*)", done.stderr)
    if errors and _PIPELINE_REFUSED.search(errors[0]):
        return "cannot-run", errors[0].strip()
    crashed = signal_of(done.returncode)
    if crashed is not None:
        seen = f"killed by {_signal_name(crashed)} (exit status {done.returncode})"
        same = expected.kind == "signal" and expected.signal in (None, crashed)
        return ("reproduces" if same else "different"), seen
    if done.returncode == 0 and expected.kind == "unparseable":  # the output must not parse again
        again = run_bounded([opt, "-"], limit, cwd=cwd, input=done.stdout)
        errors = re.findall(r"error: (.*)", again.stderr)
        if again.returncode != 0 and errors and normalize_message(errors[0].strip()) == expected.diagnostic:
            return "reproduces", f"the output does not parse again: error: {errors[0].strip()}"
        return ("clean", "the output parses again") if again.returncode == 0 else (
            "different", f"parsing the output: {errors[0].strip() if errors else again.returncode}")
    if done.returncode == 0:
        if expected.kind == "changes-ir":
            again = run_bounded([opt, input_file], limit, cwd=cwd, input=stdin)
            if again.returncode == 0 and again.stdout != done.stdout:
                return "reproduces", "the pipeline changes the IR once more"
        return "clean", "exit status 0, no error"
    if not errors:
        return "cannot-run", f"exit status {done.returncode} without an error: diagnostic"
    first = errors[0].strip()
    if expected.kind == "diagnostic" and normalize_message(first) == expected.diagnostic:
        return "reproduces", f"error: {first}"
    return "different", f"error: {first}"


def bare_pass(name: str) -> list[str]:
    return [f"builtin.module(func.func({name}))", f"builtin.module({name})"]


# A hand-written file's own command, in a comment: `// Run: torch-mlir-opt -canonicalize THIS`,
# `// RUN: torch-mlir-opt %s -pass-pipeline='builtin.module(...)' | FileCheck %s`.
_OWN_COMMAND = re.compile(r"^//.*?\btorch-mlir-opt\b(.*)$", re.M)


def own_pipeline(text: str) -> str | None:
    """The pass pipeline a file's `Run:`/`RUN:` comment names, as a -pass-pipeline string."""
    found = _OWN_COMMAND.search(text)
    if found is None:
        return None
    try:
        words = shlex.split(found.group(1).split("|")[0].split("`")[0], comments=False)
    except ValueError:  # unbalanced quotes in prose
        return None
    for word in words:
        if word.startswith("-pass-pipeline=") or word.startswith("--pass-pipeline="):
            return word.split("=", 1)[1]
    passes = [w.lstrip("-") for w in words if w.startswith("-") and not w.startswith("-o")]
    return f"builtin.module({','.join(passes)})" if passes else None


def mlir_files_smallest_first(folder: str) -> list[str]:
    """The folder's .mlir files a command may read (not the stage input: the whole stage's),
    fewest lines first: a hand-written 8-line file before a 340-line before.min.mlir."""
    names = [f for f in os.listdir(folder) if f.endswith(".mlir") and f != "stage_input.mlir"
             and not f.startswith(".")] if os.path.isdir(folder) else []

    def lines(name: str) -> int:
        with open(os.path.join(folder, name), errors="replace") as fh:
            return sum(1 for _ in fh)

    return sorted(names, key=lambda name: (lines(name), name))


def candidates(folder: str, record: FindingRecord) -> list[OptCommand]:
    """The commands to try, in the order of the module doc, without repeats: every .mlir
    file of the folder, smallest first, each with its own `Run:` command if it names one,
    then the failing pass alone."""
    out: list[OptCommand] = []
    for input_file in mlir_files_smallest_first(folder):
        with open(os.path.join(folder, input_file), errors="replace") as fh:
            own = own_pipeline(fh.read())
        pipelines = ([own] if own else []) + (bare_pass(record.pass_name) if record.pass_name else []) + (
            [record.reproducer_pipeline] if record.reproducer_pipeline else [])
        out += [OptCommand(p, input_file) for p in pipelines]
    if record.pipeline and os.path.isfile(os.path.join(folder, "stage_input.mlir")):
        out.append(OptCommand(record.pipeline, "stage_input.mlir"))
    unique: dict[tuple[str, str], OptCommand] = {}
    for command in out:
        unique.setdefault((command.pipeline, command.input_file), command)
    return list(unique.values())


def _python_only_reason(folder: str, record: FindingRecord, refbackend_pipeline: str | None) -> tuple[str, list[Trial]]:
    """Why no torch-mlir-opt command shows this finding, with the check that says so."""
    if record.symptom == "import-error":
        return "it fails in torch-mlir's FX importer (Python code), before any pass runs", []
    numeric = str(record.symptom).startswith("mismatch")
    if str(record.stage or "").startswith("execute-stablehlo"):
        # IREE compiles and runs the StableHLO module (oracles/executors/stablehlo.py): its
        # passes are iree-compile's, none of them torch-mlir-opt's.
        return ("the wrong values appear only when IREE runs the compiled StableHLO module" if numeric else
                "it fails while IREE compiles or runs the StableHLO module (before.mlir): iree-compile's passes "
                "and IREE's runtime, not torch-mlir-opt's"), []
    what = ("the wrong values appear only when the compiled code runs (RefBackend lowering, then MLIR's "
            "ExecutionEngine)" if numeric else
            "it fails while the RefBackend lowers (or runs) the linalg IR")
    trials: list[Trial] = []
    if refbackend_pipeline and os.path.isfile(os.path.join(folder, "before.mlir")):
        command = OptCommand(refbackend_pipeline, "before.mlir")
        status, how = run_opt(refbackend_pipeline, "before.mlir", folder, Expected.of(record))
        trials.append(Trial(command, status, how))
        if status == "cannot-run":
            missing = re.search(r"'([^']+)' does not refer to a registered pass", how)
            why = f"`{missing.group(1)}` is not a registered pass there" if missing else how
            return f"{what}, and the wheel's torch-mlir-opt cannot run that lowering ({why})", trials
        return f"{what}; torch-mlir-opt ran the RefBackend lowering ({status}: {how}) but cannot execute code", trials
    return f"{what}; the wheel's torch-mlir-opt registers no bufferization or LLVM passes", trials


def verify_opt_command(folder: str, record: FindingRecord, verify: bool = True,
                       refbackend_pipeline: str | None = None, shrink: bool = True) -> OptVerification:
    """The report's torch-mlir-opt command (see the module doc). With `verify=False` nothing
    runs: the first candidate is named, unverified. `refbackend_pipeline`: the RefBackend
    lowering (oracles/executors/refbackend.py), tried to show why an execute-stage finding is
    Python-only."""
    if str(record.stage or "").startswith("execute") or record.symptom == "import-error":
        if not verify:
            return OptVerification(python_only="the failure shows only through the Python pipeline (not checked: "
                                               "--no-verify)")
        reason, trials = _python_only_reason(folder, record, refbackend_pipeline)
        return OptVerification(python_only=reason, trials=trials)
    options = candidates(folder, record)
    if not options:
        return OptVerification(python_only="no pass pipeline was recorded for this finding")
    if not verify:
        return OptVerification(command=options[0], how="not run (--no-verify)")
    expected = Expected.of(record)
    result = OptVerification()
    for command in options:
        status, how = run_opt(command.pipeline, command.input_file, folder, expected)
        result.trials.append(Trial(command, status, how))
        if status == "reproduces":
            result.command, result.how, result.verified = command, how, True
            break
    if result.command is None:
        return result
    if shrink and result.command.input_file == "before.mlir":
        _shrink(folder, result, expected)
    return result


def _shrink(folder: str, result: OptVerification, expected: Expected) -> None:
    """before.min.mlir from a large before.mlir, kept only when the command, run again in a
    fresh process on the written file, still reproduces."""
    from fuzz.findings.reduce_mlir import reduce_lines

    assert result.command is not None
    with open(os.path.join(folder, result.command.input_file)) as fh:
        text = fh.read()
    if len(text.splitlines()) <= SHRINK_LINES or not os.access(folder, os.W_OK):
        return
    pipeline = result.command.pipeline

    def still_fails(candidate: str) -> bool:
        return run_opt(pipeline, "-", folder, expected, stdin=candidate, symbolize=False,
                       limit=TRIAL_LIMIT_S)[0] == "reproduces"

    smaller = reduce_lines(text, still_fails, SHRINK_BUDGET_S)
    if len(smaller) >= len(text):
        return
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".mlir")
    with os.fdopen(fd, "w") as fh:
        fh.write(smaller)
    status, how = run_opt(pipeline, os.path.basename(tmp), folder, expected)
    if status != "reproduces":
        os.unlink(tmp)
        return
    os.replace(tmp, os.path.join(folder, MIN_FILE))
    command = OptCommand(pipeline, MIN_FILE)
    result.trials.append(Trial(command, status, how))
    result.command, result.how = command, how
    result.shrunk = f"{len(text.splitlines())} -> {len(smaller.splitlines())} lines"
