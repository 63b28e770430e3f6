"""Compiler features of one checked program: what torch-mlir did with it, as short strings.

torch-mlir's wheel has no coverage instrumentation, so guided campaigns (fuzz/campaign/corpus.py)
and the atheris targets (fuzz/targets/harness.py) learn from what the oracle already sees. A
feature is a short string; a program's features are a sorted list of them (`Verdict.features`):

  d:<ir>:<producer>><consumer>:<type>   operation-dependency pairs (MLIRod's operation-dependency
                                        coverage) in the imported IR (`raw`, after erasure), in
                                        IR_1 (`ir1`) and in the linalg IR of every k (`lin`): a
                                        value made by <producer> is used by <consumer>; <type> is
                                        the value's class: dtype family (f float, i signed or
                                        signless int, u uint8, b bool, ? erased) and shape class
                                        (s static, z zero-size, d dynamic, 0 rank 0, u unknown
                                        rank), or a scalar kind (int, list, none, scalar...).
                                        Function arguments are `arg`, region arguments `barg`;
                                        `constant.int` carries its value class (0, 1, -1, neg,
                                        pos, max, min).
  c<k>:+<op> / c<k>:-<op>               where the IR changed between IR_{k-1} and IR_k: ops that
                                        appeared or vanished.
  p<k>:<pass>                           the IR still changed at k >= 2 (IR_k != IR_{k-1}) and
                                        <pass> of the iterated pipeline made that change
                                        (KOutcome.changed_by, oracles/convergence.py; a pass run
                                        more than once carries its ordinal: canonicalize#6);
                                        `p<k>:?` when the pass could not be told. p3 and later
                                        (IR_3 != IR_2: no fixpoint after two runs) are rare, so
                                        the power schedule favours the programs that reach them.
  k<k>:<outcome>:<changed>:<lowered>:<numerics>   each k's outcome (C changed, L lowered).
  kv:<outcomes>|<numerics>              the whole per-k vector.
  st:<status>, f:<symptom>:<stage>:<pass>:<k-dependent>, s:<signature>, n:<symptom>:<rule>,
  l:<hash>, e:<executor>                the verdict's status, each finding (pass, signature,
                                        numeric rule), normalized executor limits and the
                                        executor that judged the numbers when it is a fallback.

Contract: `ir_features` and `outcome_features` are pure and deterministic, read only text the
oracle already produced (no pipeline runs, no MLIR parsing: a line-based reading of the printed
IR) and cost a few milliseconds per program. Internal errors have no features: irfuzz's own bugs
must never look like new compiler behaviour.
"""

from __future__ import annotations

import functools
import hashlib
import re
from typing import Any, Iterable, Sequence

from .verdict import Verdict, normalize_message

_SSA = re.compile(r"%[\w.$\-]+(?:#\d+)?")
_RESULTS = re.compile(r"^((?:%[\w.$\-]+(?::\d+)?)(?:\s*,\s*%[\w.$\-]+(?::\d+)?)*)\s*=\s*(.*)$")
_OP = re.compile(r'^(?:"([\w.$]+)"|([a-z_][\w$]*(?:\.[\w$]+)*))')
_ARG = re.compile(r"(%[\w.$\-]+)\s*:\s*((?:!torch\.[\w.]+|tensor|memref|vector)(?:<[^{}]*?>)?|[\w.!]+)")
_OUTS = re.compile(r"\bouts\([^:]*:\s*([^)]*)\)")
_NOT_OPS = ("module", "func.func", "func.private", "#", "^", "}", "{", "attributes")

INT64_MAX = 2**63 - 1


def _op_name(name: str) -> str:
    if name.startswith("torch."):
        name = name[len("torch."):]
    return "return" if name == "func.return" else name


def _dtype_family(elem: str) -> str:
    elem = elem.strip()
    if elem in ("f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2") or elem.startswith("f"):
        return "f"
    if elem == "i1":
        return "b"
    if elem == "ui8":
        return "u"
    if re.fullmatch(r"(si|ui|i)\d+", elem):
        return "i"
    if elem.startswith("complex"):
        return "c"
    return "?"


def _shape_class(dims: Sequence[str]) -> str:
    if not dims:
        return "0"
    if any(d in ("?", "-1") for d in dims):
        return "d"
    if any(d == "0" for d in dims):
        return "z"
    return "s"


@functools.lru_cache(maxsize=4096)
def type_class(text: str) -> str:
    """The class of a value's type: '<dtype family><shape class>' for tensors, a kind otherwise."""
    t = text.strip()
    m = re.match(r"!torch\.(v?tensor)(?:<(.*)>)?$", t)
    if m:
        body = m.group(2)
        if body is None:
            return "?u"
        if body.startswith("*"):
            return _dtype_family(body.split(",", 1)[1] if "," in body else "?") + "u"
        shape, _, dtype = body.rpartition(",")
        dims = [d.strip() for d in shape.strip("[]").split(",") if d.strip()]
        return _dtype_family(dtype) + _shape_class(dims)
    m = re.match(r"(tensor|memref|vector)<(.*)>$", t)
    if m:
        body = m.group(2).split(",")[0].strip()  # drop an encoding or layout
        if body.startswith("*x"):
            return _dtype_family(body[2:]) + "u"
        parts = body.split("x")
        return _dtype_family(parts[-1]) + _shape_class(parts[:-1])
    m = re.match(r"!torch\.(list|optional)<", t)
    if m:
        return m.group(1)
    m = re.match(r"!torch\.(\w+)", t)
    if m:
        return m.group(1)
    if re.fullmatch(r"(?:[sub]?i|bf|f)\d+|index", t):
        return t  # a payload scalar keeps its width: i8 vs i64 is where extsi bugs live
    return "scalar"


def _result_type(rest: str) -> str:
    """The (last) result type written on an op's line: after the last top-level ' -> ', ' : '
    or (a cast) ' to ', found scanning back from the end (types are short, lines are not),
    else the `outs(...)` type of a destination-style op."""
    text = rest.rstrip()
    if text.endswith("{"):
        text = text[:-1].rstrip()
    depth, i = 0, len(text) - 1
    while i >= 0:
        ch = text[i]
        if ch == ">" and i > 0 and text[i - 1] == "-":  # an arrow, not a bracket
            if depth == 0 and text[i - 2:i] == " -" and text[i + 1:i + 2] == " ":
                return _last_type(text[i + 2:])
            i -= 2
            continue
        if ch in ")>]}":
            depth += 1
        elif ch in "(<[{":
            depth -= 1
        elif depth == 0 and ch == " ":
            if text[i - 2:i + 1] == " : ":
                return _last_type(text[i + 1:])
            if text[i - 3:i + 1] == " to ":
                return _last_type(text[i + 1:])
        i -= 1
    outs = _OUTS.search(rest)
    return outs.group(1).split(",")[-1].strip() if outs else ""


def _last_type(tail: str) -> str:
    """The last of a comma-separated, maybe parenthesized, list of types."""
    tail = tail.strip()
    if tail.startswith("(") and tail.endswith(")"):
        tail = tail[1:-1]
    if "," not in tail:
        return tail.strip()
    depth, cut = 0, 0
    for i, ch in enumerate(tail):
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        elif ch == "," and depth == 0:
            cut = i + 1
    return tail[cut:].strip()


def _int_class(value: int) -> str:
    if value in (0, 1, -1):
        return str(value)
    if value >= 2**62:
        return "max"
    if value <= -2**62:
        return "min"
    return "neg" if value < 0 else "pos"


def parse_ops(text: str) -> list[tuple[str, list[str], list[str], str]]:
    """(op, results, operands, result type) per operation line of printed MLIR, in order."""
    ops = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(_NOT_OPS):
            continue
        results: list[str] = []
        m = _RESULTS.match(line)
        if m:
            results = [r.split(":")[0].strip() for r in m.group(1).split(",")]
            rest = m.group(2)
        else:
            rest = line
        op = _OP.match(rest)
        if op is None:
            continue
        name = _op_name(op.group(1) or op.group(2))
        body = rest[op.end():]
        operands = [o.split("#")[0] for o in _SSA.findall(body)]
        if name == "operator":  # torch.operator "aten.foo"(...): an op outside the Torch dialect
            quoted = re.match(r'\s*"([\w.]+)"', body)
            name = f"operator[{quoted.group(1)}]" if quoted else name
        elif name == "constant.int":
            value = re.match(r"\s*(-?\d+)", body)
            if value:
                name = f"constant.int[{_int_class(int(value.group(1)))}]"
        ops.append((name, results, operands, _result_type(body) if results else ""))
    return ops


def _arguments(text: str) -> dict[str, str]:
    """SSA name -> type of every function and region argument."""
    types: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith(("func.func", "^")):
            head = line.split(") ->", 1)[0] if line.startswith("func.func") else line
            for name, typ in _ARG.findall(head):
                types[name] = typ
    return types


def dependency_pairs(text: str, ops: list[tuple[str, list[str], list[str], str]] | None = None) -> set[str]:
    """'<producer>><consumer>:<type class>' for every use of a value in `text` (`ops`: its
    parse_ops, when already at hand)."""
    args = _arguments(text)
    producers: dict[str, tuple[str, str]] = {
        name: ("arg" if name.startswith("%arg") else "barg", type_class(typ)) for name, typ in args.items()}
    pairs: set[str] = set()
    for op, results, operands, result_type in (parse_ops(text) if ops is None else ops):
        for operand in operands:
            producer = producers.get(operand)
            if producer is not None:
                pairs.add(f"{producer[0]}>{op}:{producer[1]}")
        cls = type_class(result_type) if result_type else "-"
        for r in results:
            producers[r] = (op, cls)
    return pairs


def op_set(text: str) -> set[str]:
    return {op for op, _, _, _ in parse_ops(text)}


def ir_features(raw_ir: str | None, texts: Sequence[str], linalg_by_k: Sequence[str | None]) -> set[str]:
    """Dependency pairs of the imported IR, IR_1 and every distinct linalg IR_k, and the ops
    that appeared or vanished from one IR_k to the next."""
    out: set[str] = set()
    parsed: dict[str, list[tuple[str, list[str], list[str], str]]] = {}

    def ops_of(text: str) -> list[tuple[str, list[str], list[str], str]]:
        if text not in parsed:
            parsed[text] = parse_ops(text)
        return parsed[text]

    if raw_ir:
        out |= {f"d:raw:{p}" for p in dependency_pairs(raw_ir, ops_of(raw_ir))}
    if texts:
        out |= {f"d:ir1:{p}" for p in dependency_pairs(texts[0], ops_of(texts[0]))}
    for text in dict.fromkeys(t for t in linalg_by_k if t):
        out |= {f"d:lin:{p}" for p in dependency_pairs(text, ops_of(text))}
    previous = None
    for k, text in enumerate(texts, start=1):
        ops = {op for op, _, _, _ in ops_of(text)}
        if previous is not None and ops != previous:
            out |= {f"c{k}:+{op}" for op in ops - previous} | {f"c{k}:-{op}" for op in previous - ops}
        previous = ops
    return out


def _short_hash(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:10]


def _flag(value: Any, yes: str) -> str:
    return "?" if value is None else (yes if value else "-")


def outcome_features(verdict: Verdict) -> set[str]:
    """Features of the verdict itself: per-k outcomes, findings, diagnostics and limits."""
    if verdict.status not in ("ok", "finding"):
        return set()
    out = {f"st:{verdict.status}"}
    for o in verdict.per_k:
        out.add(f"k{o.k}:{o.outcome}:{_flag(o.changed, 'C')}:{_flag(o.lowered, 'L')}:{o.numerics or '-'}")
        if o.executor and o.executor != "refbackend":
            out.add(f"e:{o.executor}")
        if o.changed and o.k >= 2:
            out |= {f"p{o.k}:{label}" for label in (o.changed_by if o.changed_by is not None else ["?"])}
    if verdict.per_k:
        out.add("kv:" + "/".join(o.outcome for o in verdict.per_k) + "|"
                + "/".join(o.numerics or "-" for o in verdict.per_k))
    for f in verdict.findings:
        out.add(f"f:{f.symptom}:{f.stage}:{f.pass_name or '-'}:{'K' if f.k_dependent else '-'}")
        out.add(f"s:{f.signature}")
        for m in (f.details or {}).get("mismatches", []):
            out.add(f"n:{f.symptom}:{m.get('rule', '?')}")
    for limit in verdict.limits:
        out.add(f"l:{_short_hash(normalize_message(limit.message))}")
    return out


def program_features(raw_ir: str | None, texts: Sequence[str], linalg_by_k: Sequence[str | None],
                     verdict: Verdict) -> list[str]:
    """All features of one judged program, sorted (what `Verdict.features` holds)."""
    return sorted(ir_features(raw_ir, texts, linalg_by_k) | outcome_features(verdict))


def features_of(verdict: Verdict) -> list[str]:
    """A verdict's features: those the worker computed plus its outcome features (verdicts made
    outside the worker, a crash or a timeout, have only these)."""
    if verdict.status not in ("ok", "finding"):
        return []
    return sorted(set(verdict.features) | outcome_features(verdict))


def stable_bucket(feature: str, buckets: int) -> int:
    """A feature's bucket in [0, buckets), the same in every process and Python version."""
    return int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "little") % buckets


def summarize(features: Iterable[str]) -> dict[str, int]:
    """Feature counts by kind (the part before the first ':' and, for d:, the IR)."""
    counts: dict[str, int] = {}
    for f in features:
        kind = ":".join(f.split(":", 2)[:2]) if f.startswith("d:") else re.sub(r"\d+$", "", f.split(":", 1)[0])
        counts[kind] = counts.get(kind, 0) + 1
    return counts
