"""bench/learned_cv.py: each campaign's sorted causes scored against a corpus without them."""

import json
import os
import shutil
import sys

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench"))
import learned_cv  # noqa: E402

from fuzz.findings.triage import LEARNED_FILE, CorpusCauses  # noqa: E402

REAL = os.path.join(ROOT, "corpus", "regressions")
# Two real entries, and two real learned causes of the first: crashes while RefBackend compiles
# a zero-count repeat's 0 // 0 fold, from two campaigns, with two keys.
FOLD, REPEAT = "floordiv-int-fold-division-by-zero", "repeat-zero-count-flatten-view-wrong-shape"


def _corpus(tmp_path) -> str:
    with open(os.path.join(REAL, FOLD, LEARNED_FILE)) as fh:
        one, other = (item["root_cause"] for item in json.load(fh)[:2])
    assert one["key"] != other["key"]
    for name in (FOLD, REPEAT):
        os.makedirs(tmp_path / name)
        shutil.copy(os.path.join(REAL, name, "expected.json"), tmp_path / name / "expected.json")
    # One key sorted into the fold's defect in campaigns 1 and 2; another in campaign 3 alone.
    (tmp_path / FOLD / LEARNED_FILE).write_text(json.dumps([
        {"from": "crash-000000000001, campaign seed 1", "root_cause": one},
        {"from": "crash-000000000002, campaign seed 2", "root_cause": one}]))
    (tmp_path / REPEAT / LEARNED_FILE).write_text(json.dumps([
        {"from": "crash-000000000003, campaign seed 3", "root_cause": other}]))
    return str(tmp_path)


def _score(regressions: str, seed: str):
    items = learned_cv.learned_by_campaign(regressions)[seed]
    corpus = CorpusCauses.load(regressions, keep_learned=lambda item: learned_cv.campaign_of(item) != seed)
    return corpus, learned_cv.score(items, corpus, verbose=False)


def test_each_campaign_is_scored_against_the_corpus_without_its_own_causes(tmp_path):
    regressions = _corpus(tmp_path)
    assert sorted(learned_cv.learned_by_campaign(regressions)) == ["1", "2", "3"]
    corpus, counts = _score(regressions, "1")
    assert [entry for entry, _ in corpus.learned] == [FOLD, REPEAT]   # campaign 2's and 3's, not 1's
    assert counts["rows"] == counts["defects"] == 1 and counts["known right"] == 1   # known by campaign 2's key
    corpus, counts = _score(regressions, "3")
    assert [entry for entry, _ in corpus.learned] == [FOLD, FOLD]
    # Its key was learned in no other campaign: known only where campaign 3's own item leaked in.
    assert counts["rows"] == 1 and counts["known right"] == counts["known wrong"] == 0


def test_the_script_prints_a_line_per_campaign_and_the_total(tmp_path, capsys):
    assert learned_cv.main(["learned_cv.py", "--regressions", _corpus(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["seed 1", "seed 2", "seed 3", "all"]
    assert lines[-1].startswith("all: 3 rows / 3 defects")
