"""A human's secret placement in progress, before it is committed.

The player drags rolled dice onto abilities; nothing reaches the match until Confirm, so a die
can be taken back by clicking it. Every drop is checked by the engine (``secret.draft_problem``
on ``secret.draft``: the same sentence ``apply`` would give), and the forced placements the engine
makes on its own are shown as they will be.
"""

from __future__ import annotations

import engine.deathbydice.secret as secret
from engine.core import IllegalAction
from engine.deathbydice.actions import Place
from engine.deathbydice.model import PLACE
from engine.deathbydice.placing import suggest
from engine.deathbydice.state import DeathByDiceState


class Draft:
    """Place actions chosen so far for the seat placing in ``base`` (a ``view`` of that seat)."""

    def __init__(self) -> None:
        self.places: list[Place] = []
        self._key: tuple = ()
        self._state: DeathByDiceState | None = None

    def reset(self) -> None:
        self.places.clear()
        self._key = ()

    def state(self, base: DeathByDiceState) -> DeathByDiceState:
        """``base`` with the draft placed (never moved on to the next seat)."""
        key = (id(base), tuple(self.places))
        if key != self._key or self._state is None:
            self._key = key
            try:
                self._state = secret.draft(base, self.places)
            except IllegalAction:
                self.places.clear()
                self._state = secret.draft(base, [])
        return self._state

    def pool(self, base: DeathByDiceState, fighter: int) -> list[tuple[int, int]]:
        """(size, value) of the dice of ``fighter`` still to place."""
        return list(self.state(base).pools[fighter])

    def complete(self, base: DeathByDiceState) -> bool:
        st = self.state(base)
        return not any(st.pools[i] for i in st.fighters_of(st.setup_seat))

    def why_not(self, base: DeathByDiceState, action: Place) -> str | None:
        return secret.draft_problem(self.state(base), action)

    def drop(self, base: DeathByDiceState, action: Place) -> str | None:
        """Place a die in the draft; the refusal sentence if the engine refuses it."""
        why = self.why_not(base, action)
        if why is None:
            self.places.append(action)
        return why

    def take_back(self, base: DeathByDiceState, fighter: int, ability: int) -> bool:
        """Return the die the player put on ``ability`` to the pool (forced ones stay)."""
        for n, p in enumerate(self.places):
            if p.fighter == fighter and p.ability == ability:
                rest = self.places[:n] + self.places[n + 1:]
                try:
                    secret.draft(base, rest)
                except IllegalAction:
                    rest = self.places[:n]
                self.places[:] = rest
                return True
        return False

    def placed_by_player(self, fighter: int, ability: int) -> bool:
        return any(p.fighter == fighter and p.ability == ability for p in self.places)

    def auto(self, base: DeathByDiceState) -> None:
        """The engine's suggested placement for every die not placed yet."""
        self.places[:] = self.places + suggest(self.state(base))

    def commit_actions(self, base: DeathByDiceState) -> list[Place]:
        """The actions to apply, in order, once the player confirms (all dice placed)."""
        if base.phase != PLACE or not self.complete(base):
            return []
        return list(self.places)
