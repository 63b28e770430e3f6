"""The iree-cpu executor against eager PyTorch: data-movement ops must be bit-identical."""

import time

import pytest

IREE_MISSING = "iree-cpu needs the [iree] extra: pip install iree-base-compiler iree-base-runtime"
pytest.importorskip("iree.compiler", reason=IREE_MISSING)
pytest.importorskip("iree.runtime", reason=IREE_MISSING)

import torch  # noqa: E402
import torch_mlir.fx as torch_mlir_fx  # noqa: E402
from helpers import bits  # noqa: E402

from generators.errors import InternalError  # noqa: E402
from oracles.executors import CompileFailure, ExecutorLimit, executor_names, get_executor  # noqa: E402

pytestmark = pytest.mark.integration

def assert_bit_identical(got: torch.Tensor, want: torch.Tensor) -> None:
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    assert got.shape == want.shape, (got.shape, want.shape)
    assert torch.equal(bits(got), bits(want)), f"\ngot  {got}\nwant {want}"


def assert_same_values(got: torch.Tensor, want: torch.Tensor) -> None:
    """Bit-identical except that any NaN matches any NaN in the same place (casts may pick the NaN bits)."""
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape, want.dtype, want.shape)
    nan = torch.isnan(want)
    assert torch.equal(torch.isnan(got), nan), f"\ngot  {got}\nwant {want}"
    assert torch.equal(bits(got)[~nan], bits(want)[~nan]), f"\ngot  {got}\nwant {want}"


def linalg(module: torch.nn.Module, *inputs: torch.Tensor) -> str:
    return str(torch_mlir_fx.export_and_import(module, *inputs, output_type="linalg-on-tensors"))


@pytest.fixture(scope="module")
def executor():
    return get_executor("iree-cpu")


def compile_and_run(executor, module: torch.nn.Module, *inputs: torch.Tensor, label: str = "") -> list[torch.Tensor]:
    ir = linalg(module, *inputs)
    t0 = time.perf_counter()
    artifact = executor.compile(ir)
    t1 = time.perf_counter()
    invoker = executor.load(artifact)
    t2 = time.perf_counter()
    before = [x.clone() for x in inputs]
    outputs = invoker(list(inputs))
    t3 = time.perf_counter()
    print(f"iree-cpu {label or type(module).__name__}: compile {t1 - t0:.3f} s, load {(t2 - t1) * 1e3:.2f} ms, "
          f"invoke {(t3 - t2) * 1e3:.2f} ms, vmfb {len(artifact)} bytes")
    for x, b in zip(inputs, before):
        assert_bit_identical(x, b)  # the invoker must not mutate its inputs
    return outputs


def check_against_eager(executor, module: torch.nn.Module, *inputs: torch.Tensor, label: str = "") -> None:
    want = module(*inputs)
    want = list(want) if isinstance(want, (tuple, list)) else [want]
    got = compile_and_run(executor, module, *inputs, label=label)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert_bit_identical(g, w)


def special_floats(dtype: torch.dtype, n: int = 12) -> torch.Tensor:
    """NaN (with payload, negative), -0.0, +-Inf, a subnormal and ordinary values."""
    values = torch.tensor([float("nan"), -0.0, float("inf"), float("-inf"), 0.0, 1.5, -2.25, 3.0e-3] * n)[:n]
    t = values.to(dtype)
    if dtype in (torch.float32, torch.float64):
        info = torch.finfo(dtype)
        t[7] = info.smallest_normal / 4  # subnormal: must survive (no flush-to-zero)
        ib = bits(t)  # an integer view of t's memory
        ib[5] = ib[0] | 1  # a NaN with a payload
        ib[6] = ib[0] | (1 << (8 * t.element_size() - 1))  # a negative NaN
    return t


class RollSliceCat(torch.nn.Module):
    def forward(self, x):
        return torch.roll(x, 2, 1), x[1:, ::2], torch.cat([x[:, 3:], x[:, :3]], 1), torch.roll(x, (-1, 1), (0, 1))


def test_registered():
    assert "iree-cpu" in executor_names()


def test_roll_slice_cat_float32_special_values_bit_identical(executor):
    x = special_floats(torch.float32, 24).reshape(4, 6)
    check_against_eager(executor, RollSliceCat(), x)


class Roll(torch.nn.Module):
    def forward(self, x):
        return torch.roll(x, 3, 0)


ALL_DTYPES = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64,
              torch.float16, torch.bfloat16, torch.float32, torch.float64]


def dtype_sample(dtype: torch.dtype) -> torch.Tensor:
    if dtype == torch.bool:
        return torch.tensor([True, False, False, True, True, False, True, False])
    if dtype.is_floating_point:
        return special_floats(dtype, 8)
    info = torch.iinfo(dtype)
    return torch.tensor([info.min, info.max, 0, 1, -1 if info.min < 0 else 7, 2, info.min + 1, info.max - 1],
                        dtype=dtype)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=lambda d: str(d).removeprefix("torch."))
def test_each_dtype_through_roll(executor, dtype):
    x = dtype_sample(dtype)
    want = Roll()(x)
    (got,) = compile_and_run(executor, Roll(), x, label=f"roll {dtype}")
    if dtype == torch.uint8:
        # linalg's i8 is signless: results come back as int8 with the same bits.
        assert got.dtype == torch.int8
        got = got.view(torch.uint8)
    assert_bit_identical(got, want)


def test_complex64_through_roll(executor):
    x = torch.complex(special_floats(torch.float32, 8), torch.arange(8.0))
    x[7] = 1 + 2j
    (got,) = compile_and_run(executor, Roll(), x, label="roll torch.complex64")
    assert_bit_identical(got, Roll()(x))


class ManyResults(torch.nn.Module):
    def forward(self, x, i):
        return (torch.roll(x, 1, 0), i[1:], x > 0, x.to(torch.bfloat16), x.to(torch.float64),
                torch.cat([i, i]), x.to(torch.float16))


def test_multiple_results_of_different_dtypes(executor):
    x = special_floats(torch.float32, 8)
    x[7] = 0.5  # no subnormal here: IREE flushes them in arithmetic (see the FTZ test below)
    i = torch.tensor([5, -7, 2**40, -(2**62)], dtype=torch.int64)
    want = ManyResults()(x, i)
    got = compile_and_run(executor, ManyResults(), x, i)
    assert len(got) == len(want)
    for n, (g, w) in enumerate(zip(got, want)):
        if n in (3, 4, 6):
            # Casts: eager turns every f32 NaN into bf16 0xFFFF, IREE into 0x7FC0; the values agree.
            assert_same_values(g, w)
        else:
            assert_bit_identical(g, w)


class ZeroSizeAndRank0(torch.nn.Module):
    def forward(self, e, s, x):
        return torch.roll(e, 1, 1), e[:, 1:], s, torch.cat([s.reshape(1), s.reshape(1)]), x[0, 1], x[:0], x[2:, :]


def test_zero_size_and_rank0_tensors(executor):
    e = torch.empty(0, 3)
    s = torch.tensor(-0.0)
    x = torch.arange(6, dtype=torch.int32).reshape(2, 3)
    check_against_eager(executor, ZeroSizeAndRank0(), e, s, x)


class Likes(torch.nn.Module):
    def forward(self, x, i):
        return (torch.full_like(x, -0.0), torch.full_like(x, float("nan")), torch.ones_like(x), torch.zeros_like(i),
                torch.full_like(i, 7), torch.ones_like(x, dtype=torch.bfloat16),
                torch.full_like(i, 3, dtype=torch.float64))


def test_full_like_and_ones_like(executor):
    check_against_eager(executor, Likes(), torch.randn(3, 2), torch.arange(4))


class RandLike(torch.nn.Module):
    def forward(self, x):
        return torch.rand_like(x), torch.roll(x, 1, 0)


def test_rand_like_in_range_and_reproducible_per_fresh_load(executor):
    x = torch.randn(64, 5)
    ir = linalg(RandLike(), x)
    artifact = executor.compile(ir)
    assert executor.compile(ir) == artifact  # compile is deterministic
    first = executor.load(artifact)([x])
    second = executor.load(artifact)([x])
    rand = first[0]
    assert rand.dtype == torch.float32 and rand.shape == x.shape
    assert bool(((rand >= 0) & (rand < 1)).all()), rand
    assert rand.unique().numel() > rand.numel() // 2  # not a constant fill
    assert_bit_identical(second[0], rand)
    assert_bit_identical(first[1], torch.roll(x, 1, 0))


class DenormalArithmetic(torch.nn.Module):
    def forward(self, x):
        return x > 0, x + 0.0, x.to(torch.float64), torch.roll(x, 1, 0)


def test_denormals_flush_to_zero_in_arithmetic_but_not_in_data_movement(executor):
    """A known IREE CPU property (its local executors set FTZ/DAZ), not a torch-mlir bug.
    If this starts failing, IREE changed and `IreeCpuExecutor.flushes_denormals` must follow."""
    assert executor.flushes_denormals
    x = torch.tensor([1e-39, -1e-39, 1e-45, 1.0])
    compare, added, widened, rolled = compile_and_run(executor, DenormalArithmetic(), x)
    assert compare.tolist() == [False, False, False, True]  # eager: [True, False, True, True]
    assert added.tolist() == [0.0, 0.0, 0.0, 1.0]
    assert widened.tolist() == [0.0, 0.0, 0.0, 1.0]
    assert_bit_identical(rolled, torch.roll(x, 1, 0))  # moved bits are untouched
    assert bool(torch.tensor([1e-39]) > 0)  # the FPU mode does not leak into the caller


def test_compile_failure_has_first_error_line(executor):
    bad = "func.func @main(%a: tensor<2xf32>) -> tensor<3xf32> {\n  return %a : tensor<2xf32>\n}\n"
    with pytest.raises(CompileFailure) as info:
        executor.compile(bad)
    assert str(info.value).startswith("error: type of return operand 0")
    assert "tensor<3xf32>" in info.value.log


@pytest.mark.parametrize("ir, message", [
    ("func.func @main(%a: i64) -> i64 { return %a : i64 }", "argument 0 has type i64"),
    ("func.func @main(%a: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> { return %a : tensor<2xf8E4M3FN> }",
     "element type f8E4M3FN"),
    ("func.func @main(%a: tensor<*xf32>) -> tensor<*xf32> { return %a : tensor<*xf32> }", "unranked"),
], ids=["scalar", "f8", "unranked"])
def test_unrepresentable_signatures_are_executor_limits(executor, ir, message):
    with pytest.raises(ExecutorLimit, match=message):
        executor.compile(ir)


def test_invoker_rejects_wrong_inputs(executor):
    invoker = executor.load(executor.compile(linalg(Roll(), torch.zeros(4))))
    with pytest.raises(InternalError, match="takes 1 tensors"):
        invoker([])
    with pytest.raises(InternalError, match="declares tensor<4xf32>"):
        invoker([torch.zeros(4, dtype=torch.float64)])
    with pytest.raises(InternalError, match="shape"):
        invoker([torch.zeros(5)])
