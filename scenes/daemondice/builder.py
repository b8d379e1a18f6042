"""The daemon builder: pick a body part and a breed for every die, name the daemon, keep it.

The builder works at the size chosen at set-up (every daemon in a battle has the same number of
dice). A daemon is edited as a list of (part or None, breed) pairs so a blank daemon can be
filled in die by die; the panel on the right judges it live with the engine's own breed rules
(``engine.daemondice.breeds``), as if the missing parts were all different, and Save stays off
until the engine accepts the daemon, with its reason shown in words.

Picking is quick on purpose: the chosen breed is a brush, and picking a part fills the chosen
die with that part in that breed and moves on to the next die, so thirteen clicks make a
purebred.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

import pygame

import scenes.daemondice.icons as icons
import scenes.theme as theme
from engine.daemondice.breeds import (
    BREEDS,
    MAX_NAME,
    Daemon,
    check_daemon,
    is_exact_half,
    primary_breed,
)
from engine.daemondice.roster import READY_BY_NAME, READY_DAEMONS, resize
from engine.daemondice.tables import PARTS
from game.daemons import DaemonStore, DaemonStoreError
from scenes.base import WidgetScene
from scenes.daemondice.builder_draw import describe, draw_info, draw_part, draw_status, hovered_part
from scenes.daemondice.builder_parts import (
    BREED_WORDS,
    DieSlot,
    Picker,
    PickerOption,
    SwatchButton,
    analysable,
    breed_chip,
    breeds_of,
    class_title,
    die_tile,
    fitted,
)
from scenes.form_fields import TextField
from scenes.widgets import Button

Die = tuple[str | None, str]
BLANK = "blank"
NAME_HELP = "Click and type your daemon's name (Enter when done)."
START_HELP = ("Start from a blank daemon, a ready-made one or one of yours: its dice replace "
              "the ones shown (the name you typed stays).")


class DaemonBuilder(WidgetScene):
    """Build or edit one daemon of ``size`` dice; ``on_saved`` gets the daemon as stored.

    ``editing`` is one of the player's saved daemons (saving replaces it, and it can be
    deleted); ``template`` is a ready-made daemon to start from (saving makes a new one).
    """

    def __init__(self, ctx, size: int, store: DaemonStore, *, editing: Daemon | None = None,
                 template: Daemon | None = None,
                 on_saved: Callable[[Daemon], Any] | None = None,
                 on_deleted: Callable[[str], Any] | None = None) -> None:
        self.size = size
        self.store = store
        self.editing = editing
        self.on_saved = on_saved
        self.on_deleted = on_deleted
        self.name = editing.name if editing else ""
        self.declared: str | None = None
        self.dice: list[Die] = []
        self.selected = 0
        self.brush = next(iter(BREEDS))
        self.note = ""
        self.message = ""
        self.confirm_delete = False
        self.start_from = f"mine:{editing.name}" if editing else (
            f"ready:{template.name}" if template else BLANK)
        self._load(editing or template)
        self.name_field: TextField | None = None
        self.save_button: Button | None = None
        self.part_buttons: list[SwatchButton] = []
        self._has_declare = False
        super().__init__(ctx)

    # ------------------------------------------------------------------ the daemon
    def _load(self, daemon: Daemon | None) -> None:
        """Take ``daemon``'s dice (at this battle's size), or a blank daemon."""
        if daemon is None:
            self.dice = [(None, self.brush)] * self.size
            self.declared = None
            self.note = ""
        else:
            fitted_daemon = resize(daemon, self.size)
            self.dice = list(fitted_daemon.dice)
            self.declared = daemon.declared
            self.brush = self.dice[0][1]
            self.note = "" if daemon.size == self.size else (
                f"{daemon.name} was built with {daemon.size} dice; here it is "
                f"{'cut down' if daemon.size > self.size else 'repeated'} to {self.size}, the "
                "size of this battle.")
        self.selected = 0

    def daemon(self) -> Daemon | None:
        """The daemon as it stands, or None while a die still has no body part."""
        if any(part is None for part, _ in self.dice):
            return None
        dice = tuple((str(part), breed) for part, breed in self.dice)
        draft = Daemon(self.name.strip(), dice)
        return Daemon(draft.name, dice, self.declared if is_exact_half(draft) else None)

    def preview(self) -> Daemon:
        """What the breed rules make of the dice chosen so far."""
        draft = analysable(self.name, self.dice)
        return Daemon(draft.name, draft.dice, self.declared if is_exact_half(draft) else None)

    def problem(self) -> str | None:
        """Why the daemon cannot be saved yet, in the engine's and the store's words."""
        missing = [i + 1 for i, (part, _) in enumerate(self.dice) if part is None]
        if missing:
            left = len(missing)
            return (f"Pick a body part for die {missing[0]}" +
                    (f" and {left - 1} more." if left > 1 else "."))
        daemon = self.daemon()
        assert daemon is not None
        try:
            check_daemon(daemon)
        except ValueError as error:
            return str(error)
        return self.store.name_problem(daemon.name, self.editing.name if self.editing else None)

    # ------------------------------------------------------------------ picking
    def select(self, index: int) -> None:
        self.selected = index
        self.brush = self.dice[index][1]
        self.confirm_delete = False

    def pick_part(self, part: str) -> None:
        self.dice[self.selected] = (part, self.brush)
        self.selected = (self.selected + 1) % self.size
        self._changed()

    def pick_breed(self, breed: str) -> None:
        self.brush = breed
        part, _ = self.dice[self.selected]
        self.dice[self.selected] = (part, breed)
        self._changed()

    def paint_all(self) -> None:
        self.dice = [(part, self.brush) for part, _ in self.dice]
        self._changed()

    def set_declared(self, breed: str) -> None:
        self.declared = breed
        self._changed()

    def set_name(self, text: str) -> None:
        self.name = text
        self._changed()

    def start_with(self, value: str) -> None:
        self.start_from = value
        kind, _, name = value.partition(":")
        source = READY_BY_NAME.get(name) if kind == "ready" else (
            self.store.find(name) if kind == "mine" else None)
        self._load(source)
        self._changed()
        self.layout()  # the declare picker may come or go

    def _changed(self) -> None:
        self.message = ""
        self.confirm_delete = False
        if self.save_button is not None:
            self.save_button.enabled = self.problem() is None
        if self.declared_picker_needed() != self._has_declare:
            self.layout()

    def declared_picker_needed(self) -> bool:
        """Only a finished daemon that is exactly half and half declares a breed."""
        daemon = self.daemon()
        return daemon is not None and is_exact_half(daemon)

    # ------------------------------------------------------------------ leaving
    def save(self) -> None:
        daemon = self.daemon()
        problem = self.problem()
        if daemon is None or problem:
            self.message = problem or "The daemon is not finished."
            return
        try:
            stored = self.store.save(daemon, self.editing.name if self.editing else None)
        except DaemonStoreError as error:
            self.message = str(error)
            return
        self.ctx.toast(f"{stored.name} is saved with your daemons.")
        if self.on_saved is not None:
            self.on_saved(stored)
        self.manager.pop()

    def delete(self) -> None:
        if self.editing is None:
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            self.layout()
            return
        try:
            self.store.delete(self.editing.name)
        except DaemonStoreError as error:
            self.message = str(error)
            return
        self.ctx.toast(f"{self.editing.name} is gone from your daemons.")
        if self.on_deleted is not None:
            self.on_deleted(self.editing.name)
        self.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.name_field:
            self.name_field.focus(self.name_field.rect.collidepoint(event.pos))
        return super().handle_event(event)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.ui.clear()
        w, h = self.ctx.size
        s = self.ctx.scale
        self.s = s
        margin = int(24 * s)
        total = min(w - 2 * margin, int(1240 * s))
        x0 = (w - total) // 2
        gap = int(20 * s)
        right_w = int(total * 0.35)
        left_w = total - right_w - gap
        self.head = max(11, int(15 * s))
        self.heads: list[tuple[int, int, str]] = []
        y = self._layout_top(x0, int(80 * s), left_w)
        y = self._layout_grid(x0, y, left_w)
        y = self._layout_breeds(x0, y, left_w)
        y = self._layout_parts(x0, y, left_w)
        self.part_rect = pygame.Rect(x0, y, left_w, h - margin - y)
        self._layout_right(pygame.Rect(x0 + left_w + gap, int(80 * s), right_w,
                                       h - margin - int(80 * s)))
        self._changed_buttons()

    def _heading(self, x: int, y: int, text: str) -> int:
        """Register a small capital heading; returns the y below it."""
        self.heads.append((x, y, text))
        return y + int(self.head * 1.45)

    def _layout_top(self, x: int, y: int, width: int) -> int:
        s = self.s
        gap = int(14 * s)
        name_w = int(width * 0.46)
        row = int(40 * s)
        self._heading(x, y, "Name")
        top = self._heading(x + name_w + gap, y, "Start from")
        self.name_field = TextField(pygame.Rect(x, top, name_w, row), self.name,
                                    "Name your daemon", self.set_name, MAX_NAME,
                                    tooltip=NAME_HELP)
        self.ui.add(self.name_field)
        options = [PickerOption(BLANK, "Blank daemon", "every die empty")]
        options += [PickerOption(f"ready:{d.name}", d.name, "ready-made · " + class_title(d),
                                 breeds_of(d)) for d in READY_DAEMONS]
        options += [PickerOption(f"mine:{d.name}", d.name, "yours · " + class_title(d),
                                 breeds_of(d)) for d in self.store.daemons]
        self.ui.add(Picker(pygame.Rect(x + name_w + gap, top, width - name_w - gap, row),
                           options, self.start_from, self.start_with, tooltip=START_HELP))
        return top + row + int(14 * s)

    def _layout_grid(self, x: int, y: int, width: int) -> int:
        s = self.s
        top = self._heading(x, y, f"The {self.size} dice · click one to change it")
        rows = math.ceil(self.size / 13)
        cols = math.ceil(self.size / rows)
        sgap = max(6, int(10 * s))
        side = min(int(64 * s), (width - (cols - 1) * sgap) // cols)
        label_h = max(10, side // 4) + 6
        left = x + (width - cols * side - (cols - 1) * sgap) // 2
        for i in range(self.size):
            r, c = divmod(i, cols)
            rect = pygame.Rect(left + c * (side + sgap), top + 4 + r * (side + label_h + sgap),
                               side, side)
            self.ui.add(DieSlot(rect, i, lambda k: self.dice[k], lambda k: k == self.selected,
                                self.select))
        return top + 4 + rows * (side + label_h + sgap) + int(4 * s)

    def _layout_breeds(self, x: int, y: int, width: int) -> int:
        s = self.s
        top = self._heading(x, y, "Breed of the chosen die")
        row = int(40 * s)
        gap = int(10 * s)
        bw = int((width - 3 * gap) * 0.22)
        for i, breed in enumerate(BREEDS):
            self.ui.add(SwatchButton(
                pygame.Rect(x + i * (bw + gap), top, bw, row), breed, breed, self.pick_breed,
                lambda b: b == self.brush, functools.partial(breed_chip, breed),
                tooltip=f"{breed}: {BREED_WORDS[breed]}. Colours the chosen die and every "
                        "die you pick a part for next."))
        bx = x + 3 * (bw + gap)
        self.paint_button = Button(pygame.Rect(bx, top, x + width - bx, row),
                                   f"Make every die {self.brush}", self.paint_all,
                                   font_size=max(12, int(17 * s)),
                                   tooltip="One click to a purebred: all dice take this breed.")
        self.ui.add(self.paint_button)
        return top + row + int(12 * s)

    def _part_tile(self, part: str, size: int) -> pygame.Surface:
        """A part's button picture in the breed now chosen (the brush changes while shown)."""
        return die_tile(part, self.brush, size)

    def _layout_parts(self, x: int, y: int, width: int) -> int:
        s = self.s
        top = self._heading(x, y, "Body part of the chosen die · moves on to the next die")
        cols = 7
        gap = int(8 * s)
        bw = (width - (cols - 1) * gap) // cols
        row = int(38 * s)
        self.part_buttons = []
        for i, part in enumerate(PARTS):
            r, c = divmod(i, cols)
            button = SwatchButton(
                pygame.Rect(x + c * (bw + gap), top + r * (row + gap), bw, row), part, part,
                self.pick_part, lambda p: p == self.dice[self.selected][0],
                functools.partial(self._part_tile, part), tooltip=icons.tip(part))
            self.part_buttons.append(button)
            self.ui.add(button)
        return top + 2 * row + gap + int(12 * s)

    def _layout_right(self, rect: pygame.Rect) -> None:
        s = self.s
        bh = int(46 * s)
        gap = int(10 * s)
        buttons = pygame.Rect(rect.x, rect.bottom - bh, rect.width, bh)
        self.status_rect = pygame.Rect(rect.x, buttons.y - int(48 * s), rect.width, int(42 * s))
        self.info_rect = pygame.Rect(rect.x, rect.y, rect.width,
                                     self.status_rect.y - rect.y - int(6 * s))
        self._has_declare = self.declared_picker_needed()
        if self._has_declare:
            breeds = sorted({b for _, b in self.dice}, key=list(BREEDS).index)
            pr = pygame.Rect(rect.x + int(14 * s), self.info_rect.bottom - int(50 * s),
                             rect.width - int(28 * s), int(36 * s))
            self.ui.add(Picker(pr, [PickerOption(b, f"Fights as {b}", breeds=(b,))
                                    for b in breeds], primary_breed(self.preview()),
                               self.set_declared, tooltip="An exact half-and-half daemon "
                               "chooses which of its two breeds it counts as."))
        labels = [("Cancel", self.back, False, False)]
        if self.editing is not None:
            text = "Really delete?" if self.confirm_delete else "Delete"
            labels.append((text, self.delete, False, True))
        labels.append(("Save daemon", self.save, True, False))
        width = (rect.width - gap * (len(labels) - 1)) // len(labels)
        for i, (text, action, primary, danger) in enumerate(labels):
            button = Button(pygame.Rect(rect.x + i * (width + gap), buttons.y, width, bh), text,
                            action, primary=primary, danger=danger,
                            font_size=max(13, int(20 * s)))
            self.ui.add(button)
            if primary:
                self.save_button = button

    def _changed_buttons(self) -> None:
        if self.save_button is not None:
            self.save_button.enabled = self.problem() is None
            self.save_button.tooltip = self.problem() or "Keep this daemon with your own."

    # ------------------------------------------------------------------ drawing
    def update(self, dt: float) -> None:
        self.paint_button.text = f"Make every die {self.brush}"
        self._changed_buttons()

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, _ = surface.get_size()
        s = self.s
        words = f"Editing {self.editing.name}" if self.editing else "Build a daemon"
        title = fitted(words, int(44 * s), w - int(40 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(center=(w // 2, int(38 * s))))
        for x, y, text in self.heads:
            label = theme.render(text.upper(), self.head, theme.ACCENT, "black")
            surface.blit(label, (x, y))
        draw_info(self, surface)
        draw_status(self, surface)
        draw_part(self, surface)


__all__ = ["BLANK", "DaemonBuilder", "describe", "hovered_part"]
