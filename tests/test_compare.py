"""The numeric comparison rules, on tensors whose outcome is known."""

import pytest
import torch
from helpers import json_program

from generators.catalog import Values
from oracles.compare import compare_bits, compare_close, compare_random, compare_to_eager

NAN_BITS = torch.tensor([float("nan"), -0.0, float("inf"), float("-inf"), 1.5])


def test_bits_equal_nan_in_place_and_signed_zero():
    assert compare_bits(0, NAN_BITS, NAN_BITS.clone()) is None
    flipped = NAN_BITS.clone()
    flipped[1] = 0.0  # -0.0 -> +0.0: equal as numbers, different bits
    m = compare_bits(0, NAN_BITS, flipped)
    assert m is not None and m.rule == "bits" and m.index == [1]
    assert (m.expected, m.actual) == ("-0.0", "0.0")


def test_bits_nan_moved_is_a_mismatch():
    moved = torch.roll(NAN_BITS, 1)
    m = compare_bits(3, NAN_BITS, moved)
    assert m is not None and m.output == 3 and m.index == [0]


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float64, torch.int8, torch.bool])
def test_bits_across_dtypes(dtype):
    a = torch.tensor([[1, 0], [0, 1]]).to(dtype)
    assert compare_bits(0, a, a.clone()) is None
    b = a.clone()
    b[1, 0] = 1
    assert compare_bits(0, a, b).index == [1, 0]


def test_shape_and_dtype_always_exact():
    a = torch.zeros(2, 3)
    assert compare_bits(0, a, torch.zeros(3, 2)).rule == "shape"
    assert compare_bits(0, a, torch.zeros(2, 3, dtype=torch.float64)).rule == "dtype"
    for kind in Values:
        assert compare_to_eager(0, a, torch.zeros(2, 3, dtype=torch.int32), kind).rule == "dtype"


def test_zero_size_and_rank_zero():
    assert compare_bits(0, torch.zeros(0, 3), torch.zeros(0, 3)) is None
    m = compare_bits(0, torch.tensor(1.0), torch.tensor(2.0))
    assert m.rule == "bits" and m.index == []


def test_inexact_uses_torch_testing_tolerances():
    a = torch.tensor([1.0, 2.0, float("nan")])
    assert compare_close(0, a, a + 1e-7) is None         # within float32 tolerance
    m = compare_close(0, a, a + 1e-2)
    assert m is not None and m.rule == "close"
    assert compare_to_eager(0, a, a + 1e-7, Values.EXACT).rule == "bits"  # exact ops get no slack


def test_random_checks_range_and_statistics_not_values():
    gen = torch.Generator().manual_seed(0)
    eager = torch.rand(5000, generator=gen)
    compiled = torch.rand(5000, generator=gen)                 # other draws, same law
    assert compare_random(0, eager, compiled, (0.0, 1.0), "uniform01") is None
    out_of_range = compiled.clone()
    out_of_range[7] = 1.5
    m = compare_random(0, eager, out_of_range, (0.0, 1.0), "uniform01")
    assert m.rule == "range" and m.index == [7]
    biased = compiled * 0.5                                     # in range, wrong law
    assert compare_random(0, eager, biased, (0.0, 1.0), "uniform01").rule == "statistics"
    assert compare_random(0, eager, torch.full((5000,), float("nan")), (0.0, 1.0), None).rule == "range"


def test_random_small_outputs_are_range_checked_only():
    eager = torch.rand(10)
    assert compare_random(0, eager, torch.full((10,), 0.99), (0.0, 1.0), "uniform01") is None


def test_randn_statistics():
    gen = torch.Generator().manual_seed(1)
    assert compare_random(0, torch.randn(4000), torch.randn(4000, generator=gen), None, "normal") is None
    assert compare_random(0, torch.randn(4000), torch.randn(4000, generator=gen) + 0.5, None,
                          "normal").rule == "statistics"


def test_undefined_values_compare_by_type_only():
    a = torch.zeros(4)
    assert compare_to_eager(0, a, torch.full((4,), 123.0), Values.UNDEFINED) is None
    assert compare_to_eager(0, a, torch.zeros(5), Values.UNDEFINED).rule == "shape"


def test_flushed_subnormals_are_told_apart_from_real_differences():
    from oracles.compare import only_flushed_denormals

    tiny = torch.finfo(torch.float32).tiny
    expected = torch.tensor([tiny / 4, 1.0, -tiny / 8])
    flushed = torch.tensor([0.0, 1.0, -0.0])
    assert only_flushed_denormals(expected, flushed)
    wrong = torch.tensor([0.0, 2.0, -0.0])                 # a normal value changed too
    assert not only_flushed_denormals(expected, wrong)
    assert not only_flushed_denormals(expected, expected.clone())


def test_unsigned_results_are_viewed_with_the_declared_dtype():
    from oracles.executors import as_declared

    raw = torch.tensor([-1, 0, 127], dtype=torch.int8)
    (viewed,) = as_declared([raw], [torch.uint8])
    assert viewed.dtype == torch.uint8 and viewed.tolist() == [255, 0, 127]
    (kept,) = as_declared([raw], [torch.int8])
    assert kept.dtype == torch.int8


# -- NaN policy -------------------------------------------------------------------------------

def _nan(bits: int, dtype=torch.bfloat16) -> torch.Tensor:
    """A one-element tensor of `dtype` with exactly these bits."""
    ints = {torch.bfloat16: torch.int16, torch.float16: torch.int16, torch.float32: torch.int32}[dtype]
    width = dtype.itemsize * 8
    signed = bits - (1 << width) if bits >= 1 << (width - 1) else bits
    return torch.tensor([signed], dtype=ints).view(dtype)


def test_sign_flipped_nan_after_neg_in_bf16_is_equal():
    from oracles.numerics import rules_for_program

    x = torch.cat([_nan(0x7FC0), torch.tensor([1.0, -0.0], dtype=torch.bfloat16)])
    eager = torch.neg(x)                                   # eager bf16 neg keeps the NaN's sign bit
    assert eager.view(torch.int16)[0].item() & 0xFFFF == 0x7FC0
    compiled = eager.clone()
    compiled[0] = _nan(0xFFC0)[0]                          # arith.negf flips it, as IEEE 754 negate does
    p = json_program([{"name": "x0", "shape": [3], "dtype": "bfloat16"}],
                     [{"name": "v0", "op": "aten.neg", "operands": ["x0"], "attrs": {}}], ["v0"])
    (rule,) = rules_for_program(p)
    assert (rule.kind, rule.nan) == (Values.EXACT, "any")
    assert compare_to_eager(0, eager, compiled, rule.kind, nan=rule.nan) is None
    assert compare_bits(0, eager, compiled, rule.nan) is None              # k vs k+1 too
    # The same difference where NaN bits are compared names both bit patterns.
    m = compare_bits(0, eager, compiled, "bits")
    assert (m.index, m.expected, m.actual) == ([0], "nan (0x7fc0)", "nan (0xffc0)")
    # A payload change is no difference either, a NaN becoming a number is.
    assert compare_bits(0, eager, torch.cat([_nan(0x7F81), eager[1:]]), "any") is None
    assert compare_bits(0, eager, torch.cat([torch.tensor([0.0], dtype=torch.bfloat16), eager[1:]]),
                        "any").index == [0]


def test_negative_zero_still_differs_when_any_nan_is_equal():
    a = torch.tensor([float("nan"), -0.0, 1.0])
    b = torch.tensor([-float("nan"), 0.0, 1.0])
    m = compare_bits(0, a, b, "any")
    assert m is not None and m.index == [1] and (m.expected, m.actual) == ("-0.0", "0.0")
    assert compare_to_eager(0, a, b, Values.EXACT, nan="any").index == [1]
    assert compare_bits(0, a, torch.tensor([1.0, -0.0, 1.0]), "any").index == [0]  # NaN vs a number
    assert compare_bits(0, torch.tensor([1, 2]), torch.tensor([1, 3]), "any").index == [1]  # ints: plain bits


PROGRAM_INPUTS = [{"name": "x0", "shape": [4], "dtype": "float32"}, {"name": "x1", "shape": [4], "dtype": "float64"},
                  {"name": "x2", "shape": [0], "dtype": "float64"}, {"name": "x3", "shape": [2, 2], "dtype": "float32"}]


@pytest.mark.parametrize("nodes, policy", [
    ([{"name": "v0", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [1], "dims": [0]}}], "bits"),
    ([{"name": "v0", "op": "aten.slice.Tensor", "operands": ["x0"],
       "attrs": {"dim": 0, "start": 1, "end": None, "step": 2}}], "bits"),
    ([{"name": "v0", "op": "aten.cat", "operands": ["x0", "x0"], "attrs": {"dim": 0}}], "bits"),
    ([{"name": "v0", "op": "aten.permute", "operands": ["x3"], "attrs": {"dims": [1, 0]}}], "bits"),
    ([{"name": "v0", "op": "aten.full_like", "operands": ["x0"], "attrs": {"fill_value": -0.0, "dtype": None}}],
     "bits"),
    # a conversion: cat promoting float32 to float64, _to_copy to another dtype
    ([{"name": "v0", "op": "aten.cat", "operands": ["x0", "x1"], "attrs": {"dim": 0}}], "any"),
    ([{"name": "v0", "op": "aten.cat", "operands": ["x0", "x2"], "attrs": {"dim": 0}}], "any"),  # empty promotes
    ([{"name": "v0", "op": "aten.cat", "operands": ["x1", "x2"], "attrs": {"dim": 0}}], "bits"),
    ([{"name": "v0", "op": "aten._to_copy", "operands": ["x0"], "attrs": {"dtype": "float64"}}], "any"),
    # arithmetic, and data movement of what arithmetic made
    ([{"name": "v0", "op": "aten.add.Tensor", "operands": ["x0", "x0"], "attrs": {}}], "any"),
    ([{"name": "n", "op": "aten.neg", "operands": ["x0"], "attrs": {}},
      {"name": "v0", "op": "aten.roll", "operands": ["n"], "attrs": {"shifts": [1], "dims": [0]}}], "any"),
    ([{"name": "n", "op": "aten.neg", "operands": ["x0"], "attrs": {}},
      {"name": "v0", "op": "aten.cat", "operands": ["x0", "n"], "attrs": {"dim": 0}}], "any"),
    ([{"name": "n", "op": "aten.neg", "operands": ["x0"], "attrs": {}},
      {"name": "v0", "op": "aten.zeros_like", "operands": ["n"], "attrs": {"dtype": None}}], "bits"),
])
def test_nan_policy_follows_the_dataflow(nodes, policy):
    from oracles.numerics import rules_for_program

    p = json_program(PROGRAM_INPUTS, nodes, ["v0", "x0"])
    rules = rules_for_program(p)
    assert [r.nan for r in rules] == [policy, "bits"]  # an input output keeps its NaN bits


def test_payload_difference_after_pure_data_movement_is_a_mismatch():
    from oracles.numerics import rules_for_program

    x = torch.cat([_nan(0x7FC00001, torch.float32), torch.tensor([1.0, 2.0, 3.0])])
    p = json_program(PROGRAM_INPUTS, [
        {"name": "r", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [1], "dims": [0]}},
        {"name": "s", "op": "aten.slice.Tensor", "operands": ["x0"], "attrs": {"dim": 0, "start": 0, "end": 2,
                                                                             "step": 1}},
        {"name": "c", "op": "aten.cat", "operands": ["x0", "x0"], "attrs": {"dim": 0}}], ["r", "s", "c"])
    rules = rules_for_program(p)
    for i, (rule, eager) in enumerate(zip(rules, [torch.roll(x, 1, 0), x[0:2], torch.cat([x, x])])):
        assert rule.nan == "bits", rule
        where = int(torch.nonzero(torch.isnan(eager))[0])
        compiled = eager.clone()
        compiled[where] = _nan(0x7FC00002, torch.float32)[0]           # another payload
        m = compare_to_eager(i, eager, compiled, rule.kind, nan=rule.nan)
        assert m is not None and m.rule == "bits" and m.index == [where], (rule, m)
        assert (m.expected, m.actual) == ("nan (0x7fc00001)", "nan (0x7fc00002)")
        signflip = eager.clone()
        signflip[where] = _nan(0xFFC00001, torch.float32)[0]
        assert compare_bits(i, eager, signflip, rule.nan).index == [where]


def test_ops_whose_values_are_random_or_undefined_leave_nan_bits_undefined():
    from generators.catalog import NaNBits, Values, all_ops
    from generators.choice import RandomChooser
    from generators.program import TensorSpec

    pool = {"x0": TensorSpec((2, 3), "float32"), "x1": TensorSpec((2, 3), "float32")}
    for op in all_ops():  # `nan` is a required field of OpSpec: every op decides
        for seed in range(20):
            picked = op.sample(RandomChooser(seed), pool)
            if picked is None:
                continue
            operands, attrs = picked
            specs = [pool[r] for r in operands]
            result = op.infer(specs, attrs)
            kind = op.value_kind(specs, attrs, result)
            if kind in (Values.RANDOM, Values.UNDEFINED):
                # a conversion (float -> integer is undefined) moves bits only without a dtype change
                converts = op.nan is NaNBits.MOVES and any(s.dtype != result.dtype for s in specs)
                assert op.nan is NaNBits.UNDEFINED or converts, op.name


def test_kind_as_enum_or_string_and_eager_validation():
    a = torch.tensor([1.0, 2.0])
    for kind in Values:
        assert compare_to_eager(0, a, a.clone(), kind) is None
        assert compare_to_eager(0, a, a.clone(), kind.value) is None
    with pytest.raises(ValueError, match="unknown value kind 'exactish'"):
        compare_to_eager(0, a, a, "exactish")
    with pytest.raises(ValueError, match="unknown NaN policy 'some'"):
        compare_bits(0, a, a, "some")


def test_compare_is_self_contained():
    """oracles/compare.py is copied verbatim next to the GPU runner and into reproducer bundles:
    the standard library and torch only."""
    import ast
    import sys

    from oracles import compare

    with open(compare.__file__) as fh:
        tree = ast.parse(fh.read())
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "no relative imports"
            roots.add(node.module.split(".")[0])
    assert roots <= set(sys.stdlib_module_names) | {"torch"}, roots


# -- messages: every rule names where and both values -------------------------------------------

def test_every_rule_message_shows_expected_and_actual():
    f = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    cases = {
        "shape": compare_bits(0, f, torch.zeros(2, 3)),
        "dtype": compare_bits(0, f, f.double()),
        "bits": compare_bits(0, f, torch.tensor([[1.0, 2.0], [3.0, 5.0]])),
        "close": compare_close(0, f, torch.tensor([[1.0, 2.0], [3.5, 4.0]])),
        "range": compare_random(0, f, torch.tensor([[0.5, 0.5], [1.5, 0.5]]), (0.0, 1.0), None),
        "statistics": compare_random(0, torch.rand(2000), torch.full((2000,), 0.9), (0.0, 1.0), "uniform01"),
    }
    for rule, m in cases.items():
        assert m is not None and m.rule == rule, (rule, m)
        assert m.expected is not None and m.actual is not None, m
        text = m.describe()
        assert f"{rule} mismatch" in text and "None" not in text, text
        assert f"expected {m.expected}, got {m.actual}" in text
    assert cases["shape"].describe().startswith("output 0: shape mismatch: expected [2, 2], got [2, 3]")
    assert cases["dtype"].describe().startswith("output 0: dtype mismatch: expected torch.float32, got torch.float64")
    assert cases["bits"].index == [1, 1] and (cases["bits"].expected, cases["bits"].actual) == ("4.0", "5.0")
    close = cases["close"]
    assert close.index == [1, 0] and (close.expected, close.actual) == ("3.0", "3.5")
    assert "Tensor-likes are not close" in close.detail     # torch.testing's own verdict, kept
    assert cases["range"].index == [1, 0] and cases["range"].actual == "1.5"
    assert cases["statistics"].actual.startswith("mean 0.9")


def test_close_message_points_at_the_first_rejected_element():
    expected = torch.tensor([1.0, float("nan"), 2.0, 100.0, 7.0], dtype=torch.bfloat16)
    actual = torch.tensor([1.0, -float("nan"), 2.0, 104.0, 9.0], dtype=torch.bfloat16)  # 104 vs 100: off
    m = compare_close(0, expected, actual)
    assert m.index == [3] and (m.expected, m.actual) == ("100.0", "104.0"), m
    assert compare_close(0, expected[:3], actual[:3]) is None   # a sign-flipped NaN is close
    ints = compare_close(0, torch.tensor([1, 2, 3]), torch.tensor([1, 2, 4]))
    assert ints.index == [2] and (ints.expected, ints.actual) == (3, 4)
    scalar = compare_close(0, torch.tensor(1.0), torch.tensor(2.0))
    assert scalar.index == [] and (scalar.expected, scalar.actual) == ("1.0", "2.0")
