"""The fuzz targets: the bytes adapter, the crash policy, the seed corpus, and atheris itself.

Unit tests (pure Python) first; the `integration` ones run torch-mlir: every seed through
the targets' own check, and the atheris targets as processes with libFuzzer's flags.
"""

import json
import os
import random
import re
import subprocess
import sys
import time
import traceback
import zipfile
from functools import partial

import pytest
from helpers import lowering_finding
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT
from fuzz.targets import harness
from fuzz.targets.build_seed_corpus import SEEDS, build, entry_name, seed_files, write_zip
from fuzz.targets.bytes_input import (
    EMBEDDED_PREFIX,
    LEVELS,
    RecordingChooser,
    decode,
    encode_embedded,
    encode_generated,
    program_from_bytes,
)
from generators.catalog import op_names
from generators.choice import BytesChooser
from generators.dtypes import ALL_DTYPES, FLOAT_DTYPES, INTEGER_DTYPES
from generators.program import Program
from oracles.verdict import KOutcome, Verdict

PIPELINE = os.path.join(ROOT, "fuzz", "fuzz_pipeline.py")
NUMERICS = os.path.join(ROOT, "fuzz", "fuzz_numerics.py")
ROLL_EMPTY = os.path.join(ROOT, "corpus", "regressions", "roll-empty-dim-cat-canonicalize", "program.json")


# -- the bytes adapter ------------------------------------------------------------

def test_empty_bytes_make_a_valid_case():
    case = decode(b"")
    assert case.form == "generated" and case.erase == "none" and case.input_seed == 0
    assert len(case.program.nodes) >= 1
    assert Program.from_json(case.program.to_json()) == case.program


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=512))
def test_any_bytes_decode_to_a_valid_program(data):
    case = decode(data)
    assert case.erase in LEVELS and 0 <= case.input_seed < 256
    assert Program.from_json(case.program.to_json()) == case.program  # validates every field


def test_random_bytes_decode_deterministically_and_fast():
    rng = random.Random(5)
    blobs = [bytes(rng.randrange(256) for _ in range(rng.randrange(400))) for _ in range(500)]
    start = time.perf_counter()
    first = [decode(b).program.to_json() for b in blobs]
    elapsed = time.perf_counter() - start
    assert first == [decode(b).program.to_json() for b in blobs]
    assert program_from_bytes(blobs[3]).to_json() == first[3]
    assert elapsed < 10, f"{elapsed:.1f}s for 500 decodes: generation must stay cheap next to the oracle"
    assert len({j for j in first}) > 300  # different bytes, different programs


def test_embedded_form_round_trips_and_falls_back_when_broken():
    with open(ROLL_EMPTY) as fh:
        program = Program.from_json(fh.read())
    data = encode_embedded(program, "torchscript", 17)
    assert data.startswith(EMBEDDED_PREFIX)
    case = decode(data)
    assert (case.form, case.erase, case.input_seed, case.program) == ("embedded", "torchscript", 17, program)
    for broken in (data[:-5], data.replace(b'"torchscript"', b'"bogus"'), EMBEDDED_PREFIX + b"\xff\xfe",
                   data.replace(b'"aten.roll"', b'"aten.nope"')):
        fallback = decode(broken)
        assert fallback.form == "generated"
        Program.from_json(fallback.program.to_json())
    with pytest.raises(ValueError, match="erasure level"):
        encode_embedded(program, "partial")


@pytest.mark.parametrize("seed", range(0, 400, 7))
def test_generated_form_round_trips(seed):
    data, case = encode_generated(seed)
    assert not data.startswith(EMBEDDED_PREFIX)
    again = decode(data)
    assert (again.program, again.erase, again.input_seed) == (case.program, case.erase, case.input_seed)
    forced, forced_case = encode_generated(seed, "intermediate")
    assert forced_case.erase == "intermediate" and forced_case.program == case.program  # only the level moved
    assert decode(forced).program == case.program


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.tuples(st.integers(-300, 300), st.integers(0, 70000),
                                                 st.floats(0, 1)), max_size=30))
def test_recording_chooser_is_bytes_choosers_inverse(seed, asks):
    recorder = RecordingChooser(seed)
    answers = []
    for lo, width, p in asks:
        answers.append(recorder.integer(lo, lo + width))
        answers.append(recorder.chance(p))
    replay = BytesChooser(recorder.data())
    assert answers == [x for lo, width, p in asks for x in (replay.integer(lo, lo + width), replay.chance(p))]


# -- the crash policy (judge) -----------------------------------------------------

_finding = partial(lowering_finding, ir=None, signature="verifier-error-0123456789ab")


def _case():
    return decode(b"\x01\x02\x03")


KNOWN = {"verifier-error-000000000001": harness.KnownEntry("some-open-bug", "open"),
         "verifier-error-000000000002": harness.KnownEntry("some-fixed-bug", "fixed")}


def test_judge_passes_clean_verdicts_and_known_open_findings():
    quiet = []
    assert harness.judge(Verdict("ok", per_k=[KOutcome(1, "ok")]), _case(), True, KNOWN, log=quiet.append) == []
    known = _finding(signature="verifier-error-000000000001")
    assert harness.judge(Verdict("finding", [known]), _case(), True, KNOWN, log=quiet.append) == [known]
    assert quiet == []


def test_judge_raises_compiler_finding_with_the_verdict_json(monkeypatch):
    monkeypatch.delenv("IRFUZZ_FINDINGS", raising=False)
    reports = []
    verdict = Verdict("finding", [_finding(signature="verifier-error-000000000001"), _finding()],
                      per_k=[KOutcome(1, "ok"), KOutcome(2, "verifier-error")], erase="torchscript")
    with pytest.raises(harness.CompilerFinding) as info:
        harness.judge(verdict, _case(), False, KNOWN, "fuzz_pipeline", log=reports.append)
    message = str(info.value)
    assert message.startswith("verifier-error verifier-error-0123456789ab in convert-torch-to-linalg at k=2")
    assert json.loads(message.split(" verdict=", 1)[1]) == verdict.to_dict(full=False)
    assert info.value.verdict is verdict
    (text,) = reports
    assert "COMPILER FINDING" in text and "verifier-error-0123456789ab (not in corpus/regressions: new)" in text
    assert "FINDING verifier-error stage=lowering pass=convert-torch-to-linalg k=2" in text  # irfuzz check's text
    assert f"--erase {_case().erase} --seed {_case().input_seed} --no-numerics" in text
    assert _case().program.to_json(indent=None) in text
    assert not isinstance(info.value, harness.IrfuzzInternalError)
    # One crash state per signature for ClusterFuzz: the raising frame is named after it.
    assert traceback.extract_tb(info.value.__traceback__)[-1].name == "finding_verifier_error_0123456789ab"


def test_judge_raises_for_a_fixed_bug_back_and_on_request_for_known_ones(monkeypatch):
    monkeypatch.delenv("IRFUZZ_FINDINGS", raising=False)
    back = Verdict("finding", [_finding(signature="verifier-error-000000000002")])
    with pytest.raises(harness.CompilerFinding):
        harness.judge(back, _case(), True, KNOWN, log=lambda text: None)
    monkeypatch.setenv("IRFUZZ_REPORT_KNOWN", "1")
    with pytest.raises(harness.CompilerFinding):
        harness.judge(Verdict("finding", [_finding(signature="verifier-error-000000000001")]), _case(), True, KNOWN,
                      log=lambda text: None)


def test_judge_raises_internal_errors_apart_from_findings():
    reports = []
    verdict = Verdict.internal("eager PyTorch rejected the program: RuntimeError: boom")
    with pytest.raises(harness.IrfuzzInternalError) as info:
        harness.judge(verdict, _case(), True, KNOWN, log=reports.append)
    assert not isinstance(info.value, harness.CompilerFinding)
    assert "eager PyTorch rejected the program" in str(info.value)
    assert "INTERNAL ERROR (a bug in irfuzz, not in torch-mlir)" in reports[0]
    assert traceback.extract_tb(info.value.__traceback__)[-1].name.startswith("internal_error_")


def test_known_signatures_are_the_corpus_entries():
    known = harness.known_signatures()
    regressions = os.path.join(ROOT, "corpus", "regressions")
    by_signature: dict[str, set[tuple[str, str]]] = {}
    for name in os.listdir(regressions):
        with open(os.path.join(regressions, name, "expected.json")) as fh:
            expected = json.load(fh)
        for signature in [expected["signature"], *expected.get("also_signatures", [])]:
            by_signature.setdefault(signature, set()).add((name, expected["status"]))
    assert set(known) == set(by_signature)
    # the negative-pad entry's other symptom (why.md: checked by hand) is known as that entry's
    assert known["lowering-error-d9fccf617a28"].name == "constant-pad-nd-negative-padding-tensor-pad"
    for signature, entries in by_signature.items():
        # one signature can be two defects' entries (keyed apart by root cause): either names it
        assert (known[signature].name, known[signature].status) in entries, signature


def test_feedback_marks_one_function_per_oracle_outcome():
    calls = []

    def instrument(fn):
        def wrapped():
            calls.append(fn())
        return wrapped

    feedback = harness.make_feedback(instrument, max_k=4)
    feedback(Verdict("ok", per_k=[KOutcome(1, "ok", changed=None, lowered=True, numerics="ok"),
                                  KOutcome(2, "ok", changed=True, lowered=True, numerics="ok")]))
    per_k = [c for c in calls if c[0] != "feature"]
    assert per_k == [(1, "ok", None, True), (1, "numerics", "ok"), (2, "ok", True, True), (2, "numerics", "ok")]
    assert calls[:4] == per_k and calls[4:]  # then one edge per compiler feature (tests/test_guided.py)


def test_a_pyinstaller_bundle_serves_as_its_own_worker(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/out/fuzz_pipeline.pkg", "-m", "oracles.worker", "/tmp/scratch"])
    assert not harness.worker_invocation()  # a plain python: argv is libFuzzer's
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert harness.worker_invocation() == "oracles.worker"
    monkeypatch.setattr(sys, "argv", ["/out/fuzz_pipeline.pkg", "-m", "oracles.zygote", "5"])
    assert harness.worker_invocation() == "oracles.zygote"
    monkeypatch.setattr(sys, "argv", ["/out/fuzz_pipeline.pkg", "-m", "os", "5"])
    assert not harness.worker_invocation()  # only irfuzz's own served modules
    monkeypatch.setattr(sys, "argv", ["/out/fuzz_pipeline.pkg", "-runs=10", "corpus"])
    assert not harness.worker_invocation()


def test_libfuzzer_gets_a_runnable_argv0_for_jobs_and_merge():
    argv = harness.libfuzzer_argv(["fuzz/fuzz_pipeline.py", "-jobs=2", "corpus"])
    assert argv[1:] == ["-jobs=2", "corpus"]
    assert argv[0].startswith(sys.executable) and argv[0].endswith(os.path.abspath("fuzz/fuzz_pipeline.py"))
    assert harness.libfuzzer_argv(["/out/fuzz_pipeline", "-runs=1"]) == ["/out/fuzz_pipeline", "-runs=1"]


# -- the seed corpus --------------------------------------------------------------

def test_seed_zip_builds_and_every_entry_decodes_to_its_program(tmp_path):
    corpus = build()
    path = tmp_path / "fuzz_pipeline_seed_corpus.zip"
    write_zip(corpus, str(path))
    with zipfile.ZipFile(path) as zf:
        assert zf.testzip() is None
        assert sorted(zf.namelist()) == sorted(entry_name(p) for p in seed_files())
        for seed_path in seed_files():
            with open(seed_path) as fh:
                program = Program.from_json(fh.read())
            case = decode(zf.read(entry_name(seed_path)))
            assert case.program == program and case.erase == program.provenance["erase"], seed_path
    write_zip(corpus, str(tmp_path / "again.zip"))
    assert (tmp_path / "again.zip").read_bytes() == path.read_bytes()  # reproducible


def test_build_script_writes_zips_and_folders(tmp_path):
    done = subprocess.run([sys.executable, os.path.join(ROOT, "fuzz", "targets", "build_seed_corpus.py"),
                           "--zip", str(tmp_path / "a_seed_corpus.zip"), "--dir", str(tmp_path / "dir")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr.lower() and "no longer makes" not in done.stderr, done.stderr
    with zipfile.ZipFile(tmp_path / "a_seed_corpus.zip") as zf:
        assert len(zf.namelist()) == len(os.listdir(tmp_path / "dir")) == len(seed_files()) >= 36


def test_build_script_rejects_a_seed_without_its_erasure_level(tmp_path):
    (tmp_path / "s.json").write_text(decode(b"").program.to_json().replace('"erase": "none"', '"x": 1'))
    done = subprocess.run([sys.executable, os.path.join(ROOT, "fuzz", "targets", "build_seed_corpus.py"), "--seeds",
                           str(tmp_path), "--dir", str(tmp_path / "out")], capture_output=True, text=True)
    assert done.returncode == 2 and "provenance.erase" in done.stderr


def _seed_programs():
    for path in seed_files():
        with open(path) as fh:
            yield path, Program.from_json(fh.read())


def test_seeds_cover_every_op_dtype_family_and_erasure_level():
    ops, families, levels = set(), set(), set()
    family = {**{d: "integer" for d in INTEGER_DTYPES}, **{d: "float" for d in FLOAT_DTYPES}, "bool": "bool"}
    dtypes = set()
    for _, program in _seed_programs():
        ops |= {n.op for n in program.nodes}
        dtypes |= {s.dtype for s in program.specs().values()}
        levels.add(program.provenance["erase"])
    families = {family[d] for d in dtypes}
    assert ops == set(op_names())
    assert families == {"bool", "integer", "float"} and dtypes == set(ALL_DTYPES)
    assert levels == set(LEVELS)


def test_every_seed_module_is_imported_with_its_source():
    modules = sorted(f[:-3] for f in os.listdir(os.path.join(SEEDS, "modules")) if f.endswith(".py"))
    imported = {os.path.basename(p)[:-5]: prog for p, prog in _seed_programs() if "/imported/" in p}
    assert set(modules) | {"roll_module"} == set(imported)
    for name, program in imported.items():
        assert program.provenance["generator"] == "irfuzz.import"
        assert os.path.isfile(os.path.join(ROOT, program.provenance["source"])), name


def test_dictionary_has_every_op_and_dtype():
    with open(os.path.join(ROOT, "fuzz", "irfuzz.dict")) as fh:
        lines = [line for line in fh.read().splitlines() if line and not line.startswith("#")]
    assert all(re.fullmatch(r'\w+="(?:[^"\\]|\\.)*"', line) for line in lines), lines
    text = "\n".join(lines)
    for name in list(op_names()) + list(ALL_DTYPES):
        assert f'\\"{name}\\"' in text, name


# -- integration: the seeds through the targets' check, and atheris --------------

@pytest.mark.integration
@pytest.mark.extended
def test_every_seed_checks_without_new_findings_or_internal_errors(sandbox):
    """Each seed as the targets decode it (harness.decode, harness.case_for), numbers on,
    judged as a campaign does: batches of one erasure level (oracles/batch.py, the same
    verdicts as one by one: tests/test_batch.py): 36 CPU s here, against 64 one by one."""
    known = harness.known_signatures()
    by_erase: dict[str, list[tuple[str, object]]] = {}
    for name, data in build().items():
        case = harness.case_for(decode(data), True)
        by_erase.setdefault(case.erase, []).append((name, case))
    bad = []
    for named in by_erase.values():
        for start in range(0, len(named), 16):
            names, cases = zip(*named[start:start + 16])
            for name, verdict in zip(names, sandbox.check_batch(list(cases))):
                new = harness.unexpected(verdict, known)
                if verdict.status not in ("ok", "finding") or new:
                    bad.append((name, verdict.status, verdict.internal_error, [f.signature for f in new]))
    assert bad == []


@pytest.mark.integration
def test_the_ir_target_agrees_with_irfuzz_check_no_numerics(sandbox, irfuzz):
    with open(ROLL_EMPTY) as fh:
        data = encode_embedded(Program.from_json(fh.read()), "none")
    verdict = harness.check_bytes(data, False, sandbox)
    done = irfuzz("check", ROLL_EMPTY, "--json", "--no-numerics")
    cli = json.loads(done.stdout)
    assert [f["signature"] for f in cli["findings"]] == [f.signature for f in verdict.findings] != []
    assert all(o.numerics in (None, "not-run") for o in verdict.per_k)


def _run_target(script, *args, cwd, env=None, timeout=600):
    """A target as a process, in `cwd` (libFuzzer writes crash-*/slow-unit-* files there)."""
    return subprocess.run([sys.executable, script, *args], capture_output=True, text=True, timeout=timeout,
                          cwd=str(cwd), env={**os.environ, **(env or {})})


@pytest.fixture
def seeds_dir(tmp_path):
    """Three cheap seeds as a libFuzzer corpus folder."""
    folder = tmp_path / "seeds"
    folder.mkdir()
    for name in ("handwritten_neg_float64_rank0", "handwritten_full_like_int16_none", "generated_gen_0"):
        (folder / name).write_bytes(build()[name])
    return folder


@pytest.mark.integration
def test_atheris_runs_with_runs_dict_and_corpus_folders(tmp_path, seeds_dir):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    done = _run_target(PIPELINE, "-runs=8", "-seed=3", f"-dict={ROOT}/fuzz/irfuzz.dict", str(corpus),
                       str(seeds_dir), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Done 8 runs" in done.stderr and "3 files found in" in done.stderr
    assert "Dictionary: " in done.stderr
    assert os.listdir(corpus), "libFuzzer keeps new inputs in the first corpus folder"


@pytest.mark.integration
def test_atheris_stops_at_max_total_time(tmp_path):
    start = time.monotonic()
    done = _run_target(NUMERICS, "-max_total_time=8", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert re.search(r"Done \d+ runs in \d+ second", done.stderr)
    assert time.monotonic() - start < 120


@pytest.mark.integration
@pytest.mark.extended
def test_atheris_jobs_and_workers_run_the_target_in_subprocesses(tmp_path, seeds_dir):
    done = _run_target(PIPELINE, "-runs=4", "-jobs=2", "-workers=2", str(seeds_dir), cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr[-3000:]
    logs = sorted(p for p in os.listdir(tmp_path) if p.startswith("fuzz-") and p.endswith(".log"))
    assert logs == ["fuzz-0.log", "fuzz-1.log"]
    for log in logs:
        assert "Done 4 runs" in (tmp_path / log).read_text(), (tmp_path / log).read_text()[-2000:]


@pytest.mark.integration
@pytest.mark.extended
def test_atheris_merge_keeps_a_covering_subset(tmp_path, seeds_dir):
    merged = tmp_path / "merged"
    merged.mkdir()
    done = _run_target(PIPELINE, "-merge=1", str(merged), str(seeds_dir), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "MERGE-OUTER: successful" in done.stderr
    assert 1 <= len(os.listdir(merged)) <= 3


@pytest.mark.integration
@pytest.mark.parametrize("script, numerics", [(PIPELINE, False),
                                               pytest.param(NUMERICS, True, marks=pytest.mark.extended)])
def test_a_planted_finding_reproduces_from_its_crash_file(tmp_path, irfuzz, script, numerics):
    """With an empty regressions folder the roll-empty-dim bug is new: the target raises
    CompilerFinding, and the crash file replays it with `irfuzz check`'s Verdict text."""
    with open(ROLL_EMPTY) as fh:
        program = Program.from_json(fh.read())
    crash = tmp_path / "crash-planted"
    crash.write_bytes(encode_embedded(program, "none"))
    empty = tmp_path / "no-regressions"
    empty.mkdir()
    done = _run_target(script, str(crash), env={"IRFUZZ_REGRESSIONS": str(empty)}, cwd=tmp_path)
    assert done.returncode != 0
    out = done.stdout + done.stderr
    assert "Uncaught Python exception" in out and "CompilerFinding: verifier-error verifier-error-669914649e1f" in out
    assert "IrfuzzInternalError" not in out
    check = irfuzz("check", ROLL_EMPTY, "--erase", "none", *([] if numerics else ["--no-numerics"]))
    assert check.returncode == 1
    for line in check.stdout.splitlines():
        assert line in out, line  # the same Verdict `irfuzz check` prints
    summary = json.loads(out.split("verdict=", 1)[1].splitlines()[0])
    assert summary["findings"][0]["signature"] == "verifier-error-669914649e1f"
    # With the real corpus it is a known open bug: expected, not a crash.
    known = _run_target(script, str(crash), cwd=tmp_path)
    assert known.returncode == 0, known.stderr[-3000:]
    assert "known open regression verifier-error-669914649e1f" in known.stderr


@pytest.mark.integration
def test_a_native_crash_is_a_finding_and_a_dead_eager_stage_an_internal_error(tmp_path):
    crash = tmp_path / "input"
    crash.write_bytes(build()["handwritten_neg_float64_rank0"])
    native = _run_target(PIPELINE, str(crash), env={"IRFUZZ_FAULT_INJECT": "abort@pipeline:1"}, cwd=tmp_path)
    assert native.returncode != 0
    out = native.stdout + native.stderr
    assert "CompilerFinding: crash " in out and "SIGABRT" in out
    internal = _run_target(PIPELINE, str(crash), env={"IRFUZZ_FAULT_INJECT": "segv@eager:0"}, cwd=tmp_path)
    assert internal.returncode != 0
    out = internal.stdout + internal.stderr
    assert "IrfuzzInternalError: internal-error" in out and "CompilerFinding" not in out


@pytest.mark.integration
def test_the_hypothesis_target_replays_its_database_then_fuzzes(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    rng = random.Random(11)
    for i in range(2):
        (corpus / f"r{i}").write_bytes(bytes(rng.randrange(256) for _ in range(600)))
    done = _run_target(os.path.join(ROOT, "fuzz", "fuzz_hypothesis.py"), "-runs=3", "-seed=1", str(corpus),
                       env={"IRFUZZ_HYPOTHESIS_DB": str(tmp_path / "db"), "IRFUZZ_NUMERICS": "0"}, cwd=tmp_path)
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert "Done 3 runs" in done.stderr
    assert re.search(r"INITED cov: (\d+)", done.stderr) and int(re.search(r"INITED cov: (\d+)", done.stderr)[1]) > 50
