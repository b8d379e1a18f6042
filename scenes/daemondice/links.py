"""Attack tokens and the arrows that tie an attack to the dice defending against it.

Each attack in play is a token on the mat of the daemon it is aimed at: a tag ("A1"), the
attacking face, and a short label of what still gets through ("stun · 1 more die stops it").
An arrow runs from the attacking die to its token, and from the token to every die put against
it, in the attack's own colour *and* with its tag on both ends, so a defence can be matched to
its attack without telling colours apart. The numbers all come from the engine
(``attack_views``); only the wording is ours.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from engine.daemondice import DaemonDiceState, Step, attack_views
from scenes.daemondice.mat_layout import Mat

Colour = tuple[int, int, int]

LINK_COLOURS: tuple[Colour, ...] = ((255, 196, 70), (110, 200, 255), (250, 120, 190),
                                    (150, 230, 120), (255, 140, 80), (190, 150, 255))
"""One colour per attack tag (A1, A2, ...): the tag itself is always drawn too."""


OUTLINE: Colour = (18, 12, 22)
CROWDED = 6
"""More attacks than this at once and the attacker arrows step back unless one is pointed at."""


def link_colour(index: int) -> Colour:
    return LINK_COLOURS[index % len(LINK_COLOURS)]


def _count(words: Sequence[str]) -> str:
    """("stun", "stun", "wound") -> "2 stuns + wound"."""
    parts = []
    for word in ("stun", "wound"):
        n = sum(1 for w in words if w == word)
        if n:
            parts.append(word if n == 1 else f"{n} {word}s")
    return " + ".join(parts) or "no harm"


@dataclass(frozen=True)
class Token:
    """One attack in play, as its token shows it.

    ``seat`` is the mat it sits on (the daemon attacked), ``attacker`` / ``die`` the attacking
    die, ``defenders`` the dice of ``seat`` put against it, ``need`` / ``have`` the defence size
    it takes and has, ``incoming`` whether it waits for a defence (else it is being arrayed).
    """

    index: int
    seat: int
    attacker: int
    die: int
    face: str
    reach: str
    harm: str
    need: int
    have: int
    stopped: bool
    incoming: bool
    defenders: tuple[int, ...]
    guided: bool
    open: bool = True
    """Defences may still be added (the Defend step); afterwards it has landed or not."""

    @property
    def tag(self) -> str:
        return f"A{self.index + 1}"

    @property
    def headline(self) -> str:
        """"A1 · 2 stuns · sweep" (melee is the usual case and goes unsaid)."""
        reach = "" if self.reach == "melee" else f" · {self.reach}"
        return f"{self.tag} · {self.harm}{reach}"

    @property
    def status(self) -> str:
        """What stops it, in a few words."""
        if not self.incoming:
            return f"needs {self.need} {'die' if self.need == 1 else 'dice'} to stop"
        if self.stopped:
            return "stopped"
        if not self.open:
            return "got through"
        more = self.need - self.have
        return f"{more} more {'die stops' if more == 1 else 'dice stop'} it"

    @property
    def short_status(self) -> str:
        """The status for a narrow token: "stopped", "1 more die", "needs 2 dice"."""
        if not self.incoming:
            return f"needs {self.need} {'die' if self.need == 1 else 'dice'}"
        if self.stopped:
            return "stopped"
        if not self.open:
            return "got through"
        more = self.need - self.have
        return f"{more} more {'die' if more == 1 else 'dice'}"

    @property
    def tiny_status(self) -> str:
        """The status on a square token: "ok", "hit", "+1" (more dice needed), "2" (size)."""
        if not self.incoming:
            return str(self.need)
        if self.stopped:
            return "ok"
        if not self.open:
            return "hit"
        return f"+{self.need - self.have}"

    @property
    def label(self) -> str:
        """The whole label on one line: "stun · 1 more die stops it"."""
        return f"{self.harm} · {self.status}"


LANDED = frozenset((Step.MOUTH, Step.FOE_DAMAGE, Step.SUFFER))
"""Steps after the defences are locked in: an attack not stopped has got through."""


def attack_tokens(st: DaemonDiceState) -> list[Token]:
    """The tokens to draw now: the attacks facing the daemon whose turn it is, or, while it
    arrays its own, those."""
    out = []
    if st.incoming and st.foe is not None:
        for v in attack_views(st, incoming=True):
            defenders = tuple(d for d, _ in v.defence)
            out.append(Token(v.index, st.turn, v.seat, v.attack.die, v.attack.face, v.reach,
                             _count(v.through), v.need, len(defenders), v.stopped, True,
                             defenders, v.targeted, st.step not in LANDED))
    elif st.outgoing and st.target is not None:
        for v in attack_views(st, incoming=False):
            out.append(Token(v.index, st.target, v.seat, v.attack.die, v.attack.face, v.reach,
                             _count(v.through), v.need, 0, False, False, (), v.targeted))
    return out


# ------------------------------------------------------------------------------------ drawing


def edge_point(rect: pygame.Rect, towards: tuple[float, float]) -> tuple[float, float]:
    """Where the segment from ``rect``'s centre to ``towards`` leaves the rect."""
    cx, cy = rect.center
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return (cx, cy)
    hw, hh = rect.width / 2 + 2, rect.height / 2 + 2
    t = min(hw / abs(dx) if dx else math.inf, hh / abs(dy) if dy else math.inf)
    return (cx + dx * t, cy + dy * t)


def arrow(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
          colour: Colour, width: int, head: int) -> None:
    """A line from ``a`` to ``b`` with a head at ``b``, outlined dark so it reads on any mat."""
    length = math.dist(a, b)
    if length < 2:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    base = (b[0] - ux * head, b[1] - uy * head)
    side = (-uy * head * 0.55, ux * head * 0.55)
    tip = [b, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
    pygame.draw.line(surface, OUTLINE, a, base, width + 3)
    pygame.draw.line(surface, colour, a, base, width)
    pygame.draw.polygon(surface, colour, tip)
    pygame.draw.polygon(surface, OUTLINE, tip, 1)


def draw_arrows(surface: pygame.Surface, mats: Sequence[Mat], tokens: Sequence[Token],
                scale: float, focus: int | None = None) -> None:
    """Attacker -> token -> each defender. With ``focus`` (an attack index under the mouse),
    the other attacks' arrows are drawn faint so the focused one stands out; with many attacks
    and no focus the long attacker arrows are drawn thin and soft (the tags still match)."""
    width = max(2, int(3 * scale))
    head = max(8, int(12 * scale))
    crowded = len(tokens) > CROWDED
    ordered = sorted(tokens, key=lambda t: t.index == focus)  # the focused one on top
    for token in ordered:
        mat = mats[token.seat]
        if token.index >= len(mat.tokens):
            continue
        box = mat.tokens[token.index]
        colour = link_colour(token.index)
        soft = (focus is not None and focus != token.index) or (crowded and focus is None)
        line_colour: Colour = (colour[0] // 2 + 20, colour[1] // 2 + 20, colour[2] // 2 + 20) \
            if soft else colour
        source = mats[token.attacker].slots.get(token.die)
        if source is not None:
            start = edge_point(source, box.center)
            end = edge_point(box, source.center)
            arrow(surface, start, end, line_colour, max(1, width - 1) if soft else width, head)
        for die in token.defenders:
            slot = mat.slots.get(die)
            if slot is not None:
                arrow(surface, edge_point(box, slot.center), edge_point(slot, box.center),
                      colour, max(2, width - 1), head - 2)


__all__ = ["LINK_COLOURS", "Token", "arrow", "attack_tokens", "draw_arrows", "edge_point",
           "link_colour"]
