"""The small reproducers a finding folder holds, and what they run.

A finding folder's `repro.sh` and (pipeline findings) `repro.py` are a few lines each: a
comment with the one-line command, and the finding's reproducer case (the meta.json fields
below, as JSON or a Python literal) handed to `rerun()`, which renders the standalone script
from irfuzz's templates now (fuzz/findings/repro.py) and runs it on the folder. So the
scripts in the corpus never hold a stale copy of the judge, and their exit status keeps
repro.py's contract: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could not
run or failed differently (irfuzz not importable included). A numeric finding's repro.py is
numeric_repro.py's. `irfuzz corpus bundle` (fuzz/findings/bundle.py) writes the standalone
forms for a maintainer without irfuzz.

    irfuzz rerun FOLDER [--script repro.sh|repro.py] [--case CASE_JSON]

(`python -m fuzz rerun ...` from a repro.sh; scripts written before that command call
`python -m fuzz.findings.rerun repro.sh|repro.py FOLDER CASE_JSON`, which still works.)
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
from typing import Any

from fuzz.finding_folder import FindingRecord
from fuzz.findings.numeric_repro import write_numeric_repro
from fuzz.findings.repro import (
    REPRO_SH_NONE,
    render_script,
    repro_command,
    reproducer_invocation,
    standalone_repro_py,
    standalone_repro_sh,
)
from oracles.verdict import Finding

# The meta.json fields a reproducer case holds (a meta.json is a case too).
CASE_FIELDS = ("symptom", "stage", "pass", "k", "message", "pipeline", "reproducer_pipeline", "signature",
               "erase", "seed")

SMALL_REPRO_SH = '''#!/bin/sh
# irfuzz: @@HEADLINE@@
# @@MESSAGE@@
#
# @@SHOWS@@
#   @@COMMAND@@
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case @@CASE@@
'''

SMALL_REPRO_PY = '''#!/usr/bin/env python3
"""irfuzz reproducer: @@HEADLINE@@

Runs `@@PIPELINE@@` on @@INPUT@@ with torch-mlir in a child process and judges the first
error diagnostic (fuzz/findings/rerun.py). Exit status, one meaning each: 1 the same failure,
0 it ran and nothing failed (fixed?), 2 it could not run or failed differently.
Needs irfuzz importable; `irfuzz corpus bundle FOLDER --out DIR` writes one that needs only torch-mlir.
"""
import os
import sys

CASE = @@CASE@@
try:
    from fuzz.findings.rerun import rerun
except BaseException as exc:
    print(f"cannot run: irfuzz is not importable: {exc!r}", file=sys.stderr)
    sys.exit(2)
sys.exit(rerun("repro.py", os.path.dirname(os.path.abspath(__file__)), CASE))
'''


def reproducer_case(finding: Finding, erase: str, seed: int, frontend: str = "fx",
                    variant: str = "default") -> dict[str, Any]:
    """What a small reproducer must hold to render its standalone script again (the frontend
    only when it is not the default, so default reproducers read as they always did)."""
    case = {"symptom": finding.symptom, "stage": finding.stage, "pass": finding.pass_name, "k": finding.k,
            "message": finding.message, "pipeline": finding.pipeline, "reproducer_pipeline": finding.single_pass,
            "signature": finding.signature, "erase": erase, "seed": seed}
    if frontend != "fx":
        case["frontend"] = frontend
    if variant != "default":
        case["variant"] = variant
    if finding.details.get("executor"):
        case["details"] = {"executor": finding.details["executor"]}
    return case


def _read_ir(folder: str, name: str) -> str | None:
    path = os.path.join(folder, name)
    if not os.path.isfile(path):
        return None
    with open(path) as fh:
        return fh.read()


def finding_from_record(record: FindingRecord, folder: str) -> tuple[Finding, str, int]:
    """(Finding, erasure level, seed) from a reproducer case or a meta.json (as a record),
    with the folder's before.mlir / stage_input.mlir as its IR. KeyError when the record is
    not one (no symptom, stage or signature)."""
    for key, value in (("symptom", record.symptom), ("stage", record.stage), ("signature", record.signature)):
        if value is None:
            raise KeyError(key)
    finding = Finding(symptom=str(record.symptom), stage=str(record.stage), k=record.k,
                      message=record.message or "", pass_name=record.pass_name,
                      pipeline=record.pipeline, single_pass=record.reproducer_pipeline,
                      before_ir=_read_ir(folder, "before.mlir"), stage_input_ir=_read_ir(folder, "stage_input.mlir"),
                      details=dict(record.details or {}), signature=str(record.signature))
    seed = record.seed
    return finding, str(record.erase or "none"), seed if isinstance(seed, int) else 0


def folder_record(folder: str) -> FindingRecord:
    """A finding folder's record (meta.json), with a corpus entry's expected.json over it where they
    differ (signature, symptom, stage, pass, k): meta.json keeps what was recorded when it was
    found, expected.json what replay checks today (a signature scheme may have changed since).
    OSError or ValueError when meta.json is missing or unreadable."""
    record = FindingRecord.load(folder)
    expected_path = os.path.join(folder, "expected.json")
    if os.path.isfile(expected_path):
        with open(expected_path) as fh:
            expected = json.load(fh)
        record = record.with_keys({key: expected[key] for key in ("signature", "symptom", "stage", "pass", "k")
                                   if key in expected})
    return record


def write_reproducers(finding: Finding, folder: str, erase: str = "none", seed: int = 0,
                      frontend: str = "fx", variant: str = "default") -> list[str]:
    """Write the small repro.sh, and repro.py where one applies (numeric: needs inputs.pt and
    expected.pt in the folder), into `folder`; returns the files written."""
    headline = f"{finding.symptom} in {finding.pass_name or finding.stage} at k={finding.k}"
    message = finding.message.splitlines()[0] if finding.message else ""
    found = reproducer_invocation(finding, erase, seed, frontend, variant)
    case = reproducer_case(finding, erase, seed, frontend, variant)
    if found is None:
        text = render_script(REPRO_SH_NONE, headline=headline, message=message)
    else:
        shows = ("No pass pipeline reproduces it: irfuzz checks the program again for the signature:"
                 if found[0].startswith("irfuzz ") else "The one-line reproducer (prints the diagnostic):")
        text = render_script(SMALL_REPRO_SH, headline=headline, message=message, shows=shows, command=found[0],
                             case=shlex.quote(json.dumps(case, sort_keys=True)))
    _write_script(os.path.join(folder, "repro.sh"), text)
    written = ["repro.sh"]
    numeric = os.path.isfile(os.path.join(folder, "inputs.pt")) and os.path.isfile(os.path.join(folder, "expected.pt"))
    if numeric and write_numeric_repro(finding, folder):
        return written + ["repro.py"]
    if standalone_repro_py(finding) is not None:
        pipeline = finding.single_pass or finding.pipeline or ""
        ir_file = "before.mlir" if finding.single_pass else "stage_input.mlir"
        _write_script(os.path.join(folder, "repro.py"), render_script(
            SMALL_REPRO_PY, headline=headline, pipeline=pipeline.replace("\\", "\\\\").replace('"""', "'''"),
            input=ir_file, case=repr(case)))
        written.append("repro.py")
    return written


def write_repro_files(finding: Finding, folder: str, erase: str = "none", seed: int = 0,
                      frontend: str = "fx", variant: str = "default") -> str | None:
    """Write before.mlir, stage_input.mlir and the small repro.sh and repro.py into `folder`
    (the numeric repro.py when inputs.pt and expected.pt are there already); returns the
    one-line reproducer command repro.sh runs (repro_command), None when there is none."""
    ir_text = finding.before_ir or finding.stage_input_ir or ""
    with open(os.path.join(folder, "before.mlir"), "w") as fh:
        fh.write(ir_text)
    if finding.stage_input_ir:
        with open(os.path.join(folder, "stage_input.mlir"), "w") as fh:
            fh.write(finding.stage_input_ir)
    write_reproducers(finding, folder, erase, seed, frontend, variant)
    return repro_command(finding, erase, seed, frontend, variant)


def _write_script(path: str, text: str) -> None:
    with open(path, "w") as fh:
        fh.write(text)
    os.chmod(path, 0o755)


def rerun(which: str, folder: str, case: dict[str, Any] | FindingRecord) -> int:
    """Render the standalone `which` ("repro.sh" or "repro.py") for `case` (a reproducer
    case as a repro script holds it, or a folder's record) and run it on `folder` in a child
    process; its status (1, 0 or 2), any other status as 2."""
    record = case if isinstance(case, FindingRecord) else FindingRecord.from_dict(case)
    finding, erase, seed = finding_from_record(record, folder)
    if which == "repro.sh":
        # `sh -c TEXT NAME` runs TEXT with $0 = NAME: the script's `cd "$(dirname "$0")"` lands in the folder.
        script = standalone_repro_sh(finding, erase, seed, record.frontend or "fx", record.variant or "default")
        rc = subprocess.run(["sh", "-c", script,
                             os.path.join(os.path.abspath(folder), "repro.sh")], cwd=folder).returncode
        return rc if rc in (0, 1, 2) else 2
    text = standalone_repro_py(finding)
    if text is None:
        print(f"cannot run: no pipeline reproducer for a {finding.symptom} in {finding.stage}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="irfuzz-repro-") as tmp:
        script = os.path.join(tmp, "repro.py")
        _write_script(script, text)
        rc = subprocess.run([sys.executable, script], cwd=folder).returncode
    return rc if rc in (0, 1, 2) else 2


def _rerun_status(which: str, folder: str, case: str | None) -> int:
    """rerun() on `case` (JSON), or on the folder's own record when None; anything unforeseen
    is "could not run" (2), never "reproduced"."""
    try:
        if which not in ("repro.sh", "repro.py"):
            raise ValueError(f"not a reproducer: {which!r}")
        return rerun(which, folder, folder_record(folder) if case is None else json.loads(case))
    except BaseException as exc:
        print(f"cannot run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2


def main(argv: list[str]) -> int:
    """`python -m fuzz.findings.rerun WHICH FOLDER CASE_JSON`, as repro.sh scripts written
    before `irfuzz rerun` call it."""
    if len(argv) != 3:
        print("cannot run: usage: python -m fuzz.findings.rerun repro.sh|repro.py FOLDER CASE_JSON", file=sys.stderr)
        return 2
    return _rerun_status(argv[0], argv[1], argv[2])


def cmd_rerun(args: argparse.Namespace) -> int:
    return _rerun_status(args.script, args.folder, args.case)


def register(sub: argparse._SubParsersAction) -> None:
    """Add `irfuzz rerun` to the `irfuzz` parser."""
    p = sub.add_parser("rerun", help="run a finding folder's reproducer as irfuzz renders it today: "
                                     "exit 1 the same failure, 0 it ran and nothing failed, 2 could not run")
    p.add_argument("folder", help="a finding folder or corpus/regressions entry")
    p.add_argument("--script", choices=("repro.sh", "repro.py"), default="repro.sh",
                   help="which reproducer: the whole check (repro.sh) or the one-pipeline script (repro.py)")
    p.add_argument("--case", help="the reproducer case as JSON (a repro.sh holds its own); default: the "
                                  "folder's meta.json, with a corpus entry's expected.json over it")
    p.set_defaults(func=cmd_rerun)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
