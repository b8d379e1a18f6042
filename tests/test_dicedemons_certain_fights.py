"""Fights the rules settle without dice (a side has none) still reach the log: no roll shows
them, so the line of the action that caused them must say what happened."""

from __future__ import annotations

import random

import engine  # noqa: F401  (registers the games)
from engine.core import CHANCE, get_game
from engine.dice import roll
from engine.dicedemons.fights import certain_fights
from engine.dicedemons.geometry import ISLAND

CERTAIN_FIGHT_GAMES = (0, 2, 10)
"""The random games whose fights without dice are checked: together they meet every kind the
twelve games ``range(12)`` met (``CERTAIN_FIGHT_KINDS``: each action that leads to such a
fight, against a monster, another player or no one left); the other nine repeat those."""

CERTAIN_FIGHT_KINDS = {("Done", "monster"), ("Done", "player"), ("MonsterStep", "monster"),
                       ("MonsterStep", "player"), ("Roll", "monster"), ("Step", "no one"),
                       ("Step", "monster"), ("Summon", "monster"), ("Summon", "player"),
                       ("TurnBridges", "monster"), ("TurnBridges", "player")}
"""(the action's class, whom the player without dice had to fight) of the fights met."""


def _foe_kind(sentence: str) -> str:
    foe = sentence.split(" to fight ", 1)[1].split(",", 1)[0]
    return {"a monster": "monster", "a foe": "no one"}.get(foe, "player")


def test_every_fight_settled_without_dice_is_named_in_the_log() -> None:
    info = get_game("dice-demons")
    seen = 0
    kinds: set[tuple[str, str]] = set()
    for game in CERTAIN_FIGHT_GAMES:
        rng = random.Random(game)
        st = info.new_game(info.default_options())
        for _ in range(2500):
            if st.is_over:
                break
            action = (roll(st.roll_request(), rng) if st.to_move == CHANCE
                      else rng.choice(st.legal_actions()))
            after = st.apply(action)
            line = st.describe(action)
            for sentence, space in certain_fights(st, after, action):
                seen += 1
                assert sentence.rstrip(".") in line
                if "went back to the centre" in sentence:  # the loser stands on the island
                    assert any(after.geo.spaces[p.space].kind == ISLAND
                               for p in after.players if p.space >= 0)
                assert space is not None
                if " to fight " in sentence:
                    kinds.add((type(action).__name__, _foe_kind(sentence)))
            st = after
    assert seen > 0  # random hunters lose their dice often enough to meet such fights
    assert kinds == CERTAIN_FIGHT_KINDS, kinds ^ CERTAIN_FIGHT_KINDS


def test_a_shove_is_not_a_fight() -> None:
    info = get_game("dice-demons")
    for game in range(12):
        rng = random.Random(100 + game)
        st = info.new_game(info.default_options())
        for _ in range(2500):
            if st.is_over:
                break
            action = (roll(st.roll_request(), rng) if st.to_move == CHANCE
                      else rng.choice(st.legal_actions()))
            if action.kind == "push":
                assert "lost at once" not in st.describe(action)
            st = st.apply(action)
