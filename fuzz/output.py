"""What the command line prints of a Verdict: shared by `irfuzz check` (fuzz/cli.py) and the
fuzz targets' crash reports (fuzz/targets/harness.py), which must read the same."""

from __future__ import annotations

from typing import Any, Callable


def print_verdict(verdict: Any, out: Callable[[str], None], seed: int = 0, frontend: str = "fx") -> None:
    from fuzz.findings.repro import repro_command

    out(f"status: {verdict.status}   erase: {verdict.erase}")
    if verdict.per_k:
        out("per-k outcome: " + "  ".join(
            f"k={o.k}:{o.outcome}{'' if not o.changed else '(IR changed)'}"
            f"{'' if o.numerics in (None, 'ok') else '/numerics:' + o.numerics}" for o in verdict.per_k))
    backends = sorted({name for o in verdict.per_k for name in (o.backends or {})})
    for name in backends:  # the extra backends (oracles/backends.py): what each did at each k
        out(f"{name}: " + "  ".join(f"k={o.k}:{(o.backends or {}).get(name, 'not-run')}" for o in verdict.per_k))
    for limit in verdict.limits:
        kind = "executor" if limit.symptom == "executor-limit" else limit.symptom.removesuffix("-limit")
        out(f"{kind} limit (not a compiler finding) at k={limit.k}: {limit.message.splitlines()[0]}")
    if verdict.internal_error:
        out("INTERNAL ERROR (a bug in irfuzz, not in torch-mlir):\n" + verdict.internal_error)
    for f in verdict.findings:
        out(f"FINDING {f.symptom} stage={f.stage} pass={f.pass_name} k={f.k}"
            f"{' (k-dependent: the outcome changes with k)' if f.k_dependent else ''}\n  signature {f.signature}\n"
            f"  {f.message.splitlines()[0] if f.message else ''}")
        cmd = repro_command(f, verdict.erase, seed, frontend)
        if cmd:
            out(f"  reproduce: {cmd}")
