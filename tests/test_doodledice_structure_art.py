"""Stratagems and fortresses drawn: the place doodler, the AI's structures (a place with the
tags its power needs, a place's name), their cards on the table and the d100's picture."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.core import get_game
from engine.doodledice import CreateMonster, Phase
from engine.doodledice.rulesets.structures.places import (
    FORTRESS,
    POWER_OF,
    ROLES,
    STRATAGEM,
    STRUCTURE,
)
from engine.doodledice.tables import STRUCTURE_TRAITS
from engine.sketchdata import validate_sketch
from game.cli.headless import seeded_actions
from game.doodles.ai import dress, structure_traits
from game.doodles.places import MARKS, place, place_doodle, place_name
from game.match import Match, Seat
from scenes.doodledice.layout import EXTRA_ROWS, TableLayout, _card_grid


def test_every_structure_tag_has_a_picture() -> None:
    assert set(MARKS) == set(STRUCTURE_TRAITS)


@pytest.mark.parametrize("role", ROLES)
def test_places_are_drawings_that_show_their_tags(role: str) -> None:
    plain, heart = place(7, "red", role)
    assert validate_sketch(plain) == plain and 0 < heart[0] < 1000 and 0 < heart[1] < 1000
    assert place(7, "red", role) == (plain, heart)  # the same arguments, the same lines
    assert place(8, "red", role)[0] != plain
    for tag in MARKS:
        marked, _ = place(7, "red", role, [tag])
        assert len(marked["strokes"]) > len(plain["strokes"]), tag
    with pytest.raises(ValueError):
        place(7, "red", role, ["flies"])


def test_the_pads_place_doodler_hangs_the_core_at_the_heart() -> None:
    sketch, anchors = place_doodle(FORTRESS)(3, "blue", [("core", 100)], ["icy", "flies"])
    assert anchors == [place(3, "blue", FORTRESS, ["icy"])[1]]
    assert sketch == place(3, "blue", FORTRESS, ["icy"])[0]


def test_the_ai_draws_what_its_power_looks_for() -> None:
    for role in ROLES:
        for (r, colour), power in POWER_OF.items():
            if r != role:
                continue
            traits = structure_traits(11, role, colour)
            assert set(traits) <= set(STRUCTURE_TRAITS)
            if power.on == STRUCTURE:
                assert power.needs in traits
    assert place_name(4, "white", FORTRESS).startswith("Dawn ")


def _match(seed: int, kinds: tuple[str, str] = ("normal", "greedy")) -> Match:
    info = get_game("doodle-dice")
    options = dict(info.default_options(), budget=300, stratagems=1)
    return Match(info, options, [Seat("ai", k) for k in kinds], seed=seed)


def test_ai_seats_make_their_stratagem_and_fortress_as_places() -> None:
    """They do not hoard their d100s: by the first combat both seats have both, each a place
    whose tags it shows and named like one."""
    match = _match(3)
    actions = seeded_actions(match, 3, "greedy")
    while match.state.round == 1 and match.state.phase is not Phase.COMBAT:
        state = match.state
        action = dress(state, next(actions))
        match.apply(action)
    st = match.state
    made = [a for a in match.actions if isinstance(a, CreateMonster) and a.role]
    assert sorted(a.role for a in made) == sorted(ROLES * 2)
    for a in made:
        assert a.sketch and set(a.traits) <= set(STRUCTURE_TRAITS)
        assert a.name.split()[-1] in ("Keep", "Citadel", "Castle", "Tower", "Spire",
                                      "Watchtower", "Den", "Grotto", "Caverns", "Camp",
                                      "Bivouac", "Plan", "Map", "Gambit", "Stones", "Henge",
                                      "Circle")
    assert {m.role for m in st.monsters if m.role} == {STRATAGEM, FORTRESS}


def test_dressing_a_structure_keeps_it_legal() -> None:
    match = _match(5)
    actions = seeded_actions(match, 5, "greedy")
    for _ in range(400):
        st = match.state
        create = next((a for a in st.legal_actions()
                       if isinstance(a, CreateMonster) and a.role == FORTRESS), None)
        if create is not None:
            break
        match.apply(dress(st, next(actions)))
    assert create is not None
    dressed = dress(st, create)
    assert dressed.sketch and dressed.name != create.name
    assert st.why_not(dressed) is None
    assert st.why_not(replace(dressed, traits=("flies",))) is not None


def test_structure_cards_get_their_power_rows_and_crowded_grids_stay_in_lines() -> None:
    match = _match(3)
    actions = seeded_actions(match, 3, "greedy")
    while match.state.phase is not Phase.COMBAT:
        match.apply(dress(match.state, next(actions)))
    st = match.state
    lay = TableLayout.compute((1280, 720), 1.0, st, 0)
    for m in st.monsters:
        card = lay.card_of(m.id)
        assert len(card.extra) == (EXTRA_ROWS if m.role else 0)
        assert card.rect.contains(card.sketch)
    # ten cards of three rows in a small area: lines, never ten slivers side by side
    assert _card_grid(pygame.Rect(0, 0, 300, 230), 10, 3, 1.0)[0] > 1


def test_a_d100_is_pictured_as_two_d10s() -> None:
    from game.tray.solids import PAIR_WIDTH, solid

    pygame.init()
    one = solid(10, 7, 40, (200, 60, 60))
    pair = solid(100, 87, 40, (200, 60, 60))
    assert pair.get_width() == round(40 * PAIR_WIDTH) + 4 > one.get_width()
    assert pair.get_height() == one.get_height()
    assert solid(100, 100, 40, (200, 60, 60)) is solid(100, 100, 40, (200, 60, 60))
