"""Lab tool: the import circles of the source tree, type-only imports included.

``python -m game.cli.import_circles [engine game scenes tests]`` prints every circle (a group of
modules that import each other, directly or round about) with its modules, then one line
``circles N modules M arrows A``. Exit code 1 when there is a circle.

Why type-only imports count: a module that names another only for type checking still cannot be
read without it, and a circle means neither side can be understood, changed or tested first.
Why a parent package's ``__init__`` is not an arrow: Python runs it before any of its modules,
but that is the loader's order, not a dependency the code states.
"""

from __future__ import annotations

import ast
import functools
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TREE = ("engine", "game", "scenes", "tests")
"""The folders the whole tree's figure covers."""


def module_names(root: Path, folders: Iterable[str]) -> dict[str, Path]:
    """Every module under ``folders`` by dotted name (a package by its own name)."""
    names: dict[str, Path] = {}
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            names[".".join(parts)] = path
    return names


def _imported(node: ast.AST, module: str, is_package: bool, known: Mapping[str, Path]
              ) -> list[str]:
    """The modules of the tree one import statement asks for (``from a import b``: the module
    a.b when there is one, else a, which defines b)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[:len(package) - (node.level - 1)]
        base = ".".join([*package, base] if base else package)
    out = []
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        out.append(sub if sub in known else base)
    return out


_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")
"""The fields that hold statements (of blocks, ``except`` clauses and ``case`` clauses)."""


def statements(tree: ast.Module) -> Iterator[ast.AST]:
    """Every statement of ``tree``, however deeply nested in blocks. Why not ``ast.walk``: an
    import is always a statement, and the expressions (most of a module's nodes) hold none."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        yield node
        for field in _BODIES:
            children = getattr(node, field, None)
            if isinstance(children, list):
                stack.extend(children)


@functools.cache
def import_statements(path: Path) -> tuple[ast.Import | ast.ImportFrom, ...]:
    """Every import statement of ``path``, however deeply nested (under ``TYPE_CHECKING``,
    inside functions). Read and parsed once per process: the tree's circles, the lab's fence
    and the engine's purity checks all ask about the same files, and parsing the whole tree
    is most of what each costs."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return tuple(node for node in statements(tree)
                 if isinstance(node, (ast.Import, ast.ImportFrom)))


def import_graph(root: Path = ROOT, folders: Iterable[str] = TREE) -> dict[str, set[str]]:
    """Module -> the modules of the tree it imports anywhere in its text (under
    ``TYPE_CHECKING`` and inside functions too)."""
    names = module_names(root, folders)
    graph: dict[str, set[str]] = {}
    for module, path in names.items():
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in import_statements(path):
            for name in _imported(node, module, is_package, names):
                if name in names and name != module:
                    targets.add(name)
        graph[module] = targets
    return graph


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    folders = tuple(argv if argv else sys.argv[1:]) or TREE
    graph = import_graph(ROOT, folders)
    found = circles(graph)
    for group in found:
        print(f"circle of {len(group)}: {', '.join(group)}")
    arrows = sum(len(targets) for targets in graph.values())
    print(f"circles {len(found)} modules {sum(map(len, found))} arrows {arrows}")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
