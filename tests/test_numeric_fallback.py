"""The numeric oracle's executor fallback: IR the chosen executor cannot run (an ExecutorLimit)
is judged by another CPU executor and the verdict names it (per k and in each finding); a limit
stays only when no executor ran the IR; k vs k+1 compares results of one executor only.
Scripted executors drive the logic; the integration tests run real programs."""

from functools import partial

import pytest
import torch
from helpers import json_program, numerics_at_each_k

from generators.catalog import Values
from oracles import executors
from oracles.case import Case, check_case
from oracles.executors import (
    CompileFailure,
    ExecutorLimit,
    RunFailure,
    executor_names,
    get_executor,
    register_executor,
)
from oracles.numerics import NumericReference, OutputRule, run_numerics
from oracles.verdict import KOutcome

# executor name -> IR text -> its results, or "compile-failure"; an absent text is an ExecutorLimit
SCRIPT: dict[str, dict[str, object]] = {}
RAN: list[tuple[str, str]] = []


class _Scripted:
    name = ""
    flushes_denormals = False

    def compile(self, linalg_ir):
        RAN.append((self.name, linalg_ir))
        script = SCRIPT[self.name].get(linalg_ir)
        if script is None:
            raise ExecutorLimit(f"{self.name} JIT: Symbols not found: [ helper ]")
        if script == "compile-failure":
            raise CompileFailure(f"{self.name} cannot lower it")
        return linalg_ir

    def load(self, artifact):
        script = SCRIPT[self.name][artifact]
        if script == "runtime-error":
            raise RuntimeError(f"{self.name}: running @main failed")
        if script == "run-failure":
            def stops(inputs):
                raise RunFailure(f"{self.name}: running @main failed: buffer_view_util.c:41: OUT_OF_RANGE; shape "
                                 "element count overflows device size at dimension 1")
            return stops
        return lambda inputs: [t.clone() for t in script]


for _name, _flushes in (("fb-chosen", False), ("fb-other", False), ("fb-flushing", True)):
    register_executor(_name)(type(_name, (_Scripted,), {"name": _name, "flushes_denormals": _flushes}))

EXACT = [OutputRule(Values.EXACT, "aten.roll")]


@pytest.fixture(autouse=True)
def scripted(monkeypatch):
    monkeypatch.setitem(executors.CPU_FALLBACKS, "fb-chosen", ("fb-other",))
    SCRIPT.clear()
    SCRIPT.update({"fb-chosen": {}, "fb-other": {}, "fb-flushing": {}})
    RAN.clear()


_run = partial(numerics_at_each_k, rules=EXACT, executor="fb-chosen")


def test_ir_the_chosen_executor_cannot_run_is_judged_by_the_fallback():
    eager = [torch.tensor([1.0, 2.0])]
    SCRIPT["fb-other"]["a"] = [torch.tensor([1.0, 2.0])]
    findings, limits, outcomes = _run(["a", "a", "a"], eager)
    assert findings == [] and limits == []
    assert [(o.numerics, o.executor) for o in outcomes] == [("ok", "fb-other")] * 3
    assert RAN == [("fb-chosen", "a"), ("fb-other", "a")]  # each once, for the one distinct IR


def test_the_chosen_executor_judges_what_it_can_run():
    SCRIPT["fb-chosen"]["a"] = [torch.tensor([1.0])]
    _, _, outcomes = _run(["a"], [torch.tensor([1.0])])
    assert outcomes[0].executor == "fb-chosen" and RAN == [("fb-chosen", "a")]


def test_a_numeric_finding_from_the_fallback_names_it():
    SCRIPT["fb-other"]["a"] = [torch.tensor([1.0, 3.0])]
    findings, limits, outcomes = _run(["a"], [torch.tensor([1.0, 2.0])])
    assert limits == [] and [f.symptom for f in findings] == ["mismatch-eager"]
    assert findings[0].details["executor"] == "fb-other"   # the reproducer runs it there
    assert (outcomes[0].numerics, outcomes[0].executor) == ("mismatch-eager", "fb-other")


def test_a_limit_stays_when_no_executor_runs_the_ir(monkeypatch):
    findings, limits, outcomes = _run(["a", "a"], [torch.tensor([1.0])])
    assert findings == [] and len(limits) == 1
    assert limits[0].message.startswith("fb-chosen JIT: Symbols not found")
    assert "not run by fb-other either: fb-other JIT: Symbols not found" in limits[0].message
    assert limits[0].details["executor"] == "fb-chosen"
    assert [(o.numerics, o.executor) for o in outcomes] == [("executor-limit", None)] * 2
    # One root cause, one signature: the fallback's attempt does not change it.
    monkeypatch.setitem(executors.CPU_FALLBACKS, "fb-chosen", ())
    _, alone, _ = _run(["a"], [torch.tensor([1.0])])
    assert alone[0].signature == limits[0].signature


def test_the_fallbacks_own_lowering_failure_is_no_finding_the_limit_stays():
    SCRIPT["fb-other"]["a"] = "compile-failure"
    findings, limits, outcomes = _run(["a"], [torch.tensor([1.0])])
    assert findings == [] and len(limits) == 1 and "fb-other cannot lower it" in limits[0].message
    assert outcomes[0].numerics == "executor-limit"


def test_a_fallback_that_errors_leaves_the_limit_not_an_internal_error():
    SCRIPT["fb-other"]["a"] = "runtime-error"
    findings, limits, _ = _run(["a"], [torch.tensor([1.0])])
    assert findings == [] and "not run by fb-other either: fb-other: RuntimeError" in limits[0].message
    SCRIPT["fb-chosen"]["a"] = "runtime-error"   # the chosen executor's own errors propagate, as before
    with pytest.raises(RuntimeError):
        _run(["a"], [torch.tensor([1.0])])


def test_a_compiled_run_that_stops_with_an_error_status_is_a_finding_keyed_by_the_status():
    """Eager ran the program; the compiled code stopped with its runtime's error status: a
    wrong result (mismatch-eager at each k it happens), never the fallback's to judge, never
    an internal error. The key names the status, not the numbers of the message."""
    SCRIPT["fb-chosen"]["a"] = "run-failure"
    SCRIPT["fb-other"]["a"] = [torch.tensor([1.0])]
    findings, limits, outcomes = _run(["a", "a"], [torch.tensor([1.0])])
    assert limits == [] and [f.symptom for f in findings] == ["mismatch-eager"] * 2
    assert findings[0].message.startswith("IR_1 compiled vs eager: the compiled run failed: fb-chosen")
    assert findings[0].signature == findings[1].signature
    assert findings[0].details["run_failed"] == "OUT_OF_RANGE"  # what triage and reachability read
    assert [(o.numerics, o.executor) for o in outcomes] == [("mismatch-eager", "fb-chosen")] * 2
    assert ("fb-other", "a") not in RAN
    SCRIPT["fb-chosen"]["a"] = [torch.tensor([1.0])]
    RAN.clear()
    with_values = _run(["a"], [torch.tensor([2.0])])[0]
    assert with_values[0].signature != findings[0].signature  # wrong values are another key


def test_the_chosen_executors_lowering_failure_is_a_finding_without_fallback():
    SCRIPT["fb-chosen"]["a"] = "compile-failure"
    SCRIPT["fb-other"]["a"] = [torch.tensor([1.0])]
    findings, limits, outcomes = _run(["a"], [torch.tensor([1.0])])
    assert [f.symptom for f in findings] == ["lowering-error"] and limits == []
    assert findings[0].details["executor"] == "fb-chosen"
    assert (outcomes[0].numerics, outcomes[0].executor) == ("lowering-error", "fb-chosen")
    assert ("fb-other", "a") not in RAN


def test_k_vs_k_plus_1_across_executors_is_compared_on_the_fallback():
    """IR_1 ran on the chosen executor, IR_2 only on the fallback: their results are never
    compared with each other; IR_1 is run on the fallback too and that pair is compared."""
    eager = [torch.tensor([1.0, 2.0])]
    SCRIPT["fb-chosen"]["p"] = [torch.tensor([1.0, 2.0])]
    SCRIPT["fb-other"]["q"] = [torch.tensor([1.0, 5.0])]   # differs from the chosen one's IR_1 ...
    SCRIPT["fb-other"]["p"] = [torch.tensor([1.0, 5.0])]   # ... but not from the fallback's IR_1
    findings, limits, outcomes = _run(["p", "q"], eager)
    assert [(f.symptom, f.k) for f in findings] == [("mismatch-eager", 2)] and limits == []
    assert [o.executor for o in outcomes] == ["fb-chosen", "fb-other"]
    assert ("fb-other", "p") in RAN

    SCRIPT["fb-other"]["p"] = [torch.tensor([1.0, 2.0])]   # now IR_1 vs IR_2 differs on one executor
    findings, _, outcomes = _run(["p", "q"], eager)
    mismatch_k = [f for f in findings if f.symptom == "mismatch-k"]
    assert len(mismatch_k) == 1 and mismatch_k[0].k == 1 and mismatch_k[0].details["executor"] == "fb-other"
    assert mismatch_k[0].stage_input_ir == "p" and mismatch_k[0].before_ir == "q"
    assert outcomes[0].executor == "fb-chosen"   # IR_1 is still judged against eager by the chosen one


def test_k_vs_k_plus_1_the_other_way_round_runs_the_later_ir_on_the_fallback():
    eager = [torch.tensor([1.0])]
    SCRIPT["fb-other"]["p"] = [torch.tensor([1.0])]
    SCRIPT["fb-chosen"]["q"] = [torch.tensor([1.0])]
    SCRIPT["fb-other"]["q"] = [torch.tensor([7.0])]
    findings, _, outcomes = _run(["p", "q"], eager)
    assert [o.executor for o in outcomes] == ["fb-other", "fb-chosen"]
    assert [(f.symptom, f.k, f.details["executor"]) for f in findings] == [("mismatch-k", 1, "fb-other")]


def test_no_k_vs_k_plus_1_check_when_no_executor_runs_both():
    SCRIPT["fb-chosen"]["p"] = [torch.tensor([1.0])]
    SCRIPT["fb-other"]["q"] = [torch.tensor([9.0])]
    findings, limits, outcomes = _run(["p", "q"], [torch.tensor([1.0])])
    assert [(f.symptom, f.k) for f in findings] == [("mismatch-eager", 2)]
    assert limits == []   # IR_1 was judged (by the chosen executor): its limit on the fallback is none
    assert [o.numerics for o in outcomes] == ["ok", "mismatch-eager"]


def test_flushed_subnormals_are_a_limit_of_the_executor_that_judged():
    eager = [torch.tensor([1e-40, 1.0])]
    flushed = [torch.tensor([0.0, 1.0])]
    executors.CPU_FALLBACKS["fb-chosen"] = ("fb-flushing",)   # restored by the fixture
    SCRIPT["fb-flushing"]["a"] = flushed
    findings, limits, outcomes = _run(["a"], eager)
    assert findings == [] and [lim.message.split(":")[0] for lim in limits] == [
        "fb-flushing flushes subnormals to zero"]
    assert outcomes[0].executor == "fb-flushing"
    SCRIPT["fb-chosen"]["a"] = flushed   # the chosen executor does not flush: a real mismatch
    findings, limits, _ = _run(["a"], eager)
    assert [f.symptom for f in findings] == ["mismatch-eager"] and limits == []


def test_fallbacks_are_the_other_installed_cpu_executor():
    assert executors.fallback_executors("iree-cuda") == [] and executors.fallback_executors("fb-other") == []
    if "iree-cpu" in executor_names():
        assert executors.fallback_executors("refbackend") == ["iree-cpu"]
        assert executors.fallback_executors("iree-cpu") == ["refbackend"]


# -- real programs ----------------------------------------------------------------------------

# Generated by `irfuzz run --seed 31337` (program seed 31348): its third output, an empty slice of
# a strided slice of an argument, is returned through a `bufferization.clone` that lowers to a
# call of `memrefCopy`; before the callback existed that was an executor limit at every k.
NEEDS_MEMREF_COPY = json_program(
    [{"name": "x0", "shape": [2, 4, 3, 3], "dtype": "int8", "dynamic": [0, 2]},
     {"name": "x1", "shape": [2, 4, 3, 3], "dtype": "int64", "dynamic": [1, 2, 3]}],
    [{"name": "v0", "op": "aten.zeros_like", "operands": ["x1"], "attrs": {"dtype": None}},
     {"name": "v1", "op": "aten.slice.Tensor", "operands": ["x0"],
      "attrs": {"dim": -3, "start": None, "end": 9223372036854775807, "step": 3}},
     {"name": "v2", "op": "aten.cat", "operands": ["v0", "v0", "x1", "v0"], "attrs": {"dim": -3}},
     {"name": "v3", "op": "aten.roll", "operands": ["x0"], "attrs": {"shifts": [3, 1], "dims": [-2, 3]}},
     {"name": "v4", "op": "aten.slice.Tensor", "operands": ["v1"],
      "attrs": {"dim": -1, "start": 0, "end": -9223372036854775808, "step": 1}},
     {"name": "v5", "op": "aten.randn_like", "operands": ["v3"], "attrs": {"dtype": "float32"}}],
    ["v0", "v2", "v4", "v5"])

RAND_BF16 = json_program([{"name": "x0", "shape": [40, 50], "dtype": "bfloat16"}],
                         [{"name": "v0", "op": "aten.rand_like", "operands": ["x0"], "attrs": {"dtype": None}}], ["v0"])


def _check(program):
    executed = []
    verdict = check_case(Case(program), on_stage=lambda stage, k, ir, what: executed.append((what, ir))
                         if stage == "execute" else None)
    return verdict, executed


@pytest.mark.integration
def test_a_program_that_needed_memref_copy_gets_a_numeric_check():
    verdict, executed = _check(NEEDS_MEMREF_COPY)
    assert verdict.status == "ok" and verdict.limits == [], [f.message for f in verdict.findings + verdict.limits]
    assert [(o.numerics, o.executor) for o in verdict.per_k] == [("ok", "refbackend")] * 4
    ex = get_executor("refbackend")
    assert "@memrefCopy" in ex.compile(executed[0][1]).llvm_ir


@pytest.mark.integration
def test_rand_like_in_bf16_is_judged_by_refbackend():
    verdict, _ = _check(RAND_BF16)
    assert verdict.status == "ok" and verdict.limits == []
    assert [(o.numerics, o.executor) for o in verdict.per_k] == [("ok", "refbackend")] * 4


@pytest.mark.integration
def test_a_program_needing_a_missing_symbol_is_judged_by_the_fallback(monkeypatch):
    """Without its definition of `__truncdfbf2` RefBackend cannot run rand_like in bf16
    (as before): IREE's CPU executor judges it and the verdict says so."""
    if "iree-cpu" not in executor_names():
        pytest.skip("iree-cpu needs the [iree] extra")
    from oracles.executors import refbackend

    monkeypatch.setattr(refbackend, "_DEFINED_HELPERS", {})
    verdict, executed = _check(RAND_BF16)
    assert verdict.status == "ok" and verdict.limits == [], [f.message for f in verdict.limits]
    assert [(o.numerics, o.executor) for o in verdict.per_k] == [("ok", "iree-cpu")] * 4
    assert [what for what, _ in executed] == ["refbackend", "iree-cpu"]   # one distinct IR


@pytest.mark.integration
def test_ir_no_executor_can_run_stays_a_limit_naming_every_attempt():
    ir = """func.func private @irfuzz_undefined_helper(f32) -> f32
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %unused: f32):
    %v = func.call @irfuzz_undefined_helper(%in) : (f32) -> f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}"""
    outcomes = [KOutcome(1, "ok")]
    x = torch.ones(2)
    findings, limits = run_numerics([ir], outcomes, NumericReference([x], [x], EXACT), "refbackend",
                                    lambda *a: None, {})
    assert findings == [] and len(limits) == 1 and outcomes[0].numerics == "executor-limit"
    assert "Symbols not found: [ irfuzz_undefined_helper ]" in limits[0].message.splitlines()[0]
    if "iree-cpu" in executor_names():
        assert "not run by iree-cpu either" in limits[0].message


def test_an_executor_whose_module_fails_to_import_says_why(monkeypatch):
    """An installed executor's module that fails to import (seen once in a campaign's worker)
    is unknown with the import's error in the message, not silently; one whose dependencies
    are not installed is simply unknown."""
    import importlib

    real_import = importlib.import_module

    def failing_import(name, *args, **kwargs):
        if name == "oracles.executors.stablehlo":
            raise ImportError("libIREECompiler.so: failed to map segment from shared object")
        if name == "oracles.executors.iree_cuda":
            raise ModuleNotFoundError("No module named 'iree'", name="iree")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(importlib, "import_module", failing_import)
    monkeypatch.setattr(executors, "_EXECUTORS", {k: v for k, v in executors._EXECUTORS.items()
                                                  if k not in ("iree-stablehlo", "iree-cuda")})
    monkeypatch.setattr(executors, "_IMPORT_FAILURES", {})
    with pytest.raises(KeyError, match="failed to import here: ImportError: libIREECompiler.so: failed to map"):
        get_executor("iree-stablehlo")
    with pytest.raises(KeyError) as unknown:
        get_executor("iree-cuda")
    assert "failed to import" not in str(unknown.value)
