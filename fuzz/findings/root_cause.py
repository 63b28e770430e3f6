"""Root causes: one key per compiler defect, from a reduced program and what the compiler did.

A signature is a normalized diagnostic: one defect shows under many (another dtype,
another erasure level, another pass tripping over the same bad IR). The root-cause key is
built from two things (docs/root-causes.md):

- the **locus**, where the compiler went wrong: the symptom's family (crash, hang,
  compile failure, miscompile, non-convergence), the pass (or stage) that failed, and the op
  involved: the op a compile diagnostic names, or for a miscompile the first wrong node's op
  (oracles/localize_numeric.py); for a native crash, its signal and the innermost
  torch-mlir function on torch-mlir-opt's stack dump, which the crash message names
  (oracles/native_stack.py);
- the **trigger**: the reduced program is first stripped of the nodes the locus does not
  need (structural steps of the reducer with the locus as the test: the stored example keeps
  its exact signature, which can need more), then generalized as DDSET abstracts an input
  (generators/abstraction.py): each aspect (erasure level, input dtypes, dynamic and empty
  sizes, every attribute value) is re-checked with one representative of every other class,
  and kept as the set of classes under which the same locus still fails, or `*` when every
  applicable class does.

The key hashes the locus with the trigger's ops and class sets; a native crash located by
its function and signal is keyed by the locus alone (the trigger would only split it).
Two findings with one key are one row; docs/root-causes.md says where it can still split
or merge.

Contract: `generalize` only calls `check` (a sandboxed oracle) on valid programs and is
deterministic for a deterministic oracle; `root_cause_key` is pure.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from fuzz.finding_folder import FindingRecord
from fuzz.findings.reduce import CANDIDATE_BATCH, judged_in_batches, min_iterations_for, reduce_case
from generators.abstraction import aspects, node_labels
from generators.calls import IMPORTED_AS, IMPORTED_ATTRS
from generators.erasure import ERASURE_LEVELS
from generators.program import Program
from oracles.backends import with_recorded_backends
from oracles.case import Case
from oracles.iterate import OracleConfig
from oracles.native_stack import defect_frame, frames_in_message, torch_mlir_frame
from oracles.numerics import RUN_FAILED
from oracles.verdict import Finding, Verdict, normalize_message

FAMILIES = {
    "crash": "crash", "timeout": "hang", "non-convergence": "non-convergence",
    "verifier-error": "compile", "pass-error": "compile", "backend-contract": "compile",
    "lowering-error": "compile", "import-error": "compile",
    "mismatch-eager": "miscompile", "mismatch-k": "miscompile", "mismatch-k-rng": "miscompile",
    "mismatch-device": "miscompile",
}
MAX_RENUMBERED_INPUTS = 4  # same_defect tries every order of at most this many inputs
ALLOW_INCIDENTAL = True  # same_defect: one aspect may disagree where an attribute anchors the two triggers
MAX_CHECKS = 48          # per finding: the bound that keeps the key deterministic
LOCUS_REDUCE_CHECKS = 24  # structural steps that drop what the locus does not need
HANG_MAX_CHECKS = 12      # a hang's generalization: no locus reduction, fewer checks
TIME_BUDGET_S = 600.0    # a safety net: MAX_CHECKS is the bound (a time bound would make keys machine-dependent)

# The op a diagnostic names: `torch.operator "aten.x"`, or a quoted dialect op ('torch.aten.cat').
_CRASH_SIGNAL = re.compile(r"killed by (SIG[A-Z]+) \(rc -?\d+\)")
_DIAGNOSTIC_OP = re.compile(r"""torch\.operator "([\w.]+)"|['"]((?:torch|tensor|linalg|arith|memref|tosa|"""
                            r"""stablehlo|func|bufferization|scf|cf|tm_tensor|chlo|ml_program|math|vector)\.[\w.]+)['"]""")
# Diagnostics that name no op and say nothing of their own: many defects end in them (a value
# of another type left behind, a function's result type changed under its users).
GENERIC_DIAGNOSTICS = re.compile(r"unresolved materialization|type of return operand|doesn't match function result|"
                                 r"operand and result must have the same size|unsupported by backend contract|"
                                 r"marked as backend illegal|failed to legalize operation|hang|pass pipeline failed")


@dataclass(frozen=True)
class Locus:
    family: str
    where: str        # the pass, or the stage when no pass is known
    op: str           # the op the diagnostic names, or the first wrong node's op; "-" if none
    # A native crash: the torch-mlir pattern, fold or pass it happened in (defect_frame), "-"
    # when none of torch-mlir's code is on the stack (oracles/native_stack.py).
    frame: str = "-"
    # The crash's signal: how it showed, not where the defect is (an out-of-bounds write in
    # one pattern is a SIGSEGV in one run and an out-of-memory SIGABRT in the next), so it is
    # no part of the locus's identity (`place`).
    signal: str = "-"
    # A generic diagnostic of torch-decompose-complex-ops: the op whose decomposition it comes
    # from (oracles/decomposition.py), "-" when not known. Found once per folder, after the
    # key (it costs a pass run per op), so no part of the identity either; triage compares it.
    pattern: str = "-"
    # The first op whose result type the Torch passes refined against the program's own shapes
    # (oracles/refined_shapes.py): where a shape function's wrong size is, whatever op the
    # failure ends in. Noted when the finding is made (details `refined_wrong`), else found
    # from the folder's IR, like `pattern`; "-" when none is named.
    refined: str = "-"

    @property
    def place(self) -> tuple[str, str, str, str]:
        """What identifies the locus: everything but the signal."""
        return (self.family, self.where, self.op, self.frame)

    def matches(self, finding: Finding, verdict: Verdict | None = None) -> bool:
        return locus_of(finding, verdict).place == self.place

    def found_in(self, verdict: Verdict) -> list[Finding]:
        """The findings of one verdict at this locus (each judged beside the rest of it)."""
        return [f for f in verdict.findings if self.matches(f, verdict)]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Locus:
        """A stored locus; one stored before the signal was kept apart has frame
        "SIGSEGV in F", read as signal and frame (F as defect_frame names it, "-" when it
        is no torch-mlir function)."""
        data = dict(data)
        old = re.match(r"(SIG[A-Z]+) in (.+)$", data.get("frame") or "-")
        if old:
            data["signal"] = old.group(1)
            data["frame"] = _place_of([old.group(2)])
        return cls(**data)


def _shared_miscompile(finding: Finding, op: str, verdict: Verdict) -> bool:
    """Whether the linalg path's run is wrong at the same op the same way, no backend ran the
    finding's IR_k right, and the shared passes are where the values go wrong: not wrong
    values of an op that reaches the backends intact (each conversion computes those: the
    linalg and StableHLO lowerings of triu both add the diagonal to the row index, and wrap,
    two defects). A wrong shape or dtype comes from the result type the shared passes refined."""
    if op.endswith("wrong values") and (finding.details or {}).get("wrong_op_reaches_backends"):
        return False
    linalg_wrong = any(other.stage == "execute" and FAMILIES.get(other.symptom) == "miscompile"
                       and _wrong_op(other) == op for other in verdict.findings)
    at_k = [o for o in verdict.per_k if o.k == finding.k]
    some_right = any(outcome == "ok" for o in at_k for outcome in (o.backends or {}).values()) or any(
        o.numerics == "ok" for o in at_k)
    return linalg_wrong and not some_right


def _wrong_op(finding: Finding) -> str:
    """A miscompile's first wrong op and what is wrong about it: "aten.roll: wrong values"."""
    wrong = (finding.details or {}).get("first_wrong_node") or {}
    rule = (finding.details or {}).get("rule") or {}
    op = wrong.get("op") or rule.get("source") or "-"
    if (finding.details or {}).get("run_failed"):
        return f"{op}: {RUN_FAILED}"  # a runtime's refusal, not a memory error's wrong values
    what = next((kind for kind in ("shape", "dtype") if f"{kind} mismatch" in (finding.message or "")), "values")
    return f"{op}: wrong {what}"


# The first wrong "op" of wrong values that no op computes alone (localization's
# `whole_program`): the output's node is right in a program ending there, or the output is an
# input. Something outside the output's dataflow changed it: the executor wrote into a buffer
# the output shares (IREE scattering in place into an argument that a reshape, a flatten or
# the function itself returns), whichever ops made that structure.
WHOLE_PROGRAM = "whole program"


def _whole_program_locus(finding: Finding) -> Locus | None:
    """The locus of wrong values that need the whole program: the executor's project (IREE
    on the linalg and StableHLO paths alike), keyed by that alone (root_cause_key)."""
    details = finding.details or {}
    if not (details.get("localization") or {}).get("whole_program") or not _wrong_op(finding).endswith("wrong values"):
        return None
    executor = str(details.get("executor") or "")
    where = "iree" if executor.startswith("iree") else finding.stage
    return Locus("miscompile", where, f"{WHOLE_PROGRAM}: wrong values")


def locus_of(finding: Finding, verdict: Verdict | None = None) -> Locus:
    """Where the compiler went wrong (module doc). `verdict`: the check the finding came from:
    wrong numbers on an extra backend's run that the linalg path's run of the same program
    shows too (the same first wrong op, the same kind) while no backend computed them right
    come from the Torch passes they share, so their locus is the linalg path's. When any
    backend is right, IR_k is right, and each wrong backend's conversion is at fault
    (TorchToLinalg's and TorchToTosa's casts both sign-extend a uint8 cat: two places); so
    it is when the wrong values are those of an op that reaches the backends intact. An
    extra backend's lowering failing on an IR_k the linalg lowering rejects too is the linalg
    failure's locus: IR_k is what is wrong."""
    family = FAMILIES.get(finding.symptom, finding.symptom)
    if family == "miscompile" and (whole := _whole_program_locus(finding)) is not None:
        return whole
    if family == "miscompile":
        # The pass is not part of a miscompile's locus: which pass first computes it wrong
        # is found by bisection, which the campaign does not run per candidate.
        # What is wrong counts too: a wrong shape and wrong values of one op are different
        # defects (where(c, x, x) folding away its broadcast vs its uint8 promotion).
        op = _wrong_op(finding)
        where = finding.stage
        if where != "execute" and verdict is not None and _shared_miscompile(finding, op, verdict):
            where = "execute"
        return Locus(family, where, op)
    if family == "crash":
        signal = _CRASH_SIGNAL.search(finding.message or "")
        frames = (finding.details or {}).get("frames") or frames_in_message(finding.message or "")
        return Locus(family, finding.pass_name or finding.stage, "-", _place_of(frames),
                     signal.group(1) if signal else "-")
    if family == "compile" and verdict is not None and finding.stage.startswith("lowering-"):
        # An extra backend failing on IR_k that the linalg lowering rejects too: IR_k is what
        # is wrong (a canonicalizer left a cat of an empty list, which TorchToLinalg and
        # TorchToStablehlo each build invalid IR from), a defect of the passes they share.
        shared = next((f for f in verdict.findings if f.stage == "lowering" and f.k == finding.k
                       and FAMILIES.get(f.symptom) in ("compile", "crash")), None)
        if shared is not None:
            return locus_of(shared)
    found = _DIAGNOSTIC_OP.search(finding.message or "")
    op = (found.group(1) or found.group(2)) if found else _unnamed_diagnostic(finding.message or "")
    return Locus(family, finding.pass_name or finding.stage, op)


def _unnamed_diagnostic(message: str) -> str:
    """The locus "op" of a diagnostic that names none: its normalized text when it is specific
    to one check ("operand types should have the same type as the list contained type" is not
    "'tm_tensor.scatter' op mismatch in shape"), "-" when it is generic (GENERIC_DIAGNOSTICS)."""
    first = normalize_message(message.split(" :: ")[0])
    if not first or GENERIC_DIAGNOSTICS.search(first):
        return "-"
    return "diagnostic: " + first[:80]


def _place_of(frames: list[str]) -> str:
    frame = torch_mlir_frame(frames)
    return defect_frame(frame) if frame else "-"


@dataclass
class Trigger:
    """What the failure needs: the reduced program's ops and, per aspect, the classes that fail."""

    ops: list[str]
    classes: dict[str, str] = field(default_factory=dict)   # aspect -> "*", "a|b", or "?"
    checks: int = 0
    complete: bool = True
    cut: str | None = None    # why it is incomplete: "checks" (MAX_CHECKS, deterministic) or "time"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class RootCause:
    key: str
    locus: Locus
    trigger: Trigger
    sentence: str

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "locus": asdict(self.locus), "trigger": self.trigger.to_dict(),
                "sentence": self.sentence}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RootCause:
        locus, trigger = Locus.from_dict(data["locus"]), Trigger(**data["trigger"])
        if not str(data["key"]).startswith("rc-"):  # keyed elsewhere (a GPU run's cause: merge_gpu)
            return cls(data["key"], locus, trigger, data.get("sentence", ""))
        # The key is a pure function of locus and trigger (root_cause_key): computed again, so
        # that a rule of identity changed since it was stored needs no new check.
        return cls(root_cause_key(locus, trigger), locus, trigger, trigger_sentence(locus, trigger))


# Judges many cases at once, one Verdict each, in order; None for a case it had no time for
# (Sandbox.check_batch: the batched path, the same verdicts as one by one).
CheckMany = Callable[[list[Case]], list[Verdict | None]]


class _CandidateVerdicts:
    """The verdicts of a generalization's candidates, in their fixed order, each judged once:
    one by one with `check`, or a batch of CANDIDATE_BATCH at a time with `check_many`. Only
    the first `max_checks` are judged; none is started past `time_budget_s` (a batch is cut
    as a whole). `cut` says why a candidate has no verdict: "checks" or "time"."""

    def __init__(self, cases: list[Case], check: Callable[[Case], Verdict], check_many: CheckMany | None,
                 max_checks: int, time_budget_s: float) -> None:
        self.cases, self.check, self.check_many = cases, check, check_many
        self.max_checks, self.time_budget_s = max_checks, time_budget_s
        self.start = time.monotonic()
        self.verdicts: dict[int, Verdict | None] = {}
        self.cut: str | None = None

    def get(self, index: int) -> Verdict | None:
        if index >= self.max_checks:
            self.cut = "checks"
            return None
        if index not in self.verdicts:
            if time.monotonic() - self.start > self.time_budget_s:
                self.cut = "time"
                return None
            if self.check_many is None:
                self.verdicts[index] = self.check(self.cases[index])
            else:
                end = min(index + CANDIDATE_BATCH, self.max_checks, len(self.cases))
                self.verdicts.update(zip(range(index, end), self.check_many(self.cases[index:end])))
        if self.verdicts[index] is None:  # the batch ran out of time
            self.cut = "time"
        return self.verdicts[index]


def generalize(case: Case, finding: Finding, check: Callable[[Case], Verdict],
               max_checks: int = MAX_CHECKS, time_budget_s: float = TIME_BUDGET_S,
               locus: Locus | None = None, check_many: CheckMany | None = None) -> Trigger:
    """Abstract the case's program (meant to be reduced already) aspect by aspect; see the
    module doc. `check` judges a case (Sandbox.check); a candidate the oracle calls an
    internal error (eager rejects it) or bad input (an erasure level the case's frontend does
    not take: ONNX) is not applicable, neither failing nor clean. `locus`: the finding's, as
    judged beside the other findings of its check (default: judged alone). `check_many`:
    judges the candidates a batch at a time instead (the same verdicts, at the batched rate;
    the same trigger but where the time budget cuts it)."""
    assert case.program is not None, "generalize works on Programs"
    locus = locus or locus_of(finding)
    trigger = Trigger(ops=[label.split("#")[0] for label in node_labels(case.program)])
    planned = list(aspects(case.program, case.erase))
    cases = [Case(program, None, erase, case.input_seed, case.config)
             for aspect in planned for _, program, erase in aspect.candidates]
    verdicts = _CandidateVerdicts(cases, check, check_many, max_checks, time_budget_s)
    index = 0
    for aspect in planned:
        failing, applicable = {aspect.original}, {aspect.original}
        for cls, _, _ in aspect.candidates:
            verdict = verdicts.get(index)
            index += 1
            if verdict is None:
                trigger.complete = False
                trigger.cut = verdicts.cut
                break
            trigger.checks += 1
            if verdict.status in ("internal-error", "bad-input"):
                continue
            applicable.add(cls)
            if locus.found_in(verdict):
                failing.add(cls)
        else:
            trigger.classes[aspect.name] = "*" if failing == applicable else "|".join(sorted(failing))
            continue
        trigger.classes[aspect.name] = "?"
    return trigger


def root_cause_key(locus: Locus, trigger: Trigger) -> str:
    """rc-<12 hex>: the locus and the trigger's ops and class sets; nothing instance-specific."""
    if locus.frame != "-":
        # A native crash in a torch-mlir function is located exactly: the function is the
        # defect's place, whichever pass ran it (a fold runs in several), whatever signal it
        # showed as, whichever ops led there (a reshape fold crashes on any dtype-less input,
        # whichever op made it).
        return "rc-" + hashlib.sha1("|".join([locus.family, locus.frame]).encode()).hexdigest()[:12]
    if locus.op.startswith(WHOLE_PROGRAM + ":"):
        # Wrong values no op computes alone are the executor's, whichever ops built the
        # aliasing (a reshape, a flatten, an expand of the argument a scatter writes into):
        # the trigger's ops would make one key per program.
        return "rc-" + hashlib.sha1("|".join(locus.place).encode()).hexdigest()[:12]
    parts = [locus.family, locus.where, locus.op, ",".join(trigger.ops)] + key_conditions(trigger)
    return "rc-" + hashlib.sha1("|".join(parts).encode()).hexdigest()[:12]


# Integer classes as the key sees them: the side of zero, not the magnitude. Which magnitudes
# fail depends on the other values of the program (a pad of -1 is invalid against one size
# and fails against another), so exact class sets split one defect into several keys.
_COARSE = {">=size": "positive", "int64-max": "positive", "<=-size": "negative", "int64-min": "negative"}


def _needed_aspects(trigger: Trigger) -> Iterator[tuple[str, set[str]]]:
    """(aspect with list elements folded, its coarse failing classes) for each aspect the
    failure needs (`*` aspects are left out), one pair per list element."""
    for aspect, classes in trigger.classes.items():
        if classes != "*":
            yield re.sub(r"\[\d+\]", "[]", aspect), {_COARSE.get(c, c) for c in classes.split("|")}


def key_conditions(trigger: Trigger) -> list[str]:
    """The trigger's conditions as the key uses them: only the aspects the failure needs
    (`*` aspects are left out: an input that is empty in one program and not in another
    must not split them), list elements folded into their attribute (the same defect on
    shifts[0] or shifts[3]), integer classes coarsened to their sign (_COARSE)."""
    folded: dict[str, list[str]] = {}
    for name, coarse in _needed_aspects(trigger):
        folded.setdefault(name, []).append("|".join(sorted(coarse)))
    return [f"{name}={','.join(sorted(sets))}" for name, sets in sorted(folded.items())]


def needed_conditions(trigger: Trigger) -> dict[str, set[str]]:
    """Aspect (list elements folded) -> the coarse classes that fail, for the aspects the
    failure needs; "?" (not generalized) stands for any class."""
    needed: dict[str, set[str]] = {}
    for name, coarse in _needed_aspects(trigger):
        needed.setdefault(name, set()).update(coarse)
    return needed


# Passes and stages of each extra backend (oracles/backends.py): its conversion out of Torch,
# its own passes, its lowering and execution stages (IREE's, for StableHLO). The linalg path's
# are the default path's and keep the general rules (a Torch pass's wrong type can surface there).
_BACKEND_PLACES = {
    "tosa": re.compile(r"^(convert-torch-to-tosa|tosa-|lowering-tosa|execute-tosa)"),
    "stablehlo": re.compile(r"^(convert-torch-to-stablehlo|stablehlo-|chlo-|lowering-stablehlo|"
                            r"execute-stablehlo|iree)"),
}


def backend_owner(locus: Locus) -> str | None:
    """The extra backend whose conversion, passes, lowering or executor a locus is in
    (TorchToTosa and MLIR's TOSA lowering, TorchToStablehlo, IREE), or None for the passes all
    share and the linalg path. A compile failure or crash while IREE compiles or runs the
    StableHLO module is IREE's; wrong numbers there may be either's (the locus tells no more),
    except those no op computes alone, on either path (WHOLE_PROGRAM: `where` "iree")."""
    if (locus.where.startswith("execute-stablehlo") and locus.family != "miscompile") or locus.where == "iree":
        return "iree"
    return next((name for name, places in _BACKEND_PLACES.items() if places.match(locus.where)), None)


_OP_OF_ASPECT = re.compile(r"^([\w.]+)(#\d+\.)([\w]+)")


def as_imported(cause: RootCause) -> RootCause:
    """The cause with its ops named as torch-mlir receives them (IMPORTED_AS): trigger ops,
    their aspects ("aten.tile#0.dims[2]" becomes "aten.repeat#0.dims[2]", an attribute
    renamed by IMPORTED_ATTRS: "aten.index_fill.int_Scalar#0.index.sign" becomes
    "aten.index_put#0.indices[].sign"; class sets of two ops that become one are joined) and a
    miscompile's first wrong op."""
    def imported(op: str) -> str:
        return IMPORTED_AS.get(op, op)

    classes: dict[str, str] = {}
    for aspect, found in cause.trigger.classes.items():
        aspect = _OP_OF_ASPECT.sub(lambda m: imported(m.group(1)) + m.group(2)
                                   + IMPORTED_ATTRS.get(m.group(1), {}).get(m.group(3), m.group(3)), aspect)
        if aspect in classes and found != classes[aspect]:
            joined = set(classes[aspect].split("|")) | set(found.split("|"))
            found = "*" if "*" in joined else "?" if "?" in joined else "|".join(sorted(joined))
        classes[aspect] = found
    ops = list(dict.fromkeys(imported(op) for op in cause.trigger.ops))
    wrong_op, colon, what = cause.locus.op.partition(":")
    locus = replace(cause.locus, op=imported(wrong_op) + colon + what) if colon else cause.locus
    return replace(cause, locus=locus, trigger=Trigger(ops, classes, cause.trigger.checks, cause.trigger.complete,
                                                       cause.trigger.cut))


def compared_ops(cause: RootCause) -> list[str]:
    """The trigger's ops as `same_defect` compares them. For a miscompile, the first wrong op
    and the ops the failure needs something of (an aspect that is not `*`): an op any of
    whose values still ends in the same wrong node is how the program got there, not the
    defect (where(c, y, y) folding away its broadcast, y made by an index_put, a diag_embed
    or a slice that the locus reduction could not drop). A compile failure or crash keeps
    them all: the op whose conversion fails can need nothing but to be there (a roll after
    a slice whose refined type its decomposition does not cast to); so does a miscompile in
    an extra backend's place (backend_owner), whose defect is often in how it lowers a
    structure (IREE scattering in place into an argument that a roll by 0 returns: the
    scatter needs nothing but to be there)."""
    if cause.locus.family != "miscompile" or backend_owner(cause.locus) is not None:
        return cause.trigger.ops
    wrong = cause.locus.op.partition(":")[0]
    needed = {aspect.split("#")[0] for aspect, classes in cause.trigger.classes.items()
              if "#" in aspect and classes != "*"}
    kept = [op for op in cause.trigger.ops if op == wrong or op in needed]
    return kept if wrong in kept else cause.trigger.ops


# A locus op that names no op: none ("a crash in execute"), or any ONNX node the ONNX
# conversion left (`torch.operator`), so a locus with it ties nothing.
UNNAMED_OPS = frozenset({"-", "torch.operator"})


# Ops a generic diagnostic names: many unrelated defects end in one of these messages (any fold
# that returns a value of another type leaves an "unresolved materialization"; any lowering with
# a wrong type makes a `linalg.generic` or a `memref.cast` mismatch). Such a locus alone points
# at no defect: a pointer needs the trigger's ops as well.
GENERIC_OPS = frozenset({"builtin.unrealized_conversion_cast", "linalg.generic", "memref.cast", "tensor.cast",
                         "torch.constant.int", "func.return", "func.func", "func.call",
                         "torch.tensor_static_info_cast"})


def _crashed(locus: Locus) -> bool:
    """A crash, or a compiler tool's death that its executor words as a diagnostic
    ("iree-compile crashed (SIGSEGV)", oracles/executors/iree_cpu.py)."""
    return locus.family == "crash" or (locus.op.startswith("diagnostic: ") and " crashed (" in locus.op)


def same_defect(a: RootCause, b: RootCause) -> bool:
    """Whether two keys are most likely one defect: by the rules of `same_defect_as_named`; as
    one crashing access by the compiled code, whatever ops surround it (_one_crashing_access);
    or, seen through a view that the names of the two triggers hide one failure from, by those
    rules with a narrow condition both need (_shares_a_narrow_condition), or as one anchored
    failure at one place (_one_anchored_failure). The views:
    - compared as torch-mlir receives their ops (as_imported): one defect reached through two
      ops that become one (index_fill's negative index and index_put's, which torch-mlir
      receives as one index_put: the key of each sees its own op);
    - with the inputs of one trigger renumbered (_inputs_renumbered): the same condition on
      another operand (a uint8 cat operand first in one program, second in the other).
    Through a view, one place and a narrow condition are required: the looser rules across
    symptoms would tie an op's other defects (TOSA's f64 pad value rounded through f32, a
    miscompile, and a negative pad that TOSA's lowering rejects both need "a positive pad";
    TOSA's rank-0 pad and its negative pad both need "any dtype but bool")."""
    return _same_defect(a, b, as_imported(a), as_imported(b))


def _same_defect(a: RootCause, b: RootCause, imported_a: RootCause, imported_b: RootCause) -> bool:
    """same_defect, given each cause as imported (group_root_causes computes them once)."""
    if same_defect_as_named(a, b):
        return True
    if _run_place(imported_a) != _run_place(imported_b):
        return False   # what every view below needs: checked once, before building them
    if _one_crashing_access(imported_a, imported_b):
        return True
    if compared_ops(imported_a) != compared_ops(imported_b):
        return False
    views = _other_views(a, b, imported_a, imported_b)
    return any(same_defect_as_named(view_a, view_b) and _shares_a_narrow_condition(view_a, view_b)
               or _one_anchored_failure(view_a, view_b) for view_a, view_b in views)


def _run_place(cause: RootCause) -> tuple[str, ...]:
    """The locus's place, where one memory error at run time is one place whatever it shows
    as: a crash under no torch-mlir frame and wrong values in one execution stage (an index
    past the end, written by the compiled code, kills the run or corrupts values)."""
    locus = cause.locus
    if locus.where.startswith("execute") and locus.frame == "-" and (
            locus.family == "crash" or locus.op.endswith("wrong values")):
        return ("run", locus.where)
    return locus.place


def _one_anchored_failure(a: RootCause, b: RootCause) -> bool:
    """One failure at one place (_run_place) of the same ops (compared_ops): every condition
    both need fails on a common class, and at least one of them is an attribute that fails on
    one exact class in both (a negative index, a start of INT64_MAX). Unlike
    same_defect_as_named, neither trigger need generalize the other: each can need conditions
    the other does not, where another defect or an invalid program masks the classes it
    would otherwise take (index_put's negative index needs int64 indices when an int32 one
    beside them hits the mixed-dtype defect; index_fill takes int64 indices only)."""
    if _run_place(a) != _run_place(b) or compared_ops(a) != compared_ops(b):
        return False
    if not _needs_overlap(needed_conditions(a.trigger), needed_conditions(b.trigger)):
        return False
    exact_a, exact_b = _exact_conditions(a.trigger), _exact_conditions(b.trigger)
    return any(_anchors(aspect) and _narrow(exact_a[aspect] & exact_b[aspect])
               for aspect in exact_a.keys() & exact_b.keys())


def _one_crashing_access(a: RootCause, b: RootCause) -> bool:
    """One bad access by the compiled code, shown by two programs of other ops: both fail at
    one run place (_run_place), at least one of them by a crash there (the compiled code
    killed the run: a memory error, not a wrong formula), and each needs a narrow set of
    exact classes of one op's attribute (_anchors, _narrow: a negative index), the two sets
    sharing a class, and every other attribute of that op that both need failing on a common
    class. Their other ops are not compared: they are what each
    program needed for the access to show (a memory layout that makes the write crash, a later
    op that reads what it corrupted), and the key's op reduction cannot drop an op whose
    removal hides the access (the crash becomes wrong values, or nothing)."""
    if _run_place(a)[0] != "run" or _run_place(a) != _run_place(b) or not (_crashed(a.locus) or _crashed(b.locus)):
        return False
    exact_a, exact_b = _exact_conditions(a.trigger), _exact_conditions(b.trigger)
    needs_a, needs_b = needed_conditions(a.trigger), needed_conditions(b.trigger)
    for anchor in exact_a.keys() & exact_b.keys():
        # Narrow in each: one program needing "any shift but a negative one" tells nothing.
        if not (_anchors(anchor) and _narrow(exact_a[anchor]) and _narrow(exact_b[anchor])
                and exact_a[anchor] & exact_b[anchor]):
            continue
        if _needs_overlap(needs_a, needs_b, anchor.split("#", 1)[0] + "#"):
            return True
    return False


def _needs_overlap(needs_a: dict[str, set[str]], needs_b: dict[str, set[str]], prefix: str = "") -> bool:
    """Whether every aspect both need (of those starting with `prefix`) fails on a class common
    to both, "?" (not generalized) standing for any."""
    return all("?" in needs_a[aspect] | needs_b[aspect] or needs_a[aspect] & needs_b[aspect]
               for aspect in needs_a.keys() & needs_b.keys() if aspect.startswith(prefix))


NARROW_CLASSES = 2   # a condition that fails on at most this many classes excludes most values


def _narrow(common: set[str]) -> bool:
    """Whether classes that two triggers both fail on make a condition that tells: some, and
    at most NARROW_CLASSES of them (a uint8 operand, a negative index), not "any dtype but
    bool", which two defects of one op both need when bool fails elsewhere."""
    return 0 < len(common) <= NARROW_CLASSES


def _shares_a_narrow_condition(a: RootCause, b: RootCause) -> bool:
    """Some aspect besides the erasure level that both failures need, failing on a few common
    classes (_narrow): a view ties two triggers only with a condition that tells."""
    exact_a, exact_b = _exact_conditions(a.trigger), _exact_conditions(b.trigger)
    return any(aspect != "erase" and _narrow(exact_a[aspect] & exact_b[aspect])
               for aspect in exact_a.keys() & exact_b.keys())


def _op_dtype(aspect: str) -> bool:
    """Whether the aspect is an op's dtype attribute (an index tensor's included): needed as one
    dtype, it says most often that the other dtypes hit another defect (an index that must be
    int64 where int32 hits index_put's mixed index dtypes, which its negative index and its
    bool accumulation both need to avoid), not what the defect is."""
    return "#" in aspect and aspect.endswith("dtype")


def _telling(needs: dict[str, set[str]]) -> set[str]:
    """The needed aspects that say something of a defect: not the erasure level, not an op's
    dtype attribute (_op_dtype)."""
    return {aspect for aspect in needs if aspect != "erase" and not _op_dtype(aspect)}


def _anchors(aspect: str) -> bool:
    """Whether a condition on this aspect can anchor two triggers to one defect: an attribute
    value of an op (a start of INT64_MAX, a negative index), not an input's, not its dtype
    (_op_dtype)."""
    return "#" in aspect and not _op_dtype(aspect)


_INPUT_ASPECT = re.compile(r"^input(\d+)\.")


def _inputs_renumbered(cause: RootCause, order: tuple[int, ...]) -> RootCause:
    """The cause with input i's aspects named input order[i]'s."""
    classes = {_INPUT_ASPECT.sub(lambda m: f"input{order[int(m.group(1))]}.", aspect): found
               for aspect, found in cause.trigger.classes.items()}
    return replace(cause, trigger=replace(cause.trigger, classes=classes))


def _other_views(a: RootCause, b: RootCause, imported_a: RootCause,
                 imported_b: RootCause) -> Iterator[tuple[RootCause, RootCause]]:
    """(a, b) as torch-mlir receives their ops, then b with its inputs renumbered (both as
    imported); each only where it changes something."""
    if (imported_a.trigger, imported_a.locus) != (a.trigger, a.locus) or \
            (imported_b.trigger, imported_b.locus) != (b.trigger, b.locus):
        yield imported_a, imported_b
    count = 1 + max((int(m.group(1)) for cause in (a, b) for aspect in cause.trigger.classes
                     if (m := _INPUT_ASPECT.match(aspect))), default=0)
    if 2 <= count <= MAX_RENUMBERED_INPUTS:
        for order in itertools.permutations(range(count)):
            if order != tuple(range(count)):
                yield imported_a, _inputs_renumbered(imported_b, order)


def same_defect_as_named(a: RootCause, b: RootCause) -> bool:
    """Whether two keys are most likely one defect, so that triage shows them as one row.

    A key is exact (root_cause_key), so one defect still gets several keys when its
    trigger's class sets depend on the program's other values, or when it shows as a wrong
    value at one erasure level and a failing pass at another. Two triggers describe one
    defect when a program could satisfy both and one is a generalization of the other:
    - two native crashes located by their frames: the same torch-mlir function (their key);
      a located crash and a finding of its ops that names no function (a crash under no
      torch-mlir frame, wrong values: how an out-of-bounds write shows from run to run) by
      the trigger rule below, a crash only within its pass; never a located crash and a
      diagnostic or a wrong shape or dtype;
    - two miscompiles only with the same first wrong op, wrong the same way (values,
      shape or dtype);
    - otherwise the same ops, the needed aspects of one a subset of the other's (a trigger
      that needs fewer conditions generalizes the other; incomparable needs, such as an
      empty input vs a dynamic one, are two patterns), and every aspect both need failing
      on at least one common class;
    - failures in places of two backends, or of a backend and the shared passes (a
      conversion out of Torch, a backend's passes, lowering or executor) are two sites;
      within one symptom family, so are failures in two passes that name two ops, and wrong numbers from two backends'
      executions (unless the linalg path shows them too: locus_of);
    - across symptom families (a miscompile vs a compile failure), the erasure level is
      not compared (which symptom shows depends on it), but both must need at least one
      condition besides it: a bare "these ops" is too weak to tie two symptoms together,
      or two diagnostics that name two ops; and a compile failure and wrong numbers are
      one defect only at two erasure levels (at one, the program that ran would have
      failed to compile); a crash (or a compiler tool's death worded as a diagnostic) and
      a diagnostic that names an op of its own are two places;
    - a key that generalized no aspect (every class "?") ties to no other key: it says
      nothing of what the failure needs.
    Measured against causes sorted by hand in docs/root-causes.md."""
    if a.key == b.key:
        return True
    if _generalized_nothing(a.trigger) or _generalized_nothing(b.trigger):
        # A key cut before it generalized any aspect (a session's tail, a hang's timeouts)
        # says nothing of what the failure needs: by the subset rule it would tie to any key
        # of its ops and bridge two defects into one row (a cat's uint8 promotion and its
        # dynamic 1-D rank).
        return False
    if a.locus.frame != "-" and b.locus.frame != "-":
        return False  # two torch-mlir functions: two places
    if (a.locus.frame != "-") != (b.locus.frame != "-"):
        # A located crash and a failure that names no function are one defect only where the
        # other is how a memory error shows from run to run: a crash under no torch-mlir
        # frame, or wrong values. A wrong shape or dtype is the types' (a repeat's zero-count
        # view, wrong at k = 1 of the program whose remainder fold crashes at k = 2), and a
        # diagnostic names a place of its own.
        other = b if a.locus.frame != "-" else a
        if other.locus.family != "crash" and not other.locus.op.endswith("wrong values"):
            return False
    if _crashed(a.locus) != _crashed(b.locus):
        diagnostic = b if _crashed(a.locus) else a
        if diagnostic.locus.family == "miscompile" and not diagnostic.locus.op.endswith("wrong values"):
            # A memory error shows as a crash or as wrong values, never as a wrong shape or
            # dtype, which the types make (a repeat's zero-count view has a wrong shape; the
            # 0 // 0 fold a zero-count repeat reaches crashes).
            return False
        if diagnostic.locus.family == "compile" and diagnostic.locus.op not in UNNAMED_OPS | GENERIC_OPS:
            # A diagnostic that names an op of its own is that op's place; a crash is a
            # memory error or an assertion elsewhere (IREE's rejected ui8 constant vs
            # iree-compile's segfault on a scatter's aliased updates, both on one scatter_add).
            return False
    if a.locus.family == b.locus.family == "crash" and a.locus.where != b.locus.where:
        return False  # a crash under no torch-mlir frame is tied only within its pass
    if compared_ops(a) != compared_ops(b):
        return False
    same_family = a.locus.family == b.locus.family
    if backend_owner(a.locus) != backend_owner(b.locus):
        # A backend's conversion, passes, lowering or runtime is its own place
        # (TorchToStablehlo, TorchToTosa, IREE): a trigger that needs little must not tie a
        # defect there to a failure elsewhere (IREE's ui8 constants to a Torch pass's row).
        # Within one backend the general rules hold: one bad conversion can be rejected by
        # any of its passes.
        return False
    if same_family and a.locus.where != b.locus.where and a.locus.op != b.locus.op:
        # two passes naming two ops: two sites (index_copy's ONNX ScatterND and its
        # transpose). One pass or one op can be one defect: a fold runs in many passes.
        return False
    if same_family and a.locus.family == "miscompile" and a.locus.op != b.locus.op:
        # two first wrong ops, or one op wrong two ways: a cat's uint8 promotion (wrong values)
        # and its empty operand dropping the promoted dtype (wrong dtype) are two defects
        return False
    if same_family and a.locus.family == "miscompile" and a.locus.where != b.locus.where:
        # wrong numbers from two backends (`execute` vs `execute-stablehlo`) are two
        # conversions of the op: index_put with a negative index is not wrapped by
        # TorchToTMTensor's pattern nor by TorchToStablehlo's, two places to fix. A defect
        # in the Torch passes both backends share is split by this: a row more, never a merge.
        return False
    if {a.locus.family, b.locus.family} == {"compile", "miscompile"} and \
            _erasure_levels(a.trigger) & _erasure_levels(b.trigger):
        # A program is compiled once per erasure level: at a level where both fail, a
        # program that met both triggers would have failed to compile, so the one that ran
        # lacks a condition the compile failure's trigger did not find (TOSA's rank-0 pad,
        # rejected for every dtype, vs its f64 pad value rounded through f32). One defect
        # shows as both only at two levels (a wrong shape with the types erased, a rejected
        # return type with them kept). A crash is not held to this: a memory error shows
        # either way at one level.
        return False
    needs_a, needs_b = needed_conditions(a.trigger), needed_conditions(b.trigger)
    if not (needs_a.keys() <= needs_b.keys() or needs_b.keys() <= needs_a.keys()):
        return False
    bare = not (_telling(needs_a) and _telling(needs_b))
    if bare and (not same_family or a.locus.op != b.locus.op):
        # two symptoms, or two diagnostics naming two ops, tied by nothing but the ops (and
        # the erasure level): too weak (index_put's mixed index dtypes and its 0-d index
        # tensor, both "any index_put" in convert-torch-to-tmtensor)
        return False
    disagree = []
    for aspect in needs_a.keys() & needs_b.keys():
        if aspect == "erase" and not same_family:
            continue
        if "?" in needs_a[aspect] or "?" in needs_b[aspect]:
            continue
        if not needs_a[aspect] & needs_b[aspect]:
            disagree.append(aspect)
    if not disagree:
        return True
    # An aspect whose failing classes depend on the program's other values (which `dim` a
    # split's INT64_MAX size cuts is zero in one program, positive in another) must not split
    # one defect: the two still agree on an anchor, another attribute both need that fails on
    # a common class (the INT64_MAX split size). Without one, disagreeing classes are two
    # patterns (a slice start of INT64_MAX vs a negative one).
    exact_a, exact_b = _exact_conditions(a.trigger), _exact_conditions(b.trigger)
    anchors = [aspect for aspect in exact_a.keys() & exact_b.keys() if aspect not in disagree and _anchors(aspect)
               and exact_a[aspect] & exact_b[aspect]]
    return ALLOW_INCIDENTAL and bool(anchors) and len(disagree) == 1


def _generalized_nothing(trigger: Trigger) -> bool:
    """Whether the key generalized none of its aspects ("?" each: not found out)."""
    return bool(trigger.classes) and all(classes == "?" for classes in trigger.classes.values())


def _erasure_levels(trigger: Trigger) -> set[str]:
    """The erasure levels at which the trigger's failure shows: all where it does not need
    one, none where the key did not find out ("?", or no erasure aspect)."""
    classes = trigger.classes.get("erase", "?")
    if classes == "?":
        return set()
    return set(ERASURE_LEVELS) if classes == "*" else set(classes.split("|"))


def _exact_conditions(trigger: Trigger) -> dict[str, set[str]]:
    """The needed aspects (list elements folded) with their classes as found, not coarsened:
    an anchor must fail on the very same class (INT64_MAX in both, not a positive size in one)."""
    out: dict[str, set[str]] = {}
    for aspect, classes in trigger.classes.items():
        if classes not in ("*", "?"):
            out.setdefault(re.sub(r"\[\d+\]", "[]", aspect), set()).update(classes.split("|"))
    return out


def group_root_causes(causes: list[RootCause]) -> list[list[int]]:
    """Indexes of `causes` in groups of `same_defect` (its transitive closure), each group
    in input order, groups ordered by their first member."""
    parent = list(range(len(causes)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    imported = [as_imported(cause) for cause in causes]
    for i in range(len(causes)):
        for j in range(i):
            if find(i) != find(j) and _same_defect(causes[i], causes[j], imported[i], imported[j]):
                parent[find(i)] = find(j)
    groups: dict[int, list[int]] = {}
    for i in range(len(causes)):
        groups.setdefault(find(i), []).append(i)
    return sorted(groups.values(), key=lambda members: members[0])


def _aspect_words(aspect: str) -> str:
    """"aten.roll#0.shifts[0]" -> "aten.roll shifts[0]", "input0.dtype" -> "input0 dtype",
    "erase" -> "erasure"."""
    if aspect == "erase":
        return "erasure"
    subject, _, what = aspect.partition(".") if aspect.startswith("input") else aspect.partition("#")
    if "#" in aspect:
        what = what.split(".", 1)[1]
    return f"{subject} {what}"


def trigger_sentence(locus: Locus, trigger: Trigger) -> str:
    """The trigger in words, e.g. "aten.roll with shifts[0] in <=-size|>=size; any erasure,
    any input0 dtype -> miscompile (first wrong: aten.roll: wrong values)"."""
    needs, anything = [], []
    single_op = len(set(trigger.ops)) == 1
    for aspect, classes in trigger.classes.items():
        words = _aspect_words(aspect)
        if single_op and words.startswith(trigger.ops[0] + " "):
            words = words[len(trigger.ops[0]) + 1:]
        if classes == "*":
            anything.append(words)
        else:
            needs.append(f"{words} not generalized" if classes == "?" else f"{words} in {classes}")
    text = " + ".join(dict.fromkeys(trigger.ops)) or "no op"
    if needs:
        text += " with " + "; ".join(needs)
    if anything:
        text += "; any " + ", any ".join(anything)
    if locus.family == "miscompile":
        return f"{text} -> miscompile (first wrong: {locus.op})" + (
            f" (after {locus.refined}'s result type refined wrong)" if locus.refined != "-" else "")
    return (f"{text} -> {locus.family} in {locus.where}" + (f" at {locus.op}" if locus.op != "-" else "")
            + (f" (the {locus.pattern} decomposition)" if locus.pattern != "-" else "")
            + (f" (after {locus.refined}'s result type refined wrong)" if locus.refined != "-" else "")
            + (f": {locus.signal if locus.signal != '-' else 'crash'} in {locus.frame}" if locus.frame != "-" else ""))


def root_cause(case: Case, finding: Finding, check: Callable[[Case], Verdict],
               max_checks: int = MAX_CHECKS, time_budget_s: float = TIME_BUDGET_S,
               check_many: CheckMany | None = None) -> RootCause:
    """Generalize, then key and describe; `case` is the reduced case of `finding`. A key
    cut short by `time_budget_s` (trigger.cut == "time") depends on the machine's speed:
    callers with a deadline leave such a finding pending rather than store it. `check_many`
    (Sandbox.check_batch) judges the candidates a batch at a time where that pays
    (fuzz/findings/reduce.py judged_in_batches), else they are judged one by one."""
    # Candidates need only the iterations that show the finding's k (as reduction does):
    # half the cost of the campaign's K = 3 for a failure at k = 1.
    iterations = min(case.config.iterations, min_iterations_for(finding))
    case = Case(case.program, case.model_file, case.erase, case.input_seed,
                replace(case.config, iterations=iterations))
    finding, verdict = _current(case, finding, check)
    locus = locus_of(finding, verdict)
    batched = check_many if judged_in_batches(finding) else None
    reduce_checks = 0
    if locus.family == "hang":  # every candidate that still hangs costs a whole timeout
        max_checks = min(max_checks, HANG_MAX_CHECKS)
    else:
        started = time.monotonic()
        case, finding, reduce_checks = _needed_ops_only(case, finding, locus, check, batched, time_budget_s)
        time_budget_s = max(0.0, time_budget_s - (time.monotonic() - started))
    trigger = generalize(case, finding, check, max_checks, time_budget_s, locus, batched)
    trigger.checks += reduce_checks + 1
    return RootCause(root_cause_key(locus, trigger), locus, trigger, trigger_sentence(locus, trigger))


def _current(case: Case, finding: Finding, check: Callable[[Case], Verdict]) -> tuple[Finding, Verdict]:
    """The finding as this irfuzz reports it now (a folder stored by an older one may carry
    an older message: a crash without its frames): the same signature, else the same pass
    and symptom, else the stored one; with the check it came from."""
    verdict = check(case)
    found = verdict.findings
    same = [f for f in found if f.signature == finding.signature] or \
        [f for f in found if (f.symptom, f.pass_name, f.stage) == (finding.symptom, finding.pass_name, finding.stage)]
    return (same[0] if same else finding), verdict


def _needed_ops_only(case: Case, finding: Finding, locus: Locus, check: Callable[[Case], Verdict],
                     check_many: CheckMany | None = None,
                     time_budget_s: float = TIME_BUDGET_S) -> tuple[Case, Finding, int]:
    """The case without the nodes and outputs the *locus* does not need. The reduced example
    keeps its exact signature, and a signature can need an op the defect does not (a
    backend-contract message names the op it printed): structural steps only, at most
    LOCUS_REDUCE_CHECKS checks (`check_many`: a few at a time, the same result), none started
    past `time_budget_s` (the key's budget covers this step too). Returns (case, its finding at
    the locus, checks made)."""
    assert case.program is not None
    many = _found_in_each(locus, check_many) if check_many is not None else None
    result = reduce_case(case, lambda c: bool(locus.found_in(check(c))), time_budget_s,
                         case.config.iterations, max_checks=LOCUS_REDUCE_CHECKS, structural_only=True,
                         interesting_many=many)
    if result.program == case.program:
        return case, finding, result.checks
    smaller = Case(result.program, None, result.erase, case.input_seed, case.config)
    same = locus.found_in(check(smaller))
    return (smaller, same[0], result.checks + 1) if same else (case, finding, result.checks + 1)


def _found_in_each(locus: Locus, check_many: CheckMany) -> Callable[[list[Case]], list[bool | None]]:
    """For a batch of cases: whether each fails at `locus` (None: no verdict, out of time)."""
    def found(cases: list[Case]) -> list[bool | None]:
        return [None if verdict is None else bool(locus.found_in(verdict)) for verdict in check_many(cases)]
    return found


def reduced_root_cause(case: Case, finding: Finding, check: Callable[[Case], Verdict],
                       reduce_budget_s: float = 30.0, check_many: CheckMany | None = None) -> RootCause:
    """Reduce the case (keeping the finding's signature), then key the reduced one: what
    `irfuzz check --root-cause` does for a program that was not reduced yet (`check_many` as
    root_cause's)."""

    def same_signature(candidate: Case) -> bool:
        return any(f.signature == finding.signature for f in check(candidate).findings)

    result = reduce_case(case, same_signature, reduce_budget_s, min_iterations_for(finding))
    reduced = Case(result.program, None, result.erase, case.input_seed,
                   replace(case.config, iterations=max(case.config.iterations, result.iterations)))
    matches = [f for f in check(reduced).findings if f.signature == finding.signature]
    if not matches:  # flaky under reduction: the original stands
        reduced, matches = case, [finding]
    return root_cause(reduced, matches[0], check, check_many=check_many)


def stored_finding(record: FindingRecord) -> Finding:
    """The parts of a stored finding its locus needs (meta.json keeps no IR)."""
    return Finding(symptom=str(record.symptom), stage=record.stage or "-", k=record.k,
                   message=record.message or "", pass_name=record.pass_name, pipeline=record.pipeline,
                   details=record.details or {}, signature=record.signature or "")


def key_folder(folder: str, check: Callable[[Case], Verdict], config: OracleConfig,
               max_checks: int = MAX_CHECKS, time_budget_s: float = TIME_BUDGET_S,
               check_many: CheckMany | None = None) -> RootCause:
    """The root cause of a finding folder's (reduced) example, judged through the folder's
    frontend (meta.json `frontend`; none recorded: `config`'s), `check_many` as root_cause's.
    Raises OSError or ValueError (ProgramError included) when the folder has no readable
    program.json or meta.json."""
    record = FindingRecord.load(folder)
    with open(os.path.join(folder, "program.json")) as fh:
        program = Program.from_json(fh.read())
    if record.frontend is not None:
        config = replace(config, frontend=record.frontend)
    config = with_recorded_backends(config, record.extra_backends)   # a backend's finding needs that backend
    case = Case(program, None, record.erase or "none", int(record.seed or 0), config)
    return root_cause(case, stored_finding(record), check, max_checks, time_budget_s, check_many)


def stored_root_cause(value: Any) -> RootCause | None:
    """A stored `root_cause` value (FindingRecord.root_cause, a corpus entry's expected.json
    `root_cause`) as a RootCause; None while it is pending or was not computed."""
    return RootCause.from_dict(value) if isinstance(value, dict) else None


def folder_root_causes(folders: Iterable[str]) -> Iterator[RootCause]:
    """The root causes already computed for these finding folders."""
    for folder in folders:
        record = FindingRecord.read(folder)
        cause = stored_root_cause(record.root_cause) if record is not None else None
        if cause is not None:
            yield cause


__all__ = ["GENERIC_OPS", "IMPORTED_AS", "UNNAMED_OPS", "WHOLE_PROGRAM",
           "Locus", "RootCause", "Trigger", "as_imported", "compared_ops", "stored_finding",
           "generalize", "group_root_causes", "key_conditions", "key_folder", "locus_of", "needed_conditions",
           "same_defect", "same_defect_as_named", "reduced_root_cause", "root_cause",
           "root_cause_key", "folder_root_causes", "stored_root_cause", "trigger_sentence"]
