"""`irfuzz corpus bundle FOLDER --out DIR`: a finding folder as a standalone bundle for upstream.

A finding folder (a campaign's, or a corpus/regressions entry) holds small reproducers that
run irfuzz's own code (fuzz/findings/rerun.py, oracles/numeric_rerun.py). A maintainer has no
irfuzz, so the bundle holds what they run without it:

  - every data file of the folder (program, IR, tensors, meta.json, why.md, ...);
  - `repro.sh` in its standalone form (torch-mlir-opt judged by an embedded python3 script;
    for findings no pass pipeline reproduces, `irfuzz check --expect`, which needs irfuzz);
  - `repro.py`: for a pipeline finding the standalone script (torch-mlir only, IR embedded);
    for a numeric finding the folder's own small script plus verbatim copies of the irfuzz
    files it imports (numeric_repro.runtime_files(): the executor, oracles/compare.py,
    oracles/numeric_rerun.py and the few modules they import), so `python -I repro.py` in
    the bundle needs torch and torch-mlir only;
  - `model.py` and `report.md`, derived from the above when the folder has none.

Every reproducer keeps the contract of fuzz/findings/repro.py: exit 1 the same failure, 0
it ran and nothing failed (fixed?), 2 it could not run or failed differently.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys

from fuzz.finding_folder import FindingRecord, has_meta
from fuzz.findings.numeric_repro import numeric_case, runtime_files, write_numeric_repro
from fuzz.findings.repro import repro_command, standalone_repro_py, standalone_repro_sh
from fuzz.findings.rerun import finding_from_record, folder_record
from generators.errors import UsageError

# Files of a folder a bundle writes anew (or, for caches and old runtime copies, leaves out).
_NOT_COPIED = {"repro.sh", "repro.py", "upstream.json", "refbackend.py", "iree_cpu.py", "compare.py"}
IRFUZZ_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _read_record(folder: str) -> FindingRecord:
    if not has_meta(folder):
        raise UsageError(f"{folder}: no meta.json: not a finding folder")
    record = FindingRecord.read(folder)
    if record is None:
        raise UsageError(f"{folder}/meta.json: unreadable")
    if None in (record.symptom, record.stage, record.signature):
        raise UsageError(f"{folder}/meta.json: no symptom, stage and signature: not a torch-mlir finding")
    return record


def _write(path: str, text: str, executable: bool = False) -> None:
    with open(path, "w") as fh:
        fh.write(text)
    if executable:
        os.chmod(path, 0o755)


def write_bundle(folder: str, out: str) -> list[str]:
    """Write the bundle of finding folder `folder` into `out` (absent or empty); returns the
    files written, relative to `out`. UsageError for a folder that is not a finding's."""
    record = _read_record(folder)
    if os.path.exists(out) and (not os.path.isdir(out) or os.listdir(out)):
        raise UsageError(f"--out {out}: exists and is not an empty folder")
    finding, erase, seed = finding_from_record(folder_record(folder), folder)
    os.makedirs(out, exist_ok=True)
    written = []
    for name in sorted(os.listdir(folder)):
        if os.path.isfile(os.path.join(folder, name)) and name not in _NOT_COPIED:
            shutil.copy2(os.path.join(folder, name), os.path.join(out, name))
            written.append(name)
    _write(os.path.join(out, "repro.sh"), standalone_repro_sh(finding, erase, seed, record.frontend or "fx",
                                                              record.variant or "default"), executable=True)
    written.append("repro.sh")
    case = numeric_case(finding)
    has_tensors = {"inputs.pt", "expected.pt"} <= set(written)
    if case is not None and has_tensors and write_numeric_repro(finding, out):
        written.append("repro.py")
        for relative in runtime_files(case):
            os.makedirs(os.path.join(out, os.path.dirname(relative)), exist_ok=True)
            shutil.copy(os.path.join(IRFUZZ_ROOT, relative), os.path.join(out, relative))
            written.append(relative)
    elif (script := standalone_repro_py(finding)) is not None:
        _write(os.path.join(out, "repro.py"), script, executable=True)
        written.append("repro.py")
    if "model.py" not in written and "program.json" in written:
        from generators.program import Program
        from generators.pysource import program_to_python

        with open(os.path.join(out, "program.json")) as fh:
            _write(os.path.join(out, "model.py"), program_to_python(Program.from_json(fh.read())))
        written.append("model.py")
    if "report.md" not in written:
        from fuzz.findings.report import write_report

        write_report(out, record, repro_command(finding, erase, seed))
        written.append("report.md")
    return written


def cmd_corpus_bundle(args: argparse.Namespace) -> int:
    if not os.path.isdir(args.folder):
        raise UsageError(f"{args.folder}: no such folder")
    written = write_bundle(args.folder, args.out)
    print(f"irfuzz corpus bundle: {len(written)} files in {args.out}; run `sh repro.sh` or `python repro.py` "
          "there (exit 1: reproduces)", file=sys.stderr)
    return 0


def register(corpus_sub: argparse._SubParsersAction) -> None:
    """Add `bundle` under `irfuzz corpus`."""
    p = corpus_sub.add_parser("bundle", help="write a finding folder's standalone bundle (reproducers that "
                                             "need no irfuzz) for an upstream report")
    p.add_argument("folder", help="a finding folder or a corpus/regressions entry")
    p.add_argument("--out", required=True, help="an absent or empty folder to write the bundle into")
    p.set_defaults(func=cmd_corpus_bundle)
