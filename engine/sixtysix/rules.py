"""How each 66d6 action changes a state, and the automatic steps between player decisions.

Every handler first checks the action against the rules (raising ``IllegalAction`` with a sentence
a player understands; the old state is immutable so it is untouched), then builds the next state
with ``_replace`` and hands it to ``_advance``, which plays out everything that needs no decision:
a defender with only one sensible choice, a result with one destination, forced kills, the end of
the turn, cowardice and annihilation. So the game only ever stops where someone really chooses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from engine.core import (
    Action,
    EndReason,
    IllegalAction,
    Outcome,
    Resign,
    Roll,
)
from engine.numbers import spelled
from engine.sixtysix.actions import (
    Defend,
    Enter,
    Fight,
    Infiltrate,
    Kill,
    March,
    Resolve,
    Sacrifice,
    Slaughter,
)
from engine.sixtysix.board import DEATH, DEVIL, HOME, HOME_NAMES, SIDE_NAMES, SIDE_TITLES
from engine.sixtysix.model import PER_SIDE, RESULT_PHASES, TURN_ACTIONS, Battle, Minion, Phase
from engine.sixtysix.numbers import DIE_SIDES, PER_FIELD, SACRIFICE_GIFTS, SETUP_PER_FIELD
from engine.sixtysix.queries import waiting_for
from engine.sixtysix.tables import Result, result_for

if TYPE_CHECKING:
    from engine.sixtysix.state import SixtySixState



# ------------------------------------------------------------------------------ small helpers


def _need(st: SixtySixState, phase: Phase, what: str) -> None:
    if st.phase is not phase:
        raise IllegalAction(f"{waiting_for(st)} {what} has to wait.")


def _own(st: SixtySixState, ident: Any) -> Minion:
    """The acting side's minion with id ``ident``, or a readable refusal."""
    m = st.get(ident)
    if m is None:
        raise IllegalAction("There is no such minion on the board.")
    if m.side != st.turn_side:
        raise IllegalAction(f"That minion belongs to {SIDE_NAMES[m.side]}, not to "
                            f"{SIDE_NAMES[st.turn_side]}.")
    return m


def _rebuild(st: SixtySixState, changed: dict[int, Minion | None]) -> dict[str, Any]:
    """``minions`` and ``_paths`` after replacing some minions (None = removed).

    A move by the side to act is appended to that minion's path (battle results too, as the
    no-backtracking ruling asks); a minion that changes side or dies loses its path.
    """
    if len(changed) == 1:
        ((mid, nm),) = changed.items()
        i = st._index()[mid]
        minions = st.minions[:i] + ((nm,) if nm is not None else ()) + st.minions[i + 1:]
    else:
        minions = tuple(
            m2 for m in st.minions if (m2 := changed.get(m.id, m)) is not None
        )
    paths = st._paths
    for mid, nm in changed.items():
        old = st.minion(mid)
        if nm is None or nm.side != old.side:
            if mid in paths:
                paths = {k: v for k, v in paths.items() if k != mid}
        elif nm.place != old.place and old.side == st.turn_side:
            paths = {**paths, mid: paths.get(mid, (old.place,)) + (nm.place,)}
    return {"minions": minions, "_paths": paths}


def _moved(st: SixtySixState, m: Minion, place: int, side: int | None = None) -> dict[str, Any]:
    side = m.side if side is None else side
    return _rebuild(st, {m.id: Minion(m.id, side, m.value, place)})


def _over(st: SixtySixState, outcome: Outcome, **changes: Any) -> SixtySixState:
    return st._replace(
        phase=Phase.OVER, _outcome=outcome, battle=None, pending=(), kills_left=0,
        slaughterer=None, **changes,
    )


# ------------------------------------------------------------------------- automatic steps


def _advance(st: SixtySixState) -> SixtySixState:
    """Play out every step that needs no decision; stop where someone must choose or roll."""
    while True:
        phase = st.phase
        if phase is Phase.OVER or phase is Phase.SETUP_ROLL:
            return st
        total = st._occ()[2]
        if not total[0] or not total[1]:
            loser = DEATH if not total[0] else DEVIL
            detail = (f"{SIDE_TITLES[loser]} has no minions left; "
                      f"{SIDE_NAMES[1 - loser]} rules the underworld.")
            return _over(st, Outcome((1 - loser,), EndReason.ANNIHILATION, detail))
        if phase is Phase.ACT:
            if st.pending:
                return st._replace(phase=Phase.ROLL)
            if st.actions_left > 0 and st.has_regular_action():
                return st
            st = _end_turn(st)
        elif phase is Phase.DEFEND:
            b = st.battle
            assert b is not None
            choices = st._one_per_value(st.allowed_defenders(b.attacker))
            if len(choices) != 1:
                return st
            st = _choose_defender(st, choices[0])
        elif phase in RESULT_PHASES:
            options = st.result_choices()
            if len(options) != 1 and not _decided(st):
                return st
            st = _resolve(st, options[0])
        elif phase is Phase.KILL:
            nxt = _auto_kill(st)
            if nxt is None:
                return st
            st = nxt
        else:  # ROLL
            return st


def _decided(st: SixtySixState) -> bool:
    """Whether the game ends with this battle whatever the attacker picks (its choice is moot).

    That is when the defender is its side's last minion and is about to die or defect.
    """
    b = st.battle
    if st.phase is not Phase.ATTACKER_RESULT or b is None or b.defender is None:
        return False
    if b.defender_result is not Result.DEATH and b.defender_result is not Result.DEFECT:
        return False
    return st.total(st.minion(b.defender).side) == 1


def _auto_kill(st: SixtySixState) -> SixtySixState | None:
    """One forced step of a slaughter, or None when the victim has a real choice."""
    if st.kills_left <= 0:
        assert st.slaughterer is not None
        sl = st.minion(st.slaughterer)
        return st._replace(
            **_moved(st, sl, HOME), phase=Phase.ACT, kills_left=0, slaughterer=None,
            pending=(sl.id,), roll_kind="slaughter",
        )
    cands = st.kill_candidates()
    if len(cands) <= st.kills_left:
        return st._replace(**_rebuild(st, dict.fromkeys(cands)),
                           kills_left=st.kills_left - len(cands))
    kinds = {(st.minion(i).place, st.minion(i).value) for i in cands}
    if len(kinds) == 1:
        return st._replace(**_rebuild(st, {min(cands): None}), kills_left=st.kills_left - 1)
    return None


def _end_turn(st: SixtySixState) -> SixtySixState:
    """Score cowardice for the side that just played, then hand the turn over (or end)."""
    side = st.turn_side
    counts = list(st.cowardice)
    counts[side] = 0 if st.fought else counts[side] + 1
    cowardice = (counts[0], counts[1])
    limit = st.threshold
    if counts[side] >= limit:
        if counts[1 - side] >= limit:
            total = st._occ()[2]
            if total[0] == total[1]:
                outcome = Outcome((), EndReason.DRAW,
                                  "Both armies shirk battle and are equally large: a draw.")
            else:
                win = DEATH if total[0] > total[1] else DEVIL
                outcome = Outcome((win,), EndReason.COWARDICE,
                                  f"Both armies shirk battle; {SIDE_NAMES[win]} has more "
                                  "minions and takes the underworld.")
        else:
            outcome = Outcome(
                (1 - side,), EndReason.COWARDICE,
                f"{SIDE_TITLES[side]} avoided battle for {counts[side]} turns in a row and is "
                f"branded a coward; {SIDE_NAMES[1 - side]} wins.",
            )
        return _over(st, outcome, cowardice=cowardice, actions_left=0)
    return st._replace(
        cowardice=cowardice, turn_side=1 - side, actions_left=TURN_ACTIONS,
        special_used=False, fought=False, _paths={}, phase=Phase.ACT,
    )


def _choose_defender(st: SixtySixState, defender_id: int) -> SixtySixState:
    b = st.battle
    assert b is not None
    total = st.minion(b.attacker).value + st.minion(defender_id).value
    battle = Battle(b.attacker, b.field, defender_id, total,
                    result_for(total, True), result_for(total, False))
    return st._replace(battle=battle, phase=Phase.ATTACKER_RESULT)


def _resolve(st: SixtySixState, option: str) -> SixtySixState:
    """Carry out one side's battle result with the chosen (or only) option."""
    m, res = st.resolving()
    attacking = st.phase is Phase.ATTACKER_RESULT
    pending = st.pending
    changes: dict[str, Any] = {}
    if res is Result.DEATH:
        changes = _rebuild(st, {m.id: None})
    elif res is Result.DEFECT:
        changes = _moved(st, m, HOME, side=1 - m.side)
        pending += (m.id,)
    else:
        dest = st.result_destination(option)
        assert dest is not None
        if dest != m.place:
            changes = _moved(st, m, dest)
        if option == "reroll":
            pending += (m.id,)
    if attacking:
        return st._replace(**changes, pending=pending, phase=Phase.DEFENDER_RESULT)
    return st._replace(**changes, pending=pending, roll_kind="battle" if pending else st.roll_kind,
                       phase=Phase.ACT, battle=None)


# --------------------------------------------------------------------------------- handlers


def _enter(st: SixtySixState, a: Enter) -> SixtySixState:
    _need(st, Phase.ACT, "Entering")
    m = _own(st, a.minion)
    board = st.board
    if m.place != HOME:
        raise IllegalAction("Only a minion waiting at home can enter the battleground.")
    if not board.is_field(a.field):
        raise IllegalAction("There is no such field.")
    name = board.field_name(a.field)
    if not board.is_first_row(a.field, m.side):
        raise IllegalAction(f"Minions enter only onto their own first row, and {name} is not "
                            f"on {SIDE_NAMES[m.side]}'s.")
    if not st.has_room(m.side, a.field):
        raise IllegalAction(f"{name} already holds {spelled(PER_FIELD)} of "
                            f"{SIDE_NAMES[m.side]}'s minions.")
    if a.field in st.path(m.id):
        raise IllegalAction(f"No backtracking: that minion was already on {name} this turn.")
    return _advance(st._replace(**_moved(st, m, a.field), actions_left=st.actions_left - 1))


def _march(st: SixtySixState, a: March) -> SixtySixState:
    _need(st, Phase.ACT, "Marching")
    m = _own(st, a.minion)
    board = st.board
    if m.place == HOME:
        raise IllegalAction("A minion at home comes out with Enter, not March.")
    if st.count(1 - m.side, m.place):
        raise IllegalAction("That minion is locked in combat: it can only fight.")
    to = a.to
    if type(to) is int and to == HOME:
        if not board.is_first_row(m.place, m.side):
            raise IllegalAction("Only from its own first row can a minion march home.")
        if HOME in st.path(m.id):
            raise IllegalAction(f"No backtracking: that minion was already in "
                                f"{HOME_NAMES[m.side]} this turn.")
    else:
        if not board.is_field(to):
            raise IllegalAction("There is no such field (and no minion may enter the enemy's "
                                "home).")
        name = board.field_name(to)
        if to not in board.neighbours(m.place):
            raise IllegalAction(f"{name} does not share an edge with {board.field_name(m.place)}:"
                                " minions march one field at a time, never diagonally.")
        if not st.has_room(m.side, to):
            raise IllegalAction(f"{name} already holds {spelled(PER_FIELD)} of "
                                f"{SIDE_NAMES[m.side]}'s minions.")
        if to in st.path(m.id):
            raise IllegalAction(f"No backtracking: that minion was already on {name} this turn.")
    return _advance(st._replace(**_moved(st, m, to), actions_left=st.actions_left - 1))


def _fight(st: SixtySixState, a: Fight) -> SixtySixState:
    _need(st, Phase.ACT, "Fighting")
    m = _own(st, a.attacker)
    if m.place == HOME:
        raise IllegalAction("A minion at home has nobody to fight.")
    if not st.count(1 - m.side, m.place):
        raise IllegalAction("There is no enemy on that minion's field to fight.")
    return _advance(st._replace(actions_left=st.actions_left - 1, fought=True,
                                phase=Phase.DEFEND, battle=Battle(m.id, m.place)))


def _defend(st: SixtySixState, a: Defend) -> SixtySixState:
    _need(st, Phase.DEFEND, "Defending")
    b = st.battle
    assert b is not None
    d = st.get(a.minion)
    side = 1 - st.turn_side
    if d is None or d.side != side or d.place != b.field:
        raise IllegalAction(f"Defend with one of {SIDE_NAMES[side]}'s minions on "
                            f"{st.board.field_name(b.field)}.")
    if d.id not in st.allowed_defenders(b.attacker):
        raise IllegalAction(f"{SIDE_TITLES[side]} must defend with a minion at least as strong "
                            f"as the attacking {st.minion(b.attacker).value}.")
    return _advance(_choose_defender(st, d.id))


def _resolve_action(st: SixtySixState, a: Resolve) -> SixtySixState:
    if st.phase not in RESULT_PHASES:
        raise IllegalAction(f"{waiting_for(st)} There is no battle result to settle.")
    options = st.result_choices()
    if type(a.option) is not str or a.option not in options:
        raise IllegalAction(f"That choice is not open here; the choices are: "
                            f"{', '.join(options)}.")
    return _advance(_resolve(st, a.option))


def _slaughter(st: SixtySixState, a: Slaughter) -> SixtySixState:
    _need(st, Phase.ACT, "Slaughtering")
    m = _own(st, a.minion)
    if m.place == HOME or not st.board.is_first_row(m.place, 1 - m.side):
        raise IllegalAction("Only a minion standing on the enemy's first row can slaughter.")
    if st.count(1 - m.side, m.place):
        raise IllegalAction("Enemies share its field: beat them before slaughtering.")
    return _advance(st._replace(actions_left=st.actions_left - 1, fought=True,
                                phase=Phase.KILL, kills_left=m.value, slaughterer=m.id))


def _kill(st: SixtySixState, a: Kill) -> SixtySixState:
    _need(st, Phase.KILL, "Choosing a victim")
    victim = 1 - st.turn_side
    k = st.get(a.minion)
    if k is None or k.side != victim:
        raise IllegalAction(f"Pick one of {SIDE_NAMES[victim]}'s own minions to die.")
    if k.id not in st.kill_candidates():
        raise IllegalAction(f"The minions in {HOME_NAMES[victim]} must die first.")
    return _advance(st._replace(**_rebuild(st, {k.id: None}), kills_left=st.kills_left - 1))


def _special_check(st: SixtySixState, side: int, name: str) -> None:
    _need(st, Phase.ACT, name)
    if st.turn_side != side:
        raise IllegalAction(f"{name} is {SIDE_NAMES[side]}'s special action.")
    if st.special_used:
        raise IllegalAction("The special action has already been used this turn.")


def _sacrifice(st: SixtySixState, a: Sacrifice) -> SixtySixState:
    _special_check(st, DEVIL, "Sacrifice")
    ids = a.minions
    if not isinstance(ids, (tuple, list)) or len(ids) != SACRIFICE_GIFTS or ids[0] == ids[1]:
        raise IllegalAction(f"Sacrifice takes exactly {spelled(SACRIFICE_GIFTS)} different "
                            "minions from Hell.")
    chosen = [st.get(i) for i in ids]
    if any(m is None or m.side != DEVIL or m.place != HOME for m in chosen):
        raise IllegalAction("Both sacrificed minions must be the Devil's, waiting in Hell.")
    gift = tuple(sorted(m.id for m in chosen if m is not None))
    changes = _rebuild(st, {m.id: Minion(m.id, DEATH, m.value, HOME)
                            for m in chosen if m is not None})
    rest = tuple(m.id for m in st.minions
                 if m.side == DEVIL and m.place == HOME and m.id not in gift)
    return _advance(st._replace(**changes, special_used=True, pending=gift + rest,
                                roll_kind="sacrifice"))


def _infiltrate(st: SixtySixState, a: Infiltrate) -> SixtySixState:
    _special_check(st, DEATH, "Infiltrate")
    m = st.get(a.minion)
    if m is None or m.side != DEATH or m.place != HOME:
        raise IllegalAction("The infiltrator must be one of Death's minions in Purgatory.")
    changes = _rebuild(st, {m.id: Minion(m.id, DEVIL, m.value, HOME)})
    rest = tuple(x.id for x in st.minions if x.side == DEVIL and x.place == HOME)
    return _advance(st._replace(**changes, special_used=True, pending=(m.id,) + rest,
                                roll_kind="infiltrate"))


def _roll(st: SixtySixState, a: Roll) -> SixtySixState:
    if st.phase is not Phase.ROLL and st.phase is not Phase.SETUP_ROLL:
        raise IllegalAction(f"{waiting_for(st)} No dice need rolling now.")
    values = a.values
    if not isinstance(values, (tuple, list)) or len(values) != len(st.pending):
        raise IllegalAction(f"Exactly {len(st.pending)} dice must be rolled.")
    numbers = cast(tuple[int, ...], values)  # compared only once every value is an int
    if not {*map(type, values)} <= {int} or (numbers and not 1 <= min(numbers) <= max(numbers)
                                              <= DIE_SIDES):
        raise IllegalAction(f"Every die must show a number from 1 to {DIE_SIDES}.")
    values = numbers
    if st.phase is Phase.SETUP_ROLL:
        side = DEATH if st.pending[0] < PER_SIDE else DEVIL
        places = [f for f in st.board.first_row(side) for _ in range(SETUP_PER_FIELD)]
        places += [HOME] * (len(values) - len(places))
        new = tuple(Minion(i, side, v, p)
                    for i, v, p in zip(st.pending, values, places, strict=True))
        minions = tuple(sorted(st.minions + new, key=lambda m: m.id))
        if side == DEATH:
            return st._replace(minions=minions, pending=tuple(range(PER_SIDE, 2 * PER_SIDE)))
        return _advance(st._replace(minions=minions, pending=(), phase=Phase.ACT))
    rolled = dict(zip(st.pending, values, strict=True))
    changed = list(st.minions)  # only the thrown minions change (a roll may be one die of 36)
    index = st._index()
    for mid, value in rolled.items():
        i = index.get(mid)
        if i is not None:
            m = changed[i]
            changed[i] = Minion(m.id, m.side, value, m.place)
    minions = tuple(changed)
    rolled_state = st._replace(minions=minions, pending=(), phase=Phase.ACT)
    # New values only: every minion keeps its id, side and place, so the counts and the index
    # of the position before hold (the game's analysis averages thousands of throws).
    rolled_state._c_occ = st._occ()
    rolled_state._c_index = index
    return _advance(rolled_state)


def _resign(st: SixtySixState, a: Resign) -> SixtySixState:
    if st.phase is Phase.OVER:
        raise IllegalAction("The game is already over.")
    if type(a.seat) is not int or a.seat not in (DEATH, DEVIL):
        raise IllegalAction("Only Death or the Devil can resign.")
    detail = (f"{SIDE_TITLES[a.seat]} abandoned the army on the field; "
              f"{SIDE_NAMES[1 - a.seat]} wins.")
    return _over(st, Outcome((1 - a.seat,), EndReason.RESIGNATION, detail))


_HANDLERS: dict[type, Callable[[Any, Any], Any]] = {
    Enter: _enter,
    March: _march,
    Fight: _fight,
    Defend: _defend,
    Resolve: _resolve_action,
    Slaughter: _slaughter,
    Kill: _kill,
    Sacrifice: _sacrifice,
    Infiltrate: _infiltrate,
    Roll: _roll,
    Resign: _resign,
}


def apply(st: SixtySixState, action: Action) -> SixtySixState:
    """The state after ``action``; IllegalAction (with a readable reason) if not allowed."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("That is not a move in 66d6.")
    if st.phase is Phase.OVER and type(action) is not Resign:
        raise IllegalAction("The game is over.")
    return handler(st, action)
