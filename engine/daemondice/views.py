"""What the board scene shows, asked of the engine instead of worked out in drawing code.

Why here: the scene must never hold rules. Per-die status (rolled face, spent, stunned, wounded,
set aside, grabbed by whom, part of which attack or defence), the attacks in play with what it
takes to stop them, a preview of a choice before it is made, and a sentence saying what the
player must do now are all pure functions of a state.
"""

from __future__ import annotations

from engine.core import Action, record
from engine.daemondice.actions import Boost, Damage, Defend, Guide, Poison, Spike
from engine.daemondice.confirm import confirm_prompt
from engine.daemondice.describe import attack_name, describe, die_name, whose
from engine.daemondice.model import DEFENDING, MINUSED, PINNED, Attack, Step, group_stops
from engine.daemondice.rules import rolled_dice, waiting_for
from engine.daemondice.state import DaemonDiceState
from engine.daemondice.tables import HEALTH_NAMES, OK, STUNNED, WOUNDED


@record
class DieStatus:
    """Everything the UI draws for one die.

    ``face`` and ``use`` come from the daemon's latest turn (``use`` is one of ``state.USES``).
    ``attack`` / ``role`` say which attack the die is in and as what ("attack", "boost",
    "brain", "spike"): outgoing attacks for the daemon whose turn it is, incoming ones for its
    foe. ``defending`` is the incoming attack it helps to stop.
    """

    seat: int
    die: int
    part: str
    breed: str
    name: str
    health: str
    face: str | None
    use: str
    free: bool
    minused: bool
    pinned: bool
    grabbed_by: tuple[int, int] | None
    grabbing: tuple[int, int] | None
    attack: int | None
    role: str | None
    defending: int | None


def _role(attack: Attack, die: int) -> str:
    """What a die does in an attack: "attack", "boost", "brain" or "spike"."""
    if die == attack.die:
        return "attack"
    if die in attack.boosts:
        return "boost"
    return "brain" if die == attack.brain else "spike"


def die_status(st: DaemonDiceState, seat: int, die: int) -> DieStatus:
    """The status of one die."""
    hold = st.holding(seat, die)
    held = st.held(seat, die)
    use = st.used[seat][die]
    attacks = st.outgoing if seat == st.turn else st.incoming if seat == st.foe else ()
    attack = next((i for i, a in enumerate(attacks) if die in a.dice()), None)
    role = None if attack is None else _role(attacks[attack], die)
    defending = None
    if seat == st.turn and use == DEFENDING:
        defending = next((i for i, g in enumerate(st.guard) if any(d == die for d, _ in g)), None)
    part, breed = st.daemons[seat].dice[die]
    return DieStatus(
        seat=seat, die=die, part=part, breed=breed, name=die_name(st, seat, die),
        health=HEALTH_NAMES[st.health[seat][die]], face=st.faces[seat][die], use=use,
        free=seat == st.turn and st.is_free(seat, die), minused=use in (MINUSED, PINNED),
        pinned=use == PINNED,
        grabbed_by=None if held is None else (held.holder, held.holder_die),
        grabbing=None if hold is None else (hold.victim, hold.victim_die),
        attack=attack, role=role, defending=defending,
    )


def dice_status(st: DaemonDiceState, seat: int) -> tuple[DieStatus, ...]:
    """The status of every die of one daemon, in die order."""
    return tuple(die_status(st, seat, d) for d in range(st.daemons[seat].size))


@record
class AttackView:
    """One attack in play, for drawing and for previews.

    ``need`` is how many dice a defence must have; ``through`` the damage it does if not
    stopped, as "stun"/"wound" words (poison and spikes included); ``stopped`` whether the
    defence assembled so far stops it (incoming attacks only).
    """

    index: int
    seat: int
    attack: Attack
    label: str
    reach: str
    need: int
    through: tuple[str, ...]
    targeted: bool
    stopped: bool
    defence: tuple[tuple[int, str], ...]


def _view(st: DaemonDiceState, seat: int, i: int, attack: Attack,
          group: tuple[tuple[int, str], ...]) -> AttackView:
    words = tuple("wound" if h == WOUNDED else "stun" for h in attack.hits)
    return AttackView(i, seat, attack, attack_name(st, seat, attack), attack.reach, attack.need,
                      words, attack.brain is not None, group_stops(group, attack), group)


def attack_views(st: DaemonDiceState, incoming: bool = True) -> tuple[AttackView, ...]:
    """The foe's attacks on the daemon whose turn it is (``incoming``) or that daemon's own."""
    if incoming:
        if st.foe is None:
            return ()
        return tuple(_view(st, st.foe, i, a, st.guard[i] if i < len(st.guard) else ())
                     for i, a in enumerate(st.incoming))
    return tuple(_view(st, st.turn, i, a, ()) for i, a in enumerate(st.outgoing))


def defence_preview(st: DaemonDiceState) -> tuple[str, ...]:
    """One line per incoming attack: stopped, or what still gets through and what would stop
    it, as things stand now."""
    out = []
    for v in attack_views(st, True):
        if v.stopped:
            out.append(f"{v.label}: stopped.")
            continue
        have = len(v.defence)
        hurt = " and a ".join(v.through) or "nothing"
        if v.reach == "melee":
            kinds = "blocks, deflects"
        else:
            kinds = "dodges, deflects"
        out.append(f"{v.label} ({v.reach}) gets through for a {hurt}: {have} of {v.need} "
                   f"defence dice ({kinds} and pluses).")
    return tuple(out)


def preview(st: DaemonDiceState, action: Action) -> str:
    """What ``action`` would do, said before it is chosen (falls back to its log line)."""
    try:
        text = _preview(st, action)
    except Exception:  # a preview must never crash the scene
        text = None
    return text if text is not None else describe(st, action)


def _preview(st: DaemonDiceState, action: Action) -> str | None:
    me = st.turn
    if isinstance(action, Defend) and st.foe is not None:
        attack = st.incoming[action.attack]
        have = len(st.guard[action.attack]) + 1
        name = attack_name(st, st.foe, attack)
        if have >= attack.need:
            return f"This stops {name}."
        more = attack.need - have
        return f"{name} still needs {more} more defence {'die' if more == 1 else 'dice'}."
    if isinstance(action, Damage) and st.queue:
        hit = st.queue[0]
        kind = "wounded for good" if hit.harm == WOUNDED else "stunned"
        text = f"{whose(st, me, action.die)} will be {kind}"
        face = st.faces[me][action.die]
        if st.is_free(me, action.die):
            text += f", and its unused {face} is lost"
        if st.held(me, action.die) is not None:
            text += ", which frees it from the grab"
        if st.holding(me, action.die) is not None:
            text += ", and it lets go of what it holds"
        return text + "."
    if isinstance(action, Boost):
        attack = st.outgoing[action.attack]
        need = attack.need + attack.stats.boost_per_plus
        return f"{attack_name(st, me, attack)} will need {need} defence dice to stop."
    if isinstance(action, (Guide, Spike, Poison)):
        return describe(st, action) + "."
    return None


def prompt(st: DaemonDiceState) -> str:
    """A sentence for the status bar: who must do what now."""
    step = st.step
    if step is Step.OVER:
        outcome = st.outcome()
        return outcome.detail if outcome is not None else "The battle is over."
    if step is Step.ROLL or step is Step.INITIATIVE or step is Step.COIN:
        return st.roll_request().reason
    name = st.seat_name(st.to_move) if st.to_move is not None and st.to_move >= 0 else ""
    confirming = confirm_prompt(st)
    if confirming is not None:
        return confirming
    if step is Step.FOE_MINUS:
        victim = st.seat_name(st.turn)
        minuses = ("1 targeted minus" if st.minus_aimed == 1
                   else f"{st.minus_aimed} targeted minuses")
        return f"{name}: place {minuses} on dice of {victim}."
    if step is Step.OWN_MINUS:
        dice = "1 die" if st.minus_free == 1 else f"{st.minus_free} dice"
        return f"{name}: set aside {dice} for the foe's minuses."
    if step is Step.RECOVER:
        return f"{name}: spend pluses to recover stunned dice, or go on."
    if step is Step.DEFEND:
        return f"{name}: add dice to defences, then confirm."
    if step in (Step.FOE_DAMAGE, Step.SUFFER) and st.queue:
        kind = "wound" if st.queue[0].harm == WOUNDED else "stun"
        return f"{name}: choose the die that takes the next {kind} ({len(st.queue)} left)."
    if step is Step.MOUTH:
        return f"{name}: a Mouth drank blood; choose a stunned die to recover."
    return waiting_for(st)


def roll_targets(st: DaemonDiceState) -> tuple[int, ...]:
    """Which dice of the rolling daemon the current roll request throws, in request order."""
    return rolled_dice(st)


def health_counts(st: DaemonDiceState, seat: int) -> dict[str, int]:
    """How many of a daemon's dice are healthy, stunned, wounded and grabbed."""
    health = st.health[seat]
    return {
        "healthy": sum(1 for d, h in enumerate(health) if h == OK and st.held(seat, d) is None),
        "stunned": health.count(STUNNED), "wounded": health.count(WOUNDED),
        "grabbed": sum(1 for h in st.holds if h.victim == seat),
    }


__all__ = ["AttackView", "DieStatus", "attack_views", "defence_preview", "dice_status",
           "die_status", "health_counts", "preview", "prompt", "roll_targets"]
