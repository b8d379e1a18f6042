"""``portraits --out FILE.png [--cards]``: a contact sheet of every Death by Dice portrait (at
96 and 300 px, with names), or of every character board card, to look at the art headless."""

from __future__ import annotations

from pathlib import Path

import pygame

import game.pygame_session as pygame_session
from engine.deathbydice.roster import BOARDS
from game.cli.arguments import ToolParser, output_file, refusing
from scenes.deathbydice.contact_sheet import card_sheet, portrait_sheet


@refusing("python -m game portraits")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game portraits")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--cards", action="store_true",
                        help="draw the character board cards instead of the portraits")
    args = parser.parse_args(argv)
    output_file("--out", args.out)
    pygame_session.begin()
    pygame.display.set_mode((1, 1))
    sheet = card_sheet(list(BOARDS.values())) if args.cards else portrait_sheet(
        list(BOARDS.values()))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"{'cards' if args.cards else 'portraits'}: {len(BOARDS)} characters -> {args.out}")
    pygame_session.end()
    return 0
