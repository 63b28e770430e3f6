"""A test helper is defined once: no two test files hold a module-level function (other than a
test) with the same body, so a helper copied into another file fails here, renamed or
re-documented. Shared helpers live in tests/helpers.py, fixtures in tests/conftest.py."""

import ast
import glob
import os
from collections import defaultdict

from conftest import ROOT


def _body(function: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
    """The function's statements as ast.dump, without its docstring."""
    body = function.body[1:] if ast.get_docstring(function, clean=False) is not None else function.body
    return "\n".join(ast.dump(statement) for statement in body)


def copied_helpers(folder: str) -> list[str]:
    """'file:line name, ...' for each body that module-level non-test functions of two or more
    of folder/*.py share."""
    where = defaultdict(list)
    for path in sorted(glob.glob(os.path.join(folder, "*.py"))):
        with open(path) as fh:
            tree = ast.parse(fh.read(), path)
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("test"):
                where[_body(node)].append((os.path.basename(path), node.lineno, node.name))
    return [", ".join(f"{name}:{line} {function}" for name, line, function in found)
            for found in where.values() if len({name for name, _, _ in found}) > 1]


def test_no_helper_is_defined_in_two_test_files():
    copies = copied_helpers(os.path.join(ROOT, "tests"))
    assert not copies, ("the same helper in several test files (define it once in tests/helpers.py, a fixture "
                        "in tests/conftest.py, and import it):\n" + "\n".join(copies))


def test_a_copied_helper_is_found_renamed_and_redocumented(tmp_path):
    helper = "def {name}(x):\n    {doc}return [x] * 2\n\n\ndef test_it():\n    assert {name}(1) == [1, 1]\n"
    (tmp_path / "test_a.py").write_text(helper.format(name="_twice", doc=""))
    (tmp_path / "test_b.py").write_text(helper.format(name="pair", doc='"""Two of x."""\n    '))
    (tmp_path / "test_c.py").write_text("def _other(x):\n    return [x] * 3\n")
    assert copied_helpers(str(tmp_path)) == ["test_a.py:1 _twice, test_b.py:1 pair"]  # test_it: a test, not a helper


def test_one_of_each_leaves_the_first_of_each_kind_to_make_test_and_marks_the_others_extended():
    from helpers import one_of_each

    params = one_of_each([("a", 1), ("b", 2), ("c", 1), ("d", 3), ("e", 2)], kind=lambda name, kind: kind,
                         ids=lambda name, kind: name)
    extended = {p.id for p in params if any(mark.name == "extended" for mark in p.marks)}
    assert [p.id for p in params] == ["a", "b", "c", "d", "e"]
    assert [p.values for p in params][2] == ("c", 1)
    assert extended == {"c", "e"}
