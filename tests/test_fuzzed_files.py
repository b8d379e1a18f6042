"""Mutated saves (every registered game), settings and daemons files: refused with a message or
loaded into a legal state, never an exception, nothing else in the data folder touched."""

from __future__ import annotations

from engine import all_games
from tests.fuzz_files import MUTATIONS, fuzz


def test_fuzzed_files_are_refused_or_loaded_and_nothing_is_lost(tmp_path, monkeypatch):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))  # fuzz moves it per file
    table = fuzz(tmp_path, per_kind=2 * len(MUTATIONS), seed=5)
    assert set(table) == {f"save:{i.game_id}" for i in all_games()} | {"settings", "daemons"}
    problems = [f"{kind}: {outcome}" for kind, counts in table.items() for outcome in counts
                if outcome.startswith(("EXCEPTION", "LOST"))]
    assert not problems, "\n".join(problems)
    for kind, counts in table.items():
        assert sum(counts.values()) == 2 * len(MUTATIONS)
        if kind.startswith("save:"):
            assert counts["refused"] > 0
