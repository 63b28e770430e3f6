"""A finding folder's format: its name, and its meta.json read and written in one place.

The campaign's store (fuzz/campaign/store.py) writes finding folders; the findings tools
(triage, merge, report, corpus, upstream, root_cause) and the CLI read them. Both import
this module, which imports neither.

meta.json schema history (the `schema` key):
  absent  folders written before the key existed: campaigns, merged folders and the
          regression corpus (corpus/regressions/*/meta.json). They load as schema 0 and
          are the same format as 1.
  1       `"schema": 1`; every other key as before.
A folder whose schema is newer than this irfuzz knows is refused (FindingFolderError), not
guessed at. Keys this module does not name are kept as they are (`extra`): a load/dump
round trip loses nothing.

Why `FindingRecord` and not `Finding`: oracles/verdict.py's `Finding` is one finding of a
verdict, in memory, with its IR; a FindingRecord is what a folder keeps of it afterwards
(counts, when seen, reduction, root cause, reproducer outcomes), and no IR.
"""

from __future__ import annotations

import functools
import json
import os
import re
import types
import typing
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from fuzz.atomic import write_json_atomic
from generators.errors import BadInput

META_FILE = "meta.json"
SCHEMA = 1

# <symptom>-<12 hex digits> (oracles/verdict.py signature_of); internal errors are 12 hex digits.
_FOLDER_NAME = re.compile(r"^([a-z]+(-[a-z]+)*-)?[0-9a-f]{12}$")
# Sub-folders of a findings folder that hold what is no compiler finding.
ASIDE_KINDS = ("limits", "internal")


class Lifecycle(StrEnum):
    """The state of a finding's deferred work, as meta.json's `reduction`, `root_cause` and
    `verification` hold it: `pending` (a campaign session will do it), `done` (a reduction's
    may say how: "done: already minimal"), `not done` ("not done: <why>", it will not be
    retried). A stored root cause (a dict) is done."""

    PENDING = "pending"
    DONE = "done"
    NOT_DONE = "not done"


def lifecycle_of(value: Any) -> Lifecycle | None:
    """The Lifecycle of a `reduction`, `root_cause` or `verification` value; None when the
    field is absent (a finding stored before deferred work existed, or never deferred)."""
    if isinstance(value, dict):
        return Lifecycle.DONE
    text = str(value or "")
    return next((state for state in (Lifecycle.NOT_DONE, Lifecycle.PENDING, Lifecycle.DONE)
                 if text == state or text.startswith(state + ":")), None)


@functools.cache
def _field_types() -> dict[str, tuple[type, ...]]:
    """FindingRecord field -> the Python types its JSON value may have (None aside): the
    classes of its annotation, `dict[str, Any]` as dict."""
    def runtime(hint: Any) -> tuple[type, ...]:
        if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
            return tuple(t for arg in typing.get_args(hint) for t in runtime(arg) if t is not type(None))
        return (typing.get_origin(hint) or hint,)
    return {name: runtime(hint) for name, hint in typing.get_type_hints(FindingRecord).items()}


def is_finding_folder(name: str) -> bool:
    """A published finding folder's name: never a temporary or half-swapped one."""
    return bool(_FOLDER_NAME.match(name))


def meta_path(folder: str) -> str:
    return os.path.join(folder, META_FILE)


def has_meta(folder: str) -> bool:
    """Whether `folder` holds a meta.json (a published finding, limit or internal folder does)."""
    return os.path.isfile(meta_path(folder))


class FindingFolderError(BadInput, ValueError):
    """A meta.json that is JSON but no finding record (not an object, or a newer schema)."""


# meta.json key -> attribute, where the two differ ("pass" is a Python keyword).
_ATTRIBUTE = {"pass": "pass_name"}
_KEY = {attribute: key for key, attribute in _ATTRIBUTE.items()}


@dataclass
class FindingRecord:
    """What a finding folder's meta.json says, one field per key irfuzz writes (the list below
    is the format; docs/architecture.md walks a finding to it). A field is None where
    meta.json does not have it (or has null): which fields a folder has depends on who wrote
    it (a campaign, `irfuzz check --out`, a fuzz target, `irfuzz merge`) and when; a value
    of another type than its field's is refused on load (FindingFolderError). Keys not
    named here are kept in `extra`, so that a folder written by a later irfuzz round-trips.
    `schema` is the version the folder was read at (0: written before versioning)."""
    # -- what was found: oracles/verdict.py Finding.summary(); a limit or internal-error
    # folder (ASIDE_KINDS) has only symptom and message of these.
    signature: str | None = None        # <symptom>-<12 hex digits>; the folder's name
    symptom: str | None = None          # an oracles/verdict.py Symptom value
    stage: str | None = None            # an oracles/verdict.py Stage value
    pass_name: str | None = None        # meta.json "pass": the pass the finding is blamed on
    k: int | None = None                # the first pipeline run count that shows it
    k_dependent: bool | None = None     # the outcome changes with k
    message: str | None = None
    details: dict[str, Any] | None = None   # symptom-specific: mismatches, trigger, first_wrong_node...
    # -- how it was checked
    pipeline: str | None = None
    reproducer_pipeline: str | None = None   # the single pass repro.sh runs, where there is one
    pass_confirmed: bool | None = None  # that single pass alone shows the finding
    erase: str | None = None            # the erasure level of the static shapes/dtypes
    per_k: list[dict[str, Any]] | None = None   # oracles/verdict.py KOutcome per k
    bisect: dict[str, Any] | None = None     # the pass bisection (bisect.json), where one ran
    versions: dict[str, Any] | None = None   # torch, torch-mlir, irfuzz... at the time
    # -- where the program came from (the writer's context)
    seed: int | None = None             # the program's generator seed
    campaign_seed: int | None = None
    index: int | None = None            # the program's index in its campaign
    batch: int | None = None
    generator: dict[str, Any] | None = None   # the campaign's GeneratorConfig
    regenerate: str | None = None       # the command that regenerates the program
    source: str | None = None           # `check --out`'s file, "fuzz target", ...
    origin: dict[str, Any] | None = None     # a guided campaign's mutant: parent, mutator...
    frontend: str | None = None         # absent: the default (FX) frontend
    variant: str | None = None          # absent: the default pipeline variant
    extra_backends: list[str] | None = None  # backends lowered to beside the main one
    numerics: bool | None = None        # a fuzz target's numeric check
    # -- how often
    count: int | None = None
    first_seen: str | None = None
    last_seen: str | None = None
    # -- deferred work: reduction, root cause, verification (each a Lifecycle)
    reduction: str | None = None        # "pending", "done", "done: ...", "not done: ..."
    reduced: dict[str, Any] | None = None    # nodes before/after, checks: the reduction's tally
    original: dict[str, Any] | None = None   # the unreduced program's seed, erase, k, index
    root_cause: dict[str, Any] | str | None = None   # RootCause.to_dict(), "pending" or "not done: ..."
    verification: str | None = None     # "pending" or "done"
    repro_sh: dict[str, Any] | None = None   # repro.sh's outcome in a fresh process
    repro_py: dict[str, Any] | None = None   # repro.py's, where there is one
    flaky: bool | None = None           # one of the reproducers did not reproduce
    # -- merged folders (fuzz/findings/merge.py, merge_gpu.py)
    merged: dict[str, Any] | None = None     # provenance: the campaigns and folders merged
    device: dict[str, Any] | None = None     # a GPU finding's driver, device name, class, owner
    extra: dict[str, Any] = field(default_factory=dict)
    schema: int = SCHEMA
    # The named keys the file had, so that a key stored as null is written back as null.
    stored_keys: frozenset[str] = field(default=frozenset(), repr=False, compare=False)

    # -- dict form ---------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FindingRecord:
        """A record from meta.json's object; FindingFolderError when it is none."""
        if not isinstance(data, dict):
            raise FindingFolderError(f"{META_FILE} holds a JSON {type(data).__name__}, not an object")
        schema = data.get("schema", 0)
        if not isinstance(schema, int) or schema > SCHEMA:
            raise FindingFolderError(f"{META_FILE} schema {schema!r}: written by a newer irfuzz "
                                     f"(this one reads schema <= {SCHEMA})")
        named = {_KEY.get(f.name, f.name) for f in fields(cls)} - {"extra", "schema", "stored_keys"}
        values = {_ATTRIBUTE.get(key, key): data[key] for key in named if key in data}
        for name, value in values.items():
            wanted = _field_types()[name]
            # bool is an int to isinstance: a true/false where a number belongs is wrong too.
            if value is not None and (not isinstance(value, wanted) or isinstance(value, bool) and bool not in wanted):
                raise FindingFolderError(f"{META_FILE}: `{_KEY.get(name, name)}` holds {type(value).__name__} "
                                         f"{str(value)[:40]!r}, not {' or '.join(t.__name__ for t in wanted)}")
        extra = {key: value for key, value in data.items() if key not in named and key != "schema"}
        return cls(**values, extra=extra, schema=schema, stored_keys=frozenset(named & data.keys()))

    def to_dict(self) -> dict[str, Any]:
        """meta.json's object as it was read (plus what was set since), without `schema`."""
        out = {}
        for f in fields(self):
            if f.name in ("extra", "schema", "stored_keys"):
                continue
            key, value = _KEY.get(f.name, f.name), getattr(self, f.name)
            if value is not None or key in self.stored_keys:
                out[key] = value
        return {**out, **self.extra}

    @property
    def times_found(self) -> int:
        """`count`, or 1 for a folder that has none (a writer that counts no repeats, or one
        from before counts): every folder stands for at least the finding it was written for."""
        return 1 if self.count is None else self.count

    def with_keys(self, values: dict[str, Any]) -> FindingRecord:
        """This record with `values` set, keyed as meta.json spells them ("pass", not
        "pass_name") and type-checked as on load."""
        return FindingRecord.from_dict({**self.to_dict(), **values, "schema": self.schema})

    def has_pending_work(self) -> bool:
        """Whether its reduction, root cause or verification is still pending."""
        return Lifecycle.PENDING in (lifecycle_of(value) for value in (self.reduction, self.root_cause,
                                                                         self.verification))

    # -- the file ----------------------------------------------------------------------

    @classmethod
    def load(cls, folder: str) -> FindingRecord:
        """The folder's meta.json. Raises OSError (FileNotFoundError: no meta.json) or
        ValueError (json.JSONDecodeError, FindingFolderError) for one that cannot be read."""
        with open(meta_path(folder)) as fh:
            return cls.from_dict(json.load(fh))

    @classmethod
    def read(cls, folder: str) -> FindingRecord | None:
        """Like `load`, but None for a meta.json that is missing, torn or no record (a folder
        being written: readers never lock)."""
        try:
            return cls.load(folder)
        except (OSError, ValueError):
            return None

    @classmethod
    def read_or_blank(cls, folder: str) -> FindingRecord:
        """Like `read`, but a record with no fields set where `read` gives None: for readers
        that treat a folder being written as one that says nothing yet."""
        return cls.read(folder) or cls()

    def dump(self, folder: str) -> None:
        """Write meta.json at the current schema, whole or not at all."""
        write_json_atomic(meta_path(folder), {**self.to_dict(), "schema": SCHEMA})

