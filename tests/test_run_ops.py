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


def test_a_campaign_started_with_ops_resumes_with_only_out(tmp_path):
    """The end-of-session line says `irfuzz run --out DIR` takes a campaign up again: without
    repeating --ops or --max-nodes, the folder's generator settings are kept."""
    import argparse

    from fuzz.campaign.state import CampaignSettings, CampaignState
    from fuzz.cli import _campaign_generator
    from oracles.iterate import OracleConfig

    started = GeneratorConfig(max_nodes=4, avoid_known_limits=True, ops=_op_list("scatter_add"))
    CampaignState.open(str(tmp_path), CampaignSettings(5, 16, ("none",), started, OracleConfig()))

    def args(**given):
        return argparse.Namespace(**{"out": str(tmp_path), "max_nodes": None, "ops": None,
                                     "include_known_limits": False, "new_campaign": False, **given})

    assert _campaign_generator(args()) == started
    assert _campaign_generator(args(max_nodes=6)).max_nodes == 6       # given: a new setting (refused on open)
    assert _campaign_generator(args(new_campaign=True)) == GeneratorConfig(avoid_known_limits=True)
    assert _campaign_generator(args(out=str(tmp_path / "new"))) == GeneratorConfig(avoid_known_limits=True)
