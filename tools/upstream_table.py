"""Print docs/upstream-reports.md's per-entry table, computed afresh.

Usage: python tools/upstream_table.py [ENTRY ...]

Builds every bug entry's upstream report as tests/test_upstream_corpus.py does (a copy of the
entry, facts computed in one Sandbox, the torch-mlir-opt command run in a fresh process, no
cut, introducer or snippet) and prints one table row each: the command, the reachability
label, and what the default path and the path without decompositions did. The test checks
the doc's rows against the same reports.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.findings.defects import DEFAULT_REGRESSIONS as REGRESSIONS  # noqa: E402


def _kind(how: str) -> str:
    return "signal" if "killed by" in how else "hang" if "no result" in how else "diagnostic"


# The table's words for why no torch-mlir-opt command shows a finding: the first whose marker
# the report's reason (fuzz/findings/opt_verify.py `_python_only_reason`) contains.
PYTHON_ONLY_WORDS = (("wrong values", "wrong values need the compiled code to run"),
                     ("FX importer", "fails in the FX importer, before any pass"))
PYTHON_ONLY_OTHERWISE = "fails when the backend lowers or runs it"


def row(name: str, report) -> str:  # type: ignore[no-untyped-def]
    v = report.verification
    if v.verified:
        command = f"verified: `{v.command.pipeline}` on `{v.command.input_file}` ({_kind(v.how)})"
    elif v.python_only:
        command = "Python pipeline only: " + next(
            (words for marker, words in PYTHON_ONLY_WORDS if marker in v.python_only), PYTHON_ONLY_OTHERWISE)
    else:
        command = "NOT verified"
    reach = report.facts.get("reach", {})
    paths = " / ".join(str(reach.get(p, {}).get("outcome")) for p in ("default", "decompositions-off"))
    return f"| `{name}` | {command} | {report.reachability.label} | {paths} ({report.facts.get('output_type')}) |"


def main(argv: list[str]) -> int:
    from fuzz.findings import opt_verify
    from fuzz.findings.reachability import FactsSource
    from fuzz.findings.upstream import build_report

    names = argv[1:] or sorted(
        n for n in os.listdir(REGRESSIONS) if os.path.isfile(os.path.join(REGRESSIONS, n, "expected.json"))
        and json.load(open(os.path.join(REGRESSIONS, n, "expected.json"))).get("kind", "bug") != "limitation")
    opt_verify.HANG_VERIFY_S = 5  # as the test: these passes end well under a second
    with tempfile.TemporaryDirectory(prefix="irfuzz-table-") as root, FactsSource() as source:
        for name in names:
            folder = os.path.join(root, name)
            shutil.copytree(os.path.join(REGRESSIONS, name), folder,
                            ignore=shutil.ignore_patterns("upstream.json", "introduced.mlir"))
            print(row(name, build_report(folder, source=source, at_the_defect=False)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
