"""Every Doodle Dice drawing lives in the game's actions: the AI's monsters (a creature when made,
strokes for each part added later), a person's monsters and the strokes they add in later
rounds. Saves replay them stroke for stroke, older saves without them still load, and the
optional sketching clock ends a person's sketching with the unfinished monster left unmade.

The person is played through the real app with synthetic mouse events: gathering, drawing on
the pad by dragging, placing parts by clicks, adding to a monster in round 2, undo, save, load.
Set ``DOODLE_SHOTS`` to a folder to keep PNGs of what the screens showed.
"""

from __future__ import annotations

import functools
import json
import math
import os
import random
from pathlib import Path

import pygame

from engine.core import CHANCE, Action, get_game
from engine.dice import roll
from engine.doodledice import AddPart, CreateMonster, Done, DoodleState, Phase
from engine.doodledice.model import ACTIVE
from engine.doodledice.setup import position, with_monster
from engine.doodledice.sketch import from_pad, sketch_problem, to_pad
from game.ai import make_player
from game.ai.finish import finish
from game.doodles import doodle
from game.doodles.ai import creature_seed, dress
from game.doodles.growth import grow, hatch
from game.match import Match, Seat
from game.saves import load_match, save_named
from scenes.doodledice.board import DoodleBoard
from scenes.doodledice.clock import SketchClock
from scenes.doodledice.sketches import MonsterArt
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from scenes.sketch.editing import SketchEdit
from scenes.sketch.render import render_card, to_screen
from scenes.sketch.scene import SketchScene
from tests.test_doodledice_ui import DoodleRobot, build_force_and_start, type_text
from tests.ui_robot import click, key, press

DT = 1 / 30
INFO = get_game("doodle-dice")


def shot(app, name: str) -> None:
    folder = os.environ.get("DOODLE_SHOTS")
    if folder:
        app.frame(DT)
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.display.get_surface(), str(Path(folder) / f"{name}.png"))


# ------------------------------------------------------------------------------ the AI's pencil


def ai_game(players=("easy", "greedy"), seed: int = 3, budget: int = 60, until: int = 400
            ) -> Match:
    """An AI-only match played to ``until`` actions (or its end) through the players: a new
    match each call, its actions those the players chose (``_ai_actions``)."""
    match = Match(INFO, {"budget": budget}, [Seat("ai", "easy")] * 2, seed=seed)
    for action in _ai_actions(tuple(players), seed, budget)[:until]:
        match.apply(action)
    return match


@functools.cache
def _ai_actions(players: tuple[str, ...], seed: int, budget: int) -> tuple[Action, ...]:
    """The actions of the players' match up to ``LONGEST`` actions (or its end), chosen once a
    test process. Why kept: a shorter match of the same players and seed is the first actions
    of this one (the players and the dice see the same positions in the same order), and
    choosing them was most of each test's cost."""
    match = Match(INFO, {"budget": budget}, [Seat("ai", "easy")] * 2, seed=seed)
    seats = [make_player(p, seed + i) for i, p in enumerate(players)]
    rng = random.Random(seed)
    while not match.is_over and len(match.actions) < LONGEST:
        st = match.state
        if st.to_move == CHANCE:
            match.apply(roll(st.roll_request(), rng))
        else:
            match.apply(seats[st.to_move].choose(st))
    return tuple(match.actions)


LONGEST = 400
"""The most actions a test's AI match is played to."""


def test_the_ais_monsters_carry_their_drawings_in_the_actions():
    match = ai_game()
    made = [a for a in match.actions if isinstance(a, CreateMonster)]
    grown = [a for a in match.actions if isinstance(a, AddPart)]
    assert made and grown
    for action in made:  # a creature, its core's label on it, traits it shows
        assert len(action.sketch) >= 10 and sketch_problem(action.sketch) is None
        assert len(action.anchor) == 2
    for action in grown:  # each part drawn on as strokes, its label where it was drawn
        assert action.sketch and len(action.anchor) == 2
    for before, action, after in zip(match.states, match.actions, match.states[1:],
                                     strict=False):
        if isinstance(action, AddPart):  # the drawing grows by exactly those strokes
            assert after.monster(action.monster).sketch == \
                before.monster(action.monster).sketch + action.sketch


def test_the_ai_drawings_round_trip_through_a_save_and_the_table_draws_what_the_state_holds():
    match = ai_game(until=260)
    st = match.state
    assert st.monsters
    loaded = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert [(m.id, m.sketch, m.parts) for m in loaded.state.monsters] == \
        [(m.id, m.sketch, m.parts) for m in st.monsters]
    art = MonsterArt(seed=12345)  # another seed: a state drawing does not depend on it
    for m in loaded.state.monsters:
        drawing, anchors = art.of(loaded.state, m)
        assert drawing == to_pad(m.sketch)
        assert all(anchors[p.die] == tuple(p.anchor) for p in m.parts if p.anchor)


def test_every_road_of_an_ai_move_finishes_it_with_its_drawing():
    st = position([{"owner": 1, "name": "Bot", "parts": ["gray d12 core"]}],
                  active={1: ["red d8", "blue d6"]})._replace(seat=1)
    bare = CreateMonster(st.dice[1].id, "red", "Zippy Imp")
    made = finish(st, bare)
    assert made.sketch and made.anchor and made.core == bare.core and made.name == bare.name
    assert st.apply(made).monster(1).sketch == made.sketch
    assert finish(st, Done()) == Done()
    # the same position and choice always draw the same monster (replays agree)
    assert finish(st, bare) == made


def test_a_part_grows_on_the_same_creature_whatever_came_between():
    sketch, core = hatch(7, "red", ("flies",))
    claw, at = grow(7, "red", ("flies",), [], ("weapon", 12))
    again, at2 = grow(7, "red", ("flies",), [], ("weapon", 12))
    assert (claw, at) == (again, at2) and claw["strokes"] and 0 <= at[0] <= 1000
    shield, _ = grow(7, "red", ("flies",), [("weapon", 12)], ("shield", 8))
    assert shield["strokes"] and shield != claw
    assert hatch(8, "red", ("flies",))[0] != sketch  # another seed, another creature
    assert core != (0, 0)


def test_a_monster_grown_to_five_parts_stays_within_the_caps():
    st = position([{"owner": 0, "name": "Big", "parts": ["red d20 core"]},
                   {"owner": 1, "name": "Foe", "parts": ["gray d4 core"]}],
                  active={0: ["red d20", "blue d20", "green d20", "pink d20"]})
    m = st.monsters[0]
    seed = creature_seed(st, m.id, m.owner, m.core.die, m.born)
    st = with_monster(st, "Big", sketch=from_pad(hatch(seed, "red")[0]))
    for part, die in zip(("weapon", "shield", "combo", "nullifier"), (2, 3, 4, 5), strict=True):
        action = dress(st, AddPart(0, die, part, st.dice[die].colour))
        assert action.sketch
        st = st.apply(action)
    assert len(st.monsters[0].parts) == 5 and sketch_problem(st.monsters[0].sketch) is None


def test_an_older_save_without_ai_drawings_still_loads_and_draws_them_from_the_seed():
    match = ai_game(until=200)
    data = json.loads(json.dumps(match.to_save()))
    for raw in data["actions"]:  # as the previous version wrote them
        if raw["kind"] == "create_monster":
            raw["sketch"], raw["traits"] = [], []
            del raw["anchor"]
        if raw["kind"] == "add_part":
            del raw["sketch"]
            raw["anchor"] = []
    del data["options"]["sketch_time"]
    old = Match.from_save(data)
    assert old.state.monsters and all(m.sketch == () for m in old.state.monsters)
    art = MonsterArt(old.seed)
    for m in old.state.monsters:  # each one a whole creature, as that version drew it
        drawing, anchors = art.of(old.state, m)
        colour = old.state.core_colour(m)
        specs = [(p.kind, old.state.sides(p.die)) for p in m.parts]
        assert drawing == doodle(old.seed * 1009 + m.id, colour, specs, [])[0]
        assert set(anchors) == {p.die for p in m.parts}
        # the AI adding a part to such a monster leaves it to be drawn whole from the seed
        st = old.state
        assert dress(st, AddPart(m.id, 0, "weapon", "red")).sketch == ()


# ------------------------------------------------------------------------ the pad keeps drawings


def test_the_pad_keeps_a_monster_in_plays_drawing_and_rubs_out_only_new_ink():
    old = [{"c": "ink", "w": 7, "p": [[100, 100], [200, 200]]}]
    edit = SketchEdit(strokes=list(old), kept=1)
    new = {"c": "red", "w": 7, "p": [[300, 300], [400, 400]]}
    edit.add_stroke(new)
    edit.erase([0, 1])
    assert edit.strokes == old
    edit.add_stroke(new)
    assert edit.clear() and edit.strokes == old and not edit.can_clear()
    assert edit.undo() and edit.added() == [new]


# ---------------------------------------------------------------------- a person at the table


def draw_path(app, pad, points) -> None:
    """Press, move through canvas ``points``, release: one stroke as a hand draws it."""
    screen = [to_screen(p, pad.canvas) for p in points]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=screen[0], rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen[0], button=1))
    for p in screen[1:]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen[-1], button=1))
    app.frame(1 / 60)


def ring(cx, cy, rx, ry, count=28, start=0.0, end=2 * math.pi):
    return [(round(cx + rx * math.cos(start + (end - start) * i / count)),
             round(cy + ry * math.sin(start + (end - start) * i / count)))
            for i in range(count + 1)]


def draw_creature(app, pad, wobble: int) -> None:
    """A round body, two eyes, a grin and two legs, as a person doodles them."""
    pen = pad.swatches["ink"]
    click(app, pen.rect.center)
    draw_path(app, pad, ring(500, 520, 240 + wobble, 210))
    for ex in (420, 580):
        draw_path(app, pad, ring(ex, 440, 38, 44, count=16))
    draw_path(app, pad, ring(500, 560, 110, 70, count=14, start=0.3, end=math.pi - 0.3))
    for lx in (420, 580):
        draw_path(app, pad, [(lx, 720), (lx - 10, 800), (lx + 5, 880), (lx + 40, 885)])


def place(app, pad, kind: str, die, point) -> None:
    click(app, pad.type_chips[kind].rect.center)
    click(app, pad.die_chips[die.die_id].rect.center)
    click(app, to_screen(point, pad.canvas))
    assert any(p.die_id == die.die_id for p in pad.edit.parts), \
        (pad.message, pad.pending_type, pad.pending_die, pad.pending_anchor, pad.tool,
         pad.edit.parts)


def open_pad(app, board: DoodleBoard, label: str):
    DoodleRobot(app, 0).press_label(board, label)
    top = app.ctx.scenes.top
    assert isinstance(top, SketchScene), label
    return top.pad


def sketch_new_monster(app, board: DoodleBoard, name: str, wobble: int) -> None:
    pad = open_pad(app, board, "Sketch a new monster")
    draw_creature(app, pad, wobble)
    click(app, pad.name_field.rect.center)
    type_text(app, name)
    key(app, pygame.K_RETURN)
    dice = sorted(pad.dice, key=lambda d: -d.sides)
    place(app, pad, "core", dice[0], (500, 520))
    weapon = next(d for d in dice[1:] if d.die_id[0] != dice[0].die_id[0])
    place(app, pad, "weapon", weapon, (260, 470))
    shot(app, f"pad-new-{name}")
    assert pad.blocked is None, pad.blocked
    click(app, pad.done_button.rect.center)
    assert not isinstance(app.ctx.scenes.top, SketchScene)


def play_until(app, board: DoodleBoard, robot: DoodleRobot, done, frames: int = 60_000) -> None:
    """Frames (the AI moves, dice fly) and the robot's answers until ``done()``."""
    for _ in range(frames):
        if done():
            return
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            press(app, top.ui.items, "I'm ready" if "your turn" in top.title
                  else "Look at the board")
            continue
        if top is board and board.card is not None and board.human_waiting():
            key(app, pygame.K_SPACE)
            continue
        if top is board and board.driver.awaiting_throw():
            press(app, board.throw_ui.items, "Roll")
            continue
        if top is board and board.human_to_move() and board.state.phase is not Phase.SKETCH:
            robot.step(board)
            continue
        app.frame(DT)
    raise AssertionError("the game never got there")


def sketching_mine(board: DoodleBoard) -> bool:
    st = board.state
    return st.phase is Phase.SKETCH and st.seat == 0 and board.human_to_move()


def card_pixels(board: DoodleBoard, surface: pygame.Surface) -> dict[int, bytes]:
    """The drawing on each monster card, as the screen shows it."""
    out = {}
    for area in board.layout.areas.values():
        for mid, card in area.cards.items():
            out[mid] = pygame.image.tobytes(surface.subsurface(card.sketch), "RGB")
    return out


def test_a_person_draws_grows_saves_and_reloads_the_same_drawings(app):
    app.start()
    app.frame(DT)
    board = build_force_and_start(app, ["human", "easy"], 100)
    robot = DoodleRobot(app, seed=4)
    play_until(app, board, robot, lambda: sketching_mine(board))
    sketch_new_monster(app, board, "Grumbles", 0)
    sketch_new_monster(app, board, "Wobbler", 30)
    DoodleRobot(app, 0).press_label(board, "Done sketching")
    mine = [m for m in board.state.monsters_of(0)]
    assert {m.name for m in mine} == {"Grumbles", "Wobbler"}

    # round 2: back to Grumbles (if it lives), a hat and a tail drawn on, a new part hung
    play_until(app, board, robot, lambda: sketching_mine(board) and board.state.round >= 2
               and board.state.active(0))
    target = next(iter(board.state.monsters_of(0)), None)
    assert target is not None, "both monsters fell in round 1"
    before = target.sketch
    pad = open_pad(app, board, f"Add parts to {target.name}")
    kept = pad.edit.kept
    assert kept == len(before) and pad.keep_drawing
    click(app, pad.tool_buttons["eraser"].rect.center)
    first = pad.edit.strokes[0]["p"][0]
    draw_path(app, pad, [tuple(first), (first[0] + 5, first[1] + 5)])
    assert len(pad.edit.strokes) == kept  # the drawing in play cannot be rubbed out
    click(app, pad.swatches["red"].rect.center)
    draw_path(app, pad, [(380, 300), (500, 140), (620, 300)])  # a party hat
    draw_path(app, pad, [(380, 300), (620, 300)])
    click(app, pad.swatches["green"].rect.center)
    draw_path(app, pad, ring(800, 620, 90, 60, count=12, start=-0.5, end=2.2))  # a curly tail
    assert len(pad.edit.added()) == 3
    place(app, pad, "shield", pad.dice[0], (760, 330))
    shot(app, "pad-add-parts")
    click(app, pad.done_button.rect.center)
    added = board.match.actions[-1]
    assert isinstance(added, AddPart) and len(added.sketch) == 3
    grown = board.state.monster(target.id)
    assert grown.sketch[:len(before)] == before and len(grown.sketch) == len(before) + 3

    # undo inside the sketching phase takes the part and its strokes back; do it again
    press(app, board.controls.ui.items, "Undo")
    assert board.state.monster(target.id).sketch == before
    pad = open_pad(app, board, f"Add parts to {target.name}")
    click(app, pad.swatches["red"].rect.center)
    draw_path(app, pad, [(380, 300), (500, 140), (620, 300)])
    place(app, pad, "shield", pad.dice[0], (760, 330))
    click(app, pad.done_button.rect.center)
    assert len(board.state.monster(target.id).sketch) == len(before) + 1
    shot(app, "table-before-save")

    # save, load, and the table shows the very same drawings
    app.frame(DT)
    screen = pygame.display.get_surface()
    board.draw(screen)
    before_pixels = card_pixels(board, screen)
    shown = {m.id: board.art.of(board.state, m) for m in board.state.monsters}
    path = save_named(board.match, "drawings")
    loaded = load_match(path)
    assert [(m.id, m.sketch) for m in loaded.state.monsters] == \
        [(m.id, m.sketch) for m in board.state.monsters]
    ai_made = [a for s, a in zip(loaded.states, loaded.actions, strict=False)
               if isinstance(a, CreateMonster) and s.to_move == 1]
    assert ai_made and all(a.sketch for a in ai_made)
    open_match(app.ctx, loaded)
    again = app.ctx.scenes.top
    assert isinstance(again, DoodleBoard)
    app.frame(DT)
    again.draw(screen)
    for m in again.state.monsters:  # the same strokes and labels, inked the same
        drawing, anchors = again.art.of(again.state, m)
        assert (drawing, anchors) == shown[m.id]
        size = again.layout.card_of(m.id).sketch.size
        assert pygame.image.tobytes(render_card(drawing, size, False), "RGBA") == \
            pygame.image.tobytes(render_card(shown[m.id][0], size, False), "RGBA")
    after_pixels = card_pixels(again, screen)
    assert after_pixels.keys() == before_pixels.keys()
    for mid, raw in after_pixels.items():  # on screen too (anti-aliasing may differ a hair)
        assert sum(a != b for a, b in zip(raw, before_pixels[mid], strict=True)) \
            <= len(raw) // 1000
    shot(app, "table-after-load")


def test_when_the_sketching_time_runs_out_the_unfinished_monster_is_not_made(app):
    app.start()
    app.frame(DT)
    match = Match(INFO, {"budget": 60, "sketch_time": 1}, [Seat("human"), Seat("ai", "easy")],
                  seed=5)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DoodleBoard) and board.clock.enabled
    robot = DoodleRobot(app, seed=2)
    play_until(app, board, robot, lambda: sketching_mine(board))
    left = board.clock.seconds_left()
    assert left is not None and left <= 60
    shot(app, "table-clock")
    pad = open_pad(app, board, "Sketch a new monster")
    assert pad.deadline is board.clock
    draw_creature(app, pad, 10)
    core = sorted(pad.dice, key=lambda d: -d.sides)[0]
    place(app, pad, "core", core, (500, 520))
    for _ in range(20):  # twenty seconds pass on the pad; the clock shows them
        app.frame(1.0)
    assert isinstance(app.ctx.scenes.top, SketchScene)
    assert 35 <= board.clock.seconds_left() <= 41
    shot(app, "pad-clock")
    for _ in range(45):
        app.frame(1.0)
        if not isinstance(app.ctx.scenes.top, SketchScene):
            break
    assert app.ctx.scenes.top is board  # time up: the pad closed
    st: DoodleState = board.state
    round_actions = match.actions[-3:]
    assert not any(isinstance(a, CreateMonster) for a in match.actions)
    assert any(isinstance(a, Done) for a in round_actions)
    assert st.dice[core.die_id[0]].place == ACTIVE  # its die stays in the active pool
    assert not (st.phase is Phase.SKETCH and st.seat == 0)


def test_the_sketching_clock_counts_only_for_the_person_sketching_now():
    expired: list[tuple[int, int]] = []
    clock = SketchClock(1, expired.append)
    clock.tick(30)  # nobody sketching: nothing counts
    assert clock.seconds_left() is None
    clock.follow((1, 0))
    clock.tick(45)
    assert clock.seconds_left() == 15
    clock.follow((1, 1))  # the next person has a full minute of their own
    assert clock.seconds_left() == 60
    clock.follow((1, 0))
    clock.tick(20)
    assert expired == [(1, 0)] and clock.seconds_left() == 0
    assert SketchClock(0).enabled is False
    off = SketchClock(0)
    off.follow((1, 0))
    assert off.seconds_left() is None


def test_a_monster_without_a_drawing_but_with_a_device_is_drawn_from_the_seed():
    """An AI's Mechamorph is made without strokes, and a gadgeteer's Diversity Device is a
    part type the doodler has no shape for: the table draws it as a small extra bit instead
    of failing (this once stopped a game against an AI gadgeteer)."""
    st = position([
        {"owner": 1, "name": "Mecha", "parts": ["red d8 core", "blue d6 device", "red d6 core"],
         "merged": True},
        {"owner": 0, "name": "Other", "parts": ["red d6 core"]},
    ], avatars={1: "gadgeteer"})
    mecha = next(m for m in st.monsters if m.name == "Mecha")
    assert not mecha.sketch and any(p.kind == "device" for p in mecha.parts)
    drawing, anchors = MonsterArt(seed=3).of(st, mecha)
    assert drawing["strokes"] and set(anchors) == {p.die for p in mecha.parts}
