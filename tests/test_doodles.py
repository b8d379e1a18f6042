"""Procedural doodles: deterministic, valid, varied, with anchors on the drawing."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from engine.sketchdata import CANVAS, DIE_INKS, TRAIT_TAGS, point_count, validate_sketch
from game.__main__ import main
from game.doodles import choose_plan, doodle
from game.doodles.body import PLANS
from game.doodles.geometry import dist

KINDS = ("weapon", "shield", "combo", "nullifier")


def ink_near(sketch: dict, anchor: tuple[int, int], reach: float = 60) -> bool:
    return any(dist(tuple(p), anchor) <= reach for s in sketch["strokes"] for p in s["p"])


def test_same_arguments_same_drawing():
    args = (42, "green", [("weapon", 8), ("nullifier", 6)], ["flies"])
    assert doodle(*args) == doodle(*args)


def test_different_seeds_give_different_creatures():
    sketches = [doodle(seed, "blue", [("weapon", 8)], [])[0] for seed in range(12)]
    assert len({str(s) for s in sketches}) == 12
    sizes = {len(s["strokes"]) for s in sketches}
    assert len(sizes) > 3  # not one template shifted about


def test_every_body_plan_turns_up():
    seen = {choose_plan(random.Random(seed), []) for seed in range(200)}
    assert seen == set(PLANS)


@pytest.mark.parametrize("colour", sorted(DIE_INKS))
def test_every_colour_draws_a_valid_sketch_within_the_caps(colour):
    for seed in range(6):
        parts = [(KINDS[(seed + i) % 4], (4, 6, 8, 10, 12, 20)[(seed + i) % 6])
                 for i in range(seed % 5)]
        sketch, anchors = doodle(seed, colour, parts, [TRAIT_TAGS[seed]])
        assert validate_sketch(sketch) == sketch
        assert 20 <= len(sketch["strokes"]) <= 300
        assert point_count(sketch) <= 6000
        assert len(anchors) == len(parts)


@pytest.mark.parametrize("kind", KINDS + ("core",))
def test_each_part_type_gets_an_anchor_on_the_ink(kind):
    for seed in range(8):
        sketch, anchors = doodle(seed, "red", [(kind, 10)], [])
        (x, y), = anchors
        assert 0 <= x <= CANVAS and 0 <= y <= CANVAS
        assert ink_near(sketch, (x, y)), (seed, kind, (x, y))


def test_a_bigger_die_draws_a_bigger_weapon():
    small = doodle(5, "gray", [("weapon", 4)], [])[0]
    big = doodle(5, "gray", [("weapon", 20)], [])[0]
    assert small != big


def test_four_parts_and_a_core_all_find_places():
    for seed in range(10):
        parts = [("core", 8), ("weapon", 20), ("shield", 8), ("combo", 6), ("nullifier", 4)]
        sketch, anchors = doodle(seed, "purple", parts, ["magical", "flies"])
        assert len(anchors) == 5
        for anchor in anchors:
            assert ink_near(sketch, anchor)


@pytest.fixture(scope="module")
def plain_weapons() -> tuple[dict, ...]:
    """The orange monster with a weapon and no trait, seeds 0 to 3: drawn once a module, not
    again for each trait (``doodle`` is a function of its arguments,
    ``test_same_arguments_same_drawing``); the tests only compare them."""
    return tuple(doodle(seed, "orange", [("weapon", 8)], [])[0] for seed in range(4))


@pytest.mark.parametrize("tag", TRAIT_TAGS)
def test_every_trait_adds_to_the_drawing(tag, plain_weapons):
    changed = 0
    for seed in range(4):
        plain = plain_weapons[seed]
        marked = doodle(seed, "orange", [("weapon", 8)], [tag])[0]
        changed += plain != marked
    assert changed == 4


def test_trait_marks_use_their_inks():
    sketch = doodle(1, "blue", [], ["electric"])[0]
    assert "yellow" in {s["c"] for s in sketch["strokes"]}  # the lightning bolts
    sketch = doodle(1, "blue", [], ["poisonous"])[0]
    assert "green" in {s["c"] for s in sketch["strokes"]}  # the drips


def test_inks_follow_the_core_colour():
    for colour, ink in DIE_INKS.items():
        counts: dict[str, int] = {}
        for seed in range(3):
            for stroke in doodle(seed, colour, [], [])[0]["strokes"]:
                counts[stroke["c"]] = counts.get(stroke["c"], 0) + 1
        assert ink in counts, colour


def test_everything_together_stays_within_the_caps():
    worst = 0
    for seed, tags in zip(range(10), itertools.cycle([TRAIT_TAGS[:8], TRAIT_TAGS[7:]]),
                          strict=False):
        parts = [("weapon", 20), ("weapon", 20), ("shield", 20), ("combo", 20),
                 ("nullifier", 20)]
        sketch, _ = doodle(seed, "pink", parts, list(tags))
        worst = max(worst, point_count(sketch))
        assert validate_sketch(sketch) == sketch
    assert worst <= 6000


def test_unknown_parts_or_traits_are_refused():
    with pytest.raises(ValueError):
        doodle(1, "red", [("wing", 6)], [])
    with pytest.raises(ValueError):
        doodle(1, "red", [], ["glows"])
    with pytest.raises(ValueError):
        doodle(1, "red", [("weapon", 0)], [])


def test_contact_sheet_command_renders_a_png(tmp_path, capsys):
    out = tmp_path / "sheet.png"
    assert main(["doodles", "--count", "4", "--seed", "3", "--cell", "160", "--out",
                 str(out)]) == 0
    assert "count=4" in capsys.readouterr().out
    pygame.init()
    sheet = pygame.image.load(str(out))
    assert sheet.get_size() == (4 * 160, 160 + 40)
    inked = sum(1 for x in range(0, 640, 4) for y in range(0, 160, 4)
                if sum(sheet.get_at((x, y))[:3]) < 250)
    assert inked > 100
