"""Guided campaigns: the corpus and feature map (fuzz/campaign/corpus.py), the schedule, resume,
determinism, and the atheris feedback. Most tests replace the oracle by a fake (no torch-mlir):
what is under test is the campaign's bookkeeping; the last test runs the real one."""

import functools
import json
import os

import pytest

from fuzz.campaign import CampaignConfig, run_campaign
from fuzz.campaign import driver as driver_module
from fuzz.campaign import engines as engines_module
from fuzz.campaign.corpus import CampaignCorpus, Entry, Planned, weighted_pick
from fuzz.campaign.state import CampaignSettings, CampaignState
from fuzz.campaign.store import FindingStore
from fuzz.targets import harness
from generators.choice import RandomChooser
from generators.errors import UsageError
from generators.generate import GeneratorConfig, program_from_seed
from generators.mutate import mutate
from generators.program import Program
from oracles.case import Case
from oracles.features import features_of, stable_bucket
from oracles.iterate import OracleConfig
from oracles.verdict import Finding, KOutcome, Verdict

GEN = GeneratorConfig(avoid_known_limits=True)
LEVELS = ("none", "intermediate", "torchscript")


def _settings(guided=True, share=0.75, seed=5):
    return CampaignSettings(seed, 8, LEVELS, GEN, OracleConfig(), guided, share if guided else 0.0)


# -- a fake oracle: deterministic features from the program, a finding for some -----------------

def fake_verdict(case: Case) -> Verdict:
    program = case.program
    specs = program.specs()
    features = {f"d:raw:{n.op}:{specs[n.name].dtype}:{min(specs[n.name].numel, 2)}" for n in program.nodes}
    features |= {f"d:ir1:{a.op}>{b.op}" for a in program.nodes for b in program.nodes if a.name in b.operands}
    features.add(f"erase:{case.erase}")
    findings = []
    if any(n.op == "aten.flip" for n in program.nodes):  # "a bug": IR-only symptom, no reproducer run
        findings.append(Finding(symptom="non-convergence", stage="pipeline", k=4, message="flip never settles",
                                pipeline="torch-simplification-pipeline", before_ir="module {\n}\n",
                                stage_input_ir="module {\n}\n"))
    return Verdict("finding" if findings else "ok", findings, [KOutcome(1, "ok", "h", None, True, "ok")],
                   erase=case.erase, features=sorted(features))


class FakeSandbox:
    log: list[tuple[int, str, str]] = []   # (input seed, erase, program JSON) in the order checked

    def __init__(self, timeout: float = 0, recycle_after: int = 0) -> None:
        pass

    def check_batch(self, cases, deadline=None, known_failures=()):
        for case in cases:
            FakeSandbox.log.append((case.input_seed, case.erase, case.program.to_json(indent=None)))
        return [fake_verdict(case) for case in cases]

    def check(self, case):
        return self.check_batch([case])[0]

    def write_artifacts(self, case, folder, finding=None):
        return []

    def take_seconds(self):
        return {}

    def close(self):
        pass


@pytest.fixture
def fake_oracle(monkeypatch):
    monkeypatch.setattr(engines_module, "Sandbox", FakeSandbox)  # the local engine's sandboxes
    monkeypatch.setattr(driver_module, "FindingStore", functools.partial(FindingStore, verify_repro=False))
    FakeSandbox.log = []
    return FakeSandbox


def _campaign(out, guided, max_programs, seed=11):
    cfg = CampaignConfig(out=str(out), seconds=600, jobs=1, seed=seed, max_programs=max_programs, batch=8,
                         reduce_budget=0, status_every=60, guided=guided)
    return run_campaign(cfg, lambda line: None)


def _corpus_files(out):
    """features.json and every entry, without the wall-clock time an entry was found at."""
    root = os.path.join(out, "corpus")
    files = {name: json.load(open(os.path.join(root, name))) for name in sorted(os.listdir(root))
             if name.endswith(".json")}
    for data in files.values():
        data.pop("elapsed_s", None)
    return files


# -- the corpus ----------------------------------------------------------------------------------

def test_the_power_schedule_prefers_parents_with_rare_features(tmp_path):
    corpus = CampaignCorpus(str(tmp_path), _settings())
    program = program_from_seed(1, GEN)
    corpus.entries = {"a": Entry("a", 0, program, "none", 0, ["common"], [], {}),
                      "b": Entry("b", 1, program, "none", 1, ["common", "rare"], [], {})}
    corpus.counts = {"common": 100, "rare": 1}
    ids, weights = corpus.weights()
    assert ids == ["a", "b"] and weights == [pytest.approx(0.01), pytest.approx(1.01)]
    picks = [weighted_pick(RandomChooser(s), ids, weights) for s in range(300)]
    assert picks.count("b") > 280


def test_the_corpus_keeps_programs_with_new_features_and_survives_reopening(tmp_path):
    settings = _settings()
    corpus = CampaignCorpus(str(tmp_path), settings)
    planned = corpus.plan((0, 8))   # empty corpus: every program fresh, program_from_seed(seed + i)
    assert [p.case.program for p in planned] == [program_from_seed(settings.seed + i, GEN) for i in range(8)]
    assert all(p.origin == {"kind": "fresh"} for p in planned)
    verdicts = [fake_verdict(p.case) for p in planned]
    kept = corpus.commit((0, 8), planned, verdicts)
    assert kept and kept[0].index == 0 and set(kept[0].new_features) == set(features_of(verdicts[0]))
    assert all(set(e.new_features) <= set(e.features) for e in kept)
    counts = dict(corpus.counts)
    assert sum(counts.values()) == sum(len(features_of(v)) for v in verdicts)
    # Committed twice (a kill between the corpus's write and the state's): counted once.
    assert corpus.commit((0, 8), planned, verdicts) == [] and corpus.counts == counts
    corpus.drop_plan((0, 8))

    again = CampaignCorpus(str(tmp_path), settings, committed=[[0, 8]])
    assert again.counts == counts and sorted(again.entries) == sorted(e.id for e in kept)
    assert [again.entries[e.id].program for e in kept] == [e.program for e in kept]

    # The next block mixes in mutants of corpus programs, planned once: a re-plan reads the plan.
    block = again.plan((8, 16))
    assert any(p.origin["kind"] == "mutation" for p in block)
    assert [p.to_dict() for p in CampaignCorpus(str(tmp_path), settings, [[0, 8]]).plan((8, 16))] == \
        [p.to_dict() for p in block]
    # A plan of a block the state counts is stale; an entry features.json does not list is a leftover.
    open(os.path.join(tmp_path, "corpus", "000000099.json"), "w").write("{}")
    reopened = CampaignCorpus(str(tmp_path), settings, committed=[[0, 16]])
    assert len(reopened.recovered) == 2 and os.listdir(os.path.join(tmp_path, "corpus", "plans")) == []


def test_a_mutants_origin_reproduces_it_exactly(tmp_path, fake_oracle):
    _campaign(tmp_path, True, 48)
    entries = {name[:-5]: Entry.from_dict(data) for name, data in _corpus_files(str(tmp_path)).items()
               if name != "features.json"}
    settings = CampaignState.open(str(tmp_path), None).settings
    mutants = [e for e in entries.values() if e.origin["kind"] == "mutation"]
    assert mutants
    for entry in mutants:
        origin = entry.origin
        parent, donor = entries[origin["parent"]], entries[origin["donor"]]
        again = mutate(parent.program, parent.erase, RandomChooser(origin["chooser_seed"]), settings.generator,
                       donor.program, settings.erase_levels, provenance={"parent": parent.id})
        assert again is not None and (again.program, again.erase, again.mutator) == \
            (entry.program, entry.erase, origin["mutator"])
        assert entry.input_seed == settings.seed + entry.index
    # A finding's meta.json names its origin; its program.json is the program that was checked.
    for sig in FindingStore(str(tmp_path)).signatures():
        meta = json.load(open(os.path.join(tmp_path, sig, "meta.json")))
        program = Program.from_json(open(os.path.join(tmp_path, sig, "program.json")).read())
        if meta.get("origin", {}).get("kind") == "mutation":
            assert program.provenance["generator"] == "irfuzz.mutate"
            with pytest.raises(UsageError, match="mutation slot"):
                settings.case_for(meta["index"])
        else:
            assert program == settings.case_for(meta["index"]).program


@pytest.mark.parametrize("guided", [True, False])
def test_campaigns_are_deterministic_and_a_resume_continues_the_same_run(tmp_path, fake_oracle, guided):
    _campaign(tmp_path / "a", guided, 48)
    first = list(FakeSandbox.log)
    FakeSandbox.log = []
    _campaign(tmp_path / "b", guided, 48)
    assert FakeSandbox.log == first and len(first) == 48
    assert _corpus_files(str(tmp_path / "a")) == _corpus_files(str(tmp_path / "b"))

    FakeSandbox.log = []
    _campaign(tmp_path / "c", guided, 16)    # a session that stops early...
    stats = _campaign(tmp_path / "c", guided=None, max_programs=48)   # ...and its resume (the folder's mode)
    assert FakeSandbox.log == first and stats.programs == 48 and stats.session_programs == 32
    assert _corpus_files(str(tmp_path / "c")) == _corpus_files(str(tmp_path / "a"))
    settings = CampaignState.open(str(tmp_path / "c"), None).settings
    assert settings.guided is guided
    if guided:
        fresh = [i for i in range(48) if not settings.is_mutation_slot(i)]
        assert 4 <= len(fresh) < 24   # a mutation share of 0.75
        assert all(json.loads(first[i][2])["provenance"]["generator"] == "irfuzz.random" for i in fresh)
        assert sum(json.loads(p)["provenance"]["generator"] == "irfuzz.mutate" for _, _, p in first) >= 16
    else:
        assert [Program.from_json(p) for _, _, p in first] == [program_from_seed(11 + i, GEN) for i in range(48)]
    assert stats.features == len(json.load(open(tmp_path / "c" / "corpus" / "features.json"))["counts"])


def test_guided_and_blind_are_settings_of_the_campaign(tmp_path, fake_oracle):
    _campaign(tmp_path, True, 8)
    with pytest.raises(UsageError, match="guided"):
        _campaign(tmp_path, False, 16)
    assert _settings(guided=False).case_for(3).program == program_from_seed(8, GEN)
    guided = _settings()
    slot = next(i for i in range(100) if guided.is_mutation_slot(i))
    with pytest.raises(UsageError, match="mutation slot"):
        guided.case_for(slot)


def test_planned_programs_round_trip():
    planned = Planned(3, Case(program_from_seed(3, GEN), erase="torchscript", input_seed=3),
                      {"kind": "mutation", "parent": "000000001", "donor": "000000002", "mutator": "splice",
                       "chooser_seed": 12})
    text = json.dumps(planned.to_dict())
    assert json.dumps(Planned.from_dict(json.loads(text)).to_dict()) == text


def test_the_atheris_feedback_gives_each_compiler_feature_an_edge():
    calls = []

    def instrument(fn):
        return lambda: calls.append(fn())

    feedback = harness.make_feedback(instrument, max_k=2, feature_edges=64)
    verdict = Verdict("ok", per_k=[KOutcome(1, "ok", lowered=True, numerics="ok")],
                      features=["d:raw:arg>aten.roll:fs", "d:lin:arg>tensor.concat:fz"])
    feedback(verdict)
    edges = {c[1] for c in calls if c[0] == "feature"}
    assert edges == {stable_bucket(f, 64) for f in features_of(verdict)}


@pytest.mark.integration
@pytest.mark.parametrize("guided", [pytest.param(True, marks=pytest.mark.extended), False])
def test_real_campaigns_from_one_seed_are_deterministic(tmp_path, monkeypatch, guided):
    """The real oracle, one job: the same programs in the same order, the same features."""
    monkeypatch.setattr(driver_module, "FindingStore", functools.partial(FindingStore, verify_repro=False))
    runs = []
    for name in ("a", "b"):
        cfg = CampaignConfig(out=str(tmp_path / name), seconds=900, jobs=1, seed=2024, max_programs=12, batch=6,
                             reduce_budget=0, status_every=60, guided=guided, erase_levels=("none",),
                             oracle=OracleConfig(numerics=False))
        stats = run_campaign(cfg, lambda line: None)
        assert stats.programs == 12 and stats.internal_errors == 0
        runs.append(_corpus_files(str(tmp_path / name)))
    assert runs[0] == runs[1]
    entries = [e for n, e in runs[0].items() if n != "features.json"]
    assert entries and len(runs[0]["features.json"]["counts"]) > 50
    assert any(e["origin"]["kind"] == "mutation" for e in entries) == guided


def test_the_campaign_hands_the_crashes_and_hangs_it_stored_to_its_sandbox(tmp_path, fake_oracle, monkeypatch):
    """A block's check_batch gets the signatures of the hangs and crashes stored before it
    (their first example judged alone in full), so a hang's repeat may be judged on a leash and
    a crash's named from its batch (oracles/sandbox.py); other findings' signatures are not
    handed over."""
    given: list[set[str]] = []
    real = FakeSandbox.check_batch
    hang = Finding(symptom="timeout", stage="pipeline", k=1, message="hang: worker killed after the time limit",
                   pass_name="torch-decompose-complex-ops")
    crash = Finding(symptom="crash", stage="lowering", k=1, message="native crash: worker killed by SIGFPE (rc 136)",
                    pass_name="convert-torch-to-linalg")
    failure = Finding(symptom="pass-error", stage="pipeline", k=1, message="error: failed to legalize",
                      pass_name="convert-torch-to-linalg")

    def failing(self, cases, deadline=None, known_failures=()):
        given.append(set(known_failures))
        verdicts = real(self, cases, deadline)
        if len(given) == 1:  # the first block's first programs hang, crash and fail
            for i, finding in enumerate((hang, crash, failure)):
                verdicts[i] = Verdict("finding", [finding], [KOutcome(1, finding.symptom)], erase=cases[i].erase)
        return verdicts

    monkeypatch.setattr(FakeSandbox, "check_batch", failing)
    _campaign(tmp_path / "out", guided=False, max_programs=24)
    stored = {hang.signature, crash.signature}
    assert given[0] == set() and all(known == stored for known in given[1:]) and len(given) == 3, given

