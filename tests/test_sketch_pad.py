"""The sketch pad driven like a player drives it: mouse presses, drags, clicks and typing."""

from __future__ import annotations

import pygame
import pytest

from engine.sketchdata import CANVAS, validate_sketch
from game.monsterbook import MonsterBook
from scenes.sketch.demo_pad import DEMO_DICE, demo_can_place, demo_check
from scenes.sketch.editing import PlacedPart, SketchEdit, clean_name, strokes_near
from scenes.sketch.pad import SketchPad
from scenes.sketch.render import to_canvas, to_screen
from scenes.sketch.scene import SketchScene

SIZE = (1280, 720)


@pytest.fixture
def screen():
    pygame.init()
    yield pygame.display.set_mode(SIZE)


@pytest.fixture
def pad(screen, tmp_path):
    results = []
    cancelled = []
    pad = SketchPad(pygame.Rect(0, 0, *SIZE), DEMO_DICE, core_colour="red", seed=2,
                    can_place=demo_can_place, check=demo_check, on_done=results.append,
                    on_cancel=lambda: cancelled.append(True),
                    book=MonsterBook.load(tmp_path / "monsters.json"))
    pad.results = results
    pad.cancelled = cancelled
    return pad


def send(pad: SketchPad, kind: int, **fields) -> bool:
    return pad.handle_event(pygame.event.Event(kind, **fields))


def click(pad: SketchPad, pos: tuple[int, int]) -> None:
    send(pad, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    send(pad, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    send(pad, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def press_key(pad: SketchPad, key: int, mod: int = 0) -> bool:
    return send(pad, pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def canvas_point(pad: SketchPad, x: int, y: int) -> tuple[int, int]:
    return to_screen((x, y), pad.canvas)


def drag(pad: SketchPad, points: list[tuple[int, int]]) -> None:
    """Press at the first canvas point, move through the others, release at the last."""
    screen_points = [canvas_point(pad, x, y) for x, y in points]
    send(pad, pygame.MOUSEBUTTONDOWN, pos=screen_points[0], button=1)
    for p in screen_points[1:]:
        send(pad, pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
    send(pad, pygame.MOUSEBUTTONUP, pos=screen_points[-1], button=1)


def zigzag(y: int = 500) -> list[tuple[int, int]]:
    return [(100 + i * 20, y + (30 if i % 2 else 0)) for i in range(30)]


def test_drawing_a_stroke_keeps_its_points_on_the_canvas(pad, screen):
    drag(pad, zigzag())
    assert len(pad.edit.strokes) == 1
    stroke = pad.edit.strokes[0]
    assert stroke["c"] == "ink" and stroke["w"] == 7
    assert len(stroke["p"]) >= 25
    first = to_canvas(canvas_point(pad, 100, 500), pad.canvas)
    assert stroke["p"][0] == list(first)
    validate_sketch(pad.edit.sketch())
    drag(pad, [(100 + i * 20, 800) for i in range(30)])
    pad.draw(screen)  # the ink is on the page
    ink = screen.get_at(canvas_point(pad, 300, 800))
    assert sum(ink[:3]) < 200


def test_pen_colour_and_width_come_from_the_swatches(pad):
    click(pad, pad.swatches["red"].rect.center)
    click(pad, pad.width_buttons[14].rect.center)
    drag(pad, zigzag(300))
    assert pad.edit.strokes[-1]["c"] == "red" and pad.edit.strokes[-1]["w"] == 14
    assert pad.swatches["red"].selected and not pad.swatches["ink"].selected


def test_undo_redo_by_buttons_and_keys(pad):
    assert not pad.undo_button.enabled and pad.undo_button.tooltip == "Nothing to undo"
    drag(pad, zigzag(300))
    drag(pad, zigzag(600))
    click(pad, pad.undo_button.rect.center)
    assert len(pad.edit.strokes) == 1
    assert press_key(pad, pygame.K_y, pygame.KMOD_LCTRL)
    assert len(pad.edit.strokes) == 2
    press_key(pad, pygame.K_z, pygame.KMOD_LCTRL)
    press_key(pad, pygame.K_z, pygame.KMOD_LCTRL)
    assert pad.edit.strokes == []
    press_key(pad, pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert len(pad.edit.strokes) == 1
    drag(pad, zigzag(800))  # a new stroke ends the redo trail
    assert not pad.redo_button.enabled


def test_clear_can_be_undone(pad):
    drag(pad, zigzag(300))
    drag(pad, zigzag(600))
    click(pad, pad.clear_button.rect.center)
    assert pad.edit.strokes == [] and not pad.clear_button.enabled
    click(pad, pad.undo_button.rect.center)
    assert len(pad.edit.strokes) == 2


def test_eraser_rubs_out_the_strokes_it_touches_in_one_undo_step(pad):
    drag(pad, zigzag(200))
    drag(pad, zigzag(500))
    drag(pad, zigzag(800))
    click(pad, pad.tool_buttons["eraser"].rect.center)
    drag(pad, [(300, 100), (300, 560), (301, 561)])  # crosses the first two strokes only
    assert len(pad.edit.strokes) == 1
    assert pad.edit.strokes[0]["p"][0][1] >= to_canvas(canvas_point(pad, 0, 790),
                                                       pad.canvas)[1]
    click(pad, pad.undo_button.rect.center)
    assert len(pad.edit.strokes) == 3
    drag(pad, [(950, 50), (960, 60)])  # nothing there: no undo step
    assert len(pad.edit.undo_stack) == 3


def test_doodle_for_me_fills_the_page_and_can_be_changed_and_undone(pad):
    click(pad, pad.doodle_button.rect.center)
    strokes = len(pad.edit.strokes)
    assert strokes >= 20
    validate_sketch(pad.edit.sketch())
    drag(pad, zigzag(950))
    assert len(pad.edit.strokes) == strokes + 1
    click(pad, pad.undo_button.rect.center)
    click(pad, pad.undo_button.rect.center)
    assert pad.edit.strokes == []


def place(pad: SketchPad, at: tuple[int, int], kind: str, die_label: str) -> None:
    click(pad, pad.tool_buttons["part"].rect.center)
    click(pad, canvas_point(pad, *at))
    click(pad, pad.type_chips[kind].rect.center)
    die = next(d for d in DEMO_DICE if d.label == die_label)
    click(pad, pad.die_chips[die.die_id].rect.center)


def test_placing_parts_labels_them_with_die_and_life(pad):
    click(pad, pad.doodle_button.rect.center)
    place(pad, (420, 380), "weapon", "d8 red")
    assert [(p.type, p.die_id) for p in pad.edit.parts] == [("weapon", "r8")]
    assert pad.edit.parts[0].anchor == pytest.approx((420, 380), abs=3)
    assert [label.text for label in pad.labels()] == ["Weapon d8 \u00b7 8/8"]
    assert not pad.die_chips["r8"].enabled  # a die goes into one part only
    assert pad.die_chips["r8"].tooltip == "This die is already in a part"
    assert pad.pending_anchor is None and pad.pending_type is None
    place(pad, (520, 520), "core", "d20 black")
    assert not pad.type_chips["core"].enabled  # the stand-in rules: one core
    assert pad.type_chips["core"].tooltip == "A monster has one core."


def test_escape_cancels_a_placement(pad):
    click(pad, pad.tool_buttons["part"].rect.center)
    click(pad, canvas_point(pad, 500, 500))
    assert pad.pending_anchor is not None
    assert press_key(pad, pygame.K_ESCAPE)
    assert pad.pending_anchor is None and pad.edit.parts == []
    assert not press_key(pad, pygame.K_ESCAPE)  # nothing left to cancel: not used


def test_a_label_is_selected_by_clicking_it_and_removed(pad):
    place(pad, (300, 300), "shield", "d6 blue")
    box = pad.label_rects()[0]
    click(pad, box.center)
    assert pad.selected_part == 0 and pad.remove_button.enabled
    press_key(pad, pygame.K_DELETE)
    assert pad.edit.parts == []
    click(pad, pad.undo_button.rect.center)
    assert len(pad.edit.parts) == 1


def test_the_name_is_typed_and_cleaned(pad):
    click(pad, pad.name_field.rect.center)
    assert pad.name_field.focused
    send(pad, pygame.TEXTINPUT, text="  Gnash\x07belly  the  Unbelievably Long")
    assert pad.result().name == "Gnashbelly the Unbelieva"
    assert len(pad.result().name) <= 24
    press_key(pad, pygame.K_BACKSPACE)
    assert pad.edit.name.endswith("Unbeliev")
    press_key(pad, pygame.K_RETURN)
    assert not pad.name_field.focused
    assert clean_name("\t\n ") == ""


def test_done_waits_for_name_drawing_and_core_then_hands_back_the_monster(pad):
    assert not pad.done_button.enabled
    assert pad.done_button.tooltip == "Give your monster a name."
    click(pad, pad.name_field.rect.center)
    send(pad, pygame.TEXTINPUT, text="Pebble")
    press_key(pad, pygame.K_RETURN)
    assert pad.done_button.tooltip.startswith("Draw your monster")
    click(pad, pad.trait_chips["flies"].rect.center)
    click(pad, pad.trait_chips["angry"].rect.center)
    click(pad, pad.trait_chips["flies"].rect.center)
    click(pad, pad.doodle_button.rect.center)
    assert pad.done_button.tooltip.startswith("Label the monster's core")
    place(pad, (500, 520), "core", "d8 red")
    place(pad, (300, 420), "weapon", "d20 black")
    assert pad.done_button.enabled
    click(pad, pad.done_button.rect.center)
    (result,) = pad.results
    assert result.name == "Pebble"
    assert result.traits == ("angry",)
    assert [(k, d) for k, d, _ in result.parts] == [("core", "r8"), ("weapon", "k20")]
    assert all(0 <= v <= CANVAS for _, _, a in result.parts for v in a)
    assert validate_sketch(result.sketch) == result.sketch and result.sketch["strokes"]
    click(pad, pad.cancel_button.rect.center)
    assert pad.cancelled == [True]


def test_doodle_for_me_moves_placed_labels_onto_the_new_drawing(pad):
    place(pad, (10, 10), "weapon", "d12 green")
    click(pad, pad.doodle_button.rect.center)
    (part,) = pad.edit.parts
    assert part.anchor != (10, 10)
    stroke_points = [tuple(p) for s in pad.edit.strokes for p in s["p"]]
    assert min(abs(x - part.anchor[0]) + abs(y - part.anchor[1])
               for x, y in stroke_points) < 90


def test_disabled_and_pressed_states(pad, screen):
    button = pad.clear_button
    assert not button.enabled and button.tooltip == "The page is already blank"
    drag(pad, zigzag())
    assert button.enabled
    send(pad, pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
    assert button.pressed
    pad.draw(screen)
    send(pad, pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(1, 0, 0))
    send(pad, pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    assert not button.pressed and len(pad.edit.strokes) == 1  # released elsewhere: no click


def test_existing_parts_are_shown_but_kept(screen):
    locked = PlacedPart("weapon", "old", (400, 400), sides=10, damage=3, locked=True)
    pad = SketchPad(pygame.Rect(0, 0, *SIZE), DEMO_DICE, existing_parts=[locked],
                    sketch={"v": 1, "strokes": [{"c": "ink", "w": 5, "p": [[1, 1], [9, 9]]}]})
    assert [label.text for label in pad.labels()] == ["Weapon d10 \u00b7 7/10"]
    assert not pad.doodle_button.enabled
    pad.selected_part = 0
    pad.remove_selected()
    assert pad.edit.parts == [locked]
    assert pad.result().parts == ()


def test_labels_are_readable_and_do_not_overlap(pad, screen):
    click(pad, pad.doodle_button.rect.center)
    for at, label in (((500, 500), "d8 red"), ((505, 505), "d6 blue"),
                      ((510, 510), "d4 yellow")):
        place(pad, at, "weapon", label)
    boxes = pad.label_rects()
    assert len(boxes) == 3
    for i, a in enumerate(boxes):
        assert a.height >= 18 and pad.canvas.contains(a)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b)
    pad.draw(screen)


def test_a_full_page_refuses_new_strokes_with_a_reason(screen):
    strokes = [{"c": "ink", "w": 3, "p": [[i, 5], [i, 9]]} for i in range(300)]
    pad = SketchPad(pygame.Rect(0, 0, *SIZE), DEMO_DICE, sketch={"v": 1, "strokes": strokes})
    drag(pad, zigzag())
    assert len(pad.edit.strokes) == 300
    assert "300 strokes" in pad.hint()[0] and pad.hint()[1]


def test_model_eraser_hit_test():
    strokes = [{"c": "ink", "w": 4, "p": [[0, 0], [100, 0]]},
               {"c": "ink", "w": 4, "p": [[50, 50]]}]
    assert strokes_near(strokes, (50, 5), 4) == [0]
    assert strokes_near(strokes, (50, 45), 4) == [1]
    assert strokes_near(strokes, (500, 500), 10) == []
    edit = SketchEdit(strokes=list(strokes))
    edit.begin_erase()
    edit.end_erase()
    assert edit.undo_stack == []


def test_a_stroke_ends_when_the_button_comes_up_outside_the_window(pad):
    start = canvas_point(pad, 200, 200)
    send(pad, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    send(pad, pygame.MOUSEMOTION, pos=canvas_point(pad, 400, 260), rel=(1, 1),
         buttons=(1, 0, 0))
    send(pad, pygame.MOUSEMOTION, pos=canvas_point(pad, 600, 300), rel=(1, 1),
         buttons=(0, 0, 0))  # released somewhere we never heard about
    assert pad.card.live is None and len(pad.edit.strokes) == 1


def type_name(pad: SketchPad, text: str) -> None:
    click(pad, pad.name_field.rect.center)
    send(pad, pygame.TEXTINPUT, text=text)
    press_key(pad, pygame.K_RETURN)


def test_a_monster_goes_into_the_book_and_comes_back_in_a_later_game(pad, screen, tmp_path):
    assert not pad.save_button.enabled and not pad.book_button.enabled
    assert pad.book_button.tooltip == "Your monster book is empty"
    click(pad, pad.trait_chips["swims"].rect.center)
    click(pad, pad.doodle_button.rect.center)
    type_name(pad, "Bubbles")
    place(pad, (500, 520), "core", "d8 red")
    place(pad, (300, 420), "nullifier", "d4 yellow")
    click(pad, pad.save_button.rect.center)
    assert "kept in your monster book" in pad.hint()[0]
    saved = MonsterBook.load(tmp_path / "monsters.json").find("bubbles")
    assert saved is not None and saved.traits == ("swims",) and saved.colour == "red"
    assert [kind for kind, _ in saved.parts] == ["core", "nullifier"]

    later = SketchPad(pygame.Rect(0, 0, *SIZE), DEMO_DICE, can_place=demo_can_place,
                      check=demo_check, book=MonsterBook.load(tmp_path / "monsters.json"))
    assert later.book_button.enabled
    click(later, later.book_button.rect.center)
    assert later.picker is not None
    later.draw(screen)
    click(later, later.picker.cells[0].center)
    assert later.picker is None
    assert later.edit.strokes == saved.sketch["strokes"]
    assert later.edit.name == "Bubbles" and later.edit.traits == {"swims"}
    assert later.pending_type == "core" and later.pending_anchor == saved.parts[0][1]
    click(later, later.die_chips["k20"].rect.center)  # its core is a d20 this time
    assert later.pending_type == "nullifier"  # the next spot is offered at once
    assert press_key(later, pygame.K_ESCAPE)  # skip it
    assert [(p.type, p.die_id) for p in later.edit.parts] == [("core", "k20")]
    assert later.done_button.enabled


def test_the_book_picker_closes_with_escape_and_keeps_the_page(pad, screen):
    click(pad, pad.doodle_button.rect.center)
    type_name(pad, "Keeper")
    click(pad, pad.save_button.rect.center)
    strokes = list(pad.edit.strokes)
    click(pad, pad.book_button.rect.center)
    drag(pad, zigzag())  # the picker is in front: nothing is drawn under it
    assert pad.edit.strokes == strokes
    assert press_key(pad, pygame.K_ESCAPE)
    assert pad.picker is None


def test_the_pad_as_a_screen_in_the_app_hands_back_the_monster(app):
    app.start()
    got = []
    below = app.ctx.scenes.top
    assert below is not None
    scene = SketchScene(app.ctx, got.append, dice=DEMO_DICE, core_colour="green", seed=4)
    app.ctx.scenes.push(scene)
    pad = scene.pad
    click(pad, pad.doodle_button.rect.center)
    type_name(pad, "Sprout")
    app.frame(1 / 60)  # a real frame of the app with the pad on top
    app.ctx.scenes.resized((1000, 640))
    assert scene.pad.canvas.bottom <= 640 and len(scene.pad.edit.strokes) > 20
    click(scene.pad, scene.pad.done_button.rect.center)
    assert [r.name for r in got] == ["Sprout"]
    assert app.ctx.scenes.top is below


def test_controls_repainted_over_what_lies_under_them_are_the_pad_painted_afresh(pad, screen):
    """The pad keeps one picture of its still parts with the controls on it, and only what
    lies under each control to paint the controls again: after hovers, presses and a choice
    it is the picture a fresh backdrop with every control shows."""
    def fresh() -> bytes:
        picture = pad._paint_backdrop()
        for widget in pad.widgets:
            widget.draw(picture)
        return pygame.image.tobytes(picture, "RGB")

    assert pygame.image.tobytes(pad._chrome_image(), "RGB") == fresh()
    chips = [*pad.trait_chips.values(), *pad.type_chips.values()][:2]
    assert chips  # a chip chosen is ringed, outside its rectangle
    for widget in (pad.tool_buttons["eraser"], pad.swatches["blue"], pad.undo_button,
                   pad.width_buttons[14], *chips):
        send(pad, pygame.MOUSEMOTION, pos=widget.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        send(pad, pygame.MOUSEBUTTONDOWN, pos=widget.rect.center, button=1)
        assert pygame.image.tobytes(pad._chrome_image(), "RGB") == fresh()
        send(pad, pygame.MOUSEBUTTONUP, pos=widget.rect.center, button=1)
        assert pygame.image.tobytes(pad._chrome_image(), "RGB") == fresh()
    assert sum(under.get_width() * under.get_height() for _rect, under in pad._under) \
        < screen.get_width() * screen.get_height() // 2
