"""A suggested secret placement: the set-up scene's "auto place" and the AI's own placement.

Why a heuristic and not a search: nobody sees anyone else's values when placing, and the total
(which decides who starts) is fixed by the throw, so a placement can only be judged against the
rivals' *boards*, which are public. Each die's value is weighed by how likely it is to survive
the attacks those boards can make on it: an ability attack from the rival's die on the same
ability (wins on equal), or a boosted attack from the rival's biggest die (must beat it). A
little extra goes to high values on linked dice, which can also guard their partners.
"""

from __future__ import annotations

from itertools import permutations

from engine.deathbydice.actions import Place
from engine.deathbydice.combat import assistants, side
from engine.deathbydice.model import RING, SLIPPERY, SUCKER_PUNCH
from engine.deathbydice.roster import BOARDS
from engine.deathbydice.state import DeathByDiceState

LINK_BONUS = 0.05


def _at_least(size: int, need: float) -> float:
    """P(a d``size`` shows ``need`` or more)."""
    if need <= 1:
        return 1.0
    if need > size:
        return 0.0
    return (size - int(need) + 1) / size


def threats(st: DeathByDiceState, fighter: int) -> list[list[float]]:
    """threat[a][v]: the best chance any rival has to hit ``fighter``'s die on ability ``a``
    showing ``v`` (rivals' dice assumed all standing, values unknown)."""
    me = st.fighters[fighter]
    board = BOARDS[me.board]
    rivals = [f for f in st.fighters if f.seat != me.seat]
    if st.scenario == 1:
        rivals = [f for f in st.fighters if side(f) != side(me)]
    out = []
    for a in range(RING):
        size = board.sizes[a]
        row = [0.0] * (size + 1)
        for v in range(1, size + 1):
            best = 0.0
            for r in rivals:
                rb = BOARDS[r.board]
                full = rb.sizes
                if full[a]:
                    punch = 1 if rb.has(SUCKER_PUNCH) else 0
                    need = v + (1 if board.has(SLIPPERY) else 0) - punch
                    best = max(best, _at_least(full[a], need))
                boosters = [s for i, s in enumerate(full) if s and assistants(rb, full, i)]
                if boosters:
                    best = max(best, _at_least(max(boosters), v + 1 - 2))
            row[v] = best
        out.append(row)
    return out


def suggest(st: DeathByDiceState) -> list[Place]:
    """A whole placement for the seat placing now, as Place actions (forced ones are already
    made by the engine)."""
    out: list[Place] = []
    for i in st.fighters_of(st.setup_seat):
        pool = st.pools[i]
        if not pool:
            continue
        board = BOARDS[st.fighters[i].board]
        risk = threats(st, i)
        for size in sorted({s for s, _ in pool}):
            free = [a for a in range(RING) if board.sizes[a] == size and not
                    st.fighters[i].values[a]]
            values = sorted(v for s, v in pool if s == size)
            best_score = -1.0
            best: tuple[int, ...] = tuple(values)
            for perm in set(permutations(values)):
                score = sum(v * (1 - risk[a][v]) + LINK_BONUS * v * len(board.linked(a))
                            for a, v in zip(free, perm, strict=True))
                if score > best_score + 1e-9:
                    best_score, best = score, perm
            out += [Place(i, a, v) for a, v in zip(free, best, strict=True)]
    return out
