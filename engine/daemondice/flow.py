"""The sequence of play: initiative, starting a turn, finishing each step, defeat and the end.

``finish`` is what happens when a step has nothing more to decide (its ``Done``, or no choice
left): it carries out the step's automatic part and moves to the next step. The rules module calls
it from ``Done`` and from its settling loop, so every turn follows the rulebook's order exactly:
activate, foe's targeted then other minuses, roll, recover, defend, Mouths, targeted damage, the
rest of the damage, choose a foe, grabs, minuses, array attacks, rot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import EndReason, Outcome
from engine.daemondice.model import ATTACKING, FREE, SENT, Attack, Hit, Hold, Step, group_stops
from engine.daemondice.tables import (
    ATTACKS,
    EYE,
    GAS_FACES,
    INITIATIVE_TIES,
    MINUSES,
    MOUTH,
    OK,
    STUNNED,
    WOUNDED,
    initiative_points,
)

if TYPE_CHECKING:
    from engine.daemondice.state import DaemonDiceState

Rows = tuple[tuple[Any, ...], ...]


# --------------------------------------------------------------------------------- helpers


def put(rows: Rows, seat: int, die: int, value: Any) -> Rows:
    """``rows`` with one die's entry changed."""
    row = rows[seat]
    return rows[:seat] + (row[:die] + (value,) + row[die + 1:],) + rows[seat + 1:]


def put_row(rows: Rows, seat: int, row: tuple[Any, ...]) -> Rows:
    return rows[:seat] + (row,) + rows[seat + 1:]


def let_go(holds: tuple[Hold, ...], seat: int, die: int) -> tuple[Hold, ...]:
    """Every grab this die is part of ends (it was damaged, pinned, grabbed or let go)."""
    return tuple(h for h in holds if (h.holder, h.holder_die) != (seat, die)
                 and (h.victim, h.victim_die) != (seat, die))


def harm(st: DaemonDiceState, seat: int, die: int, health: int) -> dict[str, Any]:
    """Changes for stunning or wounding one die (which also ends any grab it is part of)."""
    return {"health": put(st.health, seat, die, health), "holds": let_go(st.holds, seat, die)}


def minuses_of(st: DaemonDiceState, seat: int, victim: int, dice: list[int]) -> tuple[int, int]:
    """(minuses the victim places, targeted minuses) that ``dice`` of ``seat`` make; gas from a
    breed the victim is immune to counts for nothing."""
    free = aimed = 0
    faces = st.faces[seat]
    for d in dice:
        face = faces[d]
        if face in MINUSES:
            f, a = MINUSES[face]
            if face in GAS_FACES and st.immune(victim, st.breed(seat, d)):
                f = 0
            free += f
            aimed += a
    return free, aimed


def over(st: DaemonDiceState, outcome: Outcome, **changes: Any) -> DaemonDiceState:
    return st._replace(step=Step.OVER, _outcome=outcome, **_quiet(), **changes)


def _quiet() -> dict[str, Any]:
    """Everything a turn in progress keeps, emptied."""
    return {"incoming": (), "guard": (), "minus_free": 0, "minus_aimed": 0, "mouths": 0,
            "queue": (), "target": None, "outgoing": (), "sent_free": 0, "sent_aimed": 0,
            "rot_left": 0, "free_left": 0, "rollers": (), "contenders": ()}


# ------------------------------------------------------------------------------ initiative


def after_initiative_roll(st: DaemonDiceState, values: tuple[str, ...]) -> DaemonDiceState:
    """Record one daemon's initiative roll; when the round is complete, see who won."""
    st = st._replace(faces=put_row(st.faces, st.turn, tuple(values)))
    rollers = st.rollers[1:]
    if rollers:
        return st._replace(rollers=rollers, turn=rollers[0])
    points = {s: initiative_points(st.faces[s]) for s in st.contenders}
    best = max(points.values())
    tied = tuple(s for s in st.contenders if points[s] == best)
    if len(tied) == 1:
        return begin_battle(st, tied[0])
    if st.init_round >= INITIATIVE_TIES:
        return st._replace(step=Step.COIN, contenders=tied, rollers=(), turn=tied[0])
    return st._replace(init_round=st.init_round + 1, contenders=tied, rollers=tied, turn=tied[0])


def begin_battle(st: DaemonDiceState, winner: int) -> DaemonDiceState:
    """The initiative winner takes the first turn under the minuses of the loser (of the other
    daemons, the one with the most; a tie goes to the first after the winner in seat order)."""
    n = st.num_seats
    others = sorted((s for s in st.living() if s != winner), key=lambda s: (s - winner) % n)
    counts = {s: minuses_of(st, s, winner, list(range(st.daemons[s].size))) for s in others}
    source = max(others, key=lambda s: sum(counts[s]))
    free, aimed = counts[source]
    return start_turn(st, winner, source, (), free, aimed)


def start_turn(st: DaemonDiceState, seat: int, foe: int | None, incoming: tuple[Attack, ...],
               minus_free: int, minus_aimed: int) -> DaemonDiceState:
    """``seat`` begins its turn facing ``foe``'s attacks and minuses (step 1a: activate)."""
    size = st.daemons[seat].size
    return st._replace(**{
        **_quiet(), "step": Step.ACTIVATE, "turn": seat, "foe": foe, "incoming": incoming,
        "guard": ((),) * len(incoming), "minus_free": minus_free, "minus_aimed": minus_aimed,
        "faces": put_row(st.faces, seat, (None,) * size),
        "used": put_row(st.used, seat, (FREE,) * size),
    })


# ---------------------------------------------------------------------------- finish steps


def finish(st: DaemonDiceState) -> DaemonDiceState:
    """Carry out the rest of the current step automatically and move on."""
    step = st.step
    if step is Step.ACTIVATE:
        return st._replace(step=Step.FOE_MINUS)
    if step is Step.FOE_MINUS:
        return st._replace(step=Step.OWN_MINUS, minus_aimed=0)
    if step is Step.OWN_MINUS:
        return st._replace(step=Step.ROLL, minus_free=0)
    if step is Step.RECOVER:
        return st._replace(step=Step.DEFEND, free_left=0)
    if step is Step.DEFEND:
        return _resolve_defence(st)
    if step is Step.MOUTH:
        return _after_mouth(st)
    if step is Step.FOE_DAMAGE:
        return st._replace(step=Step.SUFFER)
    if step is Step.SUFFER:
        return after_suffer(st)
    if step is Step.GRAB:
        return _enter_array(st)
    if step is Step.ARRAY:
        return st._replace(step=Step.ROT, rot_left=st.powers(st.turn).rot)
    if step is Step.ROT:
        return end_turn(st)
    raise RuntimeError(f"The {step.title} step cannot end without a choice.")


def _resolve_defence(st: DaemonDiceState) -> DaemonDiceState:
    """Step 3a ends: a defence that falls short gives its dice back; count undefended Mouths."""
    me = st.turn
    used = list(st.used[me])
    guard = list(st.guard)
    mouths = 0
    for i, attack in enumerate(st.incoming):
        group = guard[i]
        if group_stops(group, attack):
            continue
        for d, _ in group:
            used[d] = FREE
        guard[i] = ()
        if attack.face == MOUTH:
            mouths += 1
    return st._replace(used=put_row(st.used, me, tuple(used)), guard=tuple(guard), mouths=mouths,
                       step=Step.MOUTH)


def _after_mouth(st: DaemonDiceState) -> DaemonDiceState:
    """Poisoning Stingers are stunned; the damage of undefended attacks is queued (targeted
    first), with Fire turning stuns into wounds and then Frost turning wounds into stuns."""
    me, foe = st.turn, st.foe
    aimed: list[int] = []
    loose: list[int] = []
    for i, attack in enumerate(st.incoming):
        if group_stops(st.guard[i], attack):
            continue
        if attack.poison and foe is not None and st.health[foe][attack.die] == OK:
            st = st._replace(**harm(st, foe, attack.die, STUNNED))
        (aimed if attack.brain is not None else loose).extend(attack.hits)
    hits = [[h, True] for h in aimed] + [[h, False] for h in loose]
    fire = st.powers(foe).fire if foe is not None else 0
    frost = st.powers(me).frost
    for hit in hits:
        if fire and hit[0] == STUNNED:
            hit[0] = WOUNDED
            fire -= 1
    for hit in hits:
        if frost and hit[0] == WOUNDED:
            hit[0] = STUNNED
            frost -= 1
    queue = tuple(Hit(h, bool(t)) for h, t in hits)
    return st._replace(queue=queue, mouths=0, step=Step.FOE_DAMAGE)


def after_suffer(st: DaemonDiceState) -> DaemonDiceState:
    """Step 3b ends: a daemon with every die stunned, wounded or grabbed loses; otherwise it
    attacks (choosing whom when more than one foe is left)."""
    st = st._replace(queue=(), mouths=0, incoming=(), guard=())
    if st.is_disabled(st.turn):
        name = st.seat_name(st.turn)
        return defeat(st, st.turn, f"Every body part of {name} is stunned, wounded or grabbed.")
    return st._replace(step=Step.TARGET)


def _enter_array(st: DaemonDiceState) -> DaemonDiceState:
    """Steps 4b and 4c begin: every unused minus goes to the target, every unused attack face is
    arrayed (an Eye's ray is left out against a daemon immune to it)."""
    me, foe = st.turn, st.target
    assert foe is not None
    dice = st.free_dice(me)
    faces = st.faces[me]
    used = list(st.used[me])
    minus_dice = [d for d in dice if faces[d] in MINUSES]
    free, aimed = minuses_of(st, me, foe, minus_dice)
    for d in minus_dice:
        used[d] = SENT
    attacks = []
    for d in dice:
        face = faces[d]
        if face in ATTACKS and not (face == EYE and st.immune(foe, st.breed(me, d))):
            attacks.append(Attack(d, face))
            used[d] = ATTACKING
    return st._replace(used=put_row(st.used, me, tuple(used)), sent_free=free, sent_aimed=aimed,
                       outgoing=tuple(attacks), step=Step.ARRAY)


def end_turn(st: DaemonDiceState) -> DaemonDiceState:
    """The target's turn begins, facing this turn's attacks and minuses."""
    foe = st.target
    assert foe is not None
    return start_turn(st, foe, st.turn, st.outgoing, st.sent_free, st.sent_aimed)


# ----------------------------------------------------------------------------------- defeat


def remove(st: DaemonDiceState, seat: int) -> dict[str, Any]:
    """Changes that take a daemon out: it lets go of everything, and nothing holds it."""
    out = st.out[:seat] + (True,) + st.out[seat + 1:]
    holds = tuple(h for h in st.holds if seat not in (h.holder, h.victim))
    return {"out": out, "holds": holds}


def defeat(st: DaemonDiceState, seat: int, detail: str) -> DaemonDiceState:
    """``seat`` loses. With one daemon left the battle is over; otherwise the defeated daemon
    names who takes the next turn (facing no minuses and no attacks)."""
    changes = remove(st, seat)
    living = [s for s, gone in enumerate(changes["out"]) if not gone]
    if len(living) == 1:
        winner = living[0]
        text = f"{detail} {st.seat_name(winner)} is the last daemon standing."
        return over(st, Outcome((winner,), EndReason.VICTORY, text), **changes)
    return st._replace(**changes, **_quiet(), step=Step.NEXT, turn=seat)


__all__ = ["after_initiative_roll", "after_suffer", "begin_battle", "defeat", "end_turn",
           "finish", "harm", "let_go", "minuses_of", "over", "put", "put_row", "remove",
           "start_turn"]
