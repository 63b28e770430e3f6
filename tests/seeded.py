"""Programs the tests need, frozen as Program JSON fixtures (tests/data/seeded/), so that a
change of the generator's draws breaks no test outside the generator's own.

They are what `program_from_seed(seed, GeneratorConfig(avoid_known_limits=True))` ("avoid")
or `program_from_seed(seed)` ("default") made before the catalog grew the indexing and
scattering families (irfuzz 0f55518); the tests chose those seeds for what the programs do
(a second simplification round at IR_1, a crash among passing programs), not for the seed.
"""

from __future__ import annotations

import os

from generators.program import Program

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "seeded")


def seeded_program(seed: int, avoid_known_limits: bool = True) -> Program:
    """The frozen program of `seed`; FileNotFoundError for a seed nobody froze."""
    with open(os.path.join(DATA, "avoid" if avoid_known_limits else "default", f"{seed}.json")) as fh:
        return Program.from_json(fh.read())
