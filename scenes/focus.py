"""Keyboard focus: every choice on a screen can be reached and made by keys alone.

Written once for every screen and board. The keys are actions of ``game.keys`` (the player may
remap them): Next/Previous (Tab, Shift+Tab) walk the choices in reading order; Left/Right/Up/
Down (the arrows) go to the nearest choice in that direction; Act (Enter) and Act-alt (Space)
make the focused choice; Back (Esc) first cancels a half-made choice, then leaves as a click
on Back/Menu would.

**A target** (``Target``) is one choice: its screen rectangle, a short label said as a person
would ("March minion 3 to field B"), and ``act``, what Enter does. ``act`` must take the path a
click takes (a widget's ``clicked``, a board's own select/apply methods), so every change to a
game is still an engine action through ``BoardScene.apply``. ``key`` keeps the focus on the same
choice when the list is built again (a rebuilt button, a re-laid board); ``adjust`` (optional)
takes -1/+1 for Left/Right on a value (a Choice, a Slider); ``game`` marks a choice of the game
itself (a piece, a field, an option of the game) as opposed to the control bar (Undo, Menu...):
the scripted key player only picks game choices.

**Widget screens** (``WidgetScene``) need nothing: their enabled, visible widgets are the
targets (``widget_targets``), in the order they were added. A screen with more choices than
widgets overrides ``focus_targets``.

**Boards** (``BoardScene``) list ``board_targets()``: what the engine says the person to move
may do now, given the board's own mode (asked only while a human is to move at this screen).
The foundation puts the Roll button first while a throw is awaited (Enter throws with a
randomised flick through the same physics, ``MatchDriver.throw(None)``) and the control bar
last. Panel buttons of the game (an option, a special) are targets too: take them with
``widget_targets(panel.ui.items)`` and set ``game = True`` on them. Put what a key player may
want to know in ``extra`` (the 66d6 board puts ``extra["action"]``: the engine action).

**Two-step choices** (select a piece, then where it goes; pick up a die, then its place) are
two lists: with nothing selected, ``board_targets`` lists what may be selected, each target's
``act`` selects it as a click would (the board's own method the click handler calls too);
once selected, it lists that selection's legal ends (each ``act`` applies the one engine action
through ``BoardScene.apply``, or makes the same change the mouse's drop makes), and Back
cancels the selection through the board's ``cancel_mode`` (Esc: the board's ``board_event``
first, then ``cancel_mode``, then the pause menu). When the list changes, the focus stays on
the same ``key`` if it is still there, else goes to the first ``default`` target (a primary
button), else the first target. Examples:
``scenes.sixtysix.board.SixtySixBoard.board_targets`` (minion, then its marches and fights)
and ``scenes.deathbydice.board.DeathByDiceBoard.board_targets`` (pool die, then its places;
own dice, then the foes' dice the attack may aim at).

The board keeps its list while ``board_key()``, the match's version, the layout and the
driver's state are unchanged, and forgets it after any input but Tab/Shift+Tab/Up/Down: a
board whose mode (a selection) is not in its ``board_key`` is still asked afresh after each
key that acts. While the ring is hidden (no focus key pressed yet), Enter and Space keep the
board's own meaning (throw, its ``board_event``); once it shows they act on the focused
target, so a board's own Enter/Space meaning must also be a target (Death by Dice's Confirm
and Attack! are panel buttons). A modal part of a board (Death by Dice's match card) routes
keys to ``self.key_focus.handle(event, self.focus_targets(), act_hidden=False)`` itself.

**The key player** (``game.key_player.KeyPlayer``, used by ``python -m game keyplay`` and
``tests/test_keyplay.py``) reads ``focus_targets()`` as a person reads the screen, picks one
``game`` target with a seeded RNG, presses Next or Previous (whichever is fewer presses) until
that target has the focus, then Act; between decisions it presses Right to go on from an
outcome card, and Act on a hand-off. It never clicks and never touches the match. A board is
playable by it when every state a human meets has at least one ``game`` target that makes
progress.

The ring is drawn only after a focus key was pressed (a mouse press hides it again), in two
colours so it shows on dark and light backgrounds alike; on a board the focused choice's label
("Enter: Death's 4 marches A1 -> A2") covers the "who acts now" strip. Both are registered
with the layout log (layer "focus", where cards and notices are registered too), so a card
drawn over the ring is reported.

``Scene.key_focus`` (a ``Focus``) holds which target is focused; ``BoardScene`` and
``WidgetScene`` already route keys to it and draw it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame

import game.keys as keys
import scenes.layout_log as layout_log
import scenes.theme as theme

RING_OUTER = (20, 12, 24)
RING_INNER = (120, 236, 255)
"""Light cyan: apart from the gold and orange the boards use for highlights and moves."""
MOVE_KEYS = ("next", "previous", "left", "right", "up", "down")
"""Keys that only move the focus (Left/Right on a value step it: see ``Target.adjust``)."""
FOCUS_KEYS = (*MOVE_KEYS, "act", "act_alt")
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass(eq=False)
class Target:
    rect: pygame.Rect
    label: str
    act: Callable[[], object]
    key: Hashable = None
    adjust: Callable[[int], object] | None = None
    game: bool = True
    extra: dict = field(default_factory=dict)
    default: bool = False
    """The screen's main choice (a primary button: Start!, Done, Roll): where the focus starts,
    so Enter before any other key does what the screen is for."""
    """What a key player may want to know about a target (e.g. the engine action it plays)."""

    def identity(self) -> Hashable:
        return self.key if self.key is not None else self.label


_shown = [False]


def showing() -> bool:
    """Whether the ring is drawn: a focus key was pressed since the last mouse press."""
    return _shown[0]


def show(on: bool = True) -> None:
    _shown[0] = on


def widget_targets(widgets: Sequence) -> list[Target]:
    """The enabled, visible widgets of a screen as targets, in the order they were added:
    Enter does what a click on the widget's middle does; Left/Right step a value."""
    from scenes.form_fields import TextField
    from scenes.widgets import Button, Choice, Slider, Toggle

    out: list[Target] = []
    for widget in widgets:
        if not widget.visible or not widget.enabled:
            continue
        name = str(getattr(widget, "text", "") if isinstance(widget, Button)
                   else getattr(widget, "label", ""))
        if isinstance(widget, Button):
            label = widget.text
        elif isinstance(widget, TextField):
            label = f"Type {widget.placeholder or 'a name'}"
        elif isinstance(widget, Choice):
            shown = widget.options[widget.index][1]
            label = f"{widget.label}: {shown}" if widget.label else shown
        elif isinstance(widget, Toggle):
            label = f"{widget.label}: {'on' if widget.value else 'off'}"
        elif isinstance(widget, Slider):
            label = f"{widget.label}: {round(widget.value * 100)}%"
        elif callable(getattr(widget, "heading", None)):
            label = f"Open {widget.heading()}"  # a save's or a past game's row
        else:
            label = name or "choice"
        # The key leaves out the value shown, so stepping a value keeps the focus on it.
        out.append(Target(pygame.Rect(widget.rect), str(label), _clicker(widget),
                          key=("widget", type(widget).__name__, name,
                               tuple(widget.rect.topleft)),
                          adjust=_adjuster(widget), game=False,
                          default=bool(getattr(widget, "primary", False))))
    return out


def _clicker(widget) -> Callable[[], object]:
    from scenes.form_fields import TextField
    from scenes.widgets import Slider

    if isinstance(widget, TextField):
        return lambda: widget.focus(True)
    if isinstance(widget, Slider):
        return lambda: _step_slider(widget, 1)
    return lambda: widget.clicked(widget.rect.center)


def _adjuster(widget) -> Callable[[int], object] | None:
    from scenes.widgets import Choice, Slider

    if isinstance(widget, Slider):
        return lambda step: _step_slider(widget, step)
    if isinstance(widget, Choice):
        def step_choice(step: int) -> None:
            left, right = widget._arrows()
            widget.clicked((left if step < 0 else right).center)
        return step_choice
    return None


def _step_slider(slider, step: int) -> None:
    slider.value = max(0.0, min(1.0, round(slider.value + 0.05 * step, 2)))
    if slider.on_change:
        slider.on_change(slider.value)


class Focus:
    """Which target of a screen has the focus (kept by the target's ``identity``)."""

    def __init__(self) -> None:
        self.key: Hashable = None

    def current(self, targets: Sequence[Target]) -> Target | None:
        for target in targets:
            if target.identity() == self.key:
                return target
        if targets:
            first = next((t for t in targets if t.default), targets[0])
            self.key = first.identity()
            return first
        return None

    def put(self, target: Target | None) -> None:
        self.key = target.identity() if target is not None else None

    def handle(self, event: pygame.event.Event, targets: Sequence[Target],
               act_hidden: bool = True) -> bool:
        """A focus key moves or acts; True when ``event`` was one and was used.
        ``act_hidden`` False: while the ring is hidden, Act and Act-alt keep the screen's own
        meaning (a board's Space throws, confirms...) and are not used here."""
        if event.type != pygame.KEYDOWN:
            return False
        action = next((a for a in FOCUS_KEYS if keys.is_key(event, a)), None)
        if action is None or not targets:
            return False
        if action in ("act", "act_alt") and not act_hidden and not showing():
            return False
        was_shown = showing()
        if not was_shown:
            self.key = None  # a hidden ring starts again from the first choice
        show()
        here = self.current(targets)
        if here is None:
            return False
        if action in ("act", "act_alt"):
            here.act()
            return True
        if not was_shown:
            return True  # the first focus key shows where the focus is; the next moves it
        if action in ("left", "right") and here.adjust is not None:
            here.adjust(-1 if action == "left" else 1)
            return True
        if action in ("next", "previous"):
            index = targets.index(here)
            step = 1 if action == "next" else -1
            self.put(targets[(index + step) % len(targets)])
            return True
        self.put(nearest(here, targets, DIRECTIONS[action]) or here)
        return True

    def draw(self, surface: pygame.Surface, targets: Callable[[], Sequence[Target]],
             scale: float = 1.0, label_at: pygame.Rect | None = None) -> None:
        """The ring round the focused target, and its label over ``label_at`` (a board's
        "who acts now" strip; a widget screen's button says what it does itself).
        ``targets`` is asked only while the ring shows (a board's list asks the engine)."""
        if not showing():
            return
        here = self.current(targets())
        if here is None:
            return
        draw_ring(surface, here.rect, scale)
        if label_at is not None:
            draw_label(surface, here, scale, label_at)


def nearest(here: Target, targets: Sequence[Target], direction: tuple[int, int]
            ) -> Target | None:
    """The target nearest ``here`` in ``direction``: its middle ahead of ``here``'s, the
    distance across the direction counting double (so a neighbour in line wins)."""
    hx, hy = here.rect.center
    best, best_score = None, float("inf")
    dx, dy = direction
    for target in targets:
        if target is here:
            continue
        tx, ty = target.rect.center
        ahead = (tx - hx) * dx + (ty - hy) * dy
        across = abs((tx - hx) * dy) + abs((ty - hy) * dx)
        if ahead <= 0 or (ahead == 0 and across == 0):
            continue
        score = ahead + 2 * across
        if score < best_score:
            best, best_score = target, score
    return best


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
    """A dark and a bright outline round ``rect``: one of the two stands out on any
    background."""
    pad = max(3, int(4 * scale))
    ring = pygame.Rect(rect).inflate(2 * pad, 2 * pad).clip(surface.get_rect().inflate(-2, -2))
    width = max(3, int(4 * scale))
    radius = max(4, int(8 * scale))
    pygame.draw.rect(surface, RING_OUTER, ring.inflate(2 * width, 2 * width), width + 1,
                     radius + width)
    pygame.draw.rect(surface, RING_INNER, ring, width, radius)
    pygame.draw.rect(surface, RING_OUTER, ring.inflate(-2 * width, -2 * width), 1,
                     max(2, radius - width))
    layout_log.place("focus ring", ring, "focus")
    return ring


def label_text(target: Target) -> str:
    return f"{keys.shown('act')}: {target.label}"


def draw_label(surface: pygame.Surface, target: Target, scale: float = 1.0,
               at: pygame.Rect | None = None) -> None:
    """The focused choice in words, in a small dark box: over ``at`` (a board's "who acts
    now" strip), else under the ring (above it near the window's bottom)."""
    size = max(theme.MIN_TEXT, int(16 * scale))
    words = label_text(target)
    pad = int(8 * scale)
    lines = 1
    if at is not None:
        box = pygame.Rect(at)
        floor = theme.font(theme.label_floor(scale), "bold")
        if floor.size(words)[0] > box.width - 2 * pad:  # a long choice: a second line, upward
            lines = 2
            box.top -= floor.get_linesize()
            box.height += floor.get_linesize()
    else:
        width = theme.font(size, "bold").size(words)[0] + 2 * pad
        box = pygame.Rect(0, 0, min(width, surface.get_width() - 8),
                          theme.font(size, "bold").get_linesize() + pad)
        ring = target.rect.inflate(int(12 * scale), int(12 * scale))
        box.midtop = (ring.centerx, ring.bottom + 4)
        if box.bottom > surface.get_height() - 4:
            box.midbottom = (ring.centerx, ring.top - 4)
        box.clamp_ip(surface.get_rect())
    theme.panel(surface, box, colour=RING_OUTER, edge=RING_INNER, radius=6, alpha=255)
    theme.text_box(surface, box.inflate(-2 * pad, -2), words, size, RING_INNER, "bold",
                   floor=theme.label_floor(scale), max_lines=lines,
                   align="left" if at is not None else "center", valign="middle")
    layout_log.place("focus label", box, "focus")
