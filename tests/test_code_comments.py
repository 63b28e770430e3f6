"""Comments and docstrings state invariants and reasons: no dates, commit hashes or measured
seconds in code (figures live in docs/performance.md with the command that measures them)."""

import ast
import io
import os
import re
import tokenize

from conftest import ROOT

FIGURE = re.compile(r"\b20\d\d-\d\d-\d\d\b"                       # a date
                    r"|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{9,40}\b"  # a commit hash
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


def test_no_figures_in_code_comments():
    found = []
    for top in ("generators", "oracles", "fuzz"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    for line, text in _texts(path):
                        for match in FIGURE.finditer(text):
                            found.append(f"{os.path.relpath(path, ROOT)}:{line}: {match.group(0)!r}")
    assert not found, "figures in comments (move them to docs/performance.md):\n" + "\n".join(found)
