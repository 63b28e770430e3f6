"""tools/sorting_copy.py: finding folders copied for a blind sort, without irfuzz's grouping."""

import json
import os
import sys

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "tools"))
import sorting_copy  # noqa: E402


def _folder(root, name: str) -> None:
    os.makedirs(root / name)
    (root / name / "meta.json").write_text(json.dumps({"signature": name, "root_cause": {"key": "rc-1"}}))
    (root / name / "report.md").write_text("known: some-defect")
    (root / name / "program.json").write_text("{}")


def test_the_copies_keep_the_evidence_and_lose_the_grouping_and_are_dealt_round_robin(tmp_path):
    findings = tmp_path / "findings"
    for name in ("crash-000000000003", "crash-000000000001", "verifier-error-000000000002"):
        _folder(findings, name)
    os.makedirs(findings / "report")            # the campaign's report folder: not a finding
    parts = sorting_copy.copy_for_sorting(str(findings), str(tmp_path / "copy"), 2)
    assert parts == [["crash-000000000001", "verifier-error-000000000002"], ["crash-000000000003"]]
    copied = tmp_path / "copy" / "findings" / "crash-000000000001"
    assert sorted(os.listdir(copied)) == ["meta.json", "program.json"]
    assert json.loads((copied / "meta.json").read_text()) == {"signature": "crash-000000000001"}
    assert (tmp_path / "copy" / "part2.txt").read_text() == "crash-000000000003\n"
    assert json.loads((findings / "crash-000000000001" / "meta.json").read_text())["root_cause"]  # source untouched
    assert sorting_copy.main(["sorting_copy.py", str(findings), str(tmp_path / "copy")]) == 2   # never over a copy
