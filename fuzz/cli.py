"""The `irfuzz` command line.

Exit codes: 0 no finding, 1 finding, 2 bad input or usage, 3 internal error
(a bug in irfuzz itself, never a finding against torch-mlir).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
from typing import Any

from fuzz.findings.defects import DEFAULT_REGRESSIONS
from fuzz.output import print_verdict
from generators.erasure import ERASURE_LEVELS
from generators.errors import BadInput, IrfuzzError, ProgramError, UsageError
from generators.generate import GeneratorConfig, program_from_seed
from generators.program import Program
from oracles.backends import DEFAULT_BACKEND_SHARE, backend_names, backends_context
from oracles.frontends import FRONTENDS, frontend_context, get_frontend
from oracles.iterate import OracleConfig

EXIT_OK, EXIT_FINDING, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3

# Modules adding subcommands: corpus replay/add (fuzz/findings/corpus.py), GPU bundles (fuzz/gpu/bundle_cli.py),
# upstream issue reports (fuzz/findings/upstream.py).
_EXTENSIONS = ("fuzz.findings.corpus", "fuzz.gpu.bundle_cli", "fuzz.findings.upstream", "fuzz.findings.rerun")


def _validate_pipeline(pipeline: str, option: str = "--pipeline") -> str:
    """Parse a user pipeline with the wheel's torch-mlir-opt in a subprocess: a typo is
    a usage error here, not a finding later (and no MLIR runs in this process). A pipeline
    that runs no pass at all (empty, blank, `builtin.module()`) is a usage error too: it
    would only report a meaningless "ok"."""
    import re

    from oracles.native_stack import torch_mlir_opt
    from oracles.pipeline import module_pipeline

    if not pipeline.strip():
        raise UsageError(f"{option}: empty pipeline {pipeline!r}; give passes or a pipeline, "
                         "e.g. torch-simplification-pipeline")
    full = module_pipeline(pipeline)
    opt = torch_mlir_opt()
    if opt is None:
        raise UsageError("torch-mlir-opt not found: is torch-mlir installed (make install)?")
    done = subprocess.run([opt, f"--pass-pipeline={full}", "--dump-pass-pipeline", "-o", os.devnull, "-"],
                          input="module {}\n", capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        first = done.stderr.strip().splitlines()[0] if done.stderr.strip() else f"exit code {done.returncode}"
        raise UsageError(f"{option}: invalid pipeline {pipeline!r}: {first}")
    # --dump-pass-pipeline prints "Pass Manager with N passes:" (N counts nested passes).
    count = re.search(r"Pass Manager with (\d+) pass", done.stderr)
    if count is not None and int(count.group(1)) == 0:
        raise UsageError(f"{option}: pipeline {pipeline!r} runs no pass; give passes or a pipeline, "
                         "e.g. torch-simplification-pipeline")
    return full


def _oracle_config(args: argparse.Namespace) -> OracleConfig:
    if args.iterations < 1:
        raise UsageError(f"--iterations must be >= 1, got {args.iterations}")
    from oracles.executors import executor_names

    if args.executor not in executor_names():
        raise UsageError(f"--executor: unknown executor {args.executor!r}; available here: "
                         f"{', '.join(executor_names())} (iree-cpu needs the [iree] extra)")
    _frontend(args)
    config = OracleConfig(iterations=args.iterations,
                          backend_pipeline=_validate_pipeline(args.backend_pipeline, "--backend-pipeline"),
                          iterated_pipeline=_validate_pipeline(args.pipeline, "--pipeline"),
                          lower=not args.no_lower, numerics=not (args.no_numerics or args.no_lower),
                          executor=args.executor, extra_backends=_extra_backends(args.also_lower),
                          frontend=args.frontend)
    return _with_variant(config, args)


def _with_variant(config: OracleConfig, args: argparse.Namespace) -> OracleConfig:
    """`--variant NAME` (check, reduce): the named pipeline variant's pipelines (oracles/variants.py),
    which replace --pipeline and --backend-pipeline, so the two do not go together."""
    from oracles.variants import DEFAULT_VARIANT, apply_variant, get_variant

    name = getattr(args, "variant", None) or DEFAULT_VARIANT
    get_variant(name)
    if name != DEFAULT_VARIANT and (args.pipeline != OracleConfig.iterated_pipeline
                                    or args.backend_pipeline != OracleConfig.backend_pipeline):
        raise UsageError("--variant sets both pipelines: leave out --pipeline and --backend-pipeline")
    return apply_variant(config, name)


def _frontend(args: argparse.Namespace) -> Any:
    """The --frontend, checked: known, installed, and (for one erasure level) taking it."""
    frontend = get_frontend(args.frontend)
    missing = frontend.missing()
    if missing:
        raise UsageError(f"--frontend {args.frontend}: {missing}")
    levels = ERASURE_LEVELS if args.erase == "all" else args.erase.split(",")
    wrong = [level for level in levels if level in ERASURE_LEVELS and level not in frontend.erase_levels]
    if args.erase != "all" and wrong:
        raise UsageError(f"--erase {args.erase}: the {frontend.name} frontend takes only "
                         f"{', '.join(frontend.erase_levels)} (its importer types every value)")
    return frontend


def _extra_backends(spec: str) -> tuple[str, ...]:
    backends = tuple(b for b in spec.split(",") if b)
    for backend in backends:
        if backend not in backend_names():
            raise UsageError(f"--also-lower: unknown backend {backend!r}; expected a comma list of "
                             f"{', '.join(backend_names())}")
    return backends


def _load_case_source(path: str) -> tuple[Program | None, str | None]:
    if not os.path.isfile(path):
        raise UsageError(f"{path}: no such file")
    if path.endswith(".py"):
        return None, os.path.abspath(path)
    try:
        with open(path) as fh:
            return Program.from_json(fh.read()), None
    except ProgramError as exc:
        raise UsageError(f"{path}: malformed program: {exc}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not a text file") from None


def cmd_generate(args: argparse.Namespace) -> int:
    if args.campaign is not None or args.index is not None:
        if args.campaign is None or args.index is None or args.index < 0:
            raise UsageError("--campaign DIR and --index I (>= 0) go together")
        from fuzz.campaign.state import CampaignState

        settings = CampaignState.open(args.campaign, None).settings
        case = settings.case_for(args.index)
        assert case.program is not None
        print(case.program.to_json())
        print(f"program {args.index} of the campaign in {args.campaign}: check it with\n"
              f"  irfuzz check PROGRAM.json --erase {case.erase} --seed {case.input_seed}"
              f" --iterations {settings.oracle.iterations}"
              + (f" --variant {variant}" if (variant := settings.variant_of(args.index)) != "default" else "")
              + (f" --also-lower {','.join(case.config.extra_backends)}" if case.config.extra_backends else ""),
              file=sys.stderr)
        return EXIT_OK
    print(program_from_seed(args.seed, GeneratorConfig(max_nodes=args.max_nodes)).to_json())
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    """Exit 0 no finding, 1 finding, 2 bad input or usage, 3 internal error. With `--expect
    SIGNATURE` the status is a reproducer's (fuzz/findings/repro.py): 1 when a finding with
    that signature comes back, 0 when the check runs and finds nothing at all, 2 otherwise:
    other findings instead (it fails differently), executor limits and no finding (cannot
    tell), bad input, an internal error or any other failure of irfuzz (it could not run)."""
    if args.expect is None:
        return _check(args)
    import re

    from oracles.verdict import SYMPTOMS

    if not re.fullmatch(r"[a-z-]+-[0-9a-f]{12}", args.expect) or args.expect.rsplit("-", 1)[0] not in SYMPTOMS:
        raise UsageError(f"--expect: {args.expect!r} is not a finding signature (SYMPTOM-HASH12, e.g. "
                         "verifier-error-669914649e1f)")
    try:
        return _check(args)
    except UsageError:
        raise  # main(): exit 2
    except Exception as exc:  # InternalError or a bug: "could not run", never the 1 of a traceback
        print(f"irfuzz check: could not run: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _expect_status(verdict: Any, signature: str) -> int:
    found = [f.signature for f in verdict.findings]
    if signature in found:
        print(f"irfuzz check: REPRODUCED: a finding with signature {signature}", file=sys.stderr)
        return EXIT_FINDING
    if verdict.status == "internal-error":
        print("irfuzz check: could not run: an internal error (a bug in irfuzz)", file=sys.stderr)
        return EXIT_USAGE
    if found:
        print(f"irfuzz check: a different failure: {', '.join(found)} instead of {signature}", file=sys.stderr)
        return EXIT_USAGE
    if verdict.limits:
        print(f"irfuzz check: cannot tell: no finding, but the executor could not run everything "
              f"({verdict.limits[0].message.splitlines()[0]})", file=sys.stderr)
        return EXIT_USAGE
    print(f"irfuzz check: no finding at all ({signature} is gone): fixed?", file=sys.stderr)
    return EXIT_OK


def _check(args: argparse.Namespace) -> int:
    from oracles.case import Case
    from oracles.sandbox import Sandbox

    if args.erase not in ERASURE_LEVELS:
        raise UsageError(f"--erase must be one of {', '.join(ERASURE_LEVELS)}, got {args.erase!r}")
    program, model_file = _load_case_source(args.file)
    case = Case(program, model_file, args.erase, args.seed, _oracle_config(args))
    causes: dict[str, Any] = {}
    with Sandbox(timeout=args.timeout) as sandbox:
        verdict = sandbox.check(case)
        if args.root_cause and program is not None:
            from fuzz.findings.root_cause import reduced_root_cause

            for f in verdict.findings:
                cause = reduced_root_cause(case, f, sandbox.check, check_many=sandbox.check_batch)
                causes[f.signature] = cause.to_dict()
    if verdict.status == "bad-input":
        raise UsageError(verdict.internal_error or "bad input")
    if args.out and verdict.findings:
        from fuzz.campaign.store import FindingStore

        store = FindingStore(args.out)
        source = open(model_file).read() if model_file else None
        with Sandbox(timeout=args.timeout) as sandbox:
            for f in verdict.findings:
                context = {"seed": args.seed, "source": args.file, **frontend_context(case.config),
                           **_variant_context(args), **backends_context(case.config)}
                folder, _ = store.record(f, verdict, program, context, source,
                                         artifacts=lambda tmp, f=f: sandbox.write_artifacts(case, tmp, f))
                print(f"saved {folder}", file=sys.stderr)
    if args.json:
        summary = verdict.to_dict(full=False)
        for f in summary["findings"]:
            if f["signature"] in causes:
                f["root_cause"] = causes[f["signature"]]
        print(json.dumps(summary, indent=1))
    else:
        print_verdict(verdict, print, args.seed, args.frontend)
        for signature, cause in causes.items():
            print(f"root cause of {signature}: {cause['key']}\n  {cause['sentence']}")
    if args.expect is not None:
        return _expect_status(verdict, args.expect)
    if verdict.status == "internal-error":
        return EXIT_INTERNAL
    return EXIT_FINDING if verdict.findings else EXIT_OK


def _variant_context(args: argparse.Namespace) -> dict[str, str]:
    from oracles.variants import DEFAULT_VARIANT, variant_context

    return variant_context(getattr(args, "variant", None) or DEFAULT_VARIANT)


def _variant_rotation(args: argparse.Namespace) -> tuple[tuple[str, ...] | None, float | None]:
    """`run --variants SPEC --variant-share F`: (variants, share); (None, None) when neither is
    given (the folder's campaign's, or none for a new one)."""
    from oracles.variants import rotation

    if args.variant_share is not None and not 0 <= args.variant_share <= 1:
        raise UsageError("--variant-share must be between 0 and 1")
    if args.variants is None:
        if args.variant_share is not None:
            raise UsageError("--variant-share goes with --variants")
        return None, None
    variants = rotation(args.variants)
    return variants, (args.variant_share if args.variant_share is not None else DEFAULT_VARIANT_SHARE)


# The share of batches a campaign with --variants checks with one of them (the rest: default).
DEFAULT_VARIANT_SHARE = 0.5


def cmd_run(args: argparse.Namespace) -> int:
    from fuzz.campaign import CampaignConfig, run_campaign

    levels = tuple(args.erase.split(",")) if args.erase != "all" else get_frontend(args.frontend).erase_levels
    for level in levels:
        if level not in ERASURE_LEVELS:
            raise UsageError(f"--erase: unknown level {level!r}; "
                             f"expected 'all' or a comma list of {', '.join(ERASURE_LEVELS)}")
    if args.jobs < 1 or args.time <= 0 or args.batch < 1:
        raise UsageError("--jobs and --batch must be >= 1 and --time > 0")
    if args.max_programs is not None and args.max_programs < 1:
        raise UsageError("--max-programs must be >= 1")
    if not 0 <= args.deferred_share <= 1:
        raise UsageError("--deferred-share must be between 0 and 1")
    if args.backend_share is not None and not 0 <= args.backend_share <= 1:
        raise UsageError("--backend-share must be between 0 and 1")
    guided = _guided_mode(args)
    variants, variant_share = _variant_rotation(args)
    cfg = CampaignConfig(out=args.out, seconds=args.time, jobs=args.jobs, seed=args.seed,
                         max_programs=args.max_programs, erase_levels=levels, timeout=args.timeout,
                         reduce_budget=args.reduce_budget, deferred_share=args.deferred_share, batch=args.batch,
                         oracle=_oracle_config(args), generator=_campaign_generator(args),
                         new_campaign=args.new_campaign, guided=guided, mutation_share=args.mutation_share,
                         programs=_given_programs(args.programs), engine=args.engine, address=args.address,
                         variants=variants, variant_share=variant_share, backend_share=args.backend_share)
    stats = run_campaign(cfg, lambda line: print(line, flush=True))
    return EXIT_OK if stats.programs else EXIT_INTERNAL


def _given_programs(path: str | None) -> tuple[str, ...] | None:
    """`--programs PATH`: the Program JSON file, or a folder's *.json files sorted by name, as
    canonical texts (BadInput naming the file for one that is not a valid program)."""
    if path is None:
        return None
    if os.path.isdir(path):
        files = sorted(os.path.join(path, n) for n in os.listdir(path) if n.endswith(".json"))
    elif os.path.isfile(path):
        files = [path]
    else:
        raise UsageError(f"--programs: {path}: no such file or folder")
    if not files:
        raise UsageError(f"--programs: {path}: no *.json file in it")
    texts = []
    for file in files:
        try:
            with open(file) as fh:
                texts.append(Program.from_json(fh.read()).to_json())
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"--programs: {file}: cannot read it ({exc})") from None
        except ProgramError as exc:
            raise ProgramError(f"--programs: {file}: {exc}") from None
    return tuple(texts)


def _guided_mode(args: argparse.Namespace) -> bool | None:
    """--guided / --blind; neither: the folder's campaign's mode, or DEFAULT_GUIDED for a new one."""
    from fuzz.campaign.corpus import DEFAULT_GUIDED
    from fuzz.campaign.state import load_state

    if args.mutation_share is not None and not 0 <= args.mutation_share <= 1:
        raise UsageError("--mutation-share must be between 0 and 1")
    if args.guided or args.blind:
        if args.blind and args.mutation_share is not None:
            raise UsageError("--mutation-share goes with --guided, not --blind")
        return bool(args.guided)
    if args.mutation_share is not None:
        return True
    if args.programs is not None:
        return False  # given programs are checked, not mutated
    stored = (load_state(args.out) or {}).get("settings")
    if stored is not None and not args.new_campaign:
        return None  # resume: whatever the folder's campaign is
    return DEFAULT_GUIDED


def _generator_config(args: argparse.Namespace) -> GeneratorConfig:
    return GeneratorConfig(max_nodes=8 if args.max_nodes is None else args.max_nodes,
                           avoid_known_limits=not args.include_known_limits, ops=_op_list(getattr(args, "ops", None)))


def _campaign_generator(args: argparse.Namespace) -> GeneratorConfig:
    """`irfuzz run`'s generator settings: those given, else (no --max-nodes, --ops or
    --include-known-limits) the folder's campaign's when it is resumed, so that `irfuzz run
    --out DIR` resumes a campaign started with any of them."""
    from fuzz.campaign.state import CampaignSettings, load_state

    given = args.max_nodes is not None or args.ops or args.include_known_limits
    stored = (load_state(args.out) or {}).get("settings")
    if given or stored is None or args.new_campaign:
        return _generator_config(args)
    try:
        return CampaignSettings.from_dict(stored).generator
    except (KeyError, TypeError, ValueError):
        return _generator_config(args)  # an unreadable state: CampaignState.open says why


def _op_list(text: str | None) -> tuple[str, ...]:
    """--ops: a comma list of catalog op names, `aten.` optional; () (every op) when not given.
    UsageError names what is not in the catalog."""
    if not text:
        return ()
    from generators.catalog import op_names

    known = op_names()
    names = [part.strip() for part in text.split(",") if part.strip()]
    ops = tuple(name if name in known else f"aten.{name}" for name in names)
    unknown = [name for name in ops if name not in known]
    if unknown or not ops:
        raise UsageError(f"--ops: not catalog op(s): {', '.join(unknown) or text!r} "
                         "(see `irfuzz stats --op-table`)")
    return ops


def _program_from_file(path: str) -> Program:
    """A Program JSON as is; a Python model file traced into a Program."""
    program, model_file = _load_case_source(path)
    if program is not None:
        return program
    from generators.model_file import load_model_file
    from generators.trace import trace_module

    module, inputs = load_model_file(model_file or path)
    try:
        return trace_module(module, inputs, os.path.basename(path))
    except ProgramError as exc:
        raise UsageError(f"{path}: {exc}") from None


def cmd_import(args: argparse.Namespace) -> int:
    program = _program_from_file(args.file)
    text = program.to_json() + "\n"
    if args.out:
        with open(args.out, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    return EXIT_OK


def cmd_reduce(args: argparse.Namespace) -> int:
    """Minimize, then store the result as a complete finding folder by the campaign's own path
    (fuzz/campaign/reduction.py): the example as found is recorded, reduced, swapped for its
    reduced form (tensors, model.py, numeric repro.py, report.md, original_program.json),
    and its reproducers are run in fresh processes."""
    from fuzz.campaign.reduction import ORIGINAL_KEPT, reduce_and_store
    from fuzz.campaign.store import FindingStore
    from oracles.case import Case
    from oracles.sandbox import Sandbox

    program = _program_from_file(args.file)
    case = Case(program, None, args.erase, args.seed, _oracle_config(args))
    os.makedirs(args.out, exist_ok=True)
    store = FindingStore(args.out, defer_verification=True)
    with Sandbox(timeout=args.timeout) as sandbox:
        verdict = sandbox.check(case)
        targets = [f for f in verdict.findings if args.signature in (None, f.signature)]
        if not targets:
            print(f"nothing to reduce: no finding{' with signature ' + args.signature if args.signature else ''} "
                  f"(status {verdict.status})", file=sys.stderr)
            return EXIT_INTERNAL if verdict.status == "internal-error" else EXIT_OK
        target = targets[0]
        folder, new = store.record(target, verdict, program,
                                   {"seed": args.seed, "source": args.file, **frontend_context(case.config),
                                    **_variant_context(args), **backends_context(case.config)})
        if not new:
            print(f"{folder} (already there: count bumped, folder kept)")
            return EXIT_FINDING
        print(f"reducing {target.signature} ({target.symptom} in {target.pass_name or target.stage} at k={target.k});"
              f" {len(program.nodes)} nodes, budget {args.budget:.0f}s", file=sys.stderr)
        done = reduce_and_store(sandbox, store, folder, case, target, args.budget,
                                log=lambda line: print(line, file=sys.stderr))
    store.verify(folder)
    result = done.result
    if done.outcome == ORIGINAL_KEPT:
        print("the reduced program no longer shows the signature: the original is stored", file=sys.stderr)
    stored = done.stored
    print(f"{len(program.nodes)} -> {len(stored.program.nodes)} nodes in {result.seconds:.1f}s ({result.checks} checks)"
          f"{' (budget exhausted)' if result.exhausted else ''}; erase {stored.erase}, "
          f"K={stored.config.iterations}\n{folder}")
    return EXIT_FINDING


def _print_table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
    table = [header] + rows
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    for row in table:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())


def cmd_triage(args: argparse.Namespace) -> int:
    """One row per root cause (or per signature with --signatures); --compute first computes
    the root-cause keys a folder lacks (old campaigns, merged folders) in a sandboxed worker."""
    from fuzz.campaign.state import load_state
    from fuzz.findings.triage import root_cause_rows, signature_rows

    if not os.path.isdir(args.dir):
        raise UsageError(f"{args.dir}: no such folder")
    if args.compute or args.recompute:
        _compute_root_causes(args.dir, args.timeout, args.jobs, recompute=args.recompute)
    signatures = signature_rows(args.dir, DEFAULT_REGRESSIONS)
    causes = root_cause_rows(args.dir, DEFAULT_REGRESSIONS, signatures)
    if args.json:
        state = load_state(args.dir)
        campaign = None
        if state is not None:
            campaign = {**state.get("settings", {}),
                        **{k: state.get(k) for k in ("programs", "elapsed_s", "findings", "internal_errors", "limits",
                                                     "sessions", "created", "updated", "done", "seconds")}}
        print(json.dumps({"campaign": campaign, "root_causes": causes, "signatures": signatures}, indent=1))
        return EXIT_OK
    if not signatures:
        print(f"no findings under {args.dir}")
        return EXIT_OK
    if args.signatures:
        _print_table(("signature", "symptom", "pass", "k", "count", "first seen", "smallest", "root cause"),
                     [tuple(str(r[k]) for k in ("signature", "symptom", "pass", "k", "count", "first_seen",
                                                "smallest", "root_cause")) for r in signatures])
        return EXIT_OK
    known = sum(r["status"] == "known" for r in causes)
    pending = sum(r["status"] == "pending" for r in causes)
    cut = sum(r["status"] == "cut" for r in causes)
    print(f"{len(causes) - pending} root cause(s) ({len(causes) - pending - known - cut} new, {known} known, "
          f"{cut} with a key cut by time: new or not, `--recompute` tells), "
          f"{pending} finding(s) with the key pending; {len(signatures)} signature(s)")
    _print_table(("root cause", "status", "count", "sigs", "k-dep", "first seen", "erase", "trigger"),
                 [(r["root_cause"], r["status"] + (f": {r['defect']}" if r["defect"] else ""),
                   str(r["count"]), str(len(r["signatures"])), "yes" if r["k_dependent"] else "no",
                   r["first_seen"], ",".join(r["erase"]), r["trigger"][:140]) for r in causes])
    return EXIT_OK


def _compute_root_causes(folder: str, timeout: float, jobs: int, recompute: bool = False) -> None:
    """Key every finding folder that has no root cause yet (`recompute`: every finding
    folder, its stored key dropped: how a change of the rules is judged). In a campaign folder, through the
    campaign itself (a session with no program left: it reduces what is unreduced, crashes
    and hangs included, keys and verifies, as `irfuzz run` does); elsewhere (a merged or
    `check --out` folder), the stored example is keyed as it is."""
    from fuzz.campaign import CampaignConfig, run_campaign
    from fuzz.campaign.state import CampaignSettings, load_state
    from fuzz.campaign.store import FindingStore
    from fuzz.finding_folder import FindingRecord, Lifecycle, lifecycle_of
    from fuzz.findings.root_cause import key_folder, stored_root_cause
    from oracles.sandbox import Sandbox

    store = FindingStore(folder)
    todo = [path for name, path in store.folders().items() if "/" not in name and
            (recompute or stored_root_cause(FindingRecord.read_or_blank(path).root_cause) is None)]
    state = load_state(folder)
    if state is not None:
        for path in todo:
            unreduced = lifecycle_of(FindingRecord.read_or_blank(path).reduction) != Lifecycle.DONE
            store.update(path, root_cause="pending", **({"reduction": "pending"} if unreduced else {}))
        settings = CampaignSettings.from_dict(state["settings"])  # a resume keeps them all
        run_campaign(CampaignConfig(out=folder, seconds=7 * 24 * 3600, jobs=jobs, timeout=timeout,
                                    max_programs=int(state.get("programs") or 0), batch=settings.batch,
                                    erase_levels=settings.erase_levels, oracle=settings.oracle,
                                    generator=settings.generator, guided=settings.guided,
                                    mutation_share=settings.mutation_share),
                     lambda line: print(line, file=sys.stderr, flush=True))
        return
    with Sandbox(timeout=timeout) as sandbox:
        for path in todo:
            try:
                cause = key_folder(path, sandbox.check, OracleConfig(), check_many=sandbox.check_batch)
            except (OSError, ValueError) as exc:
                print(f"{path}: no root cause ({type(exc).__name__}: {exc})", file=sys.stderr)
                continue
            store.update(path, root_cause=cause.to_dict())
            print(f"{os.path.basename(path)}: {cause.key} {cause.sentence}", file=sys.stderr)


def cmd_report(args: argparse.Namespace) -> int:
    """DIR/report/index.html (plots, signatures, settings) and summary.md; works while a campaign runs."""
    from fuzz.findings.report_html import write_report

    if not os.path.isdir(args.dir):
        raise UsageError(f"{args.dir}: no such folder")
    html_path, md_path = write_report(args.dir, args.out)
    if args.print_summary:
        with open(md_path) as fh:
            print(fh.read().rstrip())
    print(f"report: {html_path}\nsummary: {md_path}")
    return EXIT_OK


def cmd_merge(args: argparse.Namespace) -> int:
    """Merge campaigns, findings folders and crash artifacts into OUT by signature (fuzz/findings/merge.py)."""
    from fuzz.findings.merge import merge

    numerics = None if args.numerics == "auto" else args.numerics == "on"
    result = merge(args.out, args.dirs, numerics=numerics, timeout=args.timeout,
                   log=lambda line: print(line, flush=True))
    print(f"merge into {args.out}: {len(result.merged)} source(s) merged, {len(result.updated)} updated, "
          f"{len(result.skipped)} skipped (already merged), {len(result.not_reproduced)} artifact(s) without a "
          f"finding on replay; `irfuzz report {args.out}` draws it")
    return EXIT_OK


def cmd_validity(args: argparse.Namespace) -> int:
    """Share of generated programs eager PyTorch runs and the catalog types correctly."""
    from oracles.case import Case, ReferenceDisagrees, eager_reference

    cfg = GeneratorConfig(ops=_op_list(args.ops))
    bad = 0
    for seed in range(args.seed, args.seed + args.count):
        try:
            _, _, _, problem = eager_reference(Case(program_from_seed(seed, cfg), input_seed=seed))
        except ReferenceDisagrees:  # PyTorch's own eager and export disagree: the catalog is right
            problem = None
        if problem:
            bad += 1
            print(f"seed {seed}: {problem}", file=sys.stderr)
    rate = 1 - bad / args.count
    print(f"validity {rate:.4f} ({args.count - bad}/{args.count} programs run in eager PyTorch "
          "with the catalog's types)")
    return EXIT_OK if rate >= args.min_rate else EXIT_INTERNAL


def cmd_stats(args: argparse.Namespace) -> int:
    """The op, family, dtype and edge-value histogram of generated programs (no torch needed)."""
    from generators.stats import format_op_table, format_stats, program_stats

    if args.count < 1:
        raise UsageError("--count must be >= 1")
    cfg = GeneratorConfig(max_nodes=args.max_nodes, avoid_known_limits=not args.include_known_limits)
    stats = program_stats(program_from_seed(seed, cfg) for seed in range(args.seed, args.seed + args.count))
    if args.json:
        print(json.dumps(stats.to_dict(), indent=1, sort_keys=True))
    elif args.op_table:
        print("\n".join(format_op_table(stats)))
    else:
        print("\n".join(format_stats(stats)))
    return EXIT_OK


def _add_oracle_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--iterations", "-K", type=int, default=3, help="K: compare IR_k with IR_k+1 for k <= K (default 3)")
    p.add_argument("--pipeline", default="torch-simplification-pipeline",
                   help="the iterated pipeline (default torch-simplification-pipeline)")
    p.add_argument("--backend-pipeline", default="torch-function-to-torch-backend-pipeline",
                   help="the pipeline producing IR_1 (default torch-function-to-torch-backend-pipeline)")
    p.add_argument("--no-lower", action="store_true",
                   help="skip lowering each IR_k to linalg-on-tensors (and so the numeric oracle)")
    p.add_argument("--no-numerics", action="store_true", help="do not compile and run each IR_k")
    p.add_argument("--also-lower", default="", metavar="tosa,stablehlo",
                   help="also lower each IR_k through these backends and run what they lower to (TOSA on the "
                        "RefBackend, StableHLO on IREE), numbers judged against eager as the linalg path's")
    p.add_argument("--executor", default="refbackend",
                   help="executor for the numeric oracle: refbackend (default), iree-cpu, or iree-cuda "
                        "(needs a CUDA device; see gpu-bundle for the two-machine path)")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per case before it is a timeout finding")
    p.add_argument("--frontend", default="fx", choices=tuple(FRONTENDS),
                   help="how programs reach torch-mlir: fx (torch_mlir.fx, the default) or onnx (torch.onnx.export, "
                        "torch-mlir's ONNX importer, onnxruntime as a second reference; needs the [onnx] extra; "
                        "docs/onnx.md)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="irfuzz", description="Differential IR fuzzer for torch-mlir.")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("generate", help="print a generated Program as JSON")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-nodes", type=int, default=8)
    p.add_argument("--campaign", metavar="DIR", help="regenerate program --index of the campaign in DIR exactly")
    p.add_argument("--index", type=int, help="with --campaign: the program's index in the campaign")
    p.set_defaults(func=cmd_generate)

    p = sub.add_parser("check", help="check one Program JSON or Python model file")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--erase", default="none", help=f"type erasure level: {', '.join(ERASURE_LEVELS)}")
    p.add_argument("--seed", type=int, default=0, help="input seed for Programs")
    p.add_argument("--out", help="also save findings into this findings folder")
    p.add_argument("--expect", metavar="SIGNATURE",
                   help="exit as a reproducer: 1 when a finding with this signature comes back, 0 when the "
                        "check finds nothing at all, 2 when it cannot run or other findings come instead")
    p.add_argument("--variant", default=None, metavar="NAME",
                   help="check with this pipeline variant's pipelines (oracles/variants.py; default: default)")
    p.add_argument("--root-cause", action="store_true",
                   help="reduce each finding and compute its root-cause key and trigger (Programs only; about a "
                        "minute per finding)")
    _add_oracle_options(p)
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("run", help="run a fuzz campaign")
    p.add_argument("--time", type=float, default=600.0, help="seconds (default 600)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all cores)")
    p.add_argument("--seed", type=int, default=None,
                   help="the campaign's seed (default: resume the folder's campaign, or a new seed from the clock)")
    p.add_argument("--out", default="findings", help="findings folder, which also holds the campaign's state")
    p.add_argument("--max-programs", type=int, default=None,
                   help="stop when the campaign (all sessions together) has checked this many programs")
    p.add_argument("--programs", metavar="PATH", default=None,
                   help="check these programs instead of generated ones: a Program JSON file or a folder of them "
                        "(sorted by name; program i is the i-th), then end")
    p.add_argument("--new-campaign", action="store_true",
                   help="the folder holds a campaign with other settings: start a new one there (findings stay)")
    p.add_argument("--max-nodes", type=int, default=None,
                   help="nodes per generated program (default 8; a resumed campaign keeps its own)")
    p.add_argument("--erase", default="all", help="'all' or a comma list of erasure levels")
    p.add_argument("--batch", type=int, default=16,
                   help="programs per module and pipeline run (default 16; 1 = one program per module)")
    p.add_argument("--include-known-limits", action="store_true",
                   help="also generate what this torch-mlir rejects every time (randint_like, ...)")
    p.add_argument("--ops", default=None, metavar="OP,...",
                   help="generate only these catalog ops (e.g. scatter.src,index_put; `aten.` optional; a "
                        "campaign's setting, like --max-nodes); with --guided, mutants may still bring in others: "
                        "use --blind for only these")
    p.add_argument("--reduce-budget", type=float, default=30.0,
                   help="seconds to minimize each new signature before it is final and keyed by its root cause "
                        "(0: neither; default 30)")
    p.add_argument("--deferred-share", type=float, default=0.2,
                   help="share of the jobs' time for reductions and reproducer verification while programs are "
                        "left to check (default 0.2; the rest waits for the end or the next session)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--guided", action="store_true",
                      help="mix fresh programs with mutants of the corpus programs that reached new compiler "
                           "features (the default for a new campaign; docs/campaigns.md 'Guided campaigns')")
    mode.add_argument("--blind", action="store_true", help="generate every program fresh")
    p.add_argument("--mutation-share", type=float, default=None, metavar="F",
                   help="guided: share of programs that are mutants (default 0.75 for a new campaign)")
    p.add_argument("--variants", default=None, metavar="all|NAME,...",
                   help="rotate these pipeline variants (oracles/variants.py; 'all': those that rotate) over "
                        "--variant-share of the batches, chosen from the seed and the batch (docs/k-dependence.md)")
    p.add_argument("--variant-share", type=float, default=None, metavar="F",
                   help=f"with --variants: share of batches checked with a variant (default {DEFAULT_VARIANT_SHARE})")
    p.add_argument("--backend-share", type=float, default=None, metavar="F",
                   help="share of programs that also run the extra backends tosa,stablehlo (chosen per program "
                        "from the campaign seed; default: the folder's campaign's, or "
                        f"{DEFAULT_BACKEND_SHARE:g} for a new one; 0 turns it off; --also-lower runs them on all)")
    p.add_argument("--engine", default="local",
                   help="where the programs are checked: local (this machine) or ray (a Ray cluster, the `ray` "
                        "extra; docs/distributed.md)")
    p.add_argument("--address", default=None, metavar="HEAD:PORT",
                   help="ray: join the cluster there (default: start a local Ray with --jobs CPUs)")
    _add_oracle_options(p)
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("import", help="trace a Python model file into a Program JSON")
    p.add_argument("file")
    p.add_argument("--out", help="write here instead of stdout")
    p.set_defaults(func=cmd_import)

    p = sub.add_parser("reduce", help="minimize a failing program, keeping its signature")
    p.add_argument("file", help="a Program JSON or a Python model file")
    p.add_argument("--out", default="reduced", help="findings folder for the reduced finding (default reduced/)")
    p.add_argument("--budget", type=float, default=60.0, help="seconds (default 60); the best so far is kept")
    p.add_argument("--signature", help="the finding to keep (default: the first one)")
    p.add_argument("--erase", default="none", help=f"type erasure level: {', '.join(ERASURE_LEVELS)}")
    p.add_argument("--seed", type=int, default=0, help="input seed")
    p.add_argument("--variant", default=None, metavar="NAME", help="pipeline variant (as for check)")
    _add_oracle_options(p)
    p.set_defaults(func=cmd_reduce)

    p = sub.add_parser("triage", help="one row per root cause in a findings folder")
    p.add_argument("dir")
    p.add_argument("--json", action="store_true",
                   help='print {"campaign": {...}, "root_causes": [...], "signatures": [...]}')
    p.add_argument("--signatures", action="store_true", help="one row per signature instead")
    p.add_argument("--compute", action="store_true",
                   help="first compute the root-cause keys the folders lack (runs the oracle; minutes)")
    p.add_argument("--recompute", action="store_true",
                   help="first compute every folder's root-cause key afresh, stored keys dropped (runs the oracle)")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per check while computing keys")
    p.add_argument("--jobs", type=int, default=1, help="worker processes while computing keys (campaign folders)")
    p.set_defaults(func=cmd_triage)

    p = sub.add_parser("report", help="write DIR/report/index.html (plots, signatures) and summary.md")
    p.add_argument("dir", help="a campaign or findings folder (also one made by irfuzz merge), running or not")
    p.add_argument("--out", help="report folder (default DIR/report)")
    p.add_argument("--print-summary", action="store_true", help="also print summary.md (for CI logs)")
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("merge", help="merge campaigns, findings folders and crash-<sha1> artifacts by signature")
    p.add_argument("out", help="the merged folder (created; merging into it again skips sources already there)")
    p.add_argument("dirs", nargs="+", metavar="DIR",
                   help="campaign / findings / merged folders, GPU run outputs (gpu_run.py --out), crash artifacts")
    p.add_argument("--numerics", choices=("auto", "on", "off"), default="auto",
                   help="oracle for replaying crash artifacts: auto = off under a fuzz_pipeline folder, else on")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per replayed artifact before a timeout")
    p.set_defaults(func=cmd_merge)

    for module in _EXTENSIONS:  # subcommands kept in their own modules (each has register(sub))
        importlib.import_module(module).register(sub)

    p = sub.add_parser("stats", help="op, dtype and edge-value histogram of generated programs, as campaigns make them")
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-nodes", type=int, default=8)
    p.add_argument("--include-known-limits", action="store_true", help="as `irfuzz run --include-known-limits`")
    p.add_argument("--json", action="store_true")
    p.add_argument("--op-table", action="store_true", help="the catalog as a markdown table (as in docs/catalog.md)")
    p.set_defaults(func=cmd_stats)

    p = sub.add_parser("validity", help="measure the generator's validity rate against eager PyTorch")
    p.add_argument("--count", type=int, default=500)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--min-rate", type=float, default=0.99)
    p.add_argument("--ops", help="comma list of catalog ops the programs draw (default: all)")
    p.set_defaults(func=cmd_validity)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except BadInput as exc:   # the one place an error becomes an exit code (generators/errors.py)
        print(f"irfuzz: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except IrfuzzError as exc:  # InternalError, or an internal signal that should never get here
        print(f"irfuzz: internal error (a bug in irfuzz): {exc}", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
