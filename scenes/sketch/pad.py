"""The sketch pad: draw a monster with the mouse, name it, tick its traits and label its parts.

A widget, not a screen: it lives in any rectangle of a bigger scene (the table's sketching
phase) or fills a window of its own (``scenes.sketch.demo``). The caller passes the dice the
player may invest ([``PadDie``]), the part types allowed, and optionally ``can_place`` and
``check`` (the engine's why-not for a part and for the finished monster, so the pad holds no
rules). ``on_done(result)`` receives a ``SketchResult``; ``on_cancel()`` is called on Cancel.
With ``keep_drawing`` the drawing passed in (a monster already in play) stays: new strokes go on
top and the eraser and Clear touch only those. A ``deadline`` (``tick(dt)``, ``seconds_left()``)
is a sketching time limit: the pad shows its countdown and lets it run.

Layout (fixed: nothing moves under the mouse): tools on the left, the paper in the middle, the
name, traits and part chooser on the right, a hint line on top. Drawing: press, drag, release;
each point is drawn the frame it arrives. Keys: Ctrl+Z / Ctrl+Y undo and redo, Esc cancels a
part being placed, Delete removes the selected part label.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.sketchdata import CANVAS, MAX_STROKE_POINTS, PART_TYPES, TRAIT_TAGS
from game.doodles import doodle
from game.monsterbook import BookMonster, MonsterBook, MonsterBookError
from scenes.sketch.bookpicker import BookPicker
from scenes.sketch.editing import (
    NAME_LIMIT,
    PadDie,
    SketchEdit,
    SketchResult,
    clean_name,
    strokes_near,
)
from scenes.sketch.labels import label_text
from scenes.sketch.pad_view import ERASER_RADIUS, PadView
from scenes.sketch.render import to_canvas
from scenes.sketch.roles import PadRole, follow_die
from scenes.sketch.roles import choose as choose_role
from scenes.sketch.roles import current as current_role
from scenes.sketch.roles import notes as role_notes

MIN_STEP = 2.0
"""Screen pixels the mouse must move before a new point is kept (jitter filter)."""
MARGIN = CANVAS // 10
"""Canvas units a part placed by key keeps from the paper's edge (its label needs room)."""


def free_spot(strokes: Sequence[dict], taken: Sequence[Sequence[int]]) -> tuple[int, int]:
    """A point of the drawing's ink away from the labels ``taken`` (the middle of the page
    when there is no ink), for a part placed without pointing."""
    points = [(int(x), int(y)) for stroke in strokes for x, y in stroke["p"]
              if MARGIN <= x <= CANVAS - MARGIN and MARGIN <= y <= CANVAS - MARGIN]
    if not points:
        points = [(CANVAS * i // 4, CANVAS * j // 4) for j in (2, 1, 3) for i in (2, 1, 3)]
    if not taken:
        middle = CANVAS // 2
        return min(points, key=lambda p: abs(p[0] - middle) + abs(p[1] - middle))
    return max(points, key=lambda p: min((p[0] - a[0]) ** 2 + (p[1] - a[1]) ** 2
                                         for a in taken))


class SketchPad(PadView):
    def __init__(self, rect: pygame.Rect, dice: Sequence[PadDie],
                 part_types: Sequence[str] = PART_TYPES, *, core_colour: str = "gray",
                 name: str = "", sketch: dict | None = None, traits: Sequence[str] = (),
                 existing_parts: Sequence[Any] = (), seed: int = 0,
                 can_place: Callable[[Sequence[Any], str, Any], str | None] | None = None,
                 check: Callable[[SketchResult], str | None] | None = None,
                 on_done: Callable[[SketchResult], Any] | None = None,
                 on_cancel: Callable[[], Any] | None = None, title: str = "Sketch a monster",
                 book: MonsterBook | None = None, keep_drawing: bool = False,
                 trait_tags: Sequence[str] | None = None, deadline: Any = None,
                 doodler: Callable[[int], dict] | None = None,
                 roles: Sequence[PadRole] = (),
                 on_role: Callable[[str], Any] | None = None,
                 lesson: Callable[[SketchPad], str] | None = None) -> None:
        self.doodler = doodler
        self.lesson = lesson
        """A lesson's next instruction for what is on the pad (``game.tutorial``): the hint
        line shows it whenever no message is up."""
        """Draws the "Doodle for me" picture from a seed instead of a monster (an avatar)."""
        self.dice = list(dice)
        self.part_types = [t for t in part_types if t in PART_TYPES]
        self.core_colour = core_colour
        self.can_place = can_place
        self.check = check
        self.on_done = on_done
        self.on_cancel = on_cancel
        self.title = title
        self.rng = random.Random(seed)
        self.book = book
        self.picker: BookPicker | None = None
        self.suggestions: list[tuple[str, tuple[int, int]]] = []
        """Part spots of a monster taken from the book, offered one by one for a die."""
        strokes = list((sketch or {}).get("strokes", []))
        self.edit = SketchEdit(strokes=strokes, parts=list(existing_parts), traits=set(traits),
                               name=name[:NAME_LIMIT], kept=len(strokes) if keep_drawing else 0)
        self.keep_drawing = keep_drawing
        self.trait_tags = tuple(t for t in TRAIT_TAGS if trait_tags is None or t in trait_tags)
        self.deadline = deadline
        self.roles = tuple(roles)
        """What the pad may make besides a monster (``scenes.sketch.roles``); the first is
        made until the player picks another."""
        self.role = self.roles[0].key if self.roles else ""
        self.on_role = on_role
        self.tool = "pen"
        self.colour = "ink"
        self.width = 7
        self.pending_anchor: tuple[int, int] | None = None
        self.pending_type: str | None = None
        self.pending_die: Any = None
        self.selected_part: int | None = None
        self.erasing = False
        self.last_pos: tuple[int, int] | None = None
        self.mouse = (-1, -1)
        self.message = ""
        self.message_bad = False
        self.message_time = 0.0
        self.blocked: str | None = None
        self.rect = pygame.Rect(rect)
        self.layout(self.rect)
        if self.roles and self.roles[0].problem:  # e.g. only d100s left: start on a structure
            choose_role(self, next((r.key for r in self.roles if r.problem is None), ""), True)

    # ------------------------------------------------------------------ state of the controls
    def _refresh(self) -> None:
        """Bring every control's look in line with the state (called after each change)."""
        for name, swatch in self.swatches.items():
            swatch.selected = name == self.colour
        for width, button in self.width_buttons.items():
            button.selected = width == self.width
        for tool, tool_button in self.tool_buttons.items():
            tool_button.selected = tool == self.tool
        self.undo_button.set_enabled(bool(self.edit.undo_stack), "Nothing to undo")
        self.redo_button.set_enabled(bool(self.edit.redo_stack), "Nothing to redo")
        blank = "Only the monster's drawing is on the page; it stays" if self.edit.kept \
            else "The page is already blank"
        self.clear_button.set_enabled(self.edit.can_clear(), blank)
        locked = self.keep_drawing or any(getattr(p, "locked", False) for p in self.edit.parts)
        self.doodle_button.set_enabled(not locked, "This monster is already drawn; add to it")
        for tag, chip in self.trait_chips.items():
            chip.selected = tag in self.edit.traits
        for role in self.roles:
            self.role_chips[role.key].selected = role.key == self.role
            self.role_chips[role.key].set_enabled(role.problem is None, role.problem or "")
        used = self.edit.used_dice()
        for kind, chip in self.type_chips.items():
            chip.selected = kind == self.pending_type
            reason = self._type_problem(kind)
            chip.set_enabled(reason is None, reason or "")
        for die in self.dice:
            chip = self.die_chips[die.die_id]
            chip.selected = die.die_id == self.pending_die
            chip.set_enabled(die.die_id not in used, "This die is already in a part")
        removable = self.selected_part is not None and not self.edit.parts[
            self.selected_part].locked
        self.remove_button.set_enabled(removable, "Click a part's label on the drawing first")
        self.save_button.set_enabled(*self._save_state())
        has = self.book is not None and bool(self.book.monsters) and not self.keep_drawing
        self.book_button.set_enabled(
            has, "This monster is already drawn; add to it" if self.keep_drawing
            else "Your monster book is empty" if self.book is not None
            else "No monster book here")
        self.blocked = self.edit.problem(self.check)
        self.done_button.set_enabled(self.blocked is None, self.blocked or "")

    def _save_state(self) -> tuple[bool, str]:
        if self.book is None:
            return False, "No monster book here"
        if self.book.read_only:
            return False, "Your monster book file is damaged; it cannot be written"
        if not clean_name(self.edit.name):
            return False, "Give your monster a name first"
        if not self.edit.strokes:
            return False, "Draw your monster first"
        return True, ""

    def _type_problem(self, kind: str) -> str | None:
        if self.can_place is None:
            return None
        return self.can_place(tuple(self.edit.parts), kind, self.pending_die)

    # ------------------------------------------------------------------ actions
    def say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad, self.message_time = text, bad, 4.0

    def pick(self, colour: str) -> None:
        self.colour = colour
        if self.tool != "pen":
            self.set_tool("pen")
        self._refresh()

    def set_width(self, width: int) -> None:
        self.width = width
        if self.tool != "pen":
            self.set_tool("pen")
        self._refresh()

    def set_tool(self, tool: str) -> None:
        self.tool = tool
        if tool != "part":
            self.pending_anchor = None
        self._refresh()

    def set_name(self, text: str) -> None:
        """The name as typed, tidied as it goes: printable characters, no leading or doubled
        spaces, 24 characters at most (a single trailing space stays so words can follow)."""
        printable = "".join(ch if ch.isprintable() else "" for ch in text)
        tidy = " ".join(printable.split())
        if printable[-1:].isspace() and tidy:
            tidy += " "
        self.edit.name = tidy[:NAME_LIMIT]
        if self.name_field.text != self.edit.name:
            self.name_field.text = self.edit.name
        self._refresh()

    def toggle_trait(self, tag: str) -> None:
        self.edit.toggle_trait(tag)
        self._refresh()

    def undo(self) -> None:
        if self.edit.undo():
            self._drawing_changed()

    def redo(self) -> None:
        if self.edit.redo():
            self._drawing_changed()

    def clear(self) -> None:
        if self.edit.clear():
            self._drawing_changed()
            self.say("Page cleared. Undo brings it back.")

    def _drawing_changed(self) -> None:
        self.card.rebuild(self.edit.strokes)
        if self.selected_part is not None and self.selected_part >= len(self.edit.parts):
            self.selected_part = None
        self._refresh()

    def choose_role(self, key: str) -> None:
        choose_role(self, key)

    def role_notes(self) -> list[str]:
        return role_notes(self)

    def doodle_colour(self) -> str:
        for part in self.edit.parts:
            if part.type == "core":
                die = next((d for d in self.dice if d.die_id == part.die_id), None)
                if die is not None:
                    return die.colour
        return self.core_colour

    def doodle_for_me(self) -> None:
        if self.doodler is not None:
            self.edit.replace_drawing(self.doodler(self.rng.randrange(10**9))["strokes"], {})
            self._drawing_changed()
            self.say("A fresh figure: draw over it, erase bits, or ask for another.")
            return
        parts = [(p.type, max(1, p.sides)) for p in self.edit.parts]
        role = current_role(self)
        doodler = role.doodle if role is not None and role.doodle is not None else doodle
        sketch, anchors = doodler(self.rng.randrange(10**9), self.doodle_colour(), parts,
                                  sorted(self.edit.traits))
        self.edit.replace_drawing(sketch["strokes"], dict(enumerate(anchors)))
        self._drawing_changed()
        self.say("A fresh doodle: draw over it, erase bits, or ask for another.")

    def choose_type(self, kind: str) -> None:
        self.pending_type = None if self.pending_type == kind else kind
        self._try_place()

    def choose_die(self, die: PadDie) -> None:
        self.pending_die = None if self.pending_die == die.die_id else die.die_id
        self._try_place()

    def _try_place(self) -> None:
        if self.pending_type and self.pending_die is not None and self.pending_anchor:
            die = next(d for d in self.dice if d.die_id == self.pending_die)
            if self.pending_type == "core" and self.roles:
                follow_die(self, die.sides)
            reason = self._type_problem(self.pending_type)
            if reason:
                self.say(reason, bad=True)
            else:
                part = self.edit.place(self.pending_type, die, self.pending_anchor)
                self.say(f"{label_text(part.type, part.sides)} placed.")
                self.pending_anchor = self.pending_type = self.pending_die = None
                self._next_suggestion()
        elif self.tool != "part":
            self.set_tool("part")
        self._refresh()

    def place_by_key(self) -> None:
        """Hang the part being placed (its type and die chosen) on the drawing without the
        mouse: at the point of the ink farthest from every label already there."""
        self.pending_anchor = free_spot(self.edit.strokes,
                                        [p.anchor for p in self.edit.parts if p.anchor])
        self._try_place()

    def select_part(self, index: int) -> None:
        """A part's label pressed: select it (again: unselect), for Remove."""
        self.selected_part = None if self.selected_part == index else index
        self._refresh()

    def cancel_placement(self) -> bool:
        self.suggestions = []
        if self.pending_anchor or self.pending_type or self.pending_die is not None:
            self.pending_anchor = self.pending_type = self.pending_die = None
            self._refresh()
            return True
        return False

    def remove_selected(self) -> None:
        if self.selected_part is not None:
            self.edit.remove_part(self.selected_part)
            self.selected_part = None
            self._refresh()

    # ------------------------------------------------------------------ the monster book
    def save_to_book(self) -> None:
        if self.book is None:
            return
        name = clean_name(self.edit.name)
        monster = BookMonster(name, self.edit.sketch(), tuple(sorted(self.edit.traits)),
                              tuple((p.type, p.anchor) for p in self.edit.parts),
                              self.doodle_colour())
        old = self.book.find(name)
        try:
            self.book.save(monster, replacing=old.name if old else None)
        except MonsterBookError as error:
            self.say(str(error), bad=True)
        else:
            self.say(f"{name} is {'updated' if old else 'kept'} in your monster book.")
        self._refresh()

    def open_book(self) -> None:
        if self.book is not None and self.book.monsters:
            self.picker = BookPicker(self.canvas, self.book.monsters, self.load_from_book,
                                     self.close_book, self.s)

    def close_book(self) -> None:
        self.picker = None

    def load_from_book(self, monster: BookMonster) -> None:
        """The book's drawing, name and traits; its part spots are offered one at a time."""
        self.picker = None
        self.edit.replace_drawing(monster.sketch["strokes"], {})
        self.set_name(monster.name)
        self.edit.traits = set(monster.traits) & set(self.trait_tags)
        self.pending_anchor = self.pending_type = self.pending_die = None
        self.suggestions = [(kind, anchor) for kind, anchor in monster.parts
                            if kind in self.part_types]
        self._drawing_changed()
        self.say(f"{monster.name} is on the page.")
        self._next_suggestion()

    def _next_suggestion(self) -> None:
        while self.suggestions:
            kind, anchor = self.suggestions.pop(0)
            if self._type_problem(kind) is None:
                self.tool = "part"
                self.pending_anchor, self.pending_type = anchor, kind
                self.say(f"Pick the die for its {kind} (Esc skips the rest).")
                break
        self._refresh()

    def cancel(self) -> None:
        if self.on_cancel:
            self.on_cancel()

    def done(self) -> None:
        if self.blocked is None and self.on_done:
            self.on_done(self.edit.result())

    def result(self) -> SketchResult:
        return self.edit.result()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.picker is not None:
            return self.picker.handle_event(event)
        if self.name_field.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if self.card.live is not None or self.erasing:
                return self._canvas_mouse(event)
            used = False
            for widget in self.widgets:
                if widget.handle_event(event):
                    used = True
                    if event.type != pygame.MOUSEMOTION:
                        return True
            if used:
                return True
            return self._canvas_mouse(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and event.key == pygame.K_z:
            self.redo() if event.mod & pygame.KMOD_SHIFT else self.undo()
            return True
        if ctrl and event.key == pygame.K_y:
            self.redo()
            return True
        if event.key == pygame.K_ESCAPE:
            return self.cancel_placement()
        if event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.selected_part is not None:
            self.remove_selected()
            return True
        return False

    def _canvas_mouse(self, event: pygame.event.Event) -> bool:
        inside = self.canvas.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            released = not getattr(event, "buttons", (1,))[0]
            if self.card.live is not None:
                self._drag(event.pos)
                if released:  # the button came up outside the window: the stroke ends
                    self._finish_stroke()
                return True
            if self.erasing:
                self._erase_to(event.pos)
                if released:
                    self.erasing = False
                    self.last_pos = None
                    self.edit.end_erase()
                    self._refresh()
                return True
            return inside
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.card.live is not None:
                self._drag(event.pos)
                self._finish_stroke()
                return True
            if self.erasing:
                self._erase_to(event.pos)
                self.erasing = False
                self.last_pos = None
                self.edit.end_erase()
                self._refresh()
                return True
        return inside and event.type != pygame.MOUSEMOTION

    def _press(self, pos: tuple[int, int]) -> bool:
        hit = next((i for i, box in enumerate(self.label_rects()) if box.collidepoint(pos)),
                   None)
        if hit is not None:
            self.select_part(hit)
            return True
        self.selected_part = None
        if self.tool == "part":
            self.pending_anchor = to_canvas(pos, self.canvas)
            self._try_place()
            return True
        if self.tool == "eraser":
            self.erasing = True
            self.edit.begin_erase()
            self.last_pos = pos
            self._erase_to(pos)
            return True
        problem = self.edit.room()
        if problem:
            self.say(problem, bad=True)
            return True
        self.card.begin(self.colour, self.width, to_canvas(pos, self.canvas))
        self.last_pos = pos
        self._refresh()
        return True

    def _drag(self, pos: tuple[int, int]) -> None:
        live = self.card.live
        if live is None or self.last_pos is None:
            return
        if abs(pos[0] - self.last_pos[0]) + abs(pos[1] - self.last_pos[1]) < MIN_STEP:
            return
        point = to_canvas(pos, self.canvas)
        if list(point) == live["p"][-1]:
            return
        self.last_pos = pos
        room = self.edit.points_left() - len(live["p"])
        if len(live["p"]) >= MAX_STROKE_POINTS or room <= 0:
            self._finish_stroke()  # a very long stroke carries on as a new one
            if self.edit.room() or room <= 0:
                self.say("The page is full of ink: erase or undo some strokes first.", True)
                return
            self.card.begin(self.colour, self.width, point)
            return
        self.card.extend(point)

    def _finish_stroke(self) -> None:
        stroke = self.card.finish()
        self.last_pos = None
        if stroke is not None:
            self.edit.add_stroke(stroke)
        self._refresh()

    def _erase_to(self, pos: tuple[int, int]) -> None:
        """Rub out along the mouse's path since the last event (a fast drag skips pixels)."""
        start = to_canvas(self.last_pos or pos, self.canvas)
        end = to_canvas(pos, self.canvas)
        self.last_pos = pos
        steps = max(1, int(max(abs(end[0] - start[0]), abs(end[1] - start[1]))
                           / (ERASER_RADIUS * 0.75)))
        hits: set[int] = set()
        for k in range(steps + 1):
            t = k / steps
            point = (round(start[0] + (end[0] - start[0]) * t),
                     round(start[1] + (end[1] - start[1]) * t))
            hits.update(strokes_near(self.edit.strokes, point, ERASER_RADIUS))
        if hits:
            self.edit.erase(sorted(hits))
            self.card.rebuild(self.edit.strokes)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self.message_time > 0:
            self.message_time -= dt
        if self.deadline is not None:
            self.deadline.tick(dt)  # the game's sketching clock runs on while the pad is up
