"""Dice Demons board geometry: generated from every setting, refused when impossible, drawable."""

from __future__ import annotations

import itertools
import math

import pytest

import engine
from engine.core import CorruptData, get_game
from engine.dicedemons import (
    BRIDGE,
    INFO,
    ISLAND,
    LAND,
    WATER,
    DiceDemonsState,
    Geometry,
    Settings,
    check_options,
    evaluate,
    new_game,
    options_problem,
    point,
    settings_problem,
)

G = Geometry.of(Settings())


def codes(spaces) -> list[str]:
    return [G.code(s) for s in spaces]


def test_registered_game_info() -> None:
    info = get_game("dice-demons")
    assert info is INFO and engine.get_game("dice-demons") is info
    assert info.title == "Dice Demons"
    assert (info.min_seats, info.max_seats) == (2, 6)
    assert len(info.seat_names) == 6
    assert info.state_class is DiceDemonsState
    assert info.evaluate is evaluate
    assert info.rules_file == "assets/rules/dice-demons.md"
    assert info.default_options() == {
        "seats": 2, "rings": 2, "island_spaces": 4, "bridge_every": 8, "land_width": 100,
        "water_width": 100, "island_radius": 100, "wall_spacing": 4, "round_limit": 0,
    }
    assert info.extra["test_options"]["round_limit"] > 0
    kinds = [t.kind for t in info.action_types]
    assert len(set(kinds)) == len(kinds)


def test_default_board_follows_the_rulings() -> None:
    assert G.ring_sizes == (8, 16)
    assert G.bridge_counts == (1, 2)
    assert len(G.island) == 4
    assert G.size == 4 + 8 + 16 + 3
    assert codes(G.rings[0])[:2] == ["R1-1", "R1-2"]
    assert codes(sorted(G.marks)) == ["R1-4", "R1-8", "R2-4", "R2-8", "R2-12", "R2-16"]
    start = G.start_offsets()
    # Bridges: the first at 12 o'clock, linking the outer space it lines up with and the
    # inner space under its middle.
    assert codes(G.bridge_ends(G.space_at("B1-1"), start)) == ["I1", "R1-1"]
    assert codes(G.bridge_ends(G.space_at("B2-1"), start)) == ["R1-1", "R2-1"]
    assert codes(G.bridge_ends(G.space_at("B2-2"), start)) == ["R1-5", "R2-9"]
    assert codes(G.neighbours(G.space_at("I1"), start)) == ["I2", "I4", "B1-1"]
    assert codes(G.neighbours(G.space_at("R1-1"), start)) == ["R1-2", "R1-8", "B1-1", "B2-1"]
    assert codes(G.neighbours(G.space_at("R2-7"), start)) == ["R2-6", "R2-8"]
    for s in range(G.size):  # adjacency is symmetric
        for n in G.neighbours(s, start):
            assert s in G.neighbours(n, start)


def test_every_setting_makes_a_consistent_board_or_a_clear_refusal() -> None:
    made = refused = 0
    for rings, island, every, spacing in itertools.product(
            range(1, 5), range(2, 9), (2, 3, 4, 6, 8, 12, 16), (2, 3, 4, 5, 6, 8)):
        s = Settings(rings=rings, island=island, bridge_every=every, wall_spacing=spacing)
        problem = settings_problem(s)
        if problem:
            refused += 1
            assert (island * 2) % every and str(every) in problem and "bridge" in problem
            with pytest.raises(CorruptData, match="bridge"):
                Geometry.of(s)
            continue
        made += 1
        g = Geometry.of(s)
        assert g.ring_sizes == tuple(island * 2**i for i in range(1, rings + 1))
        assert g.bridge_counts == tuple(n // every for n in g.ring_sizes)
        assert all(g.bridge_counts)
        offsets = g.start_offsets()
        links = g.links(offsets)
        for space in range(g.size):
            for n in links[space]:
                assert space in links[n]
        touched = {n for ids in g.bridges for b in ids for n in links[b]}
        assert not touched & g.marks
        for ring in g.rings:
            marks = [s for s in ring if s in g.marks]
            assert len(marks) <= len(ring) // spacing
        assert [b.kind for b in g.bands] == [ISLAND] + [WATER, LAND] * rings
    assert made > 300 and refused > 100


def test_refused_settings_say_why() -> None:
    assert "cannot be shared out evenly" in (settings_problem(Settings(island=3)) or "")
    assert options_problem({"seats": 5, "island_spaces": 4}) == (
        "5 players need at least 5 centre island spaces (one each), but the island has 4.")
    with pytest.raises(CorruptData, match="island spaces"):
        new_game({"seats": 5})
    with pytest.raises(CorruptData, match="evenly"):
        new_game({"island_spaces": 3})
    with pytest.raises(CorruptData, match="no option"):
        check_options({"colour": 1})
    with pytest.raises(CorruptData, match="Number of rings"):
        check_options({"rings": 7})
    assert options_problem({"seats": 6, "island_spaces": 6, "bridge_every": 4}) is None


def test_polar_layout_for_drawing() -> None:
    g = Geometry.of(Settings(land_width=50, water_width=75, island_radius=125))
    assert [(b.kind, b.r0, b.r1) for b in g.bands] == [
        (ISLAND, 0, 125), (WATER, 125, 200), (LAND, 200, 250), (WATER, 250, 325),
        (LAND, 325, 375)]
    assert g.radius == 375
    r13 = g.spaces[g.space_at("R1-3")]
    assert (r13.kind, r13.ring, r13.index, r13.count) == (LAND, 1, 2, 8)
    assert (r13.a0, r13.a1, r13.r0, r13.r1) == (90, 135, 200, 250)
    b22 = g.spaces[g.space_at("B2-2")]
    assert (b22.kind, b22.a0, b22.a1, b22.r0, b22.r1) == (BRIDGE, 180, 202.5, 250, 325)
    wedge = g.spaces[g.space_at("I2")]
    assert (wedge.a0, wedge.a1, wedge.r0, wedge.r1) == (90, 180, 0, 125)
    # point(): degrees clockwise from 12 o'clock, y pointing down like the screen.
    x, y = point(0, 10)
    assert math.isclose(x, 0, abs_tol=1e-9) and math.isclose(y, -10)
    x, y = point(90, 10)
    assert math.isclose(x, 10) and math.isclose(y, 0, abs_tol=1e-9)
    angle, radius = g.centre(g.space_at("R1-3"))
    assert (angle, radius) == (112.5, 225)


def test_bridges_turn_and_take_their_links_along() -> None:
    b11, b22 = G.space_at("B1-1"), G.space_at("B2-2")
    turned = (1, 15)  # moat 1 one space clockwise, moat 2 one space anticlockwise
    assert G.angles(b11, turned) == (45, 90)
    assert G.angles(b22, turned) == (157.5, 180)
    assert G.angles(b11) == (0, 45)  # without offsets: the start position
    assert codes(G.bridge_ends(b11, turned)) == ["I1", "R1-2"]
    assert codes(G.bridge_ends(b22, turned)) == ["R1-4", "R2-8"]
    assert "B1-1" not in codes(G.neighbours(G.space_at("R1-1"), turned))
    assert "B1-1" in codes(G.neighbours(G.space_at("R1-2"), turned))
    # Three more clockwise turns: the moat-1 bridge reaches under wedge 2.
    assert codes(G.bridge_ends(b11, (2, 0))) == ["I2", "R1-3"]
    # A scene may animate with fractional offsets.
    a0, a1 = G.angles(b11, (0.5, 0))
    assert (a0, a1) == (22.5, 67.5)


def test_a_new_game_starts_on_the_island_and_asks_for_random_spaces() -> None:
    st = new_game({"seats": 3})
    assert codes(p.space for p in st.players) == ["I1", "I2", "I3"]
    assert all(p.dice == 0 and not p.trinket for p in st.players)
    request = st.roll_request()
    assert request.dice[0].kind == "space"
    faces = request.dice[0].faces
    assert set(faces) == {s for s in G.land if s not in G.marks}
    assert len(st.tasks) == 5  # one pickup per player plus two
    six = new_game({"seats": 6, "island_spaces": 6, "bridge_every": 4})
    assert len({p.space for p in six.players}) == 6


def test_rules_page_exists_in_the_supported_markdown_subset() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / INFO.rules_file).read_text(encoding="utf-8")
    assert text.startswith("# Dice Demons\n")
    assert "## Our rulings" in text
    for line in text.splitlines():
        assert not line.startswith(("* ", "+ ", "1. ", "####", "```", ">")), line
    for spec in INFO.options:
        assert spec.label.lower() in text.lower(), spec.label
