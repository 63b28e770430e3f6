"""Triage: one row per root cause of a findings folder, with the signatures it gathers.

`signature_rows` gives one row per published finding folder (a signature); `root_cause_rows`
groups them by root-cause key (fuzz/findings/root_cause.py), keys that `same_defect` ties
together into one row. A folder whose key is still pending stays a row of its own, keyed
`pending:<signature>`, so nothing is hidden while a campaign runs. Each root cause is matched
against the regression corpus by key or trigger (`known`: corpus/regressions/NAME); one that
matches no entry but fails like one (its signature, or its located pass and op or frame) is
flagged for a look (`look`: NAME), never merged silently. New root causes come first.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from fuzz.finding_folder import FindingRecord, is_finding_folder
from fuzz.findings.defects import entry_defect
from fuzz.findings.root_cause import (
    GENERIC_OPS,
    UNNAMED_OPS,
    RootCause,
    as_imported,
    backend_owner,
    group_root_causes,
    needed_conditions,
    same_defect,
    stored_root_cause,
    trigger_sentence,
)
from generators.program import Program, ProgramError
from oracles.decomposition import DECOMPOSE_PASS, decomposition_at_fault
from oracles.refined_shapes import first_wrongly_refined


def load_json(path: str) -> dict[str, Any] | None:
    try:
        with open(path) as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError):
        return None


def corpus_signatures(regressions: str) -> set[str]:
    return {expected["signature"] for _, expected in _corpus_expectations(regressions) if expected.get("signature")}


def _corpus_expectations(regressions: str) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for entry in sorted(os.listdir(regressions)) if os.path.isdir(regressions) else []:
        expected = load_json(os.path.join(regressions, entry, "expected.json"))
        if expected:
            out.append((entry, expected))
    return out


# An entry's file of the root causes a person sorted into its defect (`irfuzz corpus learn`,
# fuzz/findings/corpus.py): a JSON list of {"root_cause": RootCause.to_dict(), "from": folder}.
LEARNED_FILE = "learned.json"


# A finding folder's name is its signature (oracles/verdict.py signature_of).
_SIGNATURE_NAME = re.compile(r"^[a-z]+(?:-[a-z]+)*-[0-9a-f]{12}$")


def learned_items(entry_folder: str) -> list[dict[str, Any]]:
    """An entry's learned.json items (none where it is missing or unreadable)."""
    items: Any = load_json(os.path.join(entry_folder, LEARNED_FILE))
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []


def _causes_of(items: list[dict[str, Any]]) -> list[RootCause]:
    causes = (stored_root_cause(item.get("root_cause")) for item in items)
    return [cause for cause in causes if cause is not None]


def _signatures_of(items: list[dict[str, Any]]) -> set[str]:
    """The signatures of the campaign folders the items came from (each item's `from`: the
    folder's name, which is its signature, then its campaign)."""
    names = (str(item.get("from") or "").split(",")[0].strip() for item in items)
    return {name for name in names if _SIGNATURE_NAME.match(name)}


def learned_causes(entry_folder: str) -> list[RootCause]:
    """The RootCauses `corpus learn` recorded for an entry (none, or unreadable ones left out)."""
    return _causes_of(learned_items(entry_folder))


@dataclass(frozen=True)
class CorpusCauses:
    """What the regression corpus knows of root causes: each entry's cause (expected.json
    `root_cause`, `irfuzz corpus rekey`), its defect (fuzz/findings/defects.py), whether it
    is a limitation, and the defect of each signature that only one defect records
    (`signature` or `also_signatures`, or a folder a person sorted into it: learned.json). A
    signature several defects share is too generic to point at one of them (an abort in
    compiled code: several asserts)."""

    causes: dict[str, RootCause] = field(default_factory=dict)
    owners: dict[str, str] = field(default_factory=dict)
    defects: dict[str, str] = field(default_factory=dict)
    limitations: frozenset[str] = frozenset()
    # (entry, cause) for each root cause a person sorted into the entry's defect (`irfuzz
    # corpus learn`, the entry's learned.json).
    learned: list[tuple[str, RootCause]] = field(default_factory=list)

    @classmethod
    def load(cls, regressions: str, keep_learned: Callable[[dict[str, Any]], bool] = lambda item: True) -> CorpusCauses:
        """The corpus in `regressions`, with the learned.json items `keep_learned` keeps (all:
        bench/learned_cv.py leaves one campaign's out)."""
        causes, owners_of, defects, limitations, learned = {}, {}, {}, set(), []
        for entry, expected in _corpus_expectations(regressions):
            defects[entry] = entry_defect(entry, expected)
            if expected.get("kind") == "limitation":
                limitations.add(entry)
            cause = with_folder_facts(stored_root_cause(expected.get("root_cause")), os.path.join(regressions, entry))
            if cause is not None:
                causes[entry] = cause
            items = [item for item in learned_items(os.path.join(regressions, entry)) if keep_learned(item)]
            learned += [(entry, taught) for taught in _causes_of(items)]
            for signature in [expected.get("signature"), *(expected.get("also_signatures") or []),
                              *sorted(_signatures_of(items))]:
                if signature:
                    owners_of.setdefault(signature, set()).add(entry)
        owners = {sig: min(entries) for sig, entries in owners_of.items()
                  if len({defects[e] for e in entries}) == 1}
        return cls(causes, owners, defects, frozenset(limitations), learned)

    def defect(self, entry: str | None) -> str | None:
        return self.defects.get(entry, entry) if entry else None

    def known(self) -> list[tuple[str, RootCause]]:
        """(entry, cause): each entry's own root cause, then those learned for it."""
        return [*self.causes.items(), *self.learned]


def with_folder_facts(cause: RootCause | None, folder: str) -> RootCause | None:
    """`cause` with what its folder's files tell of its place where the stored cause does not
    name it: the op whose decomposition a generic failure of torch-decompose-complex-ops comes
    from (Locus.pattern: on before.mlir, the pass's input), and, for a compile failure or wrong
    numbers, the first op whose refined result type disagrees with the program's shapes
    (Locus.refined: as the finding noted it, `details["refined_wrong"]`, else on the Torch IR
    of stage_input.mlir, else before.mlir)."""
    if cause is None:
        return None
    locus = cause.locus
    if (locus.family, locus.where, locus.op, locus.pattern) == ("compile", DECOMPOSE_PASS, "-", "-"):
        op = decomposition_at_fault(_read_text(os.path.join(folder, "before.mlir")))
        locus = replace(locus, pattern=op) if op else locus
    if locus.family in ("compile", "miscompile") and locus.refined == "-":
        # Named when the finding was made (its IR_k at hand), else read from the folder's IR.
        noted = (FindingRecord.read_or_blank(folder).details or {}).get("refined_wrong")
        locus = replace(locus, refined=noted) if noted else locus
        program = _read_program(os.path.join(folder, "program.json")) if not noted else None
        for name in ("stage_input.mlir", "before.mlir") if program is not None else ():
            op = first_wrongly_refined(program, _read_text(os.path.join(folder, name)))
            if op:
                locus = replace(locus, refined=op)
                break
    if locus == cause.locus:
        return cause
    return replace(cause, locus=locus, sentence=trigger_sentence(locus, cause.trigger))


def _read_text(path: str) -> str:
    try:
        with open(path, errors="replace") as fh:
            return fh.read()
    except OSError:
        return ""


def _read_program(path: str) -> Program | None:
    try:
        return Program.from_json(_read_text(path))
    except (ProgramError, ValueError):
        return None


def _shares_an_op(a: RootCause, b: RootCause) -> bool:
    return bool(set(a.trigger.ops) & set(b.trigger.ops))


def _names_an_op(cause: RootCause) -> bool:
    """Whether the failure names a place of its own: a torch-mlir frame, or an op that only
    some diagnostics name (not `-`, not a generic one)."""
    return cause.locus.frame != "-" or (cause.locus.op not in UNNAMED_OPS and cause.locus.op not in GENERIC_OPS)


def _shares_a_condition(a: RootCause, b: RootCause) -> bool:
    """Some aspect besides the erasure level that both failures need, failing on a common class."""
    needs_a, needs_b = needed_conditions(a.trigger), needed_conditions(b.trigger)
    return any(needs_a[aspect] & needs_b[aspect] for aspect in needs_a.keys() & needs_b.keys() if aspect != "erase")


def _same_place(cause: RootCause, known: RootCause) -> bool:
    """The same torch-mlir function crashed; or the same pass names the same op in a
    diagnostic that is not generic; or the same op computes wrong numbers of the same kind on
    the same backend under a condition both need (the first wrong node alone is any defect of
    that op: scatter_add with a negative dim is not scatter_add on bool)."""
    if cause.locus.frame != "-" or known.locus.frame != "-":
        return cause.locus.frame == known.locus.frame
    if cause.locus.pattern != "-" and known.locus.pattern != "-":
        # One decomposition pattern's failure, whichever ops made its input.
        return (cause.locus.where, cause.locus.pattern) == (known.locus.where, known.locus.pattern)
    if cause.locus.place != known.locus.place or not _names_an_op(cause):
        return False
    return cause.locus.family != "miscompile" or _shares_a_condition(cause, known)


def known_wrong_shape(known: RootCause) -> str | None:
    """The op a miscompile's locus says has a wrong shape ("aten.narrow: wrong shape"), else None."""
    op, _, what = known.locus.op.partition(": ")
    return op if known.locus.family == "miscompile" and what == "wrong shape" else None


def _same_pattern(cause: RootCause, known: RootCause) -> bool:
    """The same ops under the same conditions, whatever the failure: one defect shows as a
    wrong shape when the function's types are erased and as a rejected return type when they
    are kept (where(c, x, x) folding away its broadcast), or as wrong numbers on linalg and a
    failed StableHLO canonicalization (a slice start of INT64_MAX taken as 0). Each condition
    both need fails on a common class, and one failure needs no condition the other lacks
    beyond those (the erasure level aside: it is what picks the manifestation). A defect of
    an extra backend's own code shows on that backend alone; one of the passes all paths
    share may show on any."""
    if set(cause.trigger.ops) != set(known.trigger.ops):
        return False
    if cause.locus.family == known.locus.family == "miscompile" and cause.locus.op != known.locus.op:
        return False   # one op wrong two ways: a cat's uint8 promotion (values), its empty operand (dtype)
    if backend_owner(known.locus) not in (None, backend_owner(cause.locus)):
        return False
    needs_a, needs_b = needed_conditions(cause.trigger), needed_conditions(known.trigger)
    needs_a.pop("erase", None)
    needs_b.pop("erase", None)
    if not (needs_a.keys() <= needs_b.keys() or needs_b.keys() <= needs_a.keys()):
        return False
    return all("?" in needs_a[aspect] or "?" in needs_b[aspect] or needs_a[aspect] & needs_b[aspect]
               for aspect in needs_a.keys() & needs_b.keys())


def _closest(cause: RootCause, candidates: list[tuple[str, RootCause]]) -> str:
    """The entry whose cause needs most nearly what `cause` needs, the erasure level included
    (an arange's wrong shape on erased types ties by its ops to every arange defect: the one
    that needs erased types too is the one to look at); the first on a tie."""
    needs = needed_conditions(cause.trigger)

    def distance(known: RootCause) -> int:
        theirs = needed_conditions(known.trigger)
        apart = needs.keys() ^ theirs.keys()
        disagree = [aspect for aspect in needs.keys() & theirs.keys()
                    if "?" not in needs[aspect] | theirs[aspect] and not needs[aspect] & theirs[aspect]]
        return len(apart) + len(disagree) + (known.locus.family != cause.locus.family)

    return min(candidates, key=lambda item: distance(item[1]))[0]


def _signature_owner(cause: RootCause, corpus: CorpusCauses, signatures: Iterable[str]) -> str | None:
    """The bug entry whose defect alone records one of the failure's signatures (a folder a
    person sorted, or the entry's own), where that signature is not generic for this cause:
    the failure names an op of its own, or shares an op with the entry."""
    for signature in signatures:
        owner = corpus.owners.get(signature)
        if owner in corpus.causes and owner not in corpus.limitations and \
                (_names_an_op(cause) or _shares_an_op(cause, corpus.causes[owner])):
            return owner
    return None


def _shaped(cause: RootCause, corpus: CorpusCauses) -> list[tuple[str, RootCause]]:
    """The bug entries' causes (their own and those people sorted into them) whose op with a
    wrong refined result type is the cause's (Locus.refined), or whose wrong shape it is on a
    path of the shared passes: a type the Torch passes refined is every backend's, so a wrong
    shape in one backend's own conversion (a StableHLO slice's end of 0 taken as the whole dim)
    is another defect."""
    if cause.locus.refined == "-":
        return []
    return [(entry, known) for entry, known in corpus.known() if entry not in corpus.limitations
            and backend_owner(known.locus) is None
            and cause.locus.refined in (known.locus.refined, known_wrong_shape(known))]


def corpus_match(cause: RootCause | None, corpus: CorpusCauses,
                 signatures: Iterable[str] = ()) -> tuple[str, str | None]:
    """corpus_by_cause's match, unless the failure's very signature was sorted into another
    defect than the one the rules tie it to: then "look" at that defect's entry (a
    repeat_interleave's collapse_shape on linalg tied by its pattern to the StableHLO
    entry of one pattern, while people sorted its signature into the linalg one). Not where
    the op with a wrong refined type ties them (Locus.refined): a diagnostic one defect's
    programs end in is another's too (a cat's invalid concat after a narrow's or a slice's
    wrong size)."""
    status, entry = corpus_by_cause(cause, corpus, signatures)
    if status in ("known", "look") and entry not in {shaped for shaped, _ in _shaped(cause, corpus)}:
        owner = _signature_owner(cause, corpus, signatures)
        if owner is not None and corpus.defect(owner) != corpus.defect(entry):
            return "look", owner
    return status, entry


def corpus_by_cause(cause: RootCause | None, corpus: CorpusCauses,
                    signatures: Iterable[str] = ()) -> tuple[str, str | None]:
    """("known", entry) by key, or by a trigger that `same_defect` ties to the entry's;
    ("look", entry) when it fails as a bug entry does without a trigger that ties them: one
    of its `signatures` is the entry's defect's alone (a diagnostic that names no op of its
    own, such as an abort in compiled code, only with an op in common), or the same place
    fails (_same_place), or the same ops fail under the same conditions (_same_pattern). That
    is how one defect shows when reached through other ops (a uint8 literal from `new_empty`
    rather than `full`; a tile, which torch-mlir receives as a repeat: both compared as
    imported, as_imported) or in another manifestation, and also how two defects in one
    pattern show, so a person decides; ("cut", None) when nothing ties it and its key was
    cut by time (its trigger not generalized: new or not is not known until it is computed
    in full); ("new", None) otherwise. A generic diagnostic
    alone never points, nor does a limitation's signature at a bug (at the limitation, with
    an op in common, it does). A cause a person sorted into an entry's defect
    (`corpus.learned`) is known by its key only, and only while no other defect's people
    sorted that key too; one `same_defect` ties to it, or failing at its place, is "look": a
    key is what the person saw, and a rule's tie to a campaign's finding, one step further,
    mixed two defects in one row in held-out campaigns (docs/root-causes.md)."""
    if cause is None:
        return "pending", None
    by_key = [entry for entry, known in corpus.known() if known.key == cause.key]
    if len({corpus.defect(entry) for entry in by_key}) == 1:
        return "known", by_key[0]
    if by_key:
        # People sorted this very key into two defects (two defects in one pattern: a roll
        # past its size on StableHLO meets both the roll's and the slice's; or a rule since
        # changed): no row may claim it; the entry of its own backend first.
        owner = backend_owner(cause.locus)
        return "look", next((entry for entry in by_key if entry in corpus.causes
                             and backend_owner(corpus.causes[entry].locus) == owner), by_key[0])
    for entry, known in corpus.causes.items():
        if entry in corpus.limitations:
            # An unsupported op's trigger often needs nothing ("aten.index_put; any ..."): tied
            # by the subset rule it would claim every failure of that op as the known gap. A
            # limitation is known only where the failure needs exactly what it needs.
            if known.locus.place == cause.locus.place and known.trigger.ops == cause.trigger.ops and \
                    needed_conditions(known.trigger) == needed_conditions(cause.trigger):
                return "known", entry
        elif same_defect(known, cause):
            return "known", entry
    bugs = {entry: known for entry, known in corpus.causes.items() if entry not in corpus.limitations}
    learned_bugs = [(entry, known) for entry, known in corpus.learned if entry not in corpus.limitations]
    shaped = _shaped(cause, corpus)
    if shaped:
        # One shape function's wrong size, whichever op the failure ends in (a slice's start
        # of INT64_MAX read as 0 ends in a view lowered to invalid IR, and in the slice's own
        # wrong shape), before any tie by trigger: a narrow's own wrong size reached through a
        # cat ties by its ops to a slice's defect ending in a cat.
        return "look", _closest(cause, shaped)
    tied = [(entry, known) for entry, known in learned_bugs if same_defect(known, cause)]
    if tied:
        # Of two defects' causes that tie, the one failing at the same place first: an
        # index_fill's wrong values tie to a crash of another index_fill (a memory error shows
        # either way) and to a sorted cause of its very locus.
        return "look", min(tied, key=lambda item: item[1].locus.place != cause.locus.place)[0]
    owner = _signature_owner(cause, corpus, signatures)
    if owner is not None:
        return "look", owner
    for signature in signatures:
        owner = corpus.owners.get(signature)
        if owner in corpus.limitations and owner in corpus.causes and _shares_an_op(cause, corpus.causes[owner]):
            # The gap's own diagnostic from its op reached with other ops (a chunk with a
            # dynamic split size before a take_along_dim, not a narrow): never known, as a
            # bug that ends in the same diagnostic reads the same; a person decides.
            return "look", owner
    # A manifestation a person sorted into the defect fails at its own place too (an
    # index_copy's zero-size index broadcast, then an index_fill's).
    placed = [(entry, known) for entry, known in [*bugs.items(), *learned_bugs] if _same_place(cause, known)]
    if placed:
        return "look", _closest(cause, placed)
    patterned = [(entry, known) for entry, known in bugs.items() if _same_pattern(cause, known)]
    if patterned:
        return "look", _closest(cause, patterned)
    # Compared as imported, a cause's trigger often lacks what tells two defects of the
    # target op apart (an index_fill's `dim` is no aspect of an index_put): it points only
    # when one defect fits.
    imported = as_imported(cause)
    fits = [entry for entry, known in bugs.items()
            if _same_place(imported, as_imported(known)) or _same_pattern(imported, as_imported(known))]
    if len({corpus.defect(entry) for entry in fits}) == 1:
        return "look", fits[0]
    if cause.trigger.cut == "time":
        # A key its time budget cut has aspects it did not generalize ("?"): the triggers
        # that would tie it to a corpus defect are not known, so "new" would be a guess (five
        # of six `new` rows on corpus defects in a held-out campaign whose keys were cut).
        return "cut", None
    return "new", None


def _or(value: Any, default: Any) -> Any:
    """`value`, or `default` where the record does not have it."""
    return default if value is None else value


def signature_rows(findings_dir: str, regressions: str) -> list[dict[str, Any]]:
    """Rows sorted by count, most frequent first: only published finding folders (never a
    temporary or half-swapped one). `smallest` is the node count of the stored (reduced when
    the campaign reduced it) example."""
    known = corpus_signatures(regressions)
    rows = []
    for entry in sorted(os.listdir(findings_dir)) if os.path.isdir(findings_dir) else []:
        if not is_finding_folder(entry):
            continue
        record = FindingRecord.read(os.path.join(findings_dir, entry))
        if record is None or record.signature is None:
            continue
        program = load_json(os.path.join(findings_dir, entry, "program.json"))
        cause = stored_root_cause(record.root_cause)
        rows.append({
            "signature": record.signature, "symptom": record.symptom, "stage": record.stage,
            "pass": record.pass_name or "-", "k": record.k, "k_dependent": bool(record.k_dependent),
            "erase": record.erase, "count": record.times_found, "first_seen": _or(record.first_seen, "?"),
            "last_seen": _or(record.last_seen, "?"),
            "smallest": f"{len(program['nodes'])} nodes" if program else "-",
            "reduction": _or(record.reduction, "-"), "flaky": bool(record.flaky),
            "verification": _or(record.verification, "done" if record.repro_sh is not None else "-"),
            "in_corpus": "yes" if record.signature in known else "no",
            "message": record.message.splitlines()[0][:200] if record.message else "",
            "root_cause": cause.key if cause else f"pending:{record.signature}",
            "trigger": cause.sentence if cause else f"(root cause {record.root_cause or 'not computed'})",
            "folder": entry,
        })
    rows.sort(key=lambda r: (-int(r["count"]), r["signature"]))
    return rows


def _split_by_known_defect(group: list[str], matches: dict[str, tuple[str, str | None]],
                           corpus: CorpusCauses) -> list[list[str]]:
    """A group of keys as one part, or, where the corpus knows its keys as two or more
    defects, one part per known defect and one of the keys it does not know."""
    known = {key: corpus.defect(entry) for key, (status, entry) in matches.items() if status == "known"}
    if len(set(known.values())) <= 1:
        return [group]
    parts: dict[str | None, list[str]] = {}
    for key in group:
        parts.setdefault(known.get(key), []).append(key)
    return list(parts.values())


_STATUS_ORDER = {"new": 0, "look": 1, "cut": 2, "pending": 3, "known": 4}


def group_into_rows(causes: dict[str, RootCause | None], signatures_of: dict[str, list[str]],
                    corpus: CorpusCauses) -> list[tuple[str, str | None, list[str]]]:
    """Root-cause keys (None: pending) into triage rows, each (status, corpus entry, keys):
    the keys that `same_defect` ties together, a pending key alone, with what the corpus
    knows of them (corpus_match, given each key's signatures in `signatures_of`)."""
    keyed = [(key, cause) for key, cause in causes.items() if cause is not None]
    groups = [[key] for key, cause in causes.items() if cause is None]
    groups += [[keyed[i][0] for i in group] for group in group_root_causes([cause for _, cause in keyed])]
    # Groups the corpus knows as one defect are one row: its entries record, checked by hand,
    # the manifestations that no rule ties (scatter's negative dim crashing in two patterns
    # that call one helper).
    # And groups it knows as two defects are two rows: a rule's tie is wrong where the keys it
    # ties are known, each, as another defect (a crash in the cat lowering tied to a cat's
    # uint8 sign extension as one memory error).
    merged: dict[str, tuple[str, str | None, list[str]]] = {}
    for n, group in enumerate(groups):
        matches = {key: corpus_match(causes[key], corpus, signatures_of.get(key, [])) for key in group}
        for part, keys in enumerate(_split_by_known_defect(group, matches, corpus)):
            status, entry = max((matches[key] for key in keys), key=lambda match: _STATUS_ORDER[match[0]])
            row_id = f"known:{corpus.defect(entry)}" if status == "known" else f"{n}.{part}"
            merged.setdefault(row_id, (status, entry, []))[2].extend(keys)
    return list(merged.values())


def root_cause_rows(findings_dir: str, regressions: str,
                    signatures: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """One row per root cause: the keys that `same_defect` ties together (one key, most
    often), their signatures (most frequent first), the programs that hit them, whether any
    is k-dependent, first seen, erasure levels, symptoms, the trigger sentence and what the
    corpus knows of it. New root causes first, then by count. A pending folder is a row of
    its own. `signatures`: the folder's `signature_rows`, when the caller has read them."""
    corpus = CorpusCauses.load(regressions)
    by_key: dict[str, list[dict[str, Any]]] = {}
    for row in signatures if signatures is not None else signature_rows(findings_dir, regressions):
        by_key.setdefault(row["root_cause"], []).append(row)
    causes: dict[str, RootCause | None] = {}
    for key, members in by_key.items():
        folder = os.path.join(findings_dir, members[0]["folder"])
        causes[key] = with_folder_facts(stored_root_cause(FindingRecord.read_or_blank(folder).root_cause), folder)
    signatures_of = {key: [m["signature"] for m in members] for key, members in by_key.items()}
    rows = []
    for status, entry, keys in group_into_rows(causes, signatures_of, corpus):
        members = sorted((m for key in keys for m in by_key[key]), key=lambda r: (-int(r["count"]), r["signature"]))
        rows.append({
            "root_cause": members[0]["root_cause"], "keys": sorted(keys), "trigger": members[0]["trigger"],
            "status": status, "corpus_entry": entry, "defect": corpus.defect(entry),
            "signatures": [m["signature"] for m in members], "count": sum(int(m["count"]) for m in members),
            "k_dependent": any(m["k_dependent"] for m in members),
            "first_seen": min(str(m["first_seen"]) for m in members),
            "erase": sorted({str(m["erase"]) for m in members}),
            "symptoms": sorted({str(m["symptom"]) for m in members}),
            "pass": members[0]["pass"], "folders": [m["folder"] for m in members],
        })
    rows.sort(key=lambda r: (_STATUS_ORDER[r["status"]], -r["count"], r["root_cause"]))
    return rows

