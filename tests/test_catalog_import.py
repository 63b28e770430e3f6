"""Every catalog op reaches torch-mlir as itself: the FX import keeps its aten overload, so
torch-mlir's own decomposition (the code under test) runs, not PyTorch's. The exceptions are
the ops outside the Torch dialect (importer.DECOMPOSED_AT_IMPORT): they arrive as a default
user's export brings them, decomposed by PyTorch, never as `torch.operator`; and the ops
torch-mlir's FX importer rewrites itself (importer.REWRITTEN_AT_IMPORT: as_strided)."""

import random

import pytest

from generators.catalog import get_op, op_names
from generators.choice import RandomChooser
from generators.dtypes import ALL_DTYPES
from generators.eager import make_inputs
from generators.importer import DECOMPOSED_AT_IMPORT, REWRITTEN_AT_IMPORT, import_program
from generators.program import InputSpec, Node, Program, TensorSpec

pytestmark = pytest.mark.integration


def _pool(seed: int) -> dict[str, TensorSpec]:
    rng = random.Random(seed)
    shape = tuple(rng.choice((1, 2, 3, 4)) for _ in range(rng.randint(1, 3)))
    pool = {f"t{i}": TensorSpec(shape, rng.choice(ALL_DTYPES)) for i in range(3)}
    pool["b"] = TensorSpec(shape, "bool")
    pool["i"] = TensorSpec(shape, "int64")
    return pool


def mlir_names(target: str) -> tuple[str, ...]:
    """How an aten overload shows in raw Torch IR: `torch.aten.roll` for the default overload,
    `torch.aten.slice.Tensor` for a named one, or `torch.operator "torch.aten.x..."` outside the dialect."""
    namespace, name, overload = target.split(".")
    own = f"torch.{namespace}.{name}" + ("" if overload == "default" else f".{overload}")
    return own + " ", own + "(", f'torch.operator "{own}'


@pytest.mark.parametrize("name", op_names())
def test_the_aten_op_survives_import(name: str) -> None:
    op = get_op(name)
    for seed in range(200):
        pool = _pool(seed)
        picked = op.sample(RandomChooser(seed), pool)
        if picked is None:
            continue
        operands, attrs = picked
        used = list(dict.fromkeys(operands))
        program = Program(tuple(InputSpec(r, pool[r]) for r in used) or (InputSpec("t0", pool["t0"]),),
                          (Node("v0", name, tuple(operands), attrs),), ("v0",))
        raw = import_program(program, make_inputs(program, seed))
        target = op.call(attrs)["target"]
        if target in REWRITTEN_AT_IMPORT:  # torch-mlir's own importer rewrites it (as_strided -> index.Tensor)
            assert not any(spelling in raw for spelling in mlir_names(target)), (name, target, raw)
            assert REWRITTEN_AT_IMPORT[target] + " " in raw, (name, raw)
        elif target in DECOMPOSED_AT_IMPORT:
            assert not any(spelling in raw for spelling in mlir_names(target)), (name, target, raw)
            assert "torch.operator" not in raw, (name, raw)
        else:
            assert any(spelling in raw for spelling in mlir_names(target)), (name, target, raw)
        return
    pytest.fail(f"{name}: no application found in 200 pools")
