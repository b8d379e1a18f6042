"""Which dice and daemons may be clicked or dragged now, and which engine action a gesture means.

No rules here: every choice comes from ``state.legal_actions()`` (see ``moves``). The engine
lists one action per group of look-alike dice; ``moves.expand`` spreads each over its look-alikes
through ``state.canonical``, so a click or drop on any of them makes the listed action.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Action
from engine.daemondice import ChooseFoe, DaemonDiceState, Done, HandOver
from scenes.daemondice.moves import DieRef, Move, Target, all_moves, die_target, distinct


@dataclass
class Choices:
    """The clickable things of one position.

    ``dice`` maps every lit die to the actions it takes part in (as the die picked up, or as the
    die a one-click action or a placement lands on); ``moves`` keeps the gestures themselves.
    """

    dice: dict[DieRef, list[Action]] = field(default_factory=dict)
    seats: dict[int, Action] = field(default_factory=dict)
    done: bool = False
    moves: list[Move] = field(default_factory=list)

    def lit(self, ref: DieRef) -> bool:
        return ref in self.dice

    def from_source(self, ref: DieRef) -> list[Move]:
        """The moves that pick up die ``ref``."""
        return [m for m in self.moves if m.source == ref]

    def is_source(self, ref: DieRef) -> bool:
        return any(m.source == ref for m in self.moves)

    def onto(self, target: Target, source: DieRef | None = None, any_source: bool = False
             ) -> list[Move]:
        """The moves landing on ``target``: from ``source`` (None: one-click moves), or from
        any source at all with ``any_source``."""
        return [m for m in self.moves
                if m.target == target and (any_source or m.source == source)]

    def targets_of(self, ref: DieRef) -> set[Target]:
        """Where die ``ref`` may be dropped."""
        return {m.target for m in self.moves if m.source == ref}

    def attack_targets(self) -> set[Target]:
        return {m.target for m in self.moves if m.target[0] == "attack"}


def choices(st: DaemonDiceState) -> Choices:
    """Every gesture open to the player to move, with look-alike dice included."""
    out = Choices()
    legal = st.legal_actions()
    for action in legal:
        if isinstance(action, Done):
            out.done = True
        elif isinstance(action, (ChooseFoe, HandOver)):
            out.seats[action.seat] = action
    out.moves = all_moves(st, legal)
    for move in out.moves:
        refs = [] if move.source is None else [move.source]
        kind, seat, index = move.target
        if kind == "die":
            refs.append((seat, index))
        elif move.source is None and seat == st.turn:  # poison: lit on the attacking die
            refs.append((seat, st.outgoing[index].die))
        for ref in refs:
            bucket = out.dice.setdefault(ref, [])
            if move.action not in bucket:
                bucket.append(move.action)
    return out


def single(ch: Choices, ref: DieRef) -> list[Move]:
    """The one-click moves (no die picked up) on die ``ref``."""
    return distinct(ch.onto(die_target(ref)))


__all__ = ["Choices", "DieRef", "choices", "single"]
