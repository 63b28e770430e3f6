"""`irfuzz corpus learn`: what a person sorted by hand, triage knows next time.

Fixtures (tests/data/learn/): three finding folders of the seed-8484 campaign, keyed there and
sorted by hand (bench/labels/seed8484.py): a scatter_add with a negative dim computing wrong
values (the corpus knows that defect as a crash of ConvertAtenScatterOp; this miscompile's
key is none of its entries'), and two triu findings with diagonal INT64_MAX, two keys of
the tril/triu row-plus-diagonal overflow that `same_defect` ties. The corpus is a copy of
the two entries' expected.json alone, so what the repository's corpus has learned since does
not change what these tests see.
"""

import json
import os
import shutil

import pytest

from conftest import ROOT, run_irfuzz_here
from fuzz.finding_folder import FindingRecord
from fuzz.findings.corpus import learn_root_causes
from fuzz.findings.root_cause import stored_root_cause
from fuzz.findings.triage import LEARNED_FILE, CorpusCauses, corpus_match
from generators.errors import UsageError

FOLDERS = os.path.join(ROOT, "tests", "data", "learn")
SCATTER = "scatter-negative-dim-out-of-bounds-write-segfault"
TRIL = "tril-diagonal-int64-max-overflow"


@pytest.fixture
def corpus(tmp_path):
    for entry in (SCATTER, TRIL):
        os.makedirs(tmp_path / entry)
        shutil.copy(os.path.join(ROOT, "corpus", "regressions", entry, "expected.json"), tmp_path / entry)
    return str(tmp_path)


def _folder(name):
    return os.path.join(FOLDERS, name)


def _match(corpus, name):
    cause = stored_root_cause(FindingRecord.read(_folder(name)).root_cause)
    return corpus_match(cause, CorpusCauses.load(corpus))


def test_a_learned_key_makes_a_new_finding_known(corpus):
    assert _match(corpus, "mismatch-eager-98757f3012dd") == ("new", None)
    lines = learn_root_causes(corpus, [_folder("mismatch-eager-98757f3012dd")], SCATTER)
    assert len(lines) == 1 and f"learned as {SCATTER}" in lines[0]
    assert _match(corpus, "mismatch-eager-98757f3012dd") == ("known", SCATTER)
    with open(os.path.join(corpus, SCATTER, LEARNED_FILE)) as fh:
        (item,) = json.load(fh)
    assert item["from"] == "mismatch-eager-98757f3012dd, campaign seed 8484"


def test_learning_a_known_key_again_adds_nothing(corpus):
    learn_root_causes(corpus, [_folder("mismatch-eager-98757f3012dd")], SCATTER)
    (line,) = learn_root_causes(corpus, [_folder("mismatch-eager-98757f3012dd")], SCATTER)
    assert "is already" in line
    with open(os.path.join(corpus, SCATTER, LEARNED_FILE)) as fh:
        assert len(json.load(fh)) == 1


def test_a_cause_the_rules_tie_to_a_learned_one_is_for_a_person_to_look_at(corpus):
    """Known by the learned key itself; another key `same_defect` ties to it points at the
    defect ("look") without claiming it."""
    assert _match(corpus, "mismatch-eager-716b83efc5f6")[0] == "new"
    assert _match(corpus, "mismatch-eager-fb12dd888bed")[0] == "new"
    learn_root_causes(corpus, [_folder("mismatch-eager-716b83efc5f6")], TRIL)
    assert _match(corpus, "mismatch-eager-716b83efc5f6") == ("known", TRIL)
    assert _match(corpus, "mismatch-eager-fb12dd888bed") == ("look", TRIL)


def test_an_unknown_defect_or_an_unkeyed_folder_is_refused_and_nothing_is_written(corpus, tmp_path):
    done = run_irfuzz_here("corpus", "learn", _folder("mismatch-eager-98757f3012dd"), "--defect", "no-such-defect",
                           "--regressions", corpus)
    assert done.returncode == 2 and "'no-such-defect': no entry of" in done.stderr
    unkeyed = tmp_path / "unkeyed"
    unkeyed.mkdir()
    meta = json.load(open(os.path.join(_folder("mismatch-eager-98757f3012dd"), "meta.json")))
    meta["root_cause"] = "pending"
    (unkeyed / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(UsageError, match="no root-cause key"):
        learn_root_causes(corpus, [_folder("mismatch-eager-98757f3012dd"), str(unkeyed)], SCATTER)
    with pytest.raises(UsageError, match="not a finding folder"):
        learn_root_causes(corpus, [str(tmp_path / "no-such-folder")], SCATTER)
    assert not os.path.exists(os.path.join(corpus, SCATTER, LEARNED_FILE))


def test_the_cli_prints_what_it_learned(corpus):
    done = run_irfuzz_here("corpus", "learn", _folder("mismatch-eager-716b83efc5f6"),
                           _folder("mismatch-eager-fb12dd888bed"), "--defect", TRIL, "--regressions", corpus)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(f"learned as {TRIL}") == 2
