"""No import circle in the engine, type-only imports included.

Why: a module that names another, even only for type checking, cannot be read, changed or
tested without it; in a circle nothing can be understood first. Each game's state sits low in
its package and the package hands it its rules (``engine.core.Rules``), so no game needs one.
"""

from __future__ import annotations

from game.cli.import_circles import ROOT, circles, import_graph


def test_no_import_circle_in_the_engine() -> None:
    assert circles(import_graph(ROOT, ("engine",))) == []


def test_the_circle_finder_sees_type_only_imports() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert import_graph(ROOT, ("engine",))["engine.sixtysix.rules"] >= {
        "engine.sixtysix.state"}  # imported only under TYPE_CHECKING there
