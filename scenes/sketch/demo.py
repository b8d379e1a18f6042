"""A window with the sketch pad alone, for trying it out and for screenshots.

``python -m scenes.sketch.demo`` opens it; ``--shot FILE.png`` renders one frame headless
(``--doodle`` first fills the page and labels a few parts, ``--name`` types a name). The dice
and the two rules below stand in for the engine, which the table scene asks instead.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pygame

import game.pygame_session as pygame_session
import scenes.theme as theme
from scenes.sketch.demo_pad import DEMO_DICE, make_pad
from scenes.sketch.editing import SketchResult
from scenes.sketch.pad import SketchPad


def stage(pad: SketchPad, name: str) -> None:
    """Fill the pad as a player would: a core, a weapon and a shield, a doodle, a name."""
    red, blue, _, _, black, _ = DEMO_DICE
    pad.edit.place("core", red, (500, 500))
    pad.edit.place("weapon", black, (500, 500))
    pad.edit.place("shield", blue, (500, 500))
    pad.edit.toggle_trait("angry")
    pad.doodle_for_me()
    pad.set_name(name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.sketch.demo")
    parser.add_argument("--shot", type=Path)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--doodle", action="store_true")
    parser.add_argument("--name", default="Gnashbelly")
    parser.add_argument("--bench", action="store_true",
                        help="time frames while drawing on a full page (headless)")
    args = parser.parse_args(argv)
    if args.bench:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        from scenes.sketch.bench import frame_times  # only this option needs it

        return frame_times(tuple(int(v) for v in args.size.lower().split("x")))
    size = tuple(int(v) for v in args.size.lower().split("x"))
    if args.shot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame_session.begin()
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    done: list[SketchResult] = []
    running = [True]
    pad = make_pad(screen.get_size(), on_done=done.append,
                   on_cancel=lambda: running.__setitem__(0, False))
    if args.doodle:
        stage(pad, args.name)
    clock = pygame.time.Clock()
    while running[0] and not done:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running[0] = False
            elif event.type == pygame.VIDEORESIZE:
                pad.layout(pygame.Rect(0, 0, *event.size))
            else:
                pad.handle_event(event)
        pad.update(clock.tick(60) / 1000)
        theme.draw_background(screen)
        pad.draw(screen)
        pygame.display.flip()
        if args.shot:
            pygame.image.save(screen, str(args.shot))
            print(f"sketch pad -> {args.shot}")
            break
    if done:
        result = done[0]
        print(f"{result.name}: {len(result.sketch['strokes'])} strokes, traits "
              f"{list(result.traits)}, parts {list(result.parts)}")
    pygame_session.end()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
