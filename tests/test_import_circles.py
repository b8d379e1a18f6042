"""No import circle in the engine, type-only imports included.

Why: a module that names another, even only for type checking, cannot be read, changed or
tested without it; in a circle nothing can be understood first. Each game's state sits low in
its package and the package hands it its rules (``engine.core.Rules``), so no game needs one.
"""

from __future__ import annotations

from game.cli.import_circles import ROOT, circles, import_graph

STILL_CIRCULAR = ("engine.doodledice",)
"""Packages whose circles are being taken apart elsewhere (Doodle Dice's by-rule restructure):
their circles are tolerated here, anything else is not."""


def test_no_import_circle_in_the_engine() -> None:
    found = circles(import_graph(ROOT, ("engine",)))
    others = [group for group in found
              if not all(m.startswith(STILL_CIRCULAR) for m in group)]
    assert others == []


def test_the_circle_finder_sees_type_only_imports() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert import_graph(ROOT, ("engine",))["engine.sixtysix.rules"] >= {
        "engine.sixtysix.state"}  # imported only under TYPE_CHECKING there
