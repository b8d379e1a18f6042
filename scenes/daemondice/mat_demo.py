"""Pictures of the real battle board in real positions: ``python -m scenes.daemondice.mat_demo
OUT_DIR`` (``--bench`` times the layout and a frame of the busiest mats instead).

Positions come from seeded battles played through the engine (dice by ``engine.dice.roll``,
choices by the greedy player), stopped in each stage of a turn: before the roll, recovering,
defending (some defences placed) and arraying attacks (a boost added). Tests use ``play_to``
to build the same positions.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

import game.pygame_session as pygame_session
import scenes.theme as theme
from engine.core import CHANCE, get_game
from engine.daemondice import DaemonDiceState, Step, new_game
from engine.dice import roll
from game.ai.players import make_player
from game.match import LogEntry, Match, Seat
from game.settings import Settings
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.daemondice.board import DaemonDiceBoard
from scenes.daemondice.legend import draw_legend
from scenes.daemondice.phase_strip import PhasePanel
from scenes.daemondice.playmat import Playmat

Check = Callable[[DaemonDiceState], bool]


def play_to(seats: int, dice: int, seed: int, stop: Check, limit: int = 4000,
            after: int = 0, log: list[tuple[str, int | None]] | None = None
            ) -> DaemonDiceState | None:
    """Play a seeded battle until ``stop`` holds (after at least ``after`` actions), or None.
    ``log`` receives (line, acting seat) for every action, as the match's log would."""
    rng = random.Random(seed)
    st = new_game({"seats": seats, "dice": dice})
    players = [make_player("greedy", seed + i) for i in range(seats)]
    for count in range(limit):
        if st.is_over:
            return None
        if count >= after and stop(st):
            return st
        mover = st.to_move
        action = roll(st.roll_request(), rng) if mover == CHANCE else \
            players[mover].choose(st)  # type: ignore[index]  # not over: a seat moves
        if log is not None:
            log.append((st.describe(action), None if mover == CHANCE else mover))
        st = st.apply(action)
    return None


def partly(st: DaemonDiceState, kinds: tuple[str, ...], count: int) -> DaemonDiceState:
    """Apply up to ``count`` legal actions of the given kinds (first listed), never Done, and
    never one that would end the step (the picture is of the step under way)."""
    for _ in range(count):
        options = [a for a in st.legal_actions() if a.kind in kinds]
        nxt = next((st.apply(a) for a in options if st.apply(a).step is st.step), None)
        if nxt is None:
            break
        st = nxt
    return st


STAGES: dict[str, tuple[Check, tuple[str, ...]]] = {
    "roll": (lambda s: s.step in (Step.OWN_MINUS, Step.ROLL) and any(
        h for row in s.health for h in row), ()),
    "recover": (lambda s: s.step is Step.RECOVER and len(s.stunned_dice(s.turn)) >= 2 and len(
        {a.plus for a in s.legal_actions() if a.kind == "recover"}) >= 2, ("recover",)),
    "defend": (lambda s: s.step is Step.DEFEND and len(s.incoming) >= 2 and sum(
        1 for a in s.legal_actions() if a.kind == "defend") >= 3, ("defend",)),
    "attack": (lambda s: s.step is Step.ARRAY and len(s.outgoing) >= 2 and any(
        a.kind == "boost" for a in s.legal_actions()), ("boost", "guide", "spike")),
}
"""Each stage of a turn: when a battle has reached it, and what to do in it before the shot."""


def stage_position(stage: str, seats: int = 2, dice: int = 13, seed: int = 3,
                   log: list[tuple[str, int | None]] | None = None
                   ) -> DaemonDiceState | None:
    """A position in ``stage`` from the first of a few seeded battles that reaches it."""
    stop, kinds = STAGES[stage]
    for attempt in range(seed, seed + 12):
        lines: list[tuple[str, int | None]] = []
        st = play_to(seats, dice, attempt, stop, after=20, log=lines)
        if st is not None:
            if log is not None:
                log.extend(lines)
            return partly(st, kinds, 2) if kinds else st
    return None


def board_at(st: DaemonDiceState, size: tuple[int, int],
             log: list[tuple[str, int | None]] | None = None, hot_seat: bool = False):
    """The real battle board (``DaemonDiceBoard``) opened on ``st``: the daemon whose turn it
    is played by a person at the screen (its mat at the bottom), the others by the AI (or by
    people, ``hot_seat``); ``log`` fills the battle log. First-battle hints are on."""
    ctx = AppContext(settings=Settings(animation="instant"), scenes=SceneManager(), size=size)
    seats = [Seat("human") if hot_seat or s == st.turn else Seat("ai", "easy")
             for s in range(st.num_seats)]
    match = Match(get_game("daemon-dice"), {"seats": st.num_seats, "dice": 13}, seats, seed=1)
    match.states = [st]  # the position replaces the start (nothing is replayed)
    match.log = [LogEntry(text, seat) for text, seat in log or []]
    board = DaemonDiceBoard(ctx, match)
    board.first_battle = True
    ctx.scenes.push(board)
    board.relayout()
    board.over_shown = True
    return board


def render(st: DaemonDiceState, size: tuple[int, int], hover: tuple[int, int] | None = None,
           log: list[tuple[str, int | None]] | None = None,
           point: tuple[int, int] | None = None) -> pygame.Surface:
    """A picture of the real battle board on ``st`` with the mouse over die ``hover`` (its
    card shows what a click does) or at ``point``."""
    board = board_at(st, size, log)
    board.update_board(0.0)
    if hover is not None:
        slot = board.slot(*hover)
        if slot is not None:
            board.mouse = slot.center
    elif point is not None:
        board.mouse = point
    surface = pygame.Surface(size)
    board.ctx.scenes.draw(surface)
    return surface


def chosen_die(st: DaemonDiceState, kind: str) -> tuple[int, int] | None:
    """A free die that could still make a move of ``kind`` (defend, boost), for the picture
    of its hover card."""
    move = next((a for a in st.legal_actions() if a.kind == kind), None)
    # why the ignore below: a die move has .die
    return None if move is None else (st.turn, move.die)  # type: ignore[attr-defined]


def bench(frames: int = 300) -> tuple[float, float, float]:
    """Milliseconds to lay out the busiest mats we know (two daemons of 26 dice, a dozen attacks
    defended) and to draw a frame of them with the panel (median, p99): the mats are drawn every
    frame, while the tray rolls too."""
    log: list[tuple[str, int | None]] = []
    st = play_to(2, 26, 2, lambda s: s.step is Step.DEFEND and len(s.incoming) >= 12, log=log)
    assert st is not None
    st = partly(st, ("defend",), 3)
    screen = pygame.display.get_surface()
    board = pygame.Rect(8, 50, 916, 662)
    mats, panel = Playmat(scale=1.0), PhasePanel(1.0)
    start = time.process_time()
    for _ in range(10):
        mats.layout(board, st, st.turn)
    layout_ms = (time.process_time() - start) * 100
    times = []
    for i in range(frames):
        start = time.process_time()
        theme.draw_background(screen)
        mats.draw(screen, st, hover=(st.turn, (i // 60) % 26), mouse=(400 + i % 200, 500))
        panel.draw(screen, pygame.Rect(940, 8, 332, 704), st, log, 60)
        times.append((time.process_time() - start) * 1000)
    times.sort()
    return layout_ms, times[len(times) // 2], times[int(len(times) * 0.99) - 1]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--bench"]:
        pygame_session.begin()
        pygame.display.set_mode((1280, 720))
        layout_ms, median, p99 = bench()
        print(f"layout {layout_ms:.1f} ms; frame median {median:.2f} ms, p99 {p99:.2f} ms")
        pygame_session.end()
        return 0
    out = Path(argv[0] if argv else "assets/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    pygame_session.begin()
    pygame.display.set_mode((1, 1))
    shots = [(stage, 2, stage) for stage in STAGES] + [("4-daemons", 4, "defend"),
                                                       ("4-daemons-attack", 4, "attack")]
    for name, seats, stage in shots:
        log: list[tuple[str, int | None]] = []
        st = stage_position(stage, seats, 13, 3, log)
        if st is None:
            print(name, "not reached")
            continue
        for size, suffix in (((1280, 720), ""), ((960, 600), "-960")):
            kind = {"defend": "defend", "attack": "boost"}.get(stage, "")
            hover = chosen_die(st, kind) if seats == 2 else None  # 4 daemons: every die seen
            path = out / f"daemon-dice-mat-{name}{suffix}.png"
            pygame.image.save(render(st, size, hover, log), str(path))
            print(name, st.step.name, path)
    screen = pygame.Surface((1280, 720))
    theme.draw_background(screen)
    draw_legend(screen, 1.0)
    pygame.image.save(screen, str(out / "daemon-dice-mat-legend.png"))
    pygame_session.end()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
