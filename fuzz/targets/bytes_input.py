"""Fuzzer bytes <-> a case to check: a Program, its erasure level and its input seed.

Two forms, told apart by a prefix:

- **generated** (any bytes without the prefix): the bytes are the generator's
  decisions, consumed by a BytesChooser: first the erasure level, then the
  input seed, then everything `generate_program` asks. Every byte string is a
  valid case (once the bytes run out each answer is the smallest legal one).
  `encode_generated` records the decisions of a seeded generator run and
  writes the bytes that replay them, so any generated program has exact bytes.
- **embedded** (`EMBEDDED_PREFIX` + JSON `{"erase", "input_seed", "program"}`):
  an exact Program that the generator need not be able to make (hand-written
  and imported seeds, regression programs). Bytes with the prefix whose JSON
  does not parse or validate fall back to the generated form, so mutating an
  embedded seed never fails: it yields a nearby program or a fresh one.

Contract: `decode` is pure, fast (no torch, no MLIR), deterministic and never
raises for any input; `decode(encode_*(...))` gives back exactly what was
encoded (`tests/test_fuzz_targets.py` checks both on the seed corpus).

`python -m fuzz.targets.bytes_input CRASH_FILE` prints the case a crash file
stands for (a Program JSON whose provenance names the erasure level and seed).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from dataclasses import dataclass
from typing import Sequence, TypeVar

from generators.choice import BytesChooser, Chooser
from generators.erasure import ERASURE_LEVELS
from generators.errors import ProgramError
from generators.generate import GeneratorConfig, generate_program
from generators.program import Program

T = TypeVar("T")

EMBEDDED_PREFIX = b"irfuzz-program/1\n"
LEVELS: tuple[str, ...] = tuple(ERASURE_LEVELS)  # none, intermediate, torchscript
INPUT_SEEDS = 256  # the input seed is one byte: values come from `make_inputs(program, seed)`


@dataclass(frozen=True)
class FuzzInput:
    """What one fuzzer input stands for."""

    program: Program
    erase: str
    input_seed: int
    form: str  # "generated" or "embedded" ("hypothesis" in fuzz/fuzz_hypothesis.py)

    def check_command(self, numerics: bool, path: str = "program.json") -> str:
        """The `irfuzz check` command line that judges this input the way the target does."""
        return (f"irfuzz check {path} --erase {self.erase} --seed {self.input_seed}"
                f"{'' if numerics else ' --no-numerics'}")


def _header(ch: Chooser) -> tuple[str, int]:
    return ch.choice(LEVELS), ch.integer(0, INPUT_SEEDS - 1)


def _generated(data: bytes, config: GeneratorConfig) -> FuzzInput:
    ch = BytesChooser(data)
    erase, input_seed = _header(ch)
    program = generate_program(ch, config, {"generator": "irfuzz.bytes", "sha1": hashlib.sha1(data).hexdigest(),
                                            "erase": erase, "input_seed": input_seed})
    return FuzzInput(program, erase, input_seed, "generated")


def _embedded(data: bytes) -> FuzzInput | None:
    try:
        doc = json.loads(data[len(EMBEDDED_PREFIX):].decode("utf-8"))
        erase, input_seed = doc["erase"], doc["input_seed"]
        if erase not in LEVELS or type(input_seed) is not int or not 0 <= input_seed < 2**63:
            return None
        return FuzzInput(Program.from_dict(doc["program"]), erase, input_seed, "embedded")
    except (ValueError, KeyError, TypeError, AttributeError, ProgramError, RecursionError):
        # Anything malformed (UnicodeDecodeError and JSONDecodeError are ValueErrors) is
        # simply not an embedded input: the caller falls back to the generated form.
        return None


def decode(data: bytes, config: GeneratorConfig = GeneratorConfig()) -> FuzzInput:
    """The case `data` stands for (see the module docstring). Never raises."""
    if data.startswith(EMBEDDED_PREFIX):
        embedded = _embedded(data)
        if embedded is not None:
            return embedded
    return _generated(data, config)


def program_from_bytes(data: bytes, config: GeneratorConfig = GeneratorConfig()) -> Program:
    return decode(data, config).program


def encode_embedded(program: Program, erase: str, input_seed: int = 0) -> bytes:
    """Bytes that decode to exactly `program` at `erase` with `input_seed`."""
    if erase not in LEVELS:
        raise ValueError(f"unknown erasure level {erase!r}; expected one of {', '.join(LEVELS)}")
    doc = {"erase": erase, "input_seed": input_seed, "program": program.to_dict()}
    return EMBEDDED_PREFIX + json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()


class RecordingChooser:
    """Answers from a seeded `random.Random`, written down as the bytes a BytesChooser
    needs to give the same answers (the inverse of BytesChooser's arithmetic)."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._out = bytearray()

    def _record(self, value: int, lo: int, hi: int) -> int:
        """Write what BytesChooser.integer(lo, hi) reads to answer `value` (same width)."""
        if hi > lo:
            span = hi - lo + 1
            self._out += (value - lo).to_bytes(max(1, (span.bit_length() + 7) // 8), "little")
        return value

    def integer(self, lo: int, hi: int) -> int:
        if hi <= lo:  # BytesChooser consumes nothing and answers lo
            return lo
        return self._record(self._rng.randint(lo, hi), lo, hi)

    def choice(self, options: Sequence[T]) -> T:
        if not options:
            raise ValueError("choice from an empty sequence")
        return options[self.integer(0, len(options) - 1)]

    def chance(self, p: float) -> bool:
        # BytesChooser: True iff integer(0, 255) >= round((1 - p) * 256); 255 and 0 say each
        # side whenever both are possible, and the answer is forced (consistently) when not.
        threshold = int(round((1 - p) * 256))
        answer = self._rng.random() < p
        if threshold <= 0:
            answer = True
        elif threshold > 255:
            answer = False
        self._record(255 if answer else 0, 0, 255)
        return answer

    def force(self, value: int, lo: int, hi: int) -> int:
        """Record `value` as the answer to `integer(lo, hi)`. The draw it replaces is still
        made, so every later answer is the same as without forcing."""
        if not lo <= value <= hi:
            raise ValueError(f"{value} is outside [{lo}, {hi}]")
        if hi > lo:
            self._rng.randint(lo, hi)
        return self._record(value, lo, hi)

    def data(self) -> bytes:
        return bytes(self._out).rstrip(b"\0")  # BytesChooser reads missing bytes as zeros


def encode_generated(seed: int, erase: str | None = None,
                     config: GeneratorConfig = GeneratorConfig()) -> tuple[bytes, FuzzInput]:
    """Generate a case from `seed` (a RecordingChooser's answers) and return (its bytes in
    the generated form, the case). `erase` forces the erasure level instead of drawing it."""
    ch = RecordingChooser(seed)
    if erase is None:
        erase = ch.choice(LEVELS)
    else:
        if erase not in LEVELS:
            raise ValueError(f"unknown erasure level {erase!r}; expected one of {', '.join(LEVELS)}")
        ch.force(LEVELS.index(erase), 0, len(LEVELS) - 1)
    input_seed = ch.integer(0, INPUT_SEEDS - 1)
    program = generate_program(ch, config)
    data = ch.data()
    case = decode(data, config)
    if (case.program, case.erase, case.input_seed) != (program, erase, input_seed):
        raise AssertionError(f"seed {seed}: the recorded bytes do not replay the generator's answers")
    return data, case


def _main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fuzz.targets.bytes_input",
                                     description="Decode a fuzzer input (a crash file) into its case.")
    parser.add_argument("file", help="a fuzzer input, e.g. crash-<sha1> or a seed corpus file")
    args = parser.parse_args(argv)
    with open(args.file, "rb") as fh:
        case = decode(fh.read())
    print(case.program.to_json())
    print(f"# {case.form} form; check it with: {case.check_command(numerics=True)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(_main())
