"""`irfuzz replay DIR` and `irfuzz corpus add FINDING_DIR`: keeping confirmed bugs confirmed.

`replay` checks every entry of a regressions folder (format in corpus/README.md)
at every erasure level its expected.json lists, in one Sandbox (one worker
process for the whole corpus), with only the iterations its recorded k needs (as reduction
checks a candidate: fuzz/findings/reduce.py iterations_needed; an `oracle.iterations` in
expected.json is kept as written), and sorts each result:

  detected   open, and found again with the same signature, symptom, stage, pass, k
  clean      fixed, and the program passes
  passing    open, but the program now passes: fixed upstream? move it (status fixed)
  changed    open, found but not as recorded (other signature, or other stage/pass/k)
  regressed  fixed, but found again
  internal   irfuzz failed on the entry (a bug in irfuzz)
  unfilled   why.md is still the `corpus add` template
  skipped    the entry's frontend cannot run here (an ONNX entry without the [onnx] extra)

Only `detected`, `clean` and `skipped` are expected; anything else makes the exit status 1.
An entry is checked through the frontend its meta.json names (`frontend`; none: FX), as the
campaign that found it did.

`corpus add` promotes a finding folder (what `irfuzz run`/`check --out`/`reduce`
write) into corpus/regressions/<name>/ with expected.json status `open` and a
why.md template. Checking by hand why it is a bug is the point of the corpus:
replay reports the entry as `unfilled` until why.md is written.

`corpus learn FOLDER... --defect D` records what a person who sorted campaign findings by hand
decided: these folders are defect D. Their root causes go into the learned.json of D's primary
entry, and triage then calls a finding with one of those keys `known: D` and points at D
(`look`) from one that `same_defect` ties to them (fuzz/findings/triage.py corpus_match): one
defect found through other ops and conditions than its entries'. `corpus rekey` leaves them as
they were stored: a key written by older rules is still compared through its trigger.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Callable

from fuzz.atomic import write_json_atomic
from fuzz.finding_folder import FindingRecord, meta_path
from fuzz.findings.defects import DEFAULT_REGRESSIONS, corpus_defects
from fuzz.findings.root_cause import same_defect, stored_root_cause
from generators.errors import ProgramError, UsageError
from generators.program import Program

WHY_TEMPLATE_MARKER = "<!-- irfuzz: template, fill in by hand -->"
EXPECTED_OUTCOMES = ("detected", "clean", "skipped")
# replay, corpus add and rekey give every check a fresh worker (a fork of the zygote, cheap):
# an entry's miscompiled code can write out of bounds in the worker that runs it
# (index-put-negative-index-not-wrapped does), and the next check must not pay for that.
REPLAY_RECYCLE_AFTER = 1
_MATCHED_FIELDS = (("symptom", "symptom"), ("stage", "stage"), ("pass", "pass_name"), ("k", "k"))


@dataclass
class ReplayResult:
    entry: str
    erase: str
    outcome: str                  # see the module docstring
    expected_status: str
    message: str = ""
    found: list[dict[str, Any]] = field(default_factory=list)  # finding summaries, as `check --json`

    @property
    def ok(self) -> bool:
        return self.outcome in EXPECTED_OUTCOMES


def load_expected(folder: str) -> dict[str, Any]:
    """An entry's expected.json, validated (the message names the entry and the field)."""
    path = os.path.join(folder, "expected.json")
    try:
        with open(path) as fh:
            expected = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"{path}: {exc}") from None
    if expected.get("status") not in ("open", "fixed"):
        raise UsageError(f"{path}: status must be 'open' or 'fixed', got {expected.get('status')!r}")
    levels = expected.get("erase")
    from generators.erasure import ERASURE_LEVELS

    if not isinstance(levels, list) or not levels or any(level not in ERASURE_LEVELS for level in levels):
        raise UsageError(f"{path}: erase must be a non-empty list of {', '.join(ERASURE_LEVELS)}")
    timeout = expected.get("timeout")  # optional: this entry's check limit (a hang entry's)
    if timeout is not None and not (isinstance(timeout, (int, float)) and timeout > 0):
        raise UsageError(f"{path}: timeout must be a positive number of seconds, got {timeout!r}")
    defect = expected.get("defect")
    if defect is not None and not (isinstance(defect, str) and re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", defect)):
        raise UsageError(f"{path}: defect must be the name of the defect's primary entry, got {defect!r}")
    if expected["status"] == "open":
        missing = [key for key, _ in _MATCHED_FIELDS + (("signature", ""),) if key not in expected]
        if missing:
            raise UsageError(f"{path}: an open entry needs {', '.join(missing)}")
    return expected


def entries(regressions: str) -> list[str]:
    """Entry folders (those with an expected.json), sorted by name."""
    if not os.path.isdir(regressions):
        raise UsageError(f"{regressions}: no such folder")
    return [name for name in sorted(os.listdir(regressions))
            if os.path.isfile(os.path.join(regressions, name, "expected.json"))]


def entry_program(folder: str) -> Program:
    """The Program of a corpus entry (or finding folder); UsageError when program.json is
    missing or malformed."""
    path = os.path.join(folder, "program.json")
    try:
        with open(path) as fh:
            return Program.from_json(fh.read())
    except OSError:
        raise UsageError(f"{folder}: no program.json") from None
    except ProgramError as exc:
        raise UsageError(f"{path}: malformed program: {exc}") from None


def entry_config(folder: str, expected: dict[str, Any]) -> Any:
    """The OracleConfig an entry (or finding folder) is checked with: irfuzz check's defaults,
    the frontend its meta.json names (absent: FX, as before frontends existed), the extra
    backends it recorded (`extra_backends`: a TOSA or StableHLO finding is only seen again
    when that backend runs), then expected.json's `oracle` overrides."""
    from oracles.backends import with_recorded_backends
    from oracles.iterate import OracleConfig

    record = FindingRecord.read_or_blank(folder)
    config = with_recorded_backends(OracleConfig(frontend=record.frontend) if record.frontend else OracleConfig(),
                                    record.extra_backends)
    return replace(config, **expected.get("oracle", {}))


def replay_config(folder: str, expected: dict[str, Any]) -> Any:
    """entry_config with the fewest iterations that still compute the entry's recorded k:
    an entry says what is found at k, which the iterations after it cannot change (K = 1
    rather than 3 for the many entries found at k = 1)."""
    from fuzz.findings.reduce import iterations_needed

    config = entry_config(folder, expected)
    if "iterations" in expected.get("oracle", {}):
        return config
    return replace(config, iterations=min(config.iterations, iterations_needed(expected["symptom"], expected.get("k"))))


def entry_signatures(expected: dict[str, Any]) -> list[str]:
    """The entry's signature, then each of its `also_signatures`."""
    return [expected["signature"], *expected.get("also_signatures", [])]


def judge_entry(name: str, expected: dict[str, Any], erase: str, verdict: Any) -> ReplayResult:
    """Sort one Verdict of an entry (pure: the tests feed it made-up Verdicts)."""
    found = [f.summary() for f in verdict.findings]
    status = expected["status"]
    result = ReplayResult(name, erase, "", status, found=found)
    if verdict.status not in ("ok", "finding"):
        result.outcome = "internal"
        result.message = (verdict.internal_error or verdict.status).splitlines()[0][:300]
        return result
    if status == "fixed":
        result.outcome = "regressed" if verdict.findings else "clean"
        result.message = ("found again: " + ", ".join(f.signature for f in verdict.findings)) if verdict.findings \
            else "passes, as expected"
        return result
    if not verdict.findings:
        result.outcome = "passing"
        result.message = "now passes: fixed upstream? move it (set status to fixed, say so in why.md)"
        return result
    # `also_signatures`: the same defect under another signature, checked by hand (why.md says
    # why), as fuzz targets and triage take them too.
    same = [f for f in verdict.findings if f.signature in entry_signatures(expected)]
    if not same:
        result.outcome = "changed"
        result.message = (f"changed signature: expected {expected['signature']}, found "
                          + ", ".join(f"{f.signature} ({f.symptom} in {f.pass_name or f.stage} at k={f.k})"
                                      for f in verdict.findings))
        return result
    differ = [f"{key} {expected[key]!r} -> {getattr(same[0], attr)!r}" for key, attr in _MATCHED_FIELDS
              if expected[key] != getattr(same[0], attr)]
    result.outcome = "changed" if differ else "detected"
    result.message = ("same signature, but " + "; ".join(differ)) if differ else \
        f"still detected: {same[0].symptom} in {same[0].pass_name or same[0].stage} at k={same[0].k}"
    return result


def why_unfilled(folder: str) -> bool:
    path = os.path.join(folder, "why.md")
    if not os.path.isfile(path):
        return True
    with open(path) as fh:
        return WHY_TEMPLATE_MARKER in fh.read()


def replay(regressions: str, sandbox: Any, log: Callable[[str], None] = lambda line: None,
           only: list[str] | None = None, levels: dict[str, list[str]] | None = None) -> list[ReplayResult]:
    """Check every entry (or those named in `only`) at every listed erasure level (or those
    `levels` names for it) with `sandbox` (a Sandbox: one worker for the whole corpus)."""
    from oracles.case import Case
    from oracles.frontends import get_frontend

    results: list[ReplayResult] = []
    for name in entries(regressions):
        if only is not None and name not in only:
            continue
        folder = os.path.join(regressions, name)
        expected = load_expected(folder)
        program = entry_program(folder)
        config = replay_config(folder, expected)
        if why_unfilled(folder):
            result = ReplayResult(name, "-", "unfilled", expected["status"],
                                  "why.md is missing or still the template: say by hand why it is a bug")
            results.append(result)
            log(_line(result))
        missing = get_frontend(config.frontend).missing()
        for erase in (levels or {}).get(name, expected["erase"]):
            if missing:
                result = ReplayResult(name, erase, "skipped", expected["status"], f"not checked: {missing}")
                results.append(result)
                log(_line(result))
                continue
            verdict = _check_within(sandbox, expected.get("timeout"),
                                    Case(program, None, erase, int(expected.get("input_seed", 0)), config))
            result = judge_entry(name, expected, erase, verdict)
            results.append(result)
            log(_line(result))
    return results


def _check_within(sandbox: Any, timeout: float | None, case: Any) -> Any:
    """sandbox.check(case), with the entry's own `timeout` (expected.json) when it has one:
    a hang entry need not cost the corpus-wide limit at every replay."""
    if timeout is None:
        return sandbox.check(case)
    saved, sandbox.timeout = sandbox.timeout, float(timeout)
    try:
        return sandbox.check(case)
    finally:
        sandbox.timeout = saved


def _line(result: ReplayResult) -> str:
    mark = "ok " if result.ok else "!! "
    return f"{mark}{result.outcome:<9} {result.entry} [{result.erase}]: {result.message}"


def cmd_replay(args: argparse.Namespace) -> int:
    from oracles.sandbox import Sandbox

    names = entries(args.dir)
    print(f"replaying {len(names)} entries of {args.dir}", file=sys.stderr, flush=True)
    with Sandbox(timeout=args.timeout, recycle_after=REPLAY_RECYCLE_AFTER) as sandbox:
        results = replay(args.dir, sandbox, (lambda line: None) if args.json else
                         (lambda line: print(line, flush=True)), args.entry or None)
    bad = [r for r in results if not r.ok]
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=1))
    else:
        counts: dict[str, int] = {}
        for r in results:
            counts[r.outcome] = counts.get(r.outcome, 0) + 1
        print(f"{len(results)} checks: " + ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
              + (f"; UNEXPECTED: {', '.join(sorted({r.entry for r in bad}))}" if bad else "; all as expected"))
    return 1 if bad else 0


# -- corpus add ------------------------------------------------------------------

WHY_TEMPLATE = """{marker}
# {title}

**Status: open** (torch-mlir {torch_mlir}, torch {torch}). Found by irfuzz: {symptom} in
{where} at k={k}, erasure level {erase}. Signature `{signature}`.

> {message}

## Why it is a bug (checked by hand)

TODO: what the program computes in eager PyTorch, what torch-mlir does instead, and
which pass is at fault (read before.mlir and error.log; run repro.sh). If it is a
limitation rather than a bug, say so and add `"kind": "limitation"` to expected.json.
Delete the first line of this file once this section is written.

## Upstream

TODO: the torch-mlir issue, if one exists.

## Reproduce

```sh
sh repro.sh
irfuzz check program.json --erase {erase} --seed {seed}
```
"""


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def default_name(record: FindingRecord) -> str:
    where = record.pass_name or record.stage or "unknown"
    return _slug(f"{where}-{record.signature}")


# What `corpus add` leaves out: derived from what it keeps (program.json, meta.json), and
# written again by `irfuzz corpus bundle` (fuzz/findings/bundle.py) or `irfuzz upstream`.
DERIVED_FILES = ("model.py", "report.md", "upstream.json")


def add_finding(finding_dir: str, regressions: str, name: str | None = None,
                sandbox: Any = None, defect: str | None = None) -> str:
    """Copy a finding folder into `regressions/<name>/` with expected.json (status open)
    and a why.md template. With a sandbox, first check that the program still gives the
    finding's signature. `defect`: the defect this entry is another manifestation of (an
    entry's defect already in the corpus; default: a defect of its own, named like the
    entry). Returns the new entry's folder."""
    try:
        record = FindingRecord.load(finding_dir)
    except (OSError, ValueError) as exc:
        raise UsageError(f"{finding_dir}: not a finding folder ({exc})") from None
    if record.signature is None:
        raise UsageError(f"{meta_path(finding_dir)}: no signature "
                         "(an internal error or an executor limit is no regression)")
    if not os.path.isfile(os.path.join(finding_dir, "program.json")):
        raise UsageError(f"{finding_dir}: no program.json (for a model file, `irfuzz import` it first)")
    program = entry_program(finding_dir)
    name = name or default_name(record)
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", name):
        raise UsageError(f"--name {name!r}: use letters, digits, '.', '_' and '-'")
    os.makedirs(regressions, exist_ok=True)
    target = os.path.join(regressions, name)
    if os.path.exists(target):
        raise UsageError(f"{target} already exists")
    if defect is not None and defect not in set(corpus_defects(regressions).values()):
        raise UsageError(f"--defect {defect!r}: no entry of {regressions} belongs to that defect")
    ours = stored_root_cause(record.root_cause)
    for other in entries(regressions):
        known = load_expected(os.path.join(regressions, other))
        if known.get("signature") != record.signature:
            continue
        # A generic diagnostic can be two defects' signature: a second entry is welcome when
        # both are keyed by root cause and the keys are two defects (triage's same_defect).
        theirs = stored_root_cause(known.get("root_cause"))
        if ours is None or theirs is None or same_defect(ours, theirs):
            raise UsageError(f"signature {record.signature} is already in the corpus: {other}"
                             + ("" if ours and theirs else " (and the root causes cannot tell them apart: "
                                "key both, `irfuzz triage --compute` and `irfuzz corpus rekey`)"))
    erase = record.erase or "none"
    seed = record.seed if isinstance(record.seed, int) else 0
    expected: dict[str, Any] = {"status": "open", "symptom": record.symptom, "stage": record.stage,
                                "pass": record.pass_name, "k": record.k, "signature": record.signature,
                                "erase": [erase], "defect": defect or name}
    if seed:
        expected["input_seed"] = seed
    if ours is not None:
        expected["root_cause"] = ours.to_dict()
    if sandbox is not None:
        from oracles.case import Case

        verdict = sandbox.check(Case(program, None, erase, seed, entry_config(finding_dir, {})))
        result = judge_entry(name, expected, erase, verdict)
        if result.outcome != "detected":
            raise UsageError(f"{finding_dir} does not reproduce as recorded ({result.outcome}): {result.message}")
    tmp = tempfile.mkdtemp(dir=regressions, prefix=f".{name}-")
    try:
        for item in sorted(os.listdir(finding_dir)):
            src = os.path.join(finding_dir, item)
            if os.path.isfile(src) and item not in ("expected.json", "why.md", *DERIVED_FILES):
                shutil.copy2(src, os.path.join(tmp, item))
        write_json_atomic(os.path.join(tmp, "expected.json"), expected)
        versions = record.versions or {}
        with open(os.path.join(tmp, "why.md"), "w") as fh:
            fh.write(WHY_TEMPLATE.format(
                marker=WHY_TEMPLATE_MARKER, title=f"{record.symptom} in {record.pass_name or record.stage}",
                torch_mlir=versions.get("torch_mlir", versions.get("torch-mlir", "?")),
                torch=versions.get("torch", "?"), symptom=record.symptom,
                where=record.pass_name or record.stage, k=record.k, erase=erase,
                signature=record.signature, message=record.message.splitlines()[0][:300]
                if record.message else "", seed=seed))
        os.rename(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def cmd_corpus_add(args: argparse.Namespace) -> int:
    sandbox = None
    if not args.no_check:
        from oracles.sandbox import Sandbox

        sandbox = Sandbox(timeout=args.timeout, recycle_after=REPLAY_RECYCLE_AFTER)
    try:
        target = add_finding(args.finding_dir, args.regressions, args.name, sandbox, args.defect)
    finally:
        if sandbox is not None:
            sandbox.close()
    print(target)
    print("now, by hand:\n"
          f"  1. fill in {os.path.join(target, 'why.md')}: why it is a bug, checked by hand "
          "(replay reports the entry `unfilled` until the template line is gone)\n"
          f"  2. check the other erasure levels (irfuzz check {os.path.join(target, 'program.json')} --erase L) "
          "and list those that find it in expected.json 'erase'\n"
          f"  3. irfuzz replay {args.regressions}", file=sys.stderr)
    return 0


def rekey_entry(regressions: str, name: str, sandbox: Any) -> str:
    """Compute an open entry's root-cause key at its first listed level and write it into
    its expected.json (`root_cause`: key, locus, trigger, sentence); returns the sentence.
    The entry must still show its signature (else UsageError: replay it first)."""
    from fuzz.findings.root_cause import root_cause
    from oracles.case import Case

    folder = os.path.join(regressions, name)
    expected = load_expected(folder)
    if expected["status"] != "open":
        raise UsageError(f"{name}: only open entries have a root cause to key")
    case = Case(entry_program(folder), None, expected["erase"][0], int(expected.get("input_seed", 0)),
                entry_config(folder, expected))
    saved = sandbox.timeout
    sandbox.timeout = float(expected.get("timeout") or saved)
    try:
        same = [f for f in sandbox.check(case).findings if f.signature == expected["signature"]]
        if not same:
            raise UsageError(f"{name}: no longer shows {expected['signature']}: replay it first")
        cause = root_cause(case, same[0], sandbox.check)
    finally:
        sandbox.timeout = saved
    expected["root_cause"] = cause.to_dict()
    write_json_atomic(os.path.join(folder, "expected.json"), expected)
    return f"{cause.key} {cause.sentence}"


def learn_root_causes(regressions: str, folders: list[str], defect: str) -> list[str]:
    """Record that each finding folder in `folders` is `defect` (sorted by hand): its root
    cause is appended to the learned.json of the defect's primary entry, unless a cause with
    its key is already one of the defect's. Returns one line per folder. UsageError for a
    defect the corpus does not hold or a folder without a root-cause key; nothing is written
    then."""
    from fuzz.findings.defects import defect_entries
    from fuzz.findings.triage import LEARNED_FILE, learned_causes, load_json

    owners = defect_entries(regressions)
    if defect not in owners:
        raise UsageError(f"--defect {defect!r}: no entry of {regressions} belongs to that defect")
    learned = []
    for folder in folders:
        record = FindingRecord.read(folder)
        if record is None:
            raise UsageError(f"{folder}: not a finding folder (no readable meta.json)")
        cause = stored_root_cause(record.root_cause)
        if cause is None:
            raise UsageError(f"{folder}: no root-cause key (key it first: irfuzz triage DIR --compute)")
        learned.append((folder, record, cause))
    known: set[str] = set()
    for entry in owners[defect]:
        folder = os.path.join(regressions, entry)
        known |= {cause.key for cause in [stored_root_cause(load_expected(folder).get("root_cause")),
                                          *learned_causes(folder)] if cause is not None}
    path = os.path.join(regressions, owners[defect][0], LEARNED_FILE)
    items = load_json(path) if os.path.exists(path) else []
    if not isinstance(items, list):
        raise UsageError(f"{path}: not a list of learned root causes")
    lines = []
    for folder, record, cause in learned:
        name = os.path.basename(os.path.normpath(folder))
        if cause.key in known:
            lines.append(f"{name}: {cause.key} is already {defect}'s")
            continue
        known.add(cause.key)
        seed = f", campaign seed {record.campaign_seed}" if record.campaign_seed is not None else ""
        items.append({"root_cause": cause.to_dict(), "from": f"{name}{seed}"})
        lines.append(f"{name}: {cause.key} learned as {defect} ({cause.sentence})")
    write_json_atomic(path, items)
    return lines


def cmd_corpus_learn(args: argparse.Namespace) -> int:
    for line in learn_root_causes(args.regressions, args.finding_dirs, args.defect):
        print(line)
    return 0


def cmd_corpus_rekey(args: argparse.Namespace) -> int:
    from oracles.sandbox import Sandbox

    names = args.entry or [n for n in entries(args.regressions)
                           if load_expected(os.path.join(args.regressions, n))["status"] == "open"]
    failed = 0
    with Sandbox(timeout=args.timeout, recycle_after=REPLAY_RECYCLE_AFTER) as sandbox:
        for name in names:
            try:
                print(f"{name}: {rekey_entry(args.regressions, name, sandbox)}", flush=True)
            except UsageError as exc:
                failed += 1
                print(f"{name}: not keyed: {exc}", file=sys.stderr, flush=True)
    return 1 if failed else 0


def register(sub: argparse._SubParsersAction) -> None:
    """Add this module's subcommands to the `irfuzz` parser."""
    p = sub.add_parser("replay", help="check every corpus/regressions entry against its expected.json")
    p.add_argument("dir", help="a regressions folder, e.g. corpus/regressions")
    p.add_argument("--entry", action="append", help="only this entry (repeatable)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per check before a timeout finding")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("corpus", help="manage the regression corpus")
    corpus_sub = p.add_subparsers(dest="corpus_command", required=True)
    add = corpus_sub.add_parser("add", help="promote a finding folder into corpus/regressions/<name>/")
    add.add_argument("finding_dir")
    add.add_argument("--name", help="entry name (default: <pass or stage>-<signature>)")
    add.add_argument("--regressions", default=DEFAULT_REGRESSIONS, help="regressions folder (default: the repo's)")
    add.add_argument("--defect", help="the corpus defect this finding is another manifestation of "
                     "(default: a defect of its own)")
    add.add_argument("--no-check", action="store_true", help="do not re-check that the finding reproduces")
    add.add_argument("--timeout", type=float, default=120.0)
    add.set_defaults(func=cmd_corpus_add)
    learn = corpus_sub.add_parser("learn", help="record that finding folders, sorted by hand, are a corpus defect")
    learn.add_argument("finding_dirs", nargs="+", metavar="finding_dir")
    learn.add_argument("--defect", required=True, help="the corpus defect they are (expected.json `defect`)")
    learn.add_argument("--regressions", default=DEFAULT_REGRESSIONS, help="regressions folder (default: the repo's)")
    learn.set_defaults(func=cmd_corpus_learn)
    rekey = corpus_sub.add_parser("rekey", help="compute each open entry's root-cause key into its expected.json")
    rekey.add_argument("--entry", action="append", help="only this entry (repeatable)")
    rekey.add_argument("--regressions", default=DEFAULT_REGRESSIONS, help="regressions folder (default: the repo's)")
    rekey.add_argument("--timeout", type=float, default=120.0)
    rekey.set_defaults(func=cmd_corpus_rekey)
    from fuzz.findings.bundle import register as register_bundle
    from fuzz.findings.corpus_fmt import register as register_fmt

    register_bundle(corpus_sub)
    register_fmt(corpus_sub)
