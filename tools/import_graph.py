"""The import graph of irfuzz's own modules, from their source (`ast`, nothing is imported).

Every `import` and `from ... import` counts, at module level and inside functions alike (a
lazy import still ties the two files together). Importing `a.b.c` also runs `a/__init__.py`
and `a/b/__init__.py`, so each import is an arrow to those package files too.

Contract: `problems(graph)` is empty when there is no cycle between files and no arrow from
a lower floor up to a higher one (floors, low to high: generators < oracles < fuzz).
`python tools/import_graph.py` prints the graph as text, one module per line with what it
imports, then the problems; it exits 1 when there is any.
"""

from __future__ import annotations

import ast
import os
import sys
from collections.abc import Iterator

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLOORS = ("generators", "oracles", "fuzz")   # low to high: a floor imports only from its own and lower ones


def module_files(root: str = ROOT) -> dict[str, str]:
    """Dotted module name -> file, for every .py file of the three packages."""
    out = {}
    for package in FLOORS:
        for folder, dirs, files in os.walk(os.path.join(root, package)):
            dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
            for name in sorted(files):
                if not name.endswith(".py"):
                    continue
                rel = os.path.relpath(os.path.join(folder, name), root)[:-3].split(os.sep)
                if rel[-1] == "__init__":
                    rel = rel[:-1]
                out[".".join(rel)] = os.path.join(folder, name)
    return out


def _imported_names(tree: ast.AST, module: str, is_package: bool) -> Iterator[str]:
    """Every dotted name an import in `tree` may refer to (modules, or attributes of one)."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def _targets(name: str, modules: dict[str, str]) -> set[str]:
    """The module files an imported name runs: the module itself and its parent packages."""
    out = set()
    parts = name.split(".")
    for end in range(1, len(parts) + 1):
        prefix = ".".join(parts[:end])
        if prefix in modules:
            out.add(prefix)
    return out


def import_graph(root: str = ROOT) -> dict[str, set[str]]:
    """Module -> the modules of the three packages it imports (itself excluded)."""
    modules = module_files(root)
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        with open(path) as fh:
            tree = ast.parse(fh.read(), path)
        is_package = path.endswith("__init__.py")
        edges: set[str] = set()
        for name in _imported_names(tree, module, is_package):
            edges |= _targets(name, modules)
        # A package's own parents are run before it: no arrow for them, nor for itself.
        edges -= {module} | {module.rsplit(".", n)[0] for n in range(1, module.count(".") + 1)}
        graph[module] = edges
    return graph


def floor(module: str) -> int:
    return FLOORS.index(module.split(".")[0])


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(start: str) -> None:   # iterative: the graph is deep enough to matter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(out)


def upward_arrows(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """(importer, imported) where the importer lives on a lower floor than what it imports."""
    return sorted((a, b) for a, targets in graph.items() for b in targets if floor(a) < floor(b))


def problems(graph: dict[str, set[str]]) -> list[str]:
    """One line per cycle (with one closed path through it) and per upward arrow."""
    out = []
    for component in cycles(graph):
        out.append(f"cycle: {' -> '.join(_cycle_path(graph, component))}"
                   + (f" (and {len(component)} modules in all: {', '.join(component)})" if len(component) > 3 else ""))
    out += [f"upward: {a} ({FLOORS[floor(a)]}) imports {b} ({FLOORS[floor(b)]})" for a, b in upward_arrows(graph)]
    return out


def _cycle_path(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """A shortest closed path from the component's first module back to it (breadth first)."""
    members, start = set(component), component[0]
    parent: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node] & members):
                if child == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(parent[path[-1]])
                    return path[::-1] + [start]
                if child not in parent:
                    parent[child] = node
                    following.append(child)
        frontier = following
    return component


def picture(graph: dict[str, set[str]]) -> str:
    """The graph as text: per floor, each module and what it imports (lower floors marked)."""
    lines = []
    for number, name in enumerate(FLOORS):
        lines.append(f"== floor {number}: {name} ==")
        for module in sorted(m for m in graph if floor(m) == number):
            targets = sorted(graph[module], key=lambda m: (floor(m), m))
            lines.append(f"  {module}" + (f" -> {', '.join(targets)}" if targets else ""))
    return "\n".join(lines)


def main() -> int:
    graph = import_graph()
    print(picture(graph))
    found = problems(graph)
    print(f"\n{len(graph)} modules, {sum(map(len, graph.values()))} arrows, {len(found)} problem(s)")
    for line in found:
        print(f"  {line}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
