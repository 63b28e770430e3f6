"""The campaign: generate, check in sandboxed workers, store findings, report progress.

One thread per job drives its own Sandbox (its own worker process and MLIR context), which
its engine (engines.py: this machine, or a Ray cluster) provides; this process only plans
programs (pure Python) and writes findings, whatever the engine. The campaign's
state lives in its findings folder (state.py): running the same `irfuzz run --out DIR`
again resumes where it stopped, and a program is counted once however often the
campaign is killed. Per block of programs (one batch, one module, oracles/batch.py):

  claim -> check (worker) -> record findings (folders published atomically)
        -> commit (counts, one atomic write)

Off the fuzzing path (`deferred_share`): a new signature's folder is published at once,
marked `reduction`, `root_cause` and `verification: pending` in its meta.json; the jobs
reduce it (crashes and hangs too: a hang's checks get HANG_CHECK_TIMEOUT), generalize it
into its root-cause key (fuzz/findings/root_cause.py) and run its reproducers in fresh
processes between blocks, while that work's share of the session's job time stays under
`deferred_share`, and whenever the backlog would not fit in the time left (the tail of the
session is kept for it), so fuzzing never waits for a reduction. The end is planned: in
that tail each pending folder gets an even share of the jobs' time left (TailPlan: a shorter
reduction, or none, and a key cut by time), so a session ends with nothing pending and its
last lines say what the tail cut short; the session's last minute checks no new block, so the
findings of the last blocks get their share too. Once no block is left (`max_programs`) the jobs serve it until the
deadline; whatever is still pending (after a kill) is taken up by the next session.
Any exception in a job becomes an internal-error record with its traceback; the job
goes on with a fresh worker.

Guided campaigns (`guided`, corpus.py) plan each block from the campaign corpus (fresh
programs mixed with mutants of the programs that reached new compiler features) and commit
each block's features to the corpus just before the state counts the block; blind ones plan
every program fresh and keep the feature map too.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import math
import os
import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from fuzz.finding_folder import FindingRecord
from fuzz.findings.defects import DEFAULT_REGRESSIONS
from fuzz.findings.root_cause import (
    TIME_BUDGET_S,
    RootCause,
    folder_root_causes,
    group_root_causes,
    key_folder,
    same_defect,
    stored_finding,
)
from fuzz.findings.triage import CorpusCauses, corpus_match, root_cause_rows
from generators.errors import UsageError
from generators.generate import GeneratorConfig
from generators.program import Program
from oracles.backends import DEFAULT_BACKEND_SHARE, backends_context, program_outcome, with_recorded_backends
from oracles.case import Case
from oracles.frontends import frontend_context
from oracles.iterate import OracleConfig
from oracles.sandbox import SharedZygote
from oracles.variants import DEFAULT_VARIANT, apply_variant, variant_context
from oracles.verdict import Symptom, Verdict

from .corpus import DEFAULT_MUTATION_SHARE, CampaignCorpus, Planned
from .engines import DEFAULT_ENGINE, Engine, SandboxLike, open_engine
from .faults import fault_point
from .reduction import REDUCED, artifacts_writer, reduce_and_store
from .state import BatchTally, CampaignSettings, CampaignState, load_state
from .stats import StatsLog
from .store import FindingStore, internal_key

# A candidate that still hangs costs its whole timeout: hangs are reduced and generalized with
# this one (the hang corpus entry loops forever; the limit is well past any program's normal time).
HANG_CHECK_TIMEOUT = 20.0
# What one folder's reduction, root cause and verification cost before any was measured.
DEFERRED_GUESS_S = 60.0
# A new signature found this close to the end of a session has no time for its deferred work
# (the session's last line says how many of those are pending).
LATE_S = DEFERRED_GUESS_S
# So the session's last minute (LATE_S, at most this share of a short session) checks no new
# block: the findings of the last blocks are reduced, keyed and verified before `--time`
# rather than left pending for the next session.
END_KEPT_SHARE = 0.05


def end_kept_s(session_s: float) -> float:
    """The seconds at the end of a session of `session_s` in which no new block is checked."""
    return min(LATE_S, END_KEPT_SHARE * session_s)


# In the session's tail (the backlog at full budgets would not fit in the time left), each
# pending folder gets an even share of the jobs' time left (TailPlan). What a folder costs
# whatever its budgets (its verification, a reduction's last check and store, a key's first
# check), measured, comes off the share; this part of the rest goes to its reduction, the
# rest to its key; a reduction budget below MIN_TAIL_REDUCE_S leaves the reduction out (the
# key generalizes the example as found, which its first step reduces structurally anyway).
TAIL_REDUCE_PART = 0.4
MIN_TAIL_REDUCE_S = 2.0


@dataclass(frozen=True)
class TailPlan:
    """One folder's budgets in the session's tail: its even share of the jobs' time left, less
    what it costs whatever its budgets, split between its reduction and its key."""

    share_s: float        # the folder's share of the jobs' time left
    reduce_s: float       # its reduction's budget (0: left out)
    key_s: float          # its key's time budget

    @classmethod
    def split(cls, share_s: float, reduce_budget_s: float, fixed_s: float) -> TailPlan:
        """The budgets of a folder whose share is `share_s`, with a campaign reduction
        budget of `reduce_budget_s`, when a folder costs `fixed_s` whatever its budgets."""
        budgets = max(0.0, share_s - fixed_s)
        reduce_s = min(reduce_budget_s, TAIL_REDUCE_PART * budgets)
        if reduce_s < MIN_TAIL_REDUCE_S:
            reduce_s = 0.0
        return cls(share_s, reduce_s, max(1.0, budgets - reduce_s))

    def overrun(self, spent_s: float) -> float:
        """What a folder done on this plan cost beyond its budgets, of its `spent_s`."""
        return max(0.0, spent_s - self.reduce_s - self.key_s)


class _BlockFailed(Exception):
    """An irfuzz bug while checking a block, already recorded as an internal error."""


@dataclass
class CampaignConfig:
    out: str = "findings"
    seconds: float = 600.0         # this session's time; the campaign's total is in its state
    jobs: int = max(1, os.cpu_count() or 1)
    seed: int | None = None        # None: the folder's campaign, or a new one seeded from the clock
    max_programs: int | None = None  # the campaign's total (program indices below it), across sessions
    erase_levels: tuple[str, ...] = ("none", "intermediate", "torchscript")
    timeout: float = 120.0
    status_every: float = 10.0
    reduce_budget: float = 30.0   # seconds to minimize each new signature; 0 turns it off, and root-cause keys
    # Share of the jobs' time given to reductions and reproducer verification while there are
    # programs to check (the rest of the time, fuzzing); 0 leaves them all for the end.
    deferred_share: float = 0.2
    batch: int = 16               # programs per module (oracles/batch.py); 1 is the naive path
    oracle: OracleConfig = field(default_factory=OracleConfig)
    # Campaigns leave out what torch-mlir rejects every time (generators/generate.py, README).
    generator: GeneratorConfig = field(default_factory=lambda: GeneratorConfig(avoid_known_limits=True))
    new_campaign: bool = False    # the folder holds a campaign with other settings: start a new one
    # Guided (mutants of corpus programs for a mutation_share of the programs) or blind; None:
    # the folder's campaign, or blind for a new one (`irfuzz run` picks its own default).
    guided: bool | None = None
    mutation_share: float | None = None   # None: the folder's, or DEFAULT_MUTATION_SHARE when guided
    # Program JSON texts to check instead of generated programs (a blind campaign that ends
    # after the last); None: the folder's campaign's, or generated programs for a new one.
    programs: tuple[str, ...] | None = None
    # Pipeline variants (oracles/variants.py) rotated over a `variant_share` of the batches; None:
    # the folder's campaign's, or none for a new one.
    variants: tuple[str, ...] | None = None
    variant_share: float | None = None
    # Share of programs that also run the extra backends (state.py `oracle_for`); None: the
    # folder's, or DEFAULT_BACKEND_SHARE for a new campaign.
    backend_share: float | None = None
    engine: str = DEFAULT_ENGINE  # where the checking runs (engines.py); not a campaign setting
    address: str | None = None    # the engine's cluster (ray: HEAD:PORT); None starts a local one

    def settings(self, seed: int, guided: bool = False, mutation_share: float = 0.0,
                 variants: tuple[str, ...] = (), variant_share: float = 0.0,
                 programs: tuple[str, ...] = (), backend_share: float = 0.0) -> CampaignSettings:
        return CampaignSettings(seed, self.batch, tuple(self.erase_levels), self.generator, self.oracle,
                                guided, mutation_share if guided else 0.0, tuple(variants),
                                variant_share if variants else 0.0, programs, backend_share)


@dataclass
class CampaignStats:
    """What a session reports; the totals come from the campaign's state."""

    programs: int = 0              # the campaign's total
    session_programs: int = 0      # checked in this session
    findings: int = 0
    internal_errors: int = 0
    limits: int = 0
    unique: int = 0
    root_causes: int = 0           # distinct root-cause keys computed so far
    elapsed: float = 0.0           # the campaign's total, across sessions
    session_seconds: float = 0.0
    new_signatures: list[str] = field(default_factory=list)
    features: int = 0              # distinct compiler features reached (corpus.py)
    corpus: int = 0                # programs kept in the campaign corpus

    def line(self) -> str:
        rate = self.session_programs / self.session_seconds if self.session_seconds > 0 else 0.0
        return (f"[{self.elapsed:7.0f}s] programs {self.programs} ({rate:.2f}/s)  findings {self.findings}  "
                f"unique signatures {self.unique}  root causes {self.root_causes}  "
                f"internal errors {self.internal_errors}  limits {self.limits}  "
                f"features {self.features}  corpus {self.corpus}")


@functools.cache
def _cost_class(folder: str) -> str:
    """What a folder's deferred work costs is told by its symptom (its folder's name starts
    with it): a crash's candidates are judged one by one, each crash in a fresh worker with its
    replay; a hang's each up to HANG_CHECK_TIMEOUT; wrong numbers' verification runs two fresh
    interpreters (repro.sh and repro.py) where a diagnostic's runs one `torch-mlir-opt`, and a
    campaign meets most diagnostics first; the others' a batch at a time. And by the extra
    backends its program ran (meta.json `extra_backends`, "+backends"): each of its candidates
    runs them too, an IREE compile among them (an IREE failure found at minute 33 of an hour,
    costed as a diagnostic's, was cut by the end, last in the queue). A folder's class never
    changes: it is read once."""
    name = os.path.basename(folder)
    if name.startswith("mismatch-"):
        symptom = "mismatch"
    else:
        symptom = next((symptom for symptom in (Symptom.CRASH, Symptom.TIMEOUT) if name.startswith(f"{symptom}-")),
                       "other")
    record = FindingRecord.read(folder)
    return f"{symptom}+backends" if record is not None and record.extra_backends else symptom


def _is_pending(folder: str) -> bool:
    """Whether the folder's deferred work is pending (False for one that cannot be read)."""
    record = FindingRecord.read(folder)
    return record is not None and record.has_pending_work()


@contextlib.contextmanager
def _hang_timeout(sandbox: SandboxLike, symptom: str | None) -> Iterator[None]:
    """Checks about a hang get HANG_CHECK_TIMEOUT, not the campaign's full timeout."""
    saved = sandbox.timeout
    if symptom == "timeout":
        sandbox.timeout = min(saved, HANG_CHECK_TIMEOUT)
    try:
        yield
    finally:
        sandbox.timeout = saved


def campaign_context(settings: CampaignSettings, index: int, out: str,
                     origin: dict[str, Any] | None = None) -> dict[str, Any]:
    """What meta.json records so that program `index` is regenerated exactly; a guided
    campaign's mutant records its `origin` instead (parent, donor, mutator, chooser seed)."""
    variant = settings.variant_of(index)
    # The variant is the campaign's choice for the index: `irfuzz generate` prints the check
    # command with it; the regenerate line says it too.
    checked_with = f"  # checked with --variant {variant}" if variant != DEFAULT_VARIANT else ""
    context = {"seed": settings.seed + index, "campaign_seed": settings.seed, "index": index,
               "batch": settings.batch, "generator": settings.to_dict()["generator"],
               "regenerate": f"irfuzz generate --campaign {out} --index {index}{checked_with}",
               **frontend_context(settings.oracle), **variant_context(variant),
               **backends_context(settings.config_for(index))}
    if origin is not None and origin.get("kind") == "mutation":
        context["origin"] = origin
        context["regenerate"] = (f"a mutant of {out}/corpus/{origin['parent']}.json (fuzz/campaign/corpus.py); "
                                 f"program.json is the exact program{checked_with}")
    return context


class _Campaign:
    def __init__(self, cfg: CampaignConfig, state: CampaignState, store: FindingStore, engine: Engine,
                 log: Callable[[str], None]) -> None:
        self.cfg, self.state, self.store, self.engine, self.log = cfg, state, store, engine, log
        self.settings = state.settings
        self.deadline = time.monotonic() + cfg.seconds
        # No block is claimed after this: the end is kept for the last findings' reductions and
        # keys (none with --reduce-budget 0: then blocks are claimed to the end, as before).
        self.checking_until = self.deadline - (end_kept_s(cfg.seconds) if cfg.reduce_budget > 0 else 0.0)
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.new_signatures: list[str] = []
        self.programs_at_start = state.programs
        # Folders whose reduction or reproducer verification is pending (see the module doc).
        self.deferred: collections.deque[str] = collections.deque(
            path for path in store.folders().values() if _is_pending(path))
        self.deferred_seconds = 0.0
        # Seconds and folders of the deferred work done at full budgets, by cost class (_cost_class).
        self.deferred_cost: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0])
        self.deferred_busy = 0      # jobs doing deferred work now
        # Seconds and folders: what the folders done on a tail plan cost beyond their budgets
        # (TailPlan.overrun); before the first, the verifications done so far.
        self.tail_fixed = [0.0, 0]
        self.verify_cost = [0.0, 0]
        # Folders done on a tail share, and of those the reductions and keys the share cut short.
        self.tail = collections.Counter[str]()
        self.found_at: dict[str, float] = {}   # folder of a new signature -> when (time.monotonic)
        # Root causes keyed so far; keys that same_defect ties are one root cause.
        self.root_causes: list[RootCause] = list(folder_root_causes(store.folders().values()))
        self.rows_of_keys = (-1, 0)   # (keys grouped, rows): the status line groups again only when keys came
        self.known_causes = CorpusCauses.load(DEFAULT_REGRESSIONS)   # keys and signatures, from expected.json
        self.corpus = CampaignCorpus(cfg.out, self.settings, state.done)
        # The reproducers' `irfuzz check`s fork their workers from copies of one zygote, started
        # at the first verification (each would otherwise start a zygote of its own).
        self._reproducer_zygote: SharedZygote | None = None

    # -- one job ----------------------------------------------------------------------

    def job(self) -> None:
        sandbox: SandboxLike | None = None
        try:
            while not self.stop.is_set() and time.monotonic() < self.deadline:
                if sandbox is None:
                    sandbox = self.engine.sandbox(timeout=self.cfg.timeout)
                try:
                    if self._deferred_turn() and self._finish_deferred(sandbox):
                        continue
                    if not self._check_next_block(sandbox) and not self._finish_deferred(sandbox):
                        break  # no program left to check, nothing left to finish
                except Exception as exc:  # an irfuzz bug: recorded, then a fresh worker
                    if not isinstance(exc, _BlockFailed):
                        folder = self.store.record_internal(
                            Verdict.internal(f"campaign job: {traceback.format_exc()}"), None,
                            {"campaign_seed": self.settings.seed})
                        self.log(f"internal error (an irfuzz bug, not a finding) in a campaign job: {folder}")
                    sandbox.close()
                    sandbox = None
        finally:
            if sandbox is not None:
                sandbox.close()

    def _check_next_block(self, sandbox: SandboxLike) -> bool:
        if time.monotonic() >= self.checking_until:
            return False
        block = self.state.claim(self.cfg.max_programs)
        if block is None:
            return False
        tally = BatchTally()
        new: list[str] = []   # folders of new signatures
        planned: list[Planned] = []
        verdicts: list[Verdict | None] = []
        try:
            planned = self.corpus.plan(block)
            cases = [p.case for p in planned]
            start = time.perf_counter()
            verdicts = sandbox.check_batch(cases, deadline=self.deadline, known_failures=self._known_failures())
            tally.add_seconds({"path:batch": time.perf_counter() - start, **sandbox.take_seconds()})
            fault_point("batch-checked")
            if any(v is None for v in verdicts):  # out of time: the block stays unchecked
                self.state.release(block)
                return False
            start = time.perf_counter()
            for p, verdict in zip(planned, verdicts):
                assert verdict is not None
                self._record(sandbox, p, verdict, tally, new)
                tally.programs += 1
            tally.add_seconds({"path:store": time.perf_counter() - start})
        except Exception:
            # Whatever was not recorded of this block is an internal error, with the traceback;
            # the block is committed so that a deterministic irfuzz bug does not loop on resume.
            message = f"campaign job: {traceback.format_exc()}"
            unrecorded = block[1] - block[0] - tally.programs
            folder = self.store.record_internal(Verdict.internal(message), None,
                                                {"campaign_seed": self.settings.seed, "block": list(block)})
            self.log(f"internal error (an irfuzz bug, not a finding) in programs {block[0]}..{block[1] - 1}: {folder}")
            for _ in range(unrecorded):
                tally.hit(f"internal/{internal_key(message)}")
            tally.internal_errors += unrecorded
            tally.programs += unrecorded
            self._commit(block, tally, planned, [])
            raise _BlockFailed(message) from None
        self._commit(block, tally, planned, verdicts)
        with self.lock:
            self.deferred.extend(folder for folder in new if _is_pending(folder))
        return True

    def _known_failures(self) -> set[str]:
        """Signatures of the crashes and hangs this campaign has stored: each folder's first
        example was judged alone in full, so a hang's repeat may be judged on a leash and a
        crash's named from its batch (oracles/sandbox.py)."""
        return {signature for signature in self.store.signatures()
                if signature.startswith((f"{Symptom.TIMEOUT}-", f"{Symptom.CRASH}-"))}

    def _record(self, sandbox: SandboxLike, planned: Planned, verdict: Verdict, tally: BatchTally,
                new: list[str]) -> None:
        i, case = planned.index, planned.case
        context = campaign_context(self.settings, i, self.cfg.out, planned.origin)
        program = case.program
        # A verdict's timings are its stages' seconds, and "path:..." for how it was judged.
        tally.add_seconds({key if key.startswith("path:") else f"stage:{key}": seconds
                           for key, seconds in verdict.timings.items()})
        tally.convergence.add(verdict, self.settings.variant_of(i))
        tally.add_backends({backend: program_outcome(verdict, backend) for backend in case.config.extra_backends})
        if verdict.status == "internal-error":
            folder = self.store.record_internal(verdict, program, context)
            tally.internal_errors += 1
            tally.hit(os.path.relpath(folder, self.store.root))
            self.log(f"internal error (an irfuzz bug, not a finding) at program {i}: {folder}")
        for limit in verdict.limits:
            folder = self.store.record_limit(limit, verdict, program, context)
            tally.limits += 1
            tally.hit(os.path.relpath(folder, self.store.root))
        for finding in verdict.findings:
            # The key is computed from the reduced program: no reduction, no key (a model
            # file's case has no Program to reduce or generalize).
            reduces = self.cfg.reduce_budget > 0 and program is not None
            deferred = {"reduction": "pending", "root_cause": "pending"} if reduces else {}
            # A folder to be reduced gets its artifacts with its reduced form (_reduce): these
            # would be thrown away with the original program (a cost on the fuzzing path per
            # new signature, docs/performance.md).
            folder, is_new = self.store.record(finding, verdict, program, {**context, **deferred},
                                               artifacts=None if reduces else artifacts_writer(sandbox, case, finding))
            tally.findings += 1
            tally.hit(finding.signature)
            if is_new:
                new.append(folder)
                with self.lock:
                    self.new_signatures.append(finding.signature)
                    self.found_at[folder] = time.monotonic()
                self.log(f"NEW {finding.symptom} in {finding.pass_name or finding.stage} at k={finding.k}"
                         f" [{case.erase}]: {finding.message.splitlines()[0][:120]} -> {folder}")

    def _commit(self, block: tuple[int, int], tally: BatchTally, planned: list[Planned],
                verdicts: list[Verdict | None]) -> None:
        # The corpus first: a kill between the two writes re-checks the block with the same
        # plan, and the corpus, which has it already, does not count it twice.
        self.corpus.commit(block, planned, verdicts, self.state.elapsed())
        fault_point("state-before-commit")
        self.state.commit(block, tally)
        self.corpus.drop_plan(block)
        self.store.set_counts({folder: self.state.counts[folder] for folder in tally.counts})

    # -- deferred work: reductions and reproducer verification ------------------------------

    def _deferred_turn(self) -> bool:
        """Whether a job should take deferred work now: while it is under its share of this
        session's job time, and whenever the backlog would not fit in the time left: the tail
        of the session is kept for it, so that a campaign ends with nothing pending."""
        with self.lock:
            if not self.deferred or self.cfg.deferred_share <= 0:
                return False
            now = time.monotonic()
            job_seconds = self.cfg.jobs * (now - self.state.session_started)
            if self.deferred_seconds <= self.cfg.deferred_share * job_seconds:
                return True
            return not self._backlog_fits(now)

    def _folder_costs(self) -> list[float]:
        """What each pending folder will cost, at the mean cost of the folders of its class
        finished so far at full budgets (else of all classes, else DEFERRED_GUESS_S). By class:
        the folders a campaign leaves for its end (crashes among them, whose candidates are
        judged one by one) cost a multiple of the mean of those done before
        (docs/performance.md)."""
        done = sum(n for _, n in self.deferred_cost.values())
        overall = sum(seconds for seconds, _ in self.deferred_cost.values()) / done if done else DEFERRED_GUESS_S
        means = {cls: seconds / n for cls, (seconds, n) in self.deferred_cost.items() if n}
        return [means.get(_cost_class(folder), overall) for folder in self.deferred]

    def _backlog_seconds(self) -> float:
        """What the pending folders will cost in all (job-seconds)."""
        return sum(self._folder_costs())

    def _backlog_fits(self, now: float) -> bool:
        """Whether the backlog at full budgets can be done by the jobs before the deadline. A
        folder is done by one job: the jobs may share out the job-seconds, but the costliest
        folder may be the last to start, on one job while the others have nothing left (list
        scheduling's bound: sum / jobs + (1 - 1 / jobs) x the costliest). Seen: a crash found
        near the end of an hour "fitting" in the two jobs' job-seconds left, its key cut by the
        end on one job (docs/performance.md)."""
        costs = self._folder_costs()
        jobs = max(1, self.cfg.jobs)
        return sum(costs) / jobs + (1 - 1 / jobs) * max(costs, default=0.0) < self.deadline - now

    def _tail_plan(self) -> TailPlan | None:
        """The budgets of the folder a job takes up now, when the backlog at full budgets would
        not fit in the jobs' time left: an even share of that time for each pending folder
        (the ones in progress included), so that the session ends with every folder reduced
        (or said why not), keyed and verified. None while the backlog fits."""
        with self.lock:
            now = time.monotonic()
            if self._backlog_fits(now):
                return None
            seconds, n = self.tail_fixed if self.tail_fixed[1] else self.verify_cost
            # One job does the folder: its share is never more than the wall time left.
            share = min(self.cfg.jobs * (self.deadline - now) / max(1, len(self.deferred) + self.deferred_busy),
                        self.deadline - now)
        return TailPlan.split(share, self.cfg.reduce_budget, seconds / n if n else 0.0)

    def _reproducer_env(self) -> dict[str, str]:
        """The environment a reproducer's process adds: the campaign's shared zygote, started
        on first use (it lives as long as the job thread that started it, the session)."""
        with self.lock:
            if self._reproducer_zygote is None or self._reproducer_zygote.proc.poll() is not None:
                if self._reproducer_zygote is not None:
                    self._reproducer_zygote.close()
                self._reproducer_zygote = SharedZygote()
            return self._reproducer_zygote.env()

    def close(self) -> None:
        """End what the session started beside its jobs (the reproducers' shared zygote)."""
        with self.lock:
            if self._reproducer_zygote is not None:
                self._reproducer_zygote.close()
                self._reproducer_zygote = None

    def _finish_deferred(self, sandbox: SandboxLike) -> bool:
        """Reduce, key, then verify, one folder whose work is pending; False if none is (or
        the session is over: what is left stays pending in the folders for the next one)."""
        plan = self._tail_plan()
        with self.lock:
            if not self.deferred or time.monotonic() >= self.deadline:
                return False
            folder = self.deferred.popleft()
            self.deferred_busy += 1
        start = time.perf_counter()
        try:
            record = FindingRecord.read_or_blank(folder)
            with _hang_timeout(sandbox, record.symptom):
                if record.reduction == "pending":
                    self._reduce_folder(sandbox, folder, plan)
                if FindingRecord.read_or_blank(folder).root_cause == "pending" and time.monotonic() < self.deadline:
                    key_start = time.perf_counter()
                    self._key_folder(sandbox, folder, plan)
                    self.state.add_seconds({"path:root-cause": time.perf_counter() - key_start})
            if FindingRecord.read_or_blank(folder).verification == "pending" and time.monotonic() < self.deadline:
                verify_start = time.perf_counter()
                self.store.verify(folder, env=self._reproducer_env())
                verify_spent = time.perf_counter() - verify_start
                self.state.add_seconds({"path:verify": verify_spent})
                with self.lock:
                    self.verify_cost[0] += verify_spent
                    self.verify_cost[1] += 1
        finally:
            with self.lock:
                self.deferred_busy -= 1
                self._account_done(folder, time.perf_counter() - start, plan)
                if _is_pending(folder):
                    # Cut by the end of the session: it stays in the backlog, so the session's
                    # last line counts it and the next session takes it up.
                    self.deferred.appendleft(folder)
        return True

    def _account_done(self, folder: str, spent: float, plan: TailPlan | None) -> None:
        """Count one folder's deferred work, `spent` seconds, done on the tail `plan` or at
        full budgets (None). Called with the lock held."""
        self.deferred_seconds += spent
        if plan is None:
            # Only a folder done at full budgets says what the backlog costs: one done on a
            # tail share costs that share, and counted in the means it lowered the estimate,
            # so the jobs went back to checking programs in the tail and found more folders
            # for the shares left (an hour on a fast machine cut 87 keys that way).
            cost = self.deferred_cost[_cost_class(folder)]
            cost[0] += spent
            cost[1] += 1
        else:
            self.tail["folders"] += 1
            self.tail_fixed[0] += plan.overrun(spent)
            self.tail_fixed[1] += 1

    def _reduce_folder(self, sandbox: SandboxLike, folder: str, plan: TailPlan | None = None) -> None:
        """Reduce a published folder's example (its program.json and meta.json say all), within
        the tail `plan`'s budget where there is one."""
        record = FindingRecord.read_or_blank(folder)
        if plan is not None and plan.reduce_s <= 0:
            self.store.update(folder, reduction=f"not done: the session's end left this folder {plan.share_s:.1f} s "
                                                f"of the jobs' time, for its key and verification")
            with self.lock:
                self.tail["reductions left out"] += 1
            return
        try:
            with open(os.path.join(folder, "program.json")) as fh:
                program = Program.from_json(fh.read())
            finding = stored_finding(record)
        except Exception as exc:
            self.store.update(folder, reduction=f"not done: {type(exc).__name__}: {exc}")
            return
        case = Case(program, None, record.erase or "none", int(record.seed or 0), self._oracle_of(record))
        self._reduce(sandbox, folder, case, finding, plan)

    def _oracle_of(self, record: FindingRecord) -> OracleConfig:
        """The oracle settings a folder's finding was checked with: the campaign's, with the
        extra backends it ran (meta.json `extra_backends`) and its pipeline variant (`variant`)."""
        return apply_variant(with_recorded_backends(self.settings.oracle, record.extra_backends),
                             record.variant or DEFAULT_VARIANT)

    def _key_folder(self, sandbox: SandboxLike, folder: str, plan: TailPlan | None = None) -> None:
        """The root-cause key of a published (reduced) folder, into its meta.json, within the
        tail `plan`'s time budget where there is one; a new key is logged, as a new signature is."""
        record = FindingRecord.read_or_blank(folder)
        budget = min(TIME_BUDGET_S, self.deadline - time.monotonic(), plan.key_s if plan else math.inf)
        try:
            cause = key_folder(folder, sandbox.check, self._oracle_of(record), time_budget_s=budget,
                               check_many=lambda cases: sandbox.check_batch(cases, deadline=self.deadline))
        except (OSError, ValueError) as exc:
            self.store.update(folder, root_cause=f"not done: {type(exc).__name__}: {exc}")
            return
        if cause.trigger.cut == "time" and time.monotonic() >= self.deadline - 1:
            return  # cut by the end of the session: the next one keys it
        self.store.update(folder, root_cause=cause.to_dict())
        if plan is not None and cause.trigger.cut == "time":
            with self.lock:
                self.tail["keys cut short"] += 1
        with self.lock:
            is_new = not any(same_defect(cause, seen) for seen in self.root_causes)
            self.root_causes.append(cause)
        if is_new:
            status, entry = corpus_match(cause, self.known_causes, [record.signature or ""])
            if status == "known":
                self.log(f"root cause {cause.key} (known: corpus/regressions/{entry}): {cause.sentence}")
            else:
                self.log(f"NEW root cause {cause.key}: {cause.sentence}"
                         + (f" (look: corpus/regressions/{entry} fails the same way)" if entry else ""))

    def _reduce(self, sandbox: SandboxLike, folder: str, case: Case, finding: Any,
                plan: TailPlan | None = None) -> None:
        """Minimize a new signature's program and swap the stored example for the reduced one
        (fuzz/campaign/reduction.py), within the tail `plan`'s budget where there is one. Out
        of time, the folder stays `reduction: pending` for the next session."""
        budget = min(self.cfg.reduce_budget, self.deadline - time.monotonic(), plan.reduce_s if plan else math.inf)
        if budget < 1:
            return
        start = time.perf_counter()
        fault_point("reduce-started")
        done = reduce_and_store(sandbox, self.store, folder, case, finding, budget,
                                cut_short=lambda result: result.exhausted and time.monotonic() >= self.deadline)
        if done is None:
            return  # cut short by the end of the session: the next one reduces it
        self.state.add_seconds({"path:reduce": time.perf_counter() - start})
        if plan is not None and done.result.exhausted:
            with self.lock:
                self.tail["reductions cut short"] += 1
        if done.outcome == REDUCED:
            self.log(f"  reduced {finding.signature}: {len(case.program.nodes)} -> "
                     f"{len(done.stored.program.nodes)} nodes in {done.result.seconds:.1f}s")

    # -- reporting ------------------------------------------------------------------------

    def stats(self) -> CampaignStats:
        state = self.state
        with self.lock:   # jobs append keys while the status line is made: group a snapshot
            causes = list(self.root_causes)
        if self.rows_of_keys[0] != len(causes):   # keys are only appended: the count says what changed
            self.rows_of_keys = (len(causes), len(group_root_causes(causes)))
        return CampaignStats(programs=state.programs, session_programs=state.programs - self.programs_at_start,
                             findings=state.findings, internal_errors=state.internal_errors, limits=state.limits,
                             unique=len(self.store.signatures()), root_causes=self.rows_of_keys[1],
                             elapsed=state.elapsed(),
                             session_seconds=time.monotonic() - state.session_started,
                             new_signatures=list(self.new_signatures),
                             features=self.corpus.feature_count, corpus=len(self.corpus))


def open_campaign(cfg: CampaignConfig) -> CampaignState:
    """The folder's campaign resumed, or a new one (UsageError on conflicting settings)."""
    stored = (load_state(cfg.out) or {}).get("settings", {})
    seed = cfg.seed
    if seed is None:
        seed = int(stored.get("seed", int(time.time())))
    guided = cfg.guided if cfg.guided is not None else bool(stored.get("guided", False))
    share = cfg.mutation_share
    if share is None:
        share = float(stored.get("mutation_share") or DEFAULT_MUTATION_SHARE) if guided else 0.0
    variants = cfg.variants if cfg.variants is not None else tuple(stored.get("variants", ()))
    variant_share = cfg.variant_share if cfg.variant_share is not None else float(stored.get("variant_share", 0.0))
    programs = cfg.programs if cfg.programs is not None else tuple(stored.get("programs", ()))
    if guided and programs:
        raise UsageError("a campaign over given programs (--programs) is blind: it checks them, it does not mutate")
    backend_share = cfg.backend_share
    if backend_share is None:  # a folder's campaign made before the setting ran no extra backend
        backend_share = (float(stored.get("backend_share", 0.0)) if stored and not cfg.new_campaign
                         else DEFAULT_BACKEND_SHARE)
    return CampaignState.open(cfg.out, cfg.settings(seed, guided, share, variants, variant_share, programs,
                                                    backend_share), cfg.new_campaign)


def run_campaign(cfg: CampaignConfig, log: Callable[[str], None] = print) -> CampaignStats:
    """One session of the campaign in `cfg.out` on `cfg.engine` (UsageError for an engine that
    cannot start or a folder whose campaign has other settings)."""
    engine = open_engine(cfg.engine, cfg.jobs, cfg.address, log)
    try:
        return _run_session(cfg, engine, log)
    finally:
        engine.close()


def _run_session(cfg: CampaignConfig, engine: Engine, log: Callable[[str], None]) -> CampaignStats:
    state = open_campaign(cfg)
    store = FindingStore(cfg.out, count_repeats=False, defer_verification=True)
    for line in store.recover():
        log(f"recovered: {line}")
    store.set_counts(state.counts)  # repeats counted before a kill but never committed are undone
    campaign = _Campaign(cfg, state, store, engine, log)
    stats_log = StatsLog(cfg.out, state, log)  # DIR/stats.csv: a row per status line (stats.py)
    settings = state.settings
    log(f"irfuzz campaign: {cfg.jobs} job(s), {cfg.seconds:.0f}s, seed {settings.seed}, "
        + (f"guided (mutation share {settings.mutation_share:g}), " if settings.guided else "blind, ")
        + (f"variants {','.join(settings.variants)} on {settings.variant_share:g} of the batches, "
           if settings.variants else "")
        + f"erase {','.join(settings.erase_levels)}, batch {settings.batch}, K={settings.oracle.iterations}"
        + (f", extra backends {','.join(settings.oracle.extra_backends)} on every program"
           if settings.oracle.extra_backends else
           f", extra backends on {settings.backend_share:g} of the programs" if settings.backend_share else "")
        + (f", up to {cfg.max_programs} programs" if cfg.max_programs is not None else "")
        + f", findings -> {cfg.out}/, engine {engine.description}")
    if state.resumed:
        gaps = state.unchecked_below()
        log(f"resuming campaign in {cfg.out} (seed {state.settings.seed}) at program "
            f"{state.done[-1][1] if state.done else 0}: {state.programs} programs checked in "
            f"{state.elapsed_before:.0f}s over {state.sessions - 1} session(s)"
            + (f"; {gaps} unchecked program(s) below that are checked first" if gaps else "")
            + (f"; {len(campaign.deferred)} folder(s) with a reduction or verification pending"
               if campaign.deferred else "")
            + f"; corpus {len(campaign.corpus)} program(s), {campaign.corpus.feature_count} feature(s)")
    for path in campaign.corpus.recovered:
        log(f"recovered: removed {path} (an interrupted corpus write, or the plan of a committed block)")
    threads = [threading.Thread(target=campaign.job, name=f"irfuzz-job-{n}", daemon=True) for n in range(cfg.jobs)]
    for t in threads:
        t.start()
    # A block in flight is cut at the deadline (Sandbox.check_batch: its programs are left for
    # the next session); a reduction's last check or a verification may still end up to one
    # timeout later; past that, give up.
    hard_stop = campaign.deadline + cfg.timeout + 30
    try:
        while any(t.is_alive() for t in threads):
            for t in threads:
                t.join(timeout=cfg.status_every / max(len(threads), 1))
            tick = campaign.stats()
            log(tick.line())
            stats_log.append(tick, "tick")
            if time.monotonic() > hard_stop:
                log("jobs still busy one timeout past the deadline: leaving their programs for the next session")
                break
    except KeyboardInterrupt:
        campaign.stop.set()
        log("interrupted: finishing the programs in flight (findings so far are saved)")
        for t in threads:
            t.join(timeout=max(0.0, hard_stop - time.monotonic()))
    campaign.close()
    state.save()
    stats = campaign.stats()
    stats_log.append(stats, "end")
    log("done. " + stats.line())
    log("seconds by path and stage, campaign total (campaign.json `seconds`, stats.csv): "
        + ", ".join(f"{key} {value:.0f}" for key, value in sorted(state.seconds.items(), key=lambda kv: -kv[1])))
    if state.backends:
        log("extra backends, programs by outcome, campaign total (campaign.json `backends`): "
            + ", ".join(f"{key} {n}" for key, n in sorted(state.backends.items())))
    causes = root_cause_rows(cfg.out, DEFAULT_REGRESSIONS)
    counts = collections.Counter(row["status"] for row in causes)
    log(f"root causes: {len(causes) - counts['pending']} ({counts['new'] + counts['look']} new, "
        f"{counts['known']} known in corpus/regressions, {counts['cut']} with a key cut by time, new or not "
        f"unknown), {counts['pending']} finding(s) with the key pending: "
        f"`irfuzz triage {cfg.out}`")
    if campaign.tail["folders"]:
        tail = campaign.tail
        log(f"the session's tail: {tail['folders']} finding folder(s) done on an even share of the time left, "
            f"{tail['reductions left out']} without a reduction and {tail['reductions cut short']} with one cut "
            f"short by its share, {tail['keys cut short']} with a key cut short by its share (generalized less: "
            f"meta.json root_cause.trigger.cut is \"time\"); `irfuzz triage {cfg.out} --recompute` does them all "
            f"again at full budgets")
    if campaign.deferred:
        late = [folder for folder in campaign.deferred
                if folder in campaign.found_at and campaign.found_at[folder] >= campaign.deadline - LATE_S]
        log(f"{len(campaign.deferred)} finding folder(s) still have a reduction or reproducer verification "
            f"pending (meta.json says which; {len(late)} of them found in the session's last {LATE_S:.0f} s, "
            f"too late for it): `irfuzz run --out {cfg.out}` again takes them up")
    return stats
