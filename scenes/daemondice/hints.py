"""The first-battle hint strip: the next thing to do, in plain words, above the mats.

Why apart from the prompt: the engine's prompt says what the rules wait for ("add dice to
defences, then confirm"); a newcomer also needs to know *where* to look and *what gesture* does
it ("the red tokens are the attacks on you: drag a Block onto one"). The numbers (minuses to
place, hits left) are the state's; whether anything can be done at all is the engine's legal
list. The strip is meant for a player's first battles (``last_choice.first_battles``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

import scenes.theme as theme
from engine.daemondice import DaemonDiceState, Done, Step, confirm_action, confirm_prompt
from scenes.daemondice.dice_art import prepared


def _many(n: int, one: str, more: str) -> str:
    return f"{n} {one if n == 1 else more}"


def hint_for(st: DaemonDiceState, human: bool) -> str:
    """The hint for the player at the screen (``human``: a person must act now)."""
    step = st.step
    if step is Step.OVER:
        outcome = st.outcome()
        return outcome.detail if outcome is not None else "The battle is over."
    mover = st.to_move
    if not human and mover is not None and mover < 0:  # dice in the air: nobody is deciding
        thrower = st.roll_request().seat
        whose = f"{st.seat_name(thrower)}'s dice" if thrower is not None else "The dice"
        return f"{whose} are rolling ({step.title.lower()}): watch the tray."
    if not human:
        who = st.seat_name(st.turn if mover is None else mover)
        return f"{who} is deciding ({step.title.lower()}): watch its mat."
    forced = confirm_action(st)
    if forced is not None:  # stopped only so the player sees it and confirms
        button = "" if isinstance(forced, Done) else " Press Confirm (Space)."
        return f"{confirm_prompt(st)}{button}"
    kinds = {a.kind for a in st.legal_actions()}
    if step is Step.INITIATIVE or step is Step.COIN:
        return "Roll for who starts: each Dodge, Plus, Minus and Wings scores a point."
    if step is Step.ROLL:
        return "Throw your dice: press Roll, or drag across the tray and let go."
    if step is Step.ACTIVATE:
        return "Your Tentacle holds a foe die: click it to let go and roll it, or press Done."
    if step is Step.FOE_MINUS:
        return (f"Your Wings: click {_many(st.minus_aimed, 'foe die', 'foe dice')} to sit out "
                "the next roll.")
    if step is Step.OWN_MINUS:
        return (f"The foe's minuses: click {_many(st.minus_free, 'of your dice', 'of your dice')}"
                " in To roll to set aside.")
    if step is Step.RECOVER:
        if "recover" not in kinds:
            return "Nothing can come back now: press Done to go on to defending."
        if st.free_left > 0:
            return "Mongrel stamina: click a stunned die to bring it back for free."
        return "Drag a Plus from Rolled onto a stunned die to bring it back, then press Done."
    if step is Step.DEFEND:
        if "defend" not in kinds:
            return "None of your dice can stop these attacks: press Confirm to take the hits."
        return "Drag a Block, Deflect or Dodge onto a foe attack, then press Confirm."
    if step is Step.MOUTH:
        return "Your Mouth bit through: click one of your stunned dice to bring it back."
    if step is Step.FOE_DAMAGE:
        return "Your Brain aims this hit: click the foe die that takes it."
    if step is Step.SUFFER:
        hits = _many(len(st.queue), "hit", "hits")
        return f"Attacks got through: click your die that takes the next hit ({hits} left)."
    if step is Step.TARGET:
        return "Choose whom to attack: click a foe's mat."
    if step is Step.GRAB:
        return "Drag your Tentacle onto a foe die to grab it, or press Done."
    if step is Step.ARRAY:
        return "Drag a Plus onto one of your attacks to boost it, then press Done to launch."
    if step is Step.ROT:
        return "Rot: click a stunned foe die to wound it for good, or press Done."
    if step is Step.NEXT:
        return "You are beaten: click the daemon that takes the next turn."
    return st.step.title


KEPT_HINTS = 4
"""Strips kept painted: the one shown and the two painted ahead, with room for one more
(each is the strip's size, a few hundred kilobytes on the largest window)."""


class HintStrip:
    """One line of the hint on a gold-edged strip, painted once per hint (a frame blits)."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        self._pictures: dict[tuple, pygame.Surface] = {}
        """The strip painted for each of the last few hints (``KEPT_HINTS``), the newest last:
        the one shown and those painted ahead for the next position (``paint_ahead``)."""
        self._asked: DaemonDiceState | None = None
        """The position (held, so it is the same object) and seat whose hint is known."""
        self._asked_human = False
        self._hint = ""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, st: DaemonDiceState,
             seat: int | None, first_battle: bool = True, human: bool = True) -> None:
        if not first_battle:
            return
        if self._asked is not st or self._asked_human != human:
            # (worked out once per position: a throw's asks the engine)
            self._asked, self._asked_human, self._hint = st, human, hint_for(st, human)
        hint = self._hint
        # Keyed by its words, not by the position: most moves leave them as they were, and
        # painting the strip again was a millisecond of the frame a move lands on.
        surface.blit(self._picture(rect.size, hint), rect)

    def paint_ahead(self, size: tuple[int, int], st: DaemonDiceState) -> Iterator[None]:
        """Paint, a hint a step, the strip the position ``st`` may show (its hint to the
        person at the screen and to a watcher): the frame the move bringing it lands on
        then blits it (painting it there was a millisecond of that frame)."""
        for human in (True, False):
            self._picture(size, hint_for(st, human))
            yield

    def _picture(self, size: tuple[int, int], hint: str) -> pygame.Surface:
        # Keyed by its words, not by the position: most moves leave them as they were.
        key = (hint, tuple(size), self.scale)
        picture = self._pictures.pop(key, None)
        if picture is None:
            picture = self._paint(size, hint)
            while len(self._pictures) >= KEPT_HINTS:
                del self._pictures[next(iter(self._pictures))]
        self._pictures[key] = picture
        return picture

    def _paint(self, size: tuple[int, int], hint: str) -> pygame.Surface:
        s = self.scale
        picture = pygame.Surface(size, pygame.SRCALPHA)
        rect = picture.get_rect()
        theme.panel(picture, rect, colour=(40, 30, 22), edge=theme.GOLD, radius=8, alpha=235)
        size_px = max(14, int(15 * s))
        badge = theme.render("Next:", size_px, theme.GOLD, "black")
        pad = int(10 * s)
        picture.blit(badge, (rect.x + pad, rect.centery - badge.get_height() // 2))
        x = rect.x + 2 * pad + badge.get_width()
        theme.label(picture, pygame.Rect(x, rect.y, rect.right - x - pad, rect.height), hint,
                    size_px, theme.TEXT, "bold", floor=theme.label_floor(s), align="left")
        return prepared(picture)


__all__ = ["HintStrip", "hint_for"]
