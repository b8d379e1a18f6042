"""No import circle anywhere in the tree (engine, shell, scenes, tests), type-only imports
included.

Why: a module that names another, even only for type checking, cannot be read, changed or
tested without it; in a circle nothing can be understood first. Each game's state sits low in
its package and the package hands it its rules (``engine.core.Rules``), so no game needs one; a
board's drawing reads the board through a protocol of what it uses (``view.py``), and screens
that lead back to one another are named in ``scenes.registry`` and loaded when first shown.
"""

from __future__ import annotations

import functools

from game.cli.import_circles import ROOT, TREE, circles, import_graph


@functools.cache
def tree_graph() -> dict[str, set[str]]:
    """The whole tree's import graph, read once for the tests here."""
    return import_graph(ROOT, TREE)


def engine_graph() -> dict[str, set[str]]:
    """The engine's own graph (``import_graph(ROOT, ("engine",))``): the tree's graph cut to
    the engine's modules and the imports between them."""
    engine = {module for module in tree_graph() if module.split(".")[0] == "engine"}
    return {module: tree_graph()[module] & engine for module in engine}


def test_no_import_circle_in_the_engine() -> None:
    assert circles(engine_graph()) == []


def test_no_import_circle_in_the_whole_tree() -> None:
    assert circles(tree_graph()) == []


def test_the_circle_finder_sees_type_only_imports() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert engine_graph()["engine.sixtysix.rules"] >= {
        "engine.sixtysix.state"}  # imported only under TYPE_CHECKING there
