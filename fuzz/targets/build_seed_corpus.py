#!/usr/bin/env python3
"""Seed corpora for the bytes fuzz targets, from the Program JSON files in corpus/seeds/.

    python fuzz/targets/build_seed_corpus.py --zip OUT/fuzz_pipeline_seed_corpus.zip   # OSS-Fuzz layout
    python fuzz/targets/build_seed_corpus.py --dir CORPUS_DIR                          # a libFuzzer corpus folder
    python fuzz/targets/build_seed_corpus.py --import-modules   # refresh corpus/seeds/imported/ (irfuzz import)
    python fuzz/targets/build_seed_corpus.py --search N         # add N generated seeds to corpus/seeds/generated/
                                                        # (each checked by the oracle: nothing new)

Every seed JSON names in its provenance the erasure level it is meant for
(`erase`, and optionally `input_seed`). Its bytes (fuzz/targets/bytes_input.py):
- a seed with `recorded_seed` in its provenance (from --search) is the generator's
  own output: its bytes are the recorded decisions, so libFuzzer's mutations
  explore the generator's space around it. If the generator has changed since
  and the decisions no longer give the stored program, the embedded form is
  used instead (a warning says so; rerun --search to refresh).
- any other seed (hand-written, imported from a model file, a regression
  program) uses the embedded form: the prefix and the exact Program JSON.
The committed corpus/seeds/generated/ files carry no `recorded_seed` (removed when the
catalog grew the indexing and scattering families): they are in the embedded form, so a
change of the generator's draws changes no committed seed and breaks no test.
Each seed's bytes are checked to decode to exactly its program before they
are written. Building is pure Python: no torch, no MLIR (--import-modules and --search run
torch-mlir, in subprocesses).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository root

from fuzz.targets import harness  # noqa: E402
from fuzz.targets.bytes_input import LEVELS, decode, encode_embedded, encode_generated  # noqa: E402
from generators.dtypes import FLOAT_DTYPES, INTEGER_DTYPES  # noqa: E402
from generators.errors import BadInput  # noqa: E402
from generators.program import Program  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEEDS = os.path.join(ROOT, "corpus", "seeds")


class SeedError(BadInput):
    """A seed file is malformed or lacks what the corpus needs (the message names it)."""


def seed_files(seeds: str = SEEDS) -> list[str]:
    """Every Program JSON under `seeds`, sorted by relative path."""
    found = []
    for folder, _, files in os.walk(seeds):
        found += [os.path.join(folder, f) for f in files if f.endswith(".json")]
    return sorted(found, key=lambda p: os.path.relpath(p, seeds))


def seed_bytes(path: str, warn=lambda message: print(message, file=sys.stderr)) -> bytes:
    """The fuzzer bytes for one seed file (see the module docstring)."""
    try:
        with open(path) as fh:
            program = Program.from_json(fh.read())
    except (OSError, ValueError) as exc:
        raise SeedError(f"{path}: {exc}") from None
    prov = program.provenance
    erase, input_seed = prov.get("erase"), prov.get("input_seed", 0)
    if erase not in LEVELS:
        raise SeedError(f"{path}: provenance.erase must name the level this seed is for ({', '.join(LEVELS)})")
    if type(input_seed) is not int or input_seed < 0:
        raise SeedError(f"{path}: provenance.input_seed must be an integer >= 0")
    data = None
    if "recorded_seed" in prov:
        recorded, case = encode_generated(int(prov["recorded_seed"]), erase)
        if case.program == program and case.input_seed == input_seed:
            data = recorded
        else:
            warn(f"{path}: the generator no longer makes this program from seed {prov['recorded_seed']}: "
                 "using the embedded form (refresh with --search)")
    if data is None:
        data = encode_embedded(program, erase, input_seed)
    case = decode(data)
    if case.program != program or case.erase != erase or case.input_seed != input_seed:
        raise SeedError(f"{path}: its bytes do not decode to it")  # an irfuzz bug, never expected
    return data


def entry_name(path: str, seeds: str = SEEDS) -> str:
    return os.path.splitext(os.path.relpath(path, seeds))[0].replace(os.sep, "_")


def build(seeds: str = SEEDS) -> dict[str, bytes]:
    """entry name -> bytes for every seed (SeedError on the first bad one)."""
    return {entry_name(p, seeds): seed_bytes(p) for p in seed_files(seeds)}


def write_zip(corpus: dict[str, bytes], path: str) -> None:
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in sorted(corpus.items()):
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))  # reproducible zips
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    os.replace(tmp, path)


def write_dir(corpus: dict[str, bytes], folder: str) -> None:
    os.makedirs(folder, exist_ok=True)
    for name, data in corpus.items():
        with open(os.path.join(folder, name), "wb") as fh:
            fh.write(data)


# -- refreshing the seed programs -----------------------------------------------

def _module_erase(path: str) -> str:
    """A model file's `ERASE = "..."` (read with ast: the file is not run here)."""
    with open(path) as fh:
        tree = ast.parse(fh.read(), path)
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "ERASE" for t in stmt.targets):
            value = ast.literal_eval(stmt.value)
            if value in LEVELS:
                return value
    return "none"


def import_modules(seeds: str = SEEDS) -> list[str]:
    """`irfuzz import` every model file (corpus/seeds/modules/*.py and corpus/seeds/*.py) into
    corpus/seeds/imported/<name>.json, with the level each is meant for in its provenance."""
    out_dir = os.path.join(seeds, "imported")
    os.makedirs(out_dir, exist_ok=True)
    modules = sorted(os.path.join(seeds, "modules", f) for f in os.listdir(os.path.join(seeds, "modules"))
                     if f.endswith(".py"))
    modules += sorted(os.path.join(seeds, f) for f in os.listdir(seeds) if f.endswith(".py"))
    written = []
    for module in modules:
        out = os.path.join(out_dir, os.path.splitext(os.path.basename(module))[0] + ".json")
        done = subprocess.run([sys.executable, "-m", "fuzz.cli", "import", module, "--out", out], cwd=ROOT,
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SeedError(f"irfuzz import {module} failed: {done.stderr.strip()}")
        with open(out) as fh:
            doc = json.load(fh)
        doc["provenance"].update({"source": os.path.relpath(module, ROOT), "erase": _module_erase(module)})
        with open(out, "w") as fh:
            fh.write(Program.from_dict(doc).to_json() + "\n")
        written.append(out)
    return written


def _features(program: Program, erase: str) -> set[tuple[str, str]]:
    family = {**{d: "integer" for d in INTEGER_DTYPES}, **{d: "float" for d in FLOAT_DTYPES}, "bool": "bool"}
    specs = program.specs()
    found = {("op", f"{n.op}@{erase}") for n in program.nodes}
    found |= {("dtype", f"{family[s.dtype]}@{erase}") for s in specs.values()}
    return found


# randint_like is not in the Torch dialect (corpus/regressions/limitation-randint-like-*): a
# program using it stops at k=1, a poor starting point. Hand-written seeds cover it.
AVOID_OPS = frozenset({"aten.randint_like"})


def search(count: int, seeds: str = SEEDS, start: int = 0, max_nodes: int = 4, max_numel: int = 64,
           sandbox: object = None) -> list[str]:
    """Add `count` small generated seeds, each chosen because it covers an (op, level) or
    (dtype family, level) pair no seed covered yet; written with their recorded seed. With a
    Sandbox, a candidate is kept only if the numeric target would not raise on it (no new
    finding, no internal error): seeds must not fail CI."""
    covered: set[tuple[str, str]] = set()
    for path in seed_files(seeds):
        with open(path) as fh:
            program = Program.from_json(fh.read())
        covered |= _features(program, program.provenance.get("erase", "none"))
    out_dir = os.path.join(seeds, "generated")
    os.makedirs(out_dir, exist_ok=True)
    written: list[str] = []
    seed = start
    known = harness.known_signatures() if sandbox is not None else {}
    while len(written) < count and seed < start + 100_000:
        data, case = encode_generated(seed)
        program = case.program
        small = len(program.nodes) <= max_nodes and all(i.spec.numel <= max_numel for i in program.inputs)
        small = small and not any(n.op in AVOID_OPS for n in program.nodes)
        new = _features(program, case.erase) - covered
        if small and new and sandbox is not None:
            verdict = harness.check_bytes(data, True, sandbox)
            if verdict.status not in ("ok", "finding") or harness.unexpected(verdict, known):
                seed += 1
                continue
        if small and new:
            covered |= new
            prov = {"generator": "irfuzz.bytes", "recorded_seed": seed, "erase": case.erase,
                    "input_seed": case.input_seed, "why": "covers " + ", ".join(sorted(v for _, v in new))}
            path = os.path.join(out_dir, f"gen_{seed}.json")
            with open(path, "w") as fh:
                fh.write(Program(program.inputs, program.nodes, program.outputs, prov).to_json() + "\n")
            written.append(path)
        seed += 1
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", default=SEEDS, help="seed folder (default corpus/seeds)")
    parser.add_argument("--zip", action="append", default=[], help="write a seed corpus zip (repeatable)")
    parser.add_argument("--dir", action="append", default=[], help="write the seeds as files into this folder")
    parser.add_argument("--import-modules", action="store_true", help="refresh corpus/seeds/imported/")
    parser.add_argument("--search", type=int, metavar="N", help="add N generated seeds covering new pairs")
    parser.add_argument("--no-check", action="store_true", help="--search without running the oracle on candidates")
    args = parser.parse_args(argv)
    try:
        if args.import_modules:
            for path in import_modules(args.seeds):
                print(f"imported {os.path.relpath(path, ROOT)}")
        if args.search:
            from oracles.sandbox import Sandbox

            with Sandbox() as sandbox:
                for path in search(args.search, args.seeds, sandbox=None if args.no_check else sandbox):
                    print(f"generated {os.path.relpath(path, ROOT)}")
        corpus = build(args.seeds)
    except SeedError as exc:
        print(f"build_seed_corpus: error: {exc}", file=sys.stderr)
        return 2
    for path in args.zip:
        write_zip(corpus, path)
        print(f"{path}: {len(corpus)} seeds")
    for folder in args.dir:
        write_dir(corpus, folder)
        print(f"{folder}/: {len(corpus)} seeds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
