"""How the sketch pad looks: its layout, its controls and its frame.

``PadView`` is the drawing half of ``SketchPad`` (``scenes.sketch.pad`` holds the state, the
actions and the input). Everything still (background, panels, headings, controls) is painted
into one cached image that is repainted only when a control's look changes, and the paper is
an opaque image with the finished strokes inked in; a frame is then two blits, the open end of
the stroke being drawn, the labels and the name field.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import pygame

import scenes.layout_log as layout_log
import scenes.theme as theme
from engine.sketchdata import CANVAS, PALETTE
from scenes.form_fields import TextField
from scenes.sketch.controls import Chip, PadButton, Swatch, WidthButton
from scenes.sketch.editing import NAME_LIMIT, PadDie, SketchEdit
from scenes.sketch.labels import KIND_COLOURS, Label, draw_labels, label_text, layout_labels
from scenes.sketch.render import LiveCard, to_screen
from scenes.widgets import draw_tooltip

WIDTHS = ((3, "Fine"), (7, "Medium"), (14, "Bold"))
ERASER_RADIUS = 16
UNDER_MARGIN = 4
"""Pixels around a control that its drawing may reach (a chosen chip's ring, a pressed
button one pixel lower)."""
"""Canvas units rubbed out around the eraser."""
URGENT_SECONDS = 15
"""The sketching clock turns red when this little time is left."""

Control = TypeVar("Control", bound=PadButton)


class PadView:
    """Layout and drawing of the pad; the attributes and the actions declared below are kept
    and defined by ``SketchPad``."""

    dice: list[PadDie]
    part_types: list[str]
    edit: SketchEdit
    title: str
    tool: str
    pending_anchor: tuple[int, int] | None
    pending_type: str | None
    pending_die: Any
    selected_part: int | None
    mouse: tuple[int, int]
    picker: Any
    trait_tags: tuple[str, ...]
    deadline: Any
    """``seconds_left()`` of the sketching clock, or None when there is no time limit."""
    lesson: Callable[[Any], str] | None
    message: str
    message_bad: bool
    message_time: float
    """Seconds the hint line still shows ``message`` (in red when ``message_bad``)."""

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        s = max(0.7, min(rect.width / 1280, rect.height / 720, 2.0))
        self.s = s
        m = int(16 * s)
        top = int(48 * s)
        side = min(rect.height - top - m, rect.width - int(600 * s))
        self.canvas = pygame.Rect(rect.x + int(214 * s), rect.y + top, side, side)
        self.left = pygame.Rect(rect.x + m, rect.y + top, self.canvas.x - rect.x - 2 * m, side)
        self.right = pygame.Rect(self.canvas.right + m, rect.y + top,
                                 rect.right - self.canvas.right - 2 * m, side)
        self.widgets: list[PadButton] = []
        self._build_left(s)
        self._build_right(s)
        # The old size's pictures go before the new ones are painted (at 4K they are some
        # 100 MB, which would otherwise be held twice for a moment).
        for picture in ("_chrome", "_under", "card"):
            vars(self).pop(picture, None)
        self._chrome = self._paint_backdrop()
        self._under = self._under_controls(self._chrome)
        self._chrome_key: tuple | None = None
        self.card = LiveCard(self.canvas.size, self._chrome.subsurface(self.canvas))
        self.card.rebuild(self.edit.strokes)
        self._refresh()

    def _add(self, widget: Control) -> Control:
        """Keep ``widget`` among the pad's controls and hand it back as the kind it is."""
        self.widgets.append(widget)
        return widget

    # ------------------------------------------------------------------ supplied by the pad
    # The controls built here call these; ``SketchPad`` (the state and actions half) defines
    # them. They are declared here so the layout is checked against what the pad offers.
    def _refresh(self) -> None:
        """Bring every control's look in line with the pad's state."""
        raise NotImplementedError

    def pick(self, colour: str) -> None:
        """Take the pen of this palette colour."""
        raise NotImplementedError

    def set_width(self, width: int) -> None:
        """Draw with lines this wide (canvas units)."""
        raise NotImplementedError

    def set_tool(self, tool: str) -> None:
        """Switch to the pen, the eraser or placing a part."""
        raise NotImplementedError

    def undo(self) -> None:
        """Take back the last change to the drawing."""
        raise NotImplementedError

    def redo(self) -> None:
        """Bring back the change last taken back."""
        raise NotImplementedError

    def clear(self) -> None:
        """Wipe the page (undo brings it back)."""
        raise NotImplementedError

    def doodle_for_me(self) -> None:
        """Draw a creature for the monster."""
        raise NotImplementedError

    def save_to_book(self) -> None:
        """Keep the monster in the player's book."""
        raise NotImplementedError

    def open_book(self) -> None:
        """Show the monsters kept in the book to start from one."""
        raise NotImplementedError

    def choose_role(self, key: str) -> None:
        """Make a monster of this role (the chips under "Make")."""
        raise NotImplementedError

    def role_notes(self) -> list[str]:
        """What the chosen role asks of the parts, shown under the parts list."""
        raise NotImplementedError

    def set_name(self, text: str) -> None:
        """The name as typed in the name field."""
        raise NotImplementedError

    def toggle_trait(self, tag: str) -> None:
        """Tick or untick a trait the drawing shows."""
        raise NotImplementedError

    def choose_type(self, kind: str) -> None:
        """Pick (or drop) the type of the part being placed."""
        raise NotImplementedError

    def choose_die(self, die: PadDie) -> None:
        """Pick (or drop) the die of the part being placed."""
        raise NotImplementedError

    def remove_selected(self) -> None:
        """Take off the part whose label is selected."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Leave the pad without a monster."""
        raise NotImplementedError

    def done(self) -> None:
        """Hand the finished monster back."""
        raise NotImplementedError

    def _build_left(self, s: float) -> None:
        x, y = self.left.x + int(8 * s), self.left.y + int(30 * s)
        w = self.left.width - int(16 * s)
        self.section_titles = [("Pens", (self.left.x + int(8 * s), self.left.y + int(6 * s)))]
        cell = w // 4
        self.swatches: dict[str, Swatch] = {}
        for i, (name, rgb) in enumerate(PALETTE.items()):
            r = pygame.Rect(x + (i % 4) * cell, y + (i // 4) * cell, cell, cell).inflate(-4, -4)
            self.swatches[name] = self._add(Swatch(r, name, rgb, partial(self.pick, name)))
        y += cell * ((len(PALETTE) + 3) // 4) + int(8 * s)
        bw = w // 3
        self.width_buttons: dict[int, WidthButton] = {}
        for i, (width, label) in enumerate(WIDTHS):
            r = pygame.Rect(x + i * bw, y, bw - int(6 * s), int(36 * s))
            shown = max(3, int(width * self.canvas.width / CANVAS * 1.4))
            self.width_buttons[width] = self._add(
                WidthButton(r, width, shown, label, partial(self.set_width, width)))
        y += int(50 * s)
        self.section_titles.append(("Tools", (x, y)))
        y += int(24 * s)
        h = int(34 * s)
        size = max(14, int(15 * s))
        self.tool_buttons: dict[str, PadButton] = {}
        for tool, label, tip in (("pen", "Pen", "Draw with the mouse"),
                                 ("eraser", "Eraser", "Drag over strokes to rub them out"),
                                 ("part", "Place part",
                                  "Click the drawing, then pick type and die")):
            self.tool_buttons[tool] = self._add(PadButton(
                pygame.Rect(x, y, w, h), label, partial(self.set_tool, tool), size=size,
                tooltip=tip))
            y += h + int(6 * s)
        y += int(6 * s)
        half = (w - int(6 * s)) // 2
        self.undo_button = self._add(PadButton(pygame.Rect(x, y, half, h), "Undo", self.undo,
                                               size=size, tooltip="Undo (Ctrl+Z)"))
        self.redo_button = self._add(PadButton(pygame.Rect(x + w - half, y, half, h), "Redo",
                                               self.redo, size=size, tooltip="Redo (Ctrl+Y)"))
        y += h + int(6 * s)
        self.clear_button = self._add(PadButton(pygame.Rect(x, y, w, h), "Clear", self.clear,
                                                size=size, tooltip="Wipe the page (Undo brings "
                                                "it back)"))
        y += h + int(14 * s)
        self.doodle_button = self._add(PadButton(
            pygame.Rect(x, y, w, int(44 * s)), "Doodle for me", self.doodle_for_me,
            size=size, primary=True, tooltip="Draw a creature for this monster's colour, "
            "parts and traits; change it as you like"))
        y += int(56 * s)
        self.save_button = self._add(PadButton(
            pygame.Rect(x, y, w, h), "Save to book", self.save_to_book, size=size,
            tooltip="Keep this monster in your book for later games"))
        y += h + int(6 * s)
        self.book_button = self._add(PadButton(
            pygame.Rect(x, y, w, h), "From my book", self.open_book, size=size,
            tooltip="Start from a monster you kept"))

    def _build_right(self, s: float) -> None:
        x, y = self.right.x + int(8 * s), self.right.y + int(6 * s)
        w = self.right.width - int(16 * s)
        size = max(14, int(14 * s))
        self.role_chips: dict[str, Chip] = {}
        roles = getattr(self, "roles", ())
        if roles:
            self.section_titles.append(("Make", (x, y)))
            y += int(22 * s)
            rw = w // len(roles)
            for i, role in enumerate(roles):
                r = pygame.Rect(x + i * rw, y, rw - int(4 * s), int(32 * s))
                self.role_chips[role.key] = self._add(Chip(
                    r, role.label, partial(self.choose_role, role.key), size=size,
                    tooltip=role.tip, colour=(96, 90, 110)))
            y += int(40 * s)
        self.section_titles.append(("Name", (x, y)))
        y += int(22 * s)
        self.name_field = TextField(pygame.Rect(x, y, w, int(36 * s)), self.edit.name,
                                    "Type a name", self.set_name, max_len=NAME_LIMIT * 2)
        y += int(46 * s)
        self.section_titles.append(("Traits the drawing shows", (x, y)))
        y += int(22 * s)
        ch = int(28 * s)
        self.trait_chips: dict[str, Chip] = {}
        # Chips as wide as their words, row after row: "energy-transfer" and "technological"
        # are read whole at the size of the others (a grid of three cut or shrank them).
        chip_font = theme.font(size, "bold")
        least = w // 4 - int(4 * s)
        cx, rows = x, 1
        for tag in self.trait_tags:
            cw = min(w, max(least, chip_font.size(tag)[0] + 16))
            if cx + cw > x + w:
                cx, rows = x, rows + 1
            r = pygame.Rect(cx, y + (rows - 1) * (ch + int(4 * s)), cw, ch)
            self.trait_chips[tag] = self._add(Chip(r, tag, partial(self.toggle_trait, tag),
                                                   size=size, colour=(70, 110, 80)))
            cx += cw + int(4 * s)
        y += rows * (ch + int(4 * s)) + int(8 * s)
        self.section_titles.append(("Parts", (x, y)))
        y += int(22 * s)
        # Part types in rows of three (a row of five leaves "Weapon" no room to be read);
        # the dice in rows of two, a chip two lines high when a die's name needs it
        # ("d12 blue/white as blue").
        cols = 3
        cw = w // cols
        self.type_chips: dict[str, Chip] = {}
        for i, kind in enumerate(self.part_types):
            r = pygame.Rect(x + (i % cols) * cw, y + (i // cols) * (ch + int(4 * s)),
                            cw - int(4 * s), ch)
            self.type_chips[kind] = self._add(Chip(r, kind.capitalize(),
                                                   partial(self.choose_type, kind),
                                                   size=size, colour=KIND_COLOURS[kind]))
        y += ((len(self.part_types) + cols - 1) // cols) * (ch + int(4 * s)) + int(4 * s)
        self.die_chips: dict[Any, Chip] = {}
        dw = w // 2
        bold = theme.font(size, "bold")
        long_name = any(bold.size(die.label)[0] > dw - int(4 * s) - 14 for die in self.dice)
        dh = max(ch, 2 * bold.get_linesize() + 4) if long_name else ch
        for i, die in enumerate(self.dice):
            r = pygame.Rect(x + (i % 2) * dw, y + (i // 2) * (dh + int(4 * s)),
                            dw - int(4 * s), dh)
            self.die_chips[die.die_id] = self._add(Chip(
                r, die.label, partial(self.choose_die, die), size=size,
                colour=(120, 84, 40)))
        rows = (len(self.dice) + 1) // 2
        self.list_area = pygame.Rect(x, y + rows * (dh + int(4 * s)) + int(8 * s), w, 0)
        bottom = self.right.bottom - int(40 * s)
        self.list_area.height = bottom - int(48 * s) - self.list_area.y
        self.remove_button = self._add(PadButton(
            pygame.Rect(x, bottom - int(44 * s), w, int(34 * s)), "Remove selected part",
            self.remove_selected, size=size, tooltip="Delete key"))
        half = (w - int(8 * s)) // 2
        self.cancel_button = self._add(PadButton(pygame.Rect(x, bottom, half, int(40 * s)),
                                                 "Cancel", self.cancel, size=max(14, int(16 * s))))
        self.done_button = self._add(PadButton(
            pygame.Rect(x + w - half, bottom, half, int(40 * s)), "Done", self.done,
            size=max(14, int(16 * s)), primary=True))

    def labels(self) -> list[Label]:
        sides = {d.die_id: d.sides for d in self.dice}
        return [Label(label_text(p.type, p.sides or sides.get(p.die_id, 0), p.damage),
                      p.anchor, p.type) for p in self.edit.parts]

    def hint(self) -> tuple[str, bool]:
        if self.message_time > 0 and self.message:
            return self.message, self.message_bad
        if self.lesson is not None:
            return self.lesson(self), False
        if self.tool == "part":
            if self.pending_anchor is None:
                return "Click the drawing where the part is (Esc cancels).", False
            return "Now pick the part's type and its die.", False
        if self.tool == "eraser":
            return "Drag over strokes to rub them out.", False
        return "Draw with the mouse. Ctrl+Z undoes a stroke, Ctrl+Y brings it back.", False

    def _paint_backdrop(self) -> pygame.Surface:
        """The still parts of the pad (background, panels, headings) in one opaque image."""
        s = self.s
        back = pygame.Surface((self.rect.right, self.rect.bottom))
        theme.draw_background(back.subsurface(self.rect))
        theme.panel(back, self.left, radius=12)
        theme.panel(back, self.right, radius=12)
        title = theme.render(self.title, max(18, int(22 * s)), theme.GOLD, "title")
        self.title_width = title.get_width()
        back.blit(title, title.get_rect(midleft=(self.left.x, self.rect.y + int(24 * s))))
        for text, pos in self.section_titles:
            back.blit(theme.render(text, max(14, int(14 * s)), theme.MUTED, "bold"), pos)
        return back

    def _under_controls(self, backdrop: pygame.Surface) -> list[tuple[pygame.Rect,
                                                                       pygame.Surface]]:
        """What lies under each control on ``backdrop`` (with a margin for its ring and its
        pressed offset), to paint the controls again over."""
        whole = backdrop.get_rect()
        rects = [w.rect.inflate(2 * UNDER_MARGIN, 2 * UNDER_MARGIN).clip(whole)
                 for w in self.widgets]
        return [(rect, backdrop.subsurface(rect).copy()) for rect in rects]

    def _chrome_image(self) -> pygame.Surface:
        """Backdrop plus every control, the controls repainted only when one's look changes.

        Why no backdrop kept apart: only what lies under the controls is needed to paint
        them again (``_under``, painted over in place), and a second window-sized picture
        is 33 MB at 4K."""
        key = tuple((w.hovered, w.pressed, w.selected, w.enabled) for w in self.widgets)
        if key != self._chrome_key:
            if self._chrome_key is not None:
                for rect, under in self._under:
                    self._chrome.blit(under, rect.topleft)
            for widget in self.widgets:
                widget.draw(self._chrome)
            self._chrome_key = key
        return self._chrome

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.blit(self._chrome_image(), self.rect.topleft, area=self.rect)
        middle = self.rect.y + int(24 * s)
        hint, bad = self.hint()
        left = max(self.canvas.x, self.left.x + self.title_width + int(24 * s))
        clock = self._clock_width()
        theme.text_box(surface, pygame.Rect(left, self.rect.y + int(4 * s),
                                            self.right.right - clock - left - int(12 * s),
                                            middle - self.rect.y + int(16 * s)),
                       hint, max(14, int(16 * s)), theme.BAD if bad else theme.MUTED,
                       valign="middle")
        self._draw_clock(surface)
        self.card.draw(surface, self.canvas.topleft)
        labels = self.labels()
        clip = surface.get_clip()
        surface.set_clip(self.canvas)
        draw_labels(surface, self.canvas, labels, max(14, int(14 * s)),
                                       self.selected_part)
        if self.pending_anchor is not None:
            p = to_screen(self.pending_anchor, self.canvas)
            pygame.draw.circle(surface, theme.ACCENT, p, int(12 * s), 3)
            pygame.draw.circle(surface, theme.ACCENT, p, 3)
        if self.tool == "eraser" and self.canvas.collidepoint(self.mouse):
            r = max(4, int(ERASER_RADIUS * self.canvas.width / CANVAS))
            pygame.draw.circle(surface, (120, 110, 100), self.mouse, r, 2)
        surface.set_clip(clip)
        self._draw_parts_list(surface)
        self.name_field.draw(surface)
        if self.picker is not None:
            self.picker.draw(surface)
        controls = self.picker.buttons if self.picker is not None else self.widgets
        for widget in controls:
            if widget.hovered and widget.tooltip:
                draw_tooltip(surface, widget.tooltip, self.mouse)
                break

    def _clock_width(self) -> int:
        """Room the clock's pill takes at the top right (none without a deadline)."""
        if self.deadline is None or self.deadline.seconds_left() is None:
            return 0
        return theme.font(max(16, int(20 * self.s)), "black").size("Time left 0:00")[0] \
            + int(24 * self.s)

    def _draw_clock(self, surface: pygame.Surface) -> None:
        """The time left to sketch, top right: gold, red in the last quarter minute."""
        left = None if self.deadline is None else self.deadline.seconds_left()
        if left is None:
            return
        s = self.s
        whole = max(0, int(left + 0.999))
        text = f"Time left {whole // 60}:{whole % 60:02d}"
        urgent = left <= URGENT_SECONDS
        words = theme.render(text, max(16, int(20 * s)), (255, 255, 255) if urgent
                             else theme.GOLD, "black")
        box = words.get_rect(midright=(self.right.right, self.rect.y + int(24 * s)))
        pill = box.inflate(int(20 * s), int(8 * s))
        pygame.draw.rect(surface, theme.BAD if urgent else (40, 34, 52), pill,
                         border_radius=pill.height // 2)
        pygame.draw.rect(surface, theme.GOLD, pill, 2, border_radius=pill.height // 2)
        surface.blit(words, box)

    def placement_steps(self) -> list[tuple[str, bool]]:
        """The three steps of placing a part, and which are done."""
        die = next((d.label for d in self.dice if d.die_id == self.pending_die), None)
        return [("Point on the drawing", self.pending_anchor is not None),
                (f"Type: {self.pending_type.capitalize()}" if self.pending_type else "Type",
                 self.pending_type is not None),
                (f"Die: {die}" if die else "Die", die is not None)]

    def _draw_parts_list(self, surface: pygame.Surface) -> None:
        """What is being placed, step by step, then the parts placed so far."""
        area = self.list_area
        size = max(14, int(14 * self.s))
        line = theme.font(size).get_linesize() + 2
        y = area.y
        lines: list[tuple[str, tuple, bool]] = []
        if self.tool == "part" or self.pending_type or self.pending_die is not None:
            for number, (text, done) in enumerate(self.placement_steps(), start=1):
                lines.append((f"{number}. {text}", theme.GOOD if done else theme.MUTED, done))
        sides = {d.die_id: d for d in self.dice}
        for part in self.edit.parts:
            die = sides.get(part.die_id)
            name = die.label if die else f"d{part.sides}"
            extra = " (in play)" if part.locked else ""
            lines.append((f"{part.type.capitalize()} \u00b7 {name}{extra}",
                          _light(KIND_COLOURS.get(part.type, theme.TEXT)), False))
        fnt = theme.font(size)
        for note in self.role_notes():
            for row in theme.wrap(note, fnt, area.width - 24):
                lines.append((row, theme.GOLD, False))
        for text, colour, done in lines:
            if y + line > area.bottom:
                layout_log.record_cut(text)  # no room left: never dropped silently
                continue
            theme.label(surface, pygame.Rect(area.x + 22, y, area.width - 24, line), text, size,
                        colour, align="left")
            if done:
                cx, cy = area.x + 6, y + line // 2
                pygame.draw.lines(surface, colour, False,
                                  [(cx, cy), (cx + 4, cy + 4), (cx + 11, cy - 5)], 3)
            y += line

    def label_rects(self) -> list[pygame.Rect]:
        """Where the part labels are drawn now (tests click them)."""
        return layout_labels(self.canvas, self.labels(), max(14, int(14 * self.s)))


def _light(colour: tuple) -> tuple:
    """Part colours are inks for paper; on the dark panel they are lifted to read."""
    return tuple(min(255, int(c * 0.55 + 255 * 0.45)) for c in colour[:3])
