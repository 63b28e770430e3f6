"""A campaign's state: kept in its findings folder, so the folder alone resumes it.

`DIR/campaign.json` holds the settings that define the campaign's programs (seed, batch
size, erasure levels, generator and oracle settings), the program indices checked so far
(as merged half-open ranges), the counters and the time spent. It is rewritten atomically
after every batch, in the same write that counts the batch's programs and findings, so a
program is counted exactly once however often the campaign is killed: a batch whose
commit did not happen is checked again on resume, and its findings are counted then.

Program `i` of a campaign is `program_from_seed(seed + i, generator)` at erasure level
`erase_levels[(i // batch) % len(erase_levels)]` with input seed `seed + i`
(`case_for`), so `irfuzz generate --campaign DIR --index i` regenerates it exactly. In a
guided campaign (`guided`, corpus.py) that holds for the indices drawn for fresh generation;
an index drawn for mutation (`is_mutation_slot`, a function of seed and index alone, with
probability `mutation_share`) is checked with a mutant of a corpus program, recorded with its
origin in the corpus entry and the finding's meta.json, not regenerable from the seed. A
campaign over given programs (`programs`, `irfuzz run --programs`) checks programs[i] at
index i, with the same erasure levels and input seeds, and ends after the last one.

Contract: thread-safe; `claim` hands out each unchecked block of programs once per
process; `commit` is the only writer of the file.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from fuzz.atomic import write_json_atomic
from generators.errors import UsageError
from generators.generate import GeneratorConfig, program_from_seed
from generators.program import Program
from oracles.backends import SHARE_BACKENDS
from oracles.case import Case
from oracles.iterate import OracleConfig
from oracles.variants import DEFAULT_VARIANT, apply_variant

from .convergence import ConvergenceCounts

STATE_FILE = "campaign.json"
FORMAT = "irfuzz-campaign/1"


@dataclass(frozen=True)
class CampaignSettings:
    """What defines a campaign's programs and verdicts: a resume must keep all of it."""

    seed: int
    batch: int
    erase_levels: tuple[str, ...]
    generator: GeneratorConfig
    oracle: OracleConfig
    # Guided campaigns (corpus.py) check a mutant of a corpus program for a `mutation_share`
    # of their indices; blind ones (the default, and every campaign made before this setting)
    # generate every program fresh.
    guided: bool = False
    mutation_share: float = 0.0
    # Pipeline variants (oracles/variants.py) checked for a `variant_share` of the batches
    # (`variant_of`); none (the default, and every campaign made before this setting): every
    # program is checked with `oracle` as it is.
    variants: tuple[str, ...] = ()
    variant_share: float = 0.0
    # A campaign over given programs (`irfuzz run --programs`): program `i` is programs[i]
    # (Program JSON texts) instead of a generated one, and the campaign ends after the last.
    programs: tuple[str, ...] = ()
    # The share of programs that also run the extra backends (oracles/backends.py,
    # SHARE_BACKENDS), chosen per index (`oracle_for`); campaigns made before it: none.
    backend_share: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        out = {"seed": self.seed, "batch": self.batch, "erase_levels": list(self.erase_levels),
               "generator": {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self.generator).items()},
               "oracle": {k: list(v) if isinstance(v, tuple) else v for k, v in self.oracle.to_dict().items()},
               "guided": self.guided, "mutation_share": self.mutation_share, "backend_share": self.backend_share}
        # Left out when off, so a campaign without them writes what it always wrote.
        if self.variants:
            out.update(variants=list(self.variants), variant_share=self.variant_share)
        if self.programs:
            out["programs"] = list(self.programs)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CampaignSettings:
        def tuples(d: dict[str, Any]) -> dict[str, Any]:
            return {k: tuple(v) if isinstance(v, list) else v for k, v in d.items()}

        return cls(int(data["seed"]), int(data["batch"]), tuple(data["erase_levels"]),
                   GeneratorConfig(**tuples(data["generator"])), OracleConfig(**tuples(data["oracle"])),
                   bool(data.get("guided", False)), float(data.get("mutation_share", 0.0)),
                   tuple(data.get("variants", ())), float(data.get("variant_share", 0.0)),
                   tuple(data.get("programs", ())), float(data.get("backend_share", 0.0)))

    def level_of(self, index: int) -> str:
        # One level per batch-sized block: a batch's programs share one module.
        return self.erase_levels[(index // self.batch) % len(self.erase_levels)]

    def variant_of(self, index: int) -> str:
        """The pipeline variant program `index` is checked with: one per batch-sized block (a
        batch's programs share one module and so one pipeline), drawn from the seed and the
        block alone: with probability `variant_share` one of `variants`, else the default."""
        if not self.variants or self.variant_share <= 0:
            return DEFAULT_VARIANT
        block = index - index % self.batch
        if not self.drawn(block, "variant", self.variant_share):
            return DEFAULT_VARIANT
        return self.variants[derived_seed(self.seed, block, "variant-pick") % len(self.variants)]

    def config_for(self, index: int) -> OracleConfig:
        """The oracle settings program `index` is checked with: `oracle_for` (the extra
        backends for its share), its block's pipeline variant applied."""
        return apply_variant(self.oracle_for(index), self.variant_of(index))

    def is_mutation_slot(self, index: int) -> bool:
        """Whether a guided campaign checks a mutant at `index` (when its corpus is not empty)."""
        if not self.guided or self.mutation_share <= 0:
            return False
        return self.drawn(index, "slot", self.mutation_share)

    def drawn(self, index: int, purpose: str, share: float) -> bool:
        """A yes with probability `share` for one `purpose` at `index`, from the seed and index
        alone: the same in every process and session (mutation slots, variants, backends)."""
        from generators.choice import RandomChooser

        return RandomChooser(derived_seed(self.seed, index, purpose)).chance(share)

    def oracle_for(self, index: int) -> OracleConfig:
        """The oracle settings program `index` is checked with: the campaign's, plus the extra
        backends (SHARE_BACKENDS) for a `backend_share` of the indices, drawn from seed and index
        alone (as the erasure level is a function of the index), so a resumed or regenerated
        program runs the same backends. Backends the campaign's oracle names run everywhere."""
        if self.oracle.extra_backends or self.backend_share <= 0 or not self.drawn(index, "backends",
                                                                                   self.backend_share):
            return self.oracle
        return replace(self.oracle, extra_backends=SHARE_BACKENDS)

    def fresh_case(self, index: int) -> Case:
        """Program `index` generated fresh: `program_from_seed(seed + index)`, or the given
        programs[index] in a campaign over given programs (UsageError past the last)."""
        if self.programs:
            if not 0 <= index < len(self.programs):
                raise UsageError(f"program {index}: this campaign checks the {len(self.programs)} programs it was "
                                 f"given (indices 0 to {len(self.programs) - 1})")
            program = Program.from_json(self.programs[index])
        else:
            program = program_from_seed(self.seed + index, self.generator)
        return Case(program, erase=self.level_of(index), input_seed=self.seed + index, config=self.config_for(index))

    def case_for(self, index: int) -> Case:
        """Program `index` of the campaign, exactly as the campaign checks it. UsageError for a
        guided campaign's mutation slot: that program is a mutant of a corpus program."""
        if self.is_mutation_slot(index):
            raise UsageError(
                f"program {index} of this guided campaign is a mutation slot: it was a mutant of a corpus "
                f"program (or, while the corpus was empty, program_from_seed({self.seed + index})), not "
                "regenerable from the seed; the exact program of one that was kept is in "
                f"DIR/corpus/{index:09d}.json, of a finding in its program.json (meta.json `origin`)")
        return self.fresh_case(index)

    def differences(self, other: CampaignSettings) -> list[str]:
        mine, theirs = self.to_dict(), other.to_dict()
        out = []
        if self.programs != other.programs:  # texts too long to print: say how they differ
            out.append(f"programs: {len(self.programs)} given here, {len(other.programs)} (not the same) in the folder")
        for key in [k for k in mine if k != "programs"] + [k for k in theirs if k not in mine and k != "programs"]:
            here, there = mine.get(key), theirs.get(key)  # settings left out when off are absent
            if isinstance(here, dict) and isinstance(there, dict):
                out += [f"{key}.{k}: {here.get(k)!r} here, {there.get(k)!r} in the folder"
                        for k in sorted(set(here) | set(there)) if here.get(k) != there.get(k)]
            elif here != there:
                out.append(f"{key}: {here!r} here, {there!r} in the folder")
        return out


def derived_seed(seed: int, index: int, purpose: str) -> int:
    """A seed for one decision about program `index` (the same in every process and session)."""
    import hashlib

    return int.from_bytes(hashlib.sha256(f"{seed}:{index}:{purpose}".encode()).digest()[:8], "little")


def merge_ranges(ranges: list[list[int]]) -> list[list[int]]:
    """[start, end) ranges, sorted, overlapping and touching ones joined."""
    out: list[list[int]] = []
    for start, end in sorted(ranges):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return out


@dataclass
class BatchTally:
    """What one block of programs added: committed together with the block, or not at all."""

    programs: int = 0
    findings: int = 0
    internal_errors: int = 0
    limits: int = 0
    counts: dict[str, int] = field(default_factory=dict)   # store folder (relative) -> programs that hit it
    seconds: dict[str, float] = field(default_factory=dict)  # where the time went, by stage and path
    convergence: ConvergenceCounts = field(default_factory=ConvergenceCounts)  # IR_k+1 != IR_k, by pass
    # Programs per extra backend and what it did with them: "<backend>:<outcome>"
    # (oracles/backends.py `program_outcome`), and "<backend>:programs" that ran it.
    backends: dict[str, int] = field(default_factory=dict)

    def hit(self, folder: str) -> None:
        self.counts[folder] = self.counts.get(folder, 0) + 1

    def add_seconds(self, timings: dict[str, float]) -> None:
        for key, value in timings.items():
            self.seconds[key] = self.seconds.get(key, 0.0) + value

    def add_backends(self, outcomes: dict[str, str]) -> None:
        for backend, outcome in outcomes.items():
            for key in (f"{backend}:programs", f"{backend}:{outcome}"):
                self.backends[key] = self.backends.get(key, 0) + 1


class CampaignState:
    def __init__(self, folder: str, settings: CampaignSettings, data: dict[str, Any] | None = None) -> None:
        self.folder = folder
        self.path = os.path.join(folder, STATE_FILE)
        self.settings = settings
        data = data or {}
        self.done: list[list[int]] = merge_ranges([list(r) for r in data.get("done", [])])
        self.programs = int(data.get("programs", 0))
        self.findings = int(data.get("findings", 0))
        self.internal_errors = int(data.get("internal_errors", 0))
        self.limits = int(data.get("limits", 0))
        self.counts: dict[str, int] = dict(data.get("counts", {}))
        self.seconds: dict[str, float] = dict(data.get("seconds", {}))
        self.convergence = ConvergenceCounts.from_dict(data.get("convergence"))
        self.backends: dict[str, int] = dict(data.get("backends", {}))
        self.elapsed_before = float(data.get("elapsed_s", 0.0))
        self.sessions = int(data.get("sessions", 0)) + 1
        self.created = data.get("created") or time.strftime("%Y-%m-%dT%H:%M:%S%z")
        self.session_started = time.monotonic()
        self._lock = threading.Lock()
        self._claimed: set[int] = set()       # block starts handed out in this process
        self._next = self.done[-1][1] if self.done else 0

    # -- opening --------------------------------------------------------------

    @classmethod
    def open(cls, folder: str, settings: CampaignSettings | None, new_campaign: bool = False) -> CampaignState:
        """The folder's campaign, resumed; `settings` None means "whatever the folder holds".
        Different settings on an existing campaign are a UsageError unless `new_campaign`
        (the old state is then kept as campaign.<time>.json and a new one starts)."""
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, STATE_FILE)
        data = None
        if os.path.exists(path):
            try:
                with open(path) as fh:
                    data = json.load(fh)
                if data.get("format") != FORMAT:
                    raise ValueError(f"format {data.get('format')!r}, expected {FORMAT!r}")
                stored = CampaignSettings.from_dict(data["settings"])
            except (OSError, ValueError, KeyError, TypeError) as exc:
                raise UsageError(f"{path}: not a readable irfuzz campaign state ({exc}); "
                                 "move it away to start a new campaign in this folder") from None
            if settings is not None and settings != stored:
                if not new_campaign:
                    raise UsageError(f"{folder} holds a campaign with other settings:\n  "
                                     + "\n  ".join(settings.differences(stored) or ["(unknown)"])
                                     + "\nresume it without those options, use another --out, or pass "
                                       "--new-campaign to start a new campaign in this folder")
                os.replace(path, os.path.join(folder, f"campaign.{time.strftime('%Y%m%dT%H%M%S')}.json"))
                data = None
            else:
                settings = stored
        if settings is None:
            raise UsageError(f"{folder}: no campaign to resume and no settings given")
        state = cls(folder, settings, data)
        if data is None:
            state._write()
        return state

    @property
    def resumed(self) -> bool:
        return self.sessions > 1 or self.programs > 0

    # -- work ---------------------------------------------------------------------

    def claim(self, max_programs: int | None) -> tuple[int, int] | None:
        """The next block of unchecked programs [start, end), never crossing a batch boundary:
        first the gaps a killed run left below the highest checked index, then new blocks;
        None when the first `max_programs` programs are all checked or handed out."""
        batch = self.settings.batch
        limit = max_programs if max_programs is not None else float("inf")
        if self.settings.programs:
            limit = min(limit, len(self.settings.programs))
        with self._lock:
            covered = 0
            for start, end in self.done + [[self._next, self._next]]:
                position = covered
                while position < min(start, limit):
                    stop = int(min(start, (position // batch + 1) * batch, limit))
                    if position not in self._claimed:
                        self._claimed.add(position)
                        return position, stop
                    position = stop
                covered = max(covered, end)
            position = max(self._next, covered)
            stop = int(min((position // batch + 1) * batch, limit))
            if position >= stop:
                return None
            self._claimed.add(position)
            self._next = stop
            return position, stop

    def commit(self, block: tuple[int, int], tally: BatchTally) -> None:
        """Count a checked block: its programs, findings and per-folder hits, in one write."""
        with self._lock:
            self.done = merge_ranges(self.done + [list(block)])
            self.programs += tally.programs
            self.findings += tally.findings
            self.internal_errors += tally.internal_errors
            self.limits += tally.limits
            for folder, n in tally.counts.items():
                self.counts[folder] = self.counts.get(folder, 0) + n
            for key, value in tally.seconds.items():
                self.seconds[key] = round(self.seconds.get(key, 0.0) + value, 3)
            self.convergence.merge(tally.convergence)
            for key, n in tally.backends.items():
                self.backends[key] = self.backends.get(key, 0) + n
            self._write()

    def add_seconds(self, seconds: dict[str, float]) -> None:
        """Time spent outside any block (reductions), kept with the campaign's stage split."""
        with self._lock:
            for key, value in seconds.items():
                self.seconds[key] = round(self.seconds.get(key, 0.0) + value, 3)
            self._write()

    def release(self, block: tuple[int, int]) -> None:
        """A block that was claimed but will not be committed in this process (the session
        ends): it stays a gap for the next one."""
        with self._lock:
            self._claimed.discard(block[0])

    def unchecked_below(self) -> int:
        """Programs below the highest index handed out that are not checked (the gaps)."""
        with self._lock:
            top = max(self._next, self.done[-1][1] if self.done else 0)
            return top - sum(end - start for start, end in self.done)

    # -- reading --------------------------------------------------------------------

    def elapsed(self) -> float:
        return self.elapsed_before + time.monotonic() - self.session_started

    def to_dict(self) -> dict[str, Any]:
        from fuzz.versions import versions

        return {"format": FORMAT, "settings": self.settings.to_dict(), "done": self.done,
                "programs": self.programs, "findings": self.findings, "internal_errors": self.internal_errors,
                "limits": self.limits, "counts": dict(sorted(self.counts.items())),
                "seconds": dict(sorted(self.seconds.items())), "convergence": self.convergence.to_dict(),
                "backends": dict(sorted(self.backends.items())),
                "elapsed_s": round(self.elapsed(), 1),
                "sessions": self.sessions, "created": self.created,
                "updated": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "versions": versions()}

    def _write(self) -> None:
        write_json_atomic(self.path, self.to_dict())

    def save(self) -> None:
        """Write the state now (elapsed time at the end of a session)."""
        with self._lock:
            self._write()


def load_state(folder: str) -> dict[str, Any] | None:
    """The raw campaign.json of a folder, or None (for triage and reports: no validation)."""
    try:
        with open(os.path.join(folder, STATE_FILE)) as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None
