"""Small mouse-driven widgets shared by every screen: buttons, choices, toggles, sliders."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

import game.cues as cues
import scenes.layout_log as layout_log
import scenes.theme as theme


class Widget:
    tooltip: str = ""
    disabled_reason: str = ""
    """Shown on hover instead of ``tooltip`` while the widget is disabled: why it is greyed."""

    def hover_text(self) -> str:
        if not self.enabled and self.disabled_reason:
            return self.disabled_reason
        return self.tooltip

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.hovered = False
        self.enabled = True
        self.visible = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.enabled
            and self.rect.collidepoint(event.pos)
        ):
            self.clicked(event.pos)
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos) and self.enabled
        return False

    def clicked(self, pos: tuple[int, int]) -> None:
        """Left click released over the widget."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Button(Widget):
    def __init__(
        self,
        rect: pygame.Rect,
        text: str,
        on_click: Callable[[], Any],
        *,
        primary: bool = False,
        tooltip: str = "",
        font_size: int = 22,
        danger: bool = False,
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.on_click = on_click
        self.primary = primary
        self.danger = danger
        self.tooltip = tooltip
        self.font_size = font_size
        self.row: tuple[Button, ...] = ()
        """The buttons that share one text size with this one (``even_row``)."""

    def label_size(self) -> int:
        """The size this button's label comes out at in its box, the text size included."""
        return theme.fit_box(self.text, self.rect.width - 8, self.rect.height - 4,
                             self.font_size, "bold", max_lines=1).size

    def shown_size(self) -> int:
        """The size the label is drawn at: its own, or its row's shared one."""
        return min(button.label_size() for button in self.row) if self.row \
            else self.label_size()

    def clicked(self, pos: tuple[int, int]) -> None:
        cues.player.play("tick")  # no caption: the press itself is what it says
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            fill, edge, ink = theme.PANEL, theme.FAINT, theme.FAINT
        elif self.primary:
            fill = theme.ACCENT if self.hovered else (214, 118, 44)
            edge, ink = theme.GOLD, (30, 14, 8)
        elif self.danger:
            fill = (120, 36, 40) if self.hovered else (88, 30, 36)
            edge, ink = theme.BAD, theme.TEXT
        else:
            fill = theme.PANEL_LIGHT if self.hovered else theme.PANEL
            edge, ink = (theme.GOLD if self.hovered else theme.EDGE), theme.TEXT
        radius = min(12, self.rect.height // 2)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=radius)
        theme.label(surface, self.rect.inflate(-8, -4), self.text, self.shown_size(), ink,
                    "bold", grow=False)
        layout_log.place(f"button {self.text!r}", self.rect)


def even_row(buttons: Sequence[Button]) -> None:
    """Give a row of buttons one text size: the largest every label fits at. Why: each label
    grows on its own with the player's text size, so a short word ("Log") would come out
    larger than its neighbours and the row would look broken."""
    row = tuple(buttons)
    for button in row:
        button.row = row


class Choice(Widget):
    """A labelled value that cycles through options with ◀ ▶ arrows (or a click on the value)."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], Any] | None = None,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.tooltip = tooltip

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        right = pygame.Rect(self.rect.right - h, self.rect.y, h, h)
        value_w = int(self.rect.width * 0.48)
        left = pygame.Rect(self.rect.right - value_w, self.rect.y, h, h)
        return left, right

    def clicked(self, pos: tuple[int, int]) -> None:
        left, _ = self._arrows()
        step = -1 if left.collidepoint(pos) else 1
        self.index = (self.index + step) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.height
        size = max(14, int(h * 0.45))
        left, right = self._arrows()
        theme.label(surface, pygame.Rect(self.rect.x + 4, self.rect.y, left.left - self.rect.x - 12,
                                         h), self.label, size,
                    theme.TEXT if self.enabled else theme.FAINT, align="left")
        box = pygame.Rect(left.left, self.rect.y, right.right - left.left, h)
        fill = theme.PANEL_LIGHT if self.hovered else theme.PANEL
        pygame.draw.rect(surface, fill, box, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.EDGE, box, 2, 8)
        for rect, glyph in ((left, "<"), (right, ">")):
            arrow = theme.render(glyph, size, theme.ACCENT, "black")
            surface.blit(arrow, arrow.get_rect(center=rect.center))
        self.draw_value(surface, left, right, size)
        layout_log.place(f"choice {self.label!r}", self.rect)


    def draw_value(self, surface: pygame.Surface, left: pygame.Rect, right: pygame.Rect,
                   size: int) -> None:
        """The chosen value between the arrows: shrunk, then cut, never over them."""
        glyph = theme.font(size, "black").size("<")[0] // 2 + 6
        value = pygame.Rect(left.centerx + glyph, left.y,
                            right.centerx - left.centerx - 2 * glyph, left.height)
        theme.label(surface, value, self.options[self.index][1], size, theme.GOLD, "bold")


class Toggle(Widget):
    def __init__(self, rect: pygame.Rect, label: str, value: bool,
                 on_change: Callable[[bool], Any] | None = None, tooltip: str = "") -> None:
        super().__init__(rect)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.tooltip = tooltip

    def clicked(self, pos: tuple[int, int]) -> None:
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.height
        size = max(14, int(h * 0.45))
        track = pygame.Rect(0, 0, int(h * 1.8), int(h * 0.62))
        track.midright = (self.rect.right - 4, self.rect.centery)
        _side_label(surface, self.rect, track.left - int(h * 1.4), self.label, size)
        colour = theme.ACCENT if self.value else theme.PANEL_LIGHT
        pygame.draw.rect(surface, colour, track, border_radius=track.height // 2)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.EDGE, track, 2,
                         track.height // 2)
        knob_x = track.right - track.height // 2 if self.value else track.left + track.height // 2
        pygame.draw.circle(surface, theme.TEXT, (knob_x, track.centery), track.height // 2 - 3)
        state = theme.render("On" if self.value else "Off", max(14, size - 4), theme.MUTED)
        surface.blit(state, state.get_rect(midright=(track.left - 8, track.centery)))


def _side_label(surface: pygame.Surface, rect: pygame.Rect, right: int, words: str,
                size: int) -> None:
    """A toggle's or slider's name, left of its state (kept off it: shrunk, then cut)."""
    theme.label(surface, pygame.Rect(rect.x + 4, rect.y, right - rect.x - 4, rect.height), words,
                size, theme.TEXT, align="left")


class Slider(Widget):
    """A 0..1 value set by clicking or dragging along a track."""

    def __init__(self, rect: pygame.Rect, label: str, value: float,
                 on_change: Callable[[float], Any] | None = None) -> None:
        super().__init__(rect)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.dragging = False

    def _track(self) -> pygame.Rect:
        w = int(self.rect.width * 0.48)
        return pygame.Rect(self.rect.right - w, self.rect.centery - 4, w - 8, 8)

    def _set_from(self, x: int) -> None:
        track = self._track()
        self.value = max(0.0, min(1.0, (x - track.left) / max(1, track.width)))
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._track().inflate(0, self.rect.height).collidepoint(event.pos):
                self.dragging = True
                self._set_from(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._set_from(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.height
        size = max(14, int(h * 0.45))
        track = self._track()
        _side_label(surface, self.rect, track.left - int(h * 1.6), self.label, size)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=4)
        filled = track.copy()
        filled.width = int(track.width * self.value)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        knob = (track.left + filled.width, track.centery)
        pygame.draw.circle(surface, theme.GOLD if self.hovered else theme.TEXT, knob, 9)
        pct = theme.render(f"{round(self.value * 100)}%", max(12, size - 4), theme.MUTED)
        surface.blit(pct, pct.get_rect(midright=(track.left - 12, track.centery)))


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int],
                 width: int = 320) -> None:
    """A wrapped tooltip box near ``pos`` that stays inside the window."""
    if not text:
        return
    fnt = theme.font(16)
    lines = theme.wrap(text, fnt, width - 20)
    line_h = fnt.get_linesize()
    box_w = min(width, max(fnt.size(line)[0] for line in lines) + 20)
    box = pygame.Rect(0, 0, box_w, line_h * len(lines) + 14)
    box.topleft = (pos[0] + 16, pos[1] + 18)
    sw, sh = surface.get_size()
    if box.right > sw - 4:
        box.right = pos[0] - 8
    if box.bottom > sh - 4:
        box.bottom = pos[1] - 8
    box.clamp_ip(surface.get_rect())
    theme.panel(surface, box, colour=(24, 18, 32), edge=theme.GOLD, radius=8, alpha=245)
    surface.blit(theme.render_font(fnt, "\n".join(lines), theme.TEXT), (box.x + 10, box.y + 7))
    layout_log.place("tooltip", box, "float")
    _tooltip_drawn[0] = True


_tooltip_drawn = [False]


def tooltip_shown() -> bool:
    """Whether a tooltip was drawn so far in this frame."""
    return _tooltip_drawn[0]


def mark_tooltip_shown() -> None:
    """A kept picture with a tooltip in it was blitted again: no cut text's hover over it."""
    _tooltip_drawn[0] = True


def draw_cut_hover(surface: pygame.Surface, pos: tuple[int, int]) -> None:
    """The whole text of a cut text box under the mouse, unless a tooltip already shows (the
    app calls this after the frame's screens)."""
    if not _tooltip_drawn[0]:
        draw_tooltip(surface, theme.cut_under(pos), pos)
    _tooltip_drawn[0] = False


class WidgetGroup:
    """A list of widgets with shared event dispatch, drawing and hover tooltip."""

    def __init__(self) -> None:
        self.items: list[Widget] = []
        self.mouse = (-1, -1)

    def add(self, widget: Widget) -> Widget:
        self.items.append(widget)
        return widget

    def clear(self) -> None:
        self.items.clear()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        used = False
        for widget in list(self.items):
            if widget.visible and widget.handle_event(event):
                used = True
                if event.type != pygame.MOUSEMOTION:
                    break
        return used

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.items:
            if widget.visible:
                widget.draw(surface)

    def picture_key(self) -> tuple:
        """What the widgets' picture (and their tooltip) depends on."""
        return tuple((tuple(widget.rect), widget.visible, widget.hovered, widget.enabled,
                      getattr(widget, "text", None), widget.hover_text())
                     for widget in self.items) + (self.mouse,)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        for widget in self.items:
            text = widget.hover_text() if widget.visible and widget.hovered else ""
            if text:
                draw_tooltip(surface, text, self.mouse)
                return
