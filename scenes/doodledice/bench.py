"""Doodle Dice's own frame figures for ``python -m game bench`` (see ``game.cli.bench_extras``).

* ``frame_table_6v6``: the table with six monsters a side (each with parts, drawn from
  procedural sketches), a player to move in combat; the heaviest table a two-player game
  shows, since every monster is a scaled drawing with its labels.
* ``frame_table_6v6_attack_roll``: the same table while a weapon die rolls in the tray.
* ``frame_sketch_stroke``: the sketch pad, a full page of strokes, while a 400-point stroke is
  drawn one mouse event per frame (``scenes.sketch.bench``).

The 6-a-side position is played through engine actions on a real ``Match`` (forces of d10s
in every colour, three rounds of gathering and sketching, nobody attacking), so the table draws
exactly what a game would show.
"""

from __future__ import annotations

import random
import time

import pygame

import game.pygame_session as pygame_session
from engine.core import CHANCE, Action, get_game
from engine.dice import roll
from engine.doodledice import AddPart, Attack, CreateMonster, Done, DoodleState, GiveUp, Pass, Phase
from engine.doodledice.tables import COLOUR_KEYS
from game.cli.bench_extras import FrameTimes, register_frame_bench
from game.match import Match, Seat
from game.settings import Settings
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.registry import board_scene_for
from scenes.sketch import bench as pad_bench

GAME_ID = "doodle-dice"
MONSTERS = 6
SIZE = (1280, 720)
ROUNDS = 3
"""Three rounds of sketching: 15 dice a side, six cores and nine parts (the stalemate guard
would end the game only at the end of the third quiet round)."""
PART_ORDER = ("weapon", "shield", "weapon", "nullifier", "combo")


def force(offset: int) -> list[dict]:
    """20 d10s (200 sides) going round the colours, so the monsters differ."""
    return [{"sides": 10, "colours": [COLOUR_KEYS[(i + offset) % len(COLOUR_KEYS)]]}
            for i in range(20)]


def _build_step(st: DoodleState) -> Action:
    """The next action towards six monsters a side with parts, and no blows struck."""
    actions = st.legal_actions()
    seat = st.to_move
    if st.phase is Phase.SKETCH:
        mine = [m for m in st.monsters if m.owner == seat]
        if len(mine) < MONSTERS:
            create = [a for a in actions if isinstance(a, CreateMonster)]
            if create:
                return create[0]
        adds = [a for a in actions if isinstance(a, AddPart)]
        for wanted in PART_ORDER:
            fits = [a for a in adds if a.part == wanted]
            if fits:
                fewest = min(fits, key=lambda a: len(st.monster(a.monster).parts))
                return fewest
        return next(a for a in actions if isinstance(a, Done))
    for kind in (Done, Pass):
        found = [a for a in actions if isinstance(a, kind)]
        if found:
            return found[0]
    give_up = [a for a in actions if isinstance(a, GiveUp) and a.actions == 0]
    return give_up[0] if give_up else actions[0]


def six_a_side(match: Match, rng: random.Random) -> None:
    """Play ``match`` on until both sides have six monsters and combat waits for a player."""
    for _ in range(2000):
        st = match.state
        assert isinstance(st, DoodleState) and not st.is_over
        counts = [sum(m.owner == s for m in st.monsters) for s in range(st.num_seats)]
        if (st.phase is Phase.COMBAT and st.round >= ROUNDS and min(counts) >= MONSTERS
                and st.to_move != CHANCE
                and any(isinstance(a, Attack) for a in st.legal_actions())):
            return
        if st.to_move == CHANCE:
            match.apply(roll(st.roll_request(), rng))
        else:
            match.apply(_build_step(st))
    raise RuntimeError("the six-a-side position was not reached")


def _table(settings: Settings):
    pygame_session.begin()
    screen = pygame.display.set_mode(SIZE)
    ctx = AppContext(settings=settings, scenes=SceneManager(), size=SIZE)
    info = get_game(GAME_ID)
    match = Match(info, {"seats": 2, "budget": 200}, [Seat("human"), Seat("human")], seed=11,
                  setup={"forces": [force(0), force(5)]})
    scene = board_scene_for(ctx, match)
    ctx.scenes.push(scene)
    six_a_side(match, random.Random(5))
    return ctx, screen, match


class _Clock:
    """Wall and CPU time of each frame drawn."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def frame(self, ctx, screen) -> None:
        start, start_cpu = time.perf_counter(), time.process_time()
        ctx.scenes.update(1 / 60)
        ctx.scenes.draw(screen)
        self.wall.append(time.perf_counter() - start)
        self.cpu.append(time.process_time() - start_cpu)
        pygame.event.pump()

    @property
    def times(self) -> FrameTimes:
        return self.wall, self.cpu


def _close(ctx) -> None:
    for service in ctx.services.values():
        close = getattr(service, "close", None)
        if callable(close):
            close()


def table_frames(frames: int = 240) -> FrameTimes:
    """Frames of the 6-a-side table while a player looks at it (the first frame, which
    renders every drawing once, is left out, as the table is drawn long before combat)."""
    ctx, screen, _ = _table(Settings())
    _Clock().frame(ctx, screen)
    clock = _Clock()
    for _ in range(frames):
        clock.frame(ctx, screen)
    _close(ctx)
    return clock.times


def attack_roll_frames() -> FrameTimes:
    """Frames of the 6-a-side table from an attack until its weapon die has settled: the
    second attack of the combat (the first one builds the die's shape for the tray, once a
    session, as ``frame_roll*_first_of_session`` shows for every game)."""
    ctx, screen, match = _table(Settings(auto_throw=True))
    _Clock().frame(ctx, screen)
    _attack(ctx, screen, match, _Clock())
    clock = _Clock()
    _attack(ctx, screen, match, clock)
    _close(ctx)
    return clock.times


def _attack(ctx, screen, match: Match, clock: _Clock) -> None:
    """The next attack of the combat, played on screen until its dice have settled."""
    while not any(isinstance(a, Attack) for a in match.state.legal_actions()):
        st = match.state
        if st.to_move == CHANCE:
            clock.frame(ctx, screen)
        else:
            match.apply(_build_step(st))
    match.apply(next(a for a in match.state.legal_actions() if isinstance(a, Attack)))
    rolled = False
    while len(clock.wall) < 600:
        st = match.state
        if st.to_move != CHANCE and st.attack is not None:  # a defender's choice: decline
            match.apply(_build_step(st))
            continue
        if st.to_move != CHANCE and rolled:
            return
        rolled = True
        clock.frame(ctx, screen)


def stroke_frames() -> FrameTimes:
    """Frames of the sketch pad while a stroke is drawn on a full page."""
    wall, cpu = pad_bench.stroke_times(SIZE)
    return [t / 1000 for t in wall], [t / 1000 for t in cpu]


register_frame_bench(GAME_ID, "frame_table_6v6", table_frames)
register_frame_bench(GAME_ID, "frame_table_6v6_attack_roll", attack_roll_frames)
register_frame_bench(GAME_ID, "frame_sketch_stroke", stroke_frames)
