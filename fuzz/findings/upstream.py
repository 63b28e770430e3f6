"""`irfuzz upstream FOLDER`: one finding folder as a ready-to-paste torch-mlir issue.

The report holds what a maintainer acts on without triage by hand:
  - a title naming the op, the pass and the symptom;
  - the minimal .mlir at the input of the failing pass and the ONE torch-mlir-opt command
    that shows the failure, run in a fresh process before it is printed ("verified:
    reproduces with torch-mlir-opt VERSION"), or "Python pipeline only" with the reason
    (fuzz/findings/opt_verify.py);
  - the program as a module in the style of torch-mlir's e2e tests (`@export`,
    `@annotate_args`, `@register_test_case` with the exact inputs), and for a miscompile the
    right (eager) and wrong (torch-mlir) values;
  - reachability from a user's default `export_and_import` (fuzz/findings/reachability.py);
  - the torch and torch-mlir versions it was found and checked with.

It reuses report.md's pieces (fuzz/findings/report.py). Works on a campaign's finding folder
and on a corpus/regressions entry (not on a `limitation-*` entry, an executor limit or an
internal error: those are no torch-mlir bug). Writes only caches into the folder
(upstream.json, before.min.mlir), never the files a finding was recorded with.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, replace
from typing import Any

from fuzz.finding_folder import FindingRecord
from fuzz.findings.at_defect import AtDefect, at_defect_lines, at_first_wrong_node, with_hand_lit
from fuzz.findings.defect_reports import DefectFolders, manifestation_lines, resolve
from fuzz.findings.diagnosis import diagnosis_lines, read_diagnosis
from fuzz.findings.introduced import WRITTEN_BY_IRFUZZ, Introduction, find_introducer, introduction_lines
from fuzz.findings.opt_verify import (
    OptCommand,
    OptVerification,
    bare_pass,
    mlir_files_smallest_first,
    own_pipeline,
    verify_opt_command,
)
from fuzz.findings.reachability import FactsSource, Reachability, facts_request, judge, load_facts
from fuzz.findings.report import (
    bisect_lines,
    first_wrong_node_lines,
    ir_excerpt,
    mismatch_lines,
    per_k_table,
    read_text,
)
from fuzz.findings.snippet import SnippetCheck, render_snippet, verify_snippet
from fuzz.findings.user_path import output_type_of
from fuzz.versions import versions
from generators.errors import UsageError

# What each symptom means, for a title.
SYMPTOM_WORDS = {
    "crash": "crashes", "timeout": "hangs", "verifier-error": "produces IR that does not verify",
    "pass-error": "fails", "backend-contract": "leaves IR outside the backend contract",
    "lowering-error": "fails to lower", "mismatch-eager": "computes wrong values (vs eager PyTorch)",
    "mismatch-k": "computes other values after one more simplification run",
    "mismatch-k-rng": "changes random values after one more simplification run",
    "import-error": "FX import fails", "non-convergence": "never reaches a fixpoint",
}
NOT_BUGS = ("executor-limit", "internal-error")


@dataclass
class UpstreamReport:
    text: str
    verification: OptVerification
    reachability: Reachability
    facts: dict[str, Any]
    covered: DefectFolders | None = None
    snippet: str | None = None
    snippet_check: SnippetCheck | None = None
    at_defect: AtDefect | None = None
    introduction: Introduction | None = None


def read_finding(folder: str) -> tuple[FindingRecord, list[str]]:
    """(its meta.json's record, the erasure levels the finding is seen at); UsageError for a
    folder that holds no torch-mlir bug."""
    try:
        record = FindingRecord.load(folder)
    except FileNotFoundError:
        raise UsageError(f"{folder}: no meta.json: not a finding folder") from None
    except (OSError, ValueError) as exc:
        raise UsageError(f"{folder}/meta.json: {exc}") from None
    if record.symptom in NOT_BUGS or record.symptom is None:
        raise UsageError(f"{folder}: a {record.symptom or 'folder without a symptom'}, not a torch-mlir finding")
    levels = [record.erase or "none"]
    expected_path = os.path.join(folder, "expected.json")
    if os.path.isfile(expected_path):
        with open(expected_path) as fh:
            expected = json.load(fh)
        if expected.get("kind") == "limitation":
            raise UsageError(f"{folder}: a limitation entry (unsupported in torch-mlir), not a bug report")
        levels = list(expected.get("erase") or levels)
    return record, levels


def _program(folder: str) -> dict[str, Any] | None:
    text = read_text(folder, "program.json")
    return json.loads(text) if text else None


def _ops(program: dict[str, Any] | None) -> list[str]:
    seen: list[str] = []
    for node in (program or {}).get("nodes", []):
        if node["op"] not in seen:
            seen.append(node["op"])
    return seen


def _subject(record: FindingRecord, program: dict[str, Any] | None) -> str:
    """The op a title names: the first wrong node's, the mismatching output's, or the program's."""
    details = record.details or {}
    node = details.get("first_wrong_node") or {}
    if node.get("op"):
        return str(node["op"])
    if (details.get("rule") or {}).get("source"):
        return str(details["rule"]["source"])
    ops = _ops(program)
    if ops:
        return " + ".join(ops[:3]) + (" + ..." if len(ops) > 3 else "")
    named = re.search(r"\[(aten\.[\w.]+), \w+\]", record.message or "")  # numeric: "[aten.roll, exact]"
    return named.group(1) if named else "a model"


def title(record: FindingRecord, program: dict[str, Any] | None) -> str:
    symptom = str(record.symptom)
    words = SYMPTOM_WORDS.get(symptom, symptom)
    first = (record.message or "").splitlines()[0]
    if symptom == "crash":
        crash = re.search(r"killed by (SIG\w+|signal \d+)", first)
        words += f" ({crash.group(1)})" if crash else ""
    where = record.pass_name or ("RefBackend lowering" if record.stage == "execute" and not
                                 symptom.startswith("mismatch") else record.stage)
    if symptom.startswith("mismatch"):
        m = ((record.details or {}).get("mismatches") or [{}])[0]
        shown = f": expected {m.get('expected')}, got {m.get('actual')}" if "expected" in m else ""
        return f"[torch-mlir] {_subject(record, program)} {words}{shown}"
    detail = "" if symptom in ("crash", "timeout") else f": {first.split(' :: ')[0][:110]}"
    return f"[torch-mlir] `{where}` {words} on {_subject(record, program)}{detail}"


def _class_name(record: FindingRecord, program: dict[str, Any] | None) -> str:
    op = _subject(record, program).split(" + ")[0].split(".")[-1]
    return "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", op) if part) + "Repro"


def e2e_test(record: FindingRecord, program_data: dict[str, Any] | None, values: dict[str, Any]) -> list[str]:
    """The program as a torch-mlir e2e test (module, annotations, inputs; eager's result in a
    comment), or the folder's model.py when the finding came from a model file."""
    from generators.program import Program
    from generators.pysource import forward_lines

    if program_data is None:
        return []
    program = Program.from_dict(program_data)
    name = _class_name(record, program_data)
    specs = []
    for inp in program.inputs:
        shape = [-1 if d in inp.dynamic else s for d, s in enumerate(inp.spec.shape)]
        specs.append(f"        ({shape}, torch.{inp.spec.dtype}, True),")
    outputs = ", ".join(program.outputs)
    args = [a if not a.startswith("<") else f"torch.load('inputs.pt')[{i}]  # {a}"
            for i, a in enumerate(values.get("inputs") or [])]
    lines = ["import torch", "",
             "from torch_mlir_e2e_test.annotations import annotate_args, export",
             "from torch_mlir_e2e_test.framework import TestUtils",
             "from torch_mlir_e2e_test.registry import register_test_case", "", "",
             f"class {name}(torch.nn.Module):", "    def __init__(self):", "        super().__init__()", "",
             "    @export", "    @annotate_args([", "        None,", *specs, "    ])",
             f"    def forward(self, {', '.join(i.name for i in program.inputs)}):",
             *[f"        {line}" for line in forward_lines(program)],
             f"        return {outputs}", "", "",
             f"@register_test_case(module_factory=lambda: {name}())",
             f"def {name}_basic(module, tu: TestUtils):",
             "    module.forward(", *[f"        {a}," for a in args], "    )"]
    for i, literal in enumerate(values.get("expected") or []):
        lines.append(f"    # eager PyTorch, output {i}: {literal}")
    return lines


def _values_table(values: dict[str, Any], record: FindingRecord) -> list[str]:
    """Eager's and torch-mlir's recorded outputs, side by side: only where torch-mlir's were
    recorded (actual.pt), and never the values of a random or uninitialized output, whose
    numbers no implementation shares (only its shape and dtype are judged)."""
    expected, actual = values.get("expected") or [], values.get("actual")
    rule = ((record.details or {}).get("rule") or {}).get("kind") or ""
    if not expected or not actual or rule in ("random", "undefined") or re.search(r", (random|undefined)\]",
                                                                                    record.message or ""):
        return []
    rows = ["| output | eager PyTorch (right) | torch-mlir (wrong) |", "|---|---|---|"]
    for i, (right, wrong) in enumerate(zip(expected, actual)):
        if right != wrong:
            rows.append(f"| {i} | `{right}` | `{wrong}` |")
    return rows + [""]


def _reproduce_lines(folder: str, record: FindingRecord, verification: OptVerification) -> list[str]:
    found = versions()["torch-mlir"]
    if verification.command is not None:
        name = verification.command.input_file
        ir = read_text(folder, name) or ""
        status = (f"**verified: reproduces with torch-mlir-opt {found}** ({verification.how}; run in a fresh "
                  "process by `irfuzz upstream`)" if verification.verified else
                  f"**not verified** ({verification.how or 'no candidate command reproduced it'})")
        where = (f"the IR the `{record.stage}` stage started from (the failing pass alone did not reproduce)"
                 if name == "stage_input.mlir" else f"the IR at the input of `{record.pass_name or record.stage}`")
        shrunk = f", shrunk from before.mlir: {verification.shrunk}" if verification.shrunk else ""
        return ["## Reproduce with torch-mlir-opt", "", status, "", "```sh", verification.command.text(), "```", "",
                f"`{name}` ({len(ir.splitlines())} lines{shrunk}), {where}:", "",
                "```mlir", *ir_excerpt(ir, name), "```", ""]
    if verification.python_only is None:
        tried = "; ".join(f"`{t.command.text()}`: {t.status} ({t.how})" for t in verification.trials)
        return ["## Reproduce", "", f"**not verified**: no torch-mlir-opt command showed the failure ({tried}).", ""]
    ir = read_text(folder, "before.mlir") or ""
    dialect, executor, _ = _EXECUTION.get(record.stage or "", _EXECUTION["execute"])
    label = (f"the {dialect} IR whose compiled numbers are wrong" if str(record.symptom).startswith("mismatch")
             else f"the {dialect} IR {executor} fails on")
    lines = ["## Reproduce", "", f"**Python pipeline only**: {verification.python_only}.", ""]
    if ir:
        lines += [f"`before.mlir`, {label} (IR_{record.k} lowered to {dialect}, the input of "
                  f"{executor}):", "", "```mlir", *ir_excerpt(ir, "before.mlir"), "```", ""]
    lines += _hand_written_lines(folder)
    if read_text(folder, "repro.py") is not None:
        lines += ["`python repro.py` in the finding folder reproduces it (exit 1); `irfuzz corpus bundle FOLDER "
                  "--out DIR` writes it with the irfuzz files it imports, to run with torch and torch-mlir only.", ""]
    return lines


# Each execution stage: the IR it compiled, what compiled and ran it, and the path it is (a
# miscompile's place is the path whose numbers are wrong).
_EXECUTION = {"execute": ("linalg-on-tensors", "the RefBackend lowering", "the linalg path"),
              "execute-tosa": ("TOSA", "the TOSA-to-linalg lowering and the RefBackend", "the TOSA path"),
              "execute-stablehlo": ("StableHLO", "IREE (iree-compile, its CPU runtime)", "the StableHLO path (IREE)")}


def _place(record: FindingRecord, program: dict[str, Any] | None) -> str:
    """Where the title says the defect is: the failing pass; for wrong numbers, the first
    op computed wrong (else the program's ops) and the path that computed it (a miscompile
    has no failing pass, and "`execute`" would point at the runtime)."""
    if str(record.symptom).startswith("mismatch"):
        path = _EXECUTION[record.stage][2] if record.stage in _EXECUTION else f"`{record.stage}`"
        return f"`{_subject(record, program)}` on {path}"
    return f"`{record.pass_name or record.stage}`"


def _hand_written_lines(folder: str) -> list[str]:
    """A wrong-values folder's hand-written one-pass files (a corpus entry's, with their own
    `Run:` command): shown, said to be unverified. A wrong number in IR is read by a person,
    not matched by irfuzz: no diagnostic or signal to check."""
    lines = []
    for name in mlir_files_smallest_first(folder):
        text = read_text(folder, name) or ""
        pipeline = own_pipeline(text)
        if name in WRITTEN_BY_IRFUZZ or pipeline is None:
            continue
        lines += [f"Written by hand with the corpus entry, **not verified by irfuzz** (the IR it prints is "
                  f"wrong, read its comment; nothing to match automatically): `{name}`", "", "```sh",
                  OptCommand(pipeline, name).text(), "```", "", "```mlir", *ir_excerpt(text, name), "```", ""]
    return lines


def render(folder: str, record: FindingRecord, erase_levels: list[str], facts: dict[str, Any],
           verification: OptVerification, covered: DefectFolders | None = None,
           snippet: tuple[str | None, SnippetCheck] | None = None,
           at_defect: AtDefect | None = None, introduction: Introduction | None = None,
           reached_by: tuple[str, Reachability] | None = None) -> tuple[str, Reachability]:
    """The report's markdown (pure, given the facts and the verification). `covered`: the
    defect the report is for and its other manifestations, listed under "Also shows as"."""
    program = _program(folder)
    reach = judge(record, facts.get("reach", {}), erase_levels, facts.get("output_type"))
    if reached_by is not None and _more_reachable(reached_by[1], reach):
        reach = Reachability(reached_by[1].label, f"Through the program of `{reached_by[0]}` (the same defect): "
                                                 + reached_by[1].sentence)
    values = facts.get("values") or {}
    found_with, now = record.versions or {}, versions()
    diagnosis = read_diagnosis(folder)
    heading = title(record, program)
    place = _place(record, program)
    # The pass that made what the other rejects is the place, but not for a crash: a pass must
    # not crash on IR the verifier accepts, whoever made it (the introduction is still shown).
    if introduction is not None and introduction.verified and record.symptom != "crash":
        place = f"`{introduction.introducer}` (rejected by `{introduction.rejecter}`)"
        heading = heading.replace(f"`{record.pass_name}`", place, 1)
    if diagnosis.at_fault:  # checked by hand: the fault is elsewhere than the pass irfuzz names
        place = diagnosis.at_fault
    if diagnosis.title:  # the defect in words, checked by hand; the place after it
        heading = f"[torch-mlir] {place}: {diagnosis.title}"
    parts = [f"# {heading}", "",
             *([f"Defect `{covered.defect}` of irfuzz's regression corpus." , ""] if covered and covered.defect
               else []),
             f"Found by irfuzz's differential fuzzing (symptom `{record.symptom}`, k={record.k}, "
             f"erasure levels {', '.join(erase_levels)}).", "",
             "**Reachability.** " + reach.sentence, ""]
    parts += _reproduce_lines(folder, record, verification)
    parts += introduction_lines(introduction)
    if introduction is not None and diagnosis.at_fault:
        parts += [f"Checked by hand (why.md), the fault is not in `{introduction.introducer}`, whose IR only "
                  f"exposes it, but in {diagnosis.at_fault}: see the diagnosis below.", ""]
    parts += at_defect_lines(at_defect)
    if snippet is not None and snippet[0] is not None:
        parts += _snippet_lines(*snippet, origin=reached_by[0] if reached_by else None)  # type: ignore[misc]
    test = e2e_test(record, program, values)
    if test:
        parts += ["## PyTorch module (torch-mlir e2e test style)", "", "```python", *test, "```", ""]
    elif read_text(folder, "model.py"):
        parts += ["## PyTorch module", "", "```python", (read_text(folder, "model.py") or "").rstrip(), "```", ""]
    if str(record.symptom).startswith("mismatch"):
        parts += ["## Wrong vs right values", ""] + _values_table(values, record) + mismatch_lines(record)
        parts += first_wrong_node_lines(record.details or {})
    else:
        parts += ["## Diagnostic", "", "```", (record.message or "").rstrip(), "```", ""]
    parts += diagnosis_lines(diagnosis)
    parts += manifestation_lines(covered) if covered else []
    parts += ["## What irfuzz saw at each k", "", "k = 1 is `torch-function-to-torch-backend-pipeline`; each "
              "further k runs `torch-simplification-pipeline` once more.", "", per_k_table(record.per_k or []), ""]
    parts += bisect_lines(record)
    parts += ["## Versions", "",
              f"- found with torch {found_with.get('torch', '?')}, torch-mlir {found_with.get('torch-mlir', '?')} "
              f"(irfuzz {found_with.get('irfuzz', '?')}, Python {found_with.get('python', '?')})",
              f"- checked with torch {now['torch']}, torch-mlir {now['torch-mlir']} (the command and reachability "
              "above)", ""]
    return "\n".join(parts), reach


_SNIPPET_WORDS = {"shows": "**verified: shows the failure**", "does-not-show": "**does not show the failure**",
                  "fails-differently": "**fails, but not with the finding's diagnostic**",
                  "could-not-run": "**could not run**", "not-run": "not run"}


def _snippet_lines(text: str, check: SnippetCheck, origin: str | None = None) -> list[str]:
    """The snippet section; `origin`: the other corpus entry whose program it is (a more
    reachable manifestation of the defect), said so; so is a start from the linalg IR."""
    whose = ([f"The program of `{origin}`, another manifestation of this defect that the user's path reaches "
              "more directly than this one's.", ""] if origin else [])
    if check.start == "linalg IR":
        whose += ["It starts from the linalg-on-tensors IR irfuzz's RefBackend lowered (`before.mlir`), since the "
                  "user's call does not reach the failure (reachability above); the program gives the inputs "
                  "and eager's results.", ""]
    return ["## Plain Python (torch and torch-mlir only)", "", *whose,
            f"{_SNIPPET_WORDS[check.status]} ({check.how}; `python snippet.py` in a fresh interpreter, exit 1 "
            "when the failure shows).", "", "```python", text.rstrip(), "```", ""]


def build_report(folder: str, verify: bool = True, source: FactsSource | None = None,
                 refresh: bool = False, regressions: str | None = None, at_the_defect: bool = True) -> UpstreamReport:
    """The upstream report of the defect a finding folder shows (fuzz/findings/defect_reports.py):
    built from the defect's primary corpus entry when the corpus `regressions` knows it,
    else from the folder itself. `source` computes facts the folder has not cached (one
    Sandbox for many folders); without one, a Sandbox is started when needed.
    `at_the_defect`: also the introducing pass, the first wrong node's cut and the snippet
    (seconds to a minute per report: subprocesses and fresh interpreters)."""
    covered = resolve(folder, regressions) if regressions else DefectFolders(None, folder)
    folder = covered.primary
    record, levels = read_finding(folder)
    owns_source = source is None
    source = source or FactsSource()
    try:
        facts = load_facts(folder, record, source, refresh)
        refbackend = (facts.get("values") or {}).get("refbackend_pipeline")
        verification = verify_opt_command(folder, record, verify, refbackend)
        at_defect = introduction = None
        request = facts_request(folder, record)
        if at_the_defect and str(record.symptom or "").startswith("mismatch") and read_text(folder,
                                                                                             "program.json"):
            at_defect = at_first_wrong_node(record, source.sandbox(), request, refbackend, verify)
            if at_defect is not None:
                at_defect = with_hand_lit(at_defect, folder, verify)
        command = verification.command
        if at_the_defect and verify and verification.verified and command is not None and command.pipeline in bare_pass(
                str(record.pass_name)):
            chain = lambda: source.sandbox().upstream_facts(  # noqa: E731 - asked only when needed
                {**request, "what": "chain", "k": record.k or 1, "erase": record.erase or "none"})
            introduction = find_introducer(folder, record, command.pipeline, chain)
        own_reach = judge(record, facts.get("reach", {}), levels, facts.get("output_type"))
        reached_by = _best_other_path(covered, record, source, refresh, own_reach) if covered.others else None
        snippet, check = None, SnippetCheck("not-run", "not asked for")
        if reached_by is not None and at_the_defect:  # the snippet of the program that reaches the defect
            other = os.path.join(os.path.dirname(folder), reached_by[0])
            snippet, check = _snippet(other, record, ["none"], load_facts(other, record, source, False), verify,
                                      reached_by[1])
        elif at_the_defect:
            snippet, check = _snippet(folder, record, levels, facts, verify, own_reach)
    finally:
        if owns_source:   # a caller's source serves its next reports: its Sandbox stays up
            source.close()
    text, reach = render(folder, record, levels, facts, verification, covered, (snippet, check), at_defect,
                         introduction, reached_by)
    return UpstreamReport(text, verification, reach, facts, covered, snippet, check, at_defect, introduction)


# Reachability labels, most reachable first.
RANK = ["default path", "decompositions off", "ONNX path", "erased types only", "irfuzz pipeline only", "unknown"]


def _more_reachable(a: Reachability, b: Reachability) -> bool:
    return RANK.index(a.label.split(";")[0]) < RANK.index(b.label.split(";")[0])


def _best_other_path(covered: DefectFolders, record: FindingRecord, source: FactsSource,
                     refresh: bool, own: Reachability) -> tuple[str, Reachability] | None:
    """A defect is as reachable as its most reachable manifestation: each other corpus
    entry's program on the user's path, judged against this report's failure (a cat of
    empty tensors reaches the canonicalizer's empty list through the default call, where the
    roll that found it is decomposed by PyTorch first). Only one strictly more reachable than
    the report's `own` program: otherwise the report keeps its own snippet and reach."""
    best: tuple[str, Reachability] | None = None
    for other in covered.others:
        if not os.path.isfile(os.path.join(other, "expected.json")):
            continue
        other_record, other_levels = read_finding(other)
        facts = load_facts(other, other_record, source, refresh)
        reach = judge(record, facts.get("reach", {}), ["none"], facts.get("output_type"))
        if reach.label in RANK[:2] and (best is None or RANK.index(reach.label) < RANK.index(best[1].label)):
            best = (os.path.basename(other), reach)
    return best if best is not None and _more_reachable(best[1], own) else None


def _snippet(folder: str, record: FindingRecord, levels: list[str], facts: dict[str, Any],
             verify: bool, reach: Reachability | None = None) -> tuple[str | None, SnippetCheck]:
    """The plain snippet (fuzz/findings/snippet.py) of `folder`'s program, showing `record`'s
    failure on the path reachability found it on (PyTorch's decompositions on only when the
    default path shows it), run when `verify`."""
    from generators.program import Program

    data = _program(folder)
    values = facts.get("values") or {}
    reach = reach or judge(record, facts.get("reach", {}), levels, facts.get("output_type"))
    text = render_snippet(Program.from_dict(data) if data else None, list(values.get("inputs") or []), record,
                          facts.get("output_type") or output_type_of(record), reach.label == "default path",
                          values.get("refbackend_pipeline"))
    if text is None:
        return None, SnippetCheck("not-run", "no snippet: a model file, or an input too large to write out")
    if not verify:
        return text, SnippetCheck("not-run", "not run (--no-verify)")
    check = verify_snippet(text, record)
    linalg = read_text(folder, "before.mlir")
    if check.shows or record.stage != "execute" or not linalg or not values.get("refbackend_pipeline"):
        return text, check
    # A failure of the RefBackend's lowering or run that the user's call does not reach (erased
    # types, the ONNX frontend): shown from the linalg IR irfuzz lowered, with torch-mlir alone.
    from_ir = render_snippet(Program.from_dict(data) if data else None, list(values.get("inputs") or []), record,
                             "linalg-on-tensors", False, values.get("refbackend_pipeline"), linalg_ir=linalg)
    if from_ir is None:
        return text, check
    ir_check = verify_snippet(from_ir, record)
    return (from_ir, replace(ir_check, start="linalg IR")) if ir_check.shows else (text, check)


def write_all(regressions: str, out: str, verify: bool = True, refresh: bool = False,
              log: Any = lambda line: None) -> list[dict[str, Any]]:
    """One report per bug defect of the corpus `regressions` into `out` (DEFECT.md) and an
    index (index.md); returns the index rows."""
    from fuzz.findings.defects import defect_entries

    os.makedirs(out, exist_ok=True)
    rows = []
    with FactsSource() as source:
        for defect, entries in defect_entries(regressions).items():
            expected = json.load(open(os.path.join(regressions, defect, "expected.json")))
            if expected.get("kind") == "limitation":
                continue
            report = build_report(os.path.join(regressions, defect), verify, source, refresh, regressions)
            with open(os.path.join(out, f"{defect}.md"), "w") as fh:
                fh.write(report.text)
            v = report.verification
            rows.append({"defect": defect, "title": report.text.splitlines()[0][2:], "entries": entries,
                         "command": v.command.text() if v.command else None,
                         "verified": v.verified, "python_only": v.python_only, "shown_by": _state(report),
                         "lit": bool(report.at_defect and report.at_defect.lit_fails_today),
                         "snippet": report.snippet_check.status if report.snippet_check else "not-run",
                         "reachability": report.reachability.label})
            log(f"{defect}: {len(entries)} entr{'y' if len(entries) == 1 else 'ies'}, "
                f"{_state(report)}; reachability: {report.reachability.label}")
    lines = ["# Upstream reports, one per defect", "",
             f"{len(rows)} defects over {sum(len(r['entries']) for r in rows)} corpus entries "
             "(`irfuzz upstream --all`).", "",
             "| defect | title | entries | torch-mlir-opt | lit test | snippet | shown by | reachability |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        state = "verified" if r["verified"] else "Python pipeline only" if r["python_only"] else "NOT verified"
        lines.append(f"| [`{r['defect']}`]({r['defect']}.md) | {r['title'].replace('|', '/')} | "
                     f"{', '.join(r['entries'])} | {state} | {'fails today' if r['lit'] else '-'} | "
                     f"{r['snippet']} | {r['shown_by']} | {r['reachability']} |")
    with open(os.path.join(out, "index.md"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    return rows


def _state(report: UpstreamReport) -> str:
    """What shows the defect, verified: the torch-mlir-opt command, the lit test at the first
    wrong node, the snippet, the cut's snippet; or that none does."""
    shown = []
    if report.verification.verified:
        shown.append("torch-mlir-opt command")
    at = report.at_defect
    if at is not None and at.lit_fails_today:
        shown.append("lit test")
    if report.snippet_check is not None and report.snippet_check.shows:
        shown.append("snippet")
    if at is not None and at.snippet_check is not None and at.snippet_check.shows:
        shown.append("snippet of the op alone")
    return ("verified: " + ", ".join(shown)) if shown else "NOT verified by any reproducer"


def cmd_upstream(args: argparse.Namespace) -> int:
    from fuzz.findings.defects import DEFAULT_REGRESSIONS

    if not os.path.isdir(args.folder):
        raise UsageError(f"{args.folder}: no such folder")
    if args.all:
        if not args.out:
            raise UsageError("--all writes one file per defect: give --out DIR")
        rows = write_all(args.folder, args.out, args.verify, args.refresh, log=print)
        print(f"irfuzz upstream: {len(rows)} defect(s), {sum(len(r['entries']) for r in rows)} entries; "
              f"index: {os.path.join(args.out, 'index.md')}", file=sys.stderr)
        return 0
    report = build_report(args.folder, verify=args.verify, refresh=args.refresh,
                          regressions=args.regressions or DEFAULT_REGRESSIONS)
    if args.out:
        with open(args.out, "w") as fh:
            fh.write(report.text)
        print(f"wrote {args.out}", file=sys.stderr)
    else:
        print(report.text)
    defect = report.covered.defect if report.covered else None
    print(f"irfuzz upstream: {'defect ' + defect + ': ' if defect else ''}{_state(report)}; "
          f"reachability: {report.reachability.label}", file=sys.stderr)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("upstream", help="print a ready-to-paste torch-mlir issue for one finding folder")
    p.add_argument("folder", help="a finding folder (campaign, check --out, reduce) or a corpus/regressions entry")
    p.add_argument("--out", help="write the report here instead of printing it")
    p.add_argument("--verify", action=argparse.BooleanOptionalAction, default=True,
                   help="run the torch-mlir-opt command in a fresh process first (default: on)")
    p.add_argument("--all", action="store_true",
                   help="FOLDER is a regressions folder: one report per defect into --out DIR, with index.md")
    p.add_argument("--regressions", help="the corpus whose defects a finding is matched against "
                   "(default: the repository's corpus/regressions)")
    p.add_argument("--refresh", action="store_true",
                   help="recompute reachability and values even when the folder's upstream.json holds")
    p.set_defaults(func=cmd_upstream)
