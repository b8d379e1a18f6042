"""``doodles --count N --seed S --out sheet.png``: a contact sheet of procedural monsters.

Each cell is one doodle for a random core colour, parts and traits (all from ``--seed``), drawn
by the real stroke renderer, with its part anchors marked and a caption saying what was asked
for, so a person can judge at a glance whether the parts land where they should.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import pygame

import game.pygame_session as pygame_session
import scenes.theme as theme
from engine.sketchdata import TRAIT_TAGS
from game.cli.arguments import ToolParser, between, output_file, refusing
from game.doodles import doodle
from scenes.sketch.render import draw_sketch, to_screen

COLOURS = ("red", "blue", "green", "yellow", "black", "white", "brown", "gray", "colorless",
           "purple", "orange", "pink")
KINDS = ("weapon", "shield", "combo", "nullifier")
SIDES = (4, 6, 8, 10, 12, 20)


def random_request(rng: random.Random) -> tuple[str, list[tuple[str, int]], list[str]]:
    """A core colour, up to four parts and up to two traits, as a player might ask."""
    colour = rng.choice(COLOURS)
    parts = [(rng.choice(KINDS), rng.choice(SIDES)) for _ in range(rng.randint(0, 4))]
    traits = rng.sample(TRAIT_TAGS, rng.choice((0, 1, 1, 2)))
    return colour, parts, traits


@refusing("python -m game doodles")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game doodles")
    parser.add_argument("--count", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--cell", type=int, default=300, help="cell size in pixels")
    args = parser.parse_args(argv)
    between("--count", args.count, 1, 200)
    between("--cell", args.cell, 120, 1000)
    output_file("--out", args.out)

    pygame_session.begin()
    cols = min(args.count, 6)
    rows = math.ceil(args.count / cols)
    caption = 40
    cell = args.cell
    sheet = pygame.Surface((cols * cell, rows * (cell + caption)))
    sheet.fill((40, 32, 52))
    rng = random.Random(args.seed)
    font = theme.font(14)
    for i in range(args.count):
        colour, parts, traits = random_request(rng)
        seed = rng.randrange(1_000_000)
        sketch, anchors = doodle(seed, colour, parts, traits)
        x, y = (i % cols) * cell, (i // cols) * (cell + caption)
        rect = pygame.Rect(x + 6, y + 6, cell - 12, cell - 12)
        draw_sketch(sheet, sketch, rect)
        for (kind, _), anchor in zip(parts, anchors, strict=True):
            p = to_screen(anchor, rect)
            pygame.draw.circle(sheet, (230, 40, 120), p, 6, 2)
            tag = theme.render_font(font, kind[0].upper(), (230, 40, 120))
            sheet.blit(tag, (p[0] + 7, p[1] - 9))
        words = f"{colour} · " + (", ".join(f"{k} d{s}" for k, s in parts) or "no parts")
        lines = [words, ", ".join(traits) or "no traits"]
        for j, line in enumerate(lines):
            text = theme.render_font(font, theme.fit(line, font, cell - 10), (236, 228, 214))
            sheet.blit(text, (x + 6, y + cell - 4 + j * 18))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"doodles count={args.count} seed={args.seed} -> {args.out}")
    pygame_session.end()
    return 0
