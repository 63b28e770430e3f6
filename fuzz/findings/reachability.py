"""Reachability: does a user's default path hit the finding's defect, or only irfuzz's way in?

A maintainer triages first what `torch_mlir.fx.export_and_import(module, *inputs,
output_type=T)` reaches, T the output type the finding was found on (linalg-on-tensors,
tosa or stablehlo): the default decomposition table, no type erasure, then (the user's next
step) the lowered module compiled and run against eager PyTorch. irfuzz itself keeps
PyTorch's decompositions off (so torch-mlir's own run) and erases types on purpose, so a
finding may need either. Both paths are run for real (fuzz/findings/user_path.py: the import
in a Sandbox worker, torch-mlir's two pipelines in torch-mlir-opt, the run in a worker) and
judged against the finding's defect, never its signal alone:

  default path          the default path fails at the same place (a crash in the same
                        torch-mlir function, the same normalized diagnostic, a hang, wrong
                        numbers of the same kind in the same output)
  decompositions off    only `decomposition_table={}` does
  erased types only     neither does, and irfuzz sees it only at erasure levels above `none`
  ONNX path             neither does, but the finding came through the ONNX frontend and
                        fails in `convert-torch-onnx-to-torch` at k = 1 without erasure: the
                        conversion every ONNX user runs on torch-mlir's ONNX importer's output
  irfuzz pipeline only  neither does, though irfuzz sees it without erasure (its pipeline,
                        torch-function-to-torch-backend-pipeline iterated k times, is not
                        the FX path's torchdynamo-export-to-torch-backend-pipeline)
  unknown               the user path could not be checked, or an ONNX finding fails past the
                        ONNX conversion (where irfuzz's path and an ONNX user's part)

What the worker computed (both outcomes, and the tensors a report pastes) is cached in the
folder as FACTS_FILE with the key it holds for (the folder's program, model and tensor files,
the torch and torch-mlir versions, FACTS_FORMAT): a second report runs no torch at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from dataclasses import dataclass
from typing import Any

from fuzz.atomic import write_json_atomic
from fuzz.finding_folder import FindingRecord
from fuzz.findings.user_path import output_type_of, user_path
from fuzz.versions import versions
from oracles.verdict import normalize_message

FACTS_FILE = "upstream.json"
FACTS_FORMAT = 3
PATHS = {"default": True, "decompositions-off": False}   # path name -> default decompositions?
REACH_TIMEOUT_S = 60.0
_KEYED_FILES = ("program.json", "model.py", "inputs.pt", "actual.pt")


def facts_key(folder: str) -> dict[str, Any]:
    """What cached facts hold for: change any of it and they are computed again."""
    digest = hashlib.sha1()
    for name in _KEYED_FILES:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            with open(path, "rb") as fh:
                digest.update(name.encode() + b"\0" + hashlib.sha1(fh.read()).digest())
    found = versions()
    return {"format": FACTS_FORMAT, "files": digest.hexdigest(), "torch": found["torch"],
            "torch-mlir": found["torch-mlir"]}


def input_seed(folder: str, record: FindingRecord) -> int:
    """The seed the folder's inputs come from (a corpus entry's expected.json says it)."""
    try:
        with open(os.path.join(folder, "expected.json")) as fh:
            seed = json.load(fh).get("input_seed")
        if seed is not None:
            return int(seed)
    except (OSError, ValueError):
        pass
    return int(record.seed or 0)


def facts_request(folder: str, record: FindingRecord) -> dict[str, Any]:
    program_file = os.path.join(folder, "program.json")
    base: dict[str, Any] = {"inputs_file": os.path.abspath(os.path.join(folder, "inputs.pt")),
                            "actual_file": os.path.abspath(os.path.join(folder, "actual.pt")),
                            "input_seed": input_seed(folder, record)}
    if os.path.isfile(program_file):
        with open(program_file) as fh:
            base["program"] = json.load(fh)
    else:
        base["model_file"] = os.path.abspath(os.path.join(folder, "model.py"))
    return base


class FactsSource:
    """Computes a folder's facts in a Sandbox started on first need (one for many folders).
    Use as a context manager, or call close()."""

    def __init__(self, timeout: float = REACH_TIMEOUT_S) -> None:
        self.timeout = timeout
        self._sandbox: Any = None

    def sandbox(self) -> Any:
        """The Sandbox that answers this source's questions, started on first need."""
        from oracles.sandbox import Sandbox

        if self._sandbox is None:
            self._sandbox = Sandbox(timeout=self.timeout)
        return self._sandbox

    def compute(self, folder: str, record: FindingRecord) -> dict[str, Any]:
        self.sandbox()
        start = time.perf_counter()
        request = facts_request(folder, record)
        values = self._sandbox.upstream_facts({**request, "what": "values"})
        output_type = output_type_of(record)
        numerics = str(record.symptom or "").startswith("mismatch") or str(record.stage or "").startswith("execute")
        reach = {name: user_path(self._sandbox, request, decompose, output_type, numerics, self.timeout)
                 for name, decompose in PATHS.items()}
        return {"values": values, "reach": reach, "output_type": output_type,
                "seconds": round(time.perf_counter() - start, 1)}

    def close(self) -> None:
        if self._sandbox is not None:
            self._sandbox.close()
            self._sandbox = None

    def __enter__(self) -> FactsSource:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def load_facts(folder: str, record: FindingRecord, source: FactsSource, refresh: bool = False) -> dict[str, Any]:
    """The folder's facts: from FACTS_FILE when its key still holds, else computed by
    `source` and cached there (when the folder is writable). `cached` says which."""
    key = facts_key(folder)
    path = os.path.join(folder, FACTS_FILE)
    if not refresh:
        try:
            with open(path) as fh:
                cached = json.load(fh)
            if cached.get("key") == key:
                return {**cached, "cached": True}
        except (OSError, json.JSONDecodeError):
            pass
    facts = {"key": key, **source.compute(folder, record)}
    if os.access(folder, os.W_OK):
        write_json_atomic(path, facts)
    return {**facts, "cached": False}


# -- judging (pure) -------------------------------------------------------------------


def _same_failure(record: FindingRecord, outcome: dict[str, Any]) -> bool:
    """Whether one path's outcome is the finding's defect, never by the signal alone: a crash
    in the same torch-mlir function (a crash the finding saw in compiled code: a crash there
    too), the same normalized first diagnostic, a hang, or wrong numbers of the same kind
    (shape, dtype or values) in the same output."""
    from fuzz.findings.opt_verify import Expected
    from fuzz.findings.root_cause import locus_of, stored_finding

    symptom, kind = str(record.symptom), outcome.get("outcome")
    if symptom.startswith("mismatch") and (record.details or {}).get("run_failed"):
        return kind == "run-failed"
    if symptom.startswith("mismatch"):
        if kind != "mismatch":
            return False
        wanted = _mismatch_of(record.message or "", record.details, {})
        seen = _mismatch_of(outcome.get("detail") or "", outcome.get("details"), outcome)
        same_output = wanted[0] == seen[0] or None in (wanted[0], seen[0])
        return wanted[1] == seen[1] and same_output
    if symptom == "crash":
        locus = locus_of(stored_finding(record))
        if kind != "crash":
            return False
        if locus.frame != "-":
            return outcome.get("frame") == locus.frame
        # no torch-mlir frame: a crash in compiled code (or one whose replay named none): the
        # same signal where the code runs, or in the pipelines
        signal = Expected.of(record).signal
        return str(record.stage or "").startswith("execute") == (outcome.get("stage") == "execute") and \
            signal in (None, outcome.get("signal"))
    if symptom == "timeout":
        return kind == "timeout"
    if symptom == "import-error":
        return kind == "import-error"
    if kind in ("compile-error", "executor-error"):
        return normalize_message(outcome.get("diagnostic", "")) == normalize_message(
            (record.message or "").split(" :: ")[0])
    return False


def _mismatch_of(text: str, details: dict[str, Any] | None, fields: dict[str, Any]) -> tuple[int | None, str | None]:
    """(output, rule) of a numeric mismatch: from its recorded fields (a path outcome's
    `output` and `what`, else the first of `details`' mismatches), else its text
    ("output 0: bits mismatch at ...", as oracles/compare.py describes one)."""
    mismatches = (details or {}).get("mismatches") or [{}]
    output, rule = fields.get("output", mismatches[0].get("output")), fields.get("what", mismatches[0].get("rule"))
    found = re.search(r"output (\d+): (\w+) mismatch", text)
    if found:
        output = int(found.group(1)) if output is None else output
        rule = found.group(2) if rule is None else rule
    return output, _mismatch_kind(rule)


def _mismatch_kind(rule: Any) -> str:
    return str(rule) if rule in ("shape", "dtype") else "values"


_STAGES = {"torch-backend": "FX -> Torch backend", "backend": "Torch backend -> {output}",
           "linalg-backend": "Torch backend -> linalg"}
FAILURES = ("compile-error", "executor-error", "mismatch", "run-failed", "crash", "timeout", "import-error")


def describe_outcome(outcome: dict[str, Any], output_type: str = "linalg-on-tensors") -> str:
    """One path's outcome as a predicate ("it ...")."""
    kind = outcome.get("outcome")
    stage = _STAGES.get(str(outcome.get("stage")), str(outcome.get("stage"))).format(output=output_type)
    crash_where = (f" in `{outcome['frame']}`" if outcome.get("frame") not in (None, "-") else
                   " while the compiled code ran" if outcome.get("stage") == "execute" else "")
    words = {
        "ok": f"{outcome.get('detail') or 'compiles, runs and matches eager'}",
        "compile-error": f"fails in torch-mlir's {stage} lowering with `{outcome.get('diagnostic')}`",
        "executor-error": f"compiles, then fails in the executor's lowering with `{outcome.get('diagnostic')}`",
        "executor-limit": f"compiles; the executor cannot run it ({outcome.get('detail')})",
        "mismatch": f"compiles and runs with wrong values ({outcome.get('detail')})",
        "run-failed": f"compiles, then the compiled code stops with an error (`{outcome.get('diagnostic')}`)",
        "crash": f"crashes ({outcome.get('how')}{crash_where})",
        "timeout": f"hangs ({outcome.get('how')})",
        "import-error": f"fails in the FX importer ({outcome.get('diagnostic')})",
        "export-failed": f"cannot be exported by torch.export (not torch-mlir's doing: {outcome.get('detail')})",
        "internal-error": f"could not be checked (an irfuzz error: {outcome.get('detail')})",
    }
    return words.get(str(kind), f"ends as {kind}")


@dataclass
class Reachability:
    label: str          # default path | decompositions off | ONNX path | erased types only | irfuzz pipeline only
    #                     | unknown
    #                     (the last two with "; the default path fails differently" when it does)
    sentence: str


ONNX_CONVERSION = "convert-torch-onnx-to-torch"


def _onnx_reachability(record: FindingRecord, erase_levels: list[str], seen: str) -> Reachability:
    """A finding of the ONNX frontend that the FX path does not show: an ONNX user reaches it
    when it fails in the ONNX conversion on the importer's output (k = 1, no erasure); past
    that conversion irfuzz's pipeline is its own, so it is not known."""
    fx = f" Through the FX path instead:{seen}"
    if record.pass_name == ONNX_CONVERSION and record.k == 1 and (not erase_levels or "none" in erase_levels):
        return Reachability("ONNX path", "**Reached by the ONNX user path**: `torch.onnx.export`, torch-mlir's ONNX "
                                         "importer (`torch_mlir.extras.onnx_importer`), then `convert-torch-onnx-to-"
                                         "torch` (the first pass of `torch-onnx-to-torch-backend-pipeline`), no type "
                                         "erasure: where irfuzz's ONNX frontend found it." + fx)
    return Reachability("unknown", "**Reachability unknown**: found through the ONNX frontend past its conversion, "
                                   "where irfuzz runs its own pipeline (`torch-function-to-torch-backend-pipeline`, "
                                   "k times) rather than an ONNX user's." + fx)


def judge(record: FindingRecord, reach: dict[str, dict[str, Any]], erase_levels: list[str],
          output_type: str | None = None) -> Reachability:
    """The reachability of a finding seen at `erase_levels`, from both paths' outcomes for the
    output type it was found on."""
    output = output_type or output_type_of(record)
    default, plain = reach.get("default", {}), reach.get("decompositions-off", {})
    call = f"`export_and_import(module, *inputs, output_type=\"{output}\")`"
    seen = (f" With default decompositions it {describe_outcome(default, output)}; with `decomposition_table={{}}` "
            f"it {describe_outcome(plain, output)}.")
    if _same_failure(record, default):
        return Reachability("default path", f"**Reached by the default user path**: {call} with its default "
                                            f"decompositions and no type erasure {describe_outcome(default, output)}.")
    if _same_failure(record, plain):
        return Reachability("decompositions off",
                            "**Reached only with PyTorch's decompositions turned off** (`export_and_import(module, "
                            f"*inputs, output_type=\"{output}\", decomposition_table={{}})`).{seen}")
    differently = "; the default path fails differently" if default.get("outcome") in FAILURES else ""
    if "internal-error" in (default.get("outcome"), plain.get("outcome")):
        return Reachability("unknown", f"**Reachability unknown**: the user path could not be checked.{seen}")
    if record.frontend == "onnx":
        return _onnx_reachability(record, erase_levels, seen)
    if erase_levels and "none" not in erase_levels:
        return Reachability("erased types only" + differently, f"**Reached only with erased types** (irfuzz erasure "
                                                 f"{', '.join(erase_levels)}; {call} imports fully refined types)."
                                                 + seen)
    return Reachability("irfuzz pipeline only" + differently,
                        "**Not reached through export_and_import**: irfuzz sees it without type erasure through "
                        f"`torch-function-to-torch-backend-pipeline` (k={record.k}), which the FX path does not "
                        f"run.{seen}")
