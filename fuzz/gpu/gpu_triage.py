"""Root causes of device findings: who owns each failure, with a signature and a reproducer.

Standalone like gpu_run.py (standard library only); `irfuzz gpu-bundle` copies it beside the
runner. `classify` reads one finding of a device verdict and the facts the bundle recorded
for its artifact (did the other backend compile it, did the CPU artifact run, the linalg IR)
and names a root cause from CAUSES. The evidence is structural, never a message pattern:

- a run failure whose message carries the text of a `cf.assert` in the artifact's IR is a
  runtime assert of the lowered code (torch-mlir put it there); it is torch-mlir's when the
  CPU artifact failed the same assert, else device-specific;
- any other run failure where the CPU artifact ran is IREE's (its runtime or codegen for the
  device), with the `iree-compile` and `iree-run-module` lines that show it;
- a compile failure for the device where the other backend compiled the same IR is IREE's
  device codegen; where both failed, the CPU check already has it;
- a mismatch on an integer output whose IR converts a float to that integer type
  (`arith.fptosi`/`arith.fptoui`), where one side holds the type's min or max (what an out
  of range conversion saturates or wraps to), is a value the lowering left undefined: a
  torch-mlir finding naming the lowering, not a device numerics bug.
"""

from __future__ import annotations

import re
from typing import Any, Callable

# class -> (heading, owner), in the order summary.txt prints them
CAUSES: dict[str, tuple[str, str]] = {
    "iree-device-runtime": ("IREE runtime or codegen failure on the device; the CPU artifact runs", "IREE"),
    "iree-device-codegen": ("IREE cannot compile for the device; llvm-cpu compiles the same IR", "IREE"),
    "lowered-assert-shared": ("runtime assert in the lowered code, on the CPU too", "torch-mlir"),
    "lowered-assert-device": ("runtime assert in the lowered code on the device only", "device-specific"),
    "undefined-after-lowering": ("differs where the lowering left the value undefined (out-of-range "
                                 "float-to-int)", "torch-mlir"),
    "miscompile-shared": ("compiled differs from eager on the CPU too (a known miscompile, confirmed)",
                          "torch-mlir"),
    "device-numerics": ("compiled on the device differs from CPU or eager; the CPU artifact agrees with eager",
                        "IREE (device codegen)"),
    "k-differs": ("device results differ between IR_k and IR_k+1", "torch-mlir (a pass changed the numbers)"),
    "failure-shared": ("IREE fails on every target (the CPU check has it)", "IREE or torch-mlir"),
    "process-crash": ("the runner process died (native crash) on this program, alone", "IREE runtime or driver"),
    "process-hang": ("the runner process hung on this program, alone", "IREE runtime or driver"),
    "executor-limit": ("executor limit (not a compiler finding)", "none"),
}

_ASSERT = re.compile(r'cf\.assert\s+%[\w#]+\s*,\s*"((?:[^"\\]|\\.)*)"')
_FP_TO_INT = re.compile(r"arith\.fpto[su]i\b[^\n]*\bto\s+(?:tensor<[^>]*x)?i(\d+)\b")
_INT_BITS = {"int8": 8, "uint8": 8, "int16": 16, "int32": 32, "int64": 64}


def assert_messages(ir: str | None) -> list[str]:
    """The messages of the IR's `cf.assert`s (the checks torch-mlir's lowering emits)."""
    return [m.replace('\\"', '"') for m in _ASSERT.findall(ir or "")]


def _asserted(message: str, ir: str | None) -> str | None:
    return next((a for a in assert_messages(ir) if a and a in message), None)


def _first(text: str, limit: int = 120) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:limit]


def _normalized(text: str) -> str:
    """A failure message without numbers and paths' line numbers: one root cause, one signature."""
    return re.sub(r"\d+", "N", _first(text))


def repro(facts: dict[str, Any], k: int | None) -> dict[str, Any]:
    """The lines IREE's maintainers ask for: compile the linalg IR for the device, run it."""
    ir, vmfb = facts.get("ir_path", "IR.mlir"), f"{facts.get('program', 'program')}-k{k}.vmfb"
    flags = " ".join(facts.get("flags", []))
    inputs = " ".join(f"--input={spec}=@{path}" for spec, path in facts.get("inputs", []))
    return {"mlir": ir, "iree_compile": f"iree-compile {ir} {flags} -o {vmfb}".replace("  ", " "),
            "iree_run_module": f"iree-run-module --device={facts.get('driver')} --module={vmfb} "
                               f"--function=main {inputs}".rstrip()}


def _run_error(finding: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    cpu = facts.get("cpu_results")
    cpu_error = cpu.get("error", "") if isinstance(cpu, dict) else ""
    asserted = _asserted(finding["message"], facts.get("ir"))
    failure = finding["message"].split(" failed: ", 1)[-1]
    if asserted:
        shared = asserted in cpu_error
        return {"class": "lowered-assert-shared" if shared else "lowered-assert-device",
                "signature": f"assert: {asserted[:120]}",
                "why": "the message is a cf.assert of the lowered IR; the CPU artifact "
                       + ("fails the same assert" if shared else "runs")}
    if cpu == "ok":
        return {"class": "iree-device-runtime", "signature": f"run: {_normalized(failure)}",
                "why": "the CPU artifact (iree-cpu) of the same IR runs", "repro": repro(facts, finding["k"])}
    return {"class": "failure-shared", "signature": f"run: {_normalized(failure)}",
            "why": f"the CPU artifact fails too: {_first(cpu_error) or cpu}"}


def _compile_error(finding: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    other = facts.get("other_backend") or {}
    message = finding["message"].split(": ", 1)[-1]
    if "vmfb" in other:
        return {"class": "iree-device-codegen", "signature": f"compile: {_normalized(message)}",
                "why": f"{facts.get('other', 'the other backend')} compiles the same IR",
                "repro": repro(facts, finding["k"])}
    return {"class": "failure-shared", "signature": f"compile: {_normalized(message)}",
            "why": f"{facts.get('other', 'the other backend')} fails to compile it too"}


def undefined_conversion(finding: dict[str, Any], facts: dict[str, Any]) -> str | None:
    """The IR's float-to-int conversion that explains an integer mismatch, or None."""
    m = finding.get("mismatch") or {}
    outputs = facts.get("outputs", [])
    if m.get("rule") != "bits" or "output" not in m or m["output"] >= len(outputs):
        return None  # a shape or dtype mismatch is no value the conversion could explain
    bits = _INT_BITS.get(outputs[m["output"]]["dtype"])
    if bits is None:
        return None
    conversions = [c for c in _FP_TO_INT.finditer(facts.get("ir") or "") if int(c.group(1)) in (bits, 32, 64)]
    signed = outputs[m["output"]]["dtype"] != "uint8"
    low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    values = {str(m.get("expected")), str(m.get("actual"))}
    if conversions and values & {str(low), str(high)}:
        return conversions[0].group(0).strip()
    return None


def _mismatch(finding: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    m, outputs = finding.get("mismatch") or {}, facts.get("outputs") or []
    out = outputs[m["output"]] if "output" in m and m["output"] < len(outputs) else {}
    source, dtype = out.get("rule", {}).get("source", "?"), out.get("dtype", "?")
    conversion = undefined_conversion(finding, facts)
    if conversion:
        return {"class": "undefined-after-lowering",
                "signature": f"undefined: {dtype} {source} computed through float, {conversion.split()[0]} "
                             "out of range",
                "why": f"the lowering converts back with `{conversion}`; a value outside {dtype} is undefined "
                       "there, so each target may return anything"}
    if finding["symptom"] == "mismatch-eager" and finding.get("also_on_cpu"):
        return {"class": "miscompile-shared", "signature": finding["key"], "why": "the CPU artifact differs alike"}
    if finding["symptom"] in ("mismatch-k", "mismatch-k-rng"):
        return {"class": "k-differs", "signature": finding["key"], "why": "IR_k and IR_k+1 differ on the device"}
    return {"class": "device-numerics", "signature": finding["key"],
            "why": "the CPU artifact of the same IR agrees with eager", "repro": repro(facts, finding["k"])}


def _process(finding: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    cls = "process-hang" if finding["symptom"] == "hang" else "process-crash"
    return {"class": cls, "signature": f"{finding['symptom']}: {_normalized(finding['message'])}",
            "why": "it happened again in a fresh process that ran nothing before it"}


CLASSIFIERS: dict[str, Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]] = {
    "run-error": _run_error,
    "lowering-error": _compile_error,
    "mismatch-device": _mismatch,
    "mismatch-eager": _mismatch,
    "mismatch-k": _mismatch,
    "mismatch-k-rng": _mismatch,
    "crash": _process,
    "hang": _process,
    "executor-limit": lambda finding, facts: {"class": "executor-limit", "signature": finding["key"], "why": ""},
}


def classify(finding: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    """{"class", "owner", "signature", "why"[, "repro"]} for one finding or limit of a device
    verdict. `facts`: what the bundle recorded for the finding's artifact — "ir" (linalg
    text), "ir_path", "cpu_results" ("ok" or {"error"|"limit": ...}), "other_backend" (the
    other backend's manifest entry), "other" (its name), "outputs" (the manifest's),
    "flags" (iree-compile flags for the device), "driver", "inputs" ([(shape x element,
    file)]), "program". Missing facts make the weaker claim, never a wrong owner."""
    cause = CLASSIFIERS[finding["symptom"]](finding, facts)
    return {**cause, "owner": CAUSES[cause["class"]][1]}


def _group(heading: str, owner: str | None = None) -> dict[str, Any]:
    return {"heading": heading, **({"owner": owner} if owner else {}), "count": 0, "programs": [], "by_key": {},
            "items": []}


def _add(group: dict[str, Any], program: str, key: str, item: dict[str, Any]) -> None:
    group["count"] += 1
    if program not in group["programs"]:
        group["programs"].append(program)
    group["by_key"][key] = group["by_key"].get(key, 0) + 1
    group["items"].append(item)


def _lines(group: dict[str, Any], items: int) -> list[str]:
    lines = [f"  {count:4d}  {key}" for key, count in sorted(group["by_key"].items(), key=lambda kv: -kv[1])]
    for item in group["items"][:items]:
        lines.append(f"    {item['program']} k={item['k']}: {item['message'][:200]}"
                     + (" (also on CPU)" if item.get("also_on_cpu") else "")
                     + (f"\n      repro: {item['repro']}" if item.get("repro") else ""))
    return lines


def summarize(verdicts: list[dict[str, Any]], context: dict[str, Any],
              categories: dict[str, str]) -> tuple[dict[str, Any], str]:
    """summary.json and summary.txt of a run: every finding and limit grouped by its root
    cause (CAUSES: heading, owner, signatures, items), then by symptom category
    (`categories`: key -> heading); isolation figures (programs re-run alone after a failure
    in a used process, and whether that changed their verdict)."""
    causes = {name: _group(heading, owner) for name, (heading, owner) in CAUSES.items()}
    by_symptom = {key: _group(heading) for key, heading in categories.items()}
    statuses: dict[str, int] = {}
    rerun = changed = 0
    for v in verdicts:
        statuses[v["status"]] = statuses.get(v["status"], 0) + 1
        if v.get("process", {}).get("first_run"):
            rerun += 1
            changed += bool(v["process"].get("changed_alone"))
        for item in v["findings"] + v["limits"]:
            entry = {"program": v["program"], "k": item["k"], "symptom": item["symptom"],
                     "message": item["message"].splitlines()[0],
                     **({"also_on_cpu": item["also_on_cpu"]} if "also_on_cpu" in item else {})}
            _add(by_symptom[item["category"]], v["program"], item["key"], entry)
            cause = item.get("cause") or {"class": "executor-limit" if item["category"] == "executor_limit"
                                          else "failure-shared", "signature": item["key"]}
            repro = (cause.get("repro") or {}).get("script")
            _add(causes[cause["class"]], v["program"], cause["signature"],
                 {**entry, **({"repro": repro} if repro else {})})
    eager_notes = sum(any(n.startswith("eager ") for n in v["notes"]) for v in verdicts)
    summary = {"format": "irfuzz-gpu-run/1", **context, "programs": len(verdicts), "status_counts": statuses,
               "isolation": {"rerun_alone": rerun, "verdict_changed_alone": changed},
               "eager_device_differs_from_eager_cpu": eager_notes, "causes": causes, "categories": by_symptom}
    lines = [f"irfuzz GPU run: {len(verdicts)} program(s), driver {context['driver']} ({context['artifacts']} "
             f"artifacts), device {context.get('device_name')}, torch on {context['torch_device']}, "
             f"{context.get('seconds', '?')} s, {context.get('jobs', 1)} process(es) at a time",
             "status: " + ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())),
             f"isolation: {rerun} program(s) failed in a process that had run others and were re-run alone; "
             f"{changed} of them got another verdict alone (the alone verdict is kept)",
             "\n== by root cause (owner)"]
    for group in causes.values():
        if group["count"]:
            lines.append(f"\n{group['heading']} ({group['owner']}): {group['count']} in "
                         f"{len(group['programs'])} program(s)")
            lines += _lines(group, 20)
    lines.append("\n== by symptom")
    for group in by_symptom.values():
        lines.append(f"\n{group['heading']}: {group['count']} in {len(group['programs'])} program(s)")
        lines += _lines(group, 0)
    if context["torch_device"] != "cpu":
        lines.append(f"\neager on {context['torch_device']} differs from eager on CPU (torch itself, not a "
                     f"finding): {eager_notes} program(s)")
    return summary, "\n".join(lines) + "\n"
