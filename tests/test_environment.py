"""Every IRFUZZ_* environment variable the code reads is documented in docs/environment.md."""

import os
import re

from conftest import ROOT

# Names spelled like variables that are none: a Python constant (fuzz/findings/bundle.py) and
# a shell here-document's delimiter (fuzz/findings/repro.py).
NOT_VARIABLES = {"IRFUZZ_ROOT", "IRFUZZ_JUDGE"}


def _code_files():
    for top in ("generators", "oracles", "fuzz", "tests", "tools", "bench"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith((".py", ".sh")):
                    yield os.path.join(folder, name)


def test_every_irfuzz_variable_is_documented():
    used = set()
    for path in _code_files():
        with open(path, errors="replace") as fh:
            used |= set(re.findall(r"\bIRFUZZ_[A-Z][A-Z_]*[A-Z]\b", fh.read()))
    used -= NOT_VARIABLES
    with open(os.path.join(ROOT, "docs", "environment.md")) as fh:
        documented = set(re.findall(r"`(IRFUZZ_[A-Z_]+)`", fh.read()))
    assert used, "no IRFUZZ_ variable found: the scan is broken"
    assert not used - documented, f"undocumented: {sorted(used - documented)} (add them to docs/environment.md)"
    assert not documented - used, f"documented but read nowhere: {sorted(documented - used)}"
