"""The module import graph (tools/import_graph.py): no cycle between files, no upward arrow
between the floors generators < oracles < fuzz."""

import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("import_graph", os.path.join(ROOT, "tools", "import_graph.py"))
import_graph = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(import_graph)


def test_the_repository_has_no_import_cycle_and_no_upward_import():
    graph = import_graph.import_graph()
    assert "fuzz.finding_folder" in graph and "generators.program" in graph
    assert import_graph.problems(graph) == [], "\n" + import_graph.picture(graph)


def _tree(root, files):
    for path, text in files.items():
        full = root / path
        full.parent.mkdir(parents=True, exist_ok=True)
        full.write_text(text)


def test_a_lazy_import_cycle_and_an_upward_import_are_both_found(tmp_path):
    _tree(tmp_path, {
        "generators/__init__.py": "",
        "generators/a.py": "def f():\n    from generators import b  # lazy, still a cycle\n",
        "generators/b.py": "from .a import f\nfrom oracles.x import y\n",
        "oracles/__init__.py": "",
        "oracles/x.py": "y = 1\n",
        "fuzz/__init__.py": "",
        "fuzz/sub/__init__.py": "from fuzz.sub import leaf\n",
        "fuzz/sub/leaf.py": "import generators.a\n",
    })
    graph = import_graph.import_graph(str(tmp_path))
    assert graph["generators.b"] == {"generators.a", "oracles", "oracles.x"}   # not its own package
    assert graph["fuzz.sub.leaf"] == {"generators", "generators.a"}   # its own package runs first: no arrow
    found = import_graph.problems(graph)
    assert found == ["cycle: generators.a -> generators.b -> generators.a",
                     "upward: generators.b (generators) imports oracles (oracles)",
                     "upward: generators.b (generators) imports oracles.x (oracles)"]
    assert "== floor 2: fuzz ==" in import_graph.picture(graph)
