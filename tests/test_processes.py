"""How helper processes start: spawned in the app, from a fork server in the tests."""

from __future__ import annotations

import multiprocessing

import pytest

from game.processes import FORK_SERVER, process_context


def test_the_app_spawns_its_helpers(monkeypatch) -> None:
    monkeypatch.delenv(FORK_SERVER, raising=False)
    assert process_context().get_start_method() == "spawn"


@pytest.mark.skipif("forkserver" not in multiprocessing.get_all_start_methods(),
                    reason="no fork server here")
def test_the_tests_start_theirs_from_a_fork_server_with_the_engine_imported() -> None:
    assert process_context().get_start_method() == "forkserver"  # set by conftest
    with process_context().Pool(1) as pool:
        assert "engine.core" in pool.apply(_imported)


def _imported() -> list[str]:
    import sys

    return sorted(sys.modules)
