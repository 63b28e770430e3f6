"""What the README and docs say of the registries matches the registries."""

import os
import re

from conftest import ROOT
from generators.catalog import all_ops
from oracles.verdict import SYMPTOMS


def _read(*path: str) -> str:
    with open(os.path.join(ROOT, *path)) as fh:
        return fh.read()


def test_readme_counts_the_ops_of_the_catalog():
    counts = re.findall(r"\((\d+) ops:", _read("README.md"))
    assert counts and all(int(n) == len(all_ops()) for n in counts), (counts, len(all_ops()))


def test_docs_oracle_lists_every_symptom():
    text = _read("docs", "oracle.md")
    missing = [s for s in SYMPTOMS if f"`{s}`" not in text]
    assert not missing, f"docs/oracle.md does not list {missing}"
