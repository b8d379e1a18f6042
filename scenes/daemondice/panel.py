"""The battle board's side panel: the step banner, the attacks in play, a preview, the log.

The banner answers three questions at every step: which step of the turn this is (a strip of
the four stages with the current one lit), what can be done now (the engine's prompt plus how
to do it with the mouse) and what the Done / Confirm button will do. The log scrolls with the
mouse wheel and shows a scrollbar, as the 66d6 panel does; it is rendered once per change
because wrapping a long log every frame costs the frame rate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.daemondice import attack_views, defence_preview, prompt
from scenes import theme
from scenes.daemondice import texts

if TYPE_CHECKING:
    from scenes.daemondice.board import DaemonDiceBoard

Colour = tuple[int, int, int]
STAGES = ("Roll", "Recover", "Defend", "Attack")


class BattlePanel:
    def __init__(self, board: DaemonDiceBoard) -> None:
        self.board = board
        self.log_scroll = 0  # wrapped lines scrolled up from the newest
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.max_scroll = 0
        self._log_key: tuple = ()
        self._log_surface: pygame.Surface | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.board.mouse):
            self.scroll(event.y)
            return True
        return False

    def scroll(self, lines: int) -> None:
        """Positive: towards older lines."""
        self.log_scroll = max(0, min(self.max_scroll, self.log_scroll + lines))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        st = board.state
        s = board.ctx.scale
        rect = board.layout.panel
        theme.panel(surface, rect)
        pad = int(12 * s)
        x, y, w = rect.x + pad, rect.y + pad, rect.width - 2 * pad
        bottom = board.done_button.rect.top - pad if board.done_button else rect.bottom - pad
        y = self._stages(surface, x, y, w, s)
        y = para(surface, st.step.title, x, y, w, int(22 * s), theme.GOLD, "black")
        y += int(2 * s)
        y = para(surface, prompt(st), x, y, w, int(15 * s), theme.TEXT)
        human = board.human_to_move()
        if human:
            held = board.gestures.held
            name = None
            if held is not None:
                ds = board.statuses()[held[0]][held[1]]
                name = ds.name if ds.face in (None, ds.part) else f"The {ds.face} of {ds.name}"
            y = para(surface, texts.how_to(st, name), x, y + int(3 * s), w, int(14 * s),
                     theme.HINT)
            y = para(surface, texts.confirm_text(st, board.choices().done), x, y + int(3 * s),
                     w, int(14 * s), theme.ACCENT)
        # what is in play, then the preview, then the log gets what is left (at least 5 lines)
        lines: list[tuple[str, Colour]] = []
        if st.foe is not None and st.incoming:
            lines += [(f"A{i + 1} {line}", theme.MUTED)
                      for i, line in enumerate(defence_preview(st))]
        for view in attack_views(st, incoming=False):
            need = f"needs {view.need} defence {'die' if view.need == 1 else 'dice'}"
            mark = "> " if board.aim == ("attack", st.turn, view.index) else ""
            lines.append((f"{mark}A{view.index + 1} {view.label} ({view.reach}): {need}",
                          theme.TEXT))
        small = max(12, int(14 * s))
        line_h = theme.font(small).get_linesize()
        hint = board.preview_text()
        reserve = (6 * line_h + int(30 * s)) + (3 * line_h if hint else 0)
        y += int(6 * s)
        shown = 0
        for line, colour in lines:
            need = len(theme.wrap(line, theme.font(small), w)) * line_h
            if y + need > bottom - reserve:
                break
            y = para(surface, line, x, y, w, small, colour)
            shown += 1
        if shown < len(lines):
            y = para(surface, f"... and {len(lines) - shown} more (hover the dice)", x, y, w,
                     small, theme.FAINT)
        if hint:
            y += int(4 * s)
            colour = theme.BAD if hint.startswith("Not ") or board.why_not_text() else theme.HINT
            y = para(surface, hint, x, y, w, int(14 * s), colour)
        self.log_rect = pygame.Rect(x, y + int(6 * s), w, bottom - y - int(6 * s))
        self._draw_log(surface)

    def _stages(self, surface: pygame.Surface, x: int, y: int, w: int, s: float) -> int:
        """The four stages of a turn as a strip, the current one lit."""
        stage = self.board.state.step.stage
        size = max(12, int(14 * s))
        gap = int(4 * s)
        cell = (w - 3 * gap) // 4
        h = theme.font(size, "bold").get_linesize() + int(4 * s)
        for i, name in enumerate(STAGES):
            box = pygame.Rect(x + i * (cell + gap), y, cell, h)
            lit = name == stage
            pygame.draw.rect(surface, theme.ACCENT_DARK if lit else theme.PANEL_LIGHT, box,
                             border_radius=5)
            if lit:
                pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=5)
            label = theme.render(f"{i + 1} {name}", size, theme.TEXT if lit else theme.FAINT,
                                 "bold")
            surface.blit(label, label.get_rect(center=box.center))
        return y + h + int(6 * s)

    def _draw_log(self, surface: pygame.Surface) -> None:
        rect = self.log_rect
        s = self.board.ctx.scale
        if rect.height < int(40 * s):
            return
        log = self.board.match.log
        key = (self.board.match.version, len(log), self.log_scroll, rect.size, s)
        if key != self._log_key or self._log_surface is None:
            self._log_key = key
            self._log_surface = self._render_log(rect.size)
        surface.blit(self._log_surface, rect.topleft)

    def _render_log(self, size: tuple[int, int]) -> pygame.Surface:
        s = self.board.ctx.scale
        out = pygame.Surface(size, pygame.SRCALPHA)
        rect = out.get_rect()
        pygame.draw.rect(out, (22, 17, 30), rect, border_radius=8)
        pygame.draw.rect(out, theme.EDGE, rect, 1, border_radius=8)
        header = theme.render("Battle log", max(12, int(14 * s)), theme.ACCENT, "black")
        out.blit(header, (8, 4))
        fnt = theme.font(max(12, int(14 * s)))
        line_h = fnt.get_linesize()
        bar_w = max(4, int(6 * s))
        inner = pygame.Rect(8, 6 + header.get_height(), rect.width - 20 - bar_w,
                            rect.height - 10 - header.get_height())
        wrapped: list[str] = []
        for entry in self.board.match.log[-300:]:
            wrapped += theme.wrap(entry.text, fnt, inner.width)
        visible = max(1, inner.height // line_h)
        self.max_scroll = max(0, len(wrapped) - visible)
        self.log_scroll = min(self.log_scroll, self.max_scroll)
        end = len(wrapped) - self.log_scroll
        for i, line in enumerate(wrapped[max(0, end - visible):end]):
            out.blit(fnt.render(line, True, theme.MUTED), (inner.x, inner.y + i * line_h))
        if self.max_scroll:
            hint = theme.render("wheel: older" if not self.log_scroll else
                                f"{self.log_scroll} newer below", max(12, int(12 * s)), theme.FAINT)
            out.blit(hint, hint.get_rect(topright=(rect.right - bar_w - 12, 5)))
            track = pygame.Rect(rect.right - bar_w - 5, inner.y, bar_w, inner.height)
            pygame.draw.rect(out, theme.PANEL_LIGHT, track, border_radius=bar_w // 2)
            total = len(wrapped)
            thumb_h = max(int(16 * s), track.height * visible // total)
            top = track.y + (track.height - thumb_h) * (self.max_scroll - self.log_scroll) \
                // self.max_scroll
            pygame.draw.rect(out, theme.EDGE, (track.x, top, bar_w, thumb_h),
                             border_radius=bar_w // 2)
        return out


def para(surface: pygame.Surface, words: str, x: int, y: int, w: int, size: int,
         colour: Colour, weight: str = "regular") -> int:
    """Wrapped text from (x, y); returns the y below it."""
    from scenes.daemondice.drawing import text

    fnt = theme.font(size, weight)
    for line in theme.wrap(words, fnt, w):
        surface.blit(text(line, size, colour, weight), (x, y))
        y += fnt.get_linesize()
    return y


__all__ = ["BattlePanel", "STAGES", "para"]
