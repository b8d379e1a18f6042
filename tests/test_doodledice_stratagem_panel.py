"""The side panel offers every stratagem choice as a button, worded in plain words: the window
as combat starts, the dive on a monster's turn, the Adaptive Kit while sketching."""

from __future__ import annotations

import pytest

import engine.doodledice  # noqa: F401  (registers the game)
from engine.core import get_game
from engine.doodledice import Hide, Pass, Refit
from engine.doodledice.rulesets.structures.places import STRATAGEM
from engine.doodledice.rulesets.structures.stratagem_actions import STRATAGEM_ACTIONS
from engine.doodledice.setup import position
from game import paths
from game.app import App
from game.match import Match, Seat
from game.settings import MIN_WINDOW
from scenes.doodledice.decisions import decision
from scenes.doodledice.table import panel_text
from scenes.registry import open_match

HOME = [
    {"owner": 0, "name": "Ace", "parts": ["green d6 core", "red d8 weapon", "red d6 shield"],
     "traits": ("stealthy", "heroic", "tunnels", "energy-transfer", "magical", "swims",
                "technological", "angry")},
    {"owner": 0, "name": "Buddy", "parts": ["green d4 core", "red d10 weapon"]},
    {"owner": 1, "name": "Foe", "parts": ["green d8 core", "red d6 weapon"]},
    {"owner": 1, "name": "Boss", "parts": ["green d12 core"]},
]


def _names(seat: int) -> str:
    return ("Red", "Blue")[seat]


@pytest.mark.parametrize("colour", ["black", "white", "brown", "orange", "purple", "colorless",
                                    "pink"])
def test_every_choice_as_combat_starts_has_a_button(colour) -> None:
    camp = {"owner": 0, "name": "Camp", "parts": [f"{colour} d100 core"], "role": STRATAGEM,
            "traits": {"colorless": ("rainbow",), "pink": ("persuasion",)}.get(colour, ())}
    st = position([*HOME, camp], active={0: ["red d8", "blue d4"]},
                  reserve={0: ["red d4"], 1: ["red d6", "red d4"]}, combat=True, stratagems=1)
    assert st.turn < 0 and st.to_move == 0
    legal = st.legal_actions()
    powers = [a for a in legal if isinstance(a, STRATAGEM_ACTIONS)]
    assert powers, colour
    d = decision(st, 0, _names, None)
    offered = [o.action for o in d.options]
    assert offered[0] == Pass() and all(a in offered for a in legal)
    assert all(o.label and o.tip for o in d.options)
    assert d.lines[0].startswith(("Assassin", "Glory", "Tunneling", "Divert", "Arcane",
                                  "Prismatic", "Sway"))


def test_the_dive_and_the_refit_have_buttons() -> None:
    camp = {"owner": 0, "name": "Camp", "parts": ["blue d100 core"], "role": STRATAGEM}
    st = position([*HOME, camp], reserve={0: ["red d4"], 1: ["red d4"]}, turn="Ace",
                  stratagems=1)
    d = decision(st, 0, _names, None)
    dive = next(o for o in d.options if o.action == Hide())
    assert dive.label == "Dive out of reach"
    gray = {"owner": 0, "name": "Camp", "parts": ["gray d100 core"], "role": STRATAGEM}
    st = position([*HOME, gray], active={0: ["red d4"]}, reserve={0: ["red d4"], 1: ["red d4"]},
                  stratagems=1)
    d = decision(st, 0, _names, None)
    refits = [o for o in d.options if isinstance(o.action, Refit)]
    assert len(refits) == 6 and refits[0].label.startswith("Refit Ace's")
    assert any(o.label == "Done sketching" for o in d.options)


@pytest.mark.parametrize("size", [(1280, 720), MIN_WINDOW])
def test_the_panel_shows_the_power_whole_or_says_it_is_cut(size, monkeypatch, tmp_path) -> None:
    """The stratagem's line takes the room above the buttons: whole in a usual window, and
    in the smallest one ending in an ellipsis rather than stopping mid-sentence unmarked."""
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    app = App(size=size)
    try:
        app.start()
        st = position([*HOME, {"owner": 0, "name": "Camp", "parts": ["brown d100 core"],
                               "role": STRATAGEM}],
                      active={0: ["red d8"]}, reserve={0: ["red d4"], 1: ["red d6"]},
                      combat=True, stratagems=1, house=1)
        match = Match(get_game("doodle-dice"), {"stratagems": 1, "house_rules": 1},
                      [Seat("human"), Seat("human")], seed=3)
        match.states = [st]
        open_match(app.ctx, match)
        app.frame(1 / 30)
        board = app.ctx.scenes.top
        title, lines = panel_text(board)
        shown = " ".join(lines)
        assert title == ["Red: as combat starts"]
        top = min(button.rect.top for _, button in board.option_buttons)
        assert board.panel_rect.y + 10 + 4 + len(lines) * 15 < top
        if size == MIN_WINDOW and not shown.endswith("pay dice of half its sides."):
            assert shown.endswith("\u2026")
        else:
            assert shown == ("Tunneling Attack: A monster that tunnels may give up its turn to "
                             "remove an enemy's reserve die no bigger than its core. Our house "
                             "rule: pay dice of half its sides.")
    finally:
        app.shutdown()
