"""Lays out the small Markdown subset our rules pages use onto one tall surface, or onto one
band of it at a time (``page_height`` and ``render_band``): a whole page is as tall as the text
and as wide as the window, which at 4K is hundreds of MB, while a band is bounded.

Supported: ``# `` title, ``## `` section, ``### `` subsection, ``- `` bullets, ``| a | b |``
tables, blank-line separated paragraphs, and ``**bold**`` inside any text.
"""

from __future__ import annotations

import functools
import re
from typing import TypeGuard

import pygame

import scenes.theme as theme
from scenes.text import word_width

_BOLD = re.compile(r"\*\*(.+?)\*\*")
MEASURED_PAGES = 32
"""Page heights remembered (``page_height``): the games' rules pages at a few sizes, and the
headings' offsets within them."""


def _words(text: str) -> list[tuple[str, bool, bool]]:
    """Split into (word, bold, space_before) so "**Hell**," keeps its comma attached."""
    result: list[tuple[str, bool, bool]] = []
    pos = 0

    def add(chunk: str, bold: bool, before: str) -> None:
        glued = bool(chunk and result) and not chunk[0].isspace() and not before[-1:].isspace()
        for i, word in enumerate(chunk.split()):
            result.append((word, bold, not (i == 0 and glued)))

    for m in _BOLD.finditer(text):
        add(text[pos : m.start()], False, text[:pos])
        add(m.group(1), True, text[: m.start()])
        pos = m.end()
    add(text[pos:], False, text[:pos])
    return result


def _visible(surface: pygame.Surface | None, y: int, height: int) -> TypeGuard[pygame.Surface]:
    """Whether a line drawn at page row ``y`` reaches the band ``surface`` shows."""
    return surface is not None and y + height > 0 and y < surface.get_height()


def _flow(surface: pygame.Surface | None, text: str, x: int, y: int, width: int, size: int,
          colour=theme.TEXT, top: int = 0) -> int:
    """Draw (or just measure, when ``surface`` is None) wrapped rich text; returns new y.
    ``surface`` shows the page from row ``top`` down."""
    regular, bold = theme.font(size), theme.font(size, "bold")
    space = regular.size(" ")[0]
    line_h = regular.get_linesize()
    cx = x
    for word, is_bold, spaced in _words(text):
        fnt = bold if is_bold else regular
        ww = word_width(fnt, word)
        if not spaced and cx > x:
            cx -= space
        if cx > x and cx + ww > x + width:
            cx = x
            y += line_h
        if _visible(surface, y - top, line_h):
            ink = theme.GOLD if is_bold else colour
            surface.blit(theme.render_font(fnt, word, ink), (cx, y - top))
        cx += ww + space
    return y + line_h


def render_markdown(text: str, width: int, scale: float) -> pygame.Surface:
    """Two passes: measure the height, then draw onto a transparent surface of that size."""
    height = _layout(None, text, width, scale)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    _layout(surface, text, width, scale)
    return surface


@functools.lru_cache(maxsize=MEASURED_PAGES)
def page_height(text: str, width: int, scale: float) -> int:
    """The height of the whole page laid out ``width`` wide. Kept for the last few pages:
    measuring a page sizes every word of it (a rules page at 4K takes tens of milliseconds),
    and the rules screen measures again at every tab and resize, so going back to a page at
    the same size is instant."""
    return _layout(None, text, width, scale)


def render_band(text: str, width: int, scale: float, top: int, height: int) -> pygame.Surface:
    """Rows ``top`` to ``top + height`` of the page, on a transparent surface."""
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    _layout(surface, text, width, scale, top)
    return surface


def _layout(surface: pygame.Surface | None, text: str, width: int, scale: float,
            top: int = 0) -> int:
    body = int(19 * scale)
    y = 0
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if surface is not None and y - top > surface.get_height():
            break  # the rest of the page is below this band
        line = lines[i].rstrip()
        if not line:
            y += body // 2
        elif line.startswith("# "):
            y = _heading(surface, line[2:], y, int(44 * scale), theme.GOLD, "title",
                         top, width) + body // 2
        elif line.startswith("## "):
            y += body // 2
            y = _heading(surface, line[3:], y, int(28 * scale), theme.ACCENT, "black", top,
                         width)
            if surface is not None:
                pygame.draw.line(surface, theme.EDGE, (0, y - top), (width, y - top), 2)
            y += body // 3
        elif line.startswith("### "):
            y = _heading(surface, line[4:], y, int(22 * scale), theme.GOLD, "bold", top, width)
        elif line.startswith("- "):
            if surface is not None:
                pygame.draw.circle(surface, theme.ACCENT,
                                   (int(10 * scale), y - top + body * 0.62),
                                   max(3, int(4 * scale)))
            y = _flow(surface, line[2:], int(26 * scale), y, width - int(26 * scale), body,
                      top=top)
        elif line.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if not all(set(c) <= set("-: ") for c in cells):
                    rows.append(cells)
                i += 1
            y = _table(surface, rows, y, width, body, top)
            continue
        else:
            y = _flow(surface, line, 0, y, width, body, theme.TEXT, top)
        i += 1
    return y + body


def _heading(surface, text, y, size, colour, weight, top: int = 0, width: int = 0) -> int:
    """A heading, wrapped when it is wider than the page (a long title at a large text size)."""
    fnt = theme.font(size, weight)
    line_h = fnt.get_linesize()
    for line in theme.wrap(text, fnt, width) if width > 0 else [text]:
        if _visible(surface, y - top, line_h):
            surface.blit(theme.render_font(fnt, line, colour), (0, y - top))
        y += line_h
    return y


def _table(surface, rows: list[list[str]], y: int, width: int, size: int, top: int = 0) -> int:
    if not rows:
        return y
    cols = max(len(r) for r in rows)
    col_w = width // cols
    line_h = theme.font(size).get_linesize() + 8
    for r, cells in enumerate(rows):
        if not _visible(surface, y - top, line_h):
            y += line_h
            continue
        colour = theme.PANEL_LIGHT if r == 0 else (theme.PANEL if r % 2 else (38, 30, 50))
        pygame.draw.rect(surface, colour, (0, y - top, width, line_h))
        for c, cell in enumerate(cells):
            weight = "bold" if r == 0 else "regular"
            fnt = theme.font(size, weight)
            ink = theme.GOLD if r == 0 else theme.TEXT
            surface.blit(theme.render_font(fnt, cell.replace("**", ""), ink),
                         (c * col_w + 10, y - top + 4))
        y += line_h
    return y + size // 2
