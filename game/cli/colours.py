"""``colours [--vision V]``: how far apart the rule colours look under each colour vision.

For each group of colours that carries a rule (``scenes.palettes``) and each simulated vision,
the closest pair and its CIEDE2000 difference: first with the usual colours ("before"), then with
the palette the colour-blind setting switches to for that vision ("after"); then the Doodle Dice
dice as a board draws them under each palette (their lit faces sampled from the picture, so a
painter that missed the palette or shading that brings two colours together shows). Death by
Dice's link bands and Daemon Dice's breed lines are drawn flat in their table colours. Exit 0
when every pair stays at least ``PALETTE_FLOOR`` apart under its own palette, else 1.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

import pygame

import game.pygame_session as pygame_session
import scenes.palettes as palettes
from engine import get_game
from engine.doodledice.state import DoodleState
from engine.doodledice.tables import BUDGETS
from game.cli.arguments import ToolParser, refusing
from game.cli.headless import seeded_match
from game.colour_vision import VISIONS, closest_pair
from game.gallery import board, play_until
from game.match import Match
from game.settings import Settings
from game.tray.shading import ink_for
from scenes.access_settings import apply_access
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.doodledice.dice_art import colour_rgb, die_colours

RGB = tuple[int, int, int]

PALETTE_FLOOR = 12.0
"""Smallest CIEDE2000 difference between two rule colours of a group the colour-blind palettes
keep under their own simulated vision (clearly apart at a glance; 2 is barely noticeable)."""


def worst_gaps(vision: str) -> dict[str, dict[str, tuple[float, str, str]]]:
    """Per group, the closest pair seen by ``vision``: with the usual colours and with the
    palette chosen for ``vision``."""
    chosen = palettes.palette(vision)
    return {group: {"before": closest_pair(usual, vision),
                    "after": closest_pair(chosen[group], vision)}
            for group, usual in palettes.NORMAL.items()}


BOARD_SIZE = (1280, 720)
FORCE_CHOICES = 200
"""Actions the four seats get to choose their forces (each takes a few)."""


BOARD_SEED = 3
"""A seed whose four random forces show a one-colour die of every colour."""


def board_colours(vision: str, seed: int = BOARD_SEED) -> dict[str, RGB]:
    """Each Doodle Dice die colour as a player sees it on the board under ``vision``'s
    palette: a four-player table once its forces are chosen (the reserves show every colour
    of big forces) drawn through the real board scene, and each one-colour die's most common pixel
    (its face as painted: shading, bevel and number included) in the middle of its slot.
    Why the board and not the table: a painter that forgot the palette, or shading that
    brings two colours together, only shows in the picture."""
    info = get_game("doodle-dice")
    had_window = pygame.display.get_init() and pygame.display.get_surface() is not None
    pygame_session.begin()
    screen = pygame.display.set_mode(BOARD_SIZE)
    settings = Settings(animation="instant", vision=vision)
    ctx = AppContext(settings=settings, scenes=SceneManager(), size=BOARD_SIZE)
    apply_access(settings)
    try:
        match = seeded_match(info, seed, options={"seats": 4, "budget": max(BUDGETS)})
        play_until(match, seed, dice_dealt, FORCE_CHOICES)
        # Any: the Doodle board's own types live in scenes, outside the type checker's scope
        scene: Any = board(ctx, match)
        screen.fill((0, 0, 0))
        ctx.scenes.draw(screen, ctx.draw_toasts)
        seen: dict[str, list[RGB]] = {}
        state = scene.state
        for area in scene.layout.areas.values():
            for die_id, box in [*area.active.items(), *area.reserve.items()]:
                colours = die_colours(state.die(die_id))
                if len(colours) == 1:
                    ink = ink_for(colour_rgb(colours[0]))
                    seen.setdefault(colours[0], []).append(face_colour(screen, box, ink))
        return {colour: found[len(found) // 2] for colour, found in sorted(seen.items())}
    finally:
        apply_access(Settings())
        if not had_window:
            pygame.display.quit()


def dice_dealt(match: Match) -> bool:
    return isinstance(match.state, DoodleState) and bool(match.state.dice)


def face_colour(picture: pygame.Surface, box: pygame.Rect, ink: RGB) -> RGB:
    """The colour a die reads as in ``box``: the most common colour of its lit half (a die is
    painted with lit and shaded faces; a player names its colour by the lit one), among the
    middle half's pixels that are neither the table behind it nor its number's ``ink``."""
    middle = box.inflate(-box.width // 2, -box.height // 2).clip(picture.get_rect())
    table = tuple(picture.get_at(box.topleft))[:3]
    pixels = [tuple(picture.get_at((x, y)))[:3] for x in range(middle.left, middle.right)
              for y in range(middle.top, middle.bottom)]
    die = [p for p in pixels if far(p, table) and far(p, ink)]
    die = sorted(die or pixels, key=sum)
    return cast(RGB, Counter(die[len(die) // 2:]).most_common(1)[0][0])


def far(first: tuple[int, ...], second: tuple[int, ...]) -> bool:
    return sum(abs(a - b) for a, b in zip(first, second, strict=True)) > 48


@refusing("python -m game colours")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game colours")
    parser.add_argument("--vision", choices=VISIONS, default=None)
    args = parser.parse_args(argv)
    visions = [args.vision] if args.vision else list(VISIONS)
    failing = 0
    print(f"{'group':<26} {'vision':<13} {'before':<24} after (its palette)")
    for vision in visions:
        for group, pair in worst_gaps(vision).items():
            (b, b1, b2), (a, a1, a2) = pair["before"], pair["after"]
            low = vision != "normal" and a < PALETTE_FLOOR
            failing += low
            print(f"{group:<26} {vision:<13} {b:5.1f} {b1 + '/' + b2:<18} {a:5.1f} {a1}/{a2}"
                  + ("  BELOW FLOOR" if low else ""))
    print("Doodle Dice dice as drawn on a four-player board (lit faces, 1280x720):")
    for vision in visions:
        gap, first, second = closest_pair(board_colours(vision), vision)
        low = vision != "normal" and gap < PALETTE_FLOOR
        failing += low
        print(f"{'':<26} {vision:<13} {'':<24} {gap:5.1f} {first}/{second}"
              + ("  BELOW FLOOR" if low else ""))
    print(f"{failing} groups below the floor of {PALETTE_FLOOR} dE2000")
    return 1 if failing else 0
