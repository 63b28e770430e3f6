"""irfuzz's JSON file layout (generators/json_text.py) and `irfuzz corpus fmt` (fuzz/findings/corpus_fmt.py)."""

import json
import os

import pytest

from conftest import ROOT
from fuzz.findings.corpus_fmt import json_files, reformat
from generators.errors import UsageError
from generators.json_text import format_json
from generators.program import Program

META = {
    "signature": "mismatch-eager-a30a75f5f764", "erase": "none", "k": 1, "pass": None,
    "per_k": [{"changed": False, "executor": "refbackend", "ir_hash": "793fa2b488955c27", "k": k, "lowered": True,
               "numerics": "mismatch-eager", "outcome": "ok"} for k in (1, 2)],
    "versions": {"torch": "2.13.0+cpu", "torch-mlir": "20261001"},
    "details": {"mismatches": [{"index": [0], "expected": 255, "actual": -1, "detail": "x" * 150}]},
    "values": list(range(60)), "empty": [], "none": {},
}


def test_the_layout_reads_back_exactly_and_is_deterministic():
    text = format_json(META)
    assert json.loads(text) == META
    assert text == format_json(json.loads(text))
    assert list(json.loads(format_json(META, sort_keys=False))) == list(META)  # key order kept on request
    assert list(json.loads(text)) == sorted(META)


def test_short_things_are_one_line_and_long_ones_are_opened():
    lines = format_json(META).splitlines()
    assert lines[0] == "{" and lines[-1] == "}"
    assert ' "versions": {"torch": "2.13.0+cpu", "torch-mlir": "20261001"}' in lines
    assert ' "empty": [],' in lines and ' "none": {},' in lines
    rows = [line for line in lines if '"ir_hash"' in line]
    assert len(rows) == 2 and all(len(row) > 120 for row in rows)  # a per_k record is one table row
    assert ' "details": {' in lines and '    "detail": "' + "x" * 150 + '",' in lines  # too long: opened
    values = lines[lines.index(' "values": [') + 1:]
    assert values[0].startswith("  0, 1, 2,") and len(values[0]) <= 120  # scalars filled to the width
    assert all(len(line) <= 150 for line in lines if "x" * 150 not in line)


def test_a_program_node_is_one_line_and_its_attributes_keep_their_order():
    path = os.path.join(ROOT, "corpus", "seeds", "handwritten", "roll_slice_cat_dynamic.json")
    program = Program.from_json(open(path).read())
    text = program.to_json()
    assert Program.from_json(text) == program and text == Program.from_json(text).to_json()
    lines = [line.strip().rstrip(",") for line in text.splitlines()]
    nodes = [json.dumps(node) for node in program.to_dict()["nodes"]]
    assert [node in lines for node in nodes] == [len(node) + 3 <= 120 for node in nodes] == [True, False, True]
    assert program.to_json(indent=None) == json.dumps(program.to_dict())


def test_corpus_fmt_changes_whitespace_only_and_check_mode_changes_nothing(tmp_path, irfuzz):
    program = tmp_path / "entry" / "program.json"
    program.parent.mkdir()
    source = {"format": "irfuzz-program/1", "nodes": [{"name": "v0", "attrs": {"z": 1, "a": 2}}], "outputs": ["v0"]}
    program.write_text(json.dumps(source, indent=4))
    (tmp_path / "entry" / ".tmp-x.json").write_text("{")  # hidden: a write in progress, never read
    assert json_files([str(tmp_path)]) == [str(program)]

    done = irfuzz("corpus", "fmt", "--check", str(tmp_path))
    assert done.returncode == 1 and str(program) in done.stdout
    assert json.loads(program.read_text()) == source and program.read_text().count("\n") > 5

    done = irfuzz("corpus", "fmt", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert json.dumps(json.loads(program.read_text())) == json.dumps(source)  # same keys, same order
    assert program.read_text() == format_json(source, sort_keys=False) + "\n"
    assert not reformat(str(program), write=False)

    (tmp_path / "bad.json").write_text("{not json")
    done = irfuzz("corpus", "fmt", str(tmp_path / "bad.json"))
    assert done.returncode == 2 and "not JSON" in done.stderr
    with pytest.raises(UsageError, match="no such file"):
        json_files([str(tmp_path / "absent")])


def test_the_repository_corpus_is_in_the_layout():
    stale = [path for path in json_files([os.path.join(ROOT, "corpus")]) if reformat(path, write=False)]
    assert not stale, f"run `irfuzz corpus fmt`: {stale[:5]}"
