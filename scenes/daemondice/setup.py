"""The Daemon Dice set-up: one row per daemon saying which daemon fights and who plays it.

Each row picks a daemon among the ready-made ones and the player's own (``game.daemons``), and
offers to edit it or build a new one in the builder, which comes back here with the new daemon
chosen. Each seat opens with the daemon it had last time (``game.last_choice``), so a daemon
built yesterday is still the one chosen after a relaunch. Every daemon of a battle has the size
chosen under "Dice per daemon"; a daemon built at another size is cut down or repeated with the
engine's ``resize``, and the row says so. Start hands the line-up to the match as its set-up
payload, so saves replay the same battle, with every human seat named in the ``confirm`` option
(forced choices wait for their click) unless the "Confirm forced choices for me" setting is on;
that option is the app's, not the player's, so it has no widget here. The rows keep room for
six daemons, so adding one never moves the options below.
"""

from __future__ import annotations

from typing import Any

import pygame

import scenes.theme as theme
from engine.daemondice.breeds import Daemon
from engine.daemondice.confirm import confirm_mask
from engine.daemondice.roster import READY_BY_NAME, READY_DAEMONS, resize
from engine.daemondice.setup import setup_of
from game.daemons import DaemonStore
from game.last_choice import LastChoice
from scenes.daemondice.builder import DaemonBuilder
from scenes.daemondice.builder_parts import Picker, PickerOption, breeds_of, class_title
from scenes.form_fields import CompactChoice
from scenes.level_key import draw_level_key
from scenes.rules import RulesScene
from scenes.setup import SEAT_CHOICES, SEAT_HELP, SetupScene
from scenes.tutorial import learn_button
from scenes.widgets import Button, Choice

SEATS_KEY = "seats"
DICE_KEY = "dice"
CONFIRM_KEY = "confirm"
PICK_HELP = ("Which daemon fights in this seat: a ready-made one or one you built. Click the "
             "arrows to change it.")


def _ready_key(seat: int) -> str:
    return f"ready:{READY_DAEMONS[seat % len(READY_DAEMONS)].name}"


class DaemonDiceSetup(SetupScene):
    def __init__(self, ctx, info) -> None:
        self.store = DaemonStore.load()
        self.last = LastChoice.load()
        self.picks: list[str] = []
        super().__init__(ctx, info)
        self._fit_seats(self.option_values.get(SEATS_KEY, len(self.seat_values)))
        for problem in (self.store.problem, self.last.problem):
            if problem:
                ctx.toast(problem, 8, error=True)
        self.layout()

    # ------------------------------------------------------------------ the line-up
    @property
    def size(self) -> int:
        return int(self.option_values.get(DICE_KEY, 13))

    def _fit_seats(self, count: int) -> None:
        values = self.seat_values[:count]
        values += ["normal"] * (count - len(values))
        self.seat_values = values
        self.picks = self.picks[:count] + [self._first_pick(i)
                                           for i in range(len(self.picks), count)]

    def _first_pick(self, seat: int) -> str:
        """The daemon a seat opens with: its last one if it still exists, else a ready one."""
        key = self.last.seat(self.info.game_id, seat)
        if key is not None and self.base_daemon(key) is not None:
            return key
        return _ready_key(seat)

    def _remember(self) -> None:
        self.last.remember_seats(self.info.game_id, list(self.picks))

    def base_daemon(self, key: str) -> Daemon | None:
        """The daemon a pick names, at the size it was built (None if it is gone)."""
        kind, _, name = key.partition(":")
        return self.store.find(name) if kind == "mine" else READY_BY_NAME.get(name)

    def daemon_for(self, seat: int) -> Daemon:
        """The daemon that fights in ``seat``, at this battle's size."""
        base = self.base_daemon(self.picks[seat]) or READY_DAEMONS[seat % len(READY_DAEMONS)]
        return resize(base, self.size)

    def lineup(self) -> list[Daemon]:
        return [self.daemon_for(seat) for seat in range(len(self.picks))]

    def match_setup(self) -> dict[str, Any] | None:
        return setup_of(self.lineup())

    def _drop_missing(self) -> None:
        """Seats whose saved daemon was deleted go back to their ready-made one."""
        self.picks = [key if self.base_daemon(key) is not None else _ready_key(seat)
                      for seat, key in enumerate(self.picks)]

    def _options(self) -> list[PickerOption]:
        out = []
        for kind, daemons in (("ready", READY_DAEMONS), ("mine", self.store.daemons)):
            for daemon in daemons:
                note = class_title(resize(daemon, self.size))
                note += " · ready-made" if kind == "ready" else " · yours"
                if kind == "mine" and daemon.size != self.size:
                    note += f", resized from {daemon.size} dice"
                out.append(PickerOption(f"{kind}:{daemon.name}", daemon.name, note,
                                        breeds_of(daemon)))
        return out

    # ------------------------------------------------------------------ builder
    def build_new(self, seat: int) -> None:
        self.manager.push(DaemonBuilder(
            self.ctx, self.size, self.store,
            on_saved=lambda daemon: self._saved(seat, daemon, None)))

    def edit(self, seat: int) -> None:
        key = self.picks[seat]
        base = self.base_daemon(key)
        if key.startswith("mine:") and base is not None:
            self.manager.push(DaemonBuilder(
                self.ctx, self.size, self.store, editing=base,
                on_saved=lambda daemon: self._saved(seat, daemon, base.name),
                on_deleted=lambda _name: self._drop_missing()))
        else:
            self.manager.push(DaemonBuilder(
                self.ctx, self.size, self.store, template=base,
                on_saved=lambda daemon: self._saved(seat, daemon, None)))

    def _saved(self, seat: int, daemon: Daemon, old_name: str | None) -> None:
        """The builder kept ``daemon``: this seat plays it, and seats that played the daemon
        under its old name follow the rename."""
        key = f"mine:{daemon.name}"
        if old_name is not None:
            self.picks = [key if k == f"mine:{old_name}" else k for k in self.picks]
        if seat < len(self.picks):
            self.picks[seat] = key
        self._drop_missing()
        self._remember()

    # ------------------------------------------------------------------ layout
    def _set_option(self, key: str, value: int) -> None:
        super()._set_option(key, value)
        if key == SEATS_KEY:
            self._fit_seats(value)
            self.layout()
        else:  # the widgets stay (a click may be under way); only the daemons' notes change
            options = self._options()
            for picker in self.pickers:
                picker.options = options

    def _set_pick(self, seat: int, key: str) -> None:
        self.picks[seat] = key
        self._remember()

    def start(self) -> None:
        self._remember()
        self.last.count_battle(self.info.game_id)  # the first-battle hints count battles
        humans = [seat.kind == "human" for seat in self.seats()]
        self.option_values[CONFIRM_KEY] = (
            0 if self.ctx.settings.auto_confirm else confirm_mask(humans))
        super().start()

    def layout(self) -> None:
        if not hasattr(self, "picks"):
            return
        self.ui.clear()
        if len(self.picks) != len(self.seat_values):
            self._fit_seats(len(self.seat_values))
        self._drop_missing()
        w, h = self.ctx.size
        s = self.ctx.scale
        self.s = s
        margin = int(24 * s)
        total = min(w - 2 * margin, int(1080 * s))
        x0 = (w - total) // 2
        self.x0, self.total = x0, total
        y = int(h * 0.15) + int(24 * s)
        self.heading_y = y - int(24 * s)
        self.rows_top = y
        self._layout_rows(x0, y, total)
        # the options below keep their place whatever the number of daemons, so the
        # "Daemons" chooser never moves away from under the mouse that clicks it
        y += self.info.max_seats * (int(44 * s) + int(8 * s))
        self.note_y = y + int(2 * s)
        y += int(34 * s)
        self.options_y = y
        y = self._layout_options(x0, y + int(24 * s), total)
        self._layout_buttons(x0, h - margin - int(52 * s), total)
        # the AI levels' key: left of the buttons, under the battle options
        button_w = min(int(200 * s), (total - 2 * int(12 * s)) // 3)
        key_w = total - 3 * button_w - 3 * int(12 * s) - int(16 * s)
        key_top = y + int(14 * s)
        self.key_rect = pygame.Rect(x0 + int(16 * s), key_top, key_w, h - margin - key_top)

    def _layout_rows(self, x0: int, y: int, total: int) -> int:
        s = self.s
        row = int(44 * s)
        gap = int(8 * s)
        badge = int(34 * s)
        kind_w = int(170 * s)
        small = int(88 * s)
        pick_w = total - badge - kind_w - 2 * small - 4 * gap
        options = self._options()
        self.badges = []
        self.pickers: list[Picker] = []
        for seat, kind in enumerate(self.seat_values):
            x = x0 + badge + gap
            self.badges.append((x0 + badge // 2, y + row // 2))
            picker = Picker(pygame.Rect(x, y, pick_w, row), options, self.picks[seat],
                            lambda v, seat=seat: self._set_pick(seat, v), tooltip=PICK_HELP)
            self.pickers.append(picker)
            self.ui.add(picker)
            x += pick_w + gap
            self.ui.add(CompactChoice(pygame.Rect(x, y, kind_w, row), "", SEAT_CHOICES, kind,
                                      lambda v, seat=seat: self._set_seat(seat, v),
                                      tooltip=SEAT_HELP))
            x += kind_w + gap
            self.ui.add(Button(pygame.Rect(x, y, small, row), "Edit",
                               lambda seat=seat: self.edit(seat), font_size=max(13, int(18 * s)),
                               tooltip="Open this daemon in the builder (a ready-made one is "
                                       "copied: you save it under a name of your own)."))
            x += small + gap
            self.ui.add(Button(pygame.Rect(x, y, small, row), "New",
                               lambda seat=seat: self.build_new(seat),
                               font_size=max(13, int(18 * s)),
                               tooltip="Build a new daemon from scratch for this seat."))
            y += row + gap
        return y

    def _layout_options(self, x0: int, y: int, total: int) -> int:
        s = self.s
        row = int(44 * s)
        gap = int(24 * s)
        width = (total - gap) // 2
        shown = [spec for spec in self.info.options if spec.key != CONFIRM_KEY]
        for i, spec in enumerate(shown):
            choices = [(c, str(c)) for c in spec.choices]
            self.ui.add(Choice(pygame.Rect(x0 + i * (width + gap), y, width, row), spec.label,
                               choices, self.option_values[spec.key],
                               lambda v, key=spec.key: self._set_option(key, v),
                               tooltip=spec.help))
        return y + row

    def _draw_free_rows(self, surface: pygame.Surface) -> None:
        """The places kept for more daemons: faint outlines, so the gap reads as room."""
        s = self.s
        row, gap, badge = int(44 * s), int(8 * s), int(34 * s)
        size = max(13, int(15 * s))
        for seat in range(len(self.picks), self.info.max_seats):
            y = self.rows_top + seat * (row + gap)
            rect = pygame.Rect(self.x0 + badge + gap, y, self.total - badge - gap, row)
            pygame.draw.rect(surface, theme.PANEL, rect, 1, border_radius=8)
            centre = (self.x0 + badge // 2, y + row // 2)
            pygame.draw.circle(surface, theme.PANEL_LIGHT, centre, int(15 * s), 1)
            number = theme.render(str(seat + 1), size, theme.FAINT, "bold")
            surface.blit(number, number.get_rect(center=centre))
            if seat == len(self.picks):
                words = theme.render("Room for another daemon: raise “Daemons” below.",
                                     size, theme.FAINT, "italic")
                surface.blit(words, words.get_rect(midleft=(rect.x + int(12 * s),
                                                            rect.centery)))

    def _layout_buttons(self, x0: int, y: int, total: int) -> None:
        s = self.s
        gap = int(12 * s)
        width = min(int(200 * s), (total - 2 * gap) // 3)
        bh = int(52 * s)
        x = x0 + total - 3 * width - 2 * gap
        self.ui.add(Button(pygame.Rect(x, y, width, bh), "Back", self.back,
                           font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + width + gap, y, width, bh), "Rules",
                           lambda: self.manager.push(RulesScene(self.ctx, self.info.game_id)),
                           font_size=int(20 * s)))
        self.ui.add(Button(pygame.Rect(x + 2 * (width + gap), y, width, bh), "Start!",
                           self.start, primary=True, font_size=int(24 * s),
                           tooltip="Begin the battle with these daemons."))
        learn = learn_button(self.ctx, self.info.game_id)
        if learn is not None:
            self.ui.add(learn)

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        theme.draw_background(surface)
        w, h = surface.get_size()
        s = self.s
        title = theme.render(f"New game of {self.info.title}", int(46 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.075))))
        head = max(11, int(15 * s))
        for text, y in (("Daemons · who plays them", self.heading_y), ("Battle", self.options_y)):
            label = theme.render(text.upper(), head, theme.ACCENT, "black")
            surface.blit(label, (self.x0, y))
        for seat, centre in enumerate(self.badges):
            pygame.draw.circle(surface, theme.PANEL_LIGHT, centre, int(15 * s))
            pygame.draw.circle(surface, theme.EDGE, centre, int(15 * s), 2)
            number = theme.render(str(seat + 1), max(12, int(18 * s)), theme.GOLD, "black")
            surface.blit(number, number.get_rect(center=centre))
        self._draw_free_rows(surface)
        draw_level_key(surface, self.info, self.seat_values, self.key_rect, s)
        note = (f"Every daemon fights with {self.size} dice. Yours built at another size are "
                "cut down or repeated to fit; the builder works at this size.")
        theme.paragraph(surface, (self.x0, self.note_y), self.total, note, max(13, int(16 * s)),
                        theme.MUTED, "italic", max_lines=2)

