"""Comments and docstrings state invariants and reasons: no dates, commit hashes or measured
seconds in code (figures live in docs/performance.md with the command that measures them).

Checked: the three packages, tools/, bench/ and the suite's runner (tests/run_parallel.py). Not
the test files, whose comments give the limits and numbers the tests set ("a 5 s limit"),
which a pattern cannot tell from a measurement, nor the hand labels of bench/labels/ and
bench/root_cause_labels*.py, which record when and against which torch-mlir commit they were
sorted (the provenance of data)."""

import ast
import io
import os
import re
import tokenize

from conftest import ROOT

FIGURE = re.compile(r"\b20\d\d-\d\d-\d\d\b"                       # a date
                    r"|(?<!-)\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{9,40}\b"  # a commit hash, not a signature's
                    r"|\b\d+(\.\d+)?\s(CPU\s)?(s|ms|seconds|minutes)\b(?!\w)")  # a measured time


def _texts(path: str):
    with open(path) as fh:
        source = fh.read()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.string
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                yield getattr(node, "lineno", 1), doc


def _checked_files():
    for top in ("generators", "oracles", "fuzz", "tools", "bench"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                path = os.path.join(folder, name)
                labels = os.path.basename(folder) == "labels" or name.startswith("root_cause_labels")
                if name.endswith(".py") and not labels:
                    yield path
    yield os.path.join(ROOT, "tests", "run_parallel.py")


def test_no_figures_in_code_comments():
    found = []
    for path in _checked_files():
        for line, text in _texts(path):
            for match in FIGURE.finditer(text):
                found.append(f"{os.path.relpath(path, ROOT)}:{line}: {match.group(0)!r}")
    assert not found, "figures in comments (move them to docs/performance.md):\n" + "\n".join(found)
