"""`irfuzz run --ops`: a campaign restricted to some catalog ops (fuzz/cli.py `_op_list`)."""

import pytest

from fuzz.cli import _op_list
from generators.errors import UsageError
from generators.generate import GeneratorConfig, program_from_seed


def test_op_list_takes_catalog_names_with_or_without_the_aten_prefix():
    assert _op_list(None) == () and _op_list("") == ()
    assert _op_list("scatter.src, aten.index_put") == ("aten.scatter.src", "aten.index_put")
    with pytest.raises(UsageError, match="not catalog op.*aten.scatterz"):
        _op_list("scatter.src,scatterz")


def test_a_restricted_generator_draws_only_those_ops():
    ops = _op_list("scatter_add,index_fill.int_Scalar")
    drawn = {node.op for seed in range(40) for node in program_from_seed(seed, GeneratorConfig(ops=ops)).nodes}
    assert drawn == set(ops)
