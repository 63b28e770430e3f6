"""Where a generator's decisions come from.

The generator asks a Chooser for every decision, so one generator serves three
drivers: a seeded `random.Random` (campaigns), Hypothesis's draw (property
tests, the atheris harness replaying a Hypothesis database) and raw fuzzer
bytes (atheris' FuzzedDataProvider).

Contract for implementations: `integer(lo, hi)` returns lo <= n <= hi;
`choice(options)` returns one element of a non-empty sequence; `chance(p)`
returns a bool that is True with probability about p. Given the same
underlying source (seed, bytes, Hypothesis data) the answers must be the same
sequence: that is what makes generation deterministic.
"""

from __future__ import annotations

import os
import random
from typing import Any, Protocol, Sequence, TypeVar

T = TypeVar("T")
# A developer's check, not a campaign setting: IRFUZZ_DRAW_SALT=S gives every seed another
# stream of draws, as a change to the generator's draw order would. Tests outside the
# generator's own must pass with it set (docs/performance.md, "The test suite"). Read when a
# chooser is made, not at import: a worker forked from a zygote has its own environment.
DRAW_SALT_ENV = "IRFUZZ_DRAW_SALT"


class Chooser(Protocol):
    def integer(self, lo: int, hi: int) -> int: ...
    def choice(self, options: Sequence[T]) -> T: ...
    def chance(self, p: float) -> bool: ...


class RandomChooser:
    """Decisions from a seeded `random.Random`: same seed, same program."""

    def __init__(self, seed: int) -> None:
        salt = os.environ.get(DRAW_SALT_ENV, "")
        self._rng = random.Random(f"{salt}:{seed}" if salt else seed)

    def integer(self, lo: int, hi: int) -> int:
        return self._rng.randint(lo, hi)

    def choice(self, options: Sequence[T]) -> T:
        if not options:
            raise ValueError("choice from an empty sequence")
        return options[self._rng.randrange(len(options))]

    def chance(self, p: float) -> bool:
        return self._rng.random() < p


class HypothesisChooser:
    """Decisions drawn through Hypothesis (`draw` from `st.composite` or `st.data()`),
    so Hypothesis can shrink the program it generates."""

    def __init__(self, draw: Any) -> None:
        from hypothesis import strategies as st

        self._draw = draw
        self._st = st

    def integer(self, lo: int, hi: int) -> int:
        return int(self._draw(self._st.integers(lo, hi)))

    def choice(self, options: Sequence[T]) -> T:
        if not options:
            raise ValueError("choice from an empty sequence")
        return options[self.integer(0, len(options) - 1)]

    def chance(self, p: float) -> bool:
        # Integer-based so shrinking moves toward False (index 0).
        return self.integer(0, 999) >= int(round((1 - p) * 1000))


class BytesChooser:
    """Decisions consumed from fuzzer bytes; once the bytes run out every answer is
    the smallest legal one, so any byte string maps to a valid program."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._pos = 0

    def _take(self, nbytes: int) -> int:
        chunk = self._data[self._pos:self._pos + nbytes]
        self._pos += len(chunk)
        return int.from_bytes(chunk.ljust(nbytes, b"\0"), "little")

    def integer(self, lo: int, hi: int) -> int:
        if hi <= lo:
            return lo
        span = hi - lo + 1
        nbytes = max(1, (span.bit_length() + 7) // 8)
        return lo + self._take(nbytes) % span

    def choice(self, options: Sequence[T]) -> T:
        if not options:
            raise ValueError("choice from an empty sequence")
        return options[self.integer(0, len(options) - 1)]

    def chance(self, p: float) -> bool:
        return self.integer(0, 255) >= int(round((1 - p) * 256))
