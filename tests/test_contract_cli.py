"""``python -m game contract``: the AI never falls back to a random move with any rule, alone
or beside any other, and the tool refuses bad arguments in one sentence.

Short games of each rule alone and every two rules together here; the tool itself plays whole
series of every combination (``--games N``).
"""

from __future__ import annotations

import pytest

from engine.contract import Tally, covering_combinations, play_checked
from engine.core import GameInfo, State, all_games
from game.cli.contract import ai_road, main

GAMES = sorted((g for g in all_games() if g.state_class.__module__.startswith("engine.")),
               key=lambda g: g.game_id)


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_the_ai_never_stumbles_with_any_rule_alone_or_in_pairs(info: GameInfo) -> None:
    """Positions are read back the way the AI worker reads them (a failure there is what made
    the board say "The AI stumbled"), and at some the whole road is taken: the worker's
    answer must be a move the position allows."""
    road = ai_road(info)
    asked: list[int] = []

    def sometimes(state: State, seed: int) -> str | None:
        asked.append(seed)
        return road(state, seed) if len(asked) % 3 == 1 else None

    tally = Tally()
    for index, options in enumerate(covering_combinations(info)):
        play_checked(info, options, index, tally, share=0.1, max_decisions=30,
                     refusals=False, ai_road=sometimes)
    assert tally.fallbacks == 0, tally.problems
    assert tally.violations == 0, tally.problems
    assert asked, "the AI road was never taken"


@pytest.mark.parametrize("argv", [["--games", "0"], ["--game", "no-such-game"], ["--bogus"],
                                  ["--games", "many"], ["--ai-every", "-1"]])
def test_bad_arguments_are_refused_in_one_sentence(argv: list[str],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("contract: ") and err.endswith(".") and "\n" not in err
