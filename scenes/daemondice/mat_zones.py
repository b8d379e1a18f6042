"""Which zone of its mat a die lies in, and which places it keeps while the player decides.

A die's zone is read from its engine status (``DieStatus``): stunned, wounded, grabbed, set
aside, defending, sent at a foe, rolled, used or waiting to roll. Only the daemon whose turn it is
has rolled dice that matter; every other daemon's healthy dice wait for its next roll, except
those still at work against a foe (attacks waiting, minuses, grabs).

Why *places*: a target must never move while the player decides (ux.md). For the step under way
every die that may still move keeps a place both where it is and where it may go, and a die hit
this turn keeps its old place; ``zone_places`` lists, per zone, who owns each place, by die number.
Everything here is pure (no drawing); ``mat_layout`` turns places into rectangles.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.daemondice import DaemonDiceState, DieStatus, Step
from engine.daemondice.model import (
    BOOSTING,
    DEFENDING,
    FREE,
    GRABBING,
    GUIDING,
    MINUSED,
    PINNED,
    RECOVERED,
    SENT,
    SPENT,
    SPIKING,
)
from engine.daemondice.tables import DEFENCES, PLUS, STUNNED, TENTACLE

ZONES: tuple[str, ...] = ("to_roll", "rolled", "aside", "sent", "incoming", "defending", "used",
                          "stunned", "wounded", "grabbed", "out")
"""Every zone, in the order they are laid out on a mat."""

ZONE_LABELS: dict[str, str] = {
    "to_roll": "To roll", "rolled": "Rolled", "aside": "Set aside", "sent": "Sent at foe",
    "incoming": "Attacks on it", "defending": "Defending", "used": "Used", "stunned": "Stunned",
    "wounded": "Wounded", "grabbed": "Grabbed", "out": "Out of the fight",
}

ZONE_TIPS: dict[str, str] = {
    "to_roll": "Dice that will be thrown at this daemon's next roll.",
    "rolled": "Dice rolled this turn whose face is still free to use.",
    "aside": "Dice sitting out a roll because of the foe's minuses.",
    "sent": "Dice working against a foe: attacks, their boosts, minuses, grabbing Tentacles.",
    "incoming": "The foe's attacks waiting to hit this daemon.",
    "defending": "Dice put against an incoming attack.",
    "used": "Dice whose face did its job this turn.",
    "stunned": "Out of action until a Plus brings them back.",
    "wounded": "Out for good.",
    "grabbed": "Held by a foe's Tentacle: cannot be rolled.",
    "out": "This daemon is beaten.",
}

ATTACH_FACES = frozenset((PLUS, "Brain", "Spike"))
"""Faces the Array step can add to an attack: they get a place in "Sent at foe" while arraying
(for placing only; what is legal is always the engine's answer)."""


@dataclass(frozen=True)
class MatContext:
    """What of the turn decides zones and reserved places (read from the state once).

    ``arrivals`` counts anonymous places reserved per (seat, zone): damage still to place,
    grabs and rot still to come.
    """

    step: Step
    turn: int
    foe: int | None
    target: int | None
    out: tuple[bool, ...]
    incoming: int
    outgoing: int
    arrivals: dict[tuple[int, str], int] = field(default_factory=dict)

    @staticmethod
    def of(st: DaemonDiceState) -> MatContext:
        arrivals: dict[tuple[int, str], int] = {}
        if st.step in (Step.FOE_DAMAGE, Step.SUFFER) and st.queue:
            stuns = sum(1 for h in st.queue if h.harm == STUNNED)
            arrivals[(st.turn, "stunned")] = stuns
            arrivals[(st.turn, "wounded")] = len(st.queue) - stuns
        if st.step is Step.GRAB and st.target is not None:
            arrivals[(st.target, "grabbed")] = len(st.free_dice(st.turn, TENTACLE))
        if st.step is Step.ROT and st.target is not None:
            arrivals[(st.target, "wounded")] = st.rot_left
        if st.step in (Step.OWN_MINUS, Step.FOE_MINUS):
            # one place in Set aside per minus still to place (never more than dice to take it)
            left = st.minus_free if st.step is Step.OWN_MINUS else st.minus_aimed
            able = len(st.active_dice(st.turn))
            if st.step is Step.FOE_MINUS:  # Wings may also pin a Tentacle that holds on
                able += sum(1 for h in st.holds if h.holder == st.turn)
            arrivals[(st.turn, "aside")] = min(left, able)
        return MatContext(st.step, st.turn, st.foe, st.target, tuple(st.out), len(st.incoming),
                          len(st.outgoing), arrivals)

    @property
    def foe_pending(self) -> bool:
        """Whether the foe's attacks and minuses still wait to be dealt with this turn."""
        return self.step.stage in ("Roll", "Recover", "Defend")

    def token_seat(self) -> int | None:
        """The mat that shows attack tokens now: the defender facing attacks, or the target
        of the attacks being arrayed."""
        if self.incoming:
            return self.turn
        if self.outgoing and self.target is not None:
            return self.target
        return None

    def tokens_on(self, seat: int) -> int:
        if self.out[seat] or seat != self.token_seat():
            return 0
        return self.incoming or self.outgoing


def zone_of(ds: DieStatus, ctx: MatContext) -> str:
    """The zone a die is in now: its state, read from its status (no rules are decided here)."""
    if ctx.out[ds.seat]:
        return "out"
    if ds.health == "wounded":
        return "wounded"
    if ds.health == "stunned":
        return "stunned"
    return healthy_zone(ds, ctx)


def healthy_zone(ds: DieStatus, ctx: MatContext) -> str:
    """The zone of a die as if it were unhurt (where a die hit this turn came from).

    Only the daemon whose turn it is has rolled dice that matter: every other daemon's
    healthy dice, whatever they did in its last turn, wait for its next roll ("To roll"),
    except those still at work against a foe (attacks waiting, minuses, grabs)."""
    if ds.grabbed_by is not None:
        return "grabbed"
    in_play = ds.seat == ctx.turn or (ds.seat == ctx.foe and ctx.foe_pending)
    if ds.grabbing is not None or (in_play and (ds.attack is not None or ds.use == SENT)):
        return "sent"
    if ds.seat != ctx.turn:
        return "to_roll"
    if ds.minused:
        return "aside"
    if ds.use == DEFENDING:
        return "defending"
    if ds.use in (RECOVERED, SPENT):
        return "used"
    if ds.face is None:
        return "to_roll"
    return "rolled" if ds.use == FREE else "used"  # as if unhurt: an unused face is free


def movable(ds: DieStatus, ctx: MatContext) -> tuple[str, ...]:
    """The zones (besides its own) where a die of the deciding daemon keeps a place this step:
    where it came from and where the step may still send it."""
    step, face, use = ctx.step, ds.face, ds.use
    if ctx.out[ds.seat]:
        return ()
    if ds.seat != ctx.turn:
        grabbed_now = step is Step.GRAB and ds.seat == ctx.target and \
            ds.grabbed_by is not None and ds.grabbed_by[0] == ctx.turn
        return ("to_roll",) if grabbed_now else ()  # a grab leaves the victim's place behind
    healthy = ds.health == "healthy"
    if step is Step.RECOVER:
        if face == PLUS and (ds.free or use == SPENT):
            return ("rolled", "used")
        if ds.health == "stunned" or use == RECOVERED:
            return ("stunned", "used")
    elif step is Step.DEFEND:
        if face in DEFENCES and (ds.free or use == DEFENDING):
            return ("rolled", "defending")
    elif step is Step.ARRAY:
        if face in ATTACH_FACES and (ds.free or use in (BOOSTING, GUIDING, SPIKING)):
            return ("rolled", "sent")
    elif step is Step.GRAB:
        if face == TENTACLE and (ds.free or use == GRABBING):
            return ("rolled", "sent")
    elif step is Step.OWN_MINUS and use == MINUSED:
        return ("to_roll",)  # set aside in this step: its place in To roll stays
    elif step is Step.FOE_MINUS and use == PINNED:
        return ("to_roll",)
    if step in (Step.FOE_DAMAGE, Step.SUFFER) and not healthy and (face is not None or use):
        return (healthy_zone(ds, ctx),)  # hit this turn: its old place stays
    return ()


def zone_places(statuses: tuple[DieStatus, ...], ctx: MatContext, seat: int, tokens: int
            ) -> tuple[dict[str, list[int | None]], dict[int, str]]:
    """Per zone, who owns each place, in order (die numbers; None = a place kept for an
    arrival not yet known, or a token), and each die's current zone."""
    owners: dict[str, set[int]] = {z: set() for z in ZONES}
    where: dict[int, str] = {}
    for ds in statuses:
        zone = zone_of(ds, ctx)
        where[ds.die] = zone
        owners[zone].add(ds.die)
        for extra in movable(ds, ctx):
            owners[extra].add(ds.die)
    places: dict[str, list[int | None]] = {}
    for zone in ZONES:
        order: list[int | None] = sorted(owners[zone])
        order += [None] * ctx.arrivals.get((seat, zone), 0)
        if zone == "incoming":
            order = [None] * tokens
        if order:
            places[zone] = order
    return places, where


__all__ = ["ATTACH_FACES", "MatContext", "ZONES", "ZONE_LABELS", "ZONE_TIPS", "healthy_zone",
           "movable", "zone_of", "zone_places"]
