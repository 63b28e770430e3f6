"""Which pass made the IR a failing pass rejects: "introduced by P, rejected by Q".

A pass that fails on its input is often not where the defect is: `convert-torch-to-linalg`
rejects a cat of an empty list that `canonicalize` made one simplification run earlier. A
maintainer fixes the pass that made the bad IR. So, for a compile failure or a crash of pass
Q, Q is run alone (the verified one-pass command's form) on the IR after each earlier pass,
in a fresh `torch-mlir-opt` each time; the first pass after which Q fails the same way (the
same normalized diagnostic, or the same signal) introduced what Q rejects. The search walks
back from the failing stage (its input is stage_input.mlir) through the pipelines that made
that input (the raw import, IR_1 .. IR_k, regenerated in a worker: oracles/upstream_facts.py
`chain`), stage by stage, only as far as Q keeps failing on a stage's input.

The result is a verified two-pass command, `-pass-pipeline='builtin.module(P, Q)'` on the
IR before P, where Q alone on that IR passes: the introduction itself, shown. When Q fails
on the IR before P in another way, that IR was not ready for Q (a lowering that needs the
dtypes P refines): P did its work, Q fails on the result by itself, and no introducer is
claimed.

Contract: runs torch-mlir-opt subprocesses and at most one Sandbox question; at most
MAX_RUNS runs of Q, and it stops after MAX_HANGS of them hang; never raises for what
torch-mlir does.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from typing import Any, Callable

from fuzz.finding_folder import FindingRecord
from fuzz.findings.opt_verify import TRIAL_LIMIT_S, Expected, mlir_files_smallest_first, own_pipeline, run_opt
from oracles.native_stack import torch_mlir_opt
from oracles.processes import run_bounded

MAX_RUNS = 120
# Q hanging on the IR after earlier passes (roll's decomposition on an unranked input) says
# nothing about who made what Q rejects, and each costs a trial's limit: after this many the
# search stops and claims no introducer.
MAX_HANGS = 2
DUMP_LIMIT_S = 120.0
INTRODUCED_FILE = "introduced.mlir"
# The .mlir files irfuzz writes into a folder (stage_input.mlir is never a candidate): the
# others were written by hand, with their own `Run:` command.
WRITTEN_BY_IRFUZZ = ("before.mlir", "before.min.mlir", INTRODUCED_FILE)
# `// -----// IR Dump After CanonicalizerPass: canonicalize{...} ('func.func' operation: @main) //----- //`
_AFTER = re.compile(r"^// -----// IR Dump After (\w+)(?: \(([^)]*)\))?: ([^\s{(]+)(\{[^}]*\})? \('([\w.]+)' operation",
                    re.M)
# Symptoms of a pass that may have met IR another pass made: it failed, crashed, or made
# invalid IR out of valid but wrong input (a cat of an empty list lowered to a
# `tensor.concat` of nothing).
SEARCHED = ("pass-error", "lowering-error", "backend-contract", "crash", "verifier-error")


@dataclass
class Introduction:
    introducer: str          # the pass that made the IR, e.g. "canonicalize"
    rejecter: str            # the pass that fails on it
    where: str               # in which run: "the simplification run that made IR_2", "the failing stage"
    command: str             # torch-mlir-opt -pass-pipeline='builtin.module(P, Q)' introduced.mlir
    input_file: str          # INTRODUCED_FILE, written into the folder
    verified: bool
    how: str


def pass_dumps(ir_text: str, pipeline: str, timeout: float = DUMP_LIMIT_S) -> list[tuple[str, str, str]]:
    """[(pass, the op it ran on: "func.func" or "builtin.module", the module after it)] for
    each pass of `pipeline` on `ir_text`, as torch-mlir-opt prints them (module scope)."""
    binary = torch_mlir_opt()
    if binary is None:
        return []
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as fh:
        fh.write(ir_text)
    try:
        done = run_bounded([binary, f"-pass-pipeline={pipeline}", "-mlir-print-ir-after-all",
                            "-mlir-print-ir-module-scope", "-mlir-disable-threading", fh.name, "-o", os.devnull],
                           timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return []
    finally:
        os.unlink(fh.name)
    found = list(_AFTER.finditer(done.stderr))
    out = []
    for here, after in zip(found, found[1:] + [None]):
        body = done.stderr[here.end():after.start() if after else len(done.stderr)]
        body = body.split("\n", 1)[1] if "\n" in body else ""
        out.append((here.group(3), here.group(5), body.strip() + "\n"))
    return out


def _wrap(name: str, anchor: str) -> str:
    return f"func.func({name})" if anchor == "func.func" else name


def find_introducer(folder: str, record: FindingRecord, rejecter_pipeline: str,
                    chain: Callable[[], dict[str, Any] | None]) -> Introduction | None:
    """The pass that introduced what `record.pass_name` rejects (module doc), or None when the
    failing pass fails on IR no earlier pass changed into failing. `rejecter_pipeline`: the
    verified one-pass pipeline (`builtin.module(func.func(Q))` or `builtin.module(Q)`);
    `chain`: the worker's `chain` answer, asked only when the search walks back past the
    failing stage's input."""
    if record.symptom not in SEARCHED or not record.pass_name:
        return None
    try:
        with open(os.path.join(folder, "stage_input.mlir")) as fh:
            stage_input = fh.read()
    except OSError:
        return None
    expected = Expected.of(record)
    rejecter = rejecter_pipeline[len("builtin.module("):-1]
    runs, hangs = [0], [0]

    def trial(ir_text: str) -> str:
        """The rejecter alone on `ir_text`: run_opt's status ("reproduces", "clean", ...)."""
        runs[0] += 1
        status, how = run_opt(rejecter_pipeline, "-", folder, expected, stdin=ir_text, symbolize=False,
                              limit=TRIAL_LIMIT_S)
        hangs[0] += how.startswith("no result within")
        return status

    by_hand = _hand_written_introduction(folder, record, expected, rejecter)
    if by_hand is not None:
        return by_hand
    stages = [(f"the failing `{record.stage}` stage", record.pipeline or "", stage_input)]
    while stages:
        where, pipeline, ir_text = stages.pop(0)
        before_status = trial(ir_text)
        if before_status == "reproduces":  # already bad at the stage's input: it came from an earlier run
            if not stages and where.startswith("the failing"):
                stages = _earlier_stages(chain, int(record.k or 1), record.stage)
            continue
        before = ir_text
        for pass_name, anchor, after in pass_dumps(ir_text, pipeline):
            if runs[0] >= MAX_RUNS or hangs[0] >= MAX_HANGS:
                return None
            if pass_name == record.pass_name and where.startswith("the failing"):
                return None  # reached the rejecter itself: nothing before it made the IR fail
            if after == before:
                continue
            status = trial(after)
            if status == "reproduces" and before_status != "clean":
                # The rejecter failed on the IR before this pass too, another way: that IR was
                # not ready for it (a lowering needs the dtypes this pass refines), so the pass
                # did its work and the rejecter fails on the result by itself.
                return None
            if status == "reproduces":
                # Many Torch passes apply every op's canonicalization patterns: when
                # `canonicalize` alone makes the same IR fail, the defect is a canonicalizer
                # or folder, and it is named so.
                canonical = _shown(folder, record, expected, "func.func(canonicalize)", "canonicalize", rejecter,
                                   where, before, also=pass_name) if pass_name != "canonicalize" else None
                if canonical is not None and canonical.verified:
                    return canonical
                return _shown(folder, record, expected, _wrap(pass_name, anchor), pass_name, rejecter, where, before)
            before, before_status = after, status
        return None
    return None


def _hand_written_introduction(folder: str, record: FindingRecord, expected: Expected,
                               rejecter: str) -> Introduction | None:
    """An entry's hand-written file whose own command (`torch-mlir-opt -canonicalize f.mlir`
    in a comment) makes IR the failing pass rejects: the smallest introduction there is."""
    for name in mlir_files_smallest_first(folder):
        if name in WRITTEN_BY_IRFUZZ:
            continue
        with open(os.path.join(folder, name), errors="replace") as fh:
            own = own_pipeline(fh.read())
        if not own or own == f"builtin.module({rejecter})":
            continue
        inner = own[len("builtin.module("):-1]
        both = run_opt(f"builtin.module({inner},{rejecter})", name, folder, expected)
        alone = run_opt(f"builtin.module({rejecter})", name, folder, expected)
        if both[0] == "reproduces" and alone[0] != "reproduces":
            return Introduction(inner.replace("func.func(", "").rstrip(")"), str(record.pass_name),
                                f"the entry's hand-written `{name}`",
                                f"torch-mlir-opt -pass-pipeline='builtin.module({inner},{rejecter})' {name}", name,
                                True, f"{both[1]} with `{inner}` first; `{record.pass_name}` alone: {alone[0]}")
    return None


def _earlier_stages(chain: Callable[[], dict[str, Any] | None], k: int, stage: Any) -> list[tuple[str, str, str]]:
    """The runs that made the failing stage's input, latest first: IR_k from IR_{k-1} (or
    IR_1 from the raw import). A failing `pipeline` stage at k started from IR_{k-1}."""
    answer = chain()
    if not answer or answer.get("outcome") != "chain":
        return []
    steps = answer["steps"]
    last = k if stage != "pipeline" else k - 1
    out = []
    for j in range(min(last, len(steps) - 1), 0, -1):
        label = "the import's first pipeline (IR_1)" if j == 1 else f"the simplification run that made IR_{j}"
        out.append((label, steps[j]["pipeline"], steps[j - 1]["ir"]))
    return out


def _shown(folder: str, record: FindingRecord, expected: Expected, introducer: str, name: str, rejecter: str,
           where: str, before: str, also: str | None = None) -> Introduction:
    """The two-pass command on the IR before the introducer, written and verified."""
    path = os.path.join(folder, INTRODUCED_FILE)
    pipeline = f"builtin.module({introducer},{rejecter})"
    try:
        with open(path, "w") as fh:
            fh.write(before)
    except OSError:
        return Introduction(name, str(record.pass_name), where, "", "", False, "the folder is not writable")
    both = run_opt(pipeline, INTRODUCED_FILE, folder, expected)
    alone = run_opt(f"builtin.module({rejecter})", INTRODUCED_FILE, folder, expected)
    verified = both[0] == "reproduces" and alone[0] == "clean"
    how = (f"{both[1]} with `{name}` first; `{record.pass_name}` alone: {alone[0]}" if verified else
           f"not reproduced: with `{name}` {both[0]}, alone {alone[0]}")
    if also:
        where += f" (there by `{also}`, which applies the same patterns)"
    return Introduction(name, str(record.pass_name), where,
                        f"torch-mlir-opt -pass-pipeline='{pipeline}' {INTRODUCED_FILE}", INTRODUCED_FILE, verified,
                        how)


def introduction_lines(found: Introduction | None) -> list[str]:
    if found is None:
        return []
    state = "**verified**" if found.verified else "**not verified**"
    return [f"## Introduced by `{found.introducer}`, rejected by `{found.rejecter}`", "",
            f"`{found.rejecter}` fails on IR that `{found.introducer}` made, in {found.where}: run alone on "
            f"the IR after each earlier pass, it first fails the same way after `{found.introducer}`. "
            f"{state} ({found.how}):", "", "```sh", found.command, "```", ""]


__all__ = ["WRITTEN_BY_IRFUZZ", "Introduction", "find_introducer", "introduction_lines", "pass_dumps"]
