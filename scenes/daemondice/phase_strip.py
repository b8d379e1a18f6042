"""The side panel's reading parts: the phase strip, a one-line prompt, and the battle log as
short lines with die icons.

No paragraph of rules here: the strip shows the four stages of a turn with the current one lit
(and numbered, so it does not rely on colour), the prompt is the engine's sentence on one line,
and each log line starts with the acting daemon's seat shape and shows a small picture before
every face it names ("rolls [star] Stun x4, [shield] Block"), so the log teaches the symbols.
The board draws its buttons in the room ``draw`` leaves at the bottom.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame

import scenes.daemondice.icons as icons
import scenes.layout_log as layout_log
import scenes.theme as theme
from engine.daemondice import DaemonDiceState, prompt
from scenes.daemondice.palette import daemon_colour, draw_seat_symbol
from scenes.steps import clipped

STAGES = ("Roll", "Recover", "Defend", "Attack")
Colour = tuple[int, int, int]
LogLine = tuple[str, "int | None"]

LOG_LINES = 5
"""Lines one battle-log entry may take: a whole sentence, so the log is never cut mid-way."""
LOG_INK = (236, 226, 210)
"""Ink of the face pictures in the log: light, as the log is dark."""
_rich: dict[tuple, list[pygame.Surface]] = {}


def _face_word(word: str) -> str | None:
    core = word.strip("(),.:;!")
    return core if core in icons.DRAWERS else None


def rich_lines(words: str, size: int, width: int, colour: Colour = theme.MUTED,
               max_lines: int = 2) -> list[pygame.Surface]:
    """``words`` wrapped to ``width`` with a face icon before every face or part name; past
    ``max_lines`` the last line ends in an ellipsis after its last whole word (and the cut is
    recorded, ``scenes.layout_log``)."""
    key = (words, size, width, colour, max_lines)
    cached = _rich.get(key)
    if cached is not None:
        return cached
    if len(_rich) > 500:
        _rich.clear()
    fnt = theme.font(size)
    height = fnt.get_linesize()
    space = fnt.size(" ")[0]
    pieces: list[tuple[pygame.Surface | None, str]] = []
    for word in words.split(" "):
        face = _face_word(word)
        pieces.append((icons.icon(face, height, LOG_INK) if face else None, word))
    lines: list[list[tuple[pygame.Surface | None, str]]] = [[]]
    x = 0
    for art, word in pieces:
        w = fnt.size(word)[0] + (art.get_width() + 2 if art is not None else 0)
        if x and x + space + w > width:
            lines.append([])
            x = 0
        lines[-1].append((art, word))
        x += (space if x else 0) + w
    cut = len(lines) > max_lines
    lines = lines[:max_lines]
    dots = theme.render_font(fnt, "\u2026", colour)
    if cut:
        layout_log.record_cut(words)
        last = lines[-1]
        while len(last) > 1 and _width(last, fnt, space) + space + dots.get_width() > width:
            last.pop()
    out = []
    for i, line in enumerate(lines):
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        x = 0
        for art, word in line:
            if art is not None:
                surf.blit(art, (x, 0))
                x += art.get_width() + 2
            label = theme.render_font(fnt, word, colour)
            surf.blit(label, (x, 0))
            x += label.get_width() + space
        if cut and i == len(lines) - 1:
            surf.blit(dots, (min(x, width - dots.get_width()), 0))
        out.append(surf)
    _rich[key] = out
    return out


def _width(line: list[tuple[pygame.Surface | None, str]], fnt: pygame.font.Font,
           space: int) -> int:
    """Pixels a rich line's words and icons take."""
    return sum(fnt.size(word)[0] + (art.get_width() + 2 if art is not None else 0)
               for art, word in line) + space * (len(line) - 1)


class PhasePanel:
    """Draws the phase strip, step title, prompt and log into a panel rect."""

    def __init__(self, scale: float = 1.0, canvas: theme.Canvas | None = None) -> None:
        """``canvas``: the window-sized picture the panel is painted on, shared with the
        mats beside it (``Playmat``) or one of its own."""
        self.scale = scale
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self._key: tuple = ()
        self._picture: pygame.Surface | None = None
        self._canvas = canvas if canvas is not None else theme.Canvas()
        self._below = 0

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, st: DaemonDiceState,
             log: Sequence[tuple[str, int | None]], reserve_bottom: int = 0,
             scroll: int = 0) -> int:
        """Draw; returns the y below the prompt (the board may put more there). The panel is
        painted once per position and log line over the window's background, then blitted."""
        self.paint(surface.get_size(), rect, st, log, reserve_bottom, scroll)
        self._canvas.blit_to(surface, rect.clip(surface.get_rect()))
        return self._below

    def paint(self, size: tuple[int, int], rect: pygame.Rect, st: DaemonDiceState,
              log: Sequence[tuple[str, int | None]], reserve_bottom: int = 0,
              scroll: int = 0) -> None:
        """Paint the panel for a window of ``size`` unless it already shows all this (a board
        paints the next position's panel ahead, then ``adopt``s its own copy of the state)."""
        for _ in self.paint_steps(size, rect, st, log, reserve_bottom, scroll):
            pass

    def paint_steps(self, size: tuple[int, int], rect: pygame.Rect, st: DaemonDiceState,
                    log: Sequence[tuple[str, int | None]], reserve_bottom: int = 0,
                    scroll: int = 0) -> Iterator[None]:
        """``paint``, a piece a step (the frame, the stages, the step's title and prompt,
        the log): painted ahead, each is a frame's share (the whole panel at once was
        milliseconds). Left half done, the next paint paints it all again."""
        key = self._key_of(st, log, rect, size, reserve_bottom, scroll)
        if key == self._key and self._picture is not None:
            return
        # painted over the window's own background, so the picture is opaque (fast to blit)
        self._key, self._picture = (), None
        area = rect.clip(pygame.Rect(0, 0, *size))
        canvas = self._canvas.fresh(size, area)
        # (the rest of a shared canvas is the mats')
        yield from clipped(self._paint(canvas, rect, st, log, reserve_bottom, scroll), canvas,
                           area)
        self._key, self._picture = key, canvas

    def _key_of(self, st: DaemonDiceState, log: Sequence[tuple[str, int | None]],
                rect: pygame.Rect, size: tuple[int, int], reserve_bottom: int,
                scroll: int) -> tuple:
        last = log[-1] if log else None
        return (id(st), len(log), last, tuple(rect), tuple(size), reserve_bottom, scroll,
                self.scale)

    def adopt(self, st: DaemonDiceState) -> None:
        """Take ``st`` as the position painted: it equals the one painted ahead."""
        if self._key:
            self._key = (id(st), *self._key[1:])

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, st: DaemonDiceState,
               log: Sequence[tuple[str, int | None]], reserve_bottom: int,
               scroll: int) -> Iterator[None]:
        """The panel painted on ``surface``, a piece a step; sets ``log_rect`` and the y
        below the prompt."""
        s = self.scale
        theme.panel(surface, rect)
        yield
        pad = int(12 * s)
        x, y, w = rect.x + pad, rect.y + pad, rect.width - 2 * pad
        y = self.stages(surface, x, y, w, st)
        yield
        title = theme.render(st.step.title, max(18, int(22 * s)), theme.GOLD, "black")
        surface.blit(title, (x, y))
        y += title.get_height()
        size = max(14, int(15 * s))
        y = theme.paragraph(surface, (x, y), w, prompt(st), size, theme.TEXT, max_lines=3,
                            floor=theme.label_floor(s)) + int(8 * s)  # a sentence, no more
        self._below = y
        bottom = rect.bottom - pad - reserve_bottom
        self.log_rect = pygame.Rect(x, y, w, bottom - y)
        yield
        self.draw_log(surface, self.log_rect, st, log, scroll)

    def stages(self, surface: pygame.Surface, x: int, y: int, w: int,
               st: DaemonDiceState) -> int:
        """The four stages of a turn as a strip of numbered cells, the current one lit."""
        s = self.scale
        stage = st.step.stage
        size = max(14, int(14 * s))
        gap = int(4 * s)
        cell = (w - 3 * gap) // 4
        h = theme.font(size, "bold").get_linesize() + int(6 * s)
        numbered = all(theme.font(size, "black").size(f"{i + 1} {n}")[0] <= cell - 6
                       for i, n in enumerate(STAGES))
        for i, name in enumerate(STAGES):
            box = pygame.Rect(x + i * (cell + gap), y, cell, h)
            lit = name == stage
            pygame.draw.rect(surface, theme.ACCENT_DARK if lit else theme.PANEL_LIGHT, box,
                             border_radius=5)
            if lit:
                pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=5)
            words = f"{i + 1} {name}" if numbered else name
            label = theme.render(words, size, theme.TEXT if lit else theme.FAINT,
                                 "black" if lit else "bold")
            surface.blit(label, label.get_rect(center=box.center))
        return y + h + int(6 * s)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, st: DaemonDiceState,
                 log: Sequence[tuple[str, int | None]], scroll: int = 0) -> None:
        """The newest entries at the bottom, each a seat shape and up to two short lines."""
        s = self.scale
        if rect.height < int(40 * s):
            return
        pygame.draw.rect(surface, (22, 17, 30), rect, border_radius=8)
        pygame.draw.rect(surface, theme.EDGE, rect, 1, border_radius=8)
        head = theme.render("Battle log", max(14, int(14 * s)), theme.ACCENT, "black")
        surface.blit(head, (rect.x + 8, rect.y + 4))
        size = max(14, int(14 * s))
        sym = int(12 * s)
        inner = pygame.Rect(rect.x + 8, rect.y + 8 + head.get_height(),
                            rect.width - 16, rect.height - 12 - head.get_height())
        text_w = inner.width - sym - int(6 * s)
        entries = list(log)[: len(log) - scroll if scroll else None][-60:]
        blocks: list[tuple[int | None, list[pygame.Surface]]] = []
        used = 0
        for text, seat in reversed(entries):
            seat = seat if seat is not None else seat_of_entry(st, text)
            lines = rich_lines(short_entry(st, text, seat), size, text_w, max_lines=LOG_LINES)
            need = sum(line.get_height() for line in lines) + int(3 * s)
            if used + need > inner.height:
                break
            blocks.append((seat, lines))
            used += need
        y = inner.bottom - used
        for seat, lines in reversed(blocks):
            if seat is not None and 0 <= seat < st.num_seats:
                draw_seat_symbol(surface, seat, (inner.x + sym // 2, y + lines[0].get_height()
                                                 // 2), sym, daemon_colour(st.daemons[seat]))
            for line in lines:
                surface.blit(line, (inner.x + sym + int(6 * s), y))
                y += line.get_height()
            y += int(3 * s)


def short_entry(st: DaemonDiceState, text: str, seat: int | None) -> str:
    """A log line without its leading daemon name when the seat shape already says it."""
    if seat is None:
        seat = seat_of_entry(st, text)
    if seat is not None and 0 <= seat < st.num_seats:
        name = st.seat_name(seat)
        if text.startswith(name + " "):
            rest = text[len(name) + 1:]
            return rest[:1].upper() + rest[1:]
    return text


def seat_of_entry(st: DaemonDiceState, text: str) -> int | None:
    """The daemon a log line starts with (dice rolls are logged without a seat)."""
    for seat in range(st.num_seats):
        if text.startswith(st.seat_name(seat) + " "):
            return seat
    return None


__all__ = ["PhasePanel", "STAGES", "rich_lines", "short_entry"]
