"""The pieces behind the Doodle Dice screens: the pad's result as engine actions (and the
engine's refusals as the pad's reasons), drawings between pad and engine, saved forces, and
the table's layout and pictures."""

from __future__ import annotations

import json

import pygame
import pytest

import scenes.layout_log as layout_log
import scenes.theme as theme
from engine.core import action_to_dict
from engine.doodledice import AddPart, CreateMonster, DieChoice
from engine.doodledice.setup import position, with_monster
from engine.sketchdata import validate_sketch
from game.doodles import doodle
from scenes.doodledice.forces_store import ForceStore, ForceStoreError
from scenes.doodledice.layout import TableLayout, name_px
from scenes.doodledice.sketches import MonsterArt, from_engine, to_engine
from scenes.doodledice.sketching import SketchPlan, pad_dice
from scenes.sketch.editing import PlacedPart, SketchResult


def sketching_position():
    return position([{"owner": 0, "name": "Old Friend", "parts": ["green d8 core"]},
                     {"owner": 1, "name": "Rival", "parts": ["gray d10 core"]}],
                    active={0: ["red d12", "blue d8", "red/pink d6"]})


def test_hybrid_dice_are_offered_in_each_colour():
    st = sketching_position()
    labels = [d.label for d in pad_dice(st, 0)]
    assert labels == ["d12 red", "d8 blue", "d6 red/pink as red", "d6 red/pink as pink"]


def test_the_pad_asks_the_engine_what_may_be_placed():
    st = sketching_position()
    plan = SketchPlan(st, 0)
    red, blue = pad_dice(st, 0)[:2]
    assert plan.can_place((), "weapon", blue.die_id).startswith("Place the core first")
    assert plan.can_place((), "core", red.die_id) is None
    core = PlacedPart("core", red.die_id, (500, 500), 12)
    assert plan.can_place((core,), "core", blue.die_id) == "This monster already has its core."
    assert plan.can_place((core,), "weapon", blue.die_id) is None
    # the same die twice: the engine's own refusal comes back
    assert plan.can_place((core,), "weapon", red.die_id)


def test_a_finished_monster_becomes_engine_actions_with_its_drawing():
    st = sketching_position()
    plan = SketchPlan(st, 0)
    red, blue = pad_dice(st, 0)[:2]
    sketch, _ = doodle(3, "red", [("core", 12), ("weapon", 8)])
    result = SketchResult("Blaze", sketch, ("angry",),
                          (("core", red.die_id, (500, 500)), ("weapon", blue.die_id, (700, 300))))
    assert plan.check(result) is None
    actions = plan.actions_for(result)
    assert isinstance(actions[0], CreateMonster) and actions[0].name == "Blaze"
    assert actions[1] == AddPart(st.next_monster, blue.die_id[0], "weapon", "blue", (700, 300))
    for action in actions:
        st = st.apply(action)
    m = next(x for x in st.monsters_of(0) if x.name == "Blaze")
    assert [p.kind for p in m.parts] == ["core", "weapon"] and m.traits == ("angry",)
    assert from_engine(m.sketch) == validate_sketch(sketch)  # the drawing comes back whole
    json.dumps([action_to_dict(a) for a in actions])  # and travels in saves, as actions


def test_a_monster_without_a_name_or_core_is_refused():
    st = sketching_position()
    plan = SketchPlan(st, 0)
    sketch, _ = doodle(3, "red")
    assert plan.check(SketchResult("Blaze", sketch, (), ())).startswith("Place the core")
    red = pad_dice(st, 0)[0]
    long_name = "x" * 60
    assert plan.check(SketchResult(long_name, sketch, (), (("core", red.die_id, (1, 1)),)))


def test_the_pad_asks_the_engine_once_per_question():
    """The pad asks on every refresh; the engine plays each different question once, and a
    changed name, part or drawing is asked again."""
    st = sketching_position()
    plan = SketchPlan(st, 0)
    played = []
    play = plan.play
    plan.play = lambda actions: played.append(actions) or play(actions)
    red, blue = pad_dice(st, 0)[:2]
    core = PlacedPart("core", red.die_id, (500, 500), 12)
    for _ in range(3):
        assert plan.can_place((core,), "weapon", blue.die_id) is None
        assert plan.can_place((core,), "weapon", red.die_id)
    assert len(played) == 2
    sketch, _ = doodle(3, "red")
    parts = (("core", red.die_id, (500, 500)),)
    for _ in range(3):
        assert plan.check(SketchResult("Blaze", sketch, (), parts)) is None
    assert plan.check(SketchResult("x" * 60, sketch, (), parts))
    redrawn, _ = doodle(4, "red")
    assert plan.check(SketchResult("Blaze", redrawn, (), parts)) is None
    assert len(played) == 5


def test_parts_added_to_a_monster_in_play_carry_the_strokes_drawn_on_it():
    st = sketching_position()
    drawn, _ = doodle(4, "green", [("core", 8)])
    st = with_monster(st, "Old Friend", sketch=to_engine(drawn))
    old = st.monsters_of(0)[0]
    plan = SketchPlan(st, 0, old)
    options = plan.pad_options(*MonsterArt(1).of(st, old))
    assert "core" not in options["part_types"] and options["keep_drawing"]
    assert [p.locked for p in options["existing_parts"]] == [True]
    blue, pink = pad_dice(st, 0)[1], pad_dice(st, 0)[3]
    hat = {"c": "red", "w": 7, "p": [[400, 100], [500, 40], [600, 100]]}
    page = {"v": 1, "strokes": [*options["sketch"]["strokes"], hat]}
    result = SketchResult(old.name, page, (), (("shield", blue.die_id, (10, 10)),
                                               ("combo", pink.die_id, (20, 20))))
    assert plan.check(result) is None
    actions = plan.actions_for(result)
    # the new stroke rides with the first new part; the drawing already in play is not resent
    assert actions == [AddPart(old.id, blue.die_id[0], "shield", "blue", (10, 10),
                               to_engine({"v": 1, "strokes": [hat]})),
                       AddPart(old.id, pink.die_id[0], "combo", "pink", (20, 20))]
    for action in actions:
        st = st.apply(action)
    grown = st.monster(old.id)
    assert from_engine(grown.sketch)["strokes"] == [*validate_sketch(drawn)["strokes"], hat]


def test_a_monster_without_a_drawing_gets_the_one_its_owner_drew_on():
    st = sketching_position()  # hand-built: no drawing, like an AI monster of an older save
    old = st.monsters_of(0)[0]
    plan = SketchPlan(st, 0, old)
    options = plan.pad_options(*MonsterArt(1).of(st, old))
    blue = pad_dice(st, 0)[1]
    hat = {"c": "red", "w": 7, "p": [[400, 100], [500, 40], [600, 100]]}
    page = {"v": 1, "strokes": [*options["sketch"]["strokes"], hat]}
    result = SketchResult(old.name, page, (), (("shield", blue.die_id, (10, 10)),))
    st = st.apply(plan.actions_for(result)[0])
    assert from_engine(st.monster(old.id).sketch)["strokes"] == page["strokes"]


def test_drawings_round_trip_between_pad_and_engine():
    sketch, _ = doodle(8, "purple", [("core", 10)], ["flies"])
    assert from_engine(to_engine(sketch)) == validate_sketch(sketch)


def test_every_monster_gets_a_drawing_the_same_each_time():
    st = position([{"owner": 1, "name": "Bot", "parts": ["gray d12 core", "red d8 weapon"]},
                   {"owner": 0, "name": "Foe", "parts": ["red d4 core"]}])
    m = st.monsters[0]
    first, anchors = MonsterArt(5).of(st, m)
    again, _ = MonsterArt(5).of(st, m)
    assert first["strokes"] and first == again
    assert set(anchors) == {p.die for p in m.parts}
    assert MonsterArt(6).of(st, m)[0] != first  # another game, another creature


def test_forces_are_saved_by_name_and_a_damaged_file_is_kept_aside(tmp_path):
    store = ForceStore.load(tmp_path / "forces.json")
    force = (DieChoice(8, ("red",)), DieChoice(10, ("red", "blue")))
    store.save("Fire and water", force)
    store.save("fire AND water", force[:1])  # same name: replaced
    again = ForceStore.load(tmp_path / "forces.json")
    assert [f.name for f in again.forces] == ["fire AND water"]
    assert again.forces[0].force == force[:1]
    with pytest.raises(ForceStoreError):
        again.save("  ", force)
    (tmp_path / "forces.json").write_text("{not json", encoding="utf-8")
    broken = ForceStore.load(tmp_path / "forces.json")
    assert broken.forces == [] and "kept as" in broken.problem
    assert list(tmp_path.glob("forces.damaged-*.json"))


def test_the_layout_puts_the_seat_at_the_screen_at_the_bottom_and_every_part_in_reach():
    pygame.init()
    mons = [{"owner": s, "name": f"M{s}{i}", "parts": ["red d8 core", "blue d6 weapon"]}
            for s in range(3) for i in range(6)]
    st = position(mons, seats=3)
    lay = TableLayout.compute((1280, 720), 1.0, st, bottom=2)
    assert lay.areas[2].rect.bottom > lay.areas[0].rect.bottom
    for m in st.monsters:
        for p in m.parts:
            row = lay.part_rect(p.die)
            assert row is not None and row.height >= 16 and lay.board.contains(row)


def test_a_crowded_table_lays_cards_out_in_lines_wide_enough_for_their_labels():
    """Thirteen monsters a side once squeezed into one line of cards too narrow for "C d20
    15/20"; they now wrap into lines, every card wide enough, none overlapping, all in the area."""
    pygame.init()
    mons = [{"owner": s, "name": f"M{s}{i}", "parts": ["green d20 core"]}
            for s in range(2) for i in range(13)]
    st = position(mons)
    for size in ((1280, 720), (960, 600)):
        lay = TableLayout.compute(size, 1.0, st, bottom=0)
        for area in lay.areas.values():
            cards = [card.rect for card in area.cards.values()]
            assert len(cards) == 13 and len({c.y for c in cards}) >= 2
            for i, card in enumerate(cards):
                assert card.width >= 112 and area.rect.contains(card)
                assert not any(card.colliderect(other) for other in cards[i + 1:])
    few = position([{"owner": s, "name": f"F{s}", "parts": ["red d8 core"]} for s in range(2)])
    lay = TableLayout.compute((1280, 720), 1.0, few, bottom=0)
    assert all(len({c.rect.y for c in area.cards.values()}) == 1 for area in lay.areas.values())


def test_a_narrow_area_shows_its_pools_a_page_at_a_time_inside_the_area():
    """Four players on a 960x600 table: five active dice and a reserve once ran past an area's
    edge, under the next player's. Now a page of one pool at a time, turned by "more"."""
    pygame.init()
    dice = ["red d4", "blue d6", "green d8", "pink d10", "gray d12"]
    st = position(seats=4, active={s: dice for s in range(4)},
                  reserve={s: ["red d20", "blue d20", "black d4", "white d8"] for s in range(4)})
    lay = TableLayout.compute((960, 600), 1.0, st, bottom=0)
    top = lay.areas[1]
    assert top.compact and top.more is not None and top.rect.contains(top.more)
    seen_active: set[int] = set()
    seen_reserve: set[int] = set()
    for page in range(12):
        area = TableLayout.compute((960, 600), 1.0, st, bottom=0, pages={1: page}).areas[1]
        boxes = [*area.active.values(), *area.reserve.values()]
        assert boxes and not (area.active and area.reserve)  # one pool a page
        assert all(area.rect.contains(b) and not b.colliderect(area.more) for b in boxes)
        assert area.hidden == 5 + 4 - len(boxes)
        seen_active |= set(area.active)
        seen_reserve |= set(area.reserve)
    assert seen_active == {d.id for d in st.active(1)} and len(seen_reserve) == 4
    wide = lay.areas[0]  # the seat at the screen, full width: both pools in one row
    assert not wide.compact and wide.active and wide.reserve


def test_part_rows_stay_readable_and_cards_go_beside_the_stats_they_describe():
    """At 960x600 five-part monsters once had rows lower than their print (the damage bars
    struck through the words); an outcome card went over the middle of the table, on the
    stats. Rows are now never lower than at scale 1, inside their card, and the places a card
    may go never cover a name or a part row."""
    pygame.init()
    five = ["yellow d8 core", "green d10 weapon", "red d8 weapon", "green d10 weapon",
            "blue d8 shield"]
    mons = [{"owner": s, "name": f"M{s}{i}", "parts": five} for s in range(2) for i in range(3)]
    st = position(mons)
    for size, scale in (((960, 600), 0.8), ((1280, 720), 1.0)):
        lay = TableLayout.compute(size, scale, st, bottom=0)
        zones = lay.card_zones()
        assert zones
        for area in lay.areas.values():
            for card in area.cards.values():
                rows = list(card.rows.values())
                assert all(r.height >= 19 and card.rect.contains(r) for r in rows)
                assert not any(a.colliderect(b) for a in rows for b in rows if a is not b)
                assert not any(z.colliderect(r) for z in zones for r in rows)
                assert all(z.top >= card.rect.y + 20 or not z.colliderect(card.rect)
                           for z in zones), "a zone reaches over a card's name"


def test_a_long_name_on_a_crowded_row_gets_a_second_line_not_an_ellipsis():
    """Eight cards in a line at 960x600 were too narrow for "Sprouting Treant" even at the
    label floor, and the name was cut. Its card's name now wraps onto a second line, at no
    smaller than the floor, above the drawing; a row of short names keeps one line."""
    pygame.init()
    theme.reset_text_caches()
    layout_log.enable()
    layout_log.reset()
    try:
        names = ["Sprouting Treant", *(f"Imp {i}" for i in range(7))]
        mons = [{"owner": 0, "name": name, "parts": ["green d12 core", "red d8 weapon"]}
                for name in names]
        st = position([*mons, {"owner": 1, "name": "Lone", "parts": ["red d8 core"]}])
        size = (960, 600)
        s = theme.scale_for(size)
        lay = TableLayout.compute(size, s, st, bottom=0)
        cards = lay.areas[0].cards
        assert len({c.rect.y for c in cards.values()}) == 1  # the eight in one line
        surface = pygame.Surface(size)
        for m in st.monsters_of(0):
            card = cards[m.id]
            fitted = theme.text_box(surface, card.name, m.name, name_px(s), (0, 0, 0), "bold",
                                    floor=theme.label_floor(s), max_lines=2)
            assert not fitted.cut and fitted.size >= theme.label_floor(s)
            assert card.rect.contains(card.name) and card.name.bottom <= card.sketch.top
        assert not layout_log.layout_problems()
        assert max(c.name.height for c in lay.areas[1].cards.values()) \
            < min(c.name.height for c in cards.values())  # one short name: one line
    finally:
        layout_log.enable(False)
        layout_log.reset()
