"""A campaign's corpus and feature map, and the guided schedule that mixes generation and mutation.

Every checked program's compiler features (oracles/features.py: operation-dependency pairs of
the imported IR, IR_1 and the linalg IR, per-k outcomes, where the IR changed between k and
k+1, findings, normalized diagnostics, executor limits) are counted in a feature map: how many
programs hit each. A program that hits a feature never seen before is kept, with its features
and its origin. Both live in the campaign folder, so a resume restores them:

  DIR/corpus/features.json     {"format", "counts": {feature: programs}, "entries": [id...],
                                "done": [[start, end)...]}: rewritten atomically per block
  DIR/corpus/<id>.json         one kept program: id (its 9-digit campaign index), index, program,
                                erase, input_seed, features, new_features, origin, elapsed_s
  DIR/corpus/plans/<start>.json  a guided block's programs as planned, until it is committed

Guided scheduling (`CampaignSettings.guided`): index i is a mutation slot with probability
`mutation_share` (a function of the seed and i alone, `CampaignSettings.is_mutation_slot`);
there, once the corpus holds something, a parent is drawn by rarity (a power schedule: weight
= sum over the parent's features of 1 / count, so parents whose behaviour is rare are mutated
most), a donor for `splice` the same way, and generators/mutate.py edits the parent with a
RandomChooser seeded from (seed, i). Other indices, and a slot whose mutations all fail, get
`program_from_seed(seed + i)`. Every program's origin is recorded: {"kind": "fresh"} or
{"kind": "mutation", "parent": id, "donor": id, "mutator", "chooser_seed"}, which reproduces
the mutant exactly from the parent's and donor's entries.

Determinism and resume: a block is planned from the corpus as committed so far. With one job
the blocks are planned and committed in order, so a guided campaign is deterministic for its
seed (the same programs in the same order); with more jobs, which blocks were committed
before a block is planned depends on timing, and so do its mutants. A guided block's plan is
written before it is checked and removed after it is committed, so a block interrupted by a
kill is checked again with the same programs. `commit` records the block in features.json
before the campaign state counts it; a block already recorded (killed between the two writes)
is not counted again. Entries not listed in features.json (a kill before its write) are
removed on open. Blind campaigns keep the feature map and corpus too (the yield benchmark
compares the two) but never plan mutants.

Contract: thread-safe; pure Python (no torch, no MLIR): it runs in the campaign process.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from typing import Any, Sequence

from fuzz.atomic import write_json_atomic
from generators.choice import RandomChooser
from generators.mutate import mutate
from generators.program import Program
from oracles.case import Case
from oracles.features import features_of
from oracles.verdict import Verdict

from .state import CampaignSettings, derived_seed, merge_ranges

CORPUS_DIR = "corpus"
FEATURES_FILE = "features.json"
PLANS_DIR = "plans"
FORMAT = "irfuzz-campaign-corpus/1"
ENTRY_FORMAT = "irfuzz-corpus-entry/1"
# What `irfuzz run` does for a new campaign unless told, and the share of mutants it uses.
# Blind: the one yield run measured so far (docs/campaigns.md "Guided campaigns", bench/yield.py) found
# no more signatures guided than blind; guided is opt-in until a full benchmark says otherwise.
DEFAULT_GUIDED = False
DEFAULT_MUTATION_SHARE = 0.75


def entry_id(index: int) -> str:
    return f"{index:09d}"


@dataclass
class Entry:
    """A kept program: it hit a feature no earlier program hit."""

    id: str
    index: int
    program: Program
    erase: str
    input_seed: int
    features: list[str]
    new_features: list[str]
    origin: dict[str, Any]
    elapsed_s: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"format": ENTRY_FORMAT, "id": self.id, "index": self.index, "program": self.program.to_dict(),
                "erase": self.erase, "input_seed": self.input_seed, "features": self.features,
                "new_features": self.new_features, "origin": self.origin, "elapsed_s": round(self.elapsed_s, 1)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Entry:
        return cls(data["id"], int(data["index"]), Program.from_dict(data["program"]), data["erase"],
                   int(data["input_seed"]), list(data["features"]), list(data.get("new_features", [])),
                   dict(data.get("origin", {})), float(data.get("elapsed_s", 0.0)))


@dataclass
class Planned:
    """One program of a block, as the campaign will check it."""

    index: int
    case: Case
    origin: dict[str, Any] = field(default_factory=lambda: {"kind": "fresh"})

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "case": self.case.to_dict(), "origin": self.origin}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Planned:
        return cls(int(data["index"]), Case.from_dict(data["case"]), dict(data["origin"]))


def _covered(ranges: Sequence[Sequence[int]], block: tuple[int, int]) -> bool:
    return any(start <= block[0] and block[1] <= end for start, end in ranges)


def weighted_pick(ch: RandomChooser, ids: Sequence[str], weights: Sequence[float]) -> str:
    """One id, with probability proportional to its weight (deterministic in the chooser)."""
    total = sum(weights)
    point = ch.integer(0, 10**9 - 1) / 10**9 * total
    running = 0.0
    for entry, weight in zip(ids, weights):
        running += weight
        if point < running:
            return entry
    return ids[-1]


class CampaignCorpus:
    def __init__(self, folder: str, settings: CampaignSettings, committed: Sequence[Sequence[int]] = ()) -> None:
        """The corpus of the campaign in `folder`; `committed` are the state's checked ranges
        (plans of blocks inside them are stale and removed)."""
        self.settings = settings
        self.root = os.path.join(folder, CORPUS_DIR)
        self.plans = os.path.join(self.root, PLANS_DIR)
        os.makedirs(self.plans, exist_ok=True)
        self.path = os.path.join(self.root, FEATURES_FILE)
        self._lock = threading.Lock()
        data: dict[str, Any] = {}
        if os.path.exists(self.path):
            with open(self.path) as fh:
                data = json.load(fh)
            if data.get("format") != FORMAT:
                raise ValueError(f"{self.path}: format {data.get('format')!r}, expected {FORMAT!r}")
        self.counts: dict[str, int] = dict(data.get("counts", {}))
        self.done: list[list[int]] = merge_ranges([list(r) for r in data.get("done", [])])
        self.entries: dict[str, Entry] = {}
        for eid in data.get("entries", []):
            with open(os.path.join(self.root, f"{eid}.json")) as fh:
                self.entries[eid] = Entry.from_dict(json.load(fh))
        self.recovered = self._remove_leftovers(committed)
        self.mutation_errors: list[str] = []   # mutator exceptions (irfuzz bugs), planned fresh instead

    def _remove_leftovers(self, committed: Sequence[Sequence[int]]) -> list[str]:
        """Entries a kill left unlisted, and plans of blocks the state already counts."""
        removed = []
        for name in sorted(os.listdir(self.root)):
            path = os.path.join(self.root, name)
            if name.startswith(".tmp-") or (name.endswith(".json") and name != FEATURES_FILE
                                            and name[:-5] not in self.entries):
                os.unlink(path)
                removed.append(path)
        for name in sorted(os.listdir(self.plans)):
            path = os.path.join(self.plans, name)
            try:
                with open(path) as fh:
                    block = tuple(json.load(fh)["block"])
                stale = _covered(committed, block)  # type: ignore[arg-type]
            except (OSError, ValueError, KeyError, TypeError):
                stale = True
            if stale:
                os.unlink(path)
                removed.append(path)
        return removed

    # -- reading ------------------------------------------------------------------------

    @property
    def feature_count(self) -> int:
        return len(self.counts)

    def __len__(self) -> int:
        return len(self.entries)

    def weights(self) -> tuple[list[str], list[float]]:
        """Entry ids in order and their power-schedule weights: sum of 1 / count of their features."""
        with self._lock:
            ids = sorted(self.entries)
            return ids, [sum(1.0 / max(self.counts.get(f, 1), 1) for f in self.entries[i].features) or 1e-9
                         for i in ids]

    # -- planning -----------------------------------------------------------------------

    def _plan_path(self, block: tuple[int, int]) -> str:
        return os.path.join(self.plans, f"{block[0]:09d}.json")

    def plan(self, block: tuple[int, int]) -> list[Planned]:
        """The programs of `block`: its saved plan (a block checked before but not committed),
        else fresh programs and, in a guided campaign, mutants of corpus programs."""
        indices = range(*block)
        if not self.settings.guided:
            return [Planned(i, self.settings.fresh_case(i)) for i in indices]
        saved: dict[int, Planned] = {}
        path = self._plan_path(block)
        if os.path.exists(path):
            try:
                with open(path) as fh:
                    saved = {p.index: p for p in map(Planned.from_dict, json.load(fh)["programs"])}
                for p in saved.values():
                    p.case.config = self.settings.oracle_for(p.index)   # exactly (JSON has no tuples)
            except (OSError, ValueError, KeyError, TypeError):
                saved = {}
        ids, weights = self.weights() if any(self.settings.is_mutation_slot(i) for i in indices) else ([], [])
        planned = [saved.get(i) or self._plan_one(i, ids, weights) for i in indices]
        write_json_atomic(path, {"block": list(block), "programs": [p.to_dict() for p in planned]}, sort_keys=False)
        return planned

    def _plan_one(self, index: int, ids: list[str], weights: list[float]) -> Planned:
        settings = self.settings
        if not ids or not settings.is_mutation_slot(index):
            return Planned(index, settings.fresh_case(index))
        pick = RandomChooser(derived_seed(settings.seed, index, "parent"))
        with self._lock:
            parent = self.entries[weighted_pick(pick, ids, weights)]
            donor = self.entries[weighted_pick(pick, ids, weights)]
        chooser_seed = derived_seed(settings.seed, index, "mutate")
        origin = {"kind": "mutation", "parent": parent.id, "donor": donor.id, "chooser_seed": chooser_seed}
        try:
            mutant = mutate(parent.program, parent.erase, RandomChooser(chooser_seed), settings.generator,
                            donor.program, settings.erase_levels, provenance={"parent": parent.id})
        except Exception as exc:  # a mutator bug must not cost the block: fresh, and the error is kept
            self.mutation_errors.append(f"{parent.id} seed {chooser_seed}: {type(exc).__name__}: {exc}")
            mutant = None
        if mutant is None:
            return Planned(index, settings.fresh_case(index), {"kind": "fresh", "mutation": "failed"})
        origin["mutator"] = mutant.mutator
        return Planned(index, Case(mutant.program, None, mutant.erase, settings.seed + index,
                                   settings.oracle_for(index)), origin)

    def drop_plan(self, block: tuple[int, int]) -> None:
        """The block is committed by the campaign state: its plan is no longer needed."""
        try:
            os.unlink(self._plan_path(block))
        except FileNotFoundError:
            pass

    # -- committing ---------------------------------------------------------------------

    def commit(self, block: tuple[int, int], planned: Sequence[Planned], verdicts: Sequence[Verdict | None],
               elapsed_s: float = 0.0) -> list[Entry]:
        """Count the block's features and keep its programs that hit a new one (in index
        order); returns the new entries. A block already recorded is not counted again."""
        with self._lock:
            if _covered(self.done, block):
                return []
            kept = []
            for p, verdict in zip(planned, verdicts):
                features = features_of(verdict) if verdict is not None else []
                new = [f for f in features if f not in self.counts]
                for f in features:
                    self.counts[f] = self.counts.get(f, 0) + 1
                if new and p.case.program is not None:
                    # As a resumed campaign reads it back (JSON lists, not tuples): mutants of it
                    # must not depend on whether the campaign was resumed in between.
                    program = Program.from_dict(json.loads(json.dumps(p.case.program.to_dict())))
                    entry = Entry(entry_id(p.index), p.index, program, p.case.erase, p.case.input_seed,
                                  features, new, p.origin, elapsed_s)
                    write_json_atomic(os.path.join(self.root, f"{entry.id}.json"), entry.to_dict(), sort_keys=False)
                    self.entries[entry.id] = entry
                    kept.append(entry)
            self.done = merge_ranges(self.done + [list(block)])
            write_json_atomic(self.path, {"format": FORMAT, "counts": dict(sorted(self.counts.items())),
                                          "entries": sorted(self.entries), "done": self.done})
            return kept


def load_features(folder: str) -> dict[str, Any] | None:
    """A campaign folder's raw features.json, or None (for reports and the benchmark)."""
    try:
        with open(os.path.join(folder, CORPUS_DIR, FEATURES_FILE)) as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None
