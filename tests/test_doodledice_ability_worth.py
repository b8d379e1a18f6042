"""``balance doodle-dice --abilities``: one seat keeps the abilities named, the other none."""

from __future__ import annotations

from engine.core import get_game
from engine.doodledice.actions import ChooseAvatar
from engine.doodledice.forces import force_to_json, random_force
from engine.doodledice.rulesets.avatars.abilities import avatar_of, uses_left
from game.cli import doodle_abilities as da


def test_a_row_keeps_one_ability_or_the_whole_kit() -> None:
    assert da.kept("lead", "warrior") == (False, False, True)
    assert da.kept(da.KIT, "beast") == (True, True, True)
    assert da.rows("mage") == ["preference", "supercharge", "bombard", da.KIT]


def test_a_seat_without_its_abilities_has_every_use_ticked_off() -> None:
    info = get_game(da.GAME)
    options = info.check_options({**info.default_options(), "avatars": 1})
    force = force_to_json(random_force(5, options["budget"]))
    state = info.start(options, info.check_setup(options, {"forces": [force, force]}))
    for _ in range(2):
        state = state.apply(next(a for a in state.legal_actions()
                                 if isinstance(a, ChooseAvatar) and a.avatar == "warrior"))
    stripped = da.without(state, 0, da.kept("technique", "warrior"))
    assert uses_left(stripped, 0, "technique") == 2
    assert uses_left(stripped, 0, "diehard") == 0 and uses_left(stripped, 0, "lead") == 0
    assert avatar_of(stripped, 1) == avatar_of(state, 1)  # the other seat is untouched


def test_a_game_is_played_to_the_end_and_scored_for_the_able_seat() -> None:
    """The tool's road with random players (quick); its greedy series is the report itself
    (``python -m game balance doodle-dice --abilities``)."""
    outcome = da.play(da.Job(seed=2, avatar="warrior", row="lead", index=1, level="random"))
    assert outcome.error is None, outcome.error
    assert outcome.share in (0.0, 0.5, 1.0)
    text = "\n".join(da.report([outcome], "random"))
    assert "Warrior: Lead from the Front" in text and "    1 " in text
