"""fuzz/finding_folder.py: meta.json through FindingRecord, old folders included."""

import glob
import json
import os
import re

import pytest

from fuzz.finding_folder import SCHEMA, FindingFolderError, FindingRecord

REGRESSIONS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus", "regressions")


def _write_meta(folder, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "meta.json"), "w") as fh:
        json.dump(data, fh)


def test_every_corpus_folder_loads_and_round_trips_unchanged(tmp_path):
    folders = sorted(os.path.dirname(p) for p in glob.glob(os.path.join(REGRESSIONS, "*", "meta.json")))
    assert folders, REGRESSIONS
    for folder in folders:
        with open(os.path.join(folder, "meta.json")) as fh:
            stored = json.load(fh)
        record = FindingRecord.load(folder)
        assert record.schema == stored.get("schema", 0)
        assert record.signature == stored["signature"] and record.pass_name == stored.get("pass")
        assert record.extra == {}, f"{folder}: meta.json keys FindingRecord does not name: {sorted(record.extra)}"
        copy = tmp_path / os.path.basename(folder)
        copy.mkdir()
        record.dump(str(copy))
        with open(copy / "meta.json") as fh:
            assert json.load(fh) == {**stored, "schema": SCHEMA}, folder


def test_unknown_keys_and_stored_nulls_survive_a_round_trip(tmp_path):
    data = {"symptom": "crash", "pass": None, "k": None, "count": 3, "some_future_key": {"a": [1, 2]},
            "per_k": [{"k": 1, "outcome": "crash"}]}
    _write_meta(str(tmp_path), data)
    record = FindingRecord.load(str(tmp_path))
    assert record.schema == 0 and record.count == 3 and record.extra["some_future_key"] == {"a": [1, 2]}
    record.count = 4
    record.dump(str(tmp_path))
    again = json.load(open(tmp_path / "meta.json"))
    assert again == {**data, "count": 4, "schema": SCHEMA}
    assert "signature" not in again   # absent stays absent
    assert FindingRecord.load(str(tmp_path)).to_dict() == {**data, "count": 4}   # the dict form has no `schema`


def test_unreadable_meta_json_raises_in_load_and_is_none_in_read(tmp_path):
    assert FindingRecord.read(str(tmp_path)) is None
    assert FindingRecord.read_or_blank(str(tmp_path)) == FindingRecord()
    with pytest.raises(FileNotFoundError):
        FindingRecord.load(str(tmp_path))
    (tmp_path / "meta.json").write_text('{"symptom": "cr')   # torn
    assert FindingRecord.read(str(tmp_path)) is None
    with pytest.raises(ValueError):
        FindingRecord.load(str(tmp_path))
    _write_meta(str(tmp_path), ["not", "an", "object"])
    with pytest.raises(FindingFolderError, match="not an object"):
        FindingRecord.load(str(tmp_path))
    _write_meta(str(tmp_path), {"schema": SCHEMA + 1, "symptom": "crash"})
    with pytest.raises(FindingFolderError, match="newer irfuzz"):
        FindingRecord.load(str(tmp_path))


def test_dump_stamps_the_schema_and_leaves_no_temporary_file(tmp_path):
    FindingRecord.from_dict({"symptom": "crash", "schema": 0, "count": 1}).dump(str(tmp_path))
    assert json.load(open(tmp_path / "meta.json")) == {"symptom": "crash", "count": 1, "schema": SCHEMA}
    assert os.listdir(tmp_path) == ["meta.json"]


def test_pending_work_is_any_pending_lifecycle_and_a_stored_root_cause_is_done():
    assert not FindingRecord().has_pending_work()
    assert FindingRecord(reduction="done: already minimal", root_cause="pending").has_pending_work()
    assert FindingRecord(verification="pending").has_pending_work()
    assert not FindingRecord(reduction="not done: TimeoutError", root_cause={"key": "k"},
                             verification="done").has_pending_work()


@pytest.mark.parametrize("data, message", [
    ({"count": "3"}, "`count` holds str '3', not int"),
    ({"k": True}, "`k` holds bool 'True', not int"),
    ({"pass": 7}, "`pass` holds int '7', not str"),
    ({"root_cause": ["rc-1"]}, "`root_cause` holds list"),
])
def test_a_value_of_the_wrong_type_is_refused_with_its_key(tmp_path, data, message):
    _write_meta(str(tmp_path), {"symptom": "crash", **data})
    with pytest.raises(FindingFolderError, match=re.escape(message)):
        FindingRecord.load(str(tmp_path))
    assert FindingRecord.read(str(tmp_path)) is None
    # a stored root cause is a dict or a lifecycle string; a flag may be true
    assert FindingRecord.from_dict({"root_cause": "pending", "k_dependent": True, "k": None}).k_dependent


def test_a_folder_without_a_count_was_found_once_and_keys_are_set_as_meta_json_spells_them():
    assert FindingRecord().times_found == 1 and FindingRecord(count=7).times_found == 7
    record = FindingRecord.from_dict({"symptom": "crash", "pass": "canonicalize", "k": None, "schema": 1})
    moved = record.with_keys({"pass": "convert-torch-to-linalg", "k": 2})
    assert (moved.pass_name, moved.k, moved.symptom, moved.schema) == ("convert-torch-to-linalg", 2, "crash", 1)
    assert record.pass_name == "canonicalize"   # the record itself is left as it was
    with pytest.raises(FindingFolderError, match="`k` holds str"):
        record.with_keys({"k": "2"})
