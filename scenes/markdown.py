"""Lays out the small Markdown subset our rules pages use onto one tall surface.

Supported: ``# `` title, ``## `` section, ``### `` subsection, ``- `` bullets, ``| a | b |``
tables, blank-line separated paragraphs, and ``**bold**`` inside any text.
"""

from __future__ import annotations

import re

import pygame

from scenes import theme

_BOLD = re.compile(r"\*\*(.+?)\*\*")


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


def _flow(surface: pygame.Surface | None, text: str, x: int, y: int, width: int, size: int,
          colour=theme.TEXT) -> int:
    """Draw (or just measure, when ``surface`` is None) wrapped rich text; returns new y."""
    regular, bold = theme.font(size), theme.font(size, "bold")
    space = regular.size(" ")[0]
    line_h = regular.get_linesize()
    cx = x
    for word, is_bold, spaced in _words(text):
        fnt = bold if is_bold else regular
        ww = fnt.size(word)[0]
        if not spaced and cx > x:
            cx -= space
        if cx > x and cx + ww > x + width:
            cx = x
            y += line_h
        if surface is not None:
            ink = theme.GOLD if is_bold else colour
            surface.blit(theme.render_font(fnt, word, ink), (cx, y))
        cx += ww + space
    return y + line_h


def render_markdown(text: str, width: int, scale: float) -> pygame.Surface:
    """Two passes: measure the height, then draw onto a transparent surface of that size."""
    height = _layout(None, text, width, scale)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    _layout(surface, text, width, scale)
    return surface


def _layout(surface: pygame.Surface | None, text: str, width: int, scale: float) -> int:
    body = int(19 * scale)
    y = 0
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        if not line:
            y += body // 2
        elif line.startswith("# "):
            y = _heading(surface, line[2:], y, int(44 * scale), theme.GOLD, "title") + body // 2
        elif line.startswith("## "):
            y += body // 2
            y = _heading(surface, line[3:], y, int(28 * scale), theme.ACCENT, "black")
            if surface is not None:
                pygame.draw.line(surface, theme.EDGE, (0, y), (width, y), 2)
            y += body // 3
        elif line.startswith("### "):
            y = _heading(surface, line[4:], y, int(22 * scale), theme.GOLD, "bold")
        elif line.startswith("- "):
            if surface is not None:
                pygame.draw.circle(surface, theme.ACCENT, (int(10 * scale), y + body * 0.62),
                                   max(3, int(4 * scale)))
            y = _flow(surface, line[2:], int(26 * scale), y, width - int(26 * scale), body)
        elif line.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if not all(set(c) <= set("-: ") for c in cells):
                    rows.append(cells)
                i += 1
            y = _table(surface, rows, y, width, body)
            continue
        else:
            y = _flow(surface, line, 0, y, width, body, theme.TEXT)
        i += 1
    return y + body


def _heading(surface, text, y, size, colour, weight) -> int:
    fnt = theme.font(size, weight)
    if surface is not None:
        surface.blit(theme.render_font(fnt, text, colour), (0, y))
    return y + fnt.get_linesize()


def _table(surface, rows: list[list[str]], y: int, width: int, size: int) -> int:
    if not rows:
        return y
    cols = max(len(r) for r in rows)
    col_w = width // cols
    line_h = theme.font(size).get_linesize() + 8
    for r, cells in enumerate(rows):
        if surface is not None:
            colour = theme.PANEL_LIGHT if r == 0 else (theme.PANEL if r % 2 else (38, 30, 50))
            pygame.draw.rect(surface, colour, (0, y, width, line_h))
        for c, cell in enumerate(cells):
            weight = "bold" if r == 0 else "regular"
            fnt = theme.font(size, weight)
            if surface is not None:
                ink = theme.GOLD if r == 0 else theme.TEXT
                surface.blit(theme.render_font(fnt, cell.replace("**", ""), ink),
                             (c * col_w + 10, y + 4))
        y += line_h
    return y + size // 2
