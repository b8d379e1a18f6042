"""Small immutable records of a Daemon Dice position: the step of the turn, attacks, grabs, hits.

They live apart from the state class so the rules, the queries, serialization and the UI helpers
can all use them without import cycles.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.daemondice.tables import ATTACKS, PLUS_MODE, STOPS, STUNNED, WOUNDED, AttackFace


class Step(enum.Enum):
    """Where the battle stands: whose decision (or which roll) the game is waiting for.

    ``title`` is a readable name for the UI; ``stage`` names the part of the sequence of play
    ("Roll", "Recover", "Defend", "Attack") the step belongs to.
    """

    INITIATIVE = "initiative"  # CHANCE: one daemon rolls all its dice for initiative
    COIN = "coin"  # CHANCE: the third tie in a row is settled by a coin (a lot for 3+)
    ACTIVATE = "activate"  # the daemon whose turn it is may let go with grabbing Tentacles
    FOE_MINUS = "foe_minus"  # the foe places its targeted minuses (Wings)
    OWN_MINUS = "own_minus"  # the daemon sets aside dice for the foe's other minuses
    ROLL = "roll"  # CHANCE: the daemon rolls its active dice
    RECOVER = "recover"  # pluses (and mongrel stamina) bring stunned dice back
    DEFEND = "defend"  # defences are matched against the foe's arrayed attacks
    MOUTH = "mouth"  # the foe's undefended Mouths let it recover stunned dice
    FOE_DAMAGE = "foe_damage"  # the foe places the damage of its Brain-targeted attacks
    SUFFER = "suffer"  # the daemon places the rest of the damage
    TARGET = "target"  # (3+ daemons) the daemon chooses whom it attacks
    GRAB = "grab"  # Tentacles grab the target's dice
    ARRAY = "array"  # pluses, Brains, Spikes and poison are added to the attacks
    ROT = "rot"  # a Rot purebred rots the target's stunned dice
    NEXT = "next"  # (3+ daemons) a defeated daemon names who takes the next turn
    OVER = "over"

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def stage(self) -> str:
        return _STAGES[self]


_TITLES = {
    Step.INITIATIVE: "Initiative roll",
    Step.COIN: "Initiative coin toss",
    Step.ACTIVATE: "Activate dice",
    Step.FOE_MINUS: "Targeted minuses",
    Step.OWN_MINUS: "Apply foe's minuses",
    Step.ROLL: "Roll dice",
    Step.RECOVER: "Recover stuns",
    Step.DEFEND: "Apply defences",
    Step.MOUTH: "Mouth drinks blood",
    Step.FOE_DAMAGE: "Targeted damage",
    Step.SUFFER: "Suffer stuns & wounds",
    Step.TARGET: "Choose a foe",
    Step.GRAB: "Apply grabs",
    Step.ARRAY: "Array attacks",
    Step.ROT: "Rot",
    Step.NEXT: "Choose who goes next",
    Step.OVER: "Battle over",
}
_STAGES = {
    Step.INITIATIVE: "Initiative", Step.COIN: "Initiative", Step.ACTIVATE: "Roll",
    Step.FOE_MINUS: "Roll", Step.OWN_MINUS: "Roll", Step.ROLL: "Roll", Step.RECOVER: "Recover",
    Step.DEFEND: "Defend", Step.MOUTH: "Defend", Step.FOE_DAMAGE: "Defend", Step.SUFFER: "Defend",
    Step.TARGET: "Attack", Step.GRAB: "Attack", Step.ARRAY: "Attack", Step.ROT: "Attack",
    Step.NEXT: "Defeat", Step.OVER: "Over",
}

CHANCE_STEPS = frozenset((Step.INITIATIVE, Step.COIN, Step.ROLL))
FOE_STEPS = frozenset((Step.FOE_MINUS, Step.MOUTH, Step.FOE_DAMAGE))
"""Steps decided by the foe (the daemon whose attacks and minuses are being applied)."""
TURN_STEPS = frozenset((Step.RECOVER, Step.DEFEND, Step.MOUTH, Step.FOE_DAMAGE, Step.SUFFER,
                        Step.TARGET, Step.GRAB, Step.ARRAY, Step.ROT))
"""Steps after the roll, while the rolled faces of the daemon whose turn it is still count."""


@dataclass(frozen=True, slots=True)
class Attack:
    """One arrayed attack: the attacking die and face, and what was added to it.

    Die numbers are the attacker's. ``brain`` is the die of the Brain that targets it (or None).
    """

    die: int
    face: str
    boosts: tuple[int, ...] = ()
    brain: int | None = None
    spikes: tuple[int, ...] = ()
    poison: bool = False

    @property
    def stats(self) -> AttackFace:
        return ATTACKS[self.face]

    @property
    def reach(self) -> str:
        return ATTACKS[self.face].reach

    @property
    def boost(self) -> int:
        """Boosts that a defence must match (each plus on a ray counts two)."""
        return len(self.boosts) * ATTACKS[self.face].boost_per_plus

    @property
    def need(self) -> int:
        """How many dice a defence needs to stop it: one defence plus one per boost."""
        return 1 + self.boost

    @property
    def hits(self) -> tuple[int, ...]:
        """Damage if undefended, as health codes (STUNNED / WOUNDED), stuns first."""
        s = ATTACKS[self.face]
        extra = len(self.spikes) + (1 if self.poison else 0)
        return (STUNNED,) * s.stuns + (WOUNDED,) * (s.wounds + extra)

    def dice(self) -> tuple[int, ...]:
        """Every die of the attacker taking part."""
        return ((self.die,) + self.boosts + ((self.brain,) if self.brain is not None else ())
                + self.spikes)


def group_kind(group: tuple[tuple[int, str], ...]) -> str | None:
    """The defence kind (block / deflect / dodge) of a group, from its first non-plus die."""
    for _, mode in group:
        if mode != PLUS_MODE:
            return mode
    return None


def group_stops(group: tuple[tuple[int, str], ...], attack: Attack) -> bool:
    """Whether a defence group stops an attack: a fitting kind and enough dice for the boosts."""
    kind = group_kind(group)
    return kind is not None and attack.reach in STOPS[kind] and len(group) >= attack.need


@dataclass(frozen=True, slots=True, order=True)
class Hold:
    """A Tentacle (``holder``'s die ``holder_die``) holding ``victim``'s die ``victim_die``."""

    holder: int
    holder_die: int
    victim: int
    victim_die: int


@dataclass(frozen=True, slots=True)
class Hit:
    """One unit of damage still to place: STUNNED or WOUNDED, and whether the foe aims it."""

    harm: int
    targeted: bool


# What a die did in its daemon's latest turn (``used``); "" = nothing (yet).
FREE = ""
MINUSED = "minus"  # set aside for one of the foe's minuses
PINNED = "pinned"  # set aside by a targeted minus
RECOVERED = "recovered"  # came back from a stun this turn (out of play for the turn)
SPENT = "spent"  # a plus spent on recovering a die
DEFENDING = "defend"
GRABBING = "grab"
SENT = "sent"  # a minus, Lungs or Wings counted against the target
ATTACKING = "attack"
BOOSTING = "boost"
GUIDING = "brain"
SPIKING = "spike"
USES = (FREE, MINUSED, PINNED, RECOVERED, SPENT, DEFENDING, GRABBING, SENT, ATTACKING, BOOSTING,
        GUIDING, SPIKING)

__all__ = ["ATTACKING", "Attack", "BOOSTING", "CHANCE_STEPS", "DEFENDING", "FOE_STEPS", "FREE",
           "GRABBING", "GUIDING", "Hit", "Hold", "MINUSED", "PINNED", "RECOVERED", "SENT",
           "SPENT", "SPIKING", "Step", "TURN_STEPS", "USES", "group_kind", "group_stops"]
