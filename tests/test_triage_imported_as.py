"""Causes compared as torch-mlir receives their ops (generators/calls.py IMPORTED_AS).

The table's pairs are checked against the wheel: each source op, exported the way irfuzz's FX
frontend exports it, reaches torch-mlir as its target op. The rule is checked on real
findings of the seed-6262 campaign, labelled by hand (docs/root-causes.md)."""

from __future__ import annotations

import json
import os
import re

import pytest

from fuzz.findings.root_cause import IMPORTED_AS, RootCause
from fuzz.findings.triage import CorpusCauses, corpus_match

torch = pytest.importorskip("torch")
fx = pytest.importorskip("torch_mlir.fx")

DATA = os.path.join(os.path.dirname(__file__), "data", "root_cause", "imported_as.json")
A = torch.ops.aten
X = torch.zeros(2, 3)

# One application of each source op, on a 2x3 float tensor.
APPLY = {
    "aten.tile": lambda x: A.tile(x, [2, 1]),
    "aten.stack": lambda x: A.stack([x, x], 0),
    "aten.hstack": lambda x: A.hstack([x, x]),
    "aten.vstack": lambda x: A.vstack([x, x]),
    "aten.pad": lambda x: A.pad(x, [1, 1], "constant", 0.0),
    "aten.index_fill.int_Scalar": lambda x: A.index_fill.int_Scalar(x, 1, torch.tensor([0]), 1.0),
    "aten.swapaxes": lambda x: A.swapaxes(x, 0, 1),
    "aten.transpose": lambda x: A.transpose.int(x, 0, 1),
    "aten.movedim": lambda x: A.movedim.int(x, 0, 1),
    "aten.narrow": lambda x: A.narrow(x, 1, 0, 2),
    "aten.expand_as": lambda x: A.expand_as(x, torch.zeros(4, 2, 3)),
    "aten.broadcast_to": lambda x: A.broadcast_to(x, [4, 2, 3]),
}


def _imported_ops(apply) -> set[str]:
    class One(torch.nn.Module):
        def forward(self, x):
            return apply(x)

    module = fx.export_and_import(One(), X, output_type="raw")
    return {"aten." + name for name in re.findall(r"torch\.aten\.([\w.]+)", str(module))}


def test_every_pair_is_applied_here():
    assert set(APPLY) == set(IMPORTED_AS)


@pytest.mark.parametrize("source", sorted(IMPORTED_AS))
def test_the_wheel_receives_the_source_op_as_its_target(source):
    ops = _imported_ops(APPLY[source])
    assert IMPORTED_AS[source] in ops, ops
    assert source not in ops, ops


@pytest.fixture(scope="module")
def recorded():
    with open(DATA) as fh:
        return json.load(fh)


def _corpus(tmp_path, recorded) -> CorpusCauses:
    for entry, expected in recorded["corpus"].items():
        os.makedirs(tmp_path / entry)
        (tmp_path / entry / "expected.json").write_text(json.dumps(expected))
    return CorpusCauses.load(str(tmp_path))


def test_a_defect_reached_through_an_op_the_export_rewrites_is_known_or_flagged_for_a_look(tmp_path, recorded):
    """A stack of uint8 and int8 with wrong values is the cat lowering's uint8 promotion, not
    the empty-operand cat: as torch-mlir receives it, the same wrong op under the same input
    dtypes as the entry's (known). A tile whose shape is wrong is the repeat lowering's
    zero-count view (torch-mlir gets a repeat), negative pads of constant_pad_nd are the entry
    recorded through `pad`: their triggers need no condition the entry's does, so they are
    a look (a person decides), never known."""
    corpus = _corpus(tmp_path, recorded)
    found = {name: RootCause.from_dict(cause) for name, cause in recorded["findings"].items()}
    assert corpus_match(found["mismatch-eager-ca353ca91e95"], corpus) == (
        "look", "repeat-zero-count-flatten-view-wrong-shape")
    assert corpus_match(found["mismatch-eager-5ca316f0fda9"], corpus) == ("known", "cat-uint8-promotion-sign-extends")
    assert corpus_match(found["mismatch-eager-0e9acacf5c08"], corpus) == (
        "look", "constant-pad-nd-negative-padding-tensor-pad")


def test_an_imported_comparison_that_fits_two_defects_points_at_none(tmp_path, recorded):
    """index_fill filling False gives wrong values: by hand, index_put's unwrapped negative
    index. As imported it fits two index_put entries whose triggers need nothing of the
    index_put (keys of these entries made before index tensors had aspects: the negative
    index, and the 0-d index tensor's crash): nothing tells them apart, so it stays new
    rather than point at a guess. Without the second entry it points at the first."""
    corpus = _corpus(tmp_path, recorded)
    cause = RootCause.from_dict(recorded["findings"]["mismatch-eager-f67c2efe176a"])
    assert corpus_match(cause, corpus) == ("new", None)
    alone = {entry: expected for entry, expected in recorded["corpus"].items()
             if entry != "index-put-0d-index-tensor-segfault"}
    only_one = _corpus(tmp_path / "one", {"corpus": alone})
    assert corpus_match(cause, only_one) == ("look", "index-put-negative-index-not-wrapped")
