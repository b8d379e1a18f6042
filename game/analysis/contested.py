"""66d6's judge: the quick look where a decision is plain, a look deeper than Hard's where the
grade can change.

Why its own judge: a 66d6 game runs to a thousand small steps, six a turn, so a look deeper
than Hard's plan at every step costs what Hard's own planning does, far past the analysis's
budget. But most steps are not in doubt: the played choice is the one the quick look
(``Judge.choice``: the position after it, a reroll averaged over its outcomes) finds best, or
all but, and there a deeper look hardly ever finds a better choice by more than a point. So:

* **A decision is contested** when the quick look finds a choice better than the played one by
  more than ``CONTESTED`` points (``weighed``). Then the played choice and the quick look's best
  ``candidates`` are looked ``plies`` decisions further (``Judge.look``, whoever decides: the
  mover's next steps, an answer, the next turn), each decision taking the best of its
  ``width`` likeliest choices, a reroll in between averaged over its outcomes and looked past.
  That is deeper than Hard, whose search looks one decision past a few of its choices (rarely
  two) and reads a reroll by a single throw. A look of one decision, every choice of it
  weighed, was cheaper but judged against Hard where a choice's worth shows two steps on; two
  decisions on, the two likeliest choices of each suffice where Hard and the judge disagree.
* **Elsewhere the quick look stands**: the played choice is graded by what the quick look says
  it lost (at most ``CONTESTED`` points, so good).

Whether a decision is contested depends on its position and the played choice alone, so the
tutor grades a choice exactly as the review does.

**The ledger.** A position's own chance (the ledger's, a roll's luck) is the quick look's, as
before. A contested decision's choices are put on that scale: the played choice keeps its quick
chances, and every other choice is worth those plus what the deeper look finds it better or
worse than the played one. So the grade is the deeper look's, and the ledger meets the next
position where the quick look left it (a deeper look's values run above the quick look's by
its own extra step, which would otherwise be booked as the judge's error every time it is
consulted). Every figure is in win-chance points.
"""

from __future__ import annotations

from engine.core import State
from game.analysis.analyse import POINTS, Judge, Screened, register_judge

CONTESTED = 0.25
"""A decision whose played choice loses more than this (points) by the quick look is looked at
deeper."""

Chances = tuple[float, ...]


class ContestedJudge(Judge):
    """The judge of 66d6: a deeper look only where the quick look finds the played choice
    beaten (module doc)."""

    VERSION = "contested-1"
    SCREENED = None
    """Every choice of a decision inside the look is weighed by the evaluation, not a sample:
    a look's value would otherwise depend on which choices its sample happened to draw, which
    can outweigh the point or two a contested decision turns on."""

    def judged(self, after: State, seat: int) -> Chances:
        """A position after a choice, by the quick look (the deeper look is only for contested
        decisions, ``weighed``)."""
        return self.choice(after, seat)

    def position(self, state: State) -> Chances:
        """A position as a roll's luck reads it: the quick look's chances."""
        return self.chances(state)

    def weighed(self, played_text: str, after_played: State, screened: list[Screened],
                seat: int) -> list[tuple[str, Chances]]:
        """The quick look's chances of every choice; when the played choice is beaten there by
        more than ``CONTESTED``, the played choice and the best ``candidates`` by the deeper
        look, put on the quick look's scale (module doc)."""
        played = self.choice(after_played, seat)
        quick = [(played_text, played)] + [(text, chances) for text, _, chances in screened]
        if not screened or screened[0][2][seat] <= played[seat] + CONTESTED:
            return quick
        plies = self._depth.plies
        deep_played = self.look(after_played, plies)
        return [(played_text, played)] + [
            (text, _shifted(played, self.look(after, plies), deep_played))
            for text, after, _ in screened[: self._depth.candidates]]


def _shifted(base: Chances, deep: Chances, deep_base: Chances) -> Chances:
    """``base`` moved by what ``deep`` is worth more than ``deep_base``, each seat kept within
    a chance."""
    return tuple(min(POINTS, max(0.0, b + d - e))
                 for b, d, e in zip(base, deep, deep_base, strict=True))


register_judge("66d6", ContestedJudge)
