"""report.md: what irfuzz saw, for one finding folder (written with the folder).

The pieces a maintainer-facing report also shows (the per-k table, the bisection and the
first wrong node, IR excerpts) are public here and reused by fuzz/findings/upstream.py,
which turns the folder into a ready-to-paste upstream issue (`irfuzz upstream FOLDER`).
"""

from __future__ import annotations

import os
from typing import Any

from fuzz.finding_folder import FindingRecord

MAX_IR_LINES = 120


def read_text(folder: str, name: str) -> str | None:
    try:
        with open(os.path.join(folder, name)) as fh:
            return fh.read()
    except OSError:
        return None


def per_k_table(per_k: list[dict[str, Any]]) -> str:
    rows = ["| k | pipeline | IR changed | lowered | numerics |", "|---|---|---|---|---|"]
    for o in per_k:
        # The passes that made the change (oracles/convergence.py), where they are known.
        changed = ("yes" + (f" ({', '.join(o['changed_by'])})" if o.get("changed_by") else "")) if o.get("changed") \
            else "no"
        rows.append(f"| {o['k']} | {o['outcome']} | {changed} | "
                    f"{'yes' if o.get('lowered') else 'no'} | {o.get('numerics') or '-'} |")
    return "\n".join(rows)


def first_wrong_node_lines(details: dict[str, Any]) -> list[str]:
    """The numeric finding's first wrong node (oracles/localize_numeric.py), or why none was named."""
    if "localization" not in details:
        return []
    node, how = details.get("first_wrong_node"), details["localization"]
    cost = f"{how.get('prefixes_compiled', 0)} prefix programs compiled, {how.get('seconds', 0)} s"
    if not node:
        return [f"**First wrong node:** not found alone ({how.get('reason')}; {cost}); the signature names the "
                "output's op.", ""]
    m = node.get("mismatch", {})
    index = f" at index {m.get('index')}" if m.get("index") is not None else ""
    return [f"**First wrong node:** `{node['name']} = {node['op']}` ({node['dtype']} {node['shape']}, "
            f"{node['kind']} values). Cut there (the program ending at `{node['name']}`, same inputs, "
            f"{node['compared']} at k={node['k']}), its value breaks the `{node['rule']}` rule{index}: expected "
            f"`{m.get('expected')}`, got `{m.get('actual')}`; its operands ({', '.join(node['operands'])}) are right. "
            f"The signature names this op ({cost}).", ""]


def bisect_lines(record: FindingRecord) -> list[str]:
    """The pass bisection's sentence (oracles/bisect.py), or nothing when none ran."""
    bisect = record.bisect or {}
    if not bisect.get("window"):
        return []
    where = (f"is `{bisect['pass_name']}`" if bisect.get("pass_name") else
             f"is one of {len(bisect['window'])} passes (the IR between them is not in backend form): "
             + ", ".join(f"`{p}`" for p in bisect["window"]))
    return [f"**Bisection:** replaying k={bisect['k']} pass by pass ({bisect['snapshots']} distinct snapshots, "
            f"{bisect['evaluated']} lowered/run), the first pass after which the IR no longer lowers or "
            f"computes the wrong numbers {where}.", ""]


def mismatch_lines(record: FindingRecord) -> list[str]:
    """One sentence per recorded numeric mismatch (expected vs actual at the first bad index)."""
    parts = []
    for m in (record.details or {}).get("mismatches", []):
        parts += [f"Output {m.get('output')}: `{m.get('rule')}` rule broken at index {m.get('index')}: expected "
                  f"`{m.get('expected')}`, got `{m.get('actual')}`.", ""]
    return parts


def ir_excerpt(ir: str, name: str, max_lines: int = MAX_IR_LINES) -> list[str]:
    """The first `max_lines` lines of an IR file, and how many more there are in `name`."""
    lines = ir.rstrip().splitlines()
    return lines[:max_lines] + ([f"// ... {len(lines) - max_lines} more lines in {name}"]
                                if len(lines) > max_lines else [])


def write_report(folder: str, record: FindingRecord, command: str | None) -> None:
    versions = record.versions or {}
    where = record.pass_name or record.stage
    title = f"{record.symptom} in `{where}` at k={record.k}: {str(record.message).splitlines()[0][:150]}"
    parts = [f"# {title}", "",
             f"Found by irfuzz {versions.get('irfuzz', '?')} (torch {versions.get('torch', '?')}, torch-mlir "
             f"{versions.get('torch-mlir', '?')}), type erasure `{record.erase}`, seed {record.seed}.",
             "k = 1 is `torch-function-to-torch-backend-pipeline`; each further k runs "
             "`torch-simplification-pipeline` once more on the previous IR."
             + (f" Pipeline variant `{record.variant}` (oracles/variants.py): both pipelines carry its options, "
                "as the commands below show." if record.variant else "")
             + (" The outcome depends on k." if record.k_dependent else ""), ""]
    model = read_text(folder, "model.py")
    if model:
        parts += ["## PyTorch module", "", "```python", model.rstrip(), "```", ""]
    parts += ["## What happens", "", per_k_table(record.per_k or []), "", "```", str(record.message).rstrip(), "```",
              ""]
    parts += bisect_lines(record) + mismatch_lines(record)
    parts += first_wrong_node_lines(record.details or {})
    ir = read_text(folder, "before.mlir")
    if ir:
        shown = ir_excerpt(ir, "before.mlir")
        stage = str(record.stage or "")
        # An extra backend's numeric finding (oracles/backends.py, stage execute-<backend>) keeps
        # that backend's IR in before.mlir.
        label = ("IR just before the failing pass" if not stage.startswith("execute") else
                 "linalg IR whose compiled numbers are wrong" if stage == "execute" else
                 f"{stage.removeprefix('execute-')} IR whose compiled numbers are wrong")
        parts += [f"## {label} (`before.mlir`)", "", "```mlir", *shown, "```", ""]
    parts += ["## Reproduce", "", "```sh"]
    if command:
        parts.append(command)
    if read_text(folder, "repro.py") is not None:
        parts.append("python repro.py   # exit 1 while the bug reproduces (torch and torch-mlir only)")
    parts += ["```", "", "A ready-to-paste upstream issue (the torch-mlir-opt command verified, reachability from "
              "`export_and_import`): `irfuzz upstream FOLDER`.", ""]
    with open(os.path.join(folder, "report.md"), "w") as fh:
        fh.write("\n".join(parts))
