"""Convergence of the iterated pipeline (oracles/convergence.py, fuzz/campaign/convergence.py) and
pipeline variants (oracles/variants.py), with the real torch-mlir wheel.

Programs come from Program JSON fixtures: seeded 300 (tests/data/seeded) changes once, IR_1 ->
IR_2, seeded 302 does not; tests/data/variants holds the variant fixtures (its README says what
each one is)."""

import json
import os

import pytest
from helpers import program_file

from fuzz.campaign.convergence import ConvergenceCounts
from fuzz.campaign.driver import campaign_context
from fuzz.campaign.state import BatchTally, CampaignSettings, CampaignState
from fuzz.findings.report_convergence import convergence_markdown
from generators.errors import UsageError
from generators.generate import GeneratorConfig
from oracles.batch import check_batch
from oracles.case import Case, check_case, prepare_case
from oracles.convergence import pipeline_units
from oracles.features import features_of
from oracles.iterate import OracleConfig, run_iterations
from oracles.variants import DEFAULT_VARIANT, VARIANTS, PipelineVariant, apply_variant, register, rotation
from tests.seeded import seeded_program

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "variants")
# Only the pipelines matter here: no lowering, no numbers (cheap).
PIPELINES_ONLY = OracleConfig(lower=False, numerics=False)
SHAPES = "torch-shape-refinement-pipeline"


def test_units_name_each_pass_once_and_the_refinement_spans_as_their_pipelines():
    labels = [label for label, _ in pipeline_units("torch-simplification-pipeline")]
    assert labels[0] == "canonicalize#1" and labels[-1] == "canonicalize#6"  # six canonicalizes, in order
    assert labels[-2] == "torch-decompose-complex-ops"
    assert SHAPES in labels and "torch-dtype-refinement-pipeline" in labels
    assert not any(label.startswith(("torch-reify", "torch-drop-abstract")) for label in labels)
    assert len(labels) == len(set(labels))


def test_a_change_at_k2_is_named_by_its_passes_alone_and_in_a_batch_and_counted():
    changing, steady = seeded_program(300), seeded_program(302)
    verdict = check_case(Case(changing, erase="torchscript", config=PIPELINES_ONLY))
    assert verdict.status == "ok"
    by_k = {o.k: o for o in verdict.per_k}
    assert by_k[2].changed and not by_k[3].changed
    assert SHAPES in by_k[2].changed_by and by_k[3].changed_by is None
    assert f"p2:{SHAPES}" in features_of(verdict)
    assert verdict.timings["convergence"] > 0

    batch = check_batch([Case(changing, erase="torchscript", config=PIPELINES_ONLY),
                         Case(steady, erase="torchscript", config=PIPELINES_ONLY)])
    assert [o.changed_by for o in batch[0].per_k] == [o.changed_by for o in verdict.per_k]  # as alone
    assert not any(o.changed for o in batch[1].per_k) and not any(f.startswith("p") for f in batch[1].features
                                                                   if f[1:2].isdigit())
    counts = ConvergenceCounts()
    for v in batch:
        counts.add(v, DEFAULT_VARIANT)
    assert counts.totals["reached_k2"] == 2 and counts.totals["changed_k2"] == 1
    assert counts.totals["changed_after_k2"] == 0 and counts.passes_k2[SHAPES] == 1
    assert "| all | 50.0% (1/2) |" in "\n".join(convergence_markdown({"convergence": counts.to_dict()}))


def test_convergence_counts_persist_across_a_resume_and_old_states_read_as_zero(tmp_path):
    settings = CampaignSettings(7, 4, ("none",), GeneratorConfig(), OracleConfig())
    state = CampaignState.open(str(tmp_path), settings)
    tally = BatchTally(programs=4)
    tally.convergence.totals.update(reached_k2=4, changed_k2=3, reached_k3=4, changed_after_k2=1)
    tally.convergence.passes_after_k2["canonicalize#6"] = 1
    state.commit((0, 4), tally)
    again = CampaignState.open(str(tmp_path), None)
    assert again.convergence.totals["changed_k2"] == 3 and again.convergence.passes_after_k2 == {"canonicalize#6": 1}
    data = json.loads((tmp_path / "campaign.json").read_text())
    del data["convergence"]  # a campaign made before the counts existed
    (tmp_path / "campaign.json").write_text(json.dumps(data))
    assert CampaignState.open(str(tmp_path), None).convergence.totals["reached_k2"] == 0


def test_every_variant_parses_and_the_default_is_todays_configuration():
    from torch_mlir.passmanager import PassManager

    from generators.mlir import new_context
    from oracles.pipeline import module_pipeline

    for variant in VARIANTS.values():
        for pipeline in (variant.backend_pipeline, variant.iterated_pipeline):
            PassManager.parse(module_pipeline(pipeline), context=new_context())  # raises if it does not parse
    config = OracleConfig(iterations=2)
    assert apply_variant(config, DEFAULT_VARIANT) is config
    assert (VARIANTS[DEFAULT_VARIANT].backend_pipeline, VARIANTS[DEFAULT_VARIANT].iterated_pipeline) == (
        OracleConfig.backend_pipeline, OracleConfig.iterated_pipeline)
    legal = apply_variant(config, "linalg-legal-ops")
    assert "backend-legal-ops=aten.flatten.using_ints" in legal.iterated_pipeline and legal.iterations == 2
    assert "stablehlo-legal-ops" not in rotation("all") and DEFAULT_VARIANT not in rotation("all")
    with pytest.raises(UsageError):
        rotation("linalg-legal-ops,no-such-variant")
    with pytest.raises(ValueError):
        register(PipelineVariant(DEFAULT_VARIANT, "again", "a", "b"))


def test_a_backend_legal_op_stays_in_ir1_only_with_its_variant():
    program = program_file(DATA, "flatten.json")
    for name, kept in ((DEFAULT_VARIANT, False), ("linalg-legal-ops", True), ("tosa-legal-ops", True)):
        config = apply_variant(PIPELINES_ONLY, name)
        prepared = prepare_case(Case(program, config=config))
        result = run_iterations(prepared.raw_ir, config)
        assert ("torch.aten.flatten.using_ints" in result.texts[0]) is kept, name
        assert [o.outcome for o in result.outcomes] == ["ok"] * 4


def test_a_campaign_draws_variants_per_batch_from_its_seed_and_records_them():
    settings = CampaignSettings(4242, 4, ("none",), GeneratorConfig(), OracleConfig(),
                                variants=("linalg-legal-ops", "iterate-no-decompose"), variant_share=0.5)
    drawn = [settings.variant_of(i) for i in range(64)]
    assert all(len(set(drawn[b:b + 4])) == 1 for b in range(0, 64, 4))  # one per batch
    assert drawn == [settings.variant_of(i) for i in range(64)]
    assert {DEFAULT_VARIANT, "linalg-legal-ops", "iterate-no-decompose"} == set(drawn)
    index = drawn.index("linalg-legal-ops")
    assert settings.fresh_case(index).config == apply_variant(OracleConfig(), "linalg-legal-ops")
    context = campaign_context(settings, index, "DIR")
    assert context["variant"] == "linalg-legal-ops" and "--variant linalg-legal-ops" in context["regenerate"]
    assert "variant" not in campaign_context(settings, drawn.index(DEFAULT_VARIANT), "DIR")
    plain = CampaignSettings(4242, 4, ("none",), GeneratorConfig(), OracleConfig())
    assert "variants" not in plain.to_dict() and CampaignSettings.from_dict(settings.to_dict()) == settings


def test_check_variant_reaches_meta_json_and_bad_variants_are_usage_errors(irfuzz, tmp_path):
    fixture = os.path.join(DATA, "linalg_legal_flatten.json")
    done = irfuzz("check", fixture, "--erase", "torchscript", "--seed", "4279", "--no-numerics",
                  "--variant", "linalg-legal-ops", "--out", str(tmp_path / "found"))
    assert done.returncode == 1, done.stderr
    folders = [f for f in os.listdir(tmp_path / "found") if f.startswith("verifier-error-")]
    assert folders
    meta = json.loads((tmp_path / "found" / folders[0] / "meta.json").read_text())
    assert meta["variant"] == "linalg-legal-ops"
    assert irfuzz("check", fixture, "--variant", "no-such-variant").returncode == 2
    clash = irfuzz("check", fixture, "--variant", "linalg-legal-ops", "--pipeline", "canonicalize")
    assert clash.returncode == 2 and "--variant sets both pipelines" in clash.stderr
