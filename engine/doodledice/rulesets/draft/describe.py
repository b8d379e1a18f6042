"""The draft's log lines: a pick, and the throw for first pick."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.actions import Pick
from engine.doodledice.rulesets.draft import rules as draft
from engine.doodledice.words import a_or_an

if TYPE_CHECKING:
    from engine.doodledice.position import DoodleState


def pick_text(st: DoodleState, who: str, action: Pick) -> str | None:
    """"Red picks a blue d8 (48 of 60 sides)"."""
    d = st.collection[action.die]
    if d is None:
        return None
    total = draft.taken_sides(st, st.seat) + d.sides
    return f"{who} picks {a_or_an(d.label)} ({total} of {st.budget} sides)"


def first_pick_text(st: DoodleState, values: tuple) -> str:
    """"Blue rolls 5, Red 2: Blue picks first" for the throw about to be made in the draft
    (the collection's own dice, when they come first, are left out: they are no contest)."""
    throws = tuple(values)[0 if st.collection else draft.COLLECTION_DICE:]
    seats = draft.rolling_seats(st)
    pairs = list(zip(seats, (int(v) for v in throws), strict=False))
    if not pairs:
        return "The dice are thrown for first pick"
    said = ", ".join(f"{st.seat_name(s)} {v}" for s, v in sorted(pairs, key=lambda p: -p[1]))
    said = said.replace(" ", " rolls ", 1)
    top = max(v for _, v in pairs)
    best = [s for s, v in pairs if v == top]
    laid = "" if st.collection else "The shared collection is laid out. "
    if len(best) > 1:
        return f"{laid}{said}: a tie, " + " and ".join(st.seat_name(s) for s in best) \
            + " throw again"
    return f"{laid}{said}: {st.seat_name(best[0])} picks first"


__all__ = ["first_pick_text", "pick_text"]
