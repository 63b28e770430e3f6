"""The minimizer: candidates are valid and smaller; reduction keeps the signature; a bloated
program around a real bug comes down to its core within the budget."""

import json
import os

import pytest
from seeded import seeded_program

from fuzz.findings.reduce import (
    Candidate,
    _candidates,
    _size,
    drop_dead,
    reduce_case,
    same_signature,
    same_signature_many,
)
from generators.program import Program
from oracles.case import Case
from oracles.sandbox import Sandbox

ROLL_BUG = "corpus/regressions/roll-empty-dim-cat-canonicalize/program.json"
CAT_BUG = "corpus/regressions/cat-uint8-promotion-sign-extends/program.json"
# Each entry's program with 22 catalog nodes around it (over its values and two more inputs),
# frozen: drawn again, the extra nodes can hit another bug first (tests/data/bloated/).
BLOATED = {path: os.path.join("tests", "data", "bloated", os.path.basename(os.path.dirname(path)) + ".json")
           for path in (ROLL_BUG, CAT_BUG)}


def test_candidates_are_valid_and_smaller():
    p = seeded_program(11, avoid_known_limits=False)
    start = Candidate(drop_dead(p), "torchscript", 3)
    seen = 0
    for cand in _candidates(start, 1):
        cand.program.specs()  # validates
        assert _size(cand) != _size(start)
        seen += 1
    assert seen > 10


def test_drop_dead_keeps_what_outputs_need():
    p = seeded_program(4, avoid_known_limits=False)
    lean = drop_dead(Program(p.inputs, p.nodes, p.outputs[:1], {}))
    needed = {p.outputs[0]}
    for node in reversed(p.nodes):
        if node.name in needed:
            needed.update(node.operands)
    assert {n.name for n in lean.nodes} == {n.name for n in p.nodes if n.name in needed}


@pytest.mark.parametrize("max_checks", [None, 7])
def test_candidates_judged_in_batches_reduce_as_one_by_one(max_checks):
    """The walk takes batched answers in order: the same result and the same checks as one
    by one (a stand-in oracle: "interesting" while a roll and a cat remain), and the batches
    hold more than one candidate."""
    big = Program.from_json(open(BLOATED[ROLL_BUG]).read())

    def interesting(case):
        ops = {node.op for node in case.program.nodes}
        return "aten.roll" in ops and "aten.cat" in ops

    batches = []

    def interesting_many(cases):
        batches.append(len(cases))
        return [interesting(case) for case in cases]

    case = Case(big, erase="torchscript")
    one = reduce_case(case, interesting, budget_s=600, max_checks=max_checks)
    many = reduce_case(case, interesting, budget_s=600, max_checks=max_checks, interesting_many=interesting_many)
    assert (many.program, many.erase, many.iterations, many.checks, many.exhausted) == \
        (one.program, one.erase, one.iterations, one.checks, one.exhausted)
    assert len(one.program.nodes) < len(big.nodes) and max(batches) > 1, batches
    if max_checks is not None:
        assert one.checks == max_checks and one.exhausted and max(batches) <= max_checks


@pytest.mark.integration
@pytest.mark.parametrize("path, erase, signature", [
    (ROLL_BUG, "torchscript", "verifier-error-669914649e1f"),
    # a numeric signature names the first wrong node: the corpus entry records which
    (CAT_BUG, "intermediate", json.load(open(os.path.join(os.path.dirname(CAT_BUG), "expected.json")))["signature"]),
])
def test_bloated_real_bug_reduces_to_its_core(path, erase, signature):
    big = Program.from_json(open(BLOATED[path]).read())
    core = Program.from_json(open(path).read())
    assert len(big.nodes) >= 20 and set(core.nodes) <= set(big.nodes)
    with Sandbox(timeout=60) as sandbox:
        case = Case(big, erase=erase)
        assert signature in {f.signature for f in sandbox.check(case).findings}
        result = reduce_case(case, same_signature(sandbox, signature), budget_s=60)
        assert not result.exhausted, "did not reach a fixpoint within the 60 s budget"
        assert len(result.program.nodes) <= 3
        # The reduced program still shows exactly that bug.
        final = sandbox.check(Case(result.program, erase=result.erase,
                                   config=case.config.__class__(iterations=result.iterations)))
        assert signature in {f.signature for f in final.findings}
        # Reduction is deterministic for the same input, and candidates judged a batch at a
        # time (the batched path) take it where one by one does.
        again = reduce_case(case, same_signature(sandbox, signature), budget_s=60,
                            interesting_many=same_signature_many(sandbox, signature))
        assert again.program == result.program and again.erase == result.erase
        assert again.checks == result.checks


@pytest.mark.integration
def test_mlir_text_reduction_keeps_the_diagnostic():
    import json

    from fuzz.findings.reduce_mlir import first_error, reduce_mlir
    from oracles.native_stack import torch_mlir_opt
    from oracles.verdict import normalize_message

    folder = "corpus/regressions/cat-empty-operand-drops-promoted-dtype"
    text = open(f"{folder}/before.mlir").read()
    meta = json.load(open(f"{folder}/meta.json"))
    opt = torch_mlir_opt()
    smaller = reduce_mlir(text, meta["reproducer_pipeline"], meta["message"], opt, budget_s=60)
    assert len(smaller.splitlines()) < len(text.splitlines())
    error = first_error(opt, meta["reproducer_pipeline"], smaller)
    assert error is not None and normalize_message(error) == normalize_message(meta["message"])


@pytest.mark.integration
def test_reduce_cli_writes_a_complete_numeric_finding_folder(irfuzz, tmp_path):
    """`irfuzz reduce` stores what a campaign stores, by the same path: tensors, model.py, the
    numeric repro.py (checked in a fresh process), report.md."""
    import json
    import os

    import torch

    from conftest import ROOT

    with open(os.path.join(ROOT, "corpus/regressions/roll-shift-larger-than-dim/program.json")) as fh:
        data = json.load(fh)
    # One node more than the bug needs, so the reduction has something to drop.
    data["nodes"].append({"name": "v1", "op": "aten.neg", "operands": ["x0"], "attrs": {}})
    data["outputs"].append("v1")
    source = tmp_path / "bloated.json"
    source.write_text(json.dumps(data))
    out = tmp_path / "reduced"
    done = irfuzz("reduce", str(source), "--out", str(out), "--budget", "10", "--iterations", "1")
    assert done.returncode == 1, done.stdout + done.stderr
    (name,) = os.listdir(out)  # nothing half-written left beside it
    assert name.startswith("mismatch-eager-")
    folder = out / name
    assert {"program.json", "original_program.json", "model.py", "inputs.pt", "expected.pt", "actual.pt",
            "repro.py", "repro.sh", "report.md", "before.mlir", "error.log", "meta.json"} <= set(os.listdir(folder))
    meta = json.loads((folder / "meta.json").read_text())
    assert meta["symptom"] == "mismatch-eager" and meta["flaky"] is False
    assert meta["repro_py"]["reproduces"] and meta["repro_sh"]["reproduces"]
    assert meta["reduced"]["nodes_before"] == 2 and meta["reduced"]["nodes_after"] == 1
    # stored by the campaign's own path (fuzz/campaign/reduction.py), verified once at the end
    assert meta["reduction"] == "done" and meta["verification"] == "done"
    assert meta["reduced"]["budget_exhausted"] is False and meta["source"] == str(source)
    assert len(json.loads((folder / "program.json").read_text())["nodes"]) == 1
    assert "before.mlir" in (folder / "repro.py").read_text()  # the numeric reproducer, not the IR one
    inputs = torch.load(folder / "inputs.pt")
    expected, actual = torch.load(folder / "expected.pt"), torch.load(folder / "actual.pt")
    assert [t.shape for t in inputs] == [torch.Size([5])]
    assert torch.equal(expected[0], torch.roll(inputs[0], 6, 0))
    assert actual[0].shape == expected[0].shape and not torch.equal(actual[0], expected[0])


def test_one_path_stores_a_reduction():
    """`irfuzz reduce` and a campaign store a reduced finding by one function
    (fuzz/campaign/reduction.py `reduce_and_store`): nothing else swaps a folder for its
    reduced form, and both callers go through it."""
    import os
    import re

    from conftest import ROOT

    swaps, callers = set(), set()
    for top in ("fuzz", "oracles", "generators", "bench"):
        for base, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.relpath(os.path.join(base, name), ROOT)
                    text = open(os.path.join(ROOT, path)).read()
                    if re.search(r"\.replace_with_reduced\(", text):
                        swaps.add(path)
                    if re.search(r"\breduce_and_store\(", text):
                        callers.add(path)
    assert swaps == {"fuzz/campaign/reduction.py"}
    assert {"fuzz/cli.py", "fuzz/campaign/driver.py"} <= callers


def test_one_function_finds_torch_mlir_opt():
    """The wheel's torch-mlir-opt is found in one place (oracles/native_stack.py
    `torch_mlir_opt`), which every caller imports."""
    import os
    import re

    from conftest import ROOT
    from oracles.native_stack import torch_mlir_opt

    finders = set()
    for top in ("fuzz", "oracles", "generators", "bench", "tools"):
        for base, _, files in os.walk(os.path.join(ROOT, top)):
            for name in (n for n in files if n.endswith(".py")):
                path = os.path.relpath(os.path.join(base, name), ROOT)
                text = open(os.path.join(ROOT, path)).read()
                if re.search(r"def \w*torch_mlir_opt\w*\(|which\([\"']torch-mlir-opt", text):
                    finders.add(path)
    assert finders == {"oracles/native_stack.py"}
    found = torch_mlir_opt()
    assert found and os.access(found, os.X_OK)
