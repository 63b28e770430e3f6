"""What the atheris targets (fuzz/fuzz_*.py) do, as plain functions the tests also run.

    bytes --decode--> (Program, erase, input seed) --Sandbox--> Verdict --judge--> return | raise

The oracle runs in a Sandbox worker process, as in campaigns: a native crash or
hang of torch-mlir becomes a `crash`/`timeout` Verdict instead of killing the
fuzzer, so libFuzzer sees only what `judge` raises. That is deliberate:

- `CompilerFinding`: a finding whose signature is not an `open` entry of
  corpus/regressions (a new bug, or a `fixed` one back). Its message carries
  the Verdict JSON (`irfuzz check --json`); the readable Verdict (`irfuzz
  check`'s text) and the commands to reproduce it are printed before it.
- `IrfuzzInternalError`: a bug in irfuzz (internal-error verdict, eager
  PyTorch rejecting a generated program, the worker failing to start). Never
  a compiler finding: a crash report names the class first, so the two are
  told apart at a glance (and by ClusterFuzz's crash state).
- Findings matching an `open` regression entry are expected: noted once per
  signature on stderr, not raised. Otherwise every campaign would stop at the
  first `*_like`/uint8 program, and CI would fail on bugs already recorded.
  `IRFUZZ_REPORT_KNOWN=1` raises for them too.

Environment: `IRFUZZ_REGRESSIONS` (regressions folder, default the bundled
corpus/regressions), `IRFUZZ_REPORT_KNOWN`, `IRFUZZ_TIMEOUT` (seconds per case
before a `timeout` finding, default 120), `IRFUZZ_FINDINGS` (also save each
raised finding as a finding folder there: before.mlir, repro.sh, repro.py).

Coverage: atheris sees the Python of this process only: the generator's
decisions (instrumented by the adapters) and the oracle's per-k outcomes,
which `feedback` turns into one coverage edge per (k, outcome, IR changed,
lowered, numerics) so libFuzzer keeps inputs that reach new oracle behaviour
(IR still changing at k=3, lowering at one k only), not just new programs.
It also turns each compiler feature of the verdict (oracles/features.py: operation-
dependency pairs of the imported, IR_1 and linalg IR, where the IR changed between k and
k+1, findings, diagnostics, limits) into an edge through a stable hash into FEATURE_EDGES
buckets, so the corpus grows on what torch-mlir did, as a guided campaign's does.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import re
import shlex
import sys
from dataclasses import dataclass, field
from typing import Any, Callable

from fuzz.findings.corpus import entry_signatures
from fuzz.findings.defects import DEFAULT_REGRESSIONS
from fuzz.output import print_verdict
from generators.errors import InternalError
from oracles.case import Case
from oracles.iterate import OracleConfig
from oracles.verdict import SYMPTOMS, Finding, Verdict

from .bytes_input import FuzzInput, decode, program_from_bytes


class FuzzTargetError(Exception):
    """Base of what a fuzz target raises; the message is what the crash report shows."""

    def __init__(self, message: str, verdict: Verdict | None = None, case: FuzzInput | None = None) -> None:
        super().__init__(message)
        self.verdict = verdict
        self.case = case


class CompilerFinding(FuzzTargetError):
    """torch-mlir did something wrong on this input (a finding not already in the corpus)."""


class IrfuzzInternalError(FuzzTargetError, InternalError):
    """irfuzz itself failed on this input: a bug in irfuzz, not in torch-mlir."""


def oracle_config(numerics: bool) -> OracleConfig:
    """The oracle of each target: `irfuzz check`'s defaults, with or without numbers."""
    return OracleConfig(numerics=numerics)


def case_for(fuzz_input: FuzzInput, numerics: bool) -> Case:
    return Case(fuzz_input.program, None, fuzz_input.erase, fuzz_input.input_seed, oracle_config(numerics))


def check_bytes(data: bytes, numerics: bool, sandbox: Any = None) -> Verdict:
    """The Verdict for one fuzzer input. Pass a Sandbox to reuse its worker (a fresh
    worker costs seconds of torch import); without one a temporary Sandbox is used."""
    from oracles.sandbox import Sandbox

    case = case_for(decode(data), numerics)
    if sandbox is not None:
        return sandbox.check(case)
    with Sandbox(timeout=_timeout()) as temporary:
        return temporary.check(case)


# -- what is already known ---------------------------------------------------------

@dataclass(frozen=True)
class KnownEntry:
    name: str
    status: str  # "open" or "fixed"


def known_signatures(regressions: str | None = None) -> dict[str, KnownEntry]:
    """signature -> its corpus/regressions entry (from each entry's expected.json): its own
    signature and the `also_signatures` its why.md shows, checked by hand, to be the same
    root cause under another symptom (a fuzz target must not report those as new)."""
    folder = regressions or os.environ.get("IRFUZZ_REGRESSIONS") or DEFAULT_REGRESSIONS
    known: dict[str, KnownEntry] = {}
    if not os.path.isdir(folder):
        return known
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name, "expected.json")
        if os.path.isfile(path):
            with open(path) as fh:
                expected = json.load(fh)
            for signature in entry_signatures(expected):
                known.setdefault(signature, KnownEntry(name, expected["status"]))
    return known


def unexpected(verdict: Verdict, known: dict[str, KnownEntry]) -> list[Finding]:
    """The findings to report: every one but those of `open` regression entries."""
    return [f for f in verdict.findings if f.signature not in known or known[f.signature].status != "open"]


# -- reporting and raising ---------------------------------------------------------

def verdict_text(verdict: Verdict, seed: int) -> str:
    """What `irfuzz check` prints for this Verdict."""
    lines: list[str] = []
    print_verdict(verdict, lines.append, seed)
    return "\n".join(lines)


def report(verdict: Verdict, fuzz_input: FuzzInput, numerics: bool, new: list[Finding],
           known: dict[str, KnownEntry], target: str) -> str:
    """The readable crash report: the Verdict as `irfuzz check` prints it, why it is
    reported, and how to reproduce it."""
    out = [f"irfuzz {target}: " + ("INTERNAL ERROR (a bug in irfuzz, not in torch-mlir)"
                                   if verdict.status != "finding" else "COMPILER FINDING"), ""]
    out.append(verdict_text(verdict, fuzz_input.input_seed))
    for f in new:
        entry = known.get(f.signature)
        why = (f"was marked fixed in corpus/regressions/{entry.name}: it is back" if entry
               else "not in corpus/regressions: new")
        out.append(f"reported: {f.signature} ({why})")
    script = shlex.quote(target if target.endswith(".py") else f"fuzz/{target}.py")
    out += ["", f"input: {fuzz_input.form} form, erase {fuzz_input.erase}, input seed {fuzz_input.input_seed}",
            "reproduce:",
            f"  python {script} CRASH_FILE                  # this report again"]
    if fuzz_input.form != "hypothesis":  # Hypothesis inputs are Hypothesis choices, not this format
        out.append("  python -m fuzz.targets.bytes_input CRASH_FILE > program.json")
    out += [f"  {fuzz_input.check_command(numerics)} --out findings   # the finding folder (repro.sh)",
            "program.json:", fuzz_input.program.to_json(indent=None)]
    return "\n".join(out)


def judge(verdict: Verdict, fuzz_input: FuzzInput, numerics: bool, known: dict[str, KnownEntry],
          target: str = "fuzz_target", log: Callable[[str], None] | None = None) -> list[Finding]:
    """Raise CompilerFinding / IrfuzzInternalError as the module docstring says; return the
    known findings (expected, not raised)."""
    emit = log or (lambda text: print(text, file=sys.stderr, flush=True))
    summary = json.dumps(verdict.to_dict(full=False), sort_keys=True)
    if verdict.status not in ("ok", "finding"):
        emit(report(verdict, fuzz_input, numerics, [], known, target))
        problem = (verdict.internal_error or verdict.status).splitlines()[0][:300]
        _raise_from_frame("internal_error_" + hashlib.sha1(re.sub(r"\d+", "N", problem).encode()).hexdigest()[:12],
                          IrfuzzInternalError(f"{verdict.status}: {problem} verdict={summary}", verdict, fuzz_input))
    new = list(verdict.findings) if os.environ.get("IRFUZZ_REPORT_KNOWN") == "1" else unexpected(verdict, known)
    if new:
        text = report(verdict, fuzz_input, numerics, new, known, target)
        saved = _save(verdict, fuzz_input, new, numerics)
        emit(text + (f"\nsaved: {', '.join(saved)}" if saved else ""))
        head = new[0]
        _raise_from_frame("finding_" + head.signature, CompilerFinding(
            f"{head.symptom} {head.signature} in {head.pass_name or head.stage} at k={head.k}: "
            f"{head.message.splitlines()[0][:200] if head.message else ''} verdict={summary}", verdict, fuzz_input))
    return [f for f in verdict.findings if f not in new]


_FRAMES: dict[str, Callable[[BaseException], None]] = {}


def _raise_from_frame(key: str, exc: BaseException) -> None:
    """Raise `exc` from a function named after `key` (finding_<signature>). ClusterFuzz
    buckets Python crashes by their top stack frames, which would otherwise be the same
    `judge` line for every finding: this way one signature is one crash state, one bug."""
    name = re.sub(r"\W", "_", key)
    raiser = _FRAMES.get(name)
    if raiser is None:
        namespace: dict[str, Any] = {}
        exec(compile(f"def {name}(exc):\n    raise exc\n", f"<irfuzz signature {key}>", "exec"), namespace)
        raiser = _FRAMES[name] = namespace[name]
    raiser(exc)


def _save(verdict: Verdict, fuzz_input: FuzzInput, findings: list[Finding], numerics: bool) -> list[str]:
    root = os.environ.get("IRFUZZ_FINDINGS")
    if not root:
        return []
    from fuzz.campaign.store import FindingStore

    store = FindingStore(root)
    context = {"seed": fuzz_input.input_seed, "source": "fuzz target", "numerics": numerics}
    return [store.record(f, verdict, fuzz_input.program, context)[0] for f in findings]


def _timeout() -> float:
    return float(os.environ.get("IRFUZZ_TIMEOUT", "120"))


# -- the target ----------------------------------------------------------------------

@dataclass
class FuzzTarget:
    """`TestOneInput` of a target: one Sandbox (worker process) for the whole run."""

    numerics: bool
    name: str = "fuzz_target"
    known: dict[str, KnownEntry] = field(default_factory=known_signatures)
    feedback: Callable[[Verdict], None] = lambda verdict: None
    _sandbox: Any = None
    _noted: set[str] = field(default_factory=set)

    def __call__(self, data: bytes) -> None:
        fuzz_input = decode(data)
        verdict = self.check(fuzz_input)
        self.feedback(verdict)
        for f in judge(verdict, fuzz_input, self.numerics, self.known, self.name):
            if f.signature not in self._noted:
                self._noted.add(f.signature)
                print(f"irfuzz {self.name}: known open regression {f.signature} "
                      f"(corpus/regressions/{self.known[f.signature].name}): expected, not reported",
                      file=sys.stderr, flush=True)

    def check(self, fuzz_input: FuzzInput) -> Verdict:
        """The Verdict for one case, in this target's Sandbox (started on first use)."""
        from oracles.sandbox import Sandbox

        try:
            if self._sandbox is None:
                self._sandbox = Sandbox(timeout=_timeout())
            return self._sandbox.check(case_for(fuzz_input, self.numerics))
        except Exception as exc:  # Sandbox.check raises only for irfuzz's own failures
            raise IrfuzzInternalError(f"the sandbox failed: {type(exc).__name__}: {exc}", None, fuzz_input) from exc

    def close(self) -> None:
        if self._sandbox is not None:
            self._sandbox.close()
            self._sandbox = None


# -- coverage feedback from the oracle ---------------------------------------------

OUTCOMES = ("ok", "not-run", *SYMPTOMS)
# Buckets for compiler features: a campaign reaches a few thousand distinct features, so
# collisions are rare; each bucket is one instrumented function (one more coverage edge).
FEATURE_EDGES = 4096


def make_feedback(instrument: Callable[[Any], Any], max_k: int = 8,
                  feature_edges: int = FEATURE_EDGES) -> Callable[[Verdict], None]:
    """A `feedback(verdict)` that calls one instrumented no-op function per (k, outcome,
    changed, lowered, numerics) seen and one per compiler feature's bucket
    (`oracles.features.stable_bucket`), so each new combination or feature is a new coverage
    edge for libFuzzer. `instrument` is `atheris.instrument_func`. All functions exist before
    fuzzing starts (libFuzzer's counters are fixed then)."""
    from oracles.features import features_of, stable_bucket

    marks: dict[tuple[Any, ...], Callable[[], None]] = {}

    def mark_for(key: tuple[Any, ...]) -> Callable[[], None]:
        namespace: dict[str, Any] = {}
        exec(compile(f"def mark():\n    return {key!r}\n", f"<irfuzz feedback {key}>", "exec"), namespace)
        return instrument(namespace["mark"])

    numerics_outcomes = (None, "ok", "not-run", "executor-limit", "mismatch-k", "mismatch-eager", "mismatch-k-rng")
    for k in range(1, max_k + 1):
        for outcome in OUTCOMES:
            for changed in (None, False, True):
                for lowered in (None, False, True):
                    marks[(k, outcome, changed, lowered)] = mark_for((k, outcome, changed, lowered))
        for numbers in numerics_outcomes:
            marks[(k, "numerics", numbers)] = mark_for((k, "numerics", numbers))
    buckets = [mark_for(("feature", n)) for n in range(feature_edges)]

    def feedback(verdict: Verdict) -> None:
        for o in verdict.per_k:
            k = min(o.k, max_k)
            mark = marks.get((k, o.outcome, o.changed, o.lowered))
            if mark is not None:
                mark()
            mark = marks.get((k, "numerics", o.numerics))
            if mark is not None:
                mark()
        for feature in features_of(verdict):
            buckets[stable_bucket(feature, feature_edges)]()

    return feedback


# -- the atheris entry point ---------------------------------------------------------

# The modules the Sandbox runs as `<python> -m <module> ARG`: the worker, and the zygote that
# forks warm workers (oracles/zygote.py).
_SERVED_MODULES = ("oracles.worker", "oracles.zygote")


def worker_invocation() -> str | None:
    """In a PyInstaller bundle (OSS-Fuzz's compile_python_fuzzer) sys.executable is the
    fuzzer itself, so the Sandbox starts its worker as `<fuzzer> -m oracles.worker DIR` (or
    its zygote as `<fuzzer> -m oracles.zygote FD`): the module to serve as instead of
    fuzzing, else None."""
    if getattr(sys, "frozen", False) and sys.argv[1:2] == ["-m"] and sys.argv[2:3] and \
            sys.argv[2] in _SERVED_MODULES:
        return sys.argv[2]
    return None


def libfuzzer_argv(argv: list[str]) -> list[str]:
    """libFuzzer re-runs argv[0] through the shell for -jobs, -workers, -fork and -merge; a
    .py file is not executable by itself, so it becomes `<this python> <script>`."""
    if getattr(sys, "frozen", False) or not argv or not argv[0].endswith(".py"):
        return argv
    return [f"{shlex.quote(sys.executable)} {shlex.quote(os.path.abspath(argv[0]))}", *argv[1:]]


def run(numerics: bool, name: str) -> None:
    """Set up atheris with the standard libFuzzer flags from sys.argv and fuzz (the
    adapters call this under `atheris.instrument_imports`)."""
    served = worker_invocation()
    if served:
        module = importlib.import_module(served)
        sys.argv = [sys.argv[0], *sys.argv[3:]]
        module.main()
        return
    import atheris

    preload = os.environ.get("LD_PRELOAD", "")
    if "sanitizer_with_fuzzer" in preload:
        # OSS-Fuzz's wrapper preloads the sanitizer runtime for this process; the worker runs
        # the uninstrumented torch-mlir wheel, where it only adds risk, so it does not inherit it.
        del os.environ["LD_PRELOAD"]
    target = FuzzTarget(numerics, name, feedback=make_feedback(atheris.instrument_func))
    atheris.Setup(libfuzzer_argv(sys.argv), target)
    atheris.Fuzz()


__all__ = ["CompilerFinding", "IrfuzzInternalError", "FuzzTarget", "check_bytes", "known_signatures", "judge",
           "make_feedback", "oracle_config", "program_from_bytes", "run", "unexpected"]
