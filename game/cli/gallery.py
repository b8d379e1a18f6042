"""``gallery --out DIR [--size WxH] [--vision V] [--text-size P]``: every screen of every game,
pictured, and its problems (in a colour-blind palette and a text size when asked).

Writes one PNG per screen (``game.gallery`` says which screens), a contact sheet per group
(``contact-app.png``, ``contact-66d6.png``...: one picture to look at in an image viewer), an
``index.html`` with them all, and ``report.txt``: one line per cut text or overlap between
registered rectangles (``scenes.layout_log``), named by screen, then ``N problems``. The same
lines are printed. Exit code 1 when there is any problem (so CI can fail on it), 0 when the
last line is ``0 problems``; 2 for bad arguments. Runs in a temporary data folder.
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

import game.pygame_session as pygame_session
import scenes.layout_log as layout_log
import scenes.theme as theme
from game.cli.arguments import ToolParser, known_game, output_folder, refusing, window_size
from game.colour_vision import VISIONS
from game.gallery import all_shots
from game.settings import UI_SCALES, Settings
from scenes.access_settings import apply_access
from scenes.base import SceneManager
from scenes.context import AppContext
from scenes.registry import playable_games

THUMB_WIDTH = 360
COLUMNS = 4


@dataclass
class Shot:
    name: str
    problems: list[str]
    picture: pygame.Surface | None = None

    @property
    def group(self) -> str:
        return self.name.split("/")[0] if "/" in self.name else "app"


@dataclass
class Gallery:
    size: tuple[int, int]
    shots: list[Shot] = field(default_factory=list)

    @property
    def problems(self) -> list[str]:
        return [line for shot in self.shots for line in shot.problems]


def picture_all(size: tuple[int, int], *, seed: int = 1, games: list[str] | None = None,
                app: bool = True, keep: bool = True, vision: str = "normal",
                text_size: int = 100) -> Gallery:
    """Draw every screen at ``size`` (``keep``: keep a copy of each picture) and collect each
    one's cut texts and overlaps; with the colour-blind palette of ``vision`` and text at
    ``text_size`` percent, as Settings would set them."""
    had_window = pygame.display.get_init() and pygame.display.get_surface() is not None
    pygame_session.begin()
    screen = pygame.display.set_mode(size)
    settings = Settings(animation="instant", vision=vision, ui_scale=text_size)
    ctx = AppContext(settings=settings, scenes=SceneManager(), size=size)
    apply_access(settings)
    was_on = layout_log.enabled()
    layout_log.enable(True)
    gallery = Gallery(size)
    try:
        for name in all_shots(ctx, seed, games, app):
            layout_log.reset()
            screen.fill((0, 0, 0))
            ctx.scenes.draw(screen, ctx.draw_toasts)
            problems = [f"{name}: {line}" for line in layout_log.layout_problems()]
            gallery.shots.append(Shot(name, problems, screen.copy() if keep else None))
    finally:
        layout_log.reset()
        layout_log.enable(was_on)
        apply_access(Settings())
        for service in ctx.services.values():
            close = getattr(service, "close", None)
            if callable(close):
                close()
        if not had_window:  # leave no window behind (a caller drawing on its own canvas)
            pygame.display.quit()
    return gallery


def file_name(name: str) -> str:
    return name.replace("/", "--").replace(":", "-") + ".png"


def contact_sheet(shots: list[Shot], title: str) -> pygame.Surface:
    """The group's pictures in a grid, each captioned with its name (red when it has problems)."""
    first = shots[0].picture
    assert first is not None
    thumb_h = THUMB_WIDTH * first.get_height() // first.get_width()
    caption, pad = 26, 10
    rows = (len(shots) + COLUMNS - 1) // COLUMNS
    cols = min(COLUMNS, len(shots))
    sheet = pygame.Surface((pad + cols * (THUMB_WIDTH + pad),
                            44 + rows * (thumb_h + caption + pad)))
    sheet.fill(theme.BG)
    theme.label(sheet, pygame.Rect(pad, 6, sheet.get_width() - 2 * pad, 32), title, 24,
                theme.GOLD, "bold", align="left")
    for i, shot in enumerate(shots):
        assert shot.picture is not None
        x = pad + (i % COLUMNS) * (THUMB_WIDTH + pad)
        y = 44 + (i // COLUMNS) * (thumb_h + caption + pad)
        sheet.blit(pygame.transform.smoothscale(shot.picture, (THUMB_WIDTH, thumb_h)), (x, y))
        words = shot.name + (f"  ({len(shot.problems)} problems)" if shot.problems else "")
        colour = theme.BAD if shot.problems else theme.TEXT
        theme.label(sheet, pygame.Rect(x, y + thumb_h, THUMB_WIDTH, caption), words, 15,
                    colour, align="left")
    return sheet


def write(gallery: Gallery, out: Path) -> list[Path]:
    """The PNGs, the contact sheets, ``index.html`` and ``report.txt`` in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    groups: dict[str, list[Shot]] = {}
    for shot in gallery.shots:
        assert shot.picture is not None
        pygame.image.save(shot.picture, str(out / file_name(shot.name)))
        groups.setdefault(shot.group, []).append(shot)
    width, height = gallery.size
    sheets = []
    for group, shots in groups.items():
        path = out / f"contact-{group}.png"
        pygame.image.save(contact_sheet(shots, f"{group} at {width}x{height}"), str(path))
        sheets.append(path)
    page = [f"<!doctype html><meta charset='utf-8'><title>Gallery {width}x{height}</title>",
            "<style>body{background:#1b1422;color:#ddd;font-family:sans-serif}"
            "figure{display:inline-block;margin:8px;vertical-align:top}"
            f"img{{width:{THUMB_WIDTH}px}}.bad{{color:#f66}}</style>",
            f"<h1>Gallery {width}x{height}: {len(gallery.problems)} problems</h1>"]
    for group, shots in groups.items():
        page.append(f"<h2>{html.escape(group)}</h2>")
        for shot in shots:
            src = html.escape(file_name(shot.name))
            notes = "".join(f"<li>{html.escape(p)}</li>" for p in shot.problems)
            page.append(f"<figure><a href='{src}'><img src='{src}'></a><figcaption>"
                        f"{html.escape(shot.name)}<ul class='bad'>{notes}</ul></figcaption>"
                        "</figure>")
    (out / "index.html").write_text("\n".join(page), encoding="utf-8")
    (out / "report.txt").write_text(report_text(gallery), encoding="utf-8")
    return sheets


def report_text(gallery: Gallery) -> str:
    return "".join(f"{line}\n" for line in gallery.problems) + \
        f"{len(gallery.problems)} problems\n"


@refusing("python -m game gallery")
def main(argv: list[str]) -> int:
    parser = ToolParser(prog="python -m game gallery")
    parser.add_argument("--out", type=Path, required=True, help="folder for the pictures")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", default=[],
                        help="only this game's screens (repeatable; the app's are kept)")
    parser.add_argument("--vision", choices=VISIONS, default="normal",
                        help="draw with the colour-blind palette Settings offers for it")
    parser.add_argument("--text-size", type=int, choices=UI_SCALES, default=100,
                        help="text size in percent, as Settings offers it")
    args = parser.parse_args(argv)
    size = window_size(args.size)
    output_folder("--out", args.out)
    playable = [info.game_id for info in playable_games()]
    games = [known_game(g, playable, "playable").game_id for g in args.game] or None
    started = time.perf_counter()
    gallery = picture_all(size, seed=args.seed, games=games, vision=args.vision,
                          text_size=args.text_size)
    sheets = write(gallery, args.out)
    pygame_session.end()
    print(f"gallery {size[0]}x{size[1]}: {len(gallery.shots)} screens in "
          f"{time.perf_counter() - started:.1f} s -> {args.out / 'index.html'}; contact sheets: "
          f"{', '.join(p.name for p in sheets)}")
    print(report_text(gallery), end="")
    return 1 if gallery.problems else 0
