"""A tensor's static type, and the size limits every tensor of a Program keeps.

Below both generators/program.py (a Program's values) and generators/catalog/ (the ops'
shape and dtype rules): the Program asks the catalog for its specs, the catalog computes
them as TensorSpecs, and neither imports the other for this type.
"""

from __future__ import annotations

from dataclasses import dataclass

# Sanity limits on every tensor of a Program (inputs and every node's inferred result):
# the generator uses small shapes; a hand-written or mutated program asking for more would
# only exhaust memory in eager PyTorch or the compiled code, never find a compiler bug.
MAX_ELEMENTS = 2**24
MAX_RANK = 6


@dataclass(frozen=True)
class TensorSpec:
    """A tensor's static type: shape and dtype."""

    shape: tuple[int, ...]
    dtype: str

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def numel(self) -> int:
        n = 1
        for size in self.shape:
            n *= size
        return n


def within_limits(spec: TensorSpec) -> bool:
    """Whether a Program may hold this tensor (what Program.from_json enforces)."""
    return spec.rank <= MAX_RANK and spec.numel <= MAX_ELEMENTS and all(s <= MAX_ELEMENTS for s in spec.shape)
