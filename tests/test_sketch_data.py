"""The sketch format: good drawings pass unchanged, hostile ones are refused with a sentence."""

from __future__ import annotations

import json

import pytest

from engine.core import CorruptData
from engine.sketchdata import (
    CANVAS,
    MAX_POINTS,
    MAX_SKETCH_BYTES,
    MAX_STROKE_POINTS,
    MAX_STROKES,
    PALETTE,
    TRAIT_TAGS,
    dumps,
    parse_sketch,
    point_count,
    sketch_text,
    validate_anchor,
    validate_sketch,
    validate_traits,
)


def stroke(points, colour="ink", width=6):
    return {"c": colour, "w": width, "p": points}


def sketch(*strokes):
    return {"v": 1, "strokes": list(strokes)}


def refused(data) -> str:
    with pytest.raises(CorruptData) as info:
        validate_sketch(data)
    return str(info.value)


def test_a_good_sketch_comes_back_equal_and_separate():
    data = sketch(stroke([[0, 0], [CANVAS, CANVAS], [500, 20]], "red", 24), stroke([[3, 4]]))
    clean = validate_sketch(data)
    assert clean == data
    clean["strokes"][0]["p"][0][0] = 9
    assert data["strokes"][0]["p"][0][0] == 0  # a copy, not the caller's lists


def test_every_palette_ink_and_the_width_range_are_accepted():
    strokes = [stroke([[1, 1]], name, w) for name in PALETTE for w in (1, 12, 24)]
    assert len(validate_sketch(sketch(*strokes))["strokes"]) == len(strokes)


@pytest.mark.parametrize("bad, words", [
    (None, "not a sketch"),
    ([], "not a sketch"),
    ({"v": 2, "strokes": []}, "version"),
    ({"v": True, "strokes": []}, "version"),
    ({"v": 1}, "strokes are missing"),
    ({"v": 1, "strokes": [], "extra": 1}, "unknown field"),
    (sketch([1, 2]), "not a stroke"),
    (sketch(stroke([])), "no points"),
    (sketch(stroke([[1, 2]], "chartreuse")), "pen colour"),
    (sketch(stroke([[1, 2]], width=0)), "width"),
    (sketch(stroke([[1, 2]], width=25)), "width"),
    (sketch(stroke([[1, 2]], width=True)), "width"),
    (sketch(stroke([[1, 2]], width=6.0)), "width"),
    (sketch({"c": "ink", "w": 3, "p": [[1, 2]], "z": 1}), "unknown field"),
    (sketch(stroke([[1, True]])), "whole number"),
    (sketch(stroke([[1.5, 2]])), "whole number"),
    (sketch(stroke([[float("nan"), 2]])), "whole number"),
    (sketch(stroke([[float("inf"), 2]])), "whole number"),
    (sketch(stroke([["1", 2]])), "whole number"),
    (sketch(stroke([[-1, 2]])), "outside the canvas"),
    (sketch(stroke([[1, CANVAS + 1]])), "outside the canvas"),
    (sketch(stroke([[1, 2, 3]])), "pair"),
    (sketch(stroke(["12"])), "pair"),
    (sketch(stroke([[[[[[1]]]]]])), "pair"),
])
def test_hostile_shapes_and_values_are_refused_with_a_reason(bad, words):
    reason = refused(bad)
    assert words in reason
    assert reason.startswith("This drawing cannot be used")


def test_deep_nesting_is_refused_without_recursing():
    deep: list = [1, 2]
    for _ in range(100_000):
        deep = [deep, 0]
    assert "whole number" in refused(sketch(stroke([deep])))


def test_caps_on_strokes_points_and_points_per_stroke():
    assert "at most" in refused(sketch(*[stroke([[1, 1]])] * (MAX_STROKES + 1)))
    assert "at most" in refused(sketch(stroke([[1, 1]] * (MAX_STROKE_POINTS + 1))))
    per = MAX_STROKE_POINTS
    many = [stroke([[5, 5]] * per) for _ in range(MAX_POINTS // per + 1)]
    assert f"more than {MAX_POINTS} points" in refused(sketch(*many))
    full = validate_sketch(sketch(*[stroke([[CANVAS, CANVAS]] * 20)] * MAX_STROKES))
    assert point_count(full) == MAX_POINTS
    assert len(dumps(full)) <= MAX_SKETCH_BYTES  # the biggest legal sketch fits the byte cap


def test_parse_refuses_huge_text_before_reading_it_and_bad_json():
    with pytest.raises(CorruptData, match="larger"):
        parse_sketch(" " * (MAX_SKETCH_BYTES * 2 + 1))
    with pytest.raises(CorruptData, match="not valid JSON"):
        parse_sketch("{\"v\": 1, ")
    with pytest.raises(CorruptData, match="not valid JSON"):
        parse_sketch("[" * 50_000 + "]" * 50_000)
    good = sketch(stroke([[10, 20], [30, 40]], "blue"))
    assert parse_sketch(json.dumps(good, indent=2)) == good


def test_anchor_is_a_point_on_the_canvas():
    assert validate_anchor([0, CANVAS]) == (0, CANVAS)
    assert validate_anchor((500, 500)) == (500, 500)
    for bad in ([1], [1, 2, 3], "ab", [True, 3], [3.0, 3], [1, -1], None, {"x": 1}):
        with pytest.raises(CorruptData) as info:
            validate_anchor(bad)
        assert str(info.value)[0].isupper()


def test_traits_known_unique_and_in_canonical_order():
    assert validate_traits(["swims", "flies"]) == ("flies", "swims")
    assert validate_traits([]) == ()
    assert validate_traits(list(TRAIT_TAGS)) == TRAIT_TAGS
    for bad in (["flies", "flies"], ["glows"], "flies", [1], list(TRAIT_TAGS) + ["x"]):
        with pytest.raises(CorruptData):
            validate_traits(bad)
    for needed in ("flies", "swims", "camouflaged", "stealthy", "heroic", "angry", "tunnels",
                   "technological", "magical", "poisonous", "electric", "energy-transfer"):
        assert needed in TRAIT_TAGS


def test_sketch_text_is_canonical_and_reads_back():
    data = sketch(stroke([[10, 20], [30, 40]], "green", 5))
    text = sketch_text(data)
    assert " " not in text and parse_sketch(text) == data
    assert sketch_text(json.loads(json.dumps(data, indent=3))) == text
    with pytest.raises(CorruptData):
        sketch_text({"v": 1, "strokes": [{"c": "ink", "w": 99, "p": [[1, 1]]}]})
